//! Card ordering at notrump after the lead: second and third hand following
//! suit, and the discards of the three hands after the leader.
//!
//! The weights are those DDS gives these plays (Bo Haglund and Søren Hein,
//! `WeightAllocNTNotvoid1`, `WeightAllocNTVoid1`, `WeightAllocNTNotvoid2`,
//! `WeightAllocNTVoid2` and `WeightAllocNTVoid3` in `Moves.cpp`). Fourth
//! hand following suit is ordered as at a trump contract, which is already
//! DDS's `WeightAllocCombinedNotvoid3`: win as cheaply as possible, else
//! play low.

use super::super::bits::{above_all, card_index, highest, rank_of, run_tops, suit_bits};
use super::super::search::{Search, Trick};
use super::Moves;

/// Second hand, following suit.
mod second {
    /// A card above the lead and third hand's cards: it wins unless fourth
    /// hand's partner overtakes, and the lower of them are tried first.
    pub(super) const WINS: i32 = 81;
    /// A card below third hand's or partner's lowest card: it makes no
    /// difference, play it low.
    pub(super) const NO_DIFFERENCE: i32 = -3;
    /// A card below the lead.
    pub(super) const UNDER_LEAD: i32 = -11;
    /// A card heading a sequence, above the lead: some willingness to split.
    pub(super) const SPLIT: i32 = 10;
    /// Any other card, lower first.
    pub(super) const OTHER: i32 = 13;
}

/// Third hand, following suit.
mod third {
    /// A card above second and fourth hands' cards: it wins the trick.
    pub(super) const WINS: i32 = 60;
    /// The cheapest card that forces out fourth hand's top card, or that
    /// beats second hand's winning card.
    pub(super) const FORCES: i32 = 20;
    /// The cheapest card that overtakes partner's singleton lead when this
    /// hand's top cards then run the suit.
    pub(super) const UNBLOCKS: i32 = 20;
}

/// The weight of keeping length in a discard: each card of the suit held
/// counts `64 / divisor`, with penalties for discarding from a guarded
/// second-best card (Kx) and for a bare top card.
struct Discard {
    divisor: i32,
    from_kx: i32,
    bare_top: i32,
}

/// Second hand's discards when partner, fourth, can win the trick.
const SECOND_PARTNER_WINS: Discard = Discard {
    divisor: 23,
    from_kx: -2,
    bare_top: -3,
};
/// Second hand's other discards.
const SECOND: Discard = Discard {
    divisor: 33,
    from_kx: -6,
    bare_top: -8,
};
/// Third hand's discards.
const THIRD: Discard = Discard {
    divisor: 24,
    from_kx: -4,
    bare_top: -4,
};
/// Fourth hand's discards.
const FOURTH: Discard = Discard {
    divisor: 27,
    from_kx: -6,
    bare_top: -8,
};

/// The length bonus is `length << LENGTH_SHIFT` over the divisor (DDS's units).
const LENGTH_SHIFT: u32 = 6;

/// The highest rank of a holding, 0 for none.
fn top(holding: u32) -> u32 {
    if holding == 0 { 0 } else { highest(holding) }
}

/// The lowest rank of a holding, 0 for none.
fn bottom(holding: u32) -> u32 {
    if holding == 0 {
        0
    } else {
        holding.trailing_zeros()
    }
}

/// Pushes each of the run tops `tops` of `suit` with its weight.
#[inline(always)]
fn push_runs(list: &mut Moves, suit: usize, mut tops: u32, weight: impl Fn(u32) -> i32) {
    while tops != 0 {
        let bit = highest(tops);
        tops ^= 1 << bit;
        list.push(card_index(suit, bit), weight(bit));
    }
}

/// Fills `list` with the cards of the `ply`-th player (1 or 2), who holds
/// `mine` of the suit led (`all` of which are still in play).
pub(super) fn follows(
    search: &Search<'_>,
    ply: usize,
    trick: &Trick,
    mine: u32,
    all: u32,
    list: &mut Moves,
) {
    let led = trick.led;
    let hands = &search.hands;
    let tops = run_tops(mine, all);
    let best = rank_of(trick.best);
    let fourth = suit_bits(hands[(trick.leader + 3) & 3], led);
    if ply == 1 {
        let third = suit_bits(hands[trick.leader ^ 2], led);
        if top(fourth) > best && top(fourth) > top(third) {
            // Partner wins the trick over both opponents: play low.
            return push_runs(list, led, tops, |bit| -(bit as i32));
        }
        let (low_third, low_partner) = (bottom(third), bottom(fourth));
        push_runs(list, led, tops, |bit| {
            let rank = bit as i32;
            let from_top = (all >> bit).count_ones() as i32;
            let below = all & ((1 << bit) - 1);
            let sequence = below != 0 && mine & (1 << highest(below)) != 0;
            if bit > best && bit > top(third) {
                second::WINS - rank
            } else if low_third > bit || low_partner > bit {
                second::NO_DIFFERENCE + from_top
            } else if bit < best {
                second::UNDER_LEAD + from_top
            } else if sequence {
                second::SPLIT + from_top
            } else {
                second::OTHER - rank
            }
        });
        return;
    }
    let partner_winning = trick.best_seat == trick.leader;
    let max_fourth = top(fourth);
    if partner_winning && best > max_fourth {
        // Partner's lead holds the trick: play low, unless partner led a
        // singleton and this hand, with the suit's top card, then runs it.
        let leader_out = suit_bits(hands[trick.leader], led) == 0;
        let mut bonus = None;
        if leader_out && mine & (1 << highest(all)) != 0 {
            let second_len = suit_bits(hands[(trick.leader + 1) & 3], led).count_ones();
            let longest = (fourth.count_ones().saturating_sub(1)).max(second_len);
            let others = all & !mine & !(1 << best);
            let running = above_all(mine, others).count_ones().saturating_sub(1);
            if longest <= running {
                let over = tops & !((2u32 << best) - 1);
                bonus = (over != 0).then(|| over.trailing_zeros());
            }
        }
        return push_runs(list, led, tops, |bit| {
            -(bit as i32)
                + if bonus == Some(bit) {
                    third::UNBLOCKS
                } else {
                    0
                }
        });
    }
    if highest(mine) < bottom(fourth) || highest(mine) < best {
        // Too low to matter.
        return push_runs(list, led, tops, |bit| -(bit as i32));
    }
    let mut force = None;
    if max_fourth > highest(mine) && max_fourth > best {
        let runs = run_tops(fourth, all);
        if runs.count_ones() >= 2 {
            let next = highest(runs ^ (1 << highest(runs)));
            let floor = if next > best {
                Some(next)
            } else if trick.best_seat == (trick.leader + 1) & 3 {
                Some(best)
            } else {
                None
            };
            if let Some(floor) = floor {
                let over = tops & !((2u32 << floor) - 1);
                force = (over != 0).then(|| over.trailing_zeros());
            }
        }
    }
    push_runs(list, led, tops, |bit| {
        let base = if bit > best && bit > max_fourth {
            third::WINS - bit as i32
        } else {
            -(bit as i32)
        };
        base + if force == Some(bit) { third::FORCES } else { 0 }
    });
}

/// Fills `list` with the discards of `seat`, the `ply`-th player (1 to 3),
/// void in the suit led; `alive` the cards still in play.
pub(super) fn discards(
    search: &Search<'_>,
    ply: usize,
    seat: usize,
    trick: &Trick,
    alive: u64,
    list: &mut Moves,
) {
    let hands = &search.hands;
    let weights = match ply {
        1 => {
            let led = trick.led;
            let partner = top(suit_bits(hands[seat ^ 2], led));
            let third = top(suit_bits(hands[trick.leader ^ 2], led));
            if partner > rank_of(trick.best) && partner > third {
                &SECOND_PARTNER_WINS
            } else {
                &SECOND
            }
        }
        2 => &THIRD,
        _ => &FOURTH,
    };
    let hand = hands[seat];
    for suit in 0..4 {
        let mine = suit_bits(hand, suit);
        if mine == 0 {
            continue;
        }
        let all = suit_bits(alive, suit);
        let length = mine.count_ones() as i32;
        let mut keep = (length << LENGTH_SHIFT) / weights.divisor;
        let first = highest(all);
        if length == 2 {
            let rest = all ^ (1 << first);
            if rest != 0 && mine & (1 << highest(rest)) != 0 {
                keep += weights.from_kx;
            }
        } else if length == 1 && mine & (1 << first) != 0 {
            keep += weights.bare_top;
        }
        let mut tops = run_tops(mine, all);
        while tops != 0 {
            let bit = highest(tops);
            tops ^= 1 << bit;
            list.push(card_index(suit, bit), keep - bit as i32);
        }
    }
}
