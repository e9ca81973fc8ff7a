//! Slow and idle clients against a real `ruling serve` (review security S4): 1,100
//! trickling connections under a 1024-file limit do not stop a logged-in student from
//! answering; a half-sent head, an idle keep-alive connection and a body that never comes
//! are closed by the server; the open-file limit is raised at start.
//!
//! The timeouts are shortened through `serve`'s hidden flags so the tests take seconds;
//! every wait is "eventually, within a generous bound", never a timed assertion.

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::processes::{Http, Server};
use crate::support::web::{TestDb, password_hash, sqlite};

/// Longer than any timeout the server is given here: a read that waits this long means
/// the server did not close the connection.
const GENEROUS: Duration = Duration::from_secs(60);

fn add_student(db: &TestDb, email: &str) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    rt.block_on(store.create_user(email, "Bo", Role::Student, Lang::En, password_hash()))
        .unwrap();
    rt.block_on(store.close());
}

fn address(server: &Server) -> String {
    server.base.trim_start_matches("http://").to_owned()
}

/// Reads until the server closes the connection: what it sent, or `None` when it did not
/// close it within [`GENEROUS`].
fn read_until_closed(stream: &mut TcpStream) -> Option<String> {
    stream.set_read_timeout(Some(GENEROUS)).unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return Some(String::from_utf8_lossy(&got).into_owned()),
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == ErrorKind::ConnectionReset => {
                return Some(String::from_utf8_lossy(&got).into_owned());
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                return None;
            }
            Err(e) => panic!("reading: {e}"),
        }
    }
}

/// The open files of a process (Linux).
fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

#[test]
fn eleven_hundred_idle_connections_do_not_stop_a_student_from_answering() {
    let _alone = super::processes::heavy();
    let db = sqlite();
    add_student(&db, "bo@x");
    // Hard and soft limit 1024, as on many systems, and a header timeout longer than the
    // test: only the connection cap can keep the student's way open.
    let server = Server::start_with(&db, Some("-n 1024"), &["--header-timeout-ms", "600000"]);
    let addr = address(&server);
    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(AtomicUsize::new(0));
    // The attacker keeps 1,100 connections open that trickle a header line each round and
    // opens a new one for each the server closes.
    let attacker = std::thread::spawn({
        let (stop, opened, addr) = (stop.clone(), opened.clone(), addr.clone());
        move || {
            let mut conns: Vec<Option<TcpStream>> = (0..1100).map(|_| None).collect();
            while !stop.load(Ordering::Relaxed) {
                for slot in &mut conns {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let alive = slot
                        .as_mut()
                        .is_some_and(|s| s.write_all(b"X-Trickle: 1\r\n").is_ok());
                    if !alive {
                        *slot = addr.parse().ok().and_then(|a| {
                            let mut s =
                                TcpStream::connect_timeout(&a, Duration::from_secs(1)).ok()?;
                            s.write_all(b"GET /practice HTTP/1.1\r\nHost: x\r\n").ok()?;
                            opened.fetch_add(1, Ordering::Relaxed);
                            Some(s)
                        });
                    }
                }
                std::thread::sleep(Duration::from_millis(200));
            }
        }
    });
    // Wait (boundedly) until the server is at its cap (896 connections and its own ~20
    // files) and has closed trickling connections to make room for newer ones.
    let mut saturated = false;
    for _ in 0..1200 {
        if opened.load(Ordering::Relaxed) > 1150 && open_files(server.pid()) >= 900 {
            saturated = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(
        saturated,
        "the attack did not fill the server: {} connections opened, {} files open",
        opened.load(Ordering::Relaxed),
        open_files(server.pid())
    );
    // The student logs in, gets a question and answers it.
    let mut http = Http::new(&server.base);
    http.login("bo@x");
    let (status, page) = http.get("/practice/imps-conversion").unwrap();
    assert_eq!(status, 200, "{page}");
    let token = crate::support::web::field(&page, "token").unwrap();
    let choice = crate::support::web::field(&page, "answer").unwrap();
    let (status, result) = http
        .answer(&[("token", &token), ("answer", &choice)])
        .unwrap();
    assert_eq!(status, 200, "{result}");
    assert!(
        result.contains("href=\"/attempts/"),
        "a permalink: {result}"
    );
    let files = open_files(server.pid());
    stop.store(true, Ordering::Relaxed);
    attacker.join().unwrap();
    assert!(files <= 1024, "within the limit: {files}");
}

#[test]
fn a_half_sent_head_and_an_idle_connection_are_closed() {
    let db = sqlite();
    let server = Server::start_with(&db, None, &["--header-timeout-ms", "500"]);
    let addr = address(&server);
    // Part of a head, and then nothing.
    let mut partial = TcpStream::connect(&addr).unwrap();
    partial
        .write_all(b"GET /login HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    let sent = read_until_closed(&mut partial).expect("closed after the header timeout");
    assert!(
        sent.is_empty() || sent.starts_with("HTTP/1.1 408"),
        "nothing or a 408: {sent:?}"
    );
    // Nothing at all.
    let mut silent = TcpStream::connect(&addr).unwrap();
    assert!(read_until_closed(&mut silent).is_some(), "a silent client");
    // A whole request, then an idle keep-alive connection.
    let mut idle = TcpStream::connect(&addr).unwrap();
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let sent = read_until_closed(&mut idle).expect("an idle connection closed");
    assert!(sent.starts_with("HTTP/1.1 200"), "served first: {sent:?}");
    assert!(sent.ends_with("ok"), "the whole response: {sent:?}");
    // The server still serves.
    assert_eq!(Http::new(&server.base).get("/healthz").unwrap().0, 200);
}

#[test]
fn a_body_that_never_comes_is_cut_off() {
    let db = sqlite();
    let server = Server::start_with(&db, None, &["--body-timeout-ms", "500"]);
    let addr = address(&server);
    // Under the form limit and far over it: either way nothing more comes.
    for length in [100_000, 10_000_000] {
        let mut slow = TcpStream::connect(&addr).unwrap();
        write!(
            slow,
            "POST /login HTTP/1.1\r\nHost: x\r\n\
             Content-Type: application/x-www-form-urlencoded\r\n\
             Content-Length: {length}\r\n\r\nemail=a%40"
        )
        .unwrap();
        let sent = read_until_closed(&mut slow)
            .unwrap_or_else(|| panic!("Content-Length {length}: still open"));
        assert!(
            sent.is_empty() || sent.starts_with("HTTP/1.1 408") || sent.starts_with("HTTP/1.1 413"),
            "Content-Length {length}: {sent:?}"
        );
        if length == 100_000 {
            assert!(sent.starts_with("HTTP/1.1 408"), "{sent:?}");
        }
    }
    // A form that arrives in time is served as before.
    let mut http = Http::new(&server.base);
    assert_eq!(http.get("/login").unwrap().0, 200);
    let (status, _) = http
        .post("/login", &[("email", "nobody@x"), ("password", "wrong")])
        .unwrap();
    assert_eq!(status, 401);
}

#[test]
fn the_open_file_limit_is_raised_to_the_hard_limit() {
    let hard: u64 = std::process::Command::new("bash")
        .args(["-c", "ulimit -H -n"])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    if hard <= 1024 {
        eprintln!("hard open-file limit {hard}: nothing to raise");
        return;
    }
    let db = sqlite();
    let server = Server::start_with(&db, Some("-S -n 1024"), &[]);
    let limits = std::fs::read_to_string(format!("/proc/{}/limits", server.pid())).unwrap();
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .unwrap();
    let numbers: Vec<&str> = line.split_whitespace().skip(3).take(2).collect();
    assert_eq!(numbers, [hard.to_string(), hard.to_string()], "{line}");
}
