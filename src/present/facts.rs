//! The facts of the table a question states beside its cards: for a deal played, the
//! contract, declarer and vulnerability; for a claim, the trumps, declarer, who is on
//! lead and the tricks each side has won (without which "how many tricks in all" cannot
//! be answered). The web page, the printed sheet and the command line print these same
//! lines.

use serde::Serialize;

use crate::bank::Variant;
use crate::i18n::notation::contract_text;
use crate::i18n::{Lang, catalogue};
use crate::interface::CaseIn;
use crate::interface::input::RevokeIn;
use crate::laws::{Arg, Message};
use crate::model::Seat;

use super::{seat_word, suit_word};

/// One line of the facts above a diagram.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fact {
    /// What the fact is, in the reader's language ("Contract").
    pub label: String,
    /// Its value in the reader's words ("4♠", "South", "North-South 8, East-West 2").
    pub value: String,
}

/// The facts of the variant's table in `lang`; none for a case without a table (a
/// score to compute, a poll of peers).
pub fn facts(variant: &Variant, lang: Lang) -> Vec<Fact> {
    let c = catalogue();
    let fact = |id: &str, value: String| Fact {
        label: c.text(lang, id),
        value,
    };
    match &variant.case {
        CaseIn::Revoke(RevokeIn::Play(play)) => vec![
            fact("ui-fact-contract", contract_text(play.contract, lang)),
            fact("ui-fact-declarer", seat_word(play.declarer, lang)),
            fact(
                "ui-fact-vulnerable",
                c.text(lang, &format!("vul-{}", play.vulnerable.code())),
            ),
        ],
        CaseIn::Claim(claim) => {
            let trumps = match claim.strain.trump() {
                Some(suit) => suit_word(suit, lang),
                None => c.text(lang, "trumps-none"),
            };
            let won = c.render(
                lang,
                &Message::new("ui-fact-tricks-won-value")
                    .with("declarer", Arg::Int(claim.tricks_won.declarer.into()))
                    .with("defence", Arg::Int(claim.tricks_won.defence.into())),
            );
            vec![
                fact("ui-fact-trumps", trumps),
                fact("ui-fact-declarer", seat_word(claim.declarer, lang)),
                fact("ui-fact-on-lead", seat_word(claim.on_lead, lang)),
                fact("ui-fact-tricks-won", won),
            ]
        }
        _ => Vec::new(),
    }
}

/// Declarer, when the variant's table has one: the diagram names his and dummy's hands.
pub fn declarer(variant: &Variant) -> Option<Seat> {
    match &variant.case {
        CaseIn::Revoke(RevokeIn::Play(play)) => Some(play.declarer),
        CaseIn::Claim(claim) => Some(claim.declarer),
        _ => None,
    }
}
