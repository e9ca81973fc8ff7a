//! Unauthorized information (Law 16B): logical alternatives from a poll of peers, and
//! the adjusted score when the offenders chose an action the information suggested.
//!
//! An action is a logical alternative (16B1(b)) when at least `la_threshold` of the
//! polled players selected it. There is an infraction (16B1(a)) when the chosen action
//! is among those the information demonstrably suggests and some logical alternative is
//! not; the score is then adjusted to the result of the non-suggested logical
//! alternative least favourable to the offenders (Law 12C1(e)).

use crate::model::fraction::display;
use crate::model::{Fraction, Side};

use super::{Law, Message, Ruling, Step};

/// One action of the poll and how many selected it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PollEntry {
    pub action: String,
    pub selected: u32,
}

/// A UI case; results are checked by the caller to exist for every candidate action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiCase {
    /// Where the unauthorized information came from.
    pub source: UiSource,
    pub offenders: Side,
    pub chosen: String,
    pub poll: Vec<PollEntry>,
    pub suggested: Vec<String>,
    /// Result (North-South's view) of each action.
    pub results_ns: Vec<(String, i32)>,
    pub table_ns: i32,
    pub la_threshold: Fraction,
}

/// The source of the unauthorized information, which names the paragraph that makes it so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UiSource {
    /// Extraneous information from partner: a remark, a hesitation, an alert (Law 16B1).
    #[default]
    Partner,
    /// A call or play withdrawn under the Laws: unauthorized to its side (Law 16C2).
    WithdrawnAction,
    /// Information from outside the table's legal procedures: a result overheard, a card
    /// seen (Law 16D); the Director adjusts when it affected the result (16D2(c), 16D3).
    Extraneous,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiVerdict {
    pub logical_alternatives: Vec<String>,
    pub infraction: bool,
    /// The score that stands: the adjusted one after an infraction, else the table's.
    pub adjusted_ns: i32,
}

/// Why a UI case cannot be ruled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UiError {
    #[error("no result is given for `{0}`, a logical alternative the score may be adjusted to")]
    MissingResult(String),
    #[error("the poll has no votes")]
    EmptyPoll,
}

pub fn rule_ui(case: &UiCase) -> Result<Ruling<UiVerdict>, UiError> {
    let total: u32 = case.poll.iter().map(|e| e.selected).sum();
    if total == 0 {
        return Err(UiError::EmptyPoll);
    }
    let mut steps = vec![match case.source {
        UiSource::Partner => Step::new(
            Law::L16B1a,
            Message::new("ui-source-partner").with("side", case.offenders),
        ),
        UiSource::WithdrawnAction => Step::new(
            Law::L16C2,
            Message::new("ui-source-withdrawn").with("side", case.offenders),
        ),
        UiSource::Extraneous => Step::new(
            Law::L16D,
            Message::new("ui-source-extraneous").with("side", case.offenders),
        ),
    }];
    // The paragraph the offender broke depends on where the information came from.
    let infraction_law = match case.source {
        UiSource::Partner => Law::L16B1a,
        UiSource::WithdrawnAction => Law::L16C2,
        UiSource::Extraneous => Law::L16D,
    };
    let mut alternatives = Vec::new();
    for entry in &case.poll {
        let share = Fraction::new(entry.selected.into(), total.into());
        let is_la = share >= case.la_threshold;
        steps.push(Step::new(
            Law::L16B1b,
            Message::new(if is_la { "ui-la" } else { "ui-not-la" })
                .call("action", &entry.action)
                .with("selected", entry.selected as usize)
                .with("total", total as usize)
                .code("threshold", display(case.la_threshold)),
        ));
        if is_la {
            alternatives.push(entry.action.clone());
        }
    }
    let suggested = |a: &str| case.suggested.iter().any(|s| s == a);
    let chosen_suggested = suggested(&case.chosen);
    let open: Vec<&String> = alternatives.iter().filter(|a| !suggested(a)).collect();
    let infraction = chosen_suggested && !open.is_empty();
    if !infraction {
        let id = if chosen_suggested {
            "ui-no-alternative"
        } else {
            "ui-not-suggested"
        };
        steps.push(Step::new(
            Law::L16B1a,
            Message::new(id)
                .call("action", &case.chosen)
                .with("ns", case.table_ns),
        ));
        return Ok(Ruling {
            verdict: UiVerdict {
                logical_alternatives: alternatives,
                infraction,
                adjusted_ns: case.table_ns,
            },
            steps,
        });
    }
    let result_of = |a: &str| {
        case.results_ns
            .iter()
            .find(|(action, _)| action == a)
            .map(|(_, ns)| *ns)
            .ok_or_else(|| UiError::MissingResult(a.to_owned()))
    };
    let mut worst: Option<(&String, i32)> = None;
    for action in open {
        let ns = result_of(action)?;
        let offenders_view = ns * case.offenders.ns_sign();
        if worst.is_none_or(|(_, w)| offenders_view < w * case.offenders.ns_sign()) {
            worst = Some((action, ns));
        }
    }
    // `open` was not empty, so `worst` is set; the fallback keeps the table result.
    let (action, adjusted) = worst
        .map(|(a, ns)| (a.clone(), ns))
        .unwrap_or((case.chosen.clone(), case.table_ns));
    steps.push(Step::new(
        infraction_law,
        Message::new("ui-infraction")
            .with("law", infraction_law)
            .call("chosen", &case.chosen)
            .with("side", case.offenders),
    ));
    steps.push(Step::new(
        Law::L12C1e,
        Message::new("ui-adjusted")
            .call("action", &action)
            .with("side", case.offenders)
            .with("ns", adjusted),
    ));
    Ok(Ruling {
        verdict: UiVerdict {
            logical_alternatives: alternatives,
            infraction,
            adjusted_ns: adjusted,
        },
        steps,
    })
}
