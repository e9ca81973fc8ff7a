//! Weighted adjusted scores in teams (Law 12C1(c)): each possible result is scored in
//! IMPs against the other table and the IMPs are weighted, kept exact throughout.

use crate::model::fraction::display;
use crate::model::{Fraction, imps};

use super::{Law, Message, Ruling, Step};

/// One possible result and its weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub weight: Fraction,
    /// The result from North-South's point of view.
    pub ns: i32,
}

/// A weighted adjustment; weights are positive and sum to 1 (checked by the caller).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightedCase {
    pub outcomes: Vec<Outcome>,
    pub other_table_ns: i32,
}

/// IMPs for the team that held North-South at this table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightedVerdict {
    pub imps: Fraction,
}

pub fn rule_weighted(case: &WeightedCase) -> Ruling<WeightedVerdict> {
    let mut steps = Vec::with_capacity(case.outcomes.len() + 1);
    let mut total = Fraction::from_integer(0);
    for outcome in &case.outcomes {
        let difference = outcome.ns - case.other_table_ns;
        let value = imps(difference);
        let part = outcome.weight * i64::from(value);
        total += part;
        steps.push(Step::new(
            Law::L12C1c,
            Message::new("weighted-outcome")
                .code("weight", display(outcome.weight))
                .with("ns", outcome.ns)
                .with("other", case.other_table_ns)
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
