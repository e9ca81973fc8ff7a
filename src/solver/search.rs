//! The null-window search: can North-South take at least a given number of
//! the tricks left? Card by card within a trick, with the transposition table
//! and quick-trick cutoffs at trick boundaries.

use super::moves::{self, Moves};
use super::tt::Table;

/// The `trump` value for notrump: no suit has this index.
pub(crate) const NO_TRUMP: usize = 4;

/// The cards of one suit from a 64-bit hand, as a 16-bit holding (bit = rank).
#[inline]
pub(crate) fn suit_bits(hand: u64, suit: usize) -> u32 {
    ((hand >> (16 * suit)) & 0xffff) as u32
}

/// Whether `card` (a bit index) beats the trick's current winner `best`.
#[inline]
pub(crate) fn beats(card: u32, best: u32, trump: usize) -> bool {
    if card >> 4 == best >> 4 {
        card > best
    } else {
        (card >> 4) as usize == trump
    }
}

/// The trick being played: who led, what is on the table and who is winning it.
#[derive(Clone, Copy)]
pub(crate) struct Trick {
    pub(crate) leader: usize,
    pub(crate) led: usize,
    /// The winning card so far, as a bit index.
    pub(crate) best: u32,
    pub(crate) best_seat: usize,
    /// Cards played to this trick: they still count when deciding which cards
    /// of a hand are equivalent.
    pub(crate) table: u64,
}

/// One search over one deal: the hands as they change, and the shared table.
pub(crate) struct Search<'t> {
    /// Remaining cards by seat index (North 0, East 1, South 2, West 3).
    pub(crate) hands: [u64; 4],
    pub(crate) trump: usize,
    pub(crate) table: &'t mut Table,
    pub(crate) nodes: u64,
}

impl Search<'_> {
    /// Whether North-South take at least `target` of the `left` tricks when
    /// `leader` leads to a fresh trick.
    pub(crate) fn boundary(&mut self, leader: usize, target: i32, left: u32) -> bool {
        if target <= 0 {
            return true;
        }
        if target > left as i32 {
            return false;
        }
        self.nodes += 1;
        if left == 1 {
            return self.last_trick(leader);
        }
        let quick = self.quick_tricks(leader);
        if leader & 1 == 0 {
            if target <= quick {
                return true;
            }
        } else if target > left as i32 - quick {
            return false;
        }
        let key = Table::key(&self.hands, leader, self.trump);
        if let Some((lower, upper)) = self.table.probe(key) {
            if i32::from(lower) >= target {
                return true;
            }
            if i32::from(upper) < target {
                return false;
            }
        }
        let trick = Trick {
            leader,
            led: 0,
            best: 0,
            best_seat: leader,
            table: 0,
        };
        let won = self.play(0, trick, target, left);
        // `target` lies in 1..=left here, so both bounds fit in a u8.
        let depth = left as u8;
        if won {
            self.table.store(key, target as u8, depth, depth);
        } else {
            self.table.store(key, 0, (target - 1) as u8, depth);
        }
        won
    }

    /// Whether North-South win the last trick, one card in each hand.
    fn last_trick(&self, leader: usize) -> bool {
        let lead = self.hands[leader].trailing_zeros();
        let mut best = lead;
        let mut best_seat = leader;
        for i in 1..4 {
            let seat = (leader + i) & 3;
            let card = self.hands[seat].trailing_zeros();
            if beats(card, best, self.trump) {
                best = card;
                best_seat = seat;
            }
        }
        best_seat & 1 == 0
    }

    /// The `ply`-th card of a trick (0 = the lead): tries each distinct card
    /// of the player on turn, best-looking first, until one settles the node.
    pub(crate) fn play(&mut self, ply: usize, trick: Trick, target: i32, left: u32) -> bool {
        let seat = (trick.leader + ply) & 3;
        let mut list = Moves::default();
        moves::generate(self, ply, seat, &trick, &mut list);
        // North-South look for one card that reaches the target; East-West for
        // one that keeps North-South below it.
        let north_south = seat & 1 == 0;
        for &card in list.cards() {
            let bit = 1u64 << card;
            self.hands[seat] ^= bit;
            let result = if ply == 3 {
                let winner = if beats(card, trick.best, self.trump) {
                    seat
                } else {
                    trick.best_seat
                };
                let won = i32::from(winner & 1 == 0);
                self.boundary(winner, target - won, left - 1)
            } else {
                let mut next = trick;
                next.table |= bit;
                if ply == 0 {
                    next.led = (card >> 4) as usize;
                    next.best = card;
                    next.best_seat = seat;
                } else if beats(card, trick.best, self.trump) {
                    next.best = card;
                    next.best_seat = seat;
                }
                self.play(ply + 1, next, target, left)
            };
            self.hands[seat] ^= bit;
            if result == north_south {
                return north_south;
            }
        }
        !north_south
    }

    /// Tricks the leader's side is sure to take by cashing the leader's own
    /// top cards, without ever giving up the lead.
    ///
    /// Only cards above every other card of their suit count (partner cannot be
    /// forced to overtake them); once nobody else holds the suit, the leader's
    /// small cards count as well. At a trump contract side suits count only
    /// when the leader's top trumps draw everyone else's trumps, so that no one
    /// can ruff (nor can partner be forced to ruff and take the lead).
    fn quick_tricks(&self, leader: usize) -> i32 {
        let me = self.hands[leader];
        let others = [
            self.hands[leader ^ 2],
            self.hands[(leader + 1) & 3],
            self.hands[(leader + 3) & 3],
        ];
        let rest = others[0] | others[1] | others[2];
        // (tricks, whether the suit is then exhausted for everyone else)
        let suit_tricks = |suit: usize| -> (i32, bool) {
            let mine = suit_bits(me, suit);
            if mine == 0 {
                return (0, false);
            }
            let theirs = suit_bits(rest, suit);
            let tops = if theirs == 0 {
                mine.count_ones()
            } else {
                (mine >> (32 - theirs.leading_zeros())).count_ones()
            };
            let longest = others
                .iter()
                .map(|h| suit_bits(*h, suit).count_ones())
                .max()
                .unwrap_or(0);
            if tops >= longest {
                (mine.count_ones() as i32, true)
            } else {
                (tops as i32, false)
            }
        };
        if self.trump == NO_TRUMP {
            return (0..4).map(|s| suit_tricks(s).0).sum();
        }
        let (trumps, drawn) = suit_tricks(self.trump);
        let nobody_else_has_trumps = suit_bits(rest, self.trump) == 0;
        if !(drawn || nobody_else_has_trumps) {
            return trumps;
        }
        trumps
            + (0..4)
                .filter(|&s| s != self.trump)
                .map(|s| suit_tricks(s).0)
                .sum::<i32>()
    }
}
