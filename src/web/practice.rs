//! Practice: the list of templates with the student's record, and the question pages.
//! A practice slot (a template id, or `weak`, see [`super::weak`]) keeps its open
//! question until it is answered or abandoned with "new variant", which records a skip.

use std::collections::HashMap;
use std::sync::Arc;

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::bank::Variant;
use crate::i18n::Lang;
use crate::store::open::{OpenQuestion, Skip};
use crate::store::{Outcome, now};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::quiz::TemplateInfo;
use super::quiz::view::QuestionView;
use super::session::{Ctx, Member};
use super::token::QuestionToken;
use super::weak::Round;

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
    /// What his courses' assignments ask of him (issue 35).
    due: Vec<super::assignments::DueView>,
}

#[derive(Template)]
#[template(path = "question.html")]
struct QuestionPage {
    page: Page,
    view: QuestionView,
    /// The variant code, as "new variant" names the question it abandons.
    code: String,
    token: String,
    /// False for a try not counted: no "new variant", and the page says so.
    counted: bool,
    /// The slot the question is open in (a template id, or `weak`): where the answer
    /// leads on, and what "new variant" replaces.
    next: String,
    /// Where the student is in a weak-spot round, and why this question.
    round: Option<Round>,
    error: Option<String>,
}

/// A family's name in the page's language.
fn family_name(page: &Page, family: &str) -> String {
    page.t(&format!("ui-family-{family}"))
}

/// `GET /practice`: every template his courses' federations allow, by family, with how
/// often the student has answered it and how often right.
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
    for info in super::federation::student_templates(&state, user.id, ctx.lang).await? {
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
    let due = super::assignments::due_for(&state, &ctx, user.id).await?;
    Ok(html(&PracticePage {
        page,
        families,
        due,
    }))
}

/// `GET /practice/{template}`: the question open for this template, or a new one.
///
/// # Errors
/// [`AppError::NotFound`] for no such template, or one of a federation none of his
/// courses is; [`AppError::Internal`] when the template gives no question or the store
/// fails.
pub async fn question(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(template): Path<String>,
) -> Result<Response, AppError> {
    if !super::federation::student_has_template(&state, user.id, &template).await? {
        return Err(AppError::NotFound);
    }
    let open = open_question(
        &state,
        user.id,
        &template,
        |_| true,
        || Ok((template.clone(), None)),
    )
    .await?;
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &open,
        Some(template),
        None,
    ))
}

/// `GET /practice/law/{law}`: practise a law the progress page shows weak (review web-ux
/// W15): on to a template of that law, the one in the lowest Leitner box, answered
/// longest ago (a template never answered counts as box 1, never seen).
///
/// # Errors
/// [`AppError::NotFound`] when no template trains that law; [`AppError::Internal`]
/// when the store fails.
pub async fn by_law(
    State(state): State<AppState>,
    Member(user, _ctx): Member,
    Path(law): Path<String>,
) -> Result<Response, AppError> {
    let boxes = state.store.leitner(user.id).await?;
    let standing = |id: &str| {
        boxes
            .iter()
            .find(|b| b.template_id == id)
            .map_or((1, 0), |b| (b.level, b.seen_at))
    };
    let template = super::federation::student_templates(&state, user.id, Lang::En)
        .await?
        .into_iter()
        .filter(|t| t.law_code == law)
        .min_by_key(|t| standing(&t.id))
        .ok_or(AppError::NotFound)?;
    Ok(Redirect::to(&slot_href(&template.id)).into_response())
}

/// `POST /practice/{slot}/new`: the student asks for another question; the one open is
/// recorded as a skip (review web-ux W6: a reload no longer hides one).
///
/// # Errors
/// [`AppError::NotFound`] for a slot that is neither a template nor `weak`;
/// [`AppError::Internal`] when the store fails.
pub async fn new_variant(
    State(state): State<AppState>,
    Member(user, _ctx): Member,
    Path(slot): Path<String>,
    Form(form): Form<NewVariantForm>,
) -> Result<Response, AppError> {
    if slot != WEAK && !super::federation::student_has_template(&state, user.id, &slot).await? {
        return Err(AppError::NotFound);
    }
    if let Some(open) = state.store.open_question(user.id, &slot).await? {
        // Only the question the page showed: a stale tab does not skip a newer one.
        if open.variant_code == form.code {
            let info = state
                .quiz
                .templates(Lang::En)
                .into_iter()
                .find(|t| t.id == open.template_id);
            let (family, law) = info.map(|t| (t.family, t.law_code)).unwrap_or_default();
            state
                .store
                .skip(
                    user.id,
                    &slot,
                    &Skip {
                        template_id: open.template_id,
                        family,
                        law,
                        variant_code: open.variant_code,
                        shown_at: open.shown_at,
                        skipped_at: now(),
                    },
                )
                .await?;
        }
    }
    Ok(Redirect::to(&slot_href(&slot)).into_response())
}

/// The form of "new variant": the code of the question the page showed.
#[derive(Debug, Deserialize)]
pub struct NewVariantForm {
    code: String,
}

/// The slot of "practise my weak spots".
pub const WEAK: &str = "weak";

/// Where a slot's questions are asked.
pub fn slot_href(slot: &str) -> String {
    format!("/practice/{slot}")
}

/// A variant on a page, and when it was first shown.
pub(super) struct Shown {
    pub(super) variant: Arc<Variant>,
    pub(super) shown_at: i64,
    /// Why the weak-spot stream chose it ([`super::weak::Why`]'s words).
    pub(super) reason: Option<String>,
}

/// The question open in `slot`, rebuilt from its code; or, when none is (or it no
/// longer rebuilds, or its template is no longer one `keep` admits), a new one of the
/// template `pick` names (with the reason it was picked), opened in the slot.
pub(super) async fn open_question(
    state: &AppState,
    user: i64,
    slot: &str,
    keep: impl Fn(&str) -> bool,
    pick: impl FnOnce() -> Result<(String, Option<String>), AppError>,
) -> Result<Shown, AppError> {
    let at = now();
    // A code the bank no longer rebuilds (a template edited or removed) gets a new one;
    // so does one of a federation the student's courses no longer are.
    if let Some(open) = state.store.open_question(user, slot).await?
        && keep(&open.template_id)
        && let Ok(variant) = rebuild(state, &open.variant_code).await
    {
        // A page older than a token lives would only be refused on submit: the same
        // variant again, its clock restarted.
        let mut open = open;
        if at - open.shown_at >= TOKEN_LIFE / 2 {
            open.shown_at = at;
            state.store.set_open_question(user, slot, &open).await?;
        }
        return Ok(Shown {
            variant,
            shown_at: open.shown_at,
            reason: open.reason,
        });
    }
    let (template, reason) = pick()?;
    let variant = draw(state, &template).await?;
    let open = OpenQuestion {
        template_id: template,
        variant_code: variant.code.to_string(),
        shown_at: at,
        reason,
    };
    // A question that cannot be kept open (the disk is full, the database read-only) is
    // still asked: its answer is then refused with "not saved" rather than the page with
    // an error, and the server recovers by itself when it can write again.
    if let Err(e) = state.store.set_open_question(user, slot, &open).await {
        tracing::warn!("keeping the question of user {user} open in {slot}: {e}");
    }
    Ok(Shown {
        variant,
        shown_at: at,
        reason: open.reason,
    })
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

/// The variant a code names, built off the async threads.
///
/// # Errors
/// [`AppError::BadRequest`] for a code the bank cannot rebuild (logged with the reason).
pub(super) async fn rebuild(state: &AppState, code: &str) -> Result<Arc<Variant>, AppError> {
    let (s, owned) = (state.clone(), code.to_owned());
    tokio::task::spawn_blocking(move || s.quiz.rebuild(&owned))
        .await?
        .map_err(|e| {
            tracing::warn!("rebuilding {code}: {e}");
            AppError::BadRequest("ui-error-cannot-rebuild")
        })
}

/// A question page with a freshly signed token: counted and in a slot (`slot` given), or
/// a try not counted (`slot` `None`).
pub(super) fn question_page(
    state: &AppState,
    ctx: &Ctx,
    user: i64,
    shown: &Shown,
    slot: Option<String>,
    round: Option<Round>,
) -> Response {
    let token = sign(state, user, shown, slot.is_some());
    render(
        ctx,
        &shown.variant,
        token,
        slot,
        round,
        None,
        StatusCode::OK,
    )
}

/// The signed token of a question page: the variant as shown, to `user`, at its first
/// showing (so a reload carries the same token, and an answer sent twice is one).
pub(super) fn sign(state: &AppState, user: i64, shown: &Shown, counted: bool) -> String {
    state.key.sign(&QuestionToken {
        code: shown.variant.code.to_string(),
        digest: shown.variant.digest(),
        user,
        issued: shown.shown_at,
        counted,
    })
}

/// A question page with a given token (the one the student sent, when his answer is
/// asked again), a note and a status.
pub(super) fn question_page_with(
    ctx: &Ctx,
    variant: &Variant,
    token: String,
    slot: Option<String>,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    render(ctx, variant, token, slot, None, error, status)
}

fn render(
    ctx: &Ctx,
    variant: &Variant,
    token: String,
    slot: Option<String>,
    round: Option<Round>,
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
        code: variant.code.to_string(),
        view,
        token,
        counted: slot.is_some(),
        next: slot.unwrap_or_else(|| variant.template.id.clone()),
        round,
        error,
    };
    (status, html(&body)).into_response()
}
