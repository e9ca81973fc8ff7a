//! A course's federation (migration 0010): whose templates its students practise and its
//! instructor's exams draw first. Stored as the code `--federation` takes (`nbf`, `dbv`,
//! `dbf`, `all`) and read back as a [`Scope`] at once, so no other code sees the string.

use sqlx::Row;

use crate::bank::federation::Scope;

use super::{Store, StoreError};

/// A stored federation code as a [`Scope`]; a code this program does not know (a newer
/// program wrote it) is [`StoreError::BadValue`], not a guess.
pub(super) fn scope_from(value: String) -> Result<Scope, StoreError> {
    value.parse().map_err(|_| StoreError::BadValue {
        column: "courses.federation",
        value,
    })
}

impl Store {
    /// Sets the federation a course draws from; false for no such course.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_course_federation(
        &self,
        course: i64,
        scope: Scope,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE courses SET federation = $1 WHERE id = $2")
            .bind(scope.to_string())
            .bind(course)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The federations of the courses a student is in, each once: empty when he is in
    /// no course (he then practises every template).
    ///
    /// # Errors
    /// A database error, or a code this program does not know.
    pub async fn student_scopes(&self, user: i64) -> Result<Vec<Scope>, StoreError> {
        let rows = sqlx::query(
            "SELECT DISTINCT courses.federation AS federation FROM courses
             JOIN enrolments ON enrolments.course_id = courses.id
             WHERE enrolments.user_id = $1 ORDER BY courses.federation",
        )
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| scope_from(row.try_get("federation")?))
            .collect()
    }
}
