//! Practice: the list of templates with the student's record, a question page, the
//! answer and its result page, a past answer shown again, and "practise my weak spots".
//!
//! # Weak spots: the spaced-repetition rule
//! Each student has a Leitner box (1–5) per template he has answered: a right answer moves
//! the template up one box, any other answer (wrong, misread, or a whole ruling only
//! partly right) back to box 1. A template in box *b* is due again
//! [`INTERVALS`]`[b]` seconds after it was last answered (box 1 at once, box 2 after ten
//! minutes, then one day, three days, a week). The next weak-spot question is:
//! 1. the due template in the lowest box, the one answered longest ago first;
//! 2. else a template never answered, from the family with the lowest share of right
//!    answers (a family never tried counts as half right);
//! 3. else the template in the lowest box, answered longest ago.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::i18n::Lang;
use crate::store::attempts::{LeitnerBox, Summary};
use crate::store::{NewAttempt, Outcome, now};

use super::AppState;
use super::error::AppError;
use super::page::{Page, html};
use super::quiz::{Form as AnswerForm, Graded, Key, Question, Shown, TemplateInfo, value_label};
use super::session::{Ctx, Member};
use super::token::QuestionToken;

/// Seconds before a template in box 0–5 is due again (box 0 is unused).
pub const INTERVALS: [i64; 6] = [0, 0, 600, 86_400, 3 * 86_400, 7 * 86_400];
/// How long a question page can be answered.
pub const TOKEN_LIFE: i64 = 7 * 86_400;

/// One template's line in the practice list.
struct Row {
    info: TemplateInfo,
    /// "3 of 5 right", or a dash before the first answer.
    record: String,
}

struct Family {
    name: String,
    rows: Vec<Row>,
}

#[derive(Template)]
#[template(path = "practice.html")]
struct PracticePage {
    page: Page,
    families: Vec<Family>,
}

#[derive(Template)]
#[template(path = "question.html")]
struct QuestionPage {
    page: Page,
    shown: Shown,
    token: String,
    /// Where "next question" leads: a template id, or `weak`.
    next: String,
    error: Option<String>,
}

/// One line of the result's answer table.
struct AnswerLine {
    label: String,
    given: String,
    correct: String,
    right: bool,
}

#[derive(Template)]
#[template(path = "result.html")]
struct ResultPage {
    page: Page,
    shown: Shown,
    key: Key,
    outcome: Outcome,
    lines: Vec<AnswerLine>,
    misreading: Option<super::quiz::Misreading>,
    next_href: String,
    attempt_id: i64,
    /// Shown to an instructor looking at a student's answer.
    student: Option<String>,
}

/// A family's name in the page's language.
fn family_name(page: &Page, family: &str) -> String {
    page.t(&format!("ui-family-{family}"))
}

pub async fn list(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    let summaries = state.store.summaries(user.id).await?;
    let page = Page::new(&ctx, "ui-practice-title");
    let mut record: HashMap<&str, (usize, usize)> = HashMap::new();
    for s in &summaries {
        let entry = record.entry(s.template_id.as_str()).or_default();
        entry.0 += 1;
        entry.1 += usize::from(s.outcome == Outcome::Correct);
    }
    let mut families: Vec<Family> = Vec::new();
    for info in state.quiz.templates(ctx.lang) {
        let record = match record.get(info.id.as_str()) {
            Some(&(answered, right)) => page.tn(
                "ui-record-value",
                &[("right", right as i64), ("answered", answered as i64)],
            ),
            None => "—".to_owned(),
        };
        let row = Row { info, record };
        match families.iter_mut().find(|f| f.name == row.info.family) {
            Some(f) => f.rows.push(row),
            None => families.push(Family {
                name: row.info.family.clone(),
                rows: vec![row],
            }),
        }
    }
    for f in &mut families {
        f.name = family_name(&page, &f.name);
    }
    Ok(html(&PracticePage { page, families }))
}

/// A new question of a template.
pub async fn question(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(template): Path<String>,
) -> Result<Response, AppError> {
    if !state.quiz.has_template(&template) {
        return Err(AppError::NotFound);
    }
    let q = draw(&state, &template, ctx.lang).await?;
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &q,
        template,
        None,
        StatusCode::OK,
    ))
}

/// The next question of "practise my weak spots".
pub async fn weak(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    let boxes = state.store.leitner(user.id).await?;
    let summaries = state.store.summaries(user.id).await?;
    let templates = state.quiz.templates(Lang::En);
    let Some(template) = weakest(&templates, &boxes, &summaries, now()) else {
        return Err(AppError::NotFound);
    };
    let q = draw(&state, &template, ctx.lang).await?;
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &q,
        "weak".to_owned(),
        None,
        StatusCode::OK,
    ))
}

async fn draw(state: &AppState, template: &str, lang: Lang) -> Result<Arc<Question>, AppError> {
    let (s, t) = (state.clone(), template.to_owned());
    tokio::task::spawn_blocking(move || s.quiz.draw(&t, lang))
        .await?
        .map_err(|e| {
            tracing::error!("drawing a question of {template}: {e}");
            AppError::Internal
        })
}

fn question_page(
    state: &AppState,
    ctx: &Ctx,
    user: i64,
    q: &Question,
    next: String,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let token = state.key.sign(&QuestionToken {
        code: q.shown.code.clone(),
        user,
        issued: now(),
    });
    question_page_with(ctx, q, token, next, error, status)
}

fn question_page_with(
    ctx: &Ctx,
    q: &Question,
    token: String,
    next: String,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let mut page = Page::new(ctx, "");
    page.title = q.shown.title.clone();
    let body = QuestionPage {
        page,
        // The page gets the shown half only: the key never reaches the template.
        shown: q.shown.clone(),
        token,
        next,
        error,
    };
    (status, html(&body)).into_response()
}

/// The template "practise my weak spots" serves next (see the module doc).
pub fn weakest(
    templates: &[TemplateInfo],
    boxes: &[LeitnerBox],
    summaries: &[Summary],
    now: i64,
) -> Option<String> {
    let known: HashSet<&str> = templates.iter().map(|t| t.id.as_str()).collect();
    let boxes: Vec<&LeitnerBox> = boxes
        .iter()
        .filter(|b| known.contains(b.template_id.as_str()))
        .collect();
    let interval = |level: i64| INTERVALS[usize::try_from(level.clamp(1, 5)).unwrap_or(1)];
    let due = boxes
        .iter()
        .filter(|b| now - b.seen_at >= interval(b.level))
        .min_by_key(|b| (b.level, b.seen_at));
    if let Some(b) = due {
        return Some(b.template_id.clone());
    }
    let seen: HashSet<&str> = boxes.iter().map(|b| b.template_id.as_str()).collect();
    let mut rate: HashMap<&str, (i64, i64)> = HashMap::new();
    for s in summaries {
        let e = rate.entry(s.family.as_str()).or_default();
        e.0 += i64::from(s.outcome == Outcome::Correct);
        e.1 += 1;
    }
    // Right answers over answers, as a fraction compared by cross-multiplying; a family
    // never tried counts as 1/2.
    let share = |family: &str| rate.get(family).copied().unwrap_or((1, 2));
    let unseen = templates
        .iter()
        .filter(|t| !seen.contains(t.id.as_str()))
        .min_by(|a, b| {
            let (ra, na) = share(&a.family);
            let (rb, nb) = share(&b.family);
            (ra * nb).cmp(&(rb * na))
        });
    if let Some(t) = unseen {
        return Some(t.id.clone());
    }
    boxes
        .iter()
        .min_by_key(|b| (b.level, b.seen_at))
        .map(|b| b.template_id.clone())
}

/// Submits an answer: checks the token, rebuilds the variant from its code, grades,
/// stores (committed before the page is sent) and shows the result.
pub async fn answer(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response, AppError> {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let token_text = field("token");
    let (token, token_id) = state
        .key
        .verify(&token_text)
        .map_err(|_| AppError::BadToken)?;
    if token.user != user.id {
        return Err(AppError::BadToken);
    }
    let answered_at = now();
    if answered_at - token.issued > TOKEN_LIFE {
        return Err(AppError::Expired);
    }
    let next = field("next");
    let next = if next == "weak" || state.quiz.has_template(&next) {
        next
    } else {
        "weak".to_owned()
    };
    let q = {
        let (s, code, lang) = (state.clone(), token.code.clone(), ctx.lang);
        tokio::task::spawn_blocking(move || s.quiz.rebuild(&code, lang))
            .await?
            .map_err(|e| {
                tracing::warn!("rebuilding {}: {e}", token.code);
                AppError::BadRequest("ui-error-cannot-rebuild")
            })?
    };
    let graded = match state.quiz.grade(&q, &fields, ctx.lang) {
        Ok(g) => g,
        Err(e) => {
            let message = Page::new(&ctx, "").t(e.message_id());
            return Ok(question_page_with(
                &ctx,
                &q,
                token_text,
                next,
                Some(message),
                StatusCode::UNPROCESSABLE_ENTITY,
            ));
        }
    };
    let variant = serde_json::to_string(&*q).map_err(|_| AppError::Internal)?;
    let answer = serde_json::to_string(&graded).map_err(|_| AppError::Internal)?;
    let id = state
        .store
        .save_attempt(NewAttempt {
            user_id: user.id,
            sitting_id: None,
            token_id,
            template_id: q.shown.template.clone(),
            family: q.shown.family.clone(),
            law: q.shown.law.clone(),
            variant_code: q.shown.code.clone(),
            lang: ctx.lang.code().to_owned(),
            variant,
            answer,
            outcome: graded.outcome,
            misreading: graded
                .misreading
                .and_then(|i| q.key.misreadings.get(i))
                .map(|m| m.id.clone()),
            credit: graded.credit,
            shown_at: token.issued,
            answered_at,
        })
        .await?;
    Ok(result_page(&ctx, &q, &graded, id, &next, None))
}

fn result_page(
    ctx: &Ctx,
    q: &Question,
    graded: &Graded,
    attempt_id: i64,
    next: &str,
    student: Option<String>,
) -> Response {
    let lang = ctx.lang;
    let mut page = Page::new(ctx, "");
    page.title = q.shown.title.clone();
    let given = |name: &str| {
        graded
            .given
            .get(name)
            .map_or_else(String::new, |v| value_label(v, lang))
    };
    let lines = match &q.shown.form {
        AnswerForm::Parts(_) => q
            .key
            .parts
            .iter()
            .map(|p| AnswerLine {
                label: p.label.clone(),
                given: given(&p.name),
                correct: p.value_label.clone(),
                right: graded.parts.iter().any(|(name, ok)| name == &p.name && *ok),
            })
            .collect(),
        _ => vec![AnswerLine {
            label: page.t("ui-result-answer"),
            given: given("answer"),
            correct: q.key.answer_label.clone(),
            right: graded.outcome == Outcome::Correct,
        }],
    };
    let next_href = if next == "weak" {
        "/practice/weak".to_owned()
    } else {
        format!("/practice/{next}")
    };
    html(&ResultPage {
        page,
        shown: q.shown.clone(),
        key: q.key.clone(),
        outcome: graded.outcome,
        lines,
        misreading: graded
            .misreading
            .and_then(|i| q.key.misreadings.get(i).cloned()),
        next_href,
        attempt_id,
        student,
    })
}

/// A past answer, shown as it was: to its student, an instructor of his, or an admin.
pub async fn attempt(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let attempt = state.store.attempt(id).await?.ok_or(AppError::NotFound)?;
    let own = attempt.user_id == user.id;
    if !own && !super::progress::may_see(&state, &user, attempt.user_id).await? {
        return Err(AppError::Forbidden);
    }
    let q: Question = serde_json::from_str(&attempt.variant).map_err(|e| {
        tracing::error!("attempt {id}: stored variant unreadable: {e}");
        AppError::Internal
    })?;
    let graded: Graded = serde_json::from_str(&attempt.answer).map_err(|e| {
        tracing::error!("attempt {id}: stored answer unreadable: {e}");
        AppError::Internal
    })?;
    let student = if own {
        None
    } else {
        state.store.user(attempt.user_id).await?.map(|u| u.name)
    };
    Ok(result_page(
        &ctx,
        &q,
        &graded,
        id,
        &q.shown.template,
        student,
    ))
}
