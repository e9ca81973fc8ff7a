//! "Practise my weak spots": the next template by spaced repetition, asked in rounds of
//! [`ROUND`] questions with a line saying why each one comes now (review web-ux W16).
//!
//! # The spaced-repetition rule
//! Each student has a Leitner box (1–5) per template he has answered: a right answer moves
//! the template up one box, any other answer (wrong, misread, a whole ruling only partly
//! right, or a skip) back to box 1. A template in box *b* is due again
//! [`INTERVALS`]`[b]` seconds after it was last answered (box 1 at once, box 2 after ten
//! minutes, then one day, three days, a week). The next weak-spot question is:
//! 1. the due template in the lowest box, the one answered longest ago first;
//! 2. else a template never answered, from the family with the lowest share of right
//!    answers (a family never tried counts as half right);
//! 3. else the template in the lowest box, answered longest ago.

use std::collections::{HashMap, HashSet};

use axum::extract::State;
use axum::response::Response;

use crate::i18n::Lang;
use crate::store::attempts::{LeitnerBox, Summary};
use crate::store::{Outcome, now};

use super::AppState;
use super::error::AppError;
use super::page::Page;
use super::practice::{WEAK, open_question, question_page};
use super::quiz::TemplateInfo;
use super::session::{Ctx, Member};

/// Seconds before a template in box 0–5 is due again (box 0 is unused).
pub const INTERVALS: [i64; 6] = [0, 0, 600, 86_400, 3 * 86_400, 7 * 86_400];
/// Questions in a round of weak-spot practice.
pub const ROUND: i64 = 10;

/// Why the stream chose a template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// Answered wrong (or skipped) when last seen, at this Unix time.
    Wrong {
        /// When it was last answered.
        seen_at: i64,
    },
    /// Right when last seen, and due again after its box's interval.
    Due {
        /// Its Leitner box: right `level - 1` times running.
        level: i64,
    },
    /// Never answered, from the family the student does worst in.
    New {
        /// The template's family.
        family: String,
    },
    /// Nothing is due: the template practised longest ago.
    Oldest {
        /// When it was last answered.
        seen_at: i64,
    },
}

impl Why {
    /// The stored form (`wrong 1764201600`, `due 3`, `new claims`, `oldest 1764201600`).
    pub fn code(&self) -> String {
        match self {
            Why::Wrong { seen_at } => format!("wrong {seen_at}"),
            Why::Due { level } => format!("due {level}"),
            Why::New { family } => format!("new {family}"),
            Why::Oldest { seen_at } => format!("oldest {seen_at}"),
        }
    }

    /// Reads [`Why::code`] back; `None` for anything else.
    pub fn parse(code: &str) -> Option<Why> {
        let (kind, value) = code.split_once(' ')?;
        Some(match kind {
            "wrong" => Why::Wrong {
                seen_at: value.parse().ok()?,
            },
            "due" => Why::Due {
                level: value.parse().ok()?,
            },
            "new" => Why::New {
                family: value.to_owned(),
            },
            "oldest" => Why::Oldest {
                seen_at: value.parse().ok()?,
            },
            _ => return None,
        })
    }

    /// The line the student reads.
    fn text(&self, page: &Page, ctx: &Ctx) -> String {
        match self {
            Why::Wrong { seen_at } => {
                page.t1("ui-why-wrong", "when", super::when::day(*seen_at, ctx))
            }
            Why::Due { level } => page.tn("ui-why-due", &[("times", level - 1)]),
            Why::New { family } => page.t1(
                "ui-why-new",
                "family",
                page.t(&format!("ui-family-{family}")),
            ),
            Why::Oldest { seen_at } => {
                page.t1("ui-why-oldest", "when", super::when::day(*seen_at, ctx))
            }
        }
    }
}

/// Where a student is in his round, as the question page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The question's number in the round, from 1.
    pub number: i64,
    /// Questions in a round.
    pub of: i64,
    /// "Question 4 of 10 · 3 due now".
    pub line: String,
    /// Why this question now, in words.
    pub why: Option<String>,
}

/// `GET /practice/weak`: the question open in the weak-spot round, or the next one; a
/// finished round starts again.
///
/// # Errors
/// [`AppError::NotFound`] when the bank has no template; [`AppError::Internal`] when the
/// store fails or the template gives no question.
pub async fn question(
    State(state): State<AppState>,
    Member(user, ctx): Member,
) -> Result<Response, AppError> {
    let boxes = state.store.leitner(user.id).await?;
    let summaries = state.store.summaries(user.id).await?;
    let templates = super::federation::student_templates(&state, user.id, Lang::En).await?;
    let at = now();
    let mut round = state.store.weak_round(user.id).await?;
    if round.answered >= ROUND && state.store.open_question(user.id, WEAK).await?.is_none() {
        state.store.new_weak_round(user.id).await?;
        round = crate::store::open::WeakRound::default();
    }
    let admitted = |id: &str| templates.iter().any(|t| t.id == id);
    let shown = open_question(&state, user.id, WEAK, admitted, || {
        pick(&templates, &boxes, &summaries, at)
            .map(|(id, why)| (id, Some(why.code())))
            .ok_or(AppError::NotFound)
    })
    .await?;
    let page = Page::new(&ctx, "");
    let why = shown
        .reason
        .as_deref()
        .and_then(Why::parse)
        .map(|w| w.text(&page, &ctx));
    let number = (round.answered + 1).min(ROUND);
    let mut line = page.tn("ui-round-progress", &[("number", number), ("of", ROUND)]);
    let due = due_now(&templates, &boxes, at);
    if due > 0 {
        let due = i64::try_from(due).unwrap_or(i64::MAX);
        line = format!("{line} · {}", page.tn("ui-round-due", &[("count", due)]));
    }
    let round = Round {
        number,
        of: ROUND,
        line,
        why,
    };
    Ok(question_page(
        &state,
        &ctx,
        user.id,
        &shown,
        Some(WEAK.to_owned()),
        Some(round),
    ))
}

/// How many templates are due now.
pub fn due_now(templates: &[TemplateInfo], boxes: &[LeitnerBox], now: i64) -> usize {
    let known: HashSet<&str> = templates.iter().map(|t| t.id.as_str()).collect();
    boxes
        .iter()
        .filter(|b| known.contains(b.template_id.as_str()))
        .filter(|b| now - b.seen_at >= interval(b.level))
        .count()
}

fn interval(level: i64) -> i64 {
    INTERVALS[usize::try_from(level.clamp(1, 5)).unwrap_or(1)]
}

/// The template "practise my weak spots" serves next (see the module doc).
pub fn weakest(
    templates: &[TemplateInfo],
    boxes: &[LeitnerBox],
    summaries: &[Summary],
    now: i64,
) -> Option<String> {
    pick(templates, boxes, summaries, now).map(|(id, _)| id)
}

/// The template served next, and why.
pub fn pick(
    templates: &[TemplateInfo],
    boxes: &[LeitnerBox],
    summaries: &[Summary],
    now: i64,
) -> Option<(String, Why)> {
    let known: HashSet<&str> = templates.iter().map(|t| t.id.as_str()).collect();
    let boxes: Vec<&LeitnerBox> = boxes
        .iter()
        .filter(|b| known.contains(b.template_id.as_str()))
        .collect();
    let due = boxes
        .iter()
        .filter(|b| now - b.seen_at >= interval(b.level))
        .min_by_key(|b| (b.level, b.seen_at));
    if let Some(b) = due {
        let why = if b.level <= 1 {
            Why::Wrong { seen_at: b.seen_at }
        } else {
            Why::Due { level: b.level }
        };
        return Some((b.template_id.clone(), why));
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
        return Some((
            t.id.clone(),
            Why::New {
                family: t.family.clone(),
            },
        ));
    }
    boxes
        .iter()
        .min_by_key(|b| (b.level, b.seen_at))
        .map(|b| (b.template_id.clone(), Why::Oldest { seen_at: b.seen_at }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_read_back() {
        for why in [
            Why::Wrong {
                seen_at: 1_764_201_600,
            },
            Why::Due { level: 3 },
            Why::New {
                family: "claims".into(),
            },
            Why::Oldest { seen_at: 5 },
        ] {
            assert_eq!(Why::parse(&why.code()), Some(why));
        }
        assert_eq!(Why::parse("nonsense"), None);
    }
}
