//! A student's way through the quiz on each backend: register with a join code, answer
//! right, wrong (with the misreading named), a whole ruling part by part and a free
//! answer typed in his language; then progress, an instructor's view, a past answer
//! shown from storage, and "practise my weak spots".

use axum::http::StatusCode;

use ruling::bank::Variant;
use ruling::i18n::Lang;
use ruling::i18n::notation::law_text;
use ruling::laws::{Answer, Field, Part};
use ruling::store::attempts::{LeitnerBox, Summary};
use ruling::store::{Outcome, Role};
use ruling::web::quiz::view::{
    Ask, answer_text, keep_together, key_view, misreading_view, question_view,
};
use ruling::web::quiz::{Quiz, TemplateInfo, choice_value, part_field};
use ruling::web::weak::{INTERVALS, weakest};

use crate::support::web::{Client, TestApp, databases, field, html_unescape, sqlite, variant_code};

/// The variant behind a page, rebuilt by the engine from the page's variant code.
fn question(quiz: &Quiz, page: &str) -> std::sync::Arc<Variant> {
    quiz.rebuild(&variant_code(page)).unwrap()
}

async fn register(app: &TestApp, join_code: &str, email: &str, lang: &str) -> Client {
    let mut c = app.client();
    let form = c.get("/register").await;
    assert_eq!(form.status, StatusCode::OK);
    let r = c
        .post(
            "/register",
            &[
                ("join_code", join_code),
                ("name", "Bo Student"),
                ("email", email),
                ("password", "a long password"),
                ("lang", lang),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(r.location.as_deref(), Some("/practice"));
    c.get("/practice").await;
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_student_practises_and_sees_his_progress() {
    let quiz = Quiz::bundled().unwrap();
    for db in databases().await {
        let b = db.backend;
        let app = TestApp::new(db).await;
        let ann = app.user("ann@x", Role::Instructor).await;
        let course = app.store().create_course(ann.id, "TL-kurs").await.unwrap();
        // The code as a student may type it: lower case, a space for the dash.
        let typed = course.join_code.to_lowercase().replace('-', " ");
        let mut bo = register(&app, &typed, "bo@x.no", "nb").await;
        let me = app
            .store()
            .user_for_login("bo@x.no")
            .await
            .unwrap()
            .unwrap()
            .0;
        assert_eq!(me.lang, Lang::Nb);
        assert!(
            app.store().teaches(ann.id, me.id).await.unwrap(),
            "{b}: enrolled"
        );
        let list = bo.get("/practice").await;
        assert!(
            list.body.contains("Revoke (§ 61–64)"),
            "{b}: families in Norwegian"
        );

        // Right, by multiple choice.
        let page = bo.get("/practice/imps-conversion").await;
        let q = question(&quiz, &page.body);
        let right = choice_value(q.answer);
        let token = field(&page.body, "token").unwrap();
        let r = bo
            .answer(&[
                ("token", &token),
                ("answer", &right),
                ("next", "imps-conversion"),
            ])
            .await;
        assert_eq!(r.status, StatusCode::OK, "{b}: {}", r.body);
        assert!(
            r.body.contains("verdict correct") && r.body.contains("Riktig"),
            "{b}"
        );
        for step in &key_view(&q, Lang::Nb).explanation {
            assert!(
                // The page keeps a paragraph reference on one line (no-break spaces).
                r.body
                    .contains(&keep_together(&step.text).replace('\'', "&#39;"))
                    || r.body.contains(&keep_together(&step.text)),
                "{b}: step {}",
                step.text
            );
        }
        assert!(
            r.body.contains("action=\"/practice/imps-conversion\""),
            "next question"
        );
        // Sent again, now with a wrong answer (review security S9): stored once, and the
        // student is shown the answer recorded, which says so, not a grading of the new one.
        let m = q
            .misapplications
            .first()
            .expect("IMP questions have misreadings");
        let again = bo
            .post(
                "/answer",
                &[
                    ("token", &token),
                    ("answer", &choice_value(m.value)),
                    ("next", "imps-conversion"),
                ],
            )
            .await;
        let stored = app.store().summaries(me.id).await.unwrap();
        assert_eq!(stored.len(), 1, "{b}");
        assert_eq!(again.status, StatusCode::SEE_OTHER, "{b}");
        let to = again.location.clone().unwrap();
        assert_eq!(
            to,
            format!("/attempts/{}?next=imps-conversion&again=1", stored[0].id),
            "{b}"
        );
        let shown = bo.get(&to).await;
        assert!(
            shown.body.contains("verdict correct") && shown.body.contains("allerede svart"),
            "{b}: {}",
            shown.body
        );

        // Wrong, and the misreading that gives the answer is named.
        let page = bo.get("/practice/imps-conversion").await;
        let q = question(&quiz, &page.body);
        let m = q
            .misapplications
            .first()
            .expect("IMP questions have misreadings");
        let wrong = choice_value(m.value);
        let token = field(&page.body, "token").unwrap();
        let r = bo.answer(&[("token", &token), ("answer", &wrong)]).await;
        assert!(r.body.contains("verdict misread"), "{b}");
        let diagnosis = misreading_view(m, Lang::Nb);
        assert!(
            r.body
                .contains(&keep_together(&diagnosis.text).replace('\'', "&#39;")),
            "{b}: the diagnosis is shown"
        );
        assert!(
            r.body
                .contains(&format!("({})", keep_together(&diagnosis.law))),
            "{b}: with the paragraph misread, as the NBF writes it"
        );

        // A whole ruling, part by part: one part wrong is partial credit.
        let page = bo.get("/practice/revoke-play-64a2").await;
        let q = question(&quiz, &page.body);
        assert!(matches!(question_view(&q, Lang::Nb).ask, Ask::Parts { .. }));
        let token = field(&page.body, "token").unwrap();
        let mut fields: Vec<(String, String)> = vec![("token".into(), token)];
        for &(part, answer) in &q.parts {
            let typed = match (part, answer) {
                // Typed as a student writes it in class.
                (Part::Law, Answer::Law(law)) => law_text(law, Lang::Nb),
                (Part::Field(Field::Transferred), Answer::Tricks(t)) => (t.get() + 1).to_string(),
                _ => answer_text(answer, Lang::Nb),
            };
            fields.push((part_field(part), typed));
        }
        let borrowed: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let r = bo.answer(&borrowed).await;
        assert!(r.body.contains("verdict partial"), "{b}: {}", r.body);
        let stored = app.store().summaries(me.id).await.unwrap();
        assert_eq!(stored.last().unwrap().credit, (2, 3), "{b}");

        // A free answer typed with the Norwegian decimal comma.
        let page = bo.get("/practice/artificial-pairs").await;
        let q = question(&quiz, &page.body);
        assert!(matches!(question_view(&q, Lang::Nb).ask, Ask::Value { .. }));
        let typed = answer_text(q.answer, Lang::Nb);
        let token = field(&page.body, "token").unwrap();
        let r = bo.answer(&[("token", &token), ("answer", &typed)]).await;
        assert!(
            r.body.contains("verdict correct"),
            "{b}: {typed} → {}",
            r.body
        );
        // Nothing readable: asked again, nothing stored.
        let page = bo.get("/practice/artificial-pairs").await;
        let token = field(&page.body, "token").unwrap();
        let r = bo.answer(&[("token", &token), ("answer", "mange")]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.body.contains("Skriv et tall"), "{b}");
        assert_eq!(
            field(&r.body, "token").unwrap(),
            token,
            "the same question again"
        );
        assert_eq!(app.store().summaries(me.id).await.unwrap().len(), 4, "{b}");

        // Progress: four answers, charts drawn on the server.
        let p = bo.get("/progress").await;
        assert!(p.body.contains("4 svar"), "{b}: {}", p.body);
        assert_eq!(p.body.matches("<svg class=\"chart\"").count(), 3);
        assert!(p.body.contains("§ 78B"), "{b}: weakest laws named");
        // The instructor sees the same for his student.
        let mut teacher = app.login(&ann).await;
        let course_page = teacher.get(&format!("/courses/{}", course.id)).await;
        assert!(course_page.body.contains("Bo Student"));
        let theirs = teacher.get(&format!("/students/{}/progress", me.id)).await;
        assert_eq!(theirs.status, StatusCode::OK);
        assert!(
            theirs.body.contains("4 answers") && theirs.body.contains("Bo Student"),
            "{b}"
        );
    }
}

/// A past answer is shown from the variant stored with it, not rebuilt from its code:
/// what the student saw stays, whatever later happens to the template.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_past_answer_is_shown_as_stored() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut c = app.login(&bo).await;
    let page = c.get("/practice/revoke-play-64b1").await;
    let token = field(&page.body, "token").unwrap();
    let choice = field(&page.body, "answer");
    let fields: Vec<(&str, &str)> = match &choice {
        Some(v) => vec![("token", &token), ("answer", v)],
        None => vec![
            ("token", &token),
            ("part-law", "64B1"),
            ("part-transferred", "0"),
            ("part-declarer_tricks", "7"),
        ],
    };
    c.answer(&fields).await;
    let id = app.store().summaries(bo.id).await.unwrap()[0].id;
    let stored = app.store().attempt(id).await.unwrap().unwrap();
    let mut v: Variant = serde_json::from_str(&stored.variant).unwrap();
    // The whole variant is stored: the one the engine rebuilds from the page's code.
    let quiz = Quiz::bundled().unwrap();
    assert_eq!(v, *quiz.rebuild(&variant_code(&page.body)).unwrap());
    let shown = c.get(&format!("/attempts/{id}")).await;
    assert!(shown.body.contains(&question_view(&v, Lang::En).title));
    v.template.title.en = "A title only the stored copy has".into();
    let changed = serde_json::to_string(&v).unwrap();
    sqlx::query("UPDATE attempts SET variant = $1 WHERE id = $2")
        .bind(changed)
        .bind(id)
        .execute(
            &sqlx::SqlitePool::connect(&format!("sqlite://{}", app.db.url))
                .await
                .unwrap(),
        )
        .await
        .unwrap();
    let shown = c.get(&format!("/attempts/{id}")).await;
    assert!(shown.body.contains("A title only the stored copy has"));
}

fn info(id: &str, family: &str) -> TemplateInfo {
    TemplateInfo {
        id: id.into(),
        family: family.into(),
        title: id.into(),
        law: "64A1".into(),
        law_code: "64A1".into(),
    }
}

fn seen(template: &str, level: i64, at: i64) -> LeitnerBox {
    LeitnerBox {
        template_id: template.into(),
        level,
        seen_at: at,
    }
}

fn answered(template: &str, family: &str, outcome: Outcome) -> Summary {
    Summary {
        id: 0,
        template_id: template.into(),
        family: family.into(),
        law: "64A1".into(),
        variant_code: String::new(),
        outcome,
        credit: (i64::from(outcome == Outcome::Correct), 1),
        answered_at: 0,
    }
}

/// The weak-spot rule as the practice module documents it.
#[test]
fn weak_spots_follow_the_leitner_rule() {
    let templates = [
        info("a", "revoke"),
        info("b", "revoke"),
        info("c", "claims"),
        info("d", "claims"),
    ];
    let now = 1_000_000;
    // 1. A due template in the lowest box comes first; among equals the oldest.
    let boxes = [
        seen("a", 3, now - INTERVALS[3]),
        seen("b", 1, now - 5),
        seen("c", 1, now - 50),
    ];
    assert_eq!(weakest(&templates, &boxes, &[], now).as_deref(), Some("c"));
    // Box 2 waits ten minutes: not due yet, so an unseen template comes next.
    let boxes = [
        seen("a", 2, now - 60),
        seen("b", 2, now - 60),
        seen("c", 2, now - 60),
    ];
    assert_eq!(weakest(&templates, &boxes, &[], now).as_deref(), Some("d"));
    // 2. Unseen templates: from the family with the lowest share of right answers.
    let boxes = [seen("a", 2, now - 60), seen("c", 2, now - 60)];
    let history = [
        answered("a", "revoke", Outcome::Wrong),
        answered("c", "claims", Outcome::Correct),
    ];
    assert_eq!(
        weakest(&templates, &boxes, &history, now).as_deref(),
        Some("b")
    );
    let history = [
        answered("a", "revoke", Outcome::Correct),
        answered("c", "claims", Outcome::Misread),
    ];
    assert_eq!(
        weakest(&templates, &boxes, &history, now).as_deref(),
        Some("d")
    );
    // 3. All seen, none due: the lowest box, answered longest ago.
    let boxes = [
        seen("a", 4, now - 10),
        seen("b", 3, now - 20),
        seen("c", 3, now - 30),
        seen("d", 5, now),
    ];
    assert_eq!(weakest(&templates, &boxes, &[], now).as_deref(), Some("c"));
    // Boxes of templates no longer in the bank are passed over.
    let boxes = [seen("gone", 1, 0)];
    assert_eq!(
        weakest(&templates[..1], &boxes, &[], now).as_deref(),
        Some("a")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weak_spots_serve_the_template_answered_wrong() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut c = app.login(&bo).await;
    let page = c.get("/practice/score-slam").await;
    let q = question(&quiz, &page.body);
    let token = field(&page.body, "token").unwrap();
    let Answer::Score(right) = q.answer else {
        panic!("score-slam asks for a score")
    };
    let wrong = (right + 10).to_string();
    let r = c
        .answer(&[("token", &token), ("answer", &wrong), ("next", "weak")])
        .await;
    assert!(r.body.contains("verdict wrong") || r.body.contains("verdict misread"));
    assert!(r.body.contains("action=\"/practice/weak\""));
    let next = c.get("/practice/weak").await;
    let code = variant_code(&next.body);
    let template = quiz.rebuild(&code).unwrap().template.id.clone();
    assert_eq!(template, "score-slam", "box 1 is due at once");
}

/// The result page of a UI ruling, in German: the misreading named with its paragraph
/// and the answer it gives, the damage test of Law 12B1 on its own, and every answer
/// written the DBV's way; a percentage (Law 12C2) with the decimal comma; a law
/// paragraph's example as the DBV prints one (`§ 64 A2`, DBV seed 000).
///
/// Source: Law 16B1(a) and 12B1 (question-bank/ui/ui-infraction.toml: the score is
/// adjusted only when the infraction damaged the non-offenders); Law 12C2
/// (question-bank/adjustments/artificial-pairs.toml).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_shows_the_misreading_the_damage_and_answers_in_the_readers_notation() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let ann = app.user("ann@x", Role::Instructor).await;
    let course = app.store().create_course(ann.id, "TL-Kurs").await.unwrap();
    let mut bo = register(&app, &course.join_code, "bo@x.de", "de").await;

    // A draw whose choices include a misreading's answer (most do; the rest are drawn
    // again, as a student would press "next question").
    let mut draws = 0;
    let (page, q, m) = loop {
        draws += 1;
        assert!(draws <= 20, "no misreading among the choices in 20 draws");
        let page = bo.get("/practice/ui-infraction").await;
        let q = question(&quiz, &page.body);
        let m = q
            .misapplications
            .iter()
            .find(|m| !m.value.same(q.answer) && q.choices.iter().any(|c| c.same(m.value)))
            .cloned();
        if let Some(m) = m {
            break (page, q, m);
        }
        // The question stays open until answered: ask for another.
        let code = variant_code(&page.body);
        bo.post("/practice/ui-infraction/new", &[("code", &code)])
            .await;
    };
    let token = field(&page.body, "token").unwrap();
    let r = bo
        .answer(&[("token", &token), ("answer", &choice_value(m.value))])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let body = html_unescape(&r.body);
    assert!(body.contains("verdict misread"), "{body}");
    let diagnosis = misreading_view(&m, Lang::De);
    assert!(
        body.contains(&format!("({})", keep_together(&diagnosis.law))),
        "{body}"
    );
    assert!(
        body.contains(&keep_together(&diagnosis.text)),
        "the misreading's message"
    );
    assert!(
        body.contains(&format!(
            "Mit dieser Lesart lautet die Antwort {}.",
            answer_text(m.value, Lang::De)
        )),
        "the answer the misreading gives: {body}"
    );
    let key = key_view(&q, Lang::De);
    let damage = key.damage.expect("a UI ruling decides on damage");
    assert_eq!(damage.law, law_text(ruling::laws::Law::L12B1, Lang::De));
    assert!(
        body.contains(&format!("Schaden ({})", keep_together(&damage.law)))
            && body.contains(&keep_together(&damage.text)),
        "the damage test on its own: {body}"
    );
    assert!(body.contains(&format!("<td>{}</td>", answer_text(q.answer, Lang::De))));

    // A percentage, typed and shown with the German decimal comma.
    let page = bo.get("/practice/artificial-pairs").await;
    let q = question(&quiz, &page.body);
    let Answer::Percent(pct) = q.answer else {
        panic!("artificial-pairs asks for a percentage")
    };
    let shown = answer_text(q.answer, Lang::De);
    assert!(
        shown.ends_with("\u{a0}%"),
        "a no-break space before the sign: {shown}"
    );
    if !pct.is_integer() {
        assert!(shown.contains(','), "{shown}");
    }
    let typed = shown.trim_end_matches("\u{a0}%");
    let token = field(&page.body, "token").unwrap();
    let r = bo.answer(&[("token", &token), ("answer", typed)]).await;
    let body = html_unescape(&r.body);
    assert!(body.contains("verdict correct"), "{typed}: {body}");
    assert!(body.contains(&format!("<td>{shown}</td>")), "{body}");
    assert!(
        !body.contains("class=\"damage\""),
        "no damage test where the Law asks for none"
    );
    // A law paragraph is asked for, and its example given, as the DBV writes one.
    let example = law_text(ruling::laws::Law::L64A2, Lang::De);
    assert_eq!(example, "§ 64 A2");
    let page = bo.get("/practice/revoke-play-64a2").await;
    assert!(
        html_unescape(&page.body).contains(&format!("placeholder=\"z. B. {example}\"")),
        "{}",
        page.body
    );
    let token = field(&page.body, "token").unwrap();
    let r = bo
        .answer(&[
            ("token", &token),
            ("part-law", "vierundsechzig"),
            ("part-transferred", "1"),
            ("part-declarer_tricks", "9"),
        ])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        html_unescape(&r.body).contains(&format!("z. B. {example}.")),
        "{}",
        r.body
    );
}
