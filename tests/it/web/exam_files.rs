//! Printed exams that cannot exhaust the server: the largest exam the caps allow (999
//! students) set on the web; one student's booklet typeset alone and his own; an unknown
//! file name a 404 that typesets nothing; all.pdf answered at once with a "being
//! prepared" page, made once in the background however often it is asked for, then
//! served from the database; the key of a class typeset in chunks, joined, whole; the
//! caps named beside the field; the list pages unhurt by a huge definition.
//!
//! Source: issue 32, item 2, and its "Must show" (a 999-student exam on the web);
//! review security S2, S3. How fast and how much memory: `bench/exam-server`.

use axum::http::{StatusCode, header};

use ruling::exam::definition::ExamFile;
use ruling::exam::{MAX_STUDENT_QUESTIONS, MAX_STUDENTS};
use ruling::i18n::{Lang, catalogue};
use ruling::laws::Message;
use ruling::store::{NewPrintedExam, Role};

use crate::pdf::{have, text_of};
use crate::support::web::{Client, TestApp, databases};

fn form<'a>(templates: &'a str, students: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("templates", templates),
        ("students", students),
        ("seed", "32"),
        ("lang", "en"),
        ("paper", "a4"),
        ("title", "Large class"),
    ]
}

/// Asks for the whole-class file at `path` until it comes: every answer before it is the
/// "being prepared" page. Polls, with no bound on time but a generous one on tries.
pub async fn until_ready(client: &mut Client, path: &str) -> (usize, Vec<u8>) {
    for polls in 1..=6000 {
        let (status, headers, body) = client.get_bytes(path).await;
        if status == StatusCode::OK {
            return (polls, body);
        }
        assert_eq!(status, StatusCode::ACCEPTED, "{path}");
        assert!(headers.contains_key(header::RETRY_AFTER), "{path}");
        let page = String::from_utf8(body).unwrap();
        assert!(page.contains("http-equiv=\"refresh\""), "{page}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{path} never came");
}

fn pages(pdf: &[u8]) -> usize {
    lopdf::Document::load_mem(pdf).unwrap().get_pages().len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_999_student_exam_downloads_one_booklet_and_makes_all_pdf_once() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let instructor = app.user("instructor@x", Role::Instructor).await;
    let mut client = app.login(&instructor).await;
    client.get("/exams").await;
    let students = MAX_STUDENTS.to_string();
    let sent = client.post("/exams", &form("revoke:1", &students)).await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    let at = sent.location.expect("the exam's page");
    let id: i64 = at.rsplit('/').next().unwrap().parse().unwrap();
    let pool = &app.state.typesetting;

    // Names the exam has not: 404, and nothing typeset, nothing kept.
    let runs = pool.runs();
    for name in [
        "zzz.pdf",
        "booklet-1000.pdf",
        "booklet-99.pdf",
        "booklet-0999.pdf",
    ] {
        let (status, _, _) = client.get_bytes(&format!("{at}/{name}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{name}");
    }
    assert_eq!(pool.runs(), runs, "a 404 typeset something");
    assert!(app.store().exam_file_names(id).await.unwrap().is_empty());

    // Student 999's booklet: one typesetting run, his sheets and no one else's.
    let (status, _, booklet) = client.get_bytes(&format!("{at}/booklet-999.pdf")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(booklet.starts_with(b"%PDF-"));
    assert_eq!(pool.runs(), runs + 1);
    assert!(app.store().exam_file_names(id).await.unwrap().is_empty());
    let (_, _, json) = client.get_bytes(&format!("{at}/exam.json")).await;
    let stored = ExamFile::parse("exam.json", std::str::from_utf8(&json).unwrap()).unwrap();
    assert_eq!(stored.students.len(), MAX_STUDENTS);
    if have("pdftotext") {
        let text = text_of(&booklet);
        assert!(text.contains(&stored.students[998].code), "{text}");
        assert!(!text.contains(&stored.students[997].code), "{text}");
    }

    // all.pdf: prepared in the background, asked for again and again, made once.
    let (polls, all) = until_ready(&mut client, &format!("{at}/all.pdf")).await;
    assert!(polls > 1, "all.pdf of 999 students came at once");
    assert!(all.starts_with(b"%PDF-"));
    assert_eq!(pool.runs(), runs + 2, "all.pdf typeset more than once");
    assert_eq!(app.store().exam_file_names(id).await.unwrap(), ["all.pdf"]);
    // Every student's booklet and answer sheet: at least two pages each.
    assert!(pages(&all) >= 2 * MAX_STUDENTS, "{} pages", pages(&all));
    let (status, _, again) = client.get_bytes(&format!("{at}/all.pdf")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again, all);
    assert_eq!(pool.runs(), runs + 2, "a kept file was typeset again");
    if have("pdftotext") {
        let text = text_of(&all);
        for s in [&stored.students[0], &stored.students[998]] {
            assert!(text.contains(&s.code), "all.pdf lacks {}", s.code);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_typeset_in_chunks_is_whole_and_numbered_on() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("instructor@x", Role::Instructor).await;
        let mut client = app.login(&instructor).await;
        client.get("/exams").await;
        // 2 questions: 50 students a chunk, so a head and three chunks.
        let sent = client
            .post("/exams", &form("revoke:1,claims:1", "120"))
            .await;
        assert_eq!(
            sent.status,
            StatusCode::SEE_OTHER,
            "{backend}: {}",
            sent.body
        );
        let at = sent.location.unwrap();
        let (_, key) = until_ready(&mut client, &format!("{at}/key.pdf")).await;
        assert!(key.starts_with(b"%PDF-"), "{backend}");
        let (_, _, json) = client.get_bytes(&format!("{at}/exam.json")).await;
        let stored = ExamFile::parse("exam.json", std::str::from_utf8(&json).unwrap()).unwrap();
        if !have("pdftotext") {
            continue;
        }
        let text = text_of(&key);
        // Every student's row of the grid, in order, gathered over the chunks.
        let grid = &text[..text.find("Explanations, once per kind").expect("the kinds")];
        let mut from = 0;
        for s in &stored.students {
            let row = format!(" {:03} ", s.number);
            let at = grid[from..]
                .find(&row)
                .unwrap_or_else(|| panic!("{backend}: {row} missing or out of order"));
            from += at + row.len() - 1;
        }
        // The grid comes once; pages numbered through.
        assert_eq!(
            text.matches("Answers of every student").count(),
            1,
            "{backend}"
        );
        let last = pages(&key);
        assert!(
            text.contains(&format!("Page {last} of {last}")),
            "{backend}: no page {last}"
        );
        assert!(!text.contains(&format!("Page {}", last + 1)), "{backend}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_is_named_beside_the_field_and_a_huge_definition_spares_the_lists() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("instructor@x", Role::Instructor).await;
        let mut client = app.login(&instructor).await;
        client.get("/exams").await;
        let questions = MAX_STUDENT_QUESTIONS / MAX_STUDENTS + 1;
        let templates = format!("revoke:{questions}");
        let students = MAX_STUDENTS.to_string();
        let sent = client.post("/exams", &form(&templates, &students)).await;
        assert_eq!(sent.status, StatusCode::UNPROCESSABLE_ENTITY, "{backend}");
        assert!(sent.body.contains("data-field=\"students\""), "{backend}");
        let said = catalogue().render(
            Lang::En,
            &Message::new("ui-exam-too-large")
                .with("max", MAX_STUDENT_QUESTIONS)
                .with("questions", questions)
                .with("students", MAX_STUDENT_QUESTIONS / questions),
        );
        assert!(sent.body.contains(&said), "{backend}: {said}");
        assert!(app.store().printed_exams(None).await.unwrap().is_empty());

        // A definition of 64 MB, stored behind the form's back: the lists never read it.
        let id = app
            .store()
            .create_printed_exam(&NewPrintedExam {
                instructor_id: instructor.id,
                code: "HUGE-1".into(),
                title: "Huge definition".into(),
                students: 2,
                questions: 1,
                definition: "x".repeat(64 << 20),
                settings: None,
            })
            .await
            .unwrap();
        let list = client.get("/exams").await;
        assert_eq!(list.status, StatusCode::OK, "{backend}");
        assert!(list.body.contains("Huge definition"), "{backend}");
        let shown = client.get(&format!("/exams/{id}")).await;
        assert_eq!(shown.status, StatusCode::OK, "{backend}");
        // A download that needs it reads it, and says plainly that it does not read.
        let (status, _, _) = client
            .get_bytes(&format!("/exams/{id}/booklet-01.pdf"))
            .await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{backend}");
    }
}
