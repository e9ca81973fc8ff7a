//! Grading: an answer is checked against the engine, and a wrong one is matched to the
//! misreading of the law that gives it, so the student learns which paragraph to reread.
//!
//! Each misreading is computed, never typed in: most are the engine's own ruling on the
//! case as the student misread it (the revoke trick won by the other player, the 64B
//! exception overlooked); the rest are the procedure with one step left out (the 86D cap,
//! the one-third weight).

use serde_json::{Value, json};

use crate::interface::{Ruled, rule_case};
use crate::laws::Law;
use crate::laws::artificial::teams_imps;
use crate::laws::{Fault, Message};
use crate::model::fraction::round_half_away;
use crate::model::{Fraction, imps};

/// A wrong answer the engine can explain.
#[derive(Debug, Clone, PartialEq)]
pub struct Misapplication {
    /// Stable name, also the catalogue id of its explanation (`misread-<id>`).
    pub id: &'static str,
    /// The paragraph the misreading gets wrong.
    pub law: Law,
    /// The answer it gives.
    pub value: Value,
}

impl Misapplication {
    /// What the student got wrong, as a catalogue message.
    pub fn message(&self) -> Message {
        Message::new(self.id).code("law", self.law.code())
    }
}

/// The outcome of checking one answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Grade {
    Correct,
    /// Wrong, and the answer is what this misreading gives.
    Misread(Misapplication),
    Wrong,
}

/// Whether two answers are the same number (to the hundredth, as the interface prints).
pub fn same(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => (x - y).abs() < 0.005,
        _ => a == b,
    }
}

/// Checks `answer` against the correct one and the known misreadings.
pub fn grade(correct: &Value, misapplications: &[Misapplication], answer: &Value) -> Grade {
    if same(correct, answer) {
        return Grade::Correct;
    }
    misapplications
        .iter()
        .find(|m| same(&m.value, answer))
        .map_or(Grade::Wrong, |m| Grade::Misread(m.clone()))
}

/// The misreadings of this case that give an answer (in `field`) other than the correct
/// one, each once; when two misreadings give the same number the first named is kept.
pub fn misapplications(case: &Value, ruling: &Ruled, field: &str) -> Vec<Misapplication> {
    let correct = ruling.fields.get(field).cloned().unwrap_or(Value::Null);
    let candidates: Vec<(&'static str, Law, Option<Value>)> =
        match case["kind"].as_str().unwrap_or("") {
            "imps" => imps_misreadings(case),
            "score" => score_misreadings(case, field),
            "adjust86d" => law86d_misreadings(case, field),
            "weighted" => weighted_misreadings(case),
            "split" => split_misreadings(case, field),
            "artificial" => artificial_misreadings(case, field),
            "revoke" => revoke_misreadings(case, ruling, field),
            _ => Vec::new(),
        };
    let mut out: Vec<Misapplication> = Vec::new();
    for (id, law, value) in candidates {
        let Some(value) = value else { continue };
        let same = |v: &Value| same(v, &value);
        if value.is_number() && !same(&correct) && !out.iter().any(|m| same(&m.value)) {
            out.push(Misapplication { id, law, value });
        }
    }
    out
}

/// The engine's answer in `field` for the case with `change` applied.
fn ruled_with(case: &Value, field: &str, change: impl FnOnce(&mut Value)) -> Option<Value> {
    let mut misread = case.clone();
    change(&mut misread);
    rule_case(misread).ok()?.fields.get(field).cloned()
}

fn imps_misreadings(case: &Value) -> Vec<(&'static str, Law, Option<Value>)> {
    let d = case["difference"].as_i64().unwrap_or(0) as i32;
    let value = imps(d);
    let sign = if d < 0 { -1 } else { 1 };
    vec![
        (
            "misread-imps-band-below",
            Law::L78B,
            Some(json!(value - sign)),
        ),
        (
            "misread-imps-band-above",
            Law::L78B,
            Some(json!(value + sign)),
        ),
    ]
}

fn score_misreadings(case: &Value, field: &str) -> Vec<(&'static str, Law, Option<Value>)> {
    let flipped = match case["vulnerable"].as_str().unwrap_or("None") {
        "None" => "All",
        "All" => "None",
        "NS" => "EW",
        _ => "NS",
    };
    let contract = case["contract"].as_str().unwrap_or("").to_owned();
    let undoubled = contract.trim_end_matches('X').to_owned();
    vec![
        (
            "misread-score-vulnerability",
            Law::L77,
            ruled_with(case, field, |c| c["vulnerable"] = json!(flipped)),
        ),
        (
            "misread-score-undoubled",
            Law::L77,
            (undoubled != contract)
                .then(|| ruled_with(case, field, |c| c["contract"] = json!(undoubled)))
                .flatten(),
        ),
        (
            "misread-score-other-side",
            Law::L77,
            ruled_with(case, field, |_| {}).map(|v| json!(-v.as_i64().unwrap_or(0))),
        ),
    ]
}

fn fault_of(v: &Value) -> Fault {
    match v.as_str() {
        Some("innocent") => Fault::Innocent,
        Some("partly") => Fault::Partly,
        _ => Fault::Guilty,
    }
}

fn law86d_misreadings(case: &Value, field: &str) -> Vec<(&'static str, Law, Option<Value>)> {
    let (ns_fault, ew_fault) = (fault_of(&case["ns_team"]), fault_of(&case["ew_team"]));
    let diff = imps(
        case["table_ns"].as_i64().unwrap_or(0) as i32
            - case["expected_ns"].as_i64().unwrap_or(0) as i32,
    );
    let ns_view = field == "ns_team";
    let pick = |ns: i32, ew: i32| Some(json!(if ns_view { ns } else { ew }));
    // Nos. 4–7 for one team: its own share of the result, weighted by its fault.
    let weighted = |own: i32, fault: Fault| -> i32 {
        let weight = match (own > 0, fault) {
            (true, Fault::Innocent) | (false, Fault::Guilty) => Fraction::from_integer(1),
            (true, Fault::Guilty) | (false, Fault::Innocent) => Fraction::new(1, 3),
            (_, Fault::Partly) => Fraction::new(1, 2),
        };
        round_half_away(weight * i64::from(own)) as i32
    };
    let mut out = vec![(
        "misread-86d-artificial-only",
        Law::L86D,
        pick(teams_imps(ns_fault), teams_imps(ew_fault)),
    )];
    if diff.abs() > crate::laws::law86d::UNUSUAL_BEYOND {
        out.push((
            "misread-86d-cap-ignored",
            Law::L86D,
            pick(weighted(diff, ns_fault), weighted(-diff, ew_fault)),
        ));
        out.push(("misread-86d-full-weight", Law::L86D, pick(diff, -diff)));
    }
    out
}

fn weighted_misreadings(case: &Value) -> Vec<(&'static str, Law, Option<Value>)> {
    let other = case["other_table_ns"].as_i64().unwrap_or(0);
    let outcomes: Vec<(Fraction, i64)> = case["outcomes"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|o| {
                    let w = match &o["weight"] {
                        Value::String(s) => crate::model::fraction::parse_fraction(s).ok()?,
                        Value::Number(n) => {
                            crate::model::fraction::parse_fraction(&n.to_string()).ok()?
                        }
                        _ => return None,
                    };
                    Some((w, o["ns"].as_i64()?))
                })
                .collect()
        })
        .unwrap_or_default();
    // Weighting the points first, then one conversion to IMPs.
    let points: Fraction = outcomes.iter().map(|(w, ns)| *w * (ns - other)).sum();
    let points_first = imps(round_half_away(points) as i32);
    // Rounding each weighted part to a whole IMP before adding.
    let rounded: i64 = outcomes
        .iter()
        .map(|(w, ns)| round_half_away(*w * i64::from(imps((ns - other) as i32))))
        .sum();
    vec![
        (
            "misread-weighted-points-first",
            Law::L12C1c,
            Some(json!(points_first)),
        ),
        (
            "misread-weighted-rounded-early",
            Law::L12C1c,
            Some(json!(rounded)),
        ),
    ]
}

fn split_misreadings(case: &Value, field: &str) -> Vec<(&'static str, Law, Option<Value>)> {
    let offenders_ns = case["offenders"].as_str() == Some("NS");
    let other = case["other_table_ns"].as_i64().unwrap_or(0) as i32;
    let at = |key: &str| imps(case[key].as_i64().unwrap_or(0) as i32 - other);
    let innocent_is_field = (field == "ns_team") != offenders_ns;
    let sign = if innocent_is_field == (field == "ns_team") {
        1
    } else {
        -1
    };
    if innocent_is_field {
        vec![
            (
                "misread-split-full-redress",
                Law::L12C1b,
                Some(json!(sign * at("without_infraction_ns"))),
            ),
            (
                "misread-split-no-redress",
                Law::L12C1b,
                Some(json!(sign * at("actual_ns"))),
            ),
        ]
    } else {
        vec![(
            "misread-split-offenders-keep-table",
            Law::L12C1b,
            Some(json!(sign * at("actual_ns"))),
        )]
    }
}

fn artificial_misreadings(case: &Value, field: &str) -> Vec<(&'static str, Law, Option<Value>)> {
    vec![(
        "misread-artificial-fault-swapped",
        Law::L12C2a,
        ruled_with(case, field, |c| {
            let (ns, ew) = (c["ns"].clone(), c["ew"].clone());
            c["ns"] = ew;
            c["ew"] = ns;
        }),
    )]
}

fn revoke_misreadings(
    case: &Value,
    ruling: &Ruled,
    field: &str,
) -> Vec<(&'static str, Law, Option<Value>)> {
    if case.get("play").is_some() {
        return Vec::new();
    }
    let offender = case["offender"].as_str().unwrap_or("N").to_owned();
    let partner = match offender.as_str() {
        "N" => "S",
        "S" => "N",
        "E" => "W",
        _ => "E",
    };
    let cited = |law: Law| ruling.laws.contains(&law);
    let mut out = Vec::new();
    if cited(Law::L64A2) {
        out.push((
            "misread-revoke-64a1-for-64a2",
            Law::L64A2,
            ruled_with(case, field, |c| c["revoke_trick_won_by"] = json!(offender)),
        ));
    }
    if cited(Law::L64A1) {
        out.push((
            "misread-revoke-64a2-for-64a1",
            Law::L64A1,
            ruled_with(case, field, |c| c["revoke_trick_won_by"] = json!(partner)),
        ));
    }
    let exception = ruling.laws.iter().copied().find(|l| {
        matches!(
            l,
            Law::L64B2 | Law::L64B3 | Law::L64B4 | Law::L64B5 | Law::L64B6 | Law::L64B7
        )
    });
    if let Some(law) = exception {
        out.push((
            "misread-revoke-exception-overlooked",
            law,
            ruled_with(case, field, |c| {
                c["exception"] = Value::Null;
                if c["revoke_trick"] == json!(12) {
                    c["revoke_trick"] = json!(11);
                }
            }),
        ));
    }
    if field == "declarer_tricks" {
        let table = case["declarer_tricks"].as_i64().unwrap_or(0);
        let moved = ruling
            .fields
            .get("transferred")
            .and_then(Value::as_i64)
            .unwrap_or(0);
        let correct = ruling
            .fields
            .get("declarer_tricks")
            .and_then(Value::as_i64)
            .unwrap_or(table);
        let wrong_way = if correct >= table {
            table - moved
        } else {
            table + moved
        };
        out.push((
            "misread-revoke-wrong-direction",
            Law::L64A1,
            (0..=13).contains(&wrong_way).then(|| json!(wrong_way)),
        ));
    }
    out
}
