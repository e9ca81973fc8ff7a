//! An answer is graded only against the question its page showed (issue 30, review A4):
//! the question token carries the digest of the variant served, and a submit whose code
//! now rebuilds another variant (a template edited, the engine changed, between page and
//! submit) is not graded: the student gets the question as it stands, with the reason,
//! and nothing is stored.

use axum::http::StatusCode;

use ruling::store::Role;
use ruling::web::quiz::{Quiz, choice_value};
use ruling::web::token::QuestionToken;

use crate::support::web::{TestApp, field, sqlite, variant_code};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_to_a_question_that_changed_is_served_again_not_graded() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut client = app.login(&bo).await;
    let page = client.get("/practice/imps-conversion").await;
    let code = variant_code(&page.body);
    let right = choice_value(quiz.rebuild(&code).unwrap().answer);

    // The token a page served before the change would carry: the same code, the digest
    // of the variant as it was then.
    let served = field(&page.body, "token").unwrap();
    let (token, _) = app.state.key.verify(&served).unwrap();
    let before = app.state.key.sign(&QuestionToken {
        digest: "00000000deadbeef".into(),
        ..token
    });
    let r = client
        .answer(&[("token", &before), ("answer", &right)])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    assert!(r.body.contains("was not graded"), "{}", r.body);
    assert_eq!(variant_code(&r.body), code, "the question as it stands");
    assert!(app.store().summaries(bo.id).await.unwrap().is_empty());

    // Answered again from the page served now: graded and stored.
    let fresh = field(&r.body, "token").unwrap();
    let r = client
        .answer(&[("token", &fresh), ("answer", &right)])
        .await;
    assert!(r.body.contains("verdict correct"), "{}", r.body);
    assert_eq!(app.store().summaries(bo.id).await.unwrap().len(), 1);
}
