//! The card layout both searches share, and the bit tricks on it.
//!
//! A set of cards is a `u64`, 16 bits a suit (bit `16 × suit + rank`, as
//! [`Card`](crate::model::Card) lays it out): each suit a 16-bit *lane*, ranks 2–14 in
//! it, suits in the order of [`Suit::ALL`](crate::model::Suit::ALL). One suit's cards
//! taken out of a set are a *holding*, a `u32` with one bit a rank. The double-dummy
//! search names a card by its *index*, the number of its bit in a set. Nothing outside
//! this file spells the layout out.
//!
//! Who wins a trick is here too, one rule for both searches' cards: a higher card of the
//! suit, or a trump on a card of another suit.

use crate::model::Card;

/// The `trump` index for notrump: no suit has it.
pub(crate) const NO_TRUMP: usize = 4;

/// The index of the card of `suit` (an index of [`Suit::ALL`](crate::model::Suit::ALL))
/// and `rank` (2–14) in a set.
#[inline]
pub(crate) const fn card_index(suit: usize, rank: u32) -> u32 {
    16 * suit as u32 + rank
}

/// The suit of the card with this index.
#[inline]
pub(crate) const fn suit_of(card: u32) -> usize {
    (card >> 4) as usize
}

/// The rank of the card with this index, its bit in the suit's holding.
#[inline]
pub(crate) const fn rank_of(card: u32) -> u32 {
    card & 15
}

/// Every card of `suit` as a set: the suit's lane.
#[inline]
pub(crate) const fn suit_mask(suit: usize) -> u64 {
    0xffff << (16 * suit)
}

/// The holding of `suit` in `cards`: one bit a rank.
#[inline]
pub(crate) const fn suit_bits(cards: u64, suit: usize) -> u32 {
    ((cards >> (16 * suit)) & 0xffff) as u32
}

/// The cards of a holding of `suit`, as a set.
#[inline]
pub(crate) const fn suit_cards(holding: u32, suit: usize) -> u64 {
    (holding as u64) << (16 * suit)
}

/// A suit's count in the result of [`suit_lengths`].
#[inline]
pub(crate) const fn suit_length(lengths: u64, suit: usize) -> usize {
    ((lengths >> (4 * suit)) & 0xf) as usize
}

/// The index of the highest card of a non-empty holding.
#[inline]
pub(crate) const fn highest(holding: u32) -> u32 {
    31 - holding.leading_zeros()
}

/// The cards of the holding `cards` above every card of the holding `others`.
#[inline]
pub(crate) fn above_all(cards: u32, others: u32) -> u32 {
    match others {
        0 => cards,
        o => cards & !((2u32 << highest(o)) - 1),
    }
}

/// The highest card of each run of `mine` in a suit, where a run is broken only
/// by a card still `alive` (in a hand or on the table) outside `mine`. Cards
/// played to earlier tricks are gone and do not break runs: with them out of
/// the way, any card of a run does exactly what any other would.
#[inline]
pub(crate) fn run_tops(mine: u32, alive: u32) -> u32 {
    // A card heads its run unless the next card alive above it is also `mine`:
    // fill each of `mine`'s cards down through the ranks no one else holds
    // (in doubling steps), and a card is a top unless the rank above it is
    // filled. The rank above the ace (bit 15) is never passed through.
    let mut open = !(alive & !mine) & 0x7fff;
    let mut fill = mine;
    fill |= open & (fill >> 1);
    open &= open >> 1;
    fill |= open & (fill >> 2);
    open &= open >> 2;
    fill |= open & (fill >> 4);
    open &= open >> 4;
    fill |= open & (fill >> 8);
    mine & !(fill >> 1)
}

/// The number of cards of each suit in `cards`, four bits a suit: the bit count of
/// each 16-bit lane at once (the machine's own count is not assumed to exist).
#[inline]
pub(crate) fn suit_lengths(cards: u64) -> u64 {
    let mut x = cards - ((cards >> 1) & 0x5555_5555_5555_5555);
    x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x + (x >> 8)) & 0x001f_001f_001f_001f;
    (x & 0xf) | (x >> 12 & 0xf0) | (x >> 24 & 0xf00) | (x >> 36 & 0xf000)
}

/// `COMPRESS[m][v]`: the bits of `v` where `m` has a one, packed towards bit 0
/// in their order (a byte-wide parallel bit extract, built at compile time).
pub(crate) static COMPRESS: [[u8; 256]; 256] = {
    let mut table = [[0u8; 256]; 256];
    let mut m = 0;
    while m < 256 {
        let mut v = 0;
        while v < 256 {
            let (mut out, mut at, mut bit) = (0u8, 0, 0);
            while bit < 8 {
                if m & (1 << bit) != 0 {
                    if v & (1 << bit) != 0 {
                        out |= 1 << at;
                    }
                    at += 1;
                }
                bit += 1;
            }
            table[m][v] = out;
            v += 1;
        }
        m += 1;
    }
    table
};

/// The bits of `x` and of `y` where `mask` has a bit, each packed into the low bits in
/// order (a parallel bit extract): a byte at a time from [`COMPRESS`], eight look-ups
/// that do not wait on each other where the shifts of Hacker's Delight 7–4 made six
/// rounds that do.
#[inline]
pub(crate) fn compress(x: u64, y: u64, mask: u64) -> (u64, u64) {
    let (mut out_x, mut out_y, mut at) = (0u64, 0u64, 0u32);
    for byte in 0..8 {
        let shift = 8 * byte;
        let m = (mask >> shift & 0xff) as usize;
        let row = &COMPRESS[m];
        out_x |= u64::from(row[(x >> shift & 0xff) as usize]) << at;
        out_y |= u64::from(row[(y >> shift & 0xff) as usize]) << at;
        at += m.count_ones();
    }
    (out_x, out_y)
}

/// Per suit (16-bit lane), every bit at or below the suit's highest card in `x`: each
/// step copies the bits down by twice as far, never across into the suit below.
#[inline]
pub(crate) fn smear_down(mut x: u64) -> u64 {
    x |= (x >> 1) & 0x7fff_7fff_7fff_7fff;
    x |= (x >> 2) & 0x3fff_3fff_3fff_3fff;
    x |= (x >> 4) & 0x0fff_0fff_0fff_0fff;
    x |= (x >> 8) & 0x00ff_00ff_00ff_00ff;
    x
}

/// Every card of each suit in which `x` has a card: a suit's lowest bit of the smear,
/// times a full suit (no carry leaves the suit).
#[inline]
pub(crate) fn suits_of(x: u64) -> u64 {
    (smear_down(x) & 0x0001_0001_0001_0001) * 0xffff
}

/// The cards of `hand` above every other card of their suit in `all` (the cards still
/// in play): the masters the hand can cash one after another, all suits at once.
#[inline]
pub(crate) fn top_cards(hand: u64, all: u64) -> u64 {
    hand & !smear_down(all & !hand)
}

/// A set of cards (`u64`) or one suit's holding (`u32`): what [`high_bit`] and
/// [`low_bit`] take.
pub(crate) trait Bits: Copy {
    /// The highest card of a non-empty set.
    fn high_bit(self) -> Self;
    /// The lowest card of a set (none for an empty set).
    fn low_bit(self) -> Self;
}

impl Bits for u64 {
    #[inline]
    fn high_bit(self) -> u64 {
        1 << (63 - self.leading_zeros())
    }

    #[inline]
    fn low_bit(self) -> u64 {
        self & self.wrapping_neg()
    }
}

impl Bits for u32 {
    #[inline]
    fn high_bit(self) -> u32 {
        1 << highest(self)
    }

    #[inline]
    fn low_bit(self) -> u32 {
        self & self.wrapping_neg()
    }
}

/// The highest card of a non-empty set or holding.
#[inline]
pub(crate) fn high_bit<B: Bits>(cards: B) -> B {
    cards.high_bit()
}

/// The lowest card of a set or holding (none for an empty one).
#[inline]
pub(crate) fn low_bit<B: Bits>(cards: B) -> B {
    cards.low_bit()
}

/// A card as a search holds it, for telling who wins a trick: a [`Card`] in claim mode,
/// an index in the double-dummy search.
pub(crate) trait TrickCard: Copy {
    /// The card's suit, an index of [`Suit::ALL`](crate::model::Suit::ALL).
    fn suit_index(self) -> usize;
    /// Whether it ranks above `other`, a card of the same suit.
    fn outranks(self, other: Self) -> bool;
}

impl TrickCard for u32 {
    #[inline]
    fn suit_index(self) -> usize {
        suit_of(self)
    }

    #[inline]
    fn outranks(self, other: u32) -> bool {
        self > other
    }
}

impl TrickCard for Card {
    #[inline]
    fn suit_index(self) -> usize {
        self.suit.index()
    }

    #[inline]
    fn outranks(self, other: Card) -> bool {
        self.rank > other.rank
    }
}

/// Whether `card` beats `best`, the card winning the trick so far: a higher card of the
/// same suit, or a trump on a card of another suit. `trump` is a suit index, or
/// [`NO_TRUMP`].
#[inline]
pub(crate) fn beats<C: TrickCard>(card: C, best: C, trump: usize) -> bool {
    if card.suit_index() == best.suit_index() {
        card.outranks(best)
    } else {
        card.suit_index() == trump
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Hand, Suit};

    /// `compress` takes the bits of each value under the mask, in order, as a bit-by-bit
    /// walk of the mask does: on random values and masks, full, empty and one-card ones.
    #[test]
    fn compress_packs_the_masked_bits_in_order() {
        use rand::{RngExt, SeedableRng};
        let plain = |v: u64, mask: u64| {
            (0..64)
                .filter(|&i| mask >> i & 1 == 1)
                .enumerate()
                .fold(0u64, |out, (at, i)| out | (v >> i & 1) << at)
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xc0);
        let mut masks = vec![0, u64::MAX, 1, 1 << 63, Hand::FULL.bits()];
        masks.extend((0..2000).map(|_| rng.random::<u64>() & rng.random::<u64>()));
        for mask in masks {
            let (x, y) = (rng.random::<u64>(), rng.random::<u64>());
            assert_eq!(
                compress(x, y, mask),
                (plain(x, mask), plain(y, mask)),
                "{mask:x}"
            );
        }
    }

    /// The layout here is the model's: a card's index is its bit in a hand, and its suit
    /// and rank read back from it.
    #[test]
    fn the_layout_is_the_models() {
        for card in Hand::FULL.iter_bits() {
            let index = card_index(card.suit.index(), u32::from(card.rank.get()));
            assert_eq!(1u64 << index, card.bit(), "{card}");
            assert_eq!(suit_of(index), card.suit.index());
            assert_eq!(rank_of(index), u32::from(card.rank.get()));
            let holding = suit_bits(card.bit(), card.suit.index());
            assert_eq!(holding, 1 << rank_of(index));
            assert_eq!(suit_cards(holding, card.suit.index()), card.bit());
            assert_eq!(card.bit() & suit_mask(card.suit.index()), card.bit());
        }
    }

    /// Source: Law 44: a trick is won by the highest trump in it, else by the highest
    /// card of the suit led. One rule, whichever way a search holds its cards: for every
    /// pair of cards and every trump, a card and its index beat the same cards.
    #[test]
    fn a_card_and_its_index_beat_the_same_cards() {
        let index = |c: Card| c.bit().trailing_zeros();
        let trumps = Suit::ALL.map(|s| s.index()).into_iter().chain([NO_TRUMP]);
        for trump in trumps {
            for card in Hand::FULL.iter_bits() {
                for best in Hand::FULL.iter_bits() {
                    let by_card = beats(card, best, trump);
                    assert_eq!(by_card, beats(index(card), index(best), trump));
                    let expected = if card.suit == best.suit {
                        card.rank > best.rank
                    } else {
                        card.suit.index() == trump
                    };
                    assert_eq!(by_card, expected, "{card} on {best}, trump {trump}");
                }
            }
        }
    }
}
