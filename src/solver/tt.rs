//! The transposition table of partition search: bounds on North-South's
//! tricks proved at trick boundaries, each valid for every position with the
//! same leader, trumps and suit lengths in each hand in which the same hands
//! hold the top cards of each suit, down to the lowest card that mattered.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::bits::{COMPRESS, suit_bits, suit_cards};

/// One stored bound and the positions it covers (those with the key's suit
/// lengths, leader and trumps): who holds the top cards of each suit, as in
/// [`Key`]; the mask of the bits that count (the relevant top cards, the
/// same bits in both halves of the owner); North-South's lower and upper
/// bound on the tricks left; and the lead that last settled a search here,
/// the first card to try next time.
#[derive(Clone, Copy)]
struct Entry {
    odd: u64,
    high: u64,
    mask: u64,
    lower: u8,
    upper: u8,
    best: u8,
}

/// No card: the bit index of a rank that does not exist.
pub(crate) const NO_CARD: u8 = 0;

/// What a probe found.
pub(crate) enum Probe {
    /// The answer, and the relevance mask it rests on.
    Settled(bool, u64),
    /// No answer; the lead to try first, or [`NO_CARD`].
    Hint(u8),
}

/// A position as the table sees it. Each suit is 16 bits, one bit a card
/// still in play from the highest down, left-aligned; the holder's seat index
/// is split in two bits: `odd` (East or West) and `high` (South or West).
#[derive(Clone, Copy)]
pub(crate) struct Key {
    lengths: u64,
    odd: u64,
    high: u64,
    context: u8,
}

/// The bits of the holding `value` at the cards of the holding `cards`, highest card
/// first, left-aligned in 16 bits.
#[inline]
fn ranked(value: u32, cards: u32) -> u32 {
    let (lo, hi) = ((cards & 0xff) as usize, ((cards >> 8) & 0xff) as usize);
    let packed = u32::from(COMPRESS[lo][(value & 0xff) as usize])
        | u32::from(COMPRESS[hi][((value >> 8) & 0xff) as usize]) << lo.count_ones();
    let n = cards.count_ones();
    if n == 0 {
        0
    } else {
        (packed << (16 - n)) & 0xffff
    }
}

impl Key {
    /// Describes a position at a trick boundary.
    #[inline]
    pub(crate) fn new(hands: &[u64; 4], leader: usize, trump: usize) -> Key {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let odd = hands[1] | hands[3];
        let high = hands[2] | hands[3];
        let mut lengths = 0u64;
        for hand in hands {
            for suit in 0..4 {
                lengths = lengths << 4 | suit_bits(*hand, suit).count_ones() as u64;
            }
        }
        let (mut odd_ranked, mut high_ranked) = (0, 0);
        for suit in 0..4 {
            let cards = suit_bits(all, suit);
            odd_ranked |= suit_cards(ranked(suit_bits(odd, suit), cards), suit);
            high_ranked |= suit_cards(ranked(suit_bits(high, suit), cards), suit);
        }
        Key {
            lengths,
            odd: odd_ranked,
            high: high_ranked,
            context: (leader | trump << 2) as u8,
        }
    }
}

/// The relevance mask for a position: the top `k` cards of each suit, where
/// the `relevant` cards (any alive cards) reach down to the `k`-th.
#[inline]
pub(crate) fn pattern_mask(all: u64, relevant: u64) -> u64 {
    let mut mask = 0;
    for suit in 0..4 {
        let rel = suit_bits(relevant, suit);
        if rel == 0 {
            continue;
        }
        let k = suit_bits(all, suit) >> rel.trailing_zeros();
        mask |= suit_cards((0xffff_u32 << (16 - k.count_ones())) & 0xffff, suit);
    }
    mask
}

/// The cards a relevance mask covers in a position: the top cards of each suit.
#[inline]
pub(crate) fn mask_cards(all: u64, mask: u64) -> u64 {
    let mut cards = 0u64;
    for suit in 0..4 {
        let k = suit_bits(mask, suit).count_ones();
        let mut held = suit_bits(all, suit);
        let drop = held.count_ones().saturating_sub(k);
        for _ in 0..drop {
            held &= held - 1;
        }
        cards |= suit_cards(held, suit);
    }
    cards
}

/// The keys are already well mixed by a multiplication: no need for SipHash.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// Entries kept before the table starts afresh: a bound on the memory taken.
const CAPACITY: usize = 1 << 22;

/// The entries grouped by suit lengths, leader and trumps: a probe must scan
/// every entry of its group, as the relevant cards differ from entry to
/// entry, and a group may grow as large as the search needs (a fixed bucket
/// per group thrashed on big positions). It is never cleared between solves:
/// an entry describes positions up to relative rank, with trumps and the
/// leader, so a bound stays true for every deal that matches it.
pub(crate) struct Table {
    groups: HashMap<(u64, u8), Vec<Entry>, BuildHasherDefault<KeyHasher>>,
    len: usize,
}

impl Table {
    pub(crate) fn new() -> Table {
        Table {
            groups: HashMap::default(),
            len: 0,
        }
    }

    /// Drops every entry.
    pub(crate) fn clear(&mut self) {
        self.groups.clear();
        self.len = 0;
    }

    #[inline]
    fn group(key: &Key) -> (u64, u8) {
        (key.lengths, key.context)
    }

    /// A stored bound for `key` that settles whether North-South reach
    /// `target`: the answer and the relevance mask it rests on.
    ///
    /// A hit moves to the end of its group, where the next probe starts: the
    /// positions of one search repeat, and most probes then stop early.
    #[inline]
    pub(crate) fn probe(&mut self, key: &Key, target: u8) -> Probe {
        let mut hint = NO_CARD;
        let Some(group) = self.groups.get_mut(&Self::group(key)) else {
            return Probe::Hint(hint);
        };
        let last = group.len().wrapping_sub(1);
        for i in (0..group.len()).rev() {
            let e = group[i];
            if ((e.odd ^ key.odd) | (e.high ^ key.high)) & e.mask != 0 {
                continue;
            }
            if e.lower >= target || e.upper < target {
                group.swap(i, last);
                return Probe::Settled(e.lower >= target, e.mask);
            }
            if e.best != NO_CARD {
                hint = e.best;
            }
        }
        Probe::Hint(hint)
    }

    /// Records `bounds` (lower, upper) for the positions matching `key` under
    /// `mask`, with the lead that settled the search if there was one.
    #[inline]
    pub(crate) fn store(&mut self, key: &Key, mask: u64, bounds: (u8, u8), best: u8) {
        if self.len >= CAPACITY {
            self.clear();
        }
        let (odd, high) = (key.odd & mask, key.high & mask);
        let group = self.groups.entry(Self::group(key)).or_default();
        let before = group.len();
        let mut merged = false;
        // An entry that covers only some of the new one's positions and knows
        // nothing more about them is dead weight on every probe: drop it.
        group.retain_mut(|e| {
            if e.mask == mask && e.odd == odd && e.high == high {
                e.lower = e.lower.max(bounds.0);
                e.upper = e.upper.min(bounds.1);
                if best != NO_CARD {
                    e.best = best;
                }
                merged = true;
                return true;
            }
            let narrower = e.mask & mask == mask && ((e.odd ^ odd) | (e.high ^ high)) & mask == 0;
            !(narrower && e.lower <= bounds.0 && e.upper >= bounds.1)
        });
        self.len -= before - group.len();
        if merged {
            return;
        }
        group.push(Entry {
            odd,
            high,
            mask,
            lower: bounds.0,
            upper: bounds.1,
            best,
        });
        self.len += 1;
    }
}
