//! Accounts: who may log in, with which role and language. Passwords are stored as argon2
//! hashes (PHC strings); this module never sees a password in clear.

use std::fmt;
use std::str::FromStr;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::i18n::Lang;

use super::{Store, StoreError, now};

/// What an account may do: practise; also run courses and see their students; also see
/// every course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// Practises; sees his own progress.
    Student,
    /// Creates courses; sees his students' progress.
    Instructor,
    /// Everything an instructor may, for every course.
    Admin,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 3] = [Role::Student, Role::Instructor, Role::Admin];

    /// The database's spelling: `student`, `instructor`, `admin`.
    pub const fn code(self) -> &'static str {
        match self {
            Role::Student => "student",
            Role::Instructor => "instructor",
            Role::Admin => "admin",
        }
    }

    /// Instructors and admins run courses.
    pub fn teaches(self) -> bool {
        self >= Role::Instructor
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A role name was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a role: use student, instructor or admin")]
pub struct ParseRoleError(pub String);

impl FromStr for Role {
    type Err = ParseRoleError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Role::ALL
            .into_iter()
            .find(|r| r.code() == s)
            .ok_or_else(|| ParseRoleError(s.to_owned()))
    }
}

/// An account as the pages need it (the password hash stays in the store).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// The row's id.
    pub id: i64,
    /// The e-mail address the user logs in with.
    pub email: String,
    /// The name shown to instructors.
    pub name: String,
    /// What the user may do.
    pub role: Role,
    /// The language of the whole UI and every question.
    pub lang: Lang,
    /// The time zone dates are shown in (`Europe/Oslo`); `None` is the language's.
    pub time_zone: Option<String>,
}

pub(crate) const COLUMNS: &str =
    "users.id, users.email, users.name, users.role, users.lang, users.time_zone";

pub(crate) fn from_row(row: &AnyRow) -> Result<User, StoreError> {
    let role: String = row.try_get("role")?;
    let lang: String = row.try_get("lang")?;
    Ok(User {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        name: row.try_get("name")?,
        role: role.parse().map_err(|_| StoreError::BadValue {
            column: "users.role",
            value: role.clone(),
        })?,
        lang: lang.parse().map_err(|_| StoreError::BadValue {
            column: "users.lang",
            value: lang.clone(),
        })?,
        time_zone: row.try_get("time_zone")?,
    })
}

/// An e-mail address as stored and compared: trimmed, lower case.
pub fn normal_email(email: &str) -> String {
    email.trim().to_lowercase()
}

impl Store {
    /// Creates an account; the e-mail address is compared without case.
    ///
    /// # Errors
    /// [`StoreError::EmailTaken`] when the address has an account, or a database error.
    pub async fn create_user(
        &self,
        email: &str,
        name: &str,
        role: Role,
        lang: Lang,
        password_hash: &str,
    ) -> Result<User, StoreError> {
        let email = normal_email(email);
        let row = sqlx::query(
            "INSERT INTO users (email, name, role, lang, password_hash, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (email) DO NOTHING
             RETURNING id",
        )
        .bind(&email)
        .bind(name)
        .bind(role.code())
        .bind(lang.code())
        .bind(password_hash)
        .bind(now())
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else {
            return Err(StoreError::EmailTaken(email));
        };
        Ok(User {
            id: row.try_get("id")?,
            email,
            name: name.to_owned(),
            role,
            lang,
            time_zone: None,
        })
    }

    /// The account and its password hash, by e-mail address.
    ///
    /// # Errors
    /// A database error.
    pub async fn user_for_login(&self, email: &str) -> Result<Option<(User, String)>, StoreError> {
        // A disabled account logs in as no account does.
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS}, users.password_hash FROM users
             WHERE email = $1 AND disabled_at IS NULL"
        ))
        .bind(normal_email(email))
        .fetch_optional(self.pool())
        .await?;
        row.map(|row| Ok((from_row(&row)?, row.try_get("password_hash")?)))
            .transpose()
    }

    /// # Errors
    /// A database error.
    pub async fn user(&self, id: i64) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"))
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Sets the zone a user's dates are shown in; `None` is his language's.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_time_zone(&self, id: i64, zone: Option<&str>) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET time_zone = $1 WHERE id = $2")
            .bind(zone)
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// # Errors
    /// A database error.
    pub async fn set_user_lang(&self, id: i64, lang: Lang) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET lang = $1, lang_chosen = 1 WHERE id = $2")
            .bind(lang.code())
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Every account, in the order they were made, each with whether it is disabled.
    ///
    /// # Errors
    /// A database error.
    pub async fn users(&self) -> Result<Vec<(User, bool)>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS}, users.disabled_at FROM users ORDER BY users.id"
        ))
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                let disabled: Option<i64> = row.try_get("disabled_at")?;
                Ok((from_row(row)?, disabled.is_some()))
            })
            .collect()
    }

    /// The account with this e-mail address, disabled or not.
    ///
    /// # Errors
    /// A database error.
    pub async fn user_by_email(&self, email: &str) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM users WHERE email = $1"))
            .bind(normal_email(email))
            .fetch_optional(self.pool())
            .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Sets a new password and ends every session of the account but `keep` (the one
    /// that changed it, if any): a stolen cookie dies with the old password.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_password(
        &self,
        id: i64,
        password_hash: &str,
        keep: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
            .bind(password_hash)
            .bind(id)
            .execute(self.pool())
            .await?;
        self.end_sessions(id, keep).await?;
        Ok(())
    }

    /// Ends every session of an account but `keep`; returns how many ended ("log out
    /// everywhere").
    ///
    /// # Errors
    /// A database error.
    pub async fn end_sessions(&self, id: i64, keep: Option<&str>) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2")
            .bind(id)
            .bind(keep.unwrap_or(""))
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }

    /// Sets the name shown to instructors.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_user_name(
        &self,
        id: i64,
        name: &super::identity::Name,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET name = $1 WHERE id = $2")
            .bind(name.as_str())
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Disables an account (it cannot log in, its sessions end; its answers stay) or
    /// enables it again. `None` when no account has the address.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_disabled(
        &self,
        email: &str,
        disabled: bool,
    ) -> Result<Option<User>, StoreError> {
        let Some(user) = self.user_by_email(email).await? else {
            return Ok(None);
        };
        sqlx::query("UPDATE users SET disabled_at = $1 WHERE id = $2")
            .bind(disabled.then(now))
            .bind(user.id)
            .execute(self.pool())
            .await?;
        if disabled {
            self.end_sessions(user.id, None).await?;
        }
        Ok(Some(user))
    }
}

/// How long a password-reset code opens a reset: two days, time for a student to read
/// the instructor's message.
pub const RESET_SECS: i64 = 48 * 3600;

/// A reset code as typed or linked: upper case, look-alike letters read as digits, groups
/// of four joined by dashes whatever the spacing (`abcd efgh…` is `ABCD-EFGH-…`).
pub fn normal_reset_code(code: &str) -> String {
    let chars: Vec<char> = code
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(64)
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect();
    chars
        .chunks(4)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// Sixteen random characters of Crockford's base 32 in groups of four (80 bits): short
/// enough to read out over the phone, far too many to guess.
fn new_reset_code() -> String {
    const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    let chars: String = bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b % 32)]))
        .collect();
    normal_reset_code(&chars)
}

/// SHA-256 of a secret, in hex: what is stored of reset codes and the setup token.
pub(crate) fn secret_hash(secret: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Store {
    /// Leaves an account's language open: its first login takes the browser's
    /// (`ruling user add` without `--lang`).
    ///
    /// # Errors
    /// A database error.
    pub async fn leave_lang_open(&self, id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE users SET lang_chosen = 0 WHERE id = $1")
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Gives an account whose language is still open the language `lang` for good;
    /// true when it had none (a first login), false when it keeps its own.
    ///
    /// # Errors
    /// A database error.
    pub async fn settle_lang(&self, id: i64, lang: Lang) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE users SET lang = $1, lang_chosen = 1 WHERE id = $2 AND lang_chosen = 0",
        )
        .bind(lang.code())
        .bind(id)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A fresh one-time reset code for the account `user`, made by `made_by`; the
    /// account's earlier unused codes stop working. Returns the code (shown once; only
    /// its hash is kept).
    ///
    /// # Errors
    /// A database error.
    pub async fn create_reset_code(&self, user: i64, made_by: i64) -> Result<String, StoreError> {
        let code = new_reset_code();
        let t = now();
        sqlx::query("DELETE FROM reset_codes WHERE user_id = $1 AND used_at IS NULL")
            .bind(user)
            .execute(self.pool())
            .await?;
        sqlx::query(
            "INSERT INTO reset_codes (code_hash, user_id, made_by, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(secret_hash(&code))
        .bind(user)
        .bind(made_by)
        .bind(t)
        .bind(t + RESET_SECS)
        .execute(self.pool())
        .await?;
        Ok(code)
    }

    /// The account a reset code opens, while it is unused and unexpired (and the account
    /// not disabled); nothing is changed.
    ///
    /// # Errors
    /// A database error.
    pub async fn reset_code_user(&self, code: &str) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reset_codes JOIN users ON users.id = reset_codes.user_id
             WHERE reset_codes.code_hash = $1 AND reset_codes.used_at IS NULL
               AND reset_codes.expires_at > $2 AND users.disabled_at IS NULL"
        ))
        .bind(secret_hash(&normal_reset_code(code)))
        .bind(now())
        .fetch_optional(self.pool())
        .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Uses a reset code: sets the password of its account and ends all the account's
    /// sessions. `None` when the code is unknown, used, expired, or its account
    /// disabled; of two uses at once, one wins.
    ///
    /// # Errors
    /// A database error.
    pub async fn use_reset_code(
        &self,
        code: &str,
        password_hash: &str,
    ) -> Result<Option<User>, StoreError> {
        let Some(user) = self.reset_code_user(code).await? else {
            return Ok(None);
        };
        let t = now();
        // The claim is one conditional update: a second use finds used_at set.
        let done = sqlx::query(
            "UPDATE reset_codes SET used_at = $1
             WHERE code_hash = $2 AND used_at IS NULL AND expires_at > $1",
        )
        .bind(t)
        .bind(secret_hash(&normal_reset_code(code)))
        .execute(self.pool())
        .await?;
        if done.rows_affected() != 1 {
            return Ok(None);
        }
        self.set_password(user.id, password_hash, None).await?;
        Ok(Some(user))
    }

    /// Moves every reset code's expiry by `secs` (tests of expiry; no clock is faked).
    ///
    /// # Errors
    /// A database error.
    #[doc(hidden)]
    pub async fn age_reset_codes(&self, secs: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE reset_codes SET expires_at = expires_at - $1")
            .bind(secs)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Whether any account exists (a first run has none).
    ///
    /// # Errors
    /// A database error.
    pub async fn has_users(&self) -> Result<bool, StoreError> {
        let row = sqlx::query("SELECT 1 AS one FROM users LIMIT 1")
            .fetch_optional(self.pool())
            .await?;
        Ok(row.is_some())
    }

    /// A fresh first-run setup token when the database has no account, else `None`.
    /// Only its hash is kept (a new one replaces an earlier one, so each start of the
    /// server prints a working address); it works until an account exists.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_setup_token(&self) -> Result<Option<String>, StoreError> {
        if self.has_users().await? {
            return Ok(None);
        }
        let token = super::random_token();
        sqlx::query(
            "INSERT INTO settings (name, value) VALUES ('setup_token', $1)
             ON CONFLICT (name) DO UPDATE SET value = $1",
        )
        .bind(secret_hash(&token))
        .execute(self.pool())
        .await?;
        Ok(Some(token))
    }

    /// Whether `token` is the live setup token: no account exists yet and it matches.
    ///
    /// # Errors
    /// A database error.
    pub async fn setup_token_valid(&self, token: &str) -> Result<bool, StoreError> {
        if self.has_users().await? {
            return Ok(false);
        }
        let row = sqlx::query("SELECT value FROM settings WHERE name = 'setup_token'")
            .fetch_optional(self.pool())
            .await?;
        let stored: Option<String> = row.map(|r| r.try_get("value")).transpose()?;
        Ok(stored.is_some_and(|s| {
            use subtle::ConstantTimeEq;
            bool::from(s.as_bytes().ct_eq(secret_hash(token).as_bytes()))
        }))
    }

    /// Creates the first admin with the setup token, which then stops working. `None`
    /// when the token is not the live one (used, or an account exists): of two uses at
    /// once, one wins.
    ///
    /// # Errors
    /// [`StoreError::EmailTaken`] never in practice (no account exists), or a database
    /// error.
    pub async fn use_setup_token(
        &self,
        token: &str,
        email: &str,
        name: &str,
        lang: Lang,
        password_hash: &str,
    ) -> Result<Option<User>, StoreError> {
        if !self.setup_token_valid(token).await? {
            return Ok(None);
        }
        // Deleting the row is the claim: only one request deletes it.
        let done = sqlx::query("DELETE FROM settings WHERE name = 'setup_token' AND value = $1")
            .bind(secret_hash(token))
            .execute(self.pool())
            .await?;
        if done.rows_affected() != 1 {
            return Ok(None);
        }
        self.create_user(email, name, Role::Admin, lang, password_hash)
            .await
            .map(Some)
    }
}
