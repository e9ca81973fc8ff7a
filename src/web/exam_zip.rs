//! A printed exam's files in one zip (issue 35 §6): `exam-<id>.zip` holds every file
//! `ruling exam` writes for it ([`crate::exam::archive`]), for the print shop or the
//! archive. Like `all.pdf` it is typeset for the whole class: the first request starts
//! the job in the pool of [`super::jobs`] and gets the "being prepared" page, the job
//! keeps the zip in the database, and every later request is served from there.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

use crate::exam::whole::WholeFile;

use super::AppState;
use super::error::AppError;
use super::extract::Path;
use super::session::Teacher;

/// The name the zip of exam `id` is downloaded as.
pub fn zip_name(id: i64) -> String {
    format!("exam-{id}.zip")
}

/// `GET /exams/{id}/exam.zip`: the zip once made, a "being prepared" page (202) until
/// then.
///
/// # Errors
/// [`AppError::NotFound`] for no such exam, [`AppError::Forbidden`] for another
/// instructor's exam, [`AppError::Internal`] when the store fails.
pub async fn download(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    super::exams::own_exam(&state, &user, id).await?;
    let name = zip_name(id);
    let Some(bytes) = state.store.exam_file(id, WholeFile::Zip.name()).await? else {
        state.typesetting.make(&state.store, id, WholeFile::Zip);
        return Ok(super::exams::preparing(&ctx, id, &name));
    };
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|_| AppError::Internal)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/zip"),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}
