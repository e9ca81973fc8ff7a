//! The server SIGKILLed during an upload of scans (issue 38 § 3), a real `ruling serve`
//! process on SQLite and on PostgreSQL when `RULING_TEST_POSTGRES` names a server.
//!
//! An instructor uploads the scanned answer sheets of a class of two on the marking page
//! while a second upload is still arriving (its head and half its body sent); the server
//! is killed the moment it has answered the first (303: kept, to be read in the
//! background), so the reading has only just started, and the second never ends.
//!
//! What must hold: the upload answered is kept whole and, once a server is started again,
//! read by the next visit of the page with the marks it holds (both students' scores as
//! marked); the upload cut off is not kept at all, not a row of it.

use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use ruling::exam::Exam;
use ruling::exam::definition::ExamFile;
use ruling::i18n::Lang;
use ruling::store::{Role, Store};

use super::processes::{Http, Server, heavy, runtime};
use crate::scan::e2e::{answers, marked, scanner_pdf};
use crate::scan::paper::{render, to_jpeg};
use crate::support::web::{databases, password_hash};

/// The boundary of [`multipart`]'s form.
pub(super) const BOUNDARY: &str = "ruling-scan-boundary";
const TEMPLATES: &str = "revoke-play-64a2,score-made,weighted-two,mp-board";

/// The marking page's scan form as a browser sends it: the form secret first, then the
/// files (name, bytes).
pub(super) fn multipart(csrf: &str, files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut body =
        format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n{csrf}\r\n")
            .into_bytes();
    for (name, bytes) in files {
        body.extend(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"scans\"; \
                 filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
            )
            .bytes(),
        );
        body.extend(bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{BOUNDARY}--\r\n").bytes());
    body
}

/// The request head of an upload of `length` bytes to `path`.
fn head(base: &str, path: &str, cookie: &str, length: usize) -> Vec<u8> {
    let host = base.trim_start_matches("http://");
    format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nCookie: ruling_session={cookie}\r\n\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\n\
         Content-Length: {length}\r\nConnection: close\r\n\r\n"
    )
    .into_bytes()
}

/// Sends the whole upload and reads the status line of the answer.
fn upload(base: &str, path: &str, cookie: &str, body: &[u8]) -> String {
    use std::io::Read;
    let host = base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    stream
        .write_all(&head(base, path, cookie, body.len()))
        .unwrap();
    stream.write_all(body).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    // The status line and headers are enough; the body may be cut off by the kill.
    while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => answer.extend_from_slice(&buf[..n]),
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// results.csv's score of student `n`.
fn score(results: &str, n: usize) -> String {
    super::paper_marking::row(results, n).swap_remove(2)
}

#[test]
fn sigkill_during_an_upload_of_scans_keeps_the_one_acknowledged_and_none_of_the_cut_one() {
    let _alone = heavy();
    let rt = runtime();
    for db in rt.block_on(databases()) {
        let b = db.backend;
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let teacher = rt
            .block_on(store.create_user(
                "teacher@x",
                "Teacher",
                Role::Instructor,
                Lang::En,
                password_hash(),
            ))
            .unwrap();
        let (cookie, session) = rt
            .block_on(store.create_session(Some(teacher.clone()), None))
            .unwrap();
        let mut server = Server::start(&db);
        let mut http = Http::new(&server.base);
        http.cookie = Some(cookie.clone());
        http.csrf = Some(session.csrf.clone());
        let (status, body) = http
            .post(
                "/exams",
                &[
                    ("templates", TEMPLATES),
                    ("students", "2"),
                    ("seed", "5"),
                    ("lang", "en"),
                    ("paper", "a4"),
                    ("format", ""),
                    ("title", "Paper"),
                ],
            )
            .unwrap();
        assert_eq!(status, 303, "{b}: the exam is set\n{body}");
        let id = rt.block_on(store.printed_exams(Some(teacher.id))).unwrap()[0].id;
        let definition = rt
            .block_on(store.printed_exam_definition(id))
            .unwrap()
            .unwrap();
        let exam = Exam::load(ExamFile::parse("exam.json", &definition).unwrap());
        let questions = exam.file.questions.len();

        // Student 1 from the scanner, every answer right; student 2's photos, every
        // answer right too.
        let dpi = 150.0;
        let sheets = render(&exam, dpi);
        let one = marked(&exam, &sheets, dpi, 1, &answers(&exam, 1, true));
        let two = marked(&exam, &sheets, dpi, 2, &answers(&exam, 2, true));
        let mut files = vec![("scanner.pdf".to_owned(), scanner_pdf(&one))];
        for (i, p) in two.iter().enumerate() {
            files.push((format!("photo-{i}.jpg"), to_jpeg(p)));
        }
        let acknowledged = multipart(&session.csrf, &files);
        let cut = multipart(
            &session.csrf,
            &[("late-room.pdf".to_owned(), scanner_pdf(&one))],
        );
        let path = format!("/exams/{id}/marking/scans");

        // The second upload is under way, half of it sent, when the first is answered.
        let host = server.base.trim_start_matches("http://").to_owned();
        let mut late = TcpStream::connect(&host).expect("connect");
        late.write_all(&head(&server.base, &path, &cookie, cut.len()))
            .unwrap();
        late.write_all(&cut[..cut.len() / 2]).unwrap();
        late.flush().unwrap();
        let answer = upload(&server.base, &path, &cookie, &acknowledged);
        server.kill();
        assert!(
            answer.starts_with("HTTP/1.1 303"),
            "{b}: the upload is acknowledged\n{answer}"
        );
        drop(late);

        let names = rt.block_on(store.marking_scan_names(id)).unwrap();
        let want: Vec<String> = files.iter().map(|(n, _)| n.clone()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        let mut want_sorted = want.clone();
        want_sorted.sort();
        assert_eq!(
            sorted, want_sorted,
            "{b}: the upload answered is kept whole, the one cut off not at all"
        );
        let kept = rt.block_on(store.marking_scans(id)).unwrap();
        for (name, bytes) in &files {
            let k = kept.iter().find(|k| &k.file == name).unwrap();
            assert_eq!(&k.bytes, bytes, "{b}: {name} kept byte for byte");
        }
        // Killed before the reading ended: what follows is the restart's reading.
        let read_before = rt
            .block_on(store.marking_results(id))
            .unwrap()
            .and_then(|r| r.scan)
            .is_some_and(|s| want.iter().all(|n| s.contains(n.as_str())));
        assert!(!read_before, "{b}: the kill came before the reading ended");

        // A server started afresh reads them when the page is visited.
        let again = Server::start(&db);
        let mut http = Http::new(&again.base);
        http.cookie = Some(cookie.clone());
        let deadline = Instant::now() + Duration::from_secs(180);
        loop {
            let (status, page) = http.get(&format!("/exams/{id}/marking")).unwrap();
            assert_eq!(status, 200, "{b}: the marking page\n{page}");
            if !page.contains("http-equiv=\"refresh\"") {
                break;
            }
            assert!(Instant::now() < deadline, "{b}: the scans were never read");
            std::thread::sleep(Duration::from_millis(200));
        }
        let results = rt
            .block_on(store.marking_results(id))
            .unwrap()
            .expect("results");
        let results = String::from_utf8(results.results).unwrap();
        for n in [1, 2] {
            assert_eq!(
                score(&results, n),
                questions.to_string(),
                "{b}: student {n}'s marks read after the restart\n{results}"
            );
        }
        assert_eq!(
            rt.block_on(store.marking_scan_names(id)).unwrap().len(),
            files.len(),
            "{b}: nothing came or went"
        );
        rt.block_on(store.close());
    }
}
