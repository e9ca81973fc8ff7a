//! The revoke-play builder: a real deal and a legal play record with a revoke, as
//! players make one (see [`revoke_play`]).

use super::*;

/// A real deal and a legal play record in which `offender` revokes on `revoke_trick`:
/// every other card follows suit when it can. The deal is one on which declarer's side
/// would bid the contract and the cards are played the way club players play them (see
/// [`super::club`]). The revoke is scripted as players make it: the offender holds a
/// single card of the suit led, overlooked among another suit, and plays as if void: a
/// ruff when it wins, else a discard (always a discard on a trump lead). Play goes on to the end, so the revoke is established,
/// unless an optional `stop` parameter is `"revoke"`: then the record ends with the revoke
/// trick, before the offending side plays to the next, and the revoke can be corrected.
/// An optional `second` (`"same-suit"`, `"other-suit"`, `"partner"`, `"other-side"`) adds
/// a second revoke, told as `second_offender`, `second_trick`, `second_card` and
/// `second_suit`. A record
/// whose result strays from what the cards are worth is dealt again. With `overlook` set
/// to `"suit"` the offender overlooks all his cards of the suit led, not just one: he
/// keeps his winners in it, the costly revoke a Law 64C story needs. With `claim` set to
/// `"offenders"` (and `stop = "revoke"`) the offending side claims at once after the
/// revoke trick (Law 63A3): the offender claims, or declarer for a dummy who revoked,
/// and the claim is for the tricks the claimer's side takes double dummy from there, a
/// claim the opponents accept. With `name` set to `"dummy"` (declarer revokes, play goes
/// on to the end) declarer's next act after the revoke trick is to call for dummy's card
/// to the next trick (Law 63A2): dummy leads to it or plays second, so that no card of
/// declarer's own comes first; `namer` is declarer. With `asker` set to a seat or role
/// (not the offender's), it is told as the seat `asker`: the player who asks the
/// offender about his failure to follow (Law 61B). With `withdraw` set to
/// `"after-change"` (and `stop = "revoke"`) the offender plays second to the revoke
/// trick, and once the revoke is corrected the next player, `changer` (of the
/// non-offending side), takes back `changer_card`, then the offender's `partner` takes
/// back `partner_card` (Law 62C); `withdrawn` lists the two in that order.
///
/// It also tells the board (`board`, of the drawn `vulnerable`) and the auction
/// (`auction`, the calls from the board's dealer) by which declarer's side reached the
/// contract: a simple natural sequence, the rule in [`super::bidding`]; a template shows
/// it with `[auction] dealer = "from board"`, `calls = "{auction}"`.
pub(super) fn revoke_play(
    params: &Params,
    rng: &mut ChaCha8Rng,
    records: Records<'_>,
) -> Option<Params> {
    // A deal that fits the contract and a record with the revoke the story needs are
    // found by trying: several deals a draw, so that a rare story (a winning ruff in
    // 5♣) does not use up the generator's draws.
    let mut built = (0..DEALS_A_DRAW).find_map(|_| revoke_play_once(params, rng, records))?;
    // The board and the auction come from the deal and the drawn contract, never from
    // the generator, so that every seed keeps its deal and play (see [`super::bidding`]).
    let deal = built.get("deal")?.as_str()?.to_owned();
    tell_board(params, &deal, &mut built)?;
    Some(built)
}

/// A seat, or a role at this table: "dummy", "declarer", "lho" or "rho" of declarer.
fn role(text: &str, declarer: Seat) -> Option<Seat> {
    match text {
        "dummy" => Some(declarer.partner()),
        "declarer" => Some(declarer),
        "lho" => Some(declarer.lho()),
        "rho" => Some(declarer.rho()),
        seat => seat.parse().ok(),
    }
}

/// The suit a second revoke may be in, against the first's.
#[derive(Clone, Copy)]
enum SecondSuit {
    Any,
    Same,
    Other,
}

impl SecondSuit {
    fn allows(self, first: Option<Suit>, led: Suit) -> bool {
        match self {
            Self::Any => true,
            Self::Same => first == Some(led),
            Self::Other => first.is_some_and(|f| f != led),
        }
    }
}

/// Deals [`revoke_play`] tries for one draw of the parameters.
const DEALS_A_DRAW: usize = 8;

fn revoke_play_once(params: &Params, rng: &mut ChaCha8Rng, records: Records<'_>) -> Option<Params> {
    let contract: Contract = params.get("contract")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    let offender = role(params.get("offender")?.as_str()?, declarer)?;
    // Who asks the offender about his failure to follow (Law 61B), if anyone: never
    // the offender himself.
    let asker = match params.get("asker").and_then(Value::as_str) {
        None => None,
        Some(text) => Some(role(text, declarer)?).filter(|&a| a != offender),
    };
    if params.contains_key("asker") && asker.is_none() {
        return None;
    }
    // Law 62C: once the revoke is corrected, the non-offender after the offender takes
    // back his card, then the offender's partner his. Both must have played after the
    // revoke: the offender plays second to the trick, and the record stops with it.
    let withdraws = match params.get("withdraw").and_then(Value::as_str) {
        None | Some("none") => false,
        Some("after-change") => true,
        Some(_) => return None,
    };
    let revoke_trick = count(params, "revoke_trick").filter(|t| (1..=12).contains(t))?;
    let last_trick = match params.get("stop").and_then(Value::as_str) {
        None | Some("end") => 13,
        Some("revoke") => revoke_trick,
        Some(_) => return None,
    };
    let claims = match params.get("claim").and_then(Value::as_str) {
        None | Some("none") => false,
        Some("offenders") if last_trick == revoke_trick => true,
        Some(_) => return None,
    };
    let names = match params.get("name").and_then(Value::as_str) {
        None | Some("none") => false,
        Some("dummy") if offender == declarer && last_trick == 13 && revoke_trick < 12 => true,
        Some(_) => return None,
    };
    let trump = contract.strain.trump();
    // A second revoke, at the first later trick where it can happen: by the offender
    // again in the suit of the first (Law 64B2) or in another suit, by his partner, or
    // by a player of the other side (64B7).
    let (second_by, second_suit) = match params.get("second").and_then(Value::as_str) {
        None | Some("none") => (None, SecondSuit::Any),
        Some("same-suit") => (Some(offender), SecondSuit::Same),
        Some("other-suit") => (Some(offender), SecondSuit::Other),
        Some("partner") => (Some(offender.partner()), SecondSuit::Any),
        Some("other-side") => (
            Some(if rng.random_bool(0.5) {
                offender.lho()
            } else {
                offender.rho()
            }),
            SecondSuit::Any,
        ),
        Some(_) => return None,
    };
    let whole_suit = match params.get("overlook").and_then(Value::as_str) {
        None | Some("card") => false,
        Some("suit") => true,
        Some(_) => return None,
    };

    let deal = deal_for_contract(contract, declarer, rng, records)?;
    let mut hands = deal;
    let mut leader = declarer.lho();
    let mut play: Vec<Vec<Card>> = Vec::with_capacity(13);
    let mut revoke = None;
    let mut revoke_leader = None;
    let mut second = None;
    let mut won = 0;
    for trick in 1..=last_trick {
        // Law 63A2 needs dummy to be the first of his side to play after the revoke trick.
        if names
            && trick == revoke_trick + 1
            && leader != declarer.partner()
            && leader != declarer.lho()
        {
            return None;
        }
        if trick == revoke_trick {
            revoke_leader = Some(leader);
        }
        let mut cards: Vec<Card> = Vec::with_capacity(4);
        for i in 0..4 {
            let seat = leader.clockwise(i);
            let hand = hands.hand(seat);
            let table = Table {
                hands,
                trump,
                declarer,
            };
            let card = match cards.first() {
                Some(lead) if trick == revoke_trick && seat == offender => {
                    // The revoke: one card of the suit led, overlooked.
                    if !overlooks(hand, lead.suit, whole_suit) {
                        return None;
                    }
                    let card = table.revoke(seat, hand, &cards)?;
                    revoke = Some((card, lead.suit));
                    card
                }
                None if trick == revoke_trick && seat == offender => return None,
                Some(lead)
                    if trick > revoke_trick
                        // Before trick 12, where a revoke is corrected (62D), not transferred.
                        && trick < 12
                        && second.is_none()
                        && Some(seat) == second_by
                        && overlooks(hand, lead.suit, false)
                        && second_suit.allows(revoke.map(|(_, s)| s), lead.suit) =>
                {
                    let card = table.revoke(seat, hand, &cards)?;
                    second = Some((trick, card, lead.suit));
                    card
                }
                _ => table.card(seat, hand, &cards, rng)?,
            };
            hands.hand_mut(seat).remove(card);
            cards.push(card);
        }
        leader = leader.clockwise(winning_index(&cards, trump));
        won += usize::from(leader.side() == declarer.side());
        play.push(cards);
    }
    let (card, suit) = revoke?;
    if withdraws && (revoke_leader != Some(offender.rho()) || last_trick != revoke_trick) {
        return None;
    }
    if second_by.is_some() && second.is_none() {
        return None;
    }
    // A record far from what the cards are worth is play no one believes (a trick
    // thrown away, or a defence that hands them over): deal again.
    let worth = expected_tricks(deal.hand(declarer), deal.hand(declarer.partner()), trump);
    // A revoke of a whole suit may gain a little more than the valuation knows of.
    let tolerance = RECORD_TOLERANCE + if whole_suit { 0.5 } else { 0.0 };
    if last_trick == 13 && (won as f32 - worth).abs() > tolerance {
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
    if let (Some(seat), Some((trick, card, suit))) = (second_by, second) {
        out.insert("second_offender".to_owned(), Value::from(seat.to_string()));
        out.insert("second_trick".to_owned(), int(trick));
        out.insert("second_card".to_owned(), Value::from(card.to_string()));
        out.insert("second_suit".to_owned(), Value::from(suit.to_string()));
    }
    if names {
        out.insert("namer".to_owned(), Value::from(declarer.to_string()));
    }
    if let Some(asker) = asker {
        out.insert("asker".to_owned(), Value::from(asker.to_string()));
    }
    if withdraws {
        let trick = play.last()?;
        let (changer, partner) = (offender.lho(), offender.partner());
        out.insert("changer".to_owned(), Value::from(changer.to_string()));
        out.insert("changer_card".to_owned(), Value::from(trick[2].to_string()));
        out.insert("partner".to_owned(), Value::from(partner.to_string()));
        out.insert("partner_card".to_owned(), Value::from(trick[3].to_string()));
        out.insert(
            "withdrawn".to_owned(),
            Value::Array(vec![
                Value::from(changer.to_string()),
                Value::from(partner.to_string()),
            ]),
        );
    }
    if claims {
        // Dummy does not claim: his declarer does.
        let claimer = if offender == declarer.partner() {
            declarer
        } else {
            offender
        };
        let remaining = 13 - last_trick;
        let leaders = crate::solver::double_dummy(&hands.into_position().ok()?, trump, leader);
        let claimed = if leader.side() == claimer.side() {
            usize::from(leaders)
        } else {
            remaining - usize::from(leaders)
        };
        // A claim of no trick is a concession of all, another story.
        if claimed == 0 {
            return None;
        }
        out.insert("claimer".to_owned(), Value::from(claimer.to_string()));
        out.insert("claimed".to_owned(), int(claimed));
        out.insert("remaining".to_owned(), int(remaining));
    }
    Some(out)
}

/// Whether a player holding `hand` can overlook the suit led, as players revoke: a
/// single card of it hidden among another suit (or, with `whole`, all his cards of it),
/// and other cards to play instead.
fn overlooks(hand: Hand, suit: Suit, whole: bool) -> bool {
    let held = hand.count(suit);
    (held == 1 || (whole && held > 1)) && hand.len() > held
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Source: Law 63A2 ("names or designates a card to be played to the following
    /// trick"): the story has declarer call for dummy's card, which he may do only when
    /// dummy is the first of his side to play to the next trick: dummy leads to it, or
    /// plays second after declarer's left-hand opponent.
    #[test]
    fn declarer_names_dummys_card_only_when_dummy_plays_first_for_his_side() {
        use crate::model::{Deal, PlayRecord};
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut built_any = 0;
        for trick in [3, 6, 9, 11] {
            let params = revoke_params("4S", "declarer", trick, &[("name", "dummy")]);
            for _ in 0..10 {
                let Some(built) = revoke_play(&params, &mut rng, None) else {
                    continue;
                };
                built_any += 1;
                assert_eq!(built["namer"].as_str(), Some("S"));
                let deal: Deal = built["deal"].as_str().unwrap().parse().unwrap();
                let play: Vec<Vec<Card>> = built["play"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|t| {
                        t.as_array()
                            .unwrap()
                            .iter()
                            .map(|c| c.as_str().unwrap().parse().unwrap())
                            .collect()
                    })
                    .collect();
                let record =
                    PlayRecord::replay(&deal, Some(Suit::Spades), Seat::West, &play).unwrap();
                let next = &record.tricks[trick as usize];
                assert!(
                    [Seat::North, Seat::West].contains(&next.leader),
                    "{built:?}"
                );
            }
        }
        assert!(built_any > 0, "no story built");
        // The naming story is declarer's: a defender's revoke is refused.
        let params = revoke_params("4S", "E", 6, &[("name", "dummy")]);
        assert!((0..10).all(|_| revoke_play(&params, &mut rng, None).is_none()));
    }

    fn revoke_params(contract: &str, offender: &str, trick: i64, extra: &[(&str, &str)]) -> Params {
        let mut params: Params = [
            ("contract", Value::from(contract)),
            ("declarer", Value::from("S")),
            ("offender", Value::from(offender)),
            ("revoke_trick", Value::Integer(trick)),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        for (k, v) in extra {
            params.insert((*k).to_owned(), Value::from(*v));
        }
        params
    }

    /// Source: issue 17, "Revokes are scripted as a player would make them (a card of
    /// another suit hidden behind one of the led suit, a discard on a trump lead)". The
    /// offender held one card of the suit led, the one he overlooked, and played as if
    /// void: a trump only when it wins the trick, never a trump on a trump lead, and
    /// never a master of another suit thrown away.
    #[test]
    fn a_revoke_is_one_overlooked_card_and_the_play_of_a_void_hand() {
        use crate::model::{Deal, PlayRecord};
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let (mut ruffs, mut discards, mut trump_leads) = (0, 0, 0);
        for contract in ["4S", "3NT", "5D", "2H"] {
            for offender in ["N", "E", "S", "W"] {
                for trick in [2, 5, 9, 12] {
                    let params = revoke_params(contract, offender, trick, &[]);
                    for _ in 0..15 {
                        let Some(built) = revoke_play(&params, &mut rng, None) else {
                            continue;
                        };
                        let deal: Deal = built["deal"].as_str().unwrap().parse().unwrap();
                        let trump = contract.parse::<Contract>().unwrap().strain.trump();
                        let play: Vec<Vec<Card>> = built["play"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|t| {
                                let t = t.as_array().unwrap();
                                t.iter()
                                    .map(|c| c.as_str().unwrap().parse().unwrap())
                                    .collect()
                            })
                            .collect();
                        let record = PlayRecord::replay(&deal, trump, Seat::West, &play).unwrap();
                        let seat: Seat = offender.parse().unwrap();
                        let revoke = &record.tricks[trick as usize - 1];
                        let before = revoke.hands_before.hand(seat);
                        let led = revoke.suit_led();
                        let card = revoke.card_of(seat).unwrap();
                        assert_eq!(before.count(led), 1, "{built:?}");
                        assert_ne!(card.suit, led, "{built:?}");
                        let others = revoke
                            .hands_before
                            .hand(seat.lho())
                            .union(revoke.hands_before.hand(seat.rho()));
                        if Some(card.suit) == trump {
                            ruffs += 1;
                            // The ruff wins the trick as it stood when he played.
                            let mine = (0..4).position(|i| revoke.seat_of(i) == seat).unwrap();
                            let so_far = &revoke.cards[..=mine];
                            assert_eq!(winning_index(so_far, trump), mine, "{built:?}");
                            assert_ne!(Some(led), trump, "a trump played on a trump lead");
                        } else {
                            discards += 1;
                            trump_leads += usize::from(Some(led) == trump);
                            // No master thrown while a loser was there to throw.
                            let master = others
                                .highest_in(card.suit)
                                .is_none_or(|c| c.rank < card.rank);
                            let loser = before.cards().any(|c| {
                                c.suit != led
                                    && Some(c.suit) != trump
                                    && others.highest_in(c.suit).is_some_and(|o| o.rank > c.rank)
                            });
                            assert!(!(master && loser), "{card} thrown: {built:?}");
                        }
                    }
                }
            }
        }
        assert!(
            ruffs > 0 && discards > 0 && trump_leads > 0,
            "{ruffs} {discards} {trump_leads}"
        );
    }
}
