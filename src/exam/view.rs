//! What the typst sheets receive: every question, diagram and answer already in the
//! reader's words and the federation's card letters, as plain typed values serialised to
//! `/data.json`. The sheets lay these out and decide nothing; nothing here calls the
//! engine (that is [`super::content`]'s job).

use serde::Serialize;

/// A seat as the sheets name it: the diagram's ([`crate::present::diagram::SeatText`]).
pub use crate::present::diagram::SeatText as SeatView;

/// An auction as the sheets print it: the page's ([`crate::present::auction`]).
pub use crate::present::auction::{AuctionText as AuctionView, CallText as MadeCallView};

/// One question as a booklet prints it, and as the answer sheet asks it: its number and
/// the question half the web page shows too ([`crate::present::question`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuestionView {
    /// 1-based, the same for every student.
    pub number: usize,
    /// The question itself.
    #[serde(flatten)]
    pub side: crate::present::question::QuestionSide,
}

/// One question of one student in the instructor's key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyView {
    /// The question's number, 1-based.
    pub number: usize,
    /// The student's variant code.
    pub code: String,
    /// The template's title.
    pub title: String,
    /// The key itself, the same as the web's result page shows.
    #[serde(flatten)]
    pub key: crate::present::key::KeySide,
}
