//! A student on a phone (Chromium's mobile emulation, 390 × 844 CSS px, touch): a
//! revoke-play question, a claim question and its result, /practice and /progress are no
//! wider than the screen (`document.documentElement.scrollWidth`: on a phone the layout
//! viewport grows with wide content, so `innerWidth` is no guide), every suit of every
//! hand stays on one line, and a trick table (the play record, a claim's line) has a
//! column per seat with the card led and the card that won marked in every full trick;
//! the progress charts keep labels of 10 px at least.
//! Runs when `RULING_TEST_CHROMEDRIVER` names the chromedriver program, as browser.rs.
//! The same markup over plain HTTP, on every run: a rejected answer tied to its input, the
//! hint for the keys 1–9 only where there are choices, the roles in a claim's spoken
//! hands, and a claim's line of play as a trick table on the result page.

use fantoccini::{Client, ClientBuilder};
use serde_json::Value;

use axum::http::StatusCode;
use ruling::i18n::Lang;
use ruling::laws::Arg;

use ruling::store::{Role, Store};
use ruling::web::quiz::view::answer_text;
use ruling::web::quiz::{ANSWER_FIELD, Quiz, choice_value, part_field};

use crate::support::web::{PASSWORD, TestApp, field, password_hash, sqlite, variant_code};
use crate::web::browser::{
    CHROMIUM_FLAGS, Step, click, fail, fill, find, screenshot, start_driver, text,
};
use crate::web::processes::Server;

const WIDTH: u64 = 390;

async fn phone(port: u16, profile: &std::path::Path) -> Client {
    let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| (*s).to_owned()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    let mut options = serde_json::json!({
        "args": args,
        "mobileEmulation": {
            "deviceMetrics": { "width": WIDTH, "height": 844, "pixelRatio": 2.0, "touch": true },
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 \
                          (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
        },
    });
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

async fn eval(c: &Client, script: &str) -> Result<Value, String> {
    c.execute(script, Vec::new())
        .await
        .map_err(|e| fail(script, e))
}

/// The page is no wider than the phone.
async fn fits(c: &Client, page: &str) -> Step {
    let width = eval(c, "return document.documentElement.scrollWidth;").await?;
    match width.as_u64() {
        Some(w) if w <= WIDTH => Ok(()),
        _ => Err(format!("{page} is {width} px wide on a {WIDTH} px phone")),
    }
}

/// Every suit of every hand on one line: one line box, no taller than one line.
async fn suits_on_one_line(c: &Client, page: &str) -> Step {
    let report = eval(
        c,
        "const suits = [...document.querySelectorAll('.compass .hand .suit')];
         const broken = suits.filter((s) => {
           const line = parseFloat(getComputedStyle(s).lineHeight);
           return s.getClientRects().length !== 1 || s.getBoundingClientRect().height > line * 1.5;
         }).map((s) => s.textContent);
         return { count: suits.length, broken };",
    )
    .await?;
    let count = report["count"].as_u64().unwrap_or(0);
    if count == 0 {
        return Err(format!("{page}: no hands shown"));
    }
    if report["broken"].as_array().is_none_or(|b| !b.is_empty()) {
        return Err(format!(
            "{page}: suits broken over lines: {}",
            report["broken"]
        ));
    }
    Ok(())
}

/// Every trick table under `scope`: four seat columns after the trick number, and in
/// every full trick exactly one card marked led and one marked won, each spoken so.
/// Returns how many tables were checked.
async fn trick_tables(c: &Client, scope: &str, page: &str) -> Result<u64, String> {
    let script = format!(
        "const tables = [...document.querySelectorAll('{scope} table.tricks')];
         const bad = [];
         for (const t of tables) {{
           const seats = t.querySelectorAll('thead th.seat').length;
           if (seats !== 4) bad.push('seat columns: ' + seats);
           for (const row of t.tBodies[0].rows) {{
             const cards = row.querySelectorAll('.card').length;
             const led = row.querySelectorAll('.card.led').length;
             const won = row.querySelectorAll('.card.won').length;
             if (row.cells.length !== 5) bad.push('cells: ' + row.cells.length);
             if (cards === 4 && (led !== 1 || won !== 1))
               bad.push('trick ' + row.cells[0].textContent + ': led ' + led + ', won ' + won);
             const spokenWon = [...row.querySelectorAll('.card.won .visually-hidden')]
               .every((s) => s.textContent.includes(', '));
             if (!spokenWon) bad.push('trick ' + row.cells[0].textContent + ': winner not spoken');
           }}
           if (t.getBoundingClientRect().right > {WIDTH}) bad.push('table past the screen');
         }}
         return {{ tables: tables.length, bad }};"
    );
    let report = eval(c, &script).await?;
    if report["bad"].as_array().is_none_or(|b| !b.is_empty()) {
        return Err(format!("{page}: trick table: {}", report["bad"]));
    }
    Ok(report["tables"].as_u64().unwrap_or(0))
}

/// Answers the question on the page correctly, as the student would type or tick it.
async fn answer(c: &Client, quiz: &Quiz) -> Step {
    let code = text(c, "p.code code").await?;
    let q = quiz.rebuild(&code).map_err(|e| fail("rebuild", e))?;
    if !q.choices.is_empty() {
        let value = choice_value(q.answer);
        click(c, &format!("input[name='{ANSWER_FIELD}'][value='{value}']")).await?;
    } else if q.parts.is_empty() {
        fill(
            c,
            &format!("#{ANSWER_FIELD}"),
            &answer_text(q.answer, Lang::Nb),
        )
        .await?;
    } else {
        for &(part, value) in &q.parts {
            fill(
                c,
                &format!("#{}", part_field(part)),
                &answer_text(value, Lang::Nb),
            )
            .await?;
        }
    }
    click(c, "form.answer button[type='submit']").await?;
    find(c, ".verdict").await.map(|_| ())
}

async fn on_a_phone(c: &Client, base: &str, quiz: &Quiz) -> Step {
    let go = |path: &str| format!("{base}{path}");
    c.goto(&go("/login")).await.map_err(|e| fail("login", e))?;
    fill(c, "#email", "bo@x.no").await?;
    fill(c, "#password", PASSWORD).await?;
    click(c, "form[action='/login'] button[type='submit']").await?;
    find(c, "a[href='/progress']").await?;

    // A revoke-play question: the hands and the whole play record.
    c.goto(&go("/practice/revoke-play-64a2"))
        .await
        .map_err(|e| fail("revoke-play", e))?;
    find(c, ".compass").await?;
    fits(c, "revoke-play question").await?;
    suits_on_one_line(c, "revoke-play question").await?;
    if trick_tables(c, ".diagram", "revoke-play question").await? != 1 {
        return Err("the revoke-play question shows no play record".into());
    }

    // A claim: the end position on the question, the line of play on the result.
    let mut lined = false;
    for _ in 0..8 {
        c.goto(&go("/practice/claim-contested"))
            .await
            .map_err(|e| fail("claim", e))?;
        find(c, ".compass").await?;
        fits(c, "claim question").await?;
        suits_on_one_line(c, "claim question").await?;
        let code = text(c, "p.code code").await?;
        let q = quiz.rebuild(&code).map_err(|e| fail("rebuild", e))?;
        let has_line = q.steps.iter().any(|s| {
            s.message
                .args
                .iter()
                .any(|(_, a)| matches!(a, Arg::Line(_)))
        });
        answer(c, quiz).await?;
        fits(c, "claim result").await?;
        let tables = trick_tables(c, ".explanation", "claim result").await?;
        if has_line && tables == 0 {
            return Err(format!("{code}: the line of play is not drawn as a table"));
        }
        if has_line {
            lined = true;
            break;
        }
    }
    if !lined {
        return Err("no claim-contested variant cited a line of play".into());
    }

    for page in ["/practice", "/progress"] {
        c.goto(&go(page)).await.map_err(|e| fail(page, e))?;
        find(c, "h1").await?;
        fits(c, page).await?;
    }
    // The charts of the answers above keep their 12 px labels at 10 px at least: the
    // scale the phone draws each chart at, times 12.
    let sizes = eval(
        c,
        "return [...document.querySelectorAll('svg.chart')]
           .map((svg) => 12 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);",
    )
    .await?;
    let sizes: Vec<f64> = sizes
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_f64).collect())
        .unwrap_or_default();
    if sizes.len() != 3 || sizes.iter().any(|&px| px < 10.0) {
        return Err(format!("chart labels on the phone: {sizes:?} px"));
    }
    Ok(())
}

#[test]
fn a_student_on_a_phone() {
    let Some(driver) = std::env::var("RULING_TEST_CHROMEDRIVER")
        .ok()
        .filter(|s| !s.is_empty())
    else {
        eprintln!("RULING_TEST_CHROMEDRIVER is not set: the phone test runs under .ci/run");
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let db = sqlite();
    rt.block_on(async {
        let store = Store::open(&db.url).await.unwrap();
        store
            .create_user("bo@x.no", "Bo", Role::Student, Lang::Nb, password_hash())
            .await
            .unwrap();
        store.close().await;
    });
    let server = Server::start(&db);
    let (_driver, port) = start_driver(&driver);
    let profile = tempfile::tempdir().unwrap();
    let quiz = Quiz::bundled().unwrap();
    rt.block_on(async {
        let client = phone(port, profile.path()).await;
        let outcome = on_a_phone(&client, &server.base, &quiz).await;
        if let Err(e) = &outcome {
            let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("phone-failure.png");
            screenshot(&client, &path).await;
            eprintln!("screenshot of the failing page: {}", path.display());
            let _ = client.close().await;
            panic!("{e}");
        }
        let _ = client.close().await;
    });
}

#[tokio::test]
async fn a_rejected_answer_points_at_its_input_and_gets_the_focus() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x.no", Role::Student).await;
    let mut bo = app.login(&bo).await;
    let page = bo.get("/practice/artificial-pairs").await;
    assert!(!page.body.contains("aria-invalid"), "{}", page.body);
    assert!(
        !page.body.contains("keys-hint"),
        "no choices, no hint for the keys 1–9"
    );
    let token = field(&page.body, "token").unwrap();
    let r = bo
        .post("/answer", &[("token", &token), ("answer", "many")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = &r.body;
    // The error sits inside the form, just above the input that points to it.
    let form = body
        .find("<form method=\"post\" action=\"/answer\"")
        .unwrap();
    let error = body
        .find("<p class=\"error\" id=\"answer-error\" role=\"alert\">")
        .unwrap();
    let input = body.find("<input id=\"answer\" name=\"answer\"").unwrap();
    assert!(form < error && error < input, "{body}");
    let tag = &body[input..input + body[input..].find('>').unwrap()];
    assert!(tag.contains("aria-invalid=\"true\""), "{tag}");
    assert!(tag.contains("aria-describedby=\"answer-error\""), "{tag}");
    // app.js moves the focus to the first input marked invalid.
    let js = bo.get("/static/app.js").await;
    assert!(
        js.body.contains("[aria-invalid=\"true\"]\')?.focus()"),
        "{}",
        js.body
    );
}

#[tokio::test]
async fn a_claim_speaks_the_roles_and_draws_its_line_as_a_trick_table() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x.no", Role::Student).await;
    let mut bo = app.login(&bo).await;
    let mut lined = 0;
    for _ in 0..8 {
        let page = bo.get("/practice/claim-contested").await;
        // A question with choices says which keys pick them (shown by app.js); a
        // typed answer has no such hint.
        let radios = page.body.contains("<input type=\"radio\" name=\"answer\"");
        let hint = page.body.contains("<p class=\"keys-hint\" hidden>");
        assert_eq!(radios, hint, "{}", page.body);
        // The spoken hands name the roles the picture shows beside the seats.
        let caption = &page.body[page.body.find("<figcaption").unwrap()..];
        assert!(caption.contains("(declarer):"), "{caption}");
        assert!(caption.contains("(dummy):"), "{caption}");
        let q = quiz.rebuild(&variant_code(&page.body)).unwrap();
        let token = field(&page.body, "token").unwrap();
        let right = if q.choices.is_empty() {
            answer_text(q.answer, Lang::En)
        } else {
            choice_value(q.answer)
        };
        let r = bo.answer(&[("token", &token), ("answer", &right)]).await;
        let explanation = &r.body[r.body.find("<section class=\"explanation\">").unwrap()..];
        let has_line = q.steps.iter().any(|s| {
            s.message
                .args
                .iter()
                .any(|(_, a)| matches!(a, Arg::Line(_)))
        });
        if has_line {
            lined += 1;
            assert!(
                explanation.contains("<table class=\"tricks\">"),
                "{explanation}"
            );
            assert!(explanation.contains("see the table below"), "{explanation}");
            assert_eq!(
                explanation
                    .matches("<th scope=\"col\" class=\"seat\">")
                    .count()
                    % 4,
                0
            );
            assert!(
                explanation.contains(", won the trick</span>"),
                "{explanation}"
            );
            assert!(
                !explanation.contains(" | "),
                "no line as running text: {explanation}"
            );
        } else {
            assert!(
                !explanation.contains("<table class=\"tricks\">"),
                "{explanation}"
            );
        }
    }
    assert!(lined > 0, "no claim-contested variant cited a line of play");
}
