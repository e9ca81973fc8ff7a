//! An auction, once, for the page and the sheet: four columns from West as the NBF and
//! DBV print them, the dealer's column marked and named below, each call in the reader's
//! notation (`1 grand`, `3 SA`, `pass`, `dobling`, `Kontra`; a suit bid drawn with its
//! symbol in colour), a call made after a break in tempo marked, and the whole auction in
//! words for screen readers.

use serde::Serialize;

use crate::i18n::notation::{call_text, suit_symbol};
use crate::i18n::{Lang, catalogue};
use crate::model::{Auction, Call, Seat, Suit};

use super::diagram::{SeatText, seat_text};
use super::seat_word;

/// One call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CallText {
    /// The call in the reader's notation, a suit bid with its symbol (`4♥`).
    pub text: String,
    /// A suit bid's level, 1 to 7.
    pub level: Option<u8>,
    /// A suit bid's suit letter, `S`, `H`, `D` or `C`.
    pub suit: Option<char>,
    /// A suit bid's symbol.
    pub symbol: Option<&'static str>,
    /// Whether the symbol is a red suit's.
    pub red: bool,
    /// Made after a break in tempo.
    pub slow: bool,
}

/// An auction in four columns, West first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuctionText {
    /// West, North, East, South.
    pub columns: Vec<SeatText>,
    /// The dealer: `N`, `E`, `S` or `W`.
    pub dealer: char,
    /// "Dealer: North", under the table.
    pub dealer_line: String,
    /// The calls from the dealer's first on.
    pub calls: Vec<CallText>,
    /// Rounds of four cells, West first; `None` before the dealer's first call and
    /// after the last.
    pub rows: Vec<Vec<Option<CallText>>>,
    /// The mark after a call made after a break in tempo ("(slow)").
    pub slow_mark: String,
    /// The whole auction in words, for screen readers: "North: 1♥; East: Pass …".
    pub spoken: String,
}

/// The seats in the order of the columns.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

fn call_text_of(call: Call, slow: bool, lang: Lang) -> CallText {
    let suit_bid = match call {
        Call::Bid(bid) => bid.strain.trump().map(|suit| (bid.level.get(), suit)),
        _ => None,
    };
    CallText {
        text: call_text(&call.to_string(), lang),
        level: suit_bid.map(|(level, _)| level),
        suit: suit_bid.map(|(_, suit)| suit.letter()),
        symbol: suit_bid.map(|(_, suit)| suit_symbol(suit)),
        red: suit_bid.is_some_and(|(_, suit)| matches!(suit, Suit::Hearts | Suit::Diamonds)),
        slow,
    }
}

/// The auction in `lang`.
pub fn auction_text(auction: &Auction, lang: Lang) -> AuctionText {
    let c = catalogue();
    let slow_mark = c.text(lang, "ui-slow");
    let dealer = auction.dealer();
    let calls: Vec<CallText> = auction
        .made()
        .map(|(_, call, slow)| call_text_of(call, slow, lang))
        .collect();
    let spoken = auction
        .made()
        .zip(&calls)
        .map(|((seat, _, slow), call)| {
            let words = format!("{}: {}", seat_word(seat, lang), call.text);
            if slow {
                format!("{words} {slow_mark}")
            } else {
                words
            }
        })
        .collect::<Vec<_>>()
        .join("; ");
    let start = COLUMNS.iter().position(|&s| s == dealer).unwrap_or(0);
    let mut cells: Vec<Option<CallText>> = vec![None; start];
    cells.extend(calls.iter().cloned().map(Some));
    while !cells.len().is_multiple_of(4) {
        cells.push(None);
    }
    AuctionText {
        columns: COLUMNS.iter().map(|&seat| seat_text(seat, lang)).collect(),
        dealer: dealer.letter(),
        dealer_line: format!("{}: {}", c.text(lang, "ui-dealer"), seat_word(dealer, lang)),
        calls,
        rows: cells.chunks(4).map(<[_]>::to_vec).collect(),
        slow_mark,
        spoken,
    }
}
