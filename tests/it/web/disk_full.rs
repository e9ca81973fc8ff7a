//! The disk fills under the SQLite server while answers stream in (review security S1).
//! The server runs with a soft file-size limit, which makes SQLite's writes fail exactly
//! as on a full disk ("database or disk is full", or an I/O error for the write past the
//! end); raising the limit is the space coming back. What must hold: every answer
//! acknowledged with a permalink is in the database, every other one was told it was not
//! saved, no id is handed out twice, and the server goes on by itself once there is room.

use std::process::Command;
use std::sync::atomic::Ordering;
use std::time::Duration;

use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::answer_stream::{AnswerStream, assert_told_truthfully};
use super::processes::{Server, not_stored, runtime};
use crate::support::web::{password_hash, sqlite};

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

    let stream = AnswerStream::start(&server.base, "bo@x", 2);

    // The disk fills, and the server says so, answer after answer.
    let filled = stream.wait_for(Duration::from_secs(120), |told| {
        told.not_saved.load(Ordering::Relaxed) >= 20
    });
    let before = stream.told.acknowledged().len();
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
    let recovered = stream.wait_for(Duration::from_secs(60), |told| {
        told.acknowledged().len() >= before + 20
    });
    let told = stream.stop();
    let status = server.terminate();
    assert!(status.success(), "the server stopped cleanly: {status}");

    let acknowledged = told.acknowledged();
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
    assert_told_truthfully(&told);

    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let lost = not_stored(&rt, &store, bo.id, &acknowledged);
    assert!(
        lost.is_empty(),
        "acknowledged but not stored: {lost:?} of {} ({not_saved} told not saved)",
        acknowledged.len()
    );
    rt.block_on(store.close());
}
