//! `ruling bank check`: every template parses (checked on load), and for each, many
//! seeds generate a variant that the engine rules along the template's branch, with an
//! answer unlike every distractor, and (when asked) enough distinct variants: a template
//! whose parameters allow only a few hundred questions is soon learnt by heart. Problems
//! read `file:line:col: message`.

use super::diag::BankError;
use super::{Bank, generate::generate};

/// Seeds tried per template by default.
pub const SEEDS: u64 = 500;

/// Generates `seeds` variants of every template and reports what went wrong; with
/// `distinct` above 0, also each template whose seeds give fewer distinct variants.
pub fn check(bank: &Bank, seeds: u64, distinct: usize) -> Vec<BankError> {
    let mut errors = Vec::new();
    for template in bank.templates() {
        let mut questions = std::collections::HashSet::new();
        let mut failed = false;
        let at_branch = |message: String| template.error(template.spec.branch.span(), message);
        for seed in 0..seeds {
            match generate(template, seed) {
                Ok(variant) => {
                    // A variant is its drawn and built parameters: everything the question shows.
                    questions.insert(format!("{:?}", variant.params));
                    if variant
                        .misapplications
                        .iter()
                        .any(|m| m.value.same(variant.answer))
                    {
                        errors.push(at_branch(format!(
                            "seed {seed}: a distractor equals the answer"
                        )));
                        failed = true;
                        break;
                    }
                    if template.spec.choices.is_some()
                        && !variant.choices.iter().any(|c| c.same(variant.answer))
                    {
                        errors.push(at_branch(format!(
                            "seed {seed}: the answer is not among the choices"
                        )));
                        failed = true;
                        break;
                    }
                }
                Err(e) => {
                    errors.push(at_branch(format!("seed {seed}: {e}")));
                    failed = true;
                    break;
                }
            }
        }
        if !failed && questions.len() < distinct {
            errors.push(template.error(
                template.spec.id.span(),
                format!(
                    "only {} distinct variants in {seeds} seeds, fewer than {distinct}: widen the parameters",
                    questions.len()
                ),
            ));
        }
    }
    errors
}
