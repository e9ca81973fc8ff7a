//! The extractors handlers use for what a request carries: a form, a path, a query.
//! axum's own answer a malformed request with a `text/plain` message in English
//! ("Failed to deserialize form body: duplicate field `email`", "Cannot parse `x` to a
//! `i64`"); these turn every such rejection into an [`AppError`], which the session layer
//! draws as a page in the reader's language (review security S14).
//!
//! A form field holding a control character is refused here too, for every form at once
//! (review security S10): PostgreSQL refuses a NUL in text with an internal error, SQLite
//! stores it, and neither belongs in a name, an address, a title or an answer. A tab or a
//! line break is a control character as well: no field of this site spans lines but
//! those named in [`MULTILINE`], which take line breaks and nothing else of the kind.

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::error::AppError;

/// A form body (`application/x-www-form-urlencoded`), read into `T`.
#[derive(Debug, Clone)]
pub struct Form<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Form<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        let bytes = axum::body::Bytes::from_request(req, state)
            .await
            .map_err(|_| AppError::BadRequest("ui-error-bad-form"))?;
        read_form(&bytes).map(Form)
    }
}

/// The fields whose text spans lines: a printed exam's instructions for its title page.
pub const MULTILINE: [&str; 1] = ["instructions"];

/// Whether `c` may stand in the field `name`.
fn allowed(name: &str, c: char) -> bool {
    !c.is_control() || (MULTILINE.contains(&name) && matches!(c, '\n' | '\r'))
}

/// The fields of a form body as `T`: a field with a control character is refused by
/// name, a body that does not read (a duplicate or missing field, a number that is
/// not one) as a whole.
///
/// # Errors
/// [`AppError::ControlCharacter`] with the field's name, or [`AppError::BadRequest`].
pub fn read_form<T: DeserializeOwned>(body: &[u8]) -> Result<T, AppError> {
    let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(body)
        .map_err(|_| AppError::BadRequest("ui-error-bad-form"))?;
    if let Some((name, _)) = fields
        .iter()
        .find(|(name, v)| v.chars().any(|c| !allowed(name, c)))
    {
        return Err(AppError::ControlCharacter(name.clone()));
    }
    serde_urlencoded::from_bytes(body).map_err(|_| AppError::BadRequest("ui-error-bad-form"))
}

/// The parameters of a route's path, read into `T`.
#[derive(Debug, Clone)]
pub struct Path<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| Path(p.0))
            // A path that does not read names nothing there is: not found.
            .map_err(|_| AppError::NotFound)
    }
}

/// The query string, read into `T`.
#[derive(Debug, Clone)]
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| Query(q.0))
            .map_err(|_| AppError::BadRequest("ui-error-bad-query"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct ExamFields {
        title: String,
        instructions: String,
    }

    /// Review S10 kept: only the instructions span lines, and take nothing else of the kind.
    #[test]
    fn only_the_instructions_take_line_breaks() {
        let read = |body: &str| read_form::<ExamFields>(body.as_bytes());
        let ok = read("title=T&instructions=90+minutes.%0D%0A%0D%0ALaw+book+allowed.").unwrap();
        assert_eq!(ok.title, "T");
        assert_eq!(ok.instructions, "90 minutes.\r\n\r\nLaw book allowed.");
        for (body, field) in [
            ("title=T%0A2&instructions=x", "title"),
            ("title=T&instructions=x%00y", "instructions"),
            ("title=T&instructions=x%09y", "instructions"),
        ] {
            assert!(
                matches!(read(body), Err(AppError::ControlCharacter(ref name)) if name == field),
                "{body}"
            );
        }
    }
}
