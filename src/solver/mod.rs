//! Solvers for bridge end positions. The double-dummy solver here: how many tricks
//! a side takes when all four hands are known and everyone plays perfectly. Claim
//! mode, the worst normal line for a claimer (Laws 70–71), is in [`claim`]. Both
//! searches hold cards as bits in one layout, and decide who wins a trick by one rule,
//! both in `bits.rs`.
//!
//! # Technique
//!
//! The value of a position is found by a handful of **null-window searches**
//! (as DDS does): "can North-South take at least `t` of the tricks left?" is a
//! yes/no question, answered by an AND/OR search card by card. The first `t`
//! asked is a guess from the high-card points and trump lengths, and the next
//! ones step a trick at a time towards the answer: the searches next to the
//! answer are the costly ones and every order must make them, so a good guess
//! saves the rest (fewer nodes than a binary search from the middle).
//!
//! - **Transposition table** (`tt.rs`): at every trick boundary the bounds
//!   proved for North-South's tricks are stored under a key of the *relative*
//!   ranks: for each suit, who holds the highest remaining card, the next, and
//!   so on; plus the leader and trumps. Cards already played drop out, so
//!   positions reached through different tricks share an entry, and the table
//!   stays valid from one solve to the next. It is kept only while the solves
//!   are of one deal (each position's hands within the other's): entries of an
//!   unrelated deal seldom match and slow every probe down. With five tricks or
//!   more left it is probed before the quick tricks are counted, later after.
//! - **Equivalent cards** (`moves.rs`): cards of one hand that are adjacent among
//!   the cards still in play (held, or on the table in this trick) do the same
//!   job; only the highest of each run is tried.
//! - **Move ordering** (`moves.rs`): at notrump, first the lead that settled
//!   the last position searched with as many tricks left and the same leader
//!   (a "killer"), then the lead the table remembers for this position; then
//!   cash winners and lead towards partner's, in suits where the opponents
//!   have few cards to choose from and not into fourth hand's tenace. At a
//!   trump contract, DDS's lead weights: leads that win the trick first (the
//!   killer and the table's lead among them), then by who holds the suit's
//!   top cards, ruffs for partner and none for the opponents. Second hand
//!   plays low when partner in fourth seat takes the trick; win cheaply in
//!   fourth seat, play high in third seat when it can hold the trick, ruff
//!   when the opponents are winning, discard low from long suits.
//! - **Quick tricks** (`search.rs`): the leader's top cards, cashed without
//!   losing the lead (at a trump contract, side suits for as many rounds as
//!   the opponents with trumps must follow), or partner's top cards in a suit
//!   the leader can lead to him (at notrump after the leader's own, and after
//!   the leader's top cards of that suit), bound the result before any card is
//!   tried. So do sure trump tricks: a hand's trumps left over when each of
//!   the opponents' trumps is matched with a lower one, the ace and king split
//!   between partners (two tricks), a guarded king sitting over the ace (one).
//!   After the lead, a trick that second hand's side is sure to win settles a
//!   search needing one trick. Each bound is argued where it is computed and
//!   checked against brute force.
//!
//! ```
//! use ruling::model::{Position, Seat, Suit};
//! use ruling::solver::{Solver, double_dummy};
//! // North's spade AQ sits over East's king: whoever East leads, North-South take both.
//! let position: Position = "N:AQ... K2... ..32. ..54.".parse().unwrap();
//! assert_eq!(double_dummy(&position, None, Seat::East), 0);
//! // With hearts trumps South and West discard alike: nothing changes.
//! let mut solver = Solver::new();
//! assert_eq!(solver.solve(&position, Some(Suit::Hearts), Seat::East), 0);
//! let leads = solver.solve_leads(&position, None, Seat::North);
//! assert_eq!(leads, vec![("SA".parse().unwrap(), 1), ("SQ".parse().unwrap(), 1)]);
//! ```

mod bits;
pub mod claim;
mod moves;
mod search;
mod tt;

use crate::model::{Card, Position, Seat, Suit};

use bits::{NO_TRUMP, beats, card_index, run_tops, suit_bits, suit_of};
use search::{Search, Trick};
use tt::Table;

/// Tricks the side of `leader` takes from `position` with `leader` on lead to
/// a fresh trick, with best play by both sides: `0..=position.cards_each()`.
///
/// Each call sets up a fresh [`Solver`]; use one [`Solver`] for many solves.
pub fn double_dummy(position: &Position, trump: Option<Suit>, leader: Seat) -> u8 {
    Solver::new().solve(position, trump, leader)
}

/// A double-dummy solver that keeps its transposition table between solves
/// of one deal (the same or later positions, any strain or leader), so that
/// they reuse its work; a position of another deal starts it afresh.
pub struct Solver {
    table: Table,
    nodes: u64,
    /// Trick-boundary positions the `try_` solves may visit in all, if limited.
    budget: Option<u64>,
    /// The hands of the last position solved: a position unrelated to it starts
    /// the table afresh.
    last: Option<[u64; 4]>,
}

/// Why a budgeted solve gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The solves together visited more trick-boundary positions than the budget.
    #[error("the double-dummy search gave up after its budget of {budget} positions")]
    OutOfBudget {
        /// The budget, in positions.
        budget: u64,
    },
    /// A card on the table is not in the hand of the seat said to have played it.
    #[error("{seat} played {card} to the trick but does not hold it")]
    NotHeld {
        /// The card.
        card: Card,
        /// The seat said to have played it.
        seat: Seat,
    },
    /// A trick in progress has 0 to 3 cards on the table.
    #[error("a trick in progress has at most 3 cards on the table, not {0}")]
    TrickFull(usize),
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with an empty table; memory is taken as the solves need it,
    /// up to a fixed number of entries, when the table starts afresh.
    pub fn new() -> Solver {
        Solver {
            table: Table::new(),
            nodes: 0,
            budget: None,
            last: None,
        }
    }

    /// A solver whose `try_` solves may visit at most `nodes` trick-boundary
    /// positions in all ([`Solver::nodes`]); the others are not limited.
    pub fn with_budget(nodes: u64) -> Solver {
        Solver {
            budget: Some(nodes),
            ..Solver::new()
        }
    }

    /// Tricks the side of `leader` takes from `position`, `leader` to lead to a
    /// fresh trick: `0..=position.cards_each()`.
    /// The budget does not apply: see [`Solver::try_solve`].
    pub fn solve(&mut self, position: &Position, trump: Option<Suit>, leader: Seat) -> u8 {
        let left = position.cards_each() as u32;
        let mut search = self.search(position, trump, u64::MAX);
        let lead = leader.index();
        let guess = estimate(&search.hands, search.trump, left);
        let north_south = narrow(left, guess, |target| search.boundary(lead, target, left).0);
        self.nodes += search.nodes;
        from_north_south(north_south, left, leader)
    }

    /// [`Solver::solve`] within the budget.
    ///
    /// # Errors
    /// [`SolveError::OutOfBudget`] when the solves of this solver, this one included,
    /// need more trick-boundary positions than its budget.
    pub fn try_solve(
        &mut self,
        position: &Position,
        trump: Option<Suit>,
        leader: Seat,
    ) -> Result<u8, SolveError> {
        self.try_solve_trick(position, trump, leader, &[])
    }

    /// Tricks the side of `leader` takes from `position`, the trick in progress
    /// counted: `leader` led `played[0]` and the next players clockwise played the
    /// rest of `played` (0 to 3 cards, as they were played, legal or not); from there
    /// on everyone plays legally and as well as possible. `position` holds the hands
    /// before the lead. Within the budget.
    ///
    /// # Errors
    /// [`SolveError::TrickFull`] for more than 3 cards, [`SolveError::NotHeld`] for a
    /// card its player does not hold, [`SolveError::OutOfBudget`] as for
    /// [`Solver::try_solve`].
    pub fn try_solve_trick(
        &mut self,
        position: &Position,
        trump: Option<Suit>,
        leader: Seat,
        played: &[Card],
    ) -> Result<u8, SolveError> {
        if played.len() > 3 {
            return Err(SolveError::TrickFull(played.len()));
        }
        for (i, &card) in played.iter().enumerate() {
            let seat = leader.clockwise(i);
            if !position.hand(seat).contains(card) {
                return Err(SolveError::NotHeld { card, seat });
            }
        }
        let budget = match self.budget {
            Some(budget) if self.nodes >= budget => {
                return Err(SolveError::OutOfBudget { budget });
            }
            Some(budget) => budget - self.nodes,
            None => u64::MAX,
        };
        let cards: Vec<u32> = played.iter().map(|c| c.bit().trailing_zeros()).collect();
        let left = position.cards_each() as u32;
        let mut search = self.search(position, trump, budget);
        let lead = leader.index();
        let guess = estimate(&search.hands, search.trump, left);
        let north_south = narrow(left, guess, |target| {
            !search.exhausted && after_cards(&mut search, lead, &cards, target, left)
        });
        let exhausted = search.exhausted;
        self.nodes += search.nodes;
        match self.budget {
            Some(budget) if exhausted => Err(SolveError::OutOfBudget { budget }),
            _ => Ok(from_north_south(north_south, left, leader)),
        }
    }

    /// For every card `leader` holds, the tricks the side of `leader` takes
    /// after leading it, with best play afterwards; highest cards first,
    /// spades first. Cards that are equivalent share one search.
    pub fn solve_leads(
        &mut self,
        position: &Position,
        trump: Option<Suit>,
        leader: Seat,
    ) -> Vec<(Card, u8)> {
        let left = position.cards_each() as u32;
        let mut search = self.search(position, trump, u64::MAX);
        let lead = leader.index();
        let hand = search.hands[lead];
        let mut result = Vec::with_capacity(left as usize);
        for suit in Suit::PBN_ORDER {
            let s = suit.index();
            let mine = suit_bits(hand, s);
            let tops = run_tops(mine, suit_bits(hand | others(&search.hands, lead), s));
            let mut value = 0;
            for rank in (2..=14u32).rev().filter(|r| mine & (1 << r) != 0) {
                if tops & (1 << rank) != 0 {
                    let card = card_index(s, rank);
                    let guess = estimate(&search.hands, search.trump, left);
                    let north_south = narrow(left, guess, |target| {
                        after_cards(&mut search, lead, &[card], target, left)
                    });
                    value = from_north_south(north_south, left, leader);
                }
                result.push((Card::from_bit_index(card_index(s, rank)), value));
            }
        }
        self.nodes += search.nodes;
        result
    }

    /// Search nodes (trick-boundary positions) visited by this solver so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forgets every stored position.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// A search of `position` that may visit `budget` trick-boundary positions.
    fn search(&mut self, position: &Position, trump: Option<Suit>, budget: u64) -> Search<'_> {
        let hands = Seat::ALL.map(|seat| position.hand(seat).bits());
        // Entries of another deal still hold, but they seldom match and every probe
        // scans them: keep the table only for the same deal, earlier or later on.
        if let Some(last) = self.last
            && !related(&last, &hands)
        {
            self.table.clear();
        }
        self.last = Some(hands);
        Search {
            hands,
            trump: trump.map_or(NO_TRUMP, Suit::index),
            table: &mut self.table,
            nodes: 0,
            budget,
            exhausted: false,
            cutoff: tt::NO_CARD,
            killers: [[tt::NO_CARD; 4]; 14],
        }
    }
}

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

/// Whether one position can follow from the other in play: every hand of one
/// holds all the cards of the same hand in the other.
fn related(a: &[u64; 4], b: &[u64; 4]) -> bool {
    let within = |x: &[u64; 4], y: &[u64; 4]| (0..4).all(|i| x[i] & !y[i] == 0);
    within(a, b) || within(b, a)
}

fn others(hands: &[u64; 4], seat: usize) -> u64 {
    hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3]
}

/// The largest `t` in `0..=left` for which `reaches(t)` holds, stepping one
/// trick at a time from `guess`; `reaches` must be monotone (true up to the
/// answer, false above). The searches that cost are those next to the answer,
/// which any order must make: a good guess saves the others.
fn narrow(left: u32, guess: u32, mut reaches: impl FnMut(i32) -> bool) -> u32 {
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
fn estimate(hands: &[u64; 4], trump: usize, left: u32) -> u32 {
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
fn from_north_south(north_south: u32, left: u32, leader: Seat) -> u8 {
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
fn after_cards(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Strain;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn position(text: &str) -> Position {
        text.parse().expect("test positions are valid")
    }

    /// The trick so far for [`brute`]: leader, suit led, winning card and seat.
    #[derive(Clone, Copy)]
    struct Played {
        leader: usize,
        led: u32,
        best: u32,
        best_seat: usize,
    }

    /// Plain minimax over every legal card, no pruning: North-South's tricks.
    fn brute(hands: &mut [u64; 4], trump: usize, trick: Played, ply: usize) -> u32 {
        let seat = (trick.leader + ply) & 3;
        if hands[seat] == 0 {
            return 0;
        }
        let suit_led = (hands[seat] >> (16 * trick.led)) & 0xffff;
        let legal = if ply > 0 && suit_led != 0 {
            suit_led << (16 * trick.led)
        } else {
            hands[seat]
        };
        let north_south = seat & 1 == 0;
        let mut best_value: Option<u32> = None;
        let mut cards = legal;
        while cards != 0 {
            let card = cards.trailing_zeros();
            cards &= cards - 1;
            hands[seat] ^= 1 << card;
            let mut next = trick;
            if ply == 0 {
                next = Played {
                    leader: seat,
                    led: card >> 4,
                    best: card,
                    best_seat: seat,
                };
            } else if (card >> 4 == trick.best >> 4 && card > trick.best)
                || (card >> 4 != trick.best >> 4 && (card >> 4) as usize == trump)
            {
                next.best = card;
                next.best_seat = seat;
            }
            let value = if ply == 3 {
                let won = u32::from(next.best_seat & 1 == 0);
                let fresh = Played {
                    leader: next.best_seat,
                    led: 0,
                    best: 0,
                    best_seat: next.best_seat,
                };
                won + brute(hands, trump, fresh, 0)
            } else {
                brute(hands, trump, next, ply + 1)
            };
            hands[seat] ^= 1 << card;
            best_value = Some(match best_value {
                None => value,
                Some(v) if north_south => v.max(value),
                Some(v) => v.min(value),
            });
        }
        best_value.unwrap_or(0)
    }

    /// Tricks for `leader`'s side by brute force.
    fn brute_force(position: &Position, trump: Option<Suit>, leader: Seat) -> u8 {
        let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
        let trump = trump.map_or(NO_TRUMP, Suit::index);
        let lead = leader.index();
        let start = Played {
            leader: lead,
            led: 0,
            best: 0,
            best_seat: lead,
        };
        let north_south = brute(&mut hands, trump, start, 0);
        from_north_south(north_south, position.cards_each() as u32, leader)
    }

    /// Brute-force tricks after `leader` leads `card`.
    fn brute_after(position: &Position, trump: Option<Suit>, leader: Seat, card: Card) -> u8 {
        let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
        let trump = trump.map_or(NO_TRUMP, Suit::index);
        let lead = leader.index();
        let index = card.bit().trailing_zeros();
        hands[lead] ^= card.bit();
        let trick = Played {
            leader: lead,
            led: index >> 4,
            best: index,
            best_seat: lead,
        };
        let north_south = brute(&mut hands, trump, trick, 1);
        from_north_south(north_south, position.cards_each() as u32, leader)
    }

    #[test]
    fn a_one_card_position_goes_to_the_highest_card_or_trump() {
        let pos = position("N:A... K... Q... .2..");
        assert_eq!(double_dummy(&pos, None, Seat::North), 1);
        assert_eq!(double_dummy(&pos, Some(Suit::Hearts), Seat::North), 0);
        assert_eq!(double_dummy(&pos, Some(Suit::Hearts), Seat::West), 1);
    }

    #[test]
    fn a_tenace_over_the_leader_takes_both_tricks() {
        // North's AQ sits over East's K: East on lead loses both, North on lead wins one.
        let pos = position("N:AQ... K2... ..32. ..54.");
        assert_eq!(double_dummy(&pos, None, Seat::East), 0);
        assert_eq!(double_dummy(&pos, None, Seat::North), 1);
        // West leads diamonds and wins both: South's are lower.
        assert_eq!(double_dummy(&pos, None, Seat::West), 2);
    }

    #[test]
    fn a_guarded_king_over_the_ace_of_trumps_is_a_trick() {
        // East's ♠K3 sits over North's ♠A: whatever South leads, East-West take a
        // trick; with East on lead, or the king under the ace, no such promise.
        let pos = position("N:A2.A.. K3.2.. 54.K.. .Q.AK.");
        let mut solver = Solver::new();
        let mut search = solver.search(&pos, Some(Suit::Spades), u64::MAX);
        assert_eq!(
            search.guarded_king(Seat::South.index()).map(|k| k.0),
            Some(1)
        );
        assert!(search.guarded_king(Seat::East.index()).is_none());
        search.hands.swap(1, 3);
        assert!(search.guarded_king(Seat::South.index()).is_none());
        // South cashes the heart to North's ace, North the spade ace: East's king
        // takes the last trick.
        assert_eq!(brute_force(&pos, Some(Suit::Spades), Seat::South), 2);
        assert_eq!(double_dummy(&pos, Some(Suit::Spades), Seat::South), 2);
    }

    /// For every lead from `leader`: where second hand's side is said to win the
    /// trick, it takes at least one trick by brute force. The leads checked.
    fn second_hand_wins_checked(pos: &Position, strain: Strain, leader: Seat) -> u32 {
        let mut checked = 0;
        let mut solver = Solver::new();
        for card in pos.hand(leader).iter_bits() {
            let mut search = solver.search(pos, strain.trump(), u64::MAX);
            let index = card.bit().trailing_zeros();
            search.hands[leader.index()] ^= card.bit();
            let trick = Trick {
                leader: leader.index(),
                led: bits::suit_of(index),
                best: index,
                best_seat: leader.index(),
                table: card.bit(),
            };
            if search.second_hand_side_wins(&trick).is_some() {
                checked += 1;
                let value = brute_after(pos, strain.trump(), leader, card);
                assert!(
                    value < pos.cards_each() as u8,
                    "second hand's side wins the trick after {card}: {} {strain}",
                    pos.display_from(leader)
                );
            }
        }
        checked
    }

    /// The bounds taken at a trick start before any card is tried never promise
    /// more than best play gives: checked against brute force.
    #[test]
    fn sure_trick_bounds_never_exceed_brute_force() {
        let mut rng = ChaCha8Rng::seed_from_u64(0xb0b);
        let mut solver = Solver::new();
        let (mut kings, mut splits, mut crossings, mut seconds) = (0, 0, 0, 0);
        let mut trump_counts = 0;
        for round in 0..2000 {
            let n = 2 + round % 3;
            let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            for strain in Strain::ALL {
                for leader in Seat::ALL {
                    let search = solver.search(&pos, strain.trump(), u64::MAX);
                    let king = strain
                        .trump()
                        .and_then(|_| search.guarded_king(leader.index()));
                    let split = strain.trump().and_then(|_| search.split_ace_king());
                    let (sure, _) = match strain.trump() {
                        None => {
                            let own =
                                [0, 1, 2, 3].map(|suit| search.cashable(leader.index(), suit));
                            search.cash_then_cross(leader.index(), &own)
                        }
                        Some(_) => (0, 0),
                    };
                    seconds += second_hand_wins_checked(&pos, strain, leader);
                    // Whoever leads: checked once a strain, with North on lead.
                    let trumps = strain
                        .trump()
                        .filter(|_| leader == Seat::North)
                        .map(|_| [search.sure_trumps(0), search.sure_trumps(1)]);
                    if let Some([(ours, _), (theirs, _)]) = trumps
                        && ours + theirs > 0
                    {
                        trump_counts += 1;
                        let value = brute_force(&pos, strain.trump(), Seat::North);
                        let shown = pos.display_from(Seat::North);
                        assert!(
                            i32::from(value) >= ours,
                            "{ours} sure trumps: {shown} {strain}"
                        );
                        assert!(
                            n as i32 - i32::from(value) >= theirs,
                            "{theirs} sure trumps for East-West: {shown} {strain}"
                        );
                    }
                    if king.is_none() && split.is_none() && sure == 0 {
                        continue;
                    }
                    let value = brute_force(&pos, strain.trump(), leader);
                    let shown = || format!("{} {strain} leader {leader}", pos.display_from(leader));
                    // The tricks of `seat`'s side.
                    let side_of = |seat: usize| {
                        if (seat ^ leader.index()) & 1 == 0 {
                            value
                        } else {
                            n as u8 - value
                        }
                    };
                    if let Some((holder, _)) = king {
                        kings += 1;
                        assert!(side_of(holder) >= 1, "guarded king: {}", shown());
                    }
                    if let Some((seat, _)) = split {
                        splits += 1;
                        assert!(side_of(seat) >= 2, "split ace and king: {}", shown());
                    }
                    if sure > 0 {
                        crossings += 1;
                        assert!(
                            sure <= i32::from(value),
                            "cash then cross {sure}: {}",
                            shown()
                        );
                    }
                }
            }
        }
        // Every rule must have been put to the test.
        assert!(
            kings > 100 && splits > 100 && crossings > 100 && seconds > 100 && trump_counts > 100,
            "{kings} kings, {splits} splits, {crossings} crossings, {seconds} second hands, {trump_counts} trump counts"
        );
    }

    #[test]
    fn matches_brute_force_on_small_positions() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
        let mut solver = Solver::new();
        for round in 0..600 {
            let n = 1 + round % 4;
            let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            for strain in Strain::ALL {
                for leader in Seat::ALL {
                    let expected = brute_force(&pos, strain.trump(), leader);
                    let fresh = double_dummy(&pos, strain.trump(), leader);
                    let reused = solver.solve(&pos, strain.trump(), leader);
                    assert_eq!(
                        fresh,
                        expected,
                        "{} {strain} leader {leader}",
                        pos.display_from(leader)
                    );
                    assert_eq!(
                        reused, expected,
                        "reused table: {} {strain} leader {leader}",
                        pos
                    );
                }
            }
        }
    }

    /// Brute-force tricks for `leader`'s side with `played` (legal or not) already on
    /// the table in the trick `leader` led.
    fn brute_trick(position: &Position, trump: Option<Suit>, leader: Seat, played: &[Card]) -> u8 {
        let Some(first) = played.first() else {
            return brute_force(position, trump, leader);
        };
        let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
        let trump = trump.map_or(NO_TRUMP, Suit::index);
        let lead = leader.index();
        let first = first.bit().trailing_zeros();
        let mut trick = Played {
            leader: lead,
            led: first >> 4,
            best: first,
            best_seat: lead,
        };
        for (i, card) in played.iter().enumerate() {
            let seat = (lead + i) & 3;
            let index = card.bit().trailing_zeros();
            hands[seat] ^= card.bit();
            if i > 0 && beats(index, trick.best, trump) {
                trick.best = index;
                trick.best_seat = seat;
            }
        }
        let north_south = brute(&mut hands, trump, trick, played.len());
        from_north_south(north_south, position.cards_each() as u32, leader)
    }

    /// Source: Law 64C as the engine measures it: a trick in progress, with the cards
    /// played so far kept (a revoke among them), then best play by all. Every card of
    /// the hand may be on the table, so that revokes are tried too.
    #[test]
    fn a_trick_in_progress_matches_brute_force() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x7e1c);
        let mut solver = Solver::with_budget(u64::MAX);
        for round in 0..900 {
            let n = 1 + round % 4;
            let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            let leader = Seat::ALL[rng.random_range(0..4usize)];
            let on_table = rng.random_range(0..4usize);
            let played: Vec<Card> = (0..on_table)
                .map(|i| {
                    let hand: Vec<Card> = pos.hand(leader.clockwise(i)).cards().collect();
                    hand[rng.random_range(0..hand.len())]
                })
                .collect();
            for strain in Strain::ALL {
                let expected = brute_trick(&pos, strain.trump(), leader, &played);
                let found = solver.try_solve_trick(&pos, strain.trump(), leader, &played);
                assert_eq!(
                    found,
                    Ok(expected),
                    "{pos} {strain} leader {leader} played {played:?}"
                );
            }
        }
    }

    #[test]
    fn a_card_on_the_table_must_be_its_players() {
        let pos = position("N:AQ... K2... ..32. ..54.");
        let mut solver = Solver::new();
        let king: Card = "SK".parse().unwrap();
        assert_eq!(
            solver.try_solve_trick(&pos, None, Seat::North, &[king]),
            Err(SolveError::NotHeld {
                card: king,
                seat: Seat::North
            })
        );
        let ace: Card = "SA".parse().unwrap();
        assert_eq!(
            solver.try_solve_trick(&pos, None, Seat::North, &[ace; 4]),
            Err(SolveError::TrickFull(4))
        );
    }

    /// A search that runs out of budget says so, and leaves nothing false in the table:
    /// the same solver, unlimited, still gives the brute-force answer.
    #[test]
    fn a_spent_budget_is_an_error_and_poisons_nothing() {
        let mut rng = ChaCha8Rng::seed_from_u64(0xb4d9e7);
        let mut gave_up = 0;
        for _ in 0..60 {
            let pos = Position::random(&mut rng, 5).expect("1 to 13 cards a hand");
            for strain in Strain::ALL {
                let mut solver = Solver::with_budget(3);
                let expected = brute_force(&pos, strain.trump(), Seat::West);
                match solver.try_solve(&pos, strain.trump(), Seat::West) {
                    Err(SolveError::OutOfBudget { budget: 3 }) => gave_up += 1,
                    found => assert_eq!(found, Ok(expected), "{pos} {strain}"),
                }
                assert_eq!(solver.solve(&pos, strain.trump(), Seat::West), expected);
                // Once spent, the budget stays spent.
                if solver.nodes() >= 3 {
                    assert_eq!(
                        solver.try_solve(&pos, strain.trump(), Seat::West),
                        Err(SolveError::OutOfBudget { budget: 3 })
                    );
                }
            }
        }
        assert!(gave_up > 100, "only {gave_up} searches ran out");
    }

    #[test]
    fn leads_match_brute_force_and_the_best_lead_is_the_value() {
        let mut rng = ChaCha8Rng::seed_from_u64(0x1ead);
        let mut solver = Solver::new();
        for _ in 0..150 {
            let n = rng.random_range(1..=4usize);
            let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            for strain in Strain::ALL {
                let leader = Seat::ALL[rng.random_range(0..4usize)];
                let leads = solver.solve_leads(&pos, strain.trump(), leader);
                assert_eq!(leads.len(), n);
                let best = leads.iter().map(|(_, t)| *t).max().unwrap_or(0);
                assert_eq!(
                    best,
                    solver.solve(&pos, strain.trump(), leader),
                    "{pos} {strain}"
                );
                for (card, tricks) in leads {
                    let expected = brute_after(&pos, strain.trump(), leader, card);
                    assert_eq!(
                        tricks, expected,
                        "{pos} {strain} leader {leader} leads {card}"
                    );
                }
            }
        }
    }

    #[test]
    fn results_stay_within_the_tricks_left() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut solver = Solver::new();
        for n in [5, 6, 7] {
            for _ in 0..4 {
                let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
                for strain in Strain::ALL {
                    let tricks = solver.solve(&pos, strain.trump(), Seat::North);
                    let other = solver.solve(&pos, strain.trump(), Seat::East);
                    assert!(usize::from(tricks) <= n && usize::from(other) <= n);
                }
            }
        }
    }

    /// Every split of the 13 ranks between a hand, its opponents and nobody
    /// (3^13 of them), each rank given by one base-3 digit of `code`.
    fn rank_splits() -> impl Iterator<Item = (u64, u64)> {
        (0..3u32.pow(13)).map(|mut code| {
            let (mut first, mut second) = (0, 0);
            for rank in 2..=14 {
                match code % 3 {
                    1 => first |= 1 << rank,
                    2 => second |= 1 << rank,
                    _ => {}
                }
                code /= 3;
            }
            (first, second)
        })
    }

    #[test]
    fn sure_trumps_are_those_left_when_each_higher_trump_of_theirs_takes_one() {
        // The pairing as the rule reads, one trump at a time from the top.
        let paired = |mine: u32, theirs: u32| {
            let (mut unpaired, mut sure, mut lowest) = (0, 0, 0);
            for rank in (2..=14).rev() {
                if theirs & (1 << rank) != 0 {
                    unpaired += 1;
                } else if mine & (1 << rank) != 0 {
                    if unpaired > 0 {
                        unpaired -= 1;
                    } else {
                        sure += 1;
                        lowest = 1 << rank;
                    }
                }
            }
            (sure, lowest)
        };
        for (mine, theirs) in rank_splits() {
            let (mine, theirs) = (mine as u32, theirs as u32);
            assert_eq!(
                sure_trump_tricks(mine, theirs),
                paired(mine, theirs),
                "mine {mine:#b} theirs {theirs:#b}"
            );
        }
    }

    #[test]
    fn a_run_is_broken_only_by_a_card_another_hand_holds() {
        // From the top, a card heads a run unless the card above it in play is ours.
        let heads = |mine: u32, alive: u32| {
            let mut tops = 0;
            let mut above_is_mine = false;
            for rank in (2..=14).rev() {
                if mine & (1 << rank) != 0 {
                    if !above_is_mine {
                        tops |= 1 << rank;
                    }
                    above_is_mine = true;
                } else if alive & (1 << rank) != 0 {
                    above_is_mine = false;
                }
            }
            tops
        };
        for (mine, others) in rank_splits() {
            let (mine, alive) = (mine as u32, (mine | others) as u32);
            assert_eq!(
                run_tops(mine, alive),
                heads(mine, alive),
                "mine {mine:#b} alive {alive:#b}"
            );
        }
    }
}
