//! PostgreSQL restarted while students answer (issue 38 § 3): the server is not
//! restarted, and must reconnect by itself. The test runs a PostgreSQL cluster of its
//! own (initdb in a temporary folder, on a free loopback port), so restarting it breaks
//! no other test; `.ci/run` names the server's programs in `RULING_TEST_PG_BIN`, and
//! without it the test has nothing to run.
//!
//! What must hold: every answer acknowledged is stored, an answer given while the
//! database is down is told it was not saved (never shown as a success), and answers are
//! acknowledged again after the restart without touching the server.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::Ordering;
use std::time::Duration;

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::answer_stream::{AnswerStream, assert_told_truthfully};
use super::processes::{Server, not_stored, runtime};
use crate::support::web::{password_hash, postgres_at};

/// A throwaway PostgreSQL cluster, stopped and removed when dropped.
pub(super) struct Cluster {
    bin: PathBuf,
    dir: tempfile::TempDir,
    port: u16,
}

impl Cluster {
    /// A new cluster on a free port, or `None` when `RULING_TEST_PG_BIN` is not set.
    pub(super) fn start() -> Option<Cluster> {
        let bin = PathBuf::from(std::env::var_os("RULING_TEST_PG_BIN")?);
        let dir = tempfile::tempdir().expect("a temporary folder");
        // initdb refuses root: as root, the cluster belongs to `postgres`, as in .ci/run.
        if is_root() {
            run(Command::new("chown").args(["postgres"]).arg(dir.path()));
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let cluster = Cluster { bin, dir, port };
        run(cluster
            .as_owner("initdb")
            .args(["-A", "trust", "-U", "ruling", "--no-sync", "-D"])
            .arg(cluster.data()));
        cluster.ctl(&["start"]);
        Some(cluster)
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// `program` of the server's, run as the cluster's owner.
    fn as_owner(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        if is_root() {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(path);
            c
        } else {
            Command::new(path)
        }
    }

    /// `pg_ctl` with `args` (start, restart, stop), waiting until it is done.
    fn ctl(&self, args: &[&str]) {
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c fsync=off",
            self.port,
            self.dir.path().display()
        );
        run(self
            .as_owner("pg_ctl")
            .arg("-D")
            .arg(self.data())
            .args(["-l"])
            .arg(self.dir.path().join("log"))
            .args(["-w", "-m", "fast", "-o", &options])
            .args(args));
    }

    pub(super) fn url(&self) -> String {
        format!("postgres://ruling@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = self
            .as_owner("pg_ctl")
            .arg("-D")
            .arg(self.data())
            .args(["-m", "immediate", "stop"])
            .output();
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

fn run(command: &mut Command) {
    let out = command.output().expect("a PostgreSQL program");
    assert!(
        out.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// When the PostgreSQL server at `url` started, as it says.
fn started_at(rt: &tokio::runtime::Runtime, url: &str) -> String {
    rt.block_on(async {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        let (at,): (String,) = sqlx::query_as("SELECT pg_postmaster_start_time()::TEXT")
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        at
    })
}

#[test]
fn postgresql_restarted_under_load_loses_nothing_and_the_server_reconnects() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let _alone = super::processes::heavy();
    let db = postgres_at(cluster.url());
    let rt = runtime();
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let bo = rt
        .block_on(store.create_user("bo@x", "Bo", Role::Student, Lang::En, password_hash()))
        .unwrap();
    rt.block_on(store.close());
    drop(store);
    let mut server = Server::start(&db);
    let stream = AnswerStream::start(&server.base, "bo@x", 2);

    let started = stream.wait_for(Duration::from_secs(60), |told| {
        told.acknowledged().len() >= 20
    });
    assert!(started, "answers are acknowledged before the restart");
    // The restart ends every connection the server holds (`-m fast`), and for two
    // seconds there is no server to connect to at all.
    let before = stream.told.acknowledged().len();
    let booted = started_at(&rt, &db.url);
    cluster.ctl(&["stop"]);
    std::thread::sleep(Duration::from_secs(2));
    cluster.ctl(&["start"]);
    assert_ne!(started_at(&rt, &db.url), booted, "PostgreSQL was restarted");
    let recovered = stream.wait_for(Duration::from_secs(60), |told| {
        told.acknowledged().len() >= before + 20
    });
    let told = stream.stop();
    let status = server.terminate();
    assert!(status.success(), "the server stopped cleanly: {status}");

    let acknowledged = told.acknowledged();
    assert!(
        recovered,
        "answers are acknowledged again after the restart, the server untouched \
         ({} after, {} told not saved, {} pages missing)",
        acknowledged.len() - before,
        told.not_saved.load(Ordering::Relaxed),
        told.no_page.load(Ordering::Relaxed)
    );
    assert_told_truthfully(&told);
    eprintln!(
        "PostgreSQL restarted under load: {} answers acknowledged ({before} before), {} told \
         not saved, {} question pages missed",
        acknowledged.len(),
        told.not_saved.load(Ordering::Relaxed),
        told.no_page.load(Ordering::Relaxed)
    );
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let lost = not_stored(&rt, &store, bo.id, &acknowledged);
    assert!(
        lost.is_empty(),
        "acknowledged but not stored: {lost:?} of {}",
        acknowledged.len()
    );
    rt.block_on(store.close());
}
