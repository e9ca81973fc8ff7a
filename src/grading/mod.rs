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
        Message::new(self.id).with("law", self.law)
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
            "revoke" if case.get("play").is_some() => revoke_play_misreadings(case, ruling, field),
            "revoke" => revoke_misreadings(case, ruling, field),
            "claim" => claim_misreadings(case, ruling, field),
            "ui" => ui_misreadings(case, ruling, field),
            _ => Vec::new(),
        };
    let mut out: Vec<Misapplication> = Vec::new();
    for (id, law, value) in candidates {
        let Some(value) = value else { continue };
        let same = |v: &Value| same(v, &value);
        let answer_like = value.is_number() || value.is_boolean() || value.is_string();
        if answer_like && !same(&correct) && !out.iter().any(|m| same(&m.value)) {
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
    let moved = ruling
        .fields
        .get("transferred")
        .and_then(Value::as_i64)
        .unwrap_or(0);
    if field == "declarer_tricks" && moved > 0 {
        // Declarer's tricks as played: the engine's count (after a trick-12 replay).
        let table = ruling
            .fields
            .get("table_tricks")
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

/// The play form misread: the same revoke put as facts (who won the revoke trick, the
/// offending side's later tricks, declarer's tricks as played), so the facts form's
/// misreadings apply. Ruled as facts with no exception and no Law 64C, the case gives
/// the answer of a student who stops at Law 64A.
fn revoke_play_misreadings(
    case: &Value,
    ruling: &Ruled,
    field: &str,
) -> Vec<(&'static str, Law, Option<Value>)> {
    if field == "rectified_by" {
        return rectification_misreadings(case, ruling);
    }
    if field == "penalty_card" {
        // Law 62B read the wrong way round: a defender's card from his hand becomes a
        // penalty card (62B1), declarer's or dummy's never does (62B2).
        let cited = |law: Law| ruling.laws.contains(&law);
        return if cited(Law::L62B1) {
            vec![(
                "misread-62b1-no-penalty-card",
                Law::L62B1,
                Some(json!(false)),
            )]
        } else if cited(Law::L62B2) {
            vec![("misread-62b2-penalty-card", Law::L62B2, Some(json!(true)))]
        } else {
            Vec::new()
        };
    }
    let Some(facts) = play_as_facts(case, ruling) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if ruling.fields.get("transferred").and_then(Value::as_i64) > Some(0)
        || ruling.fields.get("equity_adjusted") == Some(&json!(true))
    {
        let table = ruling.fields.get("table_tricks").cloned();
        let value = match field {
            "declarer_tricks" => table,
            // The score of the tricks as played.
            "ns" => table
                .and_then(|t| u8::try_from(t.as_u64()?).ok())
                .and_then(|tricks| crate::interface::read::score_ns(case, tricks))
                .map(|ns| json!(ns)),
            _ => None,
        };
        out.push(("misread-revoke-table-result", Law::L63A1, value));
    }
    if ruling.fields.get("equity_adjusted") == Some(&json!(true)) {
        out.push((
            "misread-revoke-64c-overlooked",
            Law::L64C1,
            ruled_with(&facts, field, |_| {}),
        ));
    }
    // The facts form's own misreadings, read against the play form's ruling: its laws
    // name the exception the play showed, its fields the tricks as played.
    out.extend(revoke_misreadings(&facts, ruling, field));
    out
}

/// "Which law applies" misread: 64A1 and 64A2 taken for each other, a 64B exception
/// overlooked (the paragraph of Law 64A the facts would get without it).
fn rectification_misreadings(
    case: &Value,
    ruling: &Ruled,
) -> Vec<(&'static str, Law, Option<Value>)> {
    let law = ruling
        .fields
        .get("rectified_by")
        .and_then(Value::as_str)
        .and_then(Law::from_code);
    match law {
        Some(Law::L64A1) => vec![(
            "misread-revoke-64a2-for-64a1",
            Law::L64A1,
            Some(json!("64A2")),
        )],
        Some(Law::L64A2) => vec![(
            "misread-revoke-64a1-for-64a2",
            Law::L64A2,
            Some(json!("64A1")),
        )],
        Some(
            exception @ (Law::L64B2
            | Law::L64B3
            | Law::L64B4
            | Law::L64B5
            | Law::L64B6
            | Law::L64B7),
        ) => {
            // Law 64A read without the exception: 64A1 when the revoker won the revoke
            // trick, 64A2 when his side won it or a later one.
            let plain = play_as_facts(case, ruling).and_then(|facts| {
                let offender: crate::model::Seat = facts["offender"].as_str()?.parse().ok()?;
                let won_by: crate::model::Seat =
                    facts["revoke_trick_won_by"].as_str()?.parse().ok()?;
                let later = facts["offending_side_later_tricks"].as_u64()?;
                if won_by == offender {
                    Some(json!("64A1"))
                } else if won_by.side() == offender.side() || later > 0 {
                    Some(json!("64A2"))
                } else {
                    None
                }
            });
            vec![("misread-revoke-exception-overlooked", exception, plain)]
        }
        _ => Vec::new(),
    }
}

/// A play-form case with one established revoke, as facts; `None` for anything else.
fn play_as_facts(case: &Value, ruling: &Ruled) -> Option<Value> {
    use crate::model::Seat;
    let revokes = ruling.fields.get("revokes")?.as_array()?;
    let [revoke] = revokes.as_slice() else {
        return None;
    };
    if revoke["established"] != json!(true) {
        return None;
    }
    let record = crate::interface::read::replay(case)?;
    let trick = u8::try_from(revoke["trick"].as_u64()?).ok()?;
    let offender: Seat = revoke["seat"].as_str()?.parse().ok()?;
    let won_by = record.tricks.get(usize::from(trick) - 1)?.winner?;
    Some(json!({
        "kind": "revoke",
        "contract": case["contract"],
        "declarer": case["declarer"],
        "vulnerable": case.get("vulnerable").cloned().unwrap_or(json!("None")),
        "offender": offender.to_string(),
        "established": true,
        "revoke_trick": trick,
        "revoke_trick_won_by": won_by.to_string(),
        "offending_side_later_tricks": record.won_by_side_between(offender, trick + 1, 13),
        "declarer_tricks": ruling.fields.get("table_tricks")?,
    }))
}

/// Claims: the claim granted as made, the best line credited where only a normal one
/// counts, the unmentioned trump forgotten, and for a withdrawal the other paragraph's
/// test (Law 71's normal play for 69B's "likely", and the other way round).
fn claim_misreadings(
    case: &Value,
    ruling: &Ruled,
    field: &str,
) -> Vec<(&'static str, Law, Option<Value>)> {
    let num = |v: &Value| v.as_i64();
    let f = &ruling.fields;
    let (Some(declarer_won), Some(defence_won)) = (
        num(&case["tricks_won"]["declarer"]),
        num(&case["tricks_won"]["defence"]),
    ) else {
        return Vec::new();
    };
    let remaining = 13 - declarer_won - defence_won;
    let claimer_is_declarer = match (
        case["claimer"]
            .as_str()
            .and_then(|s| s.parse::<crate::model::Seat>().ok()),
        case["declarer"]
            .as_str()
            .and_then(|s| s.parse::<crate::model::Seat>().ok()),
    ) {
        (Some(c), Some(d)) => c.side() == d.side(),
        _ => return Vec::new(),
    };
    // The answer field for `t` of the remaining tricks to the claimer's side.
    let as_field = |t: i64| -> Option<Value> {
        match field {
            "claimer_tricks" => Some(json!(t)),
            "declarer_tricks" => Some(json!(
                declarer_won
                    + if claimer_is_declarer {
                        t
                    } else {
                        remaining - t
                    }
            )),
            _ => None,
        }
    };
    let claimed = num(&case["claimed"]).unwrap_or(0);
    let normal = f.get("normal_tricks").and_then(num).unwrap_or(0);
    let dd = f.get("double_dummy_tricks").and_then(num).unwrap_or(0);
    let cited = |law: Law| ruling.laws.contains(&law);
    let mut out = Vec::new();
    if field == "play_continues" {
        // Law 68B2 read the wrong way round: a defender's partner's objection ignored, or
        // dummy's objection given the effect only a defender's partner's has.
        if cited(Law::L68B2) {
            let id = if claimer_is_declarer {
                "misread-68b2-dummy-objects"
            } else {
                "misread-68b2-objection-ignored"
            };
            let continues = f.get("play_continues").and_then(Value::as_bool);
            out.push((id, Law::L68B2, continues.map(|c| json!(!c))));
        }
        return out;
    }
    match case["withdrawal"].as_str() {
        Some("concession") => {
            out.push(("misread-71-nothing-restored", Law::L71, as_field(claimed)));
            out.push(("misread-71-best-play", Law::L71, as_field(dd.max(claimed))));
        }
        Some("acquiescence") => {
            let conceded = remaining - claimed;
            // Law 71's test: the defenders get back what the claimer's worst normal line loses.
            let by_normal = claimed - (remaining - normal - conceded).max(0);
            out.push((
                "misread-69b-nothing-restored",
                Law::L69B2,
                as_field(claimed),
            ));
            out.push(("misread-69b-normal-line", Law::L69B2, as_field(by_normal)));
        }
        _ => {
            if cited(Law::L70C) {
                out.push((
                    "misread-70c-trump-forgotten",
                    Law::L70C,
                    ruled_with(case, field, |c| {
                        c["statement"]["trumps_mentioned"] = json!(true);
                    }),
                ));
            }
            let best = if cited(Law::L70E1) {
                ("misread-70e-finesse-credited", Law::L70E1)
            } else {
                ("misread-70-best-play", Law::L70A)
            };
            out.push((best.0, best.1, as_field(dd.min(claimed))));
            out.push(("misread-70-as-claimed", Law::L70A, as_field(claimed)));
        }
    }
    out
}

/// Unauthorized information: the table result left standing, the adjustment to the
/// alternative best for the offenders rather than the worst, every polled action taken
/// for a logical alternative, an adjustment with no infraction.
fn ui_misreadings(
    case: &Value,
    ruling: &Ruled,
    field: &str,
) -> Vec<(&'static str, Law, Option<Value>)> {
    if field != "adjusted_ns" {
        return Vec::new();
    }
    let offenders_ns = case["offenders"].as_str() == Some("NS");
    // How good a North-South score is for the offenders: higher is better for them.
    let for_offenders = |ns: i64| if offenders_ns { ns } else { -ns };
    let result = |action: &str| case["results_ns"][action].as_i64();
    let suggested: Vec<&str> = case["suggested"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let polled: Vec<&str> = case["poll"]
        .as_array()
        .map(|a| a.iter().filter_map(|e| e["action"].as_str()).collect())
        .unwrap_or_default();
    let alternatives: Vec<String> = ruling
        .fields
        .get("logical_alternatives")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let law = [Law::L16C2, Law::L16D]
        .into_iter()
        .find(|l| ruling.laws.contains(l))
        .unwrap_or(Law::L16B1a);
    let chosen = case["chosen"].as_str().unwrap_or("");
    let open: Vec<i64> = polled
        .iter()
        .filter(|a| !suggested.contains(a) && **a != chosen)
        .filter_map(|a| result(a))
        .collect();
    let mut out = Vec::new();
    if ruling.fields.get("infraction") == Some(&json!(true)) {
        out.push((
            "misread-ui-table-stands",
            law,
            case.get("table_ns").cloned(),
        ));
        let best = alternatives
            .iter()
            .filter(|a| !suggested.contains(&a.as_str()))
            .filter_map(|a| result(a))
            .max_by_key(|ns| for_offenders(*ns));
        out.push((
            "misread-ui-best-for-offenders",
            Law::L12C1e,
            best.map(|v| json!(v)),
        ));
        out.push((
            "misread-ui-every-action-an-alternative",
            Law::L16B1b,
            ruled_with(case, field, |c| c["la_threshold"] = json!("1/1000")),
        ));
    } else {
        let worst = open.iter().copied().min_by_key(|ns| for_offenders(*ns));
        out.push((
            "misread-ui-adjusted-without-infraction",
            law,
            worst.map(|v| json!(v)),
        ));
    }
    out
}

/// A whole ruling graded part by part.
#[derive(Debug, Clone, PartialEq)]
pub struct RulingGrade {
    /// Each part's name and whether the answer to it was right.
    pub parts: Vec<(String, bool)>,
    /// Parts right over parts asked: the partial credit, the same online and on paper.
    pub credit: Fraction,
}

/// Grades a whole ruling: `answers` by part name (`law` as its code, e.g. `"64A2"`;
/// numbers and booleans as the engine gives them). A part left out is wrong.
pub fn grade_ruling(
    parts: &[(String, Value)],
    answers: &std::collections::BTreeMap<String, Value>,
) -> RulingGrade {
    let graded: Vec<(String, bool)> = parts
        .iter()
        .map(|(name, correct)| {
            let right = answers
                .get(name)
                .is_some_and(|given| match (correct, given) {
                    (Value::String(c), Value::String(g)) => c.eq_ignore_ascii_case(g.trim()),
                    (c, g) => same(c, g),
                });
            (name.clone(), right)
        })
        .collect();
    let right = graded.iter().filter(|(_, ok)| *ok).count() as i64;
    let credit = if graded.is_empty() {
        Fraction::from_integer(0)
    } else {
        Fraction::new(right, graded.len() as i64)
    };
    RulingGrade {
        parts: graded,
        credit,
    }
}
