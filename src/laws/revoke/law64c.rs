//! Law 64C: equity. "When, after any established revoke, including those not subject to
//! rectification, the Director deems that the non-offending side is insufficiently
//! compensated by this Law for the damage caused, he shall assign an adjusted score"
//! (64C1); after a repeated revoke (64C2(a)) or revokes by both sides (64C2(b)) the
//! Director also restores equity. The tricks without the revoke are given, or measured
//! here by the double-dummy solver, for every established revoke from trick 1 on.
//!
//! # What a revoke cost, measured
//!
//! Law 64C redresses "the damage caused" by the revoke: what the non-offending side lost
//! "in consequence of the infraction" (12B1), not what it lost by an error of its own
//! unrelated to it (12C1(b)). Two measures, each from the revoke trick on, in
//! declarer's side's tricks:
//!
//! - **At the revoke**: the revoke trick as played up to the revoke (the lead and every
//!   card before it stay), the offender following suit, best play by both sides after
//!   (double dummy); against the revoke trick as played and best play from the next
//!   trick on. This is the revoke's direct effect, and keeps out everything either side
//!   did later. Double dummy "knows" every card, so it cannot see play the revoke
//!   misled: a false show-out that sent declarer into a finesse against a queen that
//!   would have fallen costs nothing by this measure.
//! - **In the play kept** ([`super::kept`]): the record as played, the revoke card
//!   replaced by a card of the suit led and the offender playing the revoke card where
//!   the record has that card, every other card kept while the play can stay the same
//!   (each card still held and legal, each trick won by the same player); best play
//!   from where it cannot, the offending side not held to a choice of its own that its
//!   cards without the revoke would make a mistake. Against the record as played to the same point, best play
//!   from there too. A trick the non-offending side lost in both lines, a genuine later
//!   error of its own, cancels out; a trick it lost only because the revoke changed the
//!   cards it played against, misled play included, counts.
//!
//! The non-offending side gets the larger of the two (Law 84D: "any doubtful point in
//! favour of the non-offending side"); neither contains a loss the non-offending side
//! would have suffered without the revoke. A revoke that misled no one usually measures
//! the same both ways; where the play kept shows no more, nothing changes from the
//! measure at the revoke. The difference, added to the table result, is the result had
//! the revoke not occurred, as the explanation states it: never "the rest of the play
//! unchanged" for a figure that is double dummy.
//!
//! # Several revokes
//!
//! Each revoke is measured on its own, when it occurred: "each revoke is examined
//! separately in assessing the equity when that revoke occurs" (WBF Laws Committee,
//! 2009, on revokes by both sides). The later play is never replaced by double-dummy
//! play, which would hand a side what it threw away by itself after the revokes.
//!
//! - One side revoked (64C1, and 64C2(a) for a repeated revoke in the same suit): the
//!   non-offending side gets, for each revoke, its transfer or what that revoke cost it,
//!   whichever is more. A repeated revoke transfers nothing (64B2), so the comparison
//!   keeps the first revoke as played and its transfer, and adds what the later ones
//!   cost: "had one or more of the subsequent revokes not occurred" (64C2(a)).
//! - Both sides revoked (64C2(b)): no trick is transferred (64B7), and the result is the
//!   table result with each revoke's effect taken out, whichever side it helped.
//!
//! Two revokes in one trick are measured in turn: the earlier one against the trick up
//! to the later one, that one corrected, so that no effect is counted twice. The earlier
//! one is measured at the revoke only (in the play kept for the later one it stays as
//! played, as every other revoke does).
//!
//! Law 64C with several revokes of one side in different suits is not settled by the
//! Laws (outside review rulings-3, R8). The engine teaches the per-revoke reading: 64C1 applies
//! "after any established revoke", 64C2(a) keeps the first of a repeated revoke with its
//! transfer, and the WBF Laws Committee (2009) examines each revoke "separately … when
//! that revoke occurs". So each revoke brings the larger of its transfer and its cost,
//! and one revoke's surplus transfer does not pay for another's damage.
//!
//! # When the solver cannot settle it
//!
//! The search has a budget ([`crate::laws::Limits::equity_nodes`]). A revoke whose effect
//! it cannot settle within it is an error ([`RevokeError::EquityUndetermined`]), never a
//! count printed as if equity had been checked: the generator draws another variant, and
//! a Director can give `tricks_without_revoke`.

use crate::model::{Card, PlayRecord, Revoke, Seat, Side, Trick, TrickNo, Tricks};
use crate::solver::{SolveError, Solver};

use super::kept::{Kept, kept_play};
use super::law62::TRICK_12;
use super::law64::{offending_side, transferred};
use super::{Finding, RevokeError, Table};
use crate::laws::{Law, Message, Step};

/// One revoke's own effect on declarer's side's tricks from the revoke trick on, by the
/// two measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Effect {
    pub trick: TrickNo,
    pub offender: Seat,
    /// The card led to the revoke trick.
    pub lead: Card,
    /// The card played in revoking.
    pub revoke_card: Card,
    /// At the revoke: had the offender followed suit, the cards before his as played,
    /// then best play by both sides.
    pub without: Tricks,
    /// At the revoke: the revoke trick as played, then best play by both sides.
    pub with: Tricks,
    /// The play kept ([`kept_play`]); `None` for a revoke followed by another in its
    /// trick, which is measured at the revoke only.
    pub kept: Option<Kept>,
}

impl Effect {
    /// What the revoke gained declarer's side measured at the revoke, in tricks
    /// (negative: what it cost).
    fn at_revoke(&self) -> i16 {
        i16::from(self.with.get()) - i16::from(self.without.get())
    }

    /// The same in the play kept, when measured.
    fn in_play_kept(&self) -> Option<i16> {
        self.kept
            .map(|k| i16::from(k.with.get()) - i16::from(k.without.get()))
    }

    /// What the revoke gained declarer's side by the measure that is worse for the
    /// side it damaged: Law 84D, "any doubtful point in favour of the non-offending
    /// side". A trick lost in both lines is in neither measure, so a later error of
    /// the damaged side's own stays its own.
    fn for_declarer(&self, declarer_side: Side) -> i16 {
        let at = self.at_revoke();
        match self.in_play_kept() {
            None => at,
            Some(kept) if self.offender.side() == declarer_side => at.max(kept),
            Some(kept) => at.min(kept),
        }
    }
}

/// Where Law 64C's count of tricks without the revoke comes from.
pub(super) enum Equity {
    /// Nothing for Law 64C to restore: no revoke, or one corrected on trick 12 (62D).
    Restored,
    /// Not known (the facts form without `tricks_without_revoke`): the Director is told
    /// to restore equity, and the transfer stands.
    Unknown,
    /// Declarer's tricks had no revoke occurred, as the case gives them.
    Given(Tricks),
    /// Each revoke's effect as measured, in the order of the findings; `None` for a
    /// revoke corrected on trick 12.
    Measured(Vec<Option<Effect>>),
}

/// Each established revoke's own effect, measured double dummy within `budget`
/// trick-boundary positions; `None` for those `corrected` on trick 12 (Law 62D).
///
/// # Errors
/// [`RevokeError::EquityUndetermined`] when the search cannot settle an effect within
/// the budget.
pub(super) fn measure(
    record: &PlayRecord,
    table: &Table,
    corrected: impl Fn(&Revoke) -> bool,
    budget: u64,
) -> Result<Vec<Option<Effect>>, RevokeError> {
    // One table for every line: the play kept holds the substitute where the record
    // holds the revoke card, so its positions are "another deal" to the solver, which
    // would start afresh at every switch between the lines; yet an entry whose cards
    // that matter do not reach the two swapped holds in both (README, Benchmarks:
    // `cargo bench --bench bank`, eighth session).
    let mut solver = Solver::with_budget(budget).keeping_table();
    let declarer_side = table.declarer.side();
    let revokes = &record.revokes;
    // Backwards, so that a later revoke in the same trick is measured first: the earlier
    // one is measured against the trick up to it, corrected.
    let mut effects: Vec<Option<Effect>> = vec![None; revokes.len()];
    // The play kept never reaches into tricks 12 and 13 replayed after a correction
    // (Law 62D): both lines are double dummy from trick 12 then.
    let stop_at = if revokes.iter().any(&corrected) {
        TRICK_12.index()
    } else {
        13
    };
    for (i, revoke) in revokes.iter().enumerate().rev() {
        if corrected(revoke) {
            continue;
        }
        let undetermined = |_| RevokeError::EquityUndetermined {
            trick: revoke.trick,
            budget,
        };
        let trick =
            record
                .tricks
                .get(revoke.trick.index())
                .ok_or(RevokeError::EquityUndetermined {
                    trick: revoke.trick,
                    budget,
                })?;
        let without =
            following_suit(&mut solver, table, trick, revoke.seat).map_err(undetermined)?;
        let next_in_trick = revokes
            .get(i + 1)
            .filter(|r| r.trick == revoke.trick)
            .and(effects.get(i + 1).copied().flatten());
        let with = match next_in_trick {
            Some(next) => next.without,
            None => as_played(&mut solver, table, trick).map_err(undetermined)?,
        };
        // A revoke followed by another in its trick keeps the measure at the revoke,
        // where the two are taken in turn without counting an effect twice.
        let kept = if next_in_trick.is_some() {
            None
        } else {
            kept_play(
                &mut solver,
                record,
                revoke,
                table.contract.strain.trump(),
                declarer_side,
                stop_at,
            )
            .map_err(undetermined)?
        };
        effects[i] = Some(Effect {
            trick: revoke.trick,
            offender: revoke.seat,
            lead: trick.cards[0],
            revoke_card: revoke.card,
            without: for_side(without, declarer_side, trick.leader, trick),
            with,
            kept,
        });
    }
    Ok(effects)
}

/// Tricks of `leader`'s side, out of the `trick`'s tricks left, as declarer's side's.
fn for_side(tricks: u8, declarer_side: Side, leader: Seat, trick: &Trick) -> Tricks {
    let left = 14 - trick.number.get();
    Tricks::new(if leader.side() == declarer_side {
        tricks
    } else {
        left - tricks
    })
}

/// Tricks of the leader's side from `trick` on, had `offender` followed suit: the cards
/// before his as played, then best play by all.
fn following_suit(
    solver: &mut Solver,
    table: &Table,
    trick: &Trick,
    offender: Seat,
) -> Result<u8, SolveError> {
    let before = (0..trick.cards.len())
        .position(|i| trick.seat_of(i) == offender)
        .unwrap_or(0);
    let position = trick
        .hands_before
        .into_position()
        .map_err(|_| SolveError::TrickFull(trick.cards.len()))?;
    solver.try_solve_trick(
        &position,
        table.contract.strain.trump(),
        trick.leader,
        &trick.cards[..before],
    )
}

/// Declarer's side's tricks from `trick` on with the trick as played, then best play
/// by all from the next trick.
fn as_played(solver: &mut Solver, table: &Table, trick: &Trick) -> Result<Tricks, SolveError> {
    let declarer_side = table.declarer.side();
    let winner = trick
        .winner
        .ok_or(SolveError::TrickFull(trick.cards.len()))?;
    let mut rest = trick.hands_before;
    for (i, card) in trick.cards.iter().enumerate() {
        rest.hand_mut(trick.seat_of(i)).remove(*card);
    }
    // After trick 13 nothing is left to play.
    let after = match rest.into_position() {
        Ok(position) => {
            let for_winner = solver.try_solve(&position, table.contract.strain.trump(), winner)?;
            if winner.side() == declarer_side {
                for_winner
            } else {
                position.cards_each() as u8 - for_winner
            }
        }
        Err(_) => 0,
    };
    Ok(Tricks::new(
        u8::from(winner.side() == declarer_side) + after,
    ))
}

/// Declarer's final tricks under Law 64C, and whether equity changed the result the
/// transfer gave (`after_transfer`); `table_tricks` are declarer's tricks as played.
pub(super) fn restore_equity(
    table: &Table,
    findings: &[Finding],
    table_tricks: Tricks,
    after_transfer: Tricks,
    equity: Equity,
    steps: &mut Vec<Step>,
) -> (Tricks, bool) {
    let off_side = offending_side(findings);
    let both_sides = findings.iter().any(|f| f.law == Law::L64B7)
        || findings.iter().any(|f| f.seat.side() != off_side);
    let subsequent = findings.iter().any(|f| f.law == Law::L64B2);
    let law = if both_sides {
        Law::L64C2b
    } else if subsequent {
        Law::L64C2a
    } else {
        Law::L64C1
    };
    match equity {
        Equity::Restored => (after_transfer, false),
        Equity::Unknown if both_sides || subsequent => {
            steps.push(Step::new(law, Message::new("revoke-64c-needed")));
            (after_transfer, false)
        }
        Equity::Unknown => (after_transfer, false),
        Equity::Given(twr) => given(table, findings, after_transfer, twr, law, steps),
        Equity::Measured(effects) if both_sides => {
            both_sides_measured(table, table_tricks, &effects, steps)
        }
        Equity::Measured(effects) => one_side_measured(
            table,
            findings,
            table_tricks,
            after_transfer,
            &effects,
            steps,
        ),
    }
}

/// Equity from declarer's tricks without the revoke as the case gives them (`twr`).
fn given(
    table: &Table,
    findings: &[Finding],
    after_transfer: Tricks,
    twr: Tricks,
    law: Law,
    steps: &mut Vec<Step>,
) -> (Tricks, bool) {
    let off_side = offending_side(findings);
    if law == Law::L64C2b {
        steps.push(Step::new(
            Law::L64C2b,
            Message::new("revoke-64c2b").with("tricks", twr),
        ));
        return (twr, twr != after_transfer);
    }
    // The non-offending side is compensated when it has at least what it would have had
    // without the revoke.
    let short = if off_side == table.declarer.side() {
        twr < after_transfer
    } else {
        twr > after_transfer
    };
    steps.push(compared(
        law,
        off_side,
        twr,
        after_transfer,
        findings,
        short,
    ));
    if short {
        (twr, true)
    } else {
        (after_transfer, false)
    }
}

/// The step comparing the result without the revoke with the one after the transfer.
fn compared(
    law: Law,
    off_side: Side,
    without: Tricks,
    after: Tricks,
    findings: &[Finding],
    short: bool,
) -> Step {
    Step::new(
        law,
        Message::new(if short {
            "revoke-64c-adjust"
        } else {
            "revoke-64c-enough"
        })
        .with("side", off_side.opponents())
        .with("without", without)
        .with("after", after)
        .with("transferred", transferred(findings)),
    )
}

/// `table_tricks` moved by `delta`, within a deal's 13 tricks.
fn moved(table_tricks: Tricks, delta: i16) -> Tricks {
    Tricks::new((i16::from(table_tricks.get()) + delta).clamp(0, 13) as u8)
}

/// Law 64C2(b): the table result with each revoke's own effect taken out, each measured
/// the way that is worse for the side it damaged.
fn both_sides_measured(
    table: &Table,
    table_tricks: Tricks,
    effects: &[Option<Effect>],
    steps: &mut Vec<Step>,
) -> (Tricks, bool) {
    let declarer_side = table.declarer.side();
    let mut delta = 0;
    for effect in effects.iter().flatten() {
        push_measures(Law::L64C2b, effect, steps);
        delta -= effect.for_declarer(declarer_side);
    }
    let tricks = moved(table_tricks, delta);
    steps.push(Step::new(
        Law::L64C2b,
        Message::new("revoke-64c2b-each")
            .with("table", table_tricks)
            .with("tricks", tricks),
    ));
    (tricks, tricks != table_tricks)
}

/// Laws 64C1 and 64C2(a), one side revoked: for each revoke, its transfer or what it
/// cost the non-offending side, whichever is more.
fn one_side_measured(
    table: &Table,
    findings: &[Finding],
    table_tricks: Tricks,
    after_transfer: Tricks,
    effects: &[Option<Effect>],
    steps: &mut Vec<Step>,
) -> (Tricks, bool) {
    let off_side = offending_side(findings);
    let declarer_side = table.declarer.side();
    // Tricks the non-offending side gains, in declarer's tricks: + or −.
    let toward = if off_side == declarer_side { -1 } else { 1 };
    let measured: Vec<(&Finding, &Effect)> = findings
        .iter()
        .zip(effects)
        .filter_map(|(f, e)| e.as_ref().map(|e| (f, e)))
        .collect();
    if let [(finding, effect)] = measured.as_slice() {
        let law = equity_law(finding);
        push_measures(law, effect, steps);
        let cost = -toward * effect.for_declarer(declarer_side);
        let without = moved(table_tricks, toward * cost);
        steps.push(Step::new(
            law,
            Message::new("revoke-64c-cost")
                .with("side", off_side.opponents())
                .with("cost", Tricks::new(cost.max(0) as u8))
                .with("kept", kept_arg(effect, cost)),
        ));
        let short = cost > i16::from(transferred(findings).get());
        steps.push(compared(
            law,
            off_side,
            without,
            after_transfer,
            findings,
            short,
        ));
        return if short {
            (without, true)
        } else {
            (after_transfer, false)
        };
    }
    let mut gained = 0i16;
    let mut adjusted = false;
    for (finding, effect) in findings.iter().zip(effects) {
        let transfer = i16::from(finding.transferred.get());
        let Some(effect) = effect else {
            gained += transfer;
            continue;
        };
        let law = equity_law(finding);
        push_measures(law, effect, steps);
        let cost = -toward * effect.for_declarer(declarer_side);
        steps.push(Step::new(
            law,
            Message::new("revoke-64c-cost-each")
                .with("side", off_side.opponents())
                .with("trick", effect.trick)
                .with("cost", Tricks::new(cost.max(0) as u8))
                .with("kept", kept_arg(effect, cost))
                .with("transferred", finding.transferred),
        ));
        adjusted |= cost > transfer;
        gained += cost.max(transfer);
    }
    let tricks = moved(table_tricks, toward * gained);
    steps.push(Step::new(
        if findings.iter().any(|f| f.law == Law::L64B2) {
            Law::L64C2a
        } else {
            Law::L64C1
        },
        Message::new("revoke-64c-each")
            .with("side", off_side.opponents())
            .with("table", table_tricks)
            .with("tricks", tricks),
    ));
    (tricks, adjusted && tricks != after_transfer)
}

/// The paragraph that restores equity for one revoke: 64C2(a) for a repeated revoke
/// in the same suit, else 64C1.
fn equity_law(finding: &Finding) -> Law {
    if finding.law == Law::L64B2 {
        Law::L64C2a
    } else {
        Law::L64C1
    }
}

/// How the cost message speaks of the two measures: `larger` when the revoke was
/// measured in the play kept as well and cost something, `none` when it cost nothing
/// by either, `no` when it was measured at the revoke only.
fn kept_arg(effect: &Effect, cost: i16) -> &'static str {
    match (effect.kept, cost > 0) {
        (None, _) => "no",
        (Some(_), true) => "larger",
        (Some(_), false) => "none",
    }
}

/// One revoke's effect by both measures, as steps cited under `law`: at the revoke,
/// then in the play kept.
fn push_measures(law: Law, effect: &Effect, steps: &mut Vec<Step>) {
    steps.push(Step::new(
        law,
        Message::new("revoke-64c-effect")
            .with("offender", effect.offender)
            .with("trick", effect.trick)
            .with("card", effect.lead)
            .with("without", effect.without)
            .with("with", effect.with),
    ));
    if let Some(kept) = effect.kept {
        steps.push(Step::new(
            law,
            Message::new("revoke-64c-kept")
                .with("offender", effect.offender)
                .with("trick", effect.trick)
                .with("card", kept.card)
                .with("revoke", effect.revoke_card)
                .with("until", kept.until.map_or(0, TrickNo::get))
                .with("without", kept.without)
                .with("with", kept.with),
        ));
    }
}
