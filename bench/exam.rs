//! `cargo bench --bench exam`: a class of 200 sitting a timed online exam on `ruling serve`
//! (issue 35), over loopback, on a fresh SQLite file and, when `RULING_TEST_POSTGRES`
//! names a server, on a new PostgreSQL database too.
//!
//! Set-up, not timed: an instructor, a course of `STUDENTS` students, an exam of
//! `QUESTIONS` questions (one set of variants per student, asked by choices), every
//! sitting started and a session per student, all made through the library. Then the
//! release binary serves the database and the bench measures what the class and the
//! instructor do:
//! - autosaves: every student answers every question `ROUNDS` times (two changes of
//!   mind), each answer one `POST /online/{id}/save` as `static/online.js` sends it,
//!   counted only when acknowledged (`{"ok":true}`, after its commit). `CLIENTS`
//!   connections send them back to back, each for its share of the class: a burst far
//!   above a real class (200 students saving every 5 s is 40 saves/s);
//! - the close: the instructor's close button (`POST /online/{id}/close`), which hands
//!   every sitting in and grades every answer with the engine before it answers;
//! - the statistics page after the close (`GET /online/{id}` for the instructor: every
//!   score and the item statistics), the first time and the median of 5.
//!
//! Prints a table, each figure beside its goal on a 2-core machine: at least 2,000
//! acknowledged saves/s with p99 under 50 ms; close and grade under 2 s; the statistics
//! page under 200 ms. The client runs on the same machine and shares its cores.
//! `RULING_BENCH_BIN` runs another `ruling` binary (e.g. an older build, to compare).

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ruling::exam::definition::Format;
use ruling::exam::online::{self, Settings};
use ruling::i18n::Lang;
use ruling::present::question::{Ask, question_side};
use ruling::store::online::Expiry;
use ruling::store::{Role, Store, now};

#[path = "../benches/support/report.rs"]
mod report;
use report::{Goal, figure};

const STUDENTS: usize = 200;
const CLIENTS: usize = 16;
const ROUNDS: usize = 3;
/// 20 questions: the families an NBF club-director exam covers.
const TEMPLATES: &str = "revoke:5,adjustments:6,matchpoints:3,ui:3,claims:3";

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A student's session and what he answers, round by round: per round, per question,
/// the fields of the save (its position and value).
struct Student {
    cookie: String,
    csrf: String,
    rounds: Vec<Vec<(String, String, String)>>,
}

/// A small deterministic generator: the bench's answers are the same every run.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, p: f64) -> bool {
        (self.next() % 10_000) as f64 / 10_000.0 < p
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn post(agent: &ureq::Agent, url: &str, cookie: &str, fields: Vec<(&str, &str)>) -> (u16, String) {
    let r = agent
        .post(url)
        .header("cookie", format!("ruling_session={cookie}"))
        .send_form(fields)
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.into_body().read_to_string().unwrap_or_default())
}

fn get(agent: &ureq::Agent, url: &str, cookie: &str) -> (u16, String) {
    let r = agent
        .get(url)
        .header("cookie", format!("ruling_session={cookie}"))
        .call()
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.into_body().read_to_string().unwrap_or_default())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

/// The class, the exam and the sessions; returns the exam's id, the instructor's
/// session and the students.
async fn set_up(url: &str) -> (i64, String, Vec<Student>) {
    let store = Store::open(url).await.expect("the database");
    let hash = ruling::web::accounts::hash_password("bench password").expect("a hash");
    let teacher = store
        .create_user(
            "teacher@example.org",
            "Teacher",
            Role::Instructor,
            Lang::En,
            &hash,
        )
        .await
        .expect("the instructor");
    let course = store
        .create_course(teacher.id, "Club TD")
        .await
        .expect("the course");
    let mut users = Vec::with_capacity(STUDENTS);
    for i in 0..STUDENTS {
        let user = store
            .create_user(
                &format!("s{i}@example.org"),
                &format!("Student {i:03}"),
                Role::Student,
                Lang::En,
                &hash,
            )
            .await
            .expect("a student");
        store.enrol(course.id, user.id).await.expect("enrolled");
        users.push(user);
    }
    let t = now();
    let settings = Settings {
        course_id: course.id,
        title: "Final exam".into(),
        created_by: teacher.id,
        templates: TEMPLATES.parse().expect("the templates"),
        minutes: 45,
        opens_at: t - 60,
        closes_at: t + 3 * 3600,
        format: Format::Choices(4),
        per_student: true,
        expiry: Expiry::Submit,
        seed: 35,
        federation: ruling::bank::federation::Scope::All,
    };
    let drawn = {
        let settings = settings.clone();
        tokio::task::spawn_blocking(move || {
            let questions = ruling::exam::content::Questions::bundled().expect("the bank");
            online::draw(&questions, &settings, STUDENTS)
        })
        .await
        .expect("the draw")
        .expect("the questions")
    };
    let id = online::create(&store, &settings, drawn)
        .await
        .expect("the exam");
    let exam = store.online_exam(id).await.unwrap().unwrap();
    let (teacher_cookie, _) = store
        .create_session(Some(teacher), None)
        .await
        .expect("a session");
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15);
    let mut students = Vec::with_capacity(STUDENTS);
    for (i, user) in users.into_iter().enumerate() {
        let sitting = online::start(&store, &exam, &user, now())
            .await
            .expect("started")
            .expect("the exam is open");
        let variants = online::variants(&store, exam.id, sitting.copy)
            .await
            .expect("the variants");
        // Abler students answer right more often: the statistics have something to say.
        let ability = 0.3 + 0.6 * i as f64 / STUDENTS as f64;
        let mut rounds = vec![Vec::new(); ROUNDS];
        for (q, v) in variants.iter().enumerate() {
            let key = ruling::present::key::key_side(v, Lang::En);
            let (options, right) = match question_side(v, Lang::En).ask {
                Ask::Choice { options } => (
                    options.len(),
                    key.lettered
                        .chars()
                        .next()
                        .map(String::from)
                        .unwrap_or_default(),
                ),
                _ => (0, key.answer.clone()),
            };
            let pick = |dice: &mut Dice| {
                if options == 0 {
                    "999".to_owned()
                } else {
                    ruling::present::key::letter(dice.below(options)).to_string()
                }
            };
            for (r, round) in rounds.iter_mut().enumerate() {
                let value = if r + 1 == ROUNDS && dice.chance(ability) {
                    right.clone()
                } else {
                    pick(&mut dice)
                };
                let n = q + 1;
                round.push((n.to_string(), format!("q{n}.b0"), value));
            }
        }
        let (cookie, session) = store
            .create_session(Some(user), None)
            .await
            .expect("a session");
        students.push(Student {
            cookie,
            csrf: session.csrf,
            rounds,
        });
    }
    store.close().await;
    (id, teacher_cookie, students)
}

/// A new database on the PostgreSQL server `admin` points at.
async fn postgres(admin: &str) -> String {
    use sqlx::Connection;
    let mut conn = sqlx::postgres::PgConnection::connect(admin)
        .await
        .expect("RULING_TEST_POSTGRES is set but unreachable");
    let name = format!("ruling_bench_exam_{}", std::process::id());
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name}"))
        .execute(&mut conn)
        .await
        .expect("DROP DATABASE");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .expect("CREATE DATABASE");
    conn.close().await.ok();
    let base = admin.rsplit_once('/').map_or(admin, |(base, _)| base);
    format!("{base}/{name}")
}

fn run(backend: &str, url: &str) {
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let started = Instant::now();
    let (exam, teacher, students) = rt.block_on(set_up(url));
    let questions = students[0].rounds[0].len();
    println!(
        "\n{backend}: {STUDENTS} students, {questions} questions ({TEMPLATES}), set up in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let binary =
        std::env::var("RULING_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_ruling").into());
    let _server = Server(
        Command::new(binary)
            .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
            .env("DATABASE_URL", url)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("ruling serve"),
    );
    let deadline = Instant::now() + Duration::from_secs(60);
    while ureq::get(format!("{base}/healthz")).call().is_err() {
        assert!(Instant::now() < deadline, "the server did not come up");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Warm-up: each student's sitting page once (the server's caches, the pages of the
    // database), as each student opens it before answering.
    let page = format!("{base}/online/{exam}");
    let a = agent();
    for s in &students {
        assert_eq!(get(&a, &page, &s.cookie).0, 200, "a sitting page");
    }

    let students = Arc::new(students);
    let save = format!("{base}/online/{exam}/save");
    let start = Instant::now();
    let threads: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (students, save) = (students.clone(), save.clone());
            std::thread::spawn(move || {
                let agent = agent();
                let mine: Vec<&Student> = students.iter().skip(c).step_by(CLIENTS).collect();
                let mut latencies = Vec::new();
                for round in 0..ROUNDS {
                    for q in 0..mine[0].rounds[round].len() {
                        for s in &mine {
                            let (position, field, value) = &s.rounds[round][q];
                            let t = Instant::now();
                            let (status, body) = post(
                                &agent,
                                &save,
                                &s.cookie,
                                vec![
                                    ("csrf", &s.csrf),
                                    ("positions", position),
                                    ("js", "1"),
                                    (field, value),
                                ],
                            );
                            assert!(
                                status == 200 && body.contains("\"ok\":true"),
                                "a save not acknowledged: {status} {body}"
                            );
                            latencies.push(t.elapsed());
                        }
                    }
                }
                latencies
            })
        })
        .collect();
    let mut saves: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().expect("a client"))
        .collect();
    let spent = start.elapsed();
    saves.sort_unstable();

    let a = agent();
    let (_, body) = get(&a, &page, &teacher);
    let csrf = body
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the close form's secret")
        .to_owned();
    let t = Instant::now();
    let (status, _) = post(
        &a,
        &format!("{page}/close"),
        &teacher,
        vec![("csrf", &csrf), ("confirm", "1")],
    );
    let close = t.elapsed();
    assert_eq!(status, 303, "the close");
    let mut stats = Vec::new();
    for _ in 0..6 {
        let t = Instant::now();
        let (status, body) = get(&a, &page, &teacher);
        stats.push(t.elapsed());
        assert_eq!(status, 200);
        assert!(body.contains("Item statistics"), "the statistics are shown");
    }
    let first = stats.remove(0);
    stats.sort_unstable();

    let rate = saves.len() as f64 / spent.as_secs_f64();
    let rows = [
        (
            format!(
                "saves acknowledged ({} in {:.2} s)",
                saves.len(),
                spent.as_secs_f64()
            ),
            format!("{rate:.0}/s"),
            "≥ 2,000/s",
        ),
        (
            "save latency p50".to_owned(),
            ms(percentile(&saves, 0.5)),
            "—",
        ),
        (
            "save latency p99".to_owned(),
            ms(percentile(&saves, 0.99)),
            "< 50 ms",
        ),
        (
            format!("close and grade ({} answers)", STUDENTS * questions),
            ms(close),
            "< 2 s",
        ),
        ("statistics page, first".to_owned(), ms(first), "< 200 ms"),
        (
            "statistics page, median of 5".to_owned(),
            ms(percentile(&stats, 0.5)),
            "< 200 ms",
        ),
    ];
    let save_p99 = percentile(&saves, 0.99).as_secs_f64() * 1e3;
    let stats_median = percentile(&stats, 0.5).as_secs_f64() * 1e3;
    let name = |what: &str| format!("{backend}: {what}");
    figure(
        "exam",
        &name("autosaves acknowledged"),
        rate,
        "/s",
        Goal::AtLeast(2000.0),
    );
    figure(
        "exam",
        &name("autosave p99"),
        save_p99,
        "ms",
        Goal::AtMost(50.0),
    );
    let close_ms = close.as_secs_f64() * 1e3;
    figure(
        "exam",
        &name("close and grade"),
        close_ms,
        "ms",
        Goal::AtMost(2000.0),
    );
    figure(
        "exam",
        &name("statistics page, median"),
        stats_median,
        "ms",
        Goal::AtMost(200.0),
    );
    let width = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    println!(
        "| {:width$} | value | goal |",
        format!("{backend}, {CLIENTS} clients")
    );
    println!("|{}|-------|------|", "-".repeat(width + 2));
    for (name, value, goal) in rows {
        println!("| {name:width$} | {value} | {goal} |");
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db").display().to_string();
    run("SQLite", &db);
    if let Some(admin) = std::env::var("RULING_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty())
    {
        let url = tokio::runtime::Runtime::new()
            .expect("a runtime")
            .block_on(postgres(&admin));
        run("PostgreSQL", &url);
    }
}
