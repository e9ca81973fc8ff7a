//! Weighted adjusted scores (Law 12C1(c)): each possible result is scored in the unit of
//! the event and the scores are weighted, kept exact throughout. In teams that is IMPs
//! against the other table, as the WBF commentary computes it (seeds/004); in pairs it
//! is matchpoints against the other tables' scores (Law 78A, [`super::matchpoints`]),
//! as a percentage of the top. Either way each result is converted first and the
//! converted scores are weighted: convert, then weight. Weighting the points first and
//! converting their average once is a different, wrong, score.
//!
//! In pairs only the score of the table being adjusted is ruled; the other tables keep
//! the scores they are compared with.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::model::fraction::{display, rounded};
use crate::model::{Fraction, NsScore, Share, Side, imps};

use super::matchpoints::Comparison;
use super::{FieldError, Law, Message, Ruling, Step};

/// One possible result and its weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub weight: Share,
    pub ns: NsScore,
}

/// What a result is scored against: the other table of a teams match, or the other
/// tables of a pairs event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scoring {
    /// IMPs against the other table's result.
    Teams { other_table_ns: NsScore },
    /// Matchpoints against the other tables' results (at least one).
    Pairs { other_tables_ns: Vec<NsScore> },
}

impl Scoring {
    /// Pairs scoring against `other_tables_ns`.
    ///
    /// # Errors
    /// With no other table to compare with (field `other_tables_ns`).
    pub fn pairs(other_tables_ns: Vec<NsScore>) -> Result<Scoring, FieldError> {
        if other_tables_ns.is_empty() {
            return Err(FieldError::invalid(
                "other_tables_ns",
                "matchpoints need at least one other table's score",
            ));
        }
        Ok(Scoring::Pairs { other_tables_ns })
    }

    /// The score `ns` gets in the event's unit.
    pub fn score(&self, ns: NsScore) -> EventScore {
        match self {
            Scoring::Teams { other_table_ns } => EventScore::Imps(Fraction::from_integer(
                imps(ns.ns() - other_table_ns.ns()).into(),
            )),
            Scoring::Pairs { other_tables_ns } => {
                EventScore::NsPercent(Comparison::of_score(ns, other_tables_ns).ns_percent())
            }
        }
    }

    /// The sentence that shows how `ns` was scored and its part at `weight`: message
    /// `ids.0` in teams, `ids.1` in pairs, with every figure a sentence may use.
    pub fn message(
        &self,
        ids: (&'static str, &'static str),
        ns: NsScore,
        weight: Fraction,
    ) -> Message {
        match self {
            Scoring::Teams { other_table_ns } => {
                let difference = ns.ns() - other_table_ns.ns();
                let value = imps(difference);
                Message::new(ids.0)
                    .code("weight", display(weight))
                    .with("ns", ns.ns())
                    .with("other", other_table_ns.ns())
                    .with("difference", difference)
                    .with("imps", value)
                    .code("part", display(weight * i64::from(value)))
            }
            Scoring::Pairs { other_tables_ns } => {
                let c = Comparison::of_score(ns, other_tables_ns);
                let pct = c.ns_percent();
                Message::new(ids.1)
                    .code("weight", display(weight))
                    .with("ns", ns.ns())
                    .with("beaten", c.beaten as usize)
                    .with("tied", c.tied as usize)
                    .with("others", c.others as usize)
                    .with("matchpoints", c.ns_matchpoints() as usize)
                    .with("top", c.top() as usize)
                    .decimal("pct", pct)
                    .decimal("part", weight * pct)
            }
        }
    }
}

/// A score in the unit of the event, exact: IMPs for the team that held North-South at
/// this table, or North-South's matchpoint percentage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventScore {
    Imps(Fraction),
    NsPercent(Fraction),
}

impl EventScore {
    /// The score as `side` sees it: the other team's IMPs are the negation, the other
    /// direction's percentage the rest of 100.
    pub fn for_side(self, side: Side) -> Fraction {
        match (self, side) {
            (EventScore::Imps(x) | EventScore::NsPercent(x), Side::NorthSouth) => x,
            (EventScore::Imps(x), Side::EastWest) => -x,
            (EventScore::NsPercent(x), Side::EastWest) => Fraction::from_integer(100) - x,
        }
    }

    /// Weighted sum of scores in one unit.
    fn weighted(parts: impl Iterator<Item = (Share, EventScore)>, pairs: bool) -> EventScore {
        let total: Fraction = parts
            .map(|(w, s)| w.get() * s.for_side(Side::NorthSouth))
            .sum();
        if pairs {
            EventScore::NsPercent(total)
        } else {
            EventScore::Imps(total)
        }
    }

    /// Writes the contract's fields: `imps` and `imps_exact` (`"14/3"`), or `ns_pct`,
    /// `ew_pct` and their exact forms; rounded to two decimals, whole numbers as such.
    pub fn serialize_fields<S: SerializeStruct>(self, out: &mut S) -> Result<(), S::Error> {
        let number = Rounded;
        match self {
            EventScore::Imps(x) => {
                out.serialize_field("imps", &number(x))?;
                out.serialize_field("imps_exact", &display(x))?;
            }
            EventScore::NsPercent(x) => {
                let ew = self.for_side(Side::EastWest);
                out.serialize_field("ns_pct", &number(x))?;
                out.serialize_field("ew_pct", &number(ew))?;
                out.serialize_field("ns_pct_exact", &display(x))?;
                out.serialize_field("ew_pct_exact", &display(ew))?;
            }
        }
        Ok(())
    }
}

/// A number as the contract prints it: whole, or rounded to two decimals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rounded(pub Fraction);

impl Serialize for Rounded {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        rounded(&self.0, s)
    }
}

/// A weighted adjustment: at least one outcome, the weights summing to 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightedCase {
    outcomes: Vec<Outcome>,
    scoring: Scoring,
}

impl WeightedCase {
    /// A weighted score in teams, in IMPs against the other table.
    ///
    /// # Errors
    /// With no outcome, or weights that do not sum to 1 (field `outcomes`).
    pub fn new(
        outcomes: Vec<Outcome>,
        other_table_ns: NsScore,
    ) -> Result<WeightedCase, FieldError> {
        WeightedCase::scored(outcomes, Scoring::Teams { other_table_ns })
    }

    /// A weighted score scored as `scoring` says.
    ///
    /// # Errors
    /// With no outcome, or weights that do not sum to 1 (field `outcomes`).
    pub fn scored(outcomes: Vec<Outcome>, scoring: Scoring) -> Result<WeightedCase, FieldError> {
        if outcomes.is_empty() {
            return Err(FieldError::invalid(
                "outcomes",
                "at least one outcome is needed",
            ));
        }
        let sum: Fraction = outcomes.iter().map(|o| o.weight.get()).sum();
        if sum != Fraction::from_integer(1) {
            return Err(FieldError::impossible(
                "outcomes",
                format!("the weights sum to {}, not 1", display(sum)),
            ));
        }
        Ok(WeightedCase { outcomes, scoring })
    }

    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    pub const fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// The weighted score: each outcome converted, then weighted.
    pub fn score(&self) -> EventScore {
        EventScore::weighted(
            self.outcomes
                .iter()
                .map(|o| (o.weight, self.scoring.score(o.ns))),
            matches!(self.scoring, Scoring::Pairs { .. }),
        )
    }
}

/// The weighted score, exact: IMPs for the team that held North-South at this table, or
/// North-South's percentage in pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightedVerdict {
    pub score: EventScore,
}

/// The contract prints the IMPs rounded (`imps`) and exact (`imps_exact`, `"14/3"`); in
/// pairs the percentages of both directions the same way.
impl Serialize for WeightedVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("WeightedVerdict", 4)?;
        self.score.serialize_fields(&mut out)?;
        out.end()
    }
}

/// Scores each outcome in the event's unit and weights the scores (Law 12C1(c), as the
/// WBF commentary computes it: convert, then weight).
pub fn rule_weighted(case: &WeightedCase) -> Ruling<WeightedVerdict> {
    let mut steps: Vec<Step> = case
        .outcomes
        .iter()
        .map(|o| {
            let ids = ("weighted-outcome", "weighted-outcome-pairs");
            Step::new(Law::L12C1c, case.scoring.message(ids, o.ns, o.weight.get()))
        })
        .collect();
    let score = case.score();
    steps.push(total_step(score));
    Ruling {
        verdict: WeightedVerdict { score },
        steps,
    }
}

/// The step that adds the weighted parts up.
pub fn total_step(score: EventScore) -> Step {
    Step::new(
        Law::L12C1c,
        match score {
            EventScore::Imps(x) => Message::new("weighted-total")
                .code("exact", display(x))
                .decimal("rounded", x),
            EventScore::NsPercent(x) => Message::new("weighted-total-pairs")
                .code("exact", display(x))
                .decimal("rounded", x)
                .decimal("ew", Fraction::from_integer(100) - x),
        },
    )
}
