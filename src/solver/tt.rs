//! The transposition table: bounds on North-South's tricks for positions seen at
//! trick boundaries, keyed by the cards' relative ranks so that positions which
//! differ only in cards already played share one entry.

/// One stored position: its key and the bounds proved so far.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// The packed key (see [`Table::key`]); zero marks an empty slot, which no
    /// position with cards left can produce because suit lengths are part of it.
    key: u128,
    /// North-South take at least `lower` and at most `upper` of the tricks left.
    lower: u8,
    upper: u8,
    /// Tricks left: deeper positions cost more to recompute, so they are kept longer.
    depth: u8,
}

/// Entries checked per probe: a small bucket keeps costly entries from being
/// evicted by the flood of shallow ones.
const WAYS: usize = 4;

/// A fixed-size, bucketed table. It is never cleared between solves: a key
/// describes a position up to relative rank, with trumps and the leader, so a
/// bound stays true for every deal that produces the same key.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    pub(crate) fn new() -> Table {
        Table {
            entries: Vec::new(),
            mask: 0,
        }
    }

    /// Makes room for positions of `cards_each` cards a hand. Small endings get
    /// a small table because zeroing pages costs more than they would ever use.
    pub(crate) fn reserve(&mut self, cards_each: usize) {
        let bits = match cards_each {
            0..=4 => 10,
            5..=6 => 12,
            7..=8 => 15,
            9..=10 => 18,
            _ => 21,
        };
        let len = 1usize << bits;
        if self.entries.len() < len {
            self.entries = vec![Entry::default(); len];
            self.mask = len - 1;
        }
    }

    /// Drops every entry (keeps the allocation).
    pub(crate) fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    /// The packed key of a position at a trick boundary. For each suit: its
    /// length (4 bits), then the holder of each remaining card from the top (2
    /// bits each); then the leader and the trump suit. Ranks enter only through
    /// their order, which is all that decides tricks from here on.
    #[inline]
    pub(crate) fn key(hands: &[u64; 4], leader: usize, trump: usize) -> u128 {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        // The holder's seat index, bit by bit: East and West are odd, South and West ≥ 2.
        let odd = hands[1] | hands[3];
        let high = hands[2] | hands[3];
        let mut key: u128 = 0;
        for suit in 0..4 {
            let shift = 16 * suit;
            let mut cards = ((all >> shift) & 0xffff) as u32;
            key = key << 4 | u128::from(cards.count_ones());
            while cards != 0 {
                let bit = 31 - cards.leading_zeros();
                cards ^= 1 << bit;
                let at = shift + bit as usize;
                let holder = ((odd >> at) & 1) | ((high >> at) & 1) << 1;
                key = key << 2 | u128::from(holder);
            }
        }
        key << 5 | (leader as u128) << 3 | trump as u128
    }

    #[inline]
    fn bucket(&self, key: u128) -> usize {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let hash = folded.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((hash >> 20) as usize & self.mask) & !(WAYS - 1)
    }

    /// The bounds stored for `key`, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u128) -> Option<(u8, u8)> {
        let start = self.bucket(key);
        self.entries
            .get(start..start + WAYS)?
            .iter()
            .find(|e| e.key == key)
            .map(|e| (e.lower, e.upper))
    }

    /// Narrows the bounds for `key` to `lower..=upper`, or stores them in the
    /// bucket's least valuable slot.
    #[inline]
    pub(crate) fn store(&mut self, key: u128, lower: u8, upper: u8, depth: u8) {
        let start = self.bucket(key);
        let Some(bucket) = self.entries.get_mut(start..start + WAYS) else {
            return;
        };
        if let Some(e) = bucket.iter_mut().find(|e| e.key == key) {
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            return;
        }
        let mut victim = 0;
        for (i, e) in bucket.iter().enumerate() {
            if e.key == 0 {
                victim = i;
                break;
            }
            if e.depth < bucket[victim].depth {
                victim = i;
            }
        }
        bucket[victim] = Entry {
            key,
            lower,
            upper,
            depth,
        };
    }
}
