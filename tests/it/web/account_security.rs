//! What a user and an administrator can do about an account's safety (review security
//! S12, S13): a new name by the registration rules, a new password that ends every other
//! session, "log out everywhere else", and an account disabled by the administrator.

use axum::http::StatusCode;

use ruling::store::Role;

use crate::support::web::{PASSWORD, TestApp, databases};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_password_ends_every_other_session() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let mut laptop = app.login(&bo).await;
        // A cookie someone else has: the computer in the club's office.
        let mut office = app.login(&bo).await;
        assert_eq!(office.get("/practice").await.status, StatusCode::OK, "{b}");
        laptop.get("/settings").await;

        let r = laptop
            .post(
                "/settings/password",
                &[("current", "not it"), ("password", "a much better one")],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert!(r.body.contains("not your current password"), "{b}");
        let r = laptop
            .post(
                "/settings/password",
                &[("current", PASSWORD), ("password", "12345678")],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert!(r.body.contains("first anyone guessing"), "{b}: {}", r.body);
        let r = laptop
            .post(
                "/settings/password",
                &[("current", PASSWORD), ("password", "a much better one")],
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{b}: {}", r.body);
        assert!(r.body.contains("Your password is changed"), "{b}");

        // The office's cookie is dead; the laptop goes on.
        let r = office.get("/practice").await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        assert_eq!(
            r.location.as_deref(),
            Some("/login?next=%2Fpractice"),
            "{b}"
        );
        assert_eq!(laptop.get("/practice").await.status, StatusCode::OK, "{b}");
        // The old password no longer opens the account; the new one does.
        let mut again = app.client();
        again.get("/login").await;
        let r = again
            .post("/login", &[("email", "bo@x.no"), ("password", PASSWORD)])
            .await;
        assert_ne!(r.status, StatusCode::SEE_OTHER, "{b}: the old password");
        let r = again
            .post(
                "/login",
                &[("email", "bo@x.no"), ("password", "a much better one")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: the new password");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn log_out_everywhere_else_and_a_disabled_account() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let mut here = app.login(&bo).await;
        let mut there = app.login(&bo).await;
        here.get("/settings").await;
        let r = here.post("/settings/sessions", &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        assert_eq!(
            there.get("/practice").await.status,
            StatusCode::SEE_OTHER,
            "{b}"
        );
        assert_eq!(here.get("/practice").await.status, StatusCode::OK, "{b}");

        // The administrator disables the account (`ruling user disable`): its sessions
        // end and it cannot log in; enabled again, it can, and its answers are still there.
        app.store()
            .set_disabled("BO@x.no", true)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            here.get("/practice").await.status,
            StatusCode::SEE_OTHER,
            "{b}"
        );
        let mut login = app.client();
        login.get("/login").await;
        let r = login
            .post("/login", &[("email", "bo@x.no"), ("password", PASSWORD)])
            .await;
        assert_ne!(r.status, StatusCode::SEE_OTHER, "{b}: disabled");
        let listed = app.store().users().await.unwrap();
        assert_eq!(listed, vec![(bo.clone(), true)], "{b}");
        app.store()
            .set_disabled("bo@x.no", false)
            .await
            .unwrap()
            .unwrap();
        let r = login
            .post("/login", &[("email", "bo@x.no"), ("password", PASSWORD)])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: enabled again");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_by_the_rules_of_registration() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let bo = app.user("bo@x.no", Role::Student).await;
    let mut client = app.login(&bo).await;
    client.get("/settings").await;
    // A right-to-left override would show instructors a name that is not what it seems.
    let r = client
        .post("/settings/name", &[("name", "Bo \u{202E}nosnhoJ")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("Please give your name"), "{}", r.body);
    let r = client
        .post("/settings/name", &[("name", "  Bo Johnson ")])
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(
        app.store().user(bo.id).await.unwrap().unwrap().name,
        "Bo Johnson"
    );
}

/// A student who follows a link while logged out (his instructor's "/practice/claim-70a"
/// in a mail) logs in and lands on that page, not on the practice list; a `next` that
/// is not a path of this site is ignored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_login_back_to_the_page_asked_for() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    app.user("bo@x.no", Role::Student).await;
    let mut bo = app.client();
    let r = bo.get("/progress?since=week").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let to = r.location.clone().unwrap();
    assert_eq!(to, "/login?next=%2Fprogress%3Fsince%3Dweek");
    let page = bo.get(&to).await;
    assert_eq!(
        crate::support::web::field(&page.body, "next").as_deref(),
        Some("/progress?since=week")
    );
    let r = bo
        .post(
            "/login",
            &[
                ("email", "bo@x.no"),
                ("password", PASSWORD),
                ("next", "/progress?since=week"),
            ],
        )
        .await;
    assert_eq!(r.location.as_deref(), Some("/progress?since=week"));

    let mut eve = app.client();
    eve.get("/login?next=//evil.example").await;
    let r = eve
        .post(
            "/login",
            &[
                ("email", "bo@x.no"),
                ("password", PASSWORD),
                ("next", "//evil.example"),
            ],
        )
        .await;
    assert_eq!(r.location.as_deref(), Some("/practice"));
}

/// The instructor's levers on a course (review security S12): a fresh join code when the
/// old one leaked (the old one then opens nothing), and a student taken off the course
/// (his instructor no longer sees his answers; his account stays). Another instructor
/// can do neither.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instructor_renews_a_join_code_and_removes_a_student() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let rival = app.user("rival@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "TL-kurs").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        let renew = format!("/courses/{}/code", course.id);
        let remove = format!("/courses/{}/students/{}/remove", course.id, bo.id);

        let mut other = app.login(&rival).await;
        other.get("/settings").await;
        assert_eq!(
            other.post(&renew, &[]).await.status,
            StatusCode::FORBIDDEN,
            "{b}"
        );
        assert_eq!(
            other.post(&remove, &[]).await.status,
            StatusCode::FORBIDDEN,
            "{b}"
        );

        let mut teacher = app.login(&ann).await;
        teacher.get(&format!("/courses/{}", course.id)).await;
        let r = teacher.post(&renew, &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        let fresh = app
            .store()
            .course(course.id)
            .await
            .unwrap()
            .unwrap()
            .join_code;
        assert_ne!(fresh, course.join_code, "{b}");
        assert!(
            app.store()
                .course_by_join_code(&course.join_code)
                .await
                .unwrap()
                .is_none()
        );
        assert_eq!(
            app.store()
                .course_by_join_code(&fresh)
                .await
                .unwrap()
                .map(|c| c.id),
            Some(course.id),
            "{b}"
        );
        let page = teacher.get(&format!("/courses/{}", course.id)).await;
        assert!(page.body.contains(&fresh), "{b}");

        assert!(app.store().teaches(ann.id, bo.id).await.unwrap(), "{b}");
        let r = teacher.post(&remove, &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        assert!(!app.store().teaches(ann.id, bo.id).await.unwrap(), "{b}");
        assert_eq!(
            teacher.post(&remove, &[]).await.status,
            StatusCode::NOT_FOUND,
            "{b}"
        );
        let r = teacher.get(&format!("/students/{}/progress", bo.id)).await;
        assert_eq!(
            r.status,
            StatusCode::FORBIDDEN,
            "{b}: no longer his student"
        );
        assert!(
            app.store().user(bo.id).await.unwrap().is_some(),
            "{b}: the account stays"
        );
    }
}
