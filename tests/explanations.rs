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

/// Source: language review X2 and X6 (a redoubled notrump contract in each federation's
/// notation, "3 grand redoblet", "3 SA XX", "3ut redoblet"; the score named for the side
/// that scores it, "East-West score 3400").
const NOTRUMP_REDOUBLED_DOWN: &str =
    r#"{"kind":"score","contract":"3NTXX","declarer":"N","vulnerable":"All","tricks":5}"#;

#[test]
fn a_redoubled_notrump_contract_down_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(
            format!("notrump_redoubled_down_{lang}"),
            explain(NOTRUMP_REDOUBLED_DOWN, lang)
        );
    }
}

/// Source: language review X4, D10, K5: the poll's calls in the reader's words ("pass",
/// "Pass", "pas"), and the paragraph broken in the federation's § style.
const UI_POLL: &str = r#"{"kind":"ui","offenders":"EW","chosen":"4S","poll":[{"action":"Pass","selected":1},{"action":"3NT","selected":5},{"action":"4S","selected":7}],"suggested":["4S"],"results_ns":{"Pass":-170,"3NT":-600,"4S":-620},"table_ns":-620}"#;

#[test]
fn a_poll_of_calls_in_every_language() {
    for lang in Lang::ALL {
        insta::assert_snapshot!(format!("ui_poll_{lang}"), explain(UI_POLL, lang));
    }
}
