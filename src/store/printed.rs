//! Printed exams set from the web: who set them and their definition (`exam.json`, the
//! seed, the options and every student's variants, whole), and the whole class's files
//! (`all.pdf`, `key.pdf`) once they have been typeset. A student's own sheets are not
//! stored: they are typeset again from the definition when downloaded, which gives the
//! same pages.
//!
//! A definition runs to megabytes, so only the calls that need it read it
//! ([`Store::printed_exam_definition`]): listing exams and showing one never do (review
//! security S3).

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
    /// Its settings for the exam page's recap (`ExamHeader` as JSON), kept apart from the
    /// definition so that the page need not read it.
    pub settings: Option<String>,
}

/// The columns before `definition`, which only downloads read. Not `created_at`, which
/// comes after it: SQLite keeps a long value in a chain of overflow pages and must walk
/// all of it to reach a later column (about 100 ms for a 61 MB definition, where the
/// columns before it take well under a millisecond).
const EXAM_COLUMNS: &str = "id, instructor_id, code, title, students, questions";

fn from_row(row: &AnyRow) -> Result<PrintedExam, StoreError> {
    Ok(PrintedExam {
        id: row.try_get("id")?,
        instructor_id: row.try_get("instructor_id")?,
        code: row.try_get("code")?,
        title: row.try_get("title")?,
        students: row.try_get("students")?,
        questions: row.try_get("questions")?,
    })
}

impl Store {
    /// Stores an exam; its id.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_printed_exam(&self, exam: &NewPrintedExam) -> Result<i64, StoreError> {
        let mut tx = self.pool().begin().await?;
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
        .fetch_one(&mut *tx)
        .await?;
        let id: i64 = row.try_get("id")?;
        if let Some(settings) = &exam.settings {
            sqlx::query("INSERT INTO printed_exam_settings (exam_id, settings) VALUES ($1, $2)")
                .bind(id)
                .bind(settings)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The settings stored with exam `id` for its page's recap; `None` for an exam set
    /// before they were kept.
    ///
    /// # Errors
    /// A database error.
    pub async fn printed_exam_settings(&self, id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT settings FROM printed_exam_settings WHERE exam_id = $1")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get("settings")).transpose()?)
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

    /// The stored definition (`exam.json`) of exam `id`.
    ///
    /// # Errors
    /// A database error.
    pub async fn printed_exam_definition(&self, id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT definition FROM printed_exams WHERE id = $1")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get("definition")).transpose()?)
    }

    /// The kept file `name` of exam `exam_id`, once it has been made.
    ///
    /// # Errors
    /// A database error.
    pub async fn exam_file(&self, exam_id: i64, name: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let row = sqlx::query("SELECT bytes FROM exam_files WHERE exam_id = $1 AND name = $2")
            .bind(exam_id)
            .bind(name)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get("bytes")).transpose()?)
    }

    /// Keeps the file `name` of exam `exam_id`. Another process may have made the same
    /// file meanwhile: the first row stays and this is no error, as both typeset the
    /// same pages.
    ///
    /// # Errors
    /// A database error.
    pub async fn keep_exam_file(
        &self,
        exam_id: i64,
        name: &str,
        bytes: &[u8],
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO exam_files (exam_id, name, bytes, made_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (exam_id, name) DO NOTHING",
        )
        .bind(exam_id)
        .bind(name)
        .bind(bytes)
        .bind(now())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// The names of the files kept for exam `exam_id`, in name order.
    ///
    /// # Errors
    /// A database error.
    pub async fn exam_file_names(&self, exam_id: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query("SELECT name FROM exam_files WHERE exam_id = $1 ORDER BY name")
            .bind(exam_id)
            .fetch_all(self.pool())
            .await?;
        rows.iter().map(|r| Ok(r.try_get("name")?)).collect()
    }
}
