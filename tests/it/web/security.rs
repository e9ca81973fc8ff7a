//! Who may see what, and the rules that keep answers and accounts safe: every route
//! against every role and an anonymous visitor, the CSRF check on every form, a tampered
//! question token, no correct answer in a page or token before submitting, and the
//! login limits.

use axum::http::StatusCode;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use ruling::i18n::Lang;
use ruling::store::{NewAttempt, Outcome, Role};
use ruling::web::Config;
use ruling::web::quiz::Quiz;
use ruling::web::quiz::view::{Ask, key_view, misreading_view, question_view};

use crate::support::web::{Client, PASSWORD, TestApp, databases, field, sqlite, variant_code};

const OK: u16 = 200;
const SEE: u16 = 303;
const BAD: u16 = 400;
const FORBIDDEN: u16 = 403;
const MISSING: u16 = 404;
const UNPROCESSABLE: u16 = 422;

/// The expected status for anonymous, student, instructor, admin.
type Row = (
    &'static str,
    String,
    Vec<(&'static str, &'static str)>,
    [u16; 4],
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_against_every_role() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let student = app.user("student@x", Role::Student).await;
        let outsider = app.user("outsider@x", Role::Student).await;
        let instructor = app.user("instructor@x", Role::Instructor).await;
        let rival = app.user("rival@x", Role::Instructor).await;
        let admin = app.user("admin@x", Role::Admin).await;
        let own = app
            .store()
            .create_course(instructor.id, "Own")
            .await
            .unwrap();
        let theirs = app.store().create_course(rival.id, "Theirs").await.unwrap();
        app.store().enrol(own.id, student.id).await.unwrap();
        app.store().enrol(theirs.id, outsider.id).await.unwrap();
        let answer = |user: i64, token: &str| NewAttempt {
            user_id: user,
            sitting_id: None,
            token_id: token.into(),
            template_id: "imps-conversion".into(),
            family: "adjustments".into(),
            law: "78B".into(),
            variant_code: "IMP-1-7-1".into(),
            lang: "en".into(),
            variant: String::new(),
            answer: String::new(),
            outcome: Outcome::Correct,
            misreading: None,
            credit: (1, 1),
            shown_at: 0,
            answered_at: 1,
            counted: true,
            slot: None,
        };
        // A real stored answer, so that its page renders.
        let mut bo = app.login(&student).await;
        let page = bo.get("/practice/imps-conversion").await;
        let token = field(&page.body, "token").unwrap();
        let choice = field(&page.body, "answer").unwrap();
        let done = bo
            .answer(&[("token", &token), ("answer", &choice), ("next", "weak")])
            .await;
        assert_eq!(done.status, StatusCode::OK, "{backend}: {}", done.body);
        let mine = app.store().summaries(student.id).await.unwrap()[0].id;
        // An answer of a student of another course: stored whole from a real variant too.
        let variant = app.store().attempt(mine).await.unwrap().unwrap();
        let mut other = answer(outsider.id, "o1");
        other.variant = variant.variant.clone();
        other.answer = variant.answer.clone();
        let theirs_attempt = app.store().save_attempt(other).await.unwrap().id;

        let rows: Vec<Row> = vec![
            ("GET", "/".into(), vec![], [SEE, SEE, SEE, SEE]),
            ("GET", "/login".into(), vec![], [OK, SEE, SEE, SEE]),
            ("GET", "/register".into(), vec![], [OK, SEE, SEE, SEE]),
            ("GET", "/settings".into(), vec![], [SEE, OK, OK, OK]),
            ("GET", "/practice".into(), vec![], [SEE, OK, OK, OK]),
            ("GET", "/practice/weak".into(), vec![], [SEE, OK, OK, OK]),
            (
                "GET",
                "/practice/imps-conversion".into(),
                vec![],
                [SEE, OK, OK, OK],
            ),
            (
                "GET",
                "/practice/no-such-template".into(),
                vec![],
                [SEE, MISSING, MISSING, MISSING],
            ),
            (
                "GET",
                format!("/attempts/{mine}"),
                vec![],
                [SEE, OK, OK, OK],
            ),
            (
                "GET",
                format!("/attempts/{theirs_attempt}"),
                vec![],
                [SEE, FORBIDDEN, FORBIDDEN, OK],
            ),
            (
                "GET",
                "/attempts/999999".into(),
                vec![],
                [SEE, MISSING, MISSING, MISSING],
            ),
            // A try not counted: of one's own answers only.
            (
                "GET",
                format!("/attempts/{mine}/again"),
                vec![],
                [SEE, OK, MISSING, MISSING],
            ),
            ("GET", "/progress".into(), vec![], [SEE, OK, OK, OK]),
            (
                "GET",
                format!("/students/{}/progress", student.id),
                vec![],
                [SEE, FORBIDDEN, OK, OK],
            ),
            (
                "GET",
                format!("/students/{}/progress", outsider.id),
                vec![],
                [SEE, FORBIDDEN, FORBIDDEN, OK],
            ),
            ("GET", "/courses".into(), vec![], [SEE, FORBIDDEN, OK, OK]),
            (
                "GET",
                format!("/courses/{}", own.id),
                vec![],
                [SEE, FORBIDDEN, OK, OK],
            ),
            (
                "GET",
                format!("/courses/{}", theirs.id),
                vec![],
                [SEE, FORBIDDEN, FORBIDDEN, OK],
            ),
            ("GET", "/exams".into(), vec![], [SEE, FORBIDDEN, OK, OK]),
            (
                "GET",
                "/exams/999999".into(),
                vec![],
                [SEE, FORBIDDEN, MISSING, MISSING],
            ),
            ("GET", "/static/style.css".into(), vec![], [OK, OK, OK, OK]),
            ("GET", "/static/app.js".into(), vec![], [OK, OK, OK, OK]),
            (
                "GET",
                "/static/nothing.css".into(),
                vec![],
                [MISSING, MISSING, MISSING, MISSING],
            ),
            ("GET", "/healthz".into(), vec![], [OK, OK, OK, OK]),
            (
                "GET",
                "/no/such/page".into(),
                vec![],
                [MISSING, MISSING, MISSING, MISSING],
            ),
            (
                "POST",
                "/courses".into(),
                vec![("name", "New")],
                [SEE, FORBIDDEN, SEE, SEE],
            ),
            (
                "POST",
                "/courses".into(),
                vec![("name", " ")],
                [SEE, FORBIDDEN, UNPROCESSABLE, UNPROCESSABLE],
            ),
            (
                "POST",
                "/exams".into(),
                vec![("templates", "revoke:1"), ("students", "0")],
                [SEE, FORBIDDEN, UNPROCESSABLE, UNPROCESSABLE],
            ),
            (
                "POST",
                "/answer".into(),
                vec![("token", "x.y")],
                [SEE, BAD, BAD, BAD],
            ),
            (
                "POST",
                "/register".into(),
                vec![("join_code", "NONE-NONE")],
                [UNPROCESSABLE, UNPROCESSABLE, UNPROCESSABLE, UNPROCESSABLE],
            ),
            (
                "POST",
                "/language".into(),
                vec![("lang", "de"), ("back", "/practice")],
                [SEE, SEE, SEE, SEE],
            ),
            (
                "POST",
                "/language".into(),
                vec![("lang", "xx")],
                [BAD, BAD, BAD, BAD],
            ),
            // Issue 33: reset codes, joining, reports, the setup address.
            ("GET", "/reports".into(), vec![], [SEE, FORBIDDEN, OK, OK]),
            ("GET", "/reset".into(), vec![], [OK, OK, OK, OK]),
            ("GET", "/forgot".into(), vec![], [OK, OK, OK, OK]),
            (
                "GET",
                "/reset/NOPE-NOPE".into(),
                vec![],
                [MISSING, MISSING, MISSING, MISSING],
            ),
            (
                "GET",
                "/setup/nope".into(),
                vec![],
                [MISSING, MISSING, MISSING, MISSING],
            ),
            (
                "POST",
                "/courses/join".into(),
                vec![("join_code", "NONE-NONE")],
                [SEE, UNPROCESSABLE, UNPROCESSABLE, UNPROCESSABLE],
            ),
            (
                "POST",
                "/students/999999/reset".into(),
                vec![],
                [SEE, FORBIDDEN, MISSING, MISSING],
            ),
            (
                "POST",
                "/attempts/999999/report".into(),
                vec![("note", "x")],
                [SEE, MISSING, MISSING, MISSING],
            ),
            ("POST", "/logout".into(), vec![], [SEE, SEE, SEE, SEE]),
        ];
        // One session per role, kept through the rows (logout comes last).
        let mut clients = Vec::new();
        for who in [Some(&student), Some(&instructor), Some(&admin)] {
            clients.push(app.login(who.unwrap()).await);
        }
        for (method, path, fields, expected) in &rows {
            for (i, who) in [None, Some(&student), Some(&instructor), Some(&admin)]
                .into_iter()
                .enumerate()
            {
                let mut anonymous = app.client();
                let client = match i {
                    0 => {
                        anonymous.get("/login").await;
                        &mut anonymous
                    }
                    _ => &mut clients[i - 1],
                };
                let r = match *method {
                    "GET" => client.get(path).await,
                    _ => client.post(path, fields).await,
                };
                let role = who.map_or("anonymous", |u| u.email.as_str());
                assert_eq!(
                    r.status.as_u16(),
                    expected[i],
                    "{backend}: {method} {path} as {role}"
                );
                if expected[i] == SEE && *path != "/" && *method == "GET" {
                    let to = r.location.unwrap_or_default();
                    assert!(
                        to == "/login"
                            || to.starts_with("/login?next=")
                            || to == "/practice"
                            || to == "/courses",
                        "{method} {path} → {to}"
                    );
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_form_without_its_secret_or_with_a_wrong_one_gets_403() {
    let app = TestApp::new(sqlite()).await;
    let instructor = app.user("instructor@x", Role::Instructor).await;
    let posts: [(&str, Vec<(&str, &str)>); 14] = [
        (
            "/login",
            vec![
                ("email", "instructor@x"),
                ("password", crate::support::web::PASSWORD),
            ],
        ),
        ("/register", vec![("join_code", "X")]),
        ("/logout", vec![]),
        ("/language", vec![("lang", "de")]),
        ("/courses", vec![("name", "Sneaky")]),
        ("/answer", vec![("token", "x")]),
        ("/settings/name", vec![("name", "Sneaky")]),
        ("/settings/zone", vec![("zone", "UTC")]),
        ("/practice/imps-conversion/new", vec![("code", "x")]),
        (
            "/settings/password",
            vec![("current", "x"), ("password", "y")],
        ),
        ("/settings/sessions", vec![]),
        ("/courses/1/code", vec![]),
        ("/courses/1/students/1/remove", vec![]),
        ("/exams", vec![("templates", "revoke:1")]),
    ];
    for (path, fields) in &posts {
        for logged_in in [false, true] {
            let mut client: Client = if logged_in {
                app.login(&instructor).await
            } else {
                let mut c = app.client();
                c.get("/login").await;
                c
            };
            let missing = client.post_raw(path, fields).await;
            assert_eq!(missing.status, StatusCode::FORBIDDEN, "{path} without csrf");
            assert!(
                missing.body.contains("Form expired"),
                "{path}: a page, not a bare code"
            );
            let mut wrong = vec![("csrf", "not-the-secret")];
            wrong.extend_from_slice(fields);
            let r = client.post_raw(path, &wrong).await;
            assert_eq!(r.status, StatusCode::FORBIDDEN, "{path} with a wrong csrf");
        }
    }
    // Another session's secret is a wrong one too.
    let a = app.login(&instructor).await;
    let mut b = app.login(&instructor).await;
    let stolen = a.csrf.clone().unwrap();
    let r = b
        .post_raw("/courses", &[("csrf", &stolen), ("name", "X")])
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert!(
        app.store().courses(None).await.unwrap().is_empty(),
        "nothing was created"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tampered_question_token_gets_400() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let eve = app.user("eve@x", Role::Student).await;
    let mut client = app.login(&bo).await;
    let page = client.get("/practice/imps-conversion").await;
    let token = field(&page.body, "token").unwrap();
    let choice = field(&page.body, "answer").unwrap();
    let (payload, signature) = token.split_once('.').unwrap();
    let text = String::from_utf8(URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
    // Another variant code, the same signature.
    let mut parts: Vec<String> = text.split('|').map(str::to_owned).collect();
    parts[0] = parts[0].replacen("IMP-1-", "IMP-1-1", 1);
    let forged = format!("{}.{signature}", URL_SAFE_NO_PAD.encode(parts.join("|")));
    // The signature's last character changed (to another one: a fixed replacement would
    // leave one signature in sixteen as it was).
    let last = if signature.ends_with('A') { 'E' } else { 'A' };
    let flipped = format!("{payload}.{}{last}", &signature[..signature.len() - 1]);
    for bad in [forged.as_str(), flipped.as_str(), "", "garbage", "a.b.c"] {
        let r = client.answer(&[("token", bad), ("answer", &choice)]).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "token {bad:?}");
        assert!(r.body.contains("Question not recognised"));
    }
    // A genuine token is bound to its student: Eve cannot answer Bo's page.
    let mut eve_client = app.login(&eve).await;
    let r = eve_client
        .answer(&[("token", &token), ("answer", &choice)])
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(app.store().summaries(bo.id).await.unwrap().is_empty());
    assert!(app.store().summaries(eve.id).await.unwrap().is_empty());
    let r = client
        .answer(&[("token", &token), ("answer", &choice)])
        .await;
    assert_eq!(r.status, StatusCode::OK);
}

/// For every template: the question page and its token name the question but never its
/// answer. The page holds none of the explanation or misreading texts, every choice is
/// written alike (only its value differs), no script is inline, and the token's payload
/// is the variant code, the student and the time, nothing else.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_correct_answer_reaches_the_browser_before_submitting() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut client = app.login(&bo).await;
    let quiz = Quiz::bundled().unwrap();
    for template in quiz.templates(Lang::En) {
        let page = client.get(&format!("/practice/{}", template.id)).await;
        assert_eq!(page.status, StatusCode::OK, "{}", template.id);
        let body = &page.body;
        let code = variant_code(body);
        let token = field(body, "token").unwrap();
        let payload = token.split('.').next().unwrap();
        let payload = String::from_utf8(URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
        let fields: Vec<&str> = payload.split('|').collect();
        assert_eq!(fields.len(), 4, "{payload}");
        assert_eq!(fields[0], code);
        assert_eq!(fields[1], bo.id.to_string());
        assert!(fields[2].parse::<i64>().is_ok());
        let q = quiz.rebuild(&code).unwrap();
        // The fourth is the digest of the whole variant, a hash: it names the question
        // served, and no answer can be read from it.
        assert_eq!(fields[3], q.digest(), "{payload}");
        for step in &key_view(&q, Lang::En).explanation {
            assert!(
                !body.contains(&step.text),
                "{}: step shown: {}",
                template.id,
                step.text
            );
        }
        for m in &q.misapplications {
            let text = misreading_view(m, Lang::En).text;
            assert!(!body.contains(&text), "{}: misreading shown", template.id);
        }
        assert!(!body.contains("<script>"), "no inline script");
        if let Ask::Choice { options: choices } = &question_view(&q, Lang::En).ask {
            for c in choices {
                let escaped = c.value.replace('"', "&#34;");
                let written = format!(
                    "<label class=\"choice\"><input type=\"radio\" name=\"answer\" value=\"{escaped}\" required> {}</label>",
                    c.label
                );
                assert!(
                    body.contains(&written) || body.contains(&written.replace("&#34;", "&quot;")),
                    "{}: choice {} not written like the others",
                    template.id,
                    c.value
                );
            }
            assert_eq!(
                body.matches("type=\"radio\" name=\"answer\"").count(),
                choices.len()
            );
        }
    }
}

/// A client whose address (behind a trusted proxy) is `ip`, with the login form loaded.
async fn from(app: &TestApp, ip: &str) -> Client {
    let mut c = app.client();
    c.headers.push(("x-forwarded-for".into(), ip.into()));
    c.get("/login").await;
    c
}

async fn log_in(c: &mut Client, email: &str, password: &str) -> u16 {
    c.post("/login", &[("email", email), ("password", password)])
        .await
        .status
        .as_u16()
}

/// Source: review security S6 and S7 (changed from "ten failures lock the account"):
/// failures of an account from one address refuse that address; a stranger's failures
/// elsewhere slow the owner down but let him in; thirty failures from one address refuse
/// the address, on any account.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_login_flood_gets_429_per_address_and_per_account_and_address() {
    let config = Config {
        trust_forwarded_for: true,
        ..Config::default()
    };
    let app = TestApp::with_config(sqlite(), config).await;
    let bo = app.user("bo@x", Role::Student).await;
    let ann = app.user("ann@x", Role::Student).await;
    // Ten failures on Bo from one address: the eleventh from there is refused, even with
    // the right password, in the visitor's language.
    let mut guesser = from(&app, "10.0.3.3").await;
    for i in 0..10 {
        assert_eq!(log_in(&mut guesser, &bo.email, "wrong").await, 401, "{i}");
    }
    guesser
        .headers
        .push(("accept-language".into(), "nb".into()));
    guesser.get("/login").await;
    let r = guesser
        .post("/login", &[("email", &bo.email), ("password", PASSWORD)])
        .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        r.body.contains("For mange innloggingsforsøk"),
        "in the visitor's language"
    );
    // Bo, from his own address, with his password: slowed, not locked out.
    let mut owner = from(&app, "10.0.1.1").await;
    assert_eq!(log_in(&mut owner, &bo.email, PASSWORD).await, 303);
    // Ten failures on Ann from ten addresses: each is checked (401), none refused; then
    // Ann from her own address gets in.
    for i in 0..10 {
        let mut c = from(&app, &format!("10.0.0.{i}")).await;
        assert_eq!(
            log_in(&mut c, &ann.email, "wrong").await,
            401,
            "attempt {i}"
        );
    }
    let mut owner = from(&app, "10.0.1.2").await;
    assert_eq!(log_in(&mut owner, &ann.email, PASSWORD).await, 303);
    // Per address: thirty failures on any accounts, then the address waits.
    let mut flood = from(&app, "10.9.9.9").await;
    let mut statuses = Vec::new();
    for i in 0..31 {
        statuses.push(log_in(&mut flood, &format!("nobody{i}@x"), "x").await);
    }
    assert!(statuses[..30].iter().all(|s| *s == 401), "{statuses:?}");
    assert_eq!(statuses[30], 429);
    let carl = app.user("carl@x", Role::Student).await;
    assert_eq!(log_in(&mut flood, &carl.email, PASSWORD).await, 429);
    // Another address is not affected.
    let mut other = from(&app, "10.0.2.2").await;
    assert_eq!(log_in(&mut other, &carl.email, PASSWORD).await, 303);
}

/// Must-show of issue 32 (review security S6): 35 students of a class behind one
/// address (one NAT) log in within a minute, and all succeed: only failures count
/// against an address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_five_students_from_one_address_all_log_in() {
    let app = TestApp::new(sqlite()).await;
    let mut students = Vec::new();
    for i in 0..35 {
        students.push(app.user(&format!("student{i}@x"), Role::Student).await);
    }
    let mut statuses = Vec::new();
    for student in &students {
        let mut c = app.client();
        c.get("/login").await;
        statuses.push(log_in(&mut c, &student.email, PASSWORD).await);
    }
    assert!(statuses.iter().all(|s| *s == 303), "{statuses:?}");
    // Their logins were not failures: the address has its thirty failures left.
    let mut c = app.client();
    c.get("/login").await;
    let mut failures = Vec::new();
    for i in 0..31 {
        failures.push(log_in(&mut c, &format!("student{i}@x"), "wrong").await);
    }
    assert!(failures[..30].iter().all(|s| *s == 401), "{failures:?}");
    assert_eq!(failures[30], 429);
}

/// Review security S7: twenty wrong logins at once on one account from one address: the
/// counter is taken before the password is checked, so exactly ten are checked (401)
/// and ten refused (429), whatever the interleaving.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_guesses_cannot_pass_the_account_limit() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        app.user("bo@x", Role::Student).await;
        let mut tasks = Vec::new();
        for _ in 0..20 {
            let mut c = app.client();
            c.get("/login").await;
            tasks.push(tokio::spawn(async move {
                log_in(&mut c, "bo@x", "wrong").await
            }));
        }
        let mut statuses = Vec::new();
        for t in tasks {
            statuses.push(t.await.unwrap());
        }
        statuses.sort_unstable();
        let checked = statuses.iter().filter(|s| **s == 401).count();
        let refused = statuses.iter().filter(|s| **s == 429).count();
        assert_eq!((checked, refused), (10, 10), "{b}: {statuses:?}");
    }
}

/// The `Set-Cookie` of a response for the cookie `name`.
fn set_cookie<'a>(r: &'a crate::support::web::Resp, name: &str) -> &'a str {
    r.cookies
        .iter()
        .find(|c| c.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie in {:?}", r.cookies))
}

/// Changed for review security S5: the login page sets the form nonce cookie (no session
/// any more); the session cookie comes with the login. Both carry the same flags.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_session_cookie_is_httponly_lax_and_secure_over_https() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut c = app.client();
    let r = c.get("/login").await;
    let form = set_cookie(&r, "ruling_form");
    let r = c
        .post("/login", &[("email", &bo.email), ("password", PASSWORD)])
        .await;
    let session = set_cookie(&r, "ruling_session");
    for cookie in [form, session] {
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
            "{cookie}"
        );
        assert!(
            !cookie.contains("Secure"),
            "plain http on loopback: {cookie}"
        );
    }
    let mut behind_proxy = app.client();
    behind_proxy
        .headers
        .push(("x-forwarded-proto".into(), "https".into()));
    let r = behind_proxy.get("/login").await;
    assert!(set_cookie(&r, "ruling_form").contains("; Secure"));
    let r = behind_proxy
        .post("/login", &[("email", &bo.email), ("password", PASSWORD)])
        .await;
    assert!(set_cookie(&r, "ruling_session").contains("; Secure"));
    let secure = TestApp::with_config(
        sqlite(),
        Config {
            secure_cookies: true,
            ..Config::default()
        },
    )
    .await;
    let r = secure.client().get("/login").await;
    assert!(set_cookie(&r, "ruling_form").contains("; Secure"));
    // Logging out ends the session for good.
    let mut client = app.login(&bo).await;
    let old = client.cookie.clone();
    client.post("/logout", &[]).await;
    client.cookie = old;
    let r = client.get("/practice").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.location.as_deref(), Some("/login?next=%2Fpractice"));
}

/// Rows in `sessions`, read beside the app.
async fn session_rows(app: &TestApp) -> i64 {
    let url = match app.db.backend {
        "sqlite" => format!("sqlite://{}", app.db.url),
        _ => app.db.url.clone(),
    };
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sessions")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

/// Review security S5: a visitor who is not logged in costs no row. A hundred cookieless
/// GETs (and HEADs) of the login and registration pages store nothing; their forms
/// still work with the stateless token, and refuse a missing, forged, another browser's
/// or cookieless one (403).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn anonymous_pages_store_nothing_and_their_forms_still_work() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let teacher = app.user("teacher@x", Role::Instructor).await;
        let course = app.store().create_course(teacher.id, "C").await.unwrap();
        for path in ["/login", "/register"] {
            for _ in 0..100 {
                let r = app.client().get(path).await;
                assert_eq!(r.status, StatusCode::OK, "{b} {path}");
                assert!(r.cookies.iter().all(|c| !c.starts_with("ruling_session")));
            }
            let head = axum::http::Request::head(path)
                .body(axum::body::Body::empty())
                .unwrap();
            assert_eq!(app.client().send(head).await.status, StatusCode::OK);
        }
        assert_eq!(session_rows(&app).await, 0, "{b}: nothing stored");
        // Registration and login with the stateless token.
        let mut c = app.client();
        c.get("/register").await;
        let fields = [
            ("join_code", course.join_code.as_str()),
            ("name", "Ann"),
            ("email", "ann@x.no"),
            ("password", "a long password"),
            ("lang", "en"),
        ];
        let r = c.post("/register", &fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        assert_eq!(session_rows(&app).await, 1, "{b}: the new student's");
        let mut c = app.client();
        c.get("/login").await;
        assert_eq!(log_in(&mut c, &teacher.email, PASSWORD).await, 303, "{b}");
        assert_eq!(session_rows(&app).await, 2, "{b}");
        // Refused: no token, a forged one, another browser's, a token without its cookie.
        let mut mine = app.client();
        mine.get("/login").await;
        let mut theirs = app.client();
        theirs.get("/login").await;
        let own = mine.csrf.clone().unwrap();
        let (issued, _) = own.split_once('.').unwrap();
        let forged = format!("{issued}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        let other = theirs.csrf.clone().unwrap();
        let login = |csrf: &str| {
            vec![
                ("csrf".to_owned(), csrf.to_owned()),
                ("email".to_owned(), teacher.email.clone()),
                ("password".to_owned(), PASSWORD.to_owned()),
            ]
        };
        for (what, csrf) in [
            ("forged", forged.as_str()),
            ("another browser's", other.as_str()),
        ] {
            let fields = login(csrf);
            let fields: Vec<(&str, &str)> = fields
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str()))
                .collect();
            for path in ["/login", "/register"] {
                let r = mine.post_raw(path, &fields).await;
                assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}: {what} on {path}");
            }
        }
        let fields = login(&own);
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let r = mine.post_raw("/login", &fields[1..]).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}: no token");
        let mut cookieless = app.client();
        let r = cookieless.post_raw("/login", &fields).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}: no cookie");
        assert_eq!(session_rows(&app).await, 2, "{b}: no login among them");
        // The genuine pair still works.
        let r = mine.post_raw("/login", &fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
    }
}

/// A language chosen before logging in is kept in a cookie, not a session row.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_chosen_while_anonymous_is_kept_in_a_cookie() {
    let app = TestApp::new(sqlite()).await;
    let mut c = app.client();
    c.get("/login").await;
    let r = c
        .post("/language", &[("lang", "de"), ("back", "/register")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.location.as_deref(), Some("/register"));
    assert!(set_cookie(&r, "ruling_lang").starts_with("ruling_lang=de;"));
    let page = c.get("/register").await;
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
    assert!(page.body.contains("value=\"de\" selected"));
    assert_eq!(session_rows(&app).await, 0);
}

/// Review security S8: when the database fails while the session is read, the student
/// is told to try again (503, in his language), never sent to the login page or told
/// his form expired.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_gives_503_not_a_logout() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut client = app.login(&bo).await;
    client.headers.push(("accept-language".into(), "nb".into()));
    let page = client.get("/practice/imps-conversion").await;
    let token = field(&page.body, "token").unwrap();
    let choice = field(&page.body, "answer").unwrap();
    let mut visitor = app.client();
    visitor.get("/login").await;
    app.store().close().await;
    let r = client.get("/practice").await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.body);
    assert!(r.body.contains("Prøv igjen om litt"), "{}", r.body);
    assert_eq!(r.location, None);
    assert!(r.headers.get("retry-after").is_some());
    let r = client
        .answer(&[("token", &token), ("answer", &choice)])
        .await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.body);
    assert!(!r.body.contains("Skjemaet er utløpt"));
    // A login while the database is down: 503 too, not "wrong password".
    let r = visitor
        .post("/login", &[("email", &bo.email), ("password", PASSWORD)])
        .await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.body);
    assert!(r.body.contains("Try again in a moment"), "{}", r.body);
}

/// Source: review security S8: `/healthz` says whether the server can store an answer,
/// not only whether it serves pages: 200 while the database answers, 503 once it does
/// not (here its pool closed under the running app).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_checks_the_database() {
    let app = TestApp::new(sqlite()).await;
    let mut client = app.client();
    let up = client.get("/healthz").await;
    assert_eq!((up.status, up.body.as_str()), (StatusCode::OK, "ok"));
    app.store().close().await;
    let down = client.get("/healthz").await;
    assert_eq!(
        down.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        down.body
    );
}
