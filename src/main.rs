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
    /// Rule JSON cases (shared/spec/ruling-json.md): one JSON line out per case in.
    Rule {
        /// The cases: a JSON object, JSON Lines or concatenated objects; `-` or none for stdin.
        file: Option<PathBuf>,
        /// Language of the explanations.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
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

fn run() -> anyhow::Result<u8> {
    let cli = Cli::parse();
    match cli.command {
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
