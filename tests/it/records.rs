//! Records that remember (issue 30, review A5): what an earlier program wrote still
//! loads, shows and grades. The fixtures were written by the program as of e804a9e,
//! before issue 30's changes: `exam-format-2.json` by `ruling exam` (two students, four
//! questions, Norwegian), `attempt-schema-1.json` an attempt row before rows carried a
//! schema (its variant taken whole from that exam file).

use std::path::Path;

use axum::http::StatusCode;
use ruling::exam::content::{Drawn, Mark};
use ruling::exam::definition::ExamFile;
use ruling::grading::Outcome;
use ruling::i18n::Lang;
use ruling::laws::Answer;
use ruling::model::Fraction;
use ruling::present::answer_text;
use ruling::store::records::{ATTEMPT_SCHEMA, RecordError, read_attempt};
use ruling::store::{NewAttempt, Role};

use crate::support::web::{TestApp, sqlite};

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/data")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The key's answer as a student writes it in a box.
fn written(answer: Answer) -> String {
    answer_text(answer, Lang::Nb)
}

#[test]
fn an_exam_file_of_format_2_loads_shows_and_grades() {
    let exam = ExamFile::parse("exam-format-2.json", &fixture("exam-format-2.json")).unwrap();
    assert_eq!(exam.students.len(), 2);
    for student in &exam.students {
        for (i, variant) in student.variants.iter().enumerate() {
            let drawn = Drawn::from(variant.clone());
            let question = drawn.question(i + 1, exam.lang);
            assert!(!question.side.text.is_empty(), "{}", drawn.code());
            let key = drawn.key(i + 1, exam.lang);
            assert!(!key.key.explanation.is_empty(), "{}", drawn.code());
            // The key, written in the boxes, marks full.
            let boxes: Vec<String> = if variant.parts.is_empty() {
                vec![written(variant.answer)]
            } else {
                variant.parts.iter().map(|&(_, a)| written(a)).collect()
            };
            let boxes: Vec<&str> = boxes.iter().map(String::as_str).collect();
            let marked = drawn.mark(&boxes, exam.lang);
            assert_eq!(marked.credit, Fraction::from_integer(1), "{}", drawn.code());
            assert!(marked.boxes.iter().all(|(_, m)| *m == Mark::Correct));
        }
    }
}

#[test]
fn an_attempt_of_schema_1_reads_upgraded() {
    let row: serde_json::Value = serde_json::from_str(&fixture("attempt-schema-1.json")).unwrap();
    let (variant, answer) = (
        row["variant"].as_str().unwrap(),
        row["answer"].as_str().unwrap(),
    );
    let (variant, graded) = read_attempt(1, variant, answer).unwrap();
    assert_eq!(variant.template.id, "revoke-play-64a2");
    assert_eq!(graded.outcome, Outcome::Partial);
    assert_eq!(graded.credit(), Fraction::new(2, 3));
    assert!(graded.part_misreadings.is_empty(), "schema 1 named none");
    // A schema this program does not know is refused by its number.
    let newer = read_attempt(ATTEMPT_SCHEMA + 1, "{}", "{}");
    assert!(matches!(newer, Err(RecordError::Schema(_))), "{newer:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attempt_stored_by_the_earlier_program_still_shows() {
    let row: serde_json::Value = serde_json::from_str(&fixture("attempt-schema-1.json")).unwrap();
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let id = app
        .store()
        .save_attempt(NewAttempt {
            user_id: bo.id,
            sitting_id: None,
            token_id: "fixture".into(),
            template_id: "revoke-play-64a2".into(),
            family: "revoke".into(),
            law: "64A2".into(),
            variant_code: "RP64A2-2-KXS95T-2".into(),
            lang: "nb".into(),
            variant: row["variant"].as_str().unwrap().into(),
            answer: row["answer"].as_str().unwrap().into(),
            outcome: Outcome::Partial,
            misreading: None,
            credit: (2, 3),
            shown_at: 1_700_000_000,
            answered_at: 1_700_000_060,
            counted: true,
            slot: None,
        })
        .await
        .unwrap()
        .id;
    // As the earlier program left it: no schema column then, so the default, 1.
    let pool = sqlx::AnyPool::connect(&format!("sqlite://{}", app.db.url))
        .await
        .unwrap();
    sqlx::query("UPDATE attempts SET schema = 1 WHERE id = $1")
        .bind(id)
        .execute(&pool)
        .await
        .unwrap();
    let mut client = app.login(&bo).await;
    let page = client.get(&format!("/attempts/{id}")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("verdict partial"), "{}", page.body);
}
