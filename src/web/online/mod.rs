//! Timed online exams in the browser: a student's sitting (`/online/{id}`: the lobby,
//! the questions with the clock, the page after handing in) and, in [`teach`], the
//! instructor's pages. The service is [`crate::exam::online`]; handlers here read the
//! form, call it and draw the page.
//!
//! Every question of a sitting is one form, so a page sent without JavaScript saves
//! every answer on it (`Save answers`, `Hand in`); `static/online.js` saves each
//! question as it changes, and shows "saved" per question only once the server has
//! committed it. The clock is silent text (`role="timer"`); a polite live region says
//! the time left at 10, 5 and 1 minutes and whenever the student asks.

pub mod teach;

use askama::Template;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

use crate::exam::online::{self, Phase, box_field};
use crate::present::question::{Ask, QuestionSide, question_side};
use crate::store::online::{OnlineExam, Refused, Shows, Sitting};
use crate::store::{Role, User, now};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::{Ctx, Member};
use super::when;

/// One input of a question, as the sitting's form names it (`q3.b0`).
pub enum Field {
    /// Options to tick: the letter is sent, as on an answer sheet.
    Choice {
        /// The field's name.
        name: String,
        /// Letter, label, whether ticked.
        options: Vec<(String, String, bool)>,
    },
    /// Yes or no.
    YesNo {
        /// The field's name.
        name: String,
        /// The question's label.
        label: String,
        /// What was saved: `yes`, `no` or nothing.
        value: String,
    },
    /// A value written in.
    Text {
        /// The field's name, also its id.
        name: String,
        /// The label.
        label: String,
        /// What was saved.
        value: String,
        /// The phone keyboard to show.
        inputmode: &'static str,
        /// An example of the notation, for a law paragraph.
        example: Option<String>,
    },
}

/// A question of the sitting page.
pub struct Question {
    /// Its number, from 1.
    pub number: i64,
    /// The question as the practice page shows it.
    pub view: QuestionSide,
    /// Its inputs.
    pub fields: Vec<Field>,
    /// "Saved at 18:03:12", or "Not answered yet".
    pub saved: String,
    /// Whether an answer is saved.
    pub is_saved: bool,
}

#[derive(Template)]
#[template(path = "online_sit.html")]
struct SitPage {
    page: Page,
    exam: OnlineExam,
    deadline: i64,
    now: i64,
    /// Seconds after the deadline the server still takes answers.
    accepted_after: i64,
    left: String,
    ends: String,
    questions: Vec<Question>,
    positions: String,
    notice: Option<String>,
}

#[derive(Template)]
#[template(path = "online_lobby.html")]
struct LobbyPage {
    page: Page,
    exam: OnlineExam,
    phase: Phase,
    opens: String,
    closes: String,
    extra: i64,
    sitting: Option<Sitting>,
    handed_in: String,
    result: Option<Released>,
}

/// What a student is shown of his graded exam, as the instructor released it.
pub struct Released {
    /// "7.5 of 10 (75 %)".
    pub score: String,
    /// Per question, when the release shows answers: number, title, verdict, the right
    /// answer, and the misreading explained when it shows explanations.
    pub questions: Vec<(i64, String, String, String, Option<String>)>,
}

#[derive(Template)]
#[template(path = "online_note.html")]
struct NotePage {
    page: Page,
    heading: String,
    text: String,
    back: String,
}

/// The exam `id` for `user`: a student of its course, or its instructor (or an admin).
async fn exam_for(state: &AppState, user: &User, id: i64) -> Result<OnlineExam, AppError> {
    let exam = state
        .store
        .online_exam(id)
        .await?
        .ok_or(AppError::NotFound)?;
    if user.role == Role::Admin || state.store.is_enrolled(exam.course_id, user.id).await? {
        return Ok(exam);
    }
    if user.role.teaches()
        && let Some(course) = state.store.course(exam.course_id).await?
        && course.instructor_id == user.id
    {
        return Ok(exam);
    }
    Err(AppError::Forbidden)
}

/// Whether `user` runs `exam` (its course's instructor, or an admin).
async fn runs(state: &AppState, user: &User, exam: &OnlineExam) -> Result<bool, AppError> {
    if user.role == Role::Admin {
        return Ok(true);
    }
    Ok(user.role.teaches()
        && state
            .store
            .course(exam.course_id)
            .await?
            .is_some_and(|c| c.instructor_id == user.id))
}

fn failed(e: online::OnlineError) -> AppError {
    match e {
        online::OnlineError::Store(e) => e.into(),
        other => {
            tracing::error!("online exam: {other}");
            AppError::Internal
        }
    }
}

/// A clock time in the reader's zone: `18:03:12`.
pub fn clock(unix: i64, ctx: &Ctx) -> String {
    jiff::Timestamp::from_second(unix)
        .map(|t| {
            t.to_zoned_datetime(when::zone(ctx))
                .strftime("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_default()
}

/// `GET /online/{id}`: the instructor's page to its instructor; to a student the
/// lobby, his sitting while it is open, or what he handed in.
///
/// # Errors
/// [`AppError::NotFound`], [`AppError::Forbidden`] for a student of another course.
pub async fn show(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let exam = exam_for(&state, &user, id).await?;
    let at = now();
    online::settle(&state.store, &exam, at)
        .await
        .map_err(failed)?;
    let exam = state
        .store
        .online_exam(id)
        .await?
        .ok_or(AppError::NotFound)?;
    if runs(&state, &user, &exam).await? {
        return teach::page(&state, &ctx, exam, None).await;
    }
    let sitting = state.store.sitting(exam.id, user.id).await?;
    match sitting {
        Some(s) if s.submitted_at.is_none() => sit_page(&state, &ctx, &exam, &s, None, at).await,
        other => lobby(&state, &ctx, &user, exam, other, at).await,
    }
}

async fn lobby(
    state: &AppState,
    ctx: &Ctx,
    user: &User,
    exam: OnlineExam,
    sitting: Option<Sitting>,
    at: i64,
) -> Result<Response, AppError> {
    let mut page = Page::new(ctx, "");
    page.title.clone_from(&exam.title);
    let extra = online::extra_minutes(&state.store, exam.id, user.id).await?;
    let handed_in = sitting
        .as_ref()
        .and_then(|s| s.submitted_at)
        .map(|t| page.t1("ui-online-handed-in", "time", when::moment(t, ctx)))
        .unwrap_or_default();
    let result = match (&sitting, exam.released_at) {
        (Some(s), Some(_)) => Some(released(state, ctx, &exam, s).await?),
        _ => None,
    };
    Ok(html(&LobbyPage {
        phase: online::phase(&exam, at),
        opens: when::moment(exam.opens_at, ctx),
        closes: when::moment(exam.closes_at, ctx),
        page,
        exam,
        extra,
        sitting,
        handed_in,
        result,
    }))
}

async fn released(
    state: &AppState,
    ctx: &Ctx,
    exam: &OnlineExam,
    sitting: &Sitting,
) -> Result<Released, AppError> {
    let page = Page::new(ctx, "");
    let variants = online::variants(&state.store, exam.id, sitting.copy)
        .await
        .map_err(failed)?;
    let answers = state.store.exam_answers(sitting.id).await?;
    let mut total = crate::model::Fraction::from_integer(0);
    let mut questions = Vec::new();
    for (i, v) in variants.iter().enumerate() {
        let number = i as i64 + 1;
        let grade = answers
            .iter()
            .find(|a| a.position == number)
            .and_then(|a| a.grade.clone());
        let credit = grade
            .as_ref()
            .map_or(crate::model::Fraction::from_integer(0), |g| {
                crate::model::Fraction::new(g.credit.0, g.credit.1.max(1))
            });
        total += credit;
        if exam.shows >= Shows::Answers {
            let verdict = match &grade {
                None => page.t("ui-online-verdict-blank"),
                Some(g) if g.credit.0 == g.credit.1 => page.t("ui-online-verdict-right"),
                Some(g) if g.credit.0 > 0 => page.t("ui-online-verdict-partly"),
                Some(_) => page.t("ui-online-verdict-wrong"),
            };
            let key = crate::present::key::key_side(v, ctx.lang);
            let explanation = (exam.shows == Shows::Explanations)
                .then(|| {
                    grade
                        .as_ref()
                        .and_then(|g| g.misreading.as_ref())
                        .and_then(|id| {
                            v.misapplications
                                .iter()
                                .find(|m| m.id == id.as_str())
                                .map(|m| crate::i18n::catalogue().render(ctx.lang, &m.message()))
                        })
                })
                .flatten();
            questions.push((
                number,
                crate::present::title(v, ctx.lang),
                verdict,
                key.lettered,
                explanation,
            ));
        }
    }
    let score = crate::exam::grade::decimal(total, ctx.lang);
    Ok(Released {
        score: format!("{score} / {}", exam.questions),
        questions,
    })
}

/// The sitting page of `sitting`.
async fn sit_page(
    state: &AppState,
    ctx: &Ctx,
    exam: &OnlineExam,
    sitting: &Sitting,
    notice: Option<String>,
    at: i64,
) -> Result<Response, AppError> {
    let mut page = Page::new(ctx, "");
    page.title.clone_from(&exam.title);
    let variants = online::variants(&state.store, exam.id, sitting.copy)
        .await
        .map_err(failed)?;
    let answers = state.store.exam_answers(sitting.id).await?;
    let mut questions = Vec::with_capacity(variants.len());
    for (i, v) in variants.iter().enumerate() {
        let number = i as i64 + 1;
        let saved = answers.iter().find(|a| a.position == number);
        let fields = saved.map(|a| online::fields(&a.fields)).unwrap_or_default();
        let view = question_side(v, ctx.lang);
        questions.push(Question {
            number,
            fields: fields_of(number, &view, &fields),
            view,
            saved: match saved {
                Some(a) if !fields.is_empty() => {
                    page.t1("ui-online-saved-at", "time", clock(a.saved_at, ctx))
                }
                _ => page.t("ui-online-not-answered"),
            },
            is_saved: !fields.is_empty(),
        });
    }
    let left = (sitting.deadline_at - at).max(0);
    Ok(html(&SitPage {
        left: page.tn("ui-online-left-minutes", &[("minutes", (left + 59) / 60)]),
        ends: page.t1("ui-online-ends", "time", clock(sitting.deadline_at, ctx)),
        positions: (1..=questions.len())
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(","),
        page,
        exam: exam.clone(),
        deadline: sitting.deadline_at,
        now: at,
        accepted_after: online::accepted_after(exam),
        questions,
        notice,
    }))
}

/// The inputs of question `number`, holding what was saved.
fn fields_of(number: i64, view: &QuestionSide, saved: &[(String, String)]) -> Vec<Field> {
    let value = |i: usize| {
        let name = box_field(i);
        saved
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let name = |i: usize| format!("q{number}.{}", box_field(i));
    let input = |i: usize, input: &crate::present::question::Input| {
        if input.is_yes_no() {
            Field::YesNo {
                name: name(i),
                label: input.label.clone(),
                value: value(i),
            }
        } else {
            Field::Text {
                name: name(i),
                label: input.label_text(),
                value: value(i),
                inputmode: input.inputmode(),
                example: input.example.clone(),
            }
        }
    };
    match &view.ask {
        Ask::Choice { options } => vec![Field::Choice {
            name: name(0),
            options: options
                .iter()
                .enumerate()
                .map(|(i, o)| {
                    let letter = crate::present::key::letter(i).to_string();
                    let ticked = value(0) == letter;
                    (letter, o.label.clone(), ticked)
                })
                .collect(),
        }],
        Ask::Value { input: i } | Ask::YesNo { input: i, .. } => vec![input(0, i)],
        Ask::Parts { parts } => parts.iter().enumerate().map(|(k, p)| input(k, p)).collect(),
    }
}

/// `POST /online/{id}/start`: starts the student's sitting (once) and shows it.
///
/// # Errors
/// As [`show`].
pub async fn start(
    State(state): State<AppState>,
    Member(user, _): Member,
    Path(id): Path<i64>,
) -> Result<Redirect, AppError> {
    let exam = exam_for(&state, &user, id).await?;
    online::start(&state.store, &exam, &user, now())
        .await
        .map_err(failed)?;
    Ok(Redirect::to(&format!("/online/{id}")))
}

/// `POST /online/{id}/save`: saves the answers the form carries (every question listed
/// in `positions`), committed before the reply; hands in with `finish`. From the
/// script (`js=1`) the reply is JSON: `{"ok":true,"at":"18:03:12"}`, or `ok: false`
/// with the message when the answer is refused.
///
/// # Errors
/// As [`show`].
pub async fn save(
    State(state): State<AppState>,
    Member(user, ctx): Member,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response, AppError> {
    let exam = exam_for(&state, &user, id).await?;
    let at = now();
    let js = fields.iter().any(|(k, v)| k == "js" && v == "1");
    let finish = fields.iter().any(|(k, _)| k == "finish");
    let Some(sitting) = state.store.sitting(exam.id, user.id).await? else {
        return Err(AppError::BadRequest("ui-online-not-started"));
    };
    let answers = answers_of(&fields);
    let result = online::save(&state.store, &exam, &sitting, &answers, at)
        .await
        .map_err(failed)?;
    let page = Page::new(&ctx, "");
    if let Err(refused) = result {
        let text = match refused {
            Refused::Late => page.t1("ui-online-late", "time", clock(sitting.deadline_at, &ctx)),
            Refused::HandedIn => page.t("ui-online-closed"),
        };
        if js {
            let body = serde_json::json!({ "ok": false, "message": text });
            return Ok((StatusCode::CONFLICT, Json(body)).into_response());
        }
        let mut page = page;
        page.title = page.t("ui-online-not-saved");
        let heading = page.title.clone();
        let mut response = html(&NotePage {
            page,
            heading,
            text,
            back: format!("/online/{id}"),
        });
        *response.status_mut() = StatusCode::CONFLICT;
        return Ok(response);
    }
    if finish {
        state.store.submit_sitting(sitting.id, at).await?;
        return Ok(Redirect::to(&format!("/online/{id}")).into_response());
    }
    if js {
        let body = serde_json::json!({
            "ok": true,
            "at": page.t1("ui-online-saved-at", "time", clock(at, &ctx)),
        });
        return Ok(Json(body).into_response());
    }
    let first = answers.first().map_or(1, |(p, _)| *p);
    Ok(Redirect::to(&format!("/online/{id}#q{first}")).into_response())
}

/// The answers of a sitting form: for each position in `positions`, its `q{n}.…`
/// fields with the prefix taken off (none when the question is left unanswered).
pub fn answers_of(fields: &[(String, String)]) -> Vec<(i64, Vec<(String, String)>)> {
    let positions = fields
        .iter()
        .find(|(k, _)| k == "positions")
        .map(|(_, v)| v.as_str())
        .unwrap_or("");
    positions
        .split(',')
        .filter_map(|p| p.trim().parse::<i64>().ok())
        .map(|n| {
            let prefix = format!("q{n}.");
            let own = fields
                .iter()
                .filter_map(|(k, v)| {
                    k.strip_prefix(&prefix)
                        .filter(|_| !v.trim().is_empty())
                        .map(|name| (name.to_owned(), v.clone()))
                })
                .collect();
            (n, own)
        })
        .collect()
}
