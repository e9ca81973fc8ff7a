//! Misreadings of the score adjustments: Law 86D by the DBV procedure, the weighted
//! score of Law 12C1(c), consequent and subsequent damage (12C1(b)), and the artificial
//! scores of Law 12C2 with the session percentages of 12C2(b).

use crate::laws::artificial::{ArtificialCase, Form, teams_imps};
use crate::laws::law86d::{Adjust86dCase, UNUSUAL_BEYOND, scored_first, weight};
use crate::laws::matchpoints::{Comparison, MatchpointsCase, MatchpointsVerdict, PER_SCORE_BEATEN};
use crate::laws::split::SplitCase;
use crate::laws::weighted::{Scoring, WeightedCase};
use crate::laws::{Answer, Case, Fault, Field, Law};
use crate::model::fraction::round_half_away;
use crate::model::{Fraction, NsScore, Percent, Side, imps};

use super::{Asked, Candidate, Rerule};

fn imps_answer(n: i64) -> Option<Answer> {
    Some(Answer::Imps(Fraction::from_integer(n)))
}

/// 86D: the artificial scores although the result was unusual; the cap of nos. 9–10
/// forgotten, or used as a fixed total rather than an upper limit; the difference given
/// in full.
pub(super) fn law86d(case: &Adjust86dCase, asked: Asked) -> Vec<Candidate> {
    let diff = imps(case.table_ns.ns() - case.expected_ns.ns());
    let pick = |ns: i32, ew: i32| {
        imps_answer(i64::from(if asked.field == Field::NsTeam {
            ns
        } else {
            ew
        }))
    };
    // Nos. 4–7 for one team: its own share of the result, weighted by its fault.
    let weighted =
        |own: i32, fault| round_half_away(weight(own > 0, fault) * i64::from(own)) as i32;
    let mut out = vec![(
        "misread-86d-artificial-only",
        Law::L86D,
        pick(teams_imps(case.ns_team), teams_imps(case.ew_team)),
    )];
    if diff.abs() > UNUSUAL_BEYOND {
        let (ns_own, ew_own) = (weighted(diff, case.ns_team), weighted(-diff, case.ew_team));
        out.push(("misread-86d-cap-ignored", Law::L86D, pick(ns_own, ew_own)));
        // The team with precedence keeps its score and the other is made up to the cap,
        // whether or not the two exceeded it.
        let cap = teams_imps(case.ns_team) + teams_imps(case.ew_team);
        let good = if diff > 0 {
            Side::NorthSouth
        } else {
            Side::EastWest
        };
        let ns_first = scored_first(case.ns_team, case.ew_team, good) == Side::NorthSouth;
        let fixed = if ns_first {
            (ns_own, cap - ns_own)
        } else {
            (cap - ew_own, ew_own)
        };
        out.push(("misread-86d-fixed-sum", Law::L86D, pick(fixed.0, fixed.1)));
        out.push(("misread-86d-full-weight", Law::L86D, pick(diff, -diff)));
    }
    out
}

/// 12C1(c): in teams, the points weighted first and converted once, or each weighted
/// part rounded to a whole IMP before adding; in pairs, the scores weighted first and
/// the average matchpointed, or ties counted as scores beaten; in both, the likeliest
/// result assigned alone. The same for the
/// `weighted` kind and a weighted UI ruling.
pub(super) fn weighted(case: &WeightedCase, asked: Asked) -> Vec<Candidate> {
    // The points of the outcomes weighted before any conversion.
    let points: Fraction = case
        .outcomes()
        .iter()
        .map(|o| o.weight.get() * i64::from(o.ns.ns()))
        .sum();
    // The likeliest result assigned alone, as Law 12C1(e) would, instead of the weights.
    let likeliest = case
        .outcomes()
        .iter()
        .reduce(|best, o| {
            if o.weight.get() > best.weight.get() {
                o
            } else {
                best
            }
        })
        .map(|o| o.ns);
    match case.scoring() {
        Scoring::Teams { other_table_ns } => {
            let other = other_table_ns.ns();
            let points_first = imps(round_half_away(points - i64::from(other)) as i32);
            let rounded: i64 = case
                .outcomes()
                .iter()
                .map(|o| round_half_away(o.weight.get() * i64::from(imps(o.ns.ns() - other))))
                .sum();
            vec![
                (
                    "misread-weighted-points-first",
                    Law::L12C1c,
                    imps_answer(points_first.into()),
                ),
                (
                    "misread-weighted-rounded-early",
                    Law::L12C1c,
                    imps_answer(rounded),
                ),
                (
                    "misread-weighted-likeliest-only",
                    Law::L12C1c,
                    likeliest.and_then(|ns| imps_answer(imps(ns.ns() - other).into())),
                ),
            ]
        }
        Scoring::Pairs { other_tables_ns } => {
            let score_first = Comparison::of(points, other_tables_ns).ns_percent();
            let ties_won: Fraction = case
                .outcomes()
                .iter()
                .map(|o| {
                    let c = Comparison::of_score(o.ns, other_tables_ns);
                    o.weight.get() * ties_as_wins(c)
                })
                .sum();
            vec![
                (
                    "misread-weighted-pairs-score-first",
                    Law::L12C1c,
                    percent(asked, score_first),
                ),
                (
                    "misread-mp-ties-as-wins",
                    Law::L78A,
                    percent(asked, ties_won),
                ),
                (
                    "misread-weighted-likeliest-only",
                    Law::L12C1c,
                    likeliest.and_then(|ns| {
                        percent(
                            asked,
                            Comparison::of_score(ns, other_tables_ns).ns_percent(),
                        )
                    }),
                ),
            ]
        }
    }
}

/// North-South's percentage with every tie counted as a score beaten.
fn ties_as_wins(c: Comparison) -> Fraction {
    Fraction::new(
        i64::from(PER_SCORE_BEATEN * (c.beaten + c.tied)) * 100,
        i64::from(c.top()),
    )
}

/// North-South's percentage `ns_pct` as the asked field gives it.
fn percent(asked: Asked, ns_pct: Fraction) -> Option<Answer> {
    let value = match asked.field {
        Field::NsPct => ns_pct,
        Field::EwPct => Fraction::from_integer(100) - ns_pct,
        _ => return None,
    };
    Answer::from_number(asked.unit, value)
}

/// Law 78A: ties counted as scores beaten, or as scores lost; the top taken as if the
/// table were compared with itself too; the other direction's percentage.
pub(super) fn matchpoints(
    case: &MatchpointsCase,
    verdict: &MatchpointsVerdict,
    asked: Asked,
) -> Vec<Candidate> {
    let Some(table) = case.table() else {
        return Vec::new();
    };
    let c = case.comparison(table);
    let share = |mp: u32, top: u32| Fraction::new(i64::from(mp) * 100, i64::from(top));
    let correct = verdict
        .asked()
        .map_or(Fraction::from_integer(50), |t| t.comparison.ns_percent());
    vec![
        (
            "misread-mp-ties-as-wins",
            Law::L78A,
            percent(asked, ties_as_wins(c)),
        ),
        (
            "misread-mp-ties-as-losses",
            Law::L78A,
            percent(asked, share(PER_SCORE_BEATEN * c.beaten, c.top())),
        ),
        (
            "misread-mp-top-counts-own-table",
            Law::L78A,
            percent(asked, share(c.ns_matchpoints(), c.top() + PER_SCORE_BEATEN)),
        ),
        (
            "misread-mp-other-direction",
            Law::L78A,
            percent(asked, Fraction::from_integer(100) - correct),
        ),
    ]
}

/// 12C1(b): the non-offenders given full redress, or none; the offenders left with
/// their table result although the non-offenders were damaged, or given the
/// no-infraction score although they were not (12B1); in pairs, the damage split in
/// points and the sum matchpointed once, rather than each result matchpointed first.
pub(super) fn split(case: &SplitCase, asked: Asked) -> Vec<Candidate> {
    let asked_side = match asked.field {
        Field::NsTeam | Field::NsPct => Side::NorthSouth,
        Field::EwTeam | Field::EwPct => Side::EastWest,
        _ => return Vec::new(),
    };
    let innocent_asked = asked_side != case.offenders;
    // A result in the event's unit, for the side asked about.
    let answer = |score: NsScore| {
        Answer::from_number(asked.unit, case.scoring.score(score).for_side(asked_side))
    };
    if innocent_asked {
        let mut out = vec![
            (
                "misread-split-full-redress",
                Law::L12C1b,
                answer(case.without_infraction_ns),
            ),
            (
                "misread-split-no-redress",
                Law::L12C1b,
                answer(case.actual_ns),
            ),
        ];
        if let Scoring::Pairs { other_tables_ns } = &case.scoring {
            // The consequent damage taken in points (North-South's, signed for the
            // non-offenders) and added to the table score, then matchpointed.
            let sign = i64::from(case.offenders.opponents().ns_sign());
            let pts = |s: NsScore| i64::from(s.ns()) * sign;
            let damage =
                (pts(case.without_infraction_ns) - pts(case.normal_after_infraction_ns)).max(0);
            let ns_points = Fraction::from_integer((pts(case.actual_ns) + damage) * sign);
            let ns_pct = Comparison::of(ns_points, other_tables_ns).ns_percent();
            out.push((
                "misread-split-points-first",
                Law::L12C1b,
                percent(asked, ns_pct),
            ));
        }
        out
    } else {
        vec![
            (
                "misread-split-offenders-keep-table",
                Law::L12C1b,
                answer(case.actual_ns),
            ),
            // With no damage the offenders keep the table result; the score as if the
            // infraction had not occurred is then an adjustment nobody was owed.
            (
                "misread-split-adjusted-without-damage",
                Law::L12B1,
                answer(case.without_infraction_ns),
            ),
        ]
    }
}

/// 12C2: the two sides' fault swapped; in pairs, the session percentage of Law 12C2(b)
/// forgotten, or given whatever the pair's fault (a pair at fault with 65 % kept at 65 %,
/// a pair not at fault with 35 % left at 35 %).
pub(super) fn artificial(case: &ArtificialCase, with: &Rerule) -> Vec<Candidate> {
    let swapped = ArtificialCase {
        ns: case.ew,
        ew: case.ns,
        ..*case
    };
    // The session misreadings first: where one gives the same answer as the swapped
    // faults, it names the trap the student fell into.
    let mut out = Vec::new();
    if let Form::Pairs {
        ns_session,
        ew_session,
    } = case.form
    {
        let forgotten = ArtificialCase {
            form: Form::Pairs {
                ns_session: None,
                ew_session: None,
            },
            ..*case
        };
        out.push((
            "misread-artificial-session-ignored",
            Law::L12C2b,
            with.answer(Case::Artificial(forgotten)),
        ));
        // The fault under which Law 12C2(b) would move a session percentage.
        let moving = |session: Option<Percent>, fault: Fault| match session.map(Percent::get) {
            Some(pct) if pct > Fraction::from_integer(60) => Fault::Innocent,
            Some(pct) if pct < Fraction::from_integer(40) => Fault::Guilty,
            _ => fault,
        };
        let whatever = ArtificialCase {
            ns: moving(ns_session, case.ns),
            ew: moving(ew_session, case.ew),
            ..*case
        };
        out.push((
            "misread-artificial-session-whatever-fault",
            Law::L12C2b,
            with.answer(Case::Artificial(whatever)),
        ));
    }
    out.push((
        "misread-artificial-fault-swapped",
        Law::L12C2a,
        with.answer(Case::Artificial(swapped)),
    ));
    out
}
