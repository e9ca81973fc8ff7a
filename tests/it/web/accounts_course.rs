//! Accounts a course can live with (issue 33): an instructor's one-time reset code for
//! his own student, a second course joined with its code, an instructor landing on his
//! courses, the browser's language taken at a first login, the first-run setup address,
//! and "report a problem" read by the student's instructor and no other.

use axum::http::StatusCode;

use ruling::i18n::Lang;
use ruling::store::Role;

use crate::support::web::{Client, PASSWORD, TestApp, databases, field, sqlite};

/// The reset code on the instructor's page.
fn shown_code(body: &str) -> String {
    let start = body
        .find("class=\"reset-code\"><code>")
        .expect("a reset code")
        + "class=\"reset-code\"><code>".len();
    let end = body[start..].find("</code>").unwrap() + start;
    body[start..end].to_owned()
}

/// Logs `email` in with `password`; the response to the login form.
async fn log_in(c: &mut Client, email: &str, password: &str) -> crate::support::web::Resp {
    c.get("/login").await;
    c.post("/login", &[("email", email), ("password", password)])
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reset_code_works_once_expires_and_only_for_the_instructors_students() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let eva = app.user("eva@x.no", Role::Instructor).await;
        let root = app.user("root@x.no", Role::Admin).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let stranger = app.user("kim@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        let mut bo_phone = app.login(&bo).await;

        // The course page has the button; it makes a code shown once.
        let mut a = app.login(&ann).await;
        let page = a.get(&format!("/courses/{}", course.id)).await;
        assert!(
            page.body.contains(&format!("/students/{}/reset", bo.id)),
            "{b}"
        );
        let r = a.post(&format!("/students/{}/reset", bo.id), &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{b}: {}", r.body);
        let code = shown_code(&r.body);
        assert_eq!(code.len(), 19, "{b}: {code}");
        assert!(r.body.contains(&format!("/reset/{code}")), "{b}");
        // Not for a student of someone else's course, nor for one on no course.
        let mut e = app.login(&eva).await;
        let r = e.post(&format!("/students/{}/reset", bo.id), &[]).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
        let r = a
            .post(&format!("/students/{}/reset", stranger.id), &[])
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
        // A student cannot make one at all.
        let r = bo_phone
            .post(&format!("/students/{}/reset", bo.id), &[])
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
        // An admin can, for anyone.
        let mut r0 = app.login(&root).await;
        let r = r0
            .post(&format!("/students/{}/reset", stranger.id), &[])
            .await;
        assert_eq!(r.status, StatusCode::OK, "{b}");

        // Typed at /reset, in lower case with spaces, it leads to its page.
        let mut c = app.client();
        c.get("/reset").await;
        let typed = code.to_lowercase().replace('-', " ");
        let r = c.post("/reset", &[("code", &typed)]).await;
        assert_eq!(
            r.location.as_deref(),
            Some(&*format!("/reset/{code}")),
            "{b}"
        );
        let r = c.get(&format!("/reset/{code}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        assert_eq!(field(&r.body, "username").as_deref(), Some("bo@x.no"));
        // The settings page's rules.
        let r = c
            .post(&format!("/reset/{code}"), &[("password", "12345678")])
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        let r = c
            .post(
                &format!("/reset/{code}"),
                &[("password", "a new long password")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        assert_eq!(r.location.as_deref(), Some("/practice"), "{b}");
        assert_eq!(c.get("/practice").await.status, StatusCode::OK, "{b}");
        // Every other session of his ended; the new password opens the account.
        assert_eq!(
            bo_phone.get("/practice").await.status,
            StatusCode::SEE_OTHER
        );
        let mut d = app.client();
        assert_eq!(
            log_in(&mut d, "bo@x.no", PASSWORD).await.status,
            StatusCode::UNAUTHORIZED,
            "{b}"
        );
        assert_eq!(
            log_in(&mut d, "bo@x.no", "a new long password")
                .await
                .status,
            StatusCode::SEE_OTHER,
            "{b}"
        );

        // Once only.
        let mut c = app.client();
        let r = c.get(&format!("/reset/{code}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
        assert!(r.body.contains("does not work"), "{b}");

        // A fresh code expires after 48 hours; a newer one replaces an older.
        let older = shown_code(
            &a.post(&format!("/students/{}/reset", bo.id), &[])
                .await
                .body,
        );
        let newer = shown_code(
            &a.post(&format!("/students/{}/reset", bo.id), &[])
                .await
                .body,
        );
        assert_eq!(
            c.get(&format!("/reset/{older}")).await.status,
            StatusCode::NOT_FOUND,
            "{b}"
        );
        assert_eq!(
            c.get(&format!("/reset/{newer}")).await.status,
            StatusCode::OK,
            "{b}"
        );
        app.store().age_reset_codes(48 * 3600 + 1).await.unwrap();
        assert_eq!(
            c.get(&format!("/reset/{newer}")).await.status,
            StatusCode::NOT_FOUND,
            "{b}"
        );
        let r = c
            .post(
                &format!("/reset/{newer}"),
                &[("password", "yet another password")],
            )
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_login_page_says_whom_to_ask_for_a_forgotten_password() {
    let app = TestApp::new(sqlite()).await;
    let mut c = app.client();
    let r = c.get("/login").await;
    assert!(r.body.contains("Ask your instructor for a reset code"));
    assert!(r.body.contains("href=\"/reset\""));
    // Without SMTP, /forgot mails nothing and says the same for any address.
    app.user("bo@x.no", Role::Student).await;
    c.get("/forgot").await;
    let known = c.post("/forgot", &[("email", "bo@x.no")]).await;
    let unknown = c.post("/forgot", &[("email", "nobody@x.no")]).await;
    assert_eq!(
        (known.status, unknown.status),
        (StatusCode::OK, StatusCode::OK)
    );
    for r in [&known, &unknown] {
        assert!(r.body.contains("If this address has an account"));
        assert!(
            !r.body.contains("action=\"/forgot\""),
            "no mail form without SMTP"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_student_joins_a_second_course_and_is_told_when_he_is_in_it() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let first = app
            .store()
            .create_course(ann.id, "Grunnkurs")
            .await
            .unwrap();
        let second = app
            .store()
            .create_course(ann.id, "Klubbleder")
            .await
            .unwrap();
        app.store().enrol(first.id, bo.id).await.unwrap();
        let mut c = app.login(&bo).await;
        let settings = c.get("/settings").await;
        assert!(settings.body.contains("action=\"/courses/join\""), "{b}");
        let code = second.join_code.to_lowercase().replace('-', " ");
        let r = c.post("/courses/join", &[("join_code", &code)]).await;
        assert_eq!(r.status, StatusCode::OK, "{b}: {}", r.body);
        assert!(r.body.contains("You have joined Klubbleder."), "{b}");
        assert!(r.body.contains("<li>Grunnkurs</li>"), "{b}");
        let r = c
            .post("/courses/join", &[("join_code", &second.join_code)])
            .await;
        assert!(r.body.contains("You are already in Klubbleder."), "{b}");
        let r = c.post("/courses/join", &[("join_code", "ZZZZ-ZZZZ")]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        let mine = app.store().student_courses(bo.id).await.unwrap();
        assert_eq!(mine.len(), 2, "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_instructor_lands_on_his_courses_and_is_asked_for_the_first() {
    let app = TestApp::new(sqlite()).await;
    app.user("ann@x.no", Role::Instructor).await;
    app.user("bo@x.no", Role::Student).await;
    let mut a = app.client();
    let r = log_in(&mut a, "ann@x.no", PASSWORD).await;
    assert_eq!(r.location.as_deref(), Some("/courses"));
    let r = a.get("/courses").await;
    assert!(r.body.contains("Create your first course"), "{}", r.body);
    assert_eq!(a.get("/").await.location.as_deref(), Some("/courses"));
    let mut s = app.client();
    let r = log_in(&mut s, "bo@x.no", PASSWORD).await;
    assert_eq!(r.location.as_deref(), Some("/practice"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_without_a_language_takes_the_browsers_at_its_first_login() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        app.store().leave_lang_open(ann.id).await.unwrap();
        let kept = app.user("eva@x.no", Role::Instructor).await;
        let mut c = app.client();
        c.headers
            .push(("accept-language".into(), "de-DE,de;q=0.9,en;q=0.5".into()));
        log_in(&mut c, "ann@x.no", PASSWORD).await;
        let r = c.get("/courses").await;
        assert!(r.body.contains("<html lang=\"de\""), "{b}");
        assert_eq!(
            app.store().user(ann.id).await.unwrap().unwrap().lang,
            Lang::De
        );
        // Kept: a later login from a Norwegian browser does not change it.
        let mut n = app.client();
        n.headers.push(("accept-language".into(), "nb".into()));
        log_in(&mut n, "ann@x.no", PASSWORD).await;
        assert_eq!(
            app.store().user(ann.id).await.unwrap().unwrap().lang,
            Lang::De,
            "{b}"
        );
        // An account given a language keeps its own.
        log_in(&mut n, "eva@x.no", PASSWORD).await;
        assert_eq!(
            app.store().user(kept.id).await.unwrap().unwrap().lang,
            Lang::En,
            "{b}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setup_address_makes_the_first_admin_once_then_is_404() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let token = app.store().create_setup_token().await.unwrap().unwrap();
        let mut c = app.client();
        assert_eq!(
            c.get("/setup/not-the-token").await.status,
            StatusCode::NOT_FOUND
        );
        let r = c.get(&format!("/setup/{token}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        let r = c
            .post(
                &format!("/setup/{token}"),
                &[("name", "Ann"), ("email", "ann@x"), ("password", PASSWORD)],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        let r = c
            .post(
                &format!("/setup/{token}"),
                &[
                    ("name", "Ann"),
                    ("email", "ann@x.no"),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        assert_eq!(r.location.as_deref(), Some("/courses"), "{b}");
        let r = c.get("/courses").await;
        assert_eq!(r.status, StatusCode::OK, "{b}: logged in as an admin");
        let (admin, _) = app
            .store()
            .user_for_login("ann@x.no")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(admin.role, Role::Admin, "{b}");
        // Used up; and with an account, no new token and every /setup is 404.
        let mut d = app.client();
        assert_eq!(
            d.get(&format!("/setup/{token}")).await.status,
            StatusCode::NOT_FOUND
        );
        let r = d
            .post(
                &format!("/setup/{token}"),
                &[
                    ("name", "Eve"),
                    ("email", "eve@x.no"),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
        assert_eq!(app.store().create_setup_token().await.unwrap(), None, "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_report_is_stored_and_read_by_the_students_instructor_only() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let eva = app.user("eva@x.no", Role::Instructor).await;
        let root = app.user("root@x.no", Role::Admin).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
        app.store().create_course(eva.id, "Other").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        let mut c = app.login(&bo).await;
        let page = c.get("/practice/imps-conversion").await;
        let token = field(&page.body, "token").unwrap();
        let answer = field(&page.body, "answer").unwrap_or_else(|| "3".into());
        c.post("/answer", &[("token", &token), ("answer", &answer)])
            .await;
        let id = app.store().summaries(bo.id).await.unwrap()[0].id;
        let attempt = app.store().attempt(id).await.unwrap().unwrap();
        let shown = c.get(&format!("/attempts/{id}")).await;
        assert!(
            shown
                .body
                .contains(&format!("action=\"/attempts/{id}/report\"")),
            "{b}: the form on the result page"
        );
        let r = c
            .post(
                &format!("/attempts/{id}/report"),
                &[("note", "The board number is missing")],
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{b}: {}", r.body);
        assert!(r.body.contains("your instructor will see"), "{b}");
        // Control characters are refused like in every form; a long note too.
        let r = c
            .post(&format!("/attempts/{id}/report"), &[("note", "a\u{7}b")])
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        let long = "x".repeat(1001);
        let r = c
            .post(&format!("/attempts/{id}/report"), &[("note", &long)])
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{b}");

        // Stored whole: variant code, note, answer.
        let reports = app.store().course_reports(course.id).await.unwrap();
        assert_eq!(reports.len(), 1, "{b}");
        assert_eq!(reports[0].variant_code, attempt.variant_code);
        assert_eq!(reports[0].answer, attempt.answer);
        assert_eq!(reports[0].note, "The board number is missing");

        // Ann sees it on the course page and at /reports, with a link to the answer.
        let mut a = app.login(&ann).await;
        for path in [format!("/courses/{}", course.id), "/reports".to_owned()] {
            let r = a.get(&path).await;
            assert!(
                r.body.contains("The board number is missing"),
                "{b}: {path}"
            );
            assert!(r.body.contains(&attempt.variant_code), "{b}: {path}");
            assert!(r.body.contains(&format!("href=\"/attempts/{id}\"")), "{b}");
        }
        // The attempt page she reaches has no report form of her own.
        let r = a.get(&format!("/attempts/{id}")).await;
        assert!(!r.body.contains("/report\""), "{b}");
        // Eva does not see it, nor may she report on it; the admin sees it.
        let mut e = app.login(&eva).await;
        assert!(
            !e.get("/reports").await.body.contains("board number"),
            "{b}"
        );
        let r = e
            .post(&format!("/attempts/{id}/report"), &[("note", "mine")])
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
        let mut r0 = app.login(&root).await;
        assert!(
            r0.get("/reports").await.body.contains("board number"),
            "{b}"
        );
    }
}

/// A tiny SMTP server on 127.0.0.1 that takes every message and hands its DATA over.
async fn smtp_sink() -> (u16, tokio::sync::mpsc::UnboundedReceiver<String>) {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink\r\n").await.ok();
                let mut data: Option<String> = None;
                while let Ok(Some(line)) = lines.next_line().await {
                    if let Some(body) = data.as_mut() {
                        if line == "." {
                            tx.send(data.take().unwrap()).ok();
                            write.write_all(b"250 queued\r\n").await.ok();
                        } else {
                            body.push_str(&line);
                            body.push('\n');
                        }
                        continue;
                    }
                    let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                    let reply: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "DATA" => {
                            data = Some(String::new());
                            b"354 go on\r\n"
                        }
                        "QUIT" => {
                            write.write_all(b"221 bye\r\n").await.ok();
                            break;
                        }
                        _ => b"250 ok\r\n",
                    };
                    write.write_all(reply).await.ok();
                }
            });
        }
    });
    (port, rx)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_smtp_the_reset_link_is_mailed_from_the_public_address() {
    use ruling::web::Config;
    use ruling::web::mail::{SmtpConfig, SmtpTls};
    let (port, mut mails) = smtp_sink().await;
    let config = Config {
        smtp: Some(SmtpConfig {
            host: "127.0.0.1".into(),
            port: Some(port),
            from: "Quiz <quiz@x.no>".into(),
            tls: SmtpTls::None,
            ..SmtpConfig::default()
        }),
        public_url: Some("https://quiz.x.no/".into()),
        ..Config::default()
    };
    let app = TestApp::with_config(sqlite(), config).await;
    let ann = app.user("ann@x.no", Role::Instructor).await;
    let bo = app.user("bo@x.no", Role::Student).await;
    let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
    app.store().enrol(course.id, bo.id).await.unwrap();
    let mut a = app.login(&ann).await;
    let r = a.post(&format!("/students/{}/reset", bo.id), &[]).await;
    assert!(r.body.contains("also been mailed"), "{}", r.body);
    let code = shown_code(&r.body);
    let wait = std::time::Duration::from_secs(60);
    let mail = tokio::time::timeout(wait, mails.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(mail.contains("To: bo@x.no"), "{mail}");
    assert!(
        mail.contains(&format!("https://quiz.x.no/reset/{code}")),
        "{mail}"
    );

    // /forgot: the login page links it; a known address gets a link whatever Host the
    // request names, an unknown one none, and both the same answer.
    let mut c = app.client();
    assert!(c.get("/login").await.body.contains("href=\"/forgot\""));
    c.get("/forgot").await;
    c.headers.push(("host".into(), "evil.example".into()));
    let unknown = c.post("/forgot", &[("email", "nobody@x.no")]).await;
    let known = c.post("/forgot", &[("email", "bo@x.no")]).await;
    assert_eq!(
        (known.status, unknown.status),
        (StatusCode::OK, StatusCode::OK)
    );
    let mail = tokio::time::timeout(wait, mails.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(mail.contains("https://quiz.x.no/reset/"), "{mail}");
    assert!(!mail.contains("evil.example"), "{mail}");
    assert!(
        mails.try_recv().is_err(),
        "no mail for an address without an account"
    );
}

/// The real binary: `ruling serve` on a database without accounts prints the setup
/// address, which makes the first admin once; `ruling user add` without `--lang` leaves
/// the language to the first login.
#[test]
fn the_binary_prints_a_setup_address_on_a_fresh_database() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};

    use super::processes::Http;

    let db = sqlite();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args([
            "serve",
            "--addr",
            &format!("127.0.0.1:{port}"),
            "--db",
            &db.url,
        ])
        .env_remove("RULING_SECRET")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let line = lines.next().unwrap().unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let start = line.find(&base).unwrap_or_else(|| panic!("{line}"));
    let path = line[start + base.len()..].trim().to_owned();
    assert!(path.starts_with("/setup/"), "{line}");
    let mut http = Http::new(&base);
    let mut page = None;
    for _ in 0..600 {
        page = http.get(&path);
        if page.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    assert_eq!(page.map(|p| p.0), Some(200));
    let done = http.post(
        &path,
        &[
            ("name", "Ann"),
            ("email", "ann@x.no"),
            ("password", PASSWORD),
        ],
    );
    assert_eq!(done.map(|d| d.0), Some(303));
    assert_eq!(http.get(&path).map(|p| p.0), Some(404));
    child.kill().ok();
    child.wait().ok();

    let mut add = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args(["user", "add", "--email", "bo@x.no", "--role", "student"])
        .args(["--password-stdin", "--db", &db.url])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    add.stdin
        .take()
        .unwrap()
        .write_all(b"a long password\n")
        .unwrap();
    assert!(add.wait().unwrap().success());
    let rt = super::processes::runtime();
    rt.block_on(async {
        let store = ruling::store::Store::open(&db.url).await.unwrap();
        let bo = store.user_by_email("bo@x.no").await.unwrap().unwrap();
        assert!(
            store.settle_lang(bo.id, Lang::Da).await.unwrap(),
            "left open"
        );
        let ann = store.user_by_email("ann@x.no").await.unwrap().unwrap();
        assert!(
            !store.settle_lang(ann.id, Lang::Da).await.unwrap(),
            "chosen"
        );
        store.close().await;
    });
}
