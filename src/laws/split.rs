//! Consequent and subsequent damage in teams (Law 12C1(b)).
//!
//! The non-offending side caused part of its own bad result by a serious error after
//! the infraction. It is redressed only for the damage the infraction itself caused:
//! the IMPs between the result without the infraction and the result that normal play
//! after the infraction would have given. The offenders get the score as if the
//! infraction had not occurred. Both are in IMPs against the other table, as in the
//! WBF commentary's examples (seeds/004).
//!
//! When the non-offenders did no worse than normal play after the infraction (no
//! self-inflicted damage), this is the ordinary 12C1 redress: the better of the table
//! result and the result without the infraction.
//!
//! All of this presupposes damage: 12C1(b) speaks of a side that "has contributed to its
//! own damage", and Law 12B1 defines damage as a table result less favourable than the
//! one expected had the infraction not occurred. When the non-offenders' table result
//! is at least as good for them as the result without the infraction, there was no
//! damage, no adjusted score is assigned, and both sides keep the table result: the
//! offenders too, rather than a no-infraction score that would be better for them.
//! (In the WBF commentary's example A the non-offenders' table result, −11, is worse
//! than the −4 without the infraction: they were damaged, if only by their own error,
//! so the offenders get the no-infraction score.)

use serde::Serialize;

use crate::model::{NsScore, Side, imps};

use super::{Law, Message, Ruling, Step};

/// Results at this table and the result at the other table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitCase {
    pub offenders: Side,
    /// The result at this table.
    pub actual_ns: NsScore,
    /// What normal play after the infraction would have given.
    pub normal_after_infraction_ns: NsScore,
    /// What the board would have given without the infraction.
    pub without_infraction_ns: NsScore,
    pub other_table_ns: NsScore,
}

/// IMPs for each team, named by the seats its pair held at this table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SplitVerdict {
    pub ns_team: i32,
    pub ew_team: i32,
}

/// Splits the damage between what the infraction caused and what the non-offenders did
/// to themselves afterwards (Law 12C1(b)), in IMPs against the other table.
pub fn rule_split(case: &SplitCase) -> Ruling<SplitVerdict> {
    let innocent = case.offenders.opponents();
    let sign = innocent.ns_sign();
    // IMPs from the non-offending team's point of view.
    let view = |ns: NsScore| sign * imps(ns.ns() - case.other_table_ns.ns());
    let actual = view(case.actual_ns);
    let normal = view(case.normal_after_infraction_ns);
    let without = view(case.without_infraction_ns);
    let mut steps = vec![
        Step::new(
            Law::L12C1b,
            Message::new("split-actual")
                .with("side", innocent)
                .with("ns", case.actual_ns.ns())
                .with("other", case.other_table_ns.ns())
                .with("imps", actual),
        ),
        Step::new(
            Law::L12C1b,
            Message::new("split-normal")
                .with("ns", case.normal_after_infraction_ns.ns())
                .with("imps", normal),
        ),
        Step::new(
            Law::L12C1b,
            Message::new("split-without")
                .with("ns", case.without_infraction_ns.ns())
                .with("imps", without),
        ),
    ];
    if actual >= without {
        // No damage (Law 12B1): the table result stands for both sides.
        steps.push(Step::new(
            Law::L12B1,
            Message::new("split-not-damaged")
                .with("side", innocent)
                .with("imps", actual)
                .with("offenders", case.offenders)
                .with("offenders_imps", -actual),
        ));
        let (ns_team, ew_team) = match innocent {
            Side::NorthSouth => (actual, -actual),
            Side::EastWest => (-actual, actual),
        };
        return Ruling {
            verdict: SplitVerdict { ns_team, ew_team },
            steps,
        };
    }
    let innocent_score = if actual < normal {
        let damage = (without - normal).max(0);
        let id = if damage > 0 {
            "split-consequent"
        } else {
            "split-no-damage"
        };
        steps.push(Step::new(
            Law::L12C1b,
            Message::new(id)
                .with("damage", damage)
                .with("subsequent", normal - actual)
                .with("imps", actual + damage),
        ));
        actual + damage
    } else {
        // Normal play is what happened, and the table result is worse than without the
        // infraction: full redress.
        steps.push(Step::new(
            Law::L12C1b,
            Message::new("split-full-redress").with("imps", without),
        ));
        without
    };
    let offender_score = -without;
    steps.push(Step::new(
        Law::L12C1b,
        Message::new("split-offenders")
            .with("side", case.offenders)
            .with("imps", offender_score),
    ));
    let (ns_team, ew_team) = match innocent {
        Side::NorthSouth => (innocent_score, offender_score),
        Side::EastWest => (offender_score, innocent_score),
    };
    Ruling {
        verdict: SplitVerdict { ns_team, ew_team },
        steps,
    }
}
