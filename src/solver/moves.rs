//! Move generation: the distinct cards a player may play, one per run of
//! equivalent cards, in the order most likely to settle the search early.

mod notrump;
mod notrump_play;
mod trump;

use super::bits::{NO_TRUMP, beats, card_index, highest, rank_of, run_tops, suit_bits, suit_of};
use super::search::{Search, Trick};

/// The cost in suit score of each card the opponents may play to a lead (as in
/// DDS, a smaller choice for them makes a smaller tree to search).
const WIDTH: i32 = 10;

/// At most one card per run: never more than 13.
#[derive(Default)]
pub(crate) struct Moves {
    cards: [u32; 13],
    scores: [i32; 13],
    len: usize,
}

impl Moves {
    #[inline]
    fn push(&mut self, card: u32, score: i32) {
        // Insertion keeps the list sorted, best first; lists are short.
        let mut i = self.len;
        while i > 0 && self.scores[i - 1] < score {
            self.cards[i] = self.cards[i - 1];
            self.scores[i] = self.scores[i - 1];
            i -= 1;
        }
        self.cards[i] = card;
        self.scores[i] = score;
        self.len += 1;
    }

    pub(crate) fn cards(&self) -> &[u32] {
        &self.cards[..self.len]
    }
}

/// Fills `list` with the moves of `seat`, the `ply`-th player of `trick`.
/// `killer` is the lead that last settled a sibling position (same tricks left,
/// same leader), weighed in when `ply` is 0.
pub(crate) fn generate(
    search: &Search<'_>,
    ply: usize,
    seat: usize,
    trick: &Trick,
    killer: u32,
    list: &mut Moves,
) {
    let hands = &search.hands;
    let alive = hands[0] | hands[1] | hands[2] | hands[3] | trick.table;
    let hand = hands[seat];
    if ply == 0 {
        if search.trump != NO_TRUMP && suit_bits(alive, search.trump) != 0 {
            trump::leads(search, seat, alive, trick.best, killer, list);
        } else {
            notrump::leads(search, seat, alive, trick.best, killer, list);
        }
        return;
    }
    let led = trick.led;
    let follow = suit_bits(hand, led);
    if follow != 0 {
        // One run of the suit led: nothing to order.
        let tops = run_tops(follow, suit_bits(alive, led));
        if tops & (tops - 1) == 0 {
            list.push(card_index(led, tops.trailing_zeros()), 0);
            return;
        }
    }
    // As DDS, once no one holds a trump the play is ordered as at notrump
    // (on the benchmark's suit deals, 0.4 % fewer positions than without).
    let notrump = search.trump == NO_TRUMP || suit_bits(alive, search.trump) == 0;
    if follow != 0 && notrump && ply < 3 {
        notrump_play::follows(search, ply, trick, follow, suit_bits(alive, led), list);
    } else if follow == 0 && notrump {
        notrump_play::discards(search, ply, seat, trick, alive, list);
    } else if follow != 0 {
        follows(
            search,
            ply,
            seat,
            trick,
            follow,
            suit_bits(alive, led),
            list,
        );
    } else {
        discards(search, ply, seat, trick, alive, list);
    }
}

fn follows(
    search: &Search<'_>,
    ply: usize,
    seat: usize,
    trick: &Trick,
    mine: u32,
    all: u32,
    list: &mut Moves,
) {
    let led = trick.led;
    let partner_winning = trick.best_seat & 1 == seat & 1;
    // The next player is always an opponent; a card above all of theirs in the
    // suit led wins unless it is ruffed or partner's card already does the job.
    let next = if ply < 3 {
        suit_bits(search.hands[(seat + 1) & 3], led)
    } else {
        0
    };
    let next_top = if next == 0 { 0 } else { highest(next) };
    let fourth_wins = ply == 1 && fourth_hand_wins(search, seat, trick);
    let mut tops = run_tops(mine, all);
    while tops != 0 {
        let bit = highest(tops);
        tops ^= 1 << bit;
        let card = card_index(led, bit);
        let rank = bit as i32;
        let wins_now = beats(card, trick.best, search.trump);
        let score = match ply {
            3 => {
                if !partner_winning && wins_now {
                    100 - rank
                } else {
                    -rank
                }
            }
            2 => {
                let partner_holds =
                    partner_winning && suit_of(trick.best) == led && rank_of(trick.best) > next_top;
                if partner_holds || (partner_winning && suit_of(trick.best) != led) {
                    -rank
                } else if (wins_now || partner_winning) && bit > next_top {
                    100 - rank
                } else if wins_now {
                    50 - rank
                } else {
                    -rank
                }
            }
            _ => {
                if fourth_wins {
                    // Partner takes the trick: no need to spend a high card.
                    -rank
                } else if wins_now && bit > next_top {
                    100 - rank
                } else {
                    -rank
                }
            }
        };
        list.push(card, score);
    }
}

/// Whether, with `seat` second to play, his partner (fourth) takes the trick:
/// he holds a card of the suit led above the lead and above third hand's
/// cards, and third hand cannot ruff.
fn fourth_hand_wins(search: &Search<'_>, seat: usize, trick: &Trick) -> bool {
    let (led, trump) = (trick.led, search.trump);
    let third = search.hands[(seat + 1) & 3];
    let fourth = suit_bits(search.hands[seat ^ 2], led);
    let follows = suit_bits(third, led);
    let third_ruffs =
        follows == 0 && trump != NO_TRUMP && led != trump && suit_bits(third, trump) != 0;
    let to_beat = rank_of(trick.best).max(if follows == 0 { 0 } else { highest(follows) });
    fourth != 0 && !third_ruffs && highest(fourth) > to_beat
}

fn discards(
    search: &Search<'_>,
    ply: usize,
    seat: usize,
    trick: &Trick,
    alive: u64,
    list: &mut Moves,
) {
    let hand = search.hands[seat];
    let trump = search.trump;
    // Second hand keeps his trumps when partner, fourth, takes the trick anyway.
    let partner_winning =
        trick.best_seat & 1 == seat & 1 || (ply == 1 && fourth_hand_wins(search, seat, trick));
    for suit in 0..4 {
        let mine = suit_bits(hand, suit);
        if mine == 0 {
            continue;
        }
        let all = suit_bits(alive, suit);
        let length = mine.count_ones() as i32;
        let mut tops = run_tops(mine, all);
        while tops != 0 {
            let bit = highest(tops);
            tops ^= 1 << bit;
            let card = card_index(suit, bit);
            let rank = bit as i32;
            let score = if suit == trump {
                if partner_winning {
                    -100 - rank
                } else if beats(card, trick.best, trump) {
                    100 - rank
                } else {
                    -120 - rank
                }
            } else {
                let winner = bit == highest(all);
                length - 2 * rank - if winner { 30 } else { 0 }
            };
            list.push(card, score);
        }
    }
}

/// The suit's three highest cards in the hands (rank bits), each with its
/// holder; `(0, None)` past the last card. `held` is each seat's holding of
/// the suit, `all` the suit's cards in play.
pub(super) fn top_three(held: &[u32; 4], all: u32) -> [(u32, Option<usize>); 3] {
    let holder = |bit: u32| (0..4).find(|&seat| held[seat] & (1 << bit) != 0);
    let mut rest = all;
    let mut next = || {
        if rest == 0 {
            return (0, None);
        }
        let bit = highest(rest);
        rest ^= 1 << bit;
        (bit, holder(bit))
    };
    // Written out: `array::map` is not inlined here, and this runs for every
    // suit of every lead.
    [next(), next(), next()]
}

/// Each seat's holding of `suit` (written out, as [`top_three`]).
#[inline]
pub(super) fn holdings(hands: &[u64; 4], suit: usize) -> [u32; 4] {
    let h = |seat: usize| suit_bits(hands[seat], suit);
    [h(0), h(1), h(2), h(3)]
}

/// The number of cards in each holding.
#[inline]
pub(super) fn lengths(held: &[u32; 4]) -> [i32; 4] {
    let n = |seat: usize| held[seat].count_ones() as i32;
    [n(0), n(1), n(2), n(3)]
}
