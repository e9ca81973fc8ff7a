//! What the typst sheets receive: every question, diagram and answer already in the
//! reader's words and the federation's card letters, as plain typed values serialised to
//! `/data.json`. The sheets lay these out and decide nothing; nothing here calls the
//! engine (that is [`super::content`]'s job).

use serde::Serialize;

/// A seat as the sheets name it: its letter (`N`, for the layout) and its words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// `N`, `E`, `S` or `W`: where the sheet places it.
    pub seat: char,
    /// `Nord`: the seat in the reader's language.
    pub name: String,
    /// `N`, `Ø`, `S`, `V`: the compass letter in the reader's language.
    pub initial: String,
}

/// A card: the suit's letter (the sheet draws the symbol and its colour) and the rank as
/// the federation writes it (`A`, `K`, `D`, `Kn`, `10`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardView {
    pub suit: char,
    pub rank: String,
}

/// One hand in a diagram.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandView {
    #[serde(flatten)]
    pub seat: SeatView,
    /// The ranks held in spades, hearts, diamonds and clubs, highest first.
    pub suits: [Vec<String>; 4],
}

/// A card as played to a trick, with the seat that played it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedView {
    pub seat: char,
    #[serde(flatten)]
    pub card: CardView,
}

/// One trick of a play record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickView {
    pub number: u8,
    /// The seat that led: the sheet marks its card.
    pub leader: char,
    /// In the order played, the lead first.
    pub cards: Vec<PlayedView>,
}

/// The deal or end position a question shows, and the tricks played from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiagramView {
    /// North, East, South, West; a seat absent from an end position is left out.
    pub hands: Vec<HandView>,
    /// The trick table's columns: the four seats from the first trick's leader on.
    pub columns: Vec<SeatView>,
    pub tricks: Vec<TrickView>,
}

/// One call of an auction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "call", rename_all = "lowercase")]
pub enum CallView {
    /// A bid: its level and strain (`S`, `H`, `D`, `C` or `NT`).
    Bid {
        level: u8,
        strain: String,
    },
    Pass,
    Double,
    Redouble,
}

/// A call as made at the table: the call, and whether it came after a break in tempo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MadeCallView {
    #[serde(flatten)]
    pub call: CallView,
    /// Made after a break in tempo: the sheet marks it.
    pub slow: bool,
}

/// An auction in four columns, West first as the NBF and DBV print them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuctionView {
    /// West, North, East, South.
    pub columns: Vec<SeatView>,
    pub dealer: char,
    /// From the dealer's call on.
    pub calls: Vec<MadeCallView>,
}

/// A table of scores or results: headings and rows of cells already in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// What a student must give: tick one of the choices, fill in a value, or a whole
/// ruling part by part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum AskView {
    /// Multiple choice: the options as they read, lettered a, b, c… in this order.
    Choice { options: Vec<String> },
    /// A value to write in, in this unit (`stikk`, `IMP`, `%`).
    Value { unit: String },
    /// Yes or no, to tick.
    YesNo { yes: String, no: String },
    /// A whole ruling: one box per part, lettered a, b, c…; each part's name.
    Parts { parts: Vec<String> },
}

/// One question as a booklet prints it, and as the answer sheet asks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuestionView {
    /// 1-based, the same for every student.
    pub number: usize,
    /// The variant code, printed small under the question.
    pub code: String,
    pub title: String,
    pub text: String,
    pub diagram: Option<DiagramView>,
    pub auction: Option<AuctionView>,
    pub table: Option<TableView>,
    pub ask: AskView,
}

/// An explanation step or a misreading: the law it cites and the words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LawText {
    pub law: String,
    pub text: String,
}

/// A wrong answer the engine can explain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisreadingView {
    /// The answer it gives, as the student would write it (with its choice letter when
    /// it is one of the options).
    pub answer: String,
    pub law: String,
    pub text: String,
}

/// One question of one student in the instructor's key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyView {
    pub number: usize,
    pub code: String,
    pub title: String,
    /// The correct answer as the student should write it (`b) 8`, `4,67`, `ja`).
    pub answer: String,
    /// For a whole ruling, each part's name and its correct value.
    pub parts: Vec<(String, String)>,
    pub laws: Vec<String>,
    pub explanation: Vec<LawText>,
    pub misreadings: Vec<MisreadingView>,
}
