//! The engine's typed front door: one [`Case`] per kind of ruling, [`rule`] to rule it
//! within the [`Limits`] a caller can afford, and one [`Verdict`] per kind.
//!
//! ```
//! use ruling::laws::{Case, Limits, Verdict, rule};
//! use ruling::laws::scoring::ImpsCase;
//!
//! let case = Case::Imps(ImpsCase::new(570).unwrap());
//! let ruling = rule(&case, &Limits::default()).unwrap();
//! assert!(matches!(ruling.verdict, Verdict::Imps(v) if v.imps == 11));
//! ```
//!
//! Every case type checks its own validity where it is built (weights that sum to 1, a
//! session percentage only in pairs, table scores in tens), so a web form, a template or
//! the JSON interface that builds one cannot hand the engine an impossible case. What no
//! single case field can know (a card played twice, more tricks than remain) the law
//! module finds while ruling and reports as a [`RuleError`] naming the field.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::artificial::{ArtificialCase, ArtificialVerdict, rule_artificial};
use super::claim::{ClaimCase, ClaimError, ClaimVerdict, rule_claim_within};
use super::law86d::{Adjust86dCase, Adjust86dVerdict, rule_86d};
use super::matchpoints::{MatchpointsCase, MatchpointsVerdict, rule_matchpoints};
use super::revoke::{
    RevokeError, RevokeFacts, RevokePlay, RevokeVerdict, rule_facts, rule_play, rule_play_citing,
};
use super::scoring::{ImpsCase, ImpsVerdict, ScoreCase, ScoreVerdict, rule_imps, rule_score};
use super::split::{SplitCase, SplitVerdict, rule_split};
use super::ui::{UiCase, UiError, UiVerdict, rule_ui};
use super::weighted::{WeightedCase, WeightedVerdict, rule_weighted};
use super::{Law, Ruling};

/// The kinds of ruling the engine gives, by the names of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `score`: the Law 77 score of a result.
    Score,
    /// `imps`: a points difference on the IMP scale (Law 78B).
    Imps,
    /// `artificial`: an artificial adjusted score (Law 12C2).
    Artificial,
    /// `weighted`: a weighted adjusted score (Law 12C1(c)).
    Weighted,
    /// `split`: consequent and subsequent damage (Law 12C1(b)).
    Split,
    /// `adjust86d`: a board scored at one table of a match (Law 86D, DBV procedure).
    Adjust86d,
    /// `revoke`: a revoke, as facts or as a deal and its play (Laws 61–64).
    Revoke,
    /// `claim`: a claim or concession (Laws 68–71).
    Claim,
    /// `ui`: unauthorized information (Law 16).
    Ui,
    /// `matchpoints`: matchpoints on a board (Law 78A).
    Matchpoints,
}

impl Kind {
    /// Every kind, in the order of the contract.
    pub const ALL: [Kind; 10] = [
        Kind::Score,
        Kind::Imps,
        Kind::Artificial,
        Kind::Weighted,
        Kind::Split,
        Kind::Adjust86d,
        Kind::Revoke,
        Kind::Claim,
        Kind::Ui,
        Kind::Matchpoints,
    ];

    /// The contract's name for the kind.
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Score => "score",
            Kind::Imps => "imps",
            Kind::Artificial => "artificial",
            Kind::Weighted => "weighted",
            Kind::Split => "split",
            Kind::Adjust86d => "adjust86d",
            Kind::Revoke => "revoke",
            Kind::Claim => "claim",
            Kind::Ui => "ui",
            Kind::Matchpoints => "matchpoints",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A kind was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a kind: use one of score, imps, artificial, weighted, split, adjust86d, revoke, claim, ui, matchpoints"
)]
pub struct ParseKindError(pub String);

impl FromStr for Kind {
    type Err = ParseKindError;
    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        Kind::ALL
            .into_iter()
            .find(|k| k.code() == s)
            .ok_or_else(|| ParseKindError(s.to_owned()))
    }
}

/// A case for the engine, one variant per kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Case {
    /// A result to score.
    Score(ScoreCase),
    /// A points difference to convert to IMPs.
    Imps(ImpsCase),
    /// A board on which no result could be obtained.
    Artificial(ArtificialCase),
    /// Possible results and their weights.
    Weighted(WeightedCase),
    /// A result with an infraction and a later serious error.
    Split(SplitCase),
    /// A board played at one table of a teams match.
    Adjust86d(Adjust86dCase),
    /// A revoke as the Director learns it at the table.
    RevokeFacts(RevokeFacts),
    /// A revoke in a deal and its play record.
    RevokePlay(RevokePlay),
    /// A claim or concession.
    Claim(ClaimCase),
    /// A call or play after unauthorized information.
    Ui(UiCase),
    /// Every table's result on a board, for matchpoints.
    Matchpoints(MatchpointsCase),
}

impl Case {
    /// The kind of ruling the case asks for.
    pub const fn kind(&self) -> Kind {
        match self {
            Case::Score(_) => Kind::Score,
            Case::Imps(_) => Kind::Imps,
            Case::Artificial(_) => Kind::Artificial,
            Case::Weighted(_) => Kind::Weighted,
            Case::Split(_) => Kind::Split,
            Case::Adjust86d(_) => Kind::Adjust86d,
            Case::RevokeFacts(_) | Case::RevokePlay(_) => Kind::Revoke,
            Case::Claim(_) => Kind::Claim,
            Case::Ui(_) => Kind::Ui,
            Case::Matchpoints(_) => Kind::Matchpoints,
        }
    }
}

/// The engine's verdict, one variant per kind of case. Each serialises to the fields of
/// the JSON contract (`shared/spec/ruling-json.md`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Verdict {
    /// The score and its parts.
    Score(ScoreVerdict),
    /// The IMPs.
    Imps(ImpsVerdict),
    /// Each side's artificial score.
    Artificial(ArtificialVerdict),
    /// The weighted score.
    Weighted(WeightedVerdict),
    /// Each team's IMPs after the split.
    Split(SplitVerdict),
    /// Each team's IMPs under Law 86D.
    Adjust86d(Adjust86dVerdict),
    /// The ruling on revoke facts.
    RevokeFacts(RevokeVerdict),
    /// The ruling on a revoke in a played deal.
    RevokePlay(RevokeVerdict),
    /// The tricks the claimer's side gets, and why.
    Claim(ClaimVerdict),
    /// The logical alternatives, the infraction, the damage and the score.
    Ui(UiVerdict),
    /// Every table's matchpoints.
    Matchpoints(MatchpointsVerdict),
}

impl Verdict {
    /// The kind of ruling this verdict answers.
    pub const fn kind(&self) -> Kind {
        match self {
            Verdict::Score(_) => Kind::Score,
            Verdict::Imps(_) => Kind::Imps,
            Verdict::Artificial(_) => Kind::Artificial,
            Verdict::Weighted(_) => Kind::Weighted,
            Verdict::Split(_) => Kind::Split,
            Verdict::Adjust86d(_) => Kind::Adjust86d,
            Verdict::RevokeFacts(_) | Verdict::RevokePlay(_) => Kind::Revoke,
            Verdict::Claim(_) => Kind::Claim,
            Verdict::Ui(_) => Kind::Ui,
            Verdict::Matchpoints(_) => Kind::Matchpoints,
        }
    }
}

/// How much work a ruling may take: the command line rules what it is given, a web
/// request serving untrusted input asks for less.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Cards the claim search may try before it gives up (Laws 69–71).
    pub claim_nodes: u64,
    /// Trick-boundary positions the double-dummy search may visit to measure what the
    /// revokes on a board cost (Law 64C), all of them together; past them the ruling is
    /// an error, never a count without Law 64C.
    pub equity_nodes: u64,
}

impl Limits {
    /// What `ruling rule` allows: claims at any trick, each within a few seconds (a
    /// claim past the budget is undetermined); Law 64C is measured from trick 1 on full
    /// deals.
    pub const COMMAND_LINE: Limits = Limits {
        claim_nodes: crate::solver::claim::NODE_BUDGET,
        equity_nodes: EQUITY_NODES,
    };
}

/// The command line's budget for Law 64C. Measured (`tests/dds_oracle.rs`, the 14
/// play-form revoke templates at seeds 0-59): a board's revokes need a median of 265
/// positions and at most about 506,000; this allows 20 times that.
const EQUITY_NODES: u64 = 10_000_000;

impl Default for Limits {
    fn default() -> Limits {
        Limits::COMMAND_LINE
    }
}

/// Why a case could not be ruled: its facts contradict each other or its play record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error(transparent)]
    /// The revoke facts contradict each other or the play.
    Revoke(#[from] RevokeError),
    #[error(transparent)]
    /// The claim cannot be played out as given.
    Claim(#[from] ClaimError),
    #[error(transparent)]
    /// The poll or the results do not allow a ruling.
    Ui(#[from] UiError),
}

impl RuleError {
    /// The input field at fault, as a JSON path (`play[4][2]`, `statement.line[1]`).
    pub fn field(&self) -> String {
        match self {
            RuleError::Revoke(e) => e.field(),
            RuleError::Claim(e) => e.field(),
            RuleError::Ui(e) => e.field(),
        }
    }

    /// Whether the case may be sound but could not be settled within the [`Limits`].
    pub fn is_undetermined(&self) -> bool {
        match self {
            RuleError::Revoke(e) => e.is_undetermined(),
            RuleError::Claim(e) => e.is_undetermined(),
            RuleError::Ui(_) => false,
        }
    }
}

/// Rules a case.
///
/// # Errors
/// A [`RuleError`] naming the field when the facts of a revoke, claim or UI case
/// contradict each other or the play (`Case::RevokePlay` with a card played twice,
/// a claim of more tricks than remain). Scores, IMPs and adjustments never fail: their
/// cases were checked when they were built.
pub fn rule(case: &Case, limits: &Limits) -> Result<Ruling<Verdict>, RuleError> {
    Ok(match case {
        Case::Score(c) => rule_score(c).map(Verdict::Score),
        Case::Imps(c) => rule_imps(c).map(Verdict::Imps),
        Case::Artificial(c) => rule_artificial(c).map(Verdict::Artificial),
        Case::Weighted(c) => rule_weighted(c).map(Verdict::Weighted),
        Case::Split(c) => rule_split(c).map(Verdict::Split),
        Case::Adjust86d(c) => rule_86d(c).map(Verdict::Adjust86d),
        Case::RevokeFacts(c) => rule_facts(c)?.map(Verdict::RevokeFacts),
        Case::RevokePlay(c) => rule_play(c, limits)?.map(Verdict::RevokePlay),
        Case::Claim(c) => rule_claim_within(c, limits.claim_nodes)?.map(Verdict::Claim),
        Case::Ui(c) => rule_ui(c)?.map(Verdict::Ui),
        Case::Matchpoints(c) => rule_matchpoints(c).map(Verdict::Matchpoints),
    })
}

/// The ruling of a case if it cites `law`, else `None`: the bank's generator keeps only
/// draws whose ruling takes its template's branch, and a revoke ruling that cannot cite
/// it stops before Law 64C's double-dummy measure, as a claim that cannot stops before
/// its lines are played out ([`ClaimCase::may_cite`]). Whenever it gives a ruling, it
/// is [`rule`]'s.
///
/// # Errors
/// As [`rule`], except an error only that measure or search would meet.
pub fn rule_citing(
    case: &Case,
    limits: &Limits,
    law: Law,
) -> Result<Option<Ruling<Verdict>>, RuleError> {
    match case {
        Case::RevokePlay(c) => {
            Ok(rule_play_citing(c, limits, law)?.map(|r| r.map(Verdict::RevokePlay)))
        }
        Case::Claim(c) if !c.may_cite(law) => Ok(None),
        _ => Ok(Some(rule(case, limits)?).filter(|r| cites(r, law))),
    }
}

/// The law paragraphs a ruling cites, for a template's branch check.
pub fn cites(ruling: &Ruling<Verdict>, law: Law) -> bool {
    ruling.steps.iter().any(|s| s.law == law)
}

/// A case that cannot be built, and the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct FieldError {
    /// The field as a JSON path (`outcomes[1].weight`); empty for the case as a whole.
    pub field: String,
    /// What is wrong with it.
    pub message: String,
    /// Each field is valid on its own, but they cannot all be true together (weights
    /// that do not sum to 1); otherwise the field's own value is out of range.
    pub impossible: bool,
    /// The field is absent although the rest of the case needs it (a teams score
    /// without `other_table_ns`); only [`FieldError::missing`] sets it.
    absent: bool,
}

impl FieldError {
    /// The field's own value is out of range.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> FieldError {
        FieldError {
            field: field.into(),
            message: message.into(),
            impossible: false,
            absent: false,
        }
    }

    /// The fields contradict each other.
    pub fn impossible(field: impl Into<String>, message: impl Into<String>) -> FieldError {
        FieldError {
            field: field.into(),
            message: message.into(),
            impossible: true,
            absent: false,
        }
    }

    /// A field the rest of the case needs is absent.
    pub fn missing(field: impl Into<String>, message: impl Into<String>) -> FieldError {
        FieldError {
            field: field.into(),
            message: message.into(),
            impossible: false,
            absent: true,
        }
    }

    /// Whether the field is absent rather than wrong.
    pub const fn is_missing(&self) -> bool {
        self.absent
    }
}
