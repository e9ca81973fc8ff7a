//! "Report a problem" with a question: the result page's short form posts the student's
//! note on his own answer; his instructor reads the reports of his course's students on
//! the course page and at `/reports` (an admin reads every report there).

use askama::Template;
use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;

use crate::store::reports::{MAX_NOTE, NewReport, Report};
use crate::store::{Role, User};

use super::AppState;
use super::charts::date;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::{Member, Teacher};

#[derive(Template)]
#[template(path = "report_sent.html")]
struct SentPage {
    page: Page,
    attempt_id: i64,
}

#[derive(Template)]
#[template(path = "reports.html")]
struct ListPage {
    page: Page,
    reports: Vec<Report>,
}

/// The report form: the student's note.
#[derive(Debug, Deserialize)]
pub struct ReportForm {
    #[serde(default)]
    note: String,
}

/// `POST /attempts/{id}/report`: stores the student's note on his own answer, with the
/// variant code and the answer as given, and thanks him. A note may be empty (the report
/// itself says something is wrong); one over [`MAX_NOTE`] characters is refused (400).
///
/// # Errors
/// [`AppError::NotFound`] for no such answer, [`AppError::Forbidden`] for another's,
/// [`AppError::BadRequest`] for a note too long, [`AppError::Internal`] when the store fails.
pub async fn create(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
    Form(form): Form<ReportForm>,
) -> Result<Response, AppError> {
    let attempt = state.store.attempt(id).await?.ok_or(AppError::NotFound)?;
    if attempt.user_id != user.id {
        return Err(AppError::Forbidden);
    }
    let note = form.note.trim();
    if note.chars().count() > MAX_NOTE {
        return Err(AppError::BadRequest("ui-report-too-long"));
    }
    state
        .store
        .create_report(NewReport {
            attempt_id: id,
            user_id: user.id,
            variant_code: &attempt.variant_code,
            answer: &attempt.answer,
            note,
        })
        .await?;
    Ok(html(&SentPage {
        page: Page::new(&ctx, "ui-report-sent-title"),
        attempt_id: id,
    }))
}

/// The reports `user` may read: every one for an admin, else those of the students of
/// his courses, newest first.
///
/// # Errors
/// A database error.
pub async fn visible(
    state: &AppState,
    user: &User,
) -> Result<Vec<Report>, crate::store::StoreError> {
    if user.role == Role::Admin {
        return state.store.all_reports().await;
    }
    let mut reports = Vec::new();
    for course in state.store.courses(Some(user.id)).await? {
        for report in state.store.course_reports(course.id).await? {
            // A student in two of his courses is listed once.
            if !reports.iter().any(|r: &Report| r.id == report.id) {
                reports.push(report);
            }
        }
    }
    reports.sort_by_key(|r| std::cmp::Reverse((r.created_at, r.id)));
    Ok(reports)
}

/// `GET /reports`: the reports the instructor (or admin) may read.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn list(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
) -> Result<Response, AppError> {
    let reports = visible(&state, &user).await?;
    Ok(html(&ListPage {
        page: Page::new(&ctx, "ui-reports-title"),
        reports,
    }))
}

/// A report's date for the tables (the day, as the progress pages date answers).
pub fn when(report: &Report) -> String {
    date(report.created_at)
}
