//! Courses: an instructor creates one and hands its join code to his students, who
//! register with it (or, logged in, join a further course with it); he then sees each
//! student's progress and the problems they reported, and can make a student a
//! password-reset code. An admin sees every course.

use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

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
}

#[derive(Template)]
#[template(path = "course.html")]
struct CoursePage {
    page: Page,
    course: Course,
    students: Vec<(User, usize, String)>,
    reports: Vec<Report>,
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
    Ok(html(&CoursesPage {
        page: Page::new(&ctx, "ui-courses-title"),
        courses,
        error: None,
    }))
}

/// The new-course form: its name.
#[derive(Debug, Deserialize)]
pub struct NewCourse {
    #[serde(default)]
    name: String,
}

/// `POST /courses`: creates a course taught by the user and shows it. A name empty or
/// over 100 characters shows the list again (422).
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn create(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Form(form): Form<NewCourse>,
) -> Result<Response, AppError> {
    let name = form.name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        let page = Page::new(&ctx, "ui-courses-title");
        let error = Some(page.t("ui-courses-bad-name"));
        let courses = state.store.courses(scope(&user)).await?;
        return Ok((
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            html(&CoursesPage {
                page,
                courses,
                error,
            }),
        )
            .into_response());
    }
    let course = state.store.create_course(user.id, name).await?;
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
    let mut page = Page::new(&ctx, "");
    page.title = course.name.clone();
    Ok(html(&CoursePage {
        page,
        course,
        students,
        reports,
    }))
}

/// The course `id` if `user` runs it (an admin runs every course).
async fn own_course(state: &AppState, user: &User, id: i64) -> Result<Course, AppError> {
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
