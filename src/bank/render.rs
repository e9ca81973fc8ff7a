//! A variant put into one language: what the command line prints, and the shape a web
//! page or a printed sheet fills in.

use serde::Serialize;

use crate::i18n::notation::{card_text, holding_text};
use crate::i18n::{Lang, catalogue};

use super::Template;
use super::generate::question;
use super::variant::Variant;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepText {
    pub law: &'static str,
    pub text: String,
}

/// One hand as a diagram shows it: the seat in words and each suit's cards, spades first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HandView {
    pub seat: String,
    /// `["A Q 6 5 4", "Q 5", "7 6 3", "—"]` in English: spades, hearts, diamonds, clubs,
    /// in the reader's rank letters.
    pub suits: [String; 4],
}

/// One trick of a play record: who led and the cards in the order played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TrickView {
    pub number: usize,
    pub leader: String,
    pub cards: Vec<String>,
}

/// The deal or end position a question shows, and the tricks played, ready to draw.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Diagram {
    /// North, East, South, West.
    pub hands: Vec<HandView>,
    pub tricks: Vec<TrickView>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Misreading {
    pub answer: serde_json::Value,
    pub law: &'static str,
    pub text: String,
}

/// A variant in words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Shown {
    pub code: String,
    pub template: String,
    pub version: u32,
    pub lang: &'static str,
    pub title: String,
    pub question: String,
    pub choices: Vec<serde_json::Value>,
    pub answer: serde_json::Value,
    pub unit: String,
    pub laws: Vec<&'static str>,
    pub explanation: Vec<StepText>,
    pub misreadings: Vec<Misreading>,
    /// The whole ruling part by part, when the template asks for it.
    pub ruling: Vec<(String, serde_json::Value)>,
    /// The engine case, as `ruling rule` reads it.
    pub case: serde_json::Value,
    /// The cards the question shows, when it shows any.
    pub diagram: Option<Diagram>,
    #[serde(skip)]
    labels: [String; 6],
    /// "yes" and "no" in the reader's language, for yes-or-no answers.
    #[serde(skip)]
    yes_no: [String; 2],
    /// Each part of the whole ruling named in the reader's language, in `ruling`'s order.
    pub ruling_labels: Vec<String>,
}

pub fn render(template: &Template, variant: &Variant, lang: Lang) -> Shown {
    let c = catalogue();
    Shown {
        code: variant.code.to_string(),
        template: variant.template.clone(),
        version: variant.code.version,
        lang: lang.code(),
        title: c.fill_terms(lang, template.spec.title.get(lang).get_ref()),
        question: question(template, variant, lang),
        choices: variant.choices.clone(),
        answer: variant.answer.clone(),
        unit: template.spec.answer.get_ref().unit.clone(),
        laws: variant.ruling.laws.iter().map(|l| l.code()).collect(),
        explanation: variant
            .ruling
            .steps
            .iter()
            .map(|s| StepText {
                law: s.law.code(),
                text: c.step(lang, s),
            })
            .collect(),
        misreadings: variant
            .misapplications
            .iter()
            .map(|m| Misreading {
                answer: m.value.clone(),
                law: m.law.code(),
                text: c.render(lang, &m.message()),
            })
            .collect(),
        ruling: variant.parts.clone(),
        case: variant.case.clone(),
        diagram: diagram(&variant.case, lang),
        labels: [
            "label-question",
            "label-choices",
            "label-answer",
            "label-explanation",
            "label-misreadings",
            "label-ruling",
        ]
        .map(|id| c.text(lang, id)),
        yes_no: ["answer-yes", "answer-no"].map(|id| c.text(lang, id)),
        ruling_labels: variant
            .parts
            .iter()
            .map(|(name, _)| c.text(lang, &format!("part-{name}")))
            .collect(),
    }
}

/// The hands of the case's `deal` or `position`, and the tricks of its `play`.
fn diagram(case: &serde_json::Value, lang: Lang) -> Option<Diagram> {
    use crate::model::{Deal, Hands, Position, Seat, Suit};
    let c = catalogue();
    let seat_word = |seat: Seat| c.text(lang, &format!("seat-{}", seat.letter()));
    let hands: Hands = match case["deal"].as_str().and_then(|d| d.parse::<Deal>().ok()) {
        Some(deal) => deal.hands(),
        None => case["position"].as_str()?.parse::<Position>().ok()?.hands(),
    };
    let view = |seat: Seat| HandView {
        seat: seat_word(seat),
        suits: Suit::PBN_ORDER
            .map(|suit| holding_text(hands.hand(seat).cards_in(suit).map(|c| c.rank), lang)),
    };
    let tricks = crate::interface::read::replay(case).map_or_else(Vec::new, |record| {
        record
            .tricks
            .iter()
            .map(|t| TrickView {
                number: usize::from(t.number),
                leader: seat_word(t.leader),
                cards: t.cards.iter().map(|&card| card_text(card, lang)).collect(),
            })
            .collect()
    });
    Some(Diagram {
        hands: Seat::ALL.into_iter().map(view).collect(),
        tricks,
    })
}

impl Diagram {
    /// The four hands laid out as at the table, North at the top, then the tricks.
    fn to_text(&self) -> String {
        let symbols = ["♠", "♥", "♦", "♣"];
        let lines = |h: &HandView| -> Vec<String> {
            std::iter::once(h.seat.clone())
                .chain(
                    symbols
                        .iter()
                        .zip(&h.suits)
                        .map(|(s, cards)| format!("{s} {cards}")),
                )
                .collect()
        };
        let [north, east, south, west] = [0, 1, 2, 3].map(|i| lines(&self.hands[i]));
        let pad = " ".repeat(20);
        let mut out = String::new();
        for line in &north {
            out.push_str(&format!("{pad}{line}\n"));
        }
        for (w, e) in west.iter().zip(&east) {
            let width = w.chars().count();
            out.push_str(&format!(
                "{w}{}{e}\n",
                " ".repeat(40usize.saturating_sub(width))
            ));
        }
        for line in &south {
            out.push_str(&format!("{pad}{line}\n"));
        }
        for trick in &self.tricks {
            out.push_str(&format!(
                "\n{:>2}. {}: {}",
                trick.number,
                trick.leader,
                trick.cards.join(" ")
            ));
        }
        if !self.tricks.is_empty() {
            out.push('\n');
        }
        out
    }
}

impl Shown {
    /// An answer as the reader reads it: a number, or yes or no.
    fn word(&self, value: &serde_json::Value) -> String {
        match value {
            serde_json::Value::Bool(true) => self.yes_no[0].clone(),
            serde_json::Value::Bool(false) => self.yes_no[1].clone(),
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        }
    }

    /// Plain text for the terminal.
    pub fn to_text(&self) -> String {
        let [question, choices, answer, explanation, misreadings, ruling] = &self.labels;
        let mut out = format!(
            "{}  {} ({} v{})\n\n{question}: {}\n",
            self.code, self.title, self.template, self.version, self.question
        );
        if let Some(diagram) = &self.diagram {
            out.push('\n');
            out.push_str(&diagram.to_text());
            out.push('\n');
        }
        if !self.choices.is_empty() {
            let list: Vec<String> = self
                .choices
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{}) {}", (b'a' + i as u8) as char, self.word(c)))
                .collect();
            out.push_str(&format!("{choices}: {}\n", list.join("   ")));
        }
        out.push_str(&format!(
            "\n{answer}: {} ({})\n",
            self.word(&self.answer),
            self.laws.join(", ")
        ));
        if !self.ruling.is_empty() {
            let parts: Vec<String> = self
                .ruling
                .iter()
                .zip(&self.ruling_labels)
                .map(|((_, value), label)| match value {
                    serde_json::Value::String(code) => format!("{label}: {code}"),
                    other => format!("{label}: {}", self.word(other)),
                })
                .collect();
            out.push_str(&format!("{ruling}: {}\n", parts.join("; ")));
        }
        out.push_str(&format!("\n{explanation}:\n"));
        for step in &self.explanation {
            out.push_str(&format!("  [{}] {}\n", step.law, step.text));
        }
        if !self.misreadings.is_empty() {
            out.push_str(&format!("\n{misreadings}:\n"));
            for m in &self.misreadings {
                out.push_str(&format!(
                    "  {} — [{}] {}\n",
                    self.word(&m.answer),
                    m.law,
                    m.text
                ));
            }
        }
        out
    }
}
