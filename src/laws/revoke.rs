//! Revokes (Laws 61–64): finding them, their establishment, correction and trick transfer.
//!
//! Two ways in, one way out. The facts form ([`RevokeFacts`]) states what the Director
//! learns at the table: who revoked, whether it was established, who won the revoke trick,
//! how many later tricks the offending side won. The play form ([`RevokePlay`]) gives the
//! deal and the play record, and the engine finds each revoke (Law 61A), decides its
//! establishment (Law 63A) and counts the tricks itself. Both end in [`RevokeVerdict`].
//!
//! Law 64A in short: when the offending player won the revoke trick, that trick and one
//! later trick of the offending side are transferred (64A1); otherwise one trick, if the
//! offending side won the revoke trick or a later one (64A2). A trick won by dummy is not
//! won by declarer for this purpose (the footnote to 64A). Law 64B lists when nothing is
//! transferred, and 64C lets the Director restore equity when the transfer falls short.
//!
//! Several revokes on one board (play form): each is rectified on its own, and no trick is
//! transferred twice. First each 64A1 revoke takes its own revoke trick; then, revoke by
//! revoke in the order played, each takes the earliest trick of the offending side it may
//! still take (64A1: a later trick; 64A2: the revoke trick or a later one).
//!
//! A revoke on trick 12 (Law 62D) is corrected even when established; the play form plays
//! the last two tricks again with the legal card. Players who played after the revoke may
//! change their cards; where that leaves a choice, it goes the way most favourable to the
//! non-offending side: the non-offenders choose freely (62C1), and the offender's partner
//! may not choose a play the revoke could have suggested (62D2), which the Director
//! resolves against the offending side.

use thiserror::Error;

use crate::model::score::final_score;
use crate::model::{
    Card, Contract, Deal, FinalContract, PlayError, PlayRecord, Revoke, Seat, Side, Suit, Trick,
    TrickNo, Tricks, Vulnerability,
};

use super::{Law, Message, Ruling, Step};

/// The trick whose revoke Law 62D corrects though established.
const TRICK_12: TrickNo = TrickNo::new(12);

/// Why Law 64A gives no transfer though the revoke was established (Law 64B2–B7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Exception {
    /// A later revoke by the same player in the same suit (64B2).
    SubsequentSameSuit,
    /// The card not played was faced on the table: a penalty card or dummy's (64B3).
    FacedCard,
    /// Attention first drawn after a non-offender called on the next deal (64B4).
    AfterNextCall,
    /// Attention first drawn after the round ended (64B5).
    AfterRound,
    /// The revoke was on trick 12 (64B6, corrected under 62D).
    Trick12,
    /// Both sides revoked on the board (64B7).
    BothSides,
}

impl Exception {
    pub const fn law(self) -> Law {
        match self {
            Exception::SubsequentSameSuit => Law::L64B2,
            Exception::FacedCard => Law::L64B3,
            Exception::AfterNextCall => Law::L64B4,
            Exception::AfterRound => Law::L64B5,
            Exception::Trick12 => Law::L64B6,
            Exception::BothSides => Law::L64B7,
        }
    }

    /// The interface's name for it.
    pub const fn code(self) -> &'static str {
        match self {
            Exception::SubsequentSameSuit => "subsequent_same_suit",
            Exception::FacedCard => "faced_card",
            Exception::AfterNextCall => "after_next_call",
            Exception::AfterRound => "after_round",
            Exception::Trick12 => "trick_12",
            Exception::BothSides => "both_sides",
        }
    }

    /// Every exception, in the order of Law 64B.
    pub const ALL: [Exception; 6] = [
        Exception::SubsequentSameSuit,
        Exception::FacedCard,
        Exception::AfterNextCall,
        Exception::AfterRound,
        Exception::Trick12,
        Exception::BothSides,
    ];

    pub fn from_code(code: &str) -> Option<Exception> {
        Exception::ALL.into_iter().find(|e| e.code() == code)
    }
}

/// The contract a revoke happened in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    pub contract: Contract,
    pub declarer: Seat,
    pub vulnerability: Vulnerability,
}

impl Table {
    /// North-South's score when declarer takes `tricks`.
    pub fn score_ns(&self, tricks: Tricks) -> i32 {
        let side = self.declarer.side();
        let vulnerable = self.vulnerability.is_vulnerable(side);
        final_score(FinalContract::Contract(self.contract), vulnerable, tricks) * side.ns_sign()
    }

    fn dummy(&self) -> Seat {
        self.declarer.partner()
    }
}

/// A revoke as the Director learns it at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RevokeFacts {
    pub table: Table,
    pub offender: Seat,
    pub established: bool,
    /// The trick the revoke was on, 1–12, when known.
    pub revoke_trick: Option<u8>,
    pub revoke_trick_won_by: Seat,
    /// Tricks the offending side won after the revoke trick.
    pub offending_side_later_tricks: u8,
    /// Declarer's tricks as played.
    pub declarer_tricks: Tricks,
    pub exception: Option<Exception>,
    /// Declarer's tricks had the revoke not occurred, for Law 64C.
    pub tricks_without_revoke: Option<Tricks>,
}

/// A claim or concession that ended play, as the players agreed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub by: Seat,
    /// Tricks of the remaining ones the claimer's side takes.
    pub tricks: u8,
}

/// When attention was first drawn to the revoke, if not during the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateDiscovery {
    AfterNextCall,
    AfterRound,
}

/// A deal and its play record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokePlay {
    pub table: Table,
    pub deal: Deal,
    /// Tricks in the order played, each from its leader's card.
    pub play: Vec<Vec<Card>>,
    /// The trick after which attention was drawn; the whole record when absent.
    pub attention_after_trick: Option<u8>,
    pub late_discovery: Option<LateDiscovery>,
    pub claim: Option<Claim>,
    pub tricks_without_revoke: Option<Tricks>,
}

/// Why a revoke case cannot be ruled: the facts contradict each other or the play.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RevokeError {
    #[error(
        "a revoke on trick {0} is impossible: a deal has 13 tricks and on trick 13 each player has one card left"
    )]
    RevokeTrick(u8),
    #[error(
        "the offending side {side} took {took} tricks in all, fewer than the {needed} the facts give it"
    )]
    OffendingTricks { side: Side, took: u8, needed: u8 },
    #[error(
        "only {left} tricks follow a revoke on trick {trick}, but the offending side is said to have won {later} of them"
    )]
    LaterAfterTrick { trick: u8, left: u8, later: u8 },
    #[error("{winner} won the revoke trick, but the side {side} took no trick")]
    WinnerTookNone { winner: Seat, side: Side },
    #[error("the revoke was on trick {0}, not 12: exception trick_12 does not apply")]
    NotTrick12(u8),
    #[error(
        "a revoke first noticed {0} had been established by the later play of the offending side (Law 63A1)"
    )]
    LateButNotEstablished(&'static str),
    #[error("play{path}: {source}")]
    Play { path: String, source: PlayError },
    #[error("attention drawn after trick {given}, but the record has {played} tricks")]
    AttentionBeyondPlay { given: u8, played: u8 },
    #[error(
        "the revoke on trick {revoke} comes after attention was drawn (after trick {attention})"
    )]
    RevokeAfterAttention { revoke: u8, attention: u8 },
    #[error(
        "the revoke on trick {trick} was not established when attention was drawn after trick {attention}, so it had to be corrected (Law 62A): the play after that cannot stand as recorded"
    )]
    PlayedOnAfterCorrection { trick: u8, attention: u8 },
    #[error(
        "the record stops after trick {0} with no claim: give the play to trick 13 or the claim that ended it"
    )]
    Unfinished(u8),
    #[error("the claim is for {claimed} tricks but only {left} remain")]
    ClaimTooMany { claimed: u8, left: u8 },
    #[error("a claim ends play after a complete trick; the record's last trick is incomplete")]
    ClaimMidTrick,
    #[error("a claim is given but all 13 tricks were played")]
    ClaimAfterEnd,
}

impl RevokeError {
    /// The input field the error is about, as a JSON path.
    pub fn field(&self) -> String {
        match self {
            RevokeError::RevokeTrick(_) | RevokeError::NotTrick12(_) => "revoke_trick".into(),
            RevokeError::OffendingTricks { .. } | RevokeError::LaterAfterTrick { .. } => {
                "offending_side_later_tricks".into()
            }
            RevokeError::WinnerTookNone { .. } => "revoke_trick_won_by".into(),
            RevokeError::LateButNotEstablished(_) => "established".into(),
            RevokeError::Play { path, .. } => format!("play{path}"),
            RevokeError::AttentionBeyondPlay { .. } | RevokeError::RevokeAfterAttention { .. } => {
                "attention_after_trick".into()
            }
            RevokeError::PlayedOnAfterCorrection { .. } | RevokeError::Unfinished(_) => {
                "play".into()
            }
            RevokeError::ClaimTooMany { .. } => "claim.tricks".into(),
            RevokeError::ClaimMidTrick | RevokeError::ClaimAfterEnd => "claim".into(),
        }
    }
}

/// What the engine found about one revoke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub trick: Option<u8>,
    pub seat: Seat,
    /// The card played instead of following suit (play form).
    pub card: Option<Card>,
    pub suit_led: Option<Suit>,
    pub established: bool,
    /// The paragraph that rectifies it: 64A1, 64A2, 64B1–B7, or 62B1/62B2 for a correction.
    pub law: Law,
    pub transferred: u8,
    /// A defender's card withdrawn in correction becomes a major penalty card (62B1).
    pub penalty_card: bool,
    /// Cards the offender may substitute when the revoke is corrected.
    pub substitutes: Vec<Card>,
}

/// The ruling on a board with revokes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokeVerdict {
    pub findings: Vec<Finding>,
    pub transferred: u8,
    /// Declarer's tricks as played (after any trick-12 correction), when play is over.
    pub table_tricks: Option<Tricks>,
    /// Declarer's tricks after transfer and any Law 64C adjustment, when play is over.
    pub declarer_tricks: Option<Tricks>,
    /// The score for those tricks, North-South's view.
    pub ns: Option<i32>,
    /// Whether Law 64C changed the result the transfer gave.
    pub equity_adjusted: bool,
}

impl RevokeVerdict {
    pub fn established(&self) -> bool {
        self.findings.iter().all(|f| f.established)
    }

    pub fn penalty_card(&self) -> bool {
        self.findings.iter().any(|f| f.penalty_card)
    }
}

/// One established revoke, ready for Law 64.
struct Established {
    trick: u8,
    offender: Seat,
    winner: Seat,
    exception: Option<Exception>,
}

/// Tricks the offending side won, by trick number, and which are already transferred.
struct Pool {
    tricks: Vec<(u8, bool)>,
}

impl Pool {
    fn take(&mut self, pred: impl Fn(u8) -> bool) -> Option<u8> {
        let slot = self
            .tricks
            .iter_mut()
            .find(|(n, used)| !*used && pred(*n))?;
        slot.1 = true;
        Some(slot.0)
    }
}

/// Rules a revoke from the facts.
///
/// # Errors
/// A [`RevokeError`] naming the field when the facts cannot all be true.
pub fn rule_facts(facts: &RevokeFacts) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    let table = facts.table;
    let off_side = facts.offender.side();
    let trick = match facts.revoke_trick {
        Some(t @ 1..=12) => Some(t),
        Some(t) => return Err(RevokeError::RevokeTrick(t)),
        None => None,
    };
    let exception = match (facts.exception, trick) {
        (Some(Exception::Trick12), Some(t)) if t != 12 => return Err(RevokeError::NotTrick12(t)),
        (None, Some(12)) => Some(Exception::Trick12),
        (e, _) => e,
    };
    let declarer_side = table.declarer.side();
    let side_tricks = |side: Side| {
        if side == declarer_side {
            facts.declarer_tricks.get()
        } else {
            facts.declarer_tricks.rest().get()
        }
    };
    let won_revoke_trick = facts.revoke_trick_won_by.side() == off_side;
    let needed = facts.offending_side_later_tricks + u8::from(won_revoke_trick);
    if side_tricks(off_side) < needed {
        return Err(RevokeError::OffendingTricks {
            side: off_side,
            took: side_tricks(off_side),
            needed,
        });
    }
    if !won_revoke_trick && side_tricks(off_side.opponents()) == 0 {
        return Err(RevokeError::WinnerTookNone {
            winner: facts.revoke_trick_won_by,
            side: off_side.opponents(),
        });
    }
    if let Some(t) = trick {
        let left = 13 - t;
        if facts.offending_side_later_tricks > left {
            return Err(RevokeError::LaterAfterTrick {
                trick: t,
                left,
                later: facts.offending_side_later_tricks,
            });
        }
    }

    let mut steps = vec![Step::new(
        Law::L61A,
        Message::new("revoke-facts").with("offender", facts.offender),
    )];
    if !facts.established {
        match exception {
            Some(Exception::AfterNextCall) => {
                return Err(RevokeError::LateButNotEstablished("after the next call"));
            }
            Some(Exception::AfterRound) => {
                return Err(RevokeError::LateButNotEstablished("after the round"));
            }
            _ => {}
        }
        let finding = correction(
            &table,
            facts.offender,
            trick,
            None,
            None,
            Vec::new(),
            exception,
            &mut steps,
        );
        let verdict = RevokeVerdict {
            findings: vec![finding],
            transferred: 0,
            table_tricks: Some(facts.declarer_tricks),
            declarer_tricks: Some(facts.declarer_tricks),
            ns: Some(table.score_ns(facts.declarer_tricks)),
            equity_adjusted: false,
        };
        return Ok(Ruling { verdict, steps });
    }
    steps.push(Step::new(
        Law::L63A,
        Message::new("revoke-established-given"),
    ));
    if exception == Some(Exception::Trick12) {
        steps.push(Step::new(
            Law::L62D1,
            Message::new("revoke-trick12-corrected-facts"),
        ));
    }
    // Trick numbers: the revoke trick, then the later tricks in order.
    let t0 = trick.unwrap_or(1);
    let mut pool = Pool { tricks: Vec::new() };
    if won_revoke_trick {
        pool.tricks.push((t0, false));
    }
    pool.tricks
        .extend((1..=facts.offending_side_later_tricks).map(|i| (t0 + i, false)));
    let revoke = Established {
        trick: t0,
        offender: facts.offender,
        winner: facts.revoke_trick_won_by,
        exception,
    };
    let mut findings = rectify(&table, &[revoke], &mut pool, &mut steps);
    for f in &mut findings {
        f.trick = trick;
    }
    Ok(finish(
        &table,
        findings,
        facts.declarer_tricks,
        facts.tricks_without_revoke,
        None,
        steps,
    ))
}

/// Law 64 for established revokes: a finding per revoke, with the steps that explain it.
fn rectify(
    table: &Table,
    revokes: &[Established],
    pool: &mut Pool,
    steps: &mut Vec<Step>,
) -> Vec<Finding> {
    // 64A1 revokes hold their own revoke trick first, so that no other revoke takes it.
    let a1: Vec<bool> = revokes
        .iter()
        .map(|r| r.exception.is_none() && r.winner == r.offender)
        .collect();
    for (r, &is_a1) in revokes.iter().zip(&a1) {
        if is_a1 {
            pool.take(|n| n == r.trick);
        }
    }
    let mut findings = Vec::with_capacity(revokes.len());
    for (r, &is_a1) in revokes.iter().zip(&a1) {
        let mut finding = Finding {
            trick: Some(r.trick),
            seat: r.offender,
            card: None,
            suit_led: None,
            established: true,
            law: Law::L64B1,
            transferred: 0,
            penalty_card: false,
            substitutes: Vec::new(),
        };
        if let Some(exception) = r.exception {
            finding.law = exception.law();
            steps.push(Step::new(
                exception.law(),
                Message::new(match exception {
                    Exception::SubsequentSameSuit => "revoke-64b2",
                    Exception::FacedCard => "revoke-64b3",
                    Exception::AfterNextCall => "revoke-64b4",
                    Exception::AfterRound => "revoke-64b5",
                    Exception::Trick12 => "revoke-64b6",
                    Exception::BothSides => "revoke-64b7",
                })
                .with("offender", r.offender),
            ));
        } else if r.offender == table.dummy() {
            finding.law = Law::L64B3;
            steps.push(Step::new(
                Law::L64B3,
                Message::new("revoke-64b3-dummy").with("offender", r.offender),
            ));
        } else if is_a1 {
            let later = pool.take(|n| n > r.trick);
            finding.law = Law::L64A1;
            finding.transferred = 1 + u8::from(later.is_some());
            steps.push(Step::new(
                Law::L64A1,
                Message::new(if later.is_some() {
                    "revoke-64a1-two"
                } else {
                    "revoke-64a1-one"
                })
                .with("offender", r.offender)
                .with("transferred", finding.transferred),
            ));
        } else {
            if r.offender == table.declarer && r.winner == table.dummy() {
                steps.push(Step::new(
                    Law::L64A2,
                    Message::new("revoke-dummy-not-declarer").with("dummy", r.winner),
                ));
            }
            let won_revoke_trick = r.winner.side() == r.offender.side();
            match pool.take(|n| n >= r.trick) {
                Some(_) => {
                    finding.law = Law::L64A2;
                    finding.transferred = 1;
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
                }
                None => {
                    steps.push(Step::new(
                        Law::L64B1,
                        Message::new("revoke-64b1")
                            .with("offender", r.offender)
                            .with("winner", r.winner),
                    ));
                }
            }
        }
        findings.push(finding);
    }
    findings
}

/// Applies the transfers to the table count, then Law 64C, and scores the result.
fn finish(
    table: &Table,
    findings: Vec<Finding>,
    table_tricks: Tricks,
    without_revoke: Option<Tricks>,
    basis: Option<Step>,
    mut steps: Vec<Step>,
) -> Ruling<RevokeVerdict> {
    let transferred: u8 = findings.iter().map(|f| f.transferred).sum();
    let off_side = findings
        .first()
        .map(|f| f.seat.side())
        .unwrap_or(Side::NorthSouth);
    let declarer_offended = off_side == table.declarer.side();
    let both_sides = findings.iter().any(|f| f.law == Law::L64B7)
        || findings.iter().any(|f| f.seat.side() != off_side);
    let subsequent = findings.iter().any(|f| f.law == Law::L64B2);
    let after_transfer = if declarer_offended {
        table_tricks.minus(transferred)
    } else {
        table_tricks.plus(transferred)
    };
    if transferred > 0 {
        steps.push(Step::new(
            if findings.iter().any(|f| f.law == Law::L64A1) {
                Law::L64A1
            } else {
                Law::L64A2
            },
            Message::new("revoke-transfer-result")
                .with("transferred", transferred)
                .with("side", off_side.opponents())
                .with("table", table_tricks.get())
                .with("after", after_transfer.get()),
        ));
    }
    // How the tricks without the revoke were found, when the engine found them, cited
    // under the paragraph of Law 64C that the ruling then applies.
    let equity_law = if both_sides {
        Law::L64C2b
    } else if subsequent {
        Law::L64C2a
    } else {
        Law::L64C1
    };
    steps.extend(basis.map(|step| Step::new(equity_law, step.message)));
    let mut final_tricks = after_transfer;
    let mut equity_adjusted = false;
    match without_revoke {
        Some(twr) if both_sides => {
            final_tricks = twr;
            equity_adjusted = twr != after_transfer;
            steps.push(Step::new(
                Law::L64C2b,
                Message::new("revoke-64c2b").with("tricks", twr.get()),
            ));
        }
        Some(twr) => {
            let law = equity_law;
            // The non-offending side is compensated when it has at least what it would
            // have had without the revoke.
            let short = if declarer_offended {
                twr < after_transfer
            } else {
                twr > after_transfer
            };
            if short {
                final_tricks = twr;
                equity_adjusted = true;
                steps.push(Step::new(
                    law,
                    Message::new("revoke-64c-adjust")
                        .with("side", off_side.opponents())
                        .with("without", twr.get())
                        .with("after", after_transfer.get())
                        .with("transferred", transferred),
                ));
            } else {
                steps.push(Step::new(
                    law,
                    Message::new("revoke-64c-enough")
                        .with("side", off_side.opponents())
                        .with("without", twr.get())
                        .with("after", after_transfer.get())
                        .with("transferred", transferred),
                ));
            }
        }
        None if both_sides || subsequent => {
            steps.push(Step::new(
                if both_sides { Law::L64C2b } else { Law::L64C2a },
                Message::new("revoke-64c-needed"),
            ));
        }
        None => {}
    }
    let ns = table.score_ns(final_tricks);
    steps.push(Step::new(
        Law::L77,
        Message::new("revoke-final")
            .with("contract", table.contract)
            .with("declarer", table.declarer)
            .with("tricks", final_tricks.get())
            .with("ns", ns),
    ));
    Ruling {
        verdict: RevokeVerdict {
            findings,
            transferred,
            table_tricks: Some(table_tricks),
            declarer_tricks: Some(final_tricks),
            ns: Some(ns),
            equity_adjusted,
        },
        steps,
    }
}

/// Law 62: a revoke not yet established is corrected.
#[allow(clippy::too_many_arguments)]
fn correction(
    table: &Table,
    offender: Seat,
    trick: Option<u8>,
    card: Option<Card>,
    suit_led: Option<Suit>,
    substitutes: Vec<Card>,
    exception: Option<Exception>,
    steps: &mut Vec<Step>,
) -> Finding {
    steps.push(Step::new(
        Law::L63A,
        Message::new("revoke-not-established").with("offender", offender),
    ));
    let mut correct = Message::new("revoke-62a").with("offender", offender);
    if let Some(suit) = suit_led {
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
    let faced = exception == Some(Exception::FacedCard);
    let penalty_card = is_defender && !faced;
    let law = if penalty_card {
        steps.push(Step::new(
            Law::L62B1,
            Message::new("revoke-62b1").with("offender", offender),
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
        trick,
        seat: offender,
        card,
        suit_led,
        established: false,
        law,
        transferred: 0,
        penalty_card,
        substitutes,
    }
}

/// Rules a revoke case from the deal and the play record.
///
/// # Errors
/// A [`RevokeError`] naming the field when the record cannot have been played with
/// this deal, or leaves the ruling open (no end of play after an established revoke).
pub fn rule_play(case: &RevokePlay) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    let table = case.table;
    let trump = table.contract.strain.trump();
    let record = PlayRecord::replay(&case.deal, trump, table.declarer.lho(), &case.play).map_err(
        |source| RevokeError::Play {
            path: source.path(),
            source,
        },
    )?;
    let played = record.tricks.len() as u8;
    let attention = case.attention_after_trick.unwrap_or(played);
    if attention > played || attention == 0 {
        return Err(RevokeError::AttentionBeyondPlay {
            given: attention,
            played,
        });
    }
    if let Some(last) = record.revokes.last()
        && last.trick.get() > attention
    {
        return Err(RevokeError::RevokeAfterAttention {
            revoke: last.trick.get(),
            attention,
        });
    }
    let complete = record.complete_tricks() as u8;
    if let Some(claim) = case.claim {
        if complete as usize != record.tricks.len() {
            return Err(RevokeError::ClaimMidTrick);
        }
        if complete == 13 {
            return Err(RevokeError::ClaimAfterEnd);
        }
        if claim.tricks > 13 - complete {
            return Err(RevokeError::ClaimTooMany {
                claimed: claim.tricks,
                left: 13 - complete,
            });
        }
    }

    let mut steps = Vec::new();
    if record.revokes.is_empty() {
        steps.push(Step::new(Law::L61A, Message::new("revoke-none")));
    }
    // Law 63A: establishment of each revoke.
    let mut established = Vec::with_capacity(record.revokes.len());
    for revoke in &record.revokes {
        steps.push(Step::new(
            Law::L61A,
            Message::new("revoke-found")
                .with("offender", revoke.seat)
                .with("trick", revoke.trick.get())
                .with("card", revoke.card)
                .with("suit", revoke.suit_led),
        ));
        let by_play = record
            .tricks
            .iter()
            .filter(|t| t.number > revoke.trick && t.number.get() <= attention)
            .find(|t| side_played(t, revoke.seat.side()));
        let how = match (by_play, case.claim) {
            (Some(t), _) => Some(Step::new(
                Law::L63A1,
                Message::new("revoke-established-play")
                    .with("offender", revoke.seat)
                    .with("trick", t.number.get()),
            )),
            (None, Some(claim)) if claim.by.side() == revoke.seat.side() => Some(Step::new(
                Law::L63A3,
                Message::new("revoke-established-claim").with("claimer", claim.by),
            )),
            (None, Some(claim)) => Some(Step::new(
                Law::L63A4,
                Message::new("revoke-established-acquiesce")
                    .with("claimer", claim.by)
                    .with("side", revoke.seat.side()),
            )),
            (None, None) => None,
        };
        match how {
            Some(step) => {
                steps.push(step);
                established.push(true);
            }
            None => established.push(false),
        }
    }

    // A revoke not established when attention was drawn is corrected, and play resumes
    // from the corrected trick: the record cannot go on beyond it.
    if let Some(i) = established.iter().position(|e| !e) {
        let revoke = record.revokes[i];
        if played > attention {
            return Err(RevokeError::PlayedOnAfterCorrection {
                trick: revoke.trick.get(),
                attention,
            });
        }
        let mut findings: Vec<Finding> = Vec::new();
        for (revoke, &is_established) in record.revokes.iter().zip(&established) {
            if is_established {
                continue;
            }
            let trick = &record.tricks[revoke.trick.index()];
            let substitutes: Vec<Card> = trick
                .hands_before
                .hand(revoke.seat)
                .cards_in(revoke.suit_led)
                .collect();
            findings.push(correction(
                &table,
                revoke.seat,
                Some(revoke.trick.get()),
                Some(revoke.card),
                Some(revoke.suit_led),
                substitutes,
                None,
                &mut steps,
            ));
        }
        steps.push(Step::new(Law::L62A, Message::new("revoke-play-continues")));
        let verdict = RevokeVerdict {
            findings,
            transferred: 0,
            table_tricks: None,
            declarer_tricks: None,
            ns: None,
            equity_adjusted: false,
        };
        return Ok(Ruling { verdict, steps });
    }

    // Every revoke is established: the count needs the end of play.
    if complete < 13 && case.claim.is_none() {
        return Err(RevokeError::Unfinished(complete));
    }
    let declarer_side = table.declarer.side();
    let mut table_tricks = record.won_by_side(table.declarer, ..) as u8;
    let claim_tricks_to = |side: Side| -> u8 {
        match case.claim {
            Some(c) if c.by.side() == side => c.tricks,
            Some(c) => 13 - complete - c.tricks,
            None => 0,
        }
    };
    table_tricks += claim_tricks_to(declarer_side);

    let sides: Vec<Side> = record.revokes.iter().map(|r| r.seat.side()).collect();
    let both_sides = sides.iter().any(|s| *s != sides[0]);
    let mut revokes = Vec::with_capacity(record.revokes.len());
    for (i, revoke) in record.revokes.iter().enumerate() {
        let trick = &record.tricks[revoke.trick.index()];
        let winner = trick.winner.unwrap_or(revoke.seat);
        let repeated = record.revokes[..i]
            .iter()
            .any(|r| r.seat == revoke.seat && r.suit_led == revoke.suit_led);
        let exception = if both_sides {
            Some(Exception::BothSides)
        } else if let Some(late) = case.late_discovery {
            Some(match late {
                LateDiscovery::AfterNextCall => Exception::AfterNextCall,
                LateDiscovery::AfterRound => Exception::AfterRound,
            })
        } else if repeated {
            Some(Exception::SubsequentSameSuit)
        } else if revoke.trick == TRICK_12 {
            Some(Exception::Trick12)
        } else {
            None
        };
        revokes.push(Established {
            trick: revoke.trick.get(),
            offender: revoke.seat,
            winner,
            exception,
        });
    }

    // Law 62D: a revoke on trick 12 is corrected, and the last two tricks replayed.
    let trick12: Vec<&Revoke> = record
        .revokes
        .iter()
        .filter(|r| r.trick == TRICK_12 && case.late_discovery.is_none())
        .collect();
    let corrected_on_12 = matches!(trick12.as_slice(), [_]) && complete == 13;
    if let [revoke] = trick12.as_slice()
        && complete == 13
    {
        let corrected = replay_last_two(&record.tricks[11], revoke, trump, declarer_side);
        let before = record.won_by_side(table.declarer, TRICK_12..) as u8;
        table_tricks = table_tricks - before + corrected;
        steps.push(Step::new(
            Law::L62D1,
            Message::new("revoke-trick12-corrected")
                .with("offender", revoke.seat)
                .with("suit", revoke.suit_led)
                .with("before", before)
                .with("after", corrected),
        ));
        if revoke.seat.side() != declarer_side
            && record.tricks[11].card_of(revoke.seat.partner()).is_some()
        {
            let partner_after = {
                let t = &record.tricks[11];
                let pos = |s: Seat| (0..4).find(|&i| t.seat_of(i) == s).unwrap_or(0);
                pos(revoke.seat.partner()) > pos(revoke.seat)
            };
            if partner_after {
                steps.push(Step::new(
                    Law::L62D2,
                    Message::new("revoke-62d2").with("partner", revoke.seat.partner()),
                ));
            }
        }
    }

    let off_side = record.revokes.first().map(|r| r.seat.side());
    let mut pool = Pool { tricks: Vec::new() };
    if let Some(off) = off_side {
        pool.tricks.extend(
            record
                .tricks
                .iter()
                .filter(|t| t.winner.is_some_and(|w| w.side() == off))
                .map(|t| (t.number.get(), false)),
        );
        pool.tricks
            .extend((0..claim_tricks_to(off)).map(|i| (complete + 1 + i, false)));
    }
    let mut findings = rectify(&table, &revokes, &mut pool, &mut steps);
    for (finding, revoke) in findings.iter_mut().zip(&record.revokes) {
        finding.card = Some(revoke.card);
        finding.suit_led = Some(revoke.suit_led);
    }
    let table_tricks = Tricks::try_new(table_tricks).unwrap_or(Tricks::ALL);
    // Law 64C: equity, from the tricks declarer would have taken without the revoke.
    // A trick-12 revoke was corrected above, which already restored it.
    let (without_revoke, basis) = match case.tricks_without_revoke {
        // With no revoke there is nothing for Law 64C to restore.
        _ if findings.is_empty() => (None, None),
        Some(given) => (Some(given), None),
        None if corrected_on_12 => (None, None),
        None => without_revoke_by_solver(&record, &table, table_tricks)
            .map_or((None, None), |(t, step)| (Some(t), Some(step))),
    };
    Ok(finish(
        &table,
        findings,
        table_tricks,
        without_revoke,
        basis,
        steps,
    ))
}

/// The earliest revoke trick from which the engine finds the tricks without the revoke
/// itself: from there at most 8 cards a hand are left, which the double-dummy solver
/// settles in milliseconds. For an earlier revoke, `tricks_without_revoke` is given.
pub const FIRST_SOLVED_TRICK: usize = 6;

/// Declarer's tricks had the first revoke not occurred, the rest of the play unchanged.
///
/// The damage the revoke did is what it changed at the moment it happened: best play by
/// both sides (double dummy) from the revoke trick with its actual lead and no revoke,
/// against the revoke trick as played and best play from the next trick on. Measuring
/// there, and not against the table result, keeps out what either side lost by its own
/// later play, which Law 64C does not redress.
fn without_revoke_by_solver(
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
    let mut solver = crate::solver::Solver::new();
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
            .with("trick", first.trick.get())
            .with("card", lead)
            .with("without", without)
            .with("with", with)
            .with("tricks", total.get()),
    );
    Some((total, step))
}

/// Whether a member of `side` played to the trick.
fn side_played(trick: &Trick, side: Side) -> bool {
    (0..trick.cards.len()).any(|i| trick.seat_of(i).side() == side)
}

/// Law 62D: trick 12 played again with a legal card from the offender, and trick 13
/// after it. Returns the declaring side's tricks of the two.
fn replay_last_two(trick: &Trick, revoke: &Revoke, trump: Option<Suit>, declarer_side: Side) -> u8 {
    let non_offenders = revoke.seat.side().opponents();
    let offender_pos = (0..4)
        .find(|&i| trick.seat_of(i) == revoke.seat)
        .unwrap_or(1);
    let hands = trick.hands_before;
    // The choices at each position of trick 12: fixed before the offender, a legal card
    // from the offender, any legal card after him.
    let options: Vec<Vec<Card>> = (0..4)
        .map(|i| {
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
        })
        .collect();
    let mut best: Option<u8> = None;
    for &a in &options[0] {
        for &b in &options[1] {
            for &c in &options[2] {
                for &d in &options[3] {
                    let cards = [a, b, c, d];
                    let winner12 = trick
                        .leader
                        .clockwise(crate::model::play::winning_index(&cards, trump));
                    let mut rest = hands;
                    for (i, card) in cards.iter().enumerate() {
                        rest.hand_mut(trick.seat_of(i)).remove(*card);
                    }
                    let last: Vec<Card> = (0..4)
                        .filter_map(|i| rest.hand(winner12.clockwise(i)).cards().next())
                        .collect();
                    if last.len() != 4 {
                        continue;
                    }
                    let winner13 =
                        winner12.clockwise(crate::model::play::winning_index(&last, trump));
                    let nos = u8::from(winner12.side() == non_offenders)
                        + u8::from(winner13.side() == non_offenders);
                    if best.is_none_or(|b| nos > b) {
                        best = Some(nos);
                    }
                }
            }
        }
    }
    let nos = best.unwrap_or(0);
    if non_offenders == declarer_side {
        nos
    } else {
        2 - nos
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exceptions_round_trip_their_codes() {
        for code in [
            "subsequent_same_suit",
            "faced_card",
            "after_next_call",
            "after_round",
            "trick_12",
            "both_sides",
        ] {
            assert_eq!(Exception::from_code(code).map(Exception::code), Some(code));
        }
        assert_eq!(Exception::from_code("nonsense"), None);
    }
}
