//! The quiz service: the one module of the web that calls the question bank and grading.
//! Handlers ask it for the templates, a new question, a question rebuilt from its code, and
//! a grade; it hands back [`Question`]s, which are plain data (serde both ways): the page
//! draws them, the store keeps them whole, so a past answer is shown exactly as it was
//! even after its template changes.
//!
//! A question is split in two: [`Shown`], all a question page may show, and [`Key`], the
//! answer, explanation and misreadings, which only the result page reads. A question page
//! template is given the `Shown` alone, so no correct answer can reach it.
//!
//! Generating a variant can take milliseconds (claims, the Law 64C measure): call
//! [`Quiz::draw`] and [`Quiz::rebuild`] from `spawn_blocking`. Questions are cached by
//! code and language, since a code always rebuilds the same variant.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::bank::Bank;
use crate::bank::generate::{GenerateError, generate, regenerate};
use crate::bank::render::render;
use crate::bank::variant::{ParseCodeError, VariantCode};
use crate::grading::{Grade, grade, grade_ruling};
use crate::i18n::{Lang, catalogue};
use crate::store::Outcome;

/// Questions kept ready (both parts), by code and language.
const CACHE: usize = 20_000;
/// Seeds of new questions are drawn below this: six characters in a variant code.
const SEEDS: u64 = 1 << 30;

/// Why no question came out.
#[derive(Debug, thiserror::Error)]
pub enum QuizError {
    #[error("the bundled question bank does not load: {0}")]
    Bank(String),
    #[error("no template has the id `{0}`")]
    NoTemplate(String),
    #[error(transparent)]
    Code(#[from] ParseCodeError),
    #[error(transparent)]
    Generate(#[from] GenerateError),
}

/// Why an answer could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    #[error("no answer was given")]
    Missing,
    #[error("the answer is not one of the choices")]
    NotAChoice,
    #[error("the answer is not a number")]
    NotANumber,
    #[error("the answer is not yes or no")]
    NotYesNo,
    #[error("the answer is not a law paragraph")]
    NotALaw,
}

impl AnswerError {
    /// The catalogue id of the message a student sees.
    pub fn message_id(self) -> &'static str {
        match self {
            AnswerError::Missing => "ui-answer-missing",
            AnswerError::NotAChoice => "ui-answer-not-a-choice",
            AnswerError::NotANumber => "ui-answer-not-a-number",
            AnswerError::NotYesNo => "ui-answer-not-yes-no",
            AnswerError::NotALaw => "ui-answer-not-a-law",
        }
    }
}

/// A template as the practice list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateInfo {
    pub id: String,
    pub family: String,
    pub title: String,
    /// The law every variant's ruling cites.
    pub law: String,
}

/// A variant put into one language, ready to draw and to grade.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Question {
    pub shown: Shown,
    pub key: Key,
}

/// All a question page shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Shown {
    /// The variant code, which rebuilds the question (`ruling generate --code`).
    pub code: String,
    pub template: String,
    pub family: String,
    pub law: String,
    pub lang: String,
    pub title: String,
    pub question: String,
    pub diagram: Option<Diagram>,
    pub form: Form,
}

/// How the student answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Form {
    /// Radio buttons; each value is the choice as `ruling generate --json` prints it.
    Choices(Vec<Choice>),
    /// One text input.
    Free { unit: String },
    /// One input per part of a whole ruling.
    Parts(Vec<Part>),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Part {
    pub name: String,
    pub label: String,
    /// `law`, `yes-no`, or a number's unit (`tricks`, `score`, `imps`).
    pub unit: String,
}

/// The cards a question shows: four hands and the tricks played.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Diagram {
    /// North, East, South, West.
    pub hands: Vec<Hand>,
    pub tricks: Vec<Trick>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hand {
    /// `N`, `E`, `S` or `W`: where the hand sits in the compass layout.
    pub compass: String,
    pub seat: String,
    /// Spades, hearts, diamonds, clubs.
    pub suits: Vec<Holding>,
    /// The hand in words, for screen readers.
    pub spoken: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Holding {
    pub symbol: String,
    pub red: bool,
    /// Ranks in the federation's letters, highest first; empty for a void.
    pub ranks: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Trick {
    pub number: usize,
    pub leader: String,
    pub cards: Vec<CardView>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub symbol: String,
    pub red: bool,
    pub rank: String,
}

/// The answer side of a question: only the result page reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Key {
    /// The correct answer as the engine gives it (JSON).
    pub answer: Value,
    pub answer_label: String,
    pub laws: Vec<String>,
    pub explanation: Vec<StepView>,
    pub misreadings: Vec<Misreading>,
    /// The whole ruling part by part, when the template asks for it.
    pub parts: Vec<PartAnswer>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepView {
    pub law: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Misreading {
    pub id: String,
    pub value: Value,
    pub label: String,
    pub law: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartAnswer {
    pub name: String,
    pub label: String,
    pub value: Value,
    pub value_label: String,
}

/// An answer graded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Graded {
    pub outcome: Outcome,
    /// Parts right over parts asked.
    pub credit: (i64, i64),
    /// The misreading the answer matches: an index into [`Key::misreadings`].
    pub misreading: Option<usize>,
    /// What the student gave, by form field, as read (JSON values).
    pub given: BTreeMap<String, Value>,
    /// Each part's name and whether it was right, for a whole ruling.
    pub parts: Vec<(String, bool)>,
}

/// The bank and the cache of questions.
pub struct Quiz {
    bank: Bank,
    cache: quick_cache::sync::Cache<(String, Lang), Arc<Question>>,
}

impl Quiz {
    /// The bundled bank.
    ///
    /// # Errors
    /// A bundled template that does not load (a build that should not have passed CI).
    pub fn bundled() -> Result<Quiz, QuizError> {
        let bank = Bank::bundled().map_err(|errors| {
            QuizError::Bank(
                errors
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("; "),
            )
        })?;
        Ok(Quiz {
            bank,
            cache: quick_cache::sync::Cache::new(CACHE),
        })
    }

    /// Every template, in the bank's order (by family folder, then file).
    pub fn templates(&self, lang: Lang) -> Vec<TemplateInfo> {
        self.bank
            .templates()
            .iter()
            .map(|t| TemplateInfo {
                id: t.id().to_owned(),
                family: t.spec.family.clone(),
                title: t.spec.title.get(lang).get_ref().clone(),
                law: t.branch.code().to_owned(),
            })
            .collect()
    }

    pub fn has_template(&self, id: &str) -> bool {
        self.bank.get(id).is_some()
    }

    /// A new question of a template, from a random seed.
    ///
    /// # Errors
    /// An unknown template, or no variant from three seeds.
    pub fn draw(&self, template: &str, lang: Lang) -> Result<Arc<Question>, QuizError> {
        let t = self
            .bank
            .get(template)
            .ok_or_else(|| QuizError::NoTemplate(template.to_owned()))?;
        let mut last = None;
        for _ in 0..3 {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).expect("the operating system's random source");
            let seed = u64::from_le_bytes(bytes) % SEEDS;
            match generate(t, seed) {
                Ok(variant) => {
                    let question = Arc::new(self.question(&variant, lang));
                    self.cache
                        .insert((question.shown.code.clone(), lang), question.clone());
                    return Ok(question);
                }
                Err(e) => last = Some(e),
            }
        }
        Err(last.map_or_else(|| QuizError::NoTemplate(template.to_owned()), Into::into))
    }

    /// The question a variant code names, in `lang`.
    ///
    /// # Errors
    /// A malformed code, or one the bank can no longer rebuild (template version changed).
    pub fn rebuild(&self, code: &str, lang: Lang) -> Result<Arc<Question>, QuizError> {
        let parsed: VariantCode = code.parse()?;
        let key = (parsed.to_string(), lang);
        if let Some(q) = self.cache.get(&key) {
            return Ok(q);
        }
        let variant = regenerate(&self.bank, &parsed)?;
        let question = Arc::new(self.question(&variant, lang));
        self.cache.insert(key, question.clone());
        Ok(question)
    }

    fn question(&self, variant: &crate::bank::variant::Variant, lang: Lang) -> Question {
        let template = self
            .bank
            .get(&variant.template)
            .unwrap_or_else(|| unreachable!("a variant's template is in the bank it came from"));
        let shown = render(template, variant, lang);
        let unit = shown.unit.clone();
        let form = if !variant.parts.is_empty() {
            Form::Parts(
                variant
                    .parts
                    .iter()
                    .zip(&shown.ruling_labels)
                    .map(|((name, value), label)| Part {
                        name: name.clone(),
                        label: label.clone(),
                        unit: part_unit(name, value, &unit),
                    })
                    .collect(),
            )
        } else if !variant.choices.is_empty() {
            Form::Choices(
                variant
                    .choices
                    .iter()
                    .map(|v| Choice {
                        value: v.to_string(),
                        label: value_label(v, lang),
                    })
                    .collect(),
            )
        } else {
            Form::Free { unit: unit.clone() }
        };
        Question {
            shown: Shown {
                code: shown.code.clone(),
                template: shown.template.clone(),
                family: template.spec.family.clone(),
                law: template.branch.code().to_owned(),
                lang: lang.code().to_owned(),
                title: shown.title.clone(),
                question: shown.question.clone(),
                diagram: shown.diagram.as_ref().map(|d| diagram(d, lang)),
                form,
            },
            key: Key {
                answer: variant.answer.clone(),
                answer_label: value_label(&variant.answer, lang),
                laws: shown.laws.iter().map(|l| (*l).to_owned()).collect(),
                explanation: shown
                    .explanation
                    .iter()
                    .map(|s| StepView {
                        law: s.law.to_owned(),
                        text: s.text.clone(),
                    })
                    .collect(),
                misreadings: variant
                    .misapplications
                    .iter()
                    .zip(&shown.misreadings)
                    .map(|(m, text)| Misreading {
                        id: m.id.to_owned(),
                        value: m.value.clone(),
                        label: value_label(&m.value, lang),
                        law: text.law.to_owned(),
                        text: text.text.clone(),
                    })
                    .collect(),
                parts: variant
                    .parts
                    .iter()
                    .zip(&shown.ruling_labels)
                    .map(|((name, value), label)| PartAnswer {
                        name: name.clone(),
                        label: label.clone(),
                        value: value.clone(),
                        value_label: value_label(value, lang),
                    })
                    .collect(),
            },
        }
    }

    /// Grades the fields of an answer form (`answer`, or `part-<name>` per part).
    ///
    /// # Errors
    /// A field missing or unreadable: the student is asked again, nothing is stored.
    pub fn grade(
        &self,
        question: &Question,
        fields: &[(String, String)],
        lang: Lang,
    ) -> Result<Graded, AnswerError> {
        let field = |name: &str| {
            fields
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.trim())
                .filter(|v| !v.is_empty())
        };
        let key = &question.key;
        let misreading = |given: &Value| match grade(&key.answer, &[], given) {
            Grade::Correct => None,
            _ => key
                .misreadings
                .iter()
                .position(|m| crate::grading::same(&m.value, given)),
        };
        match &question.shown.form {
            Form::Choices(choices) => {
                let text = field("answer").ok_or(AnswerError::Missing)?;
                if !choices.iter().any(|c| c.value == text) {
                    return Err(AnswerError::NotAChoice);
                }
                let given: Value =
                    serde_json::from_str(text).map_err(|_| AnswerError::NotAChoice)?;
                Ok(single(key, given, misreading))
            }
            Form::Free { unit } => {
                let text = field("answer").ok_or(AnswerError::Missing)?;
                let given = parse_answer(unit, text, lang)?;
                Ok(single(key, given, misreading))
            }
            Form::Parts(parts) => {
                let mut given = BTreeMap::new();
                for part in parts {
                    let text = field(&format!("part-{}", part.name)).ok_or(AnswerError::Missing)?;
                    given.insert(part.name.clone(), parse_answer(&part.unit, text, lang)?);
                }
                let rubric: Vec<(String, Value)> = key
                    .parts
                    .iter()
                    .map(|p| (p.name.clone(), p.value.clone()))
                    .collect();
                let graded = grade_ruling(&rubric, &given);
                let right = graded.parts.iter().filter(|(_, ok)| *ok).count();
                let asked = graded.parts.len();
                // The part that is the template's answer field is diagnosed like a
                // single answer.
                let main = key
                    .parts
                    .iter()
                    .find(|p| crate::grading::same(&p.value, &key.answer) && p.name != "law")
                    .and_then(|p| given.get(&p.name));
                let misread = main.and_then(misreading);
                let outcome = if right == asked {
                    Outcome::Correct
                } else if right > 0 {
                    Outcome::Partial
                } else if misread.is_some() {
                    Outcome::Misread
                } else {
                    Outcome::Wrong
                };
                Ok(Graded {
                    outcome,
                    credit: (right as i64, asked.max(1) as i64),
                    misreading: misread,
                    given,
                    parts: graded.parts,
                })
            }
        }
    }
}

fn single(key: &Key, given: Value, misreading: impl Fn(&Value) -> Option<usize>) -> Graded {
    let (outcome, misreading) = match grade(&key.answer, &[], &given) {
        Grade::Correct => (Outcome::Correct, None),
        _ => match misreading(&given) {
            Some(i) => (Outcome::Misread, Some(i)),
            None => (Outcome::Wrong, None),
        },
    };
    Graded {
        outcome,
        credit: (i64::from(outcome == Outcome::Correct), 1),
        misreading,
        given: BTreeMap::from([("answer".to_owned(), given)]),
        parts: Vec::new(),
    }
}

/// The unit a part of a whole ruling is typed in.
fn part_unit(name: &str, value: &Value, unit: &str) -> String {
    match (name, value) {
        ("law" | "rectified_by", _) => "law".to_owned(),
        (_, Value::Bool(_)) => "yes-no".to_owned(),
        ("transferred" | "declarer_tricks" | "claimer_tricks", _) => "tricks".to_owned(),
        ("ns" | "adjusted_ns", _) => "score".to_owned(),
        _ => unit.to_owned(),
    }
}

/// An answer as the reader reads it: a number with the language's decimal sign, yes or
/// no, or a law's code.
pub fn value_label(value: &Value, lang: Lang) -> String {
    let c = catalogue();
    match value {
        Value::Bool(true) => c.text(lang, "answer-yes"),
        Value::Bool(false) => c.text(lang, "answer-no"),
        Value::String(text) => text.clone(),
        Value::Number(n) if n.is_i64() => n.to_string(),
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(0.0);
            lang.decimal((x * 100.0).round() as i64)
        }
        other => other.to_string(),
    }
}

/// Reads what a student typed: "4,67" or "4.67", "−3", "ja", "§ 64 A2".
fn parse_answer(unit: &str, text: &str, lang: Lang) -> Result<Value, AnswerError> {
    match unit {
        "yes-no" => parse_yes_no(text, lang)
            .map(Value::Bool)
            .ok_or(AnswerError::NotYesNo),
        "law" => parse_law(text).map(Value::from).ok_or(AnswerError::NotALaw),
        _ => parse_number(text).ok_or(AnswerError::NotANumber),
    }
}

fn parse_number(text: &str) -> Option<Value> {
    let cleaned: String = text
        .trim()
        .trim_end_matches('%')
        .replace(['\u{2212}', '\u{2013}'], "-")
        .replace(',', ".")
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if let Ok(n) = cleaned.parse::<i64>() {
        return Some(Value::from(n));
    }
    let x: f64 = cleaned.parse().ok()?;
    x.is_finite().then(|| Value::from(x))
}

fn parse_yes_no(text: &str, lang: Lang) -> Option<bool> {
    let word = text.trim().to_lowercase();
    let c = catalogue();
    if word == c.text(lang, "answer-yes").to_lowercase() {
        return Some(true);
    }
    if word == c.text(lang, "answer-no").to_lowercase() {
        return Some(false);
    }
    match word.as_str() {
        "yes" | "y" | "ja" | "j" | "true" => Some(true),
        "no" | "n" | "nei" | "nein" | "nej" | "false" => Some(false),
        _ => None,
    }
}

/// `64A2` from "§ 64 A2", "Law 64A2", "lov 64 a 2", "64a2".
fn parse_law(text: &str) -> Option<String> {
    let mut code: String = text
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '(' | ')'))
        .collect::<String>()
        .to_uppercase();
    for prefix in ["LAW", "LOV", "LOVEN", "GESETZ", "PARAGRAF", "PARAGRAPH"] {
        if let Some(rest) = code.strip_prefix(prefix) {
            code = rest.to_owned();
        }
    }
    let law = crate::laws::Law::from_code(&code)?;
    Some(law.code().to_owned())
}

/// The bank's text diagram as cards: ranks in the federation's letters, suits coloured.
fn diagram(d: &crate::bank::render::Diagram, lang: Lang) -> Diagram {
    let c = catalogue();
    let symbols = ["♠", "♥", "♦", "♣"];
    let suit_words = ["suit-S", "suit-H", "suit-D", "suit-C"].map(|id| c.text(lang, id));
    let letter = |rank: &str| match rank {
        "A" | "K" | "Q" | "J" => c.text(lang, &format!("ui-rank-{rank}")),
        other => other.to_owned(),
    };
    let void = c.text(lang, "ui-void");
    let hands = d
        .hands
        .iter()
        .zip(["N", "E", "S", "W"])
        .map(|(h, compass)| {
            let suits: Vec<Holding> = h
                .suits
                .iter()
                .zip(symbols)
                .map(|(text, symbol)| Holding {
                    symbol: symbol.to_owned(),
                    red: matches!(symbol, "♥" | "♦"),
                    ranks: text
                        .split_whitespace()
                        .filter(|r| *r != "—")
                        .map(letter)
                        .collect(),
                })
                .collect();
            let spoken = suits
                .iter()
                .zip(&suit_words)
                .map(|(s, word)| {
                    if s.ranks.is_empty() {
                        format!("{word}: {void}")
                    } else {
                        format!("{word}: {}", s.ranks.join(" "))
                    }
                })
                .collect::<Vec<_>>()
                .join("; ");
            Hand {
                compass: compass.to_owned(),
                seat: h.seat.clone(),
                spoken: format!("{}: {spoken}", h.seat),
                suits,
            }
        })
        .collect();
    let tricks = d
        .tricks
        .iter()
        .map(|t| Trick {
            number: t.number,
            leader: t.leader.clone(),
            cards: t
                .cards
                .iter()
                .map(|card| {
                    let mut chars = card.chars();
                    let symbol = chars.next().map(String::from).unwrap_or_default();
                    CardView {
                        red: matches!(symbol.as_str(), "♥" | "♦"),
                        symbol,
                        rank: letter(chars.as_str()),
                    }
                })
                .collect(),
        })
        .collect();
    Diagram { hands, tricks }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_with_either_decimal_sign() {
        assert_eq!(parse_number("4,67"), Some(Value::from(4.67)));
        assert_eq!(parse_number(" 4.67 "), Some(Value::from(4.67)));
        assert_eq!(parse_number("\u{2212}620"), Some(Value::from(-620)));
        assert_eq!(parse_number("60 %"), Some(Value::from(60)));
        assert_eq!(parse_number("four"), None);
    }

    #[test]
    fn law_paragraphs_are_read_as_written_in_class() {
        assert_eq!(parse_law("§ 64 A2").as_deref(), Some("64A2"));
        assert_eq!(parse_law("Law 64a1").as_deref(), Some("64A1"));
        assert_eq!(parse_law("lov 64 B 3").as_deref(), Some("64B3"));
        assert_eq!(parse_law("99Z"), None);
    }

    #[test]
    fn yes_and_no_in_every_language() {
        assert_eq!(parse_yes_no("Ja", Lang::Nb), Some(true));
        assert_eq!(parse_yes_no("nei", Lang::Nb), Some(false));
        assert_eq!(parse_yes_no("Nein", Lang::De), Some(false));
        assert_eq!(parse_yes_no("nej", Lang::Da), Some(false));
        assert_eq!(parse_yes_no("maybe", Lang::En), None);
    }
}
