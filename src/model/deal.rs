//! Deals and end positions, read from and written as PBN deal strings.
//!
//! Three types, one per set of guarantees:
//! - [`Hands`]: four hands, each card at most once, sizes unchecked (what the parser yields);
//! - [`Deal`]: a full deal, 13 cards in each hand and every card of the deck dealt;
//! - [`Position`]: an end position, every hand of the same length, 1–13 cards.
//!
//! ```
//! use ruling::model::{Deal, Seat};
//! let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
//!     .parse()
//!     .unwrap();
//! assert_eq!(deal.hand(Seat::West).to_string(), "2.5432.5432.5432");
//! ```
//!
//! A failed parse says where: a column (1-based, in characters) or a seat.
//!
//! [`Deal::random`] and [`Position::random`] deal from a deck shuffled by the caller's
//! seeded generator: the same generator state gives the same hands on any machine.

use serde_with::{DeserializeFromStr, SerializeDisplay};
use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand::seq::SliceRandom;
use thiserror::Error;

use super::card::{Card, Rank, Suit};
use super::hand::Hand;
use super::score::Tricks;
use super::seat::Seat;

/// Why a PBN deal string could not be read, or its hands do not form a deal.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DealError {
    #[error("column 1: a deal starts with the first hand's seat and a colon, e.g. `N:`")]
    /// The text does not start with a seat and a colon.
    MissingSeat,
    #[error("expected 4 hands separated by spaces, found {found}")]
    /// Not four hands.
    HandCount {
        /// How many hands the text has.
        found: usize,
    },
    #[error(
        "column {column}: the hand of {seat} has {found} suits; write spades.hearts.diamonds.clubs with three dots"
    )]
    /// A hand without exactly four suits.
    SuitCount {
        /// 1-based column of the hand in the text.
        column: usize,
        /// Whose hand it is.
        seat: Seat,
        /// How many suits it has.
        found: usize,
    },
    #[error("column {column}: `{found}` is not a rank (A K Q J T 9 8 7 6 5 4 3 2)")]
    /// A character that is not a rank.
    BadCharacter {
        /// 1-based column of the character.
        column: usize,
        /// The character.
        found: char,
    },
    #[error("column {column}: {card} appears twice")]
    /// A card dealt twice.
    Duplicate {
        /// 1-based column of its second appearance.
        column: usize,
        /// The card.
        card: Card,
    },
    #[error("column {column}: the hand of {seat} is not given (`-`); every hand is needed")]
    /// A hand written `-` (unknown).
    UnknownHand {
        /// 1-based column of the `-`.
        column: usize,
        /// Whose hand it is.
        seat: Seat,
    },
    #[error("{seat} holds {found} cards; every hand of a deal holds 13")]
    /// A hand of a full deal without 13 cards.
    HandSize {
        /// Whose hand it is.
        seat: Seat,
        /// How many cards it holds.
        found: usize,
    },
    #[error(
        "{seat} holds {found} cards but {first} holds {expected}; the hands of a position have equal length"
    )]
    /// The hands of a position are not of one length.
    UnequalHands {
        /// The hand that differs.
        seat: Seat,
        /// How many cards it holds.
        found: usize,
        /// The first hand, whose length the others must have.
        first: Seat,
        /// How many cards the first hand holds.
        expected: usize,
    },
    #[error("a position needs at least one card in each hand")]
    /// A position with no cards at all.
    EmptyPosition,
    #[error("a hand holds at most 13 cards, not {found}")]
    /// A hand of more than 13 cards.
    TooManyCards {
        /// How many cards it holds.
        found: usize,
    },
}

/// Four hands, no card twice; sizes not yet checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hands([Hand; 4]);

impl Hands {
    /// The four hands, indexed as [`Seat::ALL`].
    pub const fn new(hands: [Hand; 4]) -> Hands {
        Hands(hands)
    }

    /// The hand of `seat`.
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.0[seat as usize]
    }

    /// The hand of `seat`, to add or remove cards.
    pub fn hand_mut(&mut self, seat: Seat) -> &mut Hand {
        &mut self.0[seat as usize]
    }

    /// Who holds `card`, if anyone.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|seat| self.hand(*seat).contains(card))
    }

    /// `cards_each` cards (at most 13) to each hand from the deck shuffled by `rng`:
    /// the deck in the order of [`Hand::iter_bits`], shuffled, dealt in blocks, North's
    /// first. Every random deal and position comes from here, so that a seed draws the
    /// same cards whoever asks.
    fn shuffled<R: Rng + ?Sized>(rng: &mut R, cards_each: usize) -> Hands {
        // On the stack: a builder deals a few hundred deals for one draw.
        let mut deck = [Card::from_bit_index(2); 52];
        for (slot, card) in deck.iter_mut().zip(Hand::FULL.iter_bits()) {
            *slot = card;
        }
        deck.shuffle(rng);
        let n = cards_each.min(13);
        Hands([0, 1, 2, 3].map(|i| deck[i * n..(i + 1) * n].iter().copied().collect()))
    }

    /// All cards of all hands.
    pub fn all_cards(&self) -> Hand {
        self.0.iter().fold(Hand::EMPTY, |acc, h| acc.union(*h))
    }

    /// Checks that this is a full deal.
    ///
    /// # Errors
    /// [`DealError::HandSize`] for the first seat (clockwise from North) that
    /// does not hold 13 cards; with 13 cards each and no card twice, all 52 are dealt.
    pub fn into_deal(self) -> Result<Deal, DealError> {
        for seat in Seat::ALL {
            let found = self.hand(seat).len();
            if found != 13 {
                return Err(DealError::HandSize { seat, found });
            }
        }
        Ok(Deal(self))
    }

    /// Checks that this is an end position.
    ///
    /// # Errors
    /// [`DealError::EmptyPosition`] when North holds no card, and
    /// [`DealError::UnequalHands`] naming the first hand whose length differs from North's.
    pub fn into_position(self) -> Result<Position, DealError> {
        let expected = self.hand(Seat::North).len();
        if expected == 0 {
            return Err(DealError::EmptyPosition);
        }
        for seat in Seat::ALL {
            let found = self.hand(seat).len();
            if found != expected {
                return Err(DealError::UnequalHands {
                    seat,
                    found,
                    first: Seat::North,
                    expected,
                });
            }
        }
        Ok(Position(self))
    }

    fn parse_pbn(text: &str) -> Result<Hands, DealError> {
        let mut chars = text.char_indices();
        let first = match (chars.next(), chars.next()) {
            (Some((_, c)), Some((_, ':'))) => Seat::from_letter(c).ok_or(DealError::MissingSeat)?,
            _ => return Err(DealError::MissingSeat),
        };
        let body = &text[2..];
        let hands: Vec<(usize, &str)> = split_with_columns(body, 3);
        if hands.len() != 4 {
            return Err(DealError::HandCount { found: hands.len() });
        }
        let mut result = Hands::default();
        let mut seen = Hand::EMPTY;
        for (i, (start, hand_text)) in hands.into_iter().enumerate() {
            let seat = first.clockwise(i);
            if hand_text == "-" {
                return Err(DealError::UnknownHand {
                    column: start,
                    seat,
                });
            }
            let suits = hand_text.split('.').count();
            if suits != 4 {
                return Err(DealError::SuitCount {
                    column: start,
                    seat,
                    found: suits,
                });
            }
            let mut suit_index = 0;
            for (offset, c) in hand_text.chars().enumerate() {
                let column = start + offset;
                if c == '.' {
                    suit_index += 1;
                    continue;
                }
                let rank =
                    Rank::from_letter(c).ok_or(DealError::BadCharacter { column, found: c })?;
                let card = Card::new(Suit::PBN_ORDER[suit_index], rank);
                if !seen.insert(card) {
                    return Err(DealError::Duplicate { column, card });
                }
                result.hand_mut(seat).insert(card);
            }
        }
        Ok(result)
    }

    fn write_pbn(&self, f: &mut fmt::Formatter<'_>, first: Seat) -> fmt::Result {
        write!(f, "{first}:")?;
        for i in 0..4 {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", self.hand(first.clockwise(i)))?;
        }
        Ok(())
    }
}

/// Splits on single spaces, keeping each piece's 1-based column (counting
/// `offset` characters before `text`). Runs of spaces count as one separator.
fn split_with_columns(text: &str, offset: usize) -> Vec<(usize, &str)> {
    let mut pieces = Vec::with_capacity(4);
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte, c)) in (offset..).zip(text.char_indices()) {
        if c == ' ' {
            if let Some((col, b)) = start.take() {
                pieces.push((col, &text[b..byte]));
            }
        } else if start.is_none() {
            start = Some((column, byte));
        }
    }
    if let Some((col, b)) = start {
        pieces.push((col, &text[b..]));
    }
    pieces
}

impl FromStr for Hands {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Hands::parse_pbn(s)
    }
}

impl fmt::Display for Hands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_pbn(f, Seat::North)
    }
}

/// A full deal: 13 cards in each hand, all 52 dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct Deal(Hands);

impl Deal {
    /// The hand of `seat`.
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.0.hand(seat)
    }

    /// All four hands.
    pub const fn hands(&self) -> Hands {
        self.0
    }

    /// A deal shuffled by `rng`, the caller's seeded generator.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Deal {
        Deal(Hands::shuffled(rng, 13))
    }

    /// Who was dealt `card`.
    pub fn holder(&self, card: Card) -> Seat {
        // All 52 cards are dealt, so the search always finds one: the fallback is unreachable.
        self.0.holder(card).unwrap_or(Seat::North)
    }

    /// The PBN string with `first` as the first hand.
    pub fn display_from(&self, first: Seat) -> impl fmt::Display + '_ {
        FromSeat(&self.0, first)
    }
}

impl FromStr for Deal {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Hands::parse_pbn(s)?.into_deal()
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// An end position: four hands of equal length, 1–13 cards each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct Position(Hands);

impl Position {
    /// The hand of `seat`.
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.0.hand(seat)
    }

    /// All four hands.
    pub const fn hands(&self) -> Hands {
        self.0
    }

    /// An end position of `cards_each` cards a hand, dealt from a deck shuffled by `rng`,
    /// the caller's seeded generator.
    ///
    /// # Errors
    /// [`DealError::EmptyPosition`] for 0 cards a hand, [`DealError::TooManyCards`] above 13.
    pub fn random<R: Rng + ?Sized>(rng: &mut R, cards_each: usize) -> Result<Position, DealError> {
        if cards_each > 13 {
            return Err(DealError::TooManyCards { found: cards_each });
        }
        Hands::shuffled(rng, cards_each).into_position()
    }

    /// Cards in each hand, 1–13.
    pub fn cards_each(&self) -> usize {
        self.0.hand(Seat::North).len()
    }

    /// The tricks left to play: one a card in each hand.
    pub fn tricks_left(&self) -> Tricks {
        // A position holds 1–13 cards a hand, so the count is always a number of tricks.
        Tricks::new(self.cards_each().min(13) as u8)
    }

    /// The position in PBN, with `first`'s hand written first (`E:…`).
    pub fn display_from(&self, first: Seat) -> impl fmt::Display + '_ {
        FromSeat(&self.0, first)
    }
}

impl From<Deal> for Position {
    fn from(deal: Deal) -> Position {
        Position(deal.0)
    }
}

impl FromStr for Position {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Hands::parse_pbn(s)?.into_position()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

struct FromSeat<'a>(&'a Hands, Seat);

impl fmt::Display for FromSeat<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_pbn(f, self.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

    #[test]
    fn a_deal_prints_as_it_was_read() {
        let deal: Deal = DEAL.parse().unwrap();
        assert_eq!(deal.to_string(), DEAL);
        assert_eq!(deal.holder("S2".parse().unwrap()), Seat::West);
    }

    #[test]
    fn a_deal_may_start_with_any_seat() {
        let from_east = "E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ";
        let deal: Deal = from_east.parse().unwrap();
        assert_eq!(deal.to_string(), DEAL);
        assert_eq!(deal.display_from(Seat::East).to_string(), from_east);
    }

    #[test]
    fn errors_point_at_the_column() {
        let twice = "N:AKQJ.AKQ.AKQ.AKQ A987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
        assert_eq!(
            twice.parse::<Deal>(),
            Err(DealError::Duplicate {
                column: 20,
                card: "SA".parse().unwrap()
            })
        );
        let bad = "N:AKQJ.AKQ.AKQ.AKX T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
        assert_eq!(
            bad.parse::<Deal>(),
            Err(DealError::BadCharacter {
                column: 18,
                found: 'X'
            })
        );
    }

    #[test]
    fn a_short_hand_is_named() {
        let short = "N:AKQJ.AKQ.AKQ.AK T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
        assert_eq!(
            short.parse::<Deal>(),
            Err(DealError::HandSize {
                seat: Seat::North,
                found: 12
            })
        );
    }

    /// A deal and a position from one seed are the same on every run; each is what its
    /// type promises.
    #[test]
    fn random_deals_follow_the_seed() {
        use rand::SeedableRng;
        let deal = |seed| Deal::random(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(deal(7), deal(7));
        assert_ne!(deal(7), deal(8));
        assert_eq!(deal(7).hands().into_deal(), Ok(deal(7)));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for n in 1..=13 {
            assert_eq!(Position::random(&mut rng, n).map(|p| p.cards_each()), Ok(n));
        }
        assert_eq!(Position::random(&mut rng, 0), Err(DealError::EmptyPosition));
        assert_eq!(
            Position::random(&mut rng, 14),
            Err(DealError::TooManyCards { found: 14 })
        );
    }

    #[test]
    fn positions_need_equal_hands() {
        let pos: Position = "S:AK... .AK.. ..AK. Q2...".parse().unwrap();
        assert_eq!(pos.cards_each(), 2);
        assert_eq!(pos.hand(Seat::South).to_string(), "AK...");
        let unequal = "N:AK... .A.. ..AK. Q2...".parse::<Position>();
        assert!(matches!(
            unequal,
            Err(DealError::UnequalHands {
                seat: Seat::East,
                ..
            })
        ));
    }
}
