//! A printed exam's paper marked on its page in the browser (issue 35 § 6, issue 36 § 4):
//! the answers typed into a CSV file graded as `ruling exam grade` grades them (a class
//! with its right answers and the engine's misreadings; a misspelt heading refused with
//! its line, in the reader's language; a second file kept beside the first, never over
//! it); the answer sheets scanned, uploaded, read in the background, the one uncertain
//! mark settled with a click, `results.csv` with the scores expected; the scans read
//! again by a server started afresh when the first stopped before reading them; and
//! nothing of it shown or changed for another instructor.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};

use ruling::exam::Exam;
use ruling::exam::definition::ExamFile;
use ruling::i18n::{Lang, catalogue};
use ruling::laws::Message;
use ruling::present::answer_text;
use ruling::store::Role;

use crate::scan::e2e::{answers, mark_twice, marked, scanner_pdf};
use crate::scan::paper::{render, to_jpeg};
use crate::support::web::{Client, Resp, TestApp, databases, password_hash};

const BOUNDARY: &str = "ruling-test-boundary";

/// A multipart POST as the page's form sends it: the form secret first, then `files`
/// (field, file name, bytes).
async fn upload(client: &mut Client, path: &str, files: &[(&str, &str, Vec<u8>)]) -> Resp {
    let csrf = client.csrf.clone().unwrap_or_default();
    let mut body =
        format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n{csrf}\r\n")
            .into_bytes();
    for (field, name, bytes) in files {
        body.extend(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{field}\"; \
                 filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
            )
            .bytes(),
        );
        body.extend(bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{BOUNDARY}--\r\n").bytes());
    let mut cookies: Vec<String> = client.jar.iter().map(|(n, v)| format!("{n}={v}")).collect();
    if let Some(c) = &client.cookie {
        cookies.push(format!("ruling_session={c}"));
    }
    let request = Request::builder()
        .method("POST")
        .uri(path)
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .header(header::COOKIE, cookies.join("; "))
        .body(Body::from(body))
        .unwrap();
    client.send(request).await
}

/// Sets a printed exam on the web form; its id.
async fn set_exam(client: &mut Client, templates: &str, format: &str) -> i64 {
    client.get("/exams").await;
    let sent = client
        .post(
            "/exams",
            &[
                ("templates", templates),
                ("students", "2"),
                ("seed", "5"),
                ("lang", "en"),
                ("paper", "a4"),
                ("format", format),
                ("title", "Paper"),
            ],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    sent.location
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

async fn stored_exam(app: &TestApp, id: i64) -> Exam {
    let text = app
        .store()
        .printed_exam_definition(id)
        .await
        .unwrap()
        .unwrap();
    Exam::load(ExamFile::parse("exam.json", &text).unwrap())
}

/// results.csv's row of student `n`, its cells.
pub(super) fn row(results: &str, n: usize) -> Vec<String> {
    results
        .lines()
        .map(|l| l.trim_start_matches('\u{feff}'))
        .find(|l| l.starts_with(&format!("{n},")))
        .unwrap_or_else(|| panic!("no row {n} in {results}"))
        .split(',')
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_class_is_marked_with_the_engines_misreadings_and_a_bad_heading_refused() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app
            .store()
            .create_user("nb@x", "Kari", Role::Instructor, Lang::Nb, password_hash())
            .await
            .unwrap();
        let mut client = app.login(&instructor).await;
        let id = set_exam(
            &mut client,
            "weighted-two,score-made,score-doubled-down",
            "free",
        )
        .await;
        let exam = stored_exam(&app, id).await;
        let questions = exam.file.questions.len();

        // Student 1 writes every answer right; student 2 the answer of the first
        // misreading the engine knows for each question.
        let mut csv = String::from("student,question,answer\n");
        let mut misread = Vec::new();
        for q in 1..=questions {
            let v = exam.drawn(1, q).unwrap().variant();
            csv += &format!("1,{q},\"{}\"\n", answer_text(v.answer, Lang::En));
            let v = exam.drawn(2, q).unwrap().variant();
            let m = v.misapplications.first().expect("a misreading to write");
            csv += &format!("2,{q},\"{}\"\n", answer_text(m.value, Lang::En));
            misread.push(m.id.to_string());
        }
        let page = client.get(&format!("/exams/{id}/marking")).await;
        assert_eq!(page.status, StatusCode::OK, "{backend}");
        let sent = upload(
            &mut client,
            &format!("/exams/{id}/marking/answers"),
            &[("file", "room-a.csv", csv.clone().into_bytes())],
        )
        .await;
        assert_eq!(
            sent.status,
            StatusCode::SEE_OTHER,
            "{backend}: {}",
            sent.body
        );
        let page = client.get(&format!("/exams/{id}/marking")).await;
        let out_of = format!("{questions} / {questions}");
        assert!(
            page.body.contains(&out_of),
            "{backend}: student 1's full marks\n{}",
            page.body
        );
        // The verdict words are the reader's (Norwegian), the misreadings the engine's.
        let misread_word = catalogue().text(Lang::Nb, "grade-verdict-misread");
        assert_eq!(
            page.body.matches(&format!("✗ {misread_word}")).count(),
            questions,
            "{backend}: every answer of student 2 a misreading\n{}",
            page.body
        );
        let (status, _, bytes) = client
            .get_bytes(&format!("/exams/{id}/marking/results.csv"))
            .await;
        assert_eq!(status, StatusCode::OK);
        let results = String::from_utf8(bytes).unwrap();
        assert_eq!(row(&results, 1)[2], questions.to_string(), "{results}");
        assert_eq!(row(&results, 2)[2], "0", "{results}");
        assert_eq!(row(&results, 2).last().unwrap(), "room-a.csv", "{results}");

        // A misspelt heading is a student that is none: refused with its line, in the
        // reader's words, and nothing graded.
        let bad = csv.replacen("student,question,answer", "Studnet,Question,Answer", 1);
        let sent = upload(
            &mut client,
            &format!("/exams/{id}/marking/answers"),
            &[("file", "room-b.csv", bad.into_bytes())],
        )
        .await;
        assert_eq!(sent.status, StatusCode::UNPROCESSABLE_ENTITY, "{backend}");
        let hint = catalogue().render(Lang::Nb, &Message::new("grade-error-heading"));
        assert!(sent.body.contains("room-b.csv:1: "), "{}", sent.body);
        assert!(sent.body.contains(&hint), "{hint} in\n{}", sent.body);

        // The same file again is not graded over the first without being asked to.
        let again = upload(
            &mut client,
            &format!("/exams/{id}/marking/answers"),
            &[("file", "room-a.csv", csv.into_bytes())],
        )
        .await;
        assert_eq!(again.status, StatusCode::CONFLICT, "{backend}");
        let batches = app.store().marking_batches(id).await.unwrap();
        assert_eq!(batches.len(), 1, "{backend}");
        assert_eq!(batches[0].name, "room-a");
    }
}

/// `pages` as PNG files.
fn png(img: &image::GrayImage) -> Vec<u8> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    img.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    bytes.into_inner()
}

/// Reloads the marking page until the scans are read, as its refresh does.
async fn until_read(client: &mut Client, id: i64) -> Resp {
    for _ in 0..3000 {
        let page = client.get(&format!("/exams/{id}/marking")).await;
        assert_eq!(page.status, StatusCode::OK);
        if !page.body.contains("http-equiv=\"refresh\"") {
            return page;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the scans were never read");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scans_are_read_an_uncertain_mark_settled_by_a_click_and_others_kept_out() {
    let templates = "revoke-play-64a2,score-made,weighted-two,revoke-play-not-established,mp-board";
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("teacher@x", Role::Instructor).await;
        let mut client = app.login(&instructor).await;
        let id = set_exam(&mut client, templates, "").await;
        let exam = stored_exam(&app, id).await;
        let questions = exam.file.questions.len();
        let dpi = 150.0;
        let sheets = render(&exam, dpi);

        // Student 1 right but for one box marked twice; student 2 right in question 1
        // alone, every other box wrong.
        let one = answers(&exam, 1, true);
        let right_two = answers(&exam, 2, true);
        let two: Vec<(String, String)> = answers(&exam, 2, false)
            .into_iter()
            .zip(&right_two)
            .map(|((name, wrong), (_, right))| {
                let q1 = name.trim_end_matches(char::is_alphabetic) == "1";
                let text = if q1 { right.clone() } else { wrong };
                (name, text)
            })
            .collect();
        let mut pages = marked(&exam, &sheets, dpi, 1, &one);
        let field = mark_twice(&exam, &mut pages, &one, dpi, |f| {
            f.groups.len() == 1 && f.groups[0].bubbles.len() > 1
        });
        let (_, right) = one.iter().find(|(n, _)| *n == field.name).unwrap();

        // Student 1 from the scanner, student 2 as phone photos.
        let mut files = vec![("scans", "scanner.pdf".to_owned(), scanner_pdf(&pages))];
        for (i, p) in marked(&exam, &sheets, dpi, 2, &two).iter().enumerate() {
            files.push(("scans", format!("photo-{i}.jpg"), to_jpeg(p)));
        }
        let page_png = png(&pages[0]);
        let files: Vec<(&str, &str, Vec<u8>)> = files
            .iter()
            .map(|(f, n, b)| (*f, n.as_str(), b.clone()))
            .collect();
        client.get(&format!("/exams/{id}/marking")).await;
        let sent = upload(&mut client, &format!("/exams/{id}/marking/scans"), &files).await;
        assert_eq!(
            sent.status,
            StatusCode::SEE_OTHER,
            "{backend}: {}",
            sent.body
        );
        assert_eq!(
            app.store().marking_scan_names(id).await.unwrap().len(),
            files.len(),
            "{backend}: the upload is kept before it is read"
        );
        let page = until_read(&mut client, id).await;
        let all_read = catalogue().text(Lang::En, "ui-marking-all-read");
        assert!(page.body.contains(&all_read), "{backend}\n{}", page.body);
        let unsure = app.store().marking_unsure(id).await.unwrap();
        assert_eq!(unsure.len(), 1, "{backend}: {unsure:?}");
        assert_eq!(
            (unsure[0].student, unsure[0].name.as_str()),
            (1, field.name.as_str())
        );
        assert!(page.body.contains(&format!("unsure-1-{}", field.name)));
        let crop = format!("/exams/{id}/marking/crops/1/{}", field.name);
        let (status, headers, bytes) = client.get_bytes(&crop).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(headers[header::CONTENT_TYPE], "image/png");
        assert!(bytes.starts_with(b"\x89PNG"));

        let (_, _, bytes) = client
            .get_bytes(&format!("/exams/{id}/marking/results.csv"))
            .await;
        let results = String::from_utf8(bytes).unwrap();
        assert_eq!(row(&results, 2)[2], "1", "{backend}: student 2\n{results}");
        assert_ne!(
            row(&results, 1)[2],
            questions.to_string(),
            "unsure is not right"
        );

        // Another instructor sees none of it, changes none of it.
        let other = app.user("other@x", Role::Instructor).await;
        let mut stranger = app.login(&other).await;
        for path in [
            format!("/exams/{id}/marking"),
            format!("/exams/{id}/marking/results.csv"),
            crop.clone(),
        ] {
            let (status, _, _) = stranger.get_bytes(&path).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
        }
        stranger.get("/exams").await;
        let settle = [
            ("student", "1"),
            ("box", field.name.as_str()),
            ("answer", right.as_str()),
        ];
        let r = stranger
            .post(&format!("/exams/{id}/marking/settle"), &settle)
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN);
        let r = upload(
            &mut stranger,
            &format!("/exams/{id}/marking/scans"),
            &[("scans", "x.png", page_png.clone())],
        )
        .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN);
        let (status, _, _) = stranger.get_bytes("/exams/999999/marking").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(
            app.store().marking_scan_names(id).await.unwrap().len(),
            files.len()
        );

        // The click: the answer meant.
        client.get(&format!("/exams/{id}/marking")).await;
        let r = client
            .post(&format!("/exams/{id}/marking/settle"), &settle)
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let (_, _, bytes) = client
            .get_bytes(&format!("/exams/{id}/marking/results.csv"))
            .await;
        let results = String::from_utf8(bytes).unwrap();
        assert_eq!(
            row(&results, 1)[2],
            questions.to_string(),
            "{backend}\n{results}"
        );
        assert_eq!(row(&results, 2)[2], "1", "{backend}\n{results}");
        assert_eq!(row(&results, 1).last().unwrap(), "scan.csv");
        let page = client.get(&format!("/exams/{id}/marking")).await;
        let settled = catalogue().render(
            Lang::En,
            &Message::new("ui-marking-settled").code("answer", right),
        );
        assert!(page.body.contains(&settled), "{}", page.body);
    }
}

/// A GET of `path` on `router` (another server on the same database) with `client`'s
/// cookies: the page's HTML.
async fn get_on(router: &axum::Router, client: &Client, path: &str) -> (StatusCode, String) {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let mut cookies: Vec<String> = client.jar.iter().map(|(n, v)| format!("{n}={v}")).collect();
    if let Some(c) = &client.cookie {
        cookies.push(format!("ruling_session={c}"));
    }
    let request = Request::builder()
        .uri(path)
        .header(header::COOKIE, cookies.join("; "))
        .body(Body::empty())
        .unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

/// The upload is kept before it is acknowledged; a server that stopped before reading it
/// (here: one that never started the reading) leaves it to the next, which reads it when
/// the page is visited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scans_kept_but_not_read_before_a_restart_are_read_by_the_next_server() {
    let templates = "score-made,weighted-two";
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let instructor = app.user("teacher@x", Role::Instructor).await;
        let mut client = app.login(&instructor).await;
        let id = set_exam(&mut client, templates, "").await;
        let exam = stored_exam(&app, id).await;
        let dpi = 150.0;
        let sheets = render(&exam, dpi);
        let right = answers(&exam, 2, true);
        let photos: Vec<ruling::store::marking::KeptScan> = marked(&exam, &sheets, dpi, 2, &right)
            .iter()
            .enumerate()
            .map(|(i, p)| ruling::store::marking::KeptScan {
                file: format!("photo-{i}.png"),
                bytes: png(p),
            })
            .collect();
        // What the upload's handler keeps before it answers 303.
        app.store().keep_marking_scans(id, &photos).await.unwrap();

        // The next server: a new state on the same database, nothing under way.
        let store = ruling::store::Store::open(&app.db.url).await.unwrap();
        let state = ruling::web::AppState::new(store, Some("test secret"), Default::default())
            .await
            .unwrap();
        let router = ruling::web::app(state);
        let mut read = None;
        for _ in 0..3000 {
            let (status, body) = get_on(&router, &client, &format!("/exams/{id}/marking")).await;
            assert_eq!(status, StatusCode::OK, "{backend}");
            if !body.contains("http-equiv=\"refresh\"") {
                read = Some(body);
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        let body = read.expect("the scans read");
        let out_of = exam.file.questions.len();
        assert!(
            body.contains(&format!("{out_of} / {out_of}")),
            "{backend}\n{body}"
        );
        let (_, _, bytes) = client
            .get_bytes(&format!("/exams/{id}/marking/results.csv"))
            .await;
        let results = String::from_utf8(bytes).unwrap();
        assert_eq!(row(&results, 2)[2], out_of.to_string(), "{results}");
        assert_eq!(row(&results, 1)[2], "absent", "{results}");
    }
}
