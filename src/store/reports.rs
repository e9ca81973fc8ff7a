//! "Report a problem" with a question: a student's note on one of his answers, kept with
//! the variant code and the answer as given, for his instructor (and any admin) to read.

use sqlx::Row;

use super::{Store, StoreError, now};

/// The longest note kept, in characters: a few sentences, not an essay.
pub const MAX_NOTE: usize = 1000;

/// A stored report, as the course page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The row's id.
    pub id: i64,
    /// The answer reported on: its page is `/attempts/{attempt_id}`.
    pub attempt_id: i64,
    /// The student who wrote it.
    pub user_id: i64,
    /// His name.
    pub student: String,
    /// The variant code of the question.
    pub variant_code: String,
    /// The answer as given (JSON, as stored with the attempt).
    pub answer: String,
    /// What the student wrote.
    pub note: String,
    /// When (Unix seconds).
    pub created_at: i64,
}

/// What a new report holds.
#[derive(Debug, Clone)]
pub struct NewReport<'a> {
    /// The answer reported on.
    pub attempt_id: i64,
    /// Its student.
    pub user_id: i64,
    /// The variant code of the question.
    pub variant_code: &'a str,
    /// The answer as given.
    pub answer: &'a str,
    /// The student's note, already checked.
    pub note: &'a str,
}

const COLUMNS: &str = "reports.id, reports.attempt_id, reports.user_id, users.name,
    reports.variant_code, reports.answer, reports.note, reports.created_at";

fn from_row(row: &sqlx::any::AnyRow) -> Result<Report, StoreError> {
    Ok(Report {
        id: row.try_get("id")?,
        attempt_id: row.try_get("attempt_id")?,
        user_id: row.try_get("user_id")?,
        student: row.try_get("name")?,
        variant_code: row.try_get("variant_code")?,
        answer: row.try_get("answer")?,
        note: row.try_get("note")?,
        created_at: row.try_get("created_at")?,
    })
}

/// The most reports a page lists, newest first.
const LIST_LIMIT: i64 = 200;

impl Store {
    /// Stores a report; returns its id.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_report(&self, report: NewReport<'_>) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "INSERT INTO reports (attempt_id, user_id, variant_code, answer, note, created_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(report.attempt_id)
        .bind(report.user_id)
        .bind(report.variant_code)
        .bind(report.answer)
        .bind(report.note)
        .bind(now())
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get("id")?)
    }

    /// The reports of the students of a course, newest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn course_reports(&self, course: i64) -> Result<Vec<Report>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reports JOIN users ON users.id = reports.user_id
             JOIN enrolments ON enrolments.user_id = reports.user_id
             WHERE enrolments.course_id = $1
             ORDER BY reports.created_at DESC, reports.id DESC LIMIT $2"
        ))
        .bind(course)
        .bind(LIST_LIMIT)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(from_row).collect()
    }

    /// Every report (an admin's view), newest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn all_reports(&self) -> Result<Vec<Report>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reports JOIN users ON users.id = reports.user_id
             ORDER BY reports.created_at DESC, reports.id DESC LIMIT $1"
        ))
        .bind(LIST_LIMIT)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(from_row).collect()
    }
}
