//! The claim-position builder: an end position for a claim (a finesse, a blocked suit,
//! masters), with the tricks won before it (see [`claim_position`]).

use super::*;

/// An end position of `cards` cards a hand in which the claimer (declarer, or the defender
/// on declarer's left) is on lead and, with best play, takes all the remaining tricks but
/// at most one: the claims players make. The claimer claims all of them but `conceded`.
///
/// An optional `shape` parameter asks for a position built around one point of claim law
/// instead of a random ending: `finesse` (the claimer can take every trick only by a
/// finesse, Law 70E) or `blocked` (every trick, but only if partner overtakes a blocking
/// honour, the suit-order question of Law 70D). Whether a normal line really falls short
/// is the engine's to say; the template's branch check redraws when it does not.
pub(super) fn claim_position(params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
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
/// and more, the defenders none; besides, masters of a second suit (which partner
/// follows to) and a loser or two.
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
    // Partner follows to every master, so no line has him throw his long suit's winners
    // away: the only block is the one the question is about, the king not overtaken
    // (the review of claims, §4: a "block" from dummy discarding winners is no example).
    for _ in 0..masters {
        let card = draw(free, |c| c.suit == side, rng)?;
        give(&mut hands, &mut free, claimer.partner(), card);
    }
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

fn pick(cards: Vec<Card>, rng: &mut ChaCha8Rng) -> Option<Card> {
    if cards.is_empty() {
        return None;
    }
    Some(cards[rng.random_range(0..cards.len())])
}

/// A claim early in the play of a real deal: a deal on which declarer's side would bid
/// `contract` (see [`super::super::club`]), `played` tricks (1 to 3) played as club
/// players play them, and then declarer, his side on lead, claims with 10 to 12 cards a
/// hand: all but `conceded` of the tricks left. A claim of the rest (`conceded` 0) is
/// made when his side takes every trick double dummy, or all but one (the trick players
/// overlook); a concession when it takes every one, so that the conceded trick was there
/// to win: the claims players make, right or not by the normal lines of the laws (that
/// is the engine's to say). A draw where the defence is on lead after the tricks played,
/// or where declarer's side takes fewer tricks, is refused.
///
/// It tells the position left (`position`), the claimer, the tricks claimed, those each
/// side won (`declarer_won`, `defence_won`), the tricks left (`remaining`), the trump suit
/// (`strain`), who is on lead (`on_lead`), and the board and auction by which the
/// contract was reached (`board`,
/// `auction`, as [`super::revoke_play`] tells them).
pub(super) fn claim_play(
    params: &Params,
    rng: &mut ChaCha8Rng,
    records: Records<'_>,
) -> Option<Params> {
    let contract: Contract = params.get("contract")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    let played = count(params, "played").filter(|n| (1..=3).contains(n))?;
    let remaining = 13 - played;
    let conceded = count(params, "conceded").filter(|&c| c < remaining)?;
    let trump = contract.strain.trump();
    let deal = deal_for_contract(contract, declarer, rng, records)?;
    let mut hands = deal;
    let mut leader = declarer.lho();
    let mut declarer_won = 0;
    for _ in 0..played {
        let mut cards: Vec<Card> = Vec::with_capacity(4);
        for i in 0..4 {
            let seat = leader.clockwise(i);
            let table = Table {
                hands,
                trump,
                declarer,
            };
            let card = table.card(seat, hands.hand(seat), &cards, rng)?;
            hands.hand_mut(seat).remove(card);
            cards.push(card);
        }
        leader = leader.clockwise(winning_index(&cards, trump));
        declarer_won += usize::from(leader.side() == declarer.side());
    }
    // Declarer claims for his side when it is on lead: from his hand or from dummy's.
    if leader.side() != declarer.side() {
        return None;
    }
    let position = hands.into_position().ok()?;
    let claimed = remaining - conceded;
    // A claim of the rest is made with every trick there double dummy or all but one
    // (the trick players overlook); a concession gives up a trick that was there.
    let best = crate::solver::double_dummy(&position, trump, leader) as usize;
    let least = if conceded == 0 {
        remaining - 1
    } else {
        remaining
    };
    if best < least {
        return None;
    }
    let mut out = BTreeMap::new();
    tell_board(params, &deal.into_deal().ok()?.to_string(), &mut out)?;
    out.insert(
        "position".to_owned(),
        Value::from(position.display_from(leader).to_string()),
    );
    out.insert(
        "strain".to_owned(),
        Value::from(contract.strain.to_string()),
    );
    out.insert("on_lead".to_owned(), Value::from(leader.to_string()));
    out.insert("claimer".to_owned(), Value::from(declarer.to_string()));
    out.insert("claimed".to_owned(), int(claimed));
    out.insert("declarer_won".to_owned(), int(declarer_won));
    out.insert("defence_won".to_owned(), int(played - declarer_won));
    out.insert("remaining".to_owned(), int(remaining));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Source: the review of claims (`../shared/reviews/rulings-claims.md` §4,
    /// claim-blocked-suit seed 1): a "block" that comes only from dummy discarding
    /// winners on the claimer's masters is no example of a blocked suit. Partner now
    /// follows to every master, so nothing forces a discard from the long suit.
    #[test]
    fn in_a_blocked_position_partner_follows_to_the_claimers_masters() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut built_any = false;
        for cards in 3..=8i64 {
            for strain in ["NT", "S", "H"] {
                let params: Params = [
                    ("cards", Value::Integer(cards)),
                    ("strain", Value::from(strain)),
                    ("declarer", Value::from("S")),
                    ("claimer_role", Value::from("declarer")),
                    ("conceded", Value::Integer(0)),
                    ("shape", Value::from("blocked")),
                ]
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v))
                .collect();
                for _ in 0..10 {
                    let Some(built) = claim_position(&params, &mut rng) else {
                        continue;
                    };
                    built_any = true;
                    let position: Position = built["position"].as_str().unwrap().parse().unwrap();
                    let (claimer, partner) =
                        (position.hand(Seat::South), position.hand(Seat::North));
                    // The masters are the suit of the claimer's ace.
                    let side = claimer
                        .cards()
                        .find(|c| c.rank == Rank::ACE)
                        .expect("the claimer holds masters")
                        .suit;
                    assert!(partner.count(side) >= claimer.count(side), "{position}");
                }
            }
        }
        assert!(built_any);
    }

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
