//! One template file: its TOML schema, read with the position of every field, and the
//! checks that need no engine (ids, codes, laws, languages, placeholders).

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use crate::i18n::Lang;

/// A problem in a bank file, with its place: `file:line:col: message`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct BankError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for BankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// Turns byte offsets into 1-based line and column, for errors.
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl Source<'_> {
    pub fn error(&self, span: Range<usize>, message: impl Into<String>) -> BankError {
        let before = &self.text[..span.start.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        BankError {
            file: self.file.to_owned(),
            line,
            col,
            message: message.into(),
        }
    }
}

/// The texts of a template in every language of the catalogue.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Texts {
    pub en: Spanned<String>,
    pub nb: Spanned<String>,
    pub de: Spanned<String>,
    pub da: Spanned<String>,
}

impl Texts {
    pub fn get(&self, lang: Lang) -> &Spanned<String> {
        match lang {
            Lang::En => &self.en,
            Lang::Nb => &self.nb,
            Lang::De => &self.de,
            Lang::Da => &self.da,
        }
    }
}

/// How a parameter is drawn.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParamSpec {
    /// Whole numbers from..=to.
    pub range: Option<[i64; 2]>,
    /// With `range`: only multiples of this (scores are multiples of 10).
    pub step: Option<i64>,
    /// One of these values.
    pub pick: Option<Vec<toml::Value>>,
    /// How the value reads in a question: `seat`, `side`, `fault`, `contract` are put into
    /// the reader's words; anything else prints as it is.
    #[serde(default)]
    pub show: Option<String>,
}

/// What the student answers.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerSpec {
    /// The field of the engine's output that is the correct answer (`imps`, `ns_team`, …).
    pub field: String,
    /// What the answer is, for the answer box: `tricks`, `score`, `imps`, `percent`, or
    /// `yes-no` for a true-or-false output field such as `play_continues`.
    pub unit: String,
    /// Ask for the whole ruling as a Director gives it at the table: `law` (the paragraph
    /// that applies) and output fields such as `transferred` and `declarer_tricks`, each
    /// part graded on its own for partial credit.
    #[serde(default)]
    pub parts: Vec<String>,
}

/// A template file as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateFile {
    pub id: Spanned<String>,
    pub code: Spanned<String>,
    pub version: u32,
    pub family: String,
    /// The laws the template trains.
    pub trains: Vec<Spanned<String>>,
    /// The law every variant's ruling must cite: the branch the template exercises.
    pub branch: Spanned<String>,
    /// Output fields every variant must show, e.g. `unusual = true`.
    #[serde(default)]
    pub require: BTreeMap<String, toml::Value>,
    /// Parameters that must all take different values, e.g. the two results of a
    /// weighted score: a draw where two agree is drawn again.
    #[serde(default)]
    pub differ: Vec<Spanned<String>>,
    pub answer: Spanned<AnswerSpec>,
    /// Offer the answer as multiple choice with this many options.
    pub choices: Option<Spanned<u8>>,
    #[serde(default)]
    pub params: BTreeMap<String, Spanned<ParamSpec>>,
    /// Values worked out from the parameters: sums and differences of parameters and
    /// whole numbers, e.g. `difference = "ns_here - ns_there"`.
    #[serde(default)]
    pub derive: BTreeMap<String, Spanned<String>>,
    /// A builder that adds a real deal and play record (`revoke-play`), see `builders`.
    pub builder: Option<Spanned<String>>,
    /// The engine case, as `ruling rule` reads it; `"{name}"` puts a parameter in.
    pub case: Spanned<toml::Table>,
    pub title: Texts,
    pub question: Texts,
}
