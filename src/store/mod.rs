//! The database of the web quiz: accounts, sessions, login counters, courses, answers,
//! spaced repetition and the printed exams instructors set, on SQLite (one file, the
//! default) or PostgreSQL (shared by any number of `ruling serve` processes). No HTTP
//! here: `web` calls these functions.
//!
//! One set of runtime-checked queries serves both backends through sqlx's `Any` driver
//! (`$1` parameters, `BIGINT` columns, `ON CONFLICT`, `RETURNING`); the schema is in
//! `migrations/`, one folder per backend. The integration tests run every query on both.
//!
//! Durability: SQLite runs in WAL mode with `synchronous = FULL`, so a committed answer
//! survives a process crash and, on a disk that honours `fsync`, a power loss. Answers go
//! through [`writer`], which commits several at once (group commit) and acknowledges each
//! only after its commit.

pub mod assignments;
pub mod attempts;
pub mod class;
pub mod courses;
pub mod federations;
pub mod identity;
pub mod limits;
pub mod online;
pub mod open;
pub mod printed;
pub mod records;
pub mod reports;
pub mod sessions;
pub mod settings;
pub mod users;
pub mod writer;
// Paper exams marked in the browser (issues 35 § 6, 36 § 4).
pub mod marking;

use std::str::FromStr;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};

pub use attempts::{Attempt, NewAttempt, Outcome, Saved};
pub use courses::Course;
pub use printed::{NewPrintedExam, PrintedExam};
pub use sessions::Session;
pub use users::{Role, User};

/// Which database engine a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// Why the store could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("`{0}` is not a database address: use a file name, sqlite://FILE or postgres://…")]
    /// The address names no database this program can use.
    Url(String),
    #[error("database: {0}")]
    /// The database refused or failed.
    Database(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    /// A migration could not be applied.
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("the e-mail address {0} already has an account")]
    /// An account with this e-mail address exists.
    EmailTaken(String),
    #[error("column {column} holds `{value}`, which this program does not know")]
    /// A stored value this program does not know (a newer program wrote it?).
    BadValue {
        /// The column.
        column: &'static str,
        /// The value found.
        value: String,
    },
    #[error("the answer writer has stopped")]
    /// The task that writes answers has stopped; nothing more can be stored.
    WriterGone,
}

/// The database and the writer that commits answers.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    writer: writer::Writer,
}

/// The current time in Unix seconds: sessions, counters and answers are dated; rulings and
/// variants never are.
#[allow(clippy::disallowed_methods)]
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

impl Store {
    /// Opens (creating and migrating) the database at `url`: `postgres://…` for
    /// PostgreSQL, `sqlite://FILE` or a bare file name for SQLite.
    ///
    /// # Errors
    /// An address of neither kind, a database that cannot be reached, or a failed migration.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let (backend, url) = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            (Backend::Postgres, url.to_owned())
        } else if let Some(path) = url.strip_prefix("sqlite://") {
            (Backend::Sqlite, format!("sqlite://{path}?mode=rwc"))
        } else if url.contains("://") {
            return Err(StoreError::Url(url.to_owned()));
        } else {
            (Backend::Sqlite, format!("sqlite://{url}?mode=rwc"))
        };
        let options = AnyConnectOptions::from_str(&url).map_err(|_| StoreError::Url(url))?;
        let pool = match backend {
            Backend::Sqlite => {
                AnyPoolOptions::new()
                    .max_connections(8)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            // WAL lets readers go on while the writer commits; FULL syncs
                            // the log at every commit, so an acknowledged answer survives
                            // a power loss too.
                            for pragma in [
                                "PRAGMA journal_mode = WAL",
                                "PRAGMA synchronous = FULL",
                                "PRAGMA busy_timeout = 10000",
                                "PRAGMA foreign_keys = ON",
                            ] {
                                conn.execute(pragma).await?;
                            }
                            Ok(())
                        })
                    })
                    .connect_with(options)
                    .await?
            }
            Backend::Postgres => {
                AnyPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options)
                    .await?
            }
        };
        match backend {
            Backend::Sqlite => sqlx::migrate!("migrations/sqlite").run(&pool).await?,
            Backend::Postgres => sqlx::migrate!("migrations/postgres").run(&pool).await?,
        }
        let writer = writer::Writer::spawn(pool.clone());
        Ok(Store {
            pool,
            backend,
            writer,
        })
    }

    /// Which database this store is on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Whether the database answers: one trivial query.
    ///
    /// # Errors
    /// The database's error: unreachable, closed, or out of connections.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(self.pool()).await?;
        Ok(())
    }

    /// Closes the pool: call it when no request is left.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// 32 bytes from the operating system's generator, in URL-safe base 64: session tokens,
/// CSRF secrets, join codes' randomness and the HMAC key.
///
/// # Panics
/// When the operating system has no random source, which leaves nothing safe to do.
pub fn random_token() -> String {
    use base64::Engine;
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
