//! The search of claim mode: a branch and bound over the claimer's normal choices and
//! the opponents' legal cards, everyone minimising the claimer's tricks. One normal line
//! bounds the answer from above; a memo of bounds keyed on relative ranks and the floor
//! (`floor.rs`) prove where a trick start cannot go lower; the choices themselves are
//! the rules of `normal.rs`.

use arrayvec::ArrayVec;

use crate::model::{Card, Hand, Hands, Seat, Suit};
use crate::solver::bits::{NO_TRUMP, beats, compress, low_bit, suit_lengths};

use super::memo::Memo;
use super::{ClaimSetup, LineItem};

/// The choices at one turn, at most a hand's 13 cards kept on the stack, and the
/// statement step that follows any of them.
/// A plain array rather than an `ArrayVec`: filled on every turn of the search, where
/// the latter's checks showed in profiles.
pub(super) struct Moves {
    cards: [Card; 13],
    /// Each card's place in the order of trial, for sorting the opponents' cards.
    scores: [i32; 13],
    len: usize,
    step: usize,
}

impl Moves {
    #[inline]
    pub(super) fn new(step: usize) -> Moves {
        Moves {
            cards: [Card::new(Suit::Clubs, crate::model::Rank::TWO); 13],
            scores: [0; 13],
            len: 0,
            step,
        }
    }

    #[inline]
    pub(super) fn push(&mut self, card: Card) {
        if self.len < 13 {
            self.cards[self.len] = card;
            self.len += 1;
        }
    }

    /// Inserts `card` after every card with at least its `score`.
    #[inline]
    pub(super) fn insert(&mut self, card: Card, score: i32) {
        if self.len >= 13 {
            return;
        }
        let mut at = self.len;
        while at > 0 && self.scores[at - 1] < score {
            self.cards[at] = self.cards[at - 1];
            self.scores[at] = self.scores[at - 1];
            at -= 1;
        }
        self.cards[at] = card;
        self.scores[at] = score;
        self.len += 1;
    }

    #[inline]
    pub(super) fn iter(&self) -> impl Iterator<Item = (Card, usize)> + '_ {
        self.cards[..self.len].iter().map(|&card| (card, self.step))
    }
}

/// Cards considered at one turn, before the statement step is attached.
pub(super) type Cards = ArrayVec<Card, 13>;

/// A trick's start: who holds the 1st, 2nd, … highest unplayed card of each suit
/// (relative ranks), the leader and the statement step. The holders' seat indices, bit
/// by bit (`odd`, `high`), are packed card after card in order of the unplayed cards,
/// and `context` has the suit lengths that split them by suit. While a stated card is
/// still to be played the exact cards matter too, and `exact` holds the unplayed cards
/// (with the relative ranks they fix every hand); after that it is empty, so positions
/// reached by different tricks meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct StateKey {
    odd: u64,
    high: u64,
    exact: u64,
    context: u64,
}

/// What the search has proved about a trick start: the claimer's remaining tricks lie in
/// `lower..=upper`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Bounds {
    pub(super) lower: u8,
    pub(super) upper: u8,
}

impl StateKey {
    /// The key of a trick start; `exact` the unplayed cards while a stated card is still
    /// to come, else 0.
    pub(super) fn new(hands: &Hands, leader: Seat, step: usize, exact: u64) -> StateKey {
        let bits = Seat::ALL.map(|seat| hands.hand(seat).bits());
        let all = bits[0] | bits[1] | bits[2] | bits[3];
        // The holder's index in `Seat::ALL`, bit by bit, of each unplayed card in turn.
        let (odd, high) = compress(bits[1] | bits[3], bits[2] | bits[3], all);
        StateKey {
            odd,
            high,
            exact,
            context: suit_lengths(all) | (leader.index() as u64) << 16 | (step as u64) << 18,
        }
    }

    /// The key in 120 bits, above a byte left for the bounds ([`super::memo`]): the suit
    /// lengths, leader and step, then the holders' bits of the `4k` unplayed cards,
    /// `odd` and `high` one after the other (the lengths tell where one ends). None
    /// when that does not fit (thirteen cards a hand, a statement of 64 steps or more)
    /// or the exact cards are part of the key.
    #[inline]
    pub(super) fn packed(&self) -> Option<u128> {
        let lengths = self.context & 0xffff;
        let step = self.context >> 18;
        let cards = (0..4).map(|s| lengths >> (4 * s) & 0xf).sum::<u64>();
        if self.exact != 0 || cards > 48 || step >= 64 {
            return None;
        }
        Some(
            u128::from(self.context & 0xff_ffff) << 8
                | u128::from(self.odd) << 32
                | u128::from(self.high) << (32 + cards),
        )
    }
}

/// One claim being played out: the setup, the memo, and what the search has cost.
pub(super) struct Search<'a> {
    pub(super) setup: &'a ClaimSetup,
    /// The trump suit's index, or [`NO_TRUMP`](crate::solver::bits::NO_TRUMP): for
    /// telling who wins a trick.
    pub(super) trump: usize,
    pub(super) memo: Memo,
    /// The statement steps up to the last stated card: while one of them is still to
    /// come, the memo keys on the exact cards.
    pub(super) cards_stated: usize,
    pub(super) nodes: u64,
    /// Set once the search passes its node budget ([`super::NODE_BUDGET`] for rulings); every call then returns at once and
    /// the caller reports the claim as too large.
    pub(super) exhausted: bool,
    /// Any line below `beta` will do, not the least ([`super::claim_at_most`]): a search
    /// stops at the first it finds, and what it keeps of a trick start is then that a
    /// line takes no more than that, not that none takes fewer.
    pub(super) any: bool,
}

/// The state inside a trick.
#[derive(Clone, Copy)]
pub(super) struct InTrick {
    pub(super) hands: Hands,
    pub(super) leader: Seat,
    pub(super) cards: Played,
    pub(super) step: usize,
}

/// The cards on the table in the current trick, without allocating: in order, as a
/// set, and which of them is winning so far.
#[derive(Clone, Copy)]
pub(super) struct Played {
    cards: [Card; 4],
    len: usize,
    pub(super) win: usize,
    pub(super) table: u64,
}

impl Played {
    pub(super) const NONE: Played = Played {
        cards: [Card::new(Suit::Clubs, crate::model::Rank::TWO); 4],
        len: 0,
        win: 0,
        table: 0,
    };

    /// The card winning the trick so far (the trick must have begun).
    #[inline]
    pub(super) fn best(&self) -> Card {
        self.cards[self.win]
    }

    #[inline]
    pub(super) fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len]
    }

    #[inline]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub(super) fn first(&self) -> Option<&Card> {
        self.as_slice().first()
    }

    #[inline]
    pub(super) fn push(&mut self, card: Card, trump: usize) {
        if self.len < 4 {
            if self.len > 0 && beats(card, self.best(), trump) {
                self.win = self.len;
            }
            self.cards[self.len] = card;
            self.table |= card.bit();
            self.len += 1;
        }
    }
}

impl<'a> Search<'a> {
    /// A search of `setup`'s claim from its start, nothing known yet.
    pub(super) fn new(setup: &'a ClaimSetup) -> Search<'a> {
        Search {
            setup,
            trump: setup.trump.map_or(NO_TRUMP, Suit::index),
            memo: Memo::new(),
            cards_stated: setup
                .line
                .iter()
                .rposition(|item| matches!(item, LineItem::Card(_)))
                .map_or(0, |i| i + 1),
            nodes: 0,
            exhausted: false,
            any: false,
        }
    }
}

impl InTrick {
    /// The claim's start: the hands as they are, the leader on lead, no card played.
    pub(super) fn root(setup: &ClaimSetup) -> InTrick {
        InTrick {
            hands: setup.position.hands(),
            leader: setup.on_lead,
            cards: Played::NONE,
            step: 0,
        }
    }
}

impl Search<'_> {
    pub(super) fn key(&self, hands: &Hands, leader: Seat, step: usize) -> StateKey {
        let card_pending = step < self.cards_stated;
        let exact = if card_pending {
            hands.all_cards().bits()
        } else {
            0
        };
        StateKey::new(hands, leader, step, exact)
    }

    /// The fewest tricks the claimer's side takes from `state` on, when that is below
    /// `beta`; otherwise some number at least `beta` (the search stops proving early).
    pub(super) fn in_trick(&mut self, state: &InTrick, beta: u8) -> u8 {
        if state.cards.is_empty() {
            return self.trick_start(state, beta);
        }
        if state.cards.len() == 4 {
            let (winner, next) = self.close_trick(state);
            let won = u8::from(winner.side() == self.setup.claimer);
            if won >= beta {
                return won;
            }
            return won.saturating_add(self.trick_start(&next, beta - won));
        }
        if beta <= 1 && self.decided_for_claimer(state) {
            // The claimer's side has this trick whatever is still to come.
            return 1;
        }
        self.best_child(state, beta, 0)
    }

    /// Whether the claimer's side is winning the trick so far with a card no opponent
    /// still to play can beat.
    pub(super) fn decided_for_claimer(&self, state: &InTrick) -> bool {
        let trump = self.setup.trump;
        let cards = state.cards.as_slice();
        let best = state.cards.best();
        let winner = state.leader.clockwise(state.cards.win);
        if winner.side() != self.setup.claimer {
            return false;
        }
        let led = cards[0].suit;
        (cards.len()..4)
            .map(|i| state.leader.clockwise(i))
            .filter(|p| p.side() != self.setup.claimer)
            .all(|p| {
                let hand = state.hands.hand(p);
                if hand.has_suit(led) {
                    best.suit != led || hand.highest_in(led).is_none_or(|h| h.rank < best.rank)
                } else {
                    match trump {
                        None => true,
                        Some(t) if best.suit == t => {
                            hand.highest_in(t).is_none_or(|h| h.rank < best.rank)
                        }
                        Some(t) => !hand.has_suit(t),
                    }
                }
            })
    }

    pub(super) fn trick_start(&mut self, state: &InTrick, beta: u8) -> u8 {
        // No card left, or one: a set's lowest card is all of it (cheaper than a count).
        let hand = state.hands.hand(state.leader).bits();
        if hand == 0 {
            return 0;
        }
        if low_bit(hand) == hand {
            return self.last_trick(state);
        }
        // The memo first: in a claim of many cards most trick starts come again, by
        // tricks played in another order, and what the memo proved settles them without
        // the floor's work.
        let key = self.key(&state.hands, state.leader, state.step);
        let kept = self.memo.get(&key);
        if let Some(known) = kept {
            if known.lower == known.upper || known.lower >= beta {
                return known.lower;
            }
            if self.any && known.upper < beta {
                return known.upper;
            }
        }
        let floor = self.floor(state, beta);
        let known = match kept {
            Some(known) => Bounds {
                lower: known.lower.max(floor),
                upper: known.upper,
            },
            None => Bounds {
                lower: floor,
                upper: u8::MAX,
            },
        };
        if known.lower == known.upper || known.lower >= beta {
            // Kept, so that the next visit is settled by the look-up alone.
            self.memo.insert(key, known);
            return known.lower;
        }
        let value = self.best_child(state, beta, known.lower);
        let bounds = if value < beta && self.any {
            Bounds {
                lower: known.lower,
                upper: value.min(known.upper),
            }
        } else if value < beta {
            Bounds {
                lower: value,
                upper: value,
            }
        } else {
            Bounds {
                lower: value.max(known.lower),
                upper: known.upper,
            }
        };
        self.memo.insert(key, bounds);
        value
    }

    /// The last trick, one card in each hand: no choice left, 1 if the claimer's side
    /// wins it.
    pub(super) fn last_trick(&self, state: &InTrick) -> u8 {
        let mut cards = Played::NONE;
        for i in 0..4 {
            let seat = state.leader.clockwise(i);
            if let Some(card) = state.hands.hand(seat).cards().next() {
                cards.push(card, self.trump);
            }
        }
        u8::from(state.leader.clockwise(cards.win).side() == self.setup.claimer)
    }

    /// One normal line, the first choice at every turn: the claimer's tricks on it and
    /// its cards.
    pub(super) fn first_line(&self, mut state: InTrick) -> (u8, Vec<(Seat, Card)>) {
        let mut tricks = 0;
        let mut play = Vec::new();
        loop {
            if state.cards.len() == 4 {
                let (winner, next) = self.close_trick(&state);
                tricks += u8::from(winner.side() == self.setup.claimer);
                state = next;
                continue;
            }
            if state.cards.is_empty() && state.hands.hand(state.leader).is_empty() {
                return (tricks, play);
            }
            let Some((card, step)) = self.choices(&state).iter().next() else {
                return (tricks, play);
            };
            play.push((state.leader.clockwise(state.cards.len()), card));
            state = self.play(&state, card, step);
        }
    }

    /// The trick on the table just completed: who won it, and the next trick's start.
    #[inline]
    pub(super) fn close_trick(&self, state: &InTrick) -> (Seat, InTrick) {
        let winner = state.leader.clockwise(state.cards.win);
        (
            winner,
            InTrick {
                hands: state.hands,
                leader: winner,
                cards: Played::NONE,
                step: state.step,
            },
        )
    }

    /// The least over the choices of the player to play; `floor` is a proven lower
    /// bound, so a choice that reaches it ends the search here.
    pub(super) fn best_child(&mut self, state: &InTrick, beta: u8, floor: u8) -> u8 {
        if self.nodes > self.setup.node_budget {
            self.exhausted = true;
        }
        if self.exhausted {
            return u8::MAX;
        }
        let mut best = u8::MAX;
        let moves = self.choices(state);
        for (card, step) in moves.iter() {
            self.nodes += 1;
            let child = self.play(state, card, step);
            let value = self.in_trick(&child, beta.min(best));
            if value < best {
                best = value;
                if best <= floor || (self.any && best < beta) {
                    break;
                }
            }
        }
        best
    }

    #[inline]
    pub(super) fn choices(&self, state: &InTrick) -> Moves {
        let seat = state.leader.clockwise(state.cards.len());
        if seat.side() == self.setup.claimer {
            self.normal_choices(state, seat)
        } else {
            self.legal_choices(state, seat)
        }
    }

    #[inline]
    pub(super) fn play(&self, state: &InTrick, card: Card, step: usize) -> InTrick {
        let seat = state.leader.clockwise(state.cards.len());
        let mut next = *state;
        next.hands.hand_mut(seat).remove(card);
        next.cards.push(card, self.trump);
        next.step = step;
        next
    }

    /// A line that gives the claimer at most `limit` tricks from `state`, with its
    /// count, searching as [`Search::any`] does: at each turn the first choice from which
    /// such a line is found. Empty when there is none (or the budget ran out).
    pub(super) fn any_line(&mut self, mut state: InTrick, limit: u8) -> (u8, Vec<(Seat, Card)>) {
        let mut tricks = 0;
        let mut play = Vec::new();
        loop {
            if state.cards.len() == 4 {
                let (winner, next) = self.close_trick(&state);
                tricks += u8::from(winner.side() == self.setup.claimer);
                if tricks > limit {
                    return (0, Vec::new());
                }
                state = next;
                continue;
            }
            if state.cards.is_empty() && state.hands.hand(state.leader).is_empty() {
                return (tricks, play);
            }
            let left = limit - tricks;
            let next = self.choices(&state).iter().find_map(|(card, step)| {
                let child = self.play(&state, card, step);
                (self.in_trick(&child, left + 1) <= left).then_some((card, child))
            });
            let Some((card, child)) = next else {
                return (0, Vec::new());
            };
            play.push((state.leader.clockwise(state.cards.len()), card));
            state = child;
        }
    }

    /// The cards of a line that gives the claimer exactly `target` tricks from `state`.
    pub(super) fn line(&mut self, mut state: InTrick, mut target: u8) -> Vec<(Seat, Card)> {
        let mut play = Vec::new();
        loop {
            if state.cards.len() == 4 {
                let (winner, next) = self.close_trick(&state);
                target = target.saturating_sub(u8::from(winner.side() == self.setup.claimer));
                state = next;
                continue;
            }
            if state.cards.is_empty() && state.hands.hand(state.leader).is_empty() {
                break;
            }
            let next = self.choices(&state).iter().find_map(|(card, step)| {
                let child = self.play(&state, card, step);
                (self.in_trick(&child, target + 1) == target).then_some((card, child))
            });
            let Some((card, child)) = next else { break };
            play.push((state.leader.clockwise(state.cards.len()), card));
            state = child;
        }
        play
    }

    /// Cards not yet played to a finished trick: the hands plus the trick in progress.
    #[inline]
    pub(super) fn unplayed(&self, state: &InTrick) -> Hand {
        Hand::from_bits(state.hands.all_cards().bits() | state.cards.table)
    }

    /// Whether `card`, played next, would win the trick so far.
    #[inline]
    pub(super) fn beats(&self, state: &InTrick, card: Card) -> bool {
        state.cards.is_empty() || beats(card, state.cards.best(), self.trump)
    }
}

#[inline]
pub(super) fn one((card, step): (Card, usize)) -> Moves {
    let mut moves = Moves::new(step);
    moves.push(card);
    moves
}
