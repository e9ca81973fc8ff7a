//! Server-wide values every process shares: the key that signs question tokens.

use sqlx::Row;

use super::{Store, StoreError, random_token};

impl Store {
    /// The HMAC key of the question tokens: made by the first server to ask and read by
    /// every other, so a page served by one process can be answered on another.
    ///
    /// # Errors
    /// A database error.
    pub async fn token_key(&self) -> Result<String, StoreError> {
        sqlx::query(
            "INSERT INTO settings (name, value) VALUES ('token_key', $1)
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(random_token())
        .execute(self.pool())
        .await?;
        let row = sqlx::query("SELECT value FROM settings WHERE name = 'token_key'")
            .fetch_one(self.pool())
            .await?;
        Ok(row.try_get("value")?)
    }
}
