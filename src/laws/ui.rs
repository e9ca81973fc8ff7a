//! Unauthorized information (Law 16B): logical alternatives from a poll of peers, and
//! the adjusted score when the offenders chose an action the information suggested.
//!
//! An action is a logical alternative (16B1(b)) when at least `la_threshold` of the
//! polled players selected it. There is an infraction (16B1(a)) when the chosen action
//! is among those the information demonstrably suggests and some logical alternative is
//! not; the score is then adjusted to the result of the non-suggested logical
//! alternative least favourable to the offenders (Law 12C1(e)).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::fraction::display;
use crate::model::{Fraction, NsScore, Share, Side};

use super::{Law, Message, Ruling, Step};

/// An action a player could have taken: a call (`Pass`, `3NT`, `4S`) or a play, as the
/// poll names it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Action(pub String);

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One action of the poll and how many selected it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PollEntry {
    pub action: Action,
    pub selected: u32,
}

/// A UI case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiCase {
    /// Where the unauthorized information came from.
    pub source: UiSource,
    pub offenders: Side,
    pub chosen: Action,
    pub poll: Vec<PollEntry>,
    pub suggested: Vec<Action>,
    /// The result each action would have given.
    pub results_ns: BTreeMap<Action, NsScore>,
    pub table_ns: NsScore,
    /// The share of polled players that makes an action a logical alternative.
    pub la_threshold: Share,
}

/// The source of the unauthorized information, which names the paragraph that makes it so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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

/// The logical alternatives, whether there was an infraction, and the score that stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UiVerdict {
    pub logical_alternatives: Vec<Action>,
    pub infraction: bool,
    /// The score that stands: the adjusted one after an infraction, else the table's.
    pub adjusted_ns: NsScore,
}

/// Why a UI case cannot be ruled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UiError {
    #[error("no result is given for `{0}`, a logical alternative the score may be adjusted to")]
    MissingResult(Action),
    #[error("the poll has no votes")]
    EmptyPoll,
}

impl UiError {
    /// The input field at fault, as a JSON path.
    pub fn field(&self) -> String {
        match self {
            UiError::MissingResult(action) => format!("results_ns.{action}"),
            UiError::EmptyPoll => "poll".into(),
        }
    }
}

/// Rules a UI case: logical alternatives from the poll, the infraction, the adjustment.
///
/// # Errors
/// [`UiError::EmptyPoll`] when nobody was polled; [`UiError::MissingResult`] when the
/// score would be adjusted to a logical alternative whose result is not given.
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
        let is_la = share >= case.la_threshold.get();
        steps.push(Step::new(
            Law::L16B1b,
            Message::new(if is_la { "ui-la" } else { "ui-not-la" })
                .call("action", &entry.action)
                .with("selected", entry.selected as usize)
                .with("total", total as usize)
                .code("threshold", display(case.la_threshold.get())),
        ));
        if is_la {
            alternatives.push(entry.action.clone());
        }
    }
    let suggested = |a: &Action| case.suggested.contains(a);
    let chosen_suggested = suggested(&case.chosen);
    let open: Vec<&Action> = alternatives.iter().filter(|a| !suggested(a)).collect();
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
                .with("ns", case.table_ns.ns()),
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
    let result_of = |a: &Action| {
        case.results_ns
            .get(a)
            .copied()
            .ok_or_else(|| UiError::MissingResult(a.clone()))
    };
    let mut worst: Option<(&Action, NsScore)> = None;
    for action in open {
        let ns = result_of(action)?;
        let offenders_view = ns.for_side(case.offenders);
        if worst.is_none_or(|(_, w)| offenders_view < w.for_side(case.offenders)) {
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
            .with("ns", adjusted.ns()),
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
