//! Exports from the web (issue 37 §4) and a printed exam's zip (issue 35 §6): an
//! instructor downloads his course's questions as Moodle XML, a QTI 2.1 package or PBN,
//! each read back to the course's templates × the variants asked, with the engine's
//! answers; a choice too large for one file is refused beside its field; no one else may
//! export; the zip of a printed exam holds every file `ruling exam` writes, each PDF
//! whole.

use std::collections::BTreeSet;
use std::io::Read as _;

use axum::http::{StatusCode, header};

use ruling::bank::Bank;
use ruling::exam::select::{Item, Selection};
use ruling::i18n::Lang;
use ruling::interchange::{Choice, variants};
use ruling::store::Role;

use crate::interchange::moodle::{check_question, tree};
use crate::support::web::{Client, TestApp, databases};

/// The templates the test course practises, in the bank's order: three topics, one of
/// them with real deals.
const CHOSEN: [&str; 4] = [
    "imps-conversion",
    "claim-68b2-objection",
    "revoke-play-64a1",
    "revoke-play-which-law",
];

/// What `ruling export` would write for `templates`: `count` variants of each from
/// `seed`, in the bank's order.
fn engine(templates: &[&str], count: usize, seed: u64) -> Vec<ruling::bank::Variant> {
    let choice = Choice {
        templates: Selection(
            templates
                .iter()
                .map(|t| Item {
                    name: (*t).to_owned(),
                    count: None,
                })
                .collect(),
        ),
        count,
        seed,
    };
    variants(&Bank::bundled().unwrap(), &choice, None).unwrap()
}

/// An instructor logged in, with a course practising [`CHOSEN`]: his client and the
/// course's export address.
async fn course(app: &TestApp) -> (Client, String) {
    let instructor = app.user("instructor@x", Role::Instructor).await;
    let course = app
        .store()
        .create_course(instructor.id, "Kurs Ålesund 2026")
        .await
        .unwrap();
    let chosen: Vec<String> = CHOSEN.iter().map(|t| (*t).to_owned()).collect();
    app.store()
        .set_course_templates(course.id, &chosen)
        .await
        .unwrap();
    let mut client = app.login(&instructor).await;
    let page = client.get(&format!("/courses/{}", course.id)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body
            .contains(&format!("action=\"/courses/{}/export\"", course.id)),
        "the course page has the export form"
    );
    (client, format!("/courses/{}/export", course.id))
}

fn attachment_name(headers: &axum::http::HeaderMap) -> String {
    headers[header::CONTENT_DISPOSITION]
        .to_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_courses_moodle_export_reads_back_to_the_engines_answers() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let (mut client, at) = course(&app).await;
        let (status, headers, body) = client
            .post_bytes(
                &at,
                &[
                    ("format", "moodle"),
                    ("count", "2"),
                    ("lang", "en"),
                    ("seed", "5"),
                ],
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{backend}");
        assert_eq!(
            headers[header::CONTENT_TYPE],
            "application/xml; charset=utf-8"
        );
        assert_eq!(
            attachment_name(&headers),
            "attachment; filename=\"kurs-aalesund-2026-moodle.xml\""
        );
        let root = tree(std::str::from_utf8(&body).unwrap());
        let questions: Vec<_> = root
            .all("question")
            .into_iter()
            .filter(|q| q.attr("type") != Some("category"))
            .collect();
        // The course's 4 templates × 2 variants, from seed 5, as the engine makes them.
        let want = engine(&CHOSEN, 2, 5);
        assert_eq!(questions.len(), 8, "{backend}");
        for (q, v) in questions.iter().zip(&want) {
            check_question(q, v);
        }
    }
}

#[tokio::test]
async fn a_qti_package_has_a_manifest_and_an_item_per_variant() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let (mut client, at) = course(&app).await;
    // Only the adjustments topic ticked: imps-conversion alone, 3 variants.
    let (status, headers, body) = client
        .post_bytes(
            &at,
            &[
                ("format", "qti"),
                ("count", "3"),
                ("lang", "nb"),
                ("family", "adjustments"),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "application/zip");
    assert!(attachment_name(&headers).ends_with("-qti.zip\""));
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(body)).unwrap();
    let mut manifest = String::new();
    zip.by_name("imsmanifest.xml")
        .unwrap()
        .read_to_string(&mut manifest)
        .unwrap();
    let manifest = tree(&manifest);
    let resources = manifest.child("resources").unwrap().all("resource");
    let want = engine(&["imps-conversion"], 3, 1);
    assert_eq!(resources.len(), want.len());
    let mut first = String::new();
    for (resource, v) in resources.iter().zip(&want) {
        let mut text = String::new();
        zip.by_name(resource.attr("href").unwrap())
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        let item = tree(&text);
        assert_eq!(item.attr("identifier"), Some(v.code.to_string().as_str()));
        if first.is_empty() {
            first = text;
        }
    }
    // One item against the QTI 2.1 XSD, as the interchange tests check them all.
    if let Some(xsd) = crate::interchange::qti::schema() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("item.xml");
        std::fs::write(&path, &first).unwrap();
        let out = std::process::Command::new("xmllint")
            .args(["--noout", "--nonet", "--schema"])
            .arg(&xsd)
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[tokio::test]
async fn a_pbn_export_reads_back_to_the_real_deals() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let (mut client, at) = course(&app).await;
    let (status, headers, body) = client
        .post_bytes(&at, &[("format", "pbn"), ("count", "3"), ("lang", "de")])
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(attachment_name(&headers).ends_with("-pbn.pbn\""));
    let games = ruling::model::pbn::read(std::str::from_utf8(&body).unwrap()).unwrap();
    // Only the two revoke-play templates deal real hands: 3 games of each.
    let want: Vec<_> = engine(&CHOSEN, 3, 1)
        .into_iter()
        .filter(|v| ruling::interchange::pbn::game(v, Lang::De).is_some())
        .collect();
    assert_eq!(want.len(), 6);
    assert_eq!(games.len(), want.len());
    for (game, v) in games.iter().zip(&want) {
        assert_eq!(game.tag("VariantCode"), Some(v.code.to_string().as_str()));
        assert!(game.deal.is_some());
    }

    // The claims topic has no real deal: the form again, the error beside the format.
    let r = client
        .post(
            &at,
            &[
                ("format", "pbn"),
                ("count", "3"),
                ("lang", "en"),
                ("family", "claims"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body.contains("data-field=\"format\"") && r.body.contains("real deal"),
        "{}",
        r.body
    );
}

/// Review security S2's rule for CPU work: one file is capped, and the refusal names
/// the field to change, before anything is generated.
#[tokio::test]
async fn too_many_questions_are_refused_beside_the_variants_field() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let instructor = app.user("instructor@x", Role::Instructor).await;
    // A course of every template (none chosen), 86 of them.
    let course = app
        .store()
        .create_course(instructor.id, "Big")
        .await
        .unwrap();
    let mut client = app.login(&instructor).await;
    client.get(&format!("/courses/{}", course.id)).await;
    let runs = app.state.typesetting.runs();
    let at = format!("/courses/{}/export", course.id);
    let r = client
        .post(
            &at,
            &[("format", "moodle"), ("count", "12"), ("lang", "en")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let templates = Bank::bundled().unwrap().templates().len();
    let said = format!(
        "{templates} templates × 12 variants is {} questions, more than the 1000",
        templates * 12
    );
    assert!(r.body.contains("data-field=\"count\""), "{}", r.body);
    assert!(
        crate::support::web::html_unescape(&r.body).contains(&said),
        "{said}: {}",
        r.body
    );
    // The rest of the form is kept as sent.
    assert!(r.body.contains("value=\"12\""));
    assert_eq!(app.state.typesetting.runs(), runs, "nothing was generated");
    // Not a number, an unknown format, a family the course lacks: each named.
    let r = client
        .post(
            &at,
            &[
                ("format", "docx"),
                ("count", "two"),
                ("lang", "xx"),
                ("family", "bidding"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["format", "count", "lang", "family"] {
        assert!(
            r.body.contains(&format!("data-field=\"{field}\"")),
            "{field}"
        );
    }
}

#[tokio::test]
async fn only_the_courses_instructor_or_an_admin_exports() {
    for db in databases().await {
        let backend = db.backend;
        let app = TestApp::new(db).await;
        let (_, at) = course(&app).await;
        let fields = [("format", "moodle"), ("count", "1"), ("lang", "en")];
        let student = app.user("student@x", Role::Student).await;
        let other = app.user("other@x", Role::Instructor).await;
        for user in [&student, &other] {
            let mut client = app.login(user).await;
            client.get("/").await;
            let (status, _, _) = client.post_bytes(&at, &fields).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{backend}: {}", user.email);
            let page = client.get(&at).await;
            assert_eq!(page.status, StatusCode::FORBIDDEN, "{backend}");
        }
        let admin = app.user("admin@x", Role::Admin).await;
        let mut client = app.login(&admin).await;
        assert_eq!(client.get(&at).await.status, StatusCode::OK);
        let (status, _, body) = client.post_bytes(&at, &fields).await;
        assert_eq!(status, StatusCode::OK, "{backend}");
        assert!(body.starts_with(b"<?xml"));
        let (status, _, _) = client.post_bytes("/courses/999999/export", &fields).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{backend}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_printed_exams_zip_holds_every_file_and_each_pdf_opens() {
    let app = TestApp::new(crate::support::web::sqlite()).await;
    let instructor = app.user("instructor@x", Role::Instructor).await;
    let mut client = app.login(&instructor).await;
    client.get("/exams").await;
    let sent = client
        .post(
            "/exams",
            &[
                ("templates", "revoke:1,claims:1"),
                ("students", "3"),
                ("seed", "35"),
                ("lang", "en"),
                ("paper", "a4"),
                ("title", "Zip"),
            ],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    let at = sent.location.unwrap();
    let id: i64 = at.rsplit('/').next().unwrap().parse().unwrap();
    let page = client.get(&at).await;
    assert!(page.body.contains(&format!("href=\"{at}/exam.zip\"")));
    assert!(page.body.contains(&format!("exam-{id}.zip")));

    let path = format!("{at}/exam.zip");
    let (_, bytes) = crate::web::exam_files::until_ready(&mut client, &path).await;
    let (status, headers, again) = client.get_bytes(&path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again, bytes, "kept, not made again");
    assert_eq!(headers[header::CONTENT_TYPE], "application/zip");
    assert_eq!(
        attachment_name(&headers),
        format!("attachment; filename=\"exam-{id}.zip\"")
    );
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let names: BTreeSet<String> = zip.file_names().map(|n| n.unwrap().into_owned()).collect();
    let want: BTreeSet<String> = ruling::web::exams::file_names(3).into_iter().collect();
    assert_eq!(names, want);
    for name in &names {
        let mut bytes = Vec::new();
        zip.by_name(name).unwrap().read_to_end(&mut bytes).unwrap();
        if name.ends_with(".pdf") {
            let pdf = lopdf::Document::load_mem(&bytes).unwrap();
            assert!(!pdf.get_pages().is_empty(), "{name}");
        }
    }
    let mut json = String::new();
    zip.by_name("exam.json")
        .unwrap()
        .read_to_string(&mut json)
        .unwrap();
    let stored = app
        .store()
        .printed_exam_definition(id)
        .await
        .unwrap()
        .unwrap();
    let code = |text: &str| {
        ruling::exam::definition::ExamFile::parse("exam.json", text)
            .unwrap()
            .code
    };
    assert_eq!(code(&json), code(&stored));

    // Another instructor gets no zip.
    let other = app.user("other@x", Role::Instructor).await;
    let mut other = app.login(&other).await;
    let (status, _, _) = other.get_bytes(&path).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}
