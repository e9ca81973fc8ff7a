//! Claim mode: the fewest tricks the claimer's side can end with when it plays any
//! *normal* line its statement leaves open and the opponents play any legal card.
//!
//! Law 70A: a contested claim is ruled as equitably as possible, but any doubtful point
//! goes against the claimer; "normal" includes play that would be careless or inferior
//! for the class of player involved, never irrational (footnote to Laws 70 and 71). The
//! Director cannot know which normal line the claimer would have chosen, so the ruling
//! takes the worst of them: the minimum over the claimer's normal choices and every
//! legal card of the opponents. Concessions under Law 71 use the same measure: a
//! conceded trick comes back only if it could not be lost by any normal play.
//!
//! What counts as normal, rule by rule:
//!
//! 1. **The statement first** (Law 70D1, 68C). The claimer's side plays the stated line
//!    in order. A card is played by its holder at the first turn it may legally be: led
//!    when that hand is on lead, played when that hand follows. A stated card has a job,
//!    though: when an opponent has already beaten it and another card wins ("finesse the
//!    queen" after second hand covers with the king), the hand wins cheaply instead. A
//!    suit (`"H"`) is cashed from the top by the hand on lead until the side has no card
//!    left in it. A step that cannot be taken yet waits; meanwhile the choice is open.
//! 2. **Open leads.** Where the statement says nothing, the order of suits is the
//!    claimer's careless choice, so every suit is tried:
//!    - a hand holding masters (the highest unplayed card of a suit) cashes one of them:
//!      surrendering the lead while holding an established winner is not normal
//!      (seeds/003, example 1: when the king falls, giving up the queen is not normal);
//!    - a hand with no master crosses to partner's masters with a low card of that suit;
//!      only when it cannot does it lead the top card of any suit.
//! 3. **Trumps** (Law 70C). When the claimer did not mention an outstanding trump, the
//!    leads above include side-suit winners an opponent may ruff: that is how a claimer
//!    unaware of the trump would play. When the claimer did mention trumps, the hand on
//!    lead draws them (top trump first) while an opponent still holds one.
//! 4. **Following.** With partner winning the trick: the lowest or the highest card of
//!    the suit (careless overtaking is how suits get blocked). Otherwise, when a card can
//!    win: the cheapest winner, or when not last to play also the highest; ducking a
//!    trick the claimer can win is not normal. When none can win: the lowest. Void: the
//!    lowest card of a side suit, never an established winner while a loser is there to
//!    throw. But when an opponent is taking the trick and a ruff would win it, the hand
//!    ruffs (cheaply, or high when not last); a claimer who forgot the trump that just
//!    ruffed still over-ruffs it. Never ruffing partner's winner.
//! 5. **No unstated finesse** (Law 70E1). Because second and third hand may play either
//!    the cheapest winner or the highest card, a finesse the claimer did not state is
//!    credited only when every normal choice wins the trick anyway.
//!
//! The opponents may play any legal card (Law 70A: doubt against the claimer), with
//! touching cards treated as one.
//!
//! # Search
//!
//! Everyone minimises the claimer's tricks, so the search is a branch and bound: one
//! normal line bounds the answer from above, and a line is cut once it cannot do worse
//! than the best found. What makes it fast is proving that a trick start cannot go
//! lower: a memo of bounds keyed on relative ranks, and a *floor* (`Search::floor`),
//! tricks the claimer's side takes on every normal line from there (top trumps, a
//! claimer on lead cashing masters or crossing to partner's, leading suits where every
//! card of the side beats the opponents', drawing trumps when mentioned). Each part of
//! the floor is argued from the rules above; a test compares the search with plain
//! enumeration of the same choices on random endings, and checks the floor against it
//! at every trick start. The opponents' most harmful cards are tried first.

use arrayvec::ArrayVec;
use rustc_hash::FxHashMap;

use thiserror::Error;

use crate::model::{Card, Hand, Hands, Position, Seat, Side, Suit};

/// One step of a claim statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LineItem {
    /// Play this card as soon as its holder may.
    Card(Card),
    /// Cash this suit from the top.
    Suit(Suit),
}

/// A claim to be played out along normal lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimSetup {
    pub position: Position,
    pub trump: Option<Suit>,
    pub on_lead: Seat,
    /// The claimer's side: its tricks are counted and its choices are the normal ones.
    pub claimer: Side,
    pub line: Vec<LineItem>,
    pub trumps_mentioned: bool,
    /// Credit every finesse: second and third hand always win as cheaply as they can.
    /// Not a normal-line rule; the law engine asks it to tell whether a shortfall is an
    /// unstated finesse (Law 70E1).
    pub take_finesses: bool,
    /// Cards the search may try before it gives up ([`NODE_BUDGET`] for rulings).
    pub node_budget: u64,
}

/// The worst normal outcome for the claimer and the play that gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimOutcome {
    /// Tricks the claimer's side takes of the remaining ones.
    pub tricks: u8,
    /// Every card of the line with the seat that played it, in the order played, trick
    /// by trick.
    pub play: Vec<(Seat, Card)>,
    /// Cards tried in the search, for measuring it.
    pub nodes: u64,
}

/// Why a claim cannot be played out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClaimSetupError {
    #[error("statement step {index}: {card} is held by {holder}, an opponent of the claimer")]
    OpponentsCard {
        index: usize,
        card: Card,
        holder: Seat,
    },
    #[error("statement step {index}: {card} is not in the position")]
    CardNotInPosition { index: usize, card: Card },
    #[error(
        "this claim with {cards} cards a hand has more normal lines than the engine plays out; claims of up to 8 cards a hand are always ruled"
    )]
    TooManyLines { cards: usize },
}

/// Cards the search may try before it gives up: a few seconds at most. Claims of up to
/// 8 cards a hand stay far below it (see `cargo bench --bench claim`).
pub const NODE_BUDGET: u64 = 20_000_000;

impl ClaimSetupError {
    /// Index of the statement step at fault, if a step is.
    pub fn index(&self) -> Option<usize> {
        match self {
            ClaimSetupError::OpponentsCard { index, .. }
            | ClaimSetupError::CardNotInPosition { index, .. } => Some(*index),
            ClaimSetupError::TooManyLines { .. } => None,
        }
    }
}

/// Plays the claim out along every normal line and returns the worst for the claimer.
///
/// # Errors
/// A statement card held by an opponent or not in the position at all.
pub fn claim_min(setup: &ClaimSetup) -> Result<ClaimOutcome, ClaimSetupError> {
    let hands = setup.position.hands();
    for (index, item) in setup.line.iter().enumerate() {
        if let LineItem::Card(card) = *item {
            match hands.holder(card) {
                None => return Err(ClaimSetupError::CardNotInPosition { index, card }),
                Some(holder) if holder.side() != setup.claimer => {
                    return Err(ClaimSetupError::OpponentsCard {
                        index,
                        card,
                        holder,
                    });
                }
                Some(_) => {}
            }
        }
    }
    let mut search = Search {
        setup,
        // Only trick starts the floor cannot settle are kept, a few thousand even in hard
        // 8-card claims; a bigger table costs most claims more to clear than it saves the
        // few that grow it.
        memo: FxHashMap::with_capacity_and_hasher(1 << 11, Default::default()),
        cards_stated: setup
            .line
            .iter()
            .rposition(|item| matches!(item, LineItem::Card(_)))
            .map_or(0, |i| i + 1),
        nodes: 0,
        exhausted: false,
    };
    let root = InTrick {
        hands,
        leader: setup.on_lead,
        cards: Played::NONE,
        step: 0,
    };
    // Any one line bounds the answer from above; the search then only has to look for
    // lines that do worse for the claimer, and cuts every line that reaches the bound.
    let first_line = search.first_line(root);
    let below = search.in_trick(&root, first_line);
    let tricks = below.min(first_line);
    let play = search.line(root, tricks);
    if search.exhausted {
        return Err(ClaimSetupError::TooManyLines {
            cards: setup.position.cards_each(),
        });
    }
    Ok(ClaimOutcome {
        tricks,
        play,
        nodes: search.nodes,
    })
}

/// The choices at one turn, at most a hand's 13 cards kept on the stack, and the
/// statement step that follows any of them.
/// A plain array rather than an `ArrayVec`: filled on every turn of the search, where
/// the latter's checks showed in profiles.
struct Moves {
    cards: [Card; 13],
    /// Each card's place in the order of trial, for sorting the opponents' cards.
    scores: [i32; 13],
    len: usize,
    step: usize,
}

impl Moves {
    fn new(step: usize) -> Moves {
        Moves {
            cards: [Card::new(Suit::Clubs, crate::model::Rank::TWO); 13],
            scores: [0; 13],
            len: 0,
            step,
        }
    }

    fn push(&mut self, card: Card) {
        if self.len < 13 {
            self.cards[self.len] = card;
            self.len += 1;
        }
    }

    /// Inserts `card` after every card with at least its `score`.
    fn insert(&mut self, card: Card, score: i32) {
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

    fn iter(&self) -> impl Iterator<Item = (Card, usize)> + '_ {
        self.cards[..self.len].iter().map(|&card| (card, self.step))
    }
}

/// Cards considered at one turn, before the statement step is attached.
type Cards = ArrayVec<Card, 13>;

/// A trick's start: who holds the 1st, 2nd, … highest unplayed card of each suit
/// (relative ranks), the leader and the statement step. The holders' seat indices, bit
/// by bit (`odd`, `high`), are packed card after card in order of the unplayed cards,
/// and `context` has the suit lengths that split them by suit. While a stated card is
/// still to be played the exact cards matter too, and `exact` holds the unplayed cards
/// (with the relative ranks they fix every hand); after that it is empty, so positions
/// reached by different tricks meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct StateKey {
    odd: u64,
    high: u64,
    exact: u64,
    context: u64,
}

/// What the search has proved about a trick start: the claimer's remaining tricks lie in
/// `lower..=upper`.
#[derive(Debug, Clone, Copy)]
struct Bounds {
    lower: u8,
    upper: u8,
}

/// The cards of a claimer hand on lead, its partner and the opponents, as sets, for
/// the parts of [`Search::floor`].
struct Sides {
    hand: u64,
    partner: u64,
    theirs: u64,
    all: u64,
    /// The hand's masters above every other card of their suit, see [`top_cards`].
    top: u64,
}

struct Search<'a> {
    setup: &'a ClaimSetup,
    memo: FxHashMap<StateKey, Bounds>,
    /// The statement steps up to the last stated card: while one of them is still to
    /// come, the memo keys on the exact cards.
    cards_stated: usize,
    nodes: u64,
    /// Set once the search passes [`NODE_BUDGET`]; every call then returns at once and
    /// the caller reports the claim as too large.
    exhausted: bool,
}

/// The state inside a trick.
#[derive(Clone, Copy)]
struct InTrick {
    hands: Hands,
    leader: Seat,
    cards: Played,
    step: usize,
}

/// The cards on the table in the current trick, without allocating: in order, as a
/// set, and which of them is winning so far.
#[derive(Clone, Copy)]
struct Played {
    cards: [Card; 4],
    len: usize,
    win: usize,
    table: u64,
}

impl Played {
    const NONE: Played = Played {
        cards: [Card::new(Suit::Clubs, crate::model::Rank::TWO); 4],
        len: 0,
        win: 0,
        table: 0,
    };

    /// The card winning the trick so far (the trick must have begun).
    fn best(&self) -> Card {
        self.cards[self.win]
    }

    fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len]
    }

    fn len(&self) -> usize {
        self.len
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn first(&self) -> Option<&Card> {
        self.as_slice().first()
    }

    fn push(&mut self, card: Card, trump: Option<Suit>) {
        if self.len < 4 {
            if self.len > 0 && card_beats(card, self.best(), trump) {
                self.win = self.len;
            }
            self.cards[self.len] = card;
            self.table |= card.bit();
            self.len += 1;
        }
    }
}

impl Search<'_> {
    fn key(&self, hands: &Hands, leader: Seat, step: usize) -> StateKey {
        let bits = Seat::ALL.map(|seat| hands.hand(seat).bits());
        let all = bits[0] | bits[1] | bits[2] | bits[3];
        // The holder's index in `Seat::ALL`, bit by bit, of each unplayed card in turn.
        let (odd, high) = compress(bits[1] | bits[3], bits[2] | bits[3], all);
        let lengths = suit_lengths(all);
        let card_pending = step < self.cards_stated;
        StateKey {
            odd,
            high,
            exact: if card_pending { all } else { 0 },
            context: lengths | (leader.index() as u64) << 16 | (step as u64) << 18,
        }
    }

    /// The fewest tricks the claimer's side takes from `state` on, when that is below
    /// `beta`; otherwise some number at least `beta` (the search stops proving early).
    fn in_trick(&mut self, state: &InTrick, beta: u8) -> u8 {
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
    fn decided_for_claimer(&self, state: &InTrick) -> bool {
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

    fn trick_start(&mut self, state: &InTrick, beta: u8) -> u8 {
        // No card left, or one: a set's lowest card is all of it (cheaper than a count).
        let hand = state.hands.hand(state.leader).bits();
        if hand == 0 {
            return 0;
        }
        if low_bit(hand) == hand {
            return self.last_trick(state);
        }
        // The floor first: it settles most trick starts without the memo's key and look-up.
        let floor = self.floor(state, beta);
        if floor >= beta {
            return floor;
        }
        let key = self.key(&state.hands, state.leader, state.step);
        let known = match self.memo.get(&key) {
            Some(&known) => Bounds {
                lower: known.lower.max(floor),
                upper: known.upper,
            },
            None => Bounds {
                lower: floor,
                upper: u8::MAX,
            },
        };
        if known.lower == known.upper || known.lower >= beta {
            return known.lower;
        }
        let value = self.best_child(state, beta, known.lower);
        let bounds = if value < beta {
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
    fn last_trick(&self, state: &InTrick) -> u8 {
        let mut cards = Played::NONE;
        for i in 0..4 {
            let seat = state.leader.clockwise(i);
            if let Some(card) = state.hands.hand(seat).cards().next() {
                cards.push(card, self.setup.trump);
            }
        }
        u8::from(state.leader.clockwise(cards.win).side() == self.setup.claimer)
    }

    /// Tricks the claimer's side takes on every normal line from a trick start, a lower
    /// bound that lets the search stop once it cannot get below it. Each part holds
    /// whatever anyone plays within the rules of the module docs:
    ///
    /// - With a trump suit, see [`super::sure_trump_tricks`]: a claimer hand's trumps that the
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
    fn floor(&self, state: &InTrick, beta: u8) -> u8 {
        let hands = &state.hands;
        let [one, other] = self.setup.claimer.seats();
        let their_hands = [hands.hand(one.lho()), hands.hand(one.rho())];
        let theirs = their_hands[0].bits() | their_hands[1].bits();
        let mut floor = 0;
        if let Some(t) = self.setup.trump {
            let theirs = suit_bits(Hand::from_bits(theirs), t);
            floor = [one, other]
                .map(|seat| super::sure_trump_tricks(suit_bits(hands.hand(seat), t), theirs).0)
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
                theirs,
                all,
                top: top_cards(hand, all),
            };
            let masters = side.top.count_ones() as usize;
            let partner = Hand::from_bits(partner);
            let run = match self.setup.trump {
                None => Some(masters),
                Some(t) if theirs & suit_mask(t) == 0 => {
                    let partner_side = partner.len() - partner.count(t);
                    Some(masters.min(partner_side + 1))
                }
                Some(t) if self.setup.trumps_mentioned => {
                    let longest = their_hands.map(|h| h.count(t)).into_iter().max();
                    let longest = longest.unwrap_or(0);
                    let top_trumps = (side.top & suit_mask(t)).count_ones() as usize;
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
        let unsafe_suits = suits_of(smear_down(side.theirs) & ours);
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
            .is_some_and(|t| side.theirs & suit_mask(t) != 0)
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
    ///   with or thrown, checked, see also [`Search::losers_kept`]) and whose partner's
    ///   cards all beat the opponents', the
    ///   hand still holds a card and the master is partner's (were it the hand's, it would
    ///   hold a master), so it crosses (rule 2), and
    /// - every suit it may cross in is safe the same way: checked for each suit where it
    ///   holds a card below its masters and partner holds one, unless the hand keeps a
    ///   card above all of partner's there (then partner cannot hold the master).
    ///
    /// Partner plays a card of the suit, above the opponents', so trick `m + 1` is won.
    fn cash_then_cross_floor(&self, side: &Sides) -> usize {
        if self.opponents_hold_trumps(side) {
            return 0;
        }
        let (hand, partner) = (Hand::from_bits(side.hand), Hand::from_bits(side.partner));
        let theirs = Hand::from_bits(side.theirs);
        // Four bits a suit: the hand's top masters, partner's cards.
        let (runs, lengths) = (suit_lengths(side.top), suit_lengths(side.partner));
        let nibble = |x: u64, s: Suit| (x >> (4 * s.index() as u32) & 0xf) as usize;
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
        let below = Hand::from_bits(side.hand & !side.top);
        let mut target = false;
        for s in Suit::ALL {
            // The hand's cards below its masters, all kept until the crossing.
            let kept = suit_bits(below, s);
            let ours = suit_bits(partner, s);
            if kept == 0 || ours == 0 {
                continue;
            }
            let run = nibble(runs, s);
            let safe = suit_bits(theirs, s) < low_bit(ours);
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
                let (mine, ours) = (suit_bits(hand, z), suit_bits(partner, z));
                if runs >> (4 * z.index() as u32) & 0xf == 0
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
            suit_bits(opponents[0], t) | suit_bits(opponents[1], t)
        });
        if self.setup.trumps_mentioned
            && let Some(t) = trump
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
            let left = suit_bits(all, s);
            if suit_bits(partner, s) & high_bit(left) == 0 {
                // Not a crossing suit (the master is the opponents'; the hand has none).
                continue;
            }
            let partner_low = low_bit(suit_bits(partner, s));
            let theirs = suit_bits(opponents[0], s) | suit_bits(opponents[1], s);
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
                _ if low_bit(suit_bits(hand, s)) > partner_low => 0,
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

    /// The claimer's tricks along the first choice at every turn: one normal line.
    fn first_line(&self, mut state: InTrick) -> u8 {
        let mut tricks = 0;
        loop {
            if state.cards.len() == 4 {
                let (winner, next) = self.close_trick(&state);
                tricks += u8::from(winner.side() == self.setup.claimer);
                state = next;
                continue;
            }
            if state.cards.is_empty() && state.hands.hand(state.leader).is_empty() {
                return tricks;
            }
            let Some((card, step)) = self.choices(&state).iter().next() else {
                return tricks;
            };
            state = self.play(&state, card, step);
        }
    }

    /// The trick on the table just completed: who won it, and the next trick's start.
    fn close_trick(&self, state: &InTrick) -> (Seat, InTrick) {
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
    fn best_child(&mut self, state: &InTrick, beta: u8, floor: u8) -> u8 {
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
                if best <= floor {
                    break;
                }
            }
        }
        best
    }

    fn choices(&self, state: &InTrick) -> Moves {
        let seat = state.leader.clockwise(state.cards.len());
        if seat.side() == self.setup.claimer {
            self.normal_choices(state, seat)
        } else {
            self.legal_choices(state, seat)
        }
    }

    fn play(&self, state: &InTrick, card: Card, step: usize) -> InTrick {
        let seat = state.leader.clockwise(state.cards.len());
        let mut next = *state;
        next.hands.hand_mut(seat).remove(card);
        next.cards.push(card, self.setup.trump);
        next.step = step;
        next
    }

    /// The cards of a line that gives the claimer exactly `target` tricks from `state`.
    fn line(&mut self, mut state: InTrick, mut target: u8) -> Vec<(Seat, Card)> {
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

    /// Any legal card, touching cards counted once (the opponents, Law 70A): the highest
    /// of each run of cards with no unplayed card between them. The most harmful first,
    /// so that the worst line turns up early and bounds the rest: cashing a master,
    /// winning the trick (high when not last, cheaply when last or ruffing), otherwise
    /// keeping high cards back.
    fn legal_choices(&self, state: &InTrick, seat: Seat) -> Moves {
        let hand = state.hands.hand(seat).bits();
        let unplayed = self.unplayed(state).bits();
        let lead = state.cards.first().copied();
        let legal = match lead {
            Some(l) if suit_bits(Hand::from_bits(hand), l.suit) != 0 => {
                hand & 0xffff << (16 * l.suit.index() as u32)
            }
            _ => hand,
        };
        let ours_winning =
            lead.is_some() && state.leader.clockwise(state.cards.win).side() == seat.side();
        let last = state.cards.len() == 3;
        let mut out = Moves::new(state.step);
        for suit in Suit::ALL {
            let shift = 16 * suit.index() as u32;
            let mine = ((legal >> shift) & 0xffff) as u32;
            if mine == 0 {
                continue;
            }
            let alive = ((unplayed >> shift) & 0xffff) as u32;
            let mut tops = super::moves::run_tops(mine, alive);
            while tops != 0 {
                let rank = 31 - tops.leading_zeros();
                tops ^= 1 << rank;
                let card = Card::from_bit_index(shift + rank);
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

    /// Cards not yet played to a finished trick: the hands plus the trick in progress.
    fn unplayed(&self, state: &InTrick) -> Hand {
        Hand::from_bits(state.hands.all_cards().bits() | state.cards.table)
    }

    /// The claimer side's normal choices, each with the statement step that follows it.
    fn normal_choices(&self, state: &InTrick, seat: Seat) -> Moves {
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
                && low >> 4 == bit >> 4
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
            && opponents & suit_mask(t) != 0
            && hand & suit_mask(t) != 0
        {
            return high_bit(hand & suit_mask(t));
        }
        let (mut masters, mut crossings, mut tops) = (0, 0, 0);
        for suit in Suit::ALL {
            let mine = hand & suit_mask(suit);
            let left = unplayed.bits() & suit_mask(suit);
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

    /// Whether `card`, played next, would win the trick so far.
    fn beats(&self, state: &InTrick, card: Card) -> bool {
        state.cards.is_empty() || card_beats(card, state.cards.best(), self.setup.trump)
    }

    /// The normal cards of rule 4 when following, as a set of cards.
    fn follows(&self, state: &InTrick, seat: Seat, lead: Card) -> u64 {
        let hand = state.hands.hand(seat).bits();
        let trump = self.setup.trump;
        let best = state.cards.best();
        let best_bit = best.bit();
        let partner_winning = state.leader.clockwise(state.cards.win) == seat.partner();
        let last = state.cards.len() == 3;
        let suit = hand & suit_mask(lead.suit);
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
            let mine = hand & suit_mask(s);
            if mine == 0 {
                continue;
            }
            let low = low_bit(mine);
            discards |= low;
            if high_bit(unplayed & suit_mask(s)) != low {
                losers |= low;
            }
        }
        let out = if losers != 0 { losers } else { discards };
        if let Some(t) = trump
            && !partner_winning
        {
            let trumps = hand & suit_mask(t);
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

fn one((card, step): (Card, usize)) -> Moves {
    let mut moves = Moves::new(step);
    moves.push(card);
    moves
}

/// The number of cards of each suit in `cards`, four bits a suit: the bit count of
/// each 16-bit lane at once (the machine's own count is not assumed to exist).
fn suit_lengths(cards: u64) -> u64 {
    let mut x = cards - ((cards >> 1) & 0x5555_5555_5555_5555);
    x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x + (x >> 8)) & 0x001f_001f_001f_001f;
    (x & 0xf) | (x >> 12 & 0xf0) | (x >> 24 & 0xf00) | (x >> 36 & 0xf000)
}

/// The bits of `x` and of `y` where `mask` has a bit, each packed into the low bits in
/// order (a parallel bit extract, by the method of Hacker's Delight 7–4).
fn compress(mut x: u64, mut y: u64, mut mask: u64) -> (u64, u64) {
    x &= mask;
    y &= mask;
    // Each round moves the bits by 2^i, by how many zeros of the mask lie to their right.
    let mut zeros = !mask << 1;
    for i in 0..6 {
        let mut prefix = zeros ^ (zeros << 1);
        prefix ^= prefix << 2;
        prefix ^= prefix << 4;
        prefix ^= prefix << 8;
        prefix ^= prefix << 16;
        prefix ^= prefix << 32;
        let moving = prefix & mask;
        mask = (mask ^ moving) | (moving >> (1 << i));
        let t = x & moving;
        x = (x ^ t) | (t >> (1 << i));
        let t = y & moving;
        y = (y ^ t) | (t >> (1 << i));
        zeros &= !prefix;
    }
    (x, y)
}

/// Per suit (16-bit lane), every bit at or below the suit's highest card in `x`: each
/// step copies the bits down by twice as far, never across into the suit below.
fn smear_down(mut x: u64) -> u64 {
    x |= (x >> 1) & 0x7fff_7fff_7fff_7fff;
    x |= (x >> 2) & 0x3fff_3fff_3fff_3fff;
    x |= (x >> 4) & 0x0fff_0fff_0fff_0fff;
    x |= (x >> 8) & 0x00ff_00ff_00ff_00ff;
    x
}

/// Every card of each suit in which `x` has a card: a suit's lowest bit of the smear,
/// times a full suit (no carry leaves the suit).
fn suits_of(x: u64) -> u64 {
    (smear_down(x) & 0x0001_0001_0001_0001) * 0xffff
}

/// The cards of `hand` above every other card of their suit in `all` (the cards still
/// in play): the masters the hand can cash one after another, all suits at once.
fn top_cards(hand: u64, all: u64) -> u64 {
    hand & !smear_down(all & !hand)
}

/// The bits of one suit's cards in a 64-bit set.
fn suit_mask(suit: Suit) -> u64 {
    0xffff << (16 * suit.index() as u32)
}

/// The highest card of a non-empty set.
fn high_bit(cards: u64) -> u64 {
    1 << (63 - cards.leading_zeros())
}

/// The lowest card of a set (none for an empty set).
fn low_bit(cards: u64) -> u64 {
    cards & cards.wrapping_neg()
}

/// Whether `card` beats `best`, the card winning a trick so far.
fn card_beats(card: Card, best: Card, trump: Option<Suit>) -> bool {
    if card.suit == best.suit {
        card.rank > best.rank
    } else {
        Some(card.suit) == trump
    }
}

/// The cards of `suit` in `hand`, one bit a rank.
fn suit_bits(hand: Hand, suit: Suit) -> u64 {
    (hand.bits() >> (16 * suit.index() as u32)) & 0xffff
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Hands, Strain};
    use rand::seq::SliceRandom;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The worst normal line by plain enumeration of the same choices: no memo, no
    /// floor, no cut, no shortcut for the last trick.
    fn plain_min(search: &Search<'_>, state: InTrick) -> u8 {
        if state.cards.len() == 4 {
            let (winner, next) = search.close_trick(&state);
            return u8::from(winner.side() == search.setup.claimer) + plain_min(search, next);
        }
        if state.cards.is_empty() && state.hands.hand(state.leader).is_empty() {
            return 0;
        }
        let moves = search.choices(&state);
        let value = moves
            .iter()
            .map(|(card, step)| plain_min(search, search.play(&state, card, step)))
            .min()
            .unwrap_or(u8::MAX);
        if state.cards.is_empty() {
            // Every trick start on the way, not only the root: the floor is a lower bound
            // by itself, not only through the search it cuts.
            let floor = search.floor(&state, u8::MAX);
            assert!(
                floor <= value,
                "floor {floor} above {value}: {}",
                state.hands
            );
        }
        value
    }

    fn random_setup(rng: &mut ChaCha8Rng, n: usize) -> ClaimSetup {
        let mut deck: Vec<Card> = Hand::FULL.iter_bits().collect();
        deck.shuffle(rng);
        let hands = [0, 1, 2, 3].map(|i| deck[i * n..(i + 1) * n].iter().copied().collect());
        let position = Hands::new(hands).into_position().expect("equal hands");
        let claimer = if rng.random_bool(0.5) {
            Side::NorthSouth
        } else {
            Side::EastWest
        };
        let mut line = Vec::new();
        if rng.random_bool(0.3) {
            let ours: Vec<Card> = claimer
                .seats()
                .into_iter()
                .flat_map(|seat| position.hand(seat).cards())
                .collect();
            for _ in 0..rng.random_range(1..=2) {
                line.push(if rng.random_bool(0.5) {
                    LineItem::Card(ours[rng.random_range(0..ours.len())])
                } else {
                    LineItem::Suit(Suit::ALL[rng.random_range(0..4usize)])
                });
            }
        }
        ClaimSetup {
            position,
            trump: Strain::ALL[rng.random_range(0..5usize)].trump(),
            on_lead: Seat::ALL[rng.random_range(0..4usize)],
            claimer,
            line,
            trumps_mentioned: rng.random_bool(0.5),
            take_finesses: rng.random_bool(0.2),
            node_budget: NODE_BUDGET,
        }
    }

    /// The floors, the memo and the cuts only ever skip lines that cannot do worse: the
    /// search agrees with plain enumeration on random small endings.
    #[test]
    fn the_search_finds_the_minimum_of_plain_enumeration() {
        let mut rng = ChaCha8Rng::seed_from_u64(0xc1a1);
        for round in 0..1200 {
            let n = 1 + round % 5;
            let setup = random_setup(&mut rng, n);
            let search = Search {
                setup: &setup,
                memo: FxHashMap::default(),
                cards_stated: 0,
                nodes: 0,
                exhausted: false,
            };
            let root = InTrick {
                hands: setup.position.hands(),
                leader: setup.on_lead,
                cards: Played::NONE,
                step: 0,
            };
            let expected = plain_min(&search, root);
            // The floor alone, not only through the search it cuts, is a lower bound.
            let floor = search.floor(&root, u8::MAX);
            assert!(
                floor <= expected,
                "floor {floor} above {expected}: {setup:?}"
            );
            let found = claim_min(&setup).expect("random statements hold the side's cards");
            assert_eq!(found.tricks, expected, "{setup:?}");
            assert_eq!(found.play.len(), 4 * n, "{setup:?}");
        }
    }

    fn setup(
        position: &str,
        trump: Option<Suit>,
        on_lead: Seat,
        claimer: Side,
        line: &[LineItem],
    ) -> ClaimSetup {
        ClaimSetup {
            position: position.parse().unwrap(),
            trump,
            on_lead,
            claimer,
            line: line.to_vec(),
            trumps_mentioned: false,
            take_finesses: false,
            node_budget: NODE_BUDGET,
        }
    }

    #[test]
    fn partner_may_throw_the_crossing_suit_before_following_it() {
        // West cashes the spade ace, East throws the club queen (a loser under West's ace),
        // and then has to follow to the club ace with the king: no club left to cross to.
        let s = setup(
            "N:J9...95 ..53.KQ ..AQ.76 A..T.A4",
            None,
            Seat::West,
            Side::EastWest,
            &[],
        );
        assert_eq!(claim_min(&s).unwrap().tricks, 2);
    }

    #[test]
    fn a_search_past_its_budget_says_so() {
        let mut s = setup(
            "N:Q87.J.Q85.7 6.Q832.AT9. J952.K9..Q4 4.5.KJ76.J6",
            None,
            Seat::West,
            Side::NorthSouth,
            &[],
        );
        s.node_budget = 100;
        assert_eq!(
            claim_min(&s),
            Err(ClaimSetupError::TooManyLines { cards: 8 })
        );
    }

    #[test]
    fn all_masters_take_every_trick() {
        // South holds AKQ of spades at notrump, on lead.
        let s = setup(
            "N:2.2.2. 3.3.3. AKQ... 4.4.4.",
            None,
            Seat::South,
            Side::NorthSouth,
            &[],
        );
        assert_eq!(claim_min(&s).unwrap().tricks, 3);
    }

    #[test]
    fn a_forgotten_trump_ruffs_a_winner() {
        // Spades trump, West holds the last trump; South cashes hearts without drawing it.
        let mut s = setup(
            "S:.AKQ.. 2..32. ..AKQ. .JT9..",
            Some(Suit::Spades),
            Seat::South,
            Side::NorthSouth,
            &[],
        );
        assert_eq!(
            claim_min(&s).unwrap().tricks,
            2,
            "West ruffs one heart (Law 70C)"
        );
        s.position = "S:3.AK.. 2..32. ..AKQ. .JT9..".parse().unwrap();
        s.trumps_mentioned = true;
        assert_eq!(claim_min(&s).unwrap().tricks, 3, "drawing the trump first");
    }
}
