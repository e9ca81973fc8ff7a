//! Browser sessions, kept in the database so that any server process can serve any
//! request. The cookie carries a random token; the table keeps its SHA-256 only, so a
//! copy of the database opens no session. Each session has its CSRF secret. The web
//! quiz makes one only at login (review security S5: a row per cookieless visit filled
//! the disk); a session without a user, which older versions made for the login form,
//! still reads, and the web treats its visitor as not logged in.

use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::i18n::Lang;

use super::users::{COLUMNS, User, from_row};
use super::{Store, StoreError, now, random_token};

/// How long a logged-in session lasts without a new login.
pub const LOGGED_IN_SECS: i64 = 30 * 24 * 3600;
/// How long an anonymous session (a login form's CSRF secret) lasts.
pub const ANONYMOUS_SECS: i64 = 24 * 3600;

/// A session as a request sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// SHA-256 of the cookie token, in hex: the row's key.
    pub id_hash: String,
    /// The secret every form of the session must carry (CSRF).
    pub csrf: String,
    /// The logged-in user, if any.
    pub user: Option<User>,
    /// The language an anonymous visitor chose.
    pub lang: Option<Lang>,
}

fn hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

impl Store {
    /// Starts a session; returns the cookie token (shown once, never stored) and the
    /// session.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_session(
        &self,
        user: Option<User>,
        lang: Option<Lang>,
    ) -> Result<(String, Session), StoreError> {
        let token = random_token();
        let session = Session {
            id_hash: hash(&token),
            csrf: random_token(),
            user,
            lang,
        };
        let life = if session.user.is_some() {
            LOGGED_IN_SECS
        } else {
            ANONYMOUS_SECS
        };
        let created = now();
        sqlx::query(
            "INSERT INTO sessions (id_hash, user_id, csrf, lang, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&session.id_hash)
        .bind(session.user.as_ref().map(|u| u.id))
        .bind(&session.csrf)
        .bind(session.lang.map(|l| l.code()))
        .bind(created)
        .bind(created + life)
        .execute(self.pool())
        .await?;
        Ok((token, session))
    }

    /// The live session a cookie token opens, with its user.
    ///
    /// # Errors
    /// A database error.
    pub async fn session(&self, token: &str) -> Result<Option<Session>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT sessions.id_hash, sessions.csrf, sessions.lang AS session_lang,
                    sessions.user_id, {COLUMNS}
             FROM sessions LEFT JOIN users ON users.id = sessions.user_id
             WHERE sessions.id_hash = $1 AND sessions.expires_at > $2"
        ))
        .bind(hash(token))
        .bind(now())
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else { return Ok(None) };
        let user_id: Option<i64> = row.try_get("user_id")?;
        let lang: Option<String> = row.try_get("session_lang")?;
        Ok(Some(Session {
            id_hash: row.try_get("id_hash")?,
            csrf: row.try_get("csrf")?,
            user: user_id.map(|_| from_row(&row)).transpose()?,
            lang: lang.and_then(|l| l.parse().ok()),
        }))
    }

    /// Ends a session (logout, or the anonymous one replaced at login).
    ///
    /// # Errors
    /// A database error.
    pub async fn delete_session(&self, id_hash: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE id_hash = $1")
            .bind(id_hash)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Records an anonymous visitor's choice of language.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_session_lang(&self, id_hash: &str, lang: Lang) -> Result<(), StoreError> {
        sqlx::query("UPDATE sessions SET lang = $1 WHERE id_hash = $2")
            .bind(lang.code())
            .bind(id_hash)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Deletes expired sessions and login counters; returns the sessions deleted.
    ///
    /// # Errors
    /// A database error.
    pub async fn purge_expired(&self) -> Result<u64, StoreError> {
        let t = now();
        let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
            .bind(t)
            .execute(self.pool())
            .await?;
        sqlx::query("DELETE FROM login_limits WHERE window_start <= $1")
            .bind(t - super::limits::WINDOW_SECS)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }
}
