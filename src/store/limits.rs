//! Fixed-window counters of login attempts, in the database so that every server process
//! counts the same attempts. A key names what is counted (see [`crate::web::accounts`]):
//! failed logins from an address, of an account, of an account from an address, and
//! registrations from an address.
//!
//! An attempt is *taken* before the password is checked: one atomic statement counts it
//! and returns the count, so concurrent guesses see distinct counts and no more than the
//! limit get through (review security S7: reading first and counting after let 28 of 29
//! concurrent guesses through a limit of 10). An attempt that turns out not to be a
//! failure is then *given back*.

use sqlx::Row;

use super::{Store, StoreError, now};

/// The window the counters run over.
pub const WINDOW_SECS: i64 = 15 * 60;

/// An attempt counted under a key: the count it made, and the window it fell in (to give
/// it back to that window only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    /// The count in the window, this attempt included.
    pub count: i64,
    /// When the window began (unix seconds).
    pub window_start: i64,
}

impl Store {
    /// Counts one more attempt under `key` and returns the count in the current window.
    ///
    /// # Errors
    /// A database error.
    pub async fn count_attempt(&self, key: &str) -> Result<i64, StoreError> {
        Ok(self.take_attempt(key).await?.count)
    }

    /// Counts one more attempt under `key`, atomically, and returns the count it made.
    ///
    /// # Errors
    /// A database error.
    pub async fn take_attempt(&self, key: &str) -> Result<Taken, StoreError> {
        let t = now();
        let row = sqlx::query(
            "INSERT INTO login_limits (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN login_limits.window_start <= $3 THEN 1
                            ELSE login_limits.count + 1 END,
               window_start = CASE WHEN login_limits.window_start <= $3 THEN $2
                                   ELSE login_limits.window_start END
             RETURNING count, window_start",
        )
        .bind(key)
        .bind(t)
        .bind(t - WINDOW_SECS)
        .fetch_one(self.pool())
        .await?;
        Ok(Taken {
            count: row.try_get("count")?,
            window_start: row.try_get("window_start")?,
        })
    }

    /// Uncounts an attempt [`Store::take_attempt`] counted (it was not a failure), when
    /// its window is still the current one.
    ///
    /// # Errors
    /// A database error.
    pub async fn give_back(&self, key: &str, taken: Taken) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE login_limits SET count = count - 1
             WHERE key = $1 AND window_start = $2 AND count > 0",
        )
        .bind(key)
        .bind(taken.window_start)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// The count under `key` in the current window, without counting.
    ///
    /// # Errors
    /// A database error.
    pub async fn attempts(&self, key: &str) -> Result<i64, StoreError> {
        let row =
            sqlx::query("SELECT count FROM login_limits WHERE key = $1 AND window_start > $2")
                .bind(key)
                .bind(now() - WINDOW_SECS)
                .fetch_optional(self.pool())
                .await?;
        Ok(row.map(|r| r.try_get("count")).transpose()?.unwrap_or(0))
    }

    /// Forgets the counter under `key` (a successful login clears its account's failures).
    ///
    /// # Errors
    /// A database error.
    pub async fn clear_attempts(&self, key: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM login_limits WHERE key = $1")
            .bind(key)
            .execute(self.pool())
            .await?;
        Ok(())
    }
}
