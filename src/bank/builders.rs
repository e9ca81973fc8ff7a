//! Scenario builders: parts of a case that need more than a drawn number, such as a real
//! deal with a play record. A builder reads drawn parameters and adds values of its own;
//! it may refuse a draw (`None`), which the generator then redraws.

use std::collections::BTreeMap;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use toml::Value;

use crate::model::play::winning_index;
use crate::model::{Card, Contract, Deal, Hand, Hands, Position, Rank, Seat, Suit};

/// Drawn parameters by name, and what a builder adds to them.
pub type Params = BTreeMap<String, Value>;

/// The builders a template may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Builder {
    /// A real deal and a legal play record with a revoke.
    RevokePlay,
    /// An end position for a claim.
    ClaimPosition,
}

impl Builder {
    /// The template's name for the builder.
    pub const fn code(self) -> &'static str {
        match self {
            Builder::RevokePlay => "revoke-play",
            Builder::ClaimPosition => "claim-position",
        }
    }

    /// The parameters the builder reads, which the template must draw.
    pub const fn reads(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &["contract", "declarer", "offender", "revoke_trick"],
            Builder::ClaimPosition => &["cards", "strain", "declarer", "claimer_role", "conceded"],
        }
    }

    /// What the builder adds, for checking a template's placeholders.
    pub const fn provides(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &[
                "deal",
                "play",
                "offender",
                "revoke_card",
                "suit_led",
                "second_offender",
                "second_trick",
            ],
            Builder::ClaimPosition => &[
                "position",
                "claimer",
                "claimed",
                "declarer_won",
                "defence_won",
                "remaining",
            ],
        }
    }

    /// Runs the builder on the drawn parameters; `None` refuses the draw.
    pub fn build(self, params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
        match self {
            Builder::RevokePlay => revoke_play(params, rng),
            Builder::ClaimPosition => claim_position(params, rng),
        }
    }
}

/// A parameter as a whole number 0 or more.
fn count(params: &Params, name: &str) -> Option<usize> {
    usize::try_from(params.get(name)?.as_integer()?).ok()
}

fn int(n: usize) -> Value {
    Value::Integer(n as i64)
}

/// A real deal and a legal play record in which `offender` revokes on `revoke_trick`:
/// every other card follows suit when it can, and the offender really holds the suit led
/// when he plays a card of another. The cards are played the way club players play them
/// (see [`table_card`]), the revoke as a player who thinks himself void would: a ruff
/// when it wins, else a discard. Play goes on to the end, so the revoke is established,
/// unless an optional `stop` parameter is `"revoke"`: then the record ends with the revoke
/// trick, before the offending side plays to the next, and the revoke can be corrected.
/// An optional `second` (`"same-suit"`, `"other-side"`) adds a second revoke.
fn revoke_play(params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
    let contract: Contract = params.get("contract")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    // A seat, or a role at this table: "dummy", "declarer", "lho" or "rho" of declarer.
    let offender: Seat = match params.get("offender")?.as_str()? {
        "dummy" => declarer.partner(),
        "declarer" => declarer,
        "lho" => declarer.lho(),
        "rho" => declarer.rho(),
        seat => seat.parse().ok()?,
    };
    let revoke_trick = count(params, "revoke_trick").filter(|t| (1..=12).contains(t))?;
    let last_trick = match params.get("stop").and_then(Value::as_str) {
        None | Some("end") => 13,
        Some("revoke") => revoke_trick,
        Some(_) => return None,
    };
    let trump = contract.strain.trump();
    // A second revoke, at the first later trick where it can happen: by the offender
    // again in the suit of the first (Law 64B2), or by a player of the other side (64B7).
    let second_by = match params.get("second").and_then(Value::as_str) {
        None | Some("none") => None,
        Some("same-suit") => Some(offender),
        Some("other-side") => Some(if rng.random_bool(0.5) {
            offender.lho()
        } else {
            offender.rho()
        }),
        Some(_) => return None,
    };
    let same_suit = second_by == Some(offender);

    let dealt = Deal::random(rng);
    let deal = fit_to_contract(Seat::ALL.map(|seat| dealt.hand(seat)), declarer, trump);
    let mut hands = deal;
    let mut leader = declarer.lho();
    let mut play: Vec<Vec<Card>> = Vec::with_capacity(13);
    let mut revoke = None;
    let mut second = None;
    for trick in 1..=last_trick {
        let mut cards: Vec<Card> = Vec::with_capacity(4);
        for i in 0..4 {
            let seat = leader.clockwise(i);
            let hand = hands.hand(seat);
            let card = match cards.first() {
                Some(lead) if trick == revoke_trick && seat == offender => {
                    // The revoke: the suit led is held, another suit is played.
                    if !hand.has_suit(lead.suit) {
                        return None;
                    }
                    let card = table_card(without_suit(hand, lead.suit), &cards, trump, rng)?;
                    revoke = Some((card, lead.suit));
                    card
                }
                None if trick == revoke_trick && seat == offender => return None,
                Some(lead)
                    if trick > revoke_trick
                        && second.is_none()
                        && Some(seat) == second_by
                        && hand.has_suit(lead.suit)
                        && hand.len() > hand.count(lead.suit)
                        && (!same_suit || revoke.map(|(_, s)| s) == Some(lead.suit)) =>
                {
                    let card = table_card(without_suit(hand, lead.suit), &cards, trump, rng)?;
                    second = Some(trick);
                    card
                }
                _ => table_card(hand, &cards, trump, rng)?,
            };
            hands.hand_mut(seat).remove(card);
            cards.push(card);
        }
        leader = leader.clockwise(winning_index(&cards, trump));
        play.push(cards);
    }
    let (card, suit) = revoke?;
    if second_by.is_some() && second.is_none() {
        return None;
    }
    let mut out = BTreeMap::new();
    let pbn = deal.into_deal().ok()?.to_string();
    out.insert("deal".to_owned(), Value::from(pbn));
    out.insert(
        "play".to_owned(),
        Value::Array(
            play.iter()
                .map(|t| Value::Array(t.iter().map(|c| Value::from(c.to_string())).collect()))
                .collect(),
        ),
    );
    // The offender as a seat, whether drawn as one or as a role.
    out.insert("offender".to_owned(), Value::from(offender.to_string()));
    out.insert("revoke_card".to_owned(), Value::from(card.to_string()));
    out.insert("suit_led".to_owned(), Value::from(suit.to_string()));
    if let (Some(seat), Some(trick)) = (second_by, second) {
        out.insert("second_offender".to_owned(), Value::from(seat.to_string()));
        out.insert("second_trick".to_owned(), int(trick));
    }
    Some(out)
}

/// An end position of `cards` cards a hand in which the claimer (declarer, or the defender
/// on declarer's left) is on lead and, with best play, takes all the remaining tricks but
/// at most one: the claims players make. The claimer claims all of them but `conceded`.
///
/// An optional `shape` parameter asks for a position built around one point of claim law
/// instead of a random ending: `finesse` (the claimer can take every trick only by a
/// finesse, Law 70E) or `blocked` (every trick, but only if partner overtakes a blocking
/// honour, the suit-order question of Law 70D). Whether a normal line really falls short
/// is the engine's to say; the template's branch check redraws when it does not.
fn claim_position(params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
    let cards = count(params, "cards").filter(|n| (2..=8).contains(n))?;
    let strain: crate::model::Strain = params.get("strain")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    let claimer = match params.get("claimer_role")?.as_str()? {
        "declarer" => declarer,
        _ => declarer.lho(),
    };
    let conceded = count(params, "conceded").filter(|c| *c < cards)?;
    let trump = strain.trump();
    let (position, least) = match params.get("shape").and_then(Value::as_str) {
        None | Some("any") => (Position::random(rng, cards).ok()?, cards - 1),
        Some("finesse") => (finesse_position(cards, claimer, trump, rng)?, cards),
        Some("blocked") => (blocked_position(cards, claimer, trump, rng)?, cards),
        Some(_) => return None,
    };
    let best = crate::solver::double_dummy(&position, trump, claimer) as usize;
    if best < least {
        return None;
    }
    let played = 13 - cards;
    let declarer_won = rng.random_range(played / 2..=played);
    let mut out = BTreeMap::new();
    out.insert(
        "position".to_owned(),
        Value::from(position.display_from(claimer).to_string()),
    );
    out.insert("claimer".to_owned(), Value::from(claimer.to_string()));
    out.insert("claimed".to_owned(), int(cards - conceded));
    out.insert("declarer_won".to_owned(), int(declarer_won));
    out.insert("defence_won".to_owned(), int(played - declarer_won));
    out.insert("remaining".to_owned(), int(cards));
    Some(out)
}

/// The claimer, on lead, holds small cards of a suit in which partner has the ace-queen
/// and the defender on the claimer's left the guarded king: a finesse takes every trick.
/// Partner's other cards are masters, so once the queen holds partner cashes out; any
/// other line loses a trick to the king. The defenders hold no trumps.
fn finesse_position(
    n: usize,
    claimer: Seat,
    trump: Option<Suit>,
    rng: &mut ChaCha8Rng,
) -> Option<Position> {
    let suit = pick_suit(trump, rng)?;
    let small = |c: Card| c.suit == suit && c.rank < Rank::TEN;
    let mut hands = Hands::new([Hand::EMPTY; 4]);
    let mut free = Hand::FULL;
    give(
        &mut hands,
        &mut free,
        claimer.partner(),
        Card::new(suit, Rank::ACE),
    );
    give(
        &mut hands,
        &mut free,
        claimer.partner(),
        Card::new(suit, Rank::QUEEN),
    );
    give(
        &mut hands,
        &mut free,
        claimer.lho(),
        Card::new(suit, Rank::KING),
    );
    let guards = rng.random_range(1..=2.min(n - 1));
    for _ in 0..guards {
        let card = draw(free, small, rng)?;
        give(&mut hands, &mut free, claimer.lho(), card);
    }
    let card = draw(free, small, rng)?;
    give(&mut hands, &mut free, claimer, card);
    // Partner's masters: honours of the other suits, above anything a defender holds.
    let master = |c: Card| c.suit != suit && c.rank >= Rank::JACK;
    let defender = |c: Card| c.suit != suit && Some(c.suit) != trump && c.rank < Rank::TEN;
    deal_rest(&mut hands, &mut free, claimer.partner(), n, master, rng)?;
    deal_rest(&mut hands, &mut free, claimer.lho(), n, defender, rng)?;
    deal_rest(&mut hands, &mut free, claimer.rho(), n, defender, rng)?;
    // The claimer holds nothing but small cards of the suit: he must lead it, so the
    // only question a normal line leaves open is whether partner finesses.
    deal_rest(&mut hands, &mut free, claimer, n, small, rng)?;
    hands.into_position().ok()
}

/// The claimer, on lead, holds the singleton king of a suit in which partner has the ace
/// and more, the defenders none; besides, masters of a second suit and a loser or two.
/// Every trick is there if partner overtakes the king; a careless duck strands partner's
/// suit. The defenders hold no trumps, so they cannot ruff the long suit.
fn blocked_position(
    n: usize,
    claimer: Seat,
    trump: Option<Suit>,
    rng: &mut ChaCha8Rng,
) -> Option<Position> {
    // The king, a master and a loser at the least.
    if n < 3 {
        return None;
    }
    let long = pick_suit(trump, rng)?;
    let losers = rng.random_range(1..=(n - 2).min(2));
    let masters = n - 1 - losers;
    let mut hands = Hands::new([Hand::EMPTY; 4]);
    let mut free = Hand::FULL;
    give(&mut hands, &mut free, claimer, Card::new(long, Rank::KING));
    give(
        &mut hands,
        &mut free,
        claimer.partner(),
        Card::new(long, Rank::ACE),
    );
    for _ in 0..losers {
        let card = draw(free, |c| c.suit == long && c.rank < Rank::KING, rng)?;
        give(&mut hands, &mut free, claimer.partner(), card);
    }
    // The claimer's masters: the top cards of a second suit (the trump suit, if any,
    // so no defender can ruff them).
    let side = match trump {
        Some(t) if t != long => t,
        _ => Suit::ALL
            .into_iter()
            .filter(|&s| s != long)
            .nth(rng.random_range(0..3))?,
    };
    for rank in Rank::descending().take(masters) {
        give(&mut hands, &mut free, claimer, Card::new(side, rank));
    }
    let others = |c: Card| c.suit != long && c.suit != side;
    deal_rest(
        &mut hands,
        &mut free,
        claimer,
        n,
        |c| others(c) && c.rank < Rank::TEN,
        rng,
    )?;
    deal_rest(
        &mut hands,
        &mut free,
        claimer.partner(),
        n,
        |c| c.suit != long,
        rng,
    )?;
    deal_rest(
        &mut hands,
        &mut free,
        claimer.lho(),
        n,
        |c| c.suit != long && Some(c.suit) != trump,
        rng,
    )?;
    deal_rest(
        &mut hands,
        &mut free,
        claimer.rho(),
        n,
        |c| c.suit != long && Some(c.suit) != trump,
        rng,
    )?;
    hands.into_position().ok()
}

fn give(hands: &mut Hands, free: &mut Hand, seat: Seat, card: Card) {
    free.remove(card);
    hands.hand_mut(seat).insert(card);
}

/// A suit other than trumps, at random.
fn pick_suit(trump: Option<Suit>, rng: &mut ChaCha8Rng) -> Option<Suit> {
    let suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|&s| Some(s) != trump)
        .collect();
    suits.get(rng.random_range(0..suits.len())).copied()
}

/// A free card that `fits`, at random.
fn draw(free: Hand, fits: impl Fn(Card) -> bool, rng: &mut ChaCha8Rng) -> Option<Card> {
    pick(free.cards().filter(|&c| fits(c)).collect(), rng)
}

/// Fills `seat`'s hand up to `n` cards with free cards that `fit`.
fn deal_rest(
    hands: &mut Hands,
    free: &mut Hand,
    seat: Seat,
    n: usize,
    fits: impl Fn(Card) -> bool,
    rng: &mut ChaCha8Rng,
) -> Option<()> {
    while hands.hand(seat).len() < n {
        let card = draw(*free, &fits, rng)?;
        free.remove(card);
        hands.hand_mut(seat).insert(card);
    }
    Some(())
}

/// The four hands seated so that the contract makes sense: of the eight ways to seat
/// them (four turns of the table, declarer and dummy either way round), the one where
/// declarer's side holds the most trumps (at notrump the most high-card points), and of
/// those declarer the longer or stronger hand. Nobody plays 4♠ with two spades between them.
fn fit_to_contract(dealt: [Hand; 4], declarer: Seat, trump: Option<Suit>) -> Hands {
    let weight = |hand: Hand| -> usize {
        match trump {
            Some(t) => hand.count(t),
            None => hand
                .cards()
                .map(|c| usize::from(c.rank.get().saturating_sub(10)))
                .sum(),
        }
    };
    let seatings = (0..4).flat_map(|turn| {
        [false, true].map(|swap| {
            let mut hands = [Hand::EMPTY; 4];
            for seat in Seat::ALL {
                hands[seat.index()] = dealt[(seat.index() + turn) % 4];
            }
            if swap {
                hands.swap(declarer.index(), declarer.partner().index());
            }
            hands
        })
    });
    let best = seatings
        .max_by_key(|hands| {
            let own = weight(hands[declarer.index()]);
            (own + weight(hands[declarer.partner().index()]), own)
        })
        .unwrap_or(dealt);
    Hands::new(best)
}

/// The card a club player plays from `hand` to a trick that holds `cards` so far: a
/// random lead; in second seat low; third and fourth seat win as cheaply as they can
/// unless partner is already winning; ruff a trick the opponents are winning when void,
/// else throw the lowest card of the longest side suit. One card in ten that follows suit
/// is any card of the suit, for variety. A revoke is a hand without the suit led played
/// this way (see [`without_suit`]).
fn table_card(
    hand: Hand,
    cards: &[Card],
    trump: Option<Suit>,
    rng: &mut ChaCha8Rng,
) -> Option<Card> {
    let Some(lead) = cards.first() else {
        return pick(hand.cards().collect(), rng);
    };
    let follow: Vec<Card> = hand.cards_in(lead.suit).collect();
    if !follow.is_empty() && rng.random_bool(0.1) {
        return pick(follow, rng);
    }
    let winner = winning_index(cards, trump);
    // Partner played two cards before this one; he wins if the trick is his so far.
    let partner_winning = cards.len() >= 2 && winner == cards.len() - 2;
    let wins = |card: Card| {
        let mut with: Vec<Card> = cards.to_vec();
        with.push(card);
        winning_index(&with, trump) == cards.len()
    };
    let lowest = |pool: &[Card]| pool.iter().copied().min_by_key(|c| c.rank);
    let cheapest_winner = |pool: &[Card]| {
        pool.iter()
            .copied()
            .filter(|&c| wins(c))
            .min_by_key(|c| (Some(c.suit) == trump, c.rank))
    };
    if !follow.is_empty() {
        if cards.len() == 1 || partner_winning {
            return lowest(&follow);
        }
        return cheapest_winner(&follow).or_else(|| lowest(&follow));
    }
    let all: Vec<Card> = hand.cards().collect();
    let trumps: Vec<Card> = all
        .iter()
        .copied()
        .filter(|c| Some(c.suit) == trump)
        .collect();
    if !partner_winning && let Some(ruff) = cheapest_winner(&trumps) {
        return Some(ruff);
    }
    let side: Vec<Card> = all
        .iter()
        .copied()
        .filter(|c| Some(c.suit) != trump)
        .collect();
    let pool = if side.is_empty() { &all } else { &side };
    let longest = pool
        .iter()
        .map(|c| c.suit)
        .max_by_key(|&suit| pool.iter().filter(|c| c.suit == suit).count())?;
    let in_longest: Vec<Card> = pool.iter().copied().filter(|c| c.suit == longest).collect();
    lowest(&in_longest)
}

/// The hand as a player who thinks himself void in `suit` plays it.
fn without_suit(hand: Hand, suit: Suit) -> Hand {
    hand.difference(hand.cards_in(suit).collect())
}

fn pick(cards: Vec<Card>, rng: &mut ChaCha8Rng) -> Option<Card> {
    if cards.is_empty() {
        return None;
    }
    Some(cards[rng.random_range(0..cards.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Whatever a template draws, a builder answers with a position or a refusal, never
    /// a panic; and what it builds has the number of cards the question says remain.
    #[test]
    fn claim_shapes_build_or_refuse_for_any_draw() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for shape in ["any", "finesse", "blocked", "nonsense"] {
            for cards in 0..=9u64 {
                for strain in ["NT", "S", "H", "D", "C"] {
                    for role in ["declarer", "defender"] {
                        let params: Params = [
                            ("cards", Value::Integer(cards as i64)),
                            ("strain", Value::from(strain)),
                            ("declarer", Value::from("S")),
                            ("claimer_role", Value::from(role)),
                            ("conceded", Value::Integer(0)),
                            ("shape", Value::from(shape)),
                        ]
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v))
                        .collect();
                        for _ in 0..3 {
                            let Some(built) = claim_position(&params, &mut rng) else {
                                continue;
                            };
                            assert!(shape != "nonsense" && (2..=8).contains(&cards));
                            let position: Position =
                                built["position"].as_str().unwrap().parse().unwrap();
                            assert_eq!(position.cards_each() as u64, cards);
                        }
                    }
                }
            }
        }
    }
}
