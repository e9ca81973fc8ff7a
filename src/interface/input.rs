//! The input side of the JSON contract: the shape of each kind's case as
//! `shared/spec/ruling-json.md` writes it, read with serde in any format (JSON from
//! `ruling rule`, TOML from a question-bank template), and turned into the engine's
//! typed [`Case`]. Each field's type refuses a bad value at the field, so the error can
//! name it; [`CaseIn::into_case`] checks what no single field can.
//!
//! The same shapes serialise a case back, which is how a stored variant keeps its case:
//! as `ruling rule` would read it.

use std::collections::BTreeMap;
use std::fmt::Display;

use serde::{Deserialize, Deserializer, Serialize};

use crate::laws::artificial::{ArtificialCase, Form};
use crate::laws::claim::{ClaimCase, ClaimError, TrumpAwareness, Withdrawal};
use crate::laws::law86d::Adjust86dCase;
use crate::laws::matchpoints::MatchpointsCase;
use crate::laws::revoke::{
    Claim, Exception, Inquirer, LateDiscovery, RevokeCard, RevokeFacts, RevokePlay, Table,
};
use crate::laws::scoring::{ImpsCase, ScoreCase};
use crate::laws::split::SplitCase;
use crate::laws::ui::{Action, PollEntry, UiCase, UiSource, UiWeighting, WeightedResult};
use crate::laws::weighted::{Outcome, Scoring, WeightedCase};
use crate::laws::{Case, Fault, FieldError, Kind};
use crate::model::{
    Card, Contract, Deal, FinalContract, NsPoints, NsScore, Percent, Position, Seat, Share, Side,
    Strain, Suit, TrickNo, Tricks, Vulnerability,
};
use crate::solver::claim::LineItem;

use super::error::{self, CaseError};

/// Reads a case of `kind` from any serde format, naming the field at fault. `play_form`
/// says whether a revoke case gives a deal and play record (the caller has looked for a
/// `deal` or `play` key).
///
/// # Errors
/// A missing field, or a value its field refuses, with the field's path.
pub fn read_kind<'de, D>(kind: Kind, play_form: bool, d: D) -> Result<CaseIn, CaseError>
where
    D: Deserializer<'de>,
    D::Error: Display,
{
    read_kind_by::<Tracked, D>(kind, play_form, d)
}

/// [`read_kind`] without following the path to each field: whether the case reads, and
/// nothing about why not. The path costs a third of reading a small case, and is only
/// of use in an error, so a caller that can read the case again asks for it then.
pub(super) fn reads_untracked<'de, D>(kind: Kind, play_form: bool, d: D) -> Option<CaseIn>
where
    D: Deserializer<'de>,
    D::Error: Display,
{
    read_kind_by::<Untracked, D>(kind, play_form, d).ok()
}

/// How one kind's shape is read.
trait Reader {
    fn parse<'de, T: Deserialize<'de>, D>(d: D) -> Result<T, CaseError>
    where
        D: Deserializer<'de>,
        D::Error: Display;
}

/// With the path to the field at fault.
struct Tracked;

impl Reader for Tracked {
    fn parse<'de, T: Deserialize<'de>, D>(d: D) -> Result<T, CaseError>
    where
        D: Deserializer<'de>,
        D::Error: Display,
    {
        serde_path_to_error::deserialize(d).map_err(error::from_serde)
    }
}

/// Without it: the error says only what went wrong.
struct Untracked;

impl Reader for Untracked {
    fn parse<'de, T: Deserialize<'de>, D>(d: D) -> Result<T, CaseError>
    where
        D: Deserializer<'de>,
        D::Error: Display,
    {
        T::deserialize(d).map_err(|_| CaseError::invalid("", ""))
    }
}

fn read_kind_by<'de, R: Reader, D>(kind: Kind, play_form: bool, d: D) -> Result<CaseIn, CaseError>
where
    D: Deserializer<'de>,
    D::Error: Display,
{
    Ok(match kind {
        Kind::Score => CaseIn::Score(R::parse(d)?),
        Kind::Imps => CaseIn::Imps(R::parse(d)?),
        Kind::Artificial => CaseIn::Artificial(R::parse(d)?),
        Kind::Weighted => CaseIn::Weighted(R::parse(d)?),
        Kind::Split => CaseIn::Split(R::parse(d)?),
        Kind::Adjust86d => CaseIn::Adjust86d(R::parse(d)?),
        Kind::Revoke if play_form => CaseIn::Revoke(RevokeIn::Play(R::parse(d)?)),
        Kind::Revoke => CaseIn::Revoke(RevokeIn::Facts(R::parse(d)?)),
        Kind::Claim => CaseIn::Claim(R::parse(d)?),
        Kind::Ui => CaseIn::Ui(R::parse(d)?),
        Kind::Matchpoints => CaseIn::Matchpoints(R::parse(d)?),
    })
}

/// A case as the JSON contract writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CaseIn {
    /// `"kind":"score"`.
    Score(ScoreIn),
    /// `"kind":"imps"`.
    Imps(ImpsIn),
    /// `"kind":"artificial"`.
    Artificial(ArtificialIn),
    /// `"kind":"weighted"`.
    Weighted(WeightedIn),
    /// `"kind":"split"`.
    Split(SplitIn),
    #[serde(rename = "adjust86d")]
    /// `"kind":"adjust86d"`.
    Adjust86d(Adjust86dIn),
    /// `"kind":"revoke"`, facts or play form.
    Revoke(RevokeIn),
    /// `"kind":"claim"`.
    Claim(ClaimIn),
    /// `"kind":"ui"`.
    Ui(UiIn),
    /// `"kind":"matchpoints"`.
    Matchpoints(MatchpointsIn),
}

/// A revoke case in either form; a deal and play record make the play form.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RevokeIn {
    /// With `deal` and `play`: the engine replays the board.
    Play(RevokePlayIn),
    /// The facts as the Director learns them.
    Facts(RevokeFactsIn),
}

impl CaseIn {
    /// The engine's case.
    ///
    /// # Errors
    /// What no single field can check: a session percentage in teams, weights that do not
    /// sum to 1, a statement naming something that is neither a card nor a suit.
    pub fn into_case(self) -> Result<Case, FieldError> {
        Ok(match self {
            CaseIn::Score(i) => Case::Score(ScoreCase {
                contract: i.contract,
                declarer: i.declarer,
                vulnerability: i.vulnerable,
                tricks: i.tricks,
            }),
            CaseIn::Imps(i) => Case::Imps(ImpsCase::new(i.difference)?),
            CaseIn::Artificial(i) => Case::Artificial(i.into_case()?),
            CaseIn::Weighted(i) => Case::Weighted(WeightedCase::scored(
                i.outcomes
                    .into_iter()
                    .map(|o| Outcome {
                        weight: o.weight,
                        ns: o.ns,
                    })
                    .collect(),
                scoring(i.form, i.other_table_ns, i.other_tables_ns)?,
            )?),
            CaseIn::Split(i) => Case::Split(SplitCase {
                offenders: i.offenders,
                actual_ns: i.actual_ns,
                normal_after_infraction_ns: i.normal_after_infraction_ns,
                without_infraction_ns: i.without_infraction_ns,
                scoring: scoring(i.form, i.other_table_ns, i.other_tables_ns)?,
            }),
            CaseIn::Adjust86d(i) => Case::Adjust86d(Adjust86dCase {
                table_ns: i.table_ns,
                expected_ns: i.expected_ns,
                ns_team: i.ns_team,
                ew_team: i.ew_team,
            }),
            CaseIn::Revoke(RevokeIn::Facts(i)) => Case::RevokeFacts(i.into_case()?),
            CaseIn::Revoke(RevokeIn::Play(i)) => Case::RevokePlay(i.into_case()),
            CaseIn::Claim(i) => Case::Claim(i.into_case()?),
            CaseIn::Ui(i) => Case::Ui(i.into_case()?),
            CaseIn::Matchpoints(i) => {
                Case::Matchpoints(MatchpointsCase::new(i.scores_ns, i.table)?)
            }
        })
    }

    /// The kind of ruling the case asks for.
    pub const fn kind(&self) -> Kind {
        match self {
            CaseIn::Score(_) => Kind::Score,
            CaseIn::Imps(_) => Kind::Imps,
            CaseIn::Artificial(_) => Kind::Artificial,
            CaseIn::Weighted(_) => Kind::Weighted,
            CaseIn::Split(_) => Kind::Split,
            CaseIn::Adjust86d(_) => Kind::Adjust86d,
            CaseIn::Revoke(_) => Kind::Revoke,
            CaseIn::Claim(_) => Kind::Claim,
            CaseIn::Ui(_) => Kind::Ui,
            CaseIn::Matchpoints(_) => Kind::Matchpoints,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A result to score (`"kind":"score"`).
pub struct ScoreIn {
    /// `"4SX"`, `"3NT"`, or `"Pass"`.
    pub contract: FinalContract,
    /// Declarer's seat.
    pub declarer: Seat,
    /// `None`, `NS`, `EW` or `All`.
    pub vulnerable: Vulnerability,
    /// Declarer's tricks, 0–13.
    pub tricks: Tricks,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A points difference (`"kind":"imps"`).
pub struct ImpsIn {
    /// The difference in points, either sign.
    pub difference: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
/// Teams (IMPs) or pairs (matchpoints).
pub enum FormIn {
    /// `"teams"`.
    Teams,
    /// `"pairs"`.
    Pairs,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// An artificial adjusted score (`"kind":"artificial"`).
pub struct ArtificialIn {
    /// Teams or pairs.
    pub form: FormIn,
    /// North-South's fault for the lost result.
    pub ns: Fault,
    /// East-West's fault.
    pub ew: Fault,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// North-South's session percentage (pairs, Law 12C2(b)).
    pub ns_session_pct: Option<Percent>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// East-West's session percentage.
    pub ew_session_pct: Option<Percent>,
}

impl ArtificialIn {
    fn into_case(self) -> Result<ArtificialCase, FieldError> {
        let form = match self.form {
            FormIn::Pairs => Form::Pairs {
                ns_session: self.ns_session_pct,
                ew_session: self.ew_session_pct,
            },
            FormIn::Teams => {
                for (field, pct) in [
                    ("ns_session_pct", self.ns_session_pct),
                    ("ew_session_pct", self.ew_session_pct),
                ] {
                    if pct.is_some() {
                        return Err(FieldError::invalid(
                            field,
                            "a session percentage applies to pairs only",
                        ));
                    }
                }
                Form::Teams
            }
        };
        Ok(ArtificialCase {
            form,
            ns: self.ns,
            ew: self.ew,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// One possible result and its weight.
pub struct OutcomeIn {
    /// The weight, above 0 and at most 1.
    pub weight: Share,
    /// The result, from North-South's point of view.
    pub ns: NsScore,
}

/// A weighted score: in teams (the default) against `other_table_ns`, in pairs
/// (`"form":"pairs"`) against `other_tables_ns`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WeightedIn {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Teams (the default) or pairs.
    pub form: Option<FormIn>,
    /// The results and their weights, summing to 1.
    pub outcomes: Vec<OutcomeIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// In teams: the other table's result.
    pub other_table_ns: Option<NsScore>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// In pairs: the other tables' results.
    pub other_tables_ns: Option<Vec<NsScore>>,
}

/// What a weighted score is scored against: teams (the default) need `other_table_ns`,
/// pairs `other_tables_ns`, and neither takes the other's field.
///
/// # Errors
/// The field the form needs is absent, or the other form's field is given.
pub fn scoring(
    form: Option<FormIn>,
    other_table_ns: Option<NsScore>,
    other_tables_ns: Option<Vec<NsScore>>,
) -> Result<Scoring, FieldError> {
    match (
        form.unwrap_or(FormIn::Teams),
        other_table_ns,
        other_tables_ns,
    ) {
        (FormIn::Teams, Some(other_table_ns), None) => Ok(Scoring::Teams { other_table_ns }),
        (FormIn::Teams, None, _) => Err(FieldError::missing(
            "other_table_ns",
            "missing field `other_table_ns`: teams score against the other table's result",
        )),
        (FormIn::Teams, Some(_), Some(_)) => Err(FieldError::invalid(
            "other_tables_ns",
            "`other_tables_ns` is for pairs (\"form\":\"pairs\"); teams use `other_table_ns`",
        )),
        (FormIn::Pairs, None, Some(others)) => Scoring::pairs(others),
        (FormIn::Pairs, _, None) => Err(FieldError::missing(
            "other_tables_ns",
            "missing field `other_tables_ns`: pairs score against the other tables' results",
        )),
        (FormIn::Pairs, Some(_), Some(_)) => Err(FieldError::invalid(
            "other_table_ns",
            "`other_table_ns` is for teams; pairs use `other_tables_ns`",
        )),
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// Consequent and subsequent damage (`"kind":"split"`): in teams (the default) against
/// `other_table_ns`, in pairs (`"form":"pairs"`) against `other_tables_ns`.
pub struct SplitIn {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Teams (the default) or pairs.
    pub form: Option<FormIn>,
    /// The side that committed the infraction.
    pub offenders: Side,
    /// The result at the table.
    pub actual_ns: NsScore,
    /// What normal play after the infraction would have given.
    pub normal_after_infraction_ns: NsScore,
    /// What the board would have given without the infraction.
    pub without_infraction_ns: NsScore,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// In teams: the result at the other table.
    pub other_table_ns: Option<NsScore>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// In pairs: the other tables' results.
    pub other_tables_ns: Option<Vec<NsScore>>,
}

/// The procedures an 86D adjustment can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// The DBV Verfahrensrichtlinie of 1 March 2013 (seeds/000).
    #[serde(rename = "dbv-2013")]
    Dbv2013,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A board scored at one table of a match (`"kind":"adjust86d"`).
pub struct Adjust86dIn {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The procedure: the DBV's of 2013, the only one so far.
    pub method: Option<Method>,
    /// The result where the board was played.
    pub table_ns: NsScore,
    /// The datum or expected result.
    pub expected_ns: NsPoints,
    /// Fault of the team whose pair sat North-South there.
    pub ns_team: Fault,
    /// Fault of the team whose pair sat East-West there.
    pub ew_team: Fault,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
/// A Law 64B exception, by the contract's name.
pub enum ExceptionIn {
    /// `subsequent_same_suit` (64B2).
    SubsequentSameSuit,
    /// A failure to play a faced card (64B3); `failed_to_play_faced_card` says so in
    /// full. A card played that was already faced is `played_faced_card` instead.
    #[serde(alias = "failed_to_play_faced_card")]
    FacedCard,
    /// `after_next_call` (64B4).
    AfterNextCall,
    /// `after_round` (64B5).
    AfterRound,
    #[serde(rename = "trick_12")]
    /// `trick_12` (64B6).
    Trick12,
    /// `both_sides` (64B7).
    BothSides,
}

impl From<ExceptionIn> for Exception {
    fn from(e: ExceptionIn) -> Exception {
        match e {
            ExceptionIn::SubsequentSameSuit => Exception::SubsequentSameSuit,
            ExceptionIn::FacedCard => Exception::FacedCard,
            ExceptionIn::AfterNextCall => Exception::AfterNextCall,
            ExceptionIn::AfterRound => Exception::AfterRound,
            ExceptionIn::Trick12 => Exception::Trick12,
            ExceptionIn::BothSides => Exception::BothSides,
        }
    }
}

impl From<Exception> for ExceptionIn {
    fn from(e: Exception) -> ExceptionIn {
        match e {
            Exception::SubsequentSameSuit => ExceptionIn::SubsequentSameSuit,
            Exception::FacedCard => ExceptionIn::FacedCard,
            Exception::AfterNextCall => ExceptionIn::AfterNextCall,
            Exception::AfterRound => ExceptionIn::AfterRound,
            Exception::Trick12 => ExceptionIn::Trick12,
            Exception::BothSides => ExceptionIn::BothSides,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// Revoke facts (`"kind":"revoke"` without a deal).
pub struct RevokeFactsIn {
    /// The contract.
    pub contract: Contract,
    /// Declarer's seat.
    pub declarer: Seat,
    /// Who is vulnerable.
    pub vulnerable: Vulnerability,
    /// Who revoked.
    pub offender: Seat,
    /// Whether the revoke became established.
    pub established: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The revoke trick, 1–12, when known.
    pub revoke_trick: Option<u8>,
    /// Who won the revoke trick.
    pub revoke_trick_won_by: Seat,
    /// Tricks the offending side won after the revoke trick.
    pub offending_side_later_tricks: Tricks,
    /// Declarer's tricks as played.
    pub declarer_tricks: Tricks,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The 64B exception, if any.
    pub exception: Option<ExceptionIn>,
    /// The card played in revoking was already faced: a defender's penalty card (62B2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub played_faced_card: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Declarer's tricks had the revoke not occurred (Law 64C), if the Director judged them.
    pub tricks_without_revoke: Option<Tricks>,
}

impl RevokeFactsIn {
    fn into_case(self) -> Result<RevokeFacts, FieldError> {
        let revoke_trick = self
            .revoke_trick
            .map(TrickNo::try_new)
            .transpose()
            .map_err(|e| FieldError::impossible("revoke_trick", e.to_string()))?;
        Ok(RevokeFacts {
            table: Table {
                contract: self.contract,
                declarer: self.declarer,
                vulnerability: self.vulnerable,
            },
            offender: self.offender,
            established: self.established,
            revoke_trick,
            revoke_trick_won_by: self.revoke_trick_won_by,
            offending_side_later_tricks: self.offending_side_later_tricks,
            declarer_tricks: self.declarer_tricks,
            exception: self.exception.map(Into::into),
            revoke_card: if self.played_faced_card {
                RevokeCard::Faced
            } else {
                RevokeCard::FromHand
            },
            tricks_without_revoke: self.tricks_without_revoke,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
/// When attention was first drawn to the revoke.
pub enum DiscoveredIn {
    /// `during_play`.
    DuringPlay,
    /// `after_next_call`: a non-offender had called on the next board. A call by the
    /// offending side alone does not make a revoke late (Law 64B4): give no `discovered`.
    AfterNextCall,
    /// `after_round`: the round had ended.
    AfterRound,
    /// `after_hands_returned`: all four hands were back in the board, before a
    /// non-offender called on the next deal. Too late to correct a revoke on trick 12
    /// (Law 62D1); changes nothing for a revoke on an earlier trick.
    AfterHandsReturned,
}

impl DiscoveredIn {
    /// The late discovery, or `None` during the play.
    pub fn late(self) -> Option<LateDiscovery> {
        match self {
            DiscoveredIn::DuringPlay => None,
            DiscoveredIn::AfterNextCall => Some(LateDiscovery::AfterNextCall),
            DiscoveredIn::AfterRound => Some(LateDiscovery::AfterRound),
            DiscoveredIn::AfterHandsReturned => Some(LateDiscovery::AfterHandsReturned),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A claim that ended the play record.
pub struct PlayClaimIn {
    /// Who claimed.
    pub by: Seat,
    /// Tricks of the remaining ones the claimer's side takes.
    pub tricks: Tricks,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A revoke in a deal and its play (`"kind":"revoke"` with `deal`).
pub struct RevokePlayIn {
    /// The deal in PBN.
    pub deal: Deal,
    /// The contract.
    pub contract: Contract,
    /// Declarer's seat.
    pub declarer: Seat,
    /// Who is vulnerable.
    pub vulnerable: Vulnerability,
    /// The tricks, each from its leader's card.
    pub play: Vec<Vec<Card>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The trick after which attention was drawn; the whole record when absent.
    pub attention_after_trick: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// When attention was first drawn, if after the play.
    pub discovered: Option<DiscoveredIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The claim that ended play, if any.
    pub claim: Option<PlayClaimIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Who named or designated a card for the trick after `attention_after_trick`
    /// before attention was drawn (Law 63A2).
    pub card_named_by: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Declarer's tricks without the revoke, if the Director judged them (Law 64C).
    pub tricks_without_revoke: Option<Tricks>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Who asked the last player who failed to follow about it (Law 61B).
    pub inquiry: Option<InquiryIn>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    /// The players who withdrew the card they played after the corrected revoke, in the
    /// order they did (Law 62C).
    pub withdrawn: Vec<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    /// Law 43B2(b): the tricks played after declarer corrected the revoke a dummy who
    /// had lost his rights asked about, from the corrected trick on.
    pub play_after_correction: Vec<Vec<Card>>,
}

/// Law 61B: who asked the player who failed to follow whether he had a card of the suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InquiryIn {
    /// The player who asked.
    pub asker: Seat,
    #[serde(default)]
    /// Whether dummy had lost his rights (Law 43B2(b)) before asking.
    pub dummy_lost_rights: bool,
}

impl RevokePlayIn {
    fn into_case(self) -> RevokePlay {
        RevokePlay {
            table: Table {
                contract: self.contract,
                declarer: self.declarer,
                vulnerability: self.vulnerable,
            },
            deal: self.deal,
            play: self.play,
            attention_after_trick: self.attention_after_trick,
            late_discovery: self.discovered.and_then(DiscoveredIn::late),
            claim: self.claim.map(|c| Claim {
                by: c.by,
                tricks: c.tricks,
            }),
            card_named_by: self.card_named_by,
            tricks_without_revoke: self.tricks_without_revoke,
            inquiry: self.inquiry.map(|q| Inquirer {
                asker: q.asker,
                dummy_lost_rights: q.dummy_lost_rights,
            }),
            withdrawn: self.withdrawn,
            play_after_correction: self.play_after_correction,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A call or play after unauthorized information (`"kind":"ui"`).
pub struct UiIn {
    #[serde(default)]
    /// Where the information came from.
    pub source: UiSource,
    /// The side that had the information.
    pub offenders: Side,
    /// The action chosen at the table.
    pub chosen: Action,
    /// The poll: each action and how many chose it.
    pub poll: Vec<PollEntry>,
    /// The actions the information demonstrably suggested.
    pub suggested: Vec<Action>,
    /// The result each action would have given, from North-South's point of view.
    pub results_ns: BTreeMap<Action, NsScore>,
    /// The result at the table.
    pub table_ns: NsScore,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The share of the poll that makes a logical alternative (default 1/5).
    pub la_threshold: Option<Share>,
    /// The Director's weights over the results (Law 12C1(c)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<Vec<WeightIn>>,
    /// With weights: teams (the default) or pairs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<FormIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// With weights in teams: the other table's result.
    pub other_table_ns: Option<NsScore>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// With weights in pairs: the other tables' results.
    pub other_tables_ns: Option<Vec<NsScore>>,
}

/// One weighted result of a UI ruling (Law 12C1(c)): an outcome of a logical
/// alternative, named by its action of `results_ns`, by its score `ns`, or by both
/// (`{"action":"3H","ns":140,"weight":"3/4"}`), and its weight.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WeightIn {
    /// An action of `results_ns`, not one the information suggested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    /// The outcome's score to North-South; the action's result when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns: Option<NsScore>,
    /// Its weight.
    pub weight: Share,
}

impl UiIn {
    fn into_case(self) -> Result<UiCase, FieldError> {
        let weighting = match self.weights {
            Some(weights) => Some(UiWeighting::new(
                weights
                    .into_iter()
                    .map(|w| WeightedResult {
                        action: w.action,
                        ns: w.ns,
                        weight: w.weight,
                    })
                    .collect(),
                &self.results_ns,
                &self.suggested,
                scoring(self.form, self.other_table_ns, self.other_tables_ns)?,
            )?),
            None => {
                for (field, given) in [
                    ("form", self.form.is_some()),
                    ("other_table_ns", self.other_table_ns.is_some()),
                    ("other_tables_ns", self.other_tables_ns.is_some()),
                ] {
                    if given {
                        return Err(FieldError::invalid(
                            field,
                            "scores the weighted results: give `weights` too",
                        ));
                    }
                }
                None
            }
        };
        Ok(UiCase {
            source: self.source,
            offenders: self.offenders,
            chosen: self.chosen,
            poll: self.poll,
            suggested: self.suggested,
            results_ns: self.results_ns,
            table_ns: self.table_ns,
            // A regulation setting; one in five is the usual one.
            la_threshold: self.la_threshold.unwrap_or(Share::FIFTH),
            weighting,
        })
    }
}

/// A board's North-South scores at every table; `table`, counted from 1, the one the
/// question is about (all tables when absent).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MatchpointsIn {
    /// North-South's score at each table.
    pub scores_ns: Vec<NsScore>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The table the question is about, from 1.
    pub table: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// Tricks won before the claim.
pub struct TricksWonIn {
    /// By declarer's side.
    pub declarer: u8,
    /// By the defenders.
    pub defence: u8,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
/// What the claimer said.
pub struct StatementIn {
    #[serde(default)]
    /// The cards he said he would play, in order (`"SA"`, …).
    pub line: Vec<String>,
    #[serde(default)]
    /// He mentioned the trumps (Law 70C).
    pub trumps_mentioned: bool,
    /// Law 70C2, a question of fact: `stated`, `evident` (plainly aware without saying
    /// so, EBU White Book 8.70.4(b)) or `none`. Absent: `stated` when `trumps_mentioned`,
    /// else `none`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump_awareness: Option<TrumpAwarenessIn>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
/// What the claimer showed of the outstanding trump (Law 70C2).
pub enum TrumpAwarenessIn {
    /// He mentioned it.
    Stated,
    /// Plainly aware without saying so.
    Evident,
    /// Neither.
    None,
}

impl StatementIn {
    /// The claimer's awareness of the trump, from `trump_awareness` or, without it, from
    /// `trumps_mentioned`.
    ///
    /// # Errors
    /// `trumps_mentioned: true` with an awareness other than `stated`.
    fn trump_awareness(&self) -> Result<TrumpAwareness, FieldError> {
        match (self.trump_awareness, self.trumps_mentioned) {
            (None | Some(TrumpAwarenessIn::Stated), true) => Ok(TrumpAwareness::Stated),
            (Some(other), true) => Err(FieldError::impossible(
                "statement.trump_awareness",
                format!(
                    "`{}` contradicts `trumps_mentioned: true` (a mentioned trump is `stated`)",
                    match other {
                        TrumpAwarenessIn::Evident => "evident",
                        _ => "none",
                    }
                ),
            )),
            (Some(TrumpAwarenessIn::Stated), false) => Ok(TrumpAwareness::Stated),
            (Some(TrumpAwarenessIn::Evident), false) => Ok(TrumpAwareness::Evident),
            (None | Some(TrumpAwarenessIn::None), false) => Ok(TrumpAwareness::Unmentioned),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
/// Which agreement was withdrawn.
pub enum WithdrawalIn {
    /// A concession (Law 71).
    Concession,
    /// An acquiescence in a claim (Law 69B).
    Acquiescence,
}

impl From<WithdrawalIn> for Withdrawal {
    fn from(w: WithdrawalIn) -> Withdrawal {
        match w {
            WithdrawalIn::Concession => Withdrawal::Concession,
            WithdrawalIn::Acquiescence => Withdrawal::Acquiescence,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
/// A claim or concession (`"kind":"claim"`).
pub struct ClaimIn {
    /// The contract's strain.
    pub strain: Strain,
    /// Declarer's seat.
    pub declarer: Seat,
    /// The cards left in each hand, PBN.
    pub position: Position,
    /// Who was on lead.
    pub on_lead: Seat,
    /// Tricks won before the claim.
    pub tricks_won: TricksWonIn,
    /// Who claimed.
    pub claimer: Seat,
    /// Tricks of the remaining ones claimed.
    pub claimed: Tricks,
    #[serde(default)]
    /// What the claimer said.
    pub statement: StatementIn,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// A withdrawal of the agreement, if any.
    pub withdrawal: Option<WithdrawalIn>,
    #[serde(default)]
    /// The claimer's partner objected at once (Law 68B2).
    pub partner_objects: bool,
}

impl ClaimIn {
    fn into_case(self) -> Result<ClaimCase, FieldError> {
        let line = self
            .statement
            .line
            .iter()
            .enumerate()
            .map(|(n, item)| {
                line_item(item).map_err(|m| FieldError::invalid(format!("statement.line[{n}]"), m))
            })
            .collect::<Result<_, _>>()?;
        let won = &self.tricks_won;
        let (Some(declarer_won), Some(defence_won)) =
            (Tricks::try_new(won.declarer), Tricks::try_new(won.defence))
        else {
            let e = ClaimError::TrickCount {
                won: u16::from(won.declarer) + u16::from(won.defence),
                remaining: self.position.tricks_left(),
            };
            return Err(FieldError::impossible(e.field(), e.to_string()));
        };
        Ok(ClaimCase {
            strain: self.strain,
            declarer: self.declarer,
            position: self.position,
            on_lead: self.on_lead,
            declarer_won,
            defence_won,
            claimer: self.claimer,
            claimed: self.claimed,
            line,
            trump_awareness: self.statement.trump_awareness()?,
            withdrawal: self.withdrawal.map(Into::into),
            partner_objects: self.partner_objects,
        })
    }
}

/// A statement step: a card (`"SA"`) or a suit letter (`"H"`).
///
/// # Errors
/// When the text is neither.
pub fn line_item(text: &str) -> Result<LineItem, String> {
    if let Ok(card) = text.parse::<Card>() {
        return Ok(LineItem::Card(card));
    }
    text.parse::<Suit>()
        .map(LineItem::Suit)
        .map_err(|_| format!("`{text}` is neither a card (SA, HT) nor a suit letter (S, H, D, C)"))
}
