//! Solvers for bridge end positions. The double-dummy solver here: how many tricks
//! a side takes when all four hands are known and everyone plays perfectly. Claim
//! mode, the worst normal line for a claimer (Laws 70–71), is in [`claim`]. Both
//! searches hold cards as bits in one layout, and decide who wins a trick by one rule,
//! both in `bits.rs`.
//!
//! # Technique
//!
//! The value of a position is found by a handful of **null-window searches**
//! (as DDS does; the driver is in `narrow.rs`): "can North-South take at least
//! `t` of the tricks left?" is a yes/no question, answered by an AND/OR search
//! card by card. The first `t` asked is a guess from the high-card points and
//! trump lengths, and the next ones step a trick at a time towards the answer:
//! the searches next to the answer are the costly ones and every order must
//! make them, so a good guess saves the rest (fewer nodes than a binary search
//! from the middle).
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
//!   job; only the highest of each run is tried. And once a card has failed
//!   below every card its search found relevant in its suit, the player's
//!   other cards of the suit below those are not tried either (DDS's "lowest
//!   winning rank"): they leave positions that match on every relevant card.
//! - **Move ordering** (`moves.rs`): DDS's lead weights, at notrump and at
//!   a trump contract alike: leads that can win the trick first, then by who
//!   holds the suit's top three cards (lead through second hand's honour, not
//!   into fourth hand's), in suits where the opponents have few cards to
//!   choose from; the lead that settled the last position searched with as
//!   many tricks left and the same leader (a "killer") and the lead the table
//!   remembers for this position weigh in. At a trump contract also ruffs
//!   for partner and none for the opponents. With no trump out, the later
//!   plays weigh as DDS weighs them at notrump: second hand low when partner
//!   wins, else cheaply over the lead and third hand; third hand high enough
//!   to win or to force out fourth hand's top card; discards from length,
//!   keeping a guarded king or a bare top card. With trumps out, second hand
//!   plays low when partner in fourth seat takes the trick; win cheaply in
//!   fourth seat, play high in third seat when it can hold the trick, ruff
//!   when the opponents are winning, discard low from long suits.
//! - **Quick tricks** (`search.rs`): the leader's top cards, cashed without
//!   losing the lead (at a trump contract, side suits for as many rounds as
//!   the opponents with trumps must follow), or partner's top cards in a suit
//!   the leader can lead to him (at notrump after the leader's own, and after
//!   the leader's top cards of that suit), bound the result before any card is
//!   tried. So do sure trump tricks: a hand's trumps left over when each of
//!   the opponents' trumps is matched with a lower one (`trumps.rs`), the ace
//!   and king split between partners (two tricks), a guarded king sitting over
//!   the ace (one). After the lead, a trick that second hand's side is sure to
//!   win settles a search needing one trick. Each bound is argued where it is
//!   computed and checked against brute force (`tests.rs`).
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
mod narrow;
mod search;
mod trumps;
mod tt;

use crate::model::{Card, Position, Seat, Suit};

use bits::{NO_TRUMP, card_index, run_tops, suit_bits};
use narrow::{after_cards, estimate, from_north_south, narrow};
use search::Search;
pub(crate) use trumps::sure_trump_tricks;
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
    /// Keep the table for positions of other deals too.
    across_deals: bool,
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
            across_deals: false,
        }
    }

    /// A solver that keeps its table whatever deal comes next: for solves of deals that
    /// share most of their cards, such as the layouts of the hidden hands a single-dummy
    /// player weighs. An entry holds for every deal that matches it; [`Solver::new`]
    /// drops the table on a deal unrelated to the last only because such entries seldom
    /// match there and every probe scans them.
    pub fn across_deals() -> Solver {
        Solver::new().keeping_table()
    }

    /// A solver whose `try_` solves may visit at most `nodes` trick-boundary
    /// positions in all ([`Solver::nodes`]); the others are not limited.
    pub fn with_budget(nodes: u64) -> Solver {
        Solver {
            budget: Some(nodes),
            ..Solver::new()
        }
    }

    /// This solver, keeping its table whatever deal comes next, as
    /// [`Solver::across_deals`] does: for the solves of one deal's play along lines
    /// that swap a card or two between them, which the test of related positions
    /// takes for other deals.
    pub fn keeping_table(self) -> Solver {
        Solver {
            across_deals: true,
            ..self
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
        self.try_solve_trick_near(position, trump, leader, played, None)
    }

    /// [`Solver::try_solve_trick`], the search starting from `near`, the caller's guess at
    /// the tricks of `leader`'s side (a sibling's value): the searches that cost are the
    /// ones between the guess and the answer, and a close guess saves the others.
    ///
    /// # Errors
    /// As for [`Solver::try_solve_trick`].
    pub fn try_solve_trick_near(
        &mut self,
        position: &Position,
        trump: Option<Suit>,
        leader: Seat,
        played: &[Card],
        near: Option<u8>,
    ) -> Result<u8, SolveError> {
        let budget = self.budget_left(position, leader, played)?;
        let cards: Vec<u32> = played.iter().map(|c| c.bit().trailing_zeros()).collect();
        let left = position.cards_each() as u32;
        let mut search = self.search(position, trump, budget);
        let lead = leader.index();
        let guess = match near {
            Some(near) => u32::from(from_north_south(u32::from(near).min(left), left, leader)),
            None => estimate(&search.hands, search.trump, left),
        };
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

    /// Whether the side of `leader` takes at least `target` tricks from `position`, the
    /// trick in progress counted as for [`Solver::try_solve_trick`]: one yes/no search,
    /// where the count takes two or more. For comparing a card with the best so far.
    ///
    /// # Errors
    /// As for [`Solver::try_solve_trick`].
    pub fn try_reaches_trick(
        &mut self,
        position: &Position,
        trump: Option<Suit>,
        leader: Seat,
        played: &[Card],
        target: u8,
    ) -> Result<bool, SolveError> {
        let budget = self.budget_left(position, leader, played)?;
        let left = position.cards_each() as u32;
        let target = u32::from(target);
        if target == 0 {
            return Ok(true);
        }
        if target > left {
            return Ok(false);
        }
        let cards: Vec<u32> = played.iter().map(|c| c.bit().trailing_zeros()).collect();
        let mut search = self.search(position, trump, budget);
        let lead = leader.index();
        // North-South's count: the leader's own, or the most East-West can fall short by.
        let north_south = leader.index() & 1 == 0;
        let asked = if north_south {
            target
        } else {
            left - target + 1
        };
        let reached = after_cards(&mut search, lead, &cards, asked as i32, left);
        let exhausted = search.exhausted;
        self.nodes += search.nodes;
        match self.budget {
            Some(budget) if exhausted => Err(SolveError::OutOfBudget { budget }),
            _ => Ok(reached == north_south),
        }
    }

    /// The budget left for one more solve of `position` with `played` on the table,
    /// once the cards are checked.
    fn budget_left(
        &self,
        position: &Position,
        leader: Seat,
        played: &[Card],
    ) -> Result<u64, SolveError> {
        if played.len() > 3 {
            return Err(SolveError::TrickFull(played.len()));
        }
        for (i, &card) in played.iter().enumerate() {
            let seat = leader.clockwise(i);
            if !position.hand(seat).contains(card) {
                return Err(SolveError::NotHeld { card, seat });
            }
        }
        match self.budget {
            Some(budget) if self.nodes >= budget => Err(SolveError::OutOfBudget { budget }),
            Some(budget) => Ok(budget - self.nodes),
            None => Ok(u64::MAX),
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
            && !self.across_deals
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

/// Whether one position can follow from the other in play: every hand of one
/// holds all the cards of the same hand in the other.
fn related(a: &[u64; 4], b: &[u64; 4]) -> bool {
    let within = |x: &[u64; 4], y: &[u64; 4]| (0..4).all(|i| x[i] & !y[i] == 0);
    within(a, b) || within(b, a)
}

/// The cards of the three hands other than `seat`'s.
fn others(hands: &[u64; 4], seat: usize) -> u64 {
    hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3]
}

#[cfg(test)]
mod tests;
