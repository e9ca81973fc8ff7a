//! What the typst sheets receive: every question, diagram and answer already in the
//! reader's words and the federation's card letters, as plain typed values serialised to
//! `/data.json`. The sheets lay these out and decide nothing; nothing here calls the
//! engine (that is [`super::content`]'s job).

use serde::Serialize;

/// A seat as the sheets name it: the diagram's ([`crate::present::diagram::SeatText`]).
pub use crate::present::diagram::SeatText as SeatView;

/// An auction as the sheets print it: the page's ([`crate::present::auction`]).
pub use crate::present::auction::{AuctionText as AuctionView, CallText as MadeCallView};

/// A table of scores or results: the same as the web page's
/// ([`crate::present::facts::ResultsTable`]).
pub use crate::present::facts::ResultsTable as TableView;

/// What a student must give: tick one of the choices, fill in a value, or a whole
/// ruling part by part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum AskView {
    /// Multiple choice: the options as they read, lettered a, b, c… in this order.
    Choice {
        /// The options, in the order lettered.
        options: Vec<String>,
    },
    /// A value to write in, in this unit (`stikk`, `IMP`, `%`).
    Value {
        /// The unit, as the reader's language writes it.
        unit: String,
    },
    /// Yes or no, to tick.
    YesNo {
        /// "Yes" in the exam's language.
        yes: String,
        /// "No" in the exam's language.
        no: String,
    },
    /// A whole ruling: one box per part, lettered a, b, c…; each part's name.
    Parts {
        /// Each part's name, in the order lettered.
        parts: Vec<String>,
    },
}

/// One question as a booklet prints it, and as the answer sheet asks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuestionView {
    /// 1-based, the same for every student.
    pub number: usize,
    /// The variant code, printed small under the question.
    pub code: String,
    /// The template's title in the exam's language.
    pub title: String,
    /// The question, its parameters in words (and, for a whole ruling, the parts asked).
    pub text: String,
    /// The facts of the table (contract, declarer, for a claim the tricks won), the
    /// lines the web page shows above its diagram.
    pub facts: Vec<crate::present::Fact>,
    /// The cards the question shows, when it shows any: the same diagram the web page
    /// draws ([`crate::present::diagram`]).
    pub diagram: Option<crate::present::diagram::Diagram>,
    /// The auction, when the question shows one.
    pub auction: Option<AuctionView>,
    /// The scores or results the case lists, as a table, when it lists any.
    pub table: Option<TableView>,
    /// What the student must give.
    pub ask: AskView,
}

/// An explanation step: the key's ([`crate::present::key`]).
pub use crate::present::key::{LawText, MisreadingText as MisreadingView};

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
