//! A forgotten password: the instructor makes a one-time reset code for a student of his
//! course (an admin for anyone), shown to him once and mailed to the student when SMTP is
//! configured; the student opens `/reset/{code}` (or types the code at `/reset`) and sets
//! a new password by the rules of the settings page. The code works once, for
//! [`RESET_SECS`](crate::store::users::RESET_SECS); only its hash is stored; every
//! session of the account ends and the student is logged in afresh.
//!
//! `/forgot` mails a code to an address that has an account when SMTP is configured, and
//! answers the same words whether or not it has one, so it tells no one who studies here.
//! Failed look-ups of a code count against the address, as failed logins do: a code has
//! 80 bits, the count keeps a scan from even trying.

use askama::Template;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::store::identity::{Email, NewPassword};
use crate::store::users::{RESET_SECS, normal_reset_code};
use crate::store::{Role, User};

use super::AppState;
use super::accounts::{ADDRESS_LIMIT, hash_password, landing, start_session, take_for_address};
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::{Ctx, Teacher};

#[derive(Template)]
#[template(path = "reset_code.html")]
struct CodePage {
    page: Page,
    student: User,
    code: String,
    link: String,
    /// How long the code works, as a sentence.
    valid: String,
    mailed: bool,
}

#[derive(Template)]
#[template(path = "reset.html")]
struct ResetPage {
    page: Page,
    /// The code, when it opens an account: the new-password form. None: the code form.
    code: Option<String>,
    email: String,
    error: Option<String>,
    /// The text above the form (a code that does not work says so).
    notice: Option<String>,
}

#[derive(Template)]
#[template(path = "forgot.html")]
struct ForgotPage {
    page: Page,
    mail: bool,
    sent: bool,
}

/// The site's address for a link: the configured public one, else (on the instructor's
/// own page only) the host he asked for.
fn base_url(state: &AppState, ctx: &Ctx, headers: Option<&HeaderMap>) -> String {
    if let Some(url) = &state.config.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let host = headers
        .and_then(|h| h.get(header::HOST))
        .and_then(|v| v.to_str().ok())
        .unwrap_or("localhost");
    let scheme = if ctx.secure { "https" } else { "http" };
    format!("{scheme}://{host}")
}

/// Mails the reset link to `user`; true when the relay took it. A failure is logged:
/// the code shown to the instructor still works.
async fn mail_link(state: &AppState, user: &User, link: &str) -> bool {
    let Some(mailer) = &state.mailer else {
        return false;
    };
    let page = Page {
        lang: user.lang,
        user: None,
        csrf: None,
        path: String::new(),
        title: String::new(),
    };
    let subject = page.t("ui-reset-mail-subject");
    let body = format!(
        "{}\n\n{link}\n\n{}\n",
        page.t1("ui-reset-mail-body", "name", &user.name),
        page.tn("ui-reset-mail-valid", &[("hours", RESET_SECS / 3600)]),
    );
    match mailer.send(&user.email, &subject, body).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!("mailing a reset link to account {}: {e}", user.id);
            false
        }
    }
}

/// `POST /students/{id}/reset`: a fresh reset code for a student of one of the
/// instructor's courses (any account, for an admin), shown once; earlier unused codes of
/// the account stop working.
///
/// # Errors
/// [`AppError::NotFound`] for no such account, [`AppError::Forbidden`] for one not in
/// the instructor's courses, [`AppError::Internal`] when the store fails.
pub async fn make(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let student = state.store.user(id).await?.ok_or(AppError::NotFound)?;
    if user.role != Role::Admin && !state.store.teaches(user.id, id).await? {
        return Err(AppError::Forbidden);
    }
    let code = state.store.create_reset_code(id, user.id).await?;
    let link = format!("{}/reset/{code}", base_url(&state, &ctx, Some(&headers)));
    let mailed = mail_link(&state, &student, &link).await;
    let page = Page::new(&ctx, "ui-reset-code-title");
    let valid = page.tn("ui-reset-code-explained", &[("hours", RESET_SECS / 3600)]);
    Ok(html(&CodePage {
        page,
        student,
        code,
        link,
        valid,
        mailed,
    }))
}

fn reset_page(ctx: &Ctx, code: Option<String>, email: String) -> ResetPage {
    ResetPage {
        page: Page::new(ctx, "ui-reset-title"),
        code,
        email,
        error: None,
        notice: None,
    }
}

/// `GET /reset`: the form to type a reset code into.
pub async fn enter_page(ctx: Ctx) -> Response {
    html(&reset_page(&ctx, None, String::new()))
}

/// The typed code.
#[derive(Debug, Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    code: String,
}

/// `POST /reset`: goes to the code's page (which says whether it works).
pub async fn enter(Form(form): Form<CodeForm>) -> Redirect {
    let code = normal_reset_code(&form.code);
    if code.is_empty() {
        return Redirect::to("/reset");
    }
    Redirect::to(&format!("/reset/{code}"))
}

/// The account a code opens, counting a miss against the client's address.
async fn look_up(state: &AppState, ctx: &Ctx, code: &str) -> Result<Option<User>, AppError> {
    let (key, taken) = take_for_address(state, ctx, "reset-failures", ADDRESS_LIMIT).await?;
    let user = state.store.reset_code_user(code).await?;
    if user.is_some() {
        state.store.give_back(&key, taken).await?;
    }
    Ok(user)
}

/// The page of a code that does not work (404): unknown, used or expired.
fn dead_code(ctx: &Ctx) -> Response {
    let mut page = reset_page(ctx, None, String::new());
    page.notice = Some(page.page.t("ui-reset-code-dead"));
    (StatusCode::NOT_FOUND, html(&page)).into_response()
}

/// `GET /reset/{code}`: the new-password form while the code works.
///
/// # Errors
/// [`AppError::TooMany`] past the address's misses, [`AppError::Internal`] when the
/// store fails.
pub async fn page(
    State(state): State<AppState>,
    ctx: Ctx,
    Path(code): Path<String>,
) -> Result<Response, AppError> {
    let Some(user) = look_up(&state, &ctx, &code).await? else {
        return Ok(dead_code(&ctx));
    };
    Ok(html(&reset_page(
        &ctx,
        Some(normal_reset_code(&code)),
        user.email,
    )))
}

/// The new password.
#[derive(Debug, Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    password: String,
}

/// `POST /reset/{code}`: sets the new password (the settings page's rules), uses the
/// code up, ends every session of the account and logs the student in.
///
/// # Errors
/// As [`page`], and [`AppError::Internal`] when hashing fails.
pub async fn set(
    State(state): State<AppState>,
    ctx: Ctx,
    Path(code): Path<String>,
    Form(form): Form<PasswordForm>,
) -> Result<Response, AppError> {
    let Some(user) = look_up(&state, &ctx, &code).await? else {
        return Ok(dead_code(&ctx));
    };
    let password = match NewPassword::parse(&form.password) {
        Ok(p) => p,
        Err(e) => {
            let mut page = reset_page(&ctx, Some(normal_reset_code(&code)), user.email);
            page.error = Some(page.page.t(e.message()));
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, html(&page)).into_response());
        }
    };
    let hash = tokio::task::spawn_blocking(move || hash_password(password.as_str()))
        .await?
        .map_err(|e| {
            tracing::error!("hashing a password: {e}");
            AppError::Internal
        })?;
    // Another tab may have used the code since the look-up: then it is dead here too.
    let Some(user) = state.store.use_reset_code(&code, &hash).await? else {
        return Ok(dead_code(&ctx));
    };
    let to = landing(&user);
    start_session(&state, &ctx, user, to).await
}

/// `GET /forgot`: with SMTP, the form that mails a reset link; without, who to ask.
pub async fn forgot_page(State(state): State<AppState>, ctx: Ctx) -> Response {
    html(&ForgotPage {
        page: Page::new(&ctx, "ui-forgot-title"),
        mail: state.mailer.is_some(),
        sent: false,
    })
}

/// The address to mail a link to.
#[derive(Debug, Deserialize)]
pub struct ForgotForm {
    #[serde(default)]
    email: String,
}

/// `POST /forgot`: mails a reset link when SMTP is configured and the address has an
/// account in use; the answer is the same in every case. Counted against the client's
/// address like registrations, so it cannot be used to flood someone's mailbox.
///
/// # Errors
/// [`AppError::TooMany`] past the address's limit, [`AppError::Internal`] when the store
/// fails.
pub async fn forgot(
    State(state): State<AppState>,
    ctx: Ctx,
    Form(form): Form<ForgotForm>,
) -> Result<Response, AppError> {
    take_for_address(&state, &ctx, "forgot", ADDRESS_LIMIT).await?;
    if state.mailer.is_some()
        && let Ok(email) = Email::parse(&form.email)
        && let Some((user, _)) = state.store.user_for_login(email.as_str()).await?
    {
        let code = state.store.create_reset_code(user.id, user.id).await?;
        let link = format!("{}/reset/{code}", base_url(&state, &ctx, None));
        // Mailed after the answer: how long the relay takes would tell who has an account.
        let state = state.clone();
        tokio::spawn(async move {
            mail_link(&state, &user, &link).await;
        });
    }
    Ok(html(&ForgotPage {
        page: Page::new(&ctx, "ui-forgot-title"),
        mail: state.mailer.is_some(),
        sent: true,
    }))
}
