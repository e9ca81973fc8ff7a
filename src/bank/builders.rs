//! Scenario builders: parts of a case that need more than a drawn number, such as a real
//! deal with a play record. A builder reads drawn parameters and adds values of its own;
//! it may refuse a draw (`None`), which the generator then redraws.

use std::collections::BTreeMap;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use toml::Value;

use super::bidding;
use super::club::{RECORD_TOLERANCE, Table, deal_for_contract, expected_tricks};
use crate::model::play::winning_index;
use crate::model::{Card, Contract, Hand, Hands, Position, Rank, Seat, Suit, Vulnerability};

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
    /// The trick counts of a revoke told as facts, worked out from the tricks each side
    /// won before, on and after the revoke trick, so that they can all be true.
    RevokeCounts,
}

impl Builder {
    /// The template's name for the builder.
    pub const fn code(self) -> &'static str {
        match self {
            Builder::RevokePlay => "revoke-play",
            Builder::ClaimPosition => "claim-position",
            Builder::RevokeCounts => "revoke-counts",
        }
    }

    /// The parameters the builder reads, which the template must draw.
    pub const fn reads(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &["contract", "declarer", "offender", "revoke_trick"],
            Builder::ClaimPosition => &["cards", "strain", "declarer", "claimer_role", "conceded"],
            Builder::RevokeCounts => {
                &["declarer", "offender", "winner", "before", "later", "swing"]
            }
        }
    }

    /// What the builder adds, for checking a template's placeholders.
    pub const fn provides(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &[
                "deal",
                "board",
                "auction",
                "play",
                "offender",
                "revoke_card",
                "suit_led",
                "second_offender",
                "second_trick",
                "second_card",
                "second_suit",
                "claimer",
                "claimed",
                "remaining",
                "namer",
                "asker",
                "changer",
                "changer_card",
                "partner",
                "partner_card",
                "withdrawn",
            ],
            Builder::ClaimPosition => &[
                "position",
                "claimer",
                "claimed",
                "declarer_won",
                "defence_won",
                "remaining",
            ],
            Builder::RevokeCounts => &["tricks", "without"],
        }
    }

    /// Runs the builder on the drawn parameters; `None` refuses the draw.
    pub fn build(self, params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
        match self {
            Builder::RevokePlay => revoke_play(params, rng),
            Builder::ClaimPosition => claim_position(params, rng),
            Builder::RevokeCounts => revoke_counts(params),
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
fn revoke_play(params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
    // A deal that fits the contract and a record with the revoke the story needs are
    // found by trying: several deals a draw, so that a rare story (a winning ruff in
    // 5♣) does not use up the generator's draws.
    let mut built = (0..DEALS_A_DRAW).find_map(|_| revoke_play_once(params, rng))?;
    // The board and the auction come from the deal and the drawn contract, never from
    // the generator, so that every seed keeps its deal and play (see [`super::bidding`]).
    let contract: Contract = params.get("contract")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    let vulnerable: Vulnerability = params
        .get("vulnerable")
        .and_then(Value::as_str)
        .and_then(|v| v.parse().ok())
        .unwrap_or(Vulnerability::None);
    let board = bidding::board_for(vulnerable, built.get("deal")?.as_str()?)?;
    let calls = bidding::natural_calls(contract, declarer, board.dealer());
    built.insert("board".to_owned(), Value::from(i64::from(board.number())));
    built.insert(
        "auction".to_owned(),
        Value::from(bidding::calls_text(&calls)),
    );
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

fn revoke_play_once(params: &Params, rng: &mut ChaCha8Rng) -> Option<Params> {
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

    let deal = deal_for_contract(contract, declarer, rng)?;
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

/// Declarer's tricks as played (`tricks`) and had the revoke not occurred (`without`),
/// from what happened at the table: the offending side won `before` tricks before the
/// revoke trick, the revoke trick if `winner` is one of them, and `later` tricks after
/// it; without the revoke declarer would have taken `swing` tricks more (fewer, when
/// negative). The tricks won before the revoke trick stand whatever the revoke changed,
/// so a `swing` that would take them back is refused: "without the revoke declarer
/// takes 13" cannot follow two defensive tricks before it.
fn revoke_counts(params: &Params) -> Option<Params> {
    let seat = |name: &str| -> Option<Seat> { params.get(name)?.as_str()?.parse().ok() };
    let (declarer, offender, winner) = (seat("declarer")?, seat("offender")?, seat("winner")?);
    let before = count(params, "before")?;
    let later = count(params, "later")?;
    let swing = params.get("swing")?.as_integer()?;
    // The revoke trick is one of the thirteen, whoever won it.
    if before + later >= 13 {
        return None;
    }
    let offending = before + usize::from(winner.side() == offender.side()) + later;
    let declaring_offends = declarer.side() == offender.side();
    let tricks = if declaring_offends {
        offending
    } else {
        13 - offending
    };
    let without = usize::try_from(tricks as i64 + swing).ok()?;
    let (low, high) = if declaring_offends {
        (before, 13)
    } else {
        (0, 13 - before)
    };
    if !(low..=high).contains(&without) {
        return None;
    }
    let mut out = BTreeMap::new();
    out.insert("tricks".to_owned(), int(tricks));
    out.insert("without".to_owned(), int(without));
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

/// Whether a player holding `hand` can overlook the suit led, as players revoke: a
/// single card of it hidden among another suit (or, with `whole`, all his cards of it),
/// and other cards to play instead.
fn overlooks(hand: Hand, suit: Suit, whole: bool) -> bool {
    let held = hand.count(suit);
    (held == 1 || (whole && held > 1)) && hand.len() > held
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

    /// The counts a story gives are the counts the check accepts: every draw the
    /// builder keeps has no contradiction, and every draw it refuses would have had one
    /// (or no room for the revoke trick itself).
    #[test]
    fn revoke_counts_refuse_exactly_the_impossible_stories() {
        use crate::bank::consistency::contradictions;
        use crate::laws::Case;
        use crate::laws::revoke::{RevokeCard, RevokeFacts, Table};
        use crate::model::{Tricks, Vulnerability};
        let (mut kept, mut refused) = (0, 0);
        for offender in ["E", "S"] {
            for winner in Seat::ALL {
                for before in 0..5i64 {
                    for later in 0..5i64 {
                        for swing in -3..=3i64 {
                            let params: Params = [
                                ("declarer", Value::from("S")),
                                ("offender", Value::from(offender)),
                                ("winner", Value::from(winner.to_string())),
                                ("before", Value::Integer(before)),
                                ("later", Value::Integer(later)),
                                ("swing", Value::Integer(swing)),
                            ]
                            .into_iter()
                            .map(|(k, v)| (k.to_owned(), v))
                            .collect();
                            let offender: Seat = offender.parse().unwrap();
                            let won = i64::from(winner.side() == offender.side());
                            let offending = before + won + later;
                            let tricks = if offender.side() == Seat::South.side() {
                                offending
                            } else {
                                13 - offending
                            };
                            let facts = RevokeFacts {
                                table: Table {
                                    contract: "4S".parse().unwrap(),
                                    declarer: Seat::South,
                                    vulnerability: Vulnerability::None,
                                },
                                offender,
                                established: true,
                                revoke_trick: None,
                                revoke_trick_won_by: winner,
                                offending_side_later_tricks: Tricks::new(later as u8),
                                declarer_tricks: Tricks::new(tricks as u8),
                                exception: None,
                                revoke_card: RevokeCard::FromHand,
                                tricks_without_revoke: Tricks::try_new((tricks + swing) as u8)
                                    .filter(|_| tricks + swing >= 0),
                            };
                            let possible = facts.tricks_without_revoke.is_some()
                                && contradictions(&Case::RevokeFacts(facts)).is_empty();
                            match revoke_counts(&params) {
                                Some(built) => {
                                    kept += 1;
                                    assert!(possible, "{params:?} gave {built:?}");
                                    assert_eq!(built["tricks"].as_integer(), Some(tricks));
                                    assert_eq!(built["without"].as_integer(), Some(tricks + swing));
                                }
                                None => {
                                    refused += 1;
                                    assert!(!possible, "{params:?} refused");
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(kept > 0 && refused > 0, "{kept} kept, {refused} refused");
    }

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
                let Some(built) = revoke_play(&params, &mut rng) else {
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
        assert!((0..10).all(|_| revoke_play(&params, &mut rng).is_none()));
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
                        let Some(built) = revoke_play(&params, &mut rng) else {
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
