//! The quiz service: the one module of the web that calls the question bank and grading.
//! Handlers ask it for the templates, a new variant, a variant rebuilt from its code, and
//! a grade. A variant is the bank's own render-neutral [`Variant`] (serde both ways): the
//! store keeps it whole with every answer, so a past answer is shown exactly as it was
//! even after its template changes, in words put together at the edge ([`view`]).
//!
//! A page never gets a variant. It gets a view: [`view::QuestionView`], all a question
//! page may show (no answer, no explanation, no misreading), or, once the answer is in,
//! [`view::KeyView`], the ruling. So no correct answer can reach a question page.
//!
//! Generating a variant can take milliseconds (claims, the Law 64C measure): call
//! [`Quiz::draw`] and [`Quiz::rebuild`] from `spawn_blocking`. Variants are cached by
//! code, since a code always rebuilds the same variant, and a variant serves every
//! language.

pub mod view;

use std::sync::Arc;

use crate::bank::Bank;
use crate::bank::generate::{GenerateError, generate, regenerate};
use crate::bank::variant::{ParseCodeError, Variant, VariantCode};
use crate::grading::{ParseAnswerError, grade_variant, parse};
use crate::i18n::{Lang, catalogue};
use crate::laws::{Part, Unit};
use crate::misreading::Misapplication;

/// The grading of a variant, the same as on paper ([`crate::grading::grade_variant`]);
/// [`Graded`] is what an attempt stores.
pub use crate::grading::{Given, Graded};

pub use view::{KeyView, QuestionView, answer_text, question_view};

/// Variants kept ready, by code.
const CACHE: usize = 20_000;
/// Seeds of new questions are drawn below this: six characters in a variant code.
const SEEDS: u64 = 1 << 30;
pub use crate::present::question::{ANSWER_FIELD, choice_value, part_field};

/// Why no question came out.
#[derive(Debug, thiserror::Error)]
pub enum QuizError {
    #[error("the question bank does not load: {0}")]
    /// The bank does not load: every problem, one a line.
    Bank(String),
    #[error("no template has the id `{0}`")]
    /// No template has this id.
    NoTemplate(String),
    #[error(transparent)]
    /// A variant code that does not read.
    Code(#[from] ParseCodeError),
    #[error(transparent)]
    /// No variant came out of the template or the code.
    Generate(#[from] GenerateError),
    #[error("the operating system's random source failed: {0}")]
    /// The operating system's random source gave no seed.
    Random(String),
}

/// Why an answer could not be read; the student is asked again and nothing is stored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    #[error("no answer was given{}", part_suffix(*.part))]
    /// A form entry left empty or missing.
    Missing {
        /// The part of a whole ruling, or `None` for the one answer.
        part: Option<Part>,
    },
    #[error("the answer `{0}` is not one of the choices")]
    /// A choice not among the question's options.
    NotAChoice(String),
    #[error("{source}{}", part_suffix(*.part))]
    /// An answer that does not read as a value of the unit asked.
    Unreadable {
        /// The part of a whole ruling, or `None` for the one answer.
        part: Option<Part>,
        /// What the answer is asked in.
        unit: Unit,
        /// Why it does not read.
        source: ParseAnswerError,
    },
}

fn part_suffix(part: Option<Part>) -> String {
    part.map(|p| format!(" (form entry part-{p})"))
        .unwrap_or_default()
}

impl AnswerError {
    /// What the student reads, in his language: the part named first when the answer
    /// is a whole ruling's.
    pub fn message(&self, lang: Lang) -> String {
        let c = catalogue();
        let (part, text) = match self {
            AnswerError::Missing { part } => (*part, c.text(lang, "ui-answer-missing")),
            AnswerError::NotAChoice(_) => (None, c.text(lang, "ui-answer-not-a-choice")),
            AnswerError::Unreadable { part, unit, .. } => (
                *part,
                match unit {
                    Unit::Tricks => c.text(lang, "ui-answer-not-tricks"),
                    Unit::Score => c.text(lang, "ui-answer-not-a-score"),
                    Unit::Imps | Unit::Percent => c.text(lang, "ui-answer-not-a-number"),
                    Unit::YesNo => c.text(lang, "ui-answer-not-yes-no"),
                    // The example paragraph in the reader's notation.
                    Unit::Law => crate::present::question::law_example("ui-answer-not-a-law", lang),
                },
            ),
        };
        match part {
            Some(p) => format!("{}: {text}", view::part_label(p, lang)),
            None => text,
        }
    }
}

/// A template as the practice list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateInfo {
    /// The template's id.
    pub id: String,
    /// The template's law family, by which the list groups it.
    pub family: String,
    /// The template's title in the reader's language.
    pub title: String,
    /// The law every variant's ruling cites, in the reader's notation ("Law 12C2(a)",
    /// "§ 64 A2", "§ 64A2"), its spaces no-break so it never wraps (review W18).
    pub law: String,
    /// The same law as the store and the interface write it (`12C2(a)`).
    pub law_code: String,
}

/// The bank and the cache of variants.
pub struct Quiz {
    bank: Bank,
    cache: quick_cache::sync::Cache<String, Arc<Variant>>,
}

impl Quiz {
    /// The bank built into the binary.
    ///
    /// # Errors
    /// A bundled template that does not load (a build that should not have passed CI).
    pub fn bundled() -> Result<Quiz, QuizError> {
        Bank::bundled()
            .map(Quiz::new)
            .map_err(|errors| bank_error(&errors))
    }

    /// The templates of a folder (`ruling serve --bank DIR`: an instructor trying out
    /// templates he is writing).
    ///
    /// # Errors
    /// A file that cannot be read or a template with a problem, as `file:line:col`.
    pub fn from_dir(dir: &std::path::Path) -> Result<Quiz, QuizError> {
        Bank::from_dir(dir)
            .map(Quiz::new)
            .map_err(|errors| bank_error(&errors))
    }

    /// A quiz over `bank`, its cache empty.
    pub fn new(bank: Bank) -> Quiz {
        Quiz {
            bank,
            cache: quick_cache::sync::Cache::new(CACHE),
        }
    }

    /// The bank the quiz draws from.
    pub fn bank(&self) -> &Bank {
        &self.bank
    }

    /// Every template, in the bank's order (by family folder, then file).
    pub fn templates(&self, lang: Lang) -> Vec<TemplateInfo> {
        let c = catalogue();
        self.bank
            .templates()
            .iter()
            .map(|t| TemplateInfo {
                id: t.id().to_owned(),
                family: t.family().to_owned(),
                title: c.fill_terms(lang, t.spec.title.get(lang).get_ref()),
                law: crate::i18n::notation::law_text(t.branch, lang).replace(' ', "\u{a0}"),
                law_code: t.branch.code().to_owned(),
            })
            .collect()
    }

    /// The federations whose courses the template `id` belongs to (empty: every one);
    /// `None` for no such template.
    pub fn federations(&self, id: &str) -> Option<&[crate::bank::federation::Federation]> {
        self.bank.get(id).map(|t| t.federations())
    }

    /// Whether the bank has a template with this id.
    pub fn has_template(&self, id: &str) -> bool {
        self.bank.get(id).is_some()
    }

    /// A new variant of a template, from a random seed.
    ///
    /// # Errors
    /// An unknown template, or no variant from three seeds.
    pub fn draw(&self, template: &str) -> Result<Arc<Variant>, QuizError> {
        let t = self
            .bank
            .get(template)
            .ok_or_else(|| QuizError::NoTemplate(template.to_owned()))?;
        let mut last = None;
        for _ in 0..3 {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).map_err(|e| QuizError::Random(e.to_string()))?;
            let seed = u64::from_le_bytes(bytes) % SEEDS;
            match generate(t, seed) {
                Ok(variant) => {
                    let variant = Arc::new(variant);
                    self.cache.insert(variant.code.to_string(), variant.clone());
                    return Ok(variant);
                }
                Err(e) => last = Some(e),
            }
        }
        Err(last.map_or_else(|| QuizError::NoTemplate(template.to_owned()), Into::into))
    }

    /// The variant a code names.
    ///
    /// # Errors
    /// A malformed code, or one the bank can no longer rebuild (template version changed).
    pub fn rebuild(&self, code: &str) -> Result<Arc<Variant>, QuizError> {
        let parsed: VariantCode = code.parse()?;
        let key = parsed.to_string();
        if let Some(v) = self.cache.get(&key) {
            return Ok(v);
        }
        let variant = Arc::new(regenerate(&self.bank, &parsed)?);
        self.cache.insert(key, variant.clone());
        Ok(variant)
    }
}

fn bank_error(errors: &[crate::bank::BankError]) -> QuizError {
    QuizError::Bank(
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; "),
    )
}

/// Grades the fields of an answer form ([`ANSWER_FIELD`], or [`part_field`] per part),
/// each read with [`crate::grading::parse`] in the student's language.
///
/// # Errors
/// A field missing or unreadable, or a choice that is not one: nothing is graded.
pub fn grade(
    variant: &Variant,
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
    let unit = variant.template.unit;
    let given = if variant.parts.is_empty() {
        let text = field(ANSWER_FIELD).ok_or(AnswerError::Missing { part: None })?;
        let given = parse(unit, text, lang).map_err(|source| AnswerError::Unreadable {
            part: None,
            unit,
            source,
        })?;
        if !variant.choices.is_empty() && !variant.choices.iter().any(|c| c.same(given)) {
            return Err(AnswerError::NotAChoice(text.to_owned()));
        }
        Given::One(given)
    } else {
        let mut given = Vec::with_capacity(variant.parts.len());
        for &(part, _) in &variant.parts {
            let unit = part.unit();
            let text = field(&part_field(part)).ok_or(AnswerError::Missing { part: Some(part) })?;
            let answer = parse(unit, text, lang).map_err(|source| AnswerError::Unreadable {
                part: Some(part),
                unit,
                source,
            })?;
            given.push((part, answer));
        }
        Given::Parts(given)
    };
    Ok(grade_variant(variant, &given))
}

/// The misreading's stable name, as the store keeps it.
pub fn misreading_id(m: &Misapplication) -> String {
    m.id.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::Answer;
    use crate::model::{Fraction, Tricks};

    #[test]
    fn choices_are_written_as_generate_json_prints_them() {
        assert_eq!(choice_value(Answer::Score(-620)), "-620");
        assert_eq!(choice_value(Answer::Imps(Fraction::new(14, 3))), "4.67");
        assert_eq!(choice_value(Answer::YesNo(true)), "true");
        assert_eq!(
            choice_value(Answer::Law(crate::laws::Law::L64A2)),
            "\"64A2\""
        );
        assert_eq!(choice_value(Answer::Tricks(Tricks::new(9))), "9");
    }

    /// Every value a radio button carries reads back as the answer it stands for.
    #[test]
    fn choice_values_read_back_in_every_language() {
        for answer in [
            Answer::Score(-1430),
            Answer::Imps(Fraction::new(14, 3)),
            Answer::Percent(Fraction::new(5521, 100)),
            Answer::YesNo(false),
            Answer::Law(crate::laws::Law::L12C1c),
            Answer::Tricks(Tricks::new(0)),
        ] {
            for lang in Lang::ALL {
                let back = parse(answer.unit(), &choice_value(answer), lang).unwrap();
                assert!(answer.same(back), "{answer:?} in {lang}: {back:?}");
            }
        }
    }
}
