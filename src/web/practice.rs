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
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::bank::Variant;
use crate::i18n::{Lang, catalogue};
use crate::store::attempts::{LeitnerBox, Summary};
use crate::store::records::read_attempt;
use crate::store::{NewAttempt, Outcome, now};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path, Query};
use super::page::{Page, html};
use super::quiz::view::{QuestionView, ResultView, question_view, result_view};
use super::quiz::{Graded, TemplateInfo, grade, misreading_id};
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
    view: QuestionView,
    token: String,
    /// Where "next question" leads: a template id, or `weak`.
    next: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "result.html")]
struct ResultPage {
    page: Page,
    view: QuestionView,
    result: ResultView,
    outcome: Outcome,
    next_href: String,
    attempt_id: i64,
    /// Shown to an instructor looking at a student's answer.
    student: Option<String>,
    /// Why this page is shown rather than the one asked for.
    notice: Option<String>,
}

/// A family's name in the page's language.
fn family_name(page: &Page, family: &str) -> String {
    page.t(&format!("ui-family-{family}"))
}

/// `GET /practice`: every template by family, with how often the student has answered
/// it and how often right.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
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

/// `GET /practice/{template}`: a new question of a template.
///
/// # Errors
/// [`AppError::NotFound`] for no such template; [`AppError::Internal`] when the
/// template gives no question.
pub async fn question(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(template): Path<String>,
) -> Result<Response, AppError> {
    if !state.quiz.has_template(&template) {
        return Err(AppError::NotFound);
    }
    let variant = draw(&state, &template).await?;
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &variant,
        template,
        None,
        StatusCode::OK,
    ))
}

/// `GET /practice/weak`: the next question of "practise my weak spots".
///
/// # Errors
/// [`AppError::NotFound`] when the bank has no template; [`AppError::Internal`] when the
/// store fails or the template gives no question.
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
    let variant = draw(&state, &template).await?;
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &variant,
        "weak".to_owned(),
        None,
        StatusCode::OK,
    ))
}

async fn draw(state: &AppState, template: &str) -> Result<Arc<Variant>, AppError> {
    let (s, t) = (state.clone(), template.to_owned());
    tokio::task::spawn_blocking(move || s.quiz.draw(&t))
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
    variant: &Variant,
    next: String,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let token = state.key.sign(&QuestionToken {
        code: variant.code.to_string(),
        digest: variant.digest(),
        user,
        issued: now(),
    });
    question_page_with(ctx, variant, token, next, error, status)
}

fn question_page_with(
    ctx: &Ctx,
    variant: &Variant,
    token: String,
    next: String,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    // The page gets the question half only: the key never reaches the template; it is
    // headed by its topic, not the title that may name the ruling (W7).
    let view = super::quiz::view::question_page_view(variant, ctx.lang);
    let mut page = Page::new(ctx, "");
    page.title = view.title.clone();
    let body = QuestionPage {
        page,
        view,
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

/// `POST /answer`: checks the token, rebuilds the variant from its code, grades,
/// stores (committed before the page is sent) and shows the result. An answer that
/// does not read shows the question again with the reason, and nothing is stored.
///
/// # Errors
/// [`AppError::BadToken`] for a token not signed by the server or another user's,
/// [`AppError::Expired`] for one older than [`TOKEN_LIFE`], [`AppError::BadRequest`]
/// for a variant that cannot be rebuilt from its code. When the answer cannot be
/// committed, the question comes again with "not saved" (503) and the same token.
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
    let variant = {
        let (s, code) = (state.clone(), token.code.clone());
        tokio::task::spawn_blocking(move || s.quiz.rebuild(&code))
            .await?
            .map_err(|e| {
                tracing::warn!("rebuilding {}: {e}", token.code);
                AppError::BadRequest("ui-error-cannot-rebuild")
            })?
    };
    // The question must be the one the page showed: a template edited or the engine
    // changed since then gives another variant under the same code. Nothing is graded
    // against it; the student gets the question as it stands, with the reason.
    if variant.digest() != token.digest {
        tracing::info!(
            "{}: the variant changed since its page was served",
            token.code
        );
        let notice = catalogue().text(ctx.lang, "ui-question-changed");
        return Ok(question_page(
            &state,
            &ctx,
            user.id,
            &variant,
            next,
            Some(notice),
            StatusCode::CONFLICT,
        ));
    }
    let graded = match grade(&variant, &fields, ctx.lang) {
        Ok(g) => g,
        Err(e) => {
            return Ok(question_page_with(
                &ctx,
                &variant,
                token_text,
                next,
                Some(e.message(ctx.lang)),
                StatusCode::UNPROCESSABLE_ENTITY,
            ));
        }
    };
    let stored = serde_json::to_string(&*variant).map_err(|_| AppError::Internal)?;
    let answer = serde_json::to_string(&graded).map_err(|_| AppError::Internal)?;
    let saved = state
        .store
        .save_attempt(NewAttempt {
            user_id: user.id,
            sitting_id: None,
            token_id,
            template_id: variant.template.id.clone(),
            family: variant.template.family.clone(),
            law: variant.template.branch.code().to_owned(),
            variant_code: variant.code.to_string(),
            lang: ctx.lang.code().to_owned(),
            variant: stored,
            answer,
            outcome: graded.outcome,
            misreading: graded.misreading.as_ref().map(misreading_id),
            credit: graded.right_of,
            shown_at: token.issued,
            answered_at,
        })
        .await;
    let saved = match saved {
        Ok(saved) => saved,
        // Nothing is acknowledged that is not committed: the same question again, with
        // the same token (a retry stores it once), and the reason.
        Err(e) => {
            tracing::error!("answer of user {} not saved: {e}", user.id);
            let notice = catalogue().text(ctx.lang, "ui-answer-not-saved");
            return Ok(question_page_with(
                &ctx,
                &variant,
                token_text,
                next,
                Some(notice),
                StatusCode::SERVICE_UNAVAILABLE,
            ));
        }
    };
    if !saved.first {
        // Answered before (review security S9): the verdict recorded is the one that
        // counts, so that is what the student sees, not a grading of the new answer.
        return Ok(Redirect::to(&format!("/attempts/{}?again=1", saved.id)).into_response());
    }
    Ok(result_page(
        &ctx,
        ctx.lang,
        &variant,
        &graded,
        saved.id,
        &next,
        Notes::default(),
    ))
}

/// The result of an answer: the question again in `lang` (the language it was answered
/// in), the student's answer beside the key, the explanation and the misreading.
fn result_page(
    ctx: &Ctx,
    lang: Lang,
    variant: &Variant,
    graded: &Graded,
    attempt_id: i64,
    next: &str,
    notes: Notes,
) -> Response {
    let view = question_view(variant, lang);
    let mut page = Page::new(ctx, "");
    page.title = view.title.clone();
    let next_href = if next == "weak" {
        "/practice/weak".to_owned()
    } else {
        format!("/practice/{next}")
    };
    html(&ResultPage {
        page,
        result: result_view(variant, graded, lang),
        view,
        outcome: graded.outcome,
        next_href,
        attempt_id,
        student: notes.student,
        notice: notes.notice,
    })
}

/// What a result page says beside the result.
#[derive(Debug, Default)]
struct Notes {
    /// Whose answer an instructor is looking at.
    student: Option<String>,
    /// Why this page is shown rather than the one asked for.
    notice: Option<String>,
}

/// `GET /attempts/{id}`: a past answer, shown as it was: to its student, an instructor
/// of his, or an admin.
///
/// # Errors
/// [`AppError::NotFound`] for no such answer, [`AppError::Forbidden`] for anyone else,
/// [`AppError::Internal`] when the store fails or the stored variant does not read.
pub async fn attempt(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
    Query(shown): Query<AttemptQuery>,
) -> Result<Response, AppError> {
    let attempt = state.store.attempt(id).await?.ok_or(AppError::NotFound)?;
    let own = attempt.user_id == user.id;
    if !own && !super::progress::may_see(&state, &user, attempt.user_id).await? {
        return Err(AppError::Forbidden);
    }
    // Upgraded from the schema it was written in: an answer stored by an earlier
    // program still shows.
    let (variant, graded) = read_attempt(attempt.schema, &attempt.variant, &attempt.answer)
        .map_err(|e| {
            tracing::error!("attempt {id}: {e}");
            AppError::Internal
        })?;
    let student = if own {
        None
    } else {
        state.store.user(attempt.user_id).await?.map(|u| u.name)
    };
    // Shown in the language it was answered in, as the student saw it.
    let lang = attempt.lang.parse().unwrap_or(ctx.lang);
    let notice =
        (own && shown.again.is_some()).then(|| catalogue().text(ctx.lang, "ui-answered-before"));
    Ok(result_page(
        &ctx,
        lang,
        &variant,
        &graded,
        id,
        &variant.template.id,
        Notes { student, notice },
    ))
}

/// The query of an attempt's page.
#[derive(Debug, Deserialize)]
pub struct AttemptQuery {
    /// Present when the student was sent here after answering the question again.
    again: Option<String>,
}
