//! Marking a printed exam's paper in the browser (issue 35 § 6, issue 36 § 4), on the
//! exam's own page `/exams/{id}/marking`:
//!
//! - **typed answers**: a CSV file as `ruling exam grade` reads it, graded by that same
//!   code ([`work::grade`]); every file is kept as a batch of its own (uploading a file
//!   of a batch's name is refused unless "replace" is ticked), and `results.csv` merges
//!   them all; a file's bad rows come back with their line, in the reader's language;
//! - **scans**: a scanner's PDF or photos, kept first (an acknowledged upload survives
//!   a restart), then read in the background by `ruling exam scan`'s code
//!   ([`work::read`]) in the bounded pool of [`super::jobs`], with every scan kept so
//!   far (a student's pages may come in different files); the page says it is reading
//!   and reloads itself until it is done, and a reading left undone by a restart is
//!   started again by the next visit;
//! - **unsure marks**: each shown with its crop (served only to the exam's owner) and
//!   settled with a click: one of its row's answers, or blank; a grid (a number, a law)
//!   takes the answer typed. Settling replaces the box's row in the scans' batch and
//!   grades again, as a corrections file does on the command line.
//!
//! Everything kept is in the database ([`crate::store::marking`]); the page shows the
//! results stored with the last grading and grades nothing itself.

pub mod upload;
pub mod view;
pub mod work;

use std::collections::HashSet;
use std::sync::{Arc, Mutex, PoisonError};

use askama::Template;
use axum::Router;
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use crate::exam::grade::folder::{self, Batch};
use crate::i18n::catalogue;
use crate::laws::Message;
use crate::scan::run::BATCH;
use crate::store::PrintedExam;
use crate::store::marking::{KeptBatch, KeptScan};

use super::AppState;
use super::error::AppError;
use super::exams::own_exam;
use super::extract::{Form, Path};
use super::page::{Page, csv_file, html};
use super::session::{Ctx, Teacher};
use upload::{MAX_UPLOAD, UploadError};
use view::{ScanView, View, number};
use work::WorkError;

pub use upload::is_upload;

/// Seconds before the page looks again while scans are being read.
const RETRY_SECONDS: u32 = 3;
/// The longest answer typed to settle a box.
const MAX_ANSWER: usize = 40;

/// The routes of the marking page.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/exams/{id}/marking", get(show))
        .route(
            "/exams/{id}/marking/answers",
            post(answers).layer(DefaultBodyLimit::max(MAX_UPLOAD)),
        )
        .route(
            "/exams/{id}/marking/scans",
            post(scans).layer(DefaultBodyLimit::max(MAX_UPLOAD)),
        )
        .route("/exams/{id}/marking/settle", post(settle))
        .route("/exams/{id}/marking/results.csv", get(results_csv))
        .route("/exams/{id}/marking/crops/{student}/{name}", get(crop))
}

/// The exams whose scans this process is reading: one reading at a time per exam.
#[derive(Clone, Default)]
pub struct Readings(Arc<Mutex<HashSet<i64>>>);

impl Readings {
    fn set(&self) -> std::sync::MutexGuard<'_, HashSet<i64>> {
        // Only inserted into and removed from: a panic leaves it whole.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts reading exam `id`'s scans in the background unless this process is at it.
    pub fn start(&self, state: &AppState, id: i64) {
        if !self.set().insert(id) {
            return;
        }
        let (readings, state) = (self.clone(), state.clone());
        tokio::spawn(async move {
            let outcome = read_until_current(&state, id).await;
            readings.set().remove(&id);
            if let Err(e) = outcome {
                tracing::error!("reading exam {id}'s scans: {e}");
            }
        });
    }
}

/// Why a background reading stopped.
#[derive(Debug, thiserror::Error)]
enum ReadError {
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    Work(#[from] WorkError),
    #[error("the reading thread failed: {0}")]
    Thread(#[from] tokio::task::JoinError),
}

/// Reads every scan kept, again while more came in meanwhile.
async fn read_until_current(state: &AppState, id: i64) -> Result<(), ReadError> {
    loop {
        // The place before the scans: they are loaded whole, up to tens of MB.
        let place = state.typesetting.place().await;
        let scans = state.store.marking_scans(id).await?;
        let files: Vec<String> = scans.iter().map(|s| s.file.clone()).collect();
        let kept: Vec<KeptBatch> = state
            .store
            .marking_batches(id)
            .await?
            .into_iter()
            .filter(|b| b.name != BATCH)
            .collect();
        let settled: Vec<(i64, String, String)> = state
            .store
            .marking_unsure(id)
            .await?
            .into_iter()
            .filter_map(|u| Some((u.student, u.name, u.settled?)))
            .collect();
        let Some(definition) = state.store.printed_exam_definition(id).await? else {
            return Ok(());
        };
        let done = place
            .run(move || {
                let exam = work::exam(&definition)?;
                drop(definition);
                work::read(&exam, &kept, &scans, &settled)
            })
            .await??;
        state
            .store
            .keep_marking_reading(id, BATCH, done.batch.as_ref(), &done.unsure, &done.results)
            .await?;
        tracing::info!("read exam {id}'s {} scan files", files.len());
        if state.store.marking_scan_names(id).await? == files {
            return Ok(());
        }
    }
}

/// An unsure box as the page shows it.
struct UnsureRow {
    student: i64,
    name: String,
    reason: String,
    place: String,
    choices: Vec<String>,
    /// The answer settled, in words (`blank` for none).
    settled: Option<String>,
}

/// A student's result as the page shows it.
struct StudentLine {
    number: usize,
    code: String,
    score: String,
    /// Box, written, verdict, right, law, explanation.
    boxes: Vec<(String, String, String, bool, String, String)>,
}

#[derive(Template)]
#[template(path = "marking.html")]
struct MarkingPage {
    page: Page,
    exam: PrintedExam,
    /// The files' errors, each `file:line: message`.
    errors: Vec<String>,
    /// The scans are being read.
    reading: bool,
    retry: u32,
    /// The last reading's findings, each a line.
    findings: Vec<String>,
    /// Whether any scan was read.
    scanned: bool,
    unsure: Vec<UnsureRow>,
    students: Vec<StudentLine>,
    absent: String,
    out_of: usize,
    /// Question, facility, answered, most common misreading.
    stats: Vec<(usize, String, usize, String)>,
    batches: Vec<String>,
    max_mb: usize,
}

/// The page of exam `exam`, with `errors` from an upload.
async fn page_of(
    state: &AppState,
    ctx: &Ctx,
    exam: PrintedExam,
    errors: Vec<String>,
) -> Result<MarkingPage, AppError> {
    let mut page = Page::new(ctx, "");
    page.title = page.t1(
        "ui-marking-title",
        "exam",
        format!("{} ({})", exam.title, exam.code),
    );
    let lang = page.lang;
    let stored = state.store.marking_results(exam.id).await?;
    let view: View = stored
        .as_ref()
        .and_then(|r| serde_json::from_str(&r.view).ok())
        .unwrap_or_default();
    let scan: Option<ScanView> = stored
        .as_ref()
        .and_then(|r| r.scan.as_deref())
        .and_then(|s| serde_json::from_str(s).ok());
    let names = state.store.marking_scan_names(exam.id).await?;
    let reading = !names.is_empty() && scan.as_ref().is_none_or(|s| s.files != names);
    if reading {
        state.marking.start(state, exam.id);
    }
    let say = |m: Message| catalogue().render(lang, &m);
    let mut findings = Vec::new();
    if let Some(scan) = &scan {
        findings.extend(scan.error.iter().flatten().cloned());
        for (place, why) in &scan.unread {
            findings.push(say(Message::new("scan-not-read")
                .code("place", place)
                .code("reason", say(why.clone()))));
        }
        if !scan.blank.is_empty() {
            findings.push(say(Message::new("scan-blank")
                .with("count", scan.blank.len())
                .code("pages", scan.blank.join(", "))));
        }
        for (student, p, first, second) in &scan.twice {
            findings.push(say(Message::new("scan-twice")
                .with("student", *student)
                .with("page", *p)
                .code("first", first)
                .code("second", second)));
        }
        for (student, pages) in &scan.missing {
            let list: Vec<String> = pages.iter().map(ToString::to_string).collect();
            findings.push(say(Message::new("scan-missing")
                .with("student", *student)
                .with("count", pages.len())
                .code("pages", list.join(", "))));
        }
    }
    let unsure = state
        .store
        .marking_unsure(exam.id)
        .await?
        .into_iter()
        .map(|u| UnsureRow {
            settled: u.settled.map(|s| {
                if s.is_empty() {
                    page.t("grade-verdict-blank")
                } else {
                    s
                }
            }),
            choices: u
                .choices
                .split('|')
                .filter(|c| !c.is_empty())
                .map(str::to_owned)
                .collect(),
            reason: page.t(&u.reason),
            student: u.student,
            name: u.name,
            place: u.place,
        })
        .collect();
    let students = view
        .students
        .iter()
        .map(|s| StudentLine {
            number: s.number,
            code: s.code.clone(),
            score: number(s.score, lang),
            boxes: s
                .boxes
                .iter()
                .map(|b| {
                    (
                        b.name.clone(),
                        b.written.clone(),
                        page.t(&b.verdict),
                        b.right,
                        b.law.clone(),
                        b.explanation.clone(),
                    )
                })
                .collect(),
        })
        .collect();
    let stats = view
        .stats
        .iter()
        .map(|q| {
            (
                q.number,
                q.facility.map_or_else(String::new, |f| number(f, lang)),
                q.answered,
                q.misreading
                    .as_ref()
                    .map_or_else(String::new, |(law, text, n)| format!("{law} ×{n}: {text}")),
            )
        })
        .collect();
    Ok(MarkingPage {
        errors,
        reading,
        retry: RETRY_SECONDS,
        findings,
        scanned: scan.is_some_and(|s| s.pages > 0),
        unsure,
        students,
        absent: view
            .absent
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        out_of: view.questions,
        stats,
        batches: view.batches,
        max_mb: MAX_UPLOAD / (1024 * 1024),
        page,
        exam,
    })
}

/// `GET /exams/{id}/marking`: the uploads, the unsure marks and the results.
///
/// # Errors
/// [`AppError::NotFound`] for no such exam, [`AppError::Forbidden`] for another
/// instructor's, [`AppError::Internal`] when the store fails.
pub async fn show(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let exam = own_exam(&state, &user, id).await?;
    Ok(html(&page_of(&state, &ctx, exam, Vec::new()).await?))
}

/// The page again with `errors`, as 422 (413 for an upload too large).
async fn refused(
    state: &AppState,
    ctx: &Ctx,
    exam: PrintedExam,
    status: StatusCode,
    errors: Vec<String>,
) -> Result<Response, AppError> {
    let body = page_of(state, ctx, exam, errors).await?;
    Ok((status, html(&body)).into_response())
}

/// An upload that did not read: a CSRF failure is the site's, the rest said on the page.
async fn upload_failed(
    state: &AppState,
    ctx: &Ctx,
    exam: PrintedExam,
    e: UploadError,
) -> Result<Response, AppError> {
    let lang = ctx.lang;
    match e {
        UploadError::Csrf => Err(AppError::Csrf),
        UploadError::TooLarge => {
            let text = catalogue().render(
                lang,
                &Message::new("ui-marking-too-large").with("max", MAX_UPLOAD / (1024 * 1024)),
            );
            refused(state, ctx, exam, StatusCode::PAYLOAD_TOO_LARGE, vec![text]).await
        }
        UploadError::Bad => Err(AppError::BadRequest("ui-error-bad-form")),
    }
}

/// `POST /exams/{id}/marking/answers`: one answers file graded with every batch kept,
/// and kept as a batch of its own.
///
/// # Errors
/// As [`show`]; [`AppError::Csrf`] for a form without the session's secret.
pub async fn answers(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Response, AppError> {
    let exam = own_exam(&state, &user, id).await?;
    let form = form.map_err(|_| AppError::BadRequest("ui-error-bad-form"))?;
    let sent = match upload::read(&ctx, form).await {
        Ok(sent) => sent,
        Err(e) => return upload_failed(&state, &ctx, exam, e).await,
    };
    let lang = ctx.lang;
    let say = |m: Message| catalogue().render(lang, &m);
    let [file] = sent.files.as_slice() else {
        let text = say(Message::new("ui-marking-one-file"));
        return refused(
            &state,
            &ctx,
            exam,
            StatusCode::UNPROCESSABLE_ENTITY,
            vec![text],
        )
        .await;
    };
    let mut name = work::clean_name(
        file.name
            .rsplit_once('.')
            .map_or(file.name.as_str(), |(stem, _)| stem),
        "answers",
    );
    if name == BATCH {
        // The scans' batch keeps its name: a typed file of that name is another batch.
        name = format!("{BATCH}-typed");
    }
    let kept = state.store.marking_batches(id).await?;
    if kept.iter().any(|b| b.name == name) && !sent.has("replace") {
        let text = say(Message::new("ui-marking-batch-exists").code("name", &name));
        return refused(&state, &ctx, exam, StatusCode::CONFLICT, vec![text]).await;
    }
    let batch = Batch {
        name,
        file: file.name.clone(),
        text: folder::decode(file.bytes.clone()),
    };
    let place = state.typesetting.place().await;
    let definition = state
        .store
        .printed_exam_definition(id)
        .await?
        .ok_or(AppError::NotFound)?;
    let done = place
        .run(move || {
            let exam = work::exam(&definition)?;
            drop(definition);
            work::grade(&exam, &kept, Some(batch), lang)
        })
        .await
        .map_err(|e| internal(id, &e))?;
    match done {
        Ok(done) => {
            let Some(batch) = &done.batch else {
                return Err(AppError::Internal);
            };
            state
                .store
                .keep_marking_batch(id, batch, &done.results)
                .await?;
            Ok(Redirect::to(&format!("/exams/{id}/marking#results")).into_response())
        }
        Err(WorkError::Rows(rows)) => {
            refused(&state, &ctx, exam, StatusCode::UNPROCESSABLE_ENTITY, rows).await
        }
        Err(e) => Err(internal(id, &e)),
    }
}

fn internal(id: i64, e: &dyn std::fmt::Display) -> AppError {
    tracing::error!("marking exam {id}: {e}");
    AppError::Internal
}

/// `POST /exams/{id}/marking/scans`: the files kept, then read in the background.
///
/// # Errors
/// As [`answers`].
pub async fn scans(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Response, AppError> {
    let exam = own_exam(&state, &user, id).await?;
    let form = form.map_err(|_| AppError::BadRequest("ui-error-bad-form"))?;
    let sent = match upload::read(&ctx, form).await {
        Ok(sent) => sent,
        Err(e) => return upload_failed(&state, &ctx, exam, e).await,
    };
    if sent.files.is_empty() {
        let text = catalogue().render(ctx.lang, &Message::new("ui-marking-no-scans"));
        return refused(
            &state,
            &ctx,
            exam,
            StatusCode::UNPROCESSABLE_ENTITY,
            vec![text],
        )
        .await;
    }
    let files: Vec<KeptScan> = sent
        .files
        .into_iter()
        .map(|f| KeptScan {
            file: work::clean_name(&f.name, "scan"),
            bytes: f.bytes,
        })
        .collect();
    state.store.keep_marking_scans(id, &files).await?;
    state.marking.start(&state, id);
    Ok(Redirect::to(&format!("/exams/{id}/marking")).into_response())
}

/// The settle form: one unsure box and its answer (empty: blank).
#[derive(Debug, Deserialize)]
pub struct SettleForm {
    /// The student's number.
    pub student: i64,
    /// The box (`12`, `3b`).
    #[serde(rename = "box")]
    pub name: String,
    /// A button's answer, or the one typed.
    #[serde(default)]
    pub answer: String,
    /// The answer typed for a grid, used when no button gave one.
    #[serde(default)]
    pub typed: Option<String>,
}

/// `POST /exams/{id}/marking/settle`: an unsure box settled, the scans' batch graded
/// again with it.
///
/// # Errors
/// As [`show`]; [`AppError::NotFound`] for a box that is not unsure;
/// [`AppError::BadRequest`] for an answer its row has not.
pub async fn settle(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<SettleForm>,
) -> Result<Response, AppError> {
    own_exam(&state, &user, id).await?;
    let unsure = state.store.marking_unsure(id).await?;
    let u = unsure
        .iter()
        .find(|u| u.student == form.student && u.name == form.name)
        .ok_or(AppError::NotFound)?;
    let answer = match (form.answer.trim(), form.typed.as_deref().map(str::trim)) {
        ("", Some(typed)) => typed.to_owned(),
        (given, _) => given.to_owned(),
    };
    let choices: Vec<&str> = u.choices.split('|').filter(|c| !c.is_empty()).collect();
    if (!choices.is_empty() && !answer.is_empty() && !choices.contains(&answer.as_str()))
        || answer.chars().count() > MAX_ANSWER
    {
        return Err(AppError::BadRequest("ui-marking-bad-answer"));
    }
    let stored = state.store.marking_results(id).await?;
    let scan: Option<ScanView> = stored
        .as_ref()
        .and_then(|r| r.scan.as_deref())
        .and_then(|s| serde_json::from_str(s).ok());
    let names = state.store.marking_scan_names(id).await?;
    if scan.is_none_or(|s| s.files != names) {
        // A reading is under way and would not see this answer: the page says so.
        return Ok(Redirect::to(&format!("/exams/{id}/marking")).into_response());
    }
    let batches = state.store.marking_batches(id).await?;
    let (scanned, kept): (Vec<KeptBatch>, Vec<KeptBatch>) =
        batches.into_iter().partition(|b| b.name == BATCH);
    let scanned = scanned.into_iter().next().ok_or(AppError::NotFound)?;
    let place = state.typesetting.place().await;
    let definition = state
        .store
        .printed_exam_definition(id)
        .await?
        .ok_or(AppError::NotFound)?;
    let (student, name, lang) = (form.student, form.name.clone(), ctx.lang);
    let given = answer.clone();
    let done = place
        .run(move || {
            let exam = work::exam(&definition)?;
            drop(definition);
            let number = usize::try_from(student).unwrap_or(0);
            let text = work::settle(&exam, &scanned.body, number, &name, &given)?;
            let batch = Batch {
                name: scanned.name,
                file: scanned.file,
                text,
            };
            work::grade(&exam, &kept, Some(batch), lang)
        })
        .await
        .map_err(|e| internal(id, &e))?
        .map_err(|e| internal(id, &e))?;
    let Some(batch) = &done.batch else {
        return Err(AppError::Internal);
    };
    state
        .store
        .settle_marking_box(
            id,
            (form.student, &form.name, &answer),
            batch,
            &done.results,
        )
        .await?;
    Ok(Redirect::to(&format!("/exams/{id}/marking#unsure")).into_response())
}

/// `GET /exams/{id}/marking/results.csv`: the merged gradebook, as `exam grade` writes it.
///
/// # Errors
/// As [`show`]; [`AppError::NotFound`] before anything was graded.
pub async fn results_csv(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    own_exam(&state, &user, id).await?;
    let stored = state
        .store
        .marking_results(id)
        .await?
        .ok_or(AppError::NotFound)?;
    csv_file("results.csv", stored.results)
}

/// `GET /exams/{id}/marking/crops/{student}/{name}`: an unsure box's crop, PNG.
///
/// # Errors
/// As [`show`]; [`AppError::NotFound`] for a box that is not unsure.
pub async fn crop(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path((id, student, name)): Path<(i64, i64, String)>,
) -> Result<Response, AppError> {
    own_exam(&state, &user, id).await?;
    let bytes = state
        .store
        .marking_crop(id, student, &name)
        .await?
        .filter(|b| !b.is_empty())
        .ok_or(AppError::NotFound)?;
    Ok((
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))],
        bytes,
    )
        .into_response())
}
