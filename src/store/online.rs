//! Timed online exams as stored: the exam and its settings, its questions drawn whole,
//! each student's sitting with its deadline, extra time per candidate, and the last
//! answer saved to each question with, once graded, the engine's verdict.
//!
//! The deadline is the server's: [`Store::save_exam_answers`] writes an answer only in
//! the statement that checks the sitting is still open (not handed in, not past its
//! deadline and whatever the exam's expiry allows after it), so an answer racing the
//! close or the deadline is either in before it or refused, never half. On SQLite saves
//! go through the answer writer ([`super::writer`]): those arriving together share one
//! transaction (one `fsync`), each acknowledged only after its commit; SQLite runs with
//! `synchronous = FULL` (see [`super`]), so an acknowledged save survives a crash. On
//! PostgreSQL each save is a transaction of its own, committed before it is acknowledged.

use std::fmt;
use std::str::FromStr;

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{Backend, Store, StoreError};

/// What happens when a sitting's time is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expiry {
    /// What was saved is handed in at the deadline; nothing later is taken.
    Submit,
    /// Answers are taken this many seconds after the deadline (a lost connection, a
    /// slow server), then what was saved is handed in; the late ones show their time.
    Grace(i64),
}

impl Expiry {
    /// Seconds after the deadline an answer is still taken.
    pub fn grace_secs(self) -> i64 {
        match self {
            Expiry::Submit => 0,
            Expiry::Grace(s) => s,
        }
    }
}

impl fmt::Display for Expiry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expiry::Submit => f.write_str("submit"),
            Expiry::Grace(s) => write!(f, "grace:{}", s / 60),
        }
    }
}

/// The expiry policy was not one we know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an expiry policy: use submit, or grace:M for M minutes (1 to 60)")]
pub struct ParseExpiryError(pub String);

impl FromStr for Expiry {
    type Err = ParseExpiryError;
    /// `submit`, or `grace:5` (minutes).
    fn from_str(s: &str) -> Result<Expiry, ParseExpiryError> {
        let s = s.trim().to_ascii_lowercase();
        if s == "submit" {
            return Ok(Expiry::Submit);
        }
        s.strip_prefix("grace:")
            .and_then(|m| m.parse::<i64>().ok())
            .filter(|m| (1..=60).contains(m))
            .map(|m| Expiry::Grace(m * 60))
            .ok_or_else(|| ParseExpiryError(s.clone()))
    }
}

/// What students see of their graded exam once the instructor releases it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shows {
    /// The score alone.
    Score,
    /// The score, each answer's verdict and the right answers.
    Answers,
    /// All that, and the engine's explanation of each wrong answer (the misreading).
    Explanations,
}

impl Shows {
    /// The word stored and used in forms.
    pub const fn code(self) -> &'static str {
        match self {
            Shows::Score => "score",
            Shows::Answers => "answers",
            Shows::Explanations => "explanations",
        }
    }

    /// Every choice, least first.
    pub const ALL: [Shows; 3] = [Shows::Score, Shows::Answers, Shows::Explanations];
}

impl FromStr for Shows {
    type Err = StoreError;
    fn from_str(s: &str) -> Result<Shows, StoreError> {
        Shows::ALL
            .into_iter()
            .find(|k| k.code() == s)
            .ok_or_else(|| StoreError::BadValue {
                column: "exams.shows",
                value: s.to_owned(),
            })
    }
}

/// An online exam as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineExam {
    /// The row's id: its address is `/online/{id}`.
    pub id: i64,
    /// The course whose students sit it.
    pub course_id: i64,
    /// Its title.
    pub title: String,
    /// The instructor who set it.
    pub created_by: i64,
    /// When students may start (Unix seconds).
    pub opens_at: i64,
    /// When every sitting ends at the latest, extra time apart.
    pub closes_at: i64,
    /// The time each student has, before extra time.
    pub minutes: i64,
    /// `--templates` as given.
    pub asked: String,
    /// The seed the questions were drawn from.
    pub seed: u64,
    /// The answer format, as `exam.json` writes it (`choices:4`, `free`).
    pub answer_format: String,
    /// One set of variants per student (true) or one for all.
    pub per_student: bool,
    /// How many sets of variants were drawn.
    pub copies: i64,
    /// How many questions each student is asked.
    pub questions: i64,
    /// What happens at a sitting's deadline.
    pub expiry: Expiry,
    /// When the instructor closed it, or it was closed after its last deadline.
    pub closed_at: Option<i64>,
    /// When its answers were last graded.
    pub graded_at: Option<i64>,
    /// When its results were released to the students.
    pub released_at: Option<i64>,
    /// What released results show.
    pub shows: Shows,
}

/// An exam to store, with its questions.
#[derive(Debug, Clone)]
pub struct NewOnlineExam {
    /// As [`OnlineExam`].
    pub course_id: i64,
    /// As [`OnlineExam`].
    pub title: String,
    /// As [`OnlineExam`].
    pub created_by: i64,
    /// As [`OnlineExam`].
    pub opens_at: i64,
    /// As [`OnlineExam`].
    pub closes_at: i64,
    /// As [`OnlineExam`].
    pub minutes: i64,
    /// As [`OnlineExam`].
    pub asked: String,
    /// As [`OnlineExam`].
    pub seed: u64,
    /// As [`OnlineExam`].
    pub answer_format: String,
    /// As [`OnlineExam`].
    pub per_student: bool,
    /// As [`OnlineExam`].
    pub expiry: Expiry,
    /// The sets of variants: by copy, then question.
    pub items: Vec<Vec<Item>>,
}

/// One question of one copy, drawn whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The template's id.
    pub template_id: String,
    /// The variant's code.
    pub variant_code: String,
    /// The variant as JSON (the engine's storable variant, asked in the exam's format).
    pub variant: String,
}

/// A student's sitting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitting {
    /// The row's id.
    pub id: i64,
    /// The exam.
    pub exam_id: i64,
    /// The student.
    pub user_id: i64,
    /// When he started.
    pub started_at: i64,
    /// When his time is up (extra time included).
    pub deadline_at: i64,
    /// When he handed in, or the sitting was handed in for him.
    pub submitted_at: Option<i64>,
    /// Which set of variants he is asked.
    pub copy: i64,
    /// The language his answers are read in.
    pub lang: String,
}

/// The answer last saved to one question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedAnswer {
    /// The sitting.
    pub sitting_id: i64,
    /// The question's position, from 1.
    pub position: i64,
    /// The form's fields as JSON: `[["answer", "b"]]`.
    pub fields: String,
    /// When it was saved.
    pub saved_at: i64,
    /// The grade, once graded.
    pub grade: Option<Grade>,
}

/// The engine's grade of one saved answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grade {
    /// Each box's verdict, comma-separated: `correct`, `misread:ID`, `wrong`,
    /// `unreadable`, `blank`.
    pub verdict: String,
    /// The misreading behind the first wrong box, if the engine knows one.
    pub misreading: Option<String>,
    /// Of one point.
    pub credit: (i64, i64),
}

const EXAM_COLUMNS: &str = "id, course_id, title, created_by, opens_at, closes_at, minutes, asked,
    seed, answer_format, per_student, copies, questions, expiry, grace_secs, closed_at,
    graded_at, released_at, shows";

fn exam_from_row(row: &AnyRow) -> Result<OnlineExam, StoreError> {
    let expiry: String = row.try_get("expiry")?;
    let expiry = match expiry.as_str() {
        "submit" => Expiry::Submit,
        "grace" => Expiry::Grace(row.try_get("grace_secs")?),
        _ => {
            return Err(StoreError::BadValue {
                column: "exams.expiry",
                value: expiry,
            });
        }
    };
    let seed: i64 = row.try_get("seed")?;
    Ok(OnlineExam {
        id: row.try_get("id")?,
        course_id: row.try_get("course_id")?,
        title: row.try_get("title")?,
        created_by: row.try_get("created_by")?,
        opens_at: row.try_get("opens_at")?,
        closes_at: row.try_get("closes_at")?,
        minutes: row.try_get("minutes")?,
        asked: row.try_get("asked")?,
        // Stored as its two's complement: BIGINT is signed on both backends.
        seed: seed as u64,
        answer_format: row.try_get("answer_format")?,
        per_student: row.try_get::<i64, _>("per_student")? != 0,
        copies: row.try_get("copies")?,
        questions: row.try_get("questions")?,
        expiry,
        closed_at: row.try_get("closed_at")?,
        graded_at: row.try_get("graded_at")?,
        released_at: row.try_get("released_at")?,
        shows: row.try_get::<String, _>("shows")?.parse()?,
    })
}

const SITTING_COLUMNS: &str =
    "id, exam_id, user_id, started_at, deadline_at, submitted_at, copy, lang";

fn sitting_from_row(row: &AnyRow) -> Result<Sitting, StoreError> {
    Ok(Sitting {
        id: row.try_get("id")?,
        exam_id: row.try_get("exam_id")?,
        user_id: row.try_get("user_id")?,
        started_at: row.try_get("started_at")?,
        deadline_at: row.try_get("deadline_at")?,
        submitted_at: row.try_get("submitted_at")?,
        copy: row.try_get("copy")?,
        lang: row.try_get("lang")?,
    })
}

fn answer_from_row(row: &AnyRow) -> Result<SavedAnswer, StoreError> {
    let verdict: Option<String> = row.try_get("verdict")?;
    let grade = match verdict {
        Some(verdict) => Some(Grade {
            verdict,
            misreading: row.try_get("misreading")?,
            credit: (
                row.try_get::<Option<i64>, _>("credit_num")?.unwrap_or(0),
                row.try_get::<Option<i64>, _>("credit_den")?.unwrap_or(1),
            ),
        }),
        None => None,
    };
    Ok(SavedAnswer {
        sitting_id: row.try_get("sitting_id")?,
        position: row.try_get("position")?,
        fields: row.try_get("fields")?,
        saved_at: row.try_get("saved_at")?,
        grade,
    })
}

/// Why an answer was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The sitting was handed in (by the student, at the deadline, or by the close).
    HandedIn,
    /// Past the deadline and whatever grace the exam gives.
    Late,
}

impl Store {
    /// Stores an exam and its questions in one transaction; returns its id.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_online_exam(&self, exam: &NewOnlineExam) -> Result<i64, StoreError> {
        let mut tx = self.pool().begin().await?;
        let row = sqlx::query(
            "INSERT INTO exams (course_id, title, created_by, opens_at, closes_at, minutes,
                 created_at, asked, seed, answer_format, per_student, copies, questions,
                 expiry, grace_secs)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             RETURNING id",
        )
        .bind(exam.course_id)
        .bind(&exam.title)
        .bind(exam.created_by)
        .bind(exam.opens_at)
        .bind(exam.closes_at)
        .bind(exam.minutes)
        .bind(super::now())
        .bind(&exam.asked)
        .bind(exam.seed as i64)
        .bind(&exam.answer_format)
        .bind(i64::from(exam.per_student))
        .bind(exam.items.len() as i64)
        .bind(exam.items.first().map_or(0, Vec::len) as i64)
        .bind(match exam.expiry {
            Expiry::Submit => "submit",
            Expiry::Grace(_) => "grace",
        })
        .bind(exam.expiry.grace_secs())
        .fetch_one(&mut *tx)
        .await?;
        let id: i64 = row.try_get("id")?;
        for (copy, items) in exam.items.iter().enumerate() {
            for (i, item) in items.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO exam_items (exam_id, copy, position, template_id, variant_code,
                         variant)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(copy as i64)
                .bind(i as i64 + 1)
                .bind(&item.template_id)
                .bind(&item.variant_code)
                .bind(&item.variant)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The exam `id`, if there is one.
    ///
    /// # Errors
    /// A database error.
    pub async fn online_exam(&self, id: i64) -> Result<Option<OnlineExam>, StoreError> {
        sqlx::query(&format!("SELECT {EXAM_COLUMNS} FROM exams WHERE id = $1"))
            .bind(id)
            .fetch_optional(self.pool())
            .await?
            .as_ref()
            .map(exam_from_row)
            .transpose()
    }

    /// The online exams of the courses `user` teaches (every course for `None`, an
    /// admin) or, for a student, of the courses he has joined; newest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn online_exams_for(
        &self,
        user: i64,
        teaches: bool,
        admin: bool,
    ) -> Result<Vec<OnlineExam>, StoreError> {
        let filter = if admin {
            "1 = 1 OR $1 = 0"
        } else if teaches {
            "course_id IN (SELECT id FROM courses WHERE instructor_id = $1)"
        } else {
            "course_id IN (SELECT course_id FROM enrolments WHERE user_id = $1)"
        };
        let rows = sqlx::query(&format!(
            "SELECT {EXAM_COLUMNS} FROM exams WHERE {filter} ORDER BY opens_at DESC, id DESC"
        ))
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(exam_from_row).collect()
    }

    /// Whether `user` has joined `course`.
    ///
    /// # Errors
    /// A database error.
    pub async fn is_enrolled(&self, course: i64, user: i64) -> Result<bool, StoreError> {
        let row =
            sqlx::query("SELECT 1 AS one FROM enrolments WHERE course_id = $1 AND user_id = $2")
                .bind(course)
                .bind(user)
                .fetch_optional(self.pool())
                .await?;
        Ok(row.is_some())
    }

    /// The questions of one copy of an exam, in order.
    ///
    /// # Errors
    /// A database error.
    pub async fn exam_items(&self, exam: i64, copy: i64) -> Result<Vec<Item>, StoreError> {
        let rows = sqlx::query(
            "SELECT template_id, variant_code, variant FROM exam_items
             WHERE exam_id = $1 AND copy = $2 ORDER BY position",
        )
        .bind(exam)
        .bind(copy)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Item {
                    template_id: r.try_get("template_id")?,
                    variant_code: r.try_get("variant_code")?,
                    variant: r.try_get("variant")?,
                })
            })
            .collect()
    }

    /// `user`'s sitting of `exam`, if he has started it.
    ///
    /// # Errors
    /// A database error.
    pub async fn sitting(&self, exam: i64, user: i64) -> Result<Option<Sitting>, StoreError> {
        sqlx::query(&format!(
            "SELECT {SITTING_COLUMNS} FROM sittings WHERE exam_id = $1 AND user_id = $2"
        ))
        .bind(exam)
        .bind(user)
        .fetch_optional(self.pool())
        .await?
        .as_ref()
        .map(sitting_from_row)
        .transpose()
    }

    /// Every sitting of `exam`.
    ///
    /// # Errors
    /// A database error.
    pub async fn sittings(&self, exam: i64) -> Result<Vec<Sitting>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {SITTING_COLUMNS} FROM sittings WHERE exam_id = $1 ORDER BY id"
        ))
        .bind(exam)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(sitting_from_row).collect()
    }

    /// Starts `user`'s sitting at `now` with `deadline`, giving it the next copy of the
    /// exam's variants; a sitting already started is returned as it was (a second tab,
    /// a double click), its deadline unchanged.
    ///
    /// # Errors
    /// A database error.
    pub async fn start_sitting(
        &self,
        exam: &OnlineExam,
        user: i64,
        now: i64,
        deadline: i64,
        lang: &str,
    ) -> Result<Sitting, StoreError> {
        sqlx::query(
            "INSERT INTO sittings (exam_id, user_id, started_at, deadline_at, copy, lang)
             SELECT $1, $2, $3, $4, (SELECT COUNT(*) FROM sittings WHERE exam_id = $1) % $5, $6
             WHERE 1 = 1
             ON CONFLICT (exam_id, user_id) DO NOTHING",
        )
        .bind(exam.id)
        .bind(user)
        .bind(now)
        .bind(deadline)
        .bind(exam.copies.max(1))
        .bind(lang)
        .execute(self.pool())
        .await?;
        self.sitting(exam.id, user)
            .await?
            .ok_or(StoreError::WriterGone)
    }

    /// Saves answers to questions of `sitting` of `exam` at `now`, all or none, each
    /// replacing the one saved before, if the exam is not closed and the sitting is still
    /// open: not handed in, and `now` not past its deadline by more than `grace`
    /// seconds. Committed before it returns: on SQLite in a group commit with whatever
    /// other answers reach the writer meanwhile (see [`super::writer`]).
    ///
    /// # Errors
    /// A database error; `Ok(Err(_))` when the sitting no longer takes answers.
    pub async fn save_exam_answers(
        &self,
        exam: i64,
        sitting: i64,
        answers: Vec<(i64, String)>,
        now: i64,
        grace: i64,
    ) -> Result<Result<(), Refused>, StoreError> {
        let save = ExamSave {
            exam,
            sitting,
            answers,
            now,
            grace,
        };
        match self.backend() {
            // One writer, one `fsync` for a group of saves: SQLite has one writer anyway.
            Backend::Sqlite => self.writer.save_exam(save).await,
            // PostgreSQL writes on many connections at once: a transaction per save
            // outruns the writer's groups, which one task writes in turn. It takes only
            // the sitting's row (in `save_in`), which the close and the hand-in update
            // too: a save commits before they hand the sitting in, or finds it handed in
            // and is refused. Holding one row and waiting for no other, it cannot
            // deadlock with them. (Sharing the exam's row as well cost a third of the
            // rate: every `FOR SHARE` of one row by many transactions is a multixact.)
            Backend::Postgres => {
                let mut conn = self.pool().acquire().await?;
                let saved = save_alone(&mut conn, &save).await;
                if saved.is_err() {
                    // In doubt, as the answer writer's (see `writer`): never back in the
                    // pool.
                    conn.close_on_drop();
                }
                saved
            }
        }
    }

    /// Hands `sitting` in at `now` unless it was already.
    ///
    /// # Errors
    /// A database error.
    pub async fn submit_sitting(&self, sitting: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE sittings SET submitted_at = $2 WHERE id = $1 AND submitted_at IS NULL")
            .bind(sitting)
            .bind(now)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Hands in every sitting whose deadline (and grace) has passed by `now`, at its
    /// deadline: what was saved stands.
    ///
    /// # Errors
    /// A database error.
    pub async fn submit_expired(&self, exam: i64, now: i64, grace: i64) -> Result<(), StoreError> {
        // Every page of the exam asks this: a read first, so that a page served while
        // no sitting is due writes nothing (no lock, no `fsync`).
        let due = sqlx::query(
            "SELECT 1 AS one FROM sittings
             WHERE exam_id = $1 AND submitted_at IS NULL AND deadline_at + $3 < $2",
        )
        .bind(exam)
        .bind(now)
        .bind(grace)
        .fetch_optional(self.pool())
        .await?
        .is_some();
        if !due {
            return Ok(());
        }
        let mut tx = self.pool().begin().await?;
        // A closed exam's sittings were all handed in by the close.
        if lock_exam(&mut tx, exam).await? {
            sqlx::query(
                "UPDATE sittings SET submitted_at = deadline_at + $3
                 WHERE exam_id = $1 AND submitted_at IS NULL AND deadline_at + $3 < $2",
            )
            .bind(exam)
            .bind(now)
            .bind(grace)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Closes `exam` at `now`: every sitting still open is handed in with what was saved.
    ///
    /// # Errors
    /// A database error.
    pub async fn close_online_exam(&self, exam: i64, now: i64) -> Result<(), StoreError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query("UPDATE exams SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL")
            .bind(exam)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE sittings SET submitted_at = $2 WHERE exam_id = $1 AND submitted_at IS NULL",
        )
        .bind(exam)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The extra minutes of every candidate who has some, by user.
    ///
    /// # Errors
    /// A database error.
    pub async fn extra_times(&self, exam: i64) -> Result<Vec<(i64, i64)>, StoreError> {
        let rows = sqlx::query("SELECT user_id, minutes FROM exam_extra_time WHERE exam_id = $1")
            .bind(exam)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("user_id")?, r.try_get("minutes")?)))
            .collect()
    }

    /// Sets `user`'s extra time, and moves the deadline of his sitting if it is open
    /// (to `deadline`, computed by the caller from the new time).
    ///
    /// # Errors
    /// A database error.
    pub async fn set_extra_time(
        &self,
        exam: i64,
        user: i64,
        minutes: i64,
        deadline: Option<i64>,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO exam_extra_time (exam_id, user_id, minutes) VALUES ($1, $2, $3)
             ON CONFLICT (exam_id, user_id) DO UPDATE SET minutes = excluded.minutes",
        )
        .bind(exam)
        .bind(user)
        .bind(minutes)
        .execute(&mut *tx)
        .await?;
        if let Some(deadline) = deadline {
            sqlx::query(
                "UPDATE sittings SET deadline_at = $3
                 WHERE exam_id = $1 AND user_id = $2 AND submitted_at IS NULL",
            )
            .bind(exam)
            .bind(user)
            .bind(deadline)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The answers saved in `sitting`, by position.
    ///
    /// # Errors
    /// A database error.
    pub async fn exam_answers(&self, sitting: i64) -> Result<Vec<SavedAnswer>, StoreError> {
        let rows = sqlx::query(
            "SELECT sitting_id, position, fields, saved_at, verdict, misreading, credit_num,
                 credit_den
             FROM exam_answers WHERE sitting_id = $1 ORDER BY position",
        )
        .bind(sitting)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(answer_from_row).collect()
    }

    /// Every answer saved in `exam`, by sitting and position.
    ///
    /// # Errors
    /// A database error.
    pub async fn all_exam_answers(&self, exam: i64) -> Result<Vec<SavedAnswer>, StoreError> {
        let rows = sqlx::query(
            "SELECT a.sitting_id, a.position, a.fields, a.saved_at, a.verdict, a.misreading,
                 a.credit_num, a.credit_den
             FROM exam_answers a JOIN sittings s ON s.id = a.sitting_id
             WHERE s.exam_id = $1 ORDER BY a.sitting_id, a.position",
        )
        .bind(exam)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(answer_from_row).collect()
    }

    /// Stores the grades of `exam`'s answers, all in one transaction, and dates the
    /// grading `now`.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_exam_grades(
        &self,
        exam: i64,
        grades: &[(i64, i64, Grade)],
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool().begin().await?;
        for (sitting, position, grade) in grades {
            sqlx::query(
                "UPDATE exam_answers SET verdict = $3, misreading = $4, credit_num = $5,
                     credit_den = $6
                 WHERE sitting_id = $1 AND position = $2",
            )
            .bind(sitting)
            .bind(position)
            .bind(&grade.verdict)
            .bind(grade.misreading.as_deref())
            .bind(grade.credit.0)
            .bind(grade.credit.1)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("UPDATE exams SET graded_at = $2 WHERE id = $1")
            .bind(exam)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Replaces the stored variant of one question of one copy (a regrade's).
    ///
    /// # Errors
    /// A database error.
    pub async fn replace_exam_item(
        &self,
        exam: i64,
        copy: i64,
        position: i64,
        variant: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE exam_items SET variant = $4 WHERE exam_id = $1 AND copy = $2 AND position = $3",
        )
        .bind(exam)
        .bind(copy)
        .bind(position)
        .bind(variant)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Releases `exam`'s results to its students at `now`, showing `shows`; `None`
    /// withdraws them.
    ///
    /// # Errors
    /// A database error.
    pub async fn release_online_exam(
        &self,
        exam: i64,
        shows: Option<Shows>,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE exams SET released_at = $2, shows = COALESCE($3, shows) WHERE id = $1")
            .bind(exam)
            .bind(shows.map(|_| now))
            .bind(shows.map(Shows::code))
            .execute(self.pool())
            .await?;
        Ok(())
    }
}

/// One save of a sitting's answers, as the writer commits it.
#[derive(Debug, Clone)]
pub(crate) struct ExamSave {
    pub(crate) exam: i64,
    pub(crate) sitting: i64,
    pub(crate) answers: Vec<(i64, String)>,
    pub(crate) now: i64,
    pub(crate) grace: i64,
}

/// Takes `exam`'s row for the rest of `tx` if the exam is not closed; false when it is.
///
/// Every transaction that takes several sittings of one exam takes the exam's row
/// first (a group of saves, the close, the hand-in of expired sittings), so on
/// PostgreSQL two of them never hold each other's sittings: no deadlock. On SQLite the
/// write lock orders them anyway.
pub(super) async fn lock_exam(
    tx: &mut Transaction<'_, Any>,
    exam: i64,
) -> Result<bool, StoreError> {
    Ok(
        sqlx::query("UPDATE exams SET closed_at = closed_at WHERE id = $1 AND closed_at IS NULL")
            .bind(exam)
            .execute(&mut **tx)
            .await?
            .rows_affected()
            == 1,
    )
}

/// `save` in a transaction of its own on `conn`, committed before it returns.
async fn save_alone(
    conn: &mut sqlx::pool::PoolConnection<Any>,
    save: &ExamSave,
) -> Result<Result<(), Refused>, StoreError> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let saved = save_in(&mut tx, save).await?;
    tx.commit().await?;
    Ok(saved)
}

/// Writes `save` in `tx` if the sitting still takes answers; writes nothing when it
/// does not. A group of saves takes the exam's row first ([`lock_exam`]); a save alone
/// needs only its sitting's, which this takes.
pub(super) async fn save_in(
    tx: &mut Transaction<'_, Any>,
    save: &ExamSave,
) -> Result<Result<(), Refused>, StoreError> {
    // The check takes the sitting's row for this transaction (a row lock on PostgreSQL,
    // the write lock on SQLite): a close or a hand-in waits for these answers to commit,
    // or, committed first, leaves nothing to update here.
    let open = sqlx::query(
        "UPDATE sittings SET deadline_at = deadline_at
         WHERE id = $1 AND submitted_at IS NULL AND $2 <= deadline_at + $3",
    )
    .bind(save.sitting)
    .bind(save.now)
    .bind(save.grace)
    .execute(&mut **tx)
    .await?
    .rows_affected()
        == 1;
    if !open {
        let row = sqlx::query("SELECT submitted_at FROM sittings WHERE id = $1")
            .bind(save.sitting)
            .fetch_optional(&mut **tx)
            .await?;
        let submitted: Option<i64> = match row {
            Some(row) => row.try_get("submitted_at")?,
            None => Some(save.now),
        };
        return Ok(Err(if submitted.is_some() {
            Refused::HandedIn
        } else {
            Refused::Late
        }));
    }
    for (position, fields) in &save.answers {
        sqlx::query(
            "INSERT INTO exam_answers (sitting_id, position, fields, saved_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (sitting_id, position) DO UPDATE SET
               fields = excluded.fields, saved_at = excluded.saved_at",
        )
        .bind(save.sitting)
        .bind(position)
        .bind(fields)
        .bind(save.now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expiry_reads_submit_and_grace_in_minutes() {
        assert_eq!("submit".parse(), Ok(Expiry::Submit));
        assert_eq!("grace:5".parse(), Ok(Expiry::Grace(300)));
        assert_eq!(Expiry::Grace(300).to_string(), "grace:5");
        assert!("grace:0".parse::<Expiry>().is_err());
        assert!("later".parse::<Expiry>().is_err());
    }
}
