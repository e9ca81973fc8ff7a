//! The checks of a template file that need no engine, one method each, in the order
//! `Template::parse` runs them. Each records its problems at the field's place and goes
//! on, so an author sees every problem of a file at once.

use std::collections::BTreeMap;

use toml::Spanned;

use crate::i18n::glossary::{TermRef, avoided_in};
use crate::i18n::{Lang, catalogue};
use crate::laws::{Field, Kind, Law, Unit};

use super::super::auction::FROM_BOARD;
use super::super::diag::{BankError, Source};
use super::{Param, ParamSpec, Show, TemplateFile, Term, parse_sum, placeholders};

/// One file's problems, as they are found.
pub(super) struct Checks<'a> {
    pub(super) source: Source<'a>,
    pub(super) errors: Vec<BankError>,
}

impl Checks<'_> {
    fn error(&mut self, span: std::ops::Range<usize>, message: impl Into<String>) {
        self.errors.push(self.source.error(span, message));
    }

    /// The short code: 2–8 capital letters or digits, the head of every variant code.
    pub(super) fn code(&mut self, spec: &TemplateFile) {
        let code = spec.code.get_ref();
        if !(2..=8).contains(&code.len())
            || !code
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        {
            self.error(
                spec.code.span(),
                format!("code `{code}` must be 2–8 capital letters or digits"),
            );
        }
    }

    /// A law the engine cites (the branch, or one the template trains).
    pub(super) fn law(&mut self, s: &Spanned<String>) -> Option<Law> {
        let found = Law::from_code(s.get_ref());
        if found.is_none() {
            self.error(
                s.span(),
                format!("`{}` is not a law the engine cites", s.get_ref()),
            );
        }
        found
    }

    /// Each parameter drawn, checked, and how it reads in a question.
    pub(super) fn params(
        &mut self,
        spec: &TemplateFile,
    ) -> (Vec<(String, Param)>, BTreeMap<String, Show>) {
        let mut params = Vec::with_capacity(spec.params.len());
        let mut shows = BTreeMap::new();
        for (name, p) in &spec.params {
            match check_param(p.get_ref()) {
                Ok(param) => {
                    params.push((name.clone(), param));
                    shows.insert(name.clone(), p.get_ref().show);
                }
                Err(message) => self.error(p.span(), format!("parameter `{name}`: {message}")),
            }
        }
        (params, shows)
    }

    /// `differ` names parameters only.
    pub(super) fn differ(&mut self, spec: &TemplateFile, drawn: &[&str]) {
        for name in &spec.differ {
            if !drawn.contains(&name.get_ref().as_str()) {
                self.error(
                    name.span(),
                    format!("differ: `{}` is not a parameter", name.get_ref()),
                );
            }
        }
    }

    /// Each derived value: a sum of parameters and whole numbers.
    pub(super) fn derive(
        &mut self,
        spec: &TemplateFile,
        drawn: &[&str],
    ) -> Vec<(String, Vec<(i64, Term)>)> {
        let mut derive = Vec::with_capacity(spec.derive.len());
        for (name, expr) in &spec.derive {
            let Some(terms) = parse_sum(expr.get_ref()) else {
                self.error(
                    expr.span(),
                    format!(
                        "derive `{name}`: write a sum of parameters and whole numbers, e.g. \"level + 6 + over\""
                    ),
                );
                continue;
            };
            for (_, term) in &terms {
                if let Term::Param(p) = term
                    && !drawn.contains(&p.as_str())
                {
                    self.error(
                        expr.span(),
                        format!("derive `{name}`: `{p}` is not a parameter"),
                    );
                }
            }
            derive.push((name.clone(), terms));
        }
        derive
    }

    /// The builder's own parameters are drawn; the values it adds.
    pub(super) fn builder(
        &mut self,
        spec: &TemplateFile,
        drawn: &[&str],
    ) -> &'static [&'static str] {
        let Some(b) = &spec.builder else {
            return &[];
        };
        for needed in b.get_ref().reads() {
            if !drawn.contains(needed) {
                self.error(
                    b.span(),
                    format!(
                        "builder `{}` reads a parameter `{needed}`",
                        b.get_ref().code()
                    ),
                );
            }
        }
        b.get_ref().provides()
    }

    /// Title and question in every language: each placeholder a value or a glossary
    /// term, no word the federation does not use, no empty text.
    pub(super) fn texts(&mut self, spec: &TemplateFile, names: &[&str]) {
        for lang in Lang::ALL {
            for texts in [&spec.title, &spec.question] {
                let text = texts.get(lang);
                for name in placeholders(text.get_ref()) {
                    if let Some(term) = TermRef::parse(name) {
                        if catalogue().term(lang, &term.id, term.form).is_none() {
                            self.error(
                                text.span(),
                                format!(
                                    "{lang}: `{{{name}}}` is not a term of the {lang} glossary"
                                ),
                            );
                        }
                    } else if !names.contains(&name) {
                        self.error(
                            text.span(),
                            format!("{lang}: `{{{name}}}` is not a parameter"),
                        );
                    }
                }
                for avoided in avoided_in(text.get_ref(), lang) {
                    self.error(
                        text.span(),
                        format!(
                            "{lang}: `{}` is not the federation's word: write {}",
                            avoided.wrong, avoided.instead
                        ),
                    );
                }
                if text.get_ref().trim().is_empty() {
                    self.error(text.span(), format!("{lang}: the text is empty"));
                }
            }
        }
    }

    /// The engine case names its kind.
    pub(super) fn kind(&mut self, spec: &TemplateFile) -> Option<Kind> {
        match spec.case.get_ref().get("kind").and_then(|k| k.as_str()) {
            Some(kind) => match kind.parse::<Kind>() {
                Ok(kind) => Some(kind),
                Err(e) => {
                    self.error(spec.case.span(), format!("case.kind: {e}"));
                    None
                }
            },
            None => {
                self.error(spec.case.span(), "case.kind is missing");
                None
            }
        }
    }

    /// Every `{name}` in the case is a value the variant has.
    pub(super) fn case_placeholders(&mut self, spec: &TemplateFile, names: &[&str]) {
        let mut unknown = Vec::new();
        visit_strings(&toml::Value::Table(spec.case.get_ref().clone()), &mut |s| {
            for name in placeholders(s) {
                if !names.contains(&name) {
                    unknown.push(name.to_owned());
                }
            }
        });
        for name in unknown {
            self.error(
                spec.case.span(),
                format!("case: `{{{name}}}` is not a parameter"),
            );
        }
    }

    /// The auction's placeholders are values; a dealer "from board" needs the board.
    pub(super) fn auction(&mut self, spec: &TemplateFile, names: &[&str]) {
        let Some(auction) = &spec.auction else {
            return;
        };
        let a = auction.get_ref();
        let fields = [Some(&a.dealer), a.first.as_ref(), Some(&a.calls)];
        for text in fields.into_iter().flatten() {
            for name in placeholders(text) {
                if !names.contains(&name) {
                    self.error(
                        auction.span(),
                        format!("auction: `{{{name}}}` is not a parameter"),
                    );
                }
            }
        }
        if a.dealer.trim() == FROM_BOARD && !names.contains(&"board") {
            self.error(
                auction.span(),
                "auction.dealer: \"from board\" needs a parameter `board`",
            );
        }
    }

    /// The answer's unit fits its field; choices are 3 to 6 (2 for yes or no).
    pub(super) fn answer(&mut self, spec: &TemplateFile) {
        let answer = spec.answer.get_ref();
        if answer.field.unit() == Unit::YesNo && answer.unit != Unit::YesNo
            || answer.unit == Unit::YesNo && answer.field.unit() != Unit::YesNo
            || (answer.unit == Unit::Law) != (answer.field == Field::RectifiedBy)
        {
            self.error(
                spec.answer.span(),
                format!(
                    "answer: the field `{}` is not answered in {}",
                    answer.field, answer.unit
                ),
            );
        }
        // Two options are a coin toss unless the question is yes or no (review W9).
        let fewest = if answer.unit == Unit::YesNo { 2 } else { 3 };
        if let Some(c) = &spec.choices
            && !(fewest..=6).contains(c.get_ref())
        {
            self.error(
                c.span(),
                format!(
                    "choices must be {fewest} to 6 for an answer in {}",
                    answer.unit
                ),
            );
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

fn visit_strings(value: &toml::Value, f: &mut impl FnMut(&str)) {
    match value {
        toml::Value::String(s) => f(s),
        toml::Value::Array(items) => items.iter().for_each(|v| visit_strings(v, f)),
        toml::Value::Table(map) => map.values().for_each(|v| visit_strings(v, f)),
        _ => {}
    }
}
