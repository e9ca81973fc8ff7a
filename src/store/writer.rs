//! The answer writer: one task that commits answers in groups. Answers arriving while a
//! commit is under way wait for the next one and go in together, so one `fsync` covers
//! many; each caller gets its answer's id only after the transaction holding it has
//! committed. That is what lets SQLite with `synchronous = FULL` keep up with many
//! students at once; on PostgreSQL it saves round trips the same way. The saves of
//! timed online exams go the same way ([`super::online`]), each checked against its
//! sitting's deadline inside the group's transaction.
//!
//! A transaction that fails leaves its connection in doubt: SQLite rolls a failed
//! `COMMIT` back by itself ("database or disk is full") while sqlx still counts the
//! transaction open, so the next `begin` on that connection only opens a savepoint inside
//! a transaction that never ends, and every later "commit" is acknowledged and lost
//! (review security S1). PostgreSQL can lose the connection mid-commit, leaving the outcome
//! unknown. So a connection that saw any error here is closed, never returned to the pool;
//! the caller is told the answer was not saved (it may have been: the token's uniqueness
//! makes a retry return the first answer), and the next group opens a fresh connection,
//! which is how the server recovers by itself once the disk has room again.

use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyPool, Connection, Row, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::StoreError;
use super::attempts::{LEITNER_BOXES, NewAttempt, Outcome};
use super::online::{ExamSave, Refused, lock_exam, save_in};
use super::open::OpenQuestion;

/// The most answers one transaction commits.
const MAX_GROUP: usize = 256;

/// What the writer commits: an answer, a question opened in a practice slot (every
/// new question page writes one, so they share the answers' group commits rather than
/// each paying its own `fsync`), or an online exam's save.
enum Job {
    Answer {
        attempt: NewAttempt,
        done: oneshot::Sender<Result<Saved, StoreError>>,
    },
    Open {
        user: i64,
        slot: String,
        question: OpenQuestion,
        done: oneshot::Sender<Result<(), StoreError>>,
    },
    Exam {
        save: ExamSave,
        done: oneshot::Sender<Result<Result<(), Refused>, StoreError>>,
    },
}

/// What a job's commit gives its caller.
enum Done {
    Saved(Saved),
    Opened,
    Exam(Result<(), Refused>),
}

impl Job {
    fn finish(self, result: Result<Done, StoreError>) {
        match self {
            Job::Answer { done, .. } => {
                let _ = done.send(result.and_then(|d| match d {
                    Done::Saved(saved) => Ok(saved),
                    _ => Err(StoreError::WriterGone),
                }));
            }
            Job::Open { done, .. } => {
                let _ = done.send(result.map(|_| ()));
            }
            Job::Exam { done, .. } => {
                let _ = done.send(result.and_then(|d| match d {
                    Done::Exam(taken) => Ok(taken),
                    _ => Err(StoreError::WriterGone),
                }));
            }
        }
    }
}

/// An answer the database holds, committed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Saved {
    /// The attempt's id: its permalink `/attempts/{id}`.
    pub id: i64,
    /// False when the question's token had been answered before: the first answer
    /// stands, and `id` is that one's.
    pub first: bool,
}

/// A handle on the writer task; clones share it. The task ends when the last handle is
/// dropped, after committing what it was given. A server shutting down waits for its
/// requests, and each request waits for its commit, so nothing acknowledged is pending.
#[derive(Clone)]
pub(crate) struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    pub(crate) fn spawn(pool: AnyPool) -> Writer {
        let (jobs, rx) = mpsc::channel(4 * MAX_GROUP);
        tokio::spawn(run(pool, rx));
        Writer { jobs }
    }

    pub(crate) async fn save(&self, attempt: NewAttempt) -> Result<Saved, StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Answer { attempt, done })
            .await
            .map_err(|_| StoreError::WriterGone)?;
        answer.await.map_err(|_| StoreError::WriterGone)?
    }

    pub(crate) async fn open(
        &self,
        user: i64,
        slot: &str,
        question: OpenQuestion,
    ) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Open {
                user,
                slot: slot.to_owned(),
                question,
                done,
            })
            .await
            .map_err(|_| StoreError::WriterGone)?;
        answer.await.map_err(|_| StoreError::WriterGone)?
    }

    pub(crate) async fn save_exam(
        &self,
        save: ExamSave,
    ) -> Result<Result<(), Refused>, StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Exam { save, done })
            .await
            .map_err(|_| StoreError::WriterGone)?;
        answer.await.map_err(|_| StoreError::WriterGone)?
    }
}

async fn run(pool: AnyPool, mut rx: mpsc::Receiver<Job>) {
    let mut group = Vec::with_capacity(MAX_GROUP);
    while rx.recv_many(&mut group, MAX_GROUP).await > 0 {
        match commit(&pool, &group).await {
            Ok(ids) => {
                for (job, id) in group.drain(..).zip(ids) {
                    job.finish(Ok(id));
                }
            }
            // One bad answer must not cost the others theirs: commit each on its own.
            Err(_) => {
                for job in group.drain(..) {
                    let result = commit(&pool, std::slice::from_ref(&job))
                        .await
                        .and_then(|mut ids| ids.pop().ok_or(StoreError::WriterGone));
                    job.finish(result);
                }
            }
        }
    }
}

async fn commit(pool: &AnyPool, group: &[Job]) -> Result<Vec<Done>, StoreError> {
    let mut conn = pool.acquire().await?;
    let result = commit_on(&mut conn, group).await;
    if result.is_err() {
        // In doubt: see the module's doc.
        conn.close_on_drop();
    }
    result
}

async fn commit_on(conn: &mut PoolConnection<Any>, group: &[Job]) -> Result<Vec<Done>, StoreError> {
    let mut tx = conn.begin().await?;
    // Exam saves last, by exam then sitting (a stable sort: one sitting's saves keep
    // their order, the last one wins): rows are taken in the order `lock_exam` asks for.
    let mut order: Vec<usize> = (0..group.len()).collect();
    order.sort_by_key(|&i| match &group[i] {
        Job::Exam { save, .. } => (1, save.exam, save.sitting),
        _ => (0, 0, 0),
    });
    let mut done: Vec<Option<Done>> = group.iter().map(|_| None).collect();
    // Each exam's row is taken once a group: whether it was still open.
    let mut exams: Vec<(i64, bool)> = Vec::new();
    for i in order {
        done[i] = Some(match &group[i] {
            Job::Answer { attempt, .. } => Done::Saved(insert(&mut tx, attempt).await?),
            Job::Open {
                user,
                slot,
                question,
                ..
            } => {
                open(&mut tx, *user, slot, question).await?;
                Done::Opened
            }
            Job::Exam { save, .. } => {
                let open = match exams.iter().find(|(id, _)| *id == save.exam) {
                    Some(&(_, open)) => open,
                    None => {
                        let open = lock_exam(&mut tx, save.exam).await?;
                        exams.push((save.exam, open));
                        open
                    }
                };
                Done::Exam(if open {
                    save_in(&mut tx, save).await?
                } else {
                    Err(Refused::HandedIn)
                })
            }
        });
    }
    tx.commit().await?;
    Ok(done.into_iter().flatten().collect())
}

async fn open(
    tx: &mut Transaction<'_, Any>,
    user: i64,
    slot: &str,
    q: &OpenQuestion,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO open_questions (user_id, slot, template_id, variant_code, shown_at, reason)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, slot) DO UPDATE SET
           template_id = excluded.template_id, variant_code = excluded.variant_code,
           shown_at = excluded.shown_at, reason = excluded.reason",
    )
    .bind(user)
    .bind(slot)
    .bind(&q.template_id)
    .bind(&q.variant_code)
    .bind(q.shown_at)
    .bind(q.reason.as_deref())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn insert(tx: &mut Transaction<'_, Any>, a: &NewAttempt) -> Result<Saved, StoreError> {
    let inserted = sqlx::query(
        "INSERT INTO attempts (user_id, sitting_id, token_id, template_id, family, law,
             variant_code, lang, variant, answer, outcome, misreading, credit_num, credit_den,
             shown_at, answered_at, schema, counted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 $18)
         ON CONFLICT (user_id, token_id) DO NOTHING
         RETURNING id",
    )
    .bind(a.user_id)
    .bind(a.sitting_id)
    .bind(&a.token_id)
    .bind(&a.template_id)
    .bind(&a.family)
    .bind(&a.law)
    .bind(&a.variant_code)
    .bind(&a.lang)
    .bind(&a.variant)
    .bind(&a.answer)
    .bind(a.outcome.code())
    .bind(a.misreading.as_deref())
    .bind(a.credit.0)
    .bind(a.credit.1)
    .bind(a.shown_at)
    .bind(a.answered_at)
    .bind(super::records::ATTEMPT_SCHEMA)
    .bind(i64::from(a.counted))
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(row) = inserted {
        if a.counted {
            // Answered: the slot's next page draws a new question. Whichever slot holds
            // this variant (the form names its slot, but a form is not to be trusted
            // with that), and only this variant's row, in case the slot has moved on in
            // another tab meanwhile.
            sqlx::query("DELETE FROM open_questions WHERE user_id = $1 AND variant_code = $2")
                .bind(a.user_id)
                .bind(&a.variant_code)
                .execute(&mut **tx)
                .await?;
        }
        if a.counted && a.slot.as_deref() == Some("weak") {
            sqlx::query(
                "INSERT INTO weak_rounds (user_id, answered, right_answers) VALUES ($1, 1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET
                   answered = weak_rounds.answered + 1,
                   right_answers = weak_rounds.right_answers + $2",
            )
            .bind(a.user_id)
            .bind(i64::from(a.outcome == Outcome::Correct))
            .execute(&mut **tx)
            .await?;
        }
        if !a.counted {
            return Ok(Saved {
                id: row.try_get("id")?,
                first: true,
            });
        }
        let right = i64::from(a.outcome == Outcome::Correct);
        sqlx::query(
            "INSERT INTO leitner (user_id, template_id, box, seen_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, template_id) DO UPDATE SET
               box = CASE WHEN $5 = 1 THEN
                       (CASE WHEN leitner.box < $6 THEN leitner.box + 1 ELSE $6 END)
                     ELSE 1 END,
               seen_at = $4",
        )
        .bind(a.user_id)
        .bind(&a.template_id)
        .bind(1 + right)
        .bind(a.answered_at)
        .bind(right)
        .bind(LEITNER_BOXES)
        .execute(&mut **tx)
        .await?;
        return Ok(Saved {
            id: row.try_get("id")?,
            first: true,
        });
    }
    // Answered before: the first answer stands.
    let row = sqlx::query("SELECT id FROM attempts WHERE user_id = $1 AND token_id = $2")
        .bind(a.user_id)
        .bind(&a.token_id)
        .fetch_one(&mut **tx)
        .await?;
    Ok(Saved {
        id: row.try_get("id")?,
        first: false,
    })
}
