//! Courses: an instructor creates one and hands its join code to his students, who
//! register with it (or, logged in, join a further course with it); he then sees each
//! student's progress and the problems they reported, and can make a student a
//! password-reset code. An admin sees every course.

use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::bank::federation::Scope;
use crate::store::reports::Report;
use crate::store::{Course, Role, User};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::{Member, Teacher};

#[derive(Template)]
#[template(path = "courses.html")]
struct CoursesPage {
    page: Page,
    courses: Vec<Course>,
    error: Option<String>,
    /// The new course's federation select: code, full name, chosen.
    federations: Vec<(String, String, bool)>,
    federation_error: Option<String>,
}

#[derive(Template)]
#[template(path = "course.html")]
struct CoursePage {
    page: Page,
    course: Course,
    students: Vec<(User, usize, String)>,
    reports: Vec<Report>,
    /// The federation select: code, full name, chosen.
    federations: Vec<(String, String, bool)>,
    federation_error: Option<String>,
    /// The export of the course's questions (issue 37 §4).
    export: super::exports::ExportView,
}

#[derive(Template)]
#[template(path = "join.html")]
struct JoinPage {
    page: Page,
    /// What happened: joined, already in it, or the code opens no course.
    notice: String,
    /// Whether the code worked (the message is then a status, else an error).
    ok: bool,
    courses: Vec<Course>,
}

fn scope(user: &User) -> Option<i64> {
    (user.role != Role::Admin).then_some(user.id)
}

/// `GET /courses`: the courses the instructor teaches (every course, for an admin).
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn list(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
) -> Result<Response, AppError> {
    let courses = state.store.courses(scope(&user)).await?;
    let page = Page::new(&ctx, "ui-courses-title");
    // A new course proposes the federation of the instructor's language.
    let federations = super::federation::options(&page, &Scope::of_lang(user.lang).to_string());
    Ok(html(&CoursesPage {
        page,
        courses,
        error: None,
        federations,
        federation_error: None,
    }))
}

/// The new-course form: its name and federation.
#[derive(Debug, Deserialize)]
pub struct NewCourse {
    #[serde(default)]
    name: String,
    /// `nbf`, `dbv`, `dbf` or `all`; missing (an older form): all.
    #[serde(default)]
    federation: Option<String>,
}

/// `POST /courses`: creates a course taught by the user and shows it. A name empty or
/// over 100 characters, or a federation not offered, shows the list again (422), each
/// error beside its field.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn create(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Form(form): Form<NewCourse>,
) -> Result<Response, AppError> {
    let name = form.name.trim();
    let federation = match &form.federation {
        None => Some(Scope::All),
        Some(f) => super::federation::parse(f),
    };
    let good_name = !name.is_empty() && name.chars().count() <= 100;
    let Some(federation) = federation.filter(|_| good_name) else {
        let page = Page::new(&ctx, "ui-courses-title");
        let error = (!good_name).then(|| page.t("ui-courses-bad-name"));
        let federation_error = federation.is_none().then(|| page.t("ui-federation-bad"));
        let chosen = form.federation.as_deref().unwrap_or("all");
        let federations = super::federation::options(&page, chosen);
        let courses = state.store.courses(scope(&user)).await?;
        return Ok((
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            html(&CoursesPage {
                page,
                courses,
                error,
                federations,
                federation_error,
            }),
        )
            .into_response());
    };
    let course = state
        .store
        .create_course_in(user.id, name, federation)
        .await?;
    Ok(Redirect::to(&format!("/courses/{}", course.id)).into_response())
}

/// `GET /courses/{id}`: a course and its students, each with his number of answers and
/// his mean credit in percent.
///
/// # Errors
/// [`AppError::NotFound`] for no such course, [`AppError::Forbidden`] for a course
/// another instructor teaches (an admin sees every course), [`AppError::Internal`] when
/// the store fails.
pub async fn show(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let course = own_course(&state, &user, id).await?;
    Ok(html(&course_page(&state, &ctx, course, None).await?))
}

/// The course page, with `federation_error` beside the federation select.
async fn course_page(
    state: &AppState,
    ctx: &super::session::Ctx,
    course: Course,
    federation_error: Option<String>,
) -> Result<CoursePage, AppError> {
    let id = course.id;
    let mut students = Vec::new();
    for student in state.store.course_students(id).await? {
        let summaries = state.store.summaries(student.id).await?;
        let credit: f64 = summaries
            .iter()
            .map(|s| s.credit.0 as f64 / s.credit.1.max(1) as f64)
            .sum();
        let percent = if summaries.is_empty() {
            0
        } else {
            (100.0 * credit / summaries.len() as f64).round() as i64
        };
        // As the reader writes a percentage: "57%" (en), "57 %" (nb, de, da; W18).
        let percent = crate::i18n::notation::percent_text(&percent.to_string(), ctx.lang);
        students.push((student, summaries.len(), percent));
    }
    let reports = state.store.course_reports(id).await?;
    let mut page = Page::new(ctx, "");
    page.title = course.name.clone();
    let federations = super::federation::options(&page, &course.federation.to_string());
    let export = super::exports::ExportView::fresh(state, &page, &course).await?;
    Ok(CoursePage {
        page,
        course,
        students,
        reports,
        federations,
        federation_error,
        export,
    })
}

/// The course page's federation form.
#[derive(Debug, Deserialize)]
pub struct FederationForm {
    #[serde(default)]
    federation: String,
}

/// `POST /courses/{id}/federation`: the federation the course's students practise and
/// its exams propose; a value not offered shows the page again (422), named beside the
/// select.
///
/// # Errors
/// As [`show`].
pub async fn federation(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    Form(form): Form<FederationForm>,
) -> Result<Response, AppError> {
    let course = own_course(&state, &user, id).await?;
    let Some(federation) = super::federation::parse(&form.federation) else {
        let error = crate::i18n::catalogue().text(ctx.lang, "ui-federation-bad");
        let page = course_page(&state, &ctx, course, Some(error)).await?;
        return Ok((axum::http::StatusCode::UNPROCESSABLE_ENTITY, html(&page)).into_response());
    };
    state.store.set_course_federation(id, federation).await?;
    Ok(Redirect::to(&format!("/courses/{id}")).into_response())
}

/// The course `id` if `user` runs it (an admin runs every course).
pub(super) async fn own_course(state: &AppState, user: &User, id: i64) -> Result<Course, AppError> {
    let course = state.store.course(id).await?.ok_or(AppError::NotFound)?;
    if user.role != Role::Admin && course.instructor_id != user.id {
        return Err(AppError::Forbidden);
    }
    Ok(course)
}

/// `POST /courses/{id}/code`: a fresh join code for the course; the old one stops
/// working (review security S12: codes never changed).
///
/// # Errors
/// As [`show`].
pub async fn renew_code(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
) -> Result<Redirect, AppError> {
    own_course(&state, &user, id).await?;
    state.store.renew_join_code(id).await?;
    Ok(Redirect::to(&format!("/courses/{id}")))
}

/// `POST /courses/{id}/students/{student}/remove`: takes a student off the course; his
/// account and answers stay, and his instructor no longer sees them.
///
/// # Errors
/// As [`show`], and [`AppError::NotFound`] for a student not on the course.
pub async fn remove_student(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path((id, student)): Path<(i64, i64)>,
) -> Result<Redirect, AppError> {
    own_course(&state, &user, id).await?;
    if !state.store.unenrol(id, student).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to(&format!("/courses/{id}")))
}

/// The join form: a course's join code.
#[derive(Debug, Deserialize)]
pub struct JoinForm {
    #[serde(default)]
    join_code: String,
}

/// `POST /courses/join`: a logged-in user joins the course whose join code he gives (a
/// second course, say); joining one he is in already says so, and a code that opens no
/// course shows the form again (422). The page lists his courses.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn join(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Form(form): Form<JoinForm>,
) -> Result<Response, AppError> {
    let page = Page::new(&ctx, "ui-join-title");
    let (status, ok, notice) = match state.store.course_by_join_code(&form.join_code).await? {
        None => (
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            false,
            page.t("ui-register-bad-code"),
        ),
        Some(course) => {
            let id = if state.store.enrol(course.id, user.id).await? {
                "ui-join-joined"
            } else {
                "ui-join-already"
            };
            (
                axum::http::StatusCode::OK,
                true,
                page.t1(id, "course", &course.name),
            )
        }
    };
    let courses = state.store.student_courses(user.id).await?;
    Ok((
        status,
        html(&JoinPage {
            page,
            notice,
            ok,
            courses,
        }),
    )
        .into_response())
}
