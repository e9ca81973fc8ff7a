//! The instructor's side of online exams: the list and the form that sets one
//! (`/online`), and each exam's page: who sits it and until when, extra time per
//! candidate, closing and grading, the scores and their CSV, releasing the results, and
//! a regrade shown as a dry run before anything changes.

use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::exam::ExamError;
use crate::exam::definition::Format;
use crate::exam::online::{self, OnlineError, Phase, Settings, StudentResult};
use crate::i18n::catalogue;
use crate::store::online::{Expiry, OnlineExam, Shows};
use crate::store::{Course, Role, User, now};

use super::super::AppState;
use super::super::error::AppError;
use super::super::extract::{Form, Path};
use super::super::page::{Page, csv_file, html};
use super::super::session::{Ctx, Member, Teacher};
use super::super::when;
use super::{clock, failed};

#[derive(Template)]
#[template(path = "online_exam.html")]
struct ExamPage {
    page: Page,
    exam: OnlineExam,
    course: String,
    phase: String,
    opens: String,
    closes: String,
    expiry: String,
    rows: Vec<Row>,
    out_of: i64,
    regrade: Option<Vec<(String, i64, String, String)>>,
    kept: usize,
    shows: Vec<(&'static str, String, bool)>,
    /// Once graded and sat by two or more: the whole test in words, a row per question.
    stats: Option<(String, Vec<StatRow>)>,
}

/// A question's line in the statistics table, figures in percent.
struct StatRow {
    number: usize,
    facility: String,
    sd: String,
    discrimination: String,
    efficiency: String,
    /// Negative discrimination: the better students did worse on it.
    suspect: bool,
    /// The three commonest misreadings behind its wrong answers, with counts.
    misreadings: Vec<(String, usize)>,
}

/// The statistics of a graded exam, for its page; `None` before there are any.
fn stats_view(page: &Page, results: &[online::StudentResult]) -> Option<(String, Vec<StatRow>)> {
    let stats = crate::exam::item_stats::statistics(results).ok()?;
    // In the reader's decimal sign, as the scores beside them are written.
    let two = |v: f64| crate::i18n::notation::number_text(v, page.lang);
    let or_dash = |v: Option<f64>| v.map_or_else(|| "–".to_owned(), two);
    let t = &stats.report.test;
    let line = crate::i18n::catalogue().render(
        page.lang,
        &crate::laws::Message::new("ui-online-stats-test")
            .with("students", stats.report.students)
            .with("mean", two(t.mean))
            .with("max", two(t.max))
            .with("alpha", or_dash(t.alpha))
            .with("error", or_dash(t.standard_error)),
    );
    let rows = stats
        .report
        .items
        .iter()
        .zip(&stats.misreadings)
        .map(|(item, misread)| StatRow {
            number: item.question + 1,
            facility: two(item.facility),
            sd: two(item.sd),
            discrimination: or_dash(item.discrimination),
            efficiency: or_dash(item.efficiency),
            suspect: item
                .flags
                .contains(&crate::grading::analysis::ItemFlag::NegativeDiscrimination),
            misreadings: misread.iter().take(3).cloned().collect(),
        })
        .collect();
    Some((line, rows))
}

/// A student's line on the exam page.
struct Row {
    id: i64,
    name: String,
    status: String,
    extra: i64,
    score: Option<String>,
}

#[derive(Template)]
#[template(path = "online_list.html")]
struct ListPage {
    page: Page,
    exams: Vec<(OnlineExam, String, String)>,
    courses: Vec<Course>,
    teaches: bool,
    form: NewExam,
    error: Option<String>,
}

/// The form that sets an exam.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct NewExam {
    #[serde(default)]
    course: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    templates: String,
    #[serde(default)]
    minutes: String,
    #[serde(default)]
    opens: String,
    #[serde(default)]
    closes: String,
    #[serde(default)]
    format: String,
    #[serde(default)]
    variants: String,
    #[serde(default)]
    expiry: String,
}

/// The instructor's exam page, with a regrade's dry run when one was asked.
pub(super) async fn page(
    state: &AppState,
    ctx: &Ctx,
    exam: OnlineExam,
    regrade: Option<online::Regrade>,
) -> Result<Response, AppError> {
    let mut page = Page::new(ctx, "");
    page.title.clone_from(&exam.title);
    let at = now();
    let results = online::results(&state.store, &exam).await.map_err(failed)?;
    let stats = exam
        .graded_at
        .is_some()
        .then(|| stats_view(&page, &results))
        .flatten();
    let extras = state.store.extra_times(exam.id).await?;
    let rows = results
        .iter()
        .map(|r| row(&page, ctx, &exam, r, &extras, at))
        .collect();
    let name_of = |id: i64| {
        results
            .iter()
            .find(|r| r.user.id == id)
            .map_or_else(|| id.to_string(), |r| r.user.name.clone())
    };
    let dec = |f| crate::exam::grade::decimal(f, ctx.lang);
    let kept = regrade.as_ref().map_or(0, |r| r.kept.len());
    let regrade = regrade.map(|r| {
        r.changes
            .iter()
            .map(|c| (name_of(c.user_id), c.position, dec(c.before), dec(c.after)))
            .collect()
    });
    let course = state
        .store
        .course(exam.course_id)
        .await?
        .map(|c| c.name)
        .unwrap_or_default();
    let shows = Shows::ALL
        .into_iter()
        .map(|s| {
            (
                s.code(),
                page.tk("ui-online-shows-", s.code()),
                s == exam.shows,
            )
        })
        .collect();
    Ok(html(&ExamPage {
        phase: phase_text(&page, &exam, at),
        opens: when::moment(exam.opens_at, ctx),
        closes: when::moment(exam.closes_at, ctx),
        expiry: match exam.expiry {
            Expiry::Submit => page.t("ui-online-expiry-submit"),
            Expiry::Grace(s) => page.tn("ui-online-expiry-grace", &[("minutes", s / 60)]),
        },
        course,
        out_of: exam.questions,
        page,
        exam,
        rows,
        regrade,
        kept,
        shows,
        stats,
    }))
}

/// Where the exam stands, in words.
fn phase_text(page: &Page, exam: &OnlineExam, at: i64) -> String {
    match online::phase(exam, at) {
        Phase::Before => page.t("ui-online-phase-before"),
        Phase::Open => page.t("ui-online-phase-open"),
        Phase::Closed => page.t("ui-online-phase-closed"),
    }
}

fn row(
    page: &Page,
    ctx: &Ctx,
    exam: &OnlineExam,
    r: &StudentResult,
    extras: &[(i64, i64)],
    at: i64,
) -> Row {
    let status = match &r.sitting {
        None => page.t("ui-online-status-absent"),
        Some(s) => match s.submitted_at {
            Some(t) => page.t1("ui-online-status-handed-in", "time", clock(t, ctx)),
            None if at > s.deadline_at => page.t("ui-online-status-over"),
            None => page.t1(
                "ui-online-status-sitting",
                "time",
                clock(s.deadline_at, ctx),
            ),
        },
    };
    Row {
        id: r.user.id,
        name: r.user.name.clone(),
        status,
        extra: extras
            .iter()
            .find(|(u, _)| *u == r.user.id)
            .map_or(0, |(_, m)| *m),
        score: exam
            .graded_at
            .map(|_| crate::exam::grade::decimal(r.score, ctx.lang)),
    }
}

/// The exam `id` if `user` runs it.
async fn own(state: &AppState, user: &User, id: i64) -> Result<OnlineExam, AppError> {
    let exam = state
        .store
        .online_exam(id)
        .await?
        .ok_or(AppError::NotFound)?;
    if super::runs(state, user, &exam).await? {
        Ok(exam)
    } else {
        Err(AppError::Forbidden)
    }
}

/// `GET /online`: the exams of the user's courses; an instructor also gets the form
/// that sets one.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn list(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    list_page(&state, &ctx, &user, NewExam::default(), None).await
}

async fn list_page(
    state: &AppState,
    ctx: &Ctx,
    user: &User,
    mut form: NewExam,
    error: Option<String>,
) -> Result<Response, AppError> {
    let page = Page::new(ctx, "ui-online-title");
    let teaches = user.role.teaches();
    let exams = state
        .store
        .online_exams_for(user.id, teaches, user.role == Role::Admin)
        .await?
        .into_iter()
        .map(|e| {
            let when = format!(
                "{} – {}",
                when::moment(e.opens_at, ctx),
                when::moment(e.closes_at, ctx)
            );
            let phase = phase_text(&page, &e, now());
            (e, when, phase)
        })
        .collect();
    let courses = if teaches {
        let mine = (user.role != Role::Admin).then_some(user.id);
        state.store.courses(mine).await?
    } else {
        Vec::new()
    };
    if form.minutes.is_empty() {
        form.minutes = "45".into();
        form.format = "choices:4".into();
        form.variants = "each".into();
        form.expiry = "submit".into();
    }
    let mut response = html(&ListPage {
        page,
        exams,
        courses,
        teaches,
        form,
        error: error.clone(),
    });
    if error.is_some() {
        *response.status_mut() = axum::http::StatusCode::UNPROCESSABLE_ENTITY;
    }
    Ok(response)
}

/// A `datetime-local` field (`2026-12-03T18:00`) in the reader's zone, or ISO 8601
/// with an offset, as Unix seconds.
fn moment(text: &str, ctx: &Ctx) -> Option<i64> {
    let text = text.trim();
    if let Ok(t) = text.parse::<jiff::Timestamp>() {
        return Some(t.as_second());
    }
    let civil: jiff::civil::DateTime = text.parse().ok()?;
    civil
        .to_zoned_datetime(when::zone(ctx))
        .ok()
        .map(|z| z.timestamp().as_second())
}

/// `POST /online`: sets an exam from the form; the questions are drawn off the async
/// threads (the engine solves every deal), one set per student of the course or one for
/// all. A form that does not read comes back with the reason.
///
/// # Errors
/// [`AppError::Forbidden`] for a course the user does not run.
pub async fn create(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Form(form): Form<NewExam>,
) -> Result<Response, AppError> {
    let page = Page::new(&ctx, "");
    let bad = |id: &str| Some(page.t(id));
    let course = form.course.trim().parse::<i64>().ok();
    let course = match course {
        Some(id) => state.store.course(id).await?,
        None => None,
    };
    let Some(course) = course else {
        return list_page(&state, &ctx, &user, form, bad("ui-online-bad-course")).await;
    };
    if user.role != Role::Admin && course.instructor_id != user.id {
        return Err(AppError::Forbidden);
    }
    // A question list that cannot be met, in the printed exam form's words.
    let unmet = |e: &crate::exam::select::SelectError| {
        Some(catalogue().render(page.lang, &super::super::exams::select_message(e)))
    };
    let templates = match form.templates.parse::<crate::exam::select::Selection>() {
        Ok(templates) => templates,
        Err(e) => return list_page(&state, &ctx, &user, form, unmet(&e)).await,
    };
    let minutes = form.minutes.trim().parse::<i64>().ok();
    let (opens, closes) = (moment(&form.opens, &ctx), moment(&form.closes, &ctx));
    let format = form.format.parse::<Format>();
    let expiry = form.expiry.parse::<Expiry>();
    let (Some(minutes), Some(opens), Some(closes), Ok(format), Ok(expiry)) =
        (minutes, opens, closes, format, expiry)
    else {
        return list_page(&state, &ctx, &user, form, bad("ui-online-bad-form")).await;
    };
    let title = Some(form.title.trim().to_owned())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| page.t("ui-online-default-title"));
    let settings = Settings {
        course_id: course.id,
        title,
        created_by: user.id,
        templates,
        minutes,
        opens_at: opens,
        closes_at: closes,
        format,
        per_student: form.variants != "one",
        expiry,
        seed: crate::exam::random_seed(),
        federation: course.federation,
    };
    if online::check(&settings).is_err() {
        return list_page(&state, &ctx, &user, form, bad("ui-online-bad-times")).await;
    }
    let students = usize::try_from(course.students).unwrap_or(1);
    let drawn = {
        let (state, settings) = (state.clone(), settings.clone());
        tokio::task::spawn_blocking(move || online::draw(&state.questions, &settings, students))
            .await?
    };
    let items = match drawn {
        Ok(items) => items,
        Err(OnlineError::Exam(ExamError::Select(e))) => {
            return list_page(&state, &ctx, &user, form, unmet(&e)).await;
        }
        Err(e) => {
            let text = format!("{} ({e})", page.t("ui-online-bad-templates"));
            return list_page(&state, &ctx, &user, form, Some(text)).await;
        }
    };
    let id = online::create(&state.store, &settings, items)
        .await
        .map_err(failed)?;
    Ok(Redirect::to(&format!("/online/{id}")).into_response())
}

/// The extra-time form.
#[derive(Debug, Deserialize)]
pub struct ExtraForm {
    student: i64,
    minutes: String,
}

/// `POST /online/{id}/extra`: a candidate's extra time; his open sitting's deadline moves.
///
/// # Errors
/// As [`list`], and [`AppError::BadRequest`] for a number of minutes that is not one.
pub async fn extra(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<ExtraForm>,
) -> Result<Redirect, AppError> {
    let exam = own(&state, &user, id).await?;
    let minutes = form
        .minutes
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|m| (0..=online::MAX_MINUTES).contains(m))
        .ok_or(AppError::BadRequest("ui-online-bad-extra"))?;
    if !state
        .store
        .is_enrolled(exam.course_id, form.student)
        .await?
    {
        return Err(AppError::NotFound);
    }
    online::set_extra_time(&state.store, &exam, form.student, minutes)
        .await
        .map_err(failed)?;
    Ok(Redirect::to(&format!("/online/{id}")))
}

/// The close and regrade forms: `confirm` ticked (closing) or pressed (storing a regrade
/// after its dry run).
#[derive(Debug, Deserialize)]
pub struct ConfirmForm {
    #[serde(default)]
    confirm: Option<String>,
}

/// `POST /online/{id}/close`: closes the exam now (every open sitting is handed in with
/// what was saved) and grades every answer; again on a closed exam, grades again.
///
/// # Errors
/// As [`list`], and [`AppError::BadRequest`] when `confirm` is not ticked.
pub async fn close(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<ConfirmForm>,
) -> Result<Redirect, AppError> {
    let exam = own(&state, &user, id).await?;
    // Closing ends every student's sitting at once: not on a stray click.
    if form.confirm.is_none() {
        return Err(AppError::BadRequest("ui-online-close-unconfirmed"));
    }
    online::close_and_grade(&state.store, &exam, now())
        .await
        .map_err(failed)?;
    Ok(Redirect::to(&format!("/online/{id}")))
}

/// The release form.
#[derive(Debug, Deserialize)]
pub struct ReleaseForm {
    shows: String,
}

/// `POST /online/{id}/release`: shows the results to the students, as much as chosen;
/// `shows=none` withdraws them.
///
/// # Errors
/// As [`list`].
pub async fn release(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<ReleaseForm>,
) -> Result<Redirect, AppError> {
    let exam = own(&state, &user, id).await?;
    let shows = match form.shows.as_str() {
        "none" => None,
        s => Some(
            s.parse::<Shows>()
                .map_err(|_| AppError::BadRequest("ui-error-bad-form"))?,
        ),
    };
    state
        .store
        .release_online_exam(exam.id, shows, now())
        .await?;
    Ok(Redirect::to(&format!("/online/{id}")))
}

/// `GET /online/{id}/results.csv`: a row per student of the course, absent ones too.
///
/// # Errors
/// As [`list`].
pub async fn csv(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let exam = own(&state, &user, id).await?;
    let rows = online::results(&state.store, &exam).await.map_err(failed)?;
    csv_file(
        &format!("exam-{}-results.csv", exam.id),
        online::results_csv(&exam, &rows).into_bytes(),
    )
}

/// `GET /online/{id}/stats.csv`: the item statistics, a row per question.
///
/// # Errors
/// As [`list`]; [`AppError::NotFound`] before the exam has statistics (graded, sat by
/// two or more).
pub async fn stats_csv(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let exam = own(&state, &user, id).await?;
    let rows = online::results(&state.store, &exam).await.map_err(failed)?;
    let stats = crate::exam::item_stats::statistics(&rows).map_err(|_| AppError::NotFound)?;
    csv_file(
        &format!("exam-{}-statistics.csv", exam.id),
        crate::exam::item_stats::stats_csv(&stats).into_bytes(),
    )
}

/// `POST /online/{id}/regrade`: the dry run (whose score would change, question by
/// question), or with `confirm` the regrade stored.
///
/// # Errors
/// As [`list`].
pub async fn regrade(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<ConfirmForm>,
) -> Result<Response, AppError> {
    let exam = own(&state, &user, id).await?;
    let dry = {
        let state = state.clone();
        let exam = exam.clone();
        // Drawing again runs the engine: off the async threads, on a runtime of its own.
        tokio::task::spawn_blocking(move || {
            tokio::runtime::Handle::current().block_on(online::regrade(
                &state.store,
                &state.questions,
                &exam,
            ))
        })
        .await?
        .map_err(failed)?
    };
    if form.confirm.is_some() {
        online::apply(&state.store, &exam, &dry, now())
            .await
            .map_err(failed)?;
        return Ok(Redirect::to(&format!("/online/{id}")).into_response());
    }
    page(&state, &ctx, exam, Some(dry)).await
}
