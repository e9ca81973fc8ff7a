//! Helpers shared by the integration tests: building play records without writing
//! all 52 cards by hand.
#![allow(dead_code)]

#[cfg(feature = "dds")]
pub mod dds;
pub mod web;

use ruling::model::play::winning_index;
use ruling::model::{Card, Deal, Seat, Suit};

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

/// The tricks of `prefix` (each written "DT D2 DA D5", leader first), then the rest of
/// the deal played out legally by a fixed rule: the leader leads its highest card
/// (spades first), the others follow with their lowest card of the suit led, else
/// ruff low, else discard their lowest card.
pub fn play_out(
    deal: &Deal,
    trump: Option<Suit>,
    opening_leader: Seat,
    prefix: &[&str],
) -> Vec<Vec<Card>> {
    let mut hands = deal.hands();
    let mut leader = opening_leader;
    let mut tricks: Vec<Vec<Card>> = Vec::with_capacity(13);
    for text in prefix {
        let trick = cards(text);
        for (i, card) in trick.iter().enumerate() {
            hands.hand_mut(leader.clockwise(i)).remove(*card);
        }
        leader = leader.clockwise(winning_index(&trick, trump));
        tricks.push(trick);
    }
    while tricks.len() < 13 {
        let lead = hands.hand(leader).cards().next().expect("cards left");
        let mut trick = vec![lead];
        for i in 1..4 {
            let hand = hands.hand(leader.clockwise(i));
            let lowest = |suit: Suit| hand.cards_in(suit).last();
            let card = lowest(lead.suit)
                .or_else(|| trump.and_then(lowest))
                .or_else(|| {
                    Suit::ALL
                        .into_iter()
                        .filter_map(|s| hand.cards_in(s).last())
                        .min_by_key(|c| c.rank)
                })
                .expect("cards left");
            trick.push(card);
        }
        for (i, card) in trick.iter().enumerate() {
            hands.hand_mut(leader.clockwise(i)).remove(*card);
        }
        leader = leader.clockwise(winning_index(&trick, trump));
        tricks.push(trick);
    }
    tricks
}

/// The play record as JSON, for play-form cases.
pub fn play_json(tricks: &[Vec<Card>]) -> serde_json::Value {
    serde_json::Value::Array(
        tricks
            .iter()
            .map(|t| serde_json::Value::Array(t.iter().map(|c| c.to_string().into()).collect()))
            .collect(),
    )
}

/// The JSON line `ruling` answers for one case on stdin, in English.
pub fn rule_json(case: serde_json::Value) -> serde_json::Value {
    let mut out = Vec::new();
    ruling::interface::run(
        case.to_string().as_bytes(),
        ruling::i18n::Lang::En,
        &mut out,
    )
    .unwrap();
    serde_json::from_slice(&out).unwrap()
}

/// The bundled question bank, parsed once for the whole test binary; a bank that does not
/// load fails the test with every error, one per line (`file:line:col: …`).
pub fn bank() -> &'static ruling::bank::Bank {
    static BANK: std::sync::OnceLock<ruling::bank::Bank> = std::sync::OnceLock::new();
    BANK.get_or_init(|| {
        ruling::bank::Bank::bundled().unwrap_or_else(|e| {
            panic!(
                "{}",
                e.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("\n")
            )
        })
    })
}
