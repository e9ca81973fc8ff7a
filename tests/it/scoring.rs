//! The duplicate scoring table of Law 77, checked three ways:
//!
//! 1. line by line against the printed table in `tests/it/data/score-table.tsv`
//!    (every level, strain, doubling and vulnerability: made, overtricks, down 1–4);
//! 2. for every contract and every trick count 0–13 against an independent
//!    implementation, the `contract-bridge` crate;
//! 3. by properties the table must have whatever the numbers.
//!
//! Law 77 (Laws of Duplicate Bridge 2017):
//! <https://www.pzbs.pl/sedziowie/mpb/2017/en/l77.html>

use proptest::prelude::*;
use ruling::model::score::{Breakdown, breakdown, contract_points, final_score};
use ruling::model::{Contract, Doubling, FinalContract, Level, Strain, Tricks, declarer_score};

const TABLE: &str = include_str!("data/score-table.tsv");
const TABLE_NAME: &str = "score-table.tsv";

const DOUBLINGS: [Doubling; 3] = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled];

// Compile-time checks, where the API is `const`: a trick count is 0–13, a level 1–7,
// and declarer needs book (six tricks) plus the level.
const _: () = assert!(Tricks::try_new(13).is_some() && Tricks::try_new(14).is_none());
const _: () = assert!(Level::try_new(0).is_none() && Level::try_new(8).is_none());
const _: () = assert!(matches!(Level::try_new(1), Some(level) if level.tricks_needed() == 7));
const _: () = assert!(matches!(Level::try_new(7), Some(level) if level.tricks_needed() == 13));
const _: () = assert!(Tricks::ALL.rest().get() == 0 && Tricks::ZERO.rest().get() == 13);

fn contract(text: &str) -> Contract {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn tricks(n: u8) -> Tricks {
    Tricks::try_new(n).unwrap_or_else(|| panic!("{n} is not a number of tricks"))
}

fn score(text: &str, vulnerable: bool, taken: u8) -> i32 {
    declarer_score(contract(text), vulnerable, tricks(taken))
}

fn vul_word(vulnerable: bool) -> &'static str {
    if vulnerable { "vul" } else { "nv" }
}

fn every_contract() -> impl Iterator<Item = Contract> {
    (1..=7).flat_map(|level| {
        Strain::ALL.into_iter().flat_map(move |strain| {
            DOUBLINGS.into_iter().map(move |doubling| Contract {
                level: Level::try_new(level).unwrap(),
                strain,
                doubling,
            })
        })
    })
}

/// One result of the printed table.
struct Row {
    line: usize,
    contract: Contract,
    vulnerable: bool,
    tricks: u8,
    score: i32,
}

fn table_rows() -> Vec<Row> {
    let mut rows = Vec::new();
    let mut header_seen = false;
    for (index, text) in TABLE.lines().enumerate() {
        let line = index + 1;
        let at = || format!("{TABLE_NAME}:{line}");
        if text.starts_with('#') || text.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = text.split('\t').collect();
        if !header_seen {
            assert_eq!(
                fields,
                ["contract", "vulnerable", "tricks", "score"],
                "{}: header",
                at()
            );
            header_seen = true;
            continue;
        }
        let [contract, vulnerable, tricks, score] = fields[..] else {
            panic!("{}: expected 4 tab-separated fields, got {text:?}", at());
        };
        rows.push(Row {
            line,
            contract: contract.parse().unwrap_or_else(|e| panic!("{}: {e}", at())),
            vulnerable: match vulnerable {
                "nv" => false,
                "vul" => true,
                other => panic!("{}: vulnerable must be nv or vul, got {other:?}", at()),
            },
            tricks: tricks
                .parse()
                .ok()
                .filter(|&t| t <= 13)
                .unwrap_or_else(|| panic!("{}: tricks must be 0–13, got {tricks:?}", at())),
            score: score
                .parse()
                .unwrap_or_else(|e| panic!("{}: score {score:?}: {e}", at())),
        });
    }
    rows
}

// ---------------------------------------------------------------------------
// 1. The printed table, line by line.
// ---------------------------------------------------------------------------

#[test]
fn every_line_of_the_printed_score_table() {
    let rows = table_rows();
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|row| {
            let got = declarer_score(row.contract, row.vulnerable, tricks(row.tricks));
            (got != row.score).then(|| {
                format!(
                    "{TABLE_NAME}:{}: {} {} {} tricks: expected {}, got {got}",
                    row.line,
                    row.contract,
                    vul_word(row.vulnerable),
                    row.tricks,
                    row.score
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} lines disagree:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

/// The table must not silently lose lines: every level, strain, doubling and
/// vulnerability has its made-exactly line, an overtrick line where one is possible,
/// and down 1, 2 and 3.
#[test]
fn the_printed_table_covers_every_contract() {
    let rows = table_rows();
    let mut missing = Vec::new();
    for contract in every_contract() {
        for vulnerable in [false, true] {
            let needed = contract.level.tricks_needed();
            let mut wanted = vec![needed, needed - 1, needed - 2, needed - 3];
            if needed < 13 {
                wanted.push(needed + 1);
            }
            for taken in wanted {
                let found = rows.iter().any(|row| {
                    row.contract == contract && row.vulnerable == vulnerable && row.tricks == taken
                });
                if !found {
                    missing.push(format!(
                        "{contract} {} {taken} tricks",
                        vul_word(vulnerable)
                    ));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{TABLE_NAME} lacks:\n{}",
        missing.join("\n")
    );
}

// ---------------------------------------------------------------------------
// 2. An independent implementation: the `contract-bridge` crate.
// ---------------------------------------------------------------------------

fn other_crate(contract: Contract) -> contract_bridge::Contract {
    let strain = match contract.strain {
        Strain::Clubs => contract_bridge::Strain::Clubs,
        Strain::Diamonds => contract_bridge::Strain::Diamonds,
        Strain::Hearts => contract_bridge::Strain::Hearts,
        Strain::Spades => contract_bridge::Strain::Spades,
        Strain::NoTrump => contract_bridge::Strain::Notrump,
    };
    let penalty = match contract.doubling {
        Doubling::Undoubled => contract_bridge::Penalty::Undoubled,
        Doubling::Doubled => contract_bridge::Penalty::Doubled,
        Doubling::Redoubled => contract_bridge::Penalty::Redoubled,
    };
    contract_bridge::Contract::new(contract.level.get(), strain, penalty)
}

#[test]
fn every_contract_and_trick_count_agrees_with_the_contract_bridge_crate() {
    let mut compared = 0;
    let mut disagreements = Vec::new();
    for contract in every_contract() {
        for vulnerable in [false, true] {
            for taken in 0..=13 {
                let ours = declarer_score(contract, vulnerable, tricks(taken));
                let theirs = other_crate(contract).score(taken, vulnerable);
                compared += 1;
                if ours != theirs {
                    disagreements.push(format!(
                        "{contract} {} {taken} tricks: ruling {ours}, contract-bridge {theirs}",
                        vul_word(vulnerable)
                    ));
                }
            }
        }
    }
    assert_eq!(compared, 7 * 5 * 3 * 2 * 14);
    assert!(
        disagreements.is_empty(),
        "{} disagreements:\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
}

// ---------------------------------------------------------------------------
// Named results, as the law book and the printed tables give them.
// ---------------------------------------------------------------------------

/// Source: henleybridge.com/scoring, "Contract scores" (1 in a minor 70 70).
#[test]
fn one_club_made_scores_70_at_either_vulnerability() {
    assert_eq!(score("1C", false, 7), 70);
    assert_eq!(score("1C", true, 7), 70);
}

/// Source: Law 77, "for first odd trick bid and made, undoubled 40" plus partscore 50.
#[test]
fn one_notrump_made_scores_90() {
    assert_eq!(score("1NT", false, 7), 90);
    assert_eq!(score("1NT", true, 7), 90);
}

/// Source: ACBL, "How to keep score": "If we bid 2♠ and make 4 we score 170".
#[test]
fn two_spades_plus_two_scores_170() {
    assert_eq!(score("2S", false, 10), 170);
}

/// Source: henleybridge.com/scoring ("3 no trumps - 400 600").
#[test]
fn three_notrump_made_scores_400_not_vulnerable_600_vulnerable() {
    assert_eq!(score("3NT", false, 9), 400);
    assert_eq!(score("3NT", true, 9), 600);
}

/// Source: ACBL, "How to keep score" (420 not vulnerable, 620 vulnerable).
#[test]
fn four_spades_made_scores_420_not_vulnerable_620_vulnerable() {
    assert_eq!(score("4S", false, 10), 420);
    assert_eq!(score("4S", true, 10), 620);
}

/// Source: henleybridge.com/scoring ("4 in a minor - 130 130"): 80 trick points is a
/// partscore, so four of a minor earns only the 50 partscore premium.
#[test]
fn four_of_a_minor_is_a_partscore_worth_130() {
    assert_eq!(score("4D", false, 10), 130);
    assert_eq!(score("4C", true, 10), 130);
}

/// Source: henleybridge.com/scoring ("5 in a minor - 400 600").
#[test]
fn five_clubs_made_scores_400_not_vulnerable_600_vulnerable() {
    assert_eq!(score("5C", false, 11), 400);
    assert_eq!(score("5C", true, 11), 600);
}

/// Source: henleybridge.com/scoring ("6 in a minor - 920 1370", "6 in a major - 980 1430").
#[test]
fn small_slams_in_a_suit_score_920_1370_minor_and_980_1430_major() {
    assert_eq!(score("6D", false, 12), 920);
    assert_eq!(score("6D", true, 12), 1370);
    assert_eq!(score("6H", false, 12), 980);
    assert_eq!(score("6H", true, 12), 1430);
}

/// Source: henleybridge.com/scoring ("6 in no trumps - 990 1440").
#[test]
fn six_notrump_made_scores_990_not_vulnerable_1440_vulnerable() {
    assert_eq!(score("6NT", false, 12), 990);
    assert_eq!(score("6NT", true, 12), 1440);
}

/// Source: henleybridge.com/scoring ("7 in no trumps - 1520 2220").
#[test]
fn seven_notrump_made_scores_1520_not_vulnerable_2220_vulnerable() {
    assert_eq!(score("7NT", false, 13), 1520);
    assert_eq!(score("7NT", true, 13), 2220);
}

/// Source: Law 77: 880 trick score + 500 game + 1500 grand slam + 100 for a redoubled contract.
#[test]
fn seven_notrump_redoubled_vulnerable_scores_2980() {
    assert_eq!(score("7NTXX", true, 13), 2980);
}

/// Source: Law 77: 240 trick score + 500 game + 50 insult + 2 doubled vulnerable overtricks at 200.
#[test]
fn four_spades_doubled_vulnerable_plus_two_scores_1190() {
    assert_eq!(score("4SX", true, 12), 1190);
}

/// Source: realworldbridge.com, "Raw Scores: Understand the Mechanics" (2♣XX vul +2 = 1560).
#[test]
fn two_clubs_redoubled_vulnerable_plus_two_scores_1560() {
    assert_eq!(score("2CXX", true, 10), 1560);
}

/// Source: J. Lumbroso, "Learn Bridge Very Slowly", Scoring part 3 (1♥X = 160, 2♠X = 470):
/// doubling 2♠ lifts its 120 trick points to game.
#[test]
fn one_heart_doubled_is_a_partscore_but_two_spades_doubled_is_game() {
    assert_eq!(score("1HX", false, 7), 160);
    assert_eq!(score("2SX", false, 8), 470);
}

/// Source: J. Lumbroso, "Learn Bridge Very Slowly", Scoring part 3 (2♥X +2 = 670).
#[test]
fn two_hearts_doubled_not_vulnerable_plus_two_scores_670() {
    assert_eq!(score("2HX", false, 10), 670);
}

/// Source: J. Lumbroso, "Learn Bridge Very Slowly", Scoring part 3 (4♠XX = 880).
#[test]
fn four_spades_redoubled_not_vulnerable_scores_880() {
    assert_eq!(score("4SXX", false, 10), 880);
}

/// Source: 60secondbridge.com/scoring-table (1NT doubled, made 2: 280). Law 77:
/// a doubled overtrick is worth 100 not vulnerable whatever the strain.
#[test]
fn one_notrump_doubled_plus_one_not_vulnerable_scores_280() {
    assert_eq!(score("1NTX", false, 8), 280);
}

/// Source: Law 77, slams "bid and made": thirteen tricks in 4♠ earn no slam premium.
#[test]
fn four_spades_with_thirteen_tricks_scores_510_without_a_slam_bonus() {
    assert_eq!(score("4S", false, 13), 510);
    assert_eq!(score("4S", true, 13), 710);
}

/// Source: henleybridge.com/scoring, penalty table (50/100 each undoubled).
#[test]
fn undoubled_undertricks_cost_50_each_not_vulnerable_and_100_vulnerable() {
    for down in 1..=4u8 {
        assert_eq!(score("4S", false, 10 - down), -50 * i32::from(down));
        assert_eq!(score("4S", true, 10 - down), -100 * i32::from(down));
    }
}

/// Source: henleybridge.com/scoring, penalty table (NVX 100, 300, 500, 800).
#[test]
fn doubled_not_vulnerable_one_to_four_down_costs_100_300_500_800() {
    let penalties: Vec<i32> = (1..=4).map(|down| score("3NTX", false, 9 - down)).collect();
    assert_eq!(penalties, [-100, -300, -500, -800]);
}

/// Source: henleybridge.com/scoring, penalty table (VX 200, 500, 800, 1100).
#[test]
fn doubled_vulnerable_one_to_four_down_costs_200_500_800_1100() {
    let penalties: Vec<i32> = (1..=4).map(|down| score("3NTX", true, 9 - down)).collect();
    assert_eq!(penalties, [-200, -500, -800, -1100]);
}

/// Source: Law 77, redoubled undertricks (200/400 first, 400/600 each further,
/// 200 bonus from the fourth not vulnerable): twice the doubled penalty.
#[test]
fn redoubled_one_to_four_down_costs_twice_the_doubled_penalty() {
    let not_vul: Vec<i32> = (1..=4)
        .map(|down| score("4HXX", false, 10 - down))
        .collect();
    let vul: Vec<i32> = (1..=4).map(|down| score("4HXX", true, 10 - down)).collect();
    assert_eq!(not_vul, [-200, -600, -1000, -1600]);
    assert_eq!(vul, [-400, -1000, -1600, -2200]);
}

/// Source: Law 77: 13 down doubled is 100 + 200 + 200 + ten at 300 not vulnerable,
/// 200 + twelve at 300 vulnerable.
#[test]
fn seven_notrump_doubled_with_no_tricks_costs_3500_not_vulnerable_3800_vulnerable() {
    assert_eq!(score("7NTX", false, 0), -3500);
    assert_eq!(score("7NTX", true, 0), -3800);
}

/// Source: Law 77, trick score: notrump 40 for the first odd trick, 30 for each further;
/// doubled twice, redoubled four times.
#[test]
fn trick_score_of_notrump_is_40_then_30_doubled_and_redoubled() {
    assert_eq!(contract_points(contract("1NT")), 40);
    assert_eq!(contract_points(contract("3NT")), 100);
    assert_eq!(contract_points(contract("7NT")), 220);
    assert_eq!(contract_points(contract("1NTX")), 80);
    assert_eq!(contract_points(contract("1NTXX")), 160);
    assert_eq!(contract_points(contract("7NTXX")), 880);
}

/// Source: Law 77, trick score: minors 20, majors 30 per odd trick (40/60 doubled, 80/120 redoubled).
#[test]
fn trick_score_of_suits_is_20_for_minors_and_30_for_majors() {
    assert_eq!(contract_points(contract("5D")), 100);
    assert_eq!(contract_points(contract("4C")), 80);
    assert_eq!(contract_points(contract("4H")), 120);
    assert_eq!(contract_points(contract("2CX")), 80);
    assert_eq!(contract_points(contract("2CXX")), 160);
    assert_eq!(contract_points(contract("3SX")), 180);
    assert_eq!(contract_points(contract("3SXX")), 360);
}

/// Source: Law 77: a trick score of 100 or more is GAME; 500 vulnerable, plus the 50
/// for making a doubled contract and 200 for each doubled vulnerable overtrick.
#[test]
fn four_spades_doubled_vulnerable_plus_two_breaks_down_as_the_law_lists_it() {
    assert_eq!(
        breakdown(contract("4SX"), true, tricks(12)),
        Breakdown::Made {
            contract_points: 240,
            overtricks: 2,
            overtrick_value: 200,
            game: true,
            level_bonus: 500,
            slam_bonus: 0,
            insult: 50,
        }
    );
}

/// Source: Law 77: "for making any redoubled contract 100"; a grand slam 1000 not vulnerable.
#[test]
fn seven_clubs_redoubled_not_vulnerable_breaks_down_with_grand_slam_and_insult() {
    assert_eq!(
        breakdown(contract("7CXX"), false, tricks(13)),
        Breakdown::Made {
            contract_points: 560,
            overtricks: 0,
            overtrick_value: 200,
            game: true,
            level_bonus: 300,
            slam_bonus: 1000,
            insult: 100,
        }
    );
}

/// Source: Law 77: undertricks doubled vulnerable are 200 for the first, 300 for each further.
#[test]
fn three_notrump_doubled_vulnerable_three_down_lists_each_undertrick() {
    assert_eq!(
        breakdown(contract("3NTX"), true, tricks(6)),
        Breakdown::Defeated {
            undertricks: vec![200, 300, 300]
        }
    );
}

/// Source: Law 77: "If all four players pass each side enters a zero score."
#[test]
fn a_passed_out_board_scores_zero() {
    let passed_out: FinalContract = "Pass".parse().unwrap();
    assert_eq!(final_score(passed_out, true, tricks(0)), 0);
    assert_eq!(final_score(passed_out, false, tricks(13)), 0);
}

// ---------------------------------------------------------------------------
// 3. Properties of the table.
// ---------------------------------------------------------------------------

fn any_contract() -> impl Strategy<Value = Contract> {
    (1u8..=7, 0..Strain::ALL.len(), 0..DOUBLINGS.len()).prop_map(|(level, strain, doubling)| {
        Contract {
            level: Level::try_new(level).unwrap(),
            strain: Strain::ALL[strain],
            doubling: DOUBLINGS[doubling],
        }
    })
}

fn with_doubling(contract: Contract, doubling: Doubling) -> Contract {
    Contract {
        doubling,
        ..contract
    }
}

proptest! {
    /// Every extra trick is worth something: one trick more never scores less
    /// (it always scores strictly more: a smaller penalty, the contract, or an overtrick).
    #[test]
    fn score_rises_with_every_trick(contract in any_contract(), vulnerable in any::<bool>()) {
        for taken in 0..13 {
            let fewer = declarer_score(contract, vulnerable, tricks(taken));
            let more = declarer_score(contract, vulnerable, tricks(taken + 1));
            prop_assert!(
                fewer < more,
                "{contract} {}: {taken} tricks score {fewer}, {} tricks {more}",
                vul_word(vulnerable),
                taken + 1
            );
        }
    }

    /// Making a contract doubled scores more than undoubled, and redoubled more again.
    #[test]
    fn making_doubled_scores_more_than_undoubled(
        contract in any_contract(),
        vulnerable in any::<bool>(),
        extra in 0u8..=6,
    ) {
        let taken = (contract.level.tricks_needed() + extra).min(13);
        let [undoubled, doubled, redoubled] = DOUBLINGS
            .map(|doubling| declarer_score(with_doubling(contract, doubling), vulnerable, tricks(taken)));
        prop_assert!(undoubled > 0, "{contract} made with {taken} tricks scores {undoubled}");
        prop_assert!(doubled > undoubled, "{contract} {taken} tricks: X {doubled} <= undoubled {undoubled}");
        prop_assert!(redoubled > doubled, "{contract} {taken} tricks: XX {redoubled} <= X {doubled}");
    }

    /// A vulnerable penalty is never smaller than the non-vulnerable one (Law 77 makes it
    /// strictly larger at every doubling and every number of undertricks).
    #[test]
    fn vulnerable_penalties_exceed_non_vulnerable(contract in any_contract(), down in 1u8..=13) {
        let needed = contract.level.tricks_needed();
        prop_assume!(down <= needed);
        let taken = tricks(needed - down);
        let not_vul = declarer_score(contract, false, taken);
        let vul = declarer_score(contract, true, taken);
        prop_assert!(not_vul < 0, "{contract} down {down} not vulnerable scores {not_vul}");
        prop_assert!(vul < not_vul, "{contract} down {down}: vul {vul}, not vul {not_vul}");
    }

    /// A made contract never scores less vulnerable (game, slam and doubled overtrick
    /// premiums are larger; everything else is the same).
    #[test]
    fn vulnerable_made_contracts_score_at_least_as_much(
        contract in any_contract(),
        extra in 0u8..=6,
    ) {
        let taken = tricks((contract.level.tricks_needed() + extra).min(13));
        prop_assert!(declarer_score(contract, true, taken) >= declarer_score(contract, false, taken));
    }
}
