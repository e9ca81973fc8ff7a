//! Timed online exams over HTTP: a late answer refused with a clear message (page and
//! script), the instructor closing, grading and downloading the results; a real server
//! killed with SIGKILL while students autosave, which must lose no acknowledged answer;
//! and a student in headless Chromium who answers, reloads, closes the tab, comes back
//! and hands in, then the instructor who closes the exam and sees the scores.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ruling::exam::definition::Format;
use ruling::exam::online::{self, Settings};
use ruling::i18n::{Lang, catalogue};
use ruling::laws::Message;
use ruling::store::online::{Expiry, OnlineExam};
use ruling::store::{Role, Store, User, now};

use crate::support::web::{TestApp, databases, html_unescape, password_hash, sqlite};
use crate::web::processes::{Http, Server, heavy, runtime};

/// A course of `n` students of `teacher` and an exam of two written-in questions, open
/// from an hour ago for two hours, 45 minutes each, drawn from `seed`.
pub(crate) async fn exam(
    store: &Store,
    teacher: &User,
    students: &[User],
    seed: u64,
) -> OnlineExam {
    let course = store.create_course(teacher.id, "Club TD").await.unwrap();
    for s in students {
        store.enrol(course.id, s.id).await.unwrap();
    }
    let t = now();
    let settings = Settings {
        course_id: course.id,
        title: "Lesson 7".into(),
        created_by: teacher.id,
        templates: "revoke-64b1-nothing,imps-conversion".parse().unwrap(),
        minutes: 45,
        opens_at: t - 3600,
        closes_at: t + 3600,
        format: Format::Free,
        per_student: true,
        expiry: Expiry::Submit,
        seed,
        federation: ruling::bank::federation::Scope::All,
    };
    let questions = ruling::exam::content::Questions::new(crate::support::bank().clone());
    let items = online::draw(&questions, &settings, students.len()).unwrap();
    let id = online::create(store, &settings, items).await.unwrap();
    store.online_exam(id).await.unwrap().unwrap()
}

async fn user(store: &Store, name: &str, role: Role) -> User {
    store
        .create_user(&format!("{name}@x"), name, role, Lang::En, password_hash())
        .await
        .unwrap()
}

/// The right answer to question `position` of `user`'s sitting, as typed.
async fn right(store: &Store, exam: &OnlineExam, user: &User, position: usize) -> String {
    let sitting = store.sitting(exam.id, user.id).await.unwrap().unwrap();
    let v = &online::variants(store, exam.id, sitting.copy)
        .await
        .unwrap()[position - 1];
    ruling::present::key::key_side(v, Lang::En).answer
}

#[tokio::test]
async fn a_late_answer_is_refused_with_the_reason_and_the_saved_ones_are_graded() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let store = app.store();
        let teacher = user(store, "teacher", Role::Instructor).await;
        let anna = user(store, "anna", Role::Student).await;
        let bo = user(store, "bo", Role::Student).await;
        let exam = exam(store, &teacher, &[anna.clone(), bo.clone()], 11).await;
        let path = format!("/online/{}", exam.id);
        let save = format!("{path}/save");

        // Bo starts now and saves from the page and from the script.
        let mut bo_web = app.login(&bo).await;
        assert_eq!(bo_web.get(&path).await.status, 200, "{b}: the lobby");
        let r = bo_web.post(&format!("{path}/start"), &[]).await;
        assert_eq!(r.status, 303, "{b}");
        let page = bo_web.get(&path).await;
        assert!(page.body.contains("role=\"timer\""), "{b}: the clock");
        assert!(
            page.body.contains("aria-live=\"polite\""),
            "{b}: the announcer"
        );
        let r1 = right(store, &exam, &bo, 1).await;
        let r = bo_web
            .post(
                &save,
                &[("positions", "1,2"), ("q1.b0", &r1), ("q2.b0", "")],
            )
            .await;
        assert_eq!(r.status, 303, "{b}: saved without the script");
        let page = bo_web.get(&path).await;
        assert!(page.body.contains("Saved at"), "{b}: shown saved");
        let r2 = right(store, &exam, &bo, 2).await;
        let r = bo_web
            .post(&save, &[("positions", "2"), ("q2.b0", &r2), ("js", "1")])
            .await;
        assert_eq!(r.status, 200, "{b}: {}", r.body);
        assert!(r.body.contains("\"ok\":true"), "{b}: {}", r.body);

        // Anna's sitting began an hour ago: her 45 minutes are over.
        online::start(store, &exam, &anna, now() - 3600)
            .await
            .unwrap();
        let mut anna_web = app.login(&anna).await;
        anna_web.get("/online").await;
        let r = anna_web
            .post(&save, &[("positions", "1"), ("q1.b0", "7")])
            .await;
        assert_eq!(r.status, 409, "{b}");
        assert!(
            r.body.contains("Your time ended at") && r.body.contains("was not saved"),
            "{b}: {}",
            r.body
        );
        let r = anna_web
            .post(&save, &[("positions", "1"), ("q1.b0", "7"), ("js", "1")])
            .await;
        assert_eq!(r.status, 409, "{b}");
        assert!(r.body.contains("\"ok\":false"), "{b}: {}", r.body);
        let sitting = store.sitting(exam.id, anna.id).await.unwrap().unwrap();
        assert!(
            store.exam_answers(sitting.id).await.unwrap().is_empty(),
            "{b}"
        );

        // A student cannot close the exam; the instructor does, and sees the scores.
        let close = [("confirm", "1")];
        assert_eq!(
            bo_web.post(&format!("{path}/close"), &close).await.status,
            403,
            "{b}"
        );
        let mut teacher_web = app.login(&teacher).await;
        teacher_web.get(&path).await;
        let r = teacher_web.post(&format!("{path}/close"), &[]).await;
        assert_eq!(r.status, 400, "{b}: not closed without the box ticked");
        assert_eq!(teacher_web.get(&path).await.status, 200, "{b}");
        let r = teacher_web.post(&format!("{path}/close"), &close).await;
        assert_eq!(r.status, 303, "{b}");
        let page = teacher_web.get(&path).await;
        assert!(page.body.contains("2 / 2"), "{b}: bo's score");
        assert!(page.body.contains("0 / 2"), "{b}: anna's score");
        let (status, headers, csv) = teacher_web.get_bytes(&format!("{path}/results.csv")).await;
        assert_eq!(status, 200, "{b}");
        assert_eq!(headers["content-type"], "text/csv; charset=utf-8", "{b}");
        let csv = String::from_utf8(csv).unwrap();
        assert!(
            csv.contains(",bo,bo@x,handed-in,2.00,2,100.0,1.00,1.00"),
            "{b}: {csv}"
        );
        assert!(
            csv.contains(",anna,anna@x,handed-in,0.00,2,0.0,0.00,0.00"),
            "{b}: {csv}"
        );
        // The item statistics: bo has both questions, anna neither, so each question is
        // answered by half (facility 50 %) and agrees with the rest of the test (100 %).
        assert!(page.body.contains("Item statistics"), "{b}");
        let (status, _, stats) = teacher_web.get_bytes(&format!("{path}/stats.csv")).await;
        assert_eq!(status, 200, "{b}");
        let stats = String::from_utf8(stats).unwrap();
        for q in ["1", "2"] {
            assert!(
                stats
                    .lines()
                    .any(|l| l.starts_with(&format!("{q},50.0,")) && l.contains(",100.0,")),
                "{b}: {stats}"
            );
        }
        assert_eq!(
            bo_web.get(&format!("{path}/stats.csv")).await.status,
            403,
            "{b}: a student does not see them"
        );

        // Released with the right answers: bo sees his verdicts.
        teacher_web.get(&path).await;
        let r = teacher_web
            .post(&format!("{path}/release"), &[("shows", "answers")])
            .await;
        assert_eq!(r.status, 303, "{b}");
        let page = bo_web.get(&path).await;
        assert!(page.body.contains("Your result"), "{b}");
        assert!(page.body.contains("Right"), "{b}");
        // Late after the close, the script is told so.
        let r = bo_web
            .post(&save, &[("positions", "1"), ("q1.b0", "1"), ("js", "1")])
            .await;
        assert_eq!(r.status, 409, "{b}");
    }
}

/// Students saving answers as fast as the server acknowledges them; the server is killed
/// with SIGKILL mid-stream. Every answer acknowledged must be in the database after, as
/// acknowledged or replaced by the one that was in flight.
#[test]
fn sigkill_loses_no_acknowledged_autosave() {
    const STUDENTS: usize = 100;
    let _alone = heavy();
    let rt = runtime();
    for db in rt.block_on(databases()) {
        let b = db.backend;
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let (exam, sessions) = rt.block_on(async {
            let teacher = user(&store, "teacher", Role::Instructor).await;
            let mut students = Vec::new();
            for i in 0..STUDENTS {
                students.push(user(&store, &format!("s{i}"), Role::Student).await);
            }
            let exam = exam(&store, &teacher, &students, 11).await;
            let mut sessions = Vec::new();
            for s in &students {
                online::start(&store, &exam, s, now()).await.unwrap();
                // A session made in the store: a hundred logins would spend minutes
                // hashing passwords.
                let (token, session) = store.create_session(Some(s.clone()), None).await.unwrap();
                sessions.push((s.id, token, session.csrf));
            }
            (exam, sessions)
        });
        rt.block_on(store.close());
        let mut server = Server::start(&db);
        // (student, position) → the last value acknowledged and the value in flight.
        let acked = Arc::new(Mutex::new(std::collections::HashMap::<
            (i64, i64),
            (u64, u64),
        >::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let count = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let save = format!("/online/{}/save", exam.id);
        let workers: Vec<_> = sessions
            .into_iter()
            .map(|(id, token, csrf)| {
                let (acked, stop, count) = (acked.clone(), stop.clone(), count.clone());
                let (base, save) = (server.base.clone(), save.clone());
                std::thread::spawn(move || {
                    let mut http = Http::new(&base);
                    http.cookie = Some(token);
                    http.csrf = Some(csrf);
                    for n in 1..=400u64 {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let position = (n % 2 + 1) as i64;
                        let field = format!("q{position}.b0");
                        let value = n.to_string();
                        let pos = position.to_string();
                        let fields = [
                            ("positions", pos.as_str()),
                            (field.as_str(), value.as_str()),
                            ("js", "1"),
                        ];
                        let last = acked
                            .lock()
                            .unwrap()
                            .get(&(id, position))
                            .map_or(0, |v| v.0);
                        acked.lock().unwrap().insert((id, position), (last, n));
                        match http.post(&save, &fields) {
                            Some((200, body)) if body.contains("\"ok\":true") => {
                                acked.lock().unwrap().insert((id, position), (n, n));
                                count.fetch_add(1, Ordering::Relaxed);
                            }
                            _ => break,
                        }
                    }
                })
            })
            .collect();
        let deadline = Instant::now() + Duration::from_secs(180);
        while count.load(Ordering::Relaxed) < 1000 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        server.kill();
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            w.join().unwrap();
        }
        let acked = acked.lock().unwrap().clone();
        let total = count.load(Ordering::Relaxed);
        assert!(total >= 1000, "{b}: the stream ran ({total} saves)");
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let mut lost = Vec::new();
        rt.block_on(async {
            for s in store.sittings(exam.id).await.unwrap() {
                let stored = store.exam_answers(s.id).await.unwrap();
                for position in [1, 2] {
                    let Some(&(last, in_flight)) = acked.get(&(s.user_id, position)) else {
                        continue;
                    };
                    if last == 0 {
                        continue;
                    }
                    let value: u64 = stored
                        .iter()
                        .find(|a| a.position == position)
                        .and_then(|a| {
                            online::fields(&a.fields)
                                .first()
                                .map(|(_, v)| v.parse().unwrap())
                        })
                        .unwrap_or(0);
                    if value != last && value != in_flight {
                        lost.push((s.user_id, position, last, value));
                    }
                }
            }
        });
        assert!(
            lost.is_empty(),
            "{b}: acknowledged but lost (student, question, acknowledged, stored): {lost:?}"
        );
        // The database opens again and serves the sitting.
        drop(store);
        let again = Server::start(&db);
        let mut http = Http::new(&again.base);
        assert_eq!(http.get("/healthz").unwrap().0, 200, "{b}");
    }
}

/// Headless Chromium, when `RULING_TEST_CHROMEDRIVER` names chromedriver.
#[test]
fn a_student_sits_a_timed_exam_in_chromium_and_the_instructor_sees_the_scores() {
    let Ok(program) = std::env::var("RULING_TEST_CHROMEDRIVER") else {
        return;
    };
    let rt = runtime();
    let db = sqlite();
    let store = rt.block_on(Store::open(&db.url)).unwrap();
    let (teacher, anna, exam) = rt.block_on(async {
        let teacher = user(&store, "teacher", Role::Instructor).await;
        let anna = user(&store, "anna", Role::Student).await;
        let bo = user(&store, "bo", Role::Student).await;
        let exam = exam(&store, &teacher, &[anna.clone(), bo], 11).await;
        (teacher, anna, exam)
    });
    let server = Server::start(&db);
    let (_driver, port) = super::browser::start_driver(&program);
    let profile = tempfile::tempdir().unwrap();
    let outcome = rt.block_on(async {
        let c = chromium(port, profile.path()).await;
        let steps = sit(&c, &server.base, &store, &exam, &anna, &teacher).await;
        if steps.is_err() {
            super::browser::screenshot(&c, std::path::Path::new("target/online-failure.png")).await;
        }
        let _ = c.close().await;
        steps
    });
    if let Err(e) = outcome {
        panic!("{e} (screenshot in target/online-failure.png)");
    }
}

async fn chromium(port: u16, profile: &std::path::Path) -> fantoccini::Client {
    let mut args: Vec<String> = super::browser::CHROMIUM_FLAGS
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    args.push("--window-size=1366,1200".to_owned());
    let mut options = serde_json::json!({ "args": args });
    if std::path::Path::new("/usr/bin/chromium").exists() {
        options["binary"] = "/usr/bin/chromium".into();
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".into(), options);
    fantoccini::ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session")
}

/// Waits until the text of `css` contains `want`.
async fn wait_text(c: &fantoccini::Client, css: &str, want: &str) -> Result<String, String> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        // An element of the page being left goes stale: read again on the next.
        let text = super::browser::text(c, css).await.unwrap_or_else(|e| e);
        if text.contains(want) {
            return Ok(text);
        }
        if Instant::now() > deadline {
            return Err(format!("{css}: `{text}`, not `{want}`"));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn login(c: &fantoccini::Client, base: &str, email: &str) -> Result<(), String> {
    use super::browser::{click, fill};
    c.goto(&format!("{base}/login"))
        .await
        .map_err(|e| e.to_string())?;
    fill(c, "#email", email).await?;
    fill(c, "#password", crate::support::web::PASSWORD).await?;
    click(c, "form[action='/login'] button[type='submit']").await?;
    super::browser::find(c, "nav").await?;
    Ok(())
}

async fn sit(
    c: &fantoccini::Client,
    base: &str,
    store: &Store,
    exam: &OnlineExam,
    anna: &User,
    teacher: &User,
) -> Result<(), String> {
    use super::browser::{click, fill, find};
    let page = format!("{base}/online/{}", exam.id);
    login(c, base, &anna.email).await?;
    c.goto(&page).await.map_err(|e| e.to_string())?;
    click(c, "form[action$='/start'] button").await?;
    wait_text(c, "#time-left", "min").await?;
    // The first answer, saved by the script as it is typed.
    let r1 = right(store, exam, anna, 1).await;
    fill(c, "input[name='q1.b0']", &r1).await?;
    wait_text(c, "#saved-1", "Saved at").await?;
    // A reload keeps it, shown saved.
    c.refresh().await.map_err(|e| e.to_string())?;
    let kept = find(c, "input[name='q1.b0']")
        .await?
        .prop("value")
        .await
        .map_err(|e| e.to_string())?;
    if kept.as_deref() != Some(r1.as_str()) {
        return Err(format!("after a reload the answer is {kept:?}, not {r1}"));
    }
    wait_text(c, "#saved-1", "Saved at").await?;
    // Asked, the live region says the time left.
    click(c, "#say-time").await?;
    wait_text(c, "#time-said", "left").await?;
    // The tab is closed; she comes back in a new one.
    let new = c.new_window(true).await.map_err(|e| e.to_string())?;
    c.close_window().await.map_err(|e| e.to_string())?;
    c.switch_to_window(new.handle)
        .await
        .map_err(|e| e.to_string())?;
    c.goto(&page).await.map_err(|e| e.to_string())?;
    let r2 = right(store, exam, anna, 2).await;
    fill(c, "input[name='q2.b0']", &r2).await?;
    wait_text(c, "#saved-2", "Saved at").await?;
    click(c, "button[name='finish']").await?;
    wait_text(c, "main", "Handed in at").await?;
    // The instructor closes the exam and sees her score.
    c.delete_all_cookies().await.map_err(|e| e.to_string())?;
    login(c, base, &teacher.email).await?;
    c.goto(&page).await.map_err(|e| e.to_string())?;
    click(c, "form[action$='/close'] input[name='confirm']").await?;
    click(c, "form[action$='/close'] button").await?;
    let table = wait_text(c, "table.online-students", "2 / 2").await?;
    if !table.contains("Not started") {
        return Err(format!("bo is not listed as absent: {table}"));
    }
    find(c, "a[href$='/results.csv']").await?;
    Ok(())
}

/// The online exam form says what is wrong with the questions in the reader's language,
/// as the printed exam's form does: an unknown family, a family asked for more templates
/// than it has.
#[tokio::test]
async fn a_bad_question_list_is_named_in_the_readers_language() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let store = app.store();
        let teacher = user(store, "teacher", Role::Instructor).await;
        store.set_user_lang(teacher.id, Lang::Nb).await.unwrap();
        let course = store.create_course(teacher.id, "Klubbleder").await.unwrap();
        let mut web = app.login(&teacher).await;
        web.get("/online").await;
        let id = course.id.to_string();
        let sent = |templates: &'static str| {
            vec![
                ("course", id.as_str()),
                ("title", "Leksjon 7"),
                ("templates", templates),
                ("minutes", "45"),
                ("opens", "2026-12-03T18:00"),
                ("closes", "2026-12-03T21:00"),
                ("format", "free"),
                ("variants", "each"),
                ("expiry", "submit"),
            ]
        };
        let said = |m: Message| catalogue().render(Lang::Nb, &m);
        let page = web.post("/online", &sent("nosuch:2")).await;
        let unknown = said(
            Message::new("ui-exam-templates-unknown")
                .code("name", "nosuch")
                .code("families", "adjustments, claims, matchpoints, revoke, ui"),
        );
        assert!(
            html_unescape(&page.body).contains(&unknown),
            "{b}: {unknown} in {}",
            page.body
        );
        let page = web.post("/online", &sent("claims:99")).await;
        // Known only once drawn: the family has fewer templates than asked.
        assert!(
            html_unescape(&page.body).contains("maler igjen å trekke fra, ikke 99"),
            "{b}: {}",
            page.body
        );
        assert!(
            !page.body.contains("--templates"),
            "{b}: the command line's words"
        );
        assert!(
            store.online_exam(1).await.unwrap().is_none(),
            "{b}: nothing set"
        );
    }
}
