//! The cards of a question as a director draws them on a page: the table's facts, the
//! four hands and the play record as a trick table by seat (both the printed sheet's
//! own, [`crate::present::diagram`]), and the auction in four columns from West with
//! the dealer marked.
//!
//! Everything is drawn from [`Variant::diagram`] (cards and seats) and the facts of the
//! table ([`crate::present::facts`], the same lines the printed sheet and the command
//! line show), in the reader's notation; nothing here knows the answer.

use crate::bank::variant::Variant;
use crate::i18n::notation::{call_text, suit_symbol};
use crate::i18n::{Lang, catalogue};
use crate::model::{Auction, Call, Seat, Suit};
use crate::present::diagram::{Diagram, diagram};
use crate::present::{Fact, facts, seat_word};

/// The cards a question shows, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramView {
    /// The table's facts: contract, declarer, vulnerability, trumps, lead, tricks won.
    pub facts: Vec<Fact>,
    /// The hands and the trick table, the same as the printed sheet's; none for a
    /// question that shows only an auction.
    pub cards: Option<Diagram>,
    /// The auction, when the question has one.
    pub auction: Option<AuctionTable>,
}

/// An auction as a director writes it: four columns, West North East South, a row per
/// round, the dealer's column marked and the cells before the dealer's first call empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionTable {
    /// The four seats' names, West first, and which of them dealt.
    pub columns: Vec<(String, bool)>,
    /// Rounds of four cells, West first; `None` before the dealer's first call and
    /// after the last call.
    pub rows: Vec<Vec<Option<CallCell>>>,
    /// "Dealer: North", under the table.
    pub dealer: String,
    /// The whole auction in words, for screen readers: "North: 1♥; East: Pass …".
    pub spoken: String,
}

/// One call as the auction table shows it: `4` and a red `♥`, `3 SA`, `Pass`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallCell {
    /// The level of a suit bid, or the whole call in the reader's notation.
    pub text: String,
    /// The suit symbol of a suit bid.
    pub symbol: Option<&'static str>,
    /// Whether the symbol is a red suit's, drawn in red unless printed black.
    pub red: bool,
    /// The mark of a call made after a break in tempo.
    pub slow: Option<String>,
}

const fn red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// The variant's cards in the reader's notation, when the question shows any.
pub fn diagram_view(variant: &Variant, lang: Lang) -> Option<DiagramView> {
    let auction = variant.auction.as_ref().map(|a| auction_table(a, lang));
    let cards = diagram(variant, lang);
    if cards.is_none() && auction.is_none() {
        return None;
    }
    Some(DiagramView {
        facts: facts(variant, lang),
        cards,
        auction,
    })
}

/// The seats in the order of the auction table's columns.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

fn auction_table(auction: &Auction, lang: Lang) -> AuctionTable {
    let c = catalogue();
    let slow = c.text(lang, "ui-slow");
    let dealer = auction.dealer();
    let columns = COLUMNS
        .iter()
        .map(|&seat| (seat_word(seat, lang), seat == dealer))
        .collect();
    let start = COLUMNS.iter().position(|&s| s == dealer).unwrap_or(0);
    let mut cells: Vec<Option<CallCell>> = vec![None; start];
    let mut spoken = Vec::new();
    for (seat, call, is_slow) in auction.made() {
        let cell = call_cell(call, lang, is_slow.then(|| slow.clone()));
        let mut words = format!("{}: {}", seat_word(seat, lang), call_words(call, lang));
        if let Some(mark) = &cell.slow {
            words = format!("{words} {mark}");
        }
        spoken.push(words);
        cells.push(Some(cell));
    }
    while !cells.len().is_multiple_of(4) {
        cells.push(None);
    }
    AuctionTable {
        columns,
        rows: cells.chunks(4).map(<[_]>::to_vec).collect(),
        dealer: format!("{}: {}", c.text(lang, "ui-dealer"), seat_word(dealer, lang)),
        spoken: spoken.join("; "),
    }
}

/// A call in the reader's notation, a suit bid with its symbol.
fn call_words(call: Call, lang: Lang) -> String {
    call_text(&call.to_string(), lang)
}

fn call_cell(call: Call, lang: Lang, slow: Option<String>) -> CallCell {
    if let Call::Bid(bid) = call
        && let Some(suit) = bid.strain.trump()
    {
        return CallCell {
            text: bid.level.get().to_string(),
            symbol: Some(suit_symbol(suit)),
            red: red(suit),
            slow,
        };
    }
    CallCell {
        text: call_words(call, lang),
        symbol: None,
        red: false,
        slow,
    }
}
