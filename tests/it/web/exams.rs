//! Printed exams from the browser: an instructor sets an exam with the form and
//! downloads its key and a booklet; a student is refused; bad entries are named beside
//! their field, in the reader's language. On SQLite and, with `RULING_TEST_POSTGRES`,
//! PostgreSQL.
//!
//! Source: issue 21, item 5 ("an instructor can create the same printed exam from a
//! form and download the files") and its "Must show" (the booklet holds every question's
//! variant code; the key holds the answers).

use axum::http::{StatusCode, header};

use ruling::exam::Exam;
use ruling::exam::definition::{ExamFile, Format};
use ruling::i18n::{Lang, catalogue};
use ruling::laws::Message;
use ruling::store::Role;

use super::exam_files::until_ready;
use crate::pdf::{have, squash, text_of};
use crate::support::web::{Client, TestApp, databases, field};

/// The form as an instructor fills it, with `changes` over the defaults.
fn form<'a>(changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("templates", "revoke:1,claims:1"),
        ("students", "2"),
        ("seed", "21"),
        ("lang", "en"),
        ("paper", "a4"),
        ("title", "Course day test"),
    ];
    for (name, value) in changes {
        match fields.iter_mut().find(|(n, _)| n == name) {
            Some(f) => f.1 = value,
            None => fields.push((name, value)),
        }
    }
    fields
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instructor_sets_an_exam_and_downloads_its_key_and_a_booklet() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("instructor@x", Role::Instructor).await;
        let mut client = app.login(&instructor).await;
        let page = client.get("/exams").await;
        assert_eq!(page.status, StatusCode::OK, "{backend}");
        // A seed is offered, so the instructor can set the same exam again.
        let offered = field(&page.body, "seed").expect("a seed in the form");
        assert!(offered.parse::<u64>().is_ok(), "{backend}: seed {offered}");

        let sent = client
            .post(
                "/exams",
                &form(&[
                    ("format", "choices:3"),
                    ("hide_codes", "1"),
                    (
                        "instructions",
                        "90 minutes.\r\n\r\nThe law book is allowed.",
                    ),
                    ("single_sided", "1"),
                ]),
            )
            .await;
        assert_eq!(
            sent.status,
            StatusCode::SEE_OTHER,
            "{backend}: {}",
            sent.body
        );
        let at = sent.location.expect("the exam's page");
        let shown = client.get(&at).await;
        assert_eq!(shown.status, StatusCode::OK, "{backend}");
        for name in ["all.pdf", "key.pdf", "booklet-02.pdf", "answers-01.pdf"] {
            assert!(shown.body.contains(name), "{backend}: {name} not offered");
        }
        // The settings recapped, in words, with the seed to set it again (review W13).
        let said = |id: &str| catalogue().text(Lang::En, id);
        for (label, value) in [
            (
                said("ui-exam-questions-per-family"),
                format!(
                    "1 × {}, 1 × {}",
                    said("ui-family-revoke"),
                    said("ui-family-claims")
                ),
            ),
            (said("ui-exam-seed"), "21".to_owned()),
            (said("ui-exam-paper"), "A4".to_owned()),
            (said("ui-exam-format"), said("ui-exam-format-choices-3")),
        ] {
            let row = format!("<dt>{label}</dt><dd>{value}</dd>");
            assert!(
                shown.body.contains(&row),
                "{backend}: {row} in {}",
                shown.body
            );
        }

        // exam.json is the stored definition: the exam as the command line sets it.
        let (status, _, json) = client.get_bytes(&format!("{at}/exam.json")).await;
        assert_eq!(status, StatusCode::OK, "{backend}");
        let stored = ExamFile::parse("exam.json", std::str::from_utf8(&json).unwrap()).unwrap();
        assert_eq!(stored.seed, 21);
        assert_eq!(stored.title, "Course day test");
        assert_eq!(stored.answer_format, Format::Choices(3), "{backend}");
        assert!(stored.hide_codes, "{backend}");
        assert_eq!(
            stored.instructions.as_deref(),
            Some("90 minutes.\n\nThe law book is allowed."),
            "{backend}"
        );
        assert!(!stored.duplex, "{backend}");
        assert_eq!(stored.students.len(), 2);
        let families: Vec<&str> = stored.questions.iter().map(|q| q.family.as_str()).collect();
        assert_eq!(families, ["revoke", "claims"], "{backend}");

        // The key is made in the background: "being prepared" until it is kept.
        let (_, key) = until_ready(&mut client, &format!("{at}/key.pdf")).await;
        let (status, headers, _) = client.get_bytes(&format!("{at}/key.pdf")).await;
        assert_eq!(status, StatusCode::OK, "{backend}");
        assert_eq!(headers[header::CONTENT_TYPE], "application/pdf");
        assert!(key.starts_with(b"%PDF-"), "{backend}: key.pdf is no PDF");
        let (status, _, booklet) = client.get_bytes(&format!("{at}/booklet-02.pdf")).await;
        assert_eq!(status, StatusCode::OK, "{backend}");
        assert!(
            booklet.starts_with(b"%PDF-"),
            "{backend}: booklet is no PDF"
        );
        let (status, _, _) = client.get_bytes(&format!("{at}/booklet-03.pdf")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{backend}: a third booklet");

        if !have("pdftotext") {
            continue;
        }
        let exam = Exam::load(stored);
        let rendered = exam.render();
        let booklet = text_of(&booklet);
        let key = text_of(&key);
        assert!(booklet.contains(&exam.file.students[1].code), "{backend}");
        for q in &rendered.questions[1] {
            assert!(
                booklet.contains(&q.side.code),
                "{backend}: booklet lacks {}",
                q.side.code
            );
        }
        // Student 1's variants are in his own booklet only.
        for q in &rendered.questions[0] {
            assert!(
                !booklet.contains(&q.side.code),
                "{backend}: booklet 2 holds {}",
                q.side.code
            );
        }
        // key.pdf holds every answer in its grid; each student's own key his variants.
        for (s, keys) in rendered.keys.iter().enumerate() {
            let (status, _, own) = client
                .get_bytes(&format!("{at}/key-{:02}.pdf", s + 1))
                .await;
            assert_eq!(status, StatusCode::OK, "{backend}");
            let own = text_of(&own);
            for k in keys {
                assert!(
                    own.contains(&k.code),
                    "{backend}: key-0{} lacks {}",
                    s + 1,
                    k.code
                );
                let answer = squash(&k.key.lettered);
                assert!(key.contains(&answer), "{backend}: key lacks {answer}");
                assert!(
                    own.contains(&answer),
                    "{backend}: key-0{} lacks {answer}",
                    s + 1
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_student_or_another_instructor_is_refused() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("instructor@x", Role::Instructor).await;
        let rival = app.user("rival@x", Role::Instructor).await;
        let student = app.user("student@x", Role::Student).await;
        let admin = app.user("admin@x", Role::Admin).await;
        let mut owner = app.login(&instructor).await;
        owner.get("/exams").await;
        let at = owner
            .post("/exams", &form(&[]))
            .await
            .location
            .expect("the exam's page");

        let mut pupil = app.login(&student).await;
        pupil.get("/practice").await;
        for path in ["/exams".to_owned(), at.clone(), format!("{at}/key.pdf")] {
            let (status, _, _) = pupil.get_bytes(&path).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{backend}: student, {path}");
        }
        let sent = pupil.post("/exams", &form(&[])).await;
        assert_eq!(
            sent.status,
            StatusCode::FORBIDDEN,
            "{backend}: student sets"
        );
        assert!(
            app.store()
                .printed_exams(Some(student.id))
                .await
                .unwrap()
                .is_empty()
        );

        let mut other = app.login(&rival).await;
        let (status, _, _) = other.get_bytes(&format!("{at}/key.pdf")).await;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "{backend}: another instructor"
        );
        let list = other.get("/exams").await;
        assert!(
            !list.body.contains(&at),
            "{backend}: listed to another instructor"
        );

        let mut boss = app.login(&admin).await;
        let (status, _, json) = boss.get_bytes(&format!("{at}/exam.json")).await;
        assert_eq!(status, StatusCode::OK, "{backend}: the admin");
        assert!(json.starts_with(b"{"), "{backend}");
    }
}

/// An instructor who reads Norwegian, logged in.
async fn norwegian_instructor(app: &TestApp) -> Client {
    let instructor = app.user("instructor@x", Role::Instructor).await;
    app.store()
        .set_user_lang(instructor.id, Lang::Nb)
        .await
        .unwrap();
    app.login(&instructor).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_entries_are_named_beside_their_field_in_the_readers_language() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let mut client = norwegian_instructor(&app).await;
        client.get("/exams").await;
        let text = |message: Message| catalogue().render(Lang::Nb, &message);

        let sent = client
            .post(
                "/exams",
                &form(&[
                    ("students", "0"),
                    ("seed", "-3"),
                    ("templates", "nosuch:2"),
                    ("format", "choices:9"),
                ]),
            )
            .await;
        assert_eq!(sent.status, StatusCode::UNPROCESSABLE_ENTITY, "{backend}");
        for name in ["students", "seed", "templates", "format"] {
            assert!(
                sent.body.contains(&format!("data-field=\"{name}\"")),
                "{backend}: {name} not named"
            );
        }
        assert!(!sent.body.contains("data-field=\"lang\""), "{backend}");
        let students =
            text(Message::new("ui-exam-students-range").with("max", ruling::exam::MAX_STUDENTS));
        assert!(sent.body.contains(&students), "{backend}: {students}");
        // What was typed stays in the form.
        assert_eq!(field(&sent.body, "templates").as_deref(), Some("nosuch:2"));

        // A family asked for more templates than it has: known only once drawn.
        let sent = client
            .post("/exams", &form(&[("templates", "claims:999")]))
            .await;
        assert_eq!(sent.status, StatusCode::UNPROCESSABLE_ENTITY, "{backend}");
        assert!(sent.body.contains("data-field=\"templates\""), "{backend}");
        assert!(!sent.body.contains("data-field=\"students\""), "{backend}");
        assert!(
            sent.body.contains("claims") && sent.body.contains("999"),
            "{backend}: {}",
            sent.body
        );
        assert!(
            app.store().printed_exams(None).await.unwrap().is_empty(),
            "{backend}"
        );
    }
}

/// Review W13: the questions are asked one number per topic in the reader's words, the
/// template ids only in an advanced field; the numbers and the ids add up, and a count
/// that is no number is named with its topic.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn questions_are_asked_a_number_per_topic() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let mut client = norwegian_instructor(&app).await;
        let page = client.get("/exams").await;
        let said = |id: &str| catalogue().text(Lang::Nb, id);
        for topic in [
            "ui-family-revoke",
            "ui-family-claims",
            "ui-family-adjustments",
        ] {
            assert!(page.body.contains(&said(topic)), "{backend}: {topic}");
        }
        // A course day's mix is offered, and the ids field starts empty.
        assert_eq!(field(&page.body, "count-revoke").as_deref(), Some("4"));
        assert_eq!(field(&page.body, "templates").as_deref(), Some(""));
        // The seed in words a Norwegian instructor uses.
        assert!(page.body.contains("Startverdi"), "{backend}");

        let sent = client
            .post(
                "/exams",
                &form(&[
                    ("templates", "revoke-play-64a1"),
                    ("count-claims", "2"),
                    ("count-adjustments", "0"),
                    ("count-ui", ""),
                ]),
            )
            .await;
        assert_eq!(
            sent.status,
            StatusCode::SEE_OTHER,
            "{backend}: {}",
            sent.body
        );
        let exams = app.store().printed_exams(None).await.unwrap();
        assert_eq!(exams.len(), 1, "{backend}");
        assert_eq!(
            exams[0].questions, 3,
            "{backend}: two claims and the one id"
        );

        let sent = client
            .post(
                "/exams",
                &form(&[("templates", ""), ("count-revoke", "fire")]),
            )
            .await;
        assert_eq!(sent.status, StatusCode::UNPROCESSABLE_ENTITY, "{backend}");
        assert!(sent.body.contains("data-field=\"templates\""), "{backend}");
        assert!(
            sent.body.contains("revoke") && sent.body.contains("fire"),
            "{backend}"
        );
        // What was typed stays.
        assert_eq!(field(&sent.body, "count-revoke").as_deref(), Some("fire"));
    }
}
