//! A set of cards held by one player, as a 64-bit set (16 bits a suit).

use std::fmt;

use super::card::{Card, Suit};

/// The cards one player holds. Any subset of the deck; size rules belong to
/// [`Deal`](super::Deal) and [`Position`](super::Position).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand(u64);

const SUIT_MASK: u64 = 0x7ffc; // bits 2..=14

impl Hand {
    /// No card.
    pub const EMPTY: Hand = Hand(0);

    /// Every card of the deck.
    pub const FULL: Hand = Hand(SUIT_MASK | SUIT_MASK << 16 | SUIT_MASK << 32 | SUIT_MASK << 48);

    /// The hand with these bits set (16 bits a suit, bit `rank` in each), for solvers
    /// that work on the bits directly.
    pub(crate) const fn from_bits(bits: u64) -> Hand {
        Hand(bits & Hand::FULL.0)
    }

    /// Whether the hand holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds a card; false when it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= card.bit();
        !had
    }

    /// Removes a card; false when it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !card.bit();
        had
    }

    /// How many cards the hand holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the hand holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many cards of `suit` the hand holds.
    pub const fn count(self, suit: Suit) -> usize {
        self.suit_bits(suit).count_ones() as usize
    }

    /// Whether the hand holds any card of `suit`: the test of Law 44C.
    pub const fn has_suit(self, suit: Suit) -> bool {
        self.suit_bits(suit) != 0
    }

    const fn suit_bits(self, suit: Suit) -> u64 {
        (self.0 >> (suit as u32 * 16)) & SUIT_MASK
    }

    /// The cards in either hand.
    pub const fn union(self, other: Hand) -> Hand {
        Hand(self.0 | other.0)
    }

    /// The cards in both hands.
    pub const fn intersection(self, other: Hand) -> Hand {
        Hand(self.0 & other.0)
    }

    /// The cards of this hand that are not in `other`.
    pub const fn difference(self, other: Hand) -> Hand {
        Hand(self.0 & !other.0)
    }

    /// The cards of one suit, highest first.
    pub fn cards_in(self, suit: Suit) -> impl Iterator<Item = Card> {
        let mut bits = self.suit_bits(suit);
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let rank = 63 - bits.leading_zeros();
            bits &= !(1 << rank);
            Some(Card::from_bit_index(suit as u32 * 16 + rank))
        })
    }

    /// The highest card of a suit, if the hand holds one.
    pub fn highest_in(self, suit: Suit) -> Option<Card> {
        let bits = self.suit_bits(suit);
        (bits != 0).then(|| Card::from_bit_index(suit as u32 * 16 + 63 - bits.leading_zeros()))
    }

    /// The lowest card of a suit, if the hand holds one.
    pub fn lowest_in(self, suit: Suit) -> Option<Card> {
        let bits = self.suit_bits(suit);
        (bits != 0).then(|| Card::from_bit_index(suit as u32 * 16 + bits.trailing_zeros()))
    }

    /// Every card, spades first and highest first within a suit.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        Suit::PBN_ORDER
            .into_iter()
            .flat_map(move |suit| self.cards_in(suit))
    }

    /// The cards of all four suits as a raw set, lowest bit first: for solvers.
    pub fn iter_bits(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Card::from_bit_index(index))
        })
    }

    /// The raw 64-bit set (bit `16 × suit + rank`).
    pub const fn bits(self) -> u64 {
        self.0
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut hand = Hand::EMPTY;
        for card in iter {
            hand.insert(card);
        }
        hand
    }
}

/// PBN form: `AK.QJ2.T98.7654`, spades to clubs.
impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, suit) in Suit::PBN_ORDER.into_iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            for card in self.cards_in(suit) {
                write!(f, "{}", card.rank)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_hand_has_52_cards_13_a_suit() {
        assert_eq!(Hand::FULL.len(), 52);
        for suit in Suit::ALL {
            assert_eq!(Hand::FULL.count(suit), 13);
        }
        assert_eq!(Hand::FULL.iter_bits().count(), 52);
        assert_eq!(Hand::FULL.cards().count(), 52);
    }

    #[test]
    fn suit_cards_come_highest_first() {
        let hand: Hand = ["SA", "S2", "ST", "H5"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        let spades: Vec<String> = hand.cards_in(Suit::Spades).map(|c| c.to_string()).collect();
        assert_eq!(spades, ["SA", "ST", "S2"]);
        assert_eq!(
            hand.highest_in(Suit::Spades)
                .map(|c| c.to_string())
                .as_deref(),
            Some("SA")
        );
        assert_eq!(
            hand.lowest_in(Suit::Spades)
                .map(|c| c.to_string())
                .as_deref(),
            Some("S2")
        );
        assert_eq!(hand.lowest_in(Suit::Clubs), None);
    }

    #[test]
    fn insert_and_remove_report_change() {
        let mut hand = Hand::EMPTY;
        let ace: Card = "SA".parse().unwrap();
        assert!(hand.insert(ace));
        assert!(!hand.insert(ace));
        assert!(hand.has_suit(Suit::Spades));
        assert!(hand.remove(ace));
        assert!(!hand.remove(ace));
        assert!(hand.is_empty());
    }
}
