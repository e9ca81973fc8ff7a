//! The cards of a question as a director draws them on a page: the table's facts, the
//! four hands and the play record as a trick table by seat (both the printed sheet's
//! own, [`crate::present::diagram`]), and the auction in four columns from West with
//! the dealer marked ([`crate::present::auction`], the sheet's too).
//!
//! Everything is drawn from [`Variant::diagram`] (cards and seats) and the facts of the
//! table ([`crate::present::facts`], the same lines the printed sheet and the command
//! line show), in the reader's notation; nothing here knows the answer.

use crate::bank::variant::Variant;
use crate::i18n::Lang;
use crate::present::auction::{AuctionText, auction_text};
use crate::present::diagram::{Diagram, diagram};
use crate::present::{Fact, facts};

/// The cards a question shows, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramView {
    /// The table's facts: contract, declarer, vulnerability, trumps, lead, tricks won.
    pub facts: Vec<Fact>,
    /// The hands and the trick table, the same as the printed sheet's; none for a
    /// question that shows only an auction.
    pub cards: Option<Diagram>,
    /// The auction, when the question has one.
    pub auction: Option<AuctionText>,
}

/// The variant's cards in the reader's notation, when the question shows any.
pub fn diagram_view(variant: &Variant, lang: Lang) -> Option<DiagramView> {
    let auction = variant.auction.as_ref().map(|a| auction_text(a, lang));
    let cards = diagram(variant, lang);
    if cards.is_none() && auction.is_none() {
        return None;
    }
    Some(DiagramView {
        facts: facts(variant, lang),
        cards,
        auction,
    })
}
