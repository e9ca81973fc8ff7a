//! Answers: `POST /answer` grades and stores an answer, then redirects to its permalink
//! (post/redirect/get: a reload, Back or a language switch on the result never sends the
//! answer again, review web-ux W4/W5); `/attempts/{id}` shows a stored answer with the
//! verdict recorded; `/attempts/{id}/again` asks the same variant once more, not counted.

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::bank::Variant;
use crate::i18n::{Lang, catalogue};
use crate::store::records::read_attempt;
use crate::store::{NewAttempt, Outcome, now};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path, Query};
use super::page::{Page, html};
use super::practice::{
    Shown, TOKEN_LIFE, WEAK, question_page, question_page_with, rebuild, sign, slot_href,
};
use super::quiz::view::{QuestionView, ResultView, question_view, result_view};
use super::quiz::{Graded, grade, misreading_id};
use super::session::{Ctx, Member};

#[derive(Template)]
#[template(path = "result.html")]
struct ResultPage {
    page: Page,
    view: QuestionView,
    result: ResultView,
    outcome: Outcome,
    /// What the page says beside the grading.
    facts: Facts,
}

/// `POST /answer`: checks the token, rebuilds the variant from its code, grades,
/// stores (committed before anything is acknowledged) and redirects to the answer's
/// page. An answer that does not read shows the question again with the reason, and
/// nothing is stored.
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
    let next = if next == WEAK || state.quiz.has_template(&next) {
        next
    } else {
        WEAK.to_owned()
    };
    // A try not counted belongs to no slot: answering it leaves the slot's question open.
    let slot = token.counted.then(|| next.clone());
    let variant = rebuild(&state, &token.code).await?;
    // The question must be the one the page showed: a template edited or the engine
    // changed since then gives another variant under the same code. Nothing is graded
    // against it; the student gets the question as it stands, with the reason.
    if variant.digest() != token.digest {
        tracing::info!(
            "{}: the variant changed since its page was served",
            token.code
        );
        let notice = catalogue().text(ctx.lang, "ui-question-changed");
        let shown = Shown {
            variant,
            shown_at: now(),
            reason: None,
        };
        let token = sign(&state, user.id, &shown, token.counted);
        return Ok(question_page_with(
            &ctx,
            &shown.variant,
            token,
            slot,
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
                slot,
                Some(e.message(ctx.lang)),
                StatusCode::UNPROCESSABLE_ENTITY,
            ));
        }
    };
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
            variant: serde_json::to_string(&*variant).map_err(|_| AppError::Internal)?,
            answer: serde_json::to_string(&graded).map_err(|_| AppError::Internal)?,
            outcome: graded.outcome,
            misreading: graded.misreading.as_ref().map(misreading_id),
            credit: graded.right_of,
            shown_at: token.issued,
            answered_at,
            counted: token.counted,
            slot: slot.clone(),
        })
        .await;
    let saved = match saved {
        Ok(saved) => saved,
        // Nothing is acknowledged that is not committed: the same question again, with
        // the same token (a retry stores it once), and the reason.
        Err(e) => {
            tracing::error!("answer of user {} not saved: {e}", user.id);
            let why = if e.cannot_write() {
                "ui-answer-not-saved-storage"
            } else {
                "ui-answer-not-saved"
            };
            let notice = catalogue().text(ctx.lang, why);
            return Ok(question_page_with(
                &ctx,
                &variant,
                token_text,
                slot,
                Some(notice),
                StatusCode::SERVICE_UNAVAILABLE,
            ));
        }
    };
    // Answered before (review security S9): the verdict recorded is the one that counts,
    // so that is what the student sees, not a grading of the new answer.
    let again = if saved.first { "" } else { "&again=1" };
    Ok(Redirect::to(&format!("/attempts/{}?next={next}{again}", saved.id)).into_response())
}

/// `GET /attempts/{id}`: a stored answer with the verdict recorded, to its student, an
/// instructor of his, or an admin, in the reader's language.
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
    let c = catalogue();
    let notice = if own && shown.again.is_some() {
        Some(c.text(ctx.lang, "ui-answered-before"))
    } else if !attempt.counted {
        Some(c.text(ctx.lang, "ui-try-not-counted"))
    } else {
        None
    };
    // "Next question" goes on in the stream the question came from.
    let next = match shown.next.as_deref() {
        Some(WEAK) => WEAK.to_owned(),
        _ => variant.template.id.clone(),
    };
    let answered = super::when::moment(attempt.answered_at, &ctx);
    let page = Page::new(&ctx, "");
    let mut next_label = page.t("ui-next-question");
    let round = if own && next == WEAK {
        let r = state.store.weak_round(user.id).await?;
        let of = super::weak::ROUND;
        Some(if r.answered >= of {
            next_label = page.t("ui-round-again");
            page.tn("ui-round-done", &[("right", r.right), ("of", of)])
        } else {
            page.tn(
                "ui-round-status",
                &[("answered", r.answered), ("of", of), ("right", r.right)],
            )
        })
    } else {
        None
    };
    Ok(result_page(
        &ctx,
        &variant,
        &graded,
        Facts {
            attempt_id: id,
            next_href: slot_href(&next),
            answered,
            own,
            counted: attempt.counted,
            student,
            notice,
            round,
            next_label,
        },
    ))
}

/// `GET /attempts/{id}/again`: the variant of one of the student's answers, asked once
/// more; the answer is stored and shown but not counted (review web-ux W6).
///
/// # Errors
/// [`AppError::NotFound`] for no such answer or another student's;
/// [`AppError::Internal`] when the store fails or the variant does not rebuild.
pub async fn again(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let attempt = state.store.attempt(id).await?.ok_or(AppError::NotFound)?;
    if attempt.user_id != user.id {
        return Err(AppError::NotFound);
    }
    let variant = rebuild(&state, &attempt.variant_code).await?;
    let shown = Shown {
        variant,
        shown_at: now(),
        reason: None,
    };
    Ok(question_page(&state, &ctx, user.id, &shown, None, None))
}

/// What a result page says beside the grading.
struct Facts {
    attempt_id: i64,
    next_href: String,
    /// "Answered 27.11.2026 18:37", in the reader's format and time zone.
    answered: String,
    /// Whether the reader may try the variant again (his own answer).
    own: bool,
    /// False for a try not counted.
    counted: bool,
    /// Shown to an instructor looking at a student's answer.
    student: Option<String>,
    /// Why this page is shown rather than the one asked for.
    notice: Option<String>,
    /// Where the student stands in his weak-spot round.
    round: Option<String>,
    /// What the "next" button says.
    next_label: String,
}

/// The result of an answer in the reader's language: the question, the answer beside
/// the key, the explanation and the misreading; the verdict leads the page's title.
fn result_page(ctx: &Ctx, variant: &Variant, graded: &Graded, facts: Facts) -> Response {
    let lang: Lang = ctx.lang;
    let view = question_view(variant, lang);
    let mut page = Page::new(ctx, "");
    page.title = format!(
        "{} · {}",
        page.tk("ui-outcome-", graded.outcome),
        view.title
    );
    html(&ResultPage {
        page,
        result: result_view(variant, graded, lang),
        view,
        outcome: graded.outcome,
        facts,
    })
}

/// The query of an attempt's page.
#[derive(Debug, Deserialize)]
pub struct AttemptQuery {
    /// Present when the student was sent here after answering the question again.
    again: Option<String>,
    /// The stream "next question" continues: `weak`, or the template's own.
    next: Option<String>,
}
