//! `/settings`: what a user may change about his own account (review security S13): his
//! name, his password (with the current one; every other session ends, so a stolen
//! cookie dies with the old password), and "log out everywhere else". The language
//! switch is the site-wide form of [`super::accounts::language`].

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::store::User;
use crate::store::identity::{Name, NewPassword};

use super::AppState;
use super::accounts::{hash_password, verify_password};
use super::error::AppError;
use super::extract::Form;
use super::page::{Page, html};
use super::session::{Ctx, Member};

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    page: Page,
    user: User,
    /// What the last change did, as a sentence.
    notice: Option<String>,
    /// Why it was refused: the field and the sentence.
    error: Option<(&'static str, String)>,
}

impl SettingsPage {
    /// Every zone of the database, for the select (about 600 names).
    fn zones(&self) -> Vec<String> {
        super::when::zones()
    }

    /// The zone the language gives when none is chosen.
    fn default_zone(&self) -> &'static str {
        super::when::default_zone(self.page.lang)
    }

    fn error_for(&self, field: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|(f, _)| *f == field)
            .map(|(_, text)| text.as_str())
    }
}

fn page(
    ctx: &Ctx,
    user: User,
    notice: Option<&str>,
    error: Option<(&'static str, &str)>,
) -> Response {
    let page = Page::new(ctx, "ui-settings-title");
    let notice = notice.map(|id| page.t(id));
    let error = error.map(|(field, id)| (field, page.t(id)));
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    let body = SettingsPage {
        page,
        user,
        notice,
        error,
    };
    (status, html(&body)).into_response()
}

/// `GET /settings`: the logged-in user's settings page.
pub async fn show(Member(user, ctx): Member) -> Response {
    page(&ctx, user, None, None)
}

/// The name form.
#[derive(Debug, Deserialize)]
pub struct NameForm {
    name: String,
}

/// `POST /settings/name`: a new name, by the rules of registration.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn name(
    State(state): State<AppState>,
    Member(mut user, ctx): Member,
    Form(form): Form<NameForm>,
) -> Result<Response, AppError> {
    let name = match Name::parse(&form.name) {
        Ok(name) => name,
        Err(e) => return Ok(page(&ctx, user, None, Some((e.field(), e.message())))),
    };
    state.store.set_user_name(user.id, &name).await?;
    user.name = name.as_str().to_owned();
    Ok(page(&ctx, user, Some("ui-settings-name-changed"), None))
}

/// The time-zone form: a zone of the database, or empty for the language's.
#[derive(Debug, Deserialize)]
pub struct ZoneForm {
    zone: String,
}

/// `POST /settings/zone`: the zone dates are shown in (review web-ux W15).
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn zone(
    State(state): State<AppState>,
    Member(mut user, ctx): Member,
    Form(form): Form<ZoneForm>,
) -> Result<Response, AppError> {
    let chosen = form.zone.trim();
    let zone = if chosen.is_empty() {
        None
    } else if super::when::is_zone(chosen) {
        Some(chosen.to_owned())
    } else {
        return Ok(page(
            &ctx,
            user,
            None,
            Some(("zone", "ui-settings-zone-unknown")),
        ));
    };
    state.store.set_time_zone(user.id, zone.as_deref()).await?;
    user.time_zone = zone;
    Ok(page(&ctx, user, Some("ui-settings-zone-changed"), None))
}

/// The password form.
#[derive(Debug, Deserialize)]
pub struct PasswordForm {
    current: String,
    password: String,
}

/// `POST /settings/password`: a new password, given the current one; every other session
/// of the account ends.
///
/// # Errors
/// [`AppError::Internal`] when the store or the hashing fails.
pub async fn password(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Form(form): Form<PasswordForm>,
) -> Result<Response, AppError> {
    // The new password's rules first: they cost nothing, the hashing costs much.
    let new = match NewPassword::parse(&form.password) {
        Ok(new) => new,
        Err(e) => return Ok(page(&ctx, user, None, Some((e.field(), e.message())))),
    };
    // The hash as a login reads it (none for a disabled account: nothing matches).
    let stored = state
        .store
        .user_for_login(&user.email)
        .await?
        .map(|(_, hash)| hash)
        .unwrap_or_default();
    let current = form.current;
    let hash = tokio::task::spawn_blocking(move || {
        verify_password(&current, &stored)
            .then(|| hash_password(new.as_str()))
            .transpose()
    })
    .await?
    .map_err(|e| {
        tracing::error!("hashing a password: {e}");
        AppError::Internal
    })?;
    let Some(hash) = hash else {
        let wrong = ("current", "ui-settings-password-wrong");
        return Ok(page(&ctx, user, None, Some(wrong)));
    };
    let keep = ctx.session.as_ref().map(|s| s.id_hash.as_str());
    state.store.set_password(user.id, &hash, keep).await?;
    Ok(page(&ctx, user, Some("ui-settings-password-changed"), None))
}

/// `POST /settings/sessions`: ends every session of the account but this one.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn end_sessions(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    let keep = ctx.session.as_ref().map(|s| s.id_hash.as_str());
    state.store.end_sessions(user.id, keep).await?;
    Ok(page(&ctx, user, Some("ui-settings-sessions-ended"), None))
}
