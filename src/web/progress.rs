//! Progress: a student's results by family, over time, and by law (weakest first), drawn
//! as SVG on the server, with his recent answers. A student sees his own; an instructor
//! those of the students in his courses; an admin anyone's.

use std::collections::BTreeMap;

use askama::Template;
use axum::extract::State;
use axum::response::Response;

use crate::store::attempts::Summary;
use crate::store::{Outcome, User};

use super::AppState;
use super::charts::{Datum, bars, date, line};
use super::error::AppError;
use super::extract::Path;
use super::page::{Page, html};
use super::session::{Member, Teacher};

/// Laws listed in the weakest-laws chart.
const WEAKEST: usize = 10;
/// Answers listed under "recent".
const RECENT: usize = 20;

struct Recent {
    id: i64,
    when: String,
    title: String,
    code: String,
    outcome: Outcome,
}

#[derive(Template)]
#[template(path = "progress.html")]
struct ProgressPage {
    page: Page,
    student: User,
    own: bool,
    answered: usize,
    summary: String,
    by_family: String,
    over_time: String,
    weakest: String,
    recent: Vec<Recent>,
}

/// Whether `viewer` may see `student`'s answers: an admin, or an instructor of his.
///
/// # Errors
/// A database error.
pub async fn may_see(state: &AppState, viewer: &User, student: i64) -> Result<bool, AppError> {
    Ok(match viewer.role {
        crate::store::Role::Admin => true,
        crate::store::Role::Instructor => state.store.teaches(viewer.id, student).await?,
        crate::store::Role::Student => viewer.id == student,
    })
}

/// `sum` credit over `count` answers, in whole percent.
fn percent(sum: f64, count: usize) -> i64 {
    if count == 0 {
        0
    } else {
        (100.0 * sum / count as f64).round() as i64
    }
}

fn credit(s: &Summary) -> f64 {
    if s.credit.1 == 0 {
        0.0
    } else {
        s.credit.0 as f64 / s.credit.1 as f64
    }
}

/// Groups answers by `key` into data points: share of credit, count.
fn group<'a>(summaries: &'a [Summary], key: impl Fn(&'a Summary) -> String) -> Vec<Datum> {
    let mut groups: BTreeMap<String, (f64, usize)> = BTreeMap::new();
    for s in summaries {
        let e = groups.entry(key(s)).or_default();
        e.0 += credit(s);
        e.1 += 1;
    }
    groups
        .into_iter()
        .map(|(label, (sum, count))| Datum {
            label,
            share: sum / count as f64,
            count,
        })
        .collect()
}

async fn render(
    state: &AppState,
    page: Page,
    student: User,
    own: bool,
) -> Result<Response, AppError> {
    let summaries = state.store.summaries(student.id).await?;
    let titles: BTreeMap<String, String> = state
        .quiz
        .templates(page.lang)
        .into_iter()
        .map(|t| (t.id, t.title))
        .collect();
    let mut by_family = group(&summaries, |s| s.family.clone());
    for d in &mut by_family {
        d.label = page.t(&format!("ui-family-{}", d.label));
    }
    let over_time = group(&summaries, |s| date(s.answered_at));
    let mut weakest = group(&summaries, |s| s.law.clone());
    weakest.sort_by(|a, b| a.share.total_cmp(&b.share).then(b.count.cmp(&a.count)));
    weakest.truncate(WEAKEST);
    for d in &mut weakest {
        d.label = crate::i18n::notation::law_code_text(&d.label, page.lang);
    }
    let total: f64 = summaries.iter().map(credit).sum();
    let recent = summaries
        .iter()
        .rev()
        .take(RECENT)
        .map(|s| Recent {
            id: s.id,
            when: date(s.answered_at),
            title: titles
                .get(&s.template_id)
                .cloned()
                .unwrap_or_else(|| s.template_id.clone()),
            code: s.variant_code.clone(),
            outcome: s.outcome,
        })
        .collect();
    let body = ProgressPage {
        answered: summaries.len(),
        summary: page.tn(
            "ui-progress-summary",
            &[
                ("answered", summaries.len() as i64),
                ("percent", percent(total, summaries.len())),
            ],
        ),
        by_family: bars(&page.t("ui-progress-by-family"), &by_family, page.lang),
        over_time: line(&page.t("ui-progress-over-time"), &over_time, page.lang),
        weakest: bars(&page.t("ui-progress-weakest"), &weakest, page.lang),
        recent,
        student,
        own,
        page,
    };
    Ok(html(&body))
}

/// `GET /progress`: the user's own progress.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn own(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    let page = Page::new(&ctx, "ui-progress-title");
    render(&state, page, user, true).await
}

/// `GET /students/{id}/progress`: a student's progress, for an instructor of his course
/// or an admin.
///
/// # Errors
/// [`AppError::NotFound`] for no such user, [`AppError::Forbidden`] for anyone else,
/// [`AppError::Internal`] when the store fails.
pub async fn student(
    State(state): State<AppState>,
    Teacher(viewer, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let student = state.store.user(id).await?.ok_or(AppError::NotFound)?;
    if !may_see(&state, &viewer, id).await? {
        return Err(AppError::Forbidden);
    }
    let page = Page::new(&ctx, "ui-progress-title");
    render(&state, page, student, false).await
}
