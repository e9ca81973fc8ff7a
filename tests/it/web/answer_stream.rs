//! A stream of answers from a few students' browsers against a real server, and what
//! they were told: the load under which the fault tests (a full disk, PostgreSQL
//! restarted) break something and check that no acknowledged answer was lost.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::processes::Http;
use crate::support::web::field;

/// What the students were told.
#[derive(Default)]
pub struct Told {
    /// Ids on result pages: acknowledged answers.
    pub acknowledged: Mutex<Vec<i64>>,
    /// 503 pages saying the answer was not saved.
    pub not_saved: AtomicUsize,
    /// Of those, the pages that name the cause: the database cannot write.
    pub cannot_store: AtomicUsize,
    /// Question pages that did not come (an error page, no answer): the student waits.
    pub no_page: AtomicUsize,
    /// Any other answer to a POST: (status, first bytes of the body).
    pub other: Mutex<Vec<(u16, String)>>,
}

impl Told {
    pub fn acknowledged(&self) -> Vec<i64> {
        self.acknowledged.lock().unwrap().clone()
    }
}

/// `workers` threads, each logged in as `email`, answering imps-conversion questions
/// (at most 3,000 requests each) until stopped.
pub struct AnswerStream {
    pub told: Arc<Told>,
    stop: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
}

impl AnswerStream {
    pub fn start(base: &str, email: &str, workers: usize) -> AnswerStream {
        let told = Arc::new(Told::default());
        let stop = Arc::new(AtomicBool::new(false));
        let workers = (0..workers)
            .map(|_| {
                let (told, stop) = (told.clone(), stop.clone());
                let mut http = Http::new(base);
                http.login(email);
                std::thread::spawn(move || answer(&mut http, &told, &stop))
            })
            .collect();
        AnswerStream {
            told,
            stop,
            workers,
        }
    }

    /// Whether any worker is still answering.
    pub fn running(&self) -> bool {
        self.workers.iter().any(|w| !w.is_finished())
    }

    /// Waits until `done` or `limit` passes, or every worker has stopped; `done()` then.
    pub fn wait_for(&self, limit: Duration, done: impl Fn(&Told) -> bool) -> bool {
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline && self.running() && !done(&self.told) {
            std::thread::sleep(Duration::from_millis(20));
        }
        done(&self.told)
    }

    /// Stops the workers and waits for them.
    pub fn stop(self) -> Arc<Told> {
        self.stop.store(true, Ordering::Relaxed);
        for w in self.workers {
            w.join().unwrap();
        }
        self.told
    }
}

/// What a page refusing for want of a writable database says of the cause.
pub const CANNOT_STORE: &str = "database cannot store anything just now";

fn answer(http: &mut Http, told: &Told, stop: &AtomicBool) {
    for _ in 0..3000 {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let page = match http.get("/practice/imps-conversion") {
            Some((200, page)) => page,
            _ => {
                told.no_page.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let token = field(&page, "token").expect("a question token");
        let choice = field(&page, "answer").expect("a choice");
        match http.answer(&[("token", &token), ("answer", &choice)]) {
            Some((200, result)) => told.acknowledged.lock().unwrap().push(
                super::processes::attempt_id(&result).expect("a result page has a permalink"),
            ),
            // The other worker answered this open question first.
            Some((303, _)) => {}
            // Told it was not saved: by the writer ("… was not saved"), or, with the
            // database away, before the answer was even read ("nothing was read or
            // saved").
            Some((503, page)) => {
                assert!(
                    page.contains("was not saved") || page.contains("nothing was read or saved"),
                    "{page}"
                );
                told.not_saved.fetch_add(1, Ordering::Relaxed);
                if page.contains(CANNOT_STORE) {
                    told.cannot_store.fetch_add(1, Ordering::Relaxed);
                }
            }
            Some((status, body)) => told
                .other
                .lock()
                .unwrap()
                .push((status, body.chars().take(200).collect())),
            None => break,
        }
    }
}

/// The checks every fault test makes of what the students were told: an answer not
/// acknowledged was never shown as a success, and no id was acknowledged twice.
pub fn assert_told_truthfully(told: &Told) {
    let other = told.other.lock().unwrap().clone();
    assert!(
        other.iter().all(|(status, _)| *status >= 500),
        "an answer not acknowledged is never a success: {other:?}"
    );
    let acknowledged = told.acknowledged();
    let mut distinct = acknowledged.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        acknowledged.len(),
        "no id acknowledged twice"
    );
}
