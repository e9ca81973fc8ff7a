//! Progress: a student's results by family, over time, and by law (weakest first), drawn
//! as SVG on the server, each weak law a link to practise it, and his whole history of
//! answers and skips, newest first, a page at a time, dated in his time zone. A student
//! sees his own; an instructor those of the students in his courses; an admin anyone's.

use std::collections::BTreeMap;

use askama::Template;
use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;

use crate::store::User;
use crate::store::attempts::Summary;

use super::AppState;
use super::charts::{Datum, bars, line};
use super::error::AppError;
use super::extract::{Path, Query};
use super::page::{Page, html};
use super::session::{Ctx, Member, Teacher};
use super::when;

/// Laws listed in the weakest-laws chart.
const WEAKEST: usize = 10;
/// Answers and skips listed on a page of the history.
pub const HISTORY_PAGE: usize = 50;

/// A line of the history: an answer (with its page) or a skip.
struct Entry {
    at: i64,
    link: Option<String>,
    when: String,
    title: String,
    code: String,
    /// `correct`, `partial`, `misread`, `wrong` or `skipped`: the CSS class.
    class: String,
    /// The outcome in words.
    result: String,
}

/// A weak law with the link that practises it.
struct WeakLaw {
    text: String,
    href: String,
    share: i64,
}

/// Which page of the history.
#[derive(Debug, Deserialize)]
pub struct HistoryQuery {
    page: Option<usize>,
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
    weak_laws: Vec<WeakLaw>,
    /// "3 questions skipped", when any were.
    skipped: Option<String>,
    history: Vec<Entry>,
    /// "Page 2 of 5", and the neighbours' numbers.
    pager: Option<String>,
    newer: Option<usize>,
    older: Option<usize>,
    /// The page's own address, for the pager's links.
    here: String,
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
    ctx: &Ctx,
    page: Page,
    student: User,
    own: bool,
    number: usize,
) -> Result<Response, AppError> {
    let summaries = state.store.summaries(student.id).await?;
    let skips = state.store.skips(student.id).await?;
    let titles: BTreeMap<String, String> = state
        .quiz
        .templates(page.lang)
        .into_iter()
        .map(|t| (t.id, t.title))
        .collect();
    let title = |id: &str| titles.get(id).cloned().unwrap_or_else(|| id.to_owned());
    let mut by_family = group(&summaries, |s| s.family.clone());
    for d in &mut by_family {
        d.label = page.t(&format!("ui-family-{}", d.label));
    }
    // Days as the reader's clock has them, sorted by their ISO key, labelled his way.
    let zone = when::zone(ctx);
    let mut over_time = group(&summaries, |s| when::day_key(s.answered_at, &zone));
    for d in &mut over_time {
        d.label = when::day_label(&d.label, page.lang);
    }
    let mut weakest = group(&summaries, |s| s.law.clone());
    weakest.sort_by(|a, b| a.share.total_cmp(&b.share).then(b.count.cmp(&a.count)));
    weakest.truncate(WEAKEST);
    let weak_laws = weakest
        .iter()
        .filter(|d| d.share < 1.0)
        .map(|d| WeakLaw {
            text: page.t1(
                "ui-practise-law",
                "law",
                crate::i18n::notation::law_code_text(&d.label, page.lang),
            ),
            href: format!("/practice/law/{}", d.label),
            share: percent(d.share, 1),
        })
        .collect();
    for d in &mut weakest {
        d.label = crate::i18n::notation::law_code_text(&d.label, page.lang);
    }
    let total: f64 = summaries.iter().map(credit).sum();
    let mut history: Vec<Entry> = summaries
        .iter()
        .map(|s| Entry {
            at: s.answered_at,
            link: Some(format!("/attempts/{}", s.id)),
            when: when::moment(s.answered_at, ctx),
            title: title(&s.template_id),
            code: s.variant_code.clone(),
            class: s.outcome.to_string(),
            result: page.tk("ui-outcome-", s.outcome),
        })
        .chain(skips.iter().map(|k| Entry {
            at: k.skipped_at,
            link: None,
            when: when::moment(k.skipped_at, ctx),
            title: title(&k.template_id),
            code: k.variant_code.clone(),
            class: "skipped".to_owned(),
            result: page.t("ui-outcome-skipped"),
        }))
        .collect();
    history.sort_by_key(|e| std::cmp::Reverse(e.at));
    let pages = history.len().div_ceil(HISTORY_PAGE).max(1);
    let number = number.clamp(1, pages);
    let history: Vec<Entry> = history
        .into_iter()
        .skip((number - 1) * HISTORY_PAGE)
        .take(HISTORY_PAGE)
        .collect();
    let pager = (pages > 1).then(|| {
        page.tn(
            "ui-history-page",
            &[("page", number as i64), ("pages", pages as i64)],
        )
    });
    let here = if own {
        "/progress".to_owned()
    } else {
        format!("/students/{}/progress", student.id)
    };
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
        weak_laws,
        skipped: (!skips.is_empty())
            .then(|| page.tn("ui-progress-skipped", &[("count", skips.len() as i64)])),
        history,
        pager,
        newer: (number > 1).then(|| number - 1),
        older: (number < pages).then(|| number + 1),
        here,
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
    Query(q): Query<HistoryQuery>,
) -> Result<Response, AppError> {
    let page = Page::new(&ctx, "ui-progress-title");
    render(&state, &ctx, page, user, true, q.page.unwrap_or(1)).await
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
    Query(q): Query<HistoryQuery>,
) -> Result<Response, AppError> {
    let student = state.store.user(id).await?.ok_or(AppError::NotFound)?;
    if !may_see(&state, &viewer, id).await? {
        return Err(AppError::Forbidden);
    }
    let page = Page::new(&ctx, "ui-progress-title");
    render(&state, &ctx, page, student, false, q.page.unwrap_or(1)).await
}
