//! A variant in the reader's words, in two halves that never meet on one page before the
//! answer is in: [`QuestionView`] (title, question, cards, what is asked) and
//! [`KeyView`] (the correct ruling, the explanation with its laws, the whole ruling's
//! parts), both the printed sheets' own ([`crate::present`]), with [`ResultView`]
//! putting the student's answer beside the key.
//!
//! Answers are written as the reader's federation writes them, the same as on paper
//! ([`crate::present::answer_text`]).

use crate::bank::variant::Variant;
use crate::i18n::{Lang, catalogue};
use crate::laws::{Arg, Message};
use crate::misreading::Misapplication;
use crate::present::key::misreading_text;
pub use crate::present::{answer_text, part_label};

use super::{Given, Graded};

/// All a question page shows, nothing of the answer: the question half the printed
/// booklet prints too ([`crate::present::question`]).
pub use crate::present::question::{
    Ask, ChoiceText as Choice, Input, QuestionSide as QuestionView, law_example,
};

/// The question half of a variant in `lang`.
pub use crate::present::question::question_side as question_view;

/// The neutral heading of a question page: its topic, never the template's title, which
/// often names the ruling ("one trick is transferred"); the title is shown only once
/// the answer is in (review W7). The topic is the family's, a revoke shown with its
/// cards told apart as a revoke during play.
pub fn topic(variant: &Variant, lang: Lang) -> String {
    let family = variant.template.family.as_str();
    let play = matches!(
        variant.case,
        crate::interface::input::CaseIn::Revoke(crate::interface::input::RevokeIn::Play(_))
    );
    let key = if family == "revoke" && play {
        "revoke-play"
    } else {
        family
    };
    let id = format!("ui-topic-{key}");
    let c = catalogue();
    if c.has(lang, &id) {
        c.text(lang, &id)
    } else {
        // A family added to the bank before its topic was named: the neutral word.
        c.text(lang, "ui-topic-other")
    }
}

/// A question page as it is shown: the question half, headed by its topic.
pub fn question_page_view(variant: &Variant, lang: Lang) -> QuestionView {
    let mut view = question_view(variant, lang);
    view.title = topic(variant, lang);
    view
}

/// The answer half of a variant: only the result page reads it. The same key the
/// printed key gives ([`crate::present::key`]).
pub use crate::present::key::KeySide as KeyView;

/// The key of a variant in `lang`.
pub use crate::present::key::key_side as key_view;

/// A misreading as the result page names it: the paragraph misread, what the student
/// got wrong, and the answer it gives; the printed key's own type.
pub use crate::present::key::MisreadingText as MisreadingView;

/// The misreading `m` as the result page names it, in `lang`.
pub fn misreading_view(m: &Misapplication, lang: Lang) -> MisreadingView {
    misreading_text(m, answer_text(m.value, lang), lang)
}

/// One line of the result's table: what was asked, the student's answer, the key's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerLine {
    /// What was asked: the part's name for a whole ruling.
    pub label: String,
    /// The student's answer, as the reader writes it.
    pub given: String,
    /// The key's answer.
    pub correct: String,
    /// Whether the student's answer is right.
    pub right: bool,
}

/// The student's answer beside the key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultView {
    /// The key.
    pub key: KeyView,
    /// The student's answers beside the key's, a line each.
    pub lines: Vec<AnswerLine>,
    /// The misreadings the student's answer matches: the answer's, or for a whole
    /// ruling each wrong part's that the engine can name (its answer followed by the
    /// part's name in brackets).
    pub misreadings: Vec<MisreadingView>,
    /// For a whole ruling, how many of its parts were right ("2 of 3 parts right").
    pub parts_right: Option<String>,
}

/// The result of `graded` on `variant`, in `lang`.
pub fn result_view(variant: &Variant, graded: &Graded, lang: Lang) -> ResultView {
    let lines = match &graded.given {
        Given::One(given) => vec![AnswerLine {
            label: catalogue().text(lang, "ui-result-answer"),
            given: answer_text(*given, lang),
            correct: answer_text(variant.answer, lang),
            right: graded.outcome == crate::grading::Outcome::Correct,
        }],
        Given::Parts(given) => variant
            .parts
            .iter()
            .map(|&(part, correct)| AnswerLine {
                label: part_label(part, lang),
                given: given
                    .iter()
                    .find(|(p, _)| *p == part)
                    .map_or_else(String::new, |&(_, a)| answer_text(a, lang)),
                correct: answer_text(correct, lang),
                right: graded.parts.iter().any(|&(p, ok)| p == part && ok),
            })
            .collect(),
    };
    let misreadings: Vec<MisreadingView> = if graded.part_misreadings.is_empty() {
        // A single answer, or a row stored before parts were diagnosed one by one.
        graded
            .misreading
            .iter()
            .map(|m| misreading_view(m, lang))
            .collect()
    } else {
        graded
            .part_misreadings
            .iter()
            .map(|(part, m)| {
                // "… the answer is 2 (tricks transferred)": the value, then its part in
                // the catalogue's own lower case, to read inside the sentence.
                let answer = format!(
                    "{} ({})",
                    answer_text(m.value, lang),
                    catalogue().text(lang, &format!("part-{part}"))
                );
                misreading_text(m, answer, lang)
            })
            .collect()
    };
    let parts_right = (!graded.parts.is_empty()).then(|| {
        let (right, of) = graded.right_of;
        let message = Message::new("ui-result-parts-right")
            .with("right", Arg::Int(right))
            .with("of", Arg::Int(of));
        catalogue().render(lang, &message)
    });
    let mut key = key_view(variant, lang);
    for step in key.explanation.iter_mut().chain(key.damage.iter_mut()) {
        step.law = keep_together(&step.law);
        step.text = keep_together(&step.text);
    }
    for law in &mut key.laws {
        *law = keep_together(law);
    }
    let misreadings = misreadings
        .into_iter()
        .map(|m| MisreadingView {
            law: keep_together(&m.law),
            text: keep_together(&m.text),
            answer: keep_together(&m.answer),
        })
        .collect();
    ResultView {
        key,
        lines,
        misreadings,
        parts_right,
    }
}

/// A paragraph reference that never breaks across lines on the page: the spaces inside
/// "§ 64 A2", "§ 12 C2 (a)" and "Law 64A2" made no-break (review W18: "§" ended one
/// line and "70 A)" began the next). Only the web does this; the printed sheets break
/// lines their own way.
pub fn keep_together(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    // Inside a reference: after its sign and number, until a word ends it.
    let mut inside = false;
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        if c == ' ' {
            let before: String = chars[..i].iter().collect();
            let starts = before.ends_with('§') || before.ends_with("Law");
            let after_number =
                inside && chars[..i].last().is_some_and(|p| p.is_ascii_alphanumeric());
            let continues = match next {
                Some(n) if starts => n.is_ascii_digit(),
                // "§ 64 A2", "§ 12 C2 (a)": a section letter or an item in brackets.
                Some(n) if after_number => {
                    (n.is_ascii_uppercase() && chars.get(i + 2).is_none_or(|m| !m.is_alphabetic()))
                        || (n == '(' && chars.get(i + 2).is_some_and(char::is_ascii_lowercase))
                }
                _ => false,
            };
            if continues {
                inside = true;
                out.push('\u{a0}');
                continue;
            }
            inside = false;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::keep_together;

    #[test]
    fn paragraph_references_are_kept_on_one_line() {
        let nb = '\u{a0}';
        assert_eq!(
            keep_together("etter § 64 A2 og § 12 C2 (a) ved Bord 3"),
            format!("etter §{nb}64{nb}A2 og §{nb}12{nb}C2{nb}(a) ved Bord 3")
        );
        assert_eq!(
            keep_together("under Law 64A2, East won"),
            format!("under Law{nb}64A2, East won")
        );
        assert_eq!(keep_together("§ 70 A"), format!("§{nb}70{nb}A"));
        // A word after a reference is not pulled onto its line.
        assert_eq!(
            keep_together("§ 64A2 Ein Stich"),
            format!("§{nb}64A2 Ein Stich")
        );
    }
}
