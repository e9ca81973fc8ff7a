//! `ruling exam` (a module of the binary, in `src/main/`): printed exams set, reprinted
//! and marked from the command line, and the online and scanning commands under the
//! same word. The library does the work (`ruling::exam`); this reads the arguments,
//! shows progress and prints.

use std::io;
use std::path::PathBuf;

use anyhow::Context;
use clap::Subcommand;

use ruling::i18n::Lang;

use super::{online_cli, parse_lang, write_stdout};

#[derive(clap::Args)]
pub(super) struct ExamArgs {
    /// Template ids, families or `all`, each with an optional count:
    /// `revoke:4,claims:3,adjustments:3`.
    #[arg(long, required = true)]
    templates: Option<String>,
    /// Templates drawn from each family (or `all`) named without `:K`; without it, all.
    #[arg(long)]
    count: Option<usize>,
    /// Students: each gets the same templates in the same order, his own variants.
    #[arg(long, default_value_t = 1)]
    students: usize,
    /// Seed: the same command gives the same exam. Without it a seed is drawn at random
    /// and printed, so that no two instructors set the same exam by forgetting it.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    lang: Lang,
    /// The folder to write: a new or empty one, or one holding this same exam (the same
    /// code), which is replaced whole.
    #[arg(short = 'o', long = "out", required = true)]
    out: Option<PathBuf>,
    /// Replace a folder holding another exam (its exam.json and papers are lost).
    #[arg(long)]
    force: bool,
    /// How every student answers a question whose answer is a value: `free` (written
    /// in), `choices` (four options) or `choices:K` (K from 3 to 6). A question that some
    /// student's variant cannot give K options for is written in by the whole class.
    #[arg(long, default_value = "choices")]
    format: ruling::exam::definition::Format,
    /// Print an exam's own question code (K7Q3MZ-05-3) on the booklets instead of the
    /// variant code, which `ruling generate --code` would answer.
    #[arg(long)]
    hide_codes: bool,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4")]
    paper: ruling::exam::definition::Paper,
    /// Title on every sheet (default: the language's "Tournament director examination").
    #[arg(long)]
    title: Option<String>,
    /// Suit symbols in colour (red hearts and diamonds) or all black.
    #[arg(long, default_value = "colour")]
    suits: ruling::exam::definition::Suits,
    /// Whose courses' templates to draw: nbf, dbv, dbf or all (default: the language's
    /// federation: nb nbf, de dbv, da dbf, en all).
    #[arg(long)]
    federation: Option<ruling::bank::federation::Scope>,
    /// A UTF-8 text file printed on every booklet's title page (blank lines part
    /// paragraphs): time allowed, aids, points.
    #[arg(long, value_name = "FILE")]
    instructions: Option<PathBuf>,
    /// Pad each booklet and answer sheet to an even page count, for printing on both
    /// sides (the default).
    #[arg(long, overrides_with = "no_duplex")]
    duplex: bool,
    /// Do not pad booklets and answer sheets to an even page count.
    #[arg(long, overrides_with = "duplex")]
    no_duplex: bool,
    #[command(flatten)]
    deals: ruling::interchange::cli::Deals,
    /// Also write DIR.zip beside the folder: every file of it in one zip, for the print
    /// shop or the archive.
    #[arg(long)]
    zip: bool,
}

/// `DIR.zip` beside the exam folder `dir`, and the zip being written into a temporary
/// file there (renamed into place once whole).
fn zip_beside(
    dir: &std::path::Path,
) -> anyhow::Result<(
    PathBuf,
    ruling::exam::archive::Archive<tempfile::NamedTempFile>,
)> {
    let name = dir
        .file_name()
        .map_or_else(|| "exam".into(), |n| n.to_string_lossy().into_owned());
    let above = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    std::fs::create_dir_all(above)?;
    let temp = tempfile::NamedTempFile::new_in(above)
        .with_context(|| format!("cannot write in {}", above.display()))?;
    Ok((
        above.join(format!("{name}.zip")),
        ruling::exam::archive::Archive::new(temp),
    ))
}

#[derive(Subcommand)]
pub(super) enum ExamCommand {
    /// Mark paper answers: CSV files of student, question, answer. Writes
    /// DIR/results-NAME.csv per file and DIR/results.csv over every file graded so far.
    Grade {
        /// The exam's folder (with its exam.json).
        dir: PathBuf,
        /// The answers: student (number or code), question (3, or 3a for a part), answer.
        #[arg(required = true)]
        answers: Vec<PathBuf>,
    },
    /// Timed online exams (create, close, results, regrade): src/main/online_cli.rs.
    #[command(flatten)]
    Online(online_cli::OnlineCommand),
    /// Read answer sheets from scans and photos and grade them as `grade` does.
    Scan(ruling::scan::run::ScanArgs),
    /// Print one student's booklet and answer sheet again, from DIR/exam.json alone.
    Reprint {
        /// The exam's folder (with its exam.json).
        dir: PathBuf,
        /// The student's number.
        #[arg(long)]
        student: usize,
    },
}

/// A progress bar on standard error while a batch runs, only when a person watches.
fn progress_bar() -> Option<indicatif::ProgressBar> {
    use std::io::IsTerminal;
    if !io::stdout().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(0);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{msg:>12} [{bar:30}] {pos}/{len} {elapsed}")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    Some(bar)
}

pub(super) fn run_exam(set: ExamArgs) -> anyhow::Result<u8> {
    use ruling::exam::{ExamOptions, Progress, Stage};
    let (Some(templates), Some(out)) = (set.templates, set.out) else {
        anyhow::bail!("give --templates and -o DIR");
    };
    let seed = set.seed.unwrap_or_else(ruling::exam::random_seed);
    let options = ExamOptions {
        templates: templates.parse()?,
        count: set.count,
        students: set.students,
        seed,
        lang: set.lang,
        paper: set.paper,
        title: set.title,
        suits: set.suits,
        format: set.format,
        hide_codes: set.hide_codes,
        federation: set
            .federation
            .unwrap_or_else(|| ruling::bank::federation::Scope::of_lang(set.lang)),
        instructions: set
            .instructions
            .as_deref()
            .map(ruling::exam::instructions::read)
            .transpose()?,
        duplex: !set.no_duplex,
    };
    let questions = set.deals.exam_questions()?;
    let bar = progress_bar();
    let mut show = |p: Progress| {
        if let Some(bar) = &bar {
            bar.set_message(match p.stage {
                Stage::Drawing => "drawing",
                Stage::Typesetting => "typesetting",
            });
            bar.set_length(p.total as u64);
            bar.set_position(p.done as u64);
        }
    };
    let exam = ruling::exam::build(&questions, &options, &mut show)?;
    // Each file straight to disk: a class of hundreds has too many megabytes of PDFs to
    // hold them all.
    let mut staging = ruling::exam::output::Staging::new(&out, &exam.file.code, set.force)?;
    let mut zip = set.zip.then(|| zip_beside(&out)).transpose()?;
    let mut files = 0;
    exam.write_files(ruling::pdf::Typesetter::global(), &mut show, &mut |file| {
        files += 1;
        if let Some((_, archive)) = &mut zip {
            archive.add(&file)?;
        }
        Ok(staging.add(&file)?)
    })?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    staging.finish()?;
    let zipped = match zip {
        Some((path, archive)) => {
            archive
                .finish()?
                .persist(&path)
                .with_context(|| format!("cannot write {}", path.display()))?;
            Some(path)
        }
        None => None,
    };
    let (questions, students) = (exam.file.questions.len(), exam.file.students.len());
    outln!(
        "exam {}: {questions} question{} for {students} student{} in {} ({} files)",
        exam.file.code,
        if questions == 1 { "" } else { "s" },
        if students == 1 { "" } else { "s" },
        out.display(),
        files
    );
    if let Some(path) = zipped {
        outln!("all {files} files in one zip: {}", path.display());
    }
    if set.seed.is_none() {
        outln!("seed {seed}: give --seed {seed} to set the same exam again");
    }
    Ok(0)
}

pub(super) fn run_reprint(dir: &std::path::Path, student: usize) -> anyhow::Result<u8> {
    let exam_path = dir.join("exam.json");
    let text = std::fs::read_to_string(&exam_path)
        .with_context(|| format!("cannot read {}", exam_path.display()))?;
    let name = exam_path.display().to_string();
    let files = ruling::exam::reprint(ruling::pdf::Typesetter::global(), &name, &text, student)?;
    for file in &files {
        let path = dir.join(&file.name);
        ruling::exam::output::write_file(&path, &file.bytes)?;
        outln!("written: {}", path.display());
    }
    Ok(0)
}

pub(super) fn run_grade(dir: &std::path::Path, answers: &[PathBuf]) -> anyhow::Result<u8> {
    use ruling::exam::grade::folder::{self, Batch, FolderError};
    use ruling::exam::{Exam, definition::ExamFile};
    use ruling::laws::Message;
    let exam_path = dir.join("exam.json");
    let text = std::fs::read_to_string(&exam_path)
        .with_context(|| format!("cannot read {}", exam_path.display()))?;
    let file = ExamFile::parse(&exam_path.display().to_string(), &text)?;
    let exam = Exam::load(file);
    let lang = exam.file.lang;
    let c = ruling::i18n::catalogue();
    let mut batches = Vec::new();
    for path in answers {
        let bytes =
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        batches.push(Batch::new(path, folder::decode(bytes)));
    }
    let graded = match folder::grade(dir, &exam, batches) {
        Ok(graded) => graded,
        Err(FolderError::Rows(errors)) => {
            eprintln!("{errors}");
            eprintln!("{}", c.text(lang, "grade-nothing-written"));
            return Ok(1);
        }
        Err(e) => return Err(e.into()),
    };
    for (batch, report) in &graded.batches {
        outln!("== {} ==", batch.file);
        out!("{report}");
    }
    for name in &graded.replaced {
        let line = Message::new("grade-replaced").code("name", name);
        outln!("{}", c.render(lang, &line));
    }
    for path in &graded.written {
        let line = Message::new("grade-written").code("file", path.display());
        outln!("{}", c.render(lang, &line));
    }
    let absent = &graded.merged.absent;
    if !absent.is_empty() {
        let list: Vec<String> = absent.iter().map(ToString::to_string).collect();
        let line = Message::new("grade-absent")
            .with("count", list.len())
            .code("list", list.join(", "));
        outln!("{}", c.render(lang, &line));
    }
    let line = Message::new("grade-summary")
        .with("students", graded.merged.students.len())
        .with("files", graded.all.len())
        .with("absent", graded.merged.absent.len());
    outln!("{}", c.render(lang, &line));
    Ok(0)
}
