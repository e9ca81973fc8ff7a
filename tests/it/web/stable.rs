//! The question stays until it is answered (review web-ux W4–W6): reload, Back and a
//! language switch show the same variant; an answer is posted, redirected and got; "new
//! variant" records a skip; "try this one again" is stored but not counted.

use axum::http::StatusCode;

use ruling::store::Role;
use ruling::web::quiz::{Quiz, choice_value};

use crate::support::web::{Client, TestApp, databases, field, html_unescape, variant_code};

async fn student(app: &TestApp, email: &str) -> (ruling::store::User, Client) {
    let bo = app.user(email, Role::Student).await;
    let client = app.login(&bo).await;
    (bo, client)
}

/// The right choice of the question on a page.
fn right_choice(quiz: &Quiz, page: &str) -> String {
    choice_value(quiz.rebuild(&variant_code(page)).unwrap().answer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reload_and_a_language_switch_keep_the_open_question() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let (_, mut bo) = student(&app, "bo@x.no").await;
        let first = bo.get("/practice/revoke-play-64a2").await;
        assert_eq!(first.status, StatusCode::OK, "{b}");
        let code = variant_code(&first.body);
        let token = field(&first.body, "token").unwrap();
        // A reload (or Back) shows the same variant with the same token: an answer from
        // either page is one answer.
        let again = bo.get("/practice/revoke-play-64a2").await;
        assert_eq!(variant_code(&again.body), code, "{b}: reload");
        assert_eq!(field(&again.body, "token").unwrap(), token, "{b}");
        // Another template has its own open question; this one is still there after it.
        let other = bo.get("/practice/imps-conversion").await;
        assert_ne!(variant_code(&other.body), code);
        // The language switch comes back to the same variant, now in German.
        let switch = bo
            .post(
                "/language",
                &[("lang", "de"), ("back", "/practice/revoke-play-64a2")],
            )
            .await;
        assert_eq!(switch.status, StatusCode::SEE_OTHER, "{b}");
        let german = bo.get(switch.location.as_deref().unwrap()).await;
        assert_eq!(variant_code(&german.body), code, "{b}: language switch");
        assert!(german.body.contains("lang=\"de\""), "{b}");
        assert!(
            german.body.contains("Antwort abgeben"),
            "{b}: {}",
            german.body
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_is_posted_redirected_and_got() {
    let quiz = Quiz::bundled().unwrap();
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let (bo, mut c) = student(&app, "bo@x.no").await;
        let page = c.get("/practice/imps-conversion").await;
        let code = variant_code(&page.body);
        let token = field(&page.body, "token").unwrap();
        let right = right_choice(&quiz, &page.body);
        let r = c
            .post(
                "/answer",
                &[
                    ("token", &token),
                    ("answer", &right),
                    ("next", "imps-conversion"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        let id = app.store().summaries(bo.id).await.unwrap()[0].id;
        assert_eq!(
            r.location.as_deref(),
            Some(format!("/attempts/{id}?next=imps-conversion").as_str()),
            "{b}"
        );
        let result = c.get(r.location.as_deref().unwrap()).await;
        assert!(result.body.contains("verdict correct"), "{b}");
        // The verdict leads the tab's title; the date the answer was given is shown.
        let title = result.body.split("<title>").nth(1).unwrap_or("");
        assert!(title.starts_with("Right"), "{b}: {title}");
        assert!(result.body.contains("Answered "), "{b}");
        // The result's page in another language is the same result, not an error.
        c.post(
            "/language",
            &[("lang", "nb"), ("back", &format!("/attempts/{id}"))],
        )
        .await;
        let nb = c.get(&format!("/attempts/{id}")).await;
        assert_eq!(nb.status, StatusCode::OK, "{b}");
        assert!(
            nb.body.contains("verdict correct") && nb.body.contains("Riktig"),
            "{b}"
        );
        // Once answered, the template's next page is a new variant.
        let next = c.get("/practice/imps-conversion").await;
        assert_ne!(variant_code(&next.body), code, "{b}: a new question");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_variant_records_the_open_one_as_skipped() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let (bo, mut c) = student(&app, "bo@x.no").await;
        let page = c.get("/practice/revoke-play-64a2").await;
        let code = variant_code(&page.body);
        assert!(
            page.body
                .contains("action=\"/practice/revoke-play-64a2/new\""),
            "{b}: the button"
        );
        let r = c
            .post("/practice/revoke-play-64a2/new", &[("code", &code)])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        assert_eq!(r.location.as_deref(), Some("/practice/revoke-play-64a2"));
        let skips = app.store().skips(bo.id).await.unwrap();
        assert_eq!(skips.len(), 1, "{b}");
        assert_eq!(skips[0].variant_code, code);
        assert_eq!(skips[0].template_id, "revoke-play-64a2");
        // The template goes to the first box: it comes back among the weak spots.
        let boxes = app.store().leitner(bo.id).await.unwrap();
        assert_eq!(boxes.len(), 1, "{b}");
        assert_eq!(boxes[0].level, 1, "{b}");
        let fresh = c.get("/practice/revoke-play-64a2").await;
        assert_ne!(variant_code(&fresh.body), code, "{b}: another variant");
        // The old page's button again (a second click, a stale tab) skips nothing more.
        c.post("/practice/revoke-play-64a2/new", &[("code", &code)])
            .await;
        assert_eq!(app.store().skips(bo.id).await.unwrap().len(), 1, "{b}");
        // A skip is no answer.
        assert!(app.store().summaries(bo.id).await.unwrap().is_empty());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trying_a_question_again_is_stored_but_not_counted() {
    let quiz = Quiz::bundled().unwrap();
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let (bo, mut c) = student(&app, "bo@x.no").await;
        let page = c.get("/practice/imps-conversion").await;
        let code = variant_code(&page.body);
        let token = field(&page.body, "token").unwrap();
        let variant = quiz.rebuild(&code).unwrap();
        let wrong = variant
            .choices
            .iter()
            .find(|a| !a.same(variant.answer))
            .map(|a| choice_value(*a))
            .expect("a wrong choice");
        let result = c.answer(&[("token", &token), ("answer", &wrong)]).await;
        assert!(!result.body.contains("verdict correct"), "{b}");
        let first = app.store().summaries(bo.id).await.unwrap()[0].id;
        assert!(
            result
                .body
                .contains(&format!("action=\"/attempts/{first}/again\"")),
            "{b}: the button"
        );
        // The same variant again, saying it will not count.
        let retry = c.get(&format!("/attempts/{first}/again")).await;
        assert_eq!(retry.status, StatusCode::OK, "{b}");
        assert_eq!(variant_code(&retry.body), code, "{b}");
        assert!(html_unescape(&retry.body).contains("not counted"), "{b}");
        assert!(!retry.body.contains("/new\""), "{b}: no skip on a try");
        let token = field(&retry.body, "token").unwrap();
        let right = choice_value(variant.answer);
        let shown = c
            .answer(&[
                ("token", &token),
                ("answer", &right),
                ("next", "imps-conversion"),
            ])
            .await;
        assert!(shown.body.contains("verdict correct"), "{b}");
        assert!(shown.body.contains("not counted"), "{b}");
        // Progress and the boxes still see the one counted, wrong answer.
        let counted = app.store().summaries(bo.id).await.unwrap();
        assert_eq!(counted.len(), 1, "{b}");
        assert_eq!(counted[0].id, first);
        assert_eq!(app.store().leitner(bo.id).await.unwrap()[0].level, 1, "{b}");
        // Another student cannot try Bo's question.
        let (_, mut eve) = student(&app, "eve@x.no").await;
        let r = eve.get(&format!("/attempts/{first}/again")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weak_spots_keep_their_open_question_too() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let (_, mut c) = student(&app, "bo@x.no").await;
        let first = c.get("/practice/weak").await;
        let again = c.get("/practice/weak").await;
        assert_eq!(
            variant_code(&first.body),
            variant_code(&again.body),
            "{b}: reload of a weak-spot question"
        );
        assert!(again.body.contains("action=\"/practice/weak/new\""), "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dates_follow_the_zone_chosen_in_settings() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let (bo, mut c) = student(&app, "bo@x.no").await;
    let r = c
        .post("/settings/zone", &[("zone", "Europe/Atlantis")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("aria-invalid=\"true\""));
    let r = c.post("/settings/zone", &[("zone", "Asia/Tokyo")]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("<option value=\"Asia/Tokyo\" selected>"));
    let me = app.store().user(bo.id).await.unwrap().unwrap();
    assert_eq!(me.time_zone.as_deref(), Some("Asia/Tokyo"));
    // Back to the language's zone.
    c.post("/settings/zone", &[("zone", "")]).await;
    let me = app.store().user(bo.id).await.unwrap().unwrap();
    assert_eq!(me.time_zone, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_weak_law_links_to_a_template_of_that_law() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let (_, mut c) = student(&app, "bo@x.no").await;
    let templates = quiz.templates(ruling::i18n::Lang::En);
    let law = &templates[0].law_code;
    let r = c.get(&format!("/practice/law/{law}")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let to = r.location.unwrap();
    let id = to.strip_prefix("/practice/").unwrap();
    let chosen = templates.iter().find(|t| t.id == id).unwrap();
    assert_eq!(&chosen.law_code, law);
    let r = c.get("/practice/law/99Z").await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}
