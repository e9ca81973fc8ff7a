//! The floor of claim mode: tricks the claimer's side takes on every normal line from
//! a trick start, whatever anyone plays within the rules of `normal.rs`. Each part is
//! argued from those rules; the search stops once it cannot get below the floor.

use crate::model::{Hand, Suit};
use crate::solver::bits::{
    above_all, high_bit, low_bit, smear_down, suit_bits, suit_length, suit_lengths, suit_mask,
    suits_of, top_cards,
};

use super::search::{InTrick, Search};

/// The cards of a claimer hand on lead, its partner and the opponents, as sets, for
/// the parts of [`Search::floor`].
struct Sides {
    hand: u64,
    partner: u64,
    /// The cards of the second and the fourth hand of a trick the hand leads.
    second: u64,
    fourth: u64,
    all: u64,
    /// The hand's masters above every other card of their suit, see [`top_cards`].
    top: u64,
}

impl Sides {
    /// The opponents' cards.
    fn theirs(&self) -> u64 {
        self.second | self.fourth
    }
}

impl Search<'_> {
    /// Tricks the claimer's side takes on every normal line from a trick start, a lower
    /// bound that lets the search stop once it cannot get below it. Each part holds
    /// whatever anyone plays within the rules of `normal.rs`:
    ///
    /// - With a trump suit, see [`crate::solver::sure_trump_tricks`]: a claimer hand's trumps that the
    ///   opponents' higher trumps cannot all beat.
    /// - A claimer hand on lead after the statement is done, at notrump, cashes its
    ///   masters (rule 2): every master it leads wins, it keeps the lead, and the cards
    ///   others play only promote its lower cards. So it takes at least the cards it holds
    ///   above every other card of their suit. With trumps that the opponents do not hold,
    ///   the same, except that partner ruffs a master once he holds nothing but trumps
    ///   (rule 4): still the side's trick, but the lead passes. That cannot happen before
    ///   partner's last side-suit card has gone, one card a trick.
    /// - A claimer hand on lead that mentioned trumps draws them with its top trump while
    ///   an opponent has one (rule 3). When its top trumps outnumber the longest
    ///   opponent's, each round is a master and the opponents must follow: after those
    ///   rounds the hand is still on lead, the opponents have no trump, and its masters
    ///   are cashed as above. Partner follows with trumps, then throws side-suit cards.
    /// - A claimer hand on lead with no master that must cross to partner's masters, see
    ///   [`Search::crossing_floor`].
    /// - A claimer hand on lead when no opponent can ruff, in suits where every card of the
    ///   side beats the opponents', see [`Search::safe_suits_floor`], or cashing its
    ///   masters and then crossing, see [`Search::cash_then_cross_floor`].
    ///
    /// The parts are taken cheapest first, and the floor stops at the first that reaches
    /// `beta`: the search has no use for more.
    #[inline]
    pub(super) fn floor(&self, state: &InTrick, beta: u8) -> u8 {
        let hands = &state.hands;
        let [one, other] = self.setup.claimer.seats();
        let their_hands = [hands.hand(one.lho()), hands.hand(one.rho())];
        let theirs = their_hands[0].bits() | their_hands[1].bits();
        let mut floor = 0;
        if let Some(t) = self.setup.trump {
            let theirs = suit_bits(theirs, t.index());
            floor = [one, other]
                .map(|seat| {
                    crate::solver::sure_trump_tricks(
                        suit_bits(hands.hand(seat).bits(), t.index()),
                        theirs,
                    )
                    .0
                })
                .into_iter()
                .max()
                .unwrap_or(0);
        }
        let beta = usize::from(beta);
        if floor < beta
            && state.leader.side() == self.setup.claimer
            && state.step >= self.setup.line.len()
        {
            let hand = hands.hand(state.leader).bits();
            let partner = hands.hand(state.leader.partner()).bits();
            let all = hand | partner | theirs;
            let side = Sides {
                hand,
                partner,
                second: hands.hand(state.leader.lho()).bits(),
                fourth: hands.hand(state.leader.rho()).bits(),
                all,
                top: top_cards(hand, all),
            };
            let masters = side.top.count_ones() as usize;
            let partner = Hand::from_bits(partner);
            let run = match self.setup.trump {
                None => Some(masters),
                Some(t) if theirs & suit_mask(t.index()) == 0 => {
                    let partner_side = partner.len() - partner.count(t);
                    Some(masters.min(partner_side + 1))
                }
                Some(t) if self.setup.trump_aware => {
                    let longest = their_hands.map(|h| h.count(t)).into_iter().max();
                    let longest = longest.unwrap_or(0);
                    let top_trumps = (side.top & suit_mask(t.index())).count_ones() as usize;
                    if top_trumps >= longest {
                        let partner_side = partner.len() - partner.count(t);
                        let partner_side =
                            partner_side.saturating_sub(longest.saturating_sub(partner.count(t)));
                        Some(longest + (masters - longest).min(partner_side + 1))
                    } else {
                        None
                    }
                }
                Some(_) => None,
            };
            floor = floor.max(run.unwrap_or(0));
            if floor < beta {
                floor = floor.max(self.safe_suits_floor(&side));
            }
            if floor < beta {
                floor = floor.max(self.cash_then_cross_floor(&side));
            }
            if masters == 0 && floor < beta {
                floor = floor.max(self.crossing_floor(state));
            }
        }
        u8::try_from(floor).unwrap_or(u8::MAX)
    }

    /// Part of [`Search::floor`]: a claimer hand on lead after the statement when no
    /// opponent can ruff (notrump, or the opponents hold no trump), counting the cards
    /// that win whenever the side leads them. A *safe* suit is one where every card of
    /// the side beats every card of the opponents; it stays safe, as cards only leave.
    /// When in each other suit only one claimer hand holds cards, the side wins every
    /// trick whose leader, a claimer hand, holds a master or a card of a safe suit:
    ///
    /// - with a master it leads a master (rule 2), which wins, as nobody can ruff;
    /// - with none, a card of a safe suit means partner holds that suit's master, so the
    ///   hand crosses (rule 2), and every crossing suit is safe (in an unsafe one the
    ///   hand and partner would both hold cards): whatever partner plays, the side's card
    ///   is the highest, nobody ruffs.
    ///
    /// Either way the next leader is a claimer hand again. A hand's cards of safe suits and
    /// its masters above every other card of their suit (masters as long as it keeps
    /// them) lose one a trick at most, as every trick takes one card from each hand. So
    /// with `k` of them in each claimer hand, the side takes the first `k` tricks.
    fn safe_suits_floor(&self, side: &Sides) -> usize {
        if self.opponents_hold_trumps(side) {
            return 0;
        }
        let ours = side.hand | side.partner;
        // Suits where a card of the side lies at or below the opponents' highest.
        let unsafe_suits = suits_of(smear_down(side.theirs()) & ours);
        if suits_of(side.hand) & suits_of(side.partner) & unsafe_suits != 0 {
            return 0;
        }
        let winners =
            |cards: u64, top: u64| ((cards & !unsafe_suits) | (top & unsafe_suits)).count_ones();
        let partner_top = top_cards(side.partner, side.all);
        winners(side.hand, side.top).min(winners(side.partner, partner_top)) as usize
    }

    /// Whether an opponent still holds a trump (and so may ruff).
    fn opponents_hold_trumps(&self, side: &Sides) -> bool {
        self.setup
            .trump
            .is_some_and(|t| side.theirs() & suit_mask(t.index()) != 0)
    }

    /// Part of [`Search::floor`]: a claimer hand on lead after the statement when no
    /// opponent can ruff, that cashes its `m` masters above every other card of their
    /// suit and then must cross to partner's safe suit: `m + 1` tricks, or 0 when the
    /// conditions below do not hold.
    ///
    /// The hand leads a master while it holds one (rule 2) and each wins, as nobody can
    /// ruff and partner can only follow below it or throw (with trumps he is never forced
    /// to ruff: he keeps a side-suit card through the first `m + 1` tricks, checked). Its
    /// `m` top masters stay masters while it holds them, so it leads masters through the
    /// first `m` tricks. If it still holds a master at trick `m + 1`, that trick is won
    /// too. If not, it has played exactly its `m` top masters, one a trick, and still
    /// holds all its other cards; the tricks led the suits of those masters, so partner
    /// threw a card only when void in one of them. In each such suit he was void at most
    /// as many times as it was led beyond his cards there, plus once for each card of it
    /// he threw, itself a throw: so he threw at most that excess, summed over the suits
    /// other than `s`, cards of `s`. Then:
    ///
    /// - in a suit `s` where partner kept a card (he holds more than he can have followed
    ///   with or thrown, checked, see also [`Search::losers_kept`]) and that is safe
    ///   (below), the hand still holds a card and the master is partner's (were it the
    ///   hand's, it would hold a master), so it crosses (rule 2), and
    /// - every suit it may cross in is safe: checked for each suit where it holds a card
    ///   below its masters and partner holds one, unless the hand keeps a card above all
    ///   of partner's there (then partner cannot hold the master).
    ///
    /// A suit is safe when partner's cards all beat the opponents': partner plays a card
    /// of the suit above theirs, and trick `m + 1` is won. It is safe too when the hand
    /// holds no master in it and partner holds its master, and the crossing wins against
    /// the cards as they are now ([`sure_crossing`]): partner never follows to that suit
    /// before the crossing, and he throws a suit's lowest card first, so when it is
    /// crossed in he still holds his top card of it. His cards above any card only
    /// became fewer, the opponents' cards too, and the crossing wins as it would now.
    fn cash_then_cross_floor(&self, side: &Sides) -> usize {
        if self.opponents_hold_trumps(side) {
            return 0;
        }
        let (hand, partner) = (Hand::from_bits(side.hand), Hand::from_bits(side.partner));
        // Four bits a suit: the hand's top masters, partner's cards.
        let (runs, lengths) = (suit_lengths(side.top), suit_lengths(side.partner));
        let nibble = |x: u64, s: Suit| suit_length(x, s.index());
        let masters = side.top.count_ones() as usize;
        if let Some(t) = self.setup.trump
            && partner.len() - nibble(lengths, t) <= masters
        {
            return 0;
        }
        // Tricks of the masters' suits in which partner is void and may throw a card.
        let throws = |except: Suit| -> usize {
            Suit::ALL
                .into_iter()
                .filter(|&x| x != except)
                .map(|x| nibble(runs, x).saturating_sub(nibble(lengths, x)))
                .sum()
        };
        let below = side.hand & !side.top;
        let mut target = false;
        for s in Suit::ALL {
            // The hand's cards below its masters, all kept until the crossing.
            let kept = suit_bits(below, s.index());
            let ours = suit_bits(partner.bits(), s.index());
            if kept == 0 || ours == 0 {
                continue;
            }
            let run = nibble(runs, s);
            // Partner's cards above every one of the opponents'.
            let winners = above_all(ours, suit_bits(side.theirs(), s.index()));
            let safe = winners == ours
                || (run == 0
                    && winners != 0
                    && sure_crossing(
                        low_bit(kept),
                        ours,
                        suit_bits(side.second, s.index()),
                        suit_bits(side.fourth, s.index()),
                    ));
            if !safe {
                if high_bit(ours) < high_bit(kept) {
                    continue;
                }
                return 0;
            }
            let thrown = if Some(s) == self.setup.trump {
                0
            } else if run == 0 {
                throws(s).saturating_sub(self.losers_kept(hand, partner, runs, s))
            } else {
                throws(s)
            };
            if nibble(lengths, s) > run + thrown {
                target = true;
            }
        }
        if target { masters + 1 } else { 0 }
    }

    /// Part of [`Search::cash_then_cross_floor`], for a suit `s` the hand has no master
    /// in, so partner never follows to it: partner's cards he must throw before he would
    /// throw his last card of `s`. He throws a loser while he has one (rule 4), and his
    /// last card of `s` is then its master, no loser. In a suit `z` the hand holds no
    /// master in and keeps a card above all of partner's, each of partner's cards is a
    /// loser while he holds it, and only a throw takes it (no trick is led in `z`, and a
    /// throw from `z` makes no new void in a suit led). Not when `s` itself is led: his
    /// last card of `s` may then go following suit.
    fn losers_kept(&self, hand: Hand, partner: Hand, runs: u64, s: Suit) -> usize {
        Suit::ALL
            .into_iter()
            .filter(|&z| z != s && Some(z) != self.setup.trump)
            .map(|z| {
                let (mine, ours) = (
                    suit_bits(hand.bits(), z.index()),
                    suit_bits(partner.bits(), z.index()),
                );
                if suit_length(runs, z.index()) == 0
                    && ours != 0
                    && mine != 0
                    && high_bit(mine) > high_bit(ours)
                {
                    ours.count_ones() as usize
                } else {
                    0
                }
            })
            .sum()
    }

    /// Part of [`Search::floor`]: a claimer hand on lead after the statement, holding no
    /// master, that must cross to partner (rule 2) in suits where every card of partner's
    /// beats every card of the opponents' and no opponent can ruff. Whichever crossing
    /// it picks, the trick is the side's, and when partner's cards also beat the crossing
    /// card, partner is on lead with his other masters; 0 when that does not hold.
    ///
    /// With no master the hand's open leads are the crossings when there is one (rule 2),
    /// unless it draws trumps first (rule 3, checked here). In a crossing suit `s`
    /// partner holds the master and must follow, so whatever of rule 4 he plays is a
    /// card of `s` above the opponents' cards of `s`; an opponent with no card of `s`
    /// cannot ruff (he holds no trump), so the highest card of the trick is the side's.
    /// If partner's lowest card of `s` beats the crossing card (the hand's lowest of
    /// `s`), it is partner's card, and partner leads next with every master he held but
    /// at most the one played: cards played by others only promote his, so the floor of
    /// a claimer hand on lead applies to him: at notrump his masters; with trumps the
    /// opponents do not hold, his masters up to one more than his partner's side-suit
    /// cards (which the crossing card may have reduced by one). The least over the
    /// crossings the hand may choose.
    fn crossing_floor(&self, state: &InTrick) -> usize {
        let hands = &state.hands;
        let leader = state.leader;
        let hand = hands.hand(leader);
        let partner = hands.hand(leader.partner());
        let opponents = [hands.hand(leader.lho()), hands.hand(leader.rho())];
        let trump = self.setup.trump;
        let their_trumps = trump.map_or(0, |t| {
            suit_bits(opponents[0].bits(), t.index()) | suit_bits(opponents[1].bits(), t.index())
        });
        // A hand that holds a trump while an opponent holds one either draws it (rule 3,
        // trumps mentioned) or may lead its top trump as a master it believes it holds
        // (rule 3, the unaware claimer): either way it need not cross, and the crossing
        // trick is not sure.
        if let Some(t) = trump
            && their_trumps != 0
            && hand.has_suit(t)
        {
            return 0;
        }
        let all = hands.all_cards();
        let partner_masters = top_cards(partner.bits(), all.bits()).count_ones() as usize;
        let mut least: Option<usize> = None;
        for s in Suit::ALL {
            if !hand.has_suit(s) {
                continue;
            }
            let left = suit_bits(all.bits(), s.index());
            if suit_bits(partner.bits(), s.index()) & high_bit(left) == 0 {
                // Not a crossing suit (the master is the opponents'; the hand has none).
                continue;
            }
            let partner_low = low_bit(suit_bits(partner.bits(), s.index()));
            let theirs = suit_bits(opponents[0].bits(), s.index())
                | suit_bits(opponents[1].bits(), s.index());
            let no_ruff = opponents
                .iter()
                .all(|h| h.has_suit(s) || trump.is_none_or(|t| !h.has_suit(t)));
            if theirs >= partner_low || !no_ruff {
                return 0;
            }
            let after = partner_masters - 1;
            let run = match trump {
                // The crossing card beats partner's lowest: the trick may stay with the
                // hand, which holds no master.
                _ if low_bit(suit_bits(hand.bits(), s.index())) > partner_low => 0,
                None => after,
                // Partner's later masters may be ruffed: only the crossing trick is sure.
                Some(_) if their_trumps != 0 => 0,
                Some(t) => {
                    let side = hand.len() - hand.count(t) - usize::from(s != t);
                    after.min(side + 1)
                }
            };
            let value = 1 + run;
            least = Some(least.map_or(value, |l| l.min(value)));
        }
        least.unwrap_or(0)
    }
}

/// Whether a crossing wins its trick whatever the opponents play, when nobody can ruff:
/// the hand leads `card`, its lowest of the suit, to partner's cards of it, `ours`, with
/// `second` and `fourth` the second and fourth hands' cards of the suit (one suit's
/// bits each). Partner, third hand, plays by rule 4 ([`Search::follows`]):
///
/// - when second hand plays under the card or shows out, the trick is the hand's: it
///   stays the side's unless the fourth hand can beat the card, and then partner, able to
///   beat the fourth hand's best, does not duck but plays above it;
/// - when second hand plays over it, partner plays his cheapest card above second
///   hand's, or his highest: both beat the fourth hand's best when the cheapest does.
fn sure_crossing(card: u32, ours: u32, second: u32, fourth: u32) -> bool {
    let under = second == 0 || low_bit(second) < card;
    if under && above_all(fourth, card) != 0 && above_all(ours, fourth) == 0 {
        return false;
    }
    let mut over = above_all(second, card);
    while over != 0 {
        let played = low_bit(over);
        over ^= played;
        if above_all(low_bit(above_all(ours, played)), fourth) == 0 {
            return false;
        }
    }
    true
}
