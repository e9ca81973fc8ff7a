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
use std::sync::Arc;
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

impl StoreError {
    /// Whether the database refused to write for want of room or permission: a full disk,
    /// a file or file system made read-only, a disk failing its writes (SQLite's
    /// `SQLITE_FULL`, `SQLITE_READONLY`, `SQLITE_IOERR`, `SQLITE_CANTOPEN`), or a
    /// PostgreSQL that takes no writes (`25006` read-only transaction, as on a standby or
    /// with `default_transaction_read_only`; `53100` disk full; `58030` I/O error).
    /// Nothing was stored, and the same request will do once the database can write.
    pub fn cannot_write(&self) -> bool {
        use sqlx::error::DatabaseError as _;
        let StoreError::Database(sqlx::Error::Database(e)) = self else {
            return false;
        };
        if let Some(e) = e.try_downcast_ref::<sqlx::sqlite::SqliteError>() {
            return e
                .code()
                .and_then(|c| c.parse::<i32>().ok())
                .is_some_and(|c| SQLITE_CANNOT_WRITE.contains(&(c & 0xff)));
        }
        if let Some(e) = e.try_downcast_ref::<sqlx::postgres::PgDatabaseError>() {
            return matches!(e.code(), "25006" | "53100" | "58030");
        }
        false
    }
}

/// SQLite's primary result codes for a write the file or its disk refused: `SQLITE_IOERR`
/// (10), `SQLITE_READONLY` (8), `SQLITE_FULL` (13), `SQLITE_CANTOPEN` (14).
const SQLITE_CANNOT_WRITE: [i32; 4] = [8, 10, 13, 14];
/// `SQLITE_READONLY`: a write to a connection opened read-only.
const SQLITE_READONLY: i32 = 8;
/// How long a pooled SQLite connection lives: the pool replaces it after that. Set, not
/// left to sqlx's default, because [`ReadOnlySeen`] relies on it.
const SQLITE_LIFETIME: Duration = Duration::from_secs(30 * 60);

/// When SQLite last opened a connection read-only. SQLite opens a file it may not write
/// (its permissions changed, the file or file system made read-only) read-only without
/// an error, and that connection stays read-only when the file is writable again: kept
/// in the pool, it would refuse every write it was given until the pool retires it. So
/// such a connection is marked (`query_only`), and for as long as one may be in the pool
/// each connection is looked at before it is handed out; a marked one is closed, and
/// the pool opens another, writable once the file is.
#[derive(Default)]
struct ReadOnlySeen(std::sync::Mutex<Option<std::time::Instant>>);

impl ReadOnlySeen {
    fn now(&self) {
        *self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(std::time::Instant::now());
    }

    /// Whether a connection opened read-only may still be in the pool.
    fn recent(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .is_some_and(|at| at.elapsed() <= SQLITE_LIFETIME + Duration::from_secs(60))
    }
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
                let seen = Arc::new(ReadOnlySeen::default());
                let looked = seen.clone();
                AnyPoolOptions::new()
                    .max_connections(8)
                    .max_lifetime(SQLITE_LIFETIME)
                    .after_connect(move |conn, _| {
                        let seen = seen.clone();
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
                            // A passive checkpoint waits for nobody, and a connection
                            // opened read-only refuses it: the one way SQL can tell.
                            if let Err(e) = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").await {
                                let code = match &e {
                                    sqlx::Error::Database(d) => {
                                        d.code().and_then(|c| c.parse::<i32>().ok())
                                    }
                                    _ => None,
                                };
                                if code.map(|c| c & 0xff) != Some(SQLITE_READONLY) {
                                    return Err(e);
                                }
                                conn.execute("PRAGMA query_only = ON").await?;
                                seen.now();
                            }
                            Ok(())
                        })
                    })
                    .before_acquire(move |conn, _| {
                        let looked = looked.clone();
                        Box::pin(async move {
                            if !looked.recent() {
                                return Ok(true);
                            }
                            let (marked,): (i64,) = sqlx::query_as("PRAGMA query_only")
                                .fetch_one(&mut *conn)
                                .await?;
                            Ok(marked == 0)
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

    /// A transaction that reads and then writes. SQLite begins a plain transaction
    /// reading, and its first write must then take the write lock: when another writer
    /// (the answer writer, under load) committed meanwhile, that fails at once with
    /// "database is locked", whatever the busy timeout. `BEGIN IMMEDIATE` takes the lock
    /// first, waiting its turn. PostgreSQL's rows lock as they are written.
    ///
    /// # Errors
    /// A database error.
    pub(crate) async fn begin_writing(
        &self,
    ) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
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
