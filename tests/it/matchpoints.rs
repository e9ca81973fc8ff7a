//! Pairs scoring: matchpoints on a board (Law 78A) and weighted adjusted scores in
//! pairs (Law 12C1(c)): each possible result matchpointed against the other tables
//! first, then weighted. And the misreadings a student makes of both.

use serde_json::{Value, json};

use crate::support::rule_json;
use ruling::laws::matchpoints::{Comparison, MatchpointsCase, rule_matchpoints};
use ruling::laws::{Answer, Field, Limits, Unit, rule};
use ruling::misreading::{Asked, misapplications};
use ruling::model::{Fraction, NsScore};

fn ns(points: i32) -> NsScore {
    NsScore::new(points).unwrap()
}

fn scores(points: &[i32]) -> Vec<NsScore> {
    points.iter().map(|p| ns(*p)).collect()
}

/// Source: Law 78A: "two scoring units … for each score inferior to his, one scoring
/// unit for each score equal to his, and zero scoring units for each score superior to
/// his". Five tables, top 8: +620 beats +170 and ties the other +620: 2 + 1 = 3, 37.5 %;
/// East-West get the rest, 5, 62.5 %.
#[test]
fn law_78a_two_per_score_beaten_one_per_tie() {
    let line = rule_json(json!({"kind":"matchpoints","scores_ns":[620,650,620,170,680],"table":1}));
    assert_eq!(line["top"], 8);
    assert_eq!(line["ns_matchpoints"], 3);
    assert_eq!(line["ew_matchpoints"], 5);
    assert_eq!(line["ns_pct"], 37.5);
    assert_eq!(line["ew_pct"], 62.5);
    assert_eq!(line["ns_pct_exact"], "75/2");
}

/// Source: Law 78A. Without a table named, every table is scored; the North-South
/// matchpoints of all tables add up to the top times half the tables, since each pair
/// of tables shares 2 matchpoints.
#[test]
fn every_table_is_scored_when_none_is_named() {
    let line = rule_json(json!({"kind":"matchpoints","scores_ns":[620,650,620,170,680]}));
    let tables = line["tables"].as_array().unwrap();
    let mp: Vec<i64> = tables
        .iter()
        .map(|t| t["ns_matchpoints"].as_i64().unwrap())
        .collect();
    assert_eq!(mp, [3, 6, 3, 0, 8]);
    assert_eq!(mp.iter().sum::<i64>(), 8 * 5 / 2);
    assert!(line.get("ns_pct").is_none(), "no table was asked: {line}");
}

/// Source: Law 78A; percentages kept exact and printed to two decimals
/// (`shared/spec/ruling-json.md`, Notation). One tie on a top of 6 is 100/6 %.
#[test]
fn percentages_are_exact_and_printed_to_two_decimals() {
    let line = rule_json(json!({"kind":"matchpoints","scores_ns":[100,100,200,300],"table":1}));
    assert_eq!(line["ns_pct_exact"], "50/3");
    assert_eq!(line["ns_pct"], 16.67);
    assert_eq!(line["ew_pct"], 83.33);
    let text = line["explanation"][1]["text"].as_str().unwrap();
    assert!(text.contains("16.67%"), "{text}");
}

#[test]
fn a_board_needs_two_scores_and_a_named_table_must_exist() {
    let e = rule_json(json!({"kind":"matchpoints","scores_ns":[620]}));
    assert_eq!(e["error"]["field"], "scores_ns");
    let e = rule_json(json!({"kind":"matchpoints","scores_ns":[620,650],"table":3}));
    assert_eq!(e["error"]["field"], "table");
    let e = rule_json(json!({"kind":"matchpoints","scores_ns":[620,655]}));
    assert_eq!(e["error"]["field"], "scores_ns[1]");
}

/// Source: Law 12C1(c) and Law 78A: in pairs each possible result is matchpointed
/// against the other tables and the percentages are weighted (convert, then weight).
/// Other tables −620, −170, −600, −140, −170 (top 10): −170 scores 6, 60 %; −600
/// scores 3, 30 %; 2/3 × 60 + 1/3 × 30 = 50 %. Weighting the points first
/// (2/3 × −170 + 1/3 × −600 = −313⅓) and matchpointing that gives 40 %, a different
/// and wrong score.
#[test]
fn law_12c1c_in_pairs_convert_then_weight() {
    let case = json!({"kind":"weighted","form":"pairs",
        "outcomes":[{"weight":"2/3","ns":-170},{"weight":"1/3","ns":-600}],
        "other_tables_ns":[-620,-170,-600,-140,-170]});
    let line = rule_json(case.clone());
    assert_eq!(line["ns_pct"], 50);
    assert_eq!(line["ew_pct"], 50);
    let wrong = diagnosed(case, Field::NsPct);
    assert_eq!(
        wrong.get("misread-weighted-pairs-score-first"),
        Some(&Fraction::from_integer(40))
    );
}

/// Source: `shared/spec/ruling-json.md` (kind `weighted`, and "add fields freely, never
/// rename or drop these"): teams still need `other_table_ns`, pairs need
/// `other_tables_ns`, and a case that lacks the one its form needs names it.
#[test]
fn each_form_names_the_field_it_lacks() {
    let outcomes = json!([{"weight":"1/2","ns":620},{"weight":"1/2","ns":-100}]);
    let e = rule_json(json!({"kind":"weighted","outcomes":outcomes}))["error"].clone();
    assert_eq!(
        (e["code"].as_str(), e["field"].as_str()),
        (Some("missing_field"), Some("other_table_ns"))
    );
    let e = rule_json(
        json!({"kind":"weighted","form":"pairs","outcomes":outcomes,"other_table_ns":140}),
    )["error"]
        .clone();
    assert_eq!(
        (e["code"].as_str(), e["field"].as_str()),
        (Some("missing_field"), Some("other_tables_ns"))
    );
    let e = rule_json(
        json!({"kind":"weighted","outcomes":outcomes,"other_table_ns":140,"other_tables_ns":[140]}),
    )["error"]
        .clone();
    assert_eq!(e["field"], "other_tables_ns");
}

/// Source: Law 78A. A student who counts the tie as a score beaten gives +620 at table
/// 1 (one beaten, one tied, top 8) 4 of 8, 50 %, not 37.5 %; one who ignores ties, 25 %;
/// one who takes the top over all five tables, 3 of 10, 30 %; and East-West's 62.5 % is
/// the other direction's.
#[test]
fn matchpoint_misreadings_are_diagnosed() {
    let case = json!({"kind":"matchpoints","scores_ns":[620,650,620,170,680],"table":1});
    let wrong = diagnosed(case, Field::NsPct);
    let pct = |n: i64, d: i64| Some(Fraction::new(n, d));
    assert_eq!(wrong.get("misread-mp-ties-as-wins").copied(), pct(50, 1));
    assert_eq!(wrong.get("misread-mp-ties-as-losses").copied(), pct(25, 1));
    assert_eq!(
        wrong.get("misread-mp-top-counts-own-table").copied(),
        pct(30, 1)
    );
    assert_eq!(
        wrong.get("misread-mp-other-direction").copied(),
        pct(125, 2)
    );
}

#[test]
fn comparisons_count_each_other_table_once() {
    let case = MatchpointsCase::new(scores(&[420, 420, 450, 170]), Some(2)).unwrap();
    let r = rule_matchpoints(&case);
    let asked = r.verdict.asked().unwrap();
    assert_eq!(
        asked.comparison,
        Comparison {
            beaten: 1,
            tied: 1,
            others: 3
        }
    );
}

/// The misreadings of a case read from JSON, by id, with the percentage each gives.
fn diagnosed(case: Value, field: Field) -> std::collections::BTreeMap<String, Fraction> {
    let case = ruling::interface::read(case).unwrap();
    let ruling = rule(&case, &Limits::default()).unwrap();
    let asked = Asked {
        field,
        unit: Unit::Percent,
    };
    misapplications(&case, &ruling, asked, &Limits::default())
        .into_iter()
        .map(|m| {
            let Answer::Percent(x) = m.value else {
                panic!("{m:?}")
            };
            (m.id.into_owned(), x)
        })
        .collect()
}
