//! The normal-play rules as code: the choices the claimer's side may make at each turn,
//! and the opponents' cards. This is the file a tournament director reviews; each rule
//! of the claim mode's docs is stated here with the law behind it and the function
//! that plays it.
//!
//! 1. **The statement first** (Laws 70D1, 68C), [`Search::normal_choices`]: the stated
//!    cards and suits in order, each card at its holder's first legal turn; a stated
//!    card that an opponent has already beaten, when another card wins, gives way to
//!    the cheapest winner. A step that cannot be taken yet waits.
//! 2. **Open leads** (Law 70A: normal includes careless play, never irrational),
//!    [`Search::open_leads`]: a hand with masters cashes one of them; a hand without
//!    crosses to partner's masters with a low card of that suit; only when it cannot,
//!    the top card of any suit.
//! 3. **Trumps** (Law 70C), [`Search::open_leads`]: a claimer who mentioned trumps draws
//!    them, top trump first, while an opponent holds one; one who did not may lead
//!    side-suit winners an opponent ruffs.
//! 4. **Following** (Law 70A), [`Search::follows`]: with partner winning, the lowest or
//!    the highest card of the suit; else the cheapest winner, or also the highest when
//!    not last; with no winner, the lowest. Void: the lowest card of a side suit, never
//!    an established winner while a loser is there to throw; a ruff (cheap, or high when
//!    not last) when an opponent is taking the trick; never a ruff of partner's winner.
//! 5. **No unstated finesse** (Law 70E1), [`Search::follows`]: second and third hand may
//!    play the cheapest winner or the highest card, so a finesse the claimer did not
//!    state is credited only when every normal choice wins anyway.
//!
//! The opponents, [`Search::legal_choices`]: any legal card (Law 70A: doubt goes
//! against the claimer), touching cards as one, the most harmful first.

use crate::model::{Card, Hand, Seat, Suit};
use crate::solver::bits::{
    card_index, high_bit, highest, low_bit, run_tops, suit_bits, suit_mask, suit_of,
};

use super::LineItem;
use super::search::{Cards, InTrick, Moves, Search, one};

impl Search<'_> {
    /// Any legal card, touching cards counted once (the opponents, Law 70A): the highest
    /// of each run of cards with no unplayed card between them. The most harmful first,
    /// so that the worst line turns up early and bounds the rest: cashing a master,
    /// winning the trick (high when not last, cheaply when last or ruffing), otherwise
    /// keeping high cards back.
    #[inline]
    pub(super) fn legal_choices(&self, state: &InTrick, seat: Seat) -> Moves {
        let hand = state.hands.hand(seat).bits();
        let unplayed = self.unplayed(state).bits();
        let lead = state.cards.first().copied();
        let legal = match lead {
            Some(l) if suit_bits(hand, l.suit.index()) != 0 => hand & suit_mask(l.suit.index()),
            _ => hand,
        };
        let ours_winning =
            lead.is_some() && state.leader.clockwise(state.cards.win).side() == seat.side();
        let last = state.cards.len() == 3;
        let mut out = Moves::new(state.step);
        for suit in 0..4 {
            let mine = suit_bits(legal, suit);
            if mine == 0 {
                continue;
            }
            let alive = suit_bits(unplayed, suit);
            let mut tops = run_tops(mine, alive);
            while tops != 0 {
                let rank = highest(tops);
                tops ^= 1 << rank;
                let card = Card::from_bit_index(card_index(suit, rank));
                let rank = rank as i32;
                let score = match lead {
                    None if alive >> rank == 1 => 100 + rank,
                    None => -rank,
                    Some(_) if ours_winning => -rank,
                    Some(l) if self.beats(state, card) => {
                        100 + if last || card.suit != l.suit {
                            -rank
                        } else {
                            rank
                        }
                    }
                    Some(_) => -rank,
                };
                out.insert(card, score);
            }
        }
        out
    }

    /// The claimer side's normal choices, each with the statement step that follows it.
    #[inline]
    pub(super) fn normal_choices(&self, state: &InTrick, seat: Seat) -> Moves {
        let hand = state.hands.hand(seat);
        let partner_hand = state.hands.hand(seat.partner());
        let mut step = state.step;
        // Skip suit steps the side can no longer follow, and cards already gone.
        while let Some(item) = self.setup.line.get(step) {
            let done = match *item {
                LineItem::Suit(s) => !hand.has_suit(s) && !partner_hand.has_suit(s),
                LineItem::Card(c) => !hand.contains(c) && !partner_hand.contains(c),
            };
            if !done {
                break;
            }
            step += 1;
        }
        let item = self.setup.line.get(step).copied();
        let lead = state.cards.first().copied();
        // Rule 1: the statement.
        match (item, lead) {
            (Some(LineItem::Card(c)), None) if hand.contains(c) => return one((c, step + 1)),
            (Some(LineItem::Card(c)), Some(l))
                if hand.contains(c) && (c.suit == l.suit || !hand.has_suit(l.suit)) =>
            {
                // A stated card has a job: "finesse the queen" means the queen if second
                // hand plays low. When an opponent has already beaten it and another card
                // wins, playing it anyway would be irrational: win cheaply instead.
                let winning = state.leader.clockwise(state.cards.win);
                if winning.side() != self.setup.claimer && !self.beats(state, c) {
                    let follow: Cards = if hand.has_suit(l.suit) {
                        hand.cards_in(l.suit).collect()
                    } else {
                        self.setup
                            .trump
                            .map(|t| hand.cards_in(t).collect())
                            .unwrap_or_default()
                    };
                    if let Some(winner) =
                        follow.iter().rev().copied().find(|w| self.beats(state, *w))
                    {
                        return one((winner, step + 1));
                    }
                }
                return one((c, step + 1));
            }
            (Some(LineItem::Suit(s)), None) if hand.has_suit(s) => {
                if let Some(top) = hand.cards_in(s).next() {
                    return one((top, step));
                }
            }
            _ => {}
        }
        let unplayed = self.unplayed(state);
        // Equal cards, and cards with no unplayed card between them, are one choice: the
        // lowest, in the order of the cards.
        let mut rest = match lead {
            None => self.open_leads(state, seat, unplayed),
            Some(l) => self.follows(state, seat, l),
        };
        let mut out = Moves::new(step);
        let mut kept: Option<u32> = None;
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            if let Some(low) = kept
                && suit_of(low) == suit_of(bit)
                && unplayed.bits() & ((1u64 << bit) - 1) & !((2u64 << low) - 1) == 0
            {
                continue;
            }
            kept = Some(bit);
            out.push(Card::from_bit_index(bit));
        }
        out
    }

    /// The open leads of rules 2 and 3, as a set of cards.
    fn open_leads(&self, state: &InTrick, seat: Seat, unplayed: Hand) -> u64 {
        let hand = state.hands.hand(seat).bits();
        let partner = state.hands.hand(seat.partner()).bits();
        let opponents = state.hands.hand(seat.lho()).bits() | state.hands.hand(seat.rho()).bits();
        // Rule 3: a claimer who mentioned trumps draws them first.
        if self.setup.trumps_mentioned
            && let Some(t) = self.setup.trump
            && opponents & suit_mask(t.index()) != 0
            && hand & suit_mask(t.index()) != 0
        {
            return high_bit(hand & suit_mask(t.index()));
        }
        let (mut masters, mut crossings, mut tops) = (0, 0, 0);
        for suit in Suit::ALL {
            let mine = hand & suit_mask(suit.index());
            let left = unplayed.bits() & suit_mask(suit.index());
            if mine == 0 || left == 0 {
                continue;
            }
            let master = high_bit(left);
            if mine & master != 0 {
                masters |= master;
            } else if partner & master != 0 {
                // Crossing to partner's winners is normal; leading a loser into the
                // opponents' winner while partner's winners wait is not.
                crossings |= low_bit(mine);
            }
            tops |= high_bit(mine);
        }
        if masters != 0 {
            masters
        } else if crossings != 0 {
            crossings
        } else {
            tops
        }
    }

    /// The normal cards of rule 4 when following, as a set of cards.
    fn follows(&self, state: &InTrick, seat: Seat, lead: Card) -> u64 {
        let hand = state.hands.hand(seat).bits();
        let trump = self.setup.trump;
        let best = state.cards.best();
        let best_bit = best.bit();
        let partner_winning = state.leader.clockwise(state.cards.win) == seat.partner();
        let last = state.cards.len() == 3;
        let suit = hand & suit_mask(lead.suit.index());
        if suit != 0 {
            let (highest, lowest) = (high_bit(suit), low_bit(suit));
            if partner_winning {
                return lowest | highest;
            }
            // Only a card above the best one of its own suit beats it.
            let above = if best.suit == lead.suit {
                suit & !((best_bit << 1) - 1)
            } else {
                0
            };
            return match (above, last) {
                (0, _) => lowest,
                (_, true) => low_bit(above),
                // Ducking a trick the claimer can win is not normal; winning cheaply or
                // high is (and leaves an unstated finesse uncredited, rule 5).
                (_, false) if self.setup.take_finesses => low_bit(above),
                (_, false) => low_bit(above) | highest,
            };
        }
        // Discards: the lowest card of a side suit, but not an established winner while a
        // loser is there to throw (throwing a winner away is not careless, it is irrational;
        // a hand squeezed down to winners must throw one).
        let unplayed = self.unplayed(state).bits();
        let (mut discards, mut losers) = (0, 0);
        for s in Suit::ALL.into_iter().filter(|s| Some(*s) != trump) {
            let mine = hand & suit_mask(s.index());
            if mine == 0 {
                continue;
            }
            let low = low_bit(mine);
            discards |= low;
            if high_bit(unplayed & suit_mask(s.index())) != low {
                losers |= low;
            }
        }
        let out = if losers != 0 { losers } else { discards };
        if let Some(t) = trump
            && !partner_winning
        {
            let trumps = hand & suit_mask(t.index());
            let winners = if best.suit == t {
                trumps & !((best_bit << 1) - 1)
            } else {
                trumps
            };
            if winners != 0 {
                // An opponent is taking the trick and a ruff would win it: ruffing is what
                // anyone would do, even a claimer who forgot the trump that ruffed first.
                // Not last to play, ruffing high (against an over-ruff) is normal too.
                return if last {
                    low_bit(winners)
                } else {
                    low_bit(winners) | high_bit(winners)
                };
            }
        }
        if out == 0 {
            // Only trumps left, and none that helps: the lowest.
            return low_bit(hand);
        }
        out
    }
}
