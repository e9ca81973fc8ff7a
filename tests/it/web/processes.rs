//! Real `ruling serve` processes over loopback: two servers on one database (a student
//! logs in on one and goes on on the other), and a server killed with SIGKILL in the
//! middle of a stream of answers, which must lose none it acknowledged.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use crate::support::web::{PASSWORD, TestDb, databases, password_hash};

/// Held by the tests that load the machine (1,100 connections) or need it quiet (a disk
/// filling under a stream of answers): they run one at a time, not beside each other.
pub static HEAVY: Mutex<()> = Mutex::new(());

/// Takes [`HEAVY`], whether or not a test that held it failed.
pub fn heavy() -> std::sync::MutexGuard<'static, ()> {
    HEAVY
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A `ruling serve` process on a free loopback port; killed when dropped.
pub struct Server {
    child: Child,
    pub base: String,
}

impl Server {
    pub fn start(db: &TestDb) -> Server {
        Server::start_with(db, None, &[])
    }

    /// With more `serve` arguments, and under `ulimit` with these arguments (e.g. `-n
    /// 1024`) when given: bash sets the limit and execs the server, keeping the pid.
    pub fn start_with(db: &TestDb, ulimit: Option<&str>, args: &[&str]) -> Server {
        let command = match ulimit {
            Some(limit) => {
                let mut c = Command::new("bash");
                c.args([
                    "-c",
                    &format!("ulimit {limit} && exec \"$0\" \"$@\""),
                    env!("CARGO_BIN_EXE_ruling"),
                ]);
                c
            }
            None => Command::new(env!("CARGO_BIN_EXE_ruling")),
        };
        Server::start_as(db, command, args)
    }

    /// Started by `program`, which runs `ruling` with the arguments appended (e.g. a
    /// shell that sets a limit first and then `exec`s it, so that the child is the server).
    pub fn start_as(db: &TestDb, mut program: Command, args: &[&str]) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = program
            .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
            .args(args)
            .env("DATABASE_URL", &db.url)
            .env_remove("RULING_SECRET")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start ruling serve");
        let server = Server {
            child,
            base: format!("http://127.0.0.1:{port}"),
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if Http::new(&server.base)
                .get("/healthz")
                .is_some_and(|r| r.0 == 200)
            {
                return server;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("ruling serve on {} did not come up", server.base);
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGTERM, then the exit status once the server has stopped by itself.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill -TERM");
        assert!(status.success());
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().expect("the server's status") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "the server did not stop on SIGTERM"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGKILL: no chance to finish anything.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A blocking HTTP client with one session cookie and the last form secret.
#[derive(Clone)]
pub struct Http {
    agent: ureq::Agent,
    pub base: String,
    pub cookie: Option<String>,
    /// The anonymous form nonce cookie, for the login form's CSRF token.
    pub form: Option<String>,
    pub csrf: Option<String>,
    /// The last response's `Location`.
    location: Option<String>,
}

impl Http {
    pub fn new(base: &str) -> Http {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build()
            .into();
        Http {
            agent,
            base: base.to_owned(),
            cookie: None,
            form: None,
            csrf: None,
            location: None,
        }
    }

    /// `POST /answer` and, when the server acknowledges a new answer (303 to its page),
    /// that page. A question answered before (from another page showing the same open
    /// question) is 303 with the stored answer's address as the body, not acknowledged
    /// again. `None` when the server does not answer.
    pub fn answer(&mut self, fields: &[(&str, &str)]) -> Option<(u16, String)> {
        let (status, body) = self.post("/answer", fields)?;
        match (status, self.location.take()) {
            (303, Some(to)) if to.contains("again=1") => Some((303, to)),
            (303, Some(to)) if to.starts_with("/attempts/") => self.get(&to),
            _ => Some((status, body)),
        }
    }

    fn read(&mut self, response: ureq::http::Response<ureq::Body>) -> (u16, String) {
        let status = response.status().as_u16();
        self.location = response
            .headers()
            .get("location")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        for c in response.headers().get_all("set-cookie") {
            let c = c.to_str().unwrap_or("");
            if let Some(rest) = c.strip_prefix("ruling_session=") {
                let value = rest.split(';').next().unwrap_or("");
                self.cookie = (!value.is_empty()).then(|| value.to_owned());
            }
            if let Some(rest) = c.strip_prefix("ruling_form=") {
                let value = rest.split(';').next().unwrap_or("");
                self.form = (!value.is_empty()).then(|| value.to_owned());
            }
        }
        let body = response.into_body().read_to_string().unwrap_or_default();
        if let Some(csrf) = crate::support::web::field(&body, "csrf") {
            self.csrf = Some(csrf);
        }
        (status, body)
    }

    /// The `Cookie` header: the session and the form nonce the server set.
    fn cookies(&self) -> Option<String> {
        let mut pairs = Vec::new();
        if let Some(c) = &self.cookie {
            pairs.push(format!("ruling_session={c}"));
        }
        if let Some(f) = &self.form {
            pairs.push(format!("ruling_form={f}"));
        }
        (!pairs.is_empty()).then(|| pairs.join("; "))
    }

    /// Status and body; `None` when the server does not answer.
    pub fn get(&mut self, path: &str) -> Option<(u16, String)> {
        let mut request = self.agent.get(format!("{}{path}", self.base));
        if let Some(c) = self.cookies() {
            request = request.header("cookie", c);
        }
        let response = request.call().ok()?;
        Some(self.read(response))
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Option<(u16, String)> {
        let csrf = self.csrf.clone().unwrap_or_default();
        let mut all = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        let mut request = self.agent.post(format!("{}{path}", self.base));
        if let Some(c) = self.cookies() {
            request = request.header("cookie", c);
        }
        let response = request.send_form(all).ok()?;
        Some(self.read(response))
    }

    pub fn login(&mut self, email: &str) {
        assert!(self.try_login(email), "login of {email} on {}", self.base);
    }

    /// Logs in; false when the server is gone.
    pub fn try_login(&mut self, email: &str) -> bool {
        if self.get("/login").is_none() {
            return false;
        }
        let ok = self
            .post("/login", &[("email", email), ("password", PASSWORD)])
            .is_some_and(|(status, _)| status == 303);
        ok && self.get("/settings").is_some()
    }
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// The ids in `acknowledged` that the database does not hold for `user`.
pub fn not_stored(
    rt: &tokio::runtime::Runtime,
    store: &Store,
    user: i64,
    acknowledged: &[i64],
) -> Vec<i64> {
    let stored: std::collections::HashSet<i64> = rt
        .block_on(store.summaries(user))
        .unwrap()
        .iter()
        .map(|s| s.id)
        .collect();
    acknowledged
        .iter()
        .copied()
        .filter(|id| !stored.contains(id))
        .collect()
}

/// The attempt id in a result page's permalink.
pub fn attempt_id(body: &str) -> Option<i64> {
    let start = body.find("href=\"/attempts/")? + "href=\"/attempts/".len();
    let end = body[start..].find('"')? + start;
    body[start..end].parse().ok()
}

#[test]
fn two_servers_share_one_database() {
    let rt = runtime();
    for db in rt.block_on(databases()) {
        let b = db.backend;
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        rt.block_on(store.create_user("bo@x", "Bo", Role::Student, Lang::En, password_hash()))
            .unwrap();
        rt.block_on(store.close());
        let a = Server::start(&db);
        let second = Server::start(&db);
        let mut on_a = Http::new(&a.base);
        on_a.login("bo@x");
        // The same browser goes on at the other server.
        let mut on_b = on_a.clone();
        on_b.base = second.base.clone();
        let (status, body) = on_b.get("/practice").unwrap();
        assert_eq!(status, 200, "{b}: logged in on B too");
        assert!(body.contains(">Bo</a>"), "{b}");
        // A question served by A is answered on B (one key, kept in the database).
        let (_, page) = on_a.get("/practice/imps-conversion").unwrap();
        let token = crate::support::web::field(&page, "token").unwrap();
        let choice = crate::support::web::field(&page, "answer").unwrap();
        on_b.csrf = on_a.csrf.clone();
        let (status, result) = on_b
            .answer(&[("token", &token), ("answer", &choice)])
            .unwrap();
        assert_eq!(status, 200, "{b}: {result}");
        // And shows in the progress A serves.
        let (_, progress) = on_a.get("/progress").unwrap();
        assert!(progress.contains("One answer"), "{b}: {progress}");
        // Logging out on B ends the session on A.
        on_b.post("/logout", &[]).unwrap();
        let (status, _) = on_a.get("/practice").unwrap();
        assert_eq!(status, 303, "{b}: the session is gone everywhere");
    }
}

#[test]
fn sigkill_loses_no_acknowledged_answer() {
    let _alone = heavy();
    let rt = runtime();
    for db in rt.block_on(databases()) {
        let b = db.backend;
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let bo = rt
            .block_on(store.create_user("bo@x", "Bo", Role::Student, Lang::En, password_hash()))
            .unwrap();
        rt.block_on(store.close());
        let mut server = Server::start(&db);
        let acknowledged = Arc::new(Mutex::new(Vec::<i64>::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let workers: Vec<_> = (0..4)
            .map(|_| {
                let (acked, stop, base) = (acknowledged.clone(), stop.clone(), server.base.clone());
                std::thread::spawn(move || {
                    let mut http = Http::new(&base);
                    if !http.try_login("bo@x") {
                        return;
                    }
                    // Bounded: at most 2,000 answers a worker, or until the server dies.
                    for _ in 0..2000 {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let Some((200, page)) = http.get("/practice/imps-conversion") else {
                            break;
                        };
                        let token = crate::support::web::field(&page, "token").unwrap();
                        let choice = crate::support::web::field(&page, "answer").unwrap();
                        match http.answer(&[("token", &token), ("answer", &choice)]) {
                            Some((200, result)) => {
                                acked
                                    .lock()
                                    .unwrap()
                                    .push(attempt_id(&result).expect("a permalink"));
                            }
                            // The other worker answered this open question first.
                            Some((303, _)) => {}
                            _ => break,
                        }
                    }
                })
            })
            .collect();
        let deadline = Instant::now() + Duration::from_secs(120);
        while acknowledged.lock().unwrap().len() < 300 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        server.kill();
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            w.join().unwrap();
        }
        let acked = acknowledged.lock().unwrap().clone();
        assert!(
            acked.len() >= 300,
            "{b}: the stream ran ({} answers)",
            acked.len()
        );
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let lost = not_stored(&rt, &store, bo.id, &acked);
        assert!(lost.is_empty(), "{b}: acknowledged but lost: {lost:?}");
        // The database opens again and serves.
        drop(store);
        let again = Server::start(&db);
        let mut http = Http::new(&again.base);
        http.login("bo@x");
        assert_eq!(http.get("/progress").unwrap().0, 200);
    }
}

#[test]
fn sigterm_stops_the_server_cleanly() {
    let db = crate::support::web::sqlite();
    let mut server = Server::start(&db);
    let mut http = Http::new(&server.base);
    assert_eq!(http.get("/login").unwrap().0, 200);
    let status = server.terminate();
    assert!(status.success(), "exit status after SIGTERM: {status}");
    assert!(http.get("/healthz").is_none(), "no longer listening");
}
