//! Fixed-window counters of login attempts, in the database so that every server process
//! counts the same attempts. A key names what is counted: `account:<email>` (failed
//! logins of one account) or `address:<ip>` (every login from one address).

use sqlx::Row;

use super::{Store, StoreError, now};

/// The window the counters run over.
pub const WINDOW_SECS: i64 = 15 * 60;

impl Store {
    /// Counts one more attempt under `key` and returns the count in the current window.
    ///
    /// # Errors
    /// A database error.
    pub async fn count_attempt(&self, key: &str) -> Result<i64, StoreError> {
        let t = now();
        let row = sqlx::query(
            "INSERT INTO login_limits (key, window_start, count) VALUES ($1, $2, 1)
             ON CONFLICT (key) DO UPDATE SET
               count = CASE WHEN login_limits.window_start <= $3 THEN 1
                            ELSE login_limits.count + 1 END,
               window_start = CASE WHEN login_limits.window_start <= $3 THEN $2
                                   ELSE login_limits.window_start END
             RETURNING count",
        )
        .bind(key)
        .bind(t)
        .bind(t - WINDOW_SECS)
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get("count")?)
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
