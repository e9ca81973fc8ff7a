//! A course chooses its federation (issue 34, item 9; review exams P11): a Norwegian
//! course's students never practise the DBV's own procedure for Law 86D, a German
//! course's do, the instructor changes it on the course's page, and the exam form
//! proposes it and draws from it. On SQLite and, with `RULING_TEST_POSTGRES`, PostgreSQL.

use axum::http::StatusCode;

use ruling::bank::federation::{Federation, Scope};
use ruling::exam::content::Questions;
use ruling::exam::definition::ExamFile;
use ruling::i18n::Lang;
use ruling::store::Role;

use crate::support::web::{Client, TestApp, databases, password_hash};

/// A template only the DBV's courses use, and one every course uses.
const DBV_ONLY: &str = "law86d-stopped";
const COMMON: &str = "score-made";

/// The template ids the practice list links to.
async fn practice_list(c: &mut Client) -> Vec<String> {
    let r = c.get("/practice").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    r.body
        .split("href=\"/practice/")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .filter(|id| *id != "weak")
        .map(str::to_owned)
        .collect()
}

/// The value of the option chosen in `<select name="NAME">`.
fn chosen(body: &str, name: &str) -> Option<String> {
    let start = body.find(&format!("<select id=\"{name}\" name=\"{name}\""))?;
    let select = &body[start..start + body[start..].find("</select>")?];
    let at = select.find(" selected")?;
    let value = select[..at].rsplit("value=\"").next()?;
    Some(value.trim_end_matches('"').to_owned())
}

/// The error shown beside `field`, if any.
fn field_error(body: &str, field: &str) -> Option<String> {
    let marker = format!("data-field=\"{field}\"");
    let start = body.find(&marker)?;
    let text = &body[start..];
    let text = &text[text.find('>')? + 1..];
    Some(text[..text.find("</p>")?].to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_norwegian_course_never_practises_the_dbv_procedure_and_a_german_one_does() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let eva = app.user("eva@x.de", Role::Student).await;
        let kim = app.user("kim@x.dk", Role::Student).await;

        // Ann creates a Norwegian course with the form, choosing NBF.
        let mut a = app.login(&ann).await;
        let form = a.get("/courses").await;
        assert!(form.body.contains("Norges Bridgeforbund"), "{b}");
        assert!(form.body.contains("Deutscher Bridge-Verband"), "{b}");
        let r = a
            .post("/courses", &[("name", "TL-kurs"), ("federation", "nbf")])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        let nbf_page = r.location.unwrap();
        let nbf_id: i64 = nbf_page.rsplit('/').next().unwrap().parse().unwrap();
        let page = a.get(&nbf_page).await;
        assert_eq!(
            chosen(&page.body, "federation").as_deref(),
            Some("nbf"),
            "{b}"
        );
        let dbv = app
            .store()
            .create_course_in(ann.id, "TL-Kurs", Scope::Only(Federation::Dbv))
            .await
            .unwrap();
        app.store().enrol(nbf_id, bo.id).await.unwrap();
        app.store().enrol(dbv.id, eva.id).await.unwrap();

        // Bo, in the NBF course: no law86d-* in his list, and a 404 page for one by URL.
        let mut bo_c = app.login(&bo).await;
        let list = practice_list(&mut bo_c).await;
        assert!(list.iter().any(|id| id == COMMON), "{b}: {list:?}");
        assert!(
            !list.iter().any(|id| id.starts_with("law86d-")),
            "{b}: {list:?}"
        );
        let r = bo_c.get(&format!("/practice/{DBV_ONLY}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
        assert!(r.body.contains("Page not found"), "{b}: {}", r.body);
        let r = bo_c
            .post(&format!("/practice/{DBV_ONLY}/new"), &[("code", "x")])
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");
        let r = bo_c.get(&format!("/practice/{COMMON}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");

        // Eva, in the DBV course, practises all seven; Kim, in no course, every template.
        let mut eva_c = app.login(&eva).await;
        let eva_list = practice_list(&mut eva_c).await;
        let dbv_count = eva_list
            .iter()
            .filter(|id| id.starts_with("law86d-"))
            .count();
        assert_eq!(dbv_count, 7, "{b}: {eva_list:?}");
        assert_eq!(eva_list.len(), list.len() + 7, "{b}");
        let r = eva_c.get(&format!("/practice/{DBV_ONLY}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        let mut kim_c = app.login(&kim).await;
        assert_eq!(practice_list(&mut kim_c).await, eva_list, "{b}");

        // In both courses, Bo gets both federations' templates.
        app.store().enrol(dbv.id, bo.id).await.unwrap();
        assert_eq!(practice_list(&mut bo_c).await, eva_list, "{b}");
        app.store().unenrol(dbv.id, bo.id).await.unwrap();

        // Ann changes the course to DBV on its page: Bo's list follows; and back.
        a.get(&nbf_page).await;
        let r = a
            .post(
                &format!("/courses/{nbf_id}/federation"),
                &[("federation", "dbv")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        let page = a.get(&nbf_page).await;
        assert_eq!(
            chosen(&page.body, "federation").as_deref(),
            Some("dbv"),
            "{b}"
        );
        assert_eq!(practice_list(&mut bo_c).await, eva_list, "{b}");
        let r = bo_c.get(&format!("/practice/{DBV_ONLY}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        a.post(
            &format!("/courses/{nbf_id}/federation"),
            &[("federation", "nbf")],
        )
        .await;
        assert_eq!(practice_list(&mut bo_c).await, list, "{b}");
        // The question he had open is no longer his to practise.
        let r = bo_c.get(&format!("/practice/{DBV_ONLY}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");

        // A value not offered is named beside the select, and nothing changes.
        let r = a
            .post(
                &format!("/courses/{nbf_id}/federation"),
                &[("federation", "ebu")],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert_eq!(
            field_error(&r.body, "federation").as_deref(),
            Some("Choose one of the federations listed."),
            "{b}"
        );
        let course = app.store().course(nbf_id).await.unwrap().unwrap();
        assert_eq!(course.federation, Scope::Only(Federation::Nbf), "{b}");
        let r = a
            .post("/courses", &[("name", "Another"), ("federation", "ebu")])
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert!(field_error(&r.body, "federation").is_some(), "{b}");
        assert_eq!(app.store().courses(Some(ann.id)).await.unwrap().len(), 2);
        // Another instructor cannot change it.
        let eve = app.user("eve@x.no", Role::Instructor).await;
        let mut e = app.login(&eve).await;
        let r = e
            .post(
                &format!("/courses/{nbf_id}/federation"),
                &[("federation", "all")],
            )
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
    }
}

/// The exam form as an instructor sends it, with `changes`.
fn exam_form<'a>(changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("templates", "adjustments"),
        ("students", "2"),
        ("seed", "34"),
        ("lang", "nb"),
        ("paper", "a4"),
        ("format", "free"),
        ("title", ""),
    ];
    for (name, value) in changes {
        match fields.iter_mut().find(|(n, _)| n == name) {
            Some(f) => f.1 = value,
            None => fields.push((name, value)),
        }
    }
    fields
}

/// The stored exam.json of the exam an accepted form set.
async fn stored(c: &mut Client, fields: &[(&str, &str)]) -> ExamFile {
    let r = c.post("/exams", fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let at = r.location.unwrap();
    let (status, _, json) = c.get_bytes(&format!("{at}/exam.json")).await;
    assert_eq!(status, StatusCode::OK);
    ExamFile::parse("exam.json", std::str::from_utf8(&json).unwrap()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_exam_form_proposes_the_courses_federation_and_draws_from_it() {
    let adjustments = Questions::bundled()
        .unwrap()
        .templates()
        .iter()
        .filter(|t| t.family == "adjustments")
        .count();
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        // A Norwegian instructor: his language's federation, with no course or with two.
        let ola = app
            .store()
            .create_user(
                "ola@x.no",
                "Ola",
                Role::Instructor,
                Lang::Nb,
                password_hash(),
            )
            .await
            .unwrap();
        let mut c = app.client();
        c.login("ola@x.no").await;
        let form = c.get("/exams").await;
        assert_eq!(
            chosen(&form.body, "federation").as_deref(),
            Some("nbf"),
            "{b}"
        );
        // With exactly one course, that course's, whatever his language.
        let course = app
            .store()
            .create_course_in(ola.id, "Kurs", Scope::Only(Federation::Dbv))
            .await
            .unwrap();
        let form = c.get("/exams").await;
        assert_eq!(
            chosen(&form.body, "federation").as_deref(),
            Some("dbv"),
            "{b}"
        );
        app.store()
            .set_course_federation(course.id, Scope::All)
            .await
            .unwrap();
        let form = c.get("/exams").await;
        assert_eq!(
            chosen(&form.body, "federation").as_deref(),
            Some("all"),
            "{b}"
        );
        app.store().create_course(ola.id, "Kurs 2").await.unwrap();
        let form = c.get("/exams").await;
        assert_eq!(
            chosen(&form.body, "federation").as_deref(),
            Some("nbf"),
            "{b}"
        );

        // An NBF exam of every adjustments template draws none of the DBV's.
        let nbf = stored(&mut c, &exam_form(&[("federation", "nbf")])).await;
        assert_eq!(nbf.federation, Scope::Only(Federation::Nbf), "{b}");
        let ids: Vec<&str> = nbf.questions.iter().map(|q| q.template.as_str()).collect();
        assert!(
            !ids.iter().any(|id| id.starts_with("law86d-")),
            "{b}: {ids:?}"
        );
        assert_eq!(ids.len(), adjustments - 7, "{b}");
        for student in &nbf.students {
            for v in &student.variants {
                assert!(!v.template.id.starts_with("law86d-"), "{b}");
            }
        }
        // A DBV one draws all of them.
        let dbv = stored(&mut c, &exam_form(&[("federation", "dbv")])).await;
        assert_eq!(dbv.questions.len(), adjustments, "{b}");
        // No federation sent (an older form): the exam language's.
        let none = stored(&mut c, &exam_form(&[])).await;
        assert_eq!(none.federation, Scope::Only(Federation::Nbf), "{b}");

        // A bad value is named beside its field, in the reader's language.
        let r = c.post("/exams", &exam_form(&[("federation", "ebu")])).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        assert_eq!(
            field_error(&r.body, "federation").as_deref(),
            Some("Velg et av forbundene i listen."),
            "{b}"
        );
        // A DBV template named in an NBF exam is an error beside the templates.
        let r = c
            .post(
                "/exams",
                &exam_form(&[("templates", "law86d-stopped"), ("federation", "nbf")]),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        let error = field_error(&r.body, "templates").unwrap_or_default();
        assert!(error.contains("law86d-stopped"), "{b}: {error}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weak_spots_follow_the_courses_federation() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.de", Role::Instructor).await;
        let bo = app.user("bo@x.de", Role::Student).await;
        let course = app
            .store()
            .create_course_in(ann.id, "TL-Kurs", Scope::Only(Federation::Dbv))
            .await
            .unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        let mut c = app.login(&bo).await;
        // Bo skips the DBV's 86D question: it is due again at once, first of his weak
        // spots.
        let r = c.get(&format!("/practice/{DBV_ONLY}")).await;
        assert_eq!(r.status, StatusCode::OK, "{b}");
        let open = app
            .store()
            .open_question(bo.id, DBV_ONLY)
            .await
            .unwrap()
            .unwrap();
        let r = c
            .post(
                &format!("/practice/{DBV_ONLY}/new"),
                &[("code", &open.variant_code)],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        let weak = |app: &TestApp| {
            let store = app.store().clone();
            let id = bo.id;
            async move { store.open_question(id, "weak").await.unwrap().unwrap() }
        };
        assert_eq!(c.get("/practice/weak").await.status, StatusCode::OK, "{b}");
        assert_eq!(weak(&app).await.template_id, DBV_ONLY, "{b}");
        // His course becomes Norwegian: the open weak-spot question is replaced by one
        // of his federation's, and no 86D procedure comes back.
        app.store()
            .set_course_federation(course.id, Scope::Only(Federation::Nbf))
            .await
            .unwrap();
        assert_eq!(c.get("/practice/weak").await.status, StatusCode::OK, "{b}");
        let now = weak(&app).await.template_id;
        assert!(!now.starts_with("law86d-"), "{b}: {now}");
    }
}
