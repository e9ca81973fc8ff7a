//! Bit tricks on sets of cards that both searches share. A set of cards is a `u64`, 16
//! bits a suit (bit `16 × suit + rank`, as [`Card`](crate::model::Card) lays it out):
//! each suit a 16-bit lane, ranks 2–14 in it.

use crate::model::{Card, Hand, Suit};

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

/// The bits of `x` and of `y` where `mask` has a bit, each packed into the low bits in
/// order (a parallel bit extract, by the method of Hacker's Delight 7–4).
#[inline]
pub(crate) fn compress(mut x: u64, mut y: u64, mut mask: u64) -> (u64, u64) {
    x &= mask;
    y &= mask;
    // Each round moves the bits by 2^i, by how many zeros of the mask lie to their right.
    let mut zeros = !mask << 1;
    for i in 0..6 {
        let mut prefix = zeros ^ (zeros << 1);
        prefix ^= prefix << 2;
        prefix ^= prefix << 4;
        prefix ^= prefix << 8;
        prefix ^= prefix << 16;
        prefix ^= prefix << 32;
        let moving = prefix & mask;
        mask = (mask ^ moving) | (moving >> (1 << i));
        let t = x & moving;
        x = (x ^ t) | (t >> (1 << i));
        let t = y & moving;
        y = (y ^ t) | (t >> (1 << i));
        zeros &= !prefix;
    }
    (x, y)
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

/// The bits of one suit's cards in a 64-bit set.
#[inline]
pub(crate) fn suit_mask(suit: Suit) -> u64 {
    0xffff << (16 * suit.index() as u32)
}

/// The highest card of a non-empty set.
#[inline]
pub(crate) fn high_bit(cards: u64) -> u64 {
    1 << (63 - cards.leading_zeros())
}

/// The lowest card of a set (none for an empty set).
#[inline]
pub(crate) fn low_bit(cards: u64) -> u64 {
    cards & cards.wrapping_neg()
}

/// Whether `card` beats `best`, the card winning a trick so far.
#[inline]
pub(crate) fn card_beats(card: Card, best: Card, trump: Option<Suit>) -> bool {
    if card.suit == best.suit {
        card.rank > best.rank
    } else {
        Some(card.suit) == trump
    }
}

/// The cards of `suit` in `hand`, one bit a rank.
#[inline]
pub(crate) fn suit_bits(hand: Hand, suit: Suit) -> u64 {
    (hand.bits() >> (16 * suit.index() as u32)) & 0xffff
}
