//! Properties that hold for every input: trick transfers stay within Law 64's bounds,
//! the 86D pair of scores stays within the cap, weighting by 1 changes nothing, and no
//! bytes whatever make `ruling rule` panic.

use proptest::prelude::*;

use ruling::i18n::Lang;
use ruling::laws::Fault;
use ruling::laws::artificial::teams_imps;
use ruling::laws::law86d::{Adjust86dCase, rule_86d};
use ruling::laws::revoke::{Exception, RevokeFacts, Table, rule_facts};
use ruling::laws::weighted::{EventScore, Outcome, WeightedCase, rule_weighted};
use ruling::model::{
    Contract, Fraction, NsPoints, NsScore, Seat, Share, TrickNo, Tricks, Vulnerability, imps,
};

fn seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

fn fault() -> impl Strategy<Value = Fault> {
    prop::sample::select(vec![Fault::Innocent, Fault::Partly, Fault::Guilty])
}

fn exception() -> impl Strategy<Value = Option<Exception>> {
    prop::option::of(prop::sample::select(Exception::ALL.to_vec()))
}

fn contract() -> impl Strategy<Value = Contract> {
    (
        1u8..=7,
        prop::sample::select(vec!["C", "D", "H", "S", "NT"]),
        prop::sample::select(vec!["", "X", "XX"]),
    )
        .prop_map(|(l, s, d)| format!("{l}{s}{d}").parse().unwrap())
}

prop_compose! {
    fn revoke_facts()(
        contract in contract(), declarer in seat(), offender in seat(), won_by in seat(),
        later in 0u8..=13, declarer_tricks in 0u8..=13, established in any::<bool>(),
        exception in exception(), trick in prop::option::of(1u8..=13).prop_map(|t| t.map(TrickNo::new)),
        without in prop::option::of(0u8..=13),
    ) -> RevokeFacts {
        RevokeFacts {
            table: Table { contract, declarer, vulnerability: Vulnerability::All },
            offender,
            established,
            revoke_trick: trick,
            revoke_trick_won_by: won_by,
            offending_side_later_tricks: Tricks::new(later),
            declarer_tricks: Tricks::new(declarer_tricks),
            exception,
            tricks_without_revoke: without.and_then(Tricks::try_new),
        }
    }
}

proptest! {
    #[test]
    fn a_transfer_never_exceeds_two_nor_what_the_offenders_won(facts in revoke_facts()) {
        if let Ok(r) = rule_facts(&facts) {
            let v = &r.verdict;
            let transferred = v.transferred().get();
            prop_assert!(transferred <= 2);
            let offenders = if facts.offender.side() == facts.table.declarer.side() {
                facts.declarer_tricks.get()
            } else {
                13 - facts.declarer_tricks.get()
            };
            prop_assert!(transferred <= offenders);
            let won = facts.offending_side_later_tricks.get() + u8::from(facts.revoke_trick_won_by.side() == facts.offender.side());
            prop_assert!(transferred <= won);
            // The trick total stays 13: declarer's count is a count out of 13.
            let d = v.declarer_tricks().unwrap().get();
            prop_assert!(d <= 13);
            if facts.tricks_without_revoke.is_none() {
                let t = facts.declarer_tricks.get();
                let moved = if facts.offender.side() == facts.table.declarer.side() { t - d } else { d - t };
                prop_assert_eq!(moved, transferred);
            }
        }
    }

    #[test]
    fn the_86d_pair_never_exceeds_the_cap(table in -760i32..=760, expected in -760i32..=760, ns in fault(), ew in fault()) {
        let case = Adjust86dCase { table_ns: NsScore::new(table * 10).unwrap(), expected_ns: NsPoints::new(expected * 10).unwrap(), ns_team: ns, ew_team: ew };
        let v = rule_86d(&case).verdict;
        prop_assert!(v.ns_team + v.ew_team <= teams_imps(ns) + teams_imps(ew));
        prop_assert_eq!(v.unusual, imps(table * 10 - expected * 10).abs() > 6);
    }

    #[test]
    fn one_outcome_of_weight_one_is_the_plain_imp_score(ns in -760i32..=760, other in -760i32..=760) {
        let one = Share::new(Fraction::from(1)).unwrap();
        let case = WeightedCase::new(vec![Outcome { weight: one, ns: NsScore::new(ns * 10).unwrap() }], NsScore::new(other * 10).unwrap()).unwrap();
        let r = rule_weighted(&case);
        prop_assert_eq!(r.verdict.score, EventScore::Imps(Fraction::from(i64::from(imps(ns * 10 - other * 10)))));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let mut out = Vec::new();
        let status = ruling::interface::run(&bytes, Lang::En, &mut out).unwrap();
        // Every output line is JSON.
        for line in String::from_utf8(out).unwrap().lines() {
            prop_assert!(serde_json::from_str::<serde_json::Value>(line).is_ok(), "{}", line);
        }
        prop_assert!(status.exit_code() <= 2);
    }

    #[test]
    fn arbitrary_cases_of_every_kind_never_panic(case in any_case()) {
        let mut out = Vec::new();
        ruling::interface::run(case.to_string().as_bytes(), Lang::En, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        prop_assert_eq!(text.lines().count(), 1);
    }
}

/// JSON objects of a real kind with fields drawn from every kind's names and odd values:
/// reaches the checks behind the parser, which random bytes seldom do.
fn any_case() -> impl Strategy<Value = serde_json::Value> {
    let names = vec![
        "contract",
        "declarer",
        "vulnerable",
        "tricks",
        "difference",
        "form",
        "ns",
        "ew",
        "outcomes",
        "weight",
        "other_table_ns",
        "offenders",
        "actual_ns",
        "normal_after_infraction_ns",
        "without_infraction_ns",
        "table_ns",
        "expected_ns",
        "ns_team",
        "ew_team",
        "method",
        "offender",
        "established",
        "revoke_trick",
        "revoke_trick_won_by",
        "offending_side_later_tricks",
        "declarer_tricks",
        "exception",
        "deal",
        "play",
        "attention_after_trick",
        "claim",
        "chosen",
        "poll",
        "suggested",
        "results_ns",
        "la_threshold",
        "strain",
        "position",
        "on_lead",
        "tricks_won",
        "claimer",
        "claimed",
        "statement",
        "withdrawal",
        "partner_objects",
        "source",
    ];
    let value = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        (-20i64..20).prop_map(serde_json::Value::from),
        prop::sample::select(vec![
            "4S",
            "3NTX",
            "Pass",
            "N",
            "E",
            "NS",
            "EW",
            "None",
            "All",
            "teams",
            "pairs",
            "innocent",
            "guilty",
            "partly",
            "2/3",
            "0.5",
            "trick_12",
            "both_sides",
            "SA",
            "dbv-2013",
            "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765",
            "S:AQ..2. K..KQ. 3..43. ...AKQ",
            "NT",
            "concession",
            "acquiescence",
            "extraneous",
        ])
        .prop_map(serde_json::Value::from),
        Just(serde_json::json!([["DT", "D2", "DA", "D5"]])),
        Just(serde_json::json!([{"weight": "1", "ns": 100}])),
        Just(serde_json::json!([{"action": "Pass", "selected": 3}])),
        Just(serde_json::json!({"declarer": 8, "defence": 2})),
        Just(serde_json::json!({"declarer": 255, "defence": 255})),
        Just(serde_json::json!({"line": ["SA", "H"], "trumps_mentioned": true})),
    ];
    (
        prop::sample::select(ruling::laws::Kind::ALL.map(|k| k.code()).to_vec()),
        prop::collection::vec((prop::sample::select(names), value), 0..12),
    )
        .prop_map(|(kind, fields)| {
            let mut map = serde_json::Map::new();
            map.insert("kind".into(), kind.into());
            for (k, v) in fields {
                map.insert(k.into(), v);
            }
            serde_json::Value::Object(map)
        })
}

proptest! {
    /// Printing a deal or position as PBN and reading it back gives the same hands.
    #[test]
    fn pbn_round_trips(seed in any::<u64>(), cards in 1usize..=13, first in 0usize..4) {
        use rand::SeedableRng;
        use ruling::model::Position;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let position = Position::random(&mut rng, cards).unwrap();
        let text = position.display_from(Seat::ALL[first]).to_string();
        prop_assert_eq!(text.parse::<Position>().unwrap(), position);
        if cards == 13 {
            let deal: ruling::model::Deal = text.parse().unwrap();
            prop_assert_eq!(deal.to_string().parse::<ruling::model::Deal>().unwrap(), deal);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Claims on random endings, any claimer, statement and withdrawal: a ruling or a
    /// clear error, never a panic, and the tricks always add up.
    #[test]
    fn claims_on_random_endings_always_add_up(
        seed in any::<u64>(), cards in 1usize..=5, strain in 0usize..5, lead in 0usize..4,
        claimer in 0usize..4, claimed in 0u8..=6, line in prop::collection::vec(0usize..52, 0..3),
        withdrawal in prop::sample::select(vec![None, Some("concession"), Some("acquiescence")]),
        mentioned in any::<bool>(), objects in any::<bool>(),
    ) {
        use rand::SeedableRng;
        use ruling::model::{Card, Hand, Position};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let position = Position::random(&mut rng, cards).unwrap();
        // Statement steps: any card of the deck, held by the claimer's side or not.
        let deck: Vec<Card> = Hand::FULL.iter_bits().collect();
        let statement: Vec<String> = line.iter().map(|&i| deck[i].to_string()).collect();
        let played = (13 - cards) as u8;
        let strain = ["C", "D", "H", "S", "NT"][strain];
        let on_lead = ["N", "E", "S", "W"][lead];
        let claimer = ["N", "E", "S", "W"][claimer];
        let case = serde_json::json!({
            "kind": "claim", "strain": strain, "declarer": "S",
            "position": position.to_string(), "on_lead": on_lead,
            "tricks_won": {"declarer": played / 2, "defence": played - played / 2},
            "claimer": claimer, "claimed": claimed,
            "statement": {"line": statement, "trumps_mentioned": mentioned},
            "withdrawal": withdrawal, "partner_objects": objects,
        });
        let mut out = Vec::new();
        ruling::interface::run(case.to_string().as_bytes(), Lang::En, &mut out).unwrap();
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        if value.get("error").is_none() {
            if let Some(t) = value["claimer_tricks"].as_u64() {
                prop_assert!(t as usize <= cards);
                let declarer = value["declarer_tricks"].as_u64().unwrap();
                prop_assert!(declarer <= 13);
            } else {
                prop_assert_eq!(&value["play_continues"], &serde_json::json!(true));
            }
        }
    }
}
