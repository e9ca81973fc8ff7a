//! A course of 200 students on one real `ruling serve` over loopback (issue 38 § 4), all
//! at once: every student opens the online exam, practises (a question page and its
//! answer, three times) and autosaves each of the exam's answers; meanwhile the
//! instructor downloads the printed exam's booklets (a burst of them at once), asks for
//! `all.pdf` and waits until it is made, and uploads a scan of two students' answer
//! sheets and waits until it is read; at the end he closes the online exam.
//!
//! Bounded: 200 students, three rounds, a fixed number of downloads; every request on
//! 127.0.0.1; each wait has a deadline. What must hold: not one request fails (each gets
//! the status it should), every answer acknowledged is stored, and the server's peak
//! memory (`VmHWM`) stays under [`MEMORY_BOUND`]: the typesetting pool takes as many
//! jobs at once as there are CPUs and the rest wait holding nothing, `all.pdf` is
//! typeset a chunk of students at a time, and a booklet from its one student.
//!
//! The latency table (per kind of request: count, p50, p99, max) is written to the
//! test's standard error past the harness's capture, so that CI's log shows it.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ruling::exam::Exam;
use ruling::exam::definition::ExamFile;
use ruling::i18n::Lang;
use ruling::store::{Role, Store, User, now};

use super::processes::{Http, Server, heavy, runtime};
use crate::scan::e2e::{answers, marked};
use crate::scan::paper::{render, to_jpeg};
use crate::support::web::{databases, field, password_hash};

const STUDENTS: usize = 200;
/// Connections sending the students' requests, each for its share of the class.
const CLIENTS: usize = 16;
/// Practice questions (page and answer) and exam saves per student.
const ROUNDS: usize = 3;
/// The printed exam the course sits on paper.
const PRINTED: &str = "score-made,weighted-two,revoke-play-64a2,imps-conversion,mp-board";
/// Booklets downloaded, all asked for at once: every student's, each typeset from the
/// definition of the whole class (2.8 MB).
const BOOKLETS: usize = STUDENTS;
/// The server's peak resident memory allowed: measured 2026-12-01 (debug build).
const MEMORY_BOUND: u64 = 512 * 1024 * 1024;

/// Latencies by kind of request, and what went wrong.
#[derive(Default)]
struct Log {
    times: Mutex<HashMap<&'static str, Vec<Duration>>>,
    errors: Mutex<Vec<String>>,
}

impl Log {
    /// Times `f`, which returns whether the answer was the one expected and what it was.
    fn time<T>(&self, kind: &'static str, f: impl FnOnce() -> (bool, String, T)) -> T {
        let t = Instant::now();
        let (ok, what, out) = f();
        let took = t.elapsed();
        self.times
            .lock()
            .unwrap()
            .entry(kind)
            .or_default()
            .push(took);
        if !ok {
            self.errors.lock().unwrap().push(format!("{kind}: {what}"));
        }
        out
    }

    fn error(&self, what: String) {
        self.errors.lock().unwrap().push(what);
    }

    /// The table: kind, count, p50, p99, max.
    fn table(&self) -> String {
        let times = self.times.lock().unwrap();
        let mut kinds: Vec<_> = times.keys().copied().collect();
        kinds.sort_unstable();
        let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1e3);
        let mut out =
            String::from("| request | count | p50 | p99 | max |\n|---|---:|---:|---:|---:|\n");
        for kind in kinds {
            let mut t = times[kind].clone();
            t.sort_unstable();
            let at = |p: f64| t[((t.len() as f64 - 1.0) * p).round() as usize];
            out += &format!(
                "| {kind} | {} | {} | {} | {} |\n",
                t.len(),
                ms(at(0.5)),
                ms(at(0.99)),
                ms(*t.last().unwrap())
            );
        }
        out
    }
}

/// A download: status, content type and bytes (a PDF is no string).
fn download(agent: &ureq::Agent, url: &str, cookie: &str) -> (u16, String, Vec<u8>) {
    let Ok(r) = agent
        .get(url)
        .header("cookie", format!("ruling_session={cookie}"))
        .call()
    else {
        return (0, String::new(), Vec::new());
    };
    let status = r.status().as_u16();
    let kind = r
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let mut body = r.into_body();
    let bytes = body
        .with_config()
        .limit(256 * 1024 * 1024)
        .read_to_vec()
        .unwrap_or_default();
    (status, kind, bytes)
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(120)))
        .build()
        .into()
}

/// The server's peak resident memory, from /proc.
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc");
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    kb * 1024
}

/// One student's part: the exam page, then each round a practice question and its
/// answer and a save of the exam's next question.
fn student(
    base: &str,
    exam: i64,
    session: &(User, String, String),
    log: &Log,
) -> Vec<(i64, String)> {
    let (user, cookie, csrf) = session;
    let mut http = Http::new(base);
    http.cookie = Some(cookie.clone());
    let page = format!("/online/{exam}");
    log.time("online exam page", || {
        let r = http.get(&page);
        (
            r.as_ref().is_some_and(|r| r.0 == 200),
            format!("{:?}", r.map(|r| r.0)),
            (),
        )
    });
    // The exam page's form secret is the session's.
    http.csrf = Some(csrf.clone());
    let mut saved = Vec::new();
    for round in 0..ROUNDS {
        let question = log.time("practice question page", || {
            let r = http.get("/practice/imps-conversion");
            let ok = r.as_ref().is_some_and(|r| r.0 == 200);
            (ok, format!("{:?}", r.as_ref().map(|r| r.0)), r.map(|r| r.1))
        });
        if let Some(page) = question {
            let token = field(&page, "token").unwrap_or_default();
            let choice = field(&page, "answer").unwrap_or_default();
            log.time("practice answer (to its result page)", || {
                let r = http.answer(&[("token", &token), ("answer", &choice)]);
                let ok = r.as_ref().is_some_and(|r| r.0 == 200);
                (
                    ok,
                    format!(
                        "{:?}",
                        r.map(|r| (r.0, r.1.chars().take(200).collect::<String>()))
                    ),
                    (),
                )
            });
        }
        // Questions 1 and 2, the second answered twice (a change of mind).
        let position = (round % 2 + 1) as i64;
        let value = format!("{}", 100 * user.id + round as i64);
        let (name, position_text) = (format!("q{position}.b0"), position.to_string());
        let fields = [
            ("positions", position_text.as_str()),
            (name.as_str(), value.as_str()),
            ("js", "1"),
        ];
        let ok = log.time("online autosave", || {
            let r = http.post(&format!("/online/{exam}/save"), &fields);
            let ok = r
                .as_ref()
                .is_some_and(|r| r.0 == 200 && r.1.contains("\"ok\":true"));
            (ok, format!("{:?}", r), ok)
        });
        if ok {
            saved.push((position, value));
        }
    }
    saved
}

#[test]
fn a_course_of_200_practises_sits_an_exam_downloads_pdfs_and_uploads_scans_without_an_error() {
    let _alone = heavy();
    let rt = runtime();
    let db = rt.block_on(databases()).remove(0);
    let started = Instant::now();
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let (teacher, students, exam) = rt.block_on(async {
        let teacher = store
            .create_user(
                "teacher@x",
                "Teacher",
                Role::Instructor,
                Lang::En,
                password_hash(),
            )
            .await
            .unwrap();
        let mut students = Vec::new();
        for i in 0..STUDENTS {
            students.push(
                store
                    .create_user(
                        &format!("s{i}@x"),
                        &format!("S {i}"),
                        Role::Student,
                        Lang::En,
                        password_hash(),
                    )
                    .await
                    .unwrap(),
            );
        }
        let exam = crate::web::online::exam(&store, &teacher, &students, 38).await;
        for s in &students {
            ruling::exam::online::start(&store, &exam, s, now())
                .await
                .unwrap();
        }
        (teacher, students, exam)
    });
    // Sessions made in the store: 200 logins would spend minutes hashing passwords.
    let sessions: Vec<(User, String, String)> = rt.block_on(async {
        let mut out = Vec::new();
        for s in &students {
            let (token, session) = store.create_session(Some(s.clone()), None).await.unwrap();
            out.push((s.clone(), token, session.csrf));
        }
        out
    });
    let (cookie, session) = rt
        .block_on(store.create_session(Some(teacher.clone()), None))
        .unwrap();
    let server = Server::start(&db);
    let base = server.base.clone();
    let log = Arc::new(Log::default());

    // The printed exam of the course, set on the form.
    let mut instructor = Http::new(&base);
    instructor.cookie = Some(cookie.clone());
    instructor.csrf = Some(session.csrf.clone());
    let students_field = STUDENTS.to_string();
    log.time("set the printed exam (200 students)", || {
        let r = instructor.post(
            "/exams",
            &[
                ("templates", PRINTED),
                ("students", &students_field),
                ("seed", "38"),
                ("lang", "en"),
                ("paper", "a4"),
                ("format", ""),
                ("title", "Paper"),
            ],
        );
        (
            r.as_ref().is_some_and(|r| r.0 == 303),
            format!("{:?}", r.map(|r| r.0)),
            (),
        )
    });
    let printed = rt.block_on(store.printed_exams(Some(teacher.id))).unwrap()[0].id;
    let definition = rt
        .block_on(store.printed_exam_definition(printed))
        .unwrap()
        .unwrap();
    // Two students' answer sheets, marked and photographed: the scan to upload.
    let whole = Exam::load(ExamFile::parse("exam.json", &definition).unwrap());
    let two = whole.part(0..2);
    let dpi = 150.0;
    let sheets = render(&two, dpi);
    let mut photos = Vec::new();
    for n in [1, 2] {
        for (i, p) in marked(&two, &sheets, dpi, n, &answers(&two, n, true))
            .iter()
            .enumerate()
        {
            photos.push((format!("student-{n}-{i}.jpg"), to_jpeg(p)));
        }
    }
    let questions = whole.file.questions.len();
    let definition_mb = definition.len() as f64 / 1e6;
    drop((whole, two, sheets, definition));
    let set_up = started.elapsed();

    let load = Instant::now();
    let sessions = Arc::new(sessions);
    let clients: Vec<_> = (0..CLIENTS)
        .map(|c| {
            let (sessions, log, base) = (sessions.clone(), log.clone(), base.clone());
            let id = exam.id;
            std::thread::spawn(move || {
                let mut saved = Vec::new();
                for s in sessions.iter().skip(c).step_by(CLIENTS) {
                    saved.push((s.0.id, student(&base, id, s, &log)));
                }
                saved
            })
        })
        .collect();

    // The booklets, all asked for at once (a place in the typesetting pool each, in
    // turn), from as many connections.
    let booklets: Vec<_> = (0..BOOKLETS)
        .map(|i| {
            let (log, base, cookie) = (log.clone(), base.clone(), cookie.clone());
            std::thread::spawn(move || {
                let n = 1 + i * STUDENTS / BOOKLETS;
                let url = format!("{base}/exams/{printed}/booklet-{n:03}.pdf");
                log.time("booklet download", || {
                    let (status, kind, bytes) = download(&agent(), &url, &cookie);
                    let ok =
                        status == 200 && kind == "application/pdf" && bytes.starts_with(b"%PDF");
                    (
                        ok,
                        format!("{url}: {status} {kind} {} bytes", bytes.len()),
                        (),
                    )
                });
            })
        })
        .collect();

    // all.pdf: asked for, then looked at again each second (as its page reloads itself)
    // until it is made.
    let all = {
        let (log, base, cookie) = (log.clone(), base.clone(), cookie.clone());
        std::thread::spawn(move || {
            let url = format!("{base}/exams/{printed}/all.pdf");
            let t = Instant::now();
            let deadline = t + Duration::from_secs(180);
            loop {
                let (status, kind, bytes) = log.time("all.pdf request", || {
                    let r = download(&agent(), &url, &cookie);
                    (r.0 == 200 || r.0 == 202, format!("{} {}", r.0, r.1), r)
                });
                if status == 200 {
                    if !(kind == "application/pdf" && bytes.starts_with(b"%PDF")) {
                        log.error(format!("all.pdf: {kind}, {} bytes", bytes.len()));
                    }
                    log.times
                        .lock()
                        .unwrap()
                        .entry("all.pdf made (first request to PDF)")
                        .or_default()
                        .push(t.elapsed());
                    return bytes.len();
                }
                if status != 202 || Instant::now() > deadline {
                    log.error(format!("all.pdf never made: {status}"));
                    return 0;
                }
                std::thread::sleep(Duration::from_secs(1));
            }
        })
    };

    // The scan: uploaded, then the marking page looked at until it is read.
    let scan = {
        let (log, base, cookie, csrf) = (
            log.clone(),
            base.clone(),
            cookie.clone(),
            session.csrf.clone(),
        );
        std::thread::spawn(move || {
            let body = super::scan_kill::multipart(&csrf, &photos);
            let kind = format!(
                "multipart/form-data; boundary={}",
                super::scan_kill::BOUNDARY
            );
            let url = format!("{base}/exams/{printed}/marking/scans");
            let t = Instant::now();
            log.time("scan upload (2 students' sheets)", || {
                let r = agent()
                    .post(&url)
                    .header("cookie", format!("ruling_session={cookie}"))
                    .header("content-type", &kind)
                    .send(&body[..]);
                let status = r.map(|r| r.status().as_u16()).unwrap_or(0);
                (status == 303, format!("{status}"), ())
            });
            let mut http = Http::new(&base);
            http.cookie = Some(cookie);
            let deadline = t + Duration::from_secs(180);
            loop {
                let page = log.time("marking page", || {
                    let r = http.get(&format!("/exams/{printed}/marking"));
                    (
                        r.as_ref().is_some_and(|r| r.0 == 200),
                        format!("{:?}", r.as_ref().map(|r| r.0)),
                        r,
                    )
                });
                let Some((200, page)) = page else { return };
                if !page.contains("http-equiv=\"refresh\"") {
                    log.times
                        .lock()
                        .unwrap()
                        .entry("scan read (upload to results)")
                        .or_default()
                        .push(t.elapsed());
                    return;
                }
                if Instant::now() > deadline {
                    log.error("the scan was never read".into());
                    return;
                }
                std::thread::sleep(Duration::from_millis(500));
            }
        })
    };

    let saved: Vec<(i64, Vec<(i64, String)>)> = clients
        .into_iter()
        .flat_map(|c| c.join().unwrap())
        .collect();
    for b in booklets {
        b.join().unwrap();
    }
    let all_bytes = all.join().unwrap();
    scan.join().unwrap();
    let students_done = load.elapsed();

    // The close, with the class's answers all in.
    let path = format!("/online/{}/close", exam.id);
    log.time("online exam close (hand in and grade)", || {
        let r = instructor.post(&path, &[("confirm", "1")]);
        (
            r.as_ref().is_some_and(|r| r.0 == 303),
            format!("{:?}", r.map(|r| r.0)),
            (),
        )
    });
    let peak = peak_memory(server.pid());
    let total = started.elapsed();

    let table = log.table();
    // Written past the test harness's capture (which takes `eprintln!`'s output only):
    // CI's log shows the table of a passing run too.
    let _ = writeln!(
        std::io::stderr(),
        "\ncourse load ({}): {STUDENTS} students × {ROUNDS} rounds by {CLIENTS} connections, \
         {BOOKLETS} booklets and all.pdf ({:.1} MB) of a printed exam of {questions} questions \
         (definition {definition_mb:.1} MB), a scan of 2 students; set-up {:.1} s, load {:.1} \
         s, whole test {:.1} s; server peak memory (VmHWM) {} MB\n{table}",
        db.backend,
        all_bytes as f64 / 1e6,
        set_up.as_secs_f64(),
        students_done.as_secs_f64(),
        total.as_secs_f64(),
        peak / (1024 * 1024)
    );

    let errors = log.errors.lock().unwrap().clone();
    assert!(
        errors.is_empty(),
        "{} requests failed: {errors:#?}",
        errors.len()
    );

    // Every acknowledged save is stored (the last one of each question), every practice
    // answer too.
    rt.block_on(async {
        let mut last: HashMap<(i64, i64), String> = HashMap::new();
        for (user, saves) in &saved {
            for (position, value) in saves {
                last.insert((*user, *position), value.clone());
            }
        }
        let mut found = 0;
        for s in store.sittings(exam.id).await.unwrap() {
            for a in store.exam_answers(s.id).await.unwrap() {
                let value = ruling::exam::online::fields(&a.fields)
                    .first()
                    .map(|(_, v)| v.clone());
                if last.get(&(s.user_id, a.position)) == value.as_ref() {
                    found += 1;
                }
            }
        }
        assert_eq!(found, last.len(), "every acknowledged save is stored");
        let mut answered = 0;
        for s in &students {
            answered += store.summaries(s.id).await.unwrap().len();
        }
        assert_eq!(
            answered,
            STUDENTS * ROUNDS,
            "every practice answer is stored"
        );
        let results = store
            .marking_results(printed)
            .await
            .unwrap()
            .expect("the scan's results");
        let results = String::from_utf8(results.results).unwrap();
        for n in [1, 2] {
            let row = results
                .lines()
                .map(|l| l.trim_start_matches('\u{feff}'))
                .find(|l| l.starts_with(&format!("{n},")))
                .unwrap_or_else(|| panic!("student {n} in {results}"));
            assert_eq!(
                row.split(',').nth(2),
                Some(questions.to_string().as_str()),
                "{row}"
            );
        }
    });
    assert!(
        peak < MEMORY_BOUND,
        "the server's peak memory {} MB is under {} MB",
        peak / (1024 * 1024),
        MEMORY_BOUND / (1024 * 1024)
    );
    rt.block_on(store.close());
}
