//! Grading: a student's answer, as he typed it in his language, parsed into a typed
//! [`Answer`] and compared exactly with the engine's; a wrong one matched to the
//! misreading of the law that gives it, so the student learns which paragraph to reread.
//!
//! The misreadings themselves are engine work ([`crate::misreading`]); grading only reads
//! and compares, the same online and on paper: [`grade_variant`] grades a variant's
//! answer for the web page and the answer sheet alike.
//!
//! ```
//! use ruling::grading::{Grade, grade, parse};
//! use ruling::i18n::Lang;
//! use ruling::laws::{Answer, Unit};
//! use ruling::model::Fraction;
//!
//! let correct = Answer::Imps(Fraction::new(14, 3));
//! let typed = parse(Unit::Imps, "4,67", Lang::Nb).unwrap();
//! assert_eq!(grade(correct, &[], typed), Grade::Correct);
//! ```

pub mod analysis;
mod parse;
mod variant;

use std::collections::BTreeMap;

use crate::laws::{Answer, Part};
use crate::misreading::Misapplication;
use crate::model::Fraction;

pub use parse::{ParseAnswerError, parse};
pub use variant::{Given, Graded, Outcome, ParseOutcomeError, grade_variant};

/// The outcome of checking one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grade {
    /// The answer is the engine's.
    Correct,
    /// Wrong, and the answer is what this misreading gives.
    Misread(Misapplication),
    /// Wrong, and no misreading the engine knows gives it.
    Wrong,
}

/// Checks `given` against the correct answer and the known misreadings.
pub fn grade(correct: Answer, misapplications: &[Misapplication], given: Answer) -> Grade {
    if correct.same(given) {
        return Grade::Correct;
    }
    misapplications
        .iter()
        .find(|m| m.value.same(given))
        .map_or(Grade::Wrong, |m| Grade::Misread(m.clone()))
}

/// A whole ruling graded part by part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulingGrade {
    /// Each part and whether the answer to it was right.
    pub parts: Vec<(Part, bool)>,
    /// Parts right over parts asked: the partial credit, the same online and on paper.
    pub credit: Fraction,
}

/// Grades a whole ruling: `answers` by part. A part left out is wrong.
pub fn grade_ruling(parts: &[(Part, Answer)], answers: &BTreeMap<Part, Answer>) -> RulingGrade {
    let graded: Vec<(Part, bool)> = parts
        .iter()
        .map(|(part, correct)| {
            let right = answers.get(part).is_some_and(|given| correct.same(*given));
            (*part, right)
        })
        .collect();
    let right = graded.iter().filter(|(_, ok)| *ok).count() as i64;
    let credit = if graded.is_empty() {
        Fraction::from_integer(0)
    } else {
        Fraction::new(right, graded.len() as i64)
    };
    RulingGrade {
        parts: graded,
        credit,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::laws::{Law, Unit};

    /// Review W22: "64B" is a law reference, just not the key: graded wrong, not
    /// refused as unreadable.
    #[test]
    fn a_real_paragraph_that_is_not_the_key_is_wrong() {
        let typed = parse(Unit::Law, "64B", Lang::Nb).unwrap();
        assert_eq!(grade(Answer::Law(Law::L64B1), &[], typed), Grade::Wrong);
        let right = parse(Unit::Law, "§ 64B1", Lang::Nb).unwrap();
        assert_eq!(grade(Answer::Law(Law::L64B1), &[], right), Grade::Correct);
    }
}
