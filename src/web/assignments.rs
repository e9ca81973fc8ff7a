//! Assignments on the web (issue 35): the instructor sets "Leksjon 7: 10 spørsmål,
//! revoker og claim, innen torsdag" on the course's assignments page and sees, per
//! student, how many are done, how many right and how many late; a student sees what is
//! due at the top of his practice list and practises it through `/assignments/{id}`,
//! which leads to the assignment's template he has answered least since it was set.
//! What counts is in [`crate::store::assignments`].

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

use crate::i18n::Lang;
use crate::store::Course;
use crate::store::assignments::{Assignment, MAX_TITLE, Progress};
use crate::store::{Outcome, now};

use super::AppState;
use super::class::{PickFamily, federation_templates, picked, picker};
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::quiz::TemplateInfo;
use super::session::{Ctx, Member, Teacher};

/// The most questions one assignment asks.
pub const MAX_COUNT: i64 = 200;

/// An assignment as its course's page shows it, with a line per student.
struct AssignmentView {
    id: i64,
    title: String,
    /// "10 questions · due 03.12.2026 18:00".
    summary: String,
    /// The templates' titles.
    templates: Vec<String>,
    /// Name, "7 of 10", right, late, whether complete.
    students: Vec<(String, String, i64, i64, bool)>,
}

/// What the new-assignment form holds, and its errors.
#[derive(Default)]
struct Draft {
    title: String,
    count: String,
    due: String,
    title_error: Option<String>,
    count_error: Option<String>,
    due_error: Option<String>,
    templates_error: Option<String>,
}

#[derive(Template)]
#[template(path = "assignments.html")]
struct AssignmentsPage {
    page: Page,
    course: Course,
    assignments: Vec<AssignmentView>,
    draft: Draft,
    families: Vec<PickFamily>,
}

/// What a student has due, as his practice list shows it.
pub struct DueView {
    /// Where he practises it.
    pub href: String,
    /// Its title.
    pub title: String,
    /// "3 of 10 answered, 2 right · due 03.12.2026 18:00".
    pub status: String,
    /// Past its due date and not complete.
    pub overdue: bool,
}

/// The templates `course` practises: those chosen, else all of its federation's.
pub(super) async fn course_templates(
    state: &AppState,
    course: &Course,
    lang: Lang,
) -> Result<Vec<TemplateInfo>, AppError> {
    let chosen = state.store.course_templates(course.id).await?;
    Ok(federation_templates(state, course, lang)
        .into_iter()
        .filter(|t| chosen.is_empty() || chosen.contains(&t.id))
        .collect())
}

async fn page_of(
    state: &AppState,
    ctx: &Ctx,
    course: Course,
    draft: Draft,
    ticked: &[String],
) -> Result<AssignmentsPage, AppError> {
    let mut page = Page::new(ctx, "");
    page.title = format!("{} · {}", page.t("ui-assignments-title"), course.name);
    let offered = course_templates(state, &course, ctx.lang).await?;
    // A fresh form ticks nothing: `picker` reads an empty choice as "all".
    let none = ["-".to_owned()];
    let families = picker(
        &page,
        &offered,
        if ticked.is_empty() { &none } else { ticked },
    );
    let titles = state.quiz.templates(ctx.lang);
    let attempts = state.store.class_attempts(course.id).await?;
    let students = state.store.course_students(course.id).await?;
    let mut assignments = Vec::new();
    for a in state.store.course_assignments(course.id).await? {
        let lines = students
            .iter()
            .map(|s| {
                let p = Progress::of(
                    &a,
                    attempts.iter().filter(|x| x.user_id == s.id).map(|x| {
                        (
                            x.template_id.as_str(),
                            x.answered_at,
                            x.outcome == Outcome::Correct,
                        )
                    }),
                );
                let done = page.tn("ui-assignment-of", &[("done", p.done), ("count", a.count)]);
                (s.name.clone(), done, p.right, p.late, p.complete(&a))
            })
            .collect();
        assignments.push(AssignmentView {
            id: a.id,
            title: a.title.clone(),
            summary: summary(&page, ctx, &a),
            templates: a
                .templates
                .iter()
                .map(|t| {
                    titles
                        .iter()
                        .find(|i| &i.id == t)
                        .map_or_else(|| t.clone(), |i| i.title.clone())
                })
                .collect(),
            students: lines,
        });
    }
    Ok(AssignmentsPage {
        page,
        course,
        assignments,
        draft,
        families,
    })
}

/// "10 questions · due 03.12.2026 18:00".
fn summary(page: &Page, ctx: &Ctx, a: &Assignment) -> String {
    format!(
        "{} · {}",
        page.tn("ui-assignment-count", &[("count", a.count)]),
        page.t1(
            "ui-assignment-due",
            "when",
            super::when::moment(a.due_at, ctx)
        )
    )
}

/// `GET /courses/{id}/assignments`: the course's assignments, who did what, and the
/// form that sets a new one.
///
/// # Errors
/// As [`super::courses::show`].
pub async fn list(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let draft = Draft {
        count: "10".to_owned(),
        ..Draft::default()
    };
    Ok(html(&page_of(&state, &ctx, course, draft, &[]).await?))
}

/// A due date as the `datetime-local` field sends it (`2026-12-03T18:00`), read in the
/// instructor's time zone.
fn read_due(text: &str, ctx: &Ctx) -> Option<i64> {
    let civil: jiff::civil::DateTime = text.trim().parse().ok()?;
    let zoned = civil.to_zoned_datetime(super::when::zone(ctx)).ok()?;
    Some(zoned.timestamp().as_second())
}

/// `POST /courses/{id}/assignments`: sets an assignment. A title empty or too long, a
/// count that is not a whole number from 1 to 200, a due date that does not read, or no
/// template shows the form again (422) with each error beside its field.
///
/// # Errors
/// As [`super::courses::show`].
pub async fn create(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let offered = course_templates(&state, &course, Lang::En).await?;
    let templates = picked(&fields, &offered);
    let page = Page::new(&ctx, "");
    let mut draft = Draft {
        title: field("title"),
        count: field("count"),
        due: field("due"),
        ..Draft::default()
    };
    if draft.title.is_empty() || draft.title.chars().count() > MAX_TITLE {
        draft.title_error = Some(page.t("ui-assignment-bad-title"));
    }
    let count = draft
        .count
        .parse::<i64>()
        .ok()
        .filter(|c| (1..=MAX_COUNT).contains(c));
    if count.is_none() {
        draft.count_error = Some(page.t("ui-assignment-bad-count"));
    }
    let due = read_due(&draft.due, &ctx);
    if due.is_none() {
        draft.due_error = Some(page.t("ui-assignment-bad-due"));
    }
    if templates.is_empty() {
        draft.templates_error = Some(page.t("ui-assignment-bad-templates"));
    }
    let fine = draft.title_error.is_none() && draft.templates_error.is_none();
    let (Some(count), Some(due), true) = (count, due, fine) else {
        let body = page_of(&state, &ctx, course, draft, &templates).await?;
        return Ok((StatusCode::UNPROCESSABLE_ENTITY, html(&body)).into_response());
    };
    state
        .store
        .create_assignment(id, &draft.title, count, due, &templates)
        .await?;
    Ok(Redirect::to(&format!("/courses/{id}/assignments")).into_response())
}

/// `POST /courses/{id}/assignments/{assignment}/delete`: removes an assignment (the
/// answers stay: they are practice answers).
///
/// # Errors
/// As [`super::courses::show`], and [`AppError::NotFound`] for no such assignment of
/// the course.
pub async fn delete(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path((id, assignment)): Path<(i64, i64)>,
) -> Result<Redirect, AppError> {
    super::courses::own_course(&state, &user, id).await?;
    if !state.store.delete_assignment(id, assignment).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to(&format!("/courses/{id}/assignments")))
}

/// `GET /assignments/{id}`: on to the assignment's template the student has answered
/// least since it was set (the first in the bank's order among equals), among those he
/// may practise.
///
/// # Errors
/// [`AppError::NotFound`] for an assignment of no course of his, or none of whose
/// templates he may practise; [`AppError::Internal`] when the store fails.
pub async fn practise(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let assignment = state
        .store
        .student_assignments(user.id)
        .await?
        .into_iter()
        .find(|a| a.id == id)
        .ok_or(AppError::NotFound)?;
    let summaries = state.store.summaries(user.id).await?;
    let answered = |t: &str| {
        summaries
            .iter()
            .filter(|s| s.template_id == t && s.answered_at >= assignment.created_at)
            .count()
    };
    let template = super::federation::student_templates(&state, user.id, ctx.lang)
        .await?
        .into_iter()
        .filter(|t| assignment.templates.contains(&t.id))
        .min_by_key(|t| answered(&t.id))
        .ok_or(AppError::NotFound)?;
    Ok(Redirect::to(&super::practice::slot_href(&template.id)).into_response())
}

/// What `user` has due: every assignment of his courses not yet complete, and those
/// complete but not yet due, soonest due first.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn due_for(state: &AppState, ctx: &Ctx, user: i64) -> Result<Vec<DueView>, AppError> {
    let assignments = state.store.student_assignments(user).await?;
    if assignments.is_empty() {
        return Ok(Vec::new());
    }
    let summaries = state.store.summaries(user).await?;
    let page = Page::new(ctx, "");
    let at = now();
    Ok(assignments
        .iter()
        .filter_map(|a| {
            let p = Progress::of(
                a,
                summaries.iter().map(|s| {
                    (
                        s.template_id.as_str(),
                        s.answered_at,
                        s.outcome == Outcome::Correct,
                    )
                }),
            );
            let complete = p.complete(a);
            if complete && a.due_at < at {
                return None;
            }
            let mut status = page.tn(
                "ui-assignment-progress",
                &[("done", p.done), ("count", a.count), ("right", p.right)],
            );
            status.push_str(" · ");
            status.push_str(&page.t1(
                "ui-assignment-due",
                "when",
                super::when::moment(a.due_at, ctx),
            ));
            Some(DueView {
                href: format!("/assignments/{}", a.id),
                title: a.title.clone(),
                status,
                overdue: !complete && a.due_at < at,
            })
        })
        .collect())
}
