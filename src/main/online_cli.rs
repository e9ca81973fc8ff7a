//! `ruling exam create|close|results|stats|regrade` (a module of the binary, in `src/main/`
//! beside no library layer): timed online exams from the command line,
//! on the same database as `serve` (`--db` or `DATABASE_URL`). The service is
//! `ruling::exam::online`; this reads the arguments and prints.

use anyhow::Context;
use clap::Subcommand;

use ruling::exam::definition::Format;
use ruling::exam::item_stats;
use ruling::exam::online::{self, Settings};
use ruling::store::online::Expiry;

use super::{DbArgs, open_store, runtime, write_stdout};

#[derive(Subcommand)]
pub enum OnlineCommand {
    /// Set a timed online exam for a course; prints its id and address.
    Create {
        /// The course whose students sit it.
        #[arg(long)]
        course: i64,
        /// Template ids, families or `all`, each with an optional count: `revoke:4,claims:3`.
        #[arg(long)]
        templates: String,
        /// The time each student has, in minutes.
        #[arg(long)]
        minutes: i64,
        /// When students may start: ISO 8601 with `Z` or an offset, `2026-12-03T18:00:00Z`.
        #[arg(long, value_parser = instant)]
        opens: i64,
        /// When every sitting ends, extra time apart (ISO 8601, as --opens).
        #[arg(long, value_parser = instant)]
        closes: i64,
        /// The title (default: "Online exam").
        #[arg(long)]
        title: Option<String>,
        /// How every student answers a question whose answer is a value: free, choices,
        /// or choices:K.
        #[arg(long, default_value = "choices")]
        format: Format,
        /// One set of variants for the whole class instead of one per student.
        #[arg(long)]
        shared: bool,
        /// At the deadline: `submit` (what was saved is handed in) or `grace:M` (answers
        /// taken M minutes more).
        #[arg(long, default_value = "submit")]
        expiry: Expiry,
        /// Seed of every draw (default: random, printed).
        #[arg(long)]
        seed: Option<u64>,
        /// The address the site is reached at, for the exam's link.
        #[arg(
            long,
            env = "RULING_PUBLIC_URL",
            default_value = "http://127.0.0.1:8080"
        )]
        public_url: String,
        #[command(flatten)]
        db: DbArgs,
    },
    /// Close an online exam now (open sittings are handed in) and grade every answer.
    Close {
        /// The exam's id.
        id: i64,
        #[command(flatten)]
        db: DbArgs,
    },
    /// An online exam's results: a row per student of its course, absent ones included.
    Results {
        /// The exam's id.
        id: i64,
        /// Only `csv`.
        #[arg(long, default_value = "csv")]
        format: String,
        #[command(flatten)]
        db: DbArgs,
    },
    /// An online exam's item statistics, a row per question: facility, standard
    /// deviation, discrimination, discriminative efficiency, flags and the misreadings
    /// behind the wrong answers (`text` adds the whole test's line: alpha, standard error).
    Stats {
        /// The exam's id.
        id: i64,
        /// `csv` or `text`.
        #[arg(long, default_value = "csv")]
        format: String,
        #[command(flatten)]
        db: DbArgs,
    },
    /// Grade an online exam again with the engine and templates as they are now.
    Regrade {
        /// The exam's id.
        id: i64,
        /// Show whose score would change, question by question, and change nothing.
        #[arg(long)]
        dry_run: bool,
        #[command(flatten)]
        db: DbArgs,
    },
}

/// Exam `id` as it stands now (sittings past their deadline handed in, a closed exam
/// graded) and a row per student of its course.
async fn settled_results(
    store: &ruling::store::Store,
    id: i64,
) -> anyhow::Result<(
    ruling::store::online::OnlineExam,
    Vec<online::StudentResult>,
)> {
    let exam = store
        .online_exam(id)
        .await?
        .with_context(|| format!("no online exam has the id {id}"))?;
    online::settle(store, &exam, ruling::store::now()).await?;
    let exam = store.online_exam(id).await?.context("the exam went away")?;
    let rows = online::results(store, &exam).await?;
    Ok((exam, rows))
}

/// ISO 8601 with an offset, as Unix seconds.
fn instant(text: &str) -> Result<i64, String> {
    text.parse::<jiff::Timestamp>()
        .map(|t| t.as_second())
        .map_err(|e| format!("`{text}` is not a time in ISO 8601 with Z or an offset ({e})"))
}

/// Runs one of the commands.
pub fn run(command: OnlineCommand) -> anyhow::Result<u8> {
    runtime()?.block_on(async {
        match command {
            OnlineCommand::Create {
                course,
                templates,
                minutes,
                opens,
                closes,
                title,
                format,
                shared,
                expiry,
                seed,
                public_url,
                db,
            } => {
                let store = open_store(&db.url()).await?;
                let course = store
                    .course(course)
                    .await?
                    .with_context(|| format!("--course {course}: no such course"))?;
                let seed = seed.unwrap_or_else(ruling::exam::random_seed);
                let settings = Settings {
                    course_id: course.id,
                    title: title.unwrap_or_else(|| "Online exam".to_owned()),
                    created_by: course.instructor_id,
                    templates: templates.parse()?,
                    minutes,
                    opens_at: opens,
                    closes_at: closes,
                    format,
                    per_student: !shared,
                    expiry,
                    seed,
                    federation: course.federation,
                };
                online::check(&settings)?;
                let students = usize::try_from(course.students).unwrap_or(1);
                let items = tokio::task::spawn_blocking(move || {
                    let questions = ruling::exam::content::Questions::bundled()?;
                    anyhow::Ok(online::draw(&questions, &settings, students).map(|i| (i, settings))?)
                })
                .await??;
                let (items, settings) = items;
                let id = online::create(&store, &settings, items).await?;
                write_stdout(&format!(
                    "exam {id}: {}/online/{id} (seed {seed})\n",
                    public_url.trim_end_matches('/')
                ))?;
                store.close().await;
            }
            OnlineCommand::Close { id, db } => {
                let store = open_store(&db.url()).await?;
                let exam = store
                    .online_exam(id)
                    .await?
                    .with_context(|| format!("no online exam has the id {id}"))?;
                let graded = online::close_and_grade(&store, &exam, ruling::store::now()).await?;
                write_stdout(&format!("exam {id} closed; {graded} answers graded\n"))?;
                store.close().await;
            }
            OnlineCommand::Results { id, format, db } => {
                anyhow::ensure!(format == "csv", "--format {format}: only csv is written");
                let store = open_store(&db.url()).await?;
                let (exam, rows) = settled_results(&store, id).await?;
                write_stdout(&online::results_csv(&exam, &rows))?;
                store.close().await;
            }
            OnlineCommand::Stats { id, format, db } => {
                anyhow::ensure!(
                    format == "csv" || format == "text",
                    "--format {format}: csv or text"
                );
                let store = open_store(&db.url()).await?;
                let (_, rows) = settled_results(&store, id).await?;
                let stats = item_stats::statistics(&rows)
                    .with_context(|| format!("exam {id} has no statistics yet"))?;
                if format == "text" {
                    write_stdout(&format!("{}\n", item_stats::test_line(&stats)))?;
                }
                write_stdout(&item_stats::stats_csv(&stats))?;
                store.close().await;
            }
            OnlineCommand::Regrade { id, dry_run, db } => {
                let store = open_store(&db.url()).await?;
                let exam = store
                    .online_exam(id)
                    .await?
                    .with_context(|| format!("no online exam has the id {id}"))?;
                let questions = tokio::task::spawn_blocking(ruling::exam::content::Questions::bundled)
                    .await??;
                let regrade = online::regrade(&store, &questions, &exam).await?;
                let names: Vec<_> = store.course_students(exam.course_id).await?;
                for c in &regrade.changes {
                    let name = names
                        .iter()
                        .find(|u| u.id == c.user_id)
                        .map_or("?", |u| u.name.as_str());
                    write_stdout(&format!(
                        "{}\t{name}\tq{}\t{} -> {}\n",
                        c.user_id, c.position, c.before, c.after
                    ))?;
                }
                for (copy, position) in &regrade.kept {
                    write_stdout(&format!(
                        "kept: set {copy}, question {position}: its template no longer gives the case shown\n"
                    ))?;
                }
                if dry_run {
                    write_stdout(&format!(
                        "{} answers would change; nothing changed (dry run)\n",
                        regrade.changes.len()
                    ))?;
                } else {
                    online::apply(&store, &exam, &regrade, ruling::store::now()).await?;
                    write_stdout(&format!("{} answers regraded\n", regrade.changes.len()))?;
                }
                store.close().await;
            }
        }
        Ok(0)
    })
}
