//! The transposition table of partition search: bounds on North-South's
//! tricks proved at trick boundaries, each valid for every position with the
//! same leader, trumps and suit lengths in each hand in which the same hands
//! hold the top cards of each suit, down to the lowest card that mattered.

/// One stored bound and the positions it covers.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// Suit lengths of the four hands, a nibble each; zero marks an empty slot
    /// (a position with cards left has some length).
    lengths: u64,
    /// For each suit (32 bits each), who holds the top cards, 2 bits a card
    /// from the highest down, left-aligned; only the bits under `mask` count.
    owners: u128,
    mask: u128,
    /// Leader (bits 0–1) and trump index (bits 2–4).
    context: u8,
    /// North-South take at least `lower` and at most `upper` of the tricks left.
    lower: u8,
    upper: u8,
    /// Tricks left: deeper positions cost more to recompute, so they are kept longer.
    depth: u8,
    /// The lead that last settled a search here (a bit index), or [`NO_CARD`]:
    /// the first card to try when the bounds alone do not settle the next one.
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

/// Entries checked per probe. Positions of equal suit lengths share a bucket
/// and differ only in their top cards, so a bucket must hold several.
const WAYS: usize = 8;

/// A position as the table sees it.
#[derive(Clone, Copy)]
pub(crate) struct Key {
    lengths: u64,
    /// Owners of every card of each suit, laid out as [`Entry::owners`].
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

/// A fixed-size, bucketed table. It is never cleared between solves: an entry
/// describes positions up to relative rank, with trumps and the leader, so a
/// bound stays true for every deal that matches it.
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
            0..=4 => 9,
            5..=6 => 11,
            7..=8 => 14,
            9..=10 => 17,
            _ => 20,
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

    #[inline]
    fn bucket(&self, key: &Key) -> usize {
        let hash = (key.lengths ^ u64::from(key.context).rotate_left(61))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((hash >> 24) as usize & self.mask) & !(WAYS - 1)
    }

    /// A stored bound for `key` that settles whether North-South reach
    /// `target`: the answer and the relevance mask it rests on.
    #[inline]
    pub(crate) fn probe(&self, key: &Key, target: u8) -> Probe {
        let start = self.bucket(key);
        let mut hint = NO_CARD;
        for e in self.entries.get(start..start + WAYS).unwrap_or_default() {
            if e.lengths != key.lengths
                || e.context != key.context
                || (e.owners ^ key.owners) & e.mask != 0
            {
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

    /// Records `lower..=upper` for the positions matching `key` under `mask`.
    #[inline]
    pub(crate) fn store(&mut self, key: &Key, mask: u128, bounds: (u8, u8), depth: u8, best: u8) {
        let (lower, upper) = bounds;
        let start = self.bucket(key);
        let Some(bucket) = self.entries.get_mut(start..start + WAYS) else {
            return;
        };
        let owners = key.owners & mask;
        if let Some(e) = bucket.iter_mut().find(|e| {
            e.lengths == key.lengths
                && e.context == key.context
                && e.mask == mask
                && e.owners == owners
        }) {
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            if best != NO_CARD {
                e.best = best;
            }
            return;
        }
        let mut victim = 0;
        for (i, e) in bucket.iter().enumerate() {
            if e.lengths == 0 {
                victim = i;
                break;
            }
            if e.depth < bucket[victim].depth {
                victim = i;
            }
        }
        bucket[victim] = Entry {
            lengths: key.lengths,
            owners,
            mask,
            context: key.context,
            lower,
            upper,
            depth,
            best,
        };
    }
}
