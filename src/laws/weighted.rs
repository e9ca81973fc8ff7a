//! Weighted adjusted scores in teams (Law 12C1(c)): each possible result is scored in
//! IMPs against the other table and the IMPs are weighted, kept exact throughout.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::model::fraction::{display, to_f64_2dp};
use crate::model::{Fraction, NsScore, Share, imps};

use super::{FieldError, Law, Message, Ruling, Step};

/// One possible result and its weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub weight: Share,
    pub ns: NsScore,
}

/// A weighted adjustment: at least one outcome, the weights summing to 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightedCase {
    outcomes: Vec<Outcome>,
    other_table_ns: NsScore,
}

impl WeightedCase {
    /// # Errors
    /// With no outcome, or weights that do not sum to 1 (field `outcomes`).
    pub fn new(
        outcomes: Vec<Outcome>,
        other_table_ns: NsScore,
    ) -> Result<WeightedCase, FieldError> {
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
        Ok(WeightedCase {
            outcomes,
            other_table_ns,
        })
    }

    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    /// The result at the other table, North-South's view.
    pub const fn other_table_ns(&self) -> NsScore {
        self.other_table_ns
    }
}

/// IMPs for the team that held North-South at this table, exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightedVerdict {
    pub imps: Fraction,
}

/// The contract prints the IMPs rounded (`imps`) and exact (`imps_exact`, `"14/3"`).
impl Serialize for WeightedVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("WeightedVerdict", 2)?;
        if self.imps.is_integer() {
            out.serialize_field("imps", &self.imps.to_integer())?;
        } else {
            out.serialize_field("imps", &to_f64_2dp(self.imps))?;
        }
        out.serialize_field("imps_exact", &display(self.imps))?;
        out.end()
    }
}

/// Scores each outcome in IMPs against the other table and weights the IMPs
/// (Law 12C1(c), as the WBF commentary computes it: convert, then weight).
pub fn rule_weighted(case: &WeightedCase) -> Ruling<WeightedVerdict> {
    let mut steps = Vec::with_capacity(case.outcomes.len() + 1);
    let mut total = Fraction::from_integer(0);
    for outcome in &case.outcomes {
        let difference = outcome.ns.ns() - case.other_table_ns.ns();
        let value = imps(difference);
        let part = outcome.weight.get() * i64::from(value);
        total += part;
        steps.push(Step::new(
            Law::L12C1c,
            Message::new("weighted-outcome")
                .code("weight", display(outcome.weight.get()))
                .with("ns", outcome.ns.ns())
                .with("other", case.other_table_ns.ns())
                .with("difference", difference)
                .with("imps", value)
                .code("part", display(part)),
        ));
    }
    steps.push(Step::new(
        Law::L12C1c,
        Message::new("weighted-total")
            .code("exact", display(total))
            .decimal("rounded", total),
    ));
    Ruling {
        verdict: WeightedVerdict { imps: total },
        steps,
    }
}
