//! Errors a handler returns, and the page each becomes. A handler returns an
//! [`AppError`]; the session layer, which knows the visitor's language, draws the page.
//! Internal failures are logged with their cause; the visitor sees a plain message.

use askama::Template;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::AppState;
use super::page::{Page, html};
use super::session::Ctx;

/// What went wrong, as the visitor is told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    /// No such page, course, student or answer.
    NotFound,
    #[error("forbidden")]
    /// Not the user's to see: another instructor's course or student, or a teacher's page
    /// asked by a student.
    Forbidden,
    #[error("the form's CSRF token is missing or wrong")]
    /// A form whose CSRF secret is missing or not the session's.
    Csrf,
    #[error("the question token is not valid")]
    /// A question token whose signature or contents do not hold, or another user's.
    BadToken,
    #[error("the question token has expired")]
    /// A question token older than [`super::practice::TOKEN_LIFE`].
    Expired,
    #[error("bad request: {0}")]
    /// A request that cannot be served as sent: the catalogue id of the text that says why.
    BadRequest(&'static str),
    #[error("too many login attempts")]
    /// Past the login limits of an address or an account ([`super::accounts`]).
    TooMany,
    #[error("the form field `{0}` holds a control character")]
    /// A form field with a control character (Unicode's Cc: a NUL, a tab, a line break;
    /// see [`super::extract`]): the field's name.
    ControlCharacter(String),
    #[error("the form is too large")]
    /// A form body larger than the server reads.
    TooLarge,
    #[error("the database is unavailable")]
    /// The database does not answer (down, restarting, its pool closed): nothing was
    /// read or stored, and the same request will do once it is back.
    Unavailable,
    #[error("the database cannot write")]
    /// The database refused to write: its disk is full, or it (or its file system) was
    /// made read-only. Nothing was stored; what was stored before is kept, and the same
    /// request will do once it can write again.
    CannotStore,
    #[error("internal error")]
    /// The store, a blocking task or the password hashing failed: the cause is logged, the
    /// visitor sees a plain message.
    Internal,
}

impl AppError {
    /// The HTTP status the error page is sent with.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::Forbidden | AppError::Csrf => StatusCode::FORBIDDEN,
            AppError::BadToken | AppError::Expired | AppError::BadRequest(_) => {
                StatusCode::BAD_REQUEST
            }
            AppError::TooMany => StatusCode::TOO_MANY_REQUESTS,
            AppError::ControlCharacter(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Unavailable | AppError::CannotStore => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The catalogue ids of the page's heading and text.
    fn messages(&self) -> (&'static str, &'static str) {
        match self {
            AppError::NotFound => ("ui-error-not-found", "ui-error-not-found-text"),
            AppError::Forbidden => ("ui-error-forbidden", "ui-error-forbidden-text"),
            AppError::Csrf => ("ui-error-csrf", "ui-error-csrf-text"),
            AppError::BadToken => ("ui-error-bad-token", "ui-error-bad-token-text"),
            AppError::Expired => ("ui-error-expired", "ui-error-expired-text"),
            AppError::BadRequest(id) => ("ui-error-bad-request", id),
            AppError::TooMany => ("ui-error-too-many", "ui-error-too-many-text"),
            AppError::TooLarge => ("ui-error-too-large", "ui-error-too-large-text"),
            AppError::ControlCharacter(_) => ("ui-error-bad-request", "ui-error-control-text"),
            AppError::Unavailable => ("ui-error-unavailable", "ui-error-unavailable-text"),
            AppError::CannotStore => ("ui-error-cannot-store", "ui-error-cannot-store-text"),
            AppError::Internal => ("ui-error-internal", "ui-error-internal-text"),
        }
    }
}

impl From<crate::store::StoreError> for AppError {
    /// A database that cannot be reached is "try again" (503), one that cannot write
    /// says so (503), anything else a 500.
    fn from(e: crate::store::StoreError) -> AppError {
        use crate::store::StoreError;
        tracing::error!("store: {e}");
        if e.cannot_write() {
            return AppError::CannotStore;
        }
        match e {
            StoreError::Database(
                sqlx::Error::PoolClosed
                | sqlx::Error::PoolTimedOut
                | sqlx::Error::Io(_)
                | sqlx::Error::Tls(_)
                | sqlx::Error::WorkerCrashed,
            ) => AppError::Unavailable,
            _ => AppError::Internal,
        }
    }
}

impl From<tokio::task::JoinError> for AppError {
    fn from(e: tokio::task::JoinError) -> AppError {
        tracing::error!("a blocking task failed: {e}");
        AppError::Internal
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), self.to_string()).into_response();
        response.extensions_mut().insert(self);
        response
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    page: Page,
    heading: String,
    text: String,
}

/// The page for an error, in the visitor's language.
pub fn page(state: &AppState, ctx: &Ctx, error: AppError) -> Response {
    let _ = state;
    let page = Page::new(ctx, "");
    let (heading, text) = error.messages();
    let heading = page.t(heading);
    let text = match &error {
        AppError::ControlCharacter(field) => page.t1("ui-error-control-text", "field", field),
        _ => page.t(text),
    };
    let body = ErrorPage {
        text,
        heading: heading.clone(),
        page: Page {
            title: heading,
            ..page
        },
    };
    let mut response = (error.status(), html(&body)).into_response();
    let retry = match error {
        AppError::TooMany => Some("900"),
        AppError::Unavailable => Some("10"),
        AppError::CannotStore => Some("30"),
        _ => None,
    };
    if let Some(seconds) = retry {
        response
            .headers_mut()
            .insert("retry-after", axum::http::HeaderValue::from_static(seconds));
    }
    response
}

/// The fallback for paths no route serves.
pub async fn not_found() -> AppError {
    AppError::NotFound
}
