//! Claims and concessions (Laws 68–71).
//!
//! - Law 68: a statement of tricks, or facing the cards, is a claim of the tricks named
//!   and a concession of the rest. A defender's concession is void when partner objects
//!   at once (68B2); dummy cannot object to declarer's.
//! - Law 70: a contested claim is ruled on the claimer's statement; choices it leaves
//!   open go the claimer's worst *normal* way (the claim mode of
//!   [`crate::solver::claim`], whose docs list the rules), and doubt goes against the
//!   claimer (70A). The claimer never gets more than he claimed.
//! - Law 71: a conceded trick is restored, within the correction period of Law 79C, when
//!   it could not be lost by any normal play: the same worst normal line, now for the
//!   conceding side.
//! - Law 69B: a side that acquiesced may withdraw within the same period and gets back a
//!   trick it would *likely* have won. "Likely" is judged neutrally for both sides
//!   (seeds/003); the engine's model is sound play by both sides, double dummy.

use thiserror::Error;

use crate::model::{Card, Position, Seat, Strain};
use crate::solver::claim::{ClaimSetup, ClaimSetupError, LineItem, claim_min};
use crate::solver::double_dummy;

use super::{Arg, Law, Message, Ruling, Step};

/// The most cards a hand may hold at a claim the engine rules: past 9, playing out every
/// normal line (and the double-dummy comparison) can take longer than anyone waits.
pub const MAX_CARDS: usize = 9;

/// How the claim or concession was taken back, if it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    /// The claimer's side asks for a conceded trick back (Law 71).
    Concession,
    /// The opponents withdraw their acquiescence (Law 69B).
    Acquiescence,
}

/// A claim as the Director hears it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimCase {
    pub strain: Strain,
    pub declarer: Seat,
    pub position: Position,
    pub on_lead: Seat,
    /// Tricks won before the claim: declarer's side, the defenders.
    pub declarer_won: u8,
    pub defence_won: u8,
    pub claimer: Seat,
    /// Tricks of the remaining ones the claimer's side claims; fewer than all concedes the rest.
    pub claimed: u8,
    pub line: Vec<LineItem>,
    pub trumps_mentioned: bool,
    pub withdrawal: Option<Withdrawal>,
    /// The claimer's partner objected at once (Law 68B2).
    pub partner_objects: bool,
}

/// The ruling on a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimVerdict {
    /// Tricks of the remaining ones the claimer's side gets; `None` when play continues.
    pub claimer_tricks: Option<u8>,
    /// Declarer's tricks in all; `None` when play continues.
    pub declarer_tricks: Option<u8>,
    /// The normal line whose count the ruling uses (empty when the count is double dummy).
    pub line: Vec<Card>,
    /// Tricks the claimer's side takes on its worst normal line.
    pub normal_tricks: u8,
    /// Tricks the claimer's side takes with best play by both sides.
    pub double_dummy_tricks: u8,
    pub play_continues: bool,
    /// The claim or concession stands as made: the claimer's side gets exactly the tricks
    /// it claimed. False when the Director changes the count, or play continues (68B2).
    pub stands: bool,
}

/// Why a claim cannot be ruled.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClaimError {
    #[error("{won} tricks won and {remaining} to play make {}, not 13", .won + u16::from(*.remaining))]
    TrickCount { won: u16, remaining: u8 },
    #[error("{claimed} tricks claimed, but only {remaining} remain")]
    ClaimedTooMany { claimed: u8, remaining: u8 },
    #[error(transparent)]
    Statement(#[from] ClaimSetupError),
}

impl ClaimError {
    /// The input field at fault, as a JSON path.
    pub fn field(&self) -> String {
        match self {
            ClaimError::TrickCount { .. } => "tricks_won".into(),
            ClaimError::ClaimedTooMany { .. } => "claimed".into(),
            ClaimError::Statement(e) => match e.index() {
                Some(i) => format!("statement.line[{i}]"),
                None => "position".into(),
            },
        }
    }
}

pub fn rule_claim(case: &ClaimCase) -> Result<Ruling<ClaimVerdict>, ClaimError> {
    let remaining = case.position.cards_each() as u8;
    // Wide enough for any two input bytes: a bad count is an error, never an overflow.
    let won = u16::from(case.declarer_won) + u16::from(case.defence_won);
    if won + u16::from(remaining) != 13 {
        return Err(ClaimError::TrickCount { won, remaining });
    }
    if case.claimed > remaining {
        return Err(ClaimError::ClaimedTooMany {
            claimed: case.claimed,
            remaining,
        });
    }
    let side = case.claimer.side();
    let trump = case.strain.trump();
    let setup = ClaimSetup {
        position: case.position,
        trump,
        on_lead: case.on_lead,
        claimer: side,
        line: case.line.clone(),
        trumps_mentioned: case.trumps_mentioned,
        take_finesses: false,
        node_budget: crate::solver::claim::NODE_BUDGET,
    };
    if usize::from(remaining) > MAX_CARDS {
        return Err(ClaimSetupError::TooManyLines {
            cards: remaining.into(),
        }
        .into());
    }
    let normal = claim_min(&setup)?;
    let dd_on_lead = double_dummy(&case.position, trump, case.on_lead);
    let dd = if case.on_lead.side() == side {
        dd_on_lead
    } else {
        remaining - dd_on_lead
    };
    let conceded = remaining - case.claimed;
    let is_defender = side != case.declarer.side();

    let mut steps = Vec::new();
    let statement = match (case.claimed, conceded) {
        (_, 0) => Step::new(Law::L68A, Message::new("claim-all")),
        (0, _) => Step::new(Law::L68B1, Message::new("claim-concede-all")),
        _ => Step::new(
            Law::L68A,
            Message::new("claim-part").with("conceded", conceded),
        ),
    };
    steps.push(Step::new(
        statement.law,
        statement
            .message
            .with("claimer", case.claimer)
            .with("claimed", case.claimed)
            .with("remaining", remaining),
    ));

    if case.claimed > 0 && conceded > 0 {
        steps.push(Step::new(
            Law::L68B1,
            Message::new("claim-rest-conceded").with("conceded", conceded),
        ));
    }

    let verdict = |claimer_tricks: Option<u8>, line: Vec<Card>| ClaimVerdict {
        claimer_tricks,
        declarer_tricks: claimer_tricks.map(|t| {
            case.declarer_won
                + if side == case.declarer.side() {
                    t
                } else {
                    remaining - t
                }
        }),
        line,
        normal_tricks: normal.tricks,
        double_dummy_tricks: dd,
        play_continues: claimer_tricks.is_none(),
        stands: claimer_tricks == Some(case.claimed),
    };

    if case.partner_objects {
        if is_defender && conceded > 0 {
            steps.push(Step::new(
                Law::L68B2,
                Message::new("claim-68b2-void").with("partner", case.claimer.partner()),
            ));
            return Ok(Ruling {
                verdict: verdict(None, Vec::new()),
                steps,
            });
        }
        let id = if is_defender {
            "claim-68b2-no-concession"
        } else {
            "claim-68b2-dummy"
        };
        steps.push(Step::new(
            Law::L68B2,
            Message::new(id).with("partner", case.claimer.partner()),
        ));
    }

    let opponents_trump = trump.is_some_and(|t| {
        let opp = case
            .position
            .hand(case.claimer.lho())
            .union(case.position.hand(case.claimer.rho()));
        opp.has_suit(t)
    });
    let worst_line: Vec<Vec<Card>> = normal.play.chunks(4).map(<[Card]>::to_vec).collect();
    let claimer_tricks = match case.withdrawal {
        None => {
            if case.line.is_empty() {
                steps.push(Step::new(Law::L70D1, Message::new("claim-no-statement")));
            }
            if opponents_trump && !case.trumps_mentioned {
                steps.push(Step::new(Law::L70C, Message::new("claim-70c")));
            }
            steps.push(Step::new(
                Law::L70A,
                Message::new("claim-normal-line")
                    .with("tricks", normal.tricks)
                    .with("line", Arg::Tricks(worst_line.clone())),
            ));
            if dd > normal.tricks {
                // Name the paragraph the shortfall comes from: an unstated finesse (70E1)
                // when crediting finesses would have made up the difference, a choice
                // left to a defender's partner (70D2), else the line not stated (70D1).
                let with_finesses = claim_min(&ClaimSetup {
                    take_finesses: true,
                    ..setup.clone()
                })?;
                let law = if with_finesses.tricks > normal.tricks {
                    Law::L70E1
                } else if is_defender {
                    Law::L70D2
                } else {
                    Law::L70D1
                };
                if law == Law::L70D2 {
                    steps.push(Step::new(
                        Law::L70D2,
                        Message::new("claim-70d2").with("partner", case.claimer.partner()),
                    ));
                }
                steps.push(Step::new(
                    law,
                    Message::new("claim-better-not-credited")
                        .with("dd", dd)
                        .with("tricks", normal.tricks),
                ));
            }
            let awarded = case.claimed.min(normal.tricks);
            let id = if awarded < case.claimed {
                "claim-70-fails"
            } else {
                "claim-70-stands"
            };
            steps.push(Step::new(
                Law::L70A,
                Message::new(id)
                    .with("claimed", case.claimed)
                    .with("awarded", awarded)
                    .with("lost", case.claimed - awarded),
            ));
            awarded
        }
        Some(Withdrawal::Concession) => {
            steps.push(Step::new(
                Law::L71,
                Message::new("claim-normal-line")
                    .with("tricks", normal.tricks)
                    .with("line", Arg::Tricks(worst_line.clone())),
            ));
            let restored = normal.tricks.saturating_sub(case.claimed);
            let id = if restored > 0 {
                "claim-71-restored"
            } else {
                "claim-71-stands"
            };
            steps.push(Step::new(
                Law::L71,
                Message::new(id)
                    .with("restored", restored)
                    .with("claimed", case.claimed)
                    .with("tricks", normal.tricks),
            ));
            case.claimed + restored
        }
        Some(Withdrawal::Acquiescence) => {
            let others = remaining - dd;
            steps.push(Step::new(
                Law::L69A,
                Message::new("claim-69a")
                    .with("side", side.opponents())
                    .with("conceded", conceded),
            ));
            let restored = others.saturating_sub(conceded);
            let id = if restored > 0 {
                "claim-69b-restored"
            } else {
                "claim-69b-stands"
            };
            steps.push(Step::new(
                Law::L69B2,
                Message::new(id)
                    .with("side", side.opponents())
                    .with("likely", others)
                    .with("restored", restored),
            ));
            case.claimed - restored
        }
    };
    let line = if case.withdrawal == Some(Withdrawal::Acquiescence) {
        Vec::new()
    } else {
        normal.play.clone()
    };
    let v = verdict(Some(claimer_tricks), line);
    let result_law = match case.withdrawal {
        None => Law::L70A,
        Some(Withdrawal::Concession) => Law::L71,
        Some(Withdrawal::Acquiescence) => Law::L69B2,
    };
    steps.push(Step::new(
        result_law,
        Message::new("claim-result")
            .with("side", side)
            .with("tricks", claimer_tricks)
            .with("declarer", case.declarer)
            .with("total", v.declarer_tricks.unwrap_or(0)),
    ));
    Ok(Ruling { verdict: v, steps })
}
