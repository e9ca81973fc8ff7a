//! Misreadings of the revoke laws (61–64): 64A1 and 64A2 taken for each other, a 64B
//! exception overlooked, a trick moved although 64B1 moves none, the tricks moved the
//! wrong way, the table result left standing,
//! Law 64C forgotten, dummy's revoke transferred as any player's, a second revoke of the
//! same side left unrectified as under 64B2, Law 62B read the wrong way round, Law 61B's
//! table of who may ask about a failure to follow read the wrong way, Law 62C's
//! withdrawn cards penalised the wrong way, a trick-12 revoke corrected
//! under 62D1 although the hands had gone back in the board.
//!
//! In the play form the play is read back into facts (who won the revoke trick, the
//! offending side's later tricks, declarer's tricks as played), so the facts form's
//! misreadings apply to a real deal too.

use crate::laws::revoke::{
    LateDiscovery, RevokeCard, RevokeFacts, RevokePlay, RevokeVerdict, WithdrawalOutcome,
};
use crate::laws::{Answer, Case, Field, Law, Ruling, Verdict};
use crate::model::{PlayRecord, TrickNo, Tricks};

use super::{Candidate, Rerule};

const EXCEPTIONS: [Law; 6] = [
    Law::L64B2,
    Law::L64B3,
    Law::L64B4,
    Law::L64B5,
    Law::L64B6,
    Law::L64B7,
];

/// The facts form, read against `verdict` and the laws `ruling` cites (the play form's
/// own when the facts were read back from a play record).
pub(super) fn facts(
    case: &RevokeFacts,
    verdict: &RevokeVerdict,
    ruling: &Ruling<Verdict>,
    with: &Rerule,
) -> Vec<Candidate> {
    let cited = |law: Law| ruling.steps.iter().any(|s| s.law == law);
    let offender = case.offender;
    let mut out = Vec::new();
    if cited(Law::L64A2) {
        out.push((
            "misread-revoke-64a1-for-64a2",
            Law::L64A2,
            with.answer(Case::RevokeFacts(RevokeFacts {
                revoke_trick_won_by: offender,
                ..*case
            })),
        ));
    }
    if cited(Law::L64A1) {
        out.push((
            "misread-revoke-64a2-for-64a1",
            Law::L64A1,
            with.answer(Case::RevokeFacts(RevokeFacts {
                revoke_trick_won_by: offender.partner(),
                ..*case
            })),
        ));
    }
    if let Some(law) = EXCEPTIONS.into_iter().find(|&l| cited(l)) {
        out.push((
            "misread-revoke-exception-overlooked",
            law,
            with.answer(Case::RevokeFacts(RevokeFacts {
                exception: None,
                // Read as an ordinary revoke: not on trick 12, where 64B6 applies by itself.
                revoke_trick: case.revoke_trick.map(|t| {
                    if t == TrickNo::new(12) {
                        TrickNo::new(11)
                    } else {
                        t
                    }
                }),
                ..*case
            })),
        ));
    }
    if cited(Law::L64B1) && with.asked.field == Field::DeclarerTricks {
        // Law 64A2 applied by rote: one trick moved to the non-offending side although
        // the offending side won neither the revoke trick nor a later one (64B1).
        let played = case.declarer_tricks.get();
        let one_moved = if offender.side() == case.table.declarer.side() {
            played.checked_sub(1)
        } else {
            (played < 13).then_some(played + 1)
        };
        out.push((
            "misread-revoke-64b1-overlooked",
            Law::L64B1,
            one_moved.and_then(|t| with.number(t.into())),
        ));
    }
    let moved = verdict.transferred().get();
    if with.asked.field == Field::DeclarerTricks && moved > 0 {
        // Declarer's tricks as played: the engine's count (after a trick-12 replay).
        let table = verdict.table_tricks().map_or(0, Tricks::get);
        let correct = verdict.declarer_tricks().map_or(table, Tricks::get);
        let wrong_way = if correct >= table {
            table.checked_sub(moved)
        } else {
            Some(table + moved)
        };
        out.push((
            "misread-revoke-wrong-direction",
            Law::L64A1,
            wrong_way.and_then(|t| with.number(t.into())),
        ));
    }
    out
}

/// The play form: the table result left standing, Law 64C overlooked, and the facts
/// form's misreadings on the play read back into facts.
pub(super) fn play(
    case: &RevokePlay,
    verdict: &RevokeVerdict,
    ruling: &Ruling<Verdict>,
    with: &Rerule,
) -> Vec<Candidate> {
    let cited = |law: Law| ruling.steps.iter().any(|s| s.law == law);
    match with.asked.field {
        Field::RectifiedBy => return rectification(case, verdict),
        // Law 62B read the wrong way round: a defender's card from his hand becomes a
        // penalty card (62B1), declarer's or dummy's never does (62B2).
        Field::PenaltyCard if cited(Law::L62B1) => {
            return vec![(
                "misread-62b1-no-penalty-card",
                Law::L62B1,
                Some(Answer::YesNo(false)),
            )];
        }
        Field::PenaltyCard if cited(Law::L62B2) => {
            return vec![(
                "misread-62b2-penalty-card",
                Law::L62B2,
                Some(Answer::YesNo(true)),
            )];
        }
        Field::PenaltyCard => return Vec::new(),
        // Law 62C read the wrong way: the non-offenders' card penalised, a defender's
        // card of the offending side not, declarer's side's card penalised, or a card
        // withdrawn before any non-offender had changed his.
        Field::WithdrawnPenaltyCard => {
            return verdict
                .withdrawals
                .last()
                .and_then(|w| {
                    let id = match w.outcome {
                        WithdrawalOutcome::Withdrawn => "misread-62c1-penalty-card",
                        WithdrawalOutcome::StaysPlayed => "misread-62c2-withdrawn-anyway",
                        WithdrawalOutcome::PenaltyCard => "misread-62c2-no-penalty-card",
                        WithdrawalOutcome::WithdrawnByDeclarersSide => "misread-62c2-penalty-card",
                        // Law 62C3 has no misreading of its own in the bank yet.
                        WithdrawalOutcome::NextTrickPenaltyCard
                        | WithdrawalOutcome::NextTrickWithdrawn => return None,
                    };
                    let penalty_card = w.outcome.penalty_card();
                    Some((id, w.outcome.law(), Some(Answer::YesNo(!penalty_card))))
                })
                .into_iter()
                .collect();
        }
        Field::WithdrawalAllowed => {
            return verdict
                .withdrawals
                .last()
                .filter(|w| !w.outcome.allowed())
                .map(|w| {
                    (
                        "misread-62c2-withdrawn-anyway",
                        w.outcome.law(),
                        Some(Answer::YesNo(true)),
                    )
                })
                .into_iter()
                .collect();
        }
        // Law 61B's table of who may ask whom, read the wrong way for this pair.
        Field::MayAsk => {
            return verdict
                .inquiry
                .map(|i| {
                    (
                        "misread-61b-who-may-ask",
                        Law::L61B,
                        Some(Answer::YesNo(!i.allowed())),
                    )
                })
                .into_iter()
                .collect();
        }
        _ => {}
    }
    let tricks_answer = |tricks: Option<Tricks>| match (with.asked.field, tricks) {
        (Field::DeclarerTricks, Some(t)) => with.number(t.get().into()),
        (Field::Ns, Some(t)) => with.number(case.table.score_ns(t).into()),
        _ => None,
    };
    let mut out = Vec::new();
    let transferred = verdict.transferred();
    if transferred > Tricks::ZERO || verdict.equity_adjusted() {
        out.push((
            "misread-revoke-table-result",
            Law::L63A1,
            tricks_answer(verdict.table_tricks()),
        ));
    }
    // Law 64C overlooked: the transfers applied and nothing more, the 64B exceptions
    // included. With nothing transferred that is the table result, diagnosed above.
    if verdict.equity_adjusted() && transferred > Tricks::ZERO {
        let after = verdict.table_tricks().and_then(|t| {
            let offenders = verdict.findings.first()?.seat.side();
            if offenders == case.table.declarer.side() {
                Tricks::try_new(t.get().checked_sub(transferred.get())?)
            } else {
                Tricks::try_new(t.get() + transferred.get())
            }
        });
        out.push((
            "misread-revoke-64c-overlooked",
            Law::L64C1,
            tricks_answer(after),
        ));
    }
    // Law 62D1 applied too late: a trick-12 revoke found after the hands went back in
    // the board corrected as though found in time.
    if case.late_discovery == Some(LateDiscovery::AfterHandsReturned)
        && cited(Law::L64B6)
        && matches!(with.asked.field, Field::DeclarerTricks | Field::Ns)
    {
        let in_time = RevokePlay {
            late_discovery: None,
            ..case.clone()
        };
        out.push((
            "misread-revoke-62d1-too-late",
            Law::L62D1,
            with.answer(Case::RevokePlay(in_time)),
        ));
    }
    // Law 64B2 stretched: a later revoke of the same side, in another suit or by the
    // partner, left unrectified as though it were a repeat in the same suit.
    if let [first, rest @ ..] = verdict.findings.as_slice()
        && rest
            .iter()
            .any(|f| f.seat.side() == first.seat.side() && f.transferred > Tricks::ZERO)
    {
        let first_only = verdict.table_tricks().and_then(|t| {
            if first.seat.side() == case.table.declarer.side() {
                Tricks::try_new(t.get().checked_sub(first.transferred.get())?)
            } else {
                Tricks::try_new(t.get() + first.transferred.get())
            }
        });
        out.push((
            "misread-revoke-second-not-rectified",
            Law::L64B2,
            tricks_answer(first_only),
        ));
    }
    if let Some(facts) = as_facts(case, verdict) {
        if facts.offender == case.table.declarer.partner() && cited(Law::L64B3) {
            out.push((
                "misread-revoke-exception-overlooked",
                Law::L64B3,
                dummy_as_a_player(&facts).and_then(|t| tricks_answer(Some(t))),
            ));
        }
        out.extend(self::facts(&facts, verdict, ruling, with));
    }
    out
}

/// Law 64B3 overlooked for dummy: his revoke rectified by 64A as any other player's,
/// declarer's count after the transfer. The facts form cannot say it, since it applies
/// 64B3 to dummy by itself.
fn dummy_as_a_player(facts: &RevokeFacts) -> Option<Tricks> {
    let later = facts.offending_side_later_tricks.get();
    let transferred = if facts.revoke_trick_won_by == facts.offender {
        1 + u8::from(later > 0)
    } else {
        u8::from(facts.revoke_trick_won_by.side() == facts.offender.side() || later > 0)
    };
    Tricks::try_new(facts.declarer_tricks.get().checked_sub(transferred)?)
}

/// "Which law applies" misread: 64A1 and 64A2 taken for each other, a 64B exception
/// overlooked (the paragraph of Law 64A the facts would get without it).
fn rectification(case: &RevokePlay, verdict: &RevokeVerdict) -> Vec<Candidate> {
    match verdict.findings.first().map(|f| f.law) {
        Some(Law::L64A1) => vec![(
            "misread-revoke-64a2-for-64a1",
            Law::L64A1,
            Some(Answer::Law(Law::L64A2)),
        )],
        Some(Law::L64A2) => vec![(
            "misread-revoke-64a1-for-64a2",
            Law::L64A2,
            Some(Answer::Law(Law::L64A1)),
        )],
        Some(exception) if EXCEPTIONS.contains(&exception) => {
            // Law 64A read without the exception: 64A1 when the revoker won the revoke
            // trick, 64A2 when his side won it or a later one.
            let plain = as_facts(case, verdict).and_then(|facts| {
                if facts.revoke_trick_won_by == facts.offender {
                    Some(Answer::Law(Law::L64A1))
                } else if facts.revoke_trick_won_by.side() == facts.offender.side()
                    || facts.offending_side_later_tricks > Tricks::ZERO
                {
                    Some(Answer::Law(Law::L64A2))
                } else {
                    None
                }
            });
            vec![("misread-revoke-exception-overlooked", exception, plain)]
        }
        _ => Vec::new(),
    }
}

/// A play-form case with one established revoke, as facts; `None` for anything else.
fn as_facts(case: &RevokePlay, verdict: &RevokeVerdict) -> Option<RevokeFacts> {
    let [revoke] = verdict.findings.as_slice() else {
        return None;
    };
    if !revoke.established {
        return None;
    }
    let table = case.table;
    let record = PlayRecord::replay(
        &case.deal,
        table.contract.strain.trump(),
        table.declarer.lho(),
        &case.play,
    )
    .ok()?;
    let trick = revoke.trick?;
    let won_by = record.tricks.get(trick.index())?.winner?;
    let later = trick
        .next()
        .map_or(0, |next| record.won_by_side(revoke.seat, next..));
    Some(RevokeFacts {
        table,
        offender: revoke.seat,
        established: true,
        revoke_trick: Some(trick),
        revoke_trick_won_by: won_by,
        offending_side_later_tricks: Tricks::try_new(u8::try_from(later).ok()?)?,
        declarer_tricks: verdict.table_tricks()?,
        exception: None,
        revoke_card: RevokeCard::FromHand,
        tricks_without_revoke: None,
    })
}
