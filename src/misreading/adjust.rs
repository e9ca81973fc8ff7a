//! Misreadings of the score adjustments: Law 86D by the DBV procedure, the weighted
//! score of Law 12C1(c), consequent and subsequent damage (12C1(b)), and the artificial
//! scores of Law 12C2.

use crate::laws::artificial::{ArtificialCase, teams_imps};
use crate::laws::law86d::{Adjust86dCase, UNUSUAL_BEYOND, scored_first, weight};
use crate::laws::split::SplitCase;
use crate::laws::weighted::WeightedCase;
use crate::laws::{Answer, Case, Field, Law};
use crate::model::fraction::round_half_away;
use crate::model::{Fraction, NsScore, Side, imps};

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

/// 12C1(c): the points weighted first and converted once; each weighted part rounded to
/// a whole IMP before adding.
pub(super) fn weighted(case: &WeightedCase) -> Vec<Candidate> {
    let other = case.other_table_ns().ns();
    let points: Fraction = case
        .outcomes()
        .iter()
        .map(|o| o.weight.get() * i64::from(o.ns.ns() - other))
        .sum();
    let points_first = imps(round_half_away(points) as i32);
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
    ]
}

/// 12C1(b): the non-offenders given full redress, or none; the offenders left with
/// their table result although the non-offenders were damaged, or given the
/// no-infraction score although they were not (12B1).
pub(super) fn split(case: &SplitCase, asked: Asked) -> Vec<Candidate> {
    let asked_ns = asked.field == Field::NsTeam;
    let offenders_ns = case.offenders == crate::model::Side::NorthSouth;
    let at = |score: NsScore| imps(score.ns() - case.other_table_ns.ns());
    let innocent_asked = asked_ns != offenders_ns;
    let sign = if innocent_asked == asked_ns { 1 } else { -1 };
    let answer = |score: NsScore| imps_answer(i64::from(sign * at(score)));
    if innocent_asked {
        vec![
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
        ]
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

/// 12C2(a): the two sides' fault swapped.
pub(super) fn artificial(case: &ArtificialCase, with: &Rerule) -> Vec<Candidate> {
    let swapped = ArtificialCase {
        ns: case.ew,
        ew: case.ns,
        ..*case
    };
    vec![(
        "misread-artificial-fault-swapped",
        Law::L12C2a,
        with.answer(Case::Artificial(swapped)),
    )]
}
