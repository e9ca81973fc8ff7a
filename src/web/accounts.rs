//! Logging in and out, registering with a course's join code, and the language switch.
//!
//! Login attempts are limited in the database (so every server process counts them),
//! with counters taken before the password is checked ([`crate::store::limits`]):
//!
//! - **Failures from one address**: at most [`ADDRESS_LIMIT`] per 15 minutes, then 429.
//!   Only failures count: a class behind one NAT logs in every student (review security
//!   S6 found the 31st correct login of a class refused).
//! - **Failures of one account from one address**: at most [`ACCOUNT_LIMIT`], then 429
//!   for that pair only. The owner at his own address is not refused because a stranger
//!   guessed elsewhere (S7: ten guesses from anywhere locked him out for 15 minutes).
//! - **Failures of one account from anywhere**: never a refusal, a delay before the
//!   password is checked ([`slowdown`]): none for the first [`FREE_FAILURES`], then
//!   doubling from 100 ms up to [`MAX_DELAY`]. It costs each further guess seconds, and
//!   the owner at most that once. Why not a hard account limit: anyone could then lock
//!   any account out by guessing ten times. What is left: an attacker with many
//!   addresses gets [`ACCOUNT_LIMIT`] guesses per address per 15 minutes, each held for
//!   seconds and checked against an argon2id hash.
//! - **Registrations from one address**: at most [`REGISTER_LIMIT`] per 15 minutes, on a
//!   key of their own (a class registers on its first day from one address too).
//!
//! A successful login gives its address's count back (it was not a failure) and clears
//! the account's failures, from its address and from anywhere: its owner is in, so the
//! delay starts again from none (a stranger gains five free guesses per login of the
//! owner, against argon2id hashes; the owner is not slowed for days). It starts a new
//! session; the visitor had none before (the login form's CSRF token needs no session
//! row, see [`super::csrf`]), so there is nothing to fixate.

use std::time::Duration;

use askama::Template;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::i18n::Lang;
use crate::store::identity::{Email, Name, NewPassword};
use crate::store::sessions::LOGGED_IN_SECS;
use crate::store::{Role, StoreError, User};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Query};
use super::page::{Page, html};
use super::paths::LocalPath;
use super::session::{Ctx, LANG_COOKIE, LANG_SECS};

/// Failed logins from one address per window.
pub const ADDRESS_LIMIT: i64 = 30;
/// Failed logins of one account from one address per window.
pub const ACCOUNT_LIMIT: i64 = 10;
/// Registrations from one address per window.
pub const REGISTER_LIMIT: i64 = 100;
/// Failed logins of an account (from anywhere) that cost no delay.
pub const FREE_FAILURES: i64 = 5;
/// The longest delay before an account's password is checked.
pub const MAX_DELAY: Duration = Duration::from_secs(3);

/// The delay before checking the password of an account that has had `failures` failed
/// logins in the window: none for the first [`FREE_FAILURES`] (typing errors), then
/// 100 ms doubling with each failure, at most [`MAX_DELAY`].
pub fn slowdown(failures: i64) -> Duration {
    let over = failures - FREE_FAILURES;
    if over < 0 {
        return Duration::ZERO;
    }
    let millis = 100u64.saturating_mul(1 << over.min(20));
    Duration::from_millis(millis).min(MAX_DELAY)
}

/// The shortest password accepted ([`crate::store::identity`]).
pub use crate::store::identity::MIN_PASSWORD;

/// An argon2id hash (PHC string) of a password, with a fresh salt.
///
/// # Errors
/// Never for a password of sane length; the hasher's own error otherwise.
pub fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    use argon2::PasswordHasher;
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).expect("the operating system's random source");
    let salt = argon2::password_hash::SaltString::encode_b64(&salt)?;
    Ok(argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)?
        .to_string())
}

/// Whether `password` matches a stored hash.
pub fn verify_password(password: &str, hash: &str) -> bool {
    use argon2::PasswordVerifier;
    argon2::password_hash::PasswordHash::new(hash).is_ok_and(|parsed| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A hash checked when the e-mail address has no account, so that a wrong address
/// takes as long as a wrong password.
fn dummy_hash() -> &'static str {
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HASH.get_or_init(|| hash_password("not a password of anyone").unwrap_or_default())
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    page: Page,
    email: String,
    error: Option<String>,
    /// The page asked for before the login (a local path), or empty.
    next: String,
    /// Whether `/forgot` mails a reset link (SMTP is configured).
    mail: bool,
}

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: Page,
    form: RegisterForm,
    error: Option<String>,
}

/// Where a user starts: an instructor or admin on his courses (a new one is asked to
/// create his first there), a student on practice.
pub fn landing(user: &User) -> &'static str {
    if user.role.teaches() {
        "/courses"
    } else {
        "/practice"
    }
}

/// `GET /`: where a logged-in user starts ([`landing`]), the login page for anyone else.
pub async fn home(ctx: Ctx) -> Redirect {
    match ctx.user() {
        Some(user) => Redirect::to(landing(user)),
        None => Redirect::to("/login"),
    }
}

/// `GET /login`: the login form; a logged-in user goes where he starts instead. Nothing
/// is stored: the form's CSRF token is the session layer's stateless one.
pub async fn login_page(
    State(state): State<AppState>,
    ctx: Ctx,
    Query(asked): Query<NextQuery>,
) -> Response {
    let next = asked.next.as_deref().and_then(LocalPath::parse);
    if let Some(user) = ctx.user() {
        let to = next.as_ref().map_or(landing(user), LocalPath::as_str);
        return Redirect::to(to).into_response();
    }
    html(&LoginPage {
        page: Page::new(&ctx, "ui-login-title"),
        email: String::new(),
        error: None,
        next: next.map(|n| n.as_str().to_owned()).unwrap_or_default(),
        mail: state.mailer.is_some(),
    })
}

/// The query of the login page: the page to go to once logged in.
#[derive(Debug, Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

/// The login form: e-mail address and password.
#[derive(Debug, Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    /// The page asked for before the login.
    #[serde(default)]
    next: String,
}

/// `POST /login`: checks the password within the login limits (see the module). A match
/// starts a logged-in session and goes to practice; a wrong address or password shows
/// the form again (401), and counts as a failure.
///
/// # Errors
/// [`AppError::TooMany`] past the limits, before any password is checked;
/// [`AppError::Internal`] when the store fails.
pub async fn login(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<LoginForm>,
) -> Result<Response, AppError> {
    let store = &state.store;
    let email = crate::store::users::normal_email(&form.email);
    let address_key = format!("login-failures:{}", ctx.client);
    let pair_key = format!("account-address:{}|{email}", ctx.client);
    let account_key = format!("account:{email}");
    // Each count is taken before the check, so concurrent guesses see distinct counts;
    // a refused attempt gives back what it took (it was not a failure either).
    let address = store.take_attempt(&address_key).await?;
    if address.count > ADDRESS_LIMIT {
        store.give_back(&address_key, address).await?;
        return Err(AppError::TooMany);
    }
    let pair = store.take_attempt(&pair_key).await?;
    if pair.count > ACCOUNT_LIMIT {
        store.give_back(&pair_key, pair).await?;
        store.give_back(&address_key, address).await?;
        return Err(AppError::TooMany);
    }
    // Taken (not read) too: concurrent guesses are delayed by their own place in line.
    let account = store.take_attempt(&account_key).await?;
    let delay = slowdown(account.count - 1);
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let found = store.user_for_login(&form.email).await?;
    let password = form.password.clone();
    let (user, verified) = tokio::task::spawn_blocking(move || match found {
        Some((user, hash)) => {
            let ok = verify_password(&password, &hash);
            (Some(user), ok)
        }
        None => {
            verify_password(&password, dummy_hash());
            (None, false)
        }
    })
    .await?;
    let Some(mut user) = user.filter(|_| verified) else {
        let page = LoginPage {
            error: Some(Page::new(&ctx, "").t("ui-login-failed")),
            page: Page::new(&ctx, "ui-login-title"),
            email: form.email,
            next: form.next,
            mail: state.mailer.is_some(),
        };
        return Ok((axum::http::StatusCode::UNAUTHORIZED, html(&page)).into_response());
    };
    store.give_back(&address_key, address).await?;
    store.clear_attempts(&pair_key).await?;
    store.clear_attempts(&account_key).await?;
    // An account made without a language takes the browser's at its first login, for good.
    if store.settle_lang(user.id, ctx.lang).await? {
        user.lang = ctx.lang;
    }
    // Back to the page that was asked for, if it is one of this site's.
    let to = LocalPath::parse(&form.next);
    let to = to.as_ref().map_or(landing(&user), LocalPath::as_str);
    start_session(&state, &ctx, user, to).await
}

/// Replaces the visitor's session with a logged-in one and goes to `to`.
pub(super) async fn start_session(
    state: &AppState,
    ctx: &Ctx,
    user: User,
    to: &str,
) -> Result<Response, AppError> {
    if let Some(old) = &ctx.session {
        state.store.delete_session(&old.id_hash).await?;
    }
    let (token, _) = state.store.create_session(Some(user), None).await?;
    let mut response = Redirect::to(to).into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, ctx.cookie(&token, LOGGED_IN_SECS));
    Ok(response)
}

/// `POST /logout`: ends the session and goes to the login page.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn logout(State(state): State<AppState>, ctx: Ctx) -> Result<Response, AppError> {
    if let Some(session) = &ctx.session {
        state.store.delete_session(&session.id_hash).await?;
    }
    let mut response = Redirect::to("/login").into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, ctx.cookie("", 0));
    Ok(response)
}

/// The registration form. Every field may be missing: it then reads as empty, and the
/// form comes back with the field's message.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct RegisterForm {
    /// The course's join code, from its instructor.
    #[serde(default)]
    pub join_code: String,
    /// The student's name, 1 to 100 characters.
    #[serde(default)]
    pub name: String,
    /// The e-mail address, the name he logs in with.
    #[serde(default)]
    pub email: String,
    /// The password, at least [`MIN_PASSWORD`] characters.
    #[serde(default)]
    pub password: String,
    /// The language chosen, as its code (`nb`); the page's language when it does not read.
    #[serde(default)]
    pub lang: String,
}

/// `GET /register`: the registration form, in the visitor's language; a logged-in user
/// goes to practice instead. Nothing is stored.
pub async fn register_page(ctx: Ctx) -> Response {
    if ctx.user().is_some() {
        return Redirect::to("/practice").into_response();
    }
    html(&RegisterPage {
        form: RegisterForm {
            lang: ctx.lang.code().to_owned(),
            ..RegisterForm::default()
        },
        page: Page::new(&ctx, "ui-register-title"),
        error: None,
    })
}

/// Counts one request of kind `what` (`register`, `forgot`, `reset-failures`) against the
/// client's address; past `limit` in the window it is given back and refused (429).
/// Returns the key and what was taken, for a caller that gives a success back.
///
/// # Errors
/// [`AppError::TooMany`] past the limit; [`AppError::Internal`] when the store fails.
pub(super) async fn take_for_address(
    state: &AppState,
    ctx: &Ctx,
    what: &str,
    limit: i64,
) -> Result<(String, crate::store::limits::Taken), AppError> {
    let key = format!("{what}:{}", ctx.client);
    let taken = state.store.take_attempt(&key).await?;
    if taken.count > limit {
        state.store.give_back(&key, taken).await?;
        return Err(AppError::TooMany);
    }
    Ok((key, taken))
}

/// `POST /register`: creates a student account in the course whose join code is given
/// and logs him in. A bad code, name, address or password, or an address that has an
/// account, shows the form again (422) with the password cleared.
///
/// # Errors
/// [`AppError::TooMany`] past the address's registration limit; [`AppError::Internal`] when the store
/// or the password hashing fails.
pub async fn register(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<RegisterForm>,
) -> Result<Response, AppError> {
    take_for_address(&state, &ctx, "register", REGISTER_LIMIT).await?;
    let again = |error: &str| {
        let page = Page::new(&ctx, "ui-register-title");
        let error = Some(page.t(error));
        let mut form = form.clone();
        form.password.clear();
        (
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            html(&RegisterPage { page, form, error }),
        )
            .into_response()
    };
    let Some(course) = state.store.course_by_join_code(&form.join_code).await? else {
        return Ok(again("ui-register-bad-code"));
    };
    // The rules of every account, as `ruling user add` and the settings page keep them.
    let checked = Name::parse(&form.name).and_then(|name| {
        let email = Email::parse(&form.email)?;
        let password = NewPassword::parse(&form.password)?;
        Ok((name, email, password))
    });
    let (name, email, password) = match checked {
        Ok(all) => all,
        Err(e) => return Ok(again(e.message())),
    };
    let lang: Lang = form.lang.parse().unwrap_or(ctx.lang);
    let hash = tokio::task::spawn_blocking(move || hash_password(password.as_str()))
        .await?
        .map_err(|e| {
            tracing::error!("hashing a password: {e}");
            AppError::Internal
        })?;
    let user = match state
        .store
        .create_user(email.as_str(), name.as_str(), Role::Student, lang, &hash)
        .await
    {
        Ok(user) => user,
        Err(StoreError::EmailTaken(_)) => return Ok(again("ui-register-email-taken")),
        Err(e) => return Err(e.into()),
    };
    state.store.enrol(course.id, user.id).await?;
    start_session(&state, &ctx, user, "/practice").await
}

/// The language switch: the language's code and the page to go back to.
#[derive(Debug, Deserialize)]
pub struct LanguageForm {
    lang: String,
    #[serde(default)]
    back: String,
}

/// `POST /language`: sets the language, the user's or (for a visitor who is not logged
/// in) a cookie's, and goes back to the page the switch was on (a path on this site,
/// else `/`).
///
/// # Errors
/// [`AppError::BadRequest`] for a language the catalogue does not have,
/// [`AppError::Internal`] when the store fails.
pub async fn language(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<LanguageForm>,
) -> Result<Response, AppError> {
    let lang: Lang = form
        .lang
        .parse()
        .map_err(|_| AppError::BadRequest("ui-error-bad-language"))?;
    let cookie = match ctx.user() {
        Some(user) => {
            state.store.set_user_lang(user.id, lang).await?;
            None
        }
        None => Some(ctx.set_cookie(LANG_COOKIE, lang.code(), LANG_SECS)),
    };
    // Only a path on this site: never an open redirect.
    let mut response = Redirect::to(LocalPath::or_home(&form.back).as_str()).into_response();
    if let Some(cookie) = cookie {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slowdown_grows_with_failures_and_stays_bounded() {
        let ms = |f| slowdown(f).as_millis();
        assert_eq!(
            (ms(0), ms(FREE_FAILURES - 1)),
            (0, 0),
            "typing errors cost nothing"
        );
        assert_eq!(ms(FREE_FAILURES), 100);
        assert_eq!(ms(FREE_FAILURES + 1), 200);
        assert_eq!(ms(FREE_FAILURES + 4), 1600);
        assert_eq!(slowdown(FREE_FAILURES + 5), MAX_DELAY);
        assert_eq!(slowdown(i64::MAX), MAX_DELAY);
        assert_eq!(slowdown(-1), Duration::ZERO);
    }
}
