//! A student in headless Chromium (Debian's `chromium` and `chromium-driver`, driven with
//! fantoccini): registers with a join code, answers three questions (one right, one wrong
//! with its diagnosis shown, one whole ruling), and opens his progress. A failing step
//! leaves a screenshot in `target/`. Runs when `RULING_TEST_CHROMEDRIVER` names the
//! chromedriver program (`.ci/run` sets it); with `RULING_SCREENSHOTS=DIR` it also saves
//! the question and result pages the README shows (`docs/screenshots.sh`).

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};

use ruling::i18n::Lang;
use ruling::store::{Role, Store};
use ruling::web::quiz::view::{answer_text, misreading_view};
use ruling::web::quiz::{Quiz, choice_value, part_field};

use crate::support::web::{password_hash, sqlite};
use crate::web::processes::Server;

/// Chromium's flags: headless, and none of its calls home, which this machine's closed
/// network refuses.
pub(super) const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
];

pub(super) struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(super) fn start_driver(program: &str) -> (Driver, u16) {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let child = Command::new(program)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("RULING_TEST_CHROMEDRIVER={program} cannot start: {e}"));
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Driver(child), port)
}

async fn browser(port: u16, profile: &std::path::Path) -> Client {
    let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| (*s).to_owned()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    args.push("--window-size=1200,1500".to_owned());
    let mut options = serde_json::json!({ "args": args });
    if std::path::Path::new("/usr/bin/chromium").exists() {
        options["binary"] = "/usr/bin/chromium".into();
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".into(), options);
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session")
}

pub(super) type Step = Result<(), String>;

pub(super) fn fail(step: &str, e: impl std::fmt::Display) -> String {
    format!("{step}: {e}")
}

/// The element, waiting for it: after a click the next page may still be loading.
pub(super) async fn find(c: &Client, css: &str) -> Result<fantoccini::elements::Element, String> {
    c.wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(css))
        .await
        .map_err(|e| fail(css, e))
}

pub(super) async fn fill(c: &Client, css: &str, text: &str) -> Step {
    find(c, css)
        .await
        .map_err(|e| fail(css, e))?
        .send_keys(text)
        .await
        .map_err(|e| fail(css, e))
}

pub(super) async fn click(c: &Client, css: &str) -> Step {
    find(c, css)
        .await
        .map_err(|e| fail(css, e))?
        .click()
        .await
        .map_err(|e| fail(css, e))
}

pub(super) async fn text(c: &Client, css: &str) -> Result<String, String> {
    find(c, css)
        .await
        .map_err(|e| fail(css, e))?
        .text()
        .await
        .map_err(|e| fail(css, e))
}

pub(super) async fn screenshot(c: &Client, path: &std::path::Path) {
    if let Ok(png) = c.screenshot().await {
        let _ = std::fs::write(path, png);
    }
}

async fn student_session(c: &Client, base: &str, join_code: &str, quiz: &Quiz) -> Step {
    let shots = std::env::var("RULING_SCREENSHOTS").ok();
    let go = |path: &str| format!("{base}{path}");
    c.goto(&go("/register"))
        .await
        .map_err(|e| fail("register", e))?;
    fill(c, "#join_code", join_code).await?;
    fill(c, "#name", "Bo Student").await?;
    fill(c, "#email", "bo@example.org").await?;
    fill(c, "#password", "a long password").await?;
    click(c, "form[action='/register'] button[type='submit']").await?;
    let url = c
        .current_url()
        .await
        .map_err(|e| fail("after register", e))?;
    if !url.path().ends_with("/practice") {
        return Err(format!("registration ended at {url}"));
    }

    // One right answer.
    c.goto(&go("/practice/imps-conversion"))
        .await
        .map_err(|e| fail("question", e))?;
    let code = text(c, "p.code code").await?;
    let q = quiz.rebuild(&code).map_err(|e| fail("rebuild", e))?;
    let right = choice_value(q.answer);
    click(c, &format!("input[name='answer'][value='{right}']")).await?;
    click(c, "form.answer button[type='submit']").await?;
    let verdict = text(c, ".verdict").await?;
    if verdict != "Right" {
        return Err(format!("a right answer was judged {verdict:?}"));
    }

    // One wrong, with the misreading it comes from.
    click(c, ".next button[autofocus]").await?;
    let code = text(c, "p.code code").await?;
    let q = quiz.rebuild(&code).map_err(|e| fail("rebuild", e))?;
    let m = q.misapplications.first().ok_or("no misreading to choose")?;
    let wrong = choice_value(m.value);
    click(c, &format!("input[name='answer'][value='{wrong}']")).await?;
    click(c, "form.answer button[type='submit']").await?;
    let diagnosis = text(c, ".misreading p").await?;
    let expected = misreading_view(m, Lang::En).text;
    if diagnosis != expected {
        return Err(format!(
            "diagnosis shown: {diagnosis:?}, expected {expected:?}"
        ));
    }

    // One whole ruling, part by part.
    c.goto(&go("/practice/revoke-play-64a2"))
        .await
        .map_err(|e| fail("ruling", e))?;
    let code = text(c, "p.code code").await?;
    let q = quiz.rebuild(&code).map_err(|e| fail("rebuild", e))?;
    if q.parts.is_empty() {
        return Err("revoke-play-64a2 asks for the whole ruling".into());
    }
    if let Some(dir) = &shots {
        screenshot(c, &std::path::Path::new(dir).join("question.png")).await;
    }
    for &(part, answer) in &q.parts {
        // Typed as the page writes it: "Law 64A2", "1", "9".
        let typed = answer_text(answer, Lang::En);
        fill(c, &format!("#{}", part_field(part)), &typed).await?;
    }
    click(c, "form.answer button[type='submit']").await?;
    let verdict = text(c, ".verdict").await?;
    if verdict != "Right" {
        return Err(format!("a right whole ruling was judged {verdict:?}"));
    }
    if let Some(dir) = &shots {
        screenshot(c, &std::path::Path::new(dir).join("result.png")).await;
    }

    c.goto(&go("/progress"))
        .await
        .map_err(|e| fail("progress", e))?;
    let summary = text(c, "p.summary").await?;
    if !summary.starts_with("3 answers") {
        return Err(format!("progress says {summary:?}"));
    }
    let charts = c
        .find_all(Locator::Css("svg.chart"))
        .await
        .map_err(|e| fail("charts", e))?;
    if charts.len() != 3 {
        return Err(format!("{} charts on the progress page", charts.len()));
    }
    if let Some(dir) = &shots {
        screenshot(c, &std::path::Path::new(dir).join("progress.png")).await;
    }
    Ok(())
}

#[test]
fn a_student_in_chromium() {
    let Some(driver) = std::env::var("RULING_TEST_CHROMEDRIVER")
        .ok()
        .filter(|s| !s.is_empty())
    else {
        eprintln!("RULING_TEST_CHROMEDRIVER is not set: the browser test runs under .ci/run");
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let db = sqlite();
    let join_code = rt.block_on(async {
        let store = Store::open(&db.url).await.unwrap();
        let ann = store
            .create_user("ann@x", "Ann", Role::Instructor, Lang::En, password_hash())
            .await
            .unwrap();
        let course = store.create_course(ann.id, "TL course").await.unwrap();
        store.close().await;
        course.join_code
    });
    let server = Server::start(&db);
    let (_driver, port) = start_driver(&driver);
    let profile = tempfile::tempdir().unwrap();
    let quiz = Quiz::bundled().unwrap();
    rt.block_on(async {
        let client = browser(port, profile.path()).await;
        let outcome = student_session(&client, &server.base, &join_code, &quiz).await;
        if let Err(e) = &outcome {
            let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e-failure.png");
            screenshot(&client, &path).await;
            eprintln!("screenshot of the failing page: {}", path.display());
            let _ = client.close().await;
            panic!("{e}");
        }
        let _ = client.close().await;
    });
}
