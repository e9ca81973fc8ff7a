//! A variant put into one language for the command line: `ruling generate` prints it as
//! text or JSON. The facts of the table and the answers are the same words the web page
//! and the printed sheet show ([`mod@super::facts`], [`super::answer_text`]); the variant
//! itself ([`Variant`]) stays render-neutral.

use serde::Serialize;

use crate::i18n::notation::{card_text, contract_text, holding_text, strain_after_level};
use crate::i18n::{Lang, catalogue};
use crate::interface::CaseIn;
use crate::laws::Answer;
use crate::model::fraction::to_f64_2dp;
use crate::model::{Card, Seat, Side, Suit};

use crate::bank::Variant;
use crate::bank::template::{Show, placeholders};

use super::{Fact, answer_text};

/// One step of the explanation in the reader's language, with the law it cites.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepText {
    /// The law's code, e.g. `64A2` or `12C1(c)`.
    pub law: &'static str,
    /// The step in the reader's language.
    pub text: String,
}

/// One hand as a diagram shows it: the seat in words and each suit's cards, spades first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HandView {
    /// The seat's name in the reader's language.
    pub seat: String,
    /// `["A Q 6 5 4", "Q 5", "7 6 3", "—"]`: spades, hearts, diamonds, clubs.
    pub suits: [String; 4],
}

/// One trick of a play record: who led and the cards in the order played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TrickText {
    /// 1-based trick number.
    pub number: usize,
    /// The seat that led, in the reader's language.
    pub leader: String,
    /// Each card in the reader's notation, in the order played, the lead first.
    pub cards: Vec<String>,
}

/// The deal or end position a question shows, and the tricks played, in words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DiagramText {
    /// North, East, South, West.
    pub hands: Vec<HandView>,
    /// The tricks played, in order; empty for an end position.
    pub tricks: Vec<TrickText>,
}

/// An answer as JSON writes it: a number (two decimals at most), yes or no as a
/// boolean, a paragraph as its code.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Plain {
    /// A whole number: tricks, a score, whole IMPs.
    Int(i64),
    /// A number that is not whole, to two decimals at most.
    Decimal(f64),
    /// A yes-or-no answer.
    Bool(bool),
    /// A law paragraph, as its code.
    Text(String),
}

impl From<Answer> for Plain {
    fn from(a: Answer) -> Plain {
        match a {
            Answer::YesNo(b) => Plain::Bool(b),
            Answer::Law(l) => Plain::Text(l.code().to_owned()),
            Answer::Paragraph(p) => Plain::Text(p.code().to_owned()),
            other => match other.number() {
                Some(x) if x.is_integer() => Plain::Int(x.to_integer()),
                Some(x) => Plain::Decimal(to_f64_2dp(x)),
                None => Plain::Int(0),
            },
        }
    }
}

/// A wrong answer the engine can explain, in words: the answer, the paragraph misread
/// and how.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Misreading {
    /// The answer the misreading gives.
    pub answer: Plain,
    /// The code of the paragraph the misreading gets wrong.
    pub law: &'static str,
    /// The misreading explained in the reader's language.
    pub text: String,
}

/// A variant in words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Shown {
    /// The variant code, e.g. `IMP-1-7Q3K-1`: what rebuilds the variant.
    pub code: String,
    /// The template's id.
    pub template: String,
    /// The template's version.
    pub version: u32,
    /// The reader's language code: `en`, `nb`, `de` or `da`.
    pub lang: &'static str,
    /// The template's title, glossary terms filled in.
    pub title: String,
    /// The question, its parameters in words ([`question`]).
    pub question: String,
    /// The multiple-choice options, the answer among them; empty for a free answer.
    pub choices: Vec<Plain>,
    /// The correct answer.
    pub answer: Plain,
    /// What the answer counts, as the template names it (`tricks`, `imps`, `yes-no`, …).
    pub unit: &'static str,
    /// The codes of the laws the ruling applies, in the order its steps first cite them.
    pub laws: Vec<&'static str>,
    /// The engine's explanation, step by step.
    pub explanation: Vec<StepText>,
    /// The wrong answers the engine can explain, each with its misreading.
    pub misreadings: Vec<Misreading>,
    /// The whole ruling part by part, when the template asks for it.
    pub ruling: Vec<(&'static str, Plain)>,
    /// For a whole ruling, the misreadings of each part other than the asked one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub part_misreadings: Vec<(&'static str, Vec<Misreading>)>,
    /// The engine case, as `ruling rule` reads it.
    pub case: CaseIn,
    /// The facts of the table (contract, declarer, tricks won …), as the web page and the
    /// printed sheet state them.
    pub facts: Vec<Fact>,
    /// The cards the question shows, when it shows any.
    pub diagram: Option<DiagramText>,
    /// The variant as the web page and the printed sheets show it, both halves
    /// ([`super::VariantView`]).
    pub view: super::VariantView,
    #[serde(skip)]
    labels: [String; 6],
    /// The answers in the reader's words, as the web page and the sheet write them: the
    /// choices, the answer, each misreading's, each part's.
    #[serde(skip)]
    words: Words,
    /// Each part of the whole ruling named in the reader's language, in `ruling`'s order.
    pub ruling_labels: Vec<String>,
}

/// What the text output writes its own way: the options and the misreadings' answers
/// unlettered, as the terminal lists them; everything else it reads from `view`.
#[derive(Debug, Clone, PartialEq, Default)]
struct Words {
    choices: Vec<String>,
    misreadings: Vec<String>,
}

/// The variant in `lang`.
pub fn render(variant: &Variant, lang: Lang) -> Shown {
    let text = |a: Answer| answer_text(a, lang);
    let c = catalogue();
    let view = super::variant_view(variant, lang);
    // The explanation's and the misreadings' words are the view's (the asked part's
    // misreadings first, then the other parts', in both).
    let mut misread_texts = view.key.misreadings.iter().map(|m| m.text.clone());
    let mut misreading = |m: &crate::misreading::Misapplication| Misreading {
        answer: m.value.into(),
        law: m.law.code(),
        text: misread_texts.next().unwrap_or_default(),
    };
    let misreadings = variant
        .misapplications
        .iter()
        .map(&mut misreading)
        .collect();
    let part_misreadings = variant
        .part_misreadings
        .iter()
        .map(|(part, found)| (part.code(), found.iter().map(&mut misreading).collect()))
        .collect();
    Shown {
        code: variant.code.to_string(),
        template: variant.template.id.clone(),
        version: variant.code.version,
        lang: lang.code(),
        title: view.question.title.clone(),
        question: view.question.text.clone(),
        choices: variant.choices.iter().map(|&a| a.into()).collect(),
        answer: variant.answer.into(),
        unit: variant.template.unit.code(),
        laws: variant.laws.iter().map(|l| l.code()).collect(),
        explanation: variant
            .steps
            .iter()
            .zip(&view.key.explanation)
            .map(|(s, shown)| StepText {
                law: s.law.code(),
                text: shown.text.clone(),
            })
            .collect(),
        misreadings,
        ruling: variant
            .parts
            .iter()
            .map(|(part, value)| (part.code(), (*value).into()))
            .collect(),
        part_misreadings,
        case: variant.case.clone(),
        facts: view.question.facts.clone(),
        diagram: diagram(variant, lang),
        labels: [
            "label-question",
            "label-choices",
            "label-answer",
            "label-explanation",
            "label-misreadings",
            "label-ruling",
        ]
        .map(|id| c.text(lang, id)),
        words: Words {
            choices: variant.choices.iter().map(|&a| text(a)).collect(),
            misreadings: variant
                .misapplications
                .iter()
                .map(|m| text(m.value))
                .chain(variant.part_misreadings.iter().flat_map(|(part, found)| {
                    let label = c.text(lang, &format!("part-{}", part.code()));
                    found
                        .iter()
                        .map(move |m| format!("{label}: {}", answer_text(m.value, lang)))
                }))
                .collect(),
        },
        ruling_labels: variant
            .parts
            .iter()
            .map(|(part, _)| c.text(lang, &format!("part-{}", part.code())))
            .collect(),
        view,
    }
}

/// The variant's question in `lang`, parameters put into words and glossary terms
/// (`{-revoke}`) taken from the reader's catalogue.
pub fn question(variant: &Variant, lang: Lang) -> String {
    let text = variant.template.question.get(lang);
    let mut out = catalogue().fill_terms(lang, text);
    for name in placeholders(text).map(str::to_owned).collect::<Vec<_>>() {
        let Some(value) = variant.params.get(&name) else {
            continue;
        };
        let show = variant
            .template
            .shows
            .get(&name)
            .copied()
            .unwrap_or_default();
        out = out.replace(&format!("{{{name}}}"), &words(value, show, lang));
    }
    out
}

fn words(value: &toml::Value, show: Show, lang: Lang) -> String {
    let text = match value {
        toml::Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let c = catalogue();
    match show {
        Show::Plain => text,
        Show::Seat => text.parse::<Seat>().map_or(text.clone(), |s| {
            c.text(lang, &format!("seat-{}", s.letter()))
        }),
        Show::Side => text.parse::<Side>().map_or(text.clone(), |s| {
            c.text(lang, &format!("side-{}", s.code()))
        }),
        Show::Fault => c.text(lang, &format!("fault-{text}")),
        Show::Strain => text.parse().map_or(text.clone(), |strain| {
            strain_after_level(strain, lang).to_owned()
        }),
        Show::Card => text
            .parse::<Card>()
            .map_or(text.clone(), |card| card_text(card, lang)),
        Show::Suit => text.parse::<Suit>().map_or(text.clone(), |s| {
            c.text(lang, &format!("suit-{}", s.letter()))
        }),
        Show::Contract => text
            .parse()
            .map_or(text.clone(), |contract| contract_text(contract, lang)),
        Show::Trumps => match text.parse::<Suit>() {
            Ok(s) => c.text(lang, &format!("suit-{}", s.letter())),
            Err(_) => c.text(lang, "trumps-none"),
        },
        Show::Vulnerability => c.text(lang, &format!("vul-{text}")),
    }
}

/// The variant's cards in words: each hand by suit, each trick with its leader.
fn diagram(variant: &Variant, lang: Lang) -> Option<DiagramText> {
    let c = catalogue();
    let seat_word = |seat: Seat| c.text(lang, &format!("seat-{}", seat.letter()));
    let diagram = variant.diagram()?;
    let view = |seat: Seat| HandView {
        seat: seat_word(seat),
        suits: Suit::PBN_ORDER.map(|suit| {
            holding_text(
                diagram.hands.hand(seat).cards_in(suit).map(|c| c.rank),
                lang,
            )
        }),
    };
    Some(DiagramText {
        hands: Seat::ALL.into_iter().map(view).collect(),
        tricks: diagram
            .tricks
            .iter()
            .map(|t| TrickText {
                number: usize::from(t.number),
                leader: seat_word(t.leader),
                cards: t
                    .cards
                    .iter()
                    .map(|&(_, card)| card_text(card, lang))
                    .collect(),
            })
            .collect(),
    })
}

impl DiagramText {
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
    /// Plain text for the terminal.
    pub fn to_text(&self) -> String {
        let [question, choices, answer, explanation, misreadings, ruling] = &self.labels;
        let mut out = format!(
            "{}  {} ({} v{})\n\n{question}: {}\n",
            self.code, self.title, self.template, self.version, self.question
        );
        if !self.facts.is_empty() {
            out.push('\n');
            for fact in &self.facts {
                out.push_str(&format!("{}: {}\n", fact.label, fact.value));
            }
        }
        if let Some(diagram) = &self.diagram {
            out.push('\n');
            out.push_str(&diagram.to_text());
            out.push('\n');
        }
        if !self.choices.is_empty() {
            let list: Vec<String> = self
                .words
                .choices
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{}) {c}", (b'a' + i as u8) as char))
                .collect();
            out.push_str(&format!("{choices}: {}\n", list.join("   ")));
        }
        let key = &self.view.key;
        out.push_str(&format!(
            "\n{answer}: {} ({})\n",
            key.answer,
            key.laws.join(", ")
        ));
        if !self.ruling.is_empty() {
            let parts: Vec<String> = key
                .parts
                .iter()
                .zip(&self.ruling_labels)
                .map(|(part, label)| format!("{label}: {}", part.value))
                .collect();
            out.push_str(&format!("{ruling}: {}\n", parts.join("; ")));
        }
        out.push_str(&format!("\n{explanation}:\n"));
        for step in &key.explanation {
            out.push_str(&format!("  [{}] {}\n", step.law, step.text));
        }
        if !self.misreadings.is_empty() {
            out.push_str(&format!("\n{misreadings}:\n"));
            for (m, answer) in key.misreadings.iter().zip(&self.words.misreadings) {
                out.push_str(&format!("  {answer} — [{}] {}\n", m.law, m.text));
            }
        }
        out
    }
}
