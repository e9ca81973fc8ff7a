//! Law 43B2(b): "If dummy, after his rights have been lost, … is the first to ask
//! declarer if a play from declarer's hand constitutes a revoke, declarer must
//! substitute a correct card if his play was a revoke, and the penalty provisions of
//! Law 64 apply as if the revoke had been established."
//!
//! The revoke is corrected as any other (62A, 62B2), and then Law 64 applies to it at
//! the end of play: the corrected revoke trick and the later tricks decide 64A1, 64A2 or
//! 64B, as for an established revoke. With no play after the correction the ruling says
//! so and play continues; with the play after it (`play_after_correction`) the engine
//! applies the transfer and scores the result. Law 64C has nothing to measure: the
//! revoke card did not stand.

use crate::model::{Card, PlayRecord, Revoke, TrickNo};

use super::play::{self, Replayed};
use super::{RevokeError, RevokeVerdict};
use crate::laws::{Law, Limits, Message, Ruling, Step};

/// Declarer's `revoke`, not established, asked about first by a dummy who had lost his
/// rights: corrected, with Law 64 as if established. `cite` as for
/// [`play::all_established`].
pub(super) fn as_if_established(
    replayed: &Replayed<'_>,
    established: &[bool],
    revoke: Revoke,
    steps: Vec<Step>,
    limits: &Limits,
    cite: Option<Law>,
) -> Result<Option<Ruling<RevokeVerdict>>, RevokeError> {
    let case = replayed.case;
    let declarer = case.table.declarer;
    let mut ruling = play::corrected(replayed, established, steps)?;
    ruling.steps.push(Step::new(
        Law::L43B2b,
        Message::new("revoke-43b2b")
            .with("dummy", declarer.partner())
            .with("declarer", declarer),
    ));
    ruling.verdict.as_if_established = true;
    if case.play_after_correction.is_empty() {
        for finding in &mut ruling.verdict.findings {
            if finding.trick == Some(revoke.trick) && finding.seat == declarer {
                finding.law = Law::L43B2b;
            }
        }
        ruling.steps.push(Step::new(
            Law::L43B2b,
            Message::new("revoke-43b2b-continues"),
        ));
        return Ok(Some(ruling));
    }

    // Play went on after the correction: the tricks before the revoke trick as played,
    // then the corrected trick and the rest.
    let at = revoke.trick.index();
    let mut tricks: Vec<Vec<Card>> = case.play[..at].to_vec();
    tricks.extend(case.play_after_correction.iter().cloned());
    let trump = case.table.contract.strain.trump();
    let mut record =
        PlayRecord::replay(&case.deal, trump, declarer.lho(), &tricks).map_err(|source| {
            RevokeError::Play {
                path: "_after_correction".into(),
                source,
            }
        })?;
    let substitute = record
        .tricks
        .get(at)
        .and_then(|t| t.card_of(declarer))
        .filter(|c| c.suit == revoke.suit_led)
        .ok_or(RevokeError::NotCorrected {
            trick: revoke.trick,
            seat: declarer,
        })?;
    let mut steps = ruling.steps;
    steps.push(Step::new(
        Law::L43B2b,
        Message::new("revoke-43b2b-replayed")
            .with("declarer", declarer)
            .with("trick", revoke.trick)
            .with("card", substitute),
    ));
    // The corrected revoke goes among the revokes of the play as it stands, in order.
    let place = record
        .revokes
        .iter()
        .position(|r| r.trick > revoke.trick)
        .unwrap_or(record.revokes.len());
    record.revokes.insert(place, revoke);
    let played = record.tricks.len() as u8;
    let continued = Replayed {
        case,
        complete: record.complete_tricks() as u8,
        attention: TrickNo::try_new(played).unwrap_or(revoke.trick),
        record,
        as_if_established: Some(revoke),
    };
    let settled = play::all_established(&continued, steps, limits, cite)?;
    Ok(settled.map(|mut settled| {
        settled.verdict.withdrawals = ruling.verdict.withdrawals;
        settled.verdict.as_if_established = true;
        settled
    }))
}
