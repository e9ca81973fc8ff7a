//! Misreadings of Law 16: the table result left standing after a damaging infraction;
//! an adjustment although the infraction did no damage (Law 12B1), or although there was
//! no infraction; the adjustment to the alternative best for the offenders rather than
//! the worst; every polled action taken for a logical alternative; and in a weighted
//! ruling the single least favourable result assigned instead of the weighted score, or
//! the weighted score computed the wrong way round.

use crate::laws::ui::{Action, UiCase, UiVerdict};
use crate::laws::weighted::EventScore;
use crate::laws::{Answer, Case, Field, Law, Ruling, Verdict};
use crate::model::{Fraction, NsScore, Share, Side};

use super::adjust;
use super::{Candidate, Rerule};

pub(super) fn ui(
    case: &UiCase,
    verdict: &UiVerdict,
    ruling: &Ruling<Verdict>,
    with: &Rerule,
) -> Vec<Candidate> {
    // The paragraph the offenders broke: for extraneous information its use (73C), not
    // its receipt (16D), which is cited only when there was no infraction.
    let law = [Law::L16C2, Law::L73C, Law::L16D]
        .into_iter()
        .find(|l| ruling.steps.iter().any(|s| s.law == *l))
        .unwrap_or(Law::L16B1a);
    match &case.weighting {
        _ if with.asked.field == Field::Infraction => threshold(case, with),
        _ if with.asked.field == Field::Damaged => {
            // Damage taken for granted once there is an infraction.
            let assumed = verdict.infraction && !verdict.damaged;
            vec![(
                "misread-ui-adjusted-without-damage",
                Law::L12B1,
                assumed.then_some(Answer::YesNo(true)),
            )]
        }
        None if with.asked.field == Field::AdjustedNs => assigned(case, verdict, law, with),
        Some(weighting) => {
            let scoring = weighting.scoring();
            let asked = |score: EventScore| in_unit(score, with);
            let weighted = weighting.weighted().score();
            let mut out = Vec::new();
            if !verdict.infraction {
                let id = if case.suggested.contains(&case.chosen) {
                    "misread-ui-adjusted-without-infraction"
                } else {
                    "misread-ui-adjusted-not-suggested"
                };
                out.push((id, law, asked(weighted)));
            } else if !verdict.damaged {
                out.push((
                    "misread-ui-adjusted-without-damage",
                    Law::L12B1,
                    asked(weighted),
                ));
            } else {
                out.push((
                    "misread-ui-table-stands",
                    law,
                    asked(scoring.score(case.table_ns)),
                ));
                // The weighted outcome least favourable to the offenders, assigned alone.
                let worst = weighting
                    .outcomes()
                    .map(|(_, o)| o.ns)
                    .min_by_key(|ns| ns.for_side(case.offenders));
                if let Some(worst) = worst {
                    out.push((
                        "misread-ui-unweighted",
                        Law::L12C1c,
                        asked(scoring.score(worst)),
                    ));
                }
                out.extend(adjust::weighted(weighting.weighted(), with.asked));
            }
            out
        }
        None => Vec::new(),
    }
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

/// Law 16B1(b): every polled action taken for a logical alternative, or only an action
/// most of the polled players choose; the infraction as each reading finds it.
fn threshold(case: &UiCase, with: &Rerule) -> Vec<Candidate> {
    let at = |share: Fraction| {
        Share::new(share).ok().and_then(|la_threshold| {
            with.answer(Case::Ui(UiCase {
                la_threshold,
                ..case.clone()
            }))
        })
    };
    vec![
        (
            "misread-ui-every-action-an-alternative",
            Law::L16B1b,
            at(Fraction::new(1, 1000)),
        ),
        (
            "misread-ui-majority-only",
            Law::L16B1b,
            at(Fraction::new(1, 2)),
        ),
    ]
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

/// A score in the event's unit, as the asked field reads it.
fn in_unit(score: EventScore, with: &Rerule) -> Option<Answer> {
    let value = match (score, with.asked.field) {
        (EventScore::Imps(x), Field::Imps) => x,
        (EventScore::NsPercent(_), Field::NsPct) => score.for_side(Side::NorthSouth),
        (EventScore::NsPercent(_), Field::EwPct) => score.for_side(Side::EastWest),
        _ => return None,
    };
    Answer::from_number(with.asked.unit, value)
}
