//! The question half of a variant, once, for the web page and the printed booklet: the
//! title and question, the facts of the table, the cards, the auction, the results the
//! question lists, and what is asked (options, one value, yes or no, or a whole ruling
//! part by part). Nothing of the answer. The page adds its form fields from the same
//! values ([`Input::name`], [`ChoiceText::value`]); the sheet letters the options and
//! parts a, b, c.

use serde::Serialize;

use crate::bank::Variant;
use crate::i18n::notation::law_text;
use crate::i18n::{Lang, catalogue};
use crate::laws::{Answer, Law, Message, Part, Unit};

use super::auction::{AuctionText, auction_text};
use super::diagram::{Diagram, diagram};
use super::facts::{Fact, ResultsTable, facts, results_table};
use super::render::{Plain, question};
use super::{answer_text, part_label};

/// The form field of a single answer.
pub const ANSWER_FIELD: &str = "answer";

/// The form field of one part of a whole ruling: `part-law`, `part-transferred`.
pub fn part_field(part: Part) -> String {
    format!("part-{part}")
}

/// A choice as a radio button's value: the answer as `ruling generate --json` prints it
/// (`4.67`, `-620`, `true`, `"64A2"`); the grading reads it back like anything typed.
pub fn choice_value(answer: Answer) -> String {
    serde_json::to_string(&Plain::from(answer)).unwrap_or_default()
}

/// A law paragraph as the reader's federation writes it, in a message's `$law`: the
/// example a law input and its error show.
pub fn law_example(id: &'static str, lang: Lang) -> String {
    catalogue().render(
        lang,
        &Message::new(id).code("law", law_text(Law::L64A2, lang)),
    )
}

/// One option of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChoiceText {
    /// The option as `ruling generate --json` prints it: what a radio button sends.
    pub value: String,
    /// The option as the reader reads it.
    pub label: String,
}

/// One value to give: its form field, its label and what it is answered in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Input {
    /// The form field's name.
    pub name: String,
    /// The label: the part's name for a whole ruling, else "Your answer".
    pub label: String,
    /// What the answer is in.
    pub unit: Unit,
    /// The unit in words ("tricks", "IMPs", "%", "law paragraph").
    pub unit_word: String,
    /// What a paragraph looks like in the reader's notation ("z. B. § 64 A2").
    pub example: Option<String>,
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

    /// Answered by ticking yes or no.
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

    /// The label as the web form shows it: "Your answer (tricks)", but a whole ruling's
    /// part alone, since its name already says what it is in: "Tricks transferred",
    /// not "Tricks transferred (tricks)" (review W17).
    pub fn label_text(&self) -> String {
        if self.name == ANSWER_FIELD {
            format!("{} ({})", self.label, self.unit_word)
        } else {
            self.label.clone()
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

/// What the student must give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Ask {
    /// One of the options, lettered a, b, c… on paper.
    Choice {
        /// The options, in order.
        options: Vec<ChoiceText>,
    },
    /// A value in the template's unit.
    Value {
        /// The value asked.
        input: Input,
    },
    /// Yes or no.
    YesNo {
        /// The answer asked.
        input: Input,
        /// "Yes" in the reader's language.
        yes: String,
        /// "No" in the reader's language.
        no: String,
    },
    /// A whole ruling: one value per part, lettered a, b, c… on paper.
    Parts {
        /// Each part, in order.
        parts: Vec<Input>,
    },
}

/// The question half of a variant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuestionSide {
    /// The variant code, which rebuilds the question (`ruling generate --code`).
    pub code: String,
    /// The template's title in the reader's language.
    pub title: String,
    /// The question, its parameters in words.
    pub text: String,
    /// The facts of the table (contract, declarer, for a claim the tricks won).
    pub facts: Vec<Fact>,
    /// The hands and the trick table, when the question shows cards.
    pub diagram: Option<Diagram>,
    /// The auction, when the question shows one.
    pub auction: Option<AuctionText>,
    /// The results the question lists (a weighted score's outcomes, a poll of peers).
    pub results: Option<ResultsTable>,
    /// What the student must give.
    pub ask: Ask,
}

/// The question half of `variant` in `lang`.
pub fn question_side(variant: &Variant, lang: Lang) -> QuestionSide {
    let c = catalogue();
    let unit = variant.template.unit;
    let ask = if !variant.parts.is_empty() {
        Ask::Parts {
            parts: variant
                .parts
                .iter()
                .map(|&(part, _)| {
                    Input::new(part_field(part), part_label(part, lang), part.unit(), lang)
                })
                .collect(),
        }
    } else if !variant.choices.is_empty() {
        Ask::Choice {
            options: variant
                .choices
                .iter()
                .map(|&a| ChoiceText {
                    value: choice_value(a),
                    label: answer_text(a, lang),
                })
                .collect(),
        }
    } else {
        let input = Input::new(
            ANSWER_FIELD.to_owned(),
            c.text(lang, "ui-your-answer"),
            unit,
            lang,
        );
        if unit == Unit::YesNo {
            Ask::YesNo {
                input,
                yes: c.text(lang, "answer-yes"),
                no: c.text(lang, "answer-no"),
            }
        } else {
            Ask::Value { input }
        }
    };
    QuestionSide {
        code: variant.code.to_string(),
        title: super::title(variant, lang),
        text: question(variant, lang),
        facts: facts(variant, lang),
        diagram: diagram(variant, lang),
        auction: variant.auction.as_ref().map(|a| auction_text(a, lang)),
        results: results_table(variant, lang),
        ask,
    }
}
