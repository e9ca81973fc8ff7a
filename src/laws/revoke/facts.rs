//! The facts form: a revoke as the Director learns it at the table, ruled without the
//! deal. Checks that the facts can all be true, then Law 63A (established or not, as
//! given), Law 62 for a revoke not established, Law 64 for one that is.

use crate::model::{Seat, Side, TrickNo, Tricks};

use super::law62::{self, Correction, TRICK_12};
use super::law64::{self, Established, Pool};
use super::law64c::Equity;
use super::{Exception, Outcome, RevokeCard, RevokeError, RevokeVerdict, Table};
use crate::laws::{Law, Message, Ruling, Step};

/// A revoke as the Director learns it at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RevokeFacts {
    /// The contract, declarer and vulnerability.
    pub table: Table,
    /// Who revoked.
    pub offender: Seat,
    /// Whether the revoke became established (Law 63A).
    pub established: bool,
    /// The trick the revoke was on, 1–12, when known.
    pub revoke_trick: Option<TrickNo>,
    /// Who won the revoke trick.
    pub revoke_trick_won_by: Seat,
    /// Tricks the offending side won after the revoke trick.
    pub offending_side_later_tricks: Tricks,
    /// Declarer's tricks as played.
    pub declarer_tricks: Tricks,
    /// The 64B exception that applies, if any.
    pub exception: Option<Exception>,
    /// Where the card played in revoking came from (Law 62B).
    pub revoke_card: RevokeCard,
    /// Declarer's tricks had the revoke not occurred, for Law 64C.
    pub tricks_without_revoke: Option<Tricks>,
}

impl RevokeFacts {
    /// Tricks `side` took as played.
    fn tricks_of(&self, side: Side) -> Tricks {
        if side == self.table.declarer.side() {
            self.declarer_tricks
        } else {
            self.declarer_tricks.rest()
        }
    }

    /// Whether the offending side won the revoke trick.
    fn offenders_won_revoke_trick(&self) -> bool {
        self.revoke_trick_won_by.side() == self.offender.side()
    }
}

/// Rules a revoke from the facts.
///
/// # Errors
/// A [`RevokeError`] naming the field when the facts cannot all be true:
/// - a revoke on trick 13 ([`RevokeError::RevokeTrick`]), or exception `trick_12` with
///   another trick given ([`RevokeError::NotTrick12`]);
/// - the offending side said to have won more tricks than it took
///   ([`RevokeError::OffendingTricks`]), or than follow the revoke trick
///   ([`RevokeError::LaterAfterTrick`]);
/// - the revoke trick won by a side that took no trick ([`RevokeError::WinnerTookNone`]);
/// - a revoke not established but first noticed after the next call or the round
///   ([`RevokeError::LateButNotEstablished`]): by then the offending side had played on.
pub fn rule_facts(facts: &RevokeFacts) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    let (trick, exception) = revoke_trick(facts)?;
    check_counts(facts, trick)?;
    let steps = vec![Step::new(
        Law::L61A,
        Message::new("revoke-facts").with("offender", facts.offender),
    )];
    if facts.established {
        Ok(rule_established(facts, trick, exception, steps))
    } else {
        rule_corrected(facts, trick, exception, steps)
    }
}

/// The revoke trick, 1–12, and the exception that applies: 64B6 by itself on trick 12.
fn revoke_trick(facts: &RevokeFacts) -> Result<(Option<TrickNo>, Option<Exception>), RevokeError> {
    let trick = match facts.revoke_trick {
        Some(TrickNo::LAST) => return Err(RevokeError::RevokeTrick(TrickNo::LAST)),
        t => t,
    };
    let exception = match (facts.exception, trick) {
        (Some(Exception::Trick12), Some(t)) if t != TRICK_12 => {
            return Err(RevokeError::NotTrick12(t));
        }
        (None, Some(TRICK_12)) => Some(Exception::Trick12),
        (e, _) => e,
    };
    Ok((trick, exception))
}

/// The trick counts the facts give the two sides fit what each side took.
fn check_counts(facts: &RevokeFacts, trick: Option<TrickNo>) -> Result<(), RevokeError> {
    let off_side = facts.offender.side();
    let won_revoke_trick = facts.offenders_won_revoke_trick();
    let needed = facts.offending_side_later_tricks.get() + u8::from(won_revoke_trick);
    let took = facts.tricks_of(off_side);
    if took.get() < needed {
        return Err(RevokeError::OffendingTricks {
            side: off_side,
            took,
            needed,
        });
    }
    if !won_revoke_trick && facts.tricks_of(off_side.opponents()) == Tricks::ZERO {
        return Err(RevokeError::WinnerTookNone {
            winner: facts.revoke_trick_won_by,
            side: off_side.opponents(),
        });
    }
    if let Some(t) = trick
        && facts.offending_side_later_tricks > t.tricks_after()
    {
        return Err(RevokeError::LaterAfterTrick {
            trick: t,
            left: t.tricks_after(),
            later: facts.offending_side_later_tricks,
        });
    }
    Ok(())
}

/// A revoke not established (Law 63A, as given) is corrected (Law 62): no trick
/// changes hands, and the result stands as played.
fn rule_corrected(
    facts: &RevokeFacts,
    trick: Option<TrickNo>,
    exception: Option<Exception>,
    mut steps: Vec<Step>,
) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    if let Some(late) = exception.and_then(Exception::late_discovery) {
        return Err(RevokeError::LateButNotEstablished(late));
    }
    let correction = Correction {
        offender: facts.offender,
        trick,
        card: None,
        suit_led: None,
        substitutes: Vec::new(),
        exception,
        card_from: facts.revoke_card,
    };
    let finding = law62::correct(&facts.table, correction, &mut steps);
    let tricks = facts.declarer_tricks;
    let outcome = Outcome::Settled {
        table_tricks: tricks,
        declarer_tricks: tricks,
        ns: facts.table.score_ns(tricks),
        equity_adjusted: false,
    };
    let verdict = RevokeVerdict {
        findings: vec![finding],
        outcome,
        inquiry: None,
        withdrawals: Vec::new(),
        as_if_established: false,
    };
    Ok(Ruling { verdict, steps })
}

/// An established revoke (Law 63A, as given): corrected on trick 12 (62D), else
/// rectified by Law 64 from the offending side's tricks the facts give.
fn rule_established(
    facts: &RevokeFacts,
    trick: Option<TrickNo>,
    exception: Option<Exception>,
    mut steps: Vec<Step>,
) -> Ruling<RevokeVerdict> {
    // Law 63B: an established revoke stands, "except as provided in Law 62D".
    if exception == Some(Exception::Trick12) {
        steps.push(Step::new(
            Law::L63A,
            Message::new("revoke-established-trick12"),
        ));
        steps.push(Step::new(
            Law::L62D1,
            Message::new("revoke-trick12-corrected-facts"),
        ));
    } else {
        steps.push(Step::new(
            Law::L63A,
            Message::new("revoke-established-given"),
        ));
    }
    // Trick numbers: the revoke trick, then the later tricks in order (the first trick
    // stands in for an unknown revoke trick). The counts were checked to fit in 13.
    let first = trick.unwrap_or(TrickNo::FIRST);
    let mut pool = Pool::default();
    if facts.offenders_won_revoke_trick() {
        pool.add(first);
    }
    for later in 1..=facts.offending_side_later_tricks.get() {
        if let Ok(n) = TrickNo::try_new(first.get() + later) {
            pool.add(n);
        }
    }
    let revoke = Established {
        trick: first,
        offender: facts.offender,
        winner: facts.revoke_trick_won_by,
        exception,
    };
    let mut findings = law64::rectify(&facts.table, &[revoke], &mut pool, &mut steps);
    for f in &mut findings {
        f.trick = trick;
        f.corrected = exception == Some(Exception::Trick12);
    }
    let equity = match facts.tricks_without_revoke {
        Some(given) => Equity::Given(given),
        None => Equity::Unknown,
    };
    law64::settle(&facts.table, findings, facts.declarer_tricks, equity, steps)
}
