//! The `ruling` command: the law engine's interface, the question bank, and the web quiz
//! (`serve`, `user add`).

use std::io::{self, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};

use ruling::i18n::Lang;
use ruling::store::{Store, identity};

/// mimalloc rather than the system's allocator: typst allocates and frees millions of
/// small values laying out a class's exam, and glibc's malloc took a tenth of that time.
/// `bench/pdf`, 7 Dec 2026: 30 students × 10 questions 2.09 → 1.25 s, 120 students
/// 5.67 → 4.28 s. Its version 2 (the `v2` feature): version 3 was slower here and held
/// more, 413 MB at the peak of 999 students against glibc's 357 and version 2's 384.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `print!` that stops quietly when stdout is closed (`ruling generate | head`), where
/// `print!` would panic, and reports any other write error.
macro_rules! out {
    ($($arg:tt)*) => {
        write_stdout(&format!($($arg)*))?
    };
}

/// `println!` that stops quietly when stdout is closed; see [`out!`].
macro_rules! outln {
    ($($arg:tt)*) => {
        write_stdout(&format!("{}\n", format_args!($($arg)*)))?
    };
}

/// Writes `text` to stdout; a reader that went away (broken pipe) is not an error.
fn write_stdout(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

#[path = "main/online_cli.rs"]
mod online_cli;

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
        #[command(flatten)]
        deals: ruling::interchange::cli::Deals,
    },
    /// Serve the quiz in the browser (the database is created and migrated on first start).
    Serve {
        /// Address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        #[command(flatten)]
        db: DbArgs,
        /// Mark the session cookie Secure on every response (serving over https). Without
        /// it, only requests forwarded with `X-Forwarded-Proto: https` get a Secure cookie.
        #[arg(long)]
        secure_cookies: bool,
        /// Behind a proxy: take the client's address from the last X-Forwarded-For entry.
        #[arg(long)]
        trust_forwarded_for: bool,
        /// Tests only: milliseconds to send a request head (and to stay idle between
        /// requests) instead of 10 s.
        #[arg(long, hide = true)]
        header_timeout_ms: Option<u64>,
        /// Tests only: milliseconds to send a request body instead of 30 s.
        #[arg(long, hide = true)]
        body_timeout_ms: Option<u64>,
        /// Tests only: the connection cap instead of one sized from the open-file limit.
        #[arg(long, hide = true)]
        max_connections: Option<usize>,
        #[command(flatten)]
        mail: MailArgs,
    },
    /// Accounts of the quiz.
    User {
        #[command(subcommand)]
        command: UserCommand,
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
    /// Export questions for a learning platform (Moodle XML, QTI 2.1) or deals as PBN.
    #[command(subcommand)]
    Export(ruling::interchange::cli::ExportCommand),
}

/// Where the site is reached and how it mails password-reset links.
#[derive(clap::Args)]
struct MailArgs {
    /// The address users reach the site at (https://quiz.example.org): links in mail and
    /// the first-run setup address are made from it (default: http://ADDR).
    #[arg(long, env = "RULING_PUBLIC_URL")]
    public_url: Option<String>,
    /// SMTP relay that mails password-reset links; without it nothing is mailed.
    #[arg(long, env = "RULING_SMTP_HOST")]
    smtp_host: Option<String>,
    /// The relay's port (default 587 for starttls, 465 for tls, 25 for none).
    #[arg(long, env = "RULING_SMTP_PORT")]
    smtp_port: Option<u16>,
    /// The sender of the mail: an address, or `Name <address>`.
    #[arg(long, env = "RULING_SMTP_FROM")]
    smtp_from: Option<String>,
    /// The user name to log in to the relay with.
    #[arg(long, env = "RULING_SMTP_USER")]
    smtp_user: Option<String>,
    /// Its password (better in the environment than on the command line).
    #[arg(long, env = "RULING_SMTP_PASSWORD", hide_env_values = true)]
    smtp_password: Option<String>,
    /// How the connection to the relay is protected: starttls, tls or none.
    #[arg(long, env = "RULING_SMTP_TLS", default_value = "starttls")]
    smtp_tls: ruling::web::mail::SmtpTls,
}

impl MailArgs {
    /// The SMTP settings, when a relay is given.
    fn smtp(&self) -> anyhow::Result<Option<ruling::web::mail::SmtpConfig>> {
        let Some(host) = self.smtp_host.clone().filter(|h| !h.is_empty()) else {
            return Ok(None);
        };
        let from = self
            .smtp_from
            .clone()
            .filter(|f| !f.is_empty())
            .context("--smtp-host needs --smtp-from (or RULING_SMTP_FROM): the sender")?;
        Ok(Some(ruling::web::mail::SmtpConfig {
            host,
            port: self.smtp_port,
            from,
            user: self.smtp_user.clone().filter(|u| !u.is_empty()),
            password: self.smtp_password.clone(),
            tls: self.smtp_tls,
        }))
    }
}

/// Which database: `--db FILE` (SQLite), else `DATABASE_URL`, else `ruling.db`.
#[derive(clap::Args)]
struct DbArgs {
    /// SQLite file (created if missing), or a postgres:// address. Without it,
    /// DATABASE_URL is used when set, else ruling.db.
    #[arg(long)]
    db: Option<String>,
}

impl DbArgs {
    fn url(&self) -> String {
        self.db
            .clone()
            .or_else(|| std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty()))
            .unwrap_or_else(|| "ruling.db".to_owned())
    }
}

#[derive(Subcommand)]
enum UserCommand {
    /// Create an account; the password is read from standard input (one line).
    Add {
        #[arg(long)]
        email: String,
        #[arg(long, value_parser = parse_role)]
        role: ruling::store::Role,
        /// Display name (the e-mail address when absent).
        #[arg(long)]
        name: Option<String>,
        /// The account's language; without it, its first login takes the browser's.
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Lang>,
        /// Read the password from standard input (required: never on the command line).
        #[arg(long, required = true)]
        password_stdin: bool,
        #[command(flatten)]
        db: DbArgs,
    },
    /// List the accounts: id, e-mail, name, role, language, and whether disabled.
    List {
        #[command(flatten)]
        db: DbArgs,
    },
    /// Set an account's password (read from standard input) and end its sessions.
    Passwd {
        #[arg(long)]
        email: String,
        /// Read the password from standard input (required: never on the command line).
        #[arg(long, required = true)]
        password_stdin: bool,
        #[command(flatten)]
        db: DbArgs,
    },
    /// Disable an account: it cannot log in and its sessions end; its answers stay.
    Disable {
        #[arg(long)]
        email: String,
        #[command(flatten)]
        db: DbArgs,
    },
    /// Enable a disabled account again.
    Enable {
        #[arg(long)]
        email: String,
        #[command(flatten)]
        db: DbArgs,
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
    /// Every template id with its family, federations and title: what --templates takes.
    List {
        /// Titles in this language.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
        /// Only this family's templates.
        #[arg(long)]
        family: Option<String>,
        /// Read templates from this folder instead of the bundled bank.
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

#[path = "main/exam_cli.rs"]
mod exam_cli;
use exam_cli::{ExamArgs, ExamCommand, run_exam, run_grade, run_reprint};

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
        .map_err(|e: ruling::i18n::ParseLangError| e.to_string())
}

fn parse_role(s: &str) -> Result<ruling::store::Role, String> {
    s.parse()
        .map_err(|e: ruling::store::users::ParseRoleError| e.to_string())
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

/// `adjust` overrides the limits sized from the open-file limit (hidden flags of tests).
fn serve(
    addr: std::net::SocketAddr,
    url: &str,
    config: ruling::web::Config,
    adjust: impl FnOnce(ruling::web::listen::Limits) -> ruling::web::listen::Limits,
) -> anyhow::Result<u8> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        // Colours only on a terminal: a log file or journal gets plain lines.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .init();
    // Every connection is a file: take the hard limit before sizing the connection cap.
    let open_files = match ruling::web::listen::raise_open_file_limit() {
        Ok(f) if f.after > f.before => {
            tracing::info!("open-file limit raised from {} to {}", f.before, f.after);
            f.after
        }
        Ok(f) => {
            tracing::info!("open-file limit {} (already the hard limit)", f.after);
            f.after
        }
        Err(e) => {
            tracing::warn!("cannot raise the open-file limit, assuming 1024: {e}");
            1024
        }
    };
    let limits = adjust(ruling::web::listen::Limits::for_open_files(open_files));
    runtime()?.block_on(async {
        let store = open_store(url).await?;
        // First run: the address where the first admin makes his account in the browser.
        if let Some(token) = store.create_setup_token().await? {
            let base = config
                .public_url
                .clone()
                .unwrap_or_else(|| format!("http://{addr}"));
            let base = base.trim_end_matches('/');
            outln!("No account yet. Create the first administrator at {base}/setup/{token}");
            tracing::info!("first run: the setup address is printed on standard output");
        }
        let secret = std::env::var("RULING_SECRET")
            .ok()
            .filter(|s| !s.is_empty());
        let state = ruling::web::AppState::new(store, secret.as_deref(), config).await?;
        ruling::web::serve(state, addr, limits).await?;
        Ok(0)
    })
}

/// A new password from standard input (one line), checked by the rules the web uses.
fn read_new_password() -> anyhow::Result<String> {
    let mut password = String::new();
    io::stdin()
        .read_line(&mut password)
        .context("cannot read the password from standard input")?;
    let password = password.trim_end_matches(['\n', '\r']);
    let checked = identity::NewPassword::parse(password).context("the password")?;
    ruling::web::accounts::hash_password(checked.as_str())
        .map_err(|e| anyhow::anyhow!("cannot hash the password: {e}"))
}

async fn open_store(url: &str) -> anyhow::Result<Store> {
    Store::open(url)
        .await
        .with_context(|| format!("cannot open the database {url}"))
}

async fn add_user(
    url: &str,
    email: &str,
    role: ruling::store::Role,
    name: Option<&str>,
    lang: Option<Lang>,
) -> anyhow::Result<()> {
    let email = identity::Email::parse(email).with_context(|| format!("--email `{email}`"))?;
    let name = identity::Name::parse(name.unwrap_or(email.as_str()))
        .with_context(|| format!("--name `{}`", name.unwrap_or_default()))?;
    let hash = read_new_password()?;
    let store = open_store(url).await?;
    let user = store
        .create_user(
            email.as_str(),
            name.as_str(),
            role,
            lang.unwrap_or(Lang::En),
            &hash,
        )
        .await?;
    outln!("user {} created: {} ({})", user.id, user.email, user.role);
    if lang.is_none() {
        store.leave_lang_open(user.id).await?;
        outln!("its language: the browser's, at its first login");
    }
    store.close().await;
    Ok(())
}

/// `ruling user add|list|passwd|disable|enable`.
fn manage_users(command: UserCommand) -> anyhow::Result<u8> {
    runtime()?.block_on(async {
        match command {
            UserCommand::Add {
                email,
                role,
                name,
                lang,
                password_stdin: _,
                db,
            } => add_user(&db.url(), &email, role, name.as_deref(), lang).await?,
            UserCommand::List { db } => {
                let store = open_store(&db.url()).await?;
                for (user, disabled) in store.users().await? {
                    let state = if disabled { "disabled" } else { "" };
                    outln!(
                        "{}\t{}\t{}\t{}\t{}\t{state}",
                        user.id,
                        user.email,
                        user.name,
                        user.role,
                        user.lang.code()
                    );
                }
                store.close().await;
            }
            UserCommand::Passwd { email, db, .. } => {
                let hash = read_new_password()?;
                let store = open_store(&db.url()).await?;
                let user = store
                    .user_by_email(&email)
                    .await?
                    .with_context(|| format!("no account has the address {email}"))?;
                store.set_password(user.id, &hash, None).await?;
                outln!("password of {} set; every session of it ended", user.email);
                store.close().await;
            }
            UserCommand::Disable { email, db } => set_disabled(&email, &db, true).await?,
            UserCommand::Enable { email, db } => set_disabled(&email, &db, false).await?,
        }
        Ok(0)
    })
}

async fn set_disabled(email: &str, db: &DbArgs, disable: bool) -> anyhow::Result<()> {
    let store = open_store(&db.url()).await?;
    let user = store
        .set_disabled(email, disable)
        .await?
        .with_context(|| format!("no account has the address {email}"))?;
    if disable {
        outln!(
            "{} disabled: it cannot log in, its sessions ended",
            user.email
        );
    } else {
        outln!("{} enabled", user.email);
    }
    store.close().await;
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("ruling: {}", report(&err));
            ExitCode::from(2)
        }
    }
}

/// The error and its causes, each said once: sqlx's errors repeat their source in their
/// own text, so `{:#}` printed a read-only database's message three times in one line.
fn report(err: &anyhow::Error) -> String {
    let mut out = String::new();
    for cause in err.chain() {
        let text = cause.to_string();
        if out.contains(&text) {
            continue;
        }
        if !out.is_empty() {
            out.push_str(": ");
        }
        out.push_str(&text);
    }
    out
}

/// The bank, or every problem it has, one per line, as the command's error.
fn loaded_bank(dir: Option<&std::path::Path>) -> anyhow::Result<ruling::bank::Bank> {
    load_bank(dir).map_err(|errors| {
        anyhow::anyhow!(
            "{}",
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
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
            let report =
                ruling::bank::check::check_pages(&bank, &options, &ruling::present::shown::Shown);
            for e in &report.errors {
                eprintln!("{e}");
            }
            out!("{report}");
            out!("{}", report.choices_table());
            outln!(
                "{} templates, {} seeds each: {} problems",
                bank.templates().len(),
                seeds,
                report.errors.len()
            );
            Ok(u8::from(!report.errors.is_empty()))
        }
        Command::Bank {
            command: BankCommand::List { lang, family, dir },
        } => {
            let bank = loaded_bank(dir.as_deref())?;
            let entries = ruling::bank::list::entries(&bank, lang, family.as_deref());
            if entries.is_empty() {
                let mut families: Vec<&str> = bank.templates().iter().map(|t| t.family()).collect();
                families.sort_unstable();
                families.dedup();
                anyhow::bail!(
                    "--family: no template is of family `{}` (families: {})",
                    family.unwrap_or_default(),
                    families.join(", ")
                );
            }
            out!("{}", ruling::bank::list::table(&entries));
            Ok(0)
        }
        Command::Generate {
            template,
            seed,
            code,
            lang,
            json,
            bank,
            deals,
        } => {
            let bank = loaded_bank(bank.as_deref())?;
            let records = deals.records()?;
            let variant = match (&code, &template) {
                (Some(code), _) => {
                    let code: ruling::bank::variant::VariantCode = code.parse()?;
                    ruling::bank::generate::regenerate(&bank, &code)?
                }
                (None, Some(id)) => {
                    let t = bank
                        .get(id)
                        .ok_or_else(|| anyhow::anyhow!("no template has the id `{id}`"))?;
                    ruling::bank::generate::generate_from(t, seed, records.as_deref())?
                }
                (None, None) => anyhow::bail!("give --template ID (with --seed N) or --code CODE"),
            };
            let shown = ruling::present::render::render(&variant, lang);
            if json {
                outln!("{}", serde_json::to_string_pretty(&shown)?);
            } else {
                out!("{}", shown.to_text());
            }
            Ok(0)
        }
        Command::Serve {
            addr,
            db,
            secure_cookies,
            trust_forwarded_for,
            header_timeout_ms,
            body_timeout_ms,
            max_connections,
            mail,
        } => serve(
            addr,
            &db.url(),
            ruling::web::Config {
                secure_cookies,
                trust_forwarded_for,
                smtp: mail.smtp()?,
                public_url: mail.public_url.clone().filter(|u| !u.is_empty()),
            },
            |limits| ruling::web::listen::Limits {
                header_timeout: header_timeout_ms
                    .map_or(limits.header_timeout, std::time::Duration::from_millis),
                body_timeout: body_timeout_ms
                    .map_or(limits.body_timeout, std::time::Duration::from_millis),
                max_connections: max_connections.unwrap_or(limits.max_connections),
            },
        ),
        Command::User { command } => manage_users(command),
        Command::Exam {
            command: Some(ExamCommand::Grade { dir, answers }),
            ..
        } => run_grade(&dir, &answers),
        Command::Exam {
            command: Some(ExamCommand::Reprint { dir, student }),
            ..
        } => run_reprint(&dir, student),
        Command::Exam {
            command: Some(ExamCommand::Online(command)),
            ..
        } => online_cli::run(command),
        Command::Exam { command: None, set } => run_exam(set),
        Command::Exam {
            command: Some(ExamCommand::Scan(args)),
            ..
        } => {
            let scan = ruling::scan::run::command(&args)?;
            out!("{scan}");
            Ok(scan.status())
        }
        Command::Export(command) => Ok(ruling::interchange::cli::run(command, &mut io::stdout())?),
        Command::Rule { file, lang } => {
            widen_pipes();
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

/// Widens standard input and output to 1 MB where they are pipes: a stream of rulings
/// writes 64 MB for 100,000 cases, and a 64 KB pipe makes the reader and the writer take
/// turns a thousand times (6 % of the run). Anything else, a file or a terminal, keeps
/// what it has; the call fails harmlessly there.
fn widen_pipes() {
    #[cfg(target_os = "linux")]
    {
        const PIPE: usize = 1 << 20;
        let _ = rustix::pipe::fcntl_setpipe_size(io::stdin(), PIPE);
        let _ = rustix::pipe::fcntl_setpipe_size(io::stdout(), PIPE);
    }
}
