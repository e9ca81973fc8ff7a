//! Law 62C: once a revoke is corrected, the cards played to the revoke trick after it
//! may be withdrawn. Each player of the non-offending side may withdraw his card without
//! rectification (62C1); after a non-offender has done so, the hand of the offending side
//! next in rotation may withdraw its card too, which becomes a penalty card if it is a
//! defender's (62C2). Without a non-offender's change first, the offending side's card
//! stays played. What the withdrawn cards showed is authorised for the non-offending side
//! and unauthorised for the offending side (Law 16C, the NBF lesson in seeds/001).
//!
//! Law 62C3 (new in 2017): "If both sides revoke on the same trick and only one side has
//! played to the subsequent trick, then both revokes must be corrected (see Law 16C2).
//! Every card withdrawn by the defending side becomes a penalty card." Law 63B lets the
//! established one of the two be corrected ("except … as in Law 62C3"); neither gets a
//! Law 64 rectification, for neither stands.

use crate::model::{Card, Revoke, Seat, Side, Trick, Tricks};

use super::{Finding, Table};
use crate::laws::{Law, Message, Step};

/// A card played to the revoke trick after the revoke, which its player withdrew (or
/// wanted to) once the revoke was corrected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Withdrawal {
    /// Who withdrew it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// What Law 62C makes of it.
    pub outcome: WithdrawalOutcome,
}

/// What Law 62C makes of a card withdrawn after the revoke was corrected: one of the
/// four rulings the law has, so a card can be neither penalised without being withdrawn
/// nor withdrawn under 62C1 by the offending side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WithdrawalOutcome {
    /// 62C1: a non-offender's card, withdrawn without rectification.
    Withdrawn,
    /// 62C2: a defender of the offending side withdraws his card after the non-offender
    /// before him changed his; it becomes a major penalty card (Law 50B: exposed through
    /// deliberate play).
    PenaltyCard,
    /// 62C2: declarer's side withdraws its card after the non-offender before it changed
    /// his; declarer's and dummy's cards are never penalty cards.
    WithdrawnByDeclarersSide,
    /// 62C2: no non-offender changed his card first, so the offending side's card stays
    /// played.
    StaysPlayed,
    /// 62C3: both sides revoked on the trick; a defender's card played to the next trick
    /// is withdrawn with the revoke trick and becomes a penalty card.
    NextTrickPenaltyCard,
    /// 62C3: the same for declarer's or dummy's card, which goes back without
    /// rectification.
    NextTrickWithdrawn,
}

impl WithdrawalOutcome {
    /// 62C1 for a non-offender, 62C2 for the offending side.
    pub fn law(self) -> Law {
        match self {
            WithdrawalOutcome::Withdrawn => Law::L62C1,
            WithdrawalOutcome::PenaltyCard
            | WithdrawalOutcome::WithdrawnByDeclarersSide
            | WithdrawalOutcome::StaysPlayed => Law::L62C2,
            WithdrawalOutcome::NextTrickPenaltyCard | WithdrawalOutcome::NextTrickWithdrawn => {
                Law::L62C3
            }
        }
    }

    /// Whether the card goes back into its player's hand (or, a defender's, onto the
    /// table as a penalty card).
    pub fn allowed(self) -> bool {
        self != WithdrawalOutcome::StaysPlayed
    }

    /// Whether the withdrawn card becomes a penalty card.
    pub fn penalty_card(self) -> bool {
        matches!(
            self,
            WithdrawalOutcome::PenaltyCard | WithdrawalOutcome::NextTrickPenaltyCard
        )
    }

    /// The explanation step's message.
    fn message_id(self) -> &'static str {
        match self {
            WithdrawalOutcome::Withdrawn => "revoke-62c1-withdrawn",
            WithdrawalOutcome::PenaltyCard => "revoke-62c2-penalty-card",
            WithdrawalOutcome::WithdrawnByDeclarersSide => "revoke-62c2-no-penalty",
            WithdrawalOutcome::StaysPlayed => "revoke-62c2-not-allowed",
            WithdrawalOutcome::NextTrickPenaltyCard => "revoke-62c3-next-penalty-card",
            WithdrawalOutcome::NextTrickWithdrawn => "revoke-62c3-next-withdrawn",
        }
    }
}

/// Why a withdrawal cannot be ruled: the player played no card after the revoke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct NotAfterRevoke {
    /// The position in the list of withdrawals.
    pub index: usize,
}

/// Rules each withdrawal in `order`, the order the players withdrew, against the revoke
/// trick `trick` in which `offender` revoked; the steps explain each.
pub(super) fn withdrawals(
    table: &Table,
    trick: &Trick,
    offender: Seat,
    order: &[Seat],
    steps: &mut Vec<Step>,
) -> Result<Vec<Withdrawal>, NotAfterRevoke> {
    let position = |seat: Seat| (0..trick.cards.len()).find(|&i| trick.seat_of(i) == seat);
    let revoke_at = position(offender).unwrap_or(usize::MAX);
    let mut out: Vec<Withdrawal> = Vec::with_capacity(order.len());
    for (index, &seat) in order.iter().enumerate() {
        let at = position(seat)
            .filter(|&i| i > revoke_at && i < trick.cards.len())
            .ok_or(NotAfterRevoke { index })?;
        let card = trick.cards[at];
        // A non-offender may always withdraw (62C1); a player of the offending side only
        // after the non-offender just before him in rotation has withdrawn (62C2).
        let changer = seat.rho();
        let outcome = if seat.side() != offender.side() {
            WithdrawalOutcome::Withdrawn
        } else if out.iter().any(|w| w.seat == changer && w.outcome.allowed()) {
            if seat.side() == table.declarer.side() {
                WithdrawalOutcome::WithdrawnByDeclarersSide
            } else {
                WithdrawalOutcome::PenaltyCard
            }
        } else {
            WithdrawalOutcome::StaysPlayed
        };
        let law = outcome.law();
        let mut message = Message::new(outcome.message_id())
            .with("seat", seat)
            .with("card", card);
        if law == Law::L62C2 {
            message = message.with("changer", changer);
        }
        steps.push(Step::new(law, message));
        out.push(Withdrawal {
            seat,
            card,
            outcome,
        });
    }
    if out.iter().any(|w| w.outcome.allowed()) {
        steps.push(Step::new(
            Law::L16C2,
            Message::new("revoke-withdrawn-information")
                .with("side", offender.side().opponents())
                .with("offenders", offender.side()),
        ));
    }
    Ok(out)
}

/// A revoke on the trick Law 62C3 corrects, with whether Law 63A had established it.
pub(super) struct BothSides<'a> {
    pub revoke: &'a Revoke,
    pub established: bool,
}

/// Law 62C3: both sides revoked on `trick`, and only `next_side` played to the next
/// trick, `next`. Every revoke on the trick is corrected, the established one too; the
/// cards played to `next` go back with it. Each card the defenders withdraw becomes a
/// major penalty card (a card from an unfaced hand, Law 50), declarer's and dummy's go
/// back without rectification. The findings and the withdrawals, with the steps.
pub(super) fn both_sides(
    table: &Table,
    trick: &Trick,
    next: &Trick,
    next_side: Side,
    revokes: &[BothSides<'_>],
    steps: &mut Vec<Step>,
) -> (Vec<Finding>, Vec<Withdrawal>) {
    let is_defender = |seat: Seat| seat.side() != table.declarer.side();
    let penalty_key = |seat: Seat| if is_defender(seat) { "yes" } else { "no" };
    steps.push(Step::new(
        Law::L62C3,
        Message::new("revoke-62c3")
            .with("trick", trick.number)
            .with("next", next.number)
            .with("side", next_side),
    ));
    let findings = revokes
        .iter()
        .map(|b| {
            let r = b.revoke;
            steps.push(Step::new(
                Law::L62C3,
                Message::new("revoke-62c3-revoke")
                    .with("offender", r.seat)
                    .with("card", r.card)
                    .with("suit", r.suit_led)
                    .with("penalty", penalty_key(r.seat)),
            ));
            Finding {
                trick: Some(r.trick),
                seat: r.seat,
                card: Some(r.card),
                suit_led: Some(r.suit_led),
                established: b.established,
                corrected: true,
                law: Law::L62C3,
                transferred: Tricks::ZERO,
                penalty_card: is_defender(r.seat),
                substitutes: trick
                    .hands_before
                    .hand(r.seat)
                    .cards_in(r.suit_led)
                    .collect(),
            }
        })
        .collect();
    let withdrawals = next
        .cards
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            let seat = next.seat_of(i);
            let outcome = if is_defender(seat) {
                WithdrawalOutcome::NextTrickPenaltyCard
            } else {
                WithdrawalOutcome::NextTrickWithdrawn
            };
            steps.push(Step::new(
                outcome.law(),
                Message::new(outcome.message_id())
                    .with("seat", seat)
                    .with("card", card)
                    .with("trick", next.number),
            ));
            Withdrawal {
                seat,
                card,
                outcome,
            }
        })
        .collect();
    steps.push(Step::new(
        Law::L16C2,
        Message::new("revoke-62c3-information"),
    ));
    (findings, withdrawals)
}
