//! From a template and a seed to a variant: draw the parameters (seeded ChaCha, the same
//! on every machine), build the engine case, rule it, and keep the variant only when the
//! ruling takes the branch the template trains. Rendering a variant's question in a
//! language is the last step, done at the edge.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use toml::Value;

use crate::interface::input::read_kind;
use crate::laws::{Answer, Field, Limits, Part, Unit, rule_citing};
use crate::misreading::{Asked, Misapplication, misapplications};

use super::auction::{AuctionSpecError, agrees};
use super::builders::{Params, Records, substitute};
use super::template::{Param, Template, Term};
use super::variant::{TemplateText, Variant, VariantCode};
use super::{Bank, FORMAT};

/// Draws tried before a template is declared unable to meet its branch.
pub const MAX_ATTEMPTS: usize = 400;

/// Why no variant came out.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenerateError {
    #[error("{template}: no draw in {MAX_ATTEMPTS} took the branch {branch}{}", .last.as_ref().map(|l| format!(" (last: {l})")).unwrap_or_default())]
    /// Every one of [`MAX_ATTEMPTS`] draws was refused: by the builder, by the engine, or
    /// because its ruling did not take the template's branch or show its required fields.
    BranchNotMet {
        /// The template's id.
        template: String,
        /// The code of the law the template trains.
        branch: &'static str,
        /// Why the last draw was refused.
        last: Option<String>,
    },
    #[error("{template}: the answer field `{field}` is not a number in the engine's output")]
    /// The verdict has no value in the template's answer field: the template asks for a
    /// field its kind of case does not give.
    NoAnswer {
        /// The template's id.
        template: String,
        /// The answer field, as the template names it.
        field: String,
    },
    /// The template's `[auction]` cannot be built, or contradicts the case's contract.
    #[error("{template}: {error}")]
    Auction {
        /// The template's id.
        template: String,
        /// What is wrong with the auction.
        error: AuctionSpecError,
    },
    #[error("no template has the code {0}")]
    /// A variant code names a template code the bank does not have.
    UnknownCode(String),
    #[error(
        "{code} was made with version {made} of template {template}; the bank now has version {now}, so it cannot be rebuilt as the student saw it"
    )]
    /// The variant code was made from another version of its template: the same seed would
    /// not give what the student saw.
    VersionChanged {
        /// The variant code.
        code: String,
        /// The template's id.
        template: String,
        /// The template version the code names.
        made: u32,
        /// The template version in the bank.
        now: u32,
    },
    #[error("{code} was made by bank format {made}; this program reads format {now}")]
    /// The variant code was made under another bank format ([`super::FORMAT`]).
    FormatChanged {
        /// The variant code.
        code: String,
        /// The format the code names.
        made: u32,
        /// The format this program reads.
        now: u32,
    },
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

/// The limits every variant is ruled within. Fixed, so that a seed gives the same
/// variant wherever it is generated: a web request and the command line agree.
pub const GENERATION: Limits = Limits::COMMAND_LINE;

/// The variant a template gives for a seed.
///
/// # Errors
/// When no draw takes the template's branch, or the verdict has no answer in the
/// template's field.
pub fn generate(template: &Template, seed: u64) -> Result<Variant, GenerateError> {
    generate_from(template, seed, None)
}

/// As [`generate`], the real deals drawn among `records` (a club's hand records) when
/// given. Such a variant's code names its template and seed but not the boards: it is
/// rebuilt only with the same records, so it lives where it is stored whole (an exam's
/// `exam.json`, an export).
///
/// # Errors
/// As [`generate`]; with records that fit no drawn contract, [`GenerateError::BranchNotMet`].
pub fn generate_from(
    template: &Template,
    seed: u64,
    records: Records<'_>,
) -> Result<Variant, GenerateError> {
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
            match builder.get_ref().build(&params, &mut rng, records) {
                Some(built) => params.extend(built),
                None => {
                    last = Some(format!(
                        "builder {} refused the draw",
                        builder.get_ref().code()
                    ));
                    continue;
                }
            }
        }
        let filled = fill_case(template.spec.case.get_ref(), &params);
        let play_form = filled.get("play").is_some() || filled.get("deal").is_some();
        let input = match read_kind(template.kind, play_form, filled) {
            Ok(input) => input,
            Err(e) => {
                last = Some(e.to_string());
                continue;
            }
        };
        let case = match input.clone().into_case() {
            Ok(case) => case,
            Err(e) => {
                last = Some(e.to_string());
                continue;
            }
        };
        // The auction is the template's to get right, not the draw's: an auction that
        // breaks the rules or tells another contract is an error, not a redraw.
        let auction = match &template.spec.auction {
            Some(spec) => {
                let auction_error = |error| GenerateError::Auction {
                    template: template.id().to_owned(),
                    error,
                };
                let auction = spec.get_ref().build(&params).map_err(auction_error)?;
                agrees(&auction, &input).map_err(auction_error)?;
                Some(auction)
            }
            None => None,
        };
        // Only a ruling that cites the branch is kept, so the engine may stop short of
        // one that cannot (a revoke's double-dummy measure is most of a draw's cost).
        let ruling = match rule_citing(&case, &GENERATION, template.branch) {
            Ok(Some(r)) => r,
            Ok(None) => {
                last = Some(format!(
                    "the ruling does not cite {}",
                    template.branch.code()
                ));
                continue;
            }
            Err(e) => {
                last = Some(format!("{}: {e}", e.field()));
                continue;
            }
        };
        let laws = ruling.laws();
        let required = template.spec.require.iter().all(|(field, want)| {
            ruling.verdict.answer(*field, Unit::YesNo) == Some(Answer::YesNo(*want))
        });
        if !required {
            last = Some("a required output field differs".into());
            continue;
        }
        let spec = template.answer();
        let no_answer = || GenerateError::NoAnswer {
            template: template.id().to_owned(),
            field: spec.field.code().to_owned(),
        };
        let answer = ruling
            .verdict
            .answer(spec.field, spec.unit)
            .ok_or_else(no_answer)?;
        let asked = Asked {
            field: spec.field,
            unit: spec.unit,
        };
        let wrong = misapplications(&case, &ruling, asked, &GENERATION);
        let parts = spec
            .parts
            .iter()
            .map(|&part| {
                let value = match part {
                    Part::Law | Part::LawEstablishes => Some(Answer::Law(template.branch)),
                    Part::Field(f) => ruling.verdict.answer(f, f.unit()),
                };
                value.map(|v| (part, v)).ok_or_else(no_answer)
            })
            .collect::<Result<Vec<_>, _>>()?;
        // Each other part of a whole ruling diagnosed by its own misreadings (the law
        // part as the paragraph that rectifies).
        let part_misreadings = parts
            .iter()
            .filter(|&&(part, _)| part != Part::Field(spec.field))
            .filter_map(|&(part, _)| {
                let field = match part {
                    Part::Law => Field::RectifiedBy,
                    // No misreading names another establishing paragraph yet.
                    Part::LawEstablishes => return None,
                    Part::Field(f) => f,
                };
                let asked = Asked {
                    field,
                    unit: field.unit(),
                };
                let found = misapplications(&case, &ruling, asked, &GENERATION);
                (!found.is_empty()).then_some((part, found))
            })
            .collect();
        let choices = match &template.spec.choices {
            Some(n) => choose(usize::from(*n.get_ref()), answer, &wrong, &mut rng),
            None => Vec::new(),
        };
        return Ok(Variant {
            code: VariantCode {
                code: template.code().to_owned(),
                version: template.version(),
                seed,
                format: FORMAT,
            },
            template: TemplateText {
                id: template.id().to_owned(),
                family: template.family().to_owned(),
                title: (&template.spec.title).into(),
                question: (&template.spec.question).into(),
                shows: template.shows.clone(),
                field: spec.field,
                unit: spec.unit,
                branch: template.branch,
            },
            params,
            case: input,
            laws,
            steps: ruling.steps,
            answer,
            misapplications: wrong,
            choices,
            parts,
            auction,
            part_misreadings,
            also_right: if spec.parts.contains(&Part::Law) {
                template
                    .law_also
                    .iter()
                    .map(|&law| (Part::Law, Answer::Law(law)))
                    .collect()
            } else {
                Vec::new()
            },
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

fn draw(template: &Template, rng: &mut ChaCha8Rng) -> Params {
    let mut values: Params = template
        .params
        .iter()
        .map(|(name, param)| {
            let value = match param {
                Param::Range { from, to, step } => {
                    let first = from.div_euclid(*step) + i64::from(from.rem_euclid(*step) != 0);
                    let last = to.div_euclid(*step);
                    Value::Integer(rng.random_range(first..=last) * step)
                }
                Param::Pick { values } => values[rng.random_range(0..values.len())].clone(),
            };
            (name.clone(), value)
        })
        .collect();
    derive(template, &mut values);
    values
}

/// Works the template's derived values out of the drawn ones in `values`.
pub(crate) fn derive(template: &Template, values: &mut Params) {
    for (name, terms) in &template.derive {
        let sum: i64 = terms
            .iter()
            .map(|(sign, term)| {
                sign * match term {
                    Term::Number(n) => *n,
                    Term::Param(p) => values.get(p).and_then(Value::as_integer).unwrap_or(0),
                }
            })
            .sum();
        values.insert(name.clone(), Value::Integer(sum));
    }
}

/// The case with its `{name}` placeholders filled: a string that is only a placeholder
/// takes the parameter's value as it is (a number stays a number).
fn fill(case: &Value, params: &Params) -> Value {
    match case {
        Value::String(s) => {
            if let Some(name) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}'))
                && let Some(v) = params.get(name)
            {
                return v.clone();
            }
            Value::String(substitute(s, params))
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| fill(v, params)).collect()),
        Value::Table(map) => fill_case(map, params),
        other => other.clone(),
    }
}

/// [`fill`] of a table, read where it is: a template's case table need not be copied
/// into a `Value` first.
pub(crate) fn fill_case(case: &toml::Table, params: &Params) -> Value {
    Value::Table(
        case.iter()
            .map(|(k, v)| (k.clone(), fill(v, params)))
            .collect(),
    )
}

/// Multiple-choice options: the answer and the answers of the misreadings the engine
/// names, in an order drawn from the seed. A distractor the engine cannot explain (a
/// neighbouring number, another score the story mentions, a sibling paragraph) is not
/// offered: when fewer misreadings remain than the template asks for, the variant offers
/// fewer options. A yes-or-no question always offers both.
/// Exactly `k` options for `variant` (its answer and `k - 1` answers its misreadings
/// give, each a different value), shuffled by the variant's own seed: what a printed exam
/// asks when the whole class gets `k` options for a question, whatever the template's
/// own `choices`. `None` when the misreadings give fewer than `k - 1` other values, or
/// for a yes-or-no question, whose two options are fixed.
pub fn exactly(variant: &Variant, k: usize) -> Option<Vec<Answer>> {
    if matches!(variant.answer, Answer::YesNo(_)) || !variant.parts.is_empty() {
        return None;
    }
    let mut options = vec![variant.answer];
    for m in &variant.misapplications {
        if options.len() < k && !options.iter().any(|o| o.same(m.value)) {
            options.push(m.value);
        }
    }
    if options.len() < k {
        return None;
    }
    // Another stream than the draw's own, so the order does not echo the parameters.
    let mut rng = ChaCha8Rng::seed_from_u64(variant.code.seed ^ 0x006f_7074_696f_6e73);
    for i in (1..options.len()).rev() {
        let j = rng.random_range(0..=i);
        options.swap(i, j);
    }
    Some(options)
}

fn choose(n: usize, answer: Answer, wrong: &[Misapplication], rng: &mut ChaCha8Rng) -> Vec<Answer> {
    let mut options = vec![answer];
    if let Answer::YesNo(yes) = answer {
        options.push(Answer::YesNo(!yes));
    }
    for m in wrong {
        if options.len() < n && !options.iter().any(|o| o.same(m.value)) {
            options.push(m.value);
        }
    }
    if options.len() < 3 && !matches!(answer, Answer::YesNo(_)) {
        // The answer alone is no choice, and the answer beside one misreading is a coin
        // toss (review W9): the question is asked as a free answer. Only yes or no is
        // asked with two options.
        return Vec::new();
    }
    for i in (1..options.len()).rev() {
        let j = rng.random_range(0..=i);
        options.swap(i, j);
    }
    options
}
