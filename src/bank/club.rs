//! How club players bid and play, for the builders that deal a real hand: a deal that
//! fits the contract a template draws (the hand-valuation rules a pair bids by) and the
//! card each player chooses (draw trumps, cash winners, cover, win cheaply, ruff, keep
//! masters). These are cheap heuristics, so a page draws a variant in well under a
//! millisecond; `bank check` measures them double dummy (see [`super::realism`]).

use arrayvec::ArrayVec;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::model::play::winning_index;
use crate::model::{Card, Contract, Deal, Hand, Hands, Rank, Seat, Suit};

/// Deals tried for one contract before the builder refuses the draw.
const DEALS_TRIED: usize = 400;

/// How far the valuation may sit from the tricks the contract needs, in tricks: a pair
/// bids to the level its points and fit promise, give or take.
const TOLERANCE: f32 = 0.5;

/// How far declarer's tricks in a record played to the end may sit from the valuation:
/// the heuristics play well on most deals and badly on a few, and a record that strays
/// further is more likely a misplayed deal than a lucky one.
pub const RECORD_TOLERANCE: f32 = 1.25;

/// High-card points: ace 4, king 3, queen 2, jack 1.
pub fn points(hand: Hand) -> u32 {
    // A rank's bit in every suit at once (bit `16 × suit + rank`): a draw values a few
    // hundred deals, each four ways round the table.
    const RANK: u64 = 0x0001_0001_0001_0001;
    let held = |rank: u64| (hand.bits() & (RANK << rank)).count_ones();
    4 * held(14) + 3 * held(13) + 2 * held(12) + held(11)
}

/// The tricks a pair holding `hands` expects to take in `trump` by the valuation rules
/// players bid by: some 26 points for nine tricks at notrump and two and a half points
/// a trick either way; in a suit, a trick for each trump beyond seven in the pair and ruffing
/// values in the hand short in trumps; long side suits run at notrump.
pub fn expected_tricks(hand: Hand, partner: Hand, trump: Option<Suit>) -> f32 {
    let hcp = (points(hand) + points(partner)) as f32;
    let base = 9.5 + (hcp - 25.0) * 0.4;
    let Some(trump) = trump else {
        let long = Suit::ALL
            .into_iter()
            .map(|s| hand.count(s) + partner.count(s))
            .max()
            .unwrap_or(0);
        return base - 0.7 + long.saturating_sub(8) as f32 * 0.5;
    };
    let fit = hand.count(trump) + partner.count(trump);
    let (short, long) = if hand.count(trump) < partner.count(trump) {
        (hand, partner)
    } else {
        (partner, hand)
    };
    // Ruffs in the short trump hand: a void or singleton opposite length, while it has
    // trumps to spare.
    let ruffs: f32 = if short.count(trump) >= 3 {
        Suit::ALL
            .into_iter()
            .filter(|&s| s != trump)
            .map(|s| match (short.count(s), long.count(s)) {
                (0, l) if l >= 2 => 1.0,
                (1, l) if l >= 3 => 0.5,
                _ => 0.0,
            })
            .sum::<f32>()
            .min(1.5)
    } else {
        0.0
    };
    base + (fit as f32 - 8.0) * 0.6 + ruffs + 0.2
}

/// A deal on which `declarer` and partner would bid to `contract`: the valuation of
/// their hands within `TOLERANCE` (half a trick) of the tricks it needs; in a suit,
/// eight or more trumps between them, declarer holding at least as many as dummy; at
/// notrump every suit stopped; at notrump and in a minor game, no eight-card major fit
/// (the pair would play there). Tries a few hundred deals, each seated all eight ways
/// (four turns of the table, declarer and dummy either way round); `None` when none
/// fits, and the builder's draw is refused. With `records` (real boards) each try
/// draws one of them instead of dealing: the hands may be turned round the table, so
/// that the drawn declarer holds the declaring hand.
pub fn deal_for_contract(
    contract: Contract,
    declarer: Seat,
    rng: &mut ChaCha8Rng,
    records: super::builders::Records<'_>,
) -> Option<Hands> {
    let trump = contract.strain.trump();
    let needed = f32::from(contract.level.tricks_needed());
    let major_fit = |a: Hand, b: Hand| {
        [Suit::Spades, Suit::Hearts]
            .into_iter()
            .any(|s| Some(s) != trump && a.count(s) + b.count(s) >= 8)
    };
    let minor_game = matches!(trump, Some(Suit::Clubs | Suit::Diamonds)) && needed >= 11.0;
    let bids = |own: Hand, dummy: Hand| {
        let fits = match trump {
            Some(t) => own.count(t) + dummy.count(t) >= 8 && own.count(t) >= dummy.count(t),
            None => true,
        };
        let unstopped = trump.is_none()
            && !Suit::ALL
                .into_iter()
                .all(|s| stopped(own, s) || stopped(dummy, s));
        if !fits || unstopped || ((trump.is_none() || minor_game) && major_fit(own, dummy)) {
            return false;
        }
        (expected_tricks(own, dummy, trump) - needed).abs() <= TOLERANCE
    };
    for _ in 0..DEALS_TRIED {
        let dealt = match records {
            None => Deal::random(rng),
            Some([]) => return None,
            Some(boards) => boards[rng.random_range(0..boards.len())],
        };
        let start = rng.random_range(0..8);
        // Each seating of declarer and dummy comes twice (the defenders either way
        // round), so a deal's four are valued once each.
        let mut valued: [Option<bool>; 4] = [None; 4];
        for k in 0..8 {
            let (turn, swap) = ((start + k) % 8 / 2, (start + k) % 2 == 1);
            let (own_from, dummy_from) = if swap {
                (declarer.partner(), declarer)
            } else {
                (declarer, declarer.partner())
            };
            let (own, dummy) = (own_from.clockwise(turn), dummy_from.clockwise(turn));
            if !*valued[own.index()].get_or_insert_with(|| bids(dealt.hand(own), dealt.hand(dummy)))
            {
                continue;
            }
            let mut hands = [Hand::EMPTY; 4];
            for seat in Seat::ALL {
                hands[seat.index()] = dealt.hand(seat.clockwise(turn));
            }
            if swap {
                hands.swap(declarer.index(), declarer.partner().index());
            }
            return Some(Hands::new(hands));
        }
    }
    None
}

/// Whether `hand` stops `suit` at notrump: the ace, a guarded king, a queen with two
/// more, a jack with three. Players do not bid notrump with a suit wide open.
fn stopped(hand: Hand, suit: Suit) -> bool {
    let held = hand.count(suit);
    let has = |rank| hand.contains(Card::new(suit, rank));
    has(Rank::ACE)
        || (held >= 2 && has(Rank::KING))
        || (held >= 3 && has(Rank::QUEEN))
        || (held >= 4 && has(Rank::JACK))
}

/// What a player at the table knows and plays to: the cards still held by everyone, the
/// trump suit, and who is declarer.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    /// The cards each player still holds.
    pub hands: Hands,
    /// The trump suit; `None` at notrump.
    pub trump: Option<Suit>,
    /// Declarer: his side leads trumps to draw them, the defenders do not.
    pub declarer: Seat,
}

impl Table {
    fn opponents(&self, seat: Seat) -> Hand {
        self.hands
            .hand(seat.lho())
            .union(self.hands.hand(seat.rho()))
    }

    /// Whether `card` of `seat`'s beats every card the opponents still hold in its suit.
    fn master(&self, seat: Seat, card: Card) -> bool {
        self.opponents(seat)
            .highest_in(card.suit)
            .is_none_or(|c| c.rank < card.rank)
    }

    /// The card `seat` plays from `hand` (its own cards, or fewer when it overlooks a
    /// suit) to a trick holding `cards` so far.
    pub fn card(
        &self,
        seat: Seat,
        hand: Hand,
        cards: &[Card],
        rng: &mut ChaCha8Rng,
    ) -> Option<Card> {
        let Some(lead) = cards.first() else {
            return self.lead(seat, hand, rng);
        };
        let follow: ArrayVec<Card, 13> = hand.cards_in(lead.suit).collect();
        if follow.is_empty() {
            return self.void(seat, hand, cards);
        }
        Some(self.follow(seat, &follow, cards))
    }

    /// On lead: declarer's side draws trumps while the defenders hold some; anyone cashes
    /// a winner, or leads towards partner's; else the top of a sequence or a low card of
    /// the longest suit.
    fn lead(&self, seat: Seat, hand: Hand, rng: &mut ChaCha8Rng) -> Option<Card> {
        let partner = self.hands.hand(seat.partner());
        let opponents = self.opponents(seat);
        let declaring = seat.side() == self.declarer.side();
        if let Some(t) = self.trump
            && declaring
            && opponents.has_suit(t)
            && hand.has_suit(t)
            && hand.count(t) + partner.count(t) > opponents.count(t)
        {
            let top = hand.highest_in(t)?;
            return if self.master(seat, top) {
                Some(top)
            } else {
                hand.lowest_in(t)
            };
        }
        // A winner cashed, unless an opponent is void and can ruff it.
        let ruffable = |s: Suit| {
            self.trump.is_some_and(|t| {
                t != s
                    && [seat.lho(), seat.rho()].into_iter().any(|o| {
                        let h = self.hands.hand(o);
                        !h.has_suit(s) && h.has_suit(t)
                    })
            })
        };
        let suits = || Suit::ALL.into_iter().filter(|&s| hand.has_suit(s));
        if let Some(card) = suits()
            .filter(|&s| !ruffable(s) && (declaring || Some(s) != self.trump))
            .filter_map(|s| hand.highest_in(s))
            .find(|&c| self.master(seat, c))
        {
            return Some(card);
        }
        if let Some(card) = suits()
            .filter(|&s| !ruffable(s) && Some(s) != self.trump)
            .filter(|&s| {
                partner
                    .highest_in(s)
                    .is_some_and(|c| self.master(seat.partner(), c))
            })
            .filter_map(|s| hand.lowest_in(s))
            .next()
        {
            return Some(card);
        }
        let side: ArrayVec<Suit, 4> = suits().filter(|&s| Some(s) != self.trump).collect();
        let pool = if side.is_empty() {
            suits().collect()
        } else {
            side
        };
        let most = pool.iter().map(|&s| hand.count(s)).max()?;
        let longest: ArrayVec<Suit, 4> = pool
            .into_iter()
            .filter(|&s| hand.count(s) == most)
            .collect();
        let suit = longest[rng.random_range(0..longest.len())];
        let mut top = hand.cards_in(suit);
        let (first, second) = (top.next()?, top.next());
        let sequence =
            second.is_some_and(|s| s.rank.get() + 1 == first.rank.get()) && first.rank >= Rank::TEN;
        if sequence {
            Some(first)
        } else {
            hand.lowest_in(suit)
        }
    }

    /// Following suit: second hand low unless covering an honour; third hand as high as
    /// needed to beat fourth hand too, low when partner holds the trick; fourth hand wins
    /// as cheaply as it can.
    fn follow(&self, seat: Seat, follow: &[Card], cards: &[Card]) -> Card {
        let winner = winning_index(cards, self.trump);
        let lowest = *follow.last().unwrap_or(&follow[0]);
        let wins = |card: Card| self.wins(cards, card);
        // Cards come highest first: the cheapest winner is the last that wins.
        let cheapest = |pool: &[Card]| pool.iter().rev().copied().find(|&c| wins(c));
        let partner_winning = cards.len() >= 2 && winner == cards.len() - 2;
        match cards.len() {
            1 => {
                if cards[0].rank >= Rank::JACK {
                    return cheapest(follow).unwrap_or(lowest);
                }
                lowest
            }
            2 => {
                let fourth = self.hands.hand(seat.lho());
                if partner_winning && self.safe(cards[winner], fourth, cards[0].suit) {
                    return lowest;
                }
                // The cheapest card that beats the trick so far and everything fourth
                // hand holds in the suit; low when there is none.
                let beats_fourth = |c: Card| {
                    fourth
                        .highest_in(cards[0].suit)
                        .is_none_or(|f| f.rank < c.rank)
                        && self.safe(c, fourth, cards[0].suit)
                };
                follow
                    .iter()
                    .rev()
                    .copied()
                    .find(|&c| wins(c) && beats_fourth(c))
                    .unwrap_or(lowest)
            }
            _ => {
                if partner_winning {
                    lowest
                } else {
                    cheapest(follow).unwrap_or(lowest)
                }
            }
        }
    }

    /// Whether `card` played to a trick holding `cards` so far wins it so far.
    fn wins(&self, cards: &[Card], card: Card) -> bool {
        let mut with: ArrayVec<Card, 4> = cards.iter().copied().collect();
        with.push(card);
        winning_index(&with, self.trump) == cards.len()
    }

    /// Whether fourth hand, holding `fourth`, cannot take a trick won so far by `card`
    /// in the suit led `led`.
    fn safe(&self, card: Card, fourth: Hand, led: Suit) -> bool {
        if card.suit == led {
            match fourth.highest_in(led) {
                Some(f) => f.rank < card.rank,
                None => self.trump.is_none_or(|t| t == led || !fourth.has_suit(t)),
            }
        } else {
            // A ruff: only an overruff beats it.
            fourth.has_suit(led)
                || fourth
                    .highest_in(card.suit)
                    .is_none_or(|f| f.rank < card.rank)
        }
    }

    /// Unable to follow: ruff a trick the opponents hold, as cheaply as wins it (in
    /// second or third seat, high enough that fourth hand cannot overruff); else discard.
    fn void(&self, seat: Seat, hand: Hand, cards: &[Card]) -> Option<Card> {
        let led = cards[0].suit;
        let winner = winning_index(cards, self.trump);
        let partner_winning = cards.len() >= 2 && winner == cards.len() - 2;
        let fourth = self.hands.hand(seat.lho());
        let partner_holds =
            partner_winning && (cards.len() == 3 || self.safe(cards[winner], fourth, led));
        if let Some(t) = self.trump
            && !partner_holds
            && t != led
        {
            let wins = |card: Card| self.wins(cards, card);
            let trumps: ArrayVec<Card, 13> = hand.cards_in(t).collect();
            let later = cards.len() < 3 && !fourth.has_suit(led);
            let safe = trumps.iter().rev().copied().find(|&c| {
                wins(c) && (!later || fourth.highest_in(t).is_none_or(|f| f.rank < c.rank))
            });
            if let Some(card) = safe.or_else(|| trumps.iter().rev().copied().find(|&c| wins(c))) {
                return Some(card);
            }
        }
        self.discard(seat, hand)
    }

    /// The card a player who has overlooked his one card of the suit led plays: what he
    /// would play were he void, a ruff when it wins the trick, else a discard (on a trump
    /// lead, always a discard). `None` when he has no other card.
    pub fn revoke(&self, seat: Seat, hand: Hand, cards: &[Card]) -> Option<Card> {
        let led = cards.first()?.suit;
        let rest = hand.difference(hand.cards_in(led).collect());
        if rest.is_empty() {
            return None;
        }
        self.void(seat, rest, cards)
    }

    /// A discard: never a master or a trump while there is a loser to throw; the lowest
    /// loser of the longest suit.
    pub fn discard(&self, seat: Seat, hand: Hand) -> Option<Card> {
        let opponents = self.opponents(seat);
        let (mut losers, mut side) = (Hand::EMPTY, Hand::EMPTY);
        for suit in Suit::ALL.into_iter().filter(|&s| Some(s) != self.trump) {
            // A suit's losers: the cards below an opponent's highest.
            let top = opponents.highest_in(suit);
            for card in hand.cards_in(suit) {
                side.insert(card);
                if top.is_some_and(|t| card.rank < t.rank) {
                    losers.insert(card);
                }
            }
        }
        let pool = [losers, side, hand].into_iter().find(|p| !p.is_empty())?;
        // The lowest card of the longest suit in the pool; between suits as long, with
        // lowest cards of a rank, the first in the order of a hand record.
        let key = |c: Card| (std::cmp::Reverse(pool.count(c.suit)), c.rank);
        let mut best: Option<Card> = None;
        for suit in Suit::PBN_ORDER {
            let Some(low) = pool.lowest_in(suit) else {
                continue;
            };
            if best.is_none_or(|b| key(low) < key(b)) {
                best = Some(low);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Position;

    fn hands(pbn: &str) -> Hands {
        pbn.parse::<Position>().unwrap().hands()
    }

    /// The 4-3-2-1 count: ace 4, king 3, queen 2, jack 1, tens and below nothing.
    #[test]
    fn high_card_points_count_honours_in_every_suit() {
        let deal = hands("N:AK.Q.J.A QJ.K.A.K T9.A.K.Q 32.J.Q.J");
        assert_eq!(points(deal.hand(Seat::North)), 4 + 3 + 2 + 1 + 4);
        assert_eq!(points(deal.hand(Seat::East)), 2 + 1 + 3 + 4 + 3);
        assert_eq!(points(deal.hand(Seat::South)), 4 + 3 + 2);
        assert_eq!(points(deal.hand(Seat::West)), 1 + 2 + 1);
    }

    /// A stopper at notrump: the ace, a guarded king, a queen with two more, a jack with
    /// three; a bare king or a doubleton queen is no stopper.
    #[test]
    fn stoppers_are_an_ace_or_an_honour_guarded_enough() {
        let deal = hands("N:A.K3.Q54.J876 K.Q4.J32.5432 QJT.AJT.AK.AK 987.98.T98.Q9");
        let north = deal.hand(Seat::North);
        assert!(stopped(north, Suit::Spades));
        assert!(stopped(north, Suit::Hearts));
        assert!(stopped(north, Suit::Diamonds));
        assert!(stopped(north, Suit::Clubs));
        let east = deal.hand(Seat::East);
        assert!(!stopped(east, Suit::Spades));
        assert!(!stopped(east, Suit::Hearts));
        assert!(!stopped(east, Suit::Diamonds));
        assert!(!stopped(east, Suit::Clubs));
    }

    fn table(pbn: &str, trump: Option<Suit>) -> Table {
        Table {
            hands: hands(pbn),
            trump,
            declarer: Seat::South,
        }
    }

    /// A discard keeps masters and trumps while there is a loser to throw, and throws
    /// the lowest loser of the longest suit.
    #[test]
    fn a_discard_is_the_lowest_loser_of_the_longest_suit() {
        // West: ♠A (a master), ♥7 5 3 and ♦9 4 (losers to North's kings), ♣6 2 (trumps
        // in a club contract).
        let t = table(
            "N:K2.K2.K2.K3 Q3.Q4.Q3.Q4 J4.J6.J5.J5 A.753.94.62",
            Some(Suit::Clubs),
        );
        let west = t.hands.hand(Seat::West);
        assert_eq!(t.discard(Seat::West, west), Some("H3".parse().unwrap()));
        // Losers of two suits as long, their lowest cards of a rank: the first in the
        // order of a hand record, spades before hearts.
        let t = table("N:AK.AK.A2.A3 Q3.Q4.Q3.Q4 J4.J6.J5.J5 52.72.K4.K2", None);
        let west = t.hands.hand(Seat::West);
        assert_eq!(t.discard(Seat::West, west), Some("S2".parse().unwrap()));
        // Only masters and trumps left: a master of a side suit before a trump.
        let t = table("N:K.K.K.K Q.Q.Q.Q J.J.J.J A.A.A.A", Some(Suit::Clubs));
        let west = t.hands.hand(Seat::West);
        assert_eq!(t.discard(Seat::West, west), Some("SA".parse().unwrap()));
    }
}
