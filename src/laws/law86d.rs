//! Law 86D in a teams match: the board could not be played at one table, and the
//! other table has a result. Ruled by the DBV procedure of 1 March 2013
//! (seeds/000_dca17a1df2a94fd3.txt), whose numbers are cited in the steps:
//!
//! - no. 3: the result is unusual when it differs from the expected result (the datum)
//!   by more than 6 IMPs; otherwise each team gets its artificial score (Law 12C2, 86A);
//! - nos. 4–7: a team with an unusual good result scores the difference in full when
//!   in no way at fault and one third of it when at fault; a team with an unusual bad
//!   result takes it in full when at fault and one third of it when not;
//! - no. 9: the two teams together get at most the sum of their artificial scores
//!   (+3 innocent, 0 partly, −3 at fault): an upper limit (*Obergrenze*);
//! - no. 10: where the two scores of nos. 4–7 together exceed that limit, the team
//!   without precedence gets the difference to it;
//! - no. 8: with both teams innocent the team with the good result has precedence, with
//!   both at fault the team with the bad result.
//!
//! Both teams are scored by nos. 4–7; the cap of no. 9 is applied only where their sum
//! exceeds it. No. 10 read on its own ("erhält die Differenz") would give the second
//! team the difference always, making the cap a fixed total. The engine does not read
//! it so, because the procedure itself does not: no. 9 calls the figure an upper limit
//! and Bavin's view it rests on is that the sum "nicht überschreiten sollte"; example 3
//! (no. 13) applies the cap only after finding that the sum of nos. 5 and 6 exceeds it
//! ("jetzt wäre sie −5 IMP"); and a fixed total would raise a team at fault with a good
//! result above the third no. 6 allows it ("soll nur zu (etwa) einem Drittel ...
//! profitieren"), which is what the WBF Laws Committee's 2008 minute forbids ("shall not
//! be allowed to profit from its own favourable score"). Examples 1–3 hold either way.
//!
//! The procedure is silent on a team only partly at fault. The engine scores first the
//! team whose fault the procedure does cover; when both are partly at fault it scores
//! the team with the good result first, at half weight: between the full weight of an
//! innocent team and the third of a guilty one, and the 50 % the WBF Laws Committee's
//! 2008 rider suggests for a side that shares the blame.
//! Weighted IMPs are rounded to the nearest whole IMP, halves away from zero.

use crate::model::fraction::{display, round_half_away};
use serde::Serialize;

use crate::model::{Fraction, NsPoints, NsScore, Side, imps};

use super::artificial::teams_imps;
use super::{Fault, Law, Message, Ruling, Step};

/// A board played at one table only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adjust86dCase {
    /// The result where the board was played.
    pub table_ns: NsScore,
    /// The datum or expected result.
    pub expected_ns: NsPoints,
    /// Fault of the team whose pair sat North-South at that table.
    pub ns_team: Fault,
    pub ew_team: Fault,
}

/// IMPs for each team, and whether the result was unusual (DBV no. 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Adjust86dVerdict {
    pub ns_team: i32,
    pub ew_team: i32,
    pub unusual: bool,
}

/// IMPs beyond which a result is unusual (DBV no. 3).
pub const UNUSUAL_BEYOND: i32 = 6;

/// The share of its unusual result a team scores under DBV nos. 4–7: a good result in
/// full when in no way at fault (no. 4) and a third when at fault (no. 6); a bad result
/// in full when at fault (no. 5) and a third when not (no. 7). A team only partly at
/// fault, where the procedure is silent, at half weight.
pub fn weight(good_result: bool, fault: Fault) -> Fraction {
    match (good_result, fault) {
        (true, Fault::Innocent) | (false, Fault::Guilty) => Fraction::from_integer(1),
        (true, Fault::Guilty) | (false, Fault::Innocent) => Fraction::new(1, 3),
        (_, Fault::Partly) => Fraction::new(1, 2),
    }
}

/// The team scored first by nos. 4–7, the other being the one the cap of nos. 9–10 may
/// limit: the team with precedence under no. 8 (the good result when both are innocent,
/// the bad one when both are at fault), else the team whose fault the procedure covers
/// rather than one only partly at fault, else (both partly at fault) the good result.
pub fn scored_first(ns_team: Fault, ew_team: Fault, good: Side) -> Side {
    let fault_of = |side: Side| match side {
        Side::NorthSouth => ns_team,
        Side::EastWest => ew_team,
    };
    let bad = good.opponents();
    match (fault_of(good), fault_of(bad)) {
        (Fault::Guilty, Fault::Guilty) | (Fault::Partly, Fault::Innocent | Fault::Guilty) => bad,
        _ => good,
    }
}

/// Rules a board played at one table only by the DBV procedure of 2013.
pub fn rule_86d(case: &Adjust86dCase) -> Ruling<Adjust86dVerdict> {
    let difference = case.table_ns.ns() - case.expected_ns.ns();
    let ns_imps = imps(difference);
    let mut steps = vec![Step::new(
        Law::L86D,
        Message::new("law86d-difference")
            .with("table", case.table_ns.ns())
            .with("expected", case.expected_ns.ns())
            .with("difference", difference)
            .with("imps", ns_imps),
    )];
    let cap = teams_imps(case.ns_team) + teams_imps(case.ew_team);
    if ns_imps.abs() <= UNUSUAL_BEYOND {
        steps.push(Step::new(
            Law::L86D,
            Message::new("law86d-not-unusual").with("imps", ns_imps.abs()),
        ));
        for (side, fault) in [
            (Side::NorthSouth, case.ns_team),
            (Side::EastWest, case.ew_team),
        ] {
            steps.push(Step::new(
                Law::L86A,
                Message::new("artificial-teams-fault")
                    .with("side", side)
                    .with("fault", fault.code())
                    .with("imps", teams_imps(fault)),
            ));
        }
        return Ruling {
            verdict: Adjust86dVerdict {
                ns_team: teams_imps(case.ns_team),
                ew_team: teams_imps(case.ew_team),
                unusual: false,
            },
            steps,
        };
    }
    let (good, bad) = if ns_imps > 0 {
        (Side::NorthSouth, Side::EastWest)
    } else {
        (Side::EastWest, Side::NorthSouth)
    };
    let fault_of = |side: Side| {
        if side == Side::NorthSouth {
            case.ns_team
        } else {
            case.ew_team
        }
    };
    let size = ns_imps.abs();
    steps.push(Step::new(
        Law::L86D,
        Message::new("law86d-unusual")
            .with("imps", size)
            .with("good", good)
            .with("bad", bad),
    ));
    let first = scored_first(case.ns_team, case.ew_team, good);
    let second = first.opponents();
    if matches!(
        (fault_of(good), fault_of(bad)),
        (Fault::Innocent, Fault::Innocent) | (Fault::Guilty, Fault::Guilty)
    ) {
        steps.push(Step::new(
            Law::L86D,
            Message::new("law86d-precedence")
                .with("side", first)
                .with("fault", fault_of(first).code()),
        ));
    }
    let first_score = own_share(&mut steps, first, first == good, fault_of(first), size);
    let own_second = own_share(&mut steps, second, second == good, fault_of(second), size);
    steps.push(Step::new(
        Law::L86D,
        Message::new("law86d-cap")
            .with("ns_fault", case.ns_team.code())
            .with("ew_fault", case.ew_team.code())
            .with("cap", cap),
    ));
    let sum = first_score + own_second;
    let second_score = if sum > cap {
        let score = cap - first_score;
        steps.push(Step::new(
            Law::L86D,
            Message::new("law86d-opponents")
                .with("side", second)
                .with("sum", sum)
                .with("cap", cap)
                .with("first", first_score)
                .with("score", score),
        ));
        score
    } else {
        steps.push(Step::new(
            Law::L86D,
            Message::new("law86d-within-cap")
                .with("first", first_score)
                .with("second", own_second)
                .with("sum", sum)
                .with("cap", cap),
        ));
        own_second
    };
    let (ns_team, ew_team) = if first == Side::NorthSouth {
        (first_score, second_score)
    } else {
        (second_score, first_score)
    };
    Ruling {
        verdict: Adjust86dVerdict {
            ns_team,
            ew_team,
            unusual: true,
        },
        steps,
    }
}

/// A team's score under DBV nos. 4–7: its share of the unusual result (`size` IMPs),
/// weighted by its fault and rounded, with the step that shows it.
fn own_share(steps: &mut Vec<Step>, side: Side, good: bool, fault: Fault, size: i32) -> i32 {
    let weight = weight(good, fault);
    let rule_no = match (good, fault) {
        (true, Fault::Innocent) => "no4",
        (false, Fault::Guilty) => "no5",
        (true, Fault::Guilty) => "no6",
        (false, Fault::Innocent) => "no7",
        (_, Fault::Partly) => "partly",
    };
    let signed = if good { size } else { -size };
    let exact = weight * i64::from(signed);
    let score = round_half_away(exact) as i32;
    steps.push(Step::new(
        Law::L86D,
        Message::new("law86d-weighted")
            .code("rule", rule_no)
            .with("side", side)
            .with("fault", fault.code())
            .with("result", if good { "good" } else { "bad" })
            .code("weight", display(weight))
            .with("imps", signed)
            .code("exact", display(exact))
            .with("score", score),
    ));
    score
}
