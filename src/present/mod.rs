//! A variant in the reader's words, once: [`VariantView`], the question half
//! ([`question`]: text, facts of the table, cards, auction, results, what is asked) and
//! the key half ([`key`]), which the askama pages and the typst sheets both read and
//! `ruling generate --json` prints; with them the answers in the reader's notation
//! ([`answer_text`]) and the names of a ruling's parts ([`part_label`]). So a page and a
//! sheet of the same variant cannot disagree (issue 30: "55,21 %" on the web against
//! "55,21" on paper, the tricks won shown on the web and left off the sheet).
//!
//! It sits above the bank (it reads a [`Variant`]) and below `web` and `exam`, which lay
//! its values out and decide nothing.

pub mod auction;
pub mod diagram;
pub mod facts;
pub mod key;
pub mod question;
pub mod render;
pub mod shown;

pub use facts::{Fact, facts};

use serde::Serialize;

use crate::bank::Variant;
use crate::i18n::notation::{fraction_text, law_code_text, law_text, minus, percent_text};
use crate::i18n::{Lang, catalogue};
use crate::laws::{Answer, Part};
use crate::model::{Seat, Suit};

/// A variant in the reader's words, both halves: what the web page and the printed
/// sheets show, and what `ruling generate --json` prints as `view`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VariantView {
    /// The question half: nothing of the answer.
    pub question: question::QuestionSide,
    /// The key half.
    pub key: key::KeySide,
}

/// Both halves of `variant` in `lang`.
pub fn variant_view(variant: &Variant, lang: Lang) -> VariantView {
    VariantView {
        question: question::question_side(variant, lang),
        key: key::key_side(variant, lang),
    }
}

/// The template's title in `lang`, glossary terms filled in.
pub fn title(variant: &Variant, lang: Lang) -> String {
    catalogue().fill_terms(lang, variant.template.title.get(lang))
}

/// An answer as the reader writes it: a number with his decimal sign (IMPs and
/// percentages to two decimals, a percentage with its sign), a paragraph in his
/// federation's style, yes or no in words.
pub fn answer_text(answer: Answer, lang: Lang) -> String {
    let c = catalogue();
    match answer {
        Answer::Tricks(t) => t.get().to_string(),
        Answer::Score(s) => minus(s.to_string()),
        Answer::Imps(x) => minus(fraction_text(x, lang)),
        Answer::Percent(x) => percent_text(&minus(fraction_text(x, lang)), lang),
        Answer::YesNo(true) => c.text(lang, "answer-yes"),
        Answer::YesNo(false) => c.text(lang, "answer-no"),
        Answer::Law(l) => law_text(l, lang),
        Answer::Paragraph(p) => law_code_text(p.code(), lang),
    }
}

/// A part of a whole ruling named in the reader's language, as a label starts: with a
/// capital (the catalogue writes parts in lower case, to stand inside sentences).
pub fn part_label(part: Part, lang: Lang) -> String {
    let text = catalogue().text(lang, &format!("part-{part}"));
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A seat's name in the reader's language.
pub fn seat_word(seat: Seat, lang: Lang) -> String {
    catalogue().text(lang, &format!("seat-{}", seat.letter()))
}

/// A suit's name in the reader's language.
pub fn suit_word(suit: Suit, lang: Lang) -> String {
    catalogue().text(lang, &format!("suit-{}", suit.letter()))
}
