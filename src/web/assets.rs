//! The stylesheet and the small script, built into the binary and served with a long
//! cache lifetime (their URLs carry the package version).

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use include_dir::{Dir, include_dir};

use super::error::AppError;
use super::extract::Path;

static STATIC: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/static");

/// `GET /static/{file}`: a bundled file with its content type, cached for a day.
///
/// # Errors
/// [`AppError::NotFound`] for a name that is not bundled.
pub async fn file(Path(name): Path<String>) -> Result<Response, AppError> {
    let file = STATIC.get_file(&name).ok_or(AppError::NotFound)?;
    let kind = match name.rsplit('.').next() {
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    };
    let mut response = file.contents().into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    Ok(response)
}
