//! The cards of a question, once, for the web page and the printed sheet: the hands in
//! compass layout and the play record as a trick table, a row per trick and a column per
//! seat from the first leader on, the card led and the card that won each trick marked
//! (the sheet's layout, the easier to follow: a reader finds a seat's cards down its
//! column). Cards carry the suit letter (the sheet draws the symbol and its colour), the
//! symbol and colour (the page draws them) and a spoken form for screen readers.

use serde::Serialize;

use crate::bank::Variant;
use crate::i18n::notation::{holding_text, rank_text, suit_symbol};
use crate::i18n::{Lang, catalogue};
use crate::model::{Card, Seat, Suit};

use super::facts::declarer;
use super::{seat_word, suit_word};

/// A seat as a diagram names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatText {
    /// `N`, `E`, `S` or `W`: where the layout places it.
    pub seat: char,
    /// `Nord`: the seat in the reader's language.
    pub name: String,
    /// `N`, `Ø`, `S`, `V`: the compass letter in the reader's language.
    pub initial: String,
}

/// A card played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardText {
    /// `S`, `H`, `D` or `C`.
    pub suit: char,
    /// The suit's symbol (`♥`).
    pub symbol: &'static str,
    /// Whether the suit prints red: hearts and diamonds.
    pub red: bool,
    /// The rank in the federation's letters (`A`, `K`, `D`, `Kn`, `10`).
    pub rank: &'static str,
    /// Who played it and the card in words ("West: hearts Q"), for screen readers.
    pub spoken: String,
}

/// One suit of a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Holding {
    /// `S`, `H`, `D` or `C`.
    pub suit: char,
    /// The suit's symbol.
    pub symbol: &'static str,
    /// Whether the suit prints red.
    pub red: bool,
    /// The ranks held, highest first, in the federation's letters.
    pub ranks: Vec<&'static str>,
    /// The same as a line: ranks apart, a dash for a void.
    pub text: String,
}

/// One hand of the diagram.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandText {
    /// The seat it belongs to.
    #[serde(flatten)]
    pub seat: SeatText,
    /// "declarer", "dummy": the seat's role, when the table has a declarer.
    pub role: Option<String>,
    /// Spades, hearts, diamonds, clubs.
    pub suits: Vec<Holding>,
    /// The hand in words, for screen readers.
    pub spoken: String,
}

/// A card in the trick table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The card.
    #[serde(flatten)]
    pub card: CardText,
    /// It led the trick.
    pub led: bool,
    /// It won the trick.
    pub won: bool,
}

/// One row of the trick table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickRow {
    /// 1-based trick number.
    pub number: u8,
    /// The seat that led, in the reader's language.
    pub leader: String,
    /// Under each of the table's columns, the card that seat played; `None` where the
    /// seat had not played when play stopped.
    pub cells: Vec<Option<Played>>,
}

/// The deal or end position a question shows, and the tricks played from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagram {
    /// North, East, South, West; a seat without cards is left out.
    pub hands: Vec<HandText>,
    /// The trick table's columns: the four seats from the first trick's leader on.
    pub columns: Vec<SeatText>,
    /// The tricks played, in order; empty for an end position.
    pub tricks: Vec<TrickRow>,
}

const fn red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// A seat as a diagram names it, in `lang`.
pub fn seat_text(seat: Seat, lang: Lang) -> SeatText {
    let name = seat_word(seat, lang);
    SeatText {
        seat: seat.letter(),
        initial: name.chars().next().map(String::from).unwrap_or_default(),
        name,
    }
}

fn card_text(seat: Seat, card: Card, lang: Lang) -> CardText {
    let rank = rank_text(card.rank, lang);
    CardText {
        suit: card.suit.letter(),
        symbol: suit_symbol(card.suit),
        red: red(card.suit),
        rank,
        spoken: format!(
            "{}: {} {rank}",
            seat_word(seat, lang),
            suit_word(card.suit, lang)
        ),
    }
}

/// The variant's cards in `lang`, when the question shows any.
pub fn diagram(variant: &Variant, lang: Lang) -> Option<Diagram> {
    let cards = variant.diagram()?;
    let c = catalogue();
    let void = c.text(lang, "ui-void");
    let declarer = declarer(variant);
    let role = |seat: Seat| {
        let declarer = declarer?;
        if seat == declarer {
            c.term(lang, "declarer", None)
        } else if seat == declarer.partner() {
            c.term(lang, "dummy", None)
        } else {
            None
        }
    };
    let hands = Seat::ALL
        .into_iter()
        .filter(|&seat| !cards.hands.hand(seat).is_empty())
        .map(|seat| {
            let hand = cards.hands.hand(seat);
            let suits: Vec<Holding> = Suit::PBN_ORDER
                .into_iter()
                .map(|suit| {
                    let mut held: Vec<Card> = hand.cards_in(suit).collect();
                    held.sort_by_key(|card| std::cmp::Reverse(card.rank));
                    Holding {
                        suit: suit.letter(),
                        symbol: suit_symbol(suit),
                        red: red(suit),
                        ranks: held.iter().map(|card| rank_text(card.rank, lang)).collect(),
                        text: holding_text(held.iter().map(|card| card.rank), lang),
                    }
                })
                .collect();
            let spoken = Suit::PBN_ORDER
                .into_iter()
                .zip(&suits)
                .map(|(suit, holding)| {
                    let ranks = if holding.ranks.is_empty() {
                        void.as_str()
                    } else {
                        holding.text.as_str()
                    };
                    format!("{}: {ranks}", suit_word(suit, lang))
                })
                .collect::<Vec<_>>()
                .join("; ");
            let seat_name = seat_word(seat, lang);
            HandText {
                spoken: format!("{seat_name}: {spoken}"),
                seat: seat_text(seat, lang),
                role: role(seat),
                suits,
            }
        })
        .collect();
    let first = cards.tricks.first().map_or(Seat::West, |t| t.leader);
    let tricks = cards
        .tricks
        .iter()
        .map(|t| TrickRow {
            number: t.number,
            leader: seat_word(t.leader, lang),
            cells: (0..4)
                .map(|i| {
                    let seat = first.clockwise(i);
                    let &(_, card) = t.cards.iter().find(|(s, _)| *s == seat)?;
                    Some(Played {
                        card: card_text(seat, card, lang),
                        led: seat == t.leader,
                        won: t.winner == Some(seat),
                    })
                })
                .collect(),
        })
        .collect();
    Some(Diagram {
        hands,
        columns: (0..4)
            .map(|i| seat_text(first.clockwise(i), lang))
            .collect(),
        tricks,
    })
}
