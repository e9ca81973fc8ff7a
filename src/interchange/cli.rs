//! `ruling export moodle|qti|pbn`: the arguments and the run, kept out of `main.rs`.

use std::path::PathBuf;

use crate::bank::Bank;
use crate::exam::content::Questions;
use crate::i18n::Lang;

use super::export::{Format, export};
use super::{Choice, InterchangeError, read_records, write_whole};

/// The formats `ruling export` writes.
#[derive(Debug, clap::Subcommand)]
pub enum ExportCommand {
    /// Moodle XML: one category per family, a question per variant.
    Moodle(ExportArgs),
    /// An IMS QTI 2.1 content package (zip): a manifest and an item per variant.
    Qti(ExportArgs),
    /// PBN 2.1: each real-deal variant as a game, the ruling as commentary.
    Pbn(ExportArgs),
}

/// `--deals FILE.pbn` on `ruling generate` and `ruling exam`.
#[derive(Debug, Clone, clap::Args)]
pub struct Deals {
    /// Draw the real-deal templates' deals from these hand records (PBN) instead of
    /// dealing them.
    #[arg(long = "deals", value_name = "FILE.pbn")]
    pub file: Option<PathBuf>,
}

impl Deals {
    /// The deals of the file, when one is given.
    ///
    /// # Errors
    /// As [`read_records`].
    pub fn records(&self) -> Result<Option<Vec<crate::model::Deal>>, InterchangeError> {
        self.file.as_deref().map(read_records).transpose()
    }

    /// The exam's question bank, its real deals drawn from the file when one is given.
    ///
    /// # Errors
    /// As [`read_records`], or a bank that does not load.
    pub fn exam_questions(&self) -> Result<Questions, InterchangeError> {
        let questions = Questions::bundled().map_err(InterchangeError::Content)?;
        Ok(match self.records()? {
            Some(records) => questions.with_records(records),
            None => questions,
        })
    }
}

/// What every export takes.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// Template ids, families (`revoke:4,claims:3`) or `all`.
    #[arg(long)]
    pub templates: String,
    /// Variants of each template.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// The first variant's seed; the others count up from it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The questions' language.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
    /// The file to write.
    #[arg(short = 'o', long)]
    pub out: PathBuf,
    /// Draw the real-deal templates' deals from these hand records (PBN).
    #[arg(long)]
    pub deals: Option<PathBuf>,
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
        .map_err(|e: crate::i18n::ParseLangError| e.to_string())
}

/// Runs an export and says on `out` what it wrote; the exit status.
///
/// # Errors
/// Bad arguments, a bad deal file, or a file that cannot be written; nothing is written
/// then.
pub fn run(command: ExportCommand, out: &mut impl std::io::Write) -> Result<u8, InterchangeError> {
    let (format, args) = match command {
        ExportCommand::Moodle(a) => (Format::Moodle, a),
        ExportCommand::Qti(a) => (Format::Qti, a),
        ExportCommand::Pbn(a) => (Format::Pbn, a),
    };
    let records = args.deals.as_deref().map(read_records).transpose()?;
    let bank = Bank::bundled().map_err(InterchangeError::Bank)?;
    let choice = Choice {
        templates: args.templates.parse()?,
        count: args.count,
        seed: args.seed,
    };
    let made = export(&bank, format, &choice, args.lang, records.as_deref())?;
    write_whole(&args.out, &made.bytes)?;
    // The file is written: a closed standard output is no failure of the export.
    let _ = writeln!(
        out,
        "{}: {} question{} written to {}",
        format.title(),
        made.written,
        if made.written == 1 { "" } else { "s" },
        args.out.display()
    );
    Ok(0)
}
