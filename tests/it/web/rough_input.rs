//! Input a form or an address should never carry, answered with a page in the reader's
//! language that says what is wrong, the same on SQLite and PostgreSQL (review security
//! S10, S11, S14): a control character in any field, a field sent twice, an id that is
//! not a number, a language switch told to go back somewhere odd.

use axum::http::StatusCode;

use ruling::store::Role;

use crate::support::web::{TestApp, databases};

fn is_page(r: &crate::support::web::Resp) -> bool {
    r.headers
        .get("content-type")
        .is_some_and(|v| v.to_str().unwrap_or("").starts_with("text/html"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_control_character_is_refused_by_field_on_every_backend() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let teacher = app.user("ann@x", Role::Instructor).await;
        // A NUL in the login address (PostgreSQL answered 500 to it), before any
        // password is checked.
        let mut anon = app.client();
        anon.get("/login").await;
        let r = anon
            .post("/login", &[("email", "ann@x\0"), ("password", "whatever")])
            .await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{b}: {}",
            r.body
        );
        assert!(is_page(&r) && r.body.contains("“email”"), "{b}: {}", r.body);
        // A line break in a course's name and a tab in an exam's title, in Norwegian.
        let mut ann = app.login(&teacher).await;
        ann.post("/language", &[("lang", "nb"), ("back", "/courses")])
            .await;
        let r = ann.post("/courses", &[("name", "Kurs\r\n7")]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert!(r.body.contains("kontrolltegn"), "{b}: {}", r.body);
        let r = ann
            .post(
                "/exams",
                &[
                    ("title", "Eksamen\t1"),
                    ("templates", "revoke:1"),
                    ("students", "2"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert!(r.body.contains("«title»"), "{b}: {}", r.body);
        assert!(
            app.store()
                .courses(Some(teacher.id))
                .await
                .unwrap()
                .is_empty(),
            "{b}: nothing stored"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_malformed_request_gets_a_page_not_plain_text() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let teacher = app.user("ann@x", Role::Instructor).await;
    let mut ann = app.login(&teacher).await;
    // A field sent twice.
    let r = ann.post("/courses", &[("name", "A"), ("name", "B")]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(is_page(&r), "{:?}", r.headers);
    assert!(r.body.contains("could not be read"), "{}", r.body);
    // An id that is not a number names nothing: not found, as a page.
    for path in [
        "/attempts/abc",
        "/courses/1e5",
        "/students/x/progress",
        "/exams/-/key.pdf",
    ] {
        let r = ann.get(path).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
        assert!(is_page(&r), "{path}: {:?}", r.headers);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_switch_goes_back_only_to_a_local_path() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let student = app.user("bo@x", Role::Student).await;
    let mut bo = app.login(&student).await;
    for (back, to) in [
        ("/practice", "/practice"),
        ("//example.com", "/"),
        ("/\\example.com", "/"),
        ("https://example.com/", "/"),
    ] {
        let r = bo
            .post("/language", &[("lang", "de"), ("back", back)])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{back}");
        assert_eq!(r.location.as_deref(), Some(to), "{back}");
    }
    // A tab, which browsers strip (`/\t/example.com` reads as `//example.com`), and a
    // line break, which broke the header (500): refused as control characters.
    for back in ["/\t/example.com", "/\r\nSet-Cookie: x=1", "/\0"] {
        let r = bo
            .post("/language", &[("lang", "de"), ("back", back)])
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{back:?}");
        assert!(r.location.is_none(), "{back:?}");
    }
}
