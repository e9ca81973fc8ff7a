//! `ruling rule` as a user runs it: streams of cases, one line out per case, error
//! objects that name the field, exit codes 0/1/2, `--lang`.

use crate::support;

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

/// Runs `ruling rule ARGS` with `stdin`; returns the output lines as JSON and the exit code.
fn rule(args: &[&str], stdin: &[u8]) -> (Vec<Value>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .arg("rule")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ruling runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    let out = child.wait_with_output().expect("ruling finishes");
    let text = String::from_utf8(out.stdout).expect("output is UTF-8");
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect();
    (lines, out.status.code().expect("exit code"))
}

fn one(case: Value) -> (Value, i32) {
    let (mut lines, code) = rule(&[], case.to_string().as_bytes());
    assert_eq!(lines.len(), 1);
    (lines.remove(0), code)
}

fn error_field(line: &Value) -> &str {
    line["error"]["field"]
        .as_str()
        .unwrap_or_else(|| panic!("not an error: {line}"))
}

#[test]
fn a_stream_of_cases_gives_one_line_each_in_order() {
    let input = concat!(
        r#"{"kind":"imps","difference":570}"#,
        "\n",
        r#"{"kind":"imps","difference":-20}{"kind":"score","contract":"3NT","declarer":"N","vulnerable":"None","tricks":9}"#,
    );
    let (lines, code) = rule(&[], input.as_bytes());
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["imps"], 11);
    assert_eq!(lines[1]["imps"], -1);
    assert_eq!(lines[2]["ns"], 400);
    for line in &lines {
        assert!(
            line["laws"].is_array() && line["explanation"].is_array(),
            "{line}"
        );
        assert!(line["kind"].is_string());
    }
}

#[test]
fn the_input_may_come_from_a_file() {
    let path = std::env::temp_dir().join(format!("ruling-interface-{}.json", std::process::id()));
    std::fs::write(&path, r#"{"kind":"imps","difference":3000}"#).unwrap();
    let (lines, code) = rule(&[path.to_str().unwrap()], b"");
    std::fs::remove_file(&path).ok();
    assert_eq!((lines[0]["imps"].as_i64(), code), (Some(22), 0));
}

#[test]
fn input_that_is_not_json_at_all_exits_2_with_an_error_line() {
    let (lines, code) = rule(&[], b"this is not json\n");
    assert_eq!(code, 2);
    assert_eq!(lines[0]["error"]["code"], "malformed_json");
}

#[test]
fn a_bad_line_costs_only_its_own_case() {
    let input = b"{\"kind\":\"imps\",\"difference\":570}\n{\"kind\": oops}\n{\"kind\":\"imps\",\"difference\":50}\n";
    let (lines, code) = rule(&[], input);
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["imps"], 11);
    assert_eq!(lines[1]["error"]["code"], "malformed_json");
    assert!(
        lines[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("line 2")
    );
    assert_eq!(lines[2]["imps"], 2);
}

#[test]
fn an_unknown_kind_is_named() {
    let (line, code) = one(json!({"kind": "teapot"}));
    assert_eq!(code, 1);
    assert_eq!(line["error"]["code"], "unknown_kind");
    assert_eq!(error_field(&line), "kind");
}

#[test]
fn a_case_that_is_not_an_object_is_refused() {
    let (line, code) = one(json!([1, 2, 3]));
    assert_eq!(
        (line["error"]["code"].as_str(), code),
        (Some("not_an_object"), 1)
    );
}

#[test]
fn a_missing_field_is_named() {
    let (line, _) =
        one(json!({"kind": "score", "contract": "4S", "declarer": "S", "vulnerable": "None"}));
    assert_eq!(line["error"]["code"], "missing_field");
    assert_eq!(error_field(&line), "tricks");
}

#[test]
fn a_value_out_of_range_is_named() {
    let (line, _) = one(
        json!({"kind": "score", "contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": 14}),
    );
    assert_eq!(error_field(&line), "tricks");
    let (line, _) = one(
        json!({"kind": "score", "contract": "8S", "declarer": "S", "vulnerable": "None", "tricks": 10}),
    );
    assert_eq!(error_field(&line), "contract");
    let (line, _) = one(
        json!({"kind": "score", "contract": "4S", "declarer": "Q", "vulnerable": "None", "tricks": 10}),
    );
    assert_eq!(error_field(&line), "declarer");
}

#[test]
fn weights_that_do_not_sum_to_one_are_refused() {
    let (line, code) = one(
        json!({"kind": "weighted", "outcomes": [{"weight": "1/2", "ns": 620}, {"weight": 0.4, "ns": -100}], "other_table_ns": 140}),
    );
    assert_eq!(code, 1);
    assert_eq!(line["error"]["code"], "impossible");
    assert_eq!(error_field(&line), "outcomes");
    assert!(line["error"]["message"].as_str().unwrap().contains("9/10"));
}

#[test]
fn weighted_scores_are_exact_and_printed_rounded() {
    let (line, _) = one(
        json!({"kind": "weighted", "outcomes": [{"weight": "2/3", "ns": 620}, {"weight": "1/3", "ns": -100}], "other_table_ns": 140}),
    );
    assert_eq!(line["imps"], 4.67);
    assert_eq!(line["imps_exact"], "14/3");
}

#[test]
fn a_deal_with_53_cards_is_refused_naming_the_deal() {
    let case = json!({
        "kind": "revoke", "contract": "4S", "declarer": "S", "vulnerable": "None",
        "deal": "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 2.JT98.T987.98765",
        "play": []
    });
    let (line, _) = one(case);
    assert_eq!(error_field(&line), "deal");
    assert!(
        line["error"]["message"]
            .as_str()
            .unwrap()
            .contains("column"),
        "{line}"
    );
}

#[test]
fn a_card_played_twice_is_refused_naming_its_place() {
    let case = json!({
        "kind": "revoke", "contract": "4S", "declarer": "S", "vulnerable": "None",
        "deal": "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765",
        "play": [["DT", "D2", "DA", "D5"], ["DK", "D6", "DT", "D3"]]
    });
    let (line, _) = one(case);
    assert_eq!(error_field(&line), "play[1][2]");
    assert!(
        line["error"]["message"]
            .as_str()
            .unwrap()
            .contains("already played")
    );
}

#[test]
fn a_revoke_on_trick_14_is_refused() {
    let case = json!({
        "kind": "revoke", "contract": "4S", "declarer": "S", "vulnerable": "None", "offender": "E",
        "established": true, "revoke_trick": 14, "revoke_trick_won_by": "E",
        "offending_side_later_tricks": 0, "declarer_tricks": 9, "exception": null
    });
    let (line, _) = one(case);
    assert_eq!(line["error"]["code"], "impossible");
    assert_eq!(error_field(&line), "revoke_trick");
}

/// Source: seeds/003 (Danish article on Laws 69 and 71), example 1: "I take the ace, and
/// you get the rest" — the king falls singleton, so the queen could not be lost by any
/// normal play: the conceded queen is restored under Law 71.
#[test]
fn a_concession_withdrawn_gets_back_the_trick_no_normal_play_loses() {
    let case = json!({
        "kind": "claim", "strain": "NT", "declarer": "S",
        "position": "S:AQ..2. K..KQ. 3..43. ...AKQ", "on_lead": "S",
        "tricks_won": {"declarer": 8, "defence": 2}, "claimer": "S", "claimed": 1,
        "statement": {"line": ["SA"], "trumps_mentioned": false}, "withdrawal": "concession"
    });
    let (line, code) = one(case);
    assert_eq!(code, 0, "{line}");
    assert_eq!(line["claimer_tricks"], 2);
    assert_eq!(line["declarer_tricks"], 10);
    assert!(line["laws"].as_array().unwrap().contains(&json!("71")));
    assert_eq!(line["line"][0], "SA");
}

#[test]
fn trick_counts_that_cannot_add_up_are_refused_not_overflowed() {
    let case = json!({
        "kind": "claim", "strain": "NT", "declarer": "S",
        "position": "S:AQ..2. K..KQ. 3..43. ...AKQ", "on_lead": "S",
        "tricks_won": {"declarer": 200, "defence": 100}, "claimer": "S", "claimed": 3
    });
    let (line, code) = one(case);
    assert_eq!(code, 1);
    assert_eq!(error_field(&line), "tricks_won");
    assert!(
        line["error"]["message"].as_str().unwrap().contains("300"),
        "{line}"
    );
}

#[test]
fn a_claim_statement_naming_an_opponents_card_is_refused() {
    let case = json!({
        "kind": "claim", "strain": "NT", "declarer": "S",
        "position": "S:AQ..2. K..KQ. 3..43. ...AKQ", "on_lead": "S",
        "tricks_won": {"declarer": 8, "defence": 2}, "claimer": "S", "claimed": 3,
        "statement": {"line": ["SA", "CA"]}
    });
    let (line, code) = one(case);
    assert_eq!(code, 1);
    assert_eq!(error_field(&line), "statement.line[1]");
}

/// Source: EBU White Book 8.70.4(b) and Law 70C2: a round of trumps drawn with both
/// opponents following before "all mine" shows the claimer knew of the last trump, so
/// Law 70C does not apply and he draws it. The input says so with
/// `statement.trump_awareness`; without it the trump is forgotten (70C), as before.
#[test]
fn a_claimer_plainly_aware_of_the_trump_is_said_so_in_the_statement() {
    let case = |statement: Value| {
        json!({
            "kind": "claim", "strain": "S", "declarer": "S",
            "position": "N:.43.4. .J.K.Q KQ.A.. J..QJ.", "on_lead": "S",
            "tricks_won": {"declarer": 7, "defence": 3}, "claimer": "S", "claimed": 3,
            "statement": statement
        })
    };
    let (line, code) = one(case(json!({"line": [], "trump_awareness": "evident"})));
    assert_eq!(code, 0, "{line}");
    assert_eq!(line["claimer_tricks"], 3, "{line}");
    let (line, _) = one(case(json!({"line": [], "trumps_mentioned": false})));
    assert_eq!(line["claimer_tricks"], 2, "{line}");
    let (line, _) = one(case(json!({"line": [], "trump_awareness": "none"})));
    assert_eq!(line["claimer_tricks"], 2, "{line}");
    let (line, code) = one(case(
        json!({"line": [], "trumps_mentioned": true, "trump_awareness": "none"}),
    ));
    assert_eq!(code, 1);
    assert_eq!(error_field(&line), "statement.trump_awareness");
}

#[test]
fn the_play_form_reports_each_revoke() {
    let deal: ruling::model::Deal =
        "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765"
            .parse()
            .unwrap();
    let play = support::play_out(
        &deal,
        Some(ruling::model::Suit::Spades),
        ruling::model::Seat::West,
        &["DT D2 DA D5", "DK D6 D7 D3", "DQ S4 D8 D4", "H6 H8 H2 S3"],
    );
    let case = json!({"kind": "revoke", "deal": deal.to_string(), "contract": "4S", "declarer": "S", "vulnerable": "None", "play": support::play_json(&play), "attention_after_trick": 13});
    let (line, code) = one(case);
    assert_eq!(code, 0);
    assert_eq!(
        line["revokes"],
        json!([{"trick": 4, "seat": "E", "card": "S3", "suit_led": "H", "established": true, "corrected": false, "law": "64A1", "transferred": 1, "penalty_card": false, "substitutes": []}])
    );
    assert_eq!(line["declarer_tricks"], 11);
}

#[test]
fn explanations_follow_the_language_asked_for() {
    let case = json!({"kind": "imps", "difference": 570}).to_string();
    let (en, _) = rule(&[], case.as_bytes());
    let (en_text, steps) = (
        en[0]["explanation"][0]["text"].as_str().unwrap().to_owned(),
        en[0]["explanation"].as_array().unwrap().len(),
    );
    for lang in ["nb", "de", "da"] {
        let (out, code) = rule(&["--lang", lang], case.as_bytes());
        assert_eq!(code, 0);
        assert_eq!(
            out[0]["imps"], 11,
            "the verdict does not depend on the language"
        );
        assert_eq!(out[0]["explanation"].as_array().unwrap().len(), steps);
        assert_ne!(
            out[0]["explanation"][0]["text"].as_str().unwrap(),
            en_text,
            "{lang} has its own text"
        );
    }
}

#[test]
fn an_unknown_language_is_refused_before_reading() {
    let out = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args(["rule", "--lang", "xx"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nb, de, da or en"));
}

/// Source: Law 62D1. `discovered: "after_hands_returned"` (an extension of the play form):
/// the trick-12 revoke is no longer corrected, 64B6 gives no transfer and 64C rules; the
/// same case without it is corrected under 62D1 (and 62D2 binds the offender's partner).
#[test]
fn a_trick_twelve_revoke_found_after_the_hands_were_returned_is_not_corrected() {
    let mut case: Value = serde_json::from_str(include_str!("data/trick12-revoke.json")).unwrap();
    let (in_time, code) = one(case.clone());
    assert_eq!(code, 0, "{in_time}");
    let laws = |line: &Value| line["laws"].as_array().unwrap().clone();
    assert!(laws(&in_time).contains(&json!("62D2")), "{in_time}");

    case["discovered"] = json!("after_hands_returned");
    let (late, code) = one(case);
    assert_eq!(code, 0, "{late}");
    assert_eq!(late["rectified_by"], "64B6");
    assert_eq!(late["transferred"], 0);
    assert!(!laws(&late).contains(&json!("62D2")), "{late}");
    assert!(laws(&late).contains(&json!("64C1")), "{late}");
    // Uncorrected, the last two tricks stay East-West's: one fewer than corrected.
    assert_eq!(
        late["declarer_tricks"].as_u64().unwrap() + 1,
        in_time["declarer_tricks"].as_u64().unwrap()
    );
}

/// A stream long enough to be ruled on every core: each line comes out in its place,
/// a broken line's error names its own line, and a case written over several lines
/// is read whole wherever the stream was cut.
#[test]
fn a_long_stream_comes_out_in_input_order() {
    let mut input = String::new();
    let mut line = 1;
    let mut expected = Vec::new();
    for i in 0..12_000i64 {
        // Forty differences, so each can be ruled alone once to compare.
        let difference = (i * 37) % 40 * 55 - 1100;
        let case = json!({"kind": "imps", "difference": difference});
        if i % 997 == 0 {
            input.push_str("{\"kind\": \"imps\", oops}\n");
            expected.push(Err(line));
            line += 1;
        }
        if i % 101 == 0 {
            let pretty = serde_json::to_string_pretty(&case).unwrap();
            line += pretty.lines().count();
            input.push_str(&pretty);
        } else {
            line += 1;
            input.push_str(&case.to_string());
        }
        input.push('\n');
        expected.push(Ok(case));
    }
    let (lines, code) = rule(&[], input.as_bytes());
    assert_eq!(code, 1);
    assert_eq!(lines.len(), expected.len());
    let mut alone = std::collections::HashMap::new();
    for (i, (got, want)) in lines.iter().zip(&expected).enumerate() {
        match want {
            Err(line) => {
                assert_eq!(got["error"]["code"], "malformed_json", "output line {i}");
                let message = got["error"]["message"].as_str().unwrap();
                assert!(
                    message.starts_with(&format!("input line {line}:")),
                    "output line {i}: {message}"
                );
            }
            Ok(case) => {
                let want = alone
                    .entry(case.to_string())
                    .or_insert_with(|| one(case.clone()).0);
                assert_eq!(got, want, "output line {i}");
            }
        }
    }
}

#[test]
fn a_key_given_twice_is_named() {
    let (lines, code) = rule(&[], br#"{"kind":"imps","kind":"score","difference":3}"#);
    assert_eq!(code, 1);
    assert_eq!(lines[0]["error"]["code"], "invalid_field");
    assert_eq!(error_field(&lines[0]), "kind");
}
