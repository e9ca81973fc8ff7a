//! One template file: its TOML schema, read with the position of every field, and the
//! checks that need no engine (ids, codes, laws, languages, placeholders, parameters).
//! Enumerated fields (`unit`, `field`, `parts`, `show`, `builder`) are serde enums, so a
//! typo is reported at its place with the accepted values.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::i18n::glossary::{TermRef, avoided_in};
use crate::i18n::{Lang, catalogue};
use crate::laws::{Field, Kind, Law, Part, Unit};

use super::auction::{AuctionSpec, FROM_BOARD};
use super::builders::Builder;
use super::diag::{BankError, Source};

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
        "claimer" | "second_offender" | "namer" | "asker" | "changer" | "partner" => Show::Seat,
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

    /// Reads and checks one template file.
    ///
    /// # Errors
    /// Every problem found, each as `file:line:col: message`.
    pub fn parse(file: &str, text: &str) -> Result<Template, Vec<BankError>> {
        let source = Source { file, text };
        let spec: TemplateFile = toml::from_str(text).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            vec![source.error(span, e.message().to_owned())]
        })?;
        let mut errors = Vec::new();
        let code = spec.code.get_ref();
        if !(2..=8).contains(&code.len())
            || !code
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        {
            errors.push(source.error(
                spec.code.span(),
                format!("code `{code}` must be 2–8 capital letters or digits"),
            ));
        }
        let law = |s: &Spanned<String>, errors: &mut Vec<BankError>| {
            let found = Law::from_code(s.get_ref());
            if found.is_none() {
                errors.push(source.error(
                    s.span(),
                    format!("`{}` is not a law the engine cites", s.get_ref()),
                ));
            }
            found
        };
        let branch = law(&spec.branch, &mut errors);
        let trains: Vec<Law> = spec
            .trains
            .iter()
            .filter_map(|t| law(t, &mut errors))
            .collect();
        let mut params = Vec::with_capacity(spec.params.len());
        let mut shows = BTreeMap::new();
        for (name, p) in &spec.params {
            match check_param(p.get_ref()) {
                Ok(param) => {
                    params.push((name.clone(), param));
                    shows.insert(name.clone(), p.get_ref().show);
                }
                Err(message) => {
                    errors.push(source.error(p.span(), format!("parameter `{name}`: {message}")))
                }
            }
        }
        let drawn: Vec<&str> = params.iter().map(|(n, _)| n.as_str()).collect();
        for name in &spec.differ {
            if !drawn.contains(&name.get_ref().as_str()) {
                errors.push(source.error(
                    name.span(),
                    format!("differ: `{}` is not a parameter", name.get_ref()),
                ));
            }
        }
        let mut derive = Vec::with_capacity(spec.derive.len());
        for (name, expr) in &spec.derive {
            match parse_sum(expr.get_ref()) {
                Some(terms) => {
                    for (_, term) in &terms {
                        if let Term::Param(p) = term
                            && !drawn.contains(&p.as_str())
                        {
                            errors.push(source.error(
                                expr.span(),
                                format!("derive `{name}`: `{p}` is not a parameter"),
                            ));
                        }
                    }
                    derive.push((name.clone(), terms));
                }
                None => errors.push(source.error(
                    expr.span(),
                    format!(
                        "derive `{name}`: write a sum of parameters and whole numbers, e.g. \"level + 6 + over\""
                    ),
                )),
            }
        }
        let mut built: &[&str] = &[];
        if let Some(b) = &spec.builder {
            for needed in b.get_ref().reads() {
                if !drawn.contains(needed) {
                    errors.push(source.error(
                        b.span(),
                        format!(
                            "builder `{}` reads a parameter `{needed}`",
                            b.get_ref().code()
                        ),
                    ));
                }
            }
            built = b.get_ref().provides();
            for name in built {
                shows.entry((*name).to_owned()).or_insert(built_show(name));
            }
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
        for lang in Lang::ALL {
            for texts in [&spec.title, &spec.question] {
                let text = texts.get(lang);
                for name in placeholders(text.get_ref()) {
                    if let Some(term) = TermRef::parse(name) {
                        if catalogue().term(lang, &term.id, term.form).is_none() {
                            errors.push(source.error(
                                text.span(),
                                format!(
                                    "{lang}: `{{{name}}}` is not a term of the {lang} glossary"
                                ),
                            ));
                        }
                    } else if !names.contains(&name) {
                        errors.push(source.error(
                            text.span(),
                            format!("{lang}: `{{{name}}}` is not a parameter"),
                        ));
                    }
                }
                for avoided in avoided_in(text.get_ref(), lang) {
                    errors.push(source.error(
                        text.span(),
                        format!(
                            "{lang}: `{}` is not the federation's word: write {}",
                            avoided.wrong, avoided.instead
                        ),
                    ));
                }
                if text.get_ref().trim().is_empty() {
                    errors.push(source.error(text.span(), format!("{lang}: the text is empty")));
                }
            }
        }
        let kind = match spec.case.get_ref().get("kind").and_then(|k| k.as_str()) {
            Some(kind) => match kind.parse::<Kind>() {
                Ok(kind) => Some(kind),
                Err(e) => {
                    errors.push(source.error(spec.case.span(), format!("case.kind: {e}")));
                    None
                }
            },
            None => {
                errors.push(source.error(spec.case.span(), "case.kind is missing"));
                None
            }
        };
        let mut unknown = Vec::new();
        visit_strings(&toml::Value::Table(spec.case.get_ref().clone()), &mut |s| {
            for name in placeholders(s) {
                if !names.contains(&name) {
                    unknown.push(name.to_owned());
                }
            }
        });
        for name in unknown {
            errors.push(source.error(
                spec.case.span(),
                format!("case: `{{{name}}}` is not a parameter"),
            ));
        }
        if let Some(auction) = &spec.auction {
            let a = auction.get_ref();
            let fields = [Some(&a.dealer), a.first.as_ref(), Some(&a.calls)];
            for text in fields.into_iter().flatten() {
                for name in placeholders(text) {
                    if !names.contains(&name) {
                        errors.push(source.error(
                            auction.span(),
                            format!("auction: `{{{name}}}` is not a parameter"),
                        ));
                    }
                }
            }
            if a.dealer.trim() == FROM_BOARD && !names.contains(&"board") {
                errors.push(source.error(
                    auction.span(),
                    "auction.dealer: \"from board\" needs a parameter `board`",
                ));
            }
        }
        let answer = spec.answer.get_ref();
        if answer.field.unit() == Unit::YesNo && answer.unit != Unit::YesNo
            || answer.unit == Unit::YesNo && answer.field.unit() != Unit::YesNo
            || (answer.unit == Unit::Law) != (answer.field == Field::RectifiedBy)
        {
            errors.push(source.error(
                spec.answer.span(),
                format!(
                    "answer: the field `{}` is not answered in {}",
                    answer.field, answer.unit
                ),
            ));
        }
        if let Some(c) = &spec.choices
            && !(2..=6).contains(c.get_ref())
        {
            errors.push(source.error(c.span(), "choices must be 2 to 6"));
        }
        match (branch, kind, errors.is_empty()) {
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
            }),
            _ => Err(errors),
        }
    }
}

fn check_param(p: &ParamSpec) -> Result<Param, String> {
    match (&p.range, &p.pick, p.step) {
        (Some([from, to]), None, step) => {
            let step = step.unwrap_or(1);
            if step <= 0 || from > to {
                return Err(
                    "a range runs from its first number up to its second, in steps above 0".into(),
                );
            }
            if from.rem_euclid(step) != 0 && (from.div_euclid(step) + 1) * step > *to {
                return Err(format!("no multiple of {step} lies in {from}..={to}"));
            }
            Ok(Param::Range {
                from: *from,
                to: *to,
                step,
            })
        }
        (None, Some(values), None) if !values.is_empty() => Ok(Param::Pick {
            values: values.clone(),
        }),
        _ => Err(
            "give either `range = [from, to]` (with an optional `step`) or a non-empty `pick = [...]`"
                .into(),
        ),
    }
}

/// The `{name}` placeholders in a text.
pub fn placeholders(text: &str) -> impl Iterator<Item = &str> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
}

fn visit_strings(value: &toml::Value, f: &mut impl FnMut(&str)) {
    match value {
        toml::Value::String(s) => f(s),
        toml::Value::Array(items) => items.iter().for_each(|v| visit_strings(v, f)),
        toml::Value::Table(map) => map.values().for_each(|v| visit_strings(v, f)),
        _ => {}
    }
}
