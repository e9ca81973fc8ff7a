//! The class view of a course (issue 35, review web-ux W11): the tables per template and
//! per law with their misreadings and median times, each student's answers, both CSV
//! files, who may see them; and the templates a course practises, chosen by its
//! instructor and honoured by the practice pages.

use axum::http::StatusCode;

use ruling::store::{NewAttempt, Outcome, Role};

use crate::support::web::{TestApp, databases};

/// A practice answer `secs` seconds long, answered `at` (a claim template trains 70A,
/// any other 64A2).
fn answer(
    user: i64,
    token: &str,
    template: &str,
    outcome: Outcome,
    misreading: Option<&str>,
    secs: i64,
    at: i64,
) -> NewAttempt {
    let claim = template.starts_with("claim");
    NewAttempt {
        user_id: user,
        sitting_id: None,
        token_id: token.to_owned(),
        template_id: template.to_owned(),
        family: if claim { "claims" } else { "revoke" }.into(),
        law: if claim { "70A" } else { "64A2" }.into(),
        variant_code: format!("CODE-{token}"),
        lang: "en".into(),
        variant: r#"{"not":"read here"}"#.into(),
        answer: "{}".into(),
        outcome,
        misreading: misreading.map(str::to_owned),
        credit: (i64::from(outcome == Outcome::Correct), 1),
        shown_at: at - secs,
        answered_at: at,
        counted: true,
        slot: None,
    }
}

/// Bo and Cy in Ann's course answer 64A2 four times (right twice; the misreading
/// `misread-x` twice) in 30, 60, 20 and 40 s: median (30 + 40) / 2 = 35 s. Bo also
/// answers a claim once, misreading `misread-y`, in 90 s. Dan, on no course of Ann's,
/// answers 64A2 too; and Bo's try of a question already answered is not counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_class_tables_count_answers_misreadings_and_median_times() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let eva = app.user("eva@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let cy = app.user("cy@x.no", Role::Student).await;
        let dan = app.user("dan@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        app.store().enrol(course.id, cy.id).await.unwrap();
        let t = 1_790_000_000;
        let s = app.store();
        let p = "revoke-play-64a2";
        for a in [
            answer(bo.id, "b1", p, Outcome::Correct, None, 30, t),
            answer(
                bo.id,
                "b2",
                p,
                Outcome::Misread,
                Some("misread-x"),
                60,
                t + 100,
            ),
            answer(
                bo.id,
                "b3",
                "claim-contested",
                Outcome::Misread,
                Some("misread-y"),
                90,
                t + 200,
            ),
            answer(
                cy.id,
                "c1",
                p,
                Outcome::Misread,
                Some("misread-x"),
                20,
                t + 300,
            ),
            answer(cy.id, "c2", p, Outcome::Correct, None, 40, t + 400),
            answer(dan.id, "d1", p, Outcome::Correct, None, 5, t + 500),
            NewAttempt {
                counted: false,
                ..answer(bo.id, "b4", p, Outcome::Correct, None, 1, t + 600)
            },
        ] {
            s.save_attempt(a).await.unwrap();
        }

        let mut a = app.login(&ann).await;
        let page = a.get(&format!("/courses/{}/class", course.id)).await;
        assert_eq!(page.status, StatusCode::OK, "{b}: {}", page.body);
        // The 64A2 line: 4 answers by 2 students, 50% right, median 0:35, misread-x twice.
        let row = page
            .body
            .split("<tr>")
            .find(|r| r.contains("/practice/revoke-play-64a2"))
            .expect("a line for 64A2");
        let cells: Vec<&str> = row.split("<td>").skip(1).collect();
        assert!(cells[0].starts_with("4<"), "{b}: {row}");
        assert!(cells[1].starts_with("2<"), "{b}: {row}");
        assert!(cells[2].starts_with("50%<"), "{b}: {row}");
        assert!(cells[3].starts_with("0:35<"), "{b}: {row}");
        assert!(
            row.contains("misread-x</a> <span class=\"count\">(2)"),
            "{b}: {row}"
        );
        // The students' lines: Bo 3 answers, 1:00 + 0:30 + 1:30 = 3:00 on task.
        let bo_row = page
            .body
            .split("<tr>")
            .find(|r| r.contains(&format!("/class/students/{}", bo.id)))
            .expect("Bo's line");
        assert!(
            bo_row.contains("<td>3</td><td>33%</td><td>3:00</td>"),
            "{b}: {bo_row}"
        );
        // The law table has 70A with Bo's one claim answer.
        assert!(
            page.body
                .contains("misread-y</a> <span class=\"count\">(1)"),
            "{b}"
        );

        // Bo's answers, newest first, with their times; not another course's student.
        let list = a
            .get(&format!("/courses/{}/class/students/{}", course.id, bo.id))
            .await;
        assert_eq!(list.status, StatusCode::OK, "{b}");
        assert_eq!(list.body.matches("href=\"/attempts/").count(), 3, "{b}");
        assert!(
            list.body.find("1:30").unwrap() < list.body.find("1:00").unwrap(),
            "{b}"
        );
        let r = a
            .get(&format!("/courses/{}/class/students/{}", course.id, dan.id))
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{b}");

        // The tables as CSV: a byte order mark, then a row per template and per law.
        let (status, headers, bytes) = a
            .get_bytes(&format!("/courses/{}/class.csv", course.id))
            .await;
        assert_eq!(status, StatusCode::OK, "{b}");
        assert!(
            headers[axum::http::header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with("text/csv")
        );
        assert!(bytes.starts_with("\u{feff}".as_bytes()), "{b}");
        let text = String::from_utf8(bytes).unwrap();
        let line = text
            .lines()
            .find(|l| l.contains(",revoke-play-64a2,"))
            .expect("a CSV row for 64A2");
        assert!(line.ends_with(",4,2,50,0:35,misread-x,2"), "{b}: {line}");
        assert_eq!(text.lines().count(), 1 + 2 + 2, "{b}: {text}");

        // Every answer as CSV: Bo's three and Cy's two, none of Dan's.
        let (_, _, bytes) = a
            .get_bytes(&format!("/courses/{}/answers.csv", course.id))
            .await;
        let text = String::from_utf8(bytes).unwrap();
        assert_eq!(text.lines().count(), 1 + 5, "{b}: {text}");
        assert!(!text.contains("dan@x.no"), "{b}");
        assert!(text.contains("bo@x.no,2026-09-21T"), "{b}: {text}");

        // Another instructor and a student get nothing.
        let mut e = app.login(&eva).await;
        for path in [
            "class",
            "class.csv",
            "answers.csv",
            "templates",
            "assignments",
        ] {
            let r = e.get(&format!("/courses/{}/{path}", course.id)).await;
            assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}: {path}");
        }
        let mut bo_c = app.login(&bo).await;
        let r = bo_c.get(&format!("/courses/{}/class", course.id)).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{b}");
    }
}

/// The practice list's template links.
fn listed(body: &str) -> Vec<String> {
    body.split("href=\"/practice/")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .filter(|s| *s != "weak")
        .map(str::to_owned)
        .collect()
}

/// Ann chooses 64A2 and the whole claims family: Bo practises those and no other; "every
/// question" gives him the whole federation again; ticking nothing is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_course_practises_the_templates_its_instructor_chose() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        let mut bo_c = app.login(&bo).await;
        let everything = listed(&bo_c.get("/practice").await.body);
        assert!(everything.len() > 40, "{b}: {}", everything.len());

        let mut a = app.login(&ann).await;
        let path = format!("/courses/{}/templates", course.id);
        let form = a.get(&path).await;
        assert_eq!(form.status, StatusCode::OK, "{b}");
        assert!(
            form.body.contains("value=\"revoke-play-64a1\" checked"),
            "{b}"
        );
        let r = a
            .post(&path, &[("t", "revoke-play-64a2"), ("family", "claims")])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        let claims: Vec<&String> = everything
            .iter()
            .filter(|t| t.starts_with("claim-"))
            .collect();
        let now_listed = listed(&bo_c.get("/practice").await.body);
        assert_eq!(now_listed.len(), 1 + claims.len(), "{b}: {now_listed:?}");
        assert!(now_listed.contains(&"revoke-play-64a2".to_owned()), "{b}");
        assert_eq!(
            bo_c.get("/practice/revoke-play-64a1").await.status,
            StatusCode::NOT_FOUND,
            "{b}"
        );
        assert_eq!(
            bo_c.get("/practice/revoke-play-64a2").await.status,
            StatusCode::OK,
            "{b}"
        );
        let form = a.get(&path).await;
        assert!(
            !form.body.contains("value=\"revoke-play-64a1\" checked"),
            "{b}"
        );
        assert!(
            form.body.contains("value=\"claim-contested\" checked"),
            "{b}"
        );
        // Questions of a family unticked (its box unticked) are left out.
        let r = a
            .post(
                &path,
                &[("t", "revoke-play-64a2"), ("t", "claim-contested")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        assert_eq!(listed(&bo_c.get("/practice").await.body).len(), 2, "{b}");

        // Nothing ticked: refused, the choice unchanged.
        let r = a.post(&path, &[]).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{b}");
        assert_eq!(
            app.store().course_templates(course.id).await.unwrap().len(),
            2,
            "{b}"
        );

        // Back to every question of the federation.
        let r = a.post(&path, &[("all", "1")]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        assert!(
            app.store()
                .course_templates(course.id)
                .await
                .unwrap()
                .is_empty(),
            "{b}"
        );
        assert_eq!(listed(&bo_c.get("/practice").await.body), everything, "{b}");
    }
}
