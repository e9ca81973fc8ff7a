//! The database made read-only under the server while students answer (issue 38 § 3).
//!
//! SQLite: the database file, its write-ahead log and their folder are made immutable
//! (`chattr +i`), which is what a file system remounted read-only does to a running
//! server: every write through a file it has open fails (here EPERM, there EROFS: SQLite
//! says "disk I/O error" for both), and a file opened afresh opens read-only (SQLite then
//! answers "attempt to write a readonly database"). `chmod` would not do: it changes
//! nothing for a file already open, so a server holding its connections goes on writing.
//! `chattr` needs root (and the capability to set the flag), which CI has; elsewhere the
//! test says so and does nothing (a failure with `RULING_TEST_READ_ONLY=required`, as
//! `.ci/run` sets).
//!
//! PostgreSQL (its own cluster, as in `pg_restart.rs`): `default_transaction_read_only`
//! set for the whole server and the configuration reloaded, so every connection the
//! server holds refuses writes at once (`25006`, as a standby does), then reset.
//!
//! What must hold: every answer acknowledged is stored; every other one is told it was
//! not saved and why (503, naming the database that cannot store), never a 500; a login
//! meanwhile gets that page too; the server keeps running and serving what it can read;
//! and once the database takes writes again (the students' stream stopped first, so
//! nothing has retired a bad connection meanwhile), the server untouched logs students in
//! and stores their answers, not one refused: SQLite keeps a connection it opened
//! read-only read-only for good, and the pool must not hand such a one out again.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::Ordering;
use std::time::Duration;

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::answer_stream::{AnswerStream, CANNOT_STORE, Told, assert_told_truthfully};
use super::processes::{Http, Server, heavy, not_stored, runtime};
use crate::support::web::{TestDb, password_hash, postgres_at, sqlite};

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// `chattr` with `flag` (`+i`, `-i`) on `paths`; whether it worked.
fn chattr(flag: &str, paths: &[&Path]) -> bool {
    Command::new("chattr")
        .arg(flag)
        .args(paths)
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether the files can be made immutable here: as root it must work; otherwise the
/// test cannot run, which is a failure where `RULING_TEST_READ_ONLY=required` (CI).
fn immutable_files() -> bool {
    if !is_root() {
        let required = std::env::var("RULING_TEST_READ_ONLY").is_ok_and(|v| v == "required");
        assert!(
            !required,
            "RULING_TEST_READ_ONLY=required, but only root can make the database read-only"
        );
        eprintln!("read_only: not root, so chattr +i is not available; not run");
        return false;
    }
    let probe = tempfile::NamedTempFile::new().expect("a temporary file");
    assert!(
        chattr("+i", &[probe.path()]),
        "chattr +i failed as root: the read-only database test cannot run"
    );
    assert!(chattr("-i", &[probe.path()]));
    true
}

/// The checks after the fault: what the students were told, and what was kept.
fn check(rt: &tokio::runtime::Runtime, db: &TestDb, user: i64, told: &Told) {
    let acknowledged = told.acknowledged();
    let not_saved = told.not_saved.load(Ordering::Relaxed);
    let named = told.cannot_store.load(Ordering::Relaxed);
    eprintln!(
        "{}: read-only database under load: {} answers acknowledged, {not_saved} told not \
         saved ({named} naming the read-only database), {} question pages missed",
        db.backend,
        acknowledged.len(),
        told.no_page.load(Ordering::Relaxed)
    );
    assert_told_truthfully(told);
    let other = told.other.lock().unwrap().clone();
    assert!(
        other.is_empty(),
        "{}: every refusal is the not-saved page, never a 500: {other:?}",
        db.backend
    );
    assert!(
        named == not_saved,
        "{}: every not-saved page names the cause ({named} of {not_saved})",
        db.backend
    );
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let lost = not_stored(rt, &store, user, &acknowledged);
    assert!(
        lost.is_empty(),
        "{}: acknowledged but not stored: {lost:?} of {}",
        db.backend,
        acknowledged.len()
    );
    rt.block_on(store.close());
}

/// A login while the database cannot write: the page that says so.
fn login_refused(base: &str, backend: &str) {
    let mut http = Http::new(base);
    assert_eq!(http.get("/login").map(|r| r.0), Some(200), "{backend}");
    let (status, body) = http
        .post(
            "/login",
            &[
                ("email", "bo@x"),
                ("password", crate::support::web::PASSWORD),
            ],
        )
        .expect("the server answers");
    assert_eq!(
        status, 503,
        "{backend}: a login that cannot be stored\n{body}"
    );
    assert!(
        body.contains(CANNOT_STORE),
        "{backend}: the page names the cause\n{body}"
    );
}

/// After the fault, the server untouched: new logins (a session written outside the
/// answer writer) and one answer each, every one taken, none refused.
fn all_taken_again(base: &str, backend: &str) {
    for n in 0..20 {
        let mut http = Http::new(base);
        assert!(
            http.try_login("bo@x"),
            "{backend}: login {n} after the database took writes again"
        );
        let (status, page) = http.get("/practice/imps-conversion").unwrap();
        assert_eq!(status, 200, "{backend}");
        let token = crate::support::web::field(&page, "token").unwrap();
        let choice = crate::support::web::field(&page, "answer").unwrap();
        let (status, body) = http
            .answer(&[("token", &token), ("answer", &choice)])
            .unwrap();
        assert!(
            status == 200 || status == 303,
            "{backend}: answer {n} after the database took writes again: {status}\n{body}"
        );
    }
}

fn user(rt: &tokio::runtime::Runtime, db: &TestDb) -> i64 {
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let bo = rt
        .block_on(store.create_user("bo@x", "Bo", Role::Student, Lang::En, password_hash()))
        .unwrap();
    rt.block_on(store.close());
    bo.id
}

#[test]
fn a_read_only_sqlite_database_loses_no_acknowledged_answer_and_the_server_recovers() {
    if !immutable_files() {
        return;
    }
    let _alone = heavy();
    let rt = runtime();
    let db = sqlite();
    let bo = user(&rt, &db);
    let mut server = Server::start(&db);
    let file = Path::new(&db.url).to_path_buf();
    let wal = file.with_extension("db-wal");
    let folder = file.parent().unwrap().to_path_buf();
    // Whatever happens below, the files are writable again for the temporary folder's
    // removal.
    struct Writable(Vec<std::path::PathBuf>);
    impl Drop for Writable {
        fn drop(&mut self) {
            // The server removes its write-ahead log when it stops.
            let _ = Command::new("chattr")
                .arg("-i")
                .args(self.0.iter().filter(|p| p.exists()))
                .status();
        }
    }
    let _writable = Writable(vec![file.clone(), wal.clone(), folder.clone()]);
    assert!(wal.exists(), "the server keeps a write-ahead log");

    let (stream, reader) = refused_while_read_only(&server.base, db.backend, || {
        assert!(chattr("+i", &[&file, &wal, &folder]), "chattr +i");
    });
    // The stream stops first, so that no refusal meanwhile retires the pool's
    // connections opened read-only: the first requests after it must find none. Reads
    // at once from more students than the pool keeps fill it with connections opened
    // now, read-only.
    let told = stream.stop();
    read_at_once(&reader);
    assert!(chattr("-i", &[&file, &wal, &folder]), "chattr -i");
    all_taken_again(&server.base, db.backend);
    let status = server.terminate();
    assert!(status.success(), "the server stopped cleanly: {status}");
    check(&rt, &db, bo, &told);
}

/// Bo's answers streaming in, acknowledged, until `fault` makes the database read-only;
/// then refused, a login refused too, and what is stored still read. The stream, still
/// running, and a logged-in reader.
fn refused_while_read_only(
    base: &str,
    backend: &str,
    fault: impl FnOnce(),
) -> (AnswerStream, Http) {
    let mut reader = stream_reader(base);
    let stream = AnswerStream::start(base, "bo@x", 2);
    assert!(
        stream.wait_for(Duration::from_secs(60), |t| t.acknowledged().len() >= 20),
        "answers are acknowledged before the fault"
    );
    fault();
    let refused = stream.wait_for(Duration::from_secs(60), |t| {
        t.not_saved.load(Ordering::Relaxed) >= 20
    });
    assert!(
        refused,
        "answers are refused while the database is read-only"
    );
    login_refused(base, backend);
    // What is stored can still be read.
    assert_eq!(reader.get("/progress").map(|r| r.0), Some(200));
    (stream, reader)
}

/// Sixteen reads at once (the SQLite pool keeps eight connections), each a page that
/// reads from the database and writes nothing.
fn read_at_once(reader: &Http) {
    let readers: Vec<_> = (0..16)
        .map(|_| {
            let mut http = reader.clone();
            std::thread::spawn(move || {
                for _ in 0..5 {
                    assert_eq!(http.get("/progress").map(|r| r.0), Some(200));
                }
            })
        })
        .collect();
    for r in readers {
        r.join().unwrap();
    }
}

/// A logged-in student who only reads.
fn stream_reader(base: &str) -> Http {
    let mut http = Http::new(base);
    http.login("bo@x");
    http
}

/// `default_transaction_read_only` for the whole PostgreSQL server at `url`, applied to
/// every connection at once by reloading the configuration.
fn pg_read_only(rt: &tokio::runtime::Runtime, url: &str, on: bool) {
    rt.block_on(async {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        // This session may write whatever the server's default.
        sqlx::query("SET default_transaction_read_only = off")
            .execute(&mut conn)
            .await
            .unwrap();
        let set = if on {
            "ALTER SYSTEM SET default_transaction_read_only = on"
        } else {
            "ALTER SYSTEM RESET default_transaction_read_only"
        };
        sqlx::query(set).execute(&mut conn).await.unwrap();
        sqlx::query("SELECT pg_reload_conf()")
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.ok();
    });
}

#[test]
fn a_read_only_postgresql_loses_no_acknowledged_answer_and_the_server_recovers() {
    let Some(cluster) = super::pg_restart::Cluster::start() else {
        return;
    };
    let _alone = heavy();
    let rt = runtime();
    let db = postgres_at(cluster.url());
    let bo = user(&rt, &db);
    let mut server = Server::start(&db);
    let (stream, _reader) = refused_while_read_only(&server.base, db.backend, || {
        pg_read_only(&rt, &db.url, true)
    });
    let told = stream.stop();
    pg_read_only(&rt, &db.url, false);
    all_taken_again(&server.base, db.backend);
    let status = server.terminate();
    assert!(status.success(), "the server stopped cleanly: {status}");
    check(&rt, &db, bo, &told);
}
