//! Misreadings of Law 16: the table result left standing after a damaging infraction;
//! an adjustment although the infraction did no damage (Law 12B1), or although there was
//! no infraction; the adjustment to the alternative best for the offenders rather than
//! the worst; every polled action taken for a logical alternative.

use crate::laws::ui::{Action, UiCase, UiVerdict};
use crate::laws::{Case, Field, Law, Ruling, Verdict};
use crate::model::{Fraction, NsScore, Share};

use super::{Candidate, Rerule};

pub(super) fn ui(
    case: &UiCase,
    verdict: &UiVerdict,
    ruling: &Ruling<Verdict>,
    with: &Rerule,
) -> Vec<Candidate> {
    let law = [Law::L16C2, Law::L16D]
        .into_iter()
        .find(|l| ruling.steps.iter().any(|s| s.law == *l))
        .unwrap_or(Law::L16B1a);
    if with.asked.field != Field::AdjustedNs {
        return Vec::new();
    }
    assigned(case, verdict, law, with)
}

/// Law 12C1(e), one result assigned: the misreadings of the score to North-South.
fn assigned(case: &UiCase, verdict: &UiVerdict, law: Law, with: &Rerule) -> Vec<Candidate> {
    // How good a score is for the offenders: higher is better for them.
    let for_offenders = |ns: NsScore| ns.for_side(case.offenders);
    let score = |ns: NsScore| with.number(ns.ns().into());
    let suggested = |a: &Action| case.suggested.contains(a);
    let mut out = Vec::new();
    if verdict.infraction && verdict.damaged {
        out.push(("misread-ui-table-stands", law, score(case.table_ns)));
        let best = verdict
            .logical_alternatives
            .iter()
            .filter(|a| !suggested(a))
            .filter_map(|a| case.results_ns.get(a).copied())
            .max_by_key(|ns| for_offenders(*ns));
        out.push((
            "misread-ui-best-for-offenders",
            Law::L12C1e,
            best.and_then(score),
        ));
        let every_action = Share::new(Fraction::new(1, 1000))
            .ok()
            .map(|la_threshold| UiCase {
                la_threshold,
                ..case.clone()
            });
        out.push((
            "misread-ui-every-action-an-alternative",
            Law::L16B1b,
            every_action.and_then(|c| with.answer(Case::Ui(c))),
        ));
    } else if verdict.infraction {
        out.push((
            "misread-ui-adjusted-without-damage",
            Law::L12B1,
            worst_open(case, verdict).and_then(score),
        ));
    } else {
        let worst = case
            .poll
            .iter()
            .map(|e| &e.action)
            .filter(|a| !suggested(a) && **a != case.chosen)
            .filter_map(|a| case.results_ns.get(a).copied())
            .min_by_key(|ns| for_offenders(*ns));
        let id = if suggested(&case.chosen) {
            "misread-ui-adjusted-without-infraction"
        } else {
            "misread-ui-adjusted-not-suggested"
        };
        out.push((id, law, worst.and_then(score)));
    }
    out
}

/// The result of the non-suggested logical alternative least favourable to the
/// offenders: what Law 12C1(e) would assign.
fn worst_open(case: &UiCase, verdict: &UiVerdict) -> Option<NsScore> {
    verdict
        .logical_alternatives
        .iter()
        .filter(|a| !case.suggested.contains(a))
        .filter_map(|a| case.results_ns.get(a).copied())
        .min_by_key(|ns| ns.for_side(case.offenders))
}
