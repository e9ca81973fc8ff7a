//! Open questions and skips. A practice slot (a template id, or `weak` for the weak-spot
//! stream) holds the variant a student was shown until he answers it or asks for another:
//! reload, Back and a language switch rebuild the same variant from its code (review
//! web-ux W6). Asking for another records a skip, which progress, the instructor and the
//! weak-spot boxes count like a wrong answer rather than never seeing it.

use sqlx::Row;

use super::{Store, StoreError};

/// The variant open in a slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenQuestion {
    /// The template it came from.
    pub template_id: String,
    /// Its variant code.
    pub variant_code: String,
    /// When it was first shown (Unix seconds): its question token's issue time.
    pub shown_at: i64,
    /// Why the weak-spot stream chose it, in the words of `web::practice::Why`.
    pub reason: Option<String>,
}

/// A student's round of weak-spot practice so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WeakRound {
    /// Answers given in the round.
    pub answered: i64,
    /// Of them, right.
    pub right: i64,
}

/// A question abandoned for another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skip {
    /// The template it came from.
    pub template_id: String,
    /// The template's family.
    pub family: String,
    /// The law the template trains.
    pub law: String,
    /// The variant abandoned.
    pub variant_code: String,
    /// When it was shown (Unix seconds).
    pub shown_at: i64,
    /// When it was abandoned (Unix seconds).
    pub skipped_at: i64,
}

impl Store {
    /// The question open in a student's slot, if any.
    ///
    /// # Errors
    /// A database error.
    pub async fn open_question(
        &self,
        user: i64,
        slot: &str,
    ) -> Result<Option<OpenQuestion>, StoreError> {
        let row = sqlx::query(
            "SELECT template_id, variant_code, shown_at, reason FROM open_questions
             WHERE user_id = $1 AND slot = $2",
        )
        .bind(user)
        .bind(slot)
        .fetch_optional(self.pool())
        .await?;
        row.map(|row| {
            Ok(OpenQuestion {
                template_id: row.try_get("template_id")?,
                variant_code: row.try_get("variant_code")?,
                shown_at: row.try_get("shown_at")?,
                reason: row.try_get("reason")?,
            })
        })
        .transpose()
    }

    /// Opens `question` in a slot, replacing what was open there (a variant that no
    /// longer rebuilds, or a question already answered); committed when it returns.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_open_question(
        &self,
        user: i64,
        slot: &str,
        question: &OpenQuestion,
    ) -> Result<(), StoreError> {
        // Through the answer writer: a question page's one write joins its group commit.
        self.writer.open(user, slot, question.clone()).await
    }

    /// Abandons the question open in a slot, if it is still `variant_code`: the slot is
    /// emptied, the skip recorded and the template sent back to the first Leitner box,
    /// in one transaction. Returns whether there was such a question (a second click, or
    /// one on a page the student has answered meanwhile, records nothing).
    ///
    /// # Errors
    /// A database error: then nothing is recorded and the question stays open.
    pub async fn skip(&self, user: i64, slot: &str, skip: &Skip) -> Result<bool, StoreError> {
        let mut tx = self.pool().begin().await?;
        let closed = sqlx::query(
            "DELETE FROM open_questions WHERE user_id = $1 AND slot = $2 AND variant_code = $3",
        )
        .bind(user)
        .bind(slot)
        .bind(&skip.variant_code)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if closed == 0 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO skips (user_id, template_id, family, law, variant_code, shown_at,
                 skipped_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(user)
        .bind(&skip.template_id)
        .bind(&skip.family)
        .bind(&skip.law)
        .bind(&skip.variant_code)
        .bind(skip.shown_at)
        .bind(skip.skipped_at)
        .execute(&mut *tx)
        .await?;
        // A question put aside is one not mastered: due again soon, as after a wrong
        // answer, but behind the ones already waiting (its seen time is now).
        sqlx::query(
            "INSERT INTO leitner (user_id, template_id, box, seen_at) VALUES ($1, $2, 1, $3)
             ON CONFLICT (user_id, template_id) DO UPDATE SET box = 1, seen_at = $3",
        )
        .bind(user)
        .bind(&skip.template_id)
        .bind(skip.skipped_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The student's weak-spot round so far (none yet: an empty one).
    ///
    /// # Errors
    /// A database error.
    pub async fn weak_round(&self, user: i64) -> Result<WeakRound, StoreError> {
        let row = sqlx::query("SELECT answered, right_answers FROM weak_rounds WHERE user_id = $1")
            .bind(user)
            .fetch_optional(self.pool())
            .await?;
        row.map(|row| {
            Ok(WeakRound {
                answered: row.try_get("answered")?,
                right: row.try_get("right_answers")?,
            })
        })
        .transpose()
        .map(Option::unwrap_or_default)
    }

    /// Starts a new weak-spot round.
    ///
    /// # Errors
    /// A database error.
    pub async fn new_weak_round(&self, user: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM weak_rounds WHERE user_id = $1")
            .bind(user)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// A student's skips, oldest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn skips(&self, user: i64) -> Result<Vec<Skip>, StoreError> {
        let rows = sqlx::query(
            "SELECT template_id, family, law, variant_code, shown_at, skipped_at
             FROM skips WHERE user_id = $1 ORDER BY skipped_at, id",
        )
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Skip {
                    template_id: row.try_get("template_id")?,
                    family: row.try_get("family")?,
                    law: row.try_get("law")?,
                    variant_code: row.try_get("variant_code")?,
                    shown_at: row.try_get("shown_at")?,
                    skipped_at: row.try_get("skipped_at")?,
                })
            })
            .collect()
    }
}
