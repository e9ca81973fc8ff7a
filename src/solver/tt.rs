//! The transposition table of partition search: bounds on North-South's
//! tricks proved at trick boundaries, each valid for every position with the
//! same leader, trumps and suit lengths in each hand in which the same hands
//! hold the top cards of each suit, down to the lowest card that mattered.

/// One stored bound and the positions it covers, packed in plain words so
/// that a new table comes zeroed from the allocator instead of being written:
///
/// - `[0]`: suit lengths of the four hands, a nibble each; zero marks an empty
///   slot (a position with cards left has some length);
/// - `[1]`, `[2]`: for each suit (32 bits each), who holds the top cards, 2
///   bits a card from the highest down, left-aligned;
/// - `[3]`, `[4]`: the mask of those bits that count (the relevant top cards);
/// - `[5]`: leader and trump (bits 0–7), North-South's lower and upper bound on
///   the tricks left (8–15, 16–23), tricks left (24–31: deeper entries cost
///   more to recompute and are kept longer), and the lead that last settled a
///   search here (32–39), the first card to try next time.
type Entry = [u64; 6];

fn wide(low: u64, high: u64) -> u128 {
    u128::from(low) | u128::from(high) << 64
}

fn field(e: &Entry, shift: u32) -> u8 {
    (e[5] >> shift) as u8
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
const WAYS: usize = 64;

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
            0..=4 => 8,
            5..=6 => 10,
            7..=8 => 12,
            9..=10 => 15,
            _ => 19,
        };
        let len = 1usize << bits;
        if self.entries.len() < len {
            self.entries = vec![[0; 6]; len];
            self.mask = len - 1;
        }
    }

    /// Drops every entry (keeps the allocation).
    pub(crate) fn clear(&mut self) {
        self.entries.fill([0; 6]);
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
            let mask = wide(e[3], e[4]);
            if e[0] != key.lengths
                || field(e, 0) != key.context
                || (wide(e[1], e[2]) ^ key.owners) & mask != 0
            {
                continue;
            }
            if field(e, 8) >= target {
                return Probe::Settled(true, mask);
            }
            if field(e, 16) < target {
                return Probe::Settled(false, mask);
            }
            if field(e, 32) != NO_CARD {
                hint = field(e, 32);
            }
        }
        Probe::Hint(hint)
    }

    /// Records `bounds` (lower, upper) for the positions matching `key` under
    /// `mask`, with the lead that settled the search if there was one.
    #[inline]
    pub(crate) fn store(&mut self, key: &Key, mask: u128, bounds: (u8, u8), depth: u8, best: u8) {
        let start = self.bucket(key);
        let Some(bucket) = self.entries.get_mut(start..start + WAYS) else {
            return;
        };
        let owners = key.owners & mask;
        let pack = |lower: u8, upper: u8, best: u8| {
            u64::from(key.context)
                | u64::from(lower) << 8
                | u64::from(upper) << 16
                | u64::from(depth) << 24
                | u64::from(best) << 32
        };
        let same = |e: &Entry| {
            e[0] == key.lengths
                && field(e, 0) == key.context
                && wide(e[3], e[4]) == mask
                && wide(e[1], e[2]) == owners
        };
        if let Some(e) = bucket.iter_mut().find(|e| same(e)) {
            let best = if best == NO_CARD { field(e, 32) } else { best };
            e[5] = pack(field(e, 8).max(bounds.0), field(e, 16).min(bounds.1), best);
            return;
        }
        let mut victim = 0;
        for (i, e) in bucket.iter().enumerate() {
            if e[0] == 0 {
                victim = i;
                break;
            }
            if field(e, 24) < field(&bucket[victim], 24) {
                victim = i;
            }
        }
        bucket[victim] = [
            key.lengths,
            owners as u64,
            (owners >> 64) as u64,
            mask as u64,
            (mask >> 64) as u64,
            pack(bounds.0, bounds.1, best),
        ];
    }
}
