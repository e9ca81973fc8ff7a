//! First run: `ruling serve` on a database without accounts prints a one-time address
//! `/setup/{token}`; there the first admin makes his account in the browser and is logged
//! in. The token is random, stored as a hash, and works until it is used; once any
//! account exists every `/setup` address is 404.

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::store::StoreError;
use crate::store::identity::{Email, Name, NewPassword};

use super::AppState;
use super::accounts::{hash_password, start_session};
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::Ctx;

#[derive(Template)]
#[template(path = "setup.html")]
struct SetupPage {
    page: Page,
    token: String,
    name: String,
    email: String,
    error: Option<String>,
}

/// `GET /setup/{token}`: the first admin's form, while the token is the live one.
///
/// # Errors
/// [`AppError::NotFound`] for any other token, or once an account exists;
/// [`AppError::Internal`] when the store fails.
pub async fn page(
    State(state): State<AppState>,
    ctx: Ctx,
    Path(token): Path<String>,
) -> Result<Response, AppError> {
    if !state.store.setup_token_valid(&token).await? {
        return Err(AppError::NotFound);
    }
    Ok(html(&SetupPage {
        page: Page::new(&ctx, "ui-setup-title"),
        token,
        name: String::new(),
        email: String::new(),
        error: None,
    }))
}

/// The first admin's details.
#[derive(Debug, Deserialize)]
pub struct SetupForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// `POST /setup/{token}`: makes the first admin, in the page's language, by the rules of
/// every account, uses the token up, and logs him in on his (empty) course list.
///
/// # Errors
/// As [`page`], and [`AppError::Internal`] when hashing fails.
pub async fn create(
    State(state): State<AppState>,
    ctx: Ctx,
    Path(token): Path<String>,
    Form(form): Form<SetupForm>,
) -> Result<Response, AppError> {
    if !state.store.setup_token_valid(&token).await? {
        return Err(AppError::NotFound);
    }
    let checked = Name::parse(&form.name).and_then(|name| {
        let email = Email::parse(&form.email)?;
        let password = NewPassword::parse(&form.password)?;
        Ok((name, email, password))
    });
    let (name, email, password) = match checked {
        Ok(all) => all,
        Err(e) => {
            let page = Page::new(&ctx, "ui-setup-title");
            let error = Some(page.t(e.message()));
            return Ok((
                StatusCode::UNPROCESSABLE_ENTITY,
                html(&SetupPage {
                    page,
                    token,
                    name: form.name,
                    email: form.email,
                    error,
                }),
            )
                .into_response());
        }
    };
    let hash = tokio::task::spawn_blocking(move || hash_password(password.as_str()))
        .await?
        .map_err(|e| {
            tracing::error!("hashing a password: {e}");
            AppError::Internal
        })?;
    let user = match state
        .store
        .use_setup_token(&token, email.as_str(), name.as_str(), ctx.lang, &hash)
        .await
    {
        Ok(Some(user)) => user,
        // Used by another request meanwhile, or an account appeared.
        Ok(None) | Err(StoreError::EmailTaken(_)) => return Err(AppError::NotFound),
        Err(e) => return Err(e.into()),
    };
    tracing::info!("first admin {} created in the browser", user.email);
    start_session(&state, &ctx, user, "/courses").await
}
