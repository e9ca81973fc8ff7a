//! `ruling bank check`: every template parses (checked on load), and for each, many
//! seeds generate a variant that the engine rules along the template's branch, with an
//! answer unlike every distractor. Problems read `file:line:col: message`.

use super::template::{BankError, Source};
use super::{Bank, generate::generate};
use crate::grading::same;

/// Seeds tried per template by default.
pub const SEEDS: u64 = 500;

/// Generates `seeds` variants of every template and reports what went wrong.
pub fn check(bank: &Bank, seeds: u64, texts: &dyn Fn(&str) -> Option<String>) -> Vec<BankError> {
    let mut errors = Vec::new();
    for template in bank.templates() {
        let text = texts(&template.file).unwrap_or_default();
        let source = Source {
            file: &template.file,
            text: &text,
        };
        for seed in 0..seeds {
            match generate(template, seed) {
                Ok(variant) => {
                    if variant
                        .misapplications
                        .iter()
                        .any(|m| same(&m.value, &variant.answer))
                    {
                        errors.push(source.error(
                            template.spec.branch.span(),
                            format!("seed {seed}: a distractor equals the answer"),
                        ));
                        break;
                    }
                    if template.spec.choices.is_some()
                        && !variant.choices.iter().any(|c| same(c, &variant.answer))
                    {
                        errors.push(source.error(
                            template.spec.branch.span(),
                            format!("seed {seed}: the answer is not among the choices"),
                        ));
                        break;
                    }
                }
                Err(e) => {
                    errors.push(
                        source.error(template.spec.branch.span(), format!("seed {seed}: {e}")),
                    );
                    break;
                }
            }
        }
    }
    errors
}
