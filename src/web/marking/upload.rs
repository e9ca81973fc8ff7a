//! The two uploads of the marking page, read from a multipart form: its `csrf` field
//! first (the session layer cannot read a body this large, so it lets these two paths
//! through for a logged-in user, and the check is here), then the files, within
//! [`MAX_UPLOAD`] bytes in all.

use axum::extract::Multipart;
use axum::http::{HeaderMap, StatusCode, header};
use subtle::ConstantTimeEq;

use super::super::session::Ctx;

/// The largest upload read, in bytes: a class of 60 two-page sheets scanned at 300 dpi
/// as JPEG, or the photos of a phone, fit; anything larger is refused by name.
pub const MAX_UPLOAD: usize = 32 * 1024 * 1024;

/// Whether the request is one of the uploads: a multipart POST to
/// `/exams/{id}/marking/answers` or `/exams/{id}/marking/scans`.
pub fn is_upload(path: &str, headers: &HeaderMap) -> bool {
    let multipart = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().starts_with("multipart/form-data"));
    let Some(rest) = path.strip_prefix("/exams/") else {
        return false;
    };
    let Some((id, tail)) = rest.split_once('/') else {
        return false;
    };
    multipart
        && !id.is_empty()
        && id.bytes().all(|b| b.is_ascii_digit())
        && matches!(tail, "marking/answers" | "marking/scans")
}

/// A file of the form.
pub struct File {
    /// Its name as the browser sent it.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// What the form sent.
#[derive(Default)]
pub struct Sent {
    /// The files chosen, in order.
    pub files: Vec<File>,
    /// The other fields, name and value.
    pub fields: Vec<(String, String)>,
}

impl Sent {
    /// Whether the field `name` was sent (a ticked box).
    pub fn has(&self, name: &str) -> bool {
        self.fields.iter().any(|(n, _)| n == name)
    }
}

/// Why an upload was not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UploadError {
    /// The `csrf` field is missing, not first, or wrong.
    Csrf,
    /// Over [`MAX_UPLOAD`].
    TooLarge,
    /// Not a multipart form that reads.
    Bad,
}

/// Reads the form, its `csrf` field checked against the session's first.
///
/// # Errors
/// [`UploadError`].
pub async fn read(ctx: &Ctx, mut form: Multipart) -> Result<Sent, UploadError> {
    let fail = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            UploadError::TooLarge
        } else {
            UploadError::Bad
        }
    };
    let first = form.next_field().await.map_err(fail)?;
    let Some(first) = first.filter(|f| f.name() == Some("csrf")) else {
        return Err(UploadError::Csrf);
    };
    let given = first.text().await.map_err(fail)?;
    if ctx.csrf().is_empty() || !bool::from(ctx.csrf().as_bytes().ct_eq(given.as_bytes())) {
        return Err(UploadError::Csrf);
    }
    let mut sent = Sent::default();
    while let Some(field) = form.next_field().await.map_err(fail)? {
        let name = field.name().unwrap_or("").to_owned();
        match field.file_name().map(str::to_owned) {
            Some(file) => {
                let bytes = field.bytes().await.map_err(fail)?;
                // A file input left empty sends a part with no name and no bytes.
                if !(file.is_empty() && bytes.is_empty()) {
                    sent.files.push(File {
                        name: file,
                        bytes: bytes.to_vec(),
                    });
                }
            }
            None => {
                let value = field.text().await.map_err(fail)?;
                sent.fields.push((name, value));
            }
        }
    }
    Ok(sent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_two_upload_paths_skip_the_layers_form_check() {
        let mut multipart = HeaderMap::new();
        multipart.insert(
            header::CONTENT_TYPE,
            "multipart/form-data; boundary=x".parse().unwrap(),
        );
        assert!(is_upload("/exams/12/marking/answers", &multipart));
        assert!(is_upload("/exams/1/marking/scans", &multipart));
        for path in [
            "/exams/12/marking/settle",
            "/exams/x/marking/scans",
            "/exams//marking/scans",
            "/exams/1/marking/scans/",
            "/exams",
            "/answer",
        ] {
            assert!(!is_upload(path, &multipart), "{path}");
        }
        assert!(!is_upload("/exams/1/marking/scans", &HeaderMap::new()));
    }
}
