//! The one door between printed exams and the engine: the bank's templates, a variant
//! drawn or rebuilt from its code, the typed views the typst sheets receive, and a paper
//! answer marked by the engine's grading. Everything else in `exam` and `pdf` sees only
//! the plain values made here.
//!
//! Today's engine hands variants over as `serde_json` values (`bank::render::Shown`);
//! when the typed engine API lands (issue 19) this module alone changes: hands and tricks
//! as cards with seats, typed answers, and the federation's card letters from `i18n`.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::bank::generate::{GenerateError, generate, regenerate};
use crate::bank::render::{Shown, render};
use crate::bank::template::BankError;
use crate::bank::variant::{ParseCodeError, Variant, VariantCode};
use crate::bank::{Bank, Template};
use crate::grading::{Grade, Misapplication, grade, grade_ruling, same};
use crate::i18n::{Lang, catalogue, contract_symbols, rank_text};
use crate::model::{Contract, Deal, Fraction, Hands, Position, Rank, Seat, Suit};

use super::view::{
    AskView, CardView, DiagramView, HandView, KeyView, LawText, MisreadingView, PlayedView,
    QuestionView, SeatView, TableView, TrickView,
};
use super::words::{SheetWords, sheet_words};
use super::written::{Expect, Written, read};

/// Why the engine could not give a question.
#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("the question bank has problems:\n{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Bank(Vec<BankError>),
    #[error("no template has the id `{0}`")]
    UnknownTemplate(String),
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error(transparent)]
    Code(#[from] ParseCodeError),
}

/// A template as an exam chooses it: by id, or among its family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateInfo {
    pub id: String,
    pub family: String,
}

/// The question bank the exam draws from.
pub struct Questions {
    bank: Bank,
}

impl Questions {
    /// The bank built into the binary.
    ///
    /// # Errors
    /// The bank's problems, each as `file:line:col: message`.
    pub fn bundled() -> Result<Questions, ContentError> {
        Ok(Questions {
            bank: Bank::bundled().map_err(ContentError::Bank)?,
        })
    }

    /// Templates from a folder being edited.
    ///
    /// # Errors
    /// As [`Questions::bundled`].
    pub fn from_dir(dir: &std::path::Path) -> Result<Questions, ContentError> {
        Ok(Questions {
            bank: Bank::from_dir(dir).map_err(ContentError::Bank)?,
        })
    }

    /// Every template, in the bank's order.
    pub fn templates(&self) -> Vec<TemplateInfo> {
        self.bank
            .templates()
            .iter()
            .map(|t| TemplateInfo {
                id: t.id().to_owned(),
                family: t.spec.family.clone(),
            })
            .collect()
    }

    /// The variant `seed` gives of template `id`.
    ///
    /// # Errors
    /// An unknown template, or a template that gives no variant for this seed.
    pub fn draw(&self, id: &str, seed: u64) -> Result<Drawn<'_>, ContentError> {
        let template = self
            .bank
            .get(id)
            .ok_or_else(|| ContentError::UnknownTemplate(id.to_owned()))?;
        Ok(Drawn {
            template,
            variant: generate(template, seed)?,
        })
    }

    /// The variant a code names, exactly as it was drawn.
    ///
    /// # Errors
    /// A code that does not parse, names no template, or was made by another version
    /// of its template or another bank format.
    pub fn rebuild(&self, code: &str) -> Result<Drawn<'_>, ContentError> {
        let code: VariantCode = code.parse()?;
        let variant = regenerate(&self.bank, &code)?;
        let template = self
            .bank
            .get(&variant.template)
            .ok_or_else(|| ContentError::UnknownTemplate(variant.template.clone()))?;
        Ok(Drawn { template, variant })
    }
}

/// One variant, ready to print, to put in the key, or to mark.
pub struct Drawn<'q> {
    template: &'q Template,
    variant: Variant,
}

/// How one box of the answer sheet was marked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    Correct,
    /// Wrong, and the answer is what this misreading of the law gives.
    Misread {
        id: String,
        law: String,
        text: String,
    },
    Wrong,
    /// Something is written, but not a value of the kind asked.
    Unreadable,
    Blank,
}

/// A question marked: each box (one, or one per part of a whole ruling) and the credit.
#[derive(Debug, Clone, PartialEq)]
pub struct Marked {
    /// The box's part name (`None` for a single answer) and its mark.
    pub boxes: Vec<(Option<String>, Mark)>,
    /// Of one point: parts right over parts asked.
    pub credit: Fraction,
}

impl Drawn<'_> {
    pub fn code(&self) -> String {
        self.variant.code.to_string()
    }

    pub fn template_id(&self) -> &str {
        self.template.id()
    }

    /// Whether two variants ask the same question (the same case to rule), so two
    /// neighbours can be kept from getting it.
    pub fn same_question(&self, other: &Drawn<'_>) -> bool {
        self.variant.case == other.variant.case
    }

    /// Whether the answer sheet asks the whole ruling, a box per part.
    pub fn is_whole_ruling(&self) -> bool {
        !self.variant.parts.is_empty()
    }

    /// How many boxes the answer sheet has for it: one per part of a whole ruling.
    pub fn boxes(&self) -> usize {
        self.variant.parts.len().max(1)
    }

    fn shown(&self, lang: Lang) -> Shown {
        render(self.template, &self.variant, lang)
    }

    /// The question as the booklet prints it, numbered `number`.
    pub fn question(&self, number: usize, lang: Lang) -> QuestionView {
        let shown = self.shown(lang);
        let words = sheet_words(lang);
        let mut text = shown.question.clone();
        if !shown.ruling.is_empty() {
            let label = catalogue().text(lang, "label-ruling");
            text = format!("{text} {label}: {}.", shown.ruling_labels.join("; "));
        }
        QuestionView {
            number,
            code: shown.code.clone(),
            title: shown.title.clone(),
            text,
            diagram: diagram(&self.variant.case, lang),
            auction: None,
            table: score_table(&self.variant.case, lang, words),
            ask: ask(&shown, lang, words),
        }
    }

    /// The question in the instructor's key: answer, explanation, misreadings.
    pub fn key(&self, number: usize, lang: Lang) -> KeyView {
        let shown = self.shown(lang);
        let asked = ask(&shown, lang, sheet_words(lang));
        let options: &[Value] = match asked {
            AskView::Choice { .. } => &shown.choices,
            _ => &[],
        };
        let lettered = |value: &Value| {
            let text = value_text(value, lang);
            match options.iter().position(|o| same(o, value)) {
                Some(i) => format!("{}) {text}", letter(i)),
                None => text,
            }
        };
        let parts: Vec<(String, String)> = shown
            .ruling
            .iter()
            .zip(&shown.ruling_labels)
            .map(|((_, value), label)| (label.clone(), value_text(value, lang)))
            .collect();
        let answer = if parts.is_empty() {
            lettered(&shown.answer)
        } else {
            parts
                .iter()
                .map(|(_, v)| v.as_str())
                .collect::<Vec<_>>()
                .join(" · ")
        };
        // In a whole ruling, a misreading's answer is the value of the part asked for.
        let field = &self.template.spec.answer.get_ref().field;
        let part_label = shown
            .ruling
            .iter()
            .zip(&shown.ruling_labels)
            .find(|((name, _), _)| name == field)
            .map(|(_, label)| label.clone());
        KeyView {
            number,
            code: shown.code.clone(),
            title: shown.title.clone(),
            answer,
            parts,
            laws: shown.laws.iter().map(|l| (*l).to_owned()).collect(),
            explanation: shown
                .explanation
                .iter()
                .map(|s| LawText {
                    law: s.law.to_owned(),
                    text: s.text.clone(),
                })
                .collect(),
            misreadings: shown
                .misreadings
                .iter()
                .map(|m| MisreadingView {
                    answer: match &part_label {
                        Some(label) => format!("{label}: {}", value_text(&m.answer, lang)),
                        None => lettered(&m.answer),
                    },
                    law: m.law.to_owned(),
                    text: m.text.clone(),
                })
                .collect(),
        }
    }

    /// Marks what the student wrote in each box ([`Drawn::boxes`] of them; a missing
    /// box is blank), by the engine's grading and in any language's number style.
    pub fn mark(&self, written: &[&str], lang: Lang) -> Marked {
        let v = &self.variant;
        let field = self.template.spec.answer.get_ref().field.as_str();
        let unit = self.template.spec.answer.get_ref().unit.as_str();
        let at = |i: usize| written.get(i).copied().unwrap_or("");
        let misread = |m: &Misapplication| Mark::Misread {
            id: m.id.to_owned(),
            law: m.law.code().to_owned(),
            text: catalogue().render(lang, &m.message()),
        };
        let judge = |correct: &Value, given: Value, with_misreadings: bool| {
            let known: &[Misapplication] = if with_misreadings {
                &v.misapplications
            } else {
                &[]
            };
            match grade(correct, known, &given) {
                Grade::Correct => Mark::Correct,
                Grade::Misread(m) => misread(&m),
                Grade::Wrong => Mark::Wrong,
            }
        };
        if v.parts.is_empty() {
            let options = if self.template.spec.choices.is_some() {
                v.choices.as_slice()
            } else {
                &[]
            };
            let mark = match value_of(at(0), &v.answer, unit, options) {
                Err(mark) => mark,
                Ok(given) => judge(&v.answer, given, true),
            };
            let credit = Fraction::from_integer(i64::from(mark == Mark::Correct));
            return Marked {
                boxes: vec![(None, mark)],
                credit,
            };
        }
        let mut given: BTreeMap<String, Value> = BTreeMap::new();
        let mut boxes = Vec::with_capacity(v.parts.len());
        for (i, (name, correct)) in v.parts.iter().enumerate() {
            let part_unit = if name == field { unit } else { "" };
            let mark = match value_of(at(i), correct, part_unit, &[]) {
                Err(mark) => mark,
                Ok(value) => {
                    given.insert(name.clone(), value.clone());
                    judge(correct, value, name == field)
                }
            };
            boxes.push((Some(name.clone()), mark));
        }
        Marked {
            boxes,
            credit: grade_ruling(&v.parts, &given).credit,
        }
    }
}

/// What a box holds as the engine's kind of value, or the mark when it holds none.
fn value_of(text: &str, correct: &Value, unit: &str, options: &[Value]) -> Result<Value, Mark> {
    if text.trim().is_empty() {
        return Err(Mark::Blank);
    }
    let expect = match correct {
        Value::Bool(_) => Expect::YesNo,
        Value::String(_) => Expect::Law,
        _ => Expect::Number {
            whole_thousands: unit == "score",
        },
    };
    match read(text, expect, options.len()) {
        Some(Written::Choice(i)) => Ok(options[i].clone()),
        Some(Written::YesNo(b)) => Ok(Value::Bool(b)),
        Some(Written::Law(code)) => Ok(Value::String(code)),
        Some(Written::Number(hundredths)) if hundredths % 100 == 0 => {
            Ok(Value::from(hundredths / 100))
        }
        Some(Written::Number(hundredths)) => Ok(Value::from(hundredths as f64 / 100.0)),
        None => Err(Mark::Unreadable),
    }
}

/// `a`, `b`, …: the letter of the `i`-th option.
pub fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// A value of the engine's as the reader writes it: yes or no in words, two decimals
/// with the language's decimal sign.
fn value_text(value: &Value, lang: Lang) -> String {
    let c = catalogue();
    match value {
        Value::Bool(true) => c.text(lang, "answer-yes"),
        Value::Bool(false) => c.text(lang, "answer-no"),
        Value::String(s) => s.clone(),
        Value::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => i.to_string(),
            (None, Some(f)) => lang.decimal((f * 100.0).round() as i64),
            _ => n.to_string(),
        },
        other => other.to_string(),
    }
}

/// What the answer sheet asks for: a whole ruling part by part when the template asks
/// for one (the same rubric as on the web), else the options, else yes or no, else a
/// value in the template's unit.
fn ask(shown: &Shown, lang: Lang, words: &SheetWords) -> AskView {
    let c = catalogue();
    if !shown.ruling.is_empty() {
        AskView::Parts {
            parts: shown.ruling_labels.clone(),
        }
    } else if !shown.choices.is_empty() {
        AskView::Choice {
            options: shown.choices.iter().map(|v| value_text(v, lang)).collect(),
        }
    } else if shown.answer.is_boolean() {
        AskView::YesNo {
            yes: c.text(lang, "answer-yes"),
            no: c.text(lang, "answer-no"),
        }
    } else {
        AskView::Value {
            unit: words.unit(&shown.unit).to_owned(),
        }
    }
}

fn seat_view(seat: Seat, lang: Lang) -> SeatView {
    let name = catalogue().text(lang, &format!("seat-{}", seat.letter()));
    SeatView {
        seat: seat.letter(),
        initial: name.chars().next().map(String::from).unwrap_or_default(),
        name,
    }
}

/// A rank as the reader's federation writes it.
fn rank(rank: Rank, _lang: Lang) -> String {
    rank_text(rank)
}

/// The hands of the case's `deal` or `position`, and the tricks of its `play`.
fn diagram(case: &Value, lang: Lang) -> Option<DiagramView> {
    let hands: Hands = match case["deal"].as_str().and_then(|d| d.parse::<Deal>().ok()) {
        Some(deal) => deal.hands(),
        None => case["position"].as_str()?.parse::<Position>().ok()?.hands(),
    };
    let record = crate::interface::read::replay(case);
    let first = match &record {
        Some(r) if !r.tricks.is_empty() => r.tricks[0].leader,
        _ => Seat::West,
    };
    let tricks = record.map_or_else(Vec::new, |r| {
        r.tricks
            .iter()
            .map(|t| TrickView {
                number: t.number,
                leader: t.leader.letter(),
                cards: t
                    .cards
                    .iter()
                    .enumerate()
                    .map(|(i, card)| PlayedView {
                        seat: t.seat_of(i).letter(),
                        card: CardView {
                            suit: card.suit.letter(),
                            rank: rank(card.rank, lang),
                        },
                    })
                    .collect(),
            })
            .collect()
    });
    let hand = |seat: Seat| {
        let held = hands.hand(seat);
        HandView {
            seat: seat_view(seat, lang),
            suits: Suit::PBN_ORDER.map(|suit| {
                let mut ranks: Vec<Rank> = held.cards_in(suit).map(|c| c.rank).collect();
                ranks.sort_by(|a, b| b.cmp(a));
                ranks.into_iter().map(|r| rank(r, lang)).collect()
            }),
        }
    };
    Some(DiagramView {
        hands: Seat::ALL
            .into_iter()
            .filter(|s| !hands.hand(*s).is_empty())
            .map(hand)
            .collect(),
        columns: (0..4)
            .map(|i| seat_view(first.clockwise(i), lang))
            .collect(),
        tricks,
    })
}

/// The results a case lists, as a table: a weighted score's outcomes, or the actions a
/// poll of peers chose with the result each would have scored.
fn score_table(case: &Value, lang: Lang, words: &SheetWords) -> Option<TableView> {
    let number = |v: &Value| value_text(v, lang);
    match case["kind"].as_str()? {
        "weighted" => {
            let rows: Vec<Vec<String>> = case["outcomes"]
                .as_array()?
                .iter()
                .map(|o| {
                    let weight = match &o["weight"] {
                        Value::String(s) => s.clone(),
                        other => number(other),
                    };
                    vec![weight, number(&o["ns"])]
                })
                .collect();
            Some(TableView {
                columns: vec![words.weight.to_owned(), words.result_ns.to_owned()],
                rows,
            })
        }
        "ui" => {
            let rows: Vec<Vec<String>> = case["poll"]
                .as_array()?
                .iter()
                .filter_map(|p| {
                    let action = p["action"].as_str()?;
                    Some(vec![
                        action_text(action, words),
                        number(&p["selected"]),
                        number(&case["results_ns"][action]),
                    ])
                })
                .collect();
            Some(TableView {
                columns: vec![
                    words.action.to_owned(),
                    words.chosen_by.to_owned(),
                    words.result_ns.to_owned(),
                ],
                rows,
            })
        }
        _ => None,
    }
}

/// A call in a poll (`Pass`, `4S`, `5♦`) as the reader writes it.
fn action_text(action: &str, words: &SheetWords) -> String {
    if action.eq_ignore_ascii_case("pass") {
        return words.pass.to_owned();
    }
    action
        .parse::<Contract>()
        .map_or_else(|_| action.to_owned(), contract_symbols)
}
