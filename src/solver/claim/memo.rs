//! The memo of claim mode: what the search has proved about each trick start, by its
//! key (relative ranks, leader, statement step). A search of 10 to 13 cards a hand keeps
//! a few hundred thousand trick starts and looks one up several million times, each
//! look-up a miss in the processor's caches; so a trick start is packed with its bounds
//! into one 16-byte slot of an open-addressed table, one memory access a look-up where a
//! general hash map of 40-byte entries made two.

use rustc_hash::FxHashMap;

use super::search::{Bounds, StateKey};

/// Slots of a new table: enough for the claims of a few cards a hand, which never grow
/// it, and small enough to clear in a microsecond or two.
const FIRST_SLOTS: usize = 1 << 10;

/// The four bits a bound takes in a slot, where 15 stands for "none" (`u8::MAX`): no
/// count of tricks reaches it.
const NONE: u8 = 15;

/// The bounds of trick starts, by key.
pub(super) struct Memo {
    /// A power of two of slots, probed in order from a key's hash. A slot holds a packed
    /// key (see [`StateKey::packed`]), its bounds in the low byte; 0 is an empty slot, as
    /// no trick start kept has no cards left.
    slots: Vec<u128>,
    len: usize,
    /// The trick starts a slot cannot hold: while a stated card is still to come (the
    /// exact cards are then part of the key), the first trick of thirteen cards a hand
    /// or a statement of more than 63 steps. Few: the statement is played first.
    rest: FxHashMap<StateKey, Bounds>,
}

impl Memo {
    pub(super) fn new() -> Memo {
        Memo {
            slots: vec![0; FIRST_SLOTS],
            len: 0,
            rest: FxHashMap::default(),
        }
    }

    /// What is known of the trick start `key`.
    #[inline]
    pub(super) fn get(&self, key: &StateKey) -> Option<Bounds> {
        let Some(packed) = key.packed() else {
            return self.rest.get(key).copied();
        };
        let mask = self.slots.len() - 1;
        let mut i = index(packed, mask);
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return None;
            }
            if slot >> 8 == packed >> 8 {
                return Some(unpack(slot));
            }
            i = (i + 1) & mask;
        }
    }

    /// Keeps `bounds` for the trick start `key`, in place of what was known.
    #[inline]
    pub(super) fn insert(&mut self, key: StateKey, bounds: Bounds) {
        let Some(packed) = key.packed() else {
            self.rest.insert(key, bounds);
            return;
        };
        // At most half full: a look-up then finds its slot at the first or second try.
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        if self.place(packed | u128::from(pack(bounds))) {
            self.len += 1;
        }
    }

    /// Puts `slot` in its place; true when its key was not there before.
    fn place(&mut self, slot: u128) -> bool {
        let mask = self.slots.len() - 1;
        let mut i = index(slot, mask);
        loop {
            let here = self.slots[i];
            if here == 0 || here >> 8 == slot >> 8 {
                self.slots[i] = slot;
                return here == 0;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let bigger = vec![0; 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, bigger);
        for slot in old.into_iter().filter(|&s| s != 0) {
            self.place(slot);
        }
    }
}

/// A packed key's first slot: its bits (not the bounds' byte) mixed by two
/// multiplications, the high bits of the product taken.
#[inline]
fn index(packed: u128, mask: usize) -> usize {
    let key = packed >> 8;
    let mixed = ((key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (key >> 64) as u64)
        .wrapping_mul(0xd6e8_feb8_6659_fd93);
    // The mask is the table's size less one, a power of two: its bits say how many of
    // the product's high bits to take.
    (mixed >> (64 - mask.count_ones().max(1))) as usize & mask
}

fn pack(bounds: Bounds) -> u8 {
    let four = |b: u8| b.min(NONE);
    four(bounds.lower) | four(bounds.upper) << 4
}

fn unpack(slot: u128) -> Bounds {
    let four = |b: u8| if b == NONE { u8::MAX } else { b };
    let byte = slot as u8;
    Bounds {
        lower: four(byte & 0xf),
        upper: four(byte >> 4),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Position, Seat};
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The table answers as a plain map of the same keys would, through its growth and
    /// with keys of both kinds: a packed one and one kept aside.
    #[test]
    fn the_memo_keeps_what_a_map_keeps() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x3e30);
        let keys: Vec<StateKey> = (0..3000)
            .map(|i| {
                let n = 1 + i % 13;
                let position = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
                let hands = position.hands();
                let leader = Seat::ALL[rng.random_range(0..4usize)];
                let step = rng.random_range(0..70usize);
                let exact = if rng.random_bool(0.1) {
                    hands.all_cards().bits()
                } else {
                    0
                };
                StateKey::new(&hands, leader, step, exact)
            })
            .collect();
        let mut memo = Memo::new();
        let mut map = std::collections::HashMap::new();
        for _ in 0..20_000 {
            let key = keys[rng.random_range(0..keys.len())];
            let lower = rng.random_range(0..=13u8);
            let upper = if rng.random_bool(0.5) {
                u8::MAX
            } else {
                rng.random_range(lower..=13)
            };
            let bounds = Bounds { lower, upper };
            assert_eq!(
                memo.get(&key).map(|b| (b.lower, b.upper)),
                map.get(&key).map(|b: &Bounds| (b.lower, b.upper)),
            );
            memo.insert(key, bounds);
            map.insert(key, bounds);
            let kept = memo.get(&key).expect("just kept");
            assert_eq!((kept.lower, kept.upper), (lower, upper));
        }
        // The same keys again, every one found with its last bounds.
        for (key, bounds) in &map {
            let kept = memo.get(key).expect("kept");
            assert_eq!((kept.lower, kept.upper), (bounds.lower, bounds.upper));
        }
        assert!(memo.slots.len() > FIRST_SLOTS, "the table grew");
        assert!(!memo.rest.is_empty(), "some keys were kept aside");
    }
}
