//! Answers: the value of one field of a verdict, typed by what it counts, so that a
//! question, a distractor and a student's answer compare exactly.
//!
//! A template names the [`Field`] of the verdict that answers its question and the
//! [`Unit`] the student answers in; [`Verdict::answer`] reads the one in the other. IMPs
//! and percentages stay exact fractions (`14/3`); a student who writes them to two
//! decimals (`4.67`, `4,67`) is right when the exact value rounds to what he wrote.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::model::fraction::{self, Fraction};
use crate::model::{NsScore, Side, Tricks};

use super::split::SplitVerdict;
use super::weighted::EventScore;
use super::{Law, Paragraph, Verdict};

/// A field of a verdict that a question may ask for, by the JSON contract's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// Tricks transferred to the non-offenders (Law 64A, 64C).
    Transferred,
    /// Declarer's tricks after the ruling.
    DeclarerTricks,
    /// The score from North-South's point of view.
    Ns,
    /// IMPs, for the team that held North-South at this table.
    Imps,
    /// IMPs for the team whose pair sat North-South at this table.
    NsTeam,
    /// IMPs for the team whose pair sat East-West at this table.
    EwTeam,
    /// The adjusted score from North-South's point of view.
    AdjustedNs,
    /// Tricks the claimer's side gets (Laws 69–71).
    ClaimerTricks,
    /// Whether the revoke became established (Law 63A).
    Established,
    /// Whether a card becomes a penalty card (Law 62B1).
    PenaltyCard,
    /// Whether the result was unusual (Law 86D, DBV no. 3).
    Unusual,
    /// Whether there was an infraction (Law 16B1).
    Infraction,
    /// Whether the claim or the result stands.
    Stands,
    /// Whether play continues after the ruling (Law 70D, 71).
    PlayContinues,
    /// Whether Law 64C restored equity beyond the transfer.
    EquityAdjusted,
    /// The paragraph that rectifies: the template's branch.
    RectifiedBy,
    /// Whether the infraction damaged the non-offenders (Law 12B1).
    Damaged,
    /// North-South's matchpoint percentage.
    NsPct,
    /// East-West's matchpoint percentage.
    EwPct,
    /// Whether the player may ask about a failure to follow suit (Law 61B).
    MayAsk,
    /// Whether the last card withdrawn after a corrected revoke could be (Law 62C).
    WithdrawalAllowed,
    /// Whether the last card withdrawn after a corrected revoke becomes a penalty card
    /// (Law 62C2).
    WithdrawnPenaltyCard,
    /// Whether the likely line of Law 69B is clear: at each of the claimer's choices one
    /// card is best on every layout he cannot tell apart, so the line holds no guess.
    LikelyClear,
}

impl Field {
    /// Every field, in the order the question bank's documentation lists them.
    pub const ALL: [Field; 23] = [
        Field::Transferred,
        Field::DeclarerTricks,
        Field::Ns,
        Field::Imps,
        Field::NsTeam,
        Field::EwTeam,
        Field::AdjustedNs,
        Field::ClaimerTricks,
        Field::Established,
        Field::PenaltyCard,
        Field::Unusual,
        Field::Infraction,
        Field::Stands,
        Field::PlayContinues,
        Field::EquityAdjusted,
        Field::RectifiedBy,
        Field::Damaged,
        Field::NsPct,
        Field::EwPct,
        Field::MayAsk,
        Field::WithdrawalAllowed,
        Field::WithdrawnPenaltyCard,
        Field::LikelyClear,
    ];

    /// The contract's name for the field.
    pub const fn code(self) -> &'static str {
        match self {
            Field::Transferred => "transferred",
            Field::DeclarerTricks => "declarer_tricks",
            Field::Ns => "ns",
            Field::Imps => "imps",
            Field::NsTeam => "ns_team",
            Field::EwTeam => "ew_team",
            Field::AdjustedNs => "adjusted_ns",
            Field::ClaimerTricks => "claimer_tricks",
            Field::Established => "established",
            Field::PenaltyCard => "penalty_card",
            Field::Unusual => "unusual",
            Field::Infraction => "infraction",
            Field::Stands => "stands",
            Field::PlayContinues => "play_continues",
            Field::EquityAdjusted => "equity_adjusted",
            Field::RectifiedBy => "rectified_by",
            Field::Damaged => "damaged",
            Field::NsPct => "ns_pct",
            Field::EwPct => "ew_pct",
            Field::MayAsk => "may_ask",
            Field::WithdrawalAllowed => "withdrawal_allowed",
            Field::WithdrawnPenaltyCard => "withdrawn_penalty_card",
            Field::LikelyClear => "likely_clear",
        }
    }

    /// The unit the field counts in when a question does not say otherwise (a whole
    /// ruling's parts).
    pub const fn unit(self) -> Unit {
        match self {
            Field::Transferred | Field::DeclarerTricks | Field::ClaimerTricks => Unit::Tricks,
            Field::Ns | Field::AdjustedNs => Unit::Score,
            Field::Imps | Field::NsTeam | Field::EwTeam => Unit::Imps,
            Field::Established
            | Field::PenaltyCard
            | Field::Unusual
            | Field::Infraction
            | Field::Stands
            | Field::PlayContinues
            | Field::EquityAdjusted
            | Field::Damaged
            | Field::MayAsk
            | Field::WithdrawalAllowed
            | Field::WithdrawnPenaltyCard
            | Field::LikelyClear => Unit::YesNo,
            Field::RectifiedBy => Unit::Law,
            Field::NsPct | Field::EwPct => Unit::Percent,
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A field name was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an output field: use one of {list}", list = field_list())]
pub struct ParseFieldError(pub String);

/// Every field's name, comma-separated, for the error that lists them.
fn field_list() -> String {
    Field::ALL.map(Field::code).join(", ")
}

impl FromStr for Field {
    type Err = ParseFieldError;
    fn from_str(s: &str) -> Result<Field, ParseFieldError> {
        Field::ALL
            .into_iter()
            .find(|f| f.code() == s)
            .ok_or_else(|| ParseFieldError(s.to_owned()))
    }
}

/// What a student answers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unit {
    /// A count of tricks, 0–13.
    Tricks,
    /// A score from North-South's point of view.
    Score,
    /// IMPs, to two decimals when weighted.
    Imps,
    /// A percentage of the matchpoints, to two decimals.
    Percent,
    /// Yes or no.
    YesNo,
    /// A law paragraph: which law applies.
    Law,
}

impl Unit {
    /// The template's name for the unit.
    pub const fn code(self) -> &'static str {
        match self {
            Unit::Tricks => "tricks",
            Unit::Score => "score",
            Unit::Imps => "imps",
            Unit::Percent => "percent",
            Unit::YesNo => "yes-no",
            Unit::Law => "law",
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One answer, exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// A count of tricks.
    Tricks(Tricks),
    /// North-South's view; need not be a table score (a matchpoint datum is not).
    Score(i32),
    /// IMPs, exact (weighted scores are fractions).
    Imps(#[serde(with = "fraction::text")] Fraction),
    /// A percentage, exact.
    Percent(#[serde(with = "fraction::text")] Fraction),
    /// Yes (true) or no (false).
    YesNo(bool),
    /// A paragraph of the Laws.
    Law(Law),
    /// A paragraph the engine does not cite, as a student typed it ("64B"): never a
    /// key, so always wrong, but a real reference and so graded, not refused.
    Paragraph(Paragraph),
}

impl Answer {
    /// The unit a student answers this in.
    pub const fn unit(self) -> Unit {
        match self {
            Answer::Tricks(_) => Unit::Tricks,
            Answer::Score(_) => Unit::Score,
            Answer::Imps(_) => Unit::Imps,
            Answer::Percent(_) => Unit::Percent,
            Answer::YesNo(_) => Unit::YesNo,
            Answer::Law(_) | Answer::Paragraph(_) => Unit::Law,
        }
    }

    /// Whether two answers are the same as a student writes them: IMPs and percentages
    /// to the hundredth (the precision questions ask for), everything else exactly.
    pub fn same(self, other: Answer) -> bool {
        let hundredths = |x: Fraction| (x * 100).round();
        match (self, other) {
            (Answer::Imps(a), Answer::Imps(b)) | (Answer::Percent(a), Answer::Percent(b)) => {
                hundredths(a) == hundredths(b)
            }
            (a, b) => a == b,
        }
    }

    /// The value as a number, for answers that are numbers.
    pub fn number(self) -> Option<Fraction> {
        match self {
            Answer::Tricks(t) => Some(Fraction::from_integer(t.get().into())),
            Answer::Score(s) => Some(Fraction::from_integer(s.into())),
            Answer::Imps(x) | Answer::Percent(x) => Some(x),
            Answer::YesNo(_) | Answer::Law(_) | Answer::Paragraph(_) => None,
        }
    }

    /// A number in `unit`, when it can be one (a trick count is whole and 0–13).
    pub fn from_number(unit: Unit, x: Fraction) -> Option<Answer> {
        let whole = || x.is_integer().then(|| x.to_integer());
        match unit {
            Unit::Tricks => u8::try_from(whole()?)
                .ok()
                .and_then(Tricks::try_new)
                .map(Answer::Tricks),
            Unit::Score => i32::try_from(whole()?).ok().map(Answer::Score),
            Unit::Imps => Some(Answer::Imps(x)),
            Unit::Percent => Some(Answer::Percent(x)),
            Unit::YesNo | Unit::Law => None,
        }
    }
}

/// One part of a whole ruling as a Director gives it at the table: the paragraph that
/// applies, or a field of the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// The paragraph that rectifies (a transfer, no transfer, or a correction): the
    /// template's branch. Serialised `law`, as in every exam stored before the revoke's
    /// establishing law was asked on its own.
    Law,
    /// The paragraph by which the revoke became established (Law 63A1–A3): the
    /// template's branch.
    LawEstablishes,
    /// A field of the verdict.
    Field(Field),
}

impl Part {
    /// The template's name for the part: `law` or the field's name.
    pub const fn code(self) -> &'static str {
        match self {
            Part::Law => "law",
            Part::LawEstablishes => "law_establishes",
            Part::Field(f) => f.code(),
        }
    }

    /// What the part is answered in.
    pub const fn unit(self) -> Unit {
        match self {
            Part::Law | Part::LawEstablishes => Unit::Law,
            Part::Field(f) => f.unit(),
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Part {
    type Err = ParseFieldError;
    fn from_str(s: &str) -> Result<Part, ParseFieldError> {
        if s == "law" {
            Ok(Part::Law)
        } else if s == "law_establishes" {
            Ok(Part::LawEstablishes)
        } else {
            s.parse().map(Part::Field)
        }
    }
}

impl Serialize for Part {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Part {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Part, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The raw value of a verdict field, before a unit says what it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Raw {
    Number(Fraction),
    Bool(bool),
    Law(Law),
}

fn whole(n: impl Into<i64>) -> Option<Raw> {
    Some(Raw::Number(Fraction::from_integer(n.into())))
}

fn tricks(t: Option<Tricks>) -> Option<Raw> {
    whole(t?.get())
}

fn score(s: NsScore) -> Option<Raw> {
    whole(s.ns())
}

/// A score in the event's unit: IMPs for the team that held North-South, or either
/// direction's percentage.
fn event(score: EventScore, field: Field) -> Option<Raw> {
    match (score, field) {
        (EventScore::Imps(x), Field::Imps) => Some(Raw::Number(x)),
        (EventScore::NsPercent(_), Field::NsPct) => {
            Some(Raw::Number(score.for_side(Side::NorthSouth)))
        }
        (EventScore::NsPercent(_), Field::EwPct) => {
            Some(Raw::Number(score.for_side(Side::EastWest)))
        }
        _ => None,
    }
}

impl Verdict {
    /// The verdict's value of `field`, in `unit`; `None` when the verdict has no such
    /// field (a claim has no `ns_team`), has no value for it (play continues), or the
    /// value is not a `unit` (a yes-or-no field asked as tricks).
    pub fn answer(&self, field: Field, unit: Unit) -> Option<Answer> {
        match self.raw(field)? {
            Raw::Number(x) => Answer::from_number(unit, x),
            Raw::Bool(b) => (unit == Unit::YesNo).then_some(Answer::YesNo(b)),
            Raw::Law(l) => (unit == Unit::Law).then_some(Answer::Law(l)),
        }
    }

    fn raw(&self, field: Field) -> Option<Raw> {
        use Field as F;
        match (self, field) {
            (Verdict::Score(v), F::Ns) => whole(v.ns),
            (Verdict::Imps(v), F::Imps) => whole(v.imps),
            (Verdict::Artificial(v), F::Ns) => Some(Raw::Number(v.ns)),
            (Verdict::Weighted(v), field) => event(v.score, field),
            (Verdict::Split(v), field) => match (*v, field) {
                (SplitVerdict::Teams { ns_team, .. }, F::NsTeam) => whole(ns_team),
                (SplitVerdict::Teams { ew_team, .. }, F::EwTeam) => whole(ew_team),
                (SplitVerdict::Pairs { ns_pct, .. }, F::NsPct) => Some(Raw::Number(ns_pct)),
                (SplitVerdict::Pairs { ew_pct, .. }, F::EwPct) => Some(Raw::Number(ew_pct)),
                _ => None,
            },
            (Verdict::Adjust86d(v), F::NsTeam) => whole(v.ns_team),
            (Verdict::Adjust86d(v), F::EwTeam) => whole(v.ew_team),
            (Verdict::Adjust86d(v), F::Unusual) => Some(Raw::Bool(v.unusual)),
            (Verdict::RevokeFacts(v) | Verdict::RevokePlay(v), field) => match field {
                F::Transferred => whole(v.transferred().get()),
                F::DeclarerTricks => tricks(v.declarer_tricks()),
                F::Ns => whole(v.ns()?),
                F::Established => Some(Raw::Bool(v.established())),
                F::PenaltyCard => Some(Raw::Bool(v.penalty_card())),
                F::EquityAdjusted => Some(Raw::Bool(v.equity_adjusted())),
                F::RectifiedBy => v.findings.first().map(|f| Raw::Law(f.law)),
                F::MayAsk => v.inquiry.map(|i| Raw::Bool(i.allowed())),
                F::WithdrawalAllowed => {
                    v.withdrawals.last().map(|w| Raw::Bool(w.outcome.allowed()))
                }
                F::WithdrawnPenaltyCard => v
                    .withdrawals
                    .last()
                    .map(|w| Raw::Bool(w.outcome.penalty_card())),
                _ => None,
            },
            (Verdict::Claim(v), field) => match field {
                F::ClaimerTricks => whole(v.claimer_tricks?.get()),
                F::DeclarerTricks => whole(v.declarer_tricks?.get()),
                F::Stands => Some(Raw::Bool(v.stands)),
                F::PlayContinues => Some(Raw::Bool(v.play_continues())),
                F::LikelyClear => v.likely_guesses.as_ref().map(|g| Raw::Bool(g.is_empty())),
                _ => None,
            },
            (Verdict::Ui(v), F::AdjustedNs) => score(v.adjusted_ns?),
            (Verdict::Ui(v), F::Infraction) => Some(Raw::Bool(v.infraction)),
            (Verdict::Ui(v), F::Damaged) => Some(Raw::Bool(v.damaged)),
            (Verdict::Ui(v), field) => event(v.score?, field),
            (Verdict::Matchpoints(v), field) => {
                let pct = v.asked()?.comparison.ns_percent();
                event(EventScore::NsPercent(pct), field)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weighted_imps_match_what_a_student_writes_to_two_decimals() {
        let exact = Answer::Imps(Fraction::new(14, 3));
        assert!(exact.same(Answer::Imps(Fraction::new(467, 100))));
        assert!(!exact.same(Answer::Imps(Fraction::new(466, 100))));
        assert!(!exact.same(Answer::Percent(Fraction::new(467, 100))));
    }

    #[test]
    fn a_trick_count_is_whole() {
        assert_eq!(
            Answer::from_number(Unit::Tricks, Fraction::from_integer(9)),
            Some(Answer::Tricks(Tricks::new(9)))
        );
        assert_eq!(Answer::from_number(Unit::Tricks, Fraction::new(1, 2)), None);
        assert_eq!(
            Answer::from_number(Unit::Tricks, Fraction::from_integer(14)),
            None
        );
    }

    #[test]
    fn answers_round_trip_through_storage() {
        for a in [
            Answer::Tricks(Tricks::new(8)),
            Answer::Score(-1400),
            Answer::Imps(Fraction::new(14, 3)),
            Answer::Percent(Fraction::from_integer(60)),
            Answer::YesNo(true),
            Answer::Law(Law::L64A2),
        ] {
            let text = toml::to_string(
                &[("a", a)]
                    .into_iter()
                    .collect::<std::collections::BTreeMap<_, _>>(),
            )
            .unwrap();
            let back: std::collections::BTreeMap<String, Answer> = toml::from_str(&text).unwrap();
            assert_eq!(back["a"], a, "{text}");
        }
    }
}
