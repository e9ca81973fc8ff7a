//! The input side of the JSON contract: one struct per kind, with field types that
//! refuse bad values at the field (so the error can name it), then a conversion into
//! the engine's case types that checks what no single field can.

use std::collections::BTreeMap;
use std::fmt::Display;
use std::str::FromStr;

use serde::Deserialize;
use serde::de::{self, Deserializer};

use crate::laws::Fault;
use crate::laws::artificial::Form;
use crate::laws::claim::Withdrawal;
use crate::laws::revoke::{Claim, Exception, LateDiscovery};
use crate::laws::ui::UiSource;
use crate::model::fraction::parse_fraction;
use crate::model::{
    Card, Contract, Deal, FinalContract, Fraction, Position, Seat, Side, Strain, Suit, Tricks,
    Vulnerability,
};
use crate::solver::claim::LineItem;

/// A value written as text in the interface's notation (`4SX`, `N`, `SA`, a PBN deal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text<T>(pub T);

impl<'de, T> Deserialize<'de> for Text<T>
where
    T: FromStr,
    T::Err: Display,
{
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map(Text).map_err(de::Error::custom)
    }
}

/// A trick count, 0–13.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrickCount(pub Tricks);

impl<'de> Deserialize<'de> for TrickCount {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = i64::deserialize(d)?;
        u8::try_from(n)
            .ok()
            .and_then(Tricks::try_new)
            .map(TrickCount)
            .ok_or_else(|| de::Error::custom(format!("{n} is not a number of tricks: 0 to 13")))
    }
}

/// Largest score a board can give either way: 7NT redoubled, vulnerable, down 13.
pub const MAX_SCORE: i32 = 7600;

/// A score, North-South's view, within what a board can give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Points(pub i32);

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = i64::deserialize(d)?;
        if n.abs() > i64::from(MAX_SCORE) {
            return Err(de::Error::custom(format!(
                "{n} is not a possible score: a board scores at most {MAX_SCORE} either way"
            )));
        }
        Ok(Points(n as i32))
    }
}

/// A fraction: `"2/3"`, `"0.25"` or a JSON number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weight(pub Fraction);

impl<'de> Deserialize<'de> for Weight {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        let text = match &value {
            serde_json::Value::String(s) => s.clone(),
            // Display of a float is its shortest exact decimal: 0.1 stays "0.1".
            serde_json::Value::Number(n) => match (n.as_i64(), n.as_f64()) {
                (Some(i), _) => i.to_string(),
                (None, Some(f)) => f.to_string(),
                _ => n.to_string(),
            },
            other => {
                return Err(de::Error::custom(format!(
                    "expected a fraction like \"2/3\" or a number, got {other}"
                )));
            }
        };
        parse_fraction(&text).map(Weight).map_err(de::Error::custom)
    }
}

#[derive(Debug, Deserialize)]
pub struct ScoreIn {
    pub contract: Text<FinalContract>,
    pub declarer: Text<Seat>,
    pub vulnerable: Text<Vulnerability>,
    pub tricks: TrickCount,
}

#[derive(Debug, Deserialize)]
pub struct ImpsIn {
    pub difference: i64,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FormIn {
    Teams,
    Pairs,
}

impl From<FormIn> for Form {
    fn from(f: FormIn) -> Form {
        match f {
            FormIn::Teams => Form::Teams,
            FormIn::Pairs => Form::Pairs,
        }
    }
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FaultIn {
    Innocent,
    Partly,
    Guilty,
}

impl From<FaultIn> for Fault {
    fn from(f: FaultIn) -> Fault {
        match f {
            FaultIn::Innocent => Fault::Innocent,
            FaultIn::Partly => Fault::Partly,
            FaultIn::Guilty => Fault::Guilty,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct ArtificialIn {
    pub form: FormIn,
    pub ns: FaultIn,
    pub ew: FaultIn,
    pub ns_session_pct: Option<Weight>,
    pub ew_session_pct: Option<Weight>,
}

#[derive(Debug, Deserialize)]
pub struct OutcomeIn {
    pub weight: Weight,
    pub ns: Points,
}

#[derive(Debug, Deserialize)]
pub struct WeightedIn {
    pub outcomes: Vec<OutcomeIn>,
    pub other_table_ns: Points,
}

#[derive(Debug, Deserialize)]
pub struct SplitIn {
    pub offenders: Text<Side>,
    pub actual_ns: Points,
    pub normal_after_infraction_ns: Points,
    pub without_infraction_ns: Points,
    pub other_table_ns: Points,
}

#[derive(Debug, Deserialize)]
pub struct Adjust86dIn {
    pub method: Option<String>,
    pub table_ns: Points,
    pub expected_ns: Points,
    pub ns_team: FaultIn,
    pub ew_team: FaultIn,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExceptionIn {
    SubsequentSameSuit,
    FacedCard,
    AfterNextCall,
    AfterRound,
    #[serde(rename = "trick_12")]
    Trick12,
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

#[derive(Debug, Deserialize)]
pub struct RevokeFactsIn {
    pub contract: Text<Contract>,
    pub declarer: Text<Seat>,
    pub vulnerable: Text<Vulnerability>,
    pub offender: Text<Seat>,
    pub established: bool,
    pub revoke_trick: Option<u8>,
    pub revoke_trick_won_by: Text<Seat>,
    pub offending_side_later_tricks: TrickCount,
    pub declarer_tricks: TrickCount,
    pub exception: Option<ExceptionIn>,
    pub tricks_without_revoke: Option<TrickCount>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscoveredIn {
    DuringPlay,
    AfterNextCall,
    AfterRound,
}

impl DiscoveredIn {
    pub fn late(self) -> Option<LateDiscovery> {
        match self {
            DiscoveredIn::DuringPlay => None,
            DiscoveredIn::AfterNextCall => Some(LateDiscovery::AfterNextCall),
            DiscoveredIn::AfterRound => Some(LateDiscovery::AfterRound),
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct PlayClaimIn {
    pub by: Text<Seat>,
    pub tricks: TrickCount,
}

impl From<PlayClaimIn> for Claim {
    fn from(c: PlayClaimIn) -> Claim {
        Claim {
            by: c.by.0,
            tricks: c.tricks.0,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct RevokePlayIn {
    pub deal: Text<Deal>,
    pub contract: Text<Contract>,
    pub declarer: Text<Seat>,
    pub vulnerable: Text<Vulnerability>,
    pub play: Vec<Vec<Text<Card>>>,
    pub attention_after_trick: Option<u8>,
    pub discovered: Option<DiscoveredIn>,
    pub claim: Option<PlayClaimIn>,
    pub tricks_without_revoke: Option<TrickCount>,
}

#[derive(Debug, Deserialize)]
pub struct PollIn {
    pub action: String,
    pub selected: u32,
}

#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UiSourceIn {
    #[default]
    Partner,
    WithdrawnAction,
    Extraneous,
}

impl From<UiSourceIn> for UiSource {
    fn from(s: UiSourceIn) -> UiSource {
        match s {
            UiSourceIn::Partner => UiSource::Partner,
            UiSourceIn::WithdrawnAction => UiSource::WithdrawnAction,
            UiSourceIn::Extraneous => UiSource::Extraneous,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct UiIn {
    #[serde(default)]
    pub source: UiSourceIn,
    pub offenders: Text<Side>,
    pub chosen: String,
    pub poll: Vec<PollIn>,
    pub suggested: Vec<String>,
    pub results_ns: BTreeMap<String, Points>,
    pub table_ns: Points,
    pub la_threshold: Option<Weight>,
}

#[derive(Debug, Deserialize)]
pub struct TricksWonIn {
    pub declarer: u8,
    pub defence: u8,
}

#[derive(Debug, Default, Deserialize)]
pub struct StatementIn {
    #[serde(default)]
    pub line: Vec<String>,
    #[serde(default)]
    pub trumps_mentioned: bool,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WithdrawalIn {
    Concession,
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

#[derive(Debug, Deserialize)]
pub struct ClaimIn {
    pub strain: Text<Strain>,
    pub declarer: Text<Seat>,
    pub position: Text<Position>,
    pub on_lead: Text<Seat>,
    pub tricks_won: TricksWonIn,
    pub claimer: Text<Seat>,
    pub claimed: TrickCount,
    #[serde(default)]
    pub statement: StatementIn,
    pub withdrawal: Option<WithdrawalIn>,
    #[serde(default)]
    pub partner_objects: bool,
}

/// A statement step: a card (`"SA"`) or a suit letter (`"H"`).
pub fn line_item(text: &str) -> Result<LineItem, String> {
    if let Ok(card) = text.parse::<Card>() {
        return Ok(LineItem::Card(card));
    }
    text.parse::<Suit>()
        .map(LineItem::Suit)
        .map_err(|_| format!("`{text}` is neither a card (SA, HT) nor a suit letter (S, H, D, C)"))
}
