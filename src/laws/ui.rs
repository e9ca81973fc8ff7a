//! Unauthorized and extraneous information (Law 16): logical alternatives from a poll of
//! peers, whether the offenders broke the Law, whether that damaged the non-offenders,
//! and the adjusted score only when it did.
//!
//! The Director's procedure, step by step:
//! 1. **Logical alternatives** (16B1(b)): an action is one when at least `la_threshold`
//!    of the polled players selected it.
//! 2. **Infraction**: the chosen action is among those the information demonstrably
//!    suggests, and some logical alternative is not (16B1(a); 16C2 for a withdrawn
//!    action). Extraneous information (16D) is different: receiving it is no
//!    infraction, only using it is (Law 73C), so the same test tells whether it was used.
//! 3. **Damage** (12B1): the score is adjusted only when the infraction damaged the
//!    non-offenders — 16B3 ("resulted in an advantage for the offender"), 16C3 ("has
//!    damaged the non-offending side"), 16D2(c) ("affected the result"). Damage means
//!    that the result expected without the infraction is better for them than the table
//!    result; otherwise the table result stands, infraction or not.
//! 4. **Adjustment** (12C1). Without weights, Law 12C1(e): the non-offenders get the
//!    most favourable result that was *likely*, the offenders the most unfavourable
//!    result that was *at all probable*. Every non-suggested logical alternative is an
//!    action some peers would select, so its result was at all probable; the engine
//!    assigns one score to both sides, that of the alternative least favourable to the
//!    offenders, and says in the explanation that the Director judges it likely too.
//!    With weights, Law 12C1(c), as NBF and DBV directors normally rule: each weighted
//!    result is scored in the event's unit (IMPs against the other table, or
//!    matchpoints against the other tables) and the scores weighted; damage is then the
//!    weighted score beating the table's in the same unit.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;
use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::model::fraction::display;
use crate::model::{Fraction, NsScore, Share, Side};

use super::weighted::{EventScore, Outcome, Scoring, WeightedCase, total_step};
use super::{FieldError, Law, Message, Ruling, Step};

/// The messages of the step that rules on damage (Law 12B1), the one that decides
/// whether the score is adjusted at all: damaged or not, for a single score or a
/// weighted one. The other 12B1 step of a weighted case scores the table result.
const DAMAGE_MESSAGES: [&str; 4] = [
    "ui-damaged",
    "ui-not-damaged",
    "ui-damaged-weighted",
    "ui-not-damaged-weighted",
];

/// Whether `step` is a Law 16 ruling's damage test (Law 12B1), which a result page
/// shows apart: the question a student most often gets wrong.
pub fn is_damage_step(step: &Step) -> bool {
    step.law == Law::L12B1 && DAMAGE_MESSAGES.contains(&&*step.message.id)
}

/// An action a player could have taken: a call (`Pass`, `3NT`, `4S`) or a play, as the
/// poll names it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, Deserialize)]
#[serde(transparent)]
pub struct Action(pub String);

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One action of the poll and how many selected it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, Deserialize)]
pub struct PollEntry {
    /// The action (call or play) polled.
    pub action: Action,
    /// How many polled players chose it.
    pub selected: u32,
}

/// A UI case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiCase {
    /// Where the unauthorized information came from.
    pub source: UiSource,
    /// The side that had the unauthorized information.
    pub offenders: Side,
    /// The action the offender chose at the table.
    pub chosen: Action,
    /// The poll of the offender's peers (Law 16B1(b)).
    pub poll: Vec<PollEntry>,
    /// The actions the information demonstrably suggested over others.
    pub suggested: Vec<Action>,
    /// The result each action would have given.
    pub results_ns: BTreeMap<Action, NsScore>,
    /// The result at the table, from North-South's point of view.
    pub table_ns: NsScore,
    /// The share of polled players that makes an action a logical alternative.
    pub la_threshold: Share,
    /// The Director's weights over the possible results (Law 12C1(c)); without them the
    /// score is assigned under Law 12C1(e).
    pub weighting: Option<UiWeighting>,
}

/// The source of the unauthorized information, which names the paragraph that makes it so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, Deserialize)]
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

impl UiSource {
    /// The paragraph that makes the information unauthorized, cited by the first step.
    const fn law(self) -> Law {
        match self {
            UiSource::Partner => Law::L16B1a,
            UiSource::WithdrawnAction => Law::L16C2,
            UiSource::Extraneous => Law::L16D,
        }
    }

    /// The paragraph that lets the Director adjust, and only for damage.
    const fn redress(self) -> Law {
        match self {
            UiSource::Partner => Law::L16B3,
            UiSource::WithdrawnAction => Law::L16C3,
            UiSource::Extraneous => Law::L16D2c,
        }
    }
}

/// One result the Director weights (Law 12C1(c)): an outcome of a logical alternative,
/// named by its action (its result read from `results_ns`), by its score, or by both
/// ("3♥ made, +140" and "3♥ one down, −50" are two outcomes of one action).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightedResult {
    /// The action whose outcome this is, when named.
    pub action: Option<Action>,
    /// The score, when given; otherwise the action's result in `results_ns`.
    pub ns: Option<NsScore>,
    /// The Director's weight.
    pub weight: Share,
}

/// The Director's weights over results the board could have had without the
/// infraction, each weighted outcome's score fixed when built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiWeighting {
    actions: Vec<Option<Action>>,
    case: WeightedCase,
}

impl UiWeighting {
    /// Weights over outcomes of the actions of `results` (the case's `results_ns`),
    /// scored as `scoring` says. `suggested` are the actions the information suggested:
    /// none of them may be weighted, since Law 12C1(c) admits "only results that could
    /// have been obtained had the irregularity not occurred", and choosing a suggested
    /// action over a logical alternative is the irregularity (16B1(a)).
    ///
    /// # Errors
    /// No weight (field `weights`); an outcome named by neither action nor score
    /// (`weights[i]`); an outcome weighted twice, an action with no result in `results`,
    /// or a suggested action (`weights[i].action`); weights that do not sum to 1
    /// (`weights`).
    pub fn new(
        weights: Vec<WeightedResult>,
        results: &BTreeMap<Action, NsScore>,
        suggested: &[Action],
        scoring: Scoring,
    ) -> Result<UiWeighting, FieldError> {
        if weights.is_empty() {
            return Err(FieldError::invalid(
                "weights",
                "at least one weighted result is needed",
            ));
        }
        let mut actions: Vec<Option<Action>> = Vec::with_capacity(weights.len());
        let mut outcomes: Vec<Outcome> = Vec::with_capacity(weights.len());
        for (i, result) in weights.into_iter().enumerate() {
            let field = format!("weights[{i}].action");
            let ns = match (&result.action, result.ns) {
                (Some(action), _) if suggested.contains(action) => {
                    return Err(FieldError::impossible(
                        field,
                        format!(
                            "`{action}` is an action the information suggested: choosing it \
                             is the infraction, and Law 12C1(c) weights only results that \
                             could have been obtained had the irregularity not occurred"
                        ),
                    ));
                }
                (_, Some(ns)) => ns,
                (Some(action), None) => *results.get(action).ok_or_else(|| {
                    FieldError::impossible(
                        field.clone(),
                        format!("`{action}` has no result in `results_ns` to be weighted"),
                    )
                })?,
                (None, None) => {
                    return Err(FieldError::missing(
                        format!("weights[{i}]"),
                        "a weighted result names its `action`, its score `ns`, or both",
                    ));
                }
            };
            if actions
                .iter()
                .zip(&outcomes)
                .any(|(a, o)| *a == result.action && o.ns == ns)
            {
                let what = result
                    .action
                    .as_ref()
                    .map_or_else(|| format!("the result {}", ns.ns()), |a| format!("`{a}`"));
                return Err(FieldError::invalid(
                    field,
                    format!("{what} is weighted twice"),
                ));
            }
            actions.push(result.action);
            outcomes.push(Outcome {
                weight: result.weight,
                ns,
            });
        }
        // The weights are this case's `weights`, whatever a plain weighted case calls them.
        let case = WeightedCase::scored(outcomes, scoring).map_err(|mut e| {
            e.field = "weights".into();
            e
        })?;
        Ok(UiWeighting { actions, case })
    }

    /// The weighted outcomes, each with its action when named, in the order given.
    pub fn outcomes(&self) -> impl Iterator<Item = (Option<&Action>, &Outcome)> {
        self.actions
            .iter()
            .map(Option::as_ref)
            .zip(self.case.outcomes())
    }

    /// The weighted results as a plain weighted case.
    pub const fn weighted(&self) -> &WeightedCase {
        &self.case
    }

    /// How the weighted score is scored: teams or pairs.
    pub const fn scoring(&self) -> &Scoring {
        self.case.scoring()
    }
}

/// The logical alternatives, whether there was an infraction that damaged the
/// non-offenders, and the score that stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiVerdict {
    /// The actions a significant share of the poll seriously considered (16B1(b)).
    pub logical_alternatives: Vec<Action>,
    /// Whether a logical alternative was passed over for a suggested action (16B1(a)).
    pub infraction: bool,
    /// The infraction damaged the non-offenders (Law 12B1), so the score is adjusted.
    pub damaged: bool,
    /// The table score that stands, or the one assigned in its place; none when a
    /// weighted score replaces the table result.
    pub adjusted_ns: Option<NsScore>,
    /// With weights: the score that stands in the event's unit, weighted or not.
    pub score: Option<EventScore>,
}

/// The contract's fields: `logical_alternatives`, `infraction`, `damaged`,
/// `adjusted_ns` (absent when a weighted score replaces it), and with weights `imps`
/// and `imps_exact`, or `ns_pct`, `ew_pct` and their exact forms.
impl Serialize for UiVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("UiVerdict", 8)?;
        out.serialize_field("logical_alternatives", &self.logical_alternatives)?;
        out.serialize_field("infraction", &self.infraction)?;
        out.serialize_field("damaged", &self.damaged)?;
        if let Some(ns) = self.adjusted_ns {
            out.serialize_field("adjusted_ns", &ns)?;
        }
        if let Some(score) = self.score {
            score.serialize_fields(&mut out)?;
        }
        out.end()
    }
}

/// Why a UI case cannot be ruled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UiError {
    #[error("no result is given for `{0}`, a logical alternative the score may be adjusted to")]
    /// The result of a logical alternative is missing.
    MissingResult(Action),
    #[error("the poll has no votes")]
    /// Nobody was polled.
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

/// Rules a UI case: logical alternatives from the poll, the infraction, the damage, and
/// the adjustment when there was damage.
///
/// # Errors
/// [`UiError::EmptyPoll`] when nobody was polled; [`UiError::MissingResult`] when the
/// score would be adjusted to a logical alternative whose result is not given.
pub fn rule_ui(case: &UiCase) -> Result<Ruling<UiVerdict>, UiError> {
    let total: u32 = case.poll.iter().map(|e| e.selected).sum();
    if total == 0 {
        return Err(UiError::EmptyPoll);
    }
    let source_id = match case.source {
        UiSource::Partner => "ui-source-partner",
        UiSource::WithdrawnAction => "ui-source-withdrawn",
        UiSource::Extraneous => "ui-source-extraneous",
    };
    let mut steps = vec![Step::new(
        case.source.law(),
        Message::new(source_id).with("side", case.offenders),
    )];
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
    // The table result in the event's unit, when the case is weighted.
    let table_score = case
        .weighting
        .as_ref()
        .map(|w| w.scoring().score(case.table_ns));
    if !infraction {
        let others = alternatives.iter().any(|a| *a != case.chosen);
        let id = match (chosen_suggested, others) {
            (false, _) => "ui-not-suggested",
            (true, false) => "ui-no-alternative",
            (true, true) => "ui-alternatives-suggested",
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
                damaged: false,
                adjusted_ns: Some(case.table_ns),
                score: table_score,
            },
            steps,
        });
    }
    steps.push(match case.source {
        UiSource::Extraneous => Step::new(
            Law::L73C,
            Message::new("ui-used-extraneous")
                .call("chosen", &case.chosen)
                .with("side", case.offenders),
        ),
        source => Step::new(
            source.law(),
            Message::new("ui-infraction")
                .with("law", source.law())
                .call("chosen", &case.chosen)
                .with("side", case.offenders),
        ),
    });
    let victims = case.offenders.opponents();
    let verdict = match &case.weighting {
        None => assign(case, &open, victims, &mut steps)?,
        Some(weighting) => weigh(case, weighting, victims, &mut steps),
    };
    Ok(Ruling {
        verdict: UiVerdict {
            logical_alternatives: alternatives,
            ..verdict
        },
        steps,
    })
}

/// Law 12C1(e): the result of the non-suggested logical alternative least favourable to
/// the offenders, assigned if it is better for the non-offenders than the table result.
fn assign(
    case: &UiCase,
    open: &[&Action],
    victims: Side,
    steps: &mut Vec<Step>,
) -> Result<UiVerdict, UiError> {
    let mut worst: Option<(&Action, NsScore)> = None;
    for &action in open {
        let ns = case
            .results_ns
            .get(action)
            .copied()
            .ok_or_else(|| UiError::MissingResult(action.clone()))?;
        if worst.is_none_or(|(_, w)| ns.for_side(case.offenders) < w.for_side(case.offenders)) {
            worst = Some((action, ns));
        }
    }
    // `open` is not empty when there is an infraction; the fallback keeps the table result.
    let (action, expected) = worst
        .map(|(a, ns)| (a.clone(), ns))
        .unwrap_or((case.chosen.clone(), case.table_ns));
    steps.push(Step::new(
        Law::L12C1e,
        Message::new("ui-standards").with("side", case.offenders),
    ));
    steps.push(Step::new(
        Law::L12C1e,
        Message::new("ui-expected")
            .call("action", &action)
            .with("side", case.offenders)
            .with("ns", expected.ns()),
    ));
    let damaged = expected.for_side(victims) > case.table_ns.for_side(victims);
    steps.push(Step::new(
        Law::L12B1,
        Message::new(if damaged {
            DAMAGE_MESSAGES[0]
        } else {
            DAMAGE_MESSAGES[1]
        })
        .with("victims", victims)
        .with("ns", expected.ns())
        .with("table", case.table_ns.ns())
        .with("law", case.source.redress()),
    ));
    if damaged {
        steps.push(Step::new(
            Law::L12C1e,
            Message::new("ui-adjusted")
                .call("action", &action)
                .with("side", case.offenders)
                .with("ns", expected.ns()),
        ));
    }
    Ok(UiVerdict {
        logical_alternatives: Vec::new(),
        infraction: true,
        damaged,
        adjusted_ns: Some(if damaged { expected } else { case.table_ns }),
        score: None,
    })
}

/// Law 12C1(c): the weighted score in the event's unit, assigned if it is better for the
/// non-offenders than the table result scored the same way.
fn weigh(
    case: &UiCase,
    weighting: &UiWeighting,
    victims: Side,
    steps: &mut Vec<Step>,
) -> UiVerdict {
    steps.push(Step::new(
        Law::L12C1c,
        Message::new("ui-weighted").with("side", case.offenders),
    ));
    let scoring = weighting.scoring();
    for (action, outcome) in weighting.outcomes() {
        let message = match action {
            Some(action) => scoring
                .message(
                    ("ui-weighted-outcome", "ui-weighted-outcome-pairs"),
                    outcome.ns,
                    outcome.weight.get(),
                )
                .call("action", action),
            None => scoring.message(
                ("ui-weighted-result", "ui-weighted-result-pairs"),
                outcome.ns,
                outcome.weight.get(),
            ),
        };
        steps.push(Step::new(Law::L12C1c, message));
    }
    let weighted = weighting.weighted().score();
    steps.push(total_step(weighted));
    let table = scoring.score(case.table_ns);
    let ids = ("ui-table-teams", "ui-table-pairs");
    steps.push(Step::new(
        Law::L12B1,
        scoring.message(ids, case.table_ns, Fraction::from_integer(1)),
    ));
    let damaged = weighted.for_side(victims) > table.for_side(victims);
    let unit = match weighted {
        EventScore::Imps(_) => "imp",
        EventScore::NsPercent(_) => "pct",
    };
    steps.push(Step::new(
        Law::L12B1,
        Message::new(if damaged {
            DAMAGE_MESSAGES[2]
        } else {
            DAMAGE_MESSAGES[3]
        })
        .with("victims", victims)
        .decimal("weighted", weighted.for_side(Side::NorthSouth))
        .decimal("table", table.for_side(Side::NorthSouth))
        .code("unit", unit)
        .with("ns", case.table_ns.ns())
        .with("law", case.source.redress()),
    ));
    UiVerdict {
        logical_alternatives: Vec::new(),
        infraction: true,
        damaged,
        adjusted_ns: (!damaged).then_some(case.table_ns),
        score: Some(if damaged { weighted } else { table }),
    }
}
