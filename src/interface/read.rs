//! Parts of a case read back for the bank and the grader, who need more than the ruling:
//! the table (contract, declarer, vulnerability) to score other trick counts, and the
//! play record replayed. `None` for a case without them; the engine reports the errors.

use serde_json::Value;

use crate::laws::revoke::Table;
use crate::model::play::PlayRecord;
use crate::model::{Card, Deal, Tricks};

/// The case's `contract`, `declarer` and `vulnerable` (None when absent).
pub fn table(case: &Value) -> Option<Table> {
    Some(Table {
        contract: case["contract"].as_str()?.parse().ok()?,
        declarer: case["declarer"].as_str()?.parse().ok()?,
        vulnerability: case["vulnerable"].as_str().unwrap_or("None").parse().ok()?,
    })
}

/// North-South's score at the case's table when declarer takes `tricks`.
pub fn score_ns(case: &Value, tricks: u8) -> Option<i32> {
    Some(table(case)?.score_ns(Tricks::try_new(tricks)?))
}

/// The case's `play` replayed from its `deal`, the opening lead from declarer's left.
pub fn replay(case: &Value) -> Option<PlayRecord> {
    let deal: Deal = case["deal"].as_str()?.parse().ok()?;
    let table = table(case)?;
    let play: Vec<Vec<Card>> = case["play"]
        .as_array()?
        .iter()
        .map(|trick| {
            trick
                .as_array()?
                .iter()
                .map(|card| card.as_str()?.parse().ok())
                .collect()
        })
        .collect::<Option<_>>()?;
    PlayRecord::replay(
        &deal,
        table.contract.strain.trump(),
        table.declarer.lho(),
        &play,
    )
    .ok()
}
