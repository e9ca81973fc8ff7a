//! Sure trump tricks: how many tricks a hand's trumps take whatever anyone plays,
//! counted from the trump ranks alone. One count for both searches: the double-dummy
//! search bounds a position with it before any card is tried, claim mode's floors
//! credit a claimer's trumps with it.

/// Tricks a hand's trumps `mine` take whatever anyone plays, against the
/// opponents' trumps `theirs` (one bit a rank): how many, and the lowest of the
/// trumps counted (0 if none), the count resting on the trumps above it.
///
/// Each trump of the hand falls in a trick of its own and wins it unless an
/// opponent drops a higher trump in the same trick, and each of theirs can do
/// that once. So the hand keeps all its trumps but the most that can be paired
/// with distinct higher ones of theirs; pairing from the top down finds that
/// most: a trump is sure when no unpaired trump of theirs lies above it.
#[inline]
pub(crate) fn sure_trump_tricks(mine: u32, theirs: u32) -> (usize, u32) {
    // Pairing from the top is bracket matching: the hand's trumps left unpaired
    // are those at which its running lead in trumps (its trumps less theirs,
    // counted from the top) reaches a new high. The trumps are read four ranks
    // at a time through a table of each nibble's running lead.
    debug_assert!((mine | theirs) >> 16 == 0, "one suit of 16 ranks");
    let (mut lead, mut best, mut lowest) = (0i32, 0i32, 0u32);
    for nibble in (0..4).rev() {
        let shift = 4 * nibble;
        let step = NIBBLE_LEADS[(((mine >> shift) & 15) << 4 | ((theirs >> shift) & 15)) as usize];
        if lead + i32::from(step.high) > best {
            best = lead + i32::from(step.high);
            lowest = 1 << (shift + u32::from(step.at));
        }
        lead += i32::from(step.net);
    }
    (best as usize, lowest)
}

/// One nibble of [`sure_trump_tricks`]: the hand's trumps less theirs over its
/// four ranks, the highest running count from its top rank down (0 before any),
/// and the rank within the nibble where that high is first reached.
#[derive(Clone, Copy)]
struct NibbleLead {
    net: i8,
    high: i8,
    at: u8,
}

/// [`NibbleLead`] by `mine << 4 | theirs`, built at compile time.
static NIBBLE_LEADS: [NibbleLead; 256] = {
    let mut table = [NibbleLead {
        net: 0,
        high: 0,
        at: 0,
    }; 256];
    let mut index = 0;
    while index < 256 {
        let (mine, theirs) = (index >> 4, index & 15);
        let (mut net, mut high, mut at) = (0i8, 0i8, 0u8);
        let mut bit = 4;
        while bit > 0 {
            bit -= 1;
            if mine & (1 << bit) != 0 {
                net += 1;
            } else if theirs & (1 << bit) != 0 {
                net -= 1;
            }
            if net > high {
                high = net;
                at = bit as u8;
            }
        }
        table[index] = NibbleLead { net, high, at };
        index += 1;
    }
    table
};
