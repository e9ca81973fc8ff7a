//! Law 64C: equity. When the transfer does not make up for the damage the revoke did,
//! the Director gives the non-offending side what it would have had without the revoke
//! (64C1); after a repeated revoke (64C2(a)) or revokes by both sides (64C2(b)) the
//! result is the one without the revokes. The tricks without the revoke are given, or
//! measured here by the double-dummy solver.

use crate::model::{PlayRecord, Tricks};
use crate::solver::Solver;

use super::law64::{offending_side, transferred};
use super::{Finding, Table};
use crate::laws::{Law, Message, Step};

/// The earliest revoke trick from which the engine finds the tricks without the revoke
/// itself: from there at most 8 cards a hand are left, which the double-dummy solver
/// settles in milliseconds. For an earlier revoke, `tricks_without_revoke` is given.
pub const FIRST_SOLVED_TRICK: usize = 6;

/// Declarer's final tricks under Law 64C, and whether equity changed the result the
/// transfer gave (`after_transfer`). `without_revoke` is declarer's tricks had the
/// revoke not occurred, when known; `basis` the step that says how the engine found
/// them, cited under the paragraph the ruling applies.
pub(super) fn restore_equity(
    table: &Table,
    findings: &[Finding],
    after_transfer: Tricks,
    without_revoke: Option<Tricks>,
    basis: Option<Step>,
    steps: &mut Vec<Step>,
) -> (Tricks, bool) {
    let off_side = offending_side(findings);
    let declarer_offended = off_side == table.declarer.side();
    let both_sides = findings.iter().any(|f| f.law == Law::L64B7)
        || findings.iter().any(|f| f.seat.side() != off_side);
    let subsequent = findings.iter().any(|f| f.law == Law::L64B2);
    let transferred = transferred(findings);
    let law = if both_sides {
        Law::L64C2b
    } else if subsequent {
        Law::L64C2a
    } else {
        Law::L64C1
    };
    steps.extend(basis.map(|step| Step::new(law, step.message)));
    match without_revoke {
        Some(twr) if both_sides => {
            steps.push(Step::new(
                Law::L64C2b,
                Message::new("revoke-64c2b").with("tricks", twr),
            ));
            (twr, twr != after_transfer)
        }
        Some(twr) => {
            // The non-offending side is compensated when it has at least what it would
            // have had without the revoke.
            let short = if declarer_offended {
                twr < after_transfer
            } else {
                twr > after_transfer
            };
            let id = if short {
                "revoke-64c-adjust"
            } else {
                "revoke-64c-enough"
            };
            steps.push(Step::new(
                law,
                Message::new(id)
                    .with("side", off_side.opponents())
                    .with("without", twr)
                    .with("after", after_transfer)
                    .with("transferred", transferred),
            ));
            if short {
                (twr, true)
            } else {
                (after_transfer, false)
            }
        }
        None if both_sides || subsequent => {
            steps.push(Step::new(law, Message::new("revoke-64c-needed")));
            (after_transfer, false)
        }
        None => (after_transfer, false),
    }
}

/// Declarer's tricks had the first revoke not occurred, the rest of the play unchanged,
/// with the step that shows the count; `None` for a revoke before
/// [`FIRST_SOLVED_TRICK`].
///
/// The damage the revoke did is what it changed at the moment it happened: best play by
/// both sides (double dummy) from the revoke trick with its actual lead and no revoke,
/// against the revoke trick as played and best play from the next trick on. Measuring
/// there, and not against the table result, keeps out what either side lost by its own
/// later play, which Law 64C does not redress.
pub(super) fn without_revoke_by_solver(
    record: &PlayRecord,
    table: &Table,
    table_tricks: Tricks,
) -> Option<(Tricks, Step)> {
    let first = record.revokes.first()?;
    if usize::from(first.trick.get()) < FIRST_SOLVED_TRICK {
        return None;
    }
    let trick = record.tricks.get(first.trick.index())?;
    let trump = table.contract.strain.trump();
    let declarer_side = table.declarer.side();
    let mut solver = Solver::new();
    // Without the revoke, from trick k with its actual lead.
    let position = trick.hands_before.into_position().ok()?;
    let lead = *trick.cards.first()?;
    let for_leader = solver
        .solve_leads(&position, trump, trick.leader)
        .iter()
        .find(|(card, _)| *card == lead)?
        .1;
    let left = position.cards_each() as u8;
    let without = if trick.leader.side() == declarer_side {
        for_leader
    } else {
        left - for_leader
    };
    // With it: the revoke trick as played, then best play from the next trick on.
    let winner = trick.winner?;
    let mut rest = trick.hands_before;
    for (i, card) in trick.cards.iter().enumerate() {
        rest.hand_mut(trick.seat_of(i)).remove(*card);
    }
    let after = match rest.into_position() {
        Ok(position) => {
            let for_winner = solver.solve(&position, trump, winner);
            if winner.side() == declarer_side {
                for_winner
            } else {
                position.cards_each() as u8 - for_winner
            }
        }
        Err(_) => 0,
    };
    let with = u8::from(winner.side() == declarer_side) + after;
    let total = if record.revokes.len() > 1 {
        // More than one revoke (both sides, or a repeated one): as though none had
        // occurred, from the first on.
        let before = record.won_by_side(table.declarer, ..first.trick) as u8;
        Tricks::try_new(before + without)?
    } else {
        Tricks::try_new(
            (i16::from(table_tricks.get()) + i16::from(without) - i16::from(with)).clamp(0, 13)
                as u8,
        )?
    };
    let step = Step::new(
        Law::L64C1,
        Message::new("revoke-64c-computed")
            .with("trick", first.trick)
            .with("card", lead)
            .with("without", without)
            .with("with", with)
            .with("tricks", total),
    );
    Some((total, step))
}
