//! Logging in and out, registering with a course's join code, and the language switch.
//!
//! Login attempts are limited in the database (so every server process counts them):
//! at most [`ADDRESS_LIMIT`] attempts from one address and [`ACCOUNT_LIMIT`] failed ones
//! on one account per 15 minutes; past that the visitor gets 429 and a page saying when
//! to try again, before any password is checked. Registrations count against the address
//! too. A successful login replaces the anonymous session (no session fixation).

use askama::Template;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::i18n::Lang;
use crate::store::sessions::{ANONYMOUS_SECS, LOGGED_IN_SECS};
use crate::store::{Role, StoreError, User};

use super::AppState;
use super::error::AppError;
use super::extract::Form;
use super::page::{Page, html};
use super::paths::LocalPath;
use super::session::Ctx;

/// Login attempts from one address per window.
pub const ADDRESS_LIMIT: i64 = 30;
/// Failed logins of one account per window.
pub const ACCOUNT_LIMIT: i64 = 10;
/// The shortest password accepted.
pub const MIN_PASSWORD: usize = 8;

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
}

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: Page,
    form: RegisterForm,
    error: Option<String>,
}

/// The visitor's context with a session, creating an anonymous one (and its cookie)
/// when there is none, so that the form can carry a CSRF secret.
async fn with_session(state: &AppState, mut ctx: Ctx) -> Result<(Ctx, Option<String>), AppError> {
    if ctx.session.is_some() {
        return Ok((ctx, None));
    }
    let (token, session) = state.store.create_session(None, None).await?;
    ctx.session = Some(session);
    let cookie = ctx
        .cookie(&token, ANONYMOUS_SECS)
        .to_str()
        .unwrap_or("")
        .to_owned();
    Ok((ctx, Some(cookie)))
}

fn with_cookie(mut response: Response, cookie: Option<String>) -> Response {
    if let Some(cookie) = cookie.and_then(|c| c.parse().ok()) {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    response
}

/// `GET /`: practice for a logged-in user, the login page for anyone else.
pub async fn home(ctx: Ctx) -> Redirect {
    if ctx.user().is_some() {
        Redirect::to("/practice")
    } else {
        Redirect::to("/login")
    }
}

/// `GET /login`: the login form; a logged-in user goes to practice instead. A visitor
/// without a session gets an anonymous one, so that the form carries a CSRF secret.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn login_page(State(state): State<AppState>, ctx: Ctx) -> Result<Response, AppError> {
    if ctx.user().is_some() {
        return Ok(Redirect::to("/practice").into_response());
    }
    let (ctx, cookie) = with_session(&state, ctx).await?;
    let page = LoginPage {
        page: Page::new(&ctx, "ui-login-title"),
        email: String::new(),
        error: None,
    };
    Ok(with_cookie(html(&page), cookie))
}

/// The login form: e-mail address and password.
#[derive(Debug, Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// `POST /login`: checks the password within the login limits. A match replaces the
/// session with a logged-in one and goes to practice; a wrong address or password shows
/// the form again (401), and counts against the account.
///
/// # Errors
/// [`AppError::TooMany`] past the limits, before any password is checked;
/// [`AppError::Internal`] when the store fails.
pub async fn login(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<LoginForm>,
) -> Result<Response, AppError> {
    let address_key = format!("address:{}", ctx.client);
    let account_key = format!("account:{}", crate::store::users::normal_email(&form.email));
    if state.store.count_attempt(&address_key).await? > ADDRESS_LIMIT
        || state.store.attempts(&account_key).await? >= ACCOUNT_LIMIT
    {
        return Err(AppError::TooMany);
    }
    let found = state.store.user_for_login(&form.email).await?;
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
    let Some(user) = user.filter(|_| verified) else {
        state.store.count_attempt(&account_key).await?;
        let page = LoginPage {
            error: Some(Page::new(&ctx, "").t("ui-login-failed")),
            page: Page::new(&ctx, "ui-login-title"),
            email: form.email,
        };
        return Ok((axum::http::StatusCode::UNAUTHORIZED, html(&page)).into_response());
    };
    state.store.clear_attempts(&account_key).await?;
    start_session(&state, &ctx, user).await
}

/// Replaces the visitor's session with a logged-in one and goes to practice.
async fn start_session(state: &AppState, ctx: &Ctx, user: User) -> Result<Response, AppError> {
    if let Some(old) = &ctx.session {
        state.store.delete_session(&old.id_hash).await?;
    }
    let (token, _) = state.store.create_session(Some(user), None).await?;
    let mut response = Redirect::to("/practice").into_response();
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
/// goes to practice instead.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn register_page(State(state): State<AppState>, ctx: Ctx) -> Result<Response, AppError> {
    if ctx.user().is_some() {
        return Ok(Redirect::to("/practice").into_response());
    }
    let (ctx, cookie) = with_session(&state, ctx).await?;
    let page = RegisterPage {
        form: RegisterForm {
            lang: ctx.lang.code().to_owned(),
            ..RegisterForm::default()
        },
        page: Page::new(&ctx, "ui-register-title"),
        error: None,
    };
    Ok(with_cookie(html(&page), cookie))
}

/// `POST /register`: creates a student account in the course whose join code is given
/// and logs him in. A bad code, name, address or password, or an address that has an
/// account, shows the form again (422) with the password cleared.
///
/// # Errors
/// [`AppError::TooMany`] past the address's limit; [`AppError::Internal`] when the store
/// or the password hashing fails.
pub async fn register(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<RegisterForm>,
) -> Result<Response, AppError> {
    if state
        .store
        .count_attempt(&format!("address:{}", ctx.client))
        .await?
        > ADDRESS_LIMIT
    {
        return Err(AppError::TooMany);
    }
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
    let name = form.name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        return Ok(again("ui-register-bad-name"));
    }
    let email = form.email.trim();
    if !email.contains('@') || email.len() > 200 {
        return Ok(again("ui-register-bad-email"));
    }
    if form.password.chars().count() < MIN_PASSWORD || form.password.len() > 1000 {
        return Ok(again("ui-register-short-password"));
    }
    let lang: Lang = form.lang.parse().unwrap_or(ctx.lang);
    let password = form.password.clone();
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await?
        .map_err(|e| {
            tracing::error!("hashing a password: {e}");
            AppError::Internal
        })?;
    let user = match state
        .store
        .create_user(email, name, Role::Student, lang, &hash)
        .await
    {
        Ok(user) => user,
        Err(StoreError::EmailTaken(_)) => return Ok(again("ui-register-email-taken")),
        Err(e) => return Err(e.into()),
    };
    state.store.enrol(course.id, user.id).await?;
    start_session(&state, &ctx, user).await
}

/// The language switch: the language's code and the page to go back to.
#[derive(Debug, Deserialize)]
pub struct LanguageForm {
    lang: String,
    #[serde(default)]
    back: String,
}

/// `POST /language`: sets the language, the user's or an anonymous visitor's session's,
/// and goes back to the page the switch was on (a path on this site, else `/`).
///
/// # Errors
/// [`AppError::BadRequest`] for a language the catalogue does not have,
/// [`AppError::Csrf`] without a session, [`AppError::Internal`] when the store fails.
pub async fn language(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<LanguageForm>,
) -> Result<Redirect, AppError> {
    let lang: Lang = form
        .lang
        .parse()
        .map_err(|_| AppError::BadRequest("ui-error-bad-language"))?;
    match (ctx.user(), &ctx.session) {
        (Some(user), _) => state.store.set_user_lang(user.id, lang).await?,
        (None, Some(session)) => state.store.set_session_lang(&session.id_hash, lang).await?,
        (None, None) => return Err(AppError::Csrf),
    }
    // Only a path on this site: never an open redirect.
    Ok(Redirect::to(LocalPath::or_home(&form.back).as_str()))
}
