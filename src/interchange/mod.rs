//! The question bank and its deals in other programs' formats: Moodle XML and IMS QTI 2.1
//! for learning platforms (Moodle; Inspera, Canvas and the other QTI readers), PBN for
//! deal files (a club's hand records in, each real-deal variant out as a game).
//!
//! Every export starts from the same list of variants ([`variants`]): N variants of each
//! template a `--templates` selection names, seeds `seed`, `seed + 1`, …, each keyed by
//! its variant code, so that an instructor can rebuild any question with
//! `ruling generate --code`. Each format's writer returns the whole file as bytes; the
//! command line writes it only once it is complete ([`write_whole`]), so a failure leaves
//! no partial file. [`export::export`] is the one service both the command line and the
//! web's course export call.

pub mod cli;
pub mod export;
pub mod html;
pub mod moodle;
pub mod pbn;
pub mod qti;
mod xml;

use std::path::Path;

use crate::bank::Variant;
use crate::bank::generate::{GenerateError, generate_from};
use crate::bank::{Bank, BankError};
use crate::exam::content::TemplateInfo;
use crate::exam::select::{SelectError, Selection};
use crate::model::Deal;

/// Why an export or an import failed.
#[derive(Debug, thiserror::Error)]
pub enum InterchangeError {
    /// The question bank did not load.
    #[error("the question bank has problems:\n{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Bank(Vec<BankError>),
    /// `--templates` could not be met.
    #[error(transparent)]
    Select(#[from] SelectError),
    /// A template gave no variant.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// `--count` is 0.
    #[error("--count: give at least 1 variant of each template")]
    NoCount,
    /// A PBN file could not be read: `file:line: message`.
    #[error("{file}:{error}")]
    Pbn {
        /// The file as named.
        file: String,
        /// The line and the problem.
        error: crate::model::pbn::PbnError,
    },
    /// A PBN file of hand records without a single full deal.
    #[error("{0}: no game has a full deal ([Deal \"N:…\"]) to draw from")]
    NoDeals(String),
    /// No selected template deals real hands, so a PBN export would be empty.
    #[error(
        "--templates: none of these templates has a real deal to write as PBN (try revoke-play-* templates)"
    )]
    NoRealDeals,
    /// Reading or writing a file.
    #[error("{path}: {error}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        error: std::io::Error,
    },
    /// The exam's question bank did not load.
    #[error(transparent)]
    Content(crate::exam::content::ContentError),
    /// Building the QTI zip package.
    #[error("the QTI package: {0}")]
    Zip(#[from] zip::result::ZipError),
}

/// What to export: which templates, how many variants of each, from which seed.
#[derive(Debug, Clone)]
pub struct Choice {
    /// `--templates`: template ids, families (`revoke:4`) or `all`.
    pub templates: Selection,
    /// Variants of each template.
    pub count: usize,
    /// The first variant's seed; the next ones count up from it.
    pub seed: u64,
}

/// The variants `choice` names, template by template in the bank's order, each
/// template's variants seed by seed; real deals drawn from `records` when given.
///
/// # Errors
/// An unknown template or family, a count of 0, or a template that gives no variant.
pub fn variants(
    bank: &Bank,
    choice: &Choice,
    records: Option<&[Deal]>,
) -> Result<Vec<Variant>, InterchangeError> {
    if choice.count == 0 {
        return Err(InterchangeError::NoCount);
    }
    let infos: Vec<TemplateInfo> = bank
        .templates()
        .iter()
        .map(|t| TemplateInfo {
            id: t.id().to_owned(),
            family: t.family().to_owned(),
            federations: t.federations().to_vec(),
        })
        .collect();
    let chosen = choice.templates.choose(None, &infos, choice.seed)?;
    let mut out = Vec::with_capacity(chosen.len() * choice.count);
    for info in chosen {
        let Some(template) = bank.get(&info.id) else {
            continue;
        };
        for k in 0..choice.count as u64 {
            out.push(generate_from(
                template,
                choice.seed.wrapping_add(k),
                records,
            )?);
        }
    }
    Ok(out)
}

/// Reads a file of hand records: every full deal of a PBN file, in order.
///
/// # Errors
/// The file cannot be read, a problem in it (as `file:line: message`, and none of its
/// deals is used), or no game with a full deal.
pub fn read_records(path: &Path) -> Result<Vec<Deal>, InterchangeError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|error| InterchangeError::Io {
        path: name.clone(),
        error,
    })?;
    let games = crate::model::pbn::read(&text).map_err(|error| InterchangeError::Pbn {
        file: name.clone(),
        error,
    })?;
    let deals: Vec<Deal> = games.iter().filter_map(|g| g.deal).collect();
    if deals.is_empty() {
        return Err(InterchangeError::NoDeals(name));
    }
    Ok(deals)
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file beside it, then
/// renamed over it.
///
/// # Errors
/// The folder cannot be written.
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), InterchangeError> {
    let io = |error| InterchangeError::Io {
        path: path.display().to_string(),
        error,
    };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir).map_err(io)?;
    std::io::Write::write_all(&mut file, bytes).map_err(io)?;
    file.persist(path).map_err(|e| io(e.error))?;
    Ok(())
}
