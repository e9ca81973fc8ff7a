//! One grading of a variant, the same on the web page and on the answer sheet: what the
//! student gave (one answer, or a whole ruling part by part) against the variant's key,
//! each wrong answer matched to the misreading that gives it, part by part, so that a
//! wrong "tricks transferred" beside a right total is named as the misreading it is.
//!
//! [`Graded`] is also what the web stores with an attempt: its JSON keeps the shape rows
//! written before it moved here (`outcome`, `credit`, `given`, `parts`, `misreading`),
//! and the per-part misreadings are a field of their own that older rows lack.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bank::Variant;
use crate::laws::{Answer, Part};
use crate::misreading::Misapplication;
use crate::model::Fraction;

use super::{Grade, grade, grade_ruling};

/// How an answer was graded: what progress counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Right.
    Correct,
    /// A whole ruling with some parts right.
    Partial,
    /// Wrong, and the engine names the misreading that gives it.
    Misread,
    /// Wrong, and no misreading gives it.
    Wrong,
}

impl Outcome {
    /// Every outcome, best first.
    pub const ALL: [Outcome; 4] = [
        Outcome::Correct,
        Outcome::Partial,
        Outcome::Misread,
        Outcome::Wrong,
    ];

    /// The stored spelling: `correct`, `partial`, `misread`, `wrong`.
    pub const fn code(self) -> &'static str {
        match self {
            Outcome::Correct => "correct",
            Outcome::Partial => "partial",
            Outcome::Misread => "misread",
            Outcome::Wrong => "wrong",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A word that is not an outcome's stored spelling.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an outcome: correct, partial, misread or wrong")]
pub struct ParseOutcomeError(pub String);

impl FromStr for Outcome {
    type Err = ParseOutcomeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Outcome::ALL
            .into_iter()
            .find(|o| o.code() == s)
            .ok_or_else(|| ParseOutcomeError(s.to_owned()))
    }
}

/// What the student gave, as read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Given {
    /// A single answer.
    One(Answer),
    /// A whole ruling, part by part, in the variant's order; a part left blank is left
    /// out (and is wrong).
    Parts(Vec<(Part, Answer)>),
}

/// A variant's answer graded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Graded {
    /// Right, partly right (a whole ruling), misread or wrong: what progress counts.
    pub outcome: Outcome,
    /// Parts right over parts asked (1/1 or 0/1 for a single answer), as stored; the
    /// exact credit is [`Graded::credit`].
    #[serde(rename = "credit")]
    pub right_of: (i64, i64),
    /// What the student gave, as read.
    pub given: Given,
    /// Each part and whether it was right, for a whole ruling.
    pub parts: Vec<(Part, bool)>,
    /// The misreading the answer matches: the single answer's, or for a whole ruling
    /// the asked part's, else the first part's that has one.
    pub misreading: Option<Misapplication>,
    /// For a whole ruling, each wrong part's misreading, where the engine knows one.
    /// Rows stored before parts were diagnosed one by one have none.
    #[serde(default)]
    pub part_misreadings: Vec<(Part, Misapplication)>,
}

impl Graded {
    /// The credit, of one point: parts right over parts asked.
    pub fn credit(&self) -> Fraction {
        let (right, of) = self.right_of;
        Fraction::new(right, of.max(1))
    }

    /// The misreading a part's answer matches, if it was wrong and one does.
    pub fn part_misreading(&self, part: Part) -> Option<&Misapplication> {
        self.part_misreadings
            .iter()
            .find(|(p, _)| *p == part)
            .map(|(_, m)| m)
    }
}

/// Grades what the student gave against the variant's key: a single answer against the
/// answer and its misreadings; a whole ruling part by part, each part against its value
/// and that part's misreadings.
pub fn grade_variant(variant: &Variant, given: &Given) -> Graded {
    let asked = Part::Field(variant.template.field);
    if variant.parts.is_empty() {
        // A single question: a whole-ruling form's asked part stands for the answer.
        let answer = match given {
            Given::One(a) => Some(*a),
            Given::Parts(parts) => parts.iter().find(|(p, _)| *p == asked).map(|&(_, a)| a),
        };
        let grade_of = answer.map(|a| grade(variant.answer, &variant.misapplications, a));
        let (outcome, misreading) = match grade_of {
            Some(Grade::Correct) => (Outcome::Correct, None),
            Some(Grade::Misread(m)) => (Outcome::Misread, Some(m)),
            Some(Grade::Wrong) | None => (Outcome::Wrong, None),
        };
        return Graded {
            outcome,
            right_of: (i64::from(outcome == Outcome::Correct), 1),
            given: given.clone(),
            parts: Vec::new(),
            misreading,
            part_misreadings: Vec::new(),
        };
    }
    let by_part: BTreeMap<Part, Answer> = match given {
        Given::Parts(parts) => parts.iter().copied().collect(),
        Given::One(a) => BTreeMap::from([(asked, *a)]),
    };
    let mut ruling = grade_ruling(&variant.parts, &by_part);
    for (part, right) in &mut ruling.parts {
        *right |= by_part
            .get(part)
            .is_some_and(|&given| variant.also_right(*part, given));
    }
    let part_misreadings: Vec<(Part, Misapplication)> = variant
        .parts
        .iter()
        .filter_map(|&(part, correct)| {
            let &given = by_part.get(&part)?;
            match grade(correct, variant.misreadings_of(part), given) {
                Grade::Misread(m) => Some((part, m)),
                Grade::Correct | Grade::Wrong => None,
            }
        })
        .collect();
    let misreading = part_misreadings
        .iter()
        .find(|(p, _)| *p == asked)
        .or_else(|| part_misreadings.first())
        .map(|(_, m)| m.clone());
    let right = ruling.parts.iter().filter(|(_, ok)| *ok).count();
    let of = ruling.parts.len();
    let outcome = if right == of {
        Outcome::Correct
    } else if right > 0 {
        Outcome::Partial
    } else if misreading.is_some() {
        Outcome::Misread
    } else {
        Outcome::Wrong
    };
    Graded {
        outcome,
        right_of: (right as i64, of.max(1) as i64),
        given: given.clone(),
        parts: ruling.parts,
        misreading,
        part_misreadings,
    }
}
