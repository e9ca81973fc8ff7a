//! Suits, ranks and cards, in the notation of the ruling interface (`SA`, `HT`, `C2`).

use serde_with::{DeserializeFromStr, SerializeDisplay};
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// One of the four suits, in ascending bridge order (clubs lowest).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, SerializeDisplay, DeserializeFromStr,
)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits, clubs first.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// All suits in the order PBN writes a hand: spades, hearts, diamonds, clubs.
    pub const PBN_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's letter: `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit for a letter, upper or lower case.
    pub const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' => Some(Suit::Clubs),
            'D' | 'd' => Some(Suit::Diamonds),
            'H' | 'h' => Some(Suit::Hearts),
            'S' | 's' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// Position in [`Suit::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether this is a major suit (scores 30 a trick).
    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A suit letter was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a suit: use S, H, D or C")]
pub struct ParseSuitError(pub String);

impl FromStr for Suit {
    type Err = ParseSuitError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Suit::from_letter), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(ParseSuitError(s.to_owned())),
        }
    }
}

/// A card rank from two (2) to ace (14); no other value can be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    pub const TWO: Rank = Rank(2);
    pub const TEN: Rank = Rank(10);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);
    pub const ACE: Rank = Rank(14);

    /// The rank with this number (2–14), if there is one.
    pub const fn try_new(value: u8) -> Option<Rank> {
        if value >= 2 && value <= 14 {
            Some(Rank(value))
        } else {
            None
        }
    }

    /// The number of the rank, 2–14.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// All ranks, ace first.
    pub fn descending() -> impl DoubleEndedIterator<Item = Rank> + Clone {
        (2..=14).rev().map(Rank)
    }

    /// The rank's PBN character: `A K Q J T 9 … 2`.
    pub const fn letter(self) -> char {
        match self.0 {
            14 => 'A',
            13 => 'K',
            12 => 'Q',
            11 => 'J',
            10 => 'T',
            n => (b'0' + n) as char,
        }
    }

    /// The rank for a PBN character, upper or lower case.
    pub const fn from_letter(c: char) -> Option<Rank> {
        match c {
            'A' | 'a' => Some(Rank(14)),
            'K' | 'k' => Some(Rank(13)),
            'Q' | 'q' => Some(Rank(12)),
            'J' | 'j' => Some(Rank(11)),
            'T' | 't' => Some(Rank(10)),
            '2'..='9' => Some(Rank(c as u8 - b'0')),
            _ => None,
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A playing card.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, SerializeDisplay, DeserializeFromStr,
)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The card's bit in a [`Hand`](super::Hand): 16 bits a suit, bit = rank.
    pub(crate) const fn bit(self) -> u64 {
        1 << (self.suit as u32 * 16 + self.rank.0 as u32)
    }

    pub(crate) const fn from_bit_index(index: u32) -> Card {
        let suit = Suit::ALL[(index / 16) as usize];
        Card {
            suit,
            rank: Rank((index % 16) as u8),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.letter(), self.rank.letter())
    }
}

/// A card was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not a card: write the suit letter (S, H, D, C) then the rank (A K Q J T 9 … 2), e.g. SA, HT, C2"
)]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError(s.to_owned());
        let mut chars = s.chars();
        let suit = chars.next().and_then(Suit::from_letter).ok_or_else(err)?;
        let rest = chars.as_str();
        let rank = match rest {
            "10" => Rank::TEN,
            _ => {
                let mut r = rest.chars();
                match (r.next().and_then(Rank::from_letter), r.next()) {
                    (Some(rank), None) => rank,
                    _ => return Err(err()),
                }
            }
        };
        Ok(Card { suit, rank })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_print_and_parse_in_interface_notation() {
        for text in ["SA", "HT", "C2", "DK"] {
            assert_eq!(text.parse::<Card>().unwrap().to_string(), text);
        }
        assert_eq!("H10".parse::<Card>().unwrap(), "HT".parse().unwrap());
    }

    #[test]
    fn bad_cards_are_refused() {
        for text in ["", "S", "X5", "S1", "SAA", "AS", "S11"] {
            assert!(text.parse::<Card>().is_err(), "{text}");
        }
    }

    #[test]
    fn rank_rejects_out_of_range_numbers() {
        assert_eq!(Rank::try_new(1), None);
        assert_eq!(Rank::try_new(15), None);
        assert_eq!(Rank::try_new(14), Some(Rank::ACE));
    }
}
