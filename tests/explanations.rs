//! The explanation a student reads, pinned word for word in all four languages: a change
//! to the catalogue or to the steps shows up here as a reviewable diff.

use ruling::i18n::Lang;

fn explain(case: &str, lang: Lang) -> String {
    let mut out = Vec::new();
    ruling::interface::run(case.as_bytes(), lang, &mut out).unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
    value["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            format!(
                "[{}] {}",
                s["law"].as_str().unwrap(),
                s["text"].as_str().unwrap()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

const REVOKE_64A1: &str = r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"E","established":true,"revoke_trick_won_by":"E","offending_side_later_tricks":1,"declarer_tricks":9}"#;
const DBV_EXAMPLE_3: &str = r#"{"kind":"adjust86d","method":"dbv-2013","table_ns":800,"expected_ns":450,"ns_team":"guilty","ew_team":"guilty"}"#;
const CLAIM_71: &str = r#"{"kind":"claim","strain":"NT","declarer":"S","position":"S:AQ..2. K..KQ. 3..43. ...AKQ","on_lead":"S","tricks_won":{"declarer":8,"defence":2},"claimer":"S","claimed":1,"statement":{"line":["SA"]},"withdrawal":"concession"}"#;

#[test]
fn revoke_64a1_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(format!("revoke_64a1_{lang}"), explain(REVOKE_64A1, lang));
    }
}

#[test]
fn dbv_example_3_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(
            format!("dbv_example_3_{lang}"),
            explain(DBV_EXAMPLE_3, lang)
        );
    }
}

#[test]
fn concession_withdrawn_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(format!("claim_71_{lang}"), explain(CLAIM_71, lang));
    }
}
