//! One template file: its TOML schema, read with the position of every field, and the
//! checks that need no engine (ids, codes, laws, languages, placeholders, parameters).
//! Enumerated fields (`unit`, `field`, `parts`, `show`, `builder`) are serde enums, so a
//! typo is reported at its place with the accepted values.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use toml::Spanned;

mod checks;

use crate::i18n::Lang;
use crate::laws::{Field, Kind, Law, Part, Unit};

use super::auction::AuctionSpec;
use super::builders::Builder;
use super::diag::{BankError, Source};
use super::federation::Federation;
use checks::Checks;

/// The texts of a template in every language of the catalogue.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextsSpec {
    /// English.
    pub en: Spanned<String>,
    /// Norwegian (bokmål).
    pub nb: Spanned<String>,
    /// German.
    pub de: Spanned<String>,
    /// Danish.
    pub da: Spanned<String>,
}

impl TextsSpec {
    /// The text in `lang`, with its place in the file.
    pub fn get(&self, lang: Lang) -> &Spanned<String> {
        match lang {
            Lang::En => &self.en,
            Lang::Nb => &self.nb,
            Lang::De => &self.de,
            Lang::Da => &self.da,
        }
    }
}

/// How a parameter value reads in a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Show {
    /// As it is.
    #[default]
    Plain,
    /// A seat (`N`) by its name.
    Seat,
    /// A side (`NS`, `EW`) in words.
    Side,
    /// A degree of fault in words: `innocent`, `partly` or `guilty`.
    Fault,
    /// A contract in the reader's notation.
    Contract,
    /// A card (`SK`) in the reader's notation.
    Card,
    /// A suit (`S`) by its name.
    Suit,
    /// A strain as it reads after the level of a contract.
    Strain,
    /// A strain as the trump suit: a suit's name, or "none" at notrump.
    Trumps,
    /// `None`, `NS`, `EW` or `All` in words.
    Vulnerability,
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
    /// How the value reads in a question.
    #[serde(default)]
    pub show: Show,
}

/// What the student answers.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerSpec {
    /// The field of the engine's verdict that is the correct answer.
    pub field: Field,
    /// What the answer counts, for the answer box.
    pub unit: Unit,
    /// Ask for the whole ruling as a Director gives it at the table: `law` (the paragraph
    /// that applies) and output fields such as `transferred` and `declarer_tricks`, each
    /// part graded on its own for partial credit.
    #[serde(default)]
    pub parts: Vec<Part>,
    /// Other paragraphs the `law` part accepts as right, where two decide the case
    /// together: a revoke on trick 12 is corrected (62D1) and no trick is transferred
    /// (64B6).
    #[serde(default)]
    pub law_also: Vec<Spanned<String>>,
}

/// A template file as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateFile {
    /// The id, unique in the bank, e.g. `imps-conversion`.
    pub id: Spanned<String>,
    /// The short code, unique in the bank: 2–8 capital letters or digits, the first part of
    /// every variant code.
    pub code: Spanned<String>,
    /// The version, named in every variant code: a code made under another version cannot
    /// be rebuilt.
    pub version: u32,
    /// The law family (`revoke`, `claims`, `adjustments`, …).
    pub family: String,
    /// The federations whose courses the template belongs to; none listed: every one
    /// (a federation's own procedure, such as the DBV's for Law 86D, lists its own).
    #[serde(default)]
    pub federations: Vec<Federation>,
    /// The laws the template trains.
    pub trains: Vec<Spanned<String>>,
    /// The law every variant's ruling must cite: the branch the template exercises.
    pub branch: Spanned<String>,
    /// Yes-or-no fields every variant's verdict must show, e.g. `unusual = true`.
    #[serde(default)]
    pub require: BTreeMap<Field, bool>,
    /// Parameters that must all take different values, e.g. the two results of a
    /// weighted score: a draw where two agree is drawn again.
    #[serde(default)]
    pub differ: Vec<Spanned<String>>,
    /// What the student answers.
    pub answer: Spanned<AnswerSpec>,
    /// Offer the answer as multiple choice with this many options.
    pub choices: Option<Spanned<u8>>,
    /// The parameters each variant draws, by name.
    #[serde(default)]
    pub params: BTreeMap<String, Spanned<ParamSpec>>,
    /// Values worked out from the parameters: sums and differences of parameters and
    /// whole numbers, e.g. `difference = "ns_here - ns_there"`.
    #[serde(default)]
    pub derive: BTreeMap<String, Spanned<String>>,
    /// A builder that adds a real deal and play record or an end position.
    pub builder: Option<Spanned<Builder>>,
    /// The auction the question shows in four columns (see [`super::auction`]).
    pub auction: Option<Spanned<AuctionSpec>>,
    /// The engine case, as `ruling rule` reads it; `"{name}"` puts a parameter in.
    pub case: Spanned<toml::Table>,
    /// The title, in every language.
    pub title: TextsSpec,
    /// The question, in every language: `{name}` puts a parameter in words, `{-term}` a
    /// glossary term.
    pub question: TextsSpec,
}

/// A checked parameter.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// A whole number from `from` to `to`, a multiple of `step`, each as likely.
    Range {
        /// The lowest value allowed.
        from: i64,
        /// The highest value allowed.
        to: i64,
        /// Every value drawn is a multiple of it (1 unless the template says).
        step: i64,
    },
    /// One of `values`, each as likely.
    Pick {
        /// The values, as the template writes them.
        values: Vec<toml::Value>,
    },
}

/// One term of a derived value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// A parameter's value, by name.
    Param(String),
    /// A whole number.
    Number(i64),
}

/// A checked template.
#[derive(Debug, Clone)]
pub struct Template {
    /// The file it came from, relative to the bank.
    pub file: String,
    /// The file's text, for the positions of problems found later (`bank check`).
    pub source: String,
    /// The file as written.
    pub spec: TemplateFile,
    /// The law every variant's ruling must cite.
    pub branch: Law,
    /// The laws the template trains.
    pub trains: Vec<Law>,
    /// The kind of the engine case.
    pub kind: Kind,
    /// The parameters, checked, in the order of their names.
    pub params: Vec<(String, Param)>,
    /// How each parameter, and each value a builder adds, reads in a question.
    pub shows: BTreeMap<String, Show>,
    /// Derived values: name and the signed terms summed (a parameter or a number each).
    pub derive: Vec<(String, Vec<(i64, Term)>)>,
    /// Paragraphs the `law` part accepts besides the branch.
    pub law_also: Vec<Law>,
}

/// Reads `a - b + 6` into signed terms; `None` when it is not that shape.
fn parse_sum(text: &str) -> Option<Vec<(i64, Term)>> {
    let mut terms = Vec::new();
    let mut sign = 1;
    for token in text
        .replace('+', " + ")
        .replace('-', " - ")
        .split_whitespace()
    {
        match token {
            "+" => sign = 1,
            "-" => sign = -sign,
            t if t.chars().all(|c| c.is_ascii_digit()) => {
                terms.push((sign, Term::Number(t.parse().ok()?)));
                sign = 1;
            }
            t if t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                terms.push((sign, Term::Param(t.to_owned())));
                sign = 1;
            }
            _ => return None,
        }
    }
    (!terms.is_empty()).then_some(terms)
}

/// What builders add reads as words too: a card, a suit, a seat.
fn built_show(name: &str) -> Show {
    match name {
        "revoke_card" | "second_card" | "changer_card" | "partner_card" => Show::Card,
        "suit_led" | "second_suit" => Show::Suit,
        "claimer" | "on_lead" | "second_offender" | "namer" | "asker" | "changer" | "partner" => {
            Show::Seat
        }
        _ => Show::Plain,
    }
}

impl Template {
    /// The id, unique in the bank (`imps-conversion`).
    pub fn id(&self) -> &str {
        self.spec.id.get_ref()
    }

    /// The short code that starts every variant code of this template (`IMP`).
    pub fn code(&self) -> &str {
        self.spec.code.get_ref()
    }

    /// The version every variant code of this template names.
    pub fn version(&self) -> u32 {
        self.spec.version
    }

    /// The law family (`revoke`, `claims`, …).
    pub fn family(&self) -> &str {
        &self.spec.family
    }

    /// The federations whose courses the template belongs to; empty: every one.
    pub fn federations(&self) -> &[Federation] {
        &self.spec.federations
    }

    /// What the student answers: the verdict field, its unit, and the parts of a whole
    /// ruling when asked for.
    pub fn answer(&self) -> &AnswerSpec {
        self.spec.answer.get_ref()
    }

    /// A problem at `span` of this template's file.
    pub fn error(&self, span: std::ops::Range<usize>, message: impl Into<String>) -> BankError {
        Source {
            file: &self.file,
            text: &self.source,
        }
        .error(span, message)
    }

    /// Reads and checks one template file: every check of `checks.rs` runs, so one
    /// reading reports every problem.
    ///
    /// # Errors
    /// Every problem found, each as `file:line:col: message`.
    pub fn parse(file: &str, text: &str) -> Result<Template, Vec<BankError>> {
        let source = Source { file, text };
        let spec: TemplateFile = toml::from_str(text).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            vec![source.error(span, e.message().to_owned())]
        })?;
        let mut check = Checks {
            source,
            errors: Vec::new(),
        };
        check.code(&spec);
        let branch = check.law(&spec.branch);
        let trains: Vec<Law> = spec.trains.iter().filter_map(|t| check.law(t)).collect();
        let law_also: Vec<Law> = (spec.answer.get_ref().law_also.iter())
            .filter_map(|t| check.law(t))
            .collect();
        let (params, mut shows) = check.params(&spec);
        let drawn: Vec<&str> = params.iter().map(|(n, _)| n.as_str()).collect();
        check.differ(&spec, &drawn);
        let derive = check.derive(&spec, &drawn);
        let built = check.builder(&spec, &drawn);
        for name in built {
            shows.entry((*name).to_owned()).or_insert(built_show(name));
        }
        for (name, _) in &derive {
            shows.entry(name.clone()).or_insert(Show::Plain);
        }
        let names: Vec<&str> = drawn
            .iter()
            .copied()
            .chain(derive.iter().map(|(n, _)| n.as_str()))
            .chain(built.iter().copied())
            .collect();
        check.texts(&spec, &names);
        let kind = check.kind(&spec);
        check.case_placeholders(&spec, &names);
        check.auction(&spec, &names);
        check.answer(&spec);
        match (branch, kind, check.errors.is_empty()) {
            (Some(branch), Some(kind), true) => Ok(Template {
                file: file.to_owned(),
                source: text.to_owned(),
                spec,
                branch,
                trains,
                kind,
                params,
                shows,
                derive,
                law_also,
            }),
            _ => Err(check.errors),
        }
    }
}

/// The `{name}` placeholders in a text.
pub fn placeholders(text: &str) -> impl Iterator<Item = &str> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
}
