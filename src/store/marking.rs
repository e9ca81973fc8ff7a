//! A printed exam's paper marked in the browser (issue 35 § 6, issue 36 § 4): the answers
//! files and scans uploaded, kept whole so that nothing acknowledged is lost on a restart,
//! what reading the scans found, and the latest results. The grading itself is
//! `ruling exam grade`'s and `ruling exam scan`'s ([`crate::web::marking`] runs them);
//! this module only keeps what they read and wrote.

use sqlx::Row;

use super::{Store, StoreError, now};

/// An answers file kept: a batch of `exam grade`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptBatch {
    /// The batch's name (the file's stem; `scan` for the scans' reading).
    pub name: String,
    /// The file as uploaded, for errors.
    pub file: String,
    /// Its text.
    pub body: String,
}

/// A scan file kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptScan {
    /// Its name, unique in the exam.
    pub file: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// An unsure box of the last reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnsureBox {
    /// The student's number.
    pub student: i64,
    /// The box (`12`, `3b`).
    pub name: String,
    /// The reason's catalogue id (`scan-doubt-double`).
    pub reason: String,
    /// Where its page was scanned (`scans.pdf:3`).
    pub place: String,
    /// What a click may settle it as, `|`-separated (`a|b|c|d`); empty for a written
    /// answer (a number, a law), typed in.
    pub choices: String,
    /// Its crop, PNG.
    pub crop: Vec<u8>,
    /// The answer it was settled with (empty: blank), if it was.
    pub settled: Option<String>,
}

/// The latest results of an exam.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkingResults {
    /// `results.csv`.
    pub results: Vec<u8>,
    /// The page's view of them, JSON.
    pub view: String,
    /// The last reading of the scans, JSON, if any.
    pub scan: Option<String>,
}

impl Store {
    /// The answers files kept for exam `exam_id`, by name.
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_batches(&self, exam_id: i64) -> Result<Vec<KeptBatch>, StoreError> {
        let rows = sqlx::query(
            "SELECT name, file, body FROM marking_batches WHERE exam_id = $1 ORDER BY name",
        )
        .bind(exam_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(KeptBatch {
                    name: r.try_get("name")?,
                    file: r.try_get("file")?,
                    body: r.try_get("body")?,
                })
            })
            .collect()
    }

    /// Keeps the batch `batch` (replacing one of its name) with the results it gave, in
    /// one transaction: the results shown are always those of the batches kept.
    ///
    /// # Errors
    /// A database error.
    pub async fn keep_marking_batch(
        &self,
        exam_id: i64,
        batch: &KeptBatch,
        results: &MarkingResults,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_writing().await?;
        sqlx::query("DELETE FROM marking_batches WHERE exam_id = $1 AND name = $2")
            .bind(exam_id)
            .bind(&batch.name)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO marking_batches (exam_id, name, file, body, uploaded_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(exam_id)
        .bind(&batch.name)
        .bind(&batch.file)
        .bind(&batch.body)
        .bind(now())
        .execute(&mut *tx)
        .await?;
        put_results(&mut tx, exam_id, results).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Keeps uploaded scan files, each under a name not yet used in the exam (`a.pdf`,
    /// then `a-2.pdf`); the names given.
    ///
    /// # Errors
    /// A database error.
    pub async fn keep_marking_scans(
        &self,
        exam_id: i64,
        files: &[KeptScan],
    ) -> Result<Vec<String>, StoreError> {
        let mut tx = self.begin_writing().await?;
        let taken: Vec<String> = sqlx::query("SELECT file FROM marking_scans WHERE exam_id = $1")
            .bind(exam_id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| r.try_get("file"))
            .collect::<Result<_, _>>()?;
        let mut names: Vec<String> = Vec::new();
        for f in files {
            let (stem, ext) = match f.file.rsplit_once('.') {
                Some((s, e)) if !s.is_empty() => (s.to_owned(), format!(".{e}")),
                _ => (f.file.clone(), String::new()),
            };
            let mut name = f.file.clone();
            let mut n = 1;
            while taken.contains(&name) || names.contains(&name) {
                n += 1;
                name = format!("{stem}-{n}{ext}");
            }
            sqlx::query(
                "INSERT INTO marking_scans (exam_id, file, bytes, uploaded_at)
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(exam_id)
            .bind(&name)
            .bind(&f.bytes)
            .bind(now())
            .execute(&mut *tx)
            .await?;
            names.push(name);
        }
        tx.commit().await?;
        Ok(names)
    }

    /// The scan files kept for exam `exam_id`, by name.
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_scans(&self, exam_id: i64) -> Result<Vec<KeptScan>, StoreError> {
        let rows = sqlx::query(
            "SELECT file, bytes FROM marking_scans WHERE exam_id = $1 ORDER BY uploaded_at, file",
        )
        .bind(exam_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(KeptScan {
                    file: r.try_get("file")?,
                    bytes: r.try_get("bytes")?,
                })
            })
            .collect()
    }

    /// The names of the scan files kept for exam `exam_id`.
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_scan_names(&self, exam_id: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT file FROM marking_scans WHERE exam_id = $1 ORDER BY uploaded_at, file",
        )
        .bind(exam_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(|r| Ok(r.try_get("file")?)).collect()
    }

    /// Keeps a reading of the scans: the batch `name` it graded (removed when grading
    /// failed: the results then leave the scans out), its unsure boxes (replacing the last
    /// reading's), and the results.
    ///
    /// # Errors
    /// A database error.
    pub async fn keep_marking_reading(
        &self,
        exam_id: i64,
        name: &str,
        batch: Option<&KeptBatch>,
        unsure: &[UnsureBox],
        results: &MarkingResults,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_writing().await?;
        sqlx::query("DELETE FROM marking_batches WHERE exam_id = $1 AND name = $2")
            .bind(exam_id)
            .bind(name)
            .execute(&mut *tx)
            .await?;
        if let Some(batch) = batch {
            sqlx::query(
                "INSERT INTO marking_batches (exam_id, name, file, body, uploaded_at)
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(exam_id)
            .bind(&batch.name)
            .bind(&batch.file)
            .bind(&batch.body)
            .bind(now())
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("DELETE FROM marking_unsure WHERE exam_id = $1")
            .bind(exam_id)
            .execute(&mut *tx)
            .await?;
        for u in unsure {
            sqlx::query(
                "INSERT INTO marking_unsure
                    (exam_id, student, box, reason, place, choices, crop, settled)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(exam_id)
            .bind(u.student)
            .bind(&u.name)
            .bind(&u.reason)
            .bind(&u.place)
            .bind(&u.choices)
            .bind(&u.crop)
            .bind(u.settled.as_deref())
            .execute(&mut *tx)
            .await?;
        }
        put_results(&mut tx, exam_id, results).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The unsure boxes of the last reading, by student and box (crops left out).
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_unsure(&self, exam_id: i64) -> Result<Vec<UnsureBox>, StoreError> {
        let rows = sqlx::query(
            "SELECT student, box, reason, place, choices, settled FROM marking_unsure
             WHERE exam_id = $1 ORDER BY student, box",
        )
        .bind(exam_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(UnsureBox {
                    student: r.try_get("student")?,
                    name: r.try_get("box")?,
                    reason: r.try_get("reason")?,
                    place: r.try_get("place")?,
                    choices: r.try_get("choices")?,
                    crop: Vec::new(),
                    settled: r.try_get("settled")?,
                })
            })
            .collect()
    }

    /// The crop of student `student`'s unsure box `name`.
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_crop(
        &self,
        exam_id: i64,
        student: i64,
        name: &str,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let row = sqlx::query(
            "SELECT crop FROM marking_unsure WHERE exam_id = $1 AND student = $2 AND box = $3",
        )
        .bind(exam_id)
        .bind(student)
        .bind(name)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.map(|r| r.try_get("crop")).transpose()?)
    }

    /// Settles an unsure box with `answer` (empty: blank) and keeps the batch `scan`
    /// and the results graded with it, in one transaction.
    ///
    /// # Errors
    /// A database error.
    pub async fn settle_marking_box(
        &self,
        exam_id: i64,
        (student, name, answer): (i64, &str, &str),
        batch: &KeptBatch,
        results: &MarkingResults,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_writing().await?;
        sqlx::query(
            "UPDATE marking_unsure SET settled = $1 WHERE exam_id = $2 AND student = $3 AND box = $4",
        )
        .bind(answer)
        .bind(exam_id)
        .bind(student)
        .bind(name)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE marking_batches SET body = $1 WHERE exam_id = $2 AND name = $3")
            .bind(&batch.body)
            .bind(exam_id)
            .bind(&batch.name)
            .execute(&mut *tx)
            .await?;
        put_results(&mut tx, exam_id, results).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The latest results of exam `exam_id`, if any batch was graded.
    ///
    /// # Errors
    /// A database error.
    pub async fn marking_results(
        &self,
        exam_id: i64,
    ) -> Result<Option<MarkingResults>, StoreError> {
        let row = sqlx::query("SELECT results, view, scan FROM marking_results WHERE exam_id = $1")
            .bind(exam_id)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| {
            Ok(MarkingResults {
                results: r.try_get("results")?,
                view: r.try_get("view")?,
                scan: r.try_get("scan")?,
            })
        })
        .transpose()
    }
}

/// Replaces the results row (the last reading of the scans stays unless `results` has
/// one).
async fn put_results(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    exam_id: i64,
    results: &MarkingResults,
) -> Result<(), StoreError> {
    let scan: Option<String> = match &results.scan {
        Some(s) => Some(s.clone()),
        None => sqlx::query("SELECT scan FROM marking_results WHERE exam_id = $1")
            .bind(exam_id)
            .fetch_optional(&mut **tx)
            .await?
            .map(|r| r.try_get::<Option<String>, _>("scan"))
            .transpose()?
            .flatten(),
    };
    sqlx::query("DELETE FROM marking_results WHERE exam_id = $1")
        .bind(exam_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query(
        "INSERT INTO marking_results (exam_id, results, view, scan, graded_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(exam_id)
    .bind(&results.results)
    .bind(&results.view)
    .bind(scan)
    .bind(now())
    .execute(&mut **tx)
    .await?;
    Ok(())
}
