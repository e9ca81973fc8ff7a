//! Answers: each one kept with the whole variant the student saw (JSON), the answer he
//! gave and how it was graded; and the Leitner box of each template per student, moved by
//! every answer in the same transaction (see [`super::writer`]).

use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Store, StoreError};

/// The highest Leitner box: a template answered right five times running rests there.
pub const LEITNER_BOXES: i64 = 5;

pub use super::writer::Saved;
/// How an answer was graded: the grading's own outcome, stored by its spelling.
pub use crate::grading::Outcome;

/// An outcome read back from its column.
fn read_outcome(text: &str) -> Result<Outcome, StoreError> {
    text.parse().map_err(|_| StoreError::BadValue {
        column: "attempts.outcome",
        value: text.to_owned(),
    })
}

/// An answer to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAttempt {
    /// The student who answered.
    pub user_id: i64,
    /// The exam sitting it belongs to; `None` in practice.
    pub sitting_id: Option<i64>,
    /// The question token's id: the same page answered twice is stored once.
    pub token_id: String,
    /// The template the question came from.
    pub template_id: String,
    /// The template's family (`revoke`, `claims`, …).
    pub family: String,
    /// The law the template trains (its branch), for the weakest-laws chart.
    pub law: String,
    /// The variant code the page showed.
    pub variant_code: String,
    /// The language the question was read in.
    pub lang: String,
    /// The variant as shown, JSON.
    pub variant: String,
    /// The answer given, JSON.
    pub answer: String,
    /// How the answer was graded.
    pub outcome: Outcome,
    /// The misreading the answer matched, by its id.
    pub misreading: Option<String>,
    /// Parts right over parts asked (1/1 or 0/1 for a single answer).
    pub credit: (i64, i64),
    /// When the question was shown (Unix seconds).
    pub shown_at: i64,
    /// When the answer was stored (Unix seconds).
    pub answered_at: i64,
    /// False for a try of a question already answered: stored and shown, but left out of
    /// progress and the weak-spot boxes.
    pub counted: bool,
    /// The practice slot the question was asked in (a template id or `weak`; a weak-spot
    /// answer counts in the student's round); `None` for a try not counted. The open
    /// question of the variant is closed in the answer's own transaction, in any slot.
    pub slot: Option<String>,
}

/// A stored answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    /// The row's id.
    pub id: i64,
    /// The student who answered.
    pub user_id: i64,
    /// The template the question came from.
    pub template_id: String,
    /// The template's family.
    pub family: String,
    /// The law the template trains.
    pub law: String,
    /// The variant code the page showed.
    pub variant_code: String,
    /// The language the question was read in.
    pub lang: String,
    /// The variant as shown, JSON.
    pub variant: String,
    /// The answer given, JSON.
    pub answer: String,
    /// The schema `variant` and `answer` were written in ([`super::records`]).
    pub schema: i64,
    /// How the answer was graded.
    pub outcome: Outcome,
    /// The misreading the answer matched, by its id.
    pub misreading: Option<String>,
    /// Parts right over parts asked.
    pub credit: (i64, i64),
    /// When the question was shown (Unix seconds).
    pub shown_at: i64,
    /// When the answer was stored (Unix seconds).
    pub answered_at: i64,
    /// False for a try not counted ([`NewAttempt::counted`]).
    pub counted: bool,
}

/// One answer reduced to what the progress charts count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The row's id.
    pub id: i64,
    /// The template the question came from.
    pub template_id: String,
    /// The template's family.
    pub family: String,
    /// The law the template trains.
    pub law: String,
    /// The variant code the page showed.
    pub variant_code: String,
    /// How the answer was graded.
    pub outcome: Outcome,
    /// Parts right over parts asked.
    pub credit: (i64, i64),
    /// When the answer was stored (Unix seconds).
    pub answered_at: i64,
}

/// A template's Leitner box for one student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeitnerBox {
    /// The template.
    pub template_id: String,
    /// 1 (wrong last time) to [`LEITNER_BOXES`].
    pub level: i64,
    /// When the student last answered it (Unix seconds).
    pub seen_at: i64,
}

fn attempt_from_row(row: &AnyRow) -> Result<Attempt, StoreError> {
    let outcome: String = row.try_get("outcome")?;
    Ok(Attempt {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        template_id: row.try_get("template_id")?,
        family: row.try_get("family")?,
        law: row.try_get("law")?,
        variant_code: row.try_get("variant_code")?,
        lang: row.try_get("lang")?,
        variant: row.try_get("variant")?,
        answer: row.try_get("answer")?,
        schema: row.try_get("schema")?,
        outcome: read_outcome(&outcome)?,
        misreading: row.try_get("misreading")?,
        credit: (row.try_get("credit_num")?, row.try_get("credit_den")?),
        shown_at: row.try_get("shown_at")?,
        answered_at: row.try_get("answered_at")?,
        counted: row.try_get::<i64, _>("counted")? != 0,
    })
}

impl Store {
    /// Stores an answer and moves the template's Leitner box; returns the attempt's id once
    /// it is committed. The same token answered again returns the first attempt's id,
    /// marked as not the first.
    ///
    /// # Errors
    /// A database error (the answer is then not acknowledged: it may or may not be stored,
    /// and a retry with the same token returns the stored one), or the writer stopped.
    pub async fn save_attempt(&self, attempt: NewAttempt) -> Result<Saved, StoreError> {
        self.writer.save(attempt).await
    }

    /// # Errors
    /// A database error, or a stored value this program does not know.
    pub async fn attempt(&self, id: i64) -> Result<Option<Attempt>, StoreError> {
        let row = sqlx::query(
            "SELECT id, user_id, template_id, family, law, variant_code, lang, variant, answer,
                    schema, outcome, misreading, credit_num, credit_den, shown_at, answered_at,
                    counted
             FROM attempts WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?;
        row.as_ref().map(attempt_from_row).transpose()
    }

    /// Every answer of a student that counts, oldest first, without the stored variants
    /// (tries not counted are left out).
    ///
    /// # Errors
    /// A database error, or a stored value this program does not know.
    pub async fn summaries(&self, user: i64) -> Result<Vec<Summary>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, template_id, family, law, variant_code, outcome, credit_num,
                    credit_den, answered_at
             FROM attempts WHERE user_id = $1 AND counted = 1 ORDER BY answered_at, id",
        )
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                let outcome: String = row.try_get("outcome")?;
                Ok(Summary {
                    id: row.try_get("id")?,
                    template_id: row.try_get("template_id")?,
                    family: row.try_get("family")?,
                    law: row.try_get("law")?,
                    variant_code: row.try_get("variant_code")?,
                    outcome: read_outcome(&outcome)?,
                    credit: (row.try_get("credit_num")?, row.try_get("credit_den")?),
                    answered_at: row.try_get("answered_at")?,
                })
            })
            .collect()
    }

    /// A student's Leitner boxes, one per template he has answered.
    ///
    /// # Errors
    /// A database error.
    pub async fn leitner(&self, user: i64) -> Result<Vec<LeitnerBox>, StoreError> {
        let rows = sqlx::query(
            "SELECT template_id, box, seen_at FROM leitner WHERE user_id = $1
             ORDER BY template_id",
        )
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok(LeitnerBox {
                    template_id: row.try_get("template_id")?,
                    level: row.try_get("box")?,
                    seen_at: row.try_get("seen_at")?,
                })
            })
            .collect()
    }
}
