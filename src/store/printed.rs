//! Printed exams set from the web: who set them and their definition (`exam.json`, the
//! seed, the options and every student's variants, whole). The PDFs are not stored: they
//! are typeset again from the definition when downloaded, which gives the same pages.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Store, StoreError, now};

/// An exam as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedExam {
    /// The row's id.
    pub id: i64,
    /// The instructor (or admin) who set it.
    pub instructor_id: i64,
    /// The exam's code, as printed on every sheet.
    pub code: String,
    /// The title on every sheet.
    pub title: String,
    /// How many students it prints for.
    pub students: i64,
    /// How many questions each student answers.
    pub questions: i64,
    /// `exam.json`: enough to typeset every sheet again and to mark the answers.
    pub definition: String,
    /// When it was set, in Unix seconds.
    pub created_at: i64,
}

/// A new exam, before it has an id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPrintedExam {
    /// The instructor (or admin) setting it.
    pub instructor_id: i64,
    /// The exam's code.
    pub code: String,
    /// The title on every sheet.
    pub title: String,
    /// How many students it prints for.
    pub students: i64,
    /// How many questions each student answers.
    pub questions: i64,
    /// `exam.json`.
    pub definition: String,
}

const EXAM_COLUMNS: &str =
    "id, instructor_id, code, title, students, questions, definition, created_at";

fn from_row(row: &AnyRow) -> Result<PrintedExam, StoreError> {
    Ok(PrintedExam {
        id: row.try_get("id")?,
        instructor_id: row.try_get("instructor_id")?,
        code: row.try_get("code")?,
        title: row.try_get("title")?,
        students: row.try_get("students")?,
        questions: row.try_get("questions")?,
        definition: row.try_get("definition")?,
        created_at: row.try_get("created_at")?,
    })
}

impl Store {
    /// Stores an exam; its id.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_printed_exam(&self, exam: &NewPrintedExam) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "INSERT INTO printed_exams
                (instructor_id, code, title, students, questions, definition, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING id",
        )
        .bind(exam.instructor_id)
        .bind(&exam.code)
        .bind(&exam.title)
        .bind(exam.students)
        .bind(exam.questions)
        .bind(&exam.definition)
        .bind(now())
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get("id")?)
    }

    /// The exams an instructor set, newest first, or every exam for `None` (an admin).
    ///
    /// # Errors
    /// A database error.
    pub async fn printed_exams(
        &self,
        instructor: Option<i64>,
    ) -> Result<Vec<PrintedExam>, StoreError> {
        let rows = match instructor {
            Some(id) => sqlx::query(&format!(
                "SELECT {EXAM_COLUMNS} FROM printed_exams WHERE instructor_id = $1 ORDER BY id DESC"
            ))
            .bind(id)
            .fetch_all(self.pool())
            .await?,
            None => {
                sqlx::query(&format!(
                    "SELECT {EXAM_COLUMNS} FROM printed_exams ORDER BY id DESC"
                ))
                .fetch_all(self.pool())
                .await?
            }
        };
        rows.iter().map(from_row).collect()
    }

    /// One exam by id.
    ///
    /// # Errors
    /// A database error.
    pub async fn printed_exam(&self, id: i64) -> Result<Option<PrintedExam>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {EXAM_COLUMNS} FROM printed_exams WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await?;
        row.as_ref().map(from_row).transpose()
    }
}
