//! Law 62: a revoke corrected. Before it is established the offender substitutes a
//! legal card (62A); a defender's withdrawn card becomes a major penalty card, a card
//! of declarer or dummy does not (62B1, 62B2); the non-offenders may change the cards
//! they played after it (62C1). A revoke on trick 12 is corrected even when established
//! (62D1), and the offender's partner may not choose a play the revoke could have
//! suggested (62D2).

use crate::model::play::winning_index;
use crate::model::{Card, PlayRecord, Revoke, Seat, Side, Suit, Trick, TrickNo, Tricks};

use super::{Exception, Finding, RevokeCard, Table};
use crate::laws::{Law, Message, Step};

/// The trick whose revoke Law 62D corrects though established.
pub(super) const TRICK_12: TrickNo = TrickNo::new(12);

/// A revoke to be corrected, as far as it is known.
pub(super) struct Correction {
    pub offender: Seat,
    pub trick: Option<TrickNo>,
    /// The card played instead of following suit (play form).
    pub card: Option<Card>,
    /// The suit led (play form).
    pub suit_led: Option<Suit>,
    /// The offender's cards of the suit led, one of which he must substitute.
    pub substitutes: Vec<Card>,
    /// The facts form's exception: a failure to play a faced card (64B3's case).
    pub exception: Option<Exception>,
    /// Where the card played in revoking came from (62B1 or 62B2).
    pub card_from: RevokeCard,
}

/// Law 62A–C: a revoke not established is corrected. The finding, with the steps.
pub(super) fn correct(table: &Table, revoke: Correction, steps: &mut Vec<Step>) -> Finding {
    let offender = revoke.offender;
    steps.push(Step::new(
        Law::L63A,
        Message::new("revoke-not-established").with("offender", offender),
    ));
    let mut correct = Message::new("revoke-62a").with("offender", offender);
    if let Some(suit) = revoke.suit_led {
        // The suit's name in words is not a selector key; the catalogue picks
        // "(a spade)" and the like by this fixed key.
        let key = match suit {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        };
        correct = correct.with("suit", suit).with("suit_key", key);
    }
    steps.push(Step::new(Law::L62A, correct));
    let is_defender = offender.side() != table.declarer.side();
    // A defender who failed to play a faced card (a penalty card) played another from
    // his unfaced hand: that one is withdrawn and becomes a penalty card too (62B1).
    let penalty_card = is_defender && revoke.card_from == RevokeCard::FromHand;
    let law = if penalty_card {
        let id = if revoke.exception == Some(Exception::FacedCard) {
            "revoke-62b1-faced"
        } else {
            "revoke-62b1"
        };
        steps.push(Step::new(
            Law::L62B1,
            Message::new(id).with("offender", offender),
        ));
        Law::L62B1
    } else {
        steps.push(Step::new(
            Law::L62B2,
            Message::new(if is_defender {
                "revoke-62b2-faced"
            } else {
                "revoke-62b2"
            })
            .with("offender", offender),
        ));
        Law::L62B2
    };
    steps.push(Step::new(
        Law::L62C1,
        Message::new("revoke-62c1").with("side", offender.side().opponents()),
    ));
    Finding {
        trick: revoke.trick,
        seat: offender,
        card: revoke.card,
        suit_led: revoke.suit_led,
        established: false,
        corrected: true,
        law,
        transferred: Tricks::ZERO,
        penalty_card,
        substitutes: revoke.substitutes,
    }
}

/// Tricks 12 and 13 after a Law 62D correction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Replayed12 {
    /// Declarer's tricks of the two as played.
    pub before: u8,
    /// Declarer's tricks of the two after the correction.
    pub after: u8,
    /// Who won trick 12 and trick 13 after the correction: the play as it stands, which
    /// Law 64A reads for an earlier revoke's transfer.
    pub winners: [Seat; 2],
}

/// Law 62D: the established revoke on trick 12 of a complete record corrected, and
/// tricks 12 and 13 played again, with the steps.
pub(super) fn replay_trick_12(
    table: &Table,
    record: &PlayRecord,
    revoke: &Revoke,
    steps: &mut Vec<Step>,
) -> Replayed12 {
    let declarer_side = table.declarer.side();
    let trick = &record.tricks[TRICK_12.index()];
    let trump = table.contract.strain.trump();
    let (after, winners) = replay_last_two(trick, revoke, trump, declarer_side);
    let before = record.won_by_side(table.declarer, TRICK_12..) as u8;
    steps.push(Step::new(
        Law::L62D1,
        Message::new("revoke-trick12-corrected")
            .with("offender", revoke.seat)
            .with("suit", revoke.suit_led)
            .with("before", before)
            .with("after", after),
    ));
    // 62D2: a defender's partner who played after the revoke may not profit by it.
    if revoke.seat.side() != declarer_side && trick.card_of(revoke.seat.partner()).is_some() {
        let pos = |s: Seat| (0..4).find(|&i| trick.seat_of(i) == s).unwrap_or(0);
        if pos(revoke.seat.partner()) > pos(revoke.seat) {
            steps.push(Step::new(
                Law::L62D2,
                Message::new("revoke-62d2").with("partner", revoke.seat.partner()),
            ));
        }
    }
    Replayed12 {
        before,
        after,
        winners,
    }
}

/// Trick 12 played again with a legal card from the offender, and trick 13 after it.
/// Returns the declaring side's tricks of the two, and who won each.
fn replay_last_two(
    trick: &Trick,
    revoke: &Revoke,
    trump: Option<Suit>,
    declarer_side: Side,
) -> (u8, [Seat; 2]) {
    let non_offenders = revoke.seat.side().opponents();
    let offender_pos = (0..4)
        .find(|&i| trick.seat_of(i) == revoke.seat)
        .unwrap_or(1);
    let hands = trick.hands_before;
    // The choices at each position of trick 12: fixed before the offender, a legal card
    // from the offender, any legal card after him.
    let options: [Vec<Card>; 4] = std::array::from_fn(|i| {
        let seat = trick.seat_of(i);
        if i < offender_pos {
            vec![trick.cards[i]]
        } else {
            let hand = hands.hand(seat);
            let follow: Vec<Card> = hand.cards_in(revoke.suit_led).collect();
            if follow.is_empty() {
                hand.cards().collect()
            } else {
                follow
            }
        }
    });
    // Every way trick 12 can be played again; the non-offenders' best of the two tricks.
    let [first, second, third, fourth] = &options;
    let replays = first.iter().flat_map(|&a| {
        second.iter().flat_map(move |&b| {
            third
                .iter()
                .flat_map(move |&c| fourth.iter().map(move |&d| [a, b, c, d]))
        })
    });
    let best = replays
        .filter_map(|cards| {
            let winner12 = trick.leader.clockwise(winning_index(&cards, trump));
            let mut rest = hands;
            for (i, card) in cards.iter().enumerate() {
                rest.hand_mut(trick.seat_of(i)).remove(*card);
            }
            // Trick 13: the one card left in each hand, led by the winner of trick 12.
            let last: Vec<Card> = (0..4)
                .filter_map(|i| rest.hand(winner12.clockwise(i)).cards().next())
                .collect();
            if last.len() != 4 {
                return None;
            }
            let winner13 = winner12.clockwise(winning_index(&last, trump));
            let nos = u8::from(winner12.side() == non_offenders)
                + u8::from(winner13.side() == non_offenders);
            Some((nos, [winner12, winner13]))
        })
        // The first of the best replays: which of the two the offenders keep when they
        // keep one makes no difference to Law 64A, both being later tricks.
        .fold(None, |best: Option<(u8, [Seat; 2])>, this| match best {
            Some(b) if b.0 >= this.0 => Some(b),
            _ => Some(this),
        });
    // A trick 12 that cannot be replayed (never in a complete record) stays as played.
    let (nos, winners) = best.unwrap_or((0, [revoke.seat, revoke.seat]));
    let declarer_tricks = if non_offenders == declarer_side {
        nos
    } else {
        2 - nos
    };
    (declarer_tricks, winners)
}
