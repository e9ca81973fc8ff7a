//! Feedback on every wrong answer (issue 33, items 3 and 6; review W7, W8, W22): a
//! question page headed by its topic, not by a title that gives the ruling away; each
//! wrong part of a whole ruling named with its misreading and the share of parts right
//! said; a real paragraph typed as a law answer graded wrong, not refused.

use axum::http::StatusCode;

use ruling::bank::Variant;
use ruling::bank::generate::generate;
use ruling::i18n::{Lang, catalogue};
use ruling::laws::{Answer, Field, Law, Part};
use ruling::store::Role;
use ruling::web::quiz::view::{question_view, result_view, topic};
use ruling::web::quiz::{Quiz, choice_value, grade, part_field};

use crate::support::bank;
use crate::support::web::{Client, Resp, TestApp, field, html_unescape, sqlite, variant_code};

/// Source: review W7 ("Revoke i spilleforløpet: ett stikk overføres" heads a question
/// that asks how many tricks are transferred). No template's question heading is its
/// descriptive title, in any language, and every family has a topic in every language.
#[test]
fn no_question_heading_is_the_templates_title() {
    let c = catalogue();
    for template in bank().templates() {
        let v = generate(template, 0).unwrap();
        for lang in Lang::ALL {
            let title = question_view(&v, lang).title;
            let heading = topic(&v, lang);
            assert_ne!(heading, title, "{} in {lang}", template.id());
            assert!(
                c.has(lang, &format!("ui-topic-{}", template.family())),
                "{}: family {} has no topic in {lang}",
                template.id(),
                template.family()
            );
        }
    }
    for lang in Lang::ALL {
        assert!(c.has(lang, "ui-topic-revoke-play"), "{lang}");
    }
}

/// A whole-ruling revoke variant whose "transferred" part has a named misreading.
fn whole_ruling_with_a_transfer_misreading() -> Variant {
    let template = bank().get("revoke-play-64a2").expect("the 64A2 template");
    (0..40)
        .map(|seed| generate(template, seed).unwrap())
        .find(|v| !v.misreadings_of(Part::Field(Field::Transferred)).is_empty())
        .expect("a seed whose transfer has a misreading")
}

/// The form a student sends: the key in every part, except `wrong` in `part`.
fn form(v: &Variant, part: Part, wrong: &str) -> Vec<(String, String)> {
    v.parts
        .iter()
        .map(|&(p, a)| {
            let typed = if p == part {
                wrong.to_owned()
            } else {
                choice_value(a).trim_matches('"').to_owned()
            };
            (part_field(p), typed)
        })
        .collect()
}

/// Source: review W8 (2 transferred tricks where 64A2 gives one: "Delvis riktig" and no
/// diagnosis). The form's wrong transfer count is graded as the 64A1-for-64A2 misreading
/// on that part, and the result names it beside "2 of 3 parts right".
#[test]
fn a_wrong_transfer_count_is_diagnosed_on_its_part() {
    let v = whole_ruling_with_a_transfer_misreading();
    let transferred = Part::Field(Field::Transferred);
    let m = v.misreadings_of(transferred)[0].clone();
    assert_eq!(m.id, "misread-revoke-64a1-for-64a2", "{}: {m:?}", v.code);
    assert_eq!(m.law, Law::L64A2, "the paragraph misread");
    let fields = form(&v, transferred, &choice_value(m.value));
    let graded = grade(&v, &fields, Lang::En).unwrap();
    assert_eq!(graded.part_misreading(transferred), Some(&m));
    let view = result_view(&v, &graded, Lang::En);
    let of = v.parts.len();
    assert_eq!(
        view.parts_right.as_deref(),
        Some(format!("{} of {of} parts right", of - 1).as_str())
    );
    assert_eq!(view.misreadings.len(), 1);
    assert!(
        view.misreadings[0].answer.ends_with("(tricks transferred)"),
        "{:?}",
        view.misreadings[0]
    );
}

/// Source: review W22 ("64B", a real paragraph, refused as unreadable). It is graded
/// wrong; text that is no law reference at all is still refused.
#[test]
fn a_real_paragraph_that_is_not_the_key_is_graded_wrong() {
    let v = whole_ruling_with_a_transfer_misreading();
    let graded = grade(&v, &form(&v, Part::Law, "64B"), Lang::Nb).unwrap();
    assert!(
        graded.parts.contains(&(Part::Law, false)),
        "{:?}",
        graded.parts
    );
    assert!(grade(&v, &form(&v, Part::Law, "mange stikk"), Lang::Nb).is_err());
    assert_eq!(
        ruling::grading::parse(ruling::laws::Unit::Law, "64B", Lang::En)
            .map(|a| matches!(a, Answer::Paragraph(_))),
        Ok(true)
    );
}

/// The page an answer leads to: the result, whether shown at once or after a redirect.
async fn result_of(c: &mut Client, r: Resp) -> Resp {
    if r.status == StatusCode::SEE_OTHER {
        let to = r.location.clone().expect("a redirect names its page");
        c.get(&to).await
    } else {
        r
    }
}

/// The heading and tab title of a question page, and the result page of a whole
/// ruling with one part misread, over HTTP.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_result_names_the_misreading_of_the_wrong_part() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x.no", Role::Student).await;
    let mut c = app.login(&bo).await;
    let transferred = Part::Field(Field::Transferred);
    // Draw until the variant's transfer has a misreading to type.
    let mut found = None;
    for _ in 0..40 {
        let page = c.get("/practice/revoke-play-64a2").await;
        assert_eq!(page.status, StatusCode::OK);
        let v = quiz.rebuild(&variant_code(&page.body)).unwrap();
        let title = question_view(&v, Lang::En).title;
        let h1 = between(&page.body, "<h1>", "</h1>");
        let tab = between(&page.body, "<title>", "</title>");
        assert!(!html_unescape(&h1).contains(&title), "{h1}");
        assert!(!html_unescape(&tab).contains(&title), "{tab}");
        assert_eq!(html_unescape(&h1), topic(&v, Lang::En));
        if !v.misreadings_of(transferred).is_empty() {
            found = Some((page, v));
            break;
        }
        // A reload shows the same question (review W6); another is asked for.
        let code = variant_code(&page.body);
        c.post("/practice/revoke-play-64a2/new", &[("code", &code)])
            .await;
    }
    let (page, v) = found.expect("a variant whose transfer has a misreading");
    let m = v.misreadings_of(transferred)[0].clone();
    let token = field(&page.body, "token").unwrap();
    let mut fields = vec![("token".to_owned(), token)];
    fields.extend(form(&v, transferred, &choice_value(m.value)));
    let borrowed: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r = c.post("/answer", &borrowed).await;
    let r = result_of(&mut c, r).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let body = html_unescape(&r.body);
    assert!(body.contains("verdict partial"), "{body}");
    let of = v.parts.len();
    assert!(
        body.contains(&format!("{} of {of} parts right", of - 1)),
        "{body}"
    );
    let graded = grade(&v, &form(&v, transferred, &choice_value(m.value)), Lang::En).unwrap();
    let view = result_view(&v, &graded, Lang::En);
    for shown in &view.misreadings {
        assert!(body.contains(&shown.text), "{}: {body}", shown.text);
        assert!(body.contains(&shown.answer), "{}: {body}", shown.answer);
    }
    assert!(body.contains("How you arrived at your answer"), "{body}");

    // The instructor reading the same answer is not addressed as its author (W17).
    let ann = app.user("ann@x.no", Role::Instructor).await;
    let course = app.store().create_course(ann.id, "TL").await.unwrap();
    app.store().enrol(course.id, bo.id).await.unwrap();
    let id = app.store().summaries(bo.id).await.unwrap()[0].id;
    let mut teacher = app.login(&ann).await;
    let theirs = teacher.get(&format!("/attempts/{id}")).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    let body = html_unescape(&theirs.body);
    assert!(body.contains("Answer given"), "{body}");
    assert!(
        body.contains("How the student arrived at the answer"),
        "{body}"
    );
    assert!(
        !body.contains("Your answer") && !body.contains("your answer"),
        "{body}"
    );
}

fn between(body: &str, open: &str, close: &str) -> String {
    let start = body.find(open).map_or(0, |i| i + open.len());
    let end = body[start..].find(close).map_or(body.len(), |i| start + i);
    body[start..end].to_owned()
}
