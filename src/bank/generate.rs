//! From a template and a seed to a variant: draw the parameters (seeded ChaCha, the same
//! on every machine), build the engine case, rule it, and keep the variant only when the
//! ruling takes the branch the template trains. Rendering a variant's question in a
//! language is the last step, done at the edge.

use std::collections::BTreeMap;

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::grading::{misapplications, same};
use crate::i18n::notation::{card_text, contract_text, strain_after_level};
use crate::i18n::{Lang, catalogue};
use crate::interface::rule_case;
use crate::laws::Law;
use crate::model::{Card, Seat, Side};

use super::variant::{Variant, VariantCode};
use super::{Bank, FORMAT, Param, Show, Template, Term, placeholders};

/// Draws tried before a template is declared unable to meet its branch.
pub const MAX_ATTEMPTS: usize = 400;

/// Why no variant came out.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenerateError {
    #[error("{template}: no draw in {MAX_ATTEMPTS} took the branch {branch}{}", .last.as_ref().map(|l| format!(" (last: {l})")).unwrap_or_default())]
    BranchNotMet {
        template: String,
        branch: &'static str,
        last: Option<String>,
    },
    #[error("{template}: the answer field `{field}` is not a number in the engine's output")]
    NoAnswer { template: String, field: String },
    #[error("no template has the code {0}")]
    UnknownCode(String),
    #[error(
        "{code} was made with version {made} of template {template}; the bank now has version {now}, so it cannot be rebuilt as the student saw it"
    )]
    VersionChanged {
        code: String,
        template: String,
        made: u32,
        now: u32,
    },
    #[error("{code} was made by bank format {made}; this program reads format {now}")]
    FormatChanged { code: String, made: u32, now: u32 },
}

/// A stable 64-bit hash of a template id (FNV-1a): the generator's stream, the same on
/// every machine and in every build.
fn stream(id: &str, version: u32) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in id.bytes().chain(version.to_le_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The variant a template gives for a seed.
///
/// # Errors
/// When no draw takes the template's branch, or the answer field is missing.
pub fn generate(template: &Template, seed: u64) -> Result<Variant, GenerateError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream(template.id(), template.version()));
    let mut last = None;
    for _ in 0..MAX_ATTEMPTS {
        let mut params = draw(template, &mut rng);
        let differ = &template.spec.differ;
        let alike = differ.iter().enumerate().any(|(i, a)| {
            differ[i + 1..]
                .iter()
                .any(|b| params.get(a.get_ref()) == params.get(b.get_ref()))
        });
        if alike {
            last = Some("two parameters that must differ were drawn alike".into());
            continue;
        }
        if let Some(builder) = &template.spec.builder {
            match super::builders::build(builder.get_ref(), &params, &mut rng) {
                Some(built) => params.extend(built),
                None => {
                    last = Some(format!("builder {} refused the draw", builder.get_ref()));
                    continue;
                }
            }
        }
        let case = fill(&template.case, &params);
        let ruling = match rule_case(case.clone()) {
            Ok(r) => r,
            Err(e) => {
                last = Some(e.to_string());
                continue;
            }
        };
        if !ruling.laws.contains(&template.branch) {
            last = Some(format!(
                "cited {}",
                ruling
                    .laws
                    .iter()
                    .map(|l| l.code())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            continue;
        }
        let required = template.spec.require.iter().all(|(field, want)| {
            serde_json::to_value(want).is_ok_and(|w| ruling.fields.get(field) == Some(&w))
        });
        if !required {
            last = Some("a required output field differs".into());
            continue;
        }
        let field = &template.spec.answer.get_ref().field;
        let answer = match ruling.fields.get(field) {
            Some(v) if v.is_number() || v.is_boolean() => v.clone(),
            // Which law applies: the paragraph's code, as the engine cites it.
            Some(Value::String(code)) if Law::from_code(code).is_some() => {
                Value::from(code.clone())
            }
            _ => {
                return Err(GenerateError::NoAnswer {
                    template: template.id().to_owned(),
                    field: field.clone(),
                });
            }
        };
        let wrong = misapplications(&case, &ruling, field);
        let parts: Vec<(String, Value)> = template
            .spec
            .answer
            .get_ref()
            .parts
            .iter()
            .map(|part| match part.as_str() {
                "law" => (part.clone(), Value::from(template.branch.code())),
                field => (
                    part.clone(),
                    ruling.fields.get(field).cloned().unwrap_or(Value::Null),
                ),
            })
            .collect();
        let choices = match &template.spec.choices {
            Some(n) => choose(
                *n.get_ref() as usize,
                &answer,
                &wrong,
                &template.spec.answer.get_ref().unit,
                &case,
                &mut rng,
            ),
            None => Vec::new(),
        };
        return Ok(Variant {
            code: VariantCode {
                code: template.code().to_owned(),
                version: template.version(),
                seed,
                format: FORMAT,
            },
            template: template.id().to_owned(),
            params,
            case,
            ruling,
            answer,
            misapplications: wrong,
            choices,
            parts,
        });
    }
    Err(GenerateError::BranchNotMet {
        template: template.id().to_owned(),
        branch: template.branch.code(),
        last,
    })
}

/// Rebuilds the variant a code names, or says why it cannot.
///
/// # Errors
/// An unknown template code, a changed template version or bank format, or a failed draw.
pub fn regenerate(bank: &Bank, code: &VariantCode) -> Result<Variant, GenerateError> {
    if code.format != FORMAT {
        return Err(GenerateError::FormatChanged {
            code: code.to_string(),
            made: code.format,
            now: FORMAT,
        });
    }
    let template = bank
        .by_code(&code.code)
        .ok_or_else(|| GenerateError::UnknownCode(code.code.clone()))?;
    if template.version() != code.version {
        return Err(GenerateError::VersionChanged {
            code: code.to_string(),
            template: template.id().to_owned(),
            made: code.version,
            now: template.version(),
        });
    }
    generate(template, code.seed)
}

fn draw(template: &Template, rng: &mut ChaCha8Rng) -> BTreeMap<String, Value> {
    let mut values: BTreeMap<String, Value> = template
        .params
        .iter()
        .map(|(name, param)| {
            let value = match param {
                Param::Range { from, to, step, .. } => {
                    let first = from.div_euclid(*step) + i64::from(from.rem_euclid(*step) != 0);
                    let last = to.div_euclid(*step);
                    Value::from(rng.random_range(first..=last) * step)
                }
                Param::Pick { values, .. } => values[rng.random_range(0..values.len())].clone(),
            };
            (name.clone(), value)
        })
        .collect();
    for (name, terms) in &template.derive {
        let sum: i64 = terms
            .iter()
            .map(|(sign, term)| {
                sign * match term {
                    Term::Number(n) => *n,
                    Term::Param(p) => values.get(p).and_then(Value::as_i64).unwrap_or(0),
                }
            })
            .sum();
        values.insert(name.clone(), Value::from(sum));
    }
    values
}

/// The case with its `{name}` placeholders filled: a string that is only a placeholder
/// takes the parameter's value as it is (a number stays a number).
fn fill(case: &Value, params: &BTreeMap<String, Value>) -> Value {
    match case {
        Value::String(s) => {
            if let Some(name) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}'))
                && let Some(v) = params.get(name)
            {
                return v.clone();
            }
            let mut out = s.clone();
            for (name, v) in params {
                let text = match v {
                    Value::String(t) => t.clone(),
                    other => other.to_string(),
                };
                out = out.replace(&format!("{{{name}}}"), &text);
            }
            Value::String(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| fill(v, params)).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), fill(v, params)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Paragraphs a "which law applies" question offers, grouped by family (the first two
/// characters of the code).
const LAW_CHOICES: [&str; 12] = [
    "64A1", "64A2", "64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7", "64C1", "62B1", "62B2",
];

/// Multiple-choice options: the answer, the misreadings' answers, and neighbours of the
/// answer when there are too few, in an order drawn from the seed.
fn choose(
    n: usize,
    answer: &Value,
    wrong: &[crate::grading::Misapplication],
    unit: &str,
    case: &Value,
    rng: &mut ChaCha8Rng,
) -> Vec<Value> {
    let mut options = vec![answer.clone()];
    if let Some(yes) = answer.as_bool() {
        // A yes-or-no question has just the two options.
        options.push(Value::Bool(!yes));
    }
    for m in wrong {
        if options.len() < n && !options.iter().any(|o| same(o, &m.value)) {
            options.push(m.value.clone());
        }
    }
    if unit == "law" {
        // The other paragraphs of the family the answer belongs to, in a seeded order.
        let family = answer
            .as_str()
            .map_or("", |code| &code[..code.len().min(2)]);
        let mut siblings: Vec<&str> = LAW_CHOICES
            .iter()
            .copied()
            .filter(|code| code.starts_with(family) && Some(*code) != answer.as_str())
            .collect();
        siblings.shuffle(rng);
        for code in siblings {
            if options.len() < n && !options.iter().any(|o| o.as_str() == Some(code)) {
                options.push(Value::from(code));
            }
        }
    }
    // A score ten points off is no score bridge gives: other scores the case names (the
    // results of the other calls, the table result) are the distractors a student meets.
    if unit == "score" {
        for v in scores_in(case)
            .into_iter()
            .chain(same_contract_scores(case, answer))
        {
            if options.len() < n && !options.iter().any(|o| same(o, &v)) {
                options.push(v);
            }
        }
    }
    // Neighbours of the answer in the unit's own steps and range: a trick count stays
    // within 0–13, a percentage within 0–100, a score moves by tens.
    let (step, low, high) = match unit {
        "tricks" => (1.0, 0.0, 13.0),
        "percent" => (5.0, 0.0, 100.0),
        "score" => (10.0, -7600.0, 7600.0),
        _ => (1.0, -24.0 * 13.0, 24.0 * 13.0),
    };
    // Only a number has neighbours: a law or a yes-or-no answer keeps fewer options
    // rather than take a number among them.
    if let Some(base) = answer.as_f64() {
        let mut k = 1.0;
        while options.len() < n && k < 100.0 {
            for candidate in [base + k * step, base - k * step] {
                let v = if candidate.fract() == 0.0 {
                    Value::from(candidate as i64)
                } else {
                    Value::from(candidate)
                };
                if (low..=high).contains(&candidate)
                    && options.len() < n
                    && !options.iter().any(|o| same(o, &v))
                {
                    options.push(v);
                }
            }
            k += 1.0;
        }
    }
    for i in (1..options.len()).rev() {
        let j = rng.random_range(0..=i);
        options.swap(i, j);
    }
    options
}

/// Every number in a case that reads as a bridge score (a multiple of ten, 50 or more
/// either way: poll counts and trick counts are not), in the order the case gives them.
fn scores_in(case: &Value) -> Vec<Value> {
    match case {
        Value::Number(n) => n
            .as_i64()
            .filter(|v| v.abs() >= 50 && v % 10 == 0)
            .map(|v| vec![Value::from(v)])
            .unwrap_or_default(),
        Value::Array(items) => items.iter().flat_map(scores_in).collect(),
        Value::Object(map) => map.values().flat_map(scores_in).collect(),
        _ => Vec::new(),
    }
}

/// When the case names a contract, the scores of that contract one, two, three tricks
/// either side of the answer's: the results a miscount gives.
fn same_contract_scores(case: &Value, answer: &Value) -> Vec<Value> {
    let mut scores: Vec<(i64, i64)> = (0..=13u8)
        .filter_map(|tricks| {
            let ns = crate::interface::read::score_ns(case, tricks)?;
            Some((i64::from(tricks), i64::from(ns)))
        })
        .collect();
    let Some(at) = scores
        .iter()
        .position(|(_, ns)| Some(*ns) == answer.as_i64())
    else {
        return Vec::new();
    };
    let made = scores[at].0;
    scores.sort_by_key(|(tricks, _)| (tricks - made).abs());
    scores
        .into_iter()
        .skip(1)
        .map(|(_, ns)| Value::from(ns))
        .collect()
}

/// The variant's question in `lang`, parameters put into words and glossary terms
/// (`{-revoke}`) taken from the reader's catalogue.
pub fn question(template: &Template, variant: &Variant, lang: Lang) -> String {
    let text = template.spec.question.get(lang).get_ref();
    let mut out = catalogue().fill_terms(lang, text);
    for name in placeholders(text).map(str::to_owned).collect::<Vec<_>>() {
        let Some(value) = variant.params.get(&name) else {
            continue;
        };
        let show = template
            .params
            .iter()
            .find(|(n, _)| *n == name)
            .map_or_else(
                || match name.as_str() {
                    // What builders add: a card and a suit read as words too.
                    "revoke_card" => Show::Card,
                    "suit_led" => Show::Suit,
                    "claimer" | "second_offender" => Show::Seat,
                    _ => Show::Plain,
                },
                |(_, p)| match p {
                    Param::Range { show, .. } | Param::Pick { show, .. } => *show,
                },
            );
        out = out.replace(&format!("{{{name}}}"), &words(value, show, lang));
    }
    out
}

fn words(value: &Value, show: Show, lang: Lang) -> String {
    let text = match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let c = catalogue();
    match show {
        Show::Plain => text,
        Show::Seat => text.parse::<Seat>().map_or(text.clone(), |s| {
            c.text(lang, &format!("seat-{}", s.letter()))
        }),
        Show::Side => text.parse::<Side>().map_or(text.clone(), |s| {
            c.text(lang, &format!("side-{}", s.code()))
        }),
        Show::Fault => c.text(lang, &format!("fault-{text}")),
        Show::Strain => text.parse().map_or(text.clone(), |strain| {
            strain_after_level(strain, lang).to_owned()
        }),
        Show::Card => text
            .parse::<Card>()
            .map_or(text.clone(), |card| card_text(card, lang)),
        Show::Suit => text
            .parse::<crate::model::Suit>()
            .map_or(text.clone(), |s| {
                c.text(lang, &format!("suit-{}", s.letter()))
            }),
        Show::Contract => text
            .parse()
            .map_or(text.clone(), |contract| contract_text(contract, lang)),
        Show::Trumps => match text.parse::<crate::model::Suit>() {
            Ok(s) => c.text(lang, &format!("suit-{}", s.letter())),
            Err(_) => c.text(lang, "trumps-none"),
        },
        Show::Vulnerability => c.text(lang, &format!("vul-{text}")),
    }
}
