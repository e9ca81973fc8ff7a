//! The question bank: templates, each a small story with parameters, and the generator
//! that turns a template and a seed into a variant whose answer the law engine computes.
//!
//! ```
//! let bank = ruling::bank::Bank::bundled().unwrap();
//! let template = bank.get("imps-conversion").unwrap();
//! let variant = ruling::bank::generate::generate(template, 7).unwrap();
//! assert_eq!(variant.code.to_string().split('-').next(), Some("IMP"));
//! ```
//!
//! A template lives in `question-bank/<family>/<id>.toml` (see `question-bank/README.md`);
//! the bundled bank is built into the binary. Data flows one way: template → parameters
//! → engine case → ruling → answer and explanation → web page or printed sheet.

pub mod builders;
pub mod check;
pub mod generate;
pub mod render;
pub mod template;
pub mod variant;

use include_dir::{Dir, include_dir};

use crate::i18n::glossary::{TermRef, avoided_in};
use crate::i18n::{Lang, catalogue};
use crate::interface::KINDS;
use crate::laws::Law;
use template::{BankError, ParamSpec, Source, TemplateFile};

/// The bank built into the binary.
static BUNDLED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/question-bank");

/// Version of the bank format and engine that variant codes name: a code made under
/// another format cannot be rebuilt and says so.
pub const FORMAT: u32 = 1;

/// Output fields a whole-ruling answer may ask for.
pub const OUTPUT_FIELDS: [&str; 16] = [
    "transferred",
    "declarer_tricks",
    "ns",
    "imps",
    "ns_team",
    "ew_team",
    "adjusted_ns",
    "claimer_tricks",
    "established",
    "penalty_card",
    "unusual",
    "infraction",
    "stands",
    "play_continues",
    "equity_adjusted",
    "rectified_by",
];

/// How a parameter value reads in a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    Plain,
    Seat,
    Side,
    Fault,
    Contract,
    Card,
    Suit,
    Strain,
    /// A strain as the trump suit: a suit's name, or "none" at notrump.
    Trumps,
    /// `None`, `NS`, `EW` or `All` in words.
    Vulnerability,
}

/// A checked parameter.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    Range {
        from: i64,
        to: i64,
        step: i64,
        show: Show,
    },
    Pick {
        values: Vec<serde_json::Value>,
        show: Show,
    },
}

/// A checked template.
#[derive(Debug, Clone)]
pub struct Template {
    /// The file it came from, relative to the bank.
    pub file: String,
    pub spec: TemplateFile,
    pub branch: Law,
    pub trains: Vec<Law>,
    pub params: Vec<(String, Param)>,
    /// Derived values: name and the signed terms summed (a parameter or a number each).
    pub derive: Vec<(String, Vec<(i64, Term)>)>,
    pub case: serde_json::Value,
}

/// One term of a derived value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    Param(String),
    Number(i64),
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

impl Template {
    pub fn id(&self) -> &str {
        self.spec.id.get_ref()
    }

    pub fn code(&self) -> &str {
        self.spec.code.get_ref()
    }

    pub fn version(&self) -> u32 {
        self.spec.version
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
        let law = |s: &toml::Spanned<String>, errors: &mut Vec<BankError>| {
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
        for (name, p) in &spec.params {
            match check_param(p.get_ref()) {
                Ok(param) => params.push((name.clone(), param)),
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
                            errors.push(source.error(expr.span(), format!("derive `{name}`: `{p}` is not a parameter")));
                        }
                    }
                    derive.push((name.clone(), terms));
                }
                None => errors.push(source.error(
                    expr.span(),
                    format!("derive `{name}`: write a sum of parameters and whole numbers, e.g. \"level + 6 + over\""),
                )),
            }
        }
        let mut built: &[&str] = &[];
        if let Some(b) = &spec.builder {
            match builders::BUILDERS
                .iter()
                .find(|(name, _)| name == b.get_ref())
            {
                Some((_, reads)) => {
                    for needed in *reads {
                        if !drawn.contains(needed) {
                            errors.push(source.error(
                                b.span(),
                                format!("builder `{}` reads a parameter `{needed}`", b.get_ref()),
                            ));
                        }
                    }
                    built = builders::provides(b.get_ref());
                }
                None => errors.push(source.error(
                    b.span(),
                    format!(
                        "`{}` is not a builder: use revoke-play or claim-position",
                        b.get_ref()
                    ),
                )),
            }
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
        let case = match serde_json::to_value(spec.case.get_ref()) {
            Ok(v) => v,
            Err(e) => {
                errors.push(source.error(spec.case.span(), e.to_string()));
                serde_json::Value::Null
            }
        };
        match case.get("kind").and_then(|k| k.as_str()) {
            Some(kind) if KINDS.contains(&kind) => {}
            _ => errors.push(source.error(
                spec.case.span(),
                format!("case.kind must be one of {}", KINDS.join(", ")),
            )),
        }
        let mut unknown = Vec::new();
        visit_strings(&case, &mut |s| {
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
        if !["tricks", "score", "imps", "percent", "yes-no", "law"]
            .contains(&spec.answer.get_ref().unit.as_str())
        {
            errors.push(source.error(
                spec.answer.span(),
                "answer.unit must be tricks, score, imps, percent, yes-no or law",
            ));
        }
        for part in &spec.answer.get_ref().parts {
            if part != "law" && !OUTPUT_FIELDS.contains(&part.as_str()) {
                errors.push(source.error(
                    spec.answer.span(),
                    format!(
                        "answer part `{part}` is neither `law` nor an output field ({})",
                        OUTPUT_FIELDS.join(", ")
                    ),
                ));
            }
        }
        if let Some(c) = &spec.choices
            && !(2..=6).contains(c.get_ref())
        {
            errors.push(source.error(c.span(), "choices must be 2 to 6"));
        }
        match (branch, errors.is_empty()) {
            (Some(branch), true) => Ok(Template {
                file: file.to_owned(),
                spec,
                branch,
                trains,
                params,
                derive,
                case,
            }),
            _ => Err(errors),
        }
    }
}

fn check_param(p: &ParamSpec) -> Result<Param, String> {
    let show = match p.show.as_deref() {
        None | Some("plain") => Show::Plain,
        Some("seat") => Show::Seat,
        Some("side") => Show::Side,
        Some("fault") => Show::Fault,
        Some("contract") => Show::Contract,
        Some("card") => Show::Card,
        Some("suit") => Show::Suit,
        Some("strain") => Show::Strain,
        Some("trumps") => Show::Trumps,
        Some("vulnerability") => Show::Vulnerability,
        Some(other) => {
            return Err(format!(
                "show `{other}` is not one of plain, seat, side, fault, contract, card, suit, strain, trumps, vulnerability"
            ));
        }
    };
    match (&p.range, &p.pick, p.step) {
        (Some([from, to]), None, step) => {
            let step = step.unwrap_or(1);
            if step <= 0 || from > to {
                return Err("a range runs from its first number up to its second, in steps above 0".into());
            }
            if from.rem_euclid(step) != 0 && (from.div_euclid(step) + 1) * step > *to {
                return Err(format!("no multiple of {step} lies in {from}..={to}"));
            }
            Ok(Param::Range { from: *from, to: *to, step, show })
        }
        (None, Some(values), None) if !values.is_empty() => {
            let values = values.iter().map(|v| serde_json::to_value(v).map_err(|e| e.to_string())).collect::<Result<_, _>>()?;
            Ok(Param::Pick { values, show })
        }
        _ => Err("give either `range = [from, to]` (with an optional `step`) or a non-empty `pick = [...]`".into()),
    }
}

/// The `{name}` placeholders in a text.
pub fn placeholders(text: &str) -> impl Iterator<Item = &str> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
}

fn visit_strings(value: &serde_json::Value, f: &mut impl FnMut(&str)) {
    match value {
        serde_json::Value::String(s) => f(s),
        serde_json::Value::Array(items) => items.iter().for_each(|v| visit_strings(v, f)),
        serde_json::Value::Object(map) => map.values().for_each(|v| visit_strings(v, f)),
        _ => {}
    }
}

/// All templates, by id.
#[derive(Debug, Clone)]
pub struct Bank {
    templates: Vec<Template>,
}

impl Bank {
    /// The bank built into the binary.
    ///
    /// # Errors
    /// Every problem in every file, as `file:line:col: message`.
    pub fn bundled() -> Result<Bank, Vec<BankError>> {
        let mut files = Vec::new();
        collect(&BUNDLED, &mut files);
        Bank::from_files(files)
    }

    /// A bank read from a folder (`question-bank/` of a checkout, or an instructor's own).
    ///
    /// # Errors
    /// Files that cannot be read, and every problem in every template.
    pub fn from_dir(dir: &std::path::Path) -> Result<Bank, Vec<BankError>> {
        let mut files = Vec::new();
        let mut errors = Vec::new();
        walk(dir, dir, &mut files, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        Bank::from_files(files)
    }

    fn from_files(mut files: Vec<(String, String)>) -> Result<Bank, Vec<BankError>> {
        files.sort();
        let mut templates: Vec<Template> = Vec::new();
        let mut errors = Vec::new();
        for (file, text) in &files {
            match Template::parse(file, text) {
                Ok(t) => {
                    let source = Source { file, text };
                    if let Some(other) = templates.iter().find(|o| o.id() == t.id()) {
                        errors.push(source.error(
                            t.spec.id.span(),
                            format!("id `{}` is also used by {}", t.id(), other.file),
                        ));
                    } else if let Some(other) = templates.iter().find(|o| o.code() == t.code()) {
                        errors.push(source.error(
                            t.spec.code.span(),
                            format!("code `{}` is also used by {}", t.code(), other.file),
                        ));
                    } else {
                        templates.push(t);
                    }
                }
                Err(mut e) => errors.append(&mut e),
            }
        }
        if errors.is_empty() {
            Ok(Bank { templates })
        } else {
            Err(errors)
        }
    }

    /// The text of a bundled file, for error positions.
    pub fn bundled_text(file: &str) -> Option<String> {
        BUNDLED
            .get_file(file)
            .and_then(|f| f.contents_utf8())
            .map(str::to_owned)
    }

    pub fn templates(&self) -> &[Template] {
        &self.templates
    }

    pub fn get(&self, id: &str) -> Option<&Template> {
        self.templates.iter().find(|t| t.id() == id)
    }

    pub fn by_code(&self, code: &str) -> Option<&Template> {
        self.templates.iter().find(|t| t.code() == code)
    }
}

fn collect(dir: &Dir<'static>, out: &mut Vec<(String, String)>) {
    for file in dir.files() {
        if file.path().extension().is_some_and(|e| e == "toml")
            && let Some(text) = file.contents_utf8()
        {
            out.push((file.path().display().to_string(), text.to_owned()));
        }
    }
    for sub in dir.dirs() {
        collect(sub, out);
    }
}

fn walk(
    root: &std::path::Path,
    dir: &std::path::Path,
    out: &mut Vec<(String, String)>,
    errors: &mut Vec<BankError>,
) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push(BankError {
                file: dir.display().to_string(),
                line: 0,
                col: 0,
                message: e.to_string(),
            });
            return;
        }
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(root, &path, out, errors);
        } else if path.extension().is_some_and(|e| e == "toml") {
            let name = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .display()
                .to_string();
            match std::fs::read_to_string(&path) {
                Ok(text) => out.push((name, text)),
                Err(e) => errors.push(BankError {
                    file: name,
                    line: 0,
                    col: 0,
                    message: e.to_string(),
                }),
            }
        }
    }
}
