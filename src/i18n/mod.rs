//! The message catalogue: Fluent files, one per language, that turn the law engine's
//! [`Message`]s into text.
//!
//! English is complete and the fallback: a message missing from another language's
//! file is shown in English rather than not at all.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use thiserror::Error;
use unic_langid::LanguageIdentifier;

use crate::laws::{Arg, Message, Step};
use crate::model::{Card, Seat, Side, Suit};

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Nb,
    De,
    Da,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Nb, Lang::De, Lang::Da];

    /// `hundredths` / 100 with two decimals and the language's decimal sign: a point in
    /// English, a comma in Norwegian, German and Danish.
    pub fn decimal(self, hundredths: i64) -> String {
        let sign = if hundredths < 0 { "-" } else { "" };
        let (whole, part) = (hundredths.abs() / 100, hundredths.abs() % 100);
        let point = if self == Lang::En { '.' } else { ',' };
        format!("{sign}{whole}{point}{part:02}")
    }

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
    pub lang: Lang,
    pub message: String,
}

/// All languages' bundles.
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
    /// Seat, side and suit names per language, formatted once at load: every step
    /// names a seat or two, and formatting a nested message each time would double
    /// the cost of an explanation.
    words: Vec<Words>,
    errors: Vec<CatalogueError>,
}

/// The names arguments are rendered with.
struct Words {
    seats: [String; 4],
    sides: [String; 2],
    suits: [String; 4],
}

impl Catalogue {
    fn load() -> Catalogue {
        let mut bundles = Vec::with_capacity(4);
        let mut errors = Vec::new();
        for lang in Lang::ALL {
            let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            for source in [lang.source(), lang.ui_source()] {
                let resource = match FluentResource::try_new(source.to_owned()) {
                    Ok(r) => r,
                    Err((r, errs)) => {
                        errors.extend(errs.iter().map(|e| CatalogueError {
                            lang,
                            message: e.to_string(),
                        }));
                        r
                    }
                };
                if let Err(errs) = bundle.add_resource(resource) {
                    errors.extend(errs.iter().map(|e| CatalogueError {
                        lang,
                        message: e.to_string(),
                    }));
                }
            }
            bundles.push((lang, bundle));
        }
        let mut catalogue = Catalogue {
            bundles,
            words: Vec::new(),
            errors,
        };
        catalogue.words = Lang::ALL
            .into_iter()
            .map(|lang| Words {
                seats: Seat::ALL.map(|s| catalogue.text(lang, &format!("seat-{}", s.letter()))),
                sides: [Side::NorthSouth, Side::EastWest]
                    .map(|s| catalogue.text(lang, &format!("side-{}", s.code()))),
                suits: Suit::ALL.map(|s| catalogue.text(lang, &format!("suit-{}", s.letter()))),
            })
            .collect();
        catalogue
    }

    /// Syntax errors and duplicate ids found when the files were loaded.
    pub fn errors(&self) -> &[CatalogueError] {
        &self.errors
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        // Bundles are built for every language in order, so the index is always valid.
        &self.bundles[lang as usize].1
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
                Arg::Int(n) => FluentValue::from(*n),
                Arg::Seat(seat) => self.word(lang, |w| &w.seats[seat.index()]),
                Arg::Side(side) => self.word(lang, |w| &w.sides[*side as usize]),
                Arg::Suit(suit) => self.word(lang, |w| &w.suits[suit.index()]),
                Arg::Card(card) => card_symbol(*card).into(),
                Arg::Contract(contract) => contract_symbols(*contract).into(),
                Arg::Code(text) => FluentValue::from(text.as_str()).into_owned(),
                Arg::Hundredths(h) => FluentValue::from(lang.decimal(*h)),
            };
            args.set(*name, value);
        }
        self.format(lang, message.id, Some(&args))
    }

    fn word(&self, lang: Lang, pick: impl Fn(&Words) -> &String) -> FluentValue<'static> {
        // `words` is filled for every language in `load`; before that, the id stands in.
        match self.words.get(lang as usize) {
            Some(words) => FluentValue::from(pick(words).clone()),
            None => FluentValue::from("?"),
        }
    }

    /// A step's text.
    pub fn step(&self, lang: Lang, step: &Step) -> String {
        self.render(lang, &step.message)
    }

    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        for candidate in [lang, Lang::En] {
            let bundle = self.bundle(candidate);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
    }
}

/// `♠`, `♥`, `♦`, `♣`: a suit in text in every language.
pub fn suit_symbol(suit: crate::model::Suit) -> &'static str {
    match suit {
        crate::model::Suit::Spades => "♠",
        crate::model::Suit::Hearts => "♥",
        crate::model::Suit::Diamonds => "♦",
        crate::model::Suit::Clubs => "♣",
    }
}

/// `4♠X`, `3NT`: how a contract reads in text in every language.
pub fn contract_symbols(contract: crate::model::Contract) -> String {
    let strain = contract.strain.trump().map_or("NT", suit_symbol);
    format!(
        "{}{strain}{}",
        contract.level.get(),
        contract.doubling.code()
    )
}

/// `♠A`, `♥10`: how a card reads in text in every language.
pub fn card_symbol(card: Card) -> String {
    format!("{}{}", suit_symbol(card.suit), rank_text(card.rank))
}

/// A rank as it reads in text: `A`, `K`, …, `10`, `9`.
pub fn rank_text(rank: crate::model::Rank) -> String {
    match rank.letter() {
        'T' => "10".to_owned(),
        r => r.to_string(),
    }
}

/// The catalogue, loaded once.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(Catalogue::load)
}
