//! Law 62C: once a revoke is corrected, the cards played to the revoke trick after it
//! may be withdrawn. Each player of the non-offending side may withdraw his card without
//! rectification (62C1); after a non-offender has done so, the hand of the offending side
//! next in rotation may withdraw its card too, which becomes a penalty card if it is a
//! defender's (62C2). Without a non-offender's change first, the offending side's card
//! stays played. What the withdrawn cards showed is authorised for the non-offending side
//! and unauthorised for the offending side (Law 16C, the NBF lesson in seeds/001).

use crate::model::{Card, Seat, Trick};

use super::Table;
use crate::laws::{Law, Message, Step};

/// A card played to the revoke trick after the revoke, which its player withdrew (or
/// wanted to) once the revoke was corrected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Withdrawal {
    /// Who withdrew it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Whether Law 62C lets him withdraw it; if not, it stays played.
    pub allowed: bool,
    /// 62C1 for a non-offender, 62C2 for the offending side.
    pub law: Law,
    /// Whether the withdrawn card becomes a (major) penalty card: a defender's of the
    /// offending side (62C2, Law 50B: exposed through deliberate play).
    pub penalty_card: bool,
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
        let (law, allowed, penalty_card, id) = if seat.side() != offender.side() {
            (Law::L62C1, true, false, "revoke-62c1-withdrawn")
        } else if out.iter().any(|w| w.seat == changer && w.allowed) {
            let defender = seat.side() != table.declarer.side();
            let id = if defender {
                "revoke-62c2-penalty-card"
            } else {
                "revoke-62c2-no-penalty"
            };
            (Law::L62C2, true, defender, id)
        } else {
            (Law::L62C2, false, false, "revoke-62c2-not-allowed")
        };
        let mut message = Message::new(id).with("seat", seat).with("card", card);
        if law == Law::L62C2 {
            message = message.with("changer", changer);
        }
        steps.push(Step::new(law, message));
        out.push(Withdrawal {
            seat,
            card,
            allowed,
            law,
            penalty_card,
        });
    }
    if out.iter().any(|w| w.allowed) {
        steps.push(Step::new(
            Law::L16C2,
            Message::new("revoke-withdrawn-information")
                .with("side", offender.side().opponents())
                .with("offenders", offender.side()),
        ));
    }
    Ok(out)
}
