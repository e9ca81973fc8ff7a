//! The typesetting pool: at most as many typesetting jobs at once as the machine has
//! CPUs, the rest waiting their turn, so a few clicks on an exam's page cannot start
//! hundreds of typst compiles (review security S2: tokio's blocking pool allows 512).
//!
//! A student's booklet or answer sheet is typeset on request, in the pool, and the
//! request waits for it (a fraction of a second). A whole class's file (`all.pdf`,
//! `key.pdf`) takes tens of seconds for hundreds of students: the first request starts
//! its job and is answered at once with a "being prepared" page; the job keeps the file
//! in the database ([`crate::store::Store::keep_exam_file`]), which serves every later
//! download. A job is started once per file and process, however often the page is
//! reloaded; another process sharing the database may make the same file, and the
//! first row stays.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::Semaphore;

use crate::exam::definition::ExamFile;
use crate::exam::whole::{self, WholeFile};
use crate::exam::{Exam, ExamError};
use crate::pdf::Typesetter;
use crate::store::{Store, StoreError};

/// Why a whole-class file was not made.
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    #[error(transparent)]
    /// Reading the definition or keeping the file failed.
    Store(#[from] StoreError),
    #[error(transparent)]
    /// The definition did not read, or typesetting failed.
    Exam(#[from] ExamError),
    #[error("the typesetting thread failed: {0}")]
    /// The job's thread panicked or was cancelled.
    Thread(#[from] tokio::task::JoinError),
}

/// A place in the pool, held until the work run in it ends (or, unused, until dropped).
pub struct Place {
    permit: Option<tokio::sync::OwnedSemaphorePermit>,
    runs: Arc<AtomicUsize>,
}

impl Place {
    /// Runs the typesetting `work` on a blocking thread in this place.
    ///
    /// # Errors
    /// When `work` panics.
    pub async fn run<T: Send + 'static>(
        self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        // The place goes with the work, not with this future: a client that hangs up
        // does not free it while its typesetting still runs.
        let permit = self.permit;
        tokio::task::spawn_blocking(move || {
            let out = work();
            drop(permit);
            out
        })
        .await
    }
}

/// The pool; cheap to clone, every clone the same pool.
#[derive(Clone)]
pub struct Typesetting {
    permits: Arc<Semaphore>,
    /// The whole-class files this process is making, by exam id.
    making: Arc<Mutex<HashSet<(i64, WholeFile)>>>,
    /// Typesetting runs so far, for tests: a request that must not typeset leaves it as
    /// it was.
    runs: Arc<AtomicUsize>,
}

impl Typesetting {
    /// A pool of `size` places (at least one).
    pub fn new(size: usize) -> Typesetting {
        Typesetting {
            permits: Arc::new(Semaphore::new(size.max(1))),
            making: Arc::default(),
            runs: Arc::default(),
        }
    }

    /// A pool with a place per CPU.
    pub fn per_cpu() -> Typesetting {
        Typesetting::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// How many typesetting runs have started in this process.
    pub fn runs(&self) -> usize {
        self.runs.load(Ordering::Relaxed)
    }

    /// Waits for a place in the pool. Take it before loading what the work needs (an
    /// exam's definition runs to tens of MB): a request waiting for its turn then holds
    /// nothing, however many wait.
    pub async fn place(&self) -> Place {
        // The semaphore is never closed: acquiring fails only if it were.
        let permit = self.permits.clone().acquire_owned().await.ok();
        Place {
            permit,
            runs: self.runs.clone(),
        }
    }

    /// Runs the typesetting `work` on a blocking thread once a place is free.
    ///
    /// # Errors
    /// When `work` panics.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        self.place().await.run(work).await
    }

    /// Whether this process is making file `which` of exam `id`.
    pub fn is_making(&self, id: i64, which: WholeFile) -> bool {
        self.set().contains(&(id, which))
    }

    fn set(&self) -> std::sync::MutexGuard<'_, HashSet<(i64, WholeFile)>> {
        // The set is only inserted into and removed from: a panic leaves it whole.
        self.making.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts making file `which` of exam `id` in the background, unless this process
    /// is making it already; whether it was started now.
    pub fn make(&self, store: &Store, id: i64, which: WholeFile) -> bool {
        if !self.set().insert((id, which)) {
            return false;
        }
        let (pool, store) = (self.clone(), store.clone());
        tokio::spawn(async move {
            let outcome = pool.make_now(&store, id, which).await;
            pool.set().remove(&(id, which));
            if let Err(e) = outcome {
                tracing::error!("making exam {id}'s {}: {e}", which.name());
            }
        });
        true
    }

    async fn make_now(&self, store: &Store, id: i64, which: WholeFile) -> Result<(), JobError> {
        // Made since the request looked (by a job just ended, or another process).
        if store
            .exam_file_names(id)
            .await?
            .iter()
            .any(|n| n == which.name())
        {
            return Ok(());
        }
        let place = self.place().await;
        let Some(definition) = store.printed_exam_definition(id).await? else {
            return Ok(());
        };
        let bytes = place
            .run(move || -> Result<Vec<u8>, ExamError> {
                let exam = Exam::load(ExamFile::parse("exam.json", &definition)?);
                drop(definition);
                whole::typeset(Typesetter::global(), &exam, which)
            })
            .await??;
        store.keep_exam_file(id, which.name(), &bytes).await?;
        tracing::info!("made exam {id}'s {} ({} bytes)", which.name(), bytes.len());
        Ok(())
    }
}
