//! `cargo bench --bench web`: a bounded loopback load test of `ruling serve` on SQLite.
//!
//! Starts the release binary on a fresh SQLite file, logs a student in on each of
//! `CLIENTS` connections, and measures two things, each for at most `SECONDS` seconds
//! and `MAX_REQUESTS` requests:
//! - question pages: `GET /practice/imps-conversion` (the light page), a revoke-play page
//!   (`revoke-play-64a2`: hands, auction, the trick table) and a claim page
//!   (`claim-unstated-finesse`): the student's open question read from the database and
//!   rebuilt from its code (cached), rendered, its token signed; the session read too;
//! - answers: `POST /answer` (verify the token, rebuild the variant, grade, commit to the
//!   database with the open question closed, redirect): each counted only when
//!   acknowledged (303 to its page after its commit). In `ROUNDS` rounds, each client
//!   first opens a question in every template's slot that asks by choices (untimed),
//!   then answers them all; only the answer phases are timed.
//!
//! Prints requests per second and p50/p99 latency. Goals on a 2-core machine: at least
//! 5,000 light pages/s with p99 under 10 ms; revoke-play and claim pages at least 2,000/s
//! with p99 under 20 ms; at least 2,000 acknowledged answers/s. The client runs on the
//! same machine and shares its cores with the server.

use std::net::TcpListener;

#[path = "../benches/support/report.rs"]
mod report;
use report::{Goal, figure};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const CLIENTS: usize = 16;
const SECONDS: u64 = 10;
const MAX_REQUESTS: usize = 200_000;
const PASSWORD: &str = "benchmark password";
/// A question opened for the answer measurement: its slot, token and right-or-not choice.
type Opened = (String, String, String);
/// Rounds of the answer measurement (open a question per template, answer them all).
const ROUNDS: usize = 10;

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

struct Http {
    agent: ureq::Agent,
    base: String,
    cookie: String,
    form: String,
    csrf: String,
}

fn field(body: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker)? + marker.len();
    let end = body[start..].find('"')? + start;
    Some(
        body[start..end]
            .replace("&#34;", "\"")
            .replace("&quot;", "\""),
    )
}

impl Http {
    fn new(base: &str) -> Http {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build()
            .into();
        Http {
            agent,
            base: base.to_owned(),
            cookie: String::new(),
            form: String::new(),
            csrf: String::new(),
        }
    }

    fn take(&mut self, r: ureq::http::Response<ureq::Body>) -> (u16, String) {
        let status = r.status().as_u16();
        // The session, and the anonymous form nonce the login form's CSRF token is
        // checked against.
        for c in r.headers().get_all("set-cookie") {
            let c = c.to_str().unwrap_or("");
            if let Some(rest) = c.strip_prefix("ruling_session=") {
                self.cookie = rest.split(';').next().unwrap_or("").to_owned();
            }
            if let Some(rest) = c.strip_prefix("ruling_form=") {
                self.form = rest.split(';').next().unwrap_or("").to_owned();
            }
        }
        let body = r.into_body().read_to_string().unwrap_or_default();
        if let Some(csrf) = field(&body, "csrf") {
            self.csrf = csrf;
        }
        (status, body)
    }

    fn get(&mut self, path: &str) -> (u16, String) {
        let r = self
            .agent
            .get(format!("{}{path}", self.base))
            .header(
                "cookie",
                format!("ruling_session={}; ruling_form={}", self.cookie, self.form),
            )
            .call()
            .expect("the server answers");
        self.take(r)
    }

    fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> (u16, String) {
        let mut all = vec![("csrf", self.csrf.clone())];
        all.extend(fields.iter().map(|(k, v)| (*k, (*v).to_owned())));
        let r = self
            .agent
            .post(format!("{}{path}", self.base))
            .header(
                "cookie",
                format!("ruling_session={}; ruling_form={}", self.cookie, self.form),
            )
            .send_form(all)
            .expect("the server answers");
        self.take(r)
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Prints a run's line; `rate` (requests a second) and `p99` (ms) are its goals.
fn report(
    name: &str,
    mut latencies: Vec<Duration>,
    elapsed: Duration,
    rate_goal: f64,
    p99_goal: Option<f64>,
) {
    latencies.sort_unstable();
    let rate = latencies.len() as f64 / elapsed.as_secs_f64();
    let p99 = percentile(&latencies, 0.99).as_secs_f64() * 1e3;
    let goal = match p99_goal {
        Some(ms) => format!("≥ {rate_goal:.0}/s, p99 < {ms:.0} ms"),
        None => format!("≥ {rate_goal:.0}/s"),
    };
    figure(
        "web",
        &format!("{name}: requests/s"),
        rate,
        "/s",
        Goal::AtLeast(rate_goal),
    );
    if let Some(ms) = p99_goal {
        figure("web", &format!("{name}: p99"), p99, "ms", Goal::AtMost(ms));
    }
    println!(
        "{name:<28} {:>8} requests in {:>5.2} s: {:>7.0} req/s   p50 {:>6.2} ms   p99 {:>6.2} ms   (goal: {goal})",
        latencies.len(),
        elapsed.as_secs_f64(),
        rate,
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        p99,
    );
}

/// Runs `work` on `CLIENTS` threads until the time or request bound; returns every
/// latency, the wall time, and the clients (still logged in) for the next run.
fn load(
    clients: Vec<Http>,
    work: impl Fn(&mut Http, usize, usize) -> Option<Duration> + Send + Sync + 'static,
) -> (Vec<Duration>, Duration, Vec<Http>) {
    let work = Arc::new(work);
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let per_client = MAX_REQUESTS / CLIENTS;
    let threads: Vec<_> = clients
        .into_iter()
        .enumerate()
        .map(|(client, mut http)| {
            let (work, stop) = (work.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut out = Vec::with_capacity(per_client);
                for i in 0..per_client {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    match work(&mut http, client, i) {
                        Some(d) => out.push(d),
                        None => break,
                    }
                }
                (out, http)
            })
        })
        .collect();
    while start.elapsed() < Duration::from_secs(SECONDS) && !threads.iter().all(|t| t.is_finished())
    {
        std::thread::sleep(Duration::from_millis(20));
    }
    stop.store(true, Ordering::Relaxed);
    let elapsed = start.elapsed();
    let mut all = Vec::new();
    let mut clients = Vec::new();
    for t in threads {
        let (latencies, http) = t.join().expect("a client thread");
        all.extend(latencies);
        clients.push(http);
    }
    (all, elapsed, clients)
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db");
    let mut add = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args([
            "user",
            "add",
            "--email",
            "bench@example.org",
            "--role",
            "student",
            "--password-stdin",
            "--db",
        ])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("ruling user add");
    use std::io::Write;
    add.stdin
        .take()
        .unwrap()
        .write_all(PASSWORD.as_bytes())
        .unwrap();
    assert!(add.wait().unwrap().success());
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let _server = Server(
        Command::new(env!("CARGO_BIN_EXE_ruling"))
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
            .arg(&db)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("ruling serve"),
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    while ureq::get(format!("{base}/healthz")).call().is_err() {
        assert!(Instant::now() < deadline, "the server did not come up");
        std::thread::sleep(Duration::from_millis(50));
    }
    let login = || {
        let mut http = Http::new(&base);
        http.get("/login");
        let (status, _) = http.post(
            "/login",
            &[("email", "bench@example.org"), ("password", PASSWORD)],
        );
        assert_eq!(status, 303);
        http.get("/settings");
        http
    };
    println!("ruling serve on SQLite, {CLIENTS} loopback clients, at most {SECONDS} s each run");

    // One login per client (the login limits count them): the same sessions serve every
    // run. Warm-up first: the server's caches and the SQLite pages.
    let (_, _, clients) = load((0..CLIENTS).map(|_| login()).collect(), |http, _, i| {
        (i < 50).then(|| {
            http.get("/practice/imps-conversion");
            Duration::ZERO
        })
    });

    let mut clients = clients;
    for (path, name, goal) in [
        (
            "/practice/imps-conversion",
            "question page (imps-conversion)",
            (5000.0, Some(10.0)),
        ),
        (
            "/practice/revoke-play-64a2",
            "question page (revoke-play-64a2)",
            (2000.0, Some(20.0)),
        ),
        (
            "/practice/claim-unstated-finesse",
            "question page (claim-unstated-finesse)",
            (2000.0, Some(20.0)),
        ),
    ] {
        let (latencies, elapsed, back) = load(clients, move |http, _, _| {
            let t = Instant::now();
            let (status, _) = http.get(path);
            (status == 200).then(|| t.elapsed())
        });
        report(name, latencies, elapsed, goal.0, goal.1);
        clients = back;
    }

    // Answers, in rounds: each client first opens one question in each template's own
    // slot that asks by choices (untimed), then answers them all (timed); only the
    // answer phases are counted. Each answer is acknowledged by 303 after its commit.
    let slots: Vec<String> = ruling::web::quiz::Quiz::bundled()
        .expect("the bundled bank")
        .templates(ruling::i18n::Lang::En)
        .into_iter()
        .map(|t| t.id)
        .collect();
    let (mut all, mut spent) = (Vec::new(), Duration::ZERO);
    let mut clients = clients;
    for _ in 0..ROUNDS {
        let opened: Vec<(Http, Vec<Opened>)> = clients
            .into_iter()
            .map(|mut http| {
                let pages = slots
                    .iter()
                    .filter_map(|slot| {
                        let (_, body) = http.get(&format!("/practice/{slot}"));
                        Some((
                            slot.clone(),
                            field(&body, "token")?,
                            field(&body, "answer")?,
                        ))
                    })
                    .collect();
                (http, pages)
            })
            .collect();
        let (https, pages): (Vec<Http>, Vec<Vec<Opened>>) = opened.into_iter().unzip();
        let pages = Arc::new(pages);
        let (latencies, elapsed, back) = load(https, move |http, client, i| {
            let (slot, token, answer) = pages[client].get(i)?;
            let t = Instant::now();
            let (status, _) = http.post(
                "/answer",
                &[("token", token), ("answer", answer), ("next", slot)],
            );
            (status == 303).then(|| t.elapsed())
        });
        all.extend(latencies);
        spent += elapsed;
        clients = back;
    }
    report("answer (acknowledged)", all, spent, 2000.0, None);
}
