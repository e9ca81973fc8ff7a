//! Law 69B "likely": the line a claim would likely have taken had play gone on, judged
//! as sound play (seeds/003: "med en sandsynlig spilleplan", a neutral assessment for
//! both sides), not double dummy.
//!
//! The standard, turn by turn along one line on the real cards:
//!
//! 1. **The statement first** (review D7): the claimer's side plays its stated cards and
//!    suits in order, as rule 1 of the claim mode does: a card when its holder leads,
//!    follows suit, ruffs with it or throws it as a loser; a suit from the top when its
//!    holder leads. What a player states is what he would likely have played.
//! 2. **Single dummy for the claimer's side** (review D8): every other choice of the
//!    claimer's side is the card a sound player picks seeing what he has seen. The
//!    player is the one who would make the choice (declarer for dummy); he sees his own
//!    hand, dummy and the cards played. His card is the one with the most tricks **on
//!    average** over the layouts of the two hands he cannot see.
//! 3. **The layouts** are the deals of the hidden cards consistent with what he has
//!    seen: each hidden hand keeps its length (the vacant places: a hand that has
//!    followed to the trick has one unknown card fewer) and holds no card of a suit it
//!    has shown out of in this line. Every deal is counted once, so a holding is
//!    weighted by the number of ways it can be dealt. The real layout is one of them.
//! 4. **Each layout is solved double dummy** from inside the trick, after the card
//!    tried: what a sound player can count on is the average of what each layout
//!    yields to best play.
//! 5. **Deterministic**: all the layouts are tried when there are at most [`LAYOUTS`];
//!    otherwise [`LAYOUTS`] deals are drawn with a generator seeded from the position.
//!    The same case always gets the same ruling. A draw is made once for the claim, a
//!    random key for every card, and at each turn it deals the hidden hands by those
//!    keys; every consistent layout is as likely as the next, and a draw follows the
//!    play as a player's picture of the hidden hands does, changing only where the
//!    cards played or a void shown contradict it.
//! 6. **Ties go to the lower card** (the choices run low to high, clubs to spades).
//! 7. **The opponents defend double dummy**: they defend against the claimer, and the
//!    doubt is his (Law 69B gives back a trick they would likely have won, and no
//!    defensive error is assumed to take it from them).
//!
//! A finesse-or-drop guess thus takes the percentage line by vacant places, not the one
//! that sees the cards.
//!
//! **Clear lines and guesses** (reviews rulings-keys K5, rulings-3 R5): a choice is
//! *clear* when its card is best on every layout; then the double-dummy play assumed
//! after it is also what the same rules choose later on the real cards (the real layout
//! is one of those tried), the line agrees with itself, and no weighting of the layouts
//! can change it. A choice that is not clear is a *guess*, and there the reading decides:
//! this engine counts every layout once (vacant places), without the restricted-choice
//! weights that would count down a layout where a defender had a choice of equal cards,
//! and it plans the later play double dummy, not with its own later guesses. Both are
//! approximations a director may not share, so the guesses are reported
//! ([`ClaimOutcome::guesses`]): the explanation names them, and the question bank draws
//! its 69B variants only where the line has none.
//!
//! **What the count is**: the case gives the ending, not the play before the claim
//! (`spec/ruling-json.md` is fixed), so the claimer is taken to know only what the
//! ending shows: the remaining length of each hand, and the voids shown from the claim
//! on, in the line itself. A director who knows that the earlier play gave declarer a count (a
//! defender who showed out of the suit) may rule otherwise; the engine cannot see it.
//!
//! What the claim mode's normal-play rules (carelessness, the unaware claimer of Law
//! 70C) say does not enter: they measure Laws 70 and 71, not what was likely.

use arrayvec::ArrayVec;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::model::{Card, Hand, Hands, Position, Seat, Suit};
use crate::solver::Solver;
use crate::solver::bits::{NO_TRUMP, beats, card_index, run_tops, suit_bits, suit_mask};

use super::{ClaimOutcome, ClaimSetup, ClaimSetupError, LineItem};

/// Layouts of the unseen cards a single-dummy choice is judged over, at most.
pub const LAYOUTS: usize = 24;

/// The most double-dummy positions the likely line may visit, whatever the setup's own
/// budget: under a second on this machine. Each choice solves up to [`LAYOUTS`] deals,
/// so the line costs far more than the worst normal line with as many cards: at 8 cards
/// a hand it needs up to a few hundred thousand positions, at 10 up to about 2 million,
/// and with 11 or more cards many lines pass this and are undetermined rather than slow
/// (`cargo bench --bench claim`).
pub const LIKELY_NODE_BUDGET: u64 = 2_000_000;

/// One trick in progress: the cards played, leader first.
type Trick = ArrayVec<(Seat, Card), 4>;

/// Plays the claim out along the likely line of Law 69B (see the module docs); `dummy`
/// is declarer's partner, whose cards everyone sees.
///
/// # Errors
/// [`ClaimSetupError::TooManyLines`] when the double-dummy solves needed pass the
/// setup's node budget or [`LIKELY_NODE_BUDGET`], whichever is less.
pub fn likely_play(setup: &ClaimSetup, dummy: Seat) -> Result<ClaimOutcome, ClaimSetupError> {
    let mut play = Likely {
        setup,
        dummy,
        draws: draws(&setup.position),
        trump: setup.trump.map_or(NO_TRUMP, Suit::index),
        nodes: 0,
        solver: Solver::across_deals(),
    };
    play.run()
}

/// The keys of the drawn layouts, [`LAYOUTS`] of them: a random number for every card,
/// from a generator seeded from the position, drawn once for the whole claim.
fn draws(position: &Position) -> Vec<[u32; 64]> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed(position));
    (0..LAYOUTS)
        .map(|_| std::array::from_fn(|_| rng.random()))
        .collect()
}

/// A seed from the position: the same claim is always judged on the same layouts.
fn seed(position: &Position) -> u64 {
    Seat::ALL.iter().fold(0x69b2_u64, |acc, &seat| {
        acc.rotate_left(17) ^ position.hand(seat).bits()
    })
}

struct Likely<'a> {
    setup: &'a ClaimSetup,
    dummy: Seat,
    /// Per drawn layout, a key for every card ([`draws`]): the hidden hand the layout
    /// fills first takes the free cards with the lowest keys.
    draws: Vec<[u32; 64]>,
    trump: usize,
    /// Double-dummy search nodes spent, against the setup's budget.
    nodes: u64,
    /// One solver for every solve, its table kept from layout to layout: the layouts
    /// differ only in the hidden hands, and what one proved often holds for the next
    /// (a third fewer positions at 8 cards a hand).
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
        let mut voids = [0u8; 4];
        let mut guesses = Vec::new();
        while !hands.hand(leader).is_empty() || !trick.is_empty() {
            let seat = leader.clockwise(trick.len());
            let card = if seat.side() == self.setup.claimer {
                match self.stated(&hands, seat, &trick, &mut step) {
                    Some(card) => card,
                    None => {
                        let (card, clear) = self.single_dummy(&hands, seat, &trick, &voids)?;
                        if !clear {
                            guesses.push((seat, card));
                        }
                        card
                    }
                }
            } else {
                self.best(&hands, seat, &trick, false)?
            };
            if let Some(&(_, lead)) = trick.first()
                && card.suit != lead.suit
            {
                voids[seat.index()] |= 1 << lead.suit.index();
            }
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
            guesses,
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

    /// The card the claimer's side would likely play: the best on average over the
    /// layouts of the cards its decider cannot see; and whether the choice is clear, the
    /// card best on every one of those layouts (no guess).
    fn single_dummy(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        voids: &[u8; 4],
    ) -> Result<(Card, bool), ClaimSetupError> {
        let choices = choices(hands, seat, trick);
        if choices.len() == 1 {
            return Ok((choices[0], true));
        }
        let decider = if seat == self.dummy {
            seat.partner()
        } else {
            seat
        };
        let seen = [decider, self.dummy];
        let hidden: ArrayVec<Seat, 2> = Seat::ALL
            .into_iter()
            .filter(|s| !seen.contains(s))
            .collect();
        let layouts = self.layouts(hands, [hidden[0], hidden[1]], voids);
        // Never empty (the real layout is one of them), but an empty list is no guess.
        if layouts.is_empty() {
            return Ok((choices[0], true));
        }
        self.bounded(&layouts, seat, trick, &choices)
    }

    /// The card with the best total over `layouts` and whether it is best on every one,
    /// as counting every card's tricks on every layout finds them ([`Likely::counted`]),
    /// with only the yes/no searches the comparison needs.
    ///
    /// No card takes more on a layout than the layout's count with `seat` to play (the
    /// best card's), so that count bounds each card's figure there, and their sum its
    /// total. Only the card whose bound on its total is highest (the lowest such card on
    /// a tie) is asked anything: whether it reaches its bound on a layout not yet shown
    /// exact. Yes makes that figure exact; no lowers it, and the card's total, by a
    /// trick. A card that falls behind is asked nothing more until the leader falls to
    /// it. The first card whose figures are all exact while its total is still the
    /// highest bound is the one counting chooses: no card can pass it, and one that ties
    /// comes later in `choices`. The choice is clear when that card takes each layout's
    /// count. A layout where a card fell short is asked first from then on: the next
    /// card often falls short there too (the layout that beats one finesse beats the
    /// others that take it), and a card that does is out of the running at once.
    fn bounded(
        &mut self,
        layouts: &[Hands],
        seat: Seat,
        trick: &Trick,
        choices: &[Card],
    ) -> Result<(Card, bool), ClaimSetupError> {
        let mut counts: Vec<u8> = Vec::with_capacity(layouts.len());
        for layout in layouts {
            let near = counts.last().copied();
            counts.push(self.before(layout, seat, trick, near)?);
        }
        let (k, m) = (choices.len(), layouts.len());
        let sum: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        let mut total = vec![sum; k];
        // Card i's bound on layout j at `i * m + j`, and whether it is shown exact.
        let mut bound: Vec<u8> = (0..k).flat_map(|_| counts.iter().copied()).collect();
        let mut exact = vec![false; k * m];
        let mut order: Vec<usize> = (0..m).collect();
        loop {
            // The highest bound; from the top down, the last of equals is the lowest card.
            let i = (0..k).rev().max_by_key(|&c| total[c]).unwrap_or(0);
            let Some(at) = order.iter().position(|&j| !exact[i * m + j]) else {
                let clear = (0..m).all(|j| bound[i * m + j] == counts[j]);
                return Ok((choices[i], clear));
            };
            let j = order[at];
            let level = bound[i * m + j];
            if level == 0 || self.reaches(&layouts[j], seat, trick, choices[i], level)? {
                exact[i * m + j] = true;
            } else {
                bound[i * m + j] = level - 1;
                total[i] -= 1;
                order.remove(at);
                order.insert(0, j);
            }
        }
    }

    /// The card with the best total over `layouts`, every card's tricks counted on each
    /// (the lowest of the cards with that total: `choices` runs low to high), and whether
    /// it is best on every layout: plainly, each figure a solve of its own, the reference
    /// the tests hold [`Likely::bounded`] to.
    #[cfg(test)]
    fn counted(
        &mut self,
        layouts: &[Hands],
        seat: Seat,
        trick: &Trick,
        choices: &[Card],
    ) -> Result<(Card, bool), ClaimSetupError> {
        let mut values: Vec<Vec<u8>> = Vec::with_capacity(layouts.len());
        for layout in layouts {
            let mut row = Vec::with_capacity(choices.len());
            for &card in choices {
                row.push(self.after(layout, seat, trick, card, None)?);
            }
            values.push(row);
        }
        let mut totals = vec![0u32; choices.len()];
        for row in &values {
            for (total, &value) in totals.iter_mut().zip(row) {
                *total += u32::from(value);
            }
        }
        let best = totals.iter().copied().max().unwrap_or(0);
        let at = totals.iter().position(|&t| t == best).unwrap_or(0);
        let clear = values
            .iter()
            .all(|row| row.iter().all(|&other| other <= row[at]));
        Ok((choices[at], clear))
    }

    /// The index in `choices` (lowest first) of the first card of `seat` whose tricks
    /// for the claimer's side are `count`, the layout's count with `seat` to play: the
    /// most any card takes when `ours`, the fewest when not. One yes/no search a card.
    fn first_at(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        choices: &[Card],
        count: u8,
        ours: bool,
    ) -> Result<usize, ClaimSetupError> {
        for (i, &card) in choices.iter().enumerate() {
            let at = if ours {
                self.reaches(hands, seat, trick, card, count)?
            } else {
                !self.reaches(hands, seat, trick, card, count + 1)?
            };
            if at {
                return Ok(i);
            }
        }
        // Never reached: the count is some card's.
        Ok(0)
    }

    /// The claimer's side's tricks from the current trick on, `seat` to play next and
    /// everyone double dummy from here: the best card's count.
    fn before(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        near: Option<u8>,
    ) -> Result<u8, ClaimSetupError> {
        if !trick.is_empty() {
            return self.in_trick(hands, trick, near);
        }
        match hands.into_position() {
            Ok(position) if !hands.hand(seat).is_empty() => self.count(
                Rest::Solve {
                    total: position.cards_each() as u8,
                    position,
                    leader: seat,
                    played: ArrayVec::new(),
                    ours: 0,
                },
                near,
            ),
            _ => Ok(0),
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
        // Never taken: the seat to play holds a card.
        let Some(&first) = choices.first() else {
            return Ok(Card::new(Suit::Clubs, crate::model::Rank::TWO));
        };
        if choices.len() == 1 {
            return Ok(first);
        }
        // The best card takes the position's count with `seat` to play: the first card
        // shown by a yes/no search to take it is the lowest best one.
        let count = self.before(hands, seat, trick, None)?;
        let at = self.first_at(hands, seat, trick, &choices, count, ours)?;
        Ok(choices[at])
    }

    /// The claimer's side's tricks from the current trick on when `seat` plays `card`,
    /// and everyone plays double dummy after it; `near` is a guess at the answer.
    #[cfg(test)]
    fn after(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        card: Card,
        near: Option<u8>,
    ) -> Result<u8, ClaimSetupError> {
        let mut hands = *hands;
        hands.hand_mut(seat).remove(card);
        let mut trick = trick.clone();
        trick.push((seat, card));
        self.in_trick(&hands, &trick, near)
    }

    /// Whether the claimer's side takes at least `target` tricks from the current trick
    /// on when `seat` plays `card` and everyone plays double dummy after it: one yes/no
    /// search.
    fn reaches(
        &mut self,
        hands: &Hands,
        seat: Seat,
        trick: &Trick,
        card: Card,
        target: u8,
    ) -> Result<bool, ClaimSetupError> {
        let mut hands = *hands;
        hands.hand_mut(seat).remove(card);
        let mut trick = trick.clone();
        trick.push((seat, card));
        match self.rest(&hands, &trick) {
            Rest::Known(tricks) => Ok(tricks >= target),
            Rest::Solve {
                position,
                leader,
                played,
                ours,
                total,
            } => self.side_reaches(
                &position,
                leader,
                &played,
                target.saturating_sub(ours),
                total,
            ),
        }
    }

    /// Whether the claimer's side takes at least `target` of the `total` tricks from
    /// `position`, `leader` having led the cards `played` so far.
    fn side_reaches(
        &mut self,
        position: &Position,
        leader: Seat,
        played: &[Card],
        target: u8,
        total: u8,
    ) -> Result<bool, ClaimSetupError> {
        if target == 0 {
            return Ok(true);
        }
        if target > total {
            return Ok(false);
        }
        let cards = self.setup.position.cards_each();
        if self.nodes > self.setup.node_budget.min(LIKELY_NODE_BUDGET) {
            return Err(ClaimSetupError::TooManyLines { cards });
        }
        // The solver asks of the leader's side: the claimer's `target` is the other
        // side's falling short of `total - target + 1`.
        let same = leader.side() == self.setup.claimer;
        let asked = if same { target } else { total - target + 1 };
        let before = self.solver.nodes();
        let reached = self
            .solver
            .try_reaches_trick(position, self.setup.trump, leader, played, asked)
            .map_err(|_| ClaimSetupError::TooManyLines { cards })?;
        self.nodes += (self.solver.nodes() - before).max(1);
        Ok(reached == same)
    }

    /// Double dummy from inside a trick: the trick's remaining cards and every trick
    /// after it played as well as possible by both sides, in one solve. `near`, the
    /// claimer's side's tricks a sibling took, is where the search starts.
    fn in_trick(
        &mut self,
        hands: &Hands,
        trick: &Trick,
        near: Option<u8>,
    ) -> Result<u8, ClaimSetupError> {
        let rest = self.rest(hands, trick);
        self.count(rest, near)
    }

    /// The claimer's side's tricks that `rest` rests on, `near` a guess at them.
    fn count(&mut self, rest: Rest, near: Option<u8>) -> Result<u8, ClaimSetupError> {
        let cards = self.setup.position.cards_each();
        let undetermined = move || ClaimSetupError::TooManyLines { cards };
        let claimer = self.setup.claimer;
        if self.nodes > self.setup.node_budget.min(LIKELY_NODE_BUDGET) {
            return Err(undetermined());
        }
        let (position, leader, played, ours, total) = match rest {
            Rest::Known(tricks) => return Ok(tricks),
            Rest::Solve {
                position,
                leader,
                played,
                ours,
                total,
            } => (position, leader, played, ours, total),
        };
        let for_claimer = |tricks: u8| turned(leader.side() == claimer, total, tricks);
        let near = near.map(|n| for_claimer(n.saturating_sub(ours).min(total)));
        let before = self.solver.nodes();
        let leaders = self
            .solver
            .try_solve_trick_near(&position, self.setup.trump, leader, &played, near)
            .map_err(|_| undetermined())?;
        self.nodes += (self.solver.nodes() - before).max(1);
        Ok(ours + for_claimer(leaders))
    }

    /// What the claimer's side's tricks from the current trick on rest on: known without
    /// a solve, or `ours` (the trick just completed, if it is) and their share of the
    /// `total` tricks the solver counts from `position`, which holds the hands as they
    /// were before `leader` led the cards `played`.
    fn rest(&self, hands: &Hands, trick: &Trick) -> Rest {
        if trick.len() == 4 {
            let won = winner(trick, self.trump);
            let ours = u8::from(won.side() == self.setup.claimer);
            let total = hands.hand(won).len() as u8;
            return match hands.into_position() {
                Ok(position) if total > 0 => Rest::Solve {
                    position,
                    leader: won,
                    played: ArrayVec::new(),
                    ours,
                    total,
                },
                _ => Rest::Known(ours),
            };
        }
        let mut before_lead = *hands;
        for &(seat, card) in trick.iter() {
            before_lead.hand_mut(seat).insert(card);
        }
        match before_lead.into_position() {
            Ok(position) => Rest::Solve {
                total: position.cards_each() as u8,
                position,
                leader: trick[0].0,
                played: trick.iter().map(|&(_, c)| c).collect(),
                ours: 0,
            },
            Err(_) => Rest::Known(0),
        }
    }

    /// The layouts of the two `hidden` hands' cards the decider cannot tell apart: each
    /// hand keeps its length and holds no card of a suit it has shown out of. A card of
    /// a suit one of them has shown out of is the other's; the rest are free. All the
    /// layouts when there are at most [`LAYOUTS`] (the real one among them); otherwise
    /// [`LAYOUTS`] draws, in each of which the first hidden hand takes the free cards
    /// with the lowest keys of that draw ([`Likely::draws`]).
    ///
    /// Each consistent layout is as likely as any other in a draw, as when every draw
    /// was dealt afresh. But a draw's keys hold for the whole claim, so from one turn to
    /// the next it changes only where a card has gone or a void been shown: the
    /// positions it reaches are mostly the ones searched at the turn before, still in
    /// the solver's table.
    fn layouts(&self, hands: &Hands, hidden: [Seat; 2], voids: &[u8; 4]) -> Vec<Hands> {
        let [a, b] = hidden;
        let pool = hands.hand(a).bits() | hands.hand(b).bits();
        let shown_out = |seat: Seat| {
            Suit::ALL
                .into_iter()
                .filter(|s| voids[seat.index()] & (1 << s.index()) != 0)
                .fold(0u64, |mask, s| mask | suit_mask(s.index()))
        };
        let (not_a, not_b) = (pool & shown_out(a), pool & shown_out(b));
        let free: Vec<Card> = Hand::from_bits(pool & !not_a & !not_b).cards().collect();
        let need = hands
            .hand(a)
            .len()
            .checked_sub(not_b.count_ones() as usize)
            .filter(|&need| need <= free.len());
        // Never so (the real layout is consistent), but then the real one is all there is.
        let Some(need) = need.filter(|_| not_a & not_b == 0) else {
            return vec![*hands];
        };
        let build = |chosen: u64| {
            let first = not_b | chosen;
            let mut out = *hands;
            *out.hand_mut(a) = Hand::from_bits(first);
            *out.hand_mut(b) = Hand::from_bits(pool & !first);
            out
        };
        if binomial(free.len(), need) <= LAYOUTS as u64 {
            return subsets(&free, need)
                .into_iter()
                .map(|chosen| build(chosen.bits()))
                .collect();
        }
        let mut order = free;
        self.draws
            .iter()
            .map(|keys| {
                let key = |card: &Card| (keys[card.bit().trailing_zeros() as usize], card.bit());
                order.sort_unstable_by_key(key);
                build(order[..need].iter().fold(0, |bits, card| bits | card.bit()))
            })
            .collect()
    }
}

/// See [`Likely::rest`].
enum Rest {
    Known(u8),
    Solve {
        position: Position,
        leader: Seat,
        played: ArrayVec<Card, 3>,
        ours: u8,
        total: u8,
    },
}

/// `tricks` of `total` counted for one side, as the other side's count when `same` is
/// false: the solver counts the leader's side, the line the claimer's; the turn goes
/// both ways.
fn turned(same: bool, total: u8, tricks: u8) -> u8 {
    if same { tricks } else { total - tricks }
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

/// n choose k, saturating.
fn binomial(n: usize, k: usize) -> u64 {
    (0..k as u64).fold(1u64, |acc, i| acc.saturating_mul(n as u64 - i) / (i + 1))
}

/// Every `k`-card hand from `pool`.
fn subsets(pool: &[Card], k: usize) -> Vec<Hand> {
    let mut out = Vec::new();
    let mut pick = Vec::with_capacity(k);
    fn walk(pool: &[Card], k: usize, from: usize, pick: &mut Vec<Card>, out: &mut Vec<Hand>) {
        if pick.len() == k {
            out.push(pick.iter().fold(Hand::EMPTY, |mut h, &c| {
                h.insert(c);
                h
            }));
            return;
        }
        for i in from..pool.len() {
            pick.push(pool[i]);
            walk(pool, k, i + 1, pick, out);
            pick.pop();
        }
    }
    walk(pool, k, 0, &mut pick, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Side;
    use crate::solver::claim::NODE_BUDGET;

    use Seat::{East, North, South, West};

    fn setup(position: &str, trump: Option<Suit>, on_lead: Seat, line: &[&str]) -> ClaimSetup {
        ClaimSetup {
            position: position.parse().unwrap(),
            trump,
            on_lead,
            claimer: Side::NorthSouth,
            line: line
                .iter()
                .map(|c| LineItem::Card(c.parse().unwrap()))
                .collect(),
            trump_aware: false,
            take_finesses: false,
            node_budget: NODE_BUDGET,
        }
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn likely<'a>(setup: &'a ClaimSetup) -> Likely<'a> {
        Likely {
            setup,
            dummy: North,
            draws: draws(&setup.position),
            trump: setup.trump.map_or(NO_TRUMP, Suit::index),
            nodes: 0,
            solver: Solver::across_deals(),
        }
    }

    /// South ♠32 ♦K leads towards ♠AQ ♦A; East ♠K ♦32 (the king singleton offside),
    /// West ♠654.
    const ODDS: &str = "N:AQ..A. K..32. 32..K. 654...";

    /// An 8-card ending, hearts trumps: East's and West's 16 cards can be dealt in
    /// 12,870 ways, so the layouts are drawn.
    const EIGHT: &str = "N:AQ2.K2.A3.2 K43.A3.K.43 765.QJ.Q2.5 JT98..J54.A";

    /// Rule 1: the statement first. Spades trumps, South ♠A ♥A says "heart ace, then
    /// the ace of trumps" while West can ruff: he would likely have played as he said.
    /// Source: review D7.
    #[test]
    fn the_stated_line_is_played_first() {
        let s = setup(
            "N:...32 .32.. A.A.. 2..2.",
            Some(Suit::Spades),
            South,
            &["HA", "SA"],
        );
        let out = likely_play(&s, North).unwrap();
        assert_eq!(out.play[0], (South, card("HA")));
        assert_eq!(out.tricks, 1, "West ruffs the stated ace");
    }

    /// Rule 2: single dummy. After West follows small, South cannot tell where the ♠K
    /// is: finessing makes 2.4 tricks on average over the ten deals, rising 2.1, so the
    /// queen is played although the ace would drop the singleton king.
    /// Source: review D8; seeds/003.
    #[test]
    fn the_claimer_side_plays_by_the_odds_not_by_the_cards() {
        let s = setup(ODDS, None, South, &[]);
        let out = likely_play(&s, North).unwrap();
        assert_eq!(out.play[2], (North, card("SQ")));
        assert_eq!(out.play[3], (East, card("SK")));
        assert_eq!(out.tricks, 2);
        assert_eq!(
            Solver::new().solve(&s.position, None, South),
            3,
            "double dummy"
        );
    }

    /// Rule 3: the layouts keep each hidden hand's length (vacant places), drop any
    /// that give a hand a card of a suit it has shown out of, count every deal once,
    /// and include the real one.
    #[test]
    fn layouts_are_the_deals_consistent_with_what_was_seen() {
        let s = setup(ODDS, None, South, &[]);
        let play = likely(&s);
        let mut hands = s.position.hands();
        hands.hand_mut(South).remove(card("S3"));
        hands.hand_mut(West).remove(card("S4"));
        let layouts = play.layouts(&hands, [East, West], &[0; 4]);
        assert_eq!(layouts.len(), 10, "5 cards, 2 of them West's: C(5, 2)");
        assert!(layouts.contains(&hands));
        for layout in &layouts {
            assert_eq!(layout.hand(West).len(), 2);
            assert_eq!(layout.hand(East).len(), 3);
            assert_eq!(layout.hand(North), hands.hand(North));
        }
        let distinct: std::collections::HashSet<u64> =
            layouts.iter().map(|l| l.hand(West).bits()).collect();
        assert_eq!(distinct.len(), 10, "each deal once");
        let mut voids = [0u8; 4];
        voids[West.index()] = 1 << Suit::Diamonds.index();
        let layouts = play.layouts(&hands, [East, West], &voids);
        assert_eq!(layouts.len(), 3, "West void in diamonds: 2 of ♠K ♠6 ♠5");
        assert!(
            layouts
                .iter()
                .all(|l| !l.hand(West).has_suit(Suit::Diamonds))
        );
    }

    /// Rule 3 with voids: a card of a suit one hidden hand has shown out of is the
    /// other's, and when that leaves no more than [`LAYOUTS`] deals every one is tried
    /// once, though the two hands' cards alone could be dealt in more ways.
    #[test]
    fn a_void_shown_leaves_every_consistent_deal_tried_once() {
        let s = setup(
            "N:A.KQ.A.AK KQJT.65.. 32.JT.32. .A9.KQJ.2",
            None,
            South,
            &[],
        );
        let play = likely(&s);
        let hands = s.position.hands();
        let mut voids = [0u8; 4];
        voids[West.index()] = 1 << Suit::Spades.index();
        voids[East.index()] = 1 << Suit::Diamonds.index() | 1 << Suit::Clubs.index();
        // 12 cards, 6 each: C(12, 6) = 924 deals. But the spades are East's and the
        // diamonds and the club West's, so East takes 2 of the 4 hearts: 6 deals.
        let layouts = play.layouts(&hands, [East, West], &voids);
        assert_eq!(layouts.len(), 6);
        assert!(layouts.contains(&hands));
        let distinct: std::collections::HashSet<u64> =
            layouts.iter().map(|l| l.hand(West).bits()).collect();
        assert_eq!(distinct.len(), 6, "each deal once");
        for layout in &layouts {
            let (east, west) = (layout.hand(East), layout.hand(West));
            assert_eq!((east.len(), west.len()), (6, 6));
            assert_eq!((east.count(Suit::Spades), east.count(Suit::Hearts)), (4, 2));
            assert_eq!(
                (west.count(Suit::Diamonds), west.count(Suit::Clubs)),
                (3, 1)
            );
        }
    }

    /// Rule 5: a draw follows the play. When a hidden hand plays a card that the draw
    /// gave it, the draw's next layout is the one before without that card; when the
    /// draw had given the card to the other hand, one card moves across, no more.
    #[test]
    fn a_drawn_layout_follows_the_cards_played() {
        let s = setup(EIGHT, Some(Suit::Hearts), South, &[]);
        let play = likely(&s);
        let hands = s.position.hands();
        let before = play.layouts(&hands, [East, West], &[0; 4]);
        assert_eq!(before.len(), LAYOUTS, "C(16, 8) deals: drawn");
        let mut after_play = hands;
        after_play.hand_mut(East).remove(card("S3"));
        let after = play.layouts(&after_play, [East, West], &[0; 4]);
        assert_eq!(after.len(), LAYOUTS);
        let mut kept = 0;
        for (old, new) in before.iter().zip(&after) {
            let mut expected = *old;
            if old.hand(East).contains(card("S3")) {
                expected.hand_mut(East).remove(card("S3"));
                assert_eq!(*new, expected);
                kept += 1;
            } else {
                // West's place left by the ♠3 is filled by one of East's cards.
                expected.hand_mut(West).remove(card("S3"));
                let moved = new.hand(West).bits() & !expected.hand(West).bits();
                assert_eq!(moved.count_ones(), 1, "{old} then {new}");
                assert_eq!(new.hand(West).bits(), expected.hand(West).bits() | moved);
                assert_eq!(new.hand(East).bits(), expected.hand(East).bits() & !moved);
            }
        }
        assert!(
            kept > 0 && kept < LAYOUTS,
            "{kept} of the draws gave East the ♠3"
        );
    }

    /// Rule 4: each layout is solved double dummy from inside the trick: a lead's value
    /// is what the solver gives for that lead, whatever guess the search starts from.
    #[test]
    fn a_card_is_valued_by_double_dummy_from_inside_the_trick() {
        let s = setup(ODDS, None, South, &[]);
        let mut play = likely(&s);
        let hands = s.position.hands();
        let leads = Solver::new().solve_leads(&s.position, None, South);
        let left = s.position.cards_each() as u8;
        for (lead, tricks) in leads {
            let guesses = std::iter::once(None).chain((0..=left + 1).map(Some));
            for near in guesses {
                let value = play
                    .after(&hands, South, &Trick::new(), lead, near)
                    .unwrap();
                assert_eq!(value, tricks, "{lead}, search from {near:?}");
            }
        }
    }

    /// The layouts share one table (`Solver::across_deals`): what it proved on one deal
    /// of the hidden cards is never misapplied to the next. Every card on every layout of
    /// an 8-card ending is valued as a fresh solver values it.
    #[test]
    fn one_table_for_all_layouts_values_every_card_as_a_fresh_solver() {
        let s = setup(EIGHT, Some(Suit::Hearts), South, &[]);
        let mut play = likely(&s);
        let hands = s.position.hands();
        let layouts = play.layouts(&hands, [East, West], &[0; 4]);
        assert!(layouts.len() > 10, "{} layouts", layouts.len());
        for layout in &layouts {
            let position = layout.into_position().unwrap();
            let fresh = Solver::new().solve_leads(&position, s.trump, South);
            for (lead, tricks) in fresh {
                let value = play
                    .after(layout, South, &Trick::new(), lead, None)
                    .unwrap();
                assert_eq!(value, tricks, "{lead} on {layout}");
            }
        }
    }

    /// The choice found by bounding each card's total is the one counting every card on
    /// every layout makes: on random endings of 2 to 7 cards, with and without a trick in
    /// progress, the same card and the same answer to whether it is a guess.
    #[test]
    fn the_bounded_choice_is_the_counted_one() {
        use rand::RngExt;
        let mut rng = ChaCha8Rng::seed_from_u64(0x69b);
        let (mut clear, mut guesses) = (0, 0);
        for round in 0..400 {
            let n = 2 + round % 6;
            let position = Position::random(&mut rng, n).unwrap();
            let trump = crate::model::Strain::ALL[rng.random_range(0..5usize)].trump();
            let leader = Seat::ALL[rng.random_range(0..4usize)];
            let mut hands = position.hands();
            let mut trick = Trick::new();
            for _ in 0..rng.random_range(0..4usize) {
                let seat = leader.clockwise(trick.len());
                let legal = choices(&hands, seat, &trick);
                let card = legal[rng.random_range(0..legal.len())];
                hands.hand_mut(seat).remove(card);
                trick.push((seat, card));
            }
            let seat = leader.clockwise(trick.len());
            let mut s = setup(&position.to_string(), trump, leader, &[]);
            s.claimer = seat.side();
            let dummy = seat.side().seats()[rng.random_range(0..2usize)];
            let mut play = likely(&s);
            play.dummy = dummy;
            let found = play.single_dummy(&hands, seat, &trick, &[0; 4]).unwrap();
            let decider = if seat == dummy { seat.partner() } else { seat };
            let hidden: Vec<Seat> = Seat::ALL
                .into_iter()
                .filter(|h| *h != decider && *h != dummy)
                .collect();
            let mut again = likely(&s);
            again.dummy = dummy;
            let layouts = again.layouts(&hands, [hidden[0], hidden[1]], &[0; 4]);
            let legal = choices(&hands, seat, &trick);
            let counted = if legal.len() == 1 {
                (legal[0], true)
            } else {
                again.counted(&layouts, seat, &trick, &legal).unwrap()
            };
            assert_eq!(found, counted, "{hands}, {trick:?}, {trump:?}");
            if counted.1 { clear += 1 } else { guesses += 1 }
        }
        assert!(
            clear > 50 && guesses > 20,
            "{clear} clear, {guesses} guesses"
        );
    }

    /// Rule 5: deterministic. With more deals than [`LAYOUTS`] a seeded sample is drawn:
    /// the same case gives the same line every time.
    #[test]
    fn the_same_case_gives_the_same_line() {
        let s = setup("N:AQ2.A2.. K.KQJ.3. 43..K2.A 765.3..4", None, South, &[]);
        let play = likely(&s);
        let hands = s.position.hands();
        assert_eq!(play.layouts(&hands, [East, West], &[0; 4]).len(), LAYOUTS);
        let first = likely_play(&s, North).unwrap();
        let again = likely_play(&s, North).unwrap();
        assert_eq!(first.play, again.play);
        assert_eq!(first.tricks, again.tricks);
    }

    /// Rule 6: ties go to the lower card. South ♠A ♥A: either order takes both tricks;
    /// the heart (the lower suit) goes first.
    #[test]
    fn a_tie_goes_to_the_lower_card() {
        let s = setup("N:...32 ..32. A.A.. ..54.", None, South, &[]);
        let out = likely_play(&s, North).unwrap();
        assert_eq!(out.play[0], (South, card("HA")));
        assert_eq!(out.tricks, 2);
    }

    /// Rule 7: the opponents defend double dummy. West leads ♠K opposite East's ♠AQ:
    /// East overtakes and cashes the queen, so North-South take nothing (a careless
    /// East who played the queen under the king would give them the club).
    #[test]
    fn the_opponents_defend_double_dummy() {
        let s = setup("N:3...3 AQ... 4...4 K...2", None, West, &[]);
        let out = likely_play(&s, North).unwrap();
        assert_eq!(out.play[2], (East, card("SA")));
        assert_eq!(out.tricks, 0);
    }
}
