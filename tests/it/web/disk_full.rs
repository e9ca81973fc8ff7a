//! The disk fills under the SQLite server while answers stream in (review security S1).
//! The server runs with a soft file-size limit, which makes SQLite's writes fail exactly
//! as on a full disk ("database or disk is full", or an I/O error for the write past the
//! end); raising the limit is the space coming back. What must hold: every answer
//! acknowledged with a permalink is in the database, every other one was told it was not
//! saved, no id is handed out twice, and the server goes on by itself once there is room.

use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::processes::{Http, Server, attempt_id, not_stored, runtime};
use crate::support::web::{field, password_hash, sqlite};

/// What the students were told.
#[derive(Default)]
struct Told {
    /// Ids on result pages: acknowledged answers.
    acknowledged: Mutex<Vec<i64>>,
    /// 503 pages saying the answer was not saved.
    not_saved: AtomicUsize,
    /// Any other answer to a POST: (status, first bytes of the body).
    other: Mutex<Vec<(u16, String)>>,
}

/// Waits until `done` or `limit` passes; false on the deadline.
fn wait_for(limit: Duration, done: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    done()
}

#[test]
fn a_full_disk_loses_no_acknowledged_answer_and_the_server_recovers() {
    let _alone = super::processes::heavy();
    let db = sqlite();
    let rt = runtime();
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let bo = rt
        .block_on(store.create_user("bo@x", "Bo", Role::Student, Lang::En, password_hash()))
        .unwrap();
    rt.block_on(store.close());
    drop(store);
    // Room for the logins and a few dozen answers, then the "disk" is full. `trap ''
    // XFSZ` keeps the kernel's signal from killing the server at the limit (an ignored
    // signal stays ignored across `exec`): the write fails instead, as on a full disk.
    // (The migrations may still be in the write-ahead log, the larger file then.)
    let size = [db.url.clone(), format!("{}-wal", db.url)]
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
        .max()
        .unwrap();
    // Headroom for the two logins even when the write-ahead log has just been reset.
    let limit_kib = size / 1024 + 512;
    let mut program = Command::new("bash");
    program.args([
        "-c",
        &format!("ulimit -S -f {limit_kib} && trap '' XFSZ && exec \"$0\" \"$@\""),
        env!("CARGO_BIN_EXE_ruling"),
    ]);
    let mut server = Server::start_as(&db, program, &[]);

    let told = Arc::new(Told::default());
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (told, stop) = (told.clone(), stop.clone());
            let mut http = Http::new(&server.base);
            http.login("bo@x");
            std::thread::spawn(move || {
                // Bounded: 3,000 requests a worker at most.
                for _ in 0..3000 {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let page = match http.get("/practice/imps-conversion") {
                        Some((200, page)) => page,
                        _ => {
                            std::thread::sleep(Duration::from_millis(20));
                            continue;
                        }
                    };
                    let token = field(&page, "token").expect("a question token");
                    let choice = field(&page, "answer").expect("a choice");
                    match http.answer(&[("token", &token), ("answer", &choice)]) {
                        Some((200, result)) => told
                            .acknowledged
                            .lock()
                            .unwrap()
                            .push(attempt_id(&result).expect("a result page has a permalink")),
                        // The other worker answered this open question first.
                        Some((303, _)) => {}
                        Some((503, page)) => {
                            assert!(page.contains("was not saved"), "{page}");
                            told.not_saved.fetch_add(1, Ordering::Relaxed);
                        }
                        Some((status, body)) => told
                            .other
                            .lock()
                            .unwrap()
                            .push((status, body.chars().take(200).collect())),
                        None => break,
                    }
                }
            })
        })
        .collect();

    // The disk fills, and the server says so, answer after answer.
    let running = || workers.iter().any(|w| !w.is_finished());
    let filled = wait_for(Duration::from_secs(120), || {
        told.not_saved.load(Ordering::Relaxed) >= 20 || !running()
    });
    let before = told.acknowledged.lock().unwrap().len();
    // Space comes back.
    let status = Command::new("prlimit")
        .args([
            "--pid",
            &server.pid().to_string(),
            "--fsize=unlimited:unlimited",
        ])
        .status()
        .expect("prlimit");
    assert!(status.success(), "prlimit raised the limit");
    let recovered = wait_for(Duration::from_secs(60), || {
        told.acknowledged.lock().unwrap().len() >= before + 20 || !running()
    }) && told.acknowledged.lock().unwrap().len() >= before + 20;
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        w.join().unwrap();
    }
    let status = server.terminate();
    assert!(status.success(), "the server stopped cleanly: {status}");

    let acknowledged = told.acknowledged.lock().unwrap().clone();
    let not_saved = told.not_saved.load(Ordering::Relaxed);
    assert!(
        filled && not_saved >= 20,
        "the disk filled: {} acknowledged, {not_saved} refused",
        acknowledged.len()
    );
    assert!(before > 0, "answers were stored before the disk filled");
    assert!(
        recovered,
        "the server stores answers again once there is room, without a restart \
         ({} acknowledged after the space came back)",
        acknowledged.len() - before
    );
    let other = told.other.lock().unwrap().clone();
    assert!(
        other.iter().all(|(status, _)| *status >= 500),
        "an answer not acknowledged is never a success: {other:?}"
    );
    let mut distinct = acknowledged.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        acknowledged.len(),
        "no id acknowledged twice"
    );

    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let lost = not_stored(&rt, &store, bo.id, &acknowledged);
    assert!(
        lost.is_empty(),
        "acknowledged but not stored: {lost:?} of {} ({not_saved} told not saved)",
        acknowledged.len()
    );
    rt.block_on(store.close());
}
