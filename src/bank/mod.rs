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
//!
//! A [`Variant`] is render-neutral and storable: it carries its template's texts, its
//! parameters, its case, the steps of its ruling, its answer, choices and misreadings, so
//! a page or a sheet can draw it, and a stored attempt shows it again, without the bank.

pub mod answerable;
pub mod auction;
pub mod bidding;
pub mod builders;
pub mod check;
pub mod club;
pub mod consistency;
pub mod diag;
pub mod federation;
pub mod generate;
pub mod list;
pub mod realism;
pub mod template;
pub mod variant;

use include_dir::{Dir, include_dir};

pub use diag::BankError;
use diag::Source;
pub use template::Template;
pub use variant::{Variant, VariantCode};

/// The bank built into the binary.
static BUNDLED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/question-bank");

/// Version of the bank format and engine that variant codes name: a code made under
/// another format cannot be rebuilt and says so.
pub const FORMAT: u32 = 2;

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

    /// Every template, in the order of their file paths.
    pub fn templates(&self) -> &[Template] {
        &self.templates
    }

    /// The template with this id (`imps-conversion`), if the bank has it.
    pub fn get(&self, id: &str) -> Option<&Template> {
        self.templates.iter().find(|t| t.id() == id)
    }

    /// The template with this short code, the first part of a variant code (`IMP` in
    /// `IMP-1-7Q3K-1`), if the bank has it.
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
