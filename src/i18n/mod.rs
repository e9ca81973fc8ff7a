//! The message catalogue: Fluent files, one per language, that turn the law engine's
//! [`Message`]s into text, with each federation's notation ([`notation`]) and terms
//! ([`glossary`]).
//!
//! English is complete and the fallback: a message missing from another language's
//! file is shown in English rather than not at all.
//!
//! Besides Fluent's own syntax the catalogues may call `CAP(…)`, which raises the first
//! letter of its argument: `{ CAP(-revoke(form: "def")) }` starts a sentence with a
//! glossary term.

pub mod glossary;
pub mod notation;

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use thiserror::Error;
use unic_langid::LanguageIdentifier;

use crate::laws::{Arg, Message, Step};
use crate::model::{Seat, Side, Suit};

use glossary::TermRef;
pub use notation::suit_symbol;

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    /// English: the Laws' own words.
    En,
    /// Norwegian bokmål, as the NBF writes.
    Nb,
    /// German, as the DBV writes.
    De,
    /// Danish, as the DBf writes.
    Da,
}

impl Lang {
    /// Every language the catalogue has.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Nb, Lang::De, Lang::Da];

    /// `hundredths` / 100 with two decimals and the language's decimal sign: a point in
    /// English, a comma in Norwegian, German and Danish ([`notation::decimal`]).
    pub fn decimal(self, hundredths: i64) -> String {
        notation::decimal(hundredths, self)
    }

    /// The language's code: `en`, `nb`, `de`, `da`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nb => "nb",
            Lang::De => "de",
            Lang::Da => "da",
        }
    }

    /// The catalogue file's text, built into the binary.
    const fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("en.ftl"),
            Lang::Nb => include_str!("nb.ftl"),
            Lang::De => include_str!("de.ftl"),
            Lang::Da => include_str!("da.ftl"),
        }
    }

    /// The web quiz's own catalogue file (`ui/`), loaded into the same bundle.
    const fn ui_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("ui/en.ftl"),
            Lang::Nb => include_str!("ui/nb.ftl"),
            Lang::De => include_str!("ui/de.ftl"),
            Lang::Da => include_str!("ui/da.ftl"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a language of the catalogue: use nb, de, da or en")]
pub struct ParseLangError(pub String);

impl FromStr for Lang {
    type Err = ParseLangError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| ParseLangError(s.to_owned()))
    }
}

/// A problem in a catalogue file, found when it is loaded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{lang}.ftl: {message}")]
pub struct CatalogueError {
    /// The catalogue file's language.
    pub lang: Lang,
    /// What is wrong, with the message id.
    pub message: String,
}

/// All languages' catalogues, each loaded the first time it is asked for: `ruling rule`
/// in English never parses the other three files, which was half of its start-up.
pub struct Catalogue {
    languages: [OnceLock<Language>; 4],
}

/// One language's bundle and what is derived from it at load.
struct Language {
    bundle: FluentBundle<FluentResource>,
    /// Seat, side and suit names, formatted once at load: every step names a seat or
    /// two, and formatting a nested message each time would double the cost of an
    /// explanation.
    words: Words,
    /// The glossary: term id (without the dash) and the forms it has.
    terms: BTreeMap<String, Vec<String>>,
    errors: Vec<CatalogueError>,
}

/// The names arguments are rendered with.
struct Words {
    seats: [String; 4],
    sides: [String; 2],
    suits: [String; 4],
}

impl Language {
    /// Parses `lang`'s files; `catalogue` gives the English fallback of its words.
    fn load(lang: Lang, catalogue: &Catalogue) -> Language {
        let mut errors = Vec::new();
        let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        if let Err(e) = bundle.add_function("CAP", |positional, _named| match positional {
            [FluentValue::String(text)] => FluentValue::from(glossary::capitalize(text)),
            [other] => other.clone(),
            _ => FluentValue::Error,
        }) {
            errors.push(CatalogueError {
                lang,
                message: e.to_string(),
            });
        }
        // The engine's messages and the web quiz's (`ui/`) share one bundle, so the
        // pages may use the glossary's terms too.
        let resources: Vec<FluentResource> = [lang.source(), lang.ui_source()]
            .into_iter()
            .map(|source| match FluentResource::try_new(source.to_owned()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    errors.extend(errs.iter().map(|e| CatalogueError {
                        lang,
                        message: e.to_string(),
                    }));
                    r
                }
            })
            .collect();
        let mut terms = BTreeMap::new();
        for resource in &resources {
            terms.extend(glossary_of(resource));
        }
        for resource in &resources {
            errors.extend(
                term_reference_errors(resource, &terms)
                    .into_iter()
                    .map(|message| CatalogueError { lang, message }),
            );
        }
        for resource in resources {
            if let Err(errs) = bundle.add_resource(resource) {
                errors.extend(errs.iter().map(|e| CatalogueError {
                    lang,
                    message: e.to_string(),
                }));
            }
        }
        // English is its own fallback; asking for it here would wait on this very load.
        let text = |id: String| {
            format_in(&bundle, &id, None).unwrap_or_else(|| match lang {
                Lang::En => id,
                _ => catalogue.text(Lang::En, &id),
            })
        };
        let words = Words {
            seats: Seat::ALL.map(|s| text(format!("seat-{}", s.letter()))),
            sides: [Side::NorthSouth, Side::EastWest].map(|s| text(format!("side-{}", s.code()))),
            suits: Suit::ALL.map(|s| text(format!("suit-{}", s.letter()))),
        };
        Language {
            bundle,
            words,
            terms,
            errors,
        }
    }
}

/// A message of `bundle` formatted with `args`, if the bundle has it.
fn format_in(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

impl Catalogue {
    fn new() -> Catalogue {
        Catalogue {
            languages: Default::default(),
        }
    }

    fn language(&self, lang: Lang) -> &Language {
        self.languages[lang as usize].get_or_init(|| Language::load(lang, self))
    }

    /// Syntax errors and duplicate ids found in the files, every language loaded.
    pub fn errors(&self) -> Vec<CatalogueError> {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| self.language(lang).errors.iter().cloned())
            .collect()
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        &self.language(lang).bundle
    }

    /// Whether `lang`'s own file has the message (no fallback).
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// A plain message (no arguments) in `lang`, falling back to English, then to the id.
    pub fn text(&self, lang: Lang, id: &str) -> String {
        self.format(lang, id, None)
    }

    /// The message in `lang`, falling back to English, then to its id.
    pub fn render(&self, lang: Lang, message: &Message) -> String {
        let mut args = FluentArgs::with_capacity(message.args.len());
        for (name, arg) in &message.args {
            let value: FluentValue = match arg {
                // A negative number shown with the typographic minus (W18); plural
                // forms never select on one.
                Arg::Int(n) if *n < 0 => FluentValue::from(notation::minus(n.to_string())),
                Arg::Int(n) => FluentValue::from(*n),
                Arg::Seat(seat) => self.word(lang, |w| &w.seats[seat.index()]),
                Arg::Side(side) => self.word(lang, |w| &w.sides[*side as usize]),
                Arg::Suit(suit) => self.word(lang, |w| &w.suits[suit.index()]),
                Arg::Card(card) => notation::card_text(*card, lang).into(),
                Arg::Contract(contract) => notation::contract_text(*contract, lang).into(),
                Arg::Call(call) => notation::call_text(call, lang).into(),
                Arg::Law(law) => notation::law_text(*law, lang).into(),
                Arg::Line(line) => {
                    let letters = Seat::ALL.map(|seat| self.seat_letter(lang, seat));
                    notation::line_text(line, lang, letters.each_ref().map(String::as_str)).into()
                }
                Arg::Code(text) => FluentValue::from(text.as_str()).into_owned(),
                Arg::Hundredths(h) => {
                    FluentValue::from(notation::minus(notation::decimal(*h, lang)))
                }
            };
            args.set(name.clone(), value);
        }
        self.format(lang, &message.id, Some(&args))
    }

    /// A seat's letter in a line of play: the initial of the catalogue's word for it
    /// (nb and da `N Ø S V`, de `N O S W`, en `N E S W`).
    fn seat_letter(&self, lang: Lang, seat: Seat) -> String {
        self.language(lang).words.seats[seat.index()]
            .chars()
            .next()
            .map_or_else(|| seat.letter().to_string(), String::from)
    }

    fn word(&self, lang: Lang, pick: impl Fn(&Words) -> &String) -> FluentValue<'static> {
        FluentValue::from(pick(&self.language(lang).words).clone())
    }

    /// A step's text.
    pub fn step(&self, lang: Lang, step: &Step) -> String {
        self.render(lang, &step.message)
    }

    /// A glossary term of `lang`'s own catalogue, in the form asked for (a variant key
    /// of the term, e.g. `def`), or its default form; `None` when the catalogue has no
    /// such term. `id` is the term's name without the dash.
    pub fn term(&self, lang: Lang, id: &str, form: Option<&str>) -> Option<String> {
        let forms = self.language(lang).terms.get(id)?;
        if form.is_some_and(|f| !forms.iter().any(|known| known == f)) {
            return None;
        }
        // A one-placeable pattern `{ -id(form: "…") }`, formatted by the language's
        // bundle: Fluent resolves the term and picks the variant, as in a message.
        let named = form
            .map(|form| ast::NamedArgument {
                name: ast::Identifier { name: "form" },
                value: ast::InlineExpression::StringLiteral { value: form },
            })
            .into_iter()
            .collect();
        let pattern = ast::Pattern {
            elements: vec![ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::TermReference {
                    id: ast::Identifier { name: id },
                    attribute: None,
                    arguments: Some(ast::CallArguments {
                        positional: Vec::new(),
                        named,
                    }),
                }),
            }],
        };
        let mut errors = Vec::new();
        let text = self
            .bundle(lang)
            .format_pattern(&pattern, None, &mut errors)
            .into_owned();
        errors.is_empty().then_some(text)
    }

    /// The glossary of `lang`'s catalogue: each term's id (without the dash) and the
    /// forms it has (empty for a term with one form).
    pub fn glossary(&self, lang: Lang) -> impl Iterator<Item = (&str, &[String])> {
        self.language(lang)
            .terms
            .iter()
            .map(|(id, forms)| (id.as_str(), forms.as_slice()))
    }

    /// `text` with every glossary placeholder (`{-revoke}`, `{-revoke:def}`,
    /// `{-Revoke}`) replaced by the term from `lang`'s catalogue; other placeholders,
    /// and terms the catalogue lacks, are left as they are.
    pub fn fill_terms(&self, lang: Lang, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                out.push_str(&rest[open..]);
                return out;
            };
            let inside = &after[..close];
            let word = TermRef::parse(inside).and_then(|term| {
                let word = self.term(lang, &term.id, term.form)?;
                Some(if term.capital {
                    glossary::capitalize(&word)
                } else {
                    word
                })
            });
            match word {
                Some(word) => out.push_str(&word),
                None => {
                    out.push('{');
                    out.push_str(inside);
                    out.push('}');
                }
            }
            rest = &after[close + 1..];
        }
        out.push_str(rest);
        out
    }

    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        format_in(self.bundle(lang), id, args)
            .or_else(|| match lang {
                Lang::En => None,
                _ => format_in(self.bundle(Lang::En), id, args),
            })
            .unwrap_or_else(|| id.to_owned())
    }
}

/// The terms of a catalogue file and the forms each has: the variant keys of a term
/// whose value selects on `$form`.
fn glossary_of(resource: &FluentResource) -> BTreeMap<String, Vec<String>> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Term(term) => Some(term),
            _ => None,
        })
        .map(|term| {
            let forms = match term.value.elements.as_slice() {
                [
                    ast::PatternElement::Placeable {
                        expression:
                            ast::Expression::Select {
                                selector:
                                    ast::InlineExpression::VariableReference {
                                        id: ast::Identifier { name: "form" },
                                    },
                                variants,
                            },
                    },
                ] => variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => (*name).to_owned(),
                        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect(),
                _ => Vec::new(),
            };
            (term.id.name.to_owned(), forms)
        })
        .collect()
}

/// Every term a message of the file names that the file does not define, or names in
/// a form the term lacks: Fluent itself would silently fall back to the default form.
fn term_reference_errors(
    resource: &FluentResource,
    glossary: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    fn walk_pattern<'a>(
        pattern: &'a ast::Pattern<&'a str>,
        found: &mut Vec<(&'a str, Option<&'a str>)>,
    ) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                walk_expression(expression, found);
            }
        }
    }
    fn walk_expression<'a>(
        expression: &'a ast::Expression<&'a str>,
        found: &mut Vec<(&'a str, Option<&'a str>)>,
    ) {
        match expression {
            ast::Expression::Inline(inline) => walk_inline(inline, found),
            ast::Expression::Select { selector, variants } => {
                walk_inline(selector, found);
                for variant in variants {
                    walk_pattern(&variant.value, found);
                }
            }
        }
    }
    fn walk_inline<'a>(
        inline: &'a ast::InlineExpression<&'a str>,
        found: &mut Vec<(&'a str, Option<&'a str>)>,
    ) {
        match inline {
            ast::InlineExpression::TermReference { id, arguments, .. } => {
                let form = arguments.iter().flat_map(|a| &a.named).find_map(|arg| {
                    match (&arg.name.name, &arg.value) {
                        (&"form", ast::InlineExpression::StringLiteral { value }) => Some(*value),
                        _ => None,
                    }
                });
                found.push((id.name, form));
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for arg in &arguments.positional {
                    walk_inline(arg, found);
                }
            }
            ast::InlineExpression::Placeable { expression } => walk_expression(expression, found),
            _ => {}
        }
    }
    let mut errors = Vec::new();
    for entry in resource.entries() {
        let (name, pattern) = match entry {
            ast::Entry::Message(m) => match &m.value {
                Some(p) => (m.id.name, p),
                None => continue,
            },
            ast::Entry::Term(t) => (t.id.name, &t.value),
            _ => continue,
        };
        let mut found = Vec::new();
        walk_pattern(pattern, &mut found);
        for (term, form) in found {
            match (glossary.get(term), form) {
                (None, _) => errors.push(format!("{name}: no term -{term}")),
                (Some(forms), Some(form)) if !forms.iter().any(|f| f == form) => {
                    errors.push(format!("{name}: -{term} has no form \"{form}\""));
                }
                _ => {}
            }
        }
    }
    errors
}

/// The catalogue, loaded once.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(Catalogue::new)
}
