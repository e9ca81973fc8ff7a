//! The one door between printed exams and the engine: the bank's templates, a variant
//! drawn, the typed views the typst sheets receive, and a paper answer marked by the
//! engine's grading. Everything else in `exam` and `pdf` sees only the plain values made
//! here.
//!
//! A variant is the engine's storable [`Variant`]: `exam.json` keeps it whole, so an
//! exam is marked and its pages rebuilt from the file alone, even after a template is
//! edited. The views draw the cards from [`Variant::diagram`], the words, the facts of
//! the table and the answers from [`crate::present`] (the same as the web page's) and
//! the federation's notation from [`crate::i18n::notation`].

use crate::bank::generate::{GenerateError, generate_from};
use crate::bank::{Bank, BankError, Variant};
use crate::grading::{Given, Outcome, grade_variant, parse};
use crate::i18n::notation::law_text;
use crate::i18n::{Lang, catalogue};
use crate::laws::{Answer, Part, Unit};
use crate::misreading::Misapplication;
use crate::model::Fraction;
use crate::present::key::key_side;
use crate::present::question::question_side;

use super::view::{KeyView, QuestionView};

/// Why the engine could not give a question.
#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("the question bank has problems:\n{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    /// The question bank did not load: every problem, each as `file:line:col: message`.
    Bank(Vec<BankError>),
    #[error("no template has the id `{0}`")]
    /// The exam names a template id the bank does not have.
    UnknownTemplate(String),
    #[error(transparent)]
    /// The template gave no variant for the seed.
    Generate(#[from] GenerateError),
}

/// A template as an exam chooses it: by id, or among its family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateInfo {
    /// The template's id.
    pub id: String,
    /// The template's law family, by which `--templates` may choose it.
    pub family: String,
    /// The federations whose courses it belongs to; empty: every one.
    pub federations: Vec<crate::bank::federation::Federation>,
}

/// The question bank the exam draws from.
pub struct Questions {
    bank: Bank,
    /// Real boards the real-deal templates draw from instead of dealing (`--deals`).
    records: Option<Vec<crate::model::Deal>>,
}

impl Questions {
    /// The bank built into the binary.
    ///
    /// # Errors
    /// The bank's problems, each as `file:line:col: message`.
    pub fn bundled() -> Result<Questions, ContentError> {
        Ok(Questions {
            bank: Bank::bundled().map_err(ContentError::Bank)?,
            records: None,
        })
    }

    /// The exam questions of a bank already loaded (the web quiz's).
    pub fn new(bank: Bank) -> Questions {
        Questions {
            bank,
            records: None,
        }
    }

    /// Templates from a folder being edited.
    ///
    /// # Errors
    /// As [`Questions::bundled`].
    pub fn from_dir(dir: &std::path::Path) -> Result<Questions, ContentError> {
        Ok(Questions {
            bank: Bank::from_dir(dir).map_err(ContentError::Bank)?,
            records: None,
        })
    }

    /// The same bank, its real-deal templates drawing their deals from `records` (a
    /// club's hand records) instead of dealing them.
    pub fn with_records(self, records: Vec<crate::model::Deal>) -> Questions {
        Questions {
            records: Some(records),
            ..self
        }
    }

    /// Every template, in the bank's order.
    pub fn templates(&self) -> Vec<TemplateInfo> {
        self.bank
            .templates()
            .iter()
            .map(|t| TemplateInfo {
                id: t.id().to_owned(),
                family: t.spec.family.clone(),
                federations: t.federations().to_vec(),
            })
            .collect()
    }

    /// The variant `seed` gives of template `id`.
    ///
    /// # Errors
    /// An unknown template, or a template that gives no variant for this seed.
    pub fn draw(&self, id: &str, seed: u64) -> Result<Drawn, ContentError> {
        let template = self
            .bank
            .get(id)
            .ok_or_else(|| ContentError::UnknownTemplate(id.to_owned()))?;
        Ok(Drawn {
            variant: generate_from(template, seed, self.records.as_deref())?,
        })
    }
}

/// One variant, ready to print, to put in the key, or to mark. It needs no bank: the
/// variant carries its template's texts, its ruling and its misreadings.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawn {
    variant: Variant,
}

/// How one box of the answer sheet was marked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    /// The answer the engine gives.
    Correct,
    /// Wrong, and the answer is what this misreading of the law gives.
    Misread {
        /// The misreading's stable name.
        id: String,
        /// The paragraph misread, as the reader's federation writes it (`§ 64 A2`).
        law: String,
        /// The misreading explained in the exam's language.
        text: String,
    },
    /// Wrong, and no misreading the engine knows gives it.
    Wrong,
    /// Something is written, but not a value of the kind asked.
    Unreadable,
    /// Nothing written.
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

impl From<Variant> for Drawn {
    fn from(variant: Variant) -> Drawn {
        Drawn { variant }
    }
}

impl Drawn {
    /// The variant whole, as `exam.json` stores it.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The variant code, printed small under the question: it names the variant.
    pub fn code(&self) -> String {
        self.variant.code.to_string()
    }

    /// The id of the template the variant was drawn from.
    pub fn template_id(&self) -> &str {
        &self.variant.template.id
    }

    /// Whether two variants ask the same question (the same case to rule), so two
    /// neighbours can be kept from getting it.
    pub fn same_question(&self, other: &Drawn) -> bool {
        self.variant.case == other.variant.case
    }

    /// Whether the answer sheet asks the whole ruling, a box per part.
    pub fn is_whole_ruling(&self) -> bool {
        !self.variant.parts.is_empty()
    }

    /// Whether the variant can be asked with exactly `k` options: always for yes or no
    /// and a whole ruling, which a format does not change.
    pub fn offers(&self, k: usize) -> bool {
        self.keeps_its_form() || crate::bank::generate::exactly(&self.variant, k).is_some()
    }

    /// Yes or no, or a whole ruling: asked the same way whatever the exam's format.
    fn keeps_its_form(&self) -> bool {
        matches!(self.variant.answer, Answer::YesNo(_)) || self.is_whole_ruling()
    }

    /// Asks the variant with `k` options ([`Drawn::offers`] said it can), or written in
    /// when `None`; yes or no and a whole ruling keep their form. Returns the options the
    /// variant now offers, `None` when it has none to tick but yes and no.
    pub fn ask_with(&mut self, k: Option<usize>) -> Option<usize> {
        if self.is_whole_ruling() {
            // Its parts are written in, whatever options the template drew.
            self.variant.choices.clear();
            return None;
        }
        if self.keeps_its_form() {
            return None;
        }
        self.variant.choices = k
            .and_then(|k| crate::bank::generate::exactly(&self.variant, k))
            .unwrap_or_default();
        (!self.variant.choices.is_empty()).then_some(self.variant.choices.len())
    }

    /// How many boxes the answer sheet has for it: one per part of a whole ruling.
    pub fn boxes(&self) -> usize {
        self.variant.parts.len().max(1)
    }

    /// The question as the booklet prints it, numbered `number`: the same question half
    /// the web page shows.
    pub fn question(&self, number: usize, lang: Lang) -> QuestionView {
        QuestionView {
            number,
            side: question_side(&self.variant, lang),
        }
    }

    /// The question in the instructor's key: the same key the web's result page shows
    /// ([`crate::present::key`]).
    pub fn key(&self, number: usize, lang: Lang) -> KeyView {
        let v = &self.variant;
        KeyView {
            number,
            code: v.code.to_string(),
            title: crate::present::title(v, lang),
            key: key_side(v, lang),
        }
    }

    /// Marks what the student wrote in each box ([`Drawn::boxes`] of them; a missing
    /// box is blank): read by [`grading::parse`](crate::grading::parse) in the exam's
    /// language (or as a choice letter), judged by the engine's grading.
    pub fn mark(&self, written: &[&str], lang: Lang) -> Marked {
        let v = &self.variant;
        let at = |i: usize| written.get(i).copied().unwrap_or("");
        let misread = |m: &Misapplication| Mark::Misread {
            id: m.id.to_string(),
            law: law_text(m.law, lang),
            text: catalogue().render(lang, &m.message()),
        };
        if v.parts.is_empty() {
            let mark = match read(at(0), v.answer.unit(), &v.choices, lang) {
                Err(mark) => mark,
                Ok(given) => {
                    let graded = grade_variant(v, &Given::One(given));
                    match (graded.outcome, &graded.misreading) {
                        (Outcome::Correct, _) => Mark::Correct,
                        (_, Some(m)) => misread(m),
                        (_, None) => Mark::Wrong,
                    }
                }
            };
            let credit = Fraction::from_integer(i64::from(mark == Mark::Correct));
            return Marked {
                boxes: vec![(None, mark)],
                credit,
            };
        }
        // Each box read on its own; the readable ones graded together, each part by its
        // value and its own misreadings (the same grading as the web page's).
        let read_boxes: Vec<Result<Answer, Mark>> = v
            .parts
            .iter()
            .enumerate()
            .map(|(i, &(_, correct))| read(at(i), correct.unit(), &[], lang))
            .collect();
        let given: Vec<(Part, Answer)> = v
            .parts
            .iter()
            .zip(&read_boxes)
            .filter_map(|(&(part, _), read)| read.as_ref().ok().map(|&a| (part, a)))
            .collect();
        let graded = grade_variant(v, &Given::Parts(given));
        let boxes = v
            .parts
            .iter()
            .zip(read_boxes)
            .map(|(&(part, _), read)| {
                let mark = match read {
                    Err(mark) => mark,
                    Ok(_) if graded.parts.iter().any(|&(p, ok)| p == part && ok) => Mark::Correct,
                    Ok(_) => graded.part_misreading(part).map_or(Mark::Wrong, misread),
                };
                (Some(part.code().to_owned()), mark)
            })
            .collect();
        Marked {
            boxes,
            credit: graded.credit(),
        }
    }
}

/// What a box holds as an answer in `unit`, or the mark when it holds none: a choice
/// letter when the question has options, else what [`parse`] reads in the exam's
/// language.
fn read(text: &str, unit: Unit, options: &[Answer], lang: Lang) -> Result<Answer, Mark> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Mark::Blank);
    }
    if let Some(i) = choice_letter(text, options.len()) {
        return Ok(options[i]);
    }
    if let Some((i, value)) = lettered_value(text, options.len()) {
        // `b) 7`, as the key prints a choice: letter and value must name the same option.
        // When they disagree, which one the student meant cannot be told from the sheet:
        // unreadable, for the instructor to look at, rather than wrong.
        return match parse(unit, value, lang) {
            Ok(given) if given.same(options[i]) => Ok(options[i]),
            _ => Err(Mark::Unreadable),
        };
    }
    parse(unit, text, lang).map_err(|_| Mark::Unreadable)
}

/// `b) 7`, `(b) 7`, `b. 7`, `b: 7`: an option's letter, then a value, when the question
/// has that option.
fn lettered_value(text: &str, options: usize) -> Option<(usize, &str)> {
    let text = text.strip_prefix('(').unwrap_or(text);
    let mut chars = text.char_indices();
    let (_, c) = chars.next()?;
    let (at, sep) = chars.next()?;
    if !(sep == ')' || sep == '.' || sep == ':' || sep.is_whitespace()) {
        return None;
    }
    let value = text.get(at + sep.len_utf8()..)?.trim();
    let c = c.to_ascii_lowercase();
    if value.is_empty() || !c.is_ascii_lowercase() {
        return None;
    }
    let i = usize::from(c as u8 - b'a');
    (i < options).then_some((i, value))
}

/// `b`, `B`, `b)`, `(b)` → 1, when the question has that many options.
fn choice_letter(text: &str, options: usize) -> Option<usize> {
    let letter = text.trim_start_matches('(').trim_end_matches([')', '.']);
    let mut chars = letter.chars();
    let c = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() || !c.is_ascii_lowercase() {
        return None;
    }
    let i = usize::from(c as u8 - b'a');
    (i < options).then_some(i)
}

/// `a`, `b`, …: the letter of the `i`-th option.
pub use crate::present::key::letter;

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: the answer sheet letters its options a, b, c (`templates/sheet.typ`).
    #[test]
    fn a_choice_letter_is_read_only_when_the_question_has_that_option() {
        assert_eq!(choice_letter("b", 3), Some(1));
        assert_eq!(choice_letter("(B)", 3), Some(1));
        assert_eq!(choice_letter("c)", 3), Some(2));
        assert_eq!(choice_letter("d", 3), None);
        assert_eq!(choice_letter("ja", 3), None);
        assert_eq!(choice_letter("b", 0), None);
    }

    /// Review exams P8: `b) 7`, the option as the key prints it.
    #[test]
    fn a_letter_with_its_value_is_split_only_for_an_option_the_question_has() {
        assert_eq!(lettered_value("b) 7", 3), Some((1, "7")));
        assert_eq!(lettered_value("(C) -10,67", 3), Some((2, "-10,67")));
        assert_eq!(lettered_value("a. ja", 2), Some((0, "ja")));
        assert_eq!(lettered_value("d) 7", 3), None);
        assert_eq!(lettered_value("b)", 3), None);
        assert_eq!(lettered_value("64A2", 3), None);
        assert_eq!(lettered_value("Law 64A2", 3), None);
    }
}
