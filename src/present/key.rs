//! The key of a variant, once, for the web's result page and the printed key: the
//! answer (with its choice letter when it is one of the options), the laws, the
//! explanation step by step, a whole ruling part by part, every misreading the engine
//! can name with the answer it gives (another part's after that part's name), and the
//! damage test of a Law 16 ruling on its own.

use serde::Serialize;

use crate::bank::Variant;
use crate::i18n::notation::law_text;
use crate::i18n::{Lang, catalogue};
use crate::laws::ui::is_damage_step;
use crate::laws::{Arg, Message, Step};
use crate::misreading::Misapplication;

use super::diagram::{TrickTable, claim_line_table};
use super::{answer_text, part_label};

/// An explanation step: the paragraph it applies, as the reader's federation writes it,
/// and what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LawText {
    /// The paragraph (`§ 64 A2`).
    pub law: String,
    /// The step in the reader's language.
    pub text: String,
    /// A line of play the step cites, drawn as a trick table on the page (the printed
    /// key keeps `text`, the line in running text).
    pub line: Option<LineText>,
}

/// A step that cites a line of play, as the page shows it: the step pointing at the
/// table below it, and the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineText {
    /// The step with the line replaced by a pointer to the table.
    pub text: String,
    /// The line, trick by trick.
    pub table: TrickTable,
}

/// One part of a whole ruling and its correct value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartText {
    /// The part's name, as a label starts.
    pub label: String,
    /// Its value, as the reader writes it.
    pub value: String,
}

/// A wrong answer the engine can explain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisreadingText {
    /// The answer it gives, as the student would write it (with its choice letter when
    /// it is one of the options; after the part's name for a whole ruling).
    pub answer: String,
    /// The paragraph misread.
    pub law: String,
    /// The misreading explained.
    pub text: String,
}

/// The key half of a variant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeySide {
    /// The correct answer as the reader writes it (`8`, `4,67`, `ja`, `§ 64 A2`).
    pub answer: String,
    /// The same as the student would mark it: with its choice letter (`b) 8`), or for a
    /// whole ruling every part's value (`§ 64 A2 · 1 · 9`).
    pub lettered: String,
    /// The laws the ruling applies.
    pub laws: Vec<String>,
    /// The engine's explanation, step by step.
    pub explanation: Vec<LawText>,
    /// The whole ruling part by part, when the template asks for it.
    pub parts: Vec<PartText>,
    /// The wrong answers the engine can explain.
    pub misreadings: Vec<MisreadingText>,
    /// The damage test of Law 12B1 (Law 16 rulings): whether the infraction damaged the
    /// non-offenders, the step that decides whether the score is adjusted at all.
    pub damage: Option<LawText>,
}

/// The misreading `m` in `lang`, its answer written as `answer` (lettered, or after a
/// part's name, as the place that shows it needs).
pub fn misreading_text(m: &Misapplication, answer: String, lang: Lang) -> MisreadingText {
    MisreadingText {
        answer,
        law: law_text(m.law, lang),
        text: catalogue().render(lang, &m.message()),
    }
}

/// `a`, `b`, …: the letter of the `i`-th option.
pub fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// The line of play `step` cites, as the page draws it: the step with the line replaced
/// by a pointer to the table, and the table; `None` when it cites none.
fn line_text(variant: &Variant, step: &Step, lang: Lang) -> Option<LineText> {
    let line = step.message.args.iter().find_map(|(_, arg)| match arg {
        Arg::Line(line) => Some(line),
        _ => None,
    })?;
    let table = claim_line_table(variant, line, lang)?;
    let mut message = step.message.clone();
    let below = catalogue().text(lang, "ui-line-below");
    for (_, arg) in &mut message.args {
        if matches!(arg, Arg::Line(_)) {
            *arg = Arg::Code(below.clone());
        }
    }
    Some(LineText {
        text: catalogue().render(lang, &message),
        table,
    })
}

/// The key of `variant` in `lang`.
pub fn key_side(variant: &Variant, lang: Lang) -> KeySide {
    let c = catalogue();
    let step = |s: &Step| LawText {
        law: law_text(s.law, lang),
        text: c.step(lang, s),
        line: line_text(variant, s, lang),
    };
    let lettered = |answer| {
        let text = answer_text(answer, lang);
        match variant.choices.iter().position(|o| o.same(answer)) {
            Some(i) => format!("{}) {text}", letter(i)),
            None => text,
        }
    };
    let parts: Vec<PartText> = variant
        .parts
        .iter()
        .map(|&(part, value)| {
            let value = answer_text(value, lang);
            // A second answer the Laws make as right (62D1 beside 64B6 for a revoke on
            // trick 12) is named, so the marker of a paper credits it too.
            let also: Vec<String> = variant
                .also_right
                .iter()
                .filter(|&&(p, _)| p == part)
                .map(|&(_, a)| answer_text(a, lang))
                .collect();
            PartText {
                label: part_label(part, lang),
                value: if also.is_empty() {
                    value
                } else {
                    catalogue().render(
                        lang,
                        &Message::new("key-also-right")
                            .code("answer", value)
                            .code("also", also.join(", ")),
                    )
                },
            }
        })
        .collect();
    let misreading = |m: &Misapplication, answer: String| misreading_text(m, answer, lang);
    // In a whole ruling the variant's own misreadings are of the part asked.
    let asked = crate::laws::Part::Field(variant.template.field);
    let asked_label = (!variant.parts.is_empty()).then(|| part_label(asked, lang));
    let misreadings = variant
        .misapplications
        .iter()
        .map(|m| {
            let answer = match &asked_label {
                Some(label) => format!("{label}: {}", answer_text(m.value, lang)),
                None => lettered(m.value),
            };
            misreading(m, answer)
        })
        .chain(variant.part_misreadings.iter().flat_map(|(part, found)| {
            let label = part_label(*part, lang);
            found
                .iter()
                .map(move |m| misreading(m, format!("{label}: {}", answer_text(m.value, lang))))
        }))
        .collect();
    KeySide {
        answer: answer_text(variant.answer, lang),
        lettered: if parts.is_empty() {
            lettered(variant.answer)
        } else {
            parts
                .iter()
                .map(|p| p.value.as_str())
                .collect::<Vec<_>>()
                .join(" · ")
        },
        laws: variant.laws.iter().map(|&l| law_text(l, lang)).collect(),
        explanation: variant.steps.iter().map(step).collect(),
        parts,
        misreadings,
        damage: variant.steps.iter().rfind(|s| is_damage_step(s)).map(step),
    }
}
