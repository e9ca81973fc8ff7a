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
        /// Of the seeds, how many of each real-deal template to measure double dummy
        /// (contract and table result within two tricks); 0 skips the measurement.
        #[arg(long, default_value_t = ruling::bank::check::REALISM_SEEDS)]
        realism_seeds: u64,
    },
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
                    realism_seeds,
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
            let options = ruling::bank::check::Options {
                seeds,
                distinct,
                realism_seeds,
                ..Default::default()
            };
            let report = ruling::bank::check::check(&bank, &options);
            for e in &report.errors {
                eprintln!("{e}");
            }
            print!("{report}");
            println!(
                "{} templates, {} seeds each: {} problems",
                bank.templates().len(),
                seeds,
                report.errors.len()
            );
            Ok(u8::from(!report.errors.is_empty()))
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
