//! A variant in the reader's words, in two halves that never meet on one page before the
//! answer is in: [`QuestionView`] (title, question, cards, the form) and [`KeyView`] (the
//! correct ruling, the explanation with its laws, the whole ruling's parts), with
//! [`ResultView`] putting the student's answer beside the key.
//!
//! Answers are written as the reader's federation writes them, the same as on paper
//! ([`crate::present::answer_text`]).

use crate::bank::variant::Variant;
use crate::i18n::notation::law_text;
use crate::i18n::{Lang, catalogue};
use crate::laws::{Answer, Law, Message, Unit};
use crate::misreading::Misapplication;
use crate::present::facts::{ResultsTable, results_table};
use crate::present::key::key_side;
use crate::present::render::question;
pub use crate::present::{answer_text, part_label};

use super::diagram::{DiagramView, diagram_view};
use super::{ANSWER_FIELD, Given, Graded, choice_value, part_field};

/// All a question page shows: nothing of the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionView {
    /// The variant code, which rebuilds the question (`ruling generate --code`).
    pub code: String,
    /// The template's title in the reader's language.
    pub title: String,
    /// The question, its parameters in words.
    pub question: String,
    /// The cards the question shows, when it shows any.
    pub diagram: Option<DiagramView>,
    /// The results the question lists (a weighted score's outcomes, a poll of peers), as
    /// the printed sheet tables them.
    pub results: Option<ResultsTable>,
    /// How the student answers.
    pub form: Form,
}

/// How the student answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// Radio buttons; each value is the choice as `ruling generate --json` prints it.
    Choices(Vec<Choice>),
    /// One answer, typed (or yes or no).
    One(Input),
    /// One input per part of a whole ruling.
    Parts(Vec<Input>),
}

/// One radio button of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The choice as `ruling generate --json` prints it: what the form sends.
    pub value: String,
    /// The choice as the reader reads it.
    pub label: String,
}

/// One typed answer: its form field, its label and what it is answered in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The form field's name.
    pub name: String,
    /// The label beside the input: the part's name, for a whole ruling.
    pub label: String,
    /// What the answer is in.
    pub unit: Unit,
    /// The unit in words ("tricks", "IMPs", "law paragraph").
    pub unit_word: String,
    /// What a paragraph looks like in the reader's notation ("z. B. § 64 A2"), as the
    /// placeholder of a law input.
    pub example: Option<String>,
}

/// A law paragraph as the reader's federation writes it, in a message's `$law`: the
/// example a law input and its error show.
pub(super) fn law_example(id: &'static str, lang: Lang) -> String {
    catalogue().render(
        lang,
        &Message::new(id).code("law", law_text(Law::L64A2, lang)),
    )
}

impl Input {
    fn new(name: String, label: String, unit: Unit, lang: Lang) -> Input {
        Input {
            name,
            label,
            unit,
            unit_word: catalogue().text(lang, &format!("ui-unit-{}", unit.code())),
            example: (unit == Unit::Law).then(|| law_example("ui-law-example", lang)),
        }
    }

    /// Answered by two radio buttons, whose values are `true` and `false` as `ruling
    /// generate --json` prints them.
    pub fn is_yes_no(&self) -> bool {
        self.unit == Unit::YesNo
    }

    /// Whether a law paragraph is asked: the input then shows an example.
    pub fn is_law(&self) -> bool {
        self.unit == Unit::Law
    }

    /// The keyboard a phone shows: digits for tricks; a full one where a minus sign may
    /// be typed (few phones' numeric keyboards have one).
    pub fn inputmode(&self) -> &'static str {
        match self.unit {
            Unit::Tricks => "numeric",
            Unit::Percent => "decimal",
            Unit::Score | Unit::Imps | Unit::YesNo | Unit::Law => "text",
        }
    }

    /// The value the yes button sends.
    pub fn yes_value(&self) -> String {
        choice_value(Answer::YesNo(true))
    }

    /// The value the no button sends.
    pub fn no_value(&self) -> String {
        choice_value(Answer::YesNo(false))
    }
}

/// The question half of a variant in `lang`.
pub fn question_view(variant: &Variant, lang: Lang) -> QuestionView {
    let c = catalogue();
    let unit = variant.template.unit;
    let form = if !variant.parts.is_empty() {
        Form::Parts(
            variant
                .parts
                .iter()
                .map(|&(part, _)| {
                    Input::new(part_field(part), part_label(part, lang), part.unit(), lang)
                })
                .collect(),
        )
    } else if !variant.choices.is_empty() {
        Form::Choices(
            variant
                .choices
                .iter()
                .map(|&a| Choice {
                    value: choice_value(a),
                    label: answer_text(a, lang),
                })
                .collect(),
        )
    } else {
        Form::One(Input::new(
            ANSWER_FIELD.to_owned(),
            c.text(lang, "ui-your-answer"),
            unit,
            lang,
        ))
    };
    QuestionView {
        code: variant.code.to_string(),
        title: c.fill_terms(lang, variant.template.title.get(lang)),
        question: question(variant, lang),
        diagram: diagram_view(variant, lang),
        results: results_table(variant, lang),
        form,
    }
}

/// The answer half of a variant: only the result page reads it. The same key the
/// printed key gives ([`crate::present::key`]).
pub use crate::present::key::KeySide as KeyView;

/// The key of a variant in `lang`.
pub fn key_view(variant: &Variant, lang: Lang) -> KeyView {
    key_side(variant, lang)
}

/// A misreading as the result page names it: the paragraph misread, what the student
/// got wrong, and the answer it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisreadingView {
    /// The paragraph misread, as the reader's federation writes it.
    pub law: String,
    /// What the misreading gets wrong, in the reader's language.
    pub text: String,
    /// The answer it gives, as the reader writes it.
    pub answer: String,
}

/// The misreading `m` as the result page names it, in `lang`.
pub fn misreading_view(m: &Misapplication, lang: Lang) -> MisreadingView {
    MisreadingView {
        law: law_text(m.law, lang),
        text: catalogue().render(lang, &m.message()),
        answer: answer_text(m.value, lang),
    }
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
    /// ruling each wrong part's that the engine can name (its answer after the part's
    /// name), the same as the printed key lists them.
    pub misreadings: Vec<MisreadingView>,
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
    let misreadings = if graded.part_misreadings.is_empty() {
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
                let mut view = misreading_view(m, lang);
                view.answer = format!("{}: {}", part_label(*part, lang), view.answer);
                view
            })
            .collect()
    };
    ResultView {
        key: key_view(variant, lang),
        lines,
        misreadings,
    }
}
