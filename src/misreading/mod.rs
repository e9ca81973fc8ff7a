//! Misreadings: the wrong answers the engine can explain. Each is the engine's own ruling
//! on the case as a student misreads it (the revoke trick won by the other player, a 64B
//! exception overlooked, the fault of the two sides swapped), or the procedure with one
//! step left out (the 86D cap, the one-third weight). None is typed in: each edits the
//! typed [`Case`] and calls [`crate::laws::rule`], or works from the ruling's own
//! figures, so a distractor and its diagnosis always agree with the engine.
//!
//! One file per family: `score` (scores and IMPs), `adjust` (Law 12, 86D and
//! matchpoints),
//! `revoke` (Laws 61–64), `claim` (Laws 68–71), `ui` (Law 16).

mod adjust;
mod claim;
mod revoke;
mod score;
mod ui;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::laws::{Answer, Case, Field, Law, Limits, Message, Ruling, Unit, Verdict, rule};

/// A wrong answer the engine can explain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Misapplication {
    /// Stable name, also the catalogue id of its explanation (`misread-…`).
    pub id: Cow<'static, str>,
    /// The paragraph the misreading gets wrong.
    pub law: Law,
    /// The answer it gives.
    pub value: Answer,
}

impl Misapplication {
    /// What the student got wrong, as a catalogue message.
    pub fn message(&self) -> Message {
        Message {
            id: self.id.clone(),
            args: vec![(Cow::Borrowed("law"), crate::laws::Arg::Law(self.law))],
        }
    }
}

/// What a question asks: a field of the verdict, in a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asked {
    /// The verdict's field the question asks for.
    pub field: Field,
    /// The unit the student answers in.
    pub unit: Unit,
}

/// A candidate misreading: its id, the law it misreads, and the answer it gives if any.
type Candidate = (&'static str, Law, Option<Answer>);

/// The misreadings of this case whose answer differs from the correct one, each once;
/// when two misreadings give the same answer the first named is kept.
pub fn misapplications(
    case: &Case,
    ruling: &Ruling<Verdict>,
    asked: Asked,
    limits: &Limits,
) -> Vec<Misapplication> {
    let correct = ruling.verdict.answer(asked.field, asked.unit);
    let with = Rerule {
        asked,
        limits: *limits,
    };
    let candidates: Vec<Candidate> = match (case, &ruling.verdict) {
        (Case::Imps(c), _) => score::bands(c),
        (Case::Score(c), _) => score::score(c, &with),
        (Case::Adjust86d(c), _) => adjust::law86d(c, asked),
        (Case::Weighted(c), _) => adjust::weighted(c, asked),
        (Case::Matchpoints(c), Verdict::Matchpoints(v)) => adjust::matchpoints(c, v, asked),
        (Case::Split(c), _) => adjust::split(c, asked),
        (Case::Artificial(c), _) => adjust::artificial(c, &with),
        (Case::RevokeFacts(c), Verdict::RevokeFacts(v)) => revoke::facts(c, v, ruling, &with),
        (Case::RevokePlay(c), Verdict::RevokePlay(v)) => revoke::play(c, v, ruling, &with),
        (Case::Claim(c), Verdict::Claim(v)) => claim::claim(c, v, ruling, &with),
        (Case::Ui(c), Verdict::Ui(v)) => ui::ui(c, v, ruling, &with),
        _ => Vec::new(),
    };
    let mut out: Vec<Misapplication> = Vec::new();
    for (id, law, value) in candidates {
        let Some(value) = value else { continue };
        let same_as = |a: Option<Answer>| a.is_some_and(|a| a.same(value));
        if value.unit() == asked.unit
            && !same_as(correct)
            && !out.iter().any(|m| same_as(Some(m.value)))
        {
            out.push(Misapplication {
                id: Cow::Borrowed(id),
                law,
                value,
            });
        }
    }
    out
}

/// Rules an edited case and reads the asked field: the engine's answer to the case as
/// the student misread it.
struct Rerule {
    asked: Asked,
    limits: Limits,
}

impl Rerule {
    fn answer(&self, case: Case) -> Option<Answer> {
        rule(&case, &self.limits)
            .ok()?
            .verdict
            .answer(self.asked.field, self.asked.unit)
    }

    /// A number in the asked unit.
    fn number(&self, n: i64) -> Option<Answer> {
        Answer::from_number(self.asked.unit, crate::model::Fraction::from_integer(n))
    }
}
