//! The `ruling` command: the law engine's interface and, later, the quiz and exam tools.

use std::io::{self, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};

use ruling::i18n::Lang;

#[derive(Parser)]
#[command(
    name = "ruling",
    version,
    about = "Training quizzes and exams for bridge tournament directors"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The question bank: check every template.
    Bank {
        #[command(subcommand)]
        command: BankCommand,
    },
    /// Print a variant of a template, with its answer and explanation.
    Generate {
        /// Template id (e.g. imps-conversion).
        #[arg(long, required_unless_present = "code")]
        template: Option<String>,
        /// Seed: the same seed gives the same variant on any machine.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A variant code (e.g. IMP-1-7-1) instead of template and seed.
        #[arg(long, conflicts_with_all = ["template", "seed"])]
        code: Option<String>,
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Read templates from this folder instead of the bundled bank.
        #[arg(long)]
        bank: Option<PathBuf>,
    },
    /// Set a printed exam: a booklet and an answer sheet per student, the key, exam.json.
    #[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
    Exam {
        #[command(subcommand)]
        command: Option<ExamCommand>,
        #[command(flatten)]
        set: ExamArgs,
    },
    /// Rule JSON cases (shared/spec/ruling-json.md): one JSON line out per case in.
    Rule {
        /// The cases: a JSON object, JSON Lines or concatenated objects; `-` or none for stdin.
        file: Option<PathBuf>,
        /// Language of the explanations.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
    },
}

#[derive(Subcommand)]
enum BankCommand {
    /// Parse every template and generate many seeds of each; problems as file:line:col.
    Check {
        /// Read templates from this folder instead of the bundled bank.
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Seeds generated per template.
        #[arg(long, default_value_t = ruling::bank::check::SEEDS)]
        seeds: u64,
        /// Also require this many distinct scenarios of each template among its seeds.
        #[arg(long, default_value_t = 0)]
        distinct: usize,
    },
}

// ---- ruling exam (printed exams, src/exam) ----

#[derive(clap::Args)]
struct ExamArgs {
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
    /// Seed: the same command gives the same exam.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    lang: Lang,
    /// The folder to write (replaced whole if it holds an earlier exam).
    #[arg(short = 'o', long = "out", required = true)]
    out: Option<PathBuf>,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4")]
    paper: ruling::exam::definition::Paper,
    /// Title on every sheet (default: the language's "Tournament director examination").
    #[arg(long)]
    title: Option<String>,
    /// Suit symbols in colour (red hearts and diamonds) or all black.
    #[arg(long, default_value = "colour")]
    suits: ruling::exam::definition::Suits,
}

#[derive(Subcommand)]
enum ExamCommand {
    /// Mark paper answers: a CSV of student, question, answer; writes DIR/results.csv.
    Grade {
        /// The exam's folder (with its exam.json).
        dir: PathBuf,
        /// The answers: student (number or code), question (3, or 3a for a part), answer.
        answers: PathBuf,
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

fn run_exam(set: ExamArgs) -> anyhow::Result<u8> {
    use ruling::exam::{ExamOptions, Progress, Stage};
    let (Some(templates), Some(out)) = (set.templates, set.out) else {
        anyhow::bail!("give --templates and -o DIR");
    };
    let options = ExamOptions {
        templates: templates.parse()?,
        count: set.count,
        students: set.students,
        seed: set.seed,
        lang: set.lang,
        paper: set.paper,
        title: set.title,
        suits: set.suits,
    };
    let questions = ruling::exam::content::Questions::bundled()?;
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
    let files = exam.files(ruling::pdf::Typesetter::global(), &mut show)?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    ruling::exam::output::write(&out, &files)?;
    println!(
        "exam {}: {} questions for {} students in {} ({} files)",
        exam.file.code,
        exam.file.questions.len(),
        exam.file.students.len(),
        out.display(),
        files.len()
    );
    Ok(0)
}

fn run_grade(dir: &std::path::Path, answers: &std::path::Path) -> anyhow::Result<u8> {
    use ruling::exam::{Exam, definition::ExamFile, grade};
    let exam_path = dir.join("exam.json");
    let text = std::fs::read_to_string(&exam_path)
        .with_context(|| format!("cannot read {}", exam_path.display()))?;
    let file = ExamFile::parse(&exam_path.display().to_string(), &text)?;
    let exam = Exam::load(file);
    let csv = std::fs::read_to_string(answers)
        .with_context(|| format!("cannot read {}", answers.display()))?;
    let rows = match grade::read_answers(&answers.display().to_string(), &csv, &exam) {
        Ok(rows) => rows,
        Err(errors) => {
            eprintln!("{errors}");
            eprintln!("nothing was marked; results.csv is unchanged");
            return Ok(1);
        }
    };
    let report = grade::mark(&exam, &rows);
    print!("{report}");
    let results = dir.join("results.csv");
    ruling::exam::output::write_file(&results, &report.to_csv()?)?;
    println!("written: {}", results.display());
    Ok(0)
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
        .map_err(|e: ruling::i18n::ParseLangError| e.to_string())
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("ruling: {err:#}");
            ExitCode::from(2)
        }
    }
}

fn load_bank(
    dir: Option<&std::path::Path>,
) -> Result<ruling::bank::Bank, Vec<ruling::bank::BankError>> {
    match dir {
        Some(d) => ruling::bank::Bank::from_dir(d),
        None => ruling::bank::Bank::bundled(),
    }
}

fn run() -> anyhow::Result<u8> {
    let cli = Cli::parse();
    match cli.command {
        Command::Bank {
            command:
                BankCommand::Check {
                    dir,
                    seeds,
                    distinct,
                },
        } => {
            let bank = match load_bank(dir.as_deref()) {
                Ok(bank) => bank,
                Err(errors) => {
                    for e in &errors {
                        eprintln!("{e}");
                    }
                    return Ok(1);
                }
            };
            let errors = ruling::bank::check::check(&bank, seeds, distinct);
            for e in &errors {
                eprintln!("{e}");
            }
            println!(
                "{} templates, {} seeds each: {} problems",
                bank.templates().len(),
                seeds,
                errors.len()
            );
            Ok(u8::from(!errors.is_empty()))
        }
        Command::Generate {
            template,
            seed,
            code,
            lang,
            json,
            bank,
        } => {
            let bank = load_bank(bank.as_deref()).map_err(|errors| {
                anyhow::anyhow!(
                    errors
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("\n")
                )
            })?;
            let variant = match (&code, &template) {
                (Some(code), _) => {
                    let code: ruling::bank::variant::VariantCode = code.parse()?;
                    ruling::bank::generate::regenerate(&bank, &code)?
                }
                (None, Some(id)) => {
                    let t = bank
                        .get(id)
                        .ok_or_else(|| anyhow::anyhow!("no template has the id `{id}`"))?;
                    ruling::bank::generate::generate(t, seed)?
                }
                (None, None) => anyhow::bail!("give --template ID (with --seed N) or --code CODE"),
            };
            let shown = ruling::bank::render::render(&variant, lang);
            if json {
                println!("{}", serde_json::to_string_pretty(&shown)?);
            } else {
                print!("{}", shown.to_text());
            }
            Ok(0)
        }
        Command::Exam {
            command: Some(ExamCommand::Grade { dir, answers }),
            ..
        } => run_grade(&dir, &answers),
        Command::Exam { command: None, set } => run_exam(set),
        Command::Rule { file, lang } => {
            let input = match file {
                Some(path) if path.as_os_str() != "-" => std::fs::read(&path)
                    .with_context(|| format!("cannot read {}", path.display()))?,
                _ => {
                    let mut buf = Vec::new();
                    io::stdin()
                        .lock()
                        .read_to_end(&mut buf)
                        .context("cannot read standard input")?;
                    buf
                }
            };
            let stdout = io::stdout();
            let mut out = io::BufWriter::new(stdout.lock());
            let status = ruling::interface::run(&input, lang, &mut out)
                .context("cannot write the rulings")?;
            Ok(status.exit_code())
        }
    }
}
