//! Law 69B "likely": the line a claim would likely have taken had play gone on, judged
//! as sound play by both sides (seeds/003: "med en sandsynlig spilleplan", a neutral
//! assessment).
//!
//! The standard, turn by turn along one line on the real cards:
//!
//! - **The statement first** (review D7): the claimer's side plays its stated cards and
//!   suits in order, as rule 1 of the claim mode does: a card when its holder leads,
//!   follows suit, ruffs with it or throws it as a loser; a suit from the top when its
//!   holder leads. What a player states is what he would likely have played, so a
//!   stated side-suit ace is cashed into a ruff even though drawing the trump first
//!   would have been better.
//! - **Best play for every other card, by both sides** (double dummy): no error by
//!   either side is assumed. This is where the standard falls short of single-dummy
//!   judgement: a declarer with a finesse-or-drop guess is taken to guess right (review
//!   D8, not yet modelled).
//!
//! What the claim mode's normal-play rules (carelessness, the unaware claimer of Law
//! 70C) say does not enter: they measure Laws 70 and 71, not what was likely.

use arrayvec::ArrayVec;

use crate::model::{Card, Hands, Seat, Suit};
use crate::solver::Solver;
use crate::solver::bits::{NO_TRUMP, beats, card_index, run_tops, suit_bits, suit_mask};

use super::{ClaimOutcome, ClaimSetup, ClaimSetupError, LineItem};

/// One trick in progress: the cards played, leader first.
type Trick = ArrayVec<(Seat, Card), 4>;

/// Plays the claim out along the likely line of Law 69B (see the module docs); `dummy`
/// is declarer's partner, whose cards everyone sees.
///
/// # Errors
/// [`ClaimSetupError::TooManyLines`] when the double-dummy solves needed pass the
/// setup's node budget.
pub fn likely_play(setup: &ClaimSetup) -> Result<ClaimOutcome, ClaimSetupError> {
    let mut play = Likely {
        setup,
        trump: setup.trump.map_or(NO_TRUMP, Suit::index),
        nodes: 0,
        solver: Solver::new(),
    };
    play.run()
}

struct Likely<'a> {
    setup: &'a ClaimSetup,
    trump: usize,
    /// Double-dummy search nodes spent, against the setup's budget.
    nodes: u64,
    /// One solver for every solve: it starts afresh on each new layout by itself.
    solver: Solver,
}

impl Likely<'_> {
    fn run(&mut self) -> Result<ClaimOutcome, ClaimSetupError> {
        let mut hands = self.setup.position.hands();
        let mut leader = self.setup.on_lead;
        let mut trick = Trick::new();
        let mut step = 0;
        let mut tricks = 0;
        let mut play = Vec::new();
        while !hands.hand(leader).is_empty() || !trick.is_empty() {
            let seat = leader.clockwise(trick.len());
            let card = if seat.side() == self.setup.claimer {
                match self.stated(&hands, seat, &trick, &mut step) {
                    Some(card) => card,
                    None => self.best(&hands, seat, &trick, true)?,
                }
            } else {
                self.best(&hands, seat, &trick, false)?
            };
            hands.hand_mut(seat).remove(card);
            trick.push((seat, card));
            play.push((seat, card));
            if trick.len() == 4 {
                leader = winner(&trick, self.trump);
                tricks += u8::from(leader.side() == self.setup.claimer);
                trick.clear();
            }
        }
        Ok(ClaimOutcome {
            tricks,
            play,
            nodes: self.nodes,
        })
    }

    /// The statement's next card or suit for `seat`, if it applies now (rule 1 of the
    /// claim mode): a stated card when its holder leads, follows suit, ruffs with it or
    /// throws it as a loser; a stated suit from the top when the holder leads.
    fn stated(&self, hands: &Hands, seat: Seat, trick: &Trick, step: &mut usize) -> Option<Card> {
        let hand = hands.hand(seat);
        let ours = hand.union(hands.hand(seat.partner()));
        while let Some(item) = self.setup.line.get(*step) {
            let done = match *item {
                LineItem::Suit(s) => !ours.has_suit(s),
                LineItem::Card(c) => !ours.contains(c),
            };
            if !done {
                break;
            }
            *step += 1;
        }
        let lead = trick.first().map(|&(_, c)| c);
        match (self.setup.line.get(*step).copied()?, lead) {
            (LineItem::Card(c), None) if hand.contains(c) => {
                *step += 1;
                Some(c)
            }
            (LineItem::Card(c), Some(l)) if hand.contains(c) => {
                let theirs = hands.hand(seat.lho()).union(hands.hand(seat.rho()));
                let loser = theirs.cards_in(c.suit).any(|t| t.rank > c.rank);
                let fits = c.suit == l.suit
                    || (!hand.has_suit(l.suit) && (Some(c.suit) == self.setup.trump || loser));
                // A stated card has a job: once an opponent has beaten it, the hand wins
                // with another card if it can (best play does that below).
                let best = trick[winning(trick, self.trump)];
                let beaten = best.0.side() != self.setup.claimer
                    && !beats(c, best.1, self.trump)
                    && choices(hands, seat, trick)
                        .iter()
                        .any(|&w| beats(w, best.1, self.trump));
                (fits && !beaten).then(|| {
                    *step += 1;
                    c
                })
            }
            (LineItem::Suit(s), None) => hand.highest_in(s),
            _ => None,
        }
    }

    /// The card of best play, double dummy: the most tricks for the claimer's side
    /// (`ours`) or the fewest (the opponents); ties go to the lowest card.
    fn best(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        ours: bool,
    ) -> Result<Card, ClaimSetupError> {
        let choices = choices(hands, seat, trick);
        let mut best: Option<(u8, Card)> = None;
        for &card in &choices {
            let value = self.after(hands, seat, trick, card)?;
            let better = best.is_none_or(|(b, _)| if ours { value > b } else { value < b });
            if better {
                best = Some((value, card));
            }
        }
        Ok(best.map_or(choices[0], |(_, c)| c))
    }

    /// The claimer's side's tricks from the current trick on when `seat` plays `card`,
    /// and everyone plays double dummy after it.
    fn after(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        card: Card,
    ) -> Result<u8, ClaimSetupError> {
        let mut hands = *hands;
        hands.hand_mut(seat).remove(card);
        let mut trick = trick.clone();
        trick.push((seat, card));
        self.in_trick(&hands, &mut trick)
    }

    /// Double dummy from inside a trick: the remaining cards of the trick by minimax,
    /// then the solver from the next trick's start.
    fn in_trick(&mut self, hands: &Hands, trick: &mut Trick) -> Result<u8, ClaimSetupError> {
        if self.nodes > self.setup.node_budget {
            return Err(ClaimSetupError::TooManyLines {
                cards: self.setup.position.cards_each(),
            });
        }
        if trick.len() == 4 {
            let won = winner(trick, self.trump);
            let ours = u8::from(won.side() == self.setup.claimer);
            let left = hands.hand(won).len();
            if left == 0 {
                return Ok(ours);
            }
            let Ok(position) = hands.into_position() else {
                return Ok(ours);
            };
            let before = self.solver.nodes();
            let leaders = self.solver.solve(&position, self.setup.trump, won);
            self.nodes += (self.solver.nodes() - before).max(1);
            let later = if won.side() == self.setup.claimer {
                leaders
            } else {
                left as u8 - leaders
            };
            return Ok(ours + later);
        }
        let seat = trick[0].0.clockwise(trick.len());
        let maximise = seat.side() == self.setup.claimer;
        let mut best: Option<u8> = None;
        for card in choices(hands, seat, trick) {
            let mut next = *hands;
            next.hand_mut(seat).remove(card);
            trick.push((seat, card));
            let value = self.in_trick(&next, trick);
            trick.pop();
            let value = value?;
            best = Some(match best {
                None => value,
                Some(b) if maximise => b.max(value),
                Some(b) => b.min(value),
            });
        }
        Ok(best.unwrap_or(0))
    }
}

/// The seat winning a complete trick.
fn winner(trick: &Trick, trump: usize) -> Seat {
    trick[winning(trick, trump)].0
}

/// The place in the trick of the card winning it so far (the trick must have begun).
fn winning(trick: &Trick, trump: usize) -> usize {
    let mut best = 0;
    for (i, &(_, card)) in trick.iter().enumerate().skip(1) {
        if beats(card, trick[best].1, trump) {
            best = i;
        }
    }
    best
}

/// The legal cards of `seat`, cards with no unplayed card between them counted once
/// (the highest of each run), lowest first.
fn choices(hands: &Hands, seat: Seat, trick: &Trick) -> ArrayVec<Card, 13> {
    let hand = hands.hand(seat);
    let lead = trick.first().map(|&(_, c)| c.suit);
    let legal = match lead {
        Some(s) if hand.has_suit(s) => hand.bits() & suit_mask(s.index()),
        _ => hand.bits(),
    };
    // The cards on the table still separate the hand's cards: a card above them and one
    // below are not the same choice.
    let alive = trick
        .iter()
        .fold(hands.all_cards().bits(), |all, &(_, c)| all | c.bit());
    let mut out = ArrayVec::new();
    for suit in Suit::ALL {
        let mine = suit_bits(legal, suit.index());
        let tops = run_tops(mine, suit_bits(alive, suit.index()));
        for rank in 0..16 {
            if tops & (1 << rank) != 0 {
                out.push(Card::from_bit_index(card_index(suit.index(), rank)));
            }
        }
    }
    out
}
