//! The null-window search: can North-South take at least a given number of
//! the tricks left? Card by card within a trick, with the transposition table
//! and quick-trick cutoffs at trick boundaries.

use super::bits::{
    NO_TRUMP, above_all, beats, card_index, highest, rank_of, suit_bits, suit_cards, suit_mask,
    suit_of,
};
use super::moves::{self, Moves};
use super::tt::{Key, NO_CARD, Probe, Table, mask_cards, pattern_mask};
use super::{others, sure_trump_tricks};

/// From this many tricks left, the table is probed before the quick-trick
/// counts: early in the play most positions that get this far are settled by
/// the table, and a probe costs less than the counts (7.6% fewer instructions
/// on the benchmark's spade deals than probing after them, 4.5% over all
/// strains of ten other deals). From four since second hand's quick tricks
/// and the narrower cashed counts: 0.25–0.8 % fewer instructions than from
/// five on 20 deals of each strain and on 40 likely lines of 8 cards.
const TABLE_FIRST: u32 = 4;

/// The trick being played: who led, what is on the table and who is winning it.
#[derive(Clone, Copy)]
pub(crate) struct Trick {
    pub(crate) leader: usize,
    pub(crate) led: usize,
    /// The winning card so far, as a bit index; before the lead, the card the
    /// table suggests leading ([`NO_CARD`] for none).
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
    /// Trick-boundary positions this search may visit; past them it gives up.
    pub(crate) budget: u64,
    /// Set once the budget is spent: every answer from then on is void, so none is
    /// stored in the table and the searches on the stack unwind at once.
    pub(crate) exhausted: bool,
    /// The lead that settled the last trick-boundary search, or [`NO_CARD`].
    pub(crate) cutoff: u8,
    /// By tricks left and leader, the lead that last settled a trick-boundary
    /// search (a "killer"), tried first in the sibling positions; [`NO_CARD`]
    /// for none.
    pub(crate) killers: [[u8; 4]; 14],
}

impl Search<'_> {
    /// Whether North-South take at least `target` of the `left` tricks when
    /// `leader` leads to a fresh trick; with the cards the answer rests on.
    ///
    /// The second value is the partition-search part: the answer holds for
    /// every position with the same suit lengths in which the same hands hold
    /// the cards of each suit from the top down to the lowest of these cards.
    pub(crate) fn boundary(&mut self, leader: usize, target: i32, left: u32) -> (bool, u64) {
        if target <= 0 {
            return (true, 0);
        }
        if target > left as i32 {
            return (false, 0);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.exhausted = true;
        }
        if self.exhausted {
            return (false, 0);
        }
        if left == 1 {
            return self.last_trick(leader);
        }
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let early = if left >= TABLE_FIRST {
            match self.look_up(leader, target, all) {
                Ok(found) => Some(found),
                Err(settled) => return settled,
            }
        } else {
            None
        };
        // The tricks the leader's side must take of the `left`.
        let needed = if leader & 1 == 0 {
            target
        } else {
            left as i32 - target + 1
        };
        let no_trumps = self.trump == NO_TRUMP || suit_bits(all, self.trump) == 0;
        // With no trump in play, no count of quick tricks exceeds the tricks in
        // the suits whose top card the side holds.
        let mut most = left as i32;
        if no_trumps {
            let (tricks, theirs) = self.top_suit_tricks(leader, all);
            if needed == left as i32 && tricks < needed {
                return (leader & 1 == 1, theirs);
            }
            most = tricks;
        }
        // The most of the leader's side's counts of quick tricks, the first on a tie;
        // each count is made only while the ones before fall short.
        let better = |a: (i32, u64), b: (i32, u64)| if b.0 > a.0 { b } else { a };
        let (quick, tops) = if needed > most {
            (0, 0)
        } else if self.trump == NO_TRUMP {
            let cash = |suit: usize| self.cashable(leader, suit);
            let own = [cash(0), cash(1), cash(2), cash(3)];
            let cashed = fewest_suits(&own, needed);
            if cashed.0 >= needed {
                cashed
            } else {
                let best = better(cashed, self.via_partner(leader));
                if best.0 >= needed {
                    best
                } else {
                    better(best, self.cash_then_cross(leader, &own))
                }
            }
        } else {
            // Partner's count only when the leader's own falls short.
            let own = self.quick_tricks(leader, needed);
            if own.0 >= needed {
                own
            } else {
                better(own, self.via_partner(leader))
            }
        };
        if quick >= needed {
            return (leader & 1 == 0, tops);
        }
        if self.trump != NO_TRUMP {
            // No side takes more sure trump tricks than one hand holds trumps: the
            // counts are made only when they could settle the search.
            let length = |seat: usize| suit_bits(self.hands[seat], self.trump).count_ones() as i32;
            let defeat = left as i32 - target + 1;
            if target <= length(0).max(length(2)) {
                let (ours, low) = self.sure_trumps(0);
                if target <= ours {
                    return (true, low);
                }
            }
            if defeat <= length(1).max(length(3)) {
                let (theirs, low) = self.sure_trumps(1);
                if theirs >= defeat {
                    return (false, low);
                }
            }
            // The two top trumps are worth two tricks at most.
            if (target <= 2 || defeat <= 2)
                && let Some((seat, tricks, tops)) = self
                    .split_ace_king()
                    .map(|(seat, cards)| (seat, 2, cards))
                    .or_else(|| {
                        self.guarded_king(leader)
                            .map(|(seat, cards)| (seat, 1, cards))
                    })
            {
                if seat & 1 == 0 && target <= tricks {
                    return (true, tops);
                }
                if seat & 1 == 1 && target > left as i32 - tricks {
                    return (false, tops);
                }
            }
        }
        let found = match early {
            Some(found) => Ok(found),
            None => self.look_up(leader, target, all),
        };
        let (key, hint) = match found {
            Ok(found) => found,
            Err(settled) => return settled,
        };
        let trick = Trick {
            leader,
            led: 0,
            best: u32::from(hint),
            best_seat: leader,
            table: 0,
        };
        let (won, relevant) = self.play(0, trick, target, left);
        if self.exhausted {
            return (false, 0);
        }
        let mask = pattern_mask(all, relevant);
        let bounds = if won {
            (target as u8, left as u8)
        } else {
            (0, (target - 1) as u8)
        };
        self.table.store(&key, mask, bounds, self.cutoff);
        (won, relevant)
    }

    /// The table's answer for this trick start, as [`Self::boundary`] returns
    /// it (`all` the cards in play); else the position's key and the lead to
    /// try first.
    fn look_up(&mut self, leader: usize, target: i32, all: u64) -> Result<(Key, u8), (bool, u64)> {
        let key = Key::new(&self.hands, leader, self.trump);
        // `target` lies in 1..=left here, so it and the bounds fit in a u8.
        match self.table.probe(&key, target as u8) {
            Probe::Settled(won, mask) => Err((won, mask_cards(all, mask))),
            Probe::Hint(card) => Ok((key, card)),
        }
    }

    /// Whether North-South win the last trick, one card in each hand; the
    /// winning card matters only if it beat another card of its suit.
    fn last_trick(&self, leader: usize) -> (bool, u64) {
        let lead = self.hands[leader].trailing_zeros();
        let mut best = lead;
        let mut best_seat = leader;
        let mut table = 0u64;
        for i in 0..4 {
            let seat = (leader + i) & 3;
            let card = self.hands[seat].trailing_zeros();
            table |= 1u64 << card;
            if i > 0 && beats(card, best, self.trump) {
                best = card;
                best_seat = seat;
            }
        }
        let suit = suit_mask(suit_of(best));
        let relevant = if (table & suit).count_ones() > 1 {
            1u64 << best
        } else {
            0
        };
        (best_seat & 1 == 0, relevant)
    }

    /// With no trump in play, the most tricks the leader's side can take in
    /// the suits whose top card it holds; with the opponents' top cards, which
    /// that count rests on (DDS's "later tricks" bound). `all` is the cards in
    /// play.
    ///
    /// Why: at notrump a trick goes to the top card of the suit led, and in
    /// any suit the side wins at most as many tricks as the longer of its two
    /// holdings, as both partners follow while they can. So when
    /// the side on lead needs every trick and the count falls short, some
    /// trick must come from a suit whose top card an opponent holds, which he
    /// can keep (DDS cuts the search there; checked against brute force in
    /// `tests.rs`). Every count of quick tricks is bounded by it, as each is
    /// made of such tricks. The side's own top cards are not relevant: with
    /// fewer of them the count is smaller still.
    pub(super) fn top_suit_tricks(&self, leader: usize, all: u64) -> (i32, u64) {
        let (me, partner) = (self.hands[leader], self.hands[leader ^ 2]);
        let ours = me | partner;
        let mut tricks = 0;
        let mut tops = 0u64;
        for suit in 0..4 {
            let cards = suit_bits(all, suit);
            if cards == 0 {
                continue;
            }
            let top = 1u32 << highest(cards);
            if suit_bits(ours, suit) & top != 0 {
                let longer = suit_bits(me, suit)
                    .count_ones()
                    .max(suit_bits(partner, suit).count_ones());
                tricks += longer as i32;
            } else {
                // Who holds the top card matters unless nobody else holds the suit.
                let lho = self.hands[(leader + 1) & 3];
                let holder = if suit_bits(lho, suit) & top != 0 {
                    lho
                } else {
                    self.hands[(leader + 3) & 3]
                };
                if suit_bits(holder, suit) != cards {
                    tops |= suit_cards(top, suit);
                }
            }
        }
        (tricks, tops)
    }

    /// The `ply`-th card of a trick (0 = the lead): tries each distinct card
    /// of the player on turn, best-looking first, until one settles the node.
    pub(crate) fn play(&mut self, ply: usize, trick: Trick, target: i32, left: u32) -> (bool, u64) {
        let seat = (trick.leader + ply) & 3;
        if ply == 1
            && let Some(cards) = self.second_hand_side_wins(&trick)
        {
            // The trick is theirs, and perhaps more: enough when that is all they need.
            let needed = if seat & 1 == 0 {
                target
            } else {
                left as i32 - target + 1
            };
            let (quick, cards) = self.second_hand_quick_tricks(&trick, needed, cards);
            if quick >= needed {
                return (seat & 1 == 0, cards);
            }
        }
        let mut list = Moves::default();
        let killer = u32::from(self.killers[left as usize][seat]);
        moves::generate(self, ply, seat, &trick, killer, &mut list);
        // North-South look for one card that reaches the target; East-West for
        // one that keeps North-South below it. A node that finds none rests on
        // every card it tried.
        let north_south = seat & 1 == 0;
        let mut relevant = 0u64;
        // By suit, the rank below which this player's cards need no search: set
        // when a card of the suit below every relevant card of it failed.
        let mut settled_below = [0u32; 4];
        for &card in list.cards() {
            let suit = suit_of(card);
            if rank_of(card) < settled_below[suit] {
                continue;
            }
            let bit = 1u64 << card;
            self.hands[seat] ^= bit;
            let (result, rel) = if ply == 3 {
                let (best, winner) = if beats(card, trick.best, self.trump) {
                    (card, seat)
                } else {
                    (trick.best, trick.best_seat)
                };
                let won = i32::from(winner & 1 == 0);
                let (result, rel) = self.boundary(winner, target - won, left - 1);
                (result, rel | self.decisive(best, winner, trick.table | bit))
            } else {
                let mut next = trick;
                next.table |= bit;
                if ply == 0 {
                    next.led = suit_of(card);
                    next.best = card;
                    next.best_seat = seat;
                } else if beats(card, trick.best, self.trump) {
                    next.best = card;
                    next.best_seat = seat;
                }
                self.play(ply + 1, next, target, left)
            };
            self.hands[seat] ^= bit;
            if self.exhausted {
                return (false, 0);
            }
            if result == north_south {
                if ply == 0 {
                    self.killers[left as usize][seat] = card as u8;
                    self.cutoff = card as u8;
                }
                return (result, rel);
            }
            relevant |= rel;
            // Why: a lower card of the suit, or a higher one still below every
            // relevant card, leaves a position that matches this one on every
            // relevant card, and fares in this trick as this card did (had it won
            // by rank it would be relevant): it fails too, on the same cards.
            if settled_below[suit] == 0 {
                let low = match suit_bits(relevant, suit) {
                    0 => 15,
                    held => held.trailing_zeros(),
                };
                if rank_of(card) < low {
                    settled_below[suit] = low;
                }
            }
        }
        if ply == 0 {
            self.cutoff = NO_CARD;
        }
        (!north_south, relevant)
    }

    /// Whether the side of second hand wins the trick just led, whatever is
    /// played: with the cards it rests on. Either one of them can ruff a side
    /// suit that the leader's partner can neither follow nor ruff (so any trump
    /// wins), or one of them holds the highest card of the suit led above the
    /// lead and the leader's partner's cards, and the partner cannot ruff.
    pub(super) fn second_hand_side_wins(&self, trick: &Trick) -> Option<u64> {
        let (t, led) = (self.trump, trick.led);
        let second = (trick.leader + 1) & 3;
        let [mine, partner, third] = [
            self.hands[second],
            self.hands[second ^ 2],
            self.hands[trick.leader ^ 2],
        ];
        let third_ruffs =
            t != NO_TRUMP && led != t && suit_bits(third, led) == 0 && suit_bits(third, t) != 0;
        if third_ruffs {
            return None;
        }
        let ruffs = |hand: u64| suit_bits(hand, led) == 0 && suit_bits(hand, t) != 0;
        if t != NO_TRUMP && led != t && (ruffs(mine) || ruffs(partner)) {
            return Some(0);
        }
        let ours = suit_bits(mine | partner, led);
        if ours == 0 {
            return None;
        }
        let top = highest(ours);
        let above = suit_bits(third, led) | (1 << rank_of(trick.best));
        if above >> top != 0 {
            return None;
        }
        Some(1u64 << card_index(led, top))
    }

    /// With second hand's side sure to win the trick just led (on `cards`,
    /// [`Self::second_hand_side_wins`]): the tricks that side is sure to take
    /// from here, counted until they reach `needed`, with the cards they rest
    /// on. Beyond this trick only when no trump is in play (after DDS's
    /// `QuickTricksSecondHand`, which counts a suit's top two cards at most).
    ///
    /// Why: the hand of that side holding its higher card of the suit led wins
    /// the trick with it and leads next. It then cashes its other cards of the
    /// suit led that were above everyone else's at the start of the trick (when
    /// the winning card was one of them), and in each other suit
    /// its cards above everyone else's: each takes a trick whoever follows, as a
    /// card above them can only be played by someone, and they are only played
    /// by this hand. When they outnumber every other hand's cards of their suit,
    /// its small cards of that suit take the rounds after them too. It follows
    /// suit to this trick, so none of those cards is spent before.
    pub(super) fn second_hand_quick_tricks(
        &self,
        trick: &Trick,
        needed: i32,
        cards: u64,
    ) -> (i32, u64) {
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        if needed <= 1 || (self.trump != NO_TRUMP && suit_bits(all, self.trump) != 0) {
            return (1, cards);
        }
        let led = trick.led;
        let second = (trick.leader + 1) & 3;
        // The holder of the side's highest card of the suit led.
        let winner = if suit_bits(self.hands[second], led) > suit_bits(self.hands[second ^ 2], led)
        {
            second
        } else {
            second ^ 2
        };
        let hand = self.hands[winner];
        let rest = others(&self.hands, winner);
        let (mut quick, mut cards) = (1, cards);
        // Its cards above everyone else's, the lead included: the highest of them
        // (if any) wins this trick, and each of the others a later one.
        let masters = above_all(suit_bits(hand, led), suit_bits(rest | trick.table, led));
        if masters.count_ones() > 1 {
            quick += masters.count_ones() as i32 - 1;
            cards |= suit_cards(masters, led);
            if quick >= needed {
                return (quick, cards);
            }
        }
        for suit in (0..4).filter(|&s| s != led) {
            // The winner's masters of the suit, cashed as the leader's would be.
            let (tricks, tops, _) = self.cashable(winner, suit);
            quick += tricks;
            cards |= tops;
            if quick >= needed {
                break;
            }
        }
        (quick, cards)
    }

    /// The cards on which the winner of a finished trick depends: none if
    /// `best` won by suit alone, else `best` and the cards equivalent to it
    /// below it in the winner's hand. The equivalents are needed because the
    /// search tried only one card of each run: in a position that matches on
    /// the relevant cards, the lower cards of the run must win this trick too.
    fn decisive(&self, best: u32, winner: usize, table: u64) -> u64 {
        let suit = suit_of(best);
        if suit_bits(table, suit).count_ones() < 2 {
            return 0;
        }
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | table;
        let alive = suit_bits(all, suit);
        let held = suit_bits(self.hands[winner], suit);
        let rank = rank_of(best);
        let mut run = 1u32 << rank;
        let mut below = alive & ((1 << rank) - 1);
        while below != 0 {
            let bit = highest(below);
            if held & (1 << bit) == 0 {
                break;
            }
            run |= 1 << bit;
            below ^= 1 << bit;
        }
        suit_cards(run, suit)
    }

    /// Trump tricks the side of `seat` takes whatever is played: the most of
    /// either hand's ([`sure_trump_tricks`]), with the lowest trump counted
    /// (the count rests on the trumps from the top down to it).
    pub(super) fn sure_trumps(&self, seat: usize) -> (i32, u64) {
        let t = self.trump;
        let theirs = suit_bits(self.hands[seat ^ 1] | self.hands[seat ^ 3], t);
        let hand = |seat: usize| {
            let (sure, lowest) = sure_trump_tricks(suit_bits(self.hands[seat], t), theirs);
            (sure as i32, suit_cards(lowest, t))
        };
        let (a, b) = (hand(seat), hand(seat ^ 2));
        if b.0 > a.0 { b } else { a }
    }

    /// The two top trumps held by partners, not both of them bare: two tricks
    /// to their side. A seat of that side, with the two top trumps.
    ///
    /// Why: the ace wins any trick it falls in and the king any trick without
    /// the ace, so the side loses one of the two only if both fall in one trick,
    /// which it need not allow. Whenever one partner plays an honour (by choice,
    /// or forced as his only trump on a trump lead, or his only card of a suit
    /// he must ruff), the other plays another card if he has one; he has, unless
    /// both hold the bare honour as their only trump. That never comes to pass:
    /// trumps leave the two hands only on a trump lead, which the side uses to
    /// play one honour (the first to play gives his honour if partner can keep
    /// his, else a small one, partner's bare honour winning), or on a ruff, where
    /// the one who must ruff from all trumps ruffs with his honour.
    pub(super) fn split_ace_king(&self) -> Option<(usize, u64)> {
        let [(ace, a), (king, k)] = self.top_two_trumps()?;
        let longest = suit_bits(self.hands[a], self.trump)
            .count_ones()
            .max(suit_bits(self.hands[k], self.trump).count_ones());
        if k != a ^ 2 || longest < 2 {
            return None;
        }
        Some((a, self.trump_cards(ace, king)))
    }

    /// The two highest trumps still in play, each with its holder's seat.
    fn top_two_trumps(&self) -> Option<[(u32, usize); 2]> {
        let t = self.trump;
        let all = suit_bits(
            self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3],
            t,
        );
        if all.count_ones() < 2 {
            return None;
        }
        let ace = highest(all);
        let king = highest(all ^ (1 << ace));
        Some([(ace, self.holder(t, ace)?), (king, self.holder(t, king)?)])
    }

    /// The seat holding the card of `suit` and `rank` (a bit index), if any.
    pub(super) fn holder(&self, suit: usize, rank: u32) -> Option<usize> {
        (0..4).find(|&seat| suit_bits(self.hands[seat], suit) & (1 << rank) != 0)
    }

    /// Two trumps as cards.
    fn trump_cards(&self, ace: u32, king: u32) -> u64 {
        suit_cards((1u32 << ace) | (1 << king), self.trump)
    }

    /// The second-best trump held with a small one directly behind the best
    /// (the king over the ace) is worth a trick to its side when its holder
    /// is not on lead: the seat of that holder, with the two top trumps.
    ///
    /// Why: in every trick its holder does not lead, the ace's holder plays
    /// just before him. If the ace comes, he keeps the king with a small trump
    /// and the king is then the master; if trumps are played without the ace,
    /// or he can only play trumps, the king wins the trick; otherwise he keeps
    /// his trumps (following, or discarding another suit). So until his side
    /// wins a trick he never leads and never lets go of the king and a small
    /// one, which he cannot keep to the end: his side takes a trick.
    pub(super) fn guarded_king(&self, leader: usize) -> Option<(usize, u64)> {
        let [(ace, a), (king, k)] = self.top_two_trumps()?;
        let guarded = suit_bits(self.hands[k], self.trump).count_ones() >= 2;
        if k != (a + 1) & 3 || k == leader || !guarded {
            return None;
        }
        Some((k, self.trump_cards(ace, king)))
    }

    /// At a trump contract, tricks the leader's side is sure to take by cashing
    /// the leader's own top cards, without ever giving up the lead; with the top
    /// cards counted. (At notrump they are the sum of [`Self::cashable`].)
    ///
    /// Only cards above every other card of their suit count (partner cannot be
    /// forced to overtake them); once nobody else holds the suit, the leader's
    /// small cards count as well. At a trump contract side suits count only
    /// when the leader's top trumps draw everyone else's trumps, so that no one
    /// can ruff (nor can partner be forced to ruff and take the lead).
    /// The side suits counted are the fewest that reach `needed`
    /// ([`fewest_suits`]).
    fn quick_tricks(&self, leader: usize, needed: i32) -> (i32, u64) {
        let (trumps, trump_cards, drawn) = self.cashable(leader, self.trump);
        let rest = others(&self.hands, leader);
        let nobody_else_has_trumps = suit_bits(rest, self.trump) == 0;
        if !(drawn || nobody_else_has_trumps) {
            return self.cashed_before_ruffs(leader, trumps, trump_cards);
        }
        let side = |suit: usize| {
            if suit == self.trump {
                (0, 0, false)
            } else {
                self.cashable(leader, suit)
            }
        };
        let (tricks, cards) = fewest_suits(&[side(0), side(1), side(2), side(3)], needed - trumps);
        (trumps + tricks, trump_cards | cards)
    }

    /// The leader's tricks in one suit by cashing its top cards: the tricks,
    /// the top cards they rest on, and whether everyone else is then out of the
    /// suit (so that the leader's small cards were counted too).
    pub(super) fn cashable(&self, leader: usize, suit: usize) -> (i32, u64, bool) {
        let mine = suit_bits(self.hands[leader], suit);
        if mine == 0 {
            return (0, 0, false);
        }
        let top_cards = above_all(mine, suit_bits(others(&self.hands, leader), suit));
        let tops = top_cards.count_ones();
        let longest = (1..4)
            .map(|i| suit_bits(self.hands[(leader + i) & 3], suit).count_ones())
            .max()
            .unwrap_or(0);
        if tops >= longest {
            // The count rests only on the top cards that outlast everyone else.
            let cards = suit_cards(highest_cards(top_cards, longest), suit);
            (mine.count_ones() as i32, cards, true)
        } else {
            (tops as i32, suit_cards(top_cards, suit), false)
        }
    }

    /// Tricks the leader's side is sure to take by leading a small card to
    /// partner's top cards in one suit and cashing them there: the other
    /// quick-trick count, for when the leader's own winners are few.
    ///
    /// At a trump contract with trumps outstanding, a side suit counts only
    /// for as many rounds as every opponent with trumps must follow, and the
    /// leader must have a card outside trumps for each round so as never to be
    /// forced to ruff his partner's winner.
    pub(super) fn via_partner(&self, leader: usize) -> (i32, u64) {
        let t = self.trump;
        let me = self.hands[leader];
        let partner = self.hands[leader ^ 2];
        let opponents = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        let rest = me | opponents[0] | opponents[1];
        let trumps_out = t != NO_TRUMP && suit_bits(opponents[0] | opponents[1], t) != 0;
        let mine_spare = if t == NO_TRUMP || suit_bits(me, t) == 0 {
            u32::MAX
        } else {
            (me & !suit_mask(t)).count_ones()
        };
        let mut best = (0, 0);
        for suit in 0..4 {
            let mine = suit_bits(me, suit);
            let his = suit_bits(partner, suit);
            if mine == 0 || his == 0 {
                continue;
            }
            let theirs = suit_bits(rest, suit);
            let top_cards = above_all(his, theirs);
            let tops = top_cards.count_ones();
            if tops == 0 {
                continue;
            }
            let longest = [me, opponents[0], opponents[1]]
                .iter()
                .map(|h| suit_bits(*h, suit).count_ones())
                .max()
                .unwrap_or(0);
            // Once his top cards outlast everyone else's, his small cards count too,
            // and only the top cards that do rest on it.
            let (cashed, top_cards) = if tops >= longest {
                (his.count_ones(), highest_cards(top_cards, longest))
            } else {
                (tops, top_cards)
            };
            let rounds = if suit == t {
                cashed
            } else if !trumps_out {
                cashed.min(mine_spare)
            } else {
                tops.min(self.rounds_before_ruff(&opponents, suit))
                    .min(mine_spare)
            };
            if rounds as i32 > best.0 {
                best = (rounds as i32, suit_cards(top_cards, suit));
            }
        }
        best
    }

    /// At notrump: the leader's own top cards in the other suits, then in one
    /// suit a small card to partner's top cards (or, by [`Self::cross_in_suit`],
    /// the leader's top cards of that suit first). Nobody can ruff, so every
    /// round counts, provided partner never has to throw a card of the suit: he
    /// follows to or discards on each round the leader cashes, one card a round,
    /// and has as many cards outside the suit as there are rounds. The leader
    /// keeps his cards of the suit, as he cashes only the others.
    /// `own` is the leader's [`Self::cashable`] tricks in each suit.
    pub(super) fn cash_then_cross(&self, leader: usize, own: &[(i32, u64, bool); 4]) -> (i32, u64) {
        let me = self.hands[leader];
        let partner = self.hands[leader ^ 2];
        let mut best = (0, 0);
        for suit in 0..4 {
            if suit_bits(me, suit) == 0 || suit_bits(partner, suit) == 0 {
                continue;
            }
            let (rounds, cards) = (0..4)
                .filter(|&s| s != suit)
                .fold((0, 0), |(n, c), s| (n + own[s].0, c | own[s].1));
            // Neither way takes more tricks in the suit than partner holds cards
            // of it, as he plays one to each round: a suit that cannot beat the
            // best so far is not counted.
            let his_length = suit_bits(partner, suit).count_ones() as i32;
            let spare = (partner & !suit_mask(suit)).count_ones() as i32;
            if spare < rounds || rounds + his_length <= best.0 {
                continue;
            }
            // Partner's top cards, cashed as the leader's would be; alone, with no
            // rounds before, they are `via_partner`'s.
            let (his, his_cards, _) = self.cashable(leader ^ 2, suit);
            let via = (rounds > 0).then_some((his, his_cards));
            for (tricks, suit_cards) in [via, self.cross_in_suit(leader, suit)]
                .into_iter()
                .flatten()
            {
                if rounds + tricks > best.0 {
                    best = (rounds + tricks, cards | suit_cards);
                }
            }
        }
        best
    }

    /// At notrump, tricks in one suit for the leader's side with the leader on
    /// lead: the leader cashes his cards above everyone else's (partner playing
    /// his lowest), leads his lowest card to partner's highest, which is above
    /// the opponents' cards, and partner cashes those of his cards that are
    /// above everyone else's. With the cards it rests on; none when the leader
    /// runs the whole suit himself or cannot cross.
    ///
    /// Why partner's highest card wins the crossing: the leader's lowest card is
    /// not above everyone else's, so some card of partner or an opponent is
    /// above it; partner's highest card is above every opponent's card, and
    /// above every card partner has played, as he played his lowest first.
    fn cross_in_suit(&self, leader: usize, suit: usize) -> Option<(i32, u64)> {
        let mine = suit_bits(self.hands[leader], suit);
        let his = suit_bits(self.hands[leader ^ 2], suit);
        let theirs = suit_bits(
            self.hands[(leader + 1) & 3] | self.hands[(leader + 3) & 3],
            suit,
        );
        let my_tops = above_all(mine, his | theirs);
        let rest = mine & !my_tops;
        let his_tops = above_all(his, theirs);
        if rest == 0 || his_tops == 0 {
            return None;
        }
        // Partner follows to the leader's top cards with his lowest ones.
        let mut his_left = his;
        for _ in 0..my_tops.count_ones() {
            his_left &= his_left.wrapping_sub(1);
        }
        let his_tops_left = his_left & his_tops;
        if his_tops_left == 0 {
            return None;
        }
        let crossing = 1u32 << highest(his_tops_left);
        let my_left = rest & (rest - 1);
        let masters = above_all(his_left ^ crossing, my_left | theirs);
        let tricks = my_tops.count_ones() + 1 + masters.count_ones();
        let cards = my_tops | his_tops | masters;
        Some((tricks as i32, suit_cards(cards, suit)))
    }

    /// At a trump contract, the rounds of side suit `suit` that both
    /// `opponents` follow, or that one without trumps cannot ruff: the
    /// shortest holding among those holding a trump (`u32::MAX` for none).
    fn rounds_before_ruff(&self, opponents: &[u64; 2], suit: usize) -> u32 {
        opponents
            .iter()
            .filter(|&&o| suit_bits(o, self.trump) != 0)
            .map(|&o| suit_bits(o, suit).count_ones())
            .min()
            .unwrap_or(u32::MAX)
    }

    /// Quick tricks at a trump contract while someone else still has trumps:
    /// the leader's top trumps, and before them as many rounds of each side
    /// suit's top cards as every opponent with trumps must follow to. Partner
    /// never has to ruff if he has a card outside trumps for every round.
    /// Suit lengths are part of the table's key, so only the top cards count
    /// as relevant.
    fn cashed_before_ruffs(&self, leader: usize, trumps: i32, trump_cards: u64) -> (i32, u64) {
        let t = self.trump;
        let me = self.hands[leader];
        let partner = self.hands[leader ^ 2];
        let opponents = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        let rest = partner | opponents[0] | opponents[1];
        let mut rounds = 0u32;
        let mut cards = trump_cards;
        for suit in (0..4).filter(|&s| s != t) {
            let mine = suit_bits(me, suit);
            if mine == 0 {
                continue;
            }
            let top_cards = above_all(mine, suit_bits(rest, suit));
            let r = top_cards
                .count_ones()
                .min(self.rounds_before_ruff(&opponents, suit));
            if r == 0 {
                continue;
            }
            // The highest `r` of the top cards are the ones cashed.
            let mut used = top_cards;
            for _ in r..top_cards.count_ones() {
                used &= used - 1;
            }
            rounds += r;
            cards |= suit_cards(used, suit);
        }
        let partner_spare = (partner & !suit_mask(t)).count_ones();
        if suit_bits(partner, t) != 0 && rounds > partner_spare {
            return (trumps, trump_cards);
        }
        (trumps + rounds as i32, cards)
    }
}

/// Of the leader's tricks by cashing each suit's top cards (`own`, by suit, as
/// [`Search::cashable`] gives them), the suits with most tricks until they
/// reach `wanted`: their tricks and top cards. All of them when they fall
/// short.
///
/// Why: a cutoff rests on the cards of the suits it counts, and the table's
/// entry then covers every position that agrees on those alone; a suit not
/// needed would make it narrower.
#[inline]
fn fewest_suits(own: &[(i32, u64, bool); 4], wanted: i32) -> (i32, u64) {
    let all = own
        .iter()
        .fold((0, 0), |(n, c), &(t, cards, _)| (n + t, c | cards));
    if all.0 <= wanted {
        return all;
    }
    let (mut tricks, mut cards) = (0, 0);
    let mut taken = [false; 4];
    while tricks < wanted {
        let mut best = 0;
        for suit in 1..4 {
            if taken[best] || (!taken[suit] && own[suit].0 > own[best].0) {
                best = suit;
            }
        }
        taken[best] = true;
        tricks += own[best].0;
        cards |= own[best].1;
    }
    (tricks, cards)
}

/// The `n` highest cards of `holding` (all of them when it holds no more).
#[inline]
fn highest_cards(holding: u32, n: u32) -> u32 {
    let mut kept = holding;
    for _ in n..holding.count_ones() {
        kept &= kept - 1;
    }
    kept
}
