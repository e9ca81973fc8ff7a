//! `ruling bank check`: every template parses (checked on load), and for each, many
//! seeds generate a variant that the engine rules along the template's branch, with an
//! answer unlike every distractor, facts that do not contradict each other (see
//! [`super::consistency`]), and (when asked) enough distinct variants: a template whose
//! parameters allow only a few hundred questions is soon learnt by heart. A template's
//! `[auction]` must be legal and end in the case's contract and declarer (see
//! [`super::auction`]); it is reported at the `[auction]` table. Real-deal
//! templates are measured double dummy on their first seeds (see [`super::realism`]): a
//! template whose contracts or table results are too often far from double dummy fails.
//! Every variant that names its board agrees with it on dealer and vulnerability
//! (Law 2), and on its first seeds no fact the answer depends on is missing from the
//! page (see [`super::answerable`]). Problems read `file:line:col: message`.

use std::fmt;

use super::diag::BankError;
use super::realism::{self, CONTRACT_SHARE, Measure, Row, SLACK, TABLE_SHARE, share};
use super::{Bank, Template, answerable, consistency, generate::generate};
use crate::laws::Case;

/// Seeds tried per template by default.
pub const SEEDS: u64 = 500;

/// Seeds per real-deal template measured double dummy by default: a full-deal solve
/// costs tens of milliseconds, so 2,000 seeds of every template would take CI most of an
/// hour; 200 measure a share to within about 1.5 % (one standard error at 95 %).
pub const REALISM_SEEDS: u64 = 200;

/// Seeds per template whose facts are changed one by one and ruled again: each costs
/// a ruling per fact and value, a claim's a double-dummy line.
pub const ANSWERABLE_SEEDS: u64 = 10;

/// What `bank check` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Seeds generated per template.
    pub seeds: u64,
    /// Distinct variants each template must give among its seeds (0: not checked).
    pub distinct: usize,
    /// Of the seeds, how many of each real-deal template are measured double dummy
    /// (0: no measurement).
    pub realism_seeds: u64,
    /// Threads for the double-dummy measurement.
    pub threads: usize,
    /// Of the seeds, how many of each template have each fact changed and ruled again,
    /// to find an answer that depends on what the page does not show (0: not checked).
    pub answerable_seeds: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seeds: SEEDS,
            distinct: 0,
            realism_seeds: REALISM_SEEDS,
            answerable_seeds: ANSWERABLE_SEEDS,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }
}

/// The problems found, and the realism of every real-deal template measured.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Every problem found, each at its place in a template file.
    pub errors: Vec<BankError>,
    /// One row per real-deal template measured double dummy; empty when none was.
    pub realism: Vec<Row>,
    /// One row per template that asks with choices, in bank order.
    pub choices: Vec<ChoicesRow>,
}

/// How often a template with `choices` could offer them. Choices are only the answers
/// of misreadings the engine names, so where few fire a question is asked with fewer
/// options, or as a free answer: the row shows where misreadings are missing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoicesRow {
    /// The template's id.
    pub template: String,
    /// The options it asks for, the answer included.
    pub wanted: u8,
    /// Seeds generated.
    pub seeds: u64,
    /// Seeds asked with choices at all.
    pub with_choices: u64,
    /// Options offered over all seeds, the answer included: a yes-or-no question never
    /// has more than two, whatever `choices` says.
    pub options: u64,
}

/// The realism table: per real-deal template, contracts and table results within
/// [`SLACK`] tricks of double dummy.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.realism.is_empty() {
            return Ok(());
        }
        writeln!(
            f,
            "| real-deal template | seeds | contract within {SLACK} of double dummy (≥ {CONTRACT_SHARE} %) | table result within {SLACK} (≥ {TABLE_SHARE} %) |"
        )?;
        writeln!(f, "|---|---:|---:|---:|")?;
        for row in &self.realism {
            let mark = |ok: bool| if ok { "" } else { " FAIL" };
            writeln!(
                f,
                "| {} | {} | {}{} | {}{} |",
                row.template,
                row.measured,
                share(row.contracts, row.measured),
                mark(row.contracts_ok()),
                share(row.results, row.played),
                mark(row.results_ok()),
            )?;
        }
        Ok(())
    }
}

/// The choices table: per template with `choices`, the seeds asked with choices and how
/// many options they had on average. Printed after the realism table.
impl Report {
    /// The choices table in Markdown, or nothing when no template has choices.
    pub fn choices_table(&self) -> String {
        use fmt::Write as _;
        let mut out = String::new();
        if self.choices.is_empty() {
            return out;
        }
        out.push_str(
            "\n| template | options asked | seeds with choices | options offered (mean) |\n",
        );
        out.push_str("|---|---:|---:|---:|\n");
        for row in &self.choices {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {:.1} |",
                row.template,
                row.wanted,
                share(row.with_choices as usize, row.seeds as usize),
                row.options as f64 / row.with_choices.max(1) as f64,
            );
        }
        out
    }
}

/// Generates `options.seeds` variants of every template and reports what went wrong,
/// without the rules that read the page ([`check_pages`]).
pub fn check(bank: &Bank, options: &Options) -> Report {
    run(bank, options, None)
}

/// [`check`], and the rules that read the page as `page` draws it: every question
/// answerable from it, and its board, dealer and vulnerability agreeing (Law 2).
pub fn check_pages(bank: &Bank, options: &Options, page: &dyn answerable::Page) -> Report {
    run(bank, options, Some(page))
}

fn run(bank: &Bank, options: &Options, page: Option<&dyn answerable::Page>) -> Report {
    let templates = bank.templates();
    // Templates are checked on every core, as their costs differ widely (a claim's
    // double-dummy search against a score table): one thread going through them in
    // turn left the other core idle for most of CI's 2000 seeds.
    let checked = crate::cores::map_ordered(templates, options.threads, |template| {
        check_template(template, options, page)
    });
    let mut errors = Vec::new();
    // Real deals to measure: the template and the case.
    let mut deals: Vec<(usize, Case)> = Vec::new();
    let mut choices = Vec::new();
    for (index, found) in checked.into_iter().enumerate() {
        errors.extend(found.errors);
        deals.extend(found.deals.into_iter().map(|case| (index, case)));
        choices.extend(found.choices);
    }
    let realism = measure(bank, &deals, options.threads, &mut errors);
    Report {
        errors,
        realism,
        choices,
    }
}

/// What checking one template found.
#[derive(Default)]
struct Checked {
    errors: Vec<BankError>,
    /// Its real deals to measure for realism.
    deals: Vec<Case>,
    /// The options its variants offered, when it asks for choices.
    choices: Option<ChoicesRow>,
}

/// Generates a template's seeds and checks each variant.
fn check_template(
    template: &Template,
    options: &Options,
    page: Option<&dyn answerable::Page>,
) -> Checked {
    let mut found = Checked::default();
    let mut questions = std::collections::HashSet::new();
    let mut failed = false;
    let wanted = template.spec.choices.as_ref().map(|c| *c.get_ref());
    let mut offered = ChoicesRow {
        template: template.id().to_owned(),
        wanted: wanted.unwrap_or(0),
        seeds: 0,
        with_choices: 0,
        options: 0,
    };
    let at_branch = |message: String| template.error(template.spec.branch.span(), message);
    for seed in 0..options.seeds {
        let variant = match generate(template, seed) {
            Ok(variant) => variant,
            Err(e) => {
                let span = match (&e, &template.spec.auction) {
                    (super::generate::GenerateError::Auction { .. }, Some(a)) => a.span(),
                    _ => template.spec.branch.span(),
                };
                found
                    .errors
                    .push(template.error(span, format!("seed {seed}: {e}")));
                failed = true;
                break;
            }
        };
        // A variant is its drawn and built parameters: everything the question shows.
        questions.insert(format!("{:?}", variant.params));
        offered.seeds += 1;
        offered.with_choices += u64::from(!variant.choices.is_empty());
        offered.options += variant.choices.len() as u64;
        if variant
            .misapplications
            .iter()
            .any(|m| m.value.same(variant.answer))
        {
            found.errors.push(at_branch(format!(
                "seed {seed}: a distractor equals the answer"
            )));
            failed = true;
            break;
        }
        if let Some(problem) = choices_problem(&variant) {
            found
                .errors
                .push(at_branch(format!("seed {seed}: {problem}")));
            failed = true;
            break;
        }
        // No choices left means no misreading explains another answer: the
        // question is then asked as a free answer (question-bank/README.md).
        if !variant.choices.is_empty() && !variant.choices.iter().any(|c| c.same(variant.answer)) {
            found.errors.push(at_branch(format!(
                "seed {seed}: the answer is not among the choices"
            )));
            failed = true;
            break;
        }
        if let Some(problem) = page.and_then(|page| answerable::law2(page, &variant)) {
            let span = template
                .spec
                .params
                .get("board")
                .map(|p| p.span())
                .or_else(|| template.spec.auction.as_ref().map(|a| a.span()))
                .unwrap_or_else(|| template.spec.id.span());
            found
                .errors
                .push(template.error(span, format!("seed {seed}: {problem}")));
            failed = true;
            break;
        }
        if seed < options.answerable_seeds
            && let Some(hidden) =
                page.and_then(|page| answerable::hidden_fact(page, template, &variant))
        {
            let span = template
                .spec
                .params
                .get(&hidden.param)
                .map_or_else(|| template.spec.question.en.span(), |p| p.span());
            found
                .errors
                .push(template.error(span, format!("seed {seed}: {hidden}")));
            failed = true;
            break;
        }
        // The generator ruled this case already, so it converts.
        let Ok(case) = variant.case.into_case() else {
            continue;
        };
        if let Some(c) = consistency::contradictions(&case).into_iter().next() {
            found.errors.push(template.error(
                case_field(template, c.field),
                format!(
                    "seed {seed}: the facts contradict each other: {}",
                    c.message
                ),
            ));
            failed = true;
            break;
        }
        if seed < options.realism_seeds && matches!(case, Case::RevokePlay(_)) {
            found.deals.push(case);
        }
    }
    if !failed && questions.len() < options.distinct {
        found.errors.push(template.error(
            template.spec.id.span(),
            format!(
                "only {} distinct variants in {} seeds, fewer than {}: widen the parameters",
                questions.len(),
                options.seeds,
                options.distinct
            ),
        ));
    }
    if wanted.is_some() {
        found.choices = Some(offered);
    }
    found
}

/// What is wrong with a variant's options, if anything: two options where the answer is
/// not yes or no are a coin toss (review W9), so a question offers three or more, or
/// none (a typed answer).
pub fn choices_problem(variant: &super::Variant) -> Option<String> {
    let yes_no = matches!(variant.answer, crate::laws::Answer::YesNo(_));
    (variant.choices.len() == 2 && !yes_no).then(|| {
        "only two options, and the answer is not yes or no: offer three or more, or none".to_owned()
    })
}

/// Measures the real deals, tallies them per template, and reports each template under
/// a share at its builder.
fn measure(
    bank: &Bank,
    deals: &[(usize, Case)],
    threads: usize,
    errors: &mut Vec<BankError>,
) -> Vec<Row> {
    let cases: Vec<Case> = deals.iter().map(|(_, c)| c.clone()).collect();
    let measures = realism::measure_all(&cases, threads);
    let mut rows = Vec::new();
    for (index, template) in bank.templates().iter().enumerate() {
        let mine: Vec<Measure> = deals
            .iter()
            .zip(&measures)
            .filter(|((i, _), _)| *i == index)
            .filter_map(|(_, m)| *m)
            .collect();
        if mine.is_empty() {
            continue;
        }
        let row = Row::tally(template.id(), &mine);
        let span = template
            .spec
            .builder
            .as_ref()
            .map_or(template.spec.id.span(), |b| b.span());
        if !row.contracts_ok() {
            errors.push(template.error(
                span.clone(),
                format!(
                    "contracts within {SLACK} tricks of double dummy in {}, under {CONTRACT_SHARE} %: deal for the contract",
                    share(row.contracts, row.measured)
                ),
            ));
        }
        if !row.results_ok() {
            errors.push(template.error(
                span,
                format!(
                    "table results within {SLACK} tricks of double dummy in {}, under {TABLE_SHARE} %: play sensibly",
                    share(row.results, row.played)
                ),
            ));
        }
        rows.push(row);
    }
    rows
}

/// Where a field of the template's case is written: its `key =` line under `[case]`, or
/// the case table when the key is not spelled out there.
fn case_field(template: &Template, field: &str) -> std::ops::Range<usize> {
    let case = template.spec.case.span();
    let text = &template.source;
    let from = case.start.min(text.len());
    let mut at = from;
    for line in text[from..].lines() {
        let key = line.split('=').next().unwrap_or("").trim();
        if key == field {
            return at..at + line.len();
        }
        if at > from && line.starts_with('[') {
            break;
        }
        at += line.len() + 1;
    }
    case
}
