//! The revoke and claim verdicts as the JSON contract writes them: fields named as in
//! `shared/spec/ruling-json.md`, trick counts as numbers, cards and seats as letters.

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use super::claim::ClaimVerdict;
use super::revoke::{Finding, RevokeVerdict};

/// One found revoke, as the play form lists it.
#[derive(Serialize)]
struct FindingOut<'a> {
    trick: Option<u8>,
    seat: crate::model::Seat,
    card: Option<crate::model::Card>,
    suit_led: Option<crate::model::Suit>,
    established: bool,
    corrected: bool,
    law: super::Law,
    transferred: u8,
    penalty_card: bool,
    substitutes: &'a [crate::model::Card],
}

impl<'a> From<&'a Finding> for FindingOut<'a> {
    fn from(f: &'a Finding) -> FindingOut<'a> {
        FindingOut {
            trick: f.trick.map(crate::model::TrickNo::get),
            seat: f.seat,
            card: f.card,
            suit_led: f.suit_led,
            established: f.established,
            corrected: f.corrected,
            law: f.law,
            transferred: f.transferred.get(),
            penalty_card: f.penalty_card,
            substitutes: &f.substitutes,
        }
    }
}

impl Serialize for RevokeVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("RevokeVerdict", 12)?;
        out.serialize_field("established", &self.established())?;
        out.serialize_field("transferred", &self.transferred())?;
        out.serialize_field("table_tricks", &self.table_tricks())?;
        out.serialize_field("declarer_tricks", &self.declarer_tricks())?;
        out.serialize_field("ns", &self.ns())?;
        out.serialize_field("penalty_card", &self.penalty_card())?;
        out.serialize_field("equity_adjusted", &self.equity_adjusted())?;
        // The paragraph that rectifies the (first) revoke: 64A1, 64A2, 64B1–B7, 62B1/62B2.
        out.serialize_field("rectified_by", &self.findings.first().map(|f| f.law))?;
        let revokes: Vec<FindingOut> = self.findings.iter().map(FindingOut::from).collect();
        out.serialize_field("revokes", &revokes)?;
        // Law 62C, only when cards were withdrawn after the correction.
        if self.withdrawals.is_empty() {
            out.skip_field("withdrawals")?;
        } else {
            let withdrawals: Vec<WithdrawalOut> =
                self.withdrawals.iter().map(WithdrawalOut::from).collect();
            out.serialize_field("withdrawals", &withdrawals)?;
        }
        // Law 61B, only when the case says who asked.
        match self.inquiry {
            Some(inquiry) => out.serialize_field("may_ask", &inquiry.allowed())?,
            None => out.skip_field("may_ask")?,
        }
        // Law 43B2(b), only when it applies: the corrected revoke gets Law 64 as if
        // established.
        if self.as_if_established {
            out.serialize_field("as_if_established", &true)?;
        } else {
            out.skip_field("as_if_established")?;
        }
        out.end()
    }
}

impl Serialize for ClaimVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("ClaimVerdict", 8)?;
        out.serialize_field("claimer_tricks", &self.claimer_tricks)?;
        out.serialize_field("declarer_tricks", &self.declarer_tricks)?;
        // The contract lists the cards of the line; the seats are the verdict's own.
        let line: Vec<crate::model::Card> = self.line.iter().map(|&(_, card)| card).collect();
        out.serialize_field("line", &line)?;
        out.serialize_field("normal_tricks", &self.normal_tricks)?;
        out.serialize_field("double_dummy_tricks", &self.double_dummy_tricks)?;
        out.serialize_field("play_continues", &self.play_continues())?;
        out.serialize_field("stands", &self.stands)?;
        // Only a 69B ruling has a likely line; the other claim rulings leave it out.
        match &self.likely_guesses {
            Some(guesses) => out.serialize_field("likely_clear", &guesses.is_empty())?,
            None => out.skip_field("likely_clear")?,
        }
        out.end()
    }
}

/// A card withdrawn after a corrected revoke, as the contract prints it.
#[derive(Serialize)]
struct WithdrawalOut {
    seat: crate::model::Seat,
    card: crate::model::Card,
    allowed: bool,
    law: crate::laws::Law,
    penalty_card: bool,
}

impl From<&crate::laws::revoke::Withdrawal> for WithdrawalOut {
    fn from(w: &crate::laws::revoke::Withdrawal) -> Self {
        WithdrawalOut {
            seat: w.seat,
            card: w.card,
            allowed: w.outcome.allowed(),
            law: w.outcome.law(),
            penalty_card: w.outcome.penalty_card(),
        }
    }
}
