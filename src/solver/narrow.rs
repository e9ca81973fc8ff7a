//! From yes/no searches to a count of tricks: the null-window driver of the
//! double-dummy solver. Each search answers "can North-South take at least `t` of the
//! tricks left?"; here are the first guess at `t`, the steps from it to the answer,
//! the search of a trick already in progress, and the turn of North-South's count
//! into the leader's side's.

use crate::model::Seat;

use super::bits::{NO_TRUMP, beats, suit_bits, suit_of};
use super::search::{Search, Trick};

/// The largest `t` in `0..=left` for which `reaches(t)` holds, stepping one
/// trick at a time from `guess`; `reaches` must be monotone (true up to the
/// answer, false above). The searches that cost are those next to the answer,
/// which any order must make: a good guess saves the others.
pub(super) fn narrow(left: u32, guess: u32, mut reaches: impl FnMut(i32) -> bool) -> u32 {
    let (mut low, mut high) = (0, left as i32);
    let mut probe = guess as i32;
    while low < high {
        let target = probe.clamp(low + 1, high);
        if reaches(target) {
            low = target;
            probe = target + 1;
        } else {
            high = target - 1;
            probe = target - 1;
        }
    }
    low as u32
}

/// A first guess at North-South's tricks: their share of the high-card points,
/// moved by half the difference in trump length.
pub(super) fn estimate(hands: &[u64; 4], trump: usize, left: u32) -> u32 {
    let points = |hand: u64| -> u32 {
        (0..4)
            .map(|s| {
                let suit = suit_bits(hand, s);
                (11..=14).map(|r| ((suit >> r) & 1) * (r - 10)).sum::<u32>()
            })
            .sum()
    };
    let ns = points(hands[0]) + points(hands[2]);
    let ew = points(hands[1]) + points(hands[3]);
    let mut guess = (2 * left * ns + (ns + ew)) / (2 * (ns + ew)).max(1);
    if trump != NO_TRUMP {
        let length = |hand: u64| suit_bits(hand, trump).count_ones() as i32;
        let more = length(hands[0]) + length(hands[2]) - length(hands[1]) - length(hands[3]);
        guess = (guess as i32 + more / 2).clamp(0, left as i32) as u32;
    }
    guess
}

/// Converts North-South's tricks to those of `leader`'s side.
pub(super) fn from_north_south(north_south: u32, left: u32, leader: Seat) -> u8 {
    let tricks = if leader.index() & 1 == 0 {
        north_south
    } else {
        left - north_south
    };
    tricks as u8
}

/// Whether North-South take `target` of the `left` tricks, the one in progress
/// counted, after `leader` and the players after him played `cards` (0 to 3 bit
/// indices, in order) to it.
pub(super) fn after_cards(
    search: &mut Search<'_>,
    leader: usize,
    cards: &[u32],
    target: i32,
    left: u32,
) -> bool {
    let Some(&lead) = cards.first() else {
        return search.boundary(leader, target, left).0;
    };
    let mut trick = Trick {
        leader,
        led: suit_of(lead),
        best: lead,
        best_seat: leader,
        table: 0,
    };
    for (i, &card) in cards.iter().enumerate() {
        let seat = (leader + i) & 3;
        search.hands[seat] ^= 1u64 << card;
        trick.table |= 1u64 << card;
        if i > 0 && beats(card, trick.best, search.trump) {
            trick.best = card;
            trick.best_seat = seat;
        }
    }
    let (result, _) = search.play(cards.len(), trick, target, left);
    for (i, &card) in cards.iter().enumerate() {
        search.hands[(leader + i) & 3] ^= 1u64 << card;
    }
    result
}
