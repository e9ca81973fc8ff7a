//! The normal-play rules as code: the choices the claimer's side may make at each turn,
//! and the opponents' cards. This is the file a tournament director reviews; each rule
//! of the claim mode's docs is stated here with the law behind it and the function
//! that plays it.
//!
//! 1. **The statement first** (Laws 70D1, 68C), [`Search::normal_choices`]: the stated
//!    cards and suits in order, each card at its holder's first legal turn (led,
//!    following suit, ruffing; a stated winner never as a discard); a stated
//!    card that an opponent has already beaten, when another card wins, gives way to
//!    the cheapest winner. A step that cannot be taken yet waits.
//! 2. **Open leads** (Law 70A: normal includes careless play, never irrational),
//!    [`Search::open_leads`]: a hand with masters cashes one of them; a hand without
//!    crosses to partner's masters with a low card of that suit; only when it cannot,
//!    the top card of any suit.
//! 3. **Trumps** (Law 70C), [`Search::open_leads`]: a claimer who mentioned trumps draws
//!    them, top trump first, while an opponent holds one; one who did not may lead
//!    side-suit winners an opponent ruffs, and may lead his side's top trump as the
//!    master he believes it is ([`Search::perceived_master_trump`]).
//! 4. **Following** (Law 70A), [`Search::follows`]: with partner winning, the lowest or
//!    the highest card of the suit, the highest only when it is no master or an unblock
//!    can gain ([`Search::may_spend`]: a master is never crashed under partner's winner
//!    for nothing), except that third hand does not duck when the last
//!    hand can beat partner and he can beat the last hand; else the cheapest winner, or
//!    also the highest when not last; with no winner, the lowest. Void: the lowest card
//!    of a side suit, never a winner (above every opponent's card of its suit) while a
//!    loser is there to throw, nor a stated winner; a ruff (cheap, or high when
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
            // A stated card is played as stated: following suit, or ruffing with it for a
            // trump. A stated winner is never thrown away as a discard ("the ace and the
            // ten" does not mean "throw the ace"); a stated loser is ("I discard my losing
            // club on the diamonds", the 7♠ of tests/claims.rs).
            (Some(LineItem::Card(c)), Some(l))
                if hand.contains(c)
                    && (c.suit == l.suit
                        || (!hand.has_suit(l.suit)
                            && (Some(c.suit) == self.setup.trump
                                || !self.is_winner(state, seat, c)))) =>
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
            Some(l) => self.follows(state, seat, l, self.stated_from(step)),
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
        if self.setup.trump_aware
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
        let leads = if masters != 0 {
            masters
        } else if crossings != 0 {
            crossings
        } else {
            tops
        };
        leads | self.perceived_master_trump(hand, partner, opponents)
    }

    /// Rule 3, the unaware claimer (Law 70C): with the trump not mentioned and an
    /// opponent holding one, the claimer's side's highest trump is in his mind a master,
    /// so it may be led at any point among his masters (before, between or after side
    /// winners; WBU "Disputed Claim", Dec 2018). Within the trump suit he still plays from
    /// the top (WB 8.70.5): only the hand's top trump, and only when partner holds no
    /// higher one. Added to the open leads, never replacing them.
    #[inline]
    pub(super) fn perceived_master_trump(&self, hand: u64, partner: u64, opponents: u64) -> u64 {
        let Some(t) = self.setup.trump else {
            return 0;
        };
        let mask = suit_mask(t.index());
        if self.setup.trump_aware || opponents & mask == 0 {
            return 0;
        }
        let (mine, ours) = (hand & mask, partner & mask);
        if mine != 0 && (ours == 0 || mine > ours) {
            high_bit(mine)
        } else {
            0
        }
    }

    /// Whether `card` of `seat`'s is above every card of its suit the opponents hold.
    #[inline]
    fn is_winner(&self, state: &InTrick, seat: Seat, card: Card) -> bool {
        self.above_opponents(state, seat, card.suit.index()) & card.bit() != 0
    }

    /// The cards of `suit` above every card of it that `seat`'s opponents hold: the
    /// whole suit when they hold none.
    #[inline]
    fn above_opponents(&self, state: &InTrick, seat: Seat, suit: usize) -> u64 {
        let mask = suit_mask(suit);
        let theirs =
            (state.hands.hand(seat.lho()).bits() | state.hands.hand(seat.rho()).bits()) & mask;
        match theirs {
            0 => mask,
            t => mask & !((high_bit(t) << 1) - 1),
        }
    }

    /// The cards the statement names from step `step` on, as a set: still to be played as
    /// stated, so a winner among them is not thrown away.
    #[inline]
    fn stated_from(&self, step: usize) -> u64 {
        self.setup.line.get(step..).map_or(0, |rest| {
            rest.iter().fold(0, |set, item| match *item {
                LineItem::Card(c) => set | c.bit(),
                LineItem::Suit(_) => set,
            })
        })
    }

    /// Whether, with partner winning the trick, the claimer's side may play `high` (its
    /// highest card of the suit led) rather than the lowest. A card that is no master
    /// against the opponents' cards of the suit may go: it was never a sure trick. A
    /// master may go only to unblock: under partner's card when partner keeps a lower
    /// card that is a master too (the suit would otherwise be blocked in this hand), or
    /// over it when this hand keeps another master to run. Anything else throws a sure
    /// trick under partner's for nothing (N ♣A2 opposite ♣K3, the king under the ace),
    /// which is irrational, not careless (footnote to Laws 70 and 71; review K1).
    fn may_spend(&self, state: &InTrick, seat: Seat, high: u64) -> bool {
        let card = Card::from_bit_index(high.trailing_zeros());
        if !self.is_winner(state, seat, card) {
            return true;
        }
        let mask = suit_mask(card.suit.index());
        let above_theirs = self.above_opponents(state, seat, card.suit.index());
        if !self.beats(state, card) {
            let partner = state.hands.hand(seat.partner()).bits() & mask;
            partner & above_theirs & (high - 1) != 0
        } else {
            let kept = state.hands.hand(seat).bits() & mask & !high;
            kept & above_theirs != 0
        }
    }

    /// The normal cards of rule 4 when following, as a set of cards; `stated` are the
    /// cards the statement has still to play, whose winners are never discarded while
    /// another card can be.
    fn follows(&self, state: &InTrick, seat: Seat, lead: Card, stated: u64) -> u64 {
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
                // Third hand, with the last hand (an opponent) able to beat partner's card:
                // a card that beats the last hand's best is sure to win the trick, and
                // ducking under partner gives it away for nothing. That is irrational, not
                // careless (footnote to Laws 70 and 71).
                let last_hand = state.hands.hand(seat.lho()).bits() & suit_mask(lead.suit.index());
                if state.cards.len() == 2 && last_hand != 0 && high_bit(last_hand) > best_bit {
                    let sure = suit & !((high_bit(last_hand) << 1) - 1);
                    if sure != 0 {
                        return low_bit(sure) | highest;
                    }
                }
                return if self.may_spend(state, seat, highest) {
                    lowest | highest
                } else {
                    lowest
                };
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
        // Discards: the lowest card of a side suit, but not a winner while a loser is there
        // to throw (throwing a winner away is not careless, it is irrational; a hand
        // squeezed down to winners must throw one). A winner is any card above every card
        // of its suit the opponents hold, not only the suit's master: the ten of A-10 with
        // the king, queen and jack gone. A card the statement has still to play is kept
        // while another can go.
        // With no loser, a winner below a higher unplayed card of its suit (the ♥T under
        // the ♥Q) goes before a suit's master, as it always did.
        let theirs = state.hands.hand(seat.lho()).bits() | state.hands.hand(seat.rho()).bits();
        let unplayed = self.unplayed(state).bits();
        let (mut discards, mut losers, mut below_master, mut kept) = (0, 0, 0, 0);
        for s in Suit::ALL.into_iter().filter(|s| Some(*s) != trump) {
            let mask = suit_mask(s.index());
            let all = hand & mask;
            let above_theirs = self.above_opponents(state, seat, s.index());
            let mine = all & !(stated & above_theirs);
            if mine == 0 {
                kept |= low_bit(all);
                continue;
            }
            let low = low_bit(mine);
            discards |= low;
            if theirs & mask & !((low << 1) - 1) != 0 {
                losers |= low;
            } else if high_bit(unplayed & mask) != low {
                below_master |= low;
            }
        }
        let out = if losers != 0 {
            losers
        } else if below_master != 0 {
            below_master
        } else if discards != 0 {
            discards
        } else {
            kept
        };
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
