//! The JSON an attempt row keeps (the variant as shown, the answer as graded) read back
//! across program versions: each row says in which schema it was written, and each step
//! of the upgrade chain takes a record from one schema to the next, on plain JSON,
//! before it is read into today's types. A row of a schema this program does not know (a
//! newer program wrote it) is refused by its number, never misread.
//!
//! Schemas: 1, rows written before the column existed; 2, the answer names each wrong
//! part's misreading (`part_misreadings`).

use serde_json::Value;

use crate::bank::Variant;
use crate::grading::Graded;

/// The schema this program writes.
pub const ATTEMPT_SCHEMA: i64 = 2;

/// Why a stored attempt could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("attempt schema {0}: this program reads schemas 1 to {ATTEMPT_SCHEMA}")]
    /// Written by a newer program, or damaged.
    Schema(i64),
    #[error("attempt `{column}`, schema {schema}: {source}")]
    /// The JSON does not read, after the upgrades.
    Json {
        /// `variant` or `answer`.
        column: &'static str,
        /// The row's schema.
        schema: i64,
        /// What serde says.
        source: serde_json::Error,
    },
}

/// One step of the chain: the variant and the answer of schema `from` as schema
/// `from + 1`.
fn upgrade(from: i64, _variant: &mut Value, answer: &mut Value) {
    // 1 → 2: the answer names each wrong part's misreading; old rows name none.
    if from == 1
        && let Value::Object(map) = answer
    {
        map.entry("part_misreadings")
            .or_insert_with(|| Value::Array(Vec::new()));
    }
}

/// The variant and the graded answer of an attempt row written in `schema`.
///
/// # Errors
/// A schema this program does not know, or JSON that does not read after the upgrades.
pub fn read_attempt(
    schema: i64,
    variant: &str,
    answer: &str,
) -> Result<(Variant, Graded), RecordError> {
    if !(1..=ATTEMPT_SCHEMA).contains(&schema) {
        return Err(RecordError::Schema(schema));
    }
    let json = |column, text: &str| {
        serde_json::from_str::<Value>(text).map_err(|source| RecordError::Json {
            column,
            schema,
            source,
        })
    };
    let (mut v, mut a) = (json("variant", variant)?, json("answer", answer)?);
    for from in schema..ATTEMPT_SCHEMA {
        upgrade(from, &mut v, &mut a);
    }
    let variant = serde_json::from_value(v).map_err(|source| RecordError::Json {
        column: "variant",
        schema,
        source,
    })?;
    let answer = serde_json::from_value(a).map_err(|source| RecordError::Json {
        column: "answer",
        schema,
        source,
    })?;
    Ok((variant, answer))
}
