//! The cards of a question as a director draws them on a page: the four hands in compass
//! layout with suit symbols (red and black), the federation's rank letters, a spoken
//! version of each hand for screen readers, the table's facts (contract, declarer,
//! vulnerability, who is on lead), the auction in four columns from West with the
//! dealer marked, and the play record a trick a line.
//!
//! Everything is drawn from [`Variant::diagram`] (cards and seats) and the facts of the
//! table ([`crate::present::facts`], the same lines the printed sheet and the command
//! line show), in the reader's notation; nothing here knows the answer.

use crate::bank::variant::Variant;
use crate::i18n::notation::{call_text, rank_text, suit_symbol};
use crate::i18n::{Lang, catalogue};
use crate::model::{Auction, Call, Card, Seat, Suit};
use crate::present::facts::declarer;
use crate::present::{Fact, facts, seat_word, suit_word};

/// The cards a question shows, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramView {
    /// The table's facts: contract, declarer, vulnerability, trumps, lead, tricks won.
    pub facts: Vec<Fact>,
    /// North, East, South, West; none for a question that shows only an auction.
    pub hands: Vec<HandView>,
    /// The auction, when the question has one.
    pub auction: Option<AuctionTable>,
    /// The play record, a trick a line; empty for an end position.
    pub tricks: Vec<TrickView>,
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

/// One hand of the diagram.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandView {
    /// `N`, `E`, `S` or `W`: where the hand sits in the compass layout.
    pub compass: &'static str,
    /// The seat's name in the reader's language.
    pub seat: String,
    /// "declarer", "dummy": the seat's role, when the case names it.
    pub role: Option<String>,
    /// Spades, hearts, diamonds, clubs.
    pub suits: Vec<HoldingView>,
    /// The hand in words, for screen readers.
    pub spoken: String,
}

/// One suit of a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoldingView {
    /// The suit's symbol (`♠`).
    pub symbol: &'static str,
    /// Whether the suit prints red: hearts and diamonds.
    pub red: bool,
    /// Ranks in the federation's letters, highest first, apart; a dash for a void.
    pub ranks: String,
}

/// One trick of the play record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrickView {
    /// 1-based trick number.
    pub number: u8,
    /// The seat that led, in the reader's language.
    pub leader: String,
    /// The cards in the order played, the lead first.
    pub cards: Vec<CardView>,
}

/// A card played to a trick.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardView {
    /// The suit's symbol (`♥`).
    pub symbol: &'static str,
    /// Whether the suit prints red: hearts and diamonds.
    pub red: bool,
    /// The rank in the federation's letters.
    pub rank: &'static str,
    /// Who played it and the card in words ("West: hearts Q"), for screen readers.
    pub spoken: String,
}

const fn red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// The variant's cards in the reader's notation, when the question shows any.
pub fn diagram_view(variant: &Variant, lang: Lang) -> Option<DiagramView> {
    let auction = variant.auction.as_ref().map(|a| auction_table(a, lang));
    let Some(diagram) = variant.diagram() else {
        return auction.map(|auction| DiagramView {
            facts: Vec::new(),
            hands: Vec::new(),
            auction: Some(auction),
            tricks: Vec::new(),
        });
    };
    let c = catalogue();
    let void = c.text(lang, "ui-void");
    let role = |seat: Seat| {
        let declarer = declarer(variant)?;
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
        .map(|seat| {
            let hand = diagram.hands.hand(seat);
            let suits: Vec<HoldingView> = Suit::PBN_ORDER
                .into_iter()
                .map(|suit| HoldingView {
                    symbol: suit_symbol(suit),
                    red: red(suit),
                    ranks: crate::i18n::notation::holding_text(
                        hand.cards_in(suit).map(|card| card.rank),
                        lang,
                    ),
                })
                .collect();
            let spoken = Suit::PBN_ORDER
                .into_iter()
                .zip(&suits)
                .map(|(suit, holding)| {
                    let ranks = if hand.cards_in(suit).next().is_none() {
                        void.as_str()
                    } else {
                        holding.ranks.as_str()
                    };
                    format!("{}: {ranks}", suit_word(suit, lang))
                })
                .collect::<Vec<_>>()
                .join("; ");
            let seat_name = seat_word(seat, lang);
            HandView {
                compass: seat_code(seat),
                spoken: format!("{seat_name}: {spoken}"),
                seat: seat_name,
                role: role(seat),
                suits,
            }
        })
        .collect();
    let tricks = diagram
        .tricks
        .iter()
        .map(|t| TrickView {
            number: t.number,
            leader: seat_word(t.leader, lang),
            cards: t
                .cards
                .iter()
                .map(|&(seat, card)| card_view(seat, card, lang))
                .collect(),
        })
        .collect();
    Some(DiagramView {
        facts: facts(variant, lang),
        hands,
        auction,
        tricks,
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

const fn seat_code(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "N",
        Seat::East => "E",
        Seat::South => "S",
        Seat::West => "W",
    }
}

fn card_view(seat: Seat, card: Card, lang: Lang) -> CardView {
    let rank = rank_text(card.rank, lang);
    CardView {
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
