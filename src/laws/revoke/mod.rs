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
//!
//! # Files, by the law book
//!
//! - `facts.rs`: the facts form, [`rule_facts`];
//! - `inquiry.rs`: who may ask about a failure to follow suit (61B), [`may_ask`];
//! - `law43.rs`: a dummy who had lost his rights asks declarer about his revoke
//!   (43B2(b)): corrected, and Law 64 as if established;
//! - `play.rs`: the play form, [`rule_play`]: the revokes found (61A) and their
//!   establishment (63A);
//! - `law62.rs`: a revoke corrected (62A–C), and the replay of tricks 12 and 13 (62D);
//! - `law62c.rs`: the cards played after the revoke withdrawn (62C1, 62C2, 16C);
//! - `law64.rs`: the transfer (64A), its exceptions (64B), and the score;
//! - `law64c.rs`: equity restored (64C), and the damage measured by the solver;
//! - `kept.rs`: the damage measured in the play as it went, misled play included.

mod facts;
mod inquiry;
mod kept;
mod law43;
mod law62;
mod law62c;
mod law64;
mod law64c;
mod play;

use std::fmt;

use thiserror::Error;

use crate::model::score::final_score;
use crate::model::{
    Card, Contract, FinalContract, PlayError, Seat, Side, Suit, TrickNo, Tricks, Vulnerability,
};

use super::Law;

pub use facts::{RevokeFacts, rule_facts};
pub use inquiry::{Inquirer, Inquiry, may_ask};
pub use law62c::{Withdrawal, WithdrawalOutcome};
pub use play::{Claim, RevokePlay, rule_play, rule_play_citing};

/// Why Law 64A gives no transfer though the revoke was established (Law 64B2–B7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Exception {
    /// A later revoke by the same player in the same suit (64B2).
    SubsequentSameSuit,
    /// A failure to play a card faced on the table: a penalty card, or dummy's (64B3).
    /// The card played instead came from the hand.
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
    /// The paragraph of Law 64B that names it.
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

    /// The exception with this interface name.
    pub fn from_code(code: &str) -> Option<Exception> {
        Exception::ALL.into_iter().find(|e| e.code() == code)
    }

    /// The late discovery this exception is about (64B4, 64B5), if it is one.
    pub const fn late_discovery(self) -> Option<LateDiscovery> {
        match self {
            Exception::AfterNextCall => Some(LateDiscovery::AfterNextCall),
            Exception::AfterRound => Some(LateDiscovery::AfterRound),
            _ => None,
        }
    }
}

/// Where the card played in revoking came from, which decides what its withdrawal
/// costs a defender (Law 62B): "A card so withdrawn becomes a major penalty card if it
/// was played from a defender's unfaced hand" (62B1); it "may be replaced without
/// further rectification if … it was a defender's faced card" (62B2).
///
/// Not to be confused with [`Exception::FacedCard`], a failure to play a faced card
/// (64B3): there the card played came from the unfaced hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RevokeCard {
    /// From the player's unfaced hand (for dummy, from the table as always).
    #[default]
    FromHand,
    /// A card already faced on the table: a penalty card played in revoking.
    Faced,
}

/// When attention was first drawn to the revoke, if not during the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateDiscovery {
    /// After a member of the non-offending side called on the next deal (64B4).
    AfterNextCall,
    /// After the round ended (64B5).
    AfterRound,
    /// After all four hands were returned to the board, before a non-offender called on
    /// the next deal: too late to correct a revoke on trick 12 (62D1), which stays
    /// established with no transfer (64B6) and is left to Law 64C. Of no consequence for
    /// a revoke on another trick, established long before.
    AfterHandsReturned,
}

impl LateDiscovery {
    /// The exception of Law 64B it gives, if it is one (64B4, 64B5).
    pub const fn exception(self) -> Option<Exception> {
        match self {
            LateDiscovery::AfterNextCall => Some(Exception::AfterNextCall),
            LateDiscovery::AfterRound => Some(Exception::AfterRound),
            LateDiscovery::AfterHandsReturned => None,
        }
    }
}

/// "after the next call", "after the round": for error messages, which are in English.
impl fmt::Display for LateDiscovery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LateDiscovery::AfterNextCall => "after the next call",
            LateDiscovery::AfterRound => "after the round",
            LateDiscovery::AfterHandsReturned => "after the hands were returned to the board",
        })
    }
}

/// The contract a revoke happened in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// The contract.
    pub contract: Contract,
    /// Declarer.
    pub declarer: Seat,
    /// Who is vulnerable.
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

/// Why a revoke case cannot be ruled: the facts contradict each other or the play.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RevokeError {
    #[error(
        "a revoke on trick {0} is impossible: a deal has 13 tricks and on trick 13 each player has one card left"
    )]
    /// A revoke on trick 13, which cannot happen.
    RevokeTrick(TrickNo),
    #[error(
        "the offending side {side} took {took} tricks in all, fewer than the {needed} the facts give it"
    )]
    /// The offending side took fewer tricks than the facts give it.
    OffendingTricks {
        /// The offending side.
        side: Side,
        /// Tricks it took in all.
        took: Tricks,
        /// Tricks the facts give it.
        needed: u8,
    },
    #[error(
        "only {left} tricks follow a revoke on trick {trick}, but the offending side is said to have won {later} of them"
    )]
    /// More later tricks won than follow the revoke trick.
    LaterAfterTrick {
        /// The revoke trick.
        trick: TrickNo,
        /// Tricks after it.
        left: Tricks,
        /// Later tricks the offending side is said to have won.
        later: Tricks,
    },
    #[error("{winner} won the revoke trick, but the side {side} took no trick")]
    /// The revoke trick's winner is on a side that took no trick.
    WinnerTookNone {
        /// Who won the revoke trick.
        winner: Seat,
        /// His side.
        side: Side,
    },
    #[error("the revoke was on trick {0}, not 12: exception trick_12 does not apply")]
    /// The trick-12 exception given for a revoke on another trick.
    NotTrick12(TrickNo),
    #[error(
        "a revoke first noticed {0} had been established by the later play of the offending side (Law 63A1)"
    )]
    /// A revoke found late (after the next call or the round) that was not established.
    LateButNotEstablished(LateDiscovery),
    #[error("play{path}: {source}")]
    /// The play record cannot have happened with this deal.
    Play {
        /// The JSON path of the card or trick at fault, relative to `play`.
        path: String,
        /// What is wrong with it.
        source: PlayError,
    },
    #[error("attention drawn after trick {given}, but the record has {played} tricks")]
    /// Attention drawn after a trick that was not played.
    AttentionBeyondPlay {
        /// The trick after which attention was drawn.
        given: u8,
        /// Tricks in the record.
        played: u8,
    },
    #[error(
        "the revoke on trick {revoke} comes after attention was drawn (after trick {attention})"
    )]
    /// A revoke after attention was drawn, so not the revoke the Director was called for.
    RevokeAfterAttention {
        /// The revoke trick.
        revoke: TrickNo,
        /// The trick after which attention was drawn.
        attention: TrickNo,
    },
    #[error(
        "the revoke on trick {trick} was not established when attention was drawn after trick {attention}, so it had to be corrected (Law 62A): the play after that cannot stand as recorded"
    )]
    /// Play recorded past an unestablished revoke the Director had to have corrected.
    PlayedOnAfterCorrection {
        /// The revoke trick.
        trick: TrickNo,
        /// The trick after which attention was drawn.
        attention: TrickNo,
    },
    #[error(
        "the record stops after trick {0} with no claim: give the play to trick 13 or the claim that ended it"
    )]
    /// A record that stops before trick 13 without a claim.
    Unfinished(Tricks),
    #[error("the claim is for {claimed} tricks but only {left} remain")]
    /// A claim of more tricks than remain.
    ClaimTooMany {
        /// Tricks claimed.
        claimed: Tricks,
        /// Tricks left to play.
        left: Tricks,
    },
    #[error("a claim ends play after a complete trick; the record's last trick is incomplete")]
    /// A claim in the middle of a trick.
    ClaimMidTrick,
    #[error("a claim is given but all 13 tricks were played")]
    /// A claim after the last trick.
    ClaimAfterEnd,
    #[error(
        "Law 64C: the double-dummy search could not settle what the revoke on trick {trick} cost within its budget of {budget} positions; give tricks_without_revoke"
    )]
    /// Law 64C could not be measured within the double-dummy budget ([`crate::laws::Limits`]).
    EquityUndetermined {
        /// The revoke trick being measured.
        trick: TrickNo,
        /// The budget, in positions.
        budget: u64,
    },
    #[error(
        "someone asked about a failure to follow suit, but no player failed to follow in the record"
    )]
    /// An inquiry (Law 61B) in a record where everyone followed suit.
    NothingToAsk,
    #[error(
        "{seat} played no card to trick {trick} after the revoke, so has none to withdraw (Law 62C)"
    )]
    /// A withdrawal by a player who played nothing after the revoke in its trick.
    NotAfterRevoke {
        /// The position in `withdrawn`.
        index: usize,
        /// The player.
        seat: Seat,
        /// The revoke trick.
        trick: TrickNo,
    },
    #[error(
        "cards are withdrawn under Law 62C only when a revoke is corrected; every revoke here was established"
    )]
    /// Withdrawals given where no revoke is corrected.
    NothingCorrected,
    #[error(
        "play after a correction is given only when declarer corrected a revoke because a dummy who had lost his rights asked first (Law 43B2(b))"
    )]
    /// Play after a correction where no 43B2(b) correction took place.
    NoCorrectionToPlayAfter,
    #[error(
        "play_after_correction starts with the corrected trick {trick}: {seat} must follow suit in it (Law 62A)"
    )]
    /// The corrected trick, as given, is not corrected.
    NotCorrected {
        /// The revoke trick.
        trick: TrickNo,
        /// Declarer, who had to follow suit.
        seat: Seat,
    },
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
            RevokeError::EquityUndetermined { .. } => "tricks_without_revoke".into(),
            RevokeError::NothingToAsk => "inquiry".into(),
            RevokeError::NotAfterRevoke { index, .. } => format!("withdrawn[{index}]"),
            RevokeError::NothingCorrected => "withdrawn".into(),
            RevokeError::NoCorrectionToPlayAfter | RevokeError::NotCorrected { .. } => {
                "play_after_correction".into()
            }
        }
    }

    /// Whether the case may be sound but the engine could not settle it within its
    /// limits (every other error is a fact that cannot be true).
    pub const fn is_undetermined(&self) -> bool {
        matches!(self, RevokeError::EquityUndetermined { .. })
    }
}

/// What the engine found about one revoke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The revoke trick, when known (always in the play form).
    pub trick: Option<TrickNo>,
    /// Who revoked.
    pub seat: Seat,
    /// The card played instead of following suit (play form).
    pub card: Option<Card>,
    /// The suit led, which the player held (play form).
    pub suit_led: Option<Suit>,
    /// Whether the revoke became established (Law 63A).
    pub established: bool,
    /// Whether the revoke was corrected, the offender substituting a legal card: every
    /// revoke not established (62A), and an established one on trick 12 (62D1) or on a
    /// trick where both sides revoked (62C3).
    pub corrected: bool,
    /// The paragraph that rectifies it: 64A1, 64A2, 64B1–B7, or 62B1/62B2 for a correction.
    pub law: Law,
    /// Tricks transferred for this revoke (Law 64A).
    pub transferred: Tricks,
    /// A defender's card withdrawn in correction becomes a major penalty card (62B1).
    pub penalty_card: bool,
    /// Cards the offender may substitute when the revoke is corrected.
    pub substitutes: Vec<Card>,
}

/// How the board stands after the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Play is over: the result, with any transfer and equity applied.
    Settled {
        /// Declarer's tricks as played (after any trick-12 correction).
        table_tricks: Tricks,
        /// Declarer's tricks after transfer and any Law 64C adjustment.
        declarer_tricks: Tricks,
        /// The score for those tricks, North-South's view.
        ns: i32,
        /// Whether Law 64C changed the result the transfer gave.
        equity_adjusted: bool,
    },
    /// A revoke not yet established was corrected, and play goes on from the
    /// corrected trick (Law 62A): there is no result yet.
    PlayContinues,
}

/// The ruling on a board with revokes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokeVerdict {
    /// One finding per revoke, in the order played.
    pub findings: Vec<Finding>,
    /// Whether the ruling settles the board or play continues after a correction.
    pub outcome: Outcome,
    /// Law 61B: whether the player asked about the failure to follow could be asked, when
    /// the case says who asked.
    pub inquiry: Option<Inquiry>,
    /// Law 62C: the cards played after a corrected revoke that were withdrawn, in order.
    pub withdrawals: Vec<Withdrawal>,
    /// Law 43B2(b): a dummy who had lost his rights was the first to ask declarer about
    /// his revoke, which is corrected, and Law 64 applies to it as if it had been
    /// established: at the end of play, or in the result when the play after the
    /// correction is given.
    pub as_if_established: bool,
}

impl RevokeVerdict {
    /// Whether every revoke was established.
    pub fn established(&self) -> bool {
        self.findings.iter().all(|f| f.established)
    }

    /// Whether a card withdrawn in correction became a penalty card (62B1).
    pub fn penalty_card(&self) -> bool {
        self.findings.iter().any(|f| f.penalty_card)
    }

    /// Tricks transferred for all the revokes together (no trick is transferred twice).
    pub fn transferred(&self) -> Tricks {
        law64::transferred(&self.findings)
    }

    /// Whether play goes on after a correction, so that there is no result yet.
    pub fn play_continues(&self) -> bool {
        self.outcome == Outcome::PlayContinues
    }

    /// Declarer's tricks as played, when play is over.
    pub fn table_tricks(&self) -> Option<Tricks> {
        match self.outcome {
            Outcome::Settled { table_tricks, .. } => Some(table_tricks),
            Outcome::PlayContinues => None,
        }
    }

    /// Declarer's tricks after transfer and equity, when play is over.
    pub fn declarer_tricks(&self) -> Option<Tricks> {
        match self.outcome {
            Outcome::Settled {
                declarer_tricks, ..
            } => Some(declarer_tricks),
            Outcome::PlayContinues => None,
        }
    }

    /// North-South's score for [`RevokeVerdict::declarer_tricks`], when play is over.
    pub fn ns(&self) -> Option<i32> {
        match self.outcome {
            Outcome::Settled { ns, .. } => Some(ns),
            Outcome::PlayContinues => None,
        }
    }

    /// Whether Law 64C changed the result the transfer gave.
    pub fn equity_adjusted(&self) -> bool {
        matches!(
            self.outcome,
            Outcome::Settled {
                equity_adjusted: true,
                ..
            }
        )
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

    /// Source: Law 64B4 and 64B5: the two late discoveries are exceptions of their own.
    #[test]
    fn a_late_discovery_is_its_exception_and_back() {
        for late in [LateDiscovery::AfterNextCall, LateDiscovery::AfterRound] {
            assert_eq!(
                late.exception().and_then(Exception::late_discovery),
                Some(late)
            );
        }
        assert_eq!(Exception::Trick12.late_discovery(), None);
        // Returning the hands to the board ends the 62D1 correction, no more: it is
        // no exception of Law 64B of its own.
        assert_eq!(LateDiscovery::AfterHandsReturned.exception(), None);
    }
}
