//! The transposition table of partition search: bounds on North-South's
//! tricks proved at trick boundaries, each valid for every position with the
//! same leader, trumps and suit lengths in each hand in which the same hands
//! hold the top cards of each suit, down to the lowest card that mattered.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// One stored bound and the positions it covers (those with the key's suit
/// lengths, leader and trumps): who holds the top cards of each suit, 2 bits
/// a card from the highest down, left-aligned, 32 bits a suit; the mask of
/// those bits that count (the relevant top cards); North-South's lower and
/// upper bound on the tricks left; and the lead that last settled a search
/// here, the first card to try next time.
#[derive(Clone, Copy)]
struct Entry {
    owners: u128,
    mask: u128,
    lower: u8,
    upper: u8,
    best: u8,
}

/// No card: the bit index of a rank that does not exist.
pub(crate) const NO_CARD: u8 = 0;

/// What a probe found.
pub(crate) enum Probe {
    /// The answer, and the relevance mask it rests on.
    Settled(bool, u128),
    /// No answer; the lead to try first, or [`NO_CARD`].
    Hint(u8),
}

/// A position as the table sees it.
#[derive(Clone, Copy)]
pub(crate) struct Key {
    lengths: u64,
    /// Owners of every card of each suit, laid out as in [`Entry`].
    owners: u128,
    context: u8,
}

impl Key {
    /// Describes a position at a trick boundary.
    #[inline]
    pub(crate) fn new(hands: &[u64; 4], leader: usize, trump: usize) -> Key {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        // The holder's seat index, bit by bit: East and West are odd, South and West ≥ 2.
        let odd = hands[1] | hands[3];
        let high = hands[2] | hands[3];
        let mut lengths = 0u64;
        for hand in hands {
            for suit in 0..4 {
                lengths = lengths << 4 | ((hand >> (16 * suit)) & 0xffff).count_ones() as u64;
            }
        }
        let mut owners: u128 = 0;
        for suit in 0..4 {
            let shift = 16 * suit;
            let mut cards = ((all >> shift) & 0xffff) as u32;
            let mut seq = 0u32;
            let mut place = 30;
            while cards != 0 {
                let bit = 31 - cards.leading_zeros();
                cards ^= 1 << bit;
                let at = shift + bit as usize;
                let holder = ((odd >> at) & 1) | ((high >> at) & 1) << 1;
                seq |= (holder as u32) << place;
                place -= 2;
            }
            owners |= u128::from(seq) << (32 * suit);
        }
        Key {
            lengths,
            owners,
            context: (leader | trump << 2) as u8,
        }
    }
}

/// The relevance mask for a position: the top `k` cards of each suit, where
/// the `relevant` cards (any alive cards) reach down to the `k`-th.
#[inline]
pub(crate) fn pattern_mask(all: u64, relevant: u64) -> u128 {
    let mut mask: u128 = 0;
    for suit in 0..4 {
        let shift = 16 * suit;
        let rel = ((relevant >> shift) & 0xffff) as u32;
        if rel == 0 {
            continue;
        }
        let lowest = rel.trailing_zeros();
        let cards = ((all >> shift) & 0xffff) as u32;
        let k = (cards >> lowest).count_ones();
        let bits = ((!0u32) << (32 - 2 * k)) as u128;
        mask |= bits << (32 * suit);
    }
    mask
}

/// The cards a relevance mask covers in a position: the top cards of each suit.
#[inline]
pub(crate) fn mask_cards(all: u64, mask: u128) -> u64 {
    let mut cards = 0u64;
    for suit in 0..4 {
        let k = ((mask >> (32 * suit)) as u32).count_ones() / 2;
        let mut held = ((all >> (16 * suit)) & 0xffff) as u32;
        let drop = held.count_ones().saturating_sub(k);
        for _ in 0..drop {
            held &= held - 1;
        }
        cards |= u64::from(held) << (16 * suit);
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
    #[inline]
    pub(crate) fn probe(&self, key: &Key, target: u8) -> Probe {
        let mut hint = NO_CARD;
        let Some(group) = self.groups.get(&Self::group(key)) else {
            return Probe::Hint(hint);
        };
        for e in group.iter().rev() {
            if (e.owners ^ key.owners) & e.mask != 0 {
                continue;
            }
            if e.lower >= target {
                return Probe::Settled(true, e.mask);
            }
            if e.upper < target {
                return Probe::Settled(false, e.mask);
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
    pub(crate) fn store(&mut self, key: &Key, mask: u128, bounds: (u8, u8), best: u8) {
        if self.len >= CAPACITY {
            self.clear();
        }
        let owners = key.owners & mask;
        let group = self.groups.entry(Self::group(key)).or_default();
        if let Some(e) = group
            .iter_mut()
            .find(|e| e.mask == mask && e.owners == owners)
        {
            e.lower = e.lower.max(bounds.0);
            e.upper = e.upper.min(bounds.1);
            if best != NO_CARD {
                e.best = best;
            }
            return;
        }
        group.push(Entry {
            owners,
            mask,
            lower: bounds.0,
            upper: bounds.1,
            best,
        });
        self.len += 1;
    }
}
