//! Two `bank check` rules a student would otherwise find on the page:
//!
//! - **Every question answerable from the page** (review P1): a variant's facts are
//!   changed one at a time (each drawn parameter to its other values, each count or
//!   seat a builder made to its neighbours, two counts that must sum moved one from the
//!   one to the other), the case refilled and ruled again. When the answer changes but
//!   the question side ([`question_side`], its code left out) stays the same, the page
//!   does not show a fact the answer depends on. The change that found P1: the tricks
//!   each side has won before a claim, moved one from the one side to the other.
//! - **Board, dealer and vulnerability agree** (Law 2): a variant that names its board
//!   deals from that board's dealer, and its vulnerability, in the case or in the text,
//!   is that board's.
//!
//! A fact's literal in `[case]` is the story's, written once in the text by its author:
//! only what varies between variants is changed, since a text cannot be read for it.
//!
//! Both read the page, which a layer above the bank draws: the caller hands it in as a
//! [`Page`] (`crate::present::shown::Shown`), so the bank never imports its own pages.

use toml::Value;

use crate::i18n::Lang;
use crate::interface::input::read_kind;
use crate::laws::{Answer, Part, rule};
use crate::model::{Board, Vulnerability};

use super::builders::Params;
use super::generate::{GENERATION, derive, fill_case};
use super::template::{Param, Show};
use super::{Template, Variant};

/// How the page shows a variant, for the rules that read it.
pub trait Page: Sync {
    /// The question side in every language, without the code that names the seed, each
    /// as one string to compare.
    fn sides(&self, variant: &Variant) -> Vec<String>;
    /// The question's text in English, its parameters in words.
    fn text_en(&self, variant: &Variant) -> String;
    /// An answer as the English page writes it.
    fn answer_en(&self, answer: Answer) -> String;
}

/// A fact the answer depends on that the page does not show.
#[derive(Debug, Clone, PartialEq)]
pub struct Hidden {
    /// The parameter changed.
    pub param: String,
    /// The language whose page stays the same.
    pub lang: Lang,
    /// Its value in the variant.
    pub from: Value,
    /// The value that changes the answer but not the page.
    pub to: Value,
    /// The answer the variant has, as the English page writes it.
    pub answer: String,
    /// The answer with the changed value, likewise.
    pub changed: String,
}

impl std::fmt::Display for Hidden {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the answer depends on `{}`, which the question in {} does not show: with {} for {} the answer is {}, not {}, on the same page",
            self.param,
            self.lang.code(),
            self.to,
            self.from,
            self.changed,
            self.answer
        )
    }
}

/// Values builders make that are whole cards or deals: changing one alone makes a case
/// that is no longer a deal, so they are left as they are.
const WHOLE: [&str; 5] = ["deal", "play", "position", "auction", "board"];

const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const VULNERABILITIES: [&str; 4] = ["None", "NS", "EW", "All"];
const FAULTS: [&str; 3] = ["innocent", "partly", "guilty"];
const FORMS: [&str; 2] = ["pairs", "teams"];

/// The other values a fact could take: a drawn parameter's other values (a range's
/// neighbours); for a value a builder made, a seat, side, vulnerability, degree of fault
/// or scoring form the others of its kind. A built count follows from the drawn ones or
/// the cards (the tricks left, the tricks claimed of them) and is only moved together
/// with another ([`changes`]).
fn others(template: &Template, name: &str, value: &Value) -> Vec<Value> {
    let drawn = template.params.iter().find(|(n, _)| n == name);
    match (drawn.map(|(_, p)| p), value) {
        (Some(Param::Pick { values }), _) => {
            values.iter().filter(|v| *v != value).cloned().collect()
        }
        (Some(Param::Range { from, to, step }), Value::Integer(n)) => [n - step, n + step]
            .into_iter()
            .filter(|v| (*from..=*to).contains(v))
            .map(Value::Integer)
            .collect(),
        (Some(_), _) => Vec::new(),
        (None, Value::Boolean(b)) => vec![Value::Boolean(!b)],
        (None, Value::String(s)) => {
            let show = template.shows.get(name).copied().unwrap_or_default();
            let set: &[&str] = if SEATS.contains(&s.as_str()) {
                &SEATS
            } else if show == Show::Vulnerability || s == "None" || s == "All" {
                &VULNERABILITIES
            } else if s == "NS" || s == "EW" {
                &["NS", "EW"]
            } else if FAULTS.contains(&s.as_str()) {
                &FAULTS
            } else if FORMS.contains(&s.as_str()) {
                &FORMS
            } else {
                &[]
            };
            set.iter()
                .filter(|v| **v != s.as_str())
                .map(|v| Value::String((*v).to_owned()))
                .collect()
        }
        (None, _) => Vec::new(),
    }
}

/// The changes to try: one fact at a time, and each two built counts moved by one, the
/// one up and the other down (tricks won by each side, which sum to those played).
fn changes(template: &Template, params: &Params) -> Vec<Vec<(String, Value)>> {
    let derived = |n: &str| template.derive.iter().any(|(d, _)| d == n);
    let built = |n: &str| !template.params.iter().any(|(p, _)| p == n) && !derived(n);
    let mut out = Vec::new();
    for (name, value) in params {
        if derived(name) || WHOLE.contains(&name.as_str()) {
            continue;
        }
        for other in others(template, name, value) {
            out.push(vec![(name.clone(), other)]);
        }
    }
    let counts: Vec<(&String, i64)> = params
        .iter()
        .filter(|(n, _)| built(n) && !WHOLE.contains(&n.as_str()))
        .filter_map(|(n, v)| v.as_integer().map(|i| (n, i)))
        .collect();
    for &(up, u) in &counts {
        for &(down, d) in &counts {
            if up != down && d > 0 {
                out.push(vec![
                    (up.clone(), Value::Integer(u + 1)),
                    (down.clone(), Value::Integer(d - 1)),
                ]);
            }
        }
    }
    out
}

/// The variant with `change` made, ruled again; `None` when the engine or the auction
/// refuses the changed story (then it is no question at all).
fn changed(template: &Template, variant: &Variant, change: &[(String, Value)]) -> Option<Variant> {
    let mut params = variant.params.clone();
    for (name, value) in change {
        params.insert(name.clone(), value.clone());
    }
    derive(template, &mut params);
    let filled = fill_case(template.spec.case.get_ref(), &params);
    let play_form = filled.get("play").is_some() || filled.get("deal").is_some();
    let input = read_kind(template.kind, play_form, filled).ok()?;
    let case = input.clone().into_case().ok()?;
    let ruling = rule(&case, &GENERATION).ok()?;
    let spec = template.answer();
    let answer = ruling.verdict.answer(spec.field, spec.unit)?;
    let parts = variant
        .parts
        .iter()
        .map(|&(part, value)| match part {
            Part::Field(f) => ruling.verdict.answer(f, f.unit()).map(|a| (part, a)),
            _ => Some((part, value)),
        })
        .collect::<Option<Vec<_>>>()?;
    let auction = match &template.spec.auction {
        Some(spec) => Some(spec.get_ref().build(&params).ok()?),
        None => None,
    };
    Some(Variant {
        params,
        case: input,
        answer,
        parts,
        auction,
        ..variant.clone()
    })
}

/// The first fact of `variant` its answer depends on that its page, as `page` shows it
/// in every language, does not show.
pub fn hidden_fact(page: &dyn Page, template: &Template, variant: &Variant) -> Option<Hidden> {
    let shown = page.sides(variant);
    for change in changes(template, &variant.params) {
        let Some(other) = changed(template, variant, &change) else {
            continue;
        };
        let differs = !other.answer.same(variant.answer)
            || other
                .parts
                .iter()
                .zip(&variant.parts)
                .any(|((_, a), (_, b))| !a.same(*b));
        let same_in = || {
            page.sides(&other)
                .iter()
                .zip(&shown)
                .position(|(a, b)| a == b)
        };
        if let Some(lang) = differs.then(same_in).flatten() {
            let (param, to) = change[0].clone();
            return Some(Hidden {
                lang: Lang::ALL[lang],
                from: variant
                    .params
                    .get(&param)
                    .cloned()
                    .unwrap_or(Value::Boolean(false)),
                param,
                to,
                answer: page.answer_en(variant.answer),
                changed: page.answer_en(other.answer),
            });
        }
    }
    None
}

/// How the English text of a template states the vulnerability, when it does.
fn stated_vulnerability(text: &str) -> Option<Vulnerability> {
    let text = text.to_lowercase();
    let said = |phrases: &[&str]| phrases.iter().any(|p| text.contains(p));
    if said(&[
        "neither side vulnerable",
        "neither side is vulnerable",
        "none vulnerable",
    ]) {
        Some(Vulnerability::None)
    } else if said(&[
        "both sides vulnerable",
        "both sides are vulnerable",
        "all vulnerable",
    ]) {
        Some(Vulnerability::All)
    } else if said(&["north-south vulnerable", "north-south are vulnerable"]) {
        Some(Vulnerability::NorthSouth)
    } else if said(&["east-west vulnerable", "east-west are vulnerable"]) {
        Some(Vulnerability::EastWest)
    } else {
        None
    }
}

/// What in `variant` breaks Law 2, when it names its board: the auction's dealer, or a
/// vulnerability in the case or the text (as `page` writes it) that is not the board's.
pub fn law2(page: &dyn Page, variant: &Variant) -> Option<String> {
    let number = variant.params.get("board")?.as_integer()?;
    let board = Board::new(u32::try_from(number).ok()?)?;
    if let Some(auction) = &variant.auction
        && auction.dealer() != board.dealer()
    {
        return Some(format!(
            "board {number} is dealt by {} (Law 2), but the auction's dealer is {}",
            board.dealer().letter(),
            auction.dealer().letter()
        ));
    }
    let case = serde_json::to_value(&variant.case).ok()?;
    let in_case = case
        .get("vulnerable")
        .and_then(|v| v.as_str())
        .and_then(|v| v.parse::<Vulnerability>().ok());
    let in_text = stated_vulnerability(&page.text_en(variant));
    for (stated, place) in [(in_case, "the case"), (in_text, "the question")] {
        if let Some(vul) = stated
            && vul != board.vulnerability()
        {
            return Some(format!(
                "board {number} has vulnerability {} (Law 2), but {place} says {}",
                board.vulnerability().code(),
                vul.code()
            ));
        }
    }
    None
}
