//! Law 64A and 64B: the tricks an established revoke transfers, and when it transfers
//! none; then the result with the transfer (and Law 64C's equity) scored (Law 77).
//!
//! - 64A1: the offending player won the revoke trick: that trick and one later trick
//!   of the offending side are transferred;
//! - 64A2: otherwise one trick, if the offending side won the revoke trick or a later
//!   one; a trick dummy won is not declarer's for this (the footnote to 64A);
//! - 64B1: no transfer when the offending side won neither; 64B2–B7, the exceptions of
//!   [`Exception`]: a repeated revoke in the suit, a faced card (and dummy's revoke),
//!   attention drawn after the next call or the round, trick 12, both sides revoking.

use crate::model::{Seat, Side, TrickNo, Tricks};

use super::law64c::{self, Equity};
use super::{Exception, Finding, Outcome, RevokeVerdict, Table};
use crate::laws::{Arg, Law, Message, Ruling, Step};

/// One established revoke, ready for Law 64.
pub(super) struct Established {
    pub trick: TrickNo,
    pub offender: Seat,
    /// Who won the revoke trick.
    pub winner: Seat,
    pub exception: Option<Exception>,
}

/// Tricks the offending side won, by trick number, and which are already transferred.
#[derive(Default)]
pub(super) struct Pool {
    tricks: Vec<(TrickNo, bool)>,
}

impl Pool {
    /// A trick the offending side won, in the order of play.
    pub fn add(&mut self, trick: TrickNo) {
        self.tricks.push((trick, false));
    }

    /// Takes the earliest trick not yet transferred that `pred` accepts.
    fn take(&mut self, pred: impl Fn(TrickNo) -> bool) -> Option<TrickNo> {
        let slot = self
            .tricks
            .iter_mut()
            .find(|(n, used)| !*used && pred(*n))?;
        slot.1 = true;
        Some(slot.0)
    }

    /// The tricks `pred` accepts that another revoke already took, in order.
    fn already_taken(&self, pred: impl Fn(TrickNo) -> bool) -> Vec<TrickNo> {
        self.tricks
            .iter()
            .filter(|(n, used)| *used && pred(*n))
            .map(|(n, _)| *n)
            .collect()
    }
}

/// "13" or "12, 13": trick numbers as a step prints them.
fn trick_list(tricks: &[TrickNo]) -> String {
    tricks
        .iter()
        .map(|n| n.get().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Law 64 for established revokes: a finding per revoke, with the steps that explain it.
pub(super) fn rectify(
    table: &Table,
    revokes: &[Established],
    pool: &mut Pool,
    steps: &mut Vec<Step>,
) -> Vec<Finding> {
    // 64A1 revokes hold their own revoke trick first, so that no other revoke takes it.
    // Dummy's revoke is never 64A1 (64B3): a trick dummy won in revoking stays in the
    // pool, a later trick of the offending side for declarer's revoke (the footnote to
    // 64A is about the offending player, not his side).
    let a1: Vec<bool> = revokes
        .iter()
        .map(|r| r.exception.is_none() && r.winner == r.offender && r.offender != table.dummy())
        .collect();
    for (r, &is_a1) in revokes.iter().zip(&a1) {
        if is_a1 {
            pool.take(|n| n == r.trick);
        }
    }
    revokes
        .iter()
        .zip(&a1)
        .map(|(r, &is_a1)| {
            let (law, transferred) = if let Some(exception) = r.exception {
                steps.push(exception_step(exception, r.offender));
                (exception.law(), Tricks::ZERO)
            } else if r.offender == table.dummy() {
                steps.push(Step::new(
                    Law::L64B3,
                    Message::new("revoke-64b3-dummy").with("offender", r.offender),
                ));
                (Law::L64B3, Tricks::ZERO)
            } else if is_a1 {
                law_64a1(r, pool, steps)
            } else {
                law_64a2(table, r, pool, steps)
            };
            Finding {
                trick: Some(r.trick),
                seat: r.offender,
                card: None,
                suit_led: None,
                established: true,
                // A trick-12 revoke corrected under 62D is marked by the play form.
                corrected: false,
                law,
                transferred,
                penalty_card: false,
                substitutes: Vec::new(),
            }
        })
        .collect()
}

/// The step of a Law 64B exception: nothing is transferred.
fn exception_step(exception: Exception, offender: Seat) -> Step {
    let id = match exception {
        Exception::SubsequentSameSuit => "revoke-64b2",
        Exception::FacedCard => "revoke-64b3",
        Exception::AfterNextCall => "revoke-64b4",
        Exception::AfterRound => "revoke-64b5",
        Exception::Trick12 => "revoke-64b6",
        Exception::BothSides => "revoke-64b7",
    };
    Step::new(exception.law(), Message::new(id).with("offender", offender))
}

/// 64A1: the offender won the revoke trick (already taken from the pool): it and one
/// later trick of the offending side, if there is one.
fn law_64a1(r: &Established, pool: &mut Pool, steps: &mut Vec<Step>) -> (Law, Tricks) {
    let later = pool.take(|n| n > r.trick);
    let transferred = Tricks::new(1 + u8::from(later.is_some()));
    let taken = pool.already_taken(|n| n > r.trick);
    let mut message = Message::new(match (later, taken.is_empty()) {
        (Some(_), _) => "revoke-64a1-two",
        (None, true) => "revoke-64a1-one",
        // Its later tricks went to other revokes: "won no later trick" would be false.
        (None, false) => "revoke-64a1-one-already-transferred",
    })
    .with("offender", r.offender)
    .with("transferred", transferred);
    if later.is_none() && !taken.is_empty() {
        message = message
            .with("count", taken.len())
            .with("tricks", Arg::Code(trick_list(&taken)));
    }
    steps.push(Step::new(Law::L64A1, message));
    (Law::L64A1, transferred)
}

/// 64A2: one trick, the revoke trick or a later one of the offending side; none when it
/// won neither (64B1).
fn law_64a2(
    table: &Table,
    r: &Established,
    pool: &mut Pool,
    steps: &mut Vec<Step>,
) -> (Law, Tricks) {
    if r.offender == table.declarer && r.winner == table.dummy() {
        steps.push(Step::new(
            Law::L64A2,
            Message::new("revoke-dummy-not-declarer").with("dummy", r.winner),
        ));
    }
    let won_revoke_trick = r.winner.side() == r.offender.side();
    if pool.take(|n| n >= r.trick).is_some() {
        steps.push(Step::new(
            Law::L64A2,
            Message::new(if won_revoke_trick {
                "revoke-64a2-partner"
            } else {
                "revoke-64a2-later"
            })
            .with("offender", r.offender)
            .with("winner", r.winner),
        ));
        (Law::L64A2, Tricks::new(1))
    } else if let taken @ [_, ..] = pool.already_taken(|n| n >= r.trick).as_slice() {
        // The offending side did win such a trick, but another revoke's transfer took
        // it (an earlier one, or a later 64A1 revoke's own trick): 64A2 applies and has nothing left to give, for no trick is
        // transferred twice. This is not 64B1, whose facts are false here.
        steps.push(Step::new(
            Law::L64A2,
            Message::new("revoke-64a2-already-transferred")
                .with("offender", r.offender)
                .with("winner", r.winner)
                .with("count", taken.len())
                .with("tricks", Arg::Code(trick_list(taken))),
        ));
        (Law::L64A2, Tricks::ZERO)
    } else {
        steps.push(Step::new(
            Law::L64B1,
            Message::new("revoke-64b1")
                .with("offender", r.offender)
                .with("winner", r.winner),
        ));
        (Law::L64B1, Tricks::ZERO)
    }
}

/// The result: the transfers applied to the table count, then Law 64C, then the score.
/// `equity` is where the tricks without the revoke come from.
pub(super) fn settle(
    table: &Table,
    findings: Vec<Finding>,
    table_tricks: Tricks,
    equity: Equity,
    mut steps: Vec<Step>,
) -> Ruling<RevokeVerdict> {
    let after_transfer = transfer(table, &findings, table_tricks, &mut steps);
    let (declarer_tricks, equity_adjusted) = law64c::restore_equity(
        table,
        &findings,
        table_tricks,
        after_transfer,
        equity,
        &mut steps,
    );
    let ns = table.score_ns(declarer_tricks);
    steps.push(Step::new(
        Law::L77,
        Message::new("revoke-final")
            .with("contract", table.contract)
            .with("declarer", table.declarer)
            .with("tricks", declarer_tricks)
            .with("ns", ns),
    ));
    let verdict = RevokeVerdict {
        findings,
        outcome: Outcome::Settled {
            table_tricks,
            declarer_tricks,
            ns,
            equity_adjusted,
        },
        inquiry: None,
        withdrawals: Vec::new(),
        as_if_established: false,
    };
    Ruling { verdict, steps }
}

/// Declarer's tricks after the transfers, with the step that sums them up.
fn transfer(
    table: &Table,
    findings: &[Finding],
    table_tricks: Tricks,
    steps: &mut Vec<Step>,
) -> Tricks {
    let transferred = transferred(findings);
    let off_side = offending_side(findings);
    let after_transfer = if off_side == table.declarer.side() {
        table_tricks.minus(transferred.get())
    } else {
        table_tricks.plus(transferred.get())
    };
    if transferred > Tricks::ZERO {
        let law = if findings.iter().any(|f| f.law == Law::L64A1) {
            Law::L64A1
        } else {
            Law::L64A2
        };
        steps.push(Step::new(
            law,
            Message::new("revoke-transfer-result")
                .with("transferred", transferred)
                .with("side", off_side.opponents())
                .with("table", table_tricks)
                .with("after", after_transfer),
        ));
    }
    after_transfer
}

/// The tricks all the findings transfer.
pub(super) fn transferred(findings: &[Finding]) -> Tricks {
    findings
        .iter()
        .fold(Tricks::ZERO, |sum, f| sum.plus(f.transferred.get()))
}

/// The side of the first revoke.
pub(super) fn offending_side(findings: &[Finding]) -> Side {
    findings
        .first()
        .map(|f| f.seat.side())
        .unwrap_or(Side::NorthSouth)
}
