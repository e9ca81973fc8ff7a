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
//!   (seeds/003): the claimer's stated line, then the card a sound player of his side
//!   picks seeing what he has seen (single dummy, by the odds), the opponents
//!   defending double dummy; see [`crate::solver::claim::likely_play`].

use thiserror::Error;

use crate::model::{Card, Position, Seat, Side, Strain, Tricks};
use crate::solver::claim::{
    ClaimOutcome, ClaimSetup, ClaimSetupError, LineItem, NODE_BUDGET, claim_at_most, claim_min,
    has_line_at_most, is_normal_line, likely_play,
};
use crate::solver::double_dummy;

use super::{Arg, Law, Message, Ruling, Step};

/// The most cards a hand may hold at a claim the engine rules: a claim may come at any
/// trick, from the opening lead on. What bounds the work is the node budget
/// ([`crate::laws::Limits::claim_nodes`]): a claim whose lines it cannot all play out is
/// undetermined ([`ClaimSetupError::TooManyLines`]), never ruled on part of them.
pub const MAX_CARDS: usize = 13;

/// How the claim or concession was taken back, if it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    /// The claimer's side asks for a conceded trick back (Law 71).
    Concession,
    /// The opponents withdraw their acquiescence (Law 69B).
    Acquiescence,
}

/// What the claimer showed of an outstanding trump: a question of fact for the Director
/// (Law 70C2, "at all likely unaware").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TrumpAwareness {
    /// He mentioned the trump in his statement (70C1 not met).
    Stated,
    /// He did not mention it, but was plainly aware of it: e.g. a round of trumps drawn,
    /// both opponents following, just before "all mine" (EBU White Book 8.70.4(b)).
    /// Law 70C does not apply (70C2 not met); he is taken to draw it.
    Evident,
    /// Nothing shows he knew of it: Law 70C applies.
    #[default]
    Unmentioned,
}

/// A claim as the Director hears it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimCase {
    /// The contract's strain (trumps, or none).
    pub strain: Strain,
    /// Declarer.
    pub declarer: Seat,
    /// The cards left in each hand when the claim was made.
    pub position: Position,
    /// Who was on lead.
    pub on_lead: Seat,
    /// Tricks won before the claim: declarer's side, the defenders.
    pub declarer_won: Tricks,
    /// Tricks the defenders won before the claim.
    pub defence_won: Tricks,
    /// Who claimed (or conceded).
    pub claimer: Seat,
    /// Tricks of the remaining ones the claimer's side claims; fewer than all concedes the rest.
    pub claimed: Tricks,
    /// The claimer's statement: the cards he said he would play, in order.
    pub line: Vec<LineItem>,
    /// What the claimer showed of the outstanding trump (Law 70C).
    pub trump_awareness: TrumpAwareness,
    /// Whether the claim or concession was later withdrawn (Law 69B, 71), and which.
    pub withdrawal: Option<Withdrawal>,
    /// The claimer's partner objected at once (Law 68B2).
    pub partner_objects: bool,
}

/// The ruling on a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimVerdict {
    /// Tricks of the remaining ones the claimer's side gets; `None` when play continues.
    pub claimer_tricks: Option<Tricks>,
    /// Declarer's tricks in all; `None` when play continues.
    pub declarer_tricks: Option<Tricks>,
    /// The line whose count the ruling uses, each card with the seat that played it, the
    /// leader's card first in each trick: the worst normal line (Laws 70, 71) or the
    /// likely line (Law 69B). Under Law 71, when the concession stands, a normal line
    /// that loses what was conceded (the first found, not necessarily the worst).
    pub line: Vec<(Seat, Card)>,
    /// Tricks the claimer's side takes on its worst normal line; under Law 71, when the
    /// concession stands, on the normal line `line` that loses what was conceded.
    pub normal_tricks: Tricks,
    /// Tricks the claimer's side takes with best play by both sides.
    pub double_dummy_tricks: Tricks,
    /// The claim or concession stands as made: the claimer's side gets exactly the tricks
    /// it claimed. False when the Director changes the count, or play continues (68B2).
    pub stands: bool,
    /// The guesses of the likely line (Law 69B only, `None` otherwise): the claimer's
    /// cards chosen where no card was best on every layout. Empty when the line is clear.
    pub likely_guesses: Option<Vec<(Seat, Card)>>,
}

impl ClaimCase {
    /// Law 70C1: an opponent of the claimer holds a trump and the claimer did not
    /// mention it.
    pub fn trump_unmentioned(&self) -> bool {
        let opponents = self
            .position
            .hand(self.claimer.lho())
            .union(self.position.hand(self.claimer.rho()));
        self.strain.trump().is_some_and(|t| opponents.has_suit(t))
            && self.trump_awareness != TrumpAwareness::Stated
    }

    /// Whether a ruling of this claim may cite `law`, as far as the case tells without
    /// playing it out: false only where no ruling can. Law 70C is cited exactly when a
    /// trump is left unmentioned ([`ClaimCase::trump_unmentioned`]), so the bank's
    /// generator, which keeps only rulings citing its template's law, need not search
    /// the lines of a claim that cannot (a 10-card claim's search can take seconds).
    pub fn may_cite(&self, law: Law) -> bool {
        law != Law::L70C || self.trump_unmentioned()
    }
}

impl ClaimVerdict {
    /// Whether play continues: a defender's concession is void when partner objects at
    /// once (Law 68B2), and nobody's tricks are ruled.
    pub fn play_continues(&self) -> bool {
        self.claimer_tricks.is_none()
    }
}

/// Why a claim cannot be ruled.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClaimError {
    /// The tricks won before the claim and those left do not make 13. `won` is wide
    /// enough for any two counts the interface reads: a bad count is an error, never an
    /// overflow.
    #[error("{won} tricks won and {remaining} to play make {}, not 13", .won + u16::from(.remaining.get()))]
    /// The tricks won before the claim and those left do not make 13.
    TrickCount {
        /// Tricks won before the claim, both sides together.
        won: u16,
        /// Tricks left to play.
        remaining: Tricks,
    },
    #[error("{claimed} tricks claimed, but only {remaining} remain")]
    /// More tricks claimed than remain.
    ClaimedTooMany {
        /// Tricks claimed.
        claimed: Tricks,
        /// Tricks left to play.
        remaining: Tricks,
    },
    #[error(transparent)]
    /// The statement names a card the claimer's side cannot play.
    Statement(#[from] ClaimSetupError),
}

impl ClaimError {
    /// Whether the claim may be sound but the search could not settle it within its
    /// budget: the interface's `undetermined`, not a fault of the case.
    pub const fn is_undetermined(&self) -> bool {
        matches!(
            self,
            ClaimError::Statement(ClaimSetupError::TooManyLines { .. })
        )
    }

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

/// Rules a claim or concession: Law 68 for what was claimed and conceded, then by how
/// it was taken back, Law 70 (contested), Law 71 (a concession withdrawn) or Law 69B
/// (an acquiescence withdrawn); Law 68B2 when the claimer's partner objected.
///
/// # Errors
/// - the tricks won and those left do not make 13 ([`ClaimError::TrickCount`]);
/// - more tricks claimed than remain ([`ClaimError::ClaimedTooMany`]);
/// - a statement card held by an opponent or not in the position, or a position with
///   more normal lines than the solver plays out within its budget
///   ([`ClaimError::Statement`]; [`ClaimError::is_undetermined`]).
pub fn rule_claim(case: &ClaimCase) -> Result<Ruling<ClaimVerdict>, ClaimError> {
    rule_claim_within(case, NODE_BUDGET)
}

/// [`rule_claim`] with the search budget a caller can afford: cards the claim search may
/// try ([`crate::laws::Limits::claim_nodes`]); past it the claim is refused as too large
/// rather than ruled on part of its lines.
///
/// # Errors
/// As [`rule_claim`]; [`ClaimSetupError::TooManyLines`] when the budget runs out.
pub fn rule_claim_within(
    case: &ClaimCase,
    node_budget: u64,
) -> Result<Ruling<ClaimVerdict>, ClaimError> {
    let claim = Solved::new(case, node_budget)?;
    let mut steps = claim.statement();
    if case.partner_objects && claim.objection(&mut steps) {
        return Ok(Ruling {
            verdict: claim.verdict(None, Vec::new(), None),
            steps,
        });
    }
    let (claimer_tricks, line, guesses, law) = match case.withdrawal {
        None => (
            claim.contested(&mut steps)?,
            claim.normal.play.clone(),
            None,
            Law::L70A,
        ),
        Some(Withdrawal::Concession) => (
            claim.concession_withdrawn(&mut steps),
            claim.normal.play.clone(),
            None,
            Law::L71,
        ),
        Some(Withdrawal::Acquiescence) => {
            let (tricks, likely) = claim.acquiescence_withdrawn(&mut steps)?;
            (tricks, likely.play, Some(likely.guesses), Law::L69B2)
        }
    };
    let verdict = claim.verdict(Some(claimer_tricks), line, guesses);
    steps.push(Step::new(
        law,
        Message::new("claim-result")
            .with("side", claim.side)
            .with("tricks", claimer_tricks)
            .with("declarer", case.declarer)
            .with("total", verdict.declarer_tricks.unwrap_or(Tricks::ZERO)),
    ));
    Ok(Ruling { verdict, steps })
}

/// A claim checked and played out: the counts every branch of the ruling reads.
struct Solved<'a> {
    case: &'a ClaimCase,
    /// The claimer's side.
    side: Side,
    /// Tricks left to play at the claim.
    remaining: Tricks,
    /// Tricks of the remaining ones the claimer conceded.
    conceded: Tricks,
    setup: ClaimSetup,
    /// The claimer's worst normal line.
    normal: ClaimOutcome,
    normal_tricks: Tricks,
    /// The claimer's tricks with best play by both sides.
    double_dummy: Tricks,
}

impl<'a> Solved<'a> {
    /// Checks the counts and the statement, and plays the claim out: the worst normal
    /// line and double dummy.
    fn new(case: &'a ClaimCase, node_budget: u64) -> Result<Solved<'a>, ClaimError> {
        let remaining = case.position.tricks_left();
        let won = u16::from(case.declarer_won.get()) + u16::from(case.defence_won.get());
        if won + u16::from(remaining.get()) != 13 {
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
            trump_aware: case.trump_awareness != TrumpAwareness::Unmentioned,
            take_finesses: false,
            node_budget,
        };
        let normal = match case.withdrawal {
            // Law 71 asks only whether a normal line could lose a conceded trick: one
            // that takes no more than was claimed settles it, and the worst need not be
            // proven (most of a search's work). Only when none does is the worst counted.
            Some(Withdrawal::Concession) => claim_at_most(&setup, case.claimed.get())?,
            _ => claim_min(&setup)?,
        };
        // The solvers never count more tricks than are left.
        let count = |n: u8| Tricks::new(n.min(remaining.get()));
        let dd_on_lead = count(double_dummy(&case.position, trump, case.on_lead));
        let double_dummy = if case.on_lead.side() == side {
            dd_on_lead
        } else {
            remaining.minus(dd_on_lead.get())
        };
        Ok(Solved {
            case,
            side,
            remaining,
            conceded: remaining.minus(case.claimed.get()),
            setup,
            normal_tricks: count(normal.tricks),
            normal,
            double_dummy,
        })
    }

    /// Law 68: what the claim claims and concedes.
    fn statement(&self) -> Vec<Step> {
        let case = self.case;
        let statement = match (case.claimed, self.conceded) {
            (_, Tricks::ZERO) => Step::new(Law::L68A, Message::new("claim-all")),
            (Tricks::ZERO, _) => Step::new(Law::L68B1, Message::new("claim-concede-all")),
            _ => Step::new(
                Law::L68A,
                Message::new("claim-part").with("conceded", self.conceded),
            ),
        };
        let mut steps = vec![Step::new(
            statement.law,
            statement
                .message
                .with("claimer", case.claimer)
                .with("claimed", case.claimed)
                .with("remaining", self.remaining),
        )];
        if case.claimed > Tricks::ZERO && self.conceded > Tricks::ZERO {
            steps.push(Step::new(
                Law::L68B1,
                Message::new("claim-rest-conceded").with("conceded", self.conceded),
            ));
        }
        steps
    }

    /// Whether the claimer is a defender (so that partner may object, Law 68B2).
    fn is_defender(&self) -> bool {
        self.side != self.case.declarer.side()
    }

    /// Law 68B2: the claimer's partner objected at once. True when that voids a
    /// defender's concession, and play continues.
    fn objection(&self, steps: &mut Vec<Step>) -> bool {
        let partner = self.case.claimer.partner();
        if self.is_defender() && self.conceded > Tricks::ZERO {
            steps.push(Step::new(
                Law::L68B2,
                Message::new("claim-68b2-void").with("partner", partner),
            ));
            return true;
        }
        let id = if self.is_defender() {
            "claim-68b2-no-concession"
        } else {
            "claim-68b2-dummy"
        };
        steps.push(Step::new(
            Law::L68B2,
            Message::new(id).with("partner", partner),
        ));
        false
    }

    /// The worst normal line and its count, cited under `law`.
    fn normal_line_step(&self, law: Law) -> Step {
        self.line_step(law, "claim-normal-line")
    }

    /// The normal line played out and its count, cited under `law` in message `id`.
    fn line_step(&self, law: Law, id: &'static str) -> Step {
        Step::new(
            law,
            Message::new(id)
                .with("tricks", self.normal_tricks)
                .with("line", Arg::Line(self.normal.play.clone())),
        )
    }

    /// Law 70: a contested claim. The claimer gets what his worst normal line takes, never
    /// more than he claimed; doubt goes against him (70A), an unmentioned trump may ruff
    /// (70C), and a better line he did not state is not credited (70D, 70E).
    fn contested(&self, steps: &mut Vec<Step>) -> Result<Tricks, ClaimError> {
        let case = self.case;
        if case.line.is_empty() {
            steps.push(Step::new(Law::L70D1, Message::new("claim-no-statement")));
        }
        if case.trump_unmentioned() {
            let id = match case.trump_awareness {
                TrumpAwareness::Evident => "claim-70c-aware",
                TrumpAwareness::Stated | TrumpAwareness::Unmentioned => "claim-70c",
            };
            steps.push(Step::new(Law::L70C, Message::new(id)));
        }
        steps.push(self.normal_line_step(Law::L70A));
        if self.double_dummy > self.normal_tricks {
            steps.extend(self.shortfall()?);
        }
        let awarded = case.claimed.min(self.normal_tricks);
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
                .with("lost", case.claimed.minus(awarded.get())),
        ));
        Ok(awarded)
    }

    /// Why best play takes more than the worst normal line, naming the paragraph the
    /// shortfall comes from: an unstated finesse (70E1) when crediting finesses would have
    /// made up the difference, a choice left to a defender's partner (70D2) unless an
    /// unmentioned trump is at work (70C, cited already), else the line not stated (70D1).
    fn shortfall(&self) -> Result<Vec<Step>, ClaimError> {
        let finesses = ClaimSetup {
            take_finesses: true,
            ..self.setup.clone()
        };
        // Crediting finesses only narrows second and third hand's choice, so the worst
        // line with finesses credited takes at least the worst normal line's tricks; the
        // finesse is the whole shortfall when no line with finesses credited takes as few.
        // When the worst normal line makes none of the choices crediting takes away, it
        // is such a line, and no second search is needed; else the search stops at the
        // first it finds.
        let as_few = is_normal_line(&finesses, &self.normal.play)
            || has_line_at_most(&finesses, self.normal.tricks)?;
        let law = if !as_few {
            Law::L70E1
        } else if self.is_defender()
            && !(self.case.trump_unmentioned()
                && self.case.trump_awareness == TrumpAwareness::Unmentioned)
        {
            Law::L70D2
        } else {
            Law::L70D1
        };
        let mut steps = Vec::new();
        if law == Law::L70D2 {
            steps.push(Step::new(
                Law::L70D2,
                Message::new("claim-70d2").with("partner", self.case.claimer.partner()),
            ));
        }
        steps.push(Step::new(
            law,
            Message::new("claim-better-not-credited")
                .with("dd", self.double_dummy)
                .with("tricks", self.normal_tricks),
        ));
        Ok(steps)
    }

    /// Law 71: a concession withdrawn. A conceded trick comes back when no normal play
    /// could lose it: the claimer's side gets what its worst normal line takes, never
    /// less than it claimed.
    fn concession_withdrawn(&self, steps: &mut Vec<Step>) -> Tricks {
        let claimed = self.case.claimed;
        // When the trick stays conceded the line is one that loses it, not the worst,
        // which Law 71 does not ask for.
        let id = if self.normal_tricks > claimed {
            "claim-normal-line"
        } else {
            "claim-71-line-loses"
        };
        steps.push(self.line_step(Law::L71, id));
        let restored = self.normal_tricks.minus(claimed.get());
        let id = if restored > Tricks::ZERO {
            "claim-71-restored"
        } else {
            "claim-71-stands"
        };
        steps.push(Step::new(
            Law::L71,
            Message::new(id)
                .with("restored", restored)
                .with("claimed", claimed)
                .with("tricks", self.normal_tricks),
        ));
        claimed.plus(restored.get())
    }

    /// Law 69B: an acquiescence withdrawn. The opponents get back a conceded trick they
    /// would likely have won: judged along the likely line ([`likely_play`]: the
    /// claimer's statement, then single-dummy play for his side, double-dummy
    /// defence). Returns the claimer's tricks and that line, with its guesses.
    fn acquiescence_withdrawn(
        &self,
        steps: &mut Vec<Step>,
    ) -> Result<(Tricks, ClaimOutcome), ClaimError> {
        let likely = likely_play(&self.setup, self.case.declarer.partner())?;
        let claimer_likely = Tricks::new(likely.tricks.min(self.remaining.get()));
        let others = self.remaining.minus(claimer_likely.get());
        steps.push(Step::new(
            Law::L69A,
            Message::new("claim-69a")
                .with("side", self.side.opponents())
                .with("conceded", self.conceded),
        ));
        steps.push(Step::new(
            Law::L69B2,
            Message::new("claim-69b-likely-line")
                .with("tricks", claimer_likely)
                .with("line", Arg::Line(likely.play.clone())),
        ));
        // The reading decides a guess (vacant places, no restricted choice): the
        // student is told where, so that a director who weighs the layouts otherwise
        // knows which card he would change.
        for &(seat, card) in &likely.guesses {
            steps.push(Step::new(
                Law::L69B2,
                Message::new("claim-69b-guess")
                    .with("player", seat)
                    .with("card", card),
            ));
        }
        let restored = others.minus(self.conceded.get());
        let id = if restored > Tricks::ZERO {
            "claim-69b-restored"
        } else {
            "claim-69b-stands"
        };
        steps.push(Step::new(
            Law::L69B2,
            Message::new(id)
                .with("side", self.side.opponents())
                .with("likely", others)
                .with("restored", restored),
        ));
        Ok((self.case.claimed.minus(restored.get()), likely))
    }

    /// The verdict for the claimer's side getting `claimer_tricks` (none when play
    /// continues), with the line whose count the ruling uses.
    fn verdict(
        &self,
        claimer_tricks: Option<Tricks>,
        line: Vec<(Seat, Card)>,
        likely_guesses: Option<Vec<(Seat, Card)>>,
    ) -> ClaimVerdict {
        let case = self.case;
        ClaimVerdict {
            claimer_tricks,
            declarer_tricks: claimer_tricks.map(|t| {
                let declarers = if self.side == case.declarer.side() {
                    t
                } else {
                    self.remaining.minus(t.get())
                };
                case.declarer_won.plus(declarers.get())
            }),
            line,
            normal_tricks: self.normal_tricks,
            double_dummy_tricks: self.double_dummy,
            stands: claimer_tricks == Some(case.claimed),
            likely_guesses,
        }
    }
}
