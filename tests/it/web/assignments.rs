//! Assignments (issue 35): "Lesson 7: 2 questions, revokes and claims, by a date" set on
//! the instructor's form, shown to the course's students with what they have done, led
//! to its templates, and seen by the instructor per student as done, right and late.

use axum::http::StatusCode;

use ruling::store::{NewAttempt, Outcome, Role, now};

use crate::support::web::{TestApp, databases};

fn answer(user: i64, token: &str, template: &str, outcome: Outcome, at: i64) -> NewAttempt {
    NewAttempt {
        user_id: user,
        sitting_id: None,
        token_id: token.to_owned(),
        template_id: template.to_owned(),
        family: "revoke".into(),
        law: "64A2".into(),
        variant_code: format!("CODE-{token}"),
        lang: "en".into(),
        variant: "{}".into(),
        answer: "{}".into(),
        outcome,
        misreading: None,
        credit: (i64::from(outcome == Outcome::Correct), 1),
        shown_at: at - 10,
        answered_at: at,
        counted: true,
        slot: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_assignment_is_set_shown_practised_and_followed() {
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x.no", Role::Instructor).await;
        let bo = app.user("bo@x.no", Role::Student).await;
        let cy = app.user("cy@x.no", Role::Student).await;
        let dan = app.user("dan@x.no", Role::Student).await;
        let course = app.store().create_course(ann.id, "Kurs").await.unwrap();
        app.store().enrol(course.id, bo.id).await.unwrap();
        app.store().enrol(course.id, cy.id).await.unwrap();
        let mut a = app.login(&ann).await;
        let path = format!("/courses/{}/assignments", course.id);
        assert_eq!(a.get(&path).await.status, StatusCode::OK, "{b}");

        // A form with every field wrong is shown again, each error beside its field.
        let r = a
            .post(
                &path,
                &[("title", " "), ("count", "0"), ("due", "Thursday")],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
        for f in ["title", "count", "due", "t"] {
            assert!(r.body.contains(&format!("data-field=\"{f}\"")), "{b}: {f}");
        }
        assert!(
            app.store()
                .course_assignments(course.id)
                .await
                .unwrap()
                .is_empty()
        );

        // Lesson 7: two questions of 64A2 and one claim, due in 2030; Lesson 6 was due in
        // 2020, so whatever is answered for it now is late.
        let fields = |title: &'static str, due: &'static str| {
            vec![
                ("title", title),
                ("count", "2"),
                ("due", due),
                ("t", "revoke-play-64a2"),
                ("t", "claim-contested"),
            ]
        };
        let r = a.post(&path, &fields("Lesson 7", "2030-01-03T18:00")).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}: {}", r.body);
        let r = a.post(&path, &fields("Lesson 6", "2020-01-03T18:00")).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        let set = app.store().course_assignments(course.id).await.unwrap();
        let (six, seven) = (&set[0], &set[1]);
        assert_eq!(seven.title, "Lesson 7", "{b}");
        assert_eq!(
            seven.templates,
            ["claim-contested", "revoke-play-64a2"],
            "{b}"
        );
        // Read in Ann's zone (UTC, as she reads English): 18:00 UTC.
        assert_eq!(seven.due_at, 1_893_693_600, "{b}");

        // Bo sees both on his practice list, Lesson 6 overdue; Dan, on no course, neither.
        let mut bo_c = app.login(&bo).await;
        let list = bo_c.get("/practice").await.body;
        assert!(
            list.contains("Lesson 7</a> — 0 of 2 answered, 0 right · due 3 Jan 2030, 18:00"),
            "{b}: {list}"
        );
        assert!(
            list.contains("<li class=\"overdue\"><a href=\"/assignments/"),
            "{b}"
        );
        let mut dan_c = app.login(&dan).await;
        assert!(
            !dan_c.get("/practice").await.body.contains("Lesson 7"),
            "{b}"
        );
        assert_eq!(
            dan_c
                .get(&format!("/assignments/{}", seven.id))
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{b}"
        );

        // Practising it leads to one of its templates, then to the one not yet answered.
        let r = bo_c.get(&format!("/assignments/{}", seven.id)).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        let first = r.location.clone().unwrap();
        assert!(
            ["/practice/revoke-play-64a2", "/practice/claim-contested"].contains(&first.as_str()),
            "{b}: {first}"
        );
        let at = now() + 5;
        let s = app.store();
        s.save_attempt(answer(
            bo.id,
            "b1",
            &first["/practice/".len()..],
            Outcome::Correct,
            at,
        ))
        .await
        .unwrap();
        let next = bo_c
            .get(&format!("/assignments/{}", seven.id))
            .await
            .location
            .unwrap();
        assert_ne!(next, first, "{b}");
        // Bo answers twice more (one wrong); only the first two count. An answer to
        // another template counts for nothing.
        s.save_attempt(answer(
            bo.id,
            "b2",
            "revoke-play-64a2",
            Outcome::Misread,
            at + 1,
        ))
        .await
        .unwrap();
        s.save_attempt(answer(
            bo.id,
            "b3",
            "revoke-play-64a2",
            Outcome::Correct,
            at + 2,
        ))
        .await
        .unwrap();
        s.save_attempt(answer(
            bo.id,
            "b4",
            "revoke-play-64a1",
            Outcome::Correct,
            at + 3,
        ))
        .await
        .unwrap();
        let list = bo_c.get("/practice").await.body;
        assert!(
            list.contains("Lesson 7</a> — 2 of 2 answered, 1 right"),
            "{b}: {list}"
        );

        // Ann sees per student: Bo 2 of 2 done, 1 right, none late for Lesson 7 and 2
        // late for Lesson 6; Cy nothing.
        let page = a.get(&path).await.body;
        let lesson6 =
            &page[page.find("<h2>Lesson 6</h2>").unwrap()..page.find("<h2>Lesson 7</h2>").unwrap()];
        let lesson7 = &page[page.find("<h2>Lesson 7</h2>").unwrap()..];
        assert!(lesson7.contains("<th scope=\"row\">bo@x.no</th><td class=\"correct\">2 of 2 ✓</td><td>1</td><td>—</td>"), "{b}: {lesson7}");
        assert!(
            lesson7.contains("<th scope=\"row\">cy@x.no</th><td>0 of 2</td><td>0</td><td>—</td>"),
            "{b}"
        );
        assert!(
            lesson6.contains("<td class=\"correct\">2 of 2 ✓</td><td>1</td><td>2</td>"),
            "{b}: {lesson6}"
        );

        // Deleted, it is gone from both pages.
        let r = a.post(&format!("{path}/{}/delete", six.id), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{b}");
        assert!(!a.get(&path).await.body.contains("Lesson 6"), "{b}");
        assert!(
            !bo_c.get("/practice").await.body.contains("Lesson 6"),
            "{b}"
        );
    }
}
