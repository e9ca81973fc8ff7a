//! The facts of the table a question states beside its cards: for a deal played, the
//! contract, declarer and vulnerability; for a claim, the trumps, declarer, who is on
//! lead and the tricks each side has won (without which "how many tricks in all" cannot
//! be answered). And the results a question lists (a weighted score's outcomes, a poll
//! of peers) as a table. The web page, the printed sheet and the command line print
//! these same lines, read from the variant's typed accessors
//! ([`Variant::table`], [`Variant::results`]).

use serde::Serialize;

use crate::bank::Variant;
use crate::bank::variant::{Results, TableFacts};
use crate::i18n::notation::{call_text, contract_text, fraction_text};
use crate::i18n::{Lang, catalogue};
use crate::laws::{Arg, Message};
use crate::model::fraction::display;
use crate::model::{Fraction, Seat};

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
    match variant.table() {
        Some(TableFacts::Played {
            contract,
            declarer,
            vulnerable,
        }) => vec![
            fact("ui-fact-contract", contract_text(contract, lang)),
            fact("ui-fact-declarer", seat_word(declarer, lang)),
            fact(
                "ui-fact-vulnerable",
                c.text(lang, &format!("vul-{}", vulnerable.code())),
            ),
        ],
        Some(TableFacts::Claim {
            trump,
            declarer,
            on_lead,
            declarer_won,
            defence_won,
        }) => {
            let trumps = match trump {
                Some(suit) => suit_word(suit, lang),
                None => c.text(lang, "trumps-none"),
            };
            let won = c.render(
                lang,
                &Message::new("ui-fact-tricks-won-value")
                    .with("declarer", Arg::Int(declarer_won.into()))
                    .with("defence", Arg::Int(defence_won.into())),
            );
            vec![
                fact("ui-fact-trumps", trumps),
                fact("ui-fact-declarer", seat_word(declarer, lang)),
                fact("ui-fact-on-lead", seat_word(on_lead, lang)),
                fact("ui-fact-tricks-won", won),
            ]
        }
        None => Vec::new(),
    }
}

/// Declarer, when the variant's table has one: the diagram names his and dummy's hands.
pub fn declarer(variant: &Variant) -> Option<Seat> {
    variant.table().map(|t| t.declarer())
}

/// A table of results: headings and rows of cells already in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResultsTable {
    /// The column headings.
    pub columns: Vec<String>,
    /// One row of cells per line, in the columns' order.
    pub rows: Vec<Vec<String>>,
}

/// The results the variant lists, as a table in `lang`: a weighted score's outcomes, or
/// the actions a poll of peers chose with the result each would have scored.
pub fn results_table(variant: &Variant, lang: Lang) -> Option<ResultsTable> {
    let score = |ns: i32| fraction_text(Fraction::from_integer(ns.into()), lang);
    let word = |id: &str| catalogue().text(lang, id);
    Some(match variant.results()? {
        Results::Weighted(outcomes) => ResultsTable {
            columns: vec![word("sheet-weight"), word("sheet-result-ns")],
            rows: outcomes
                .into_iter()
                .map(|(weight, ns)| vec![display(weight), score(ns)])
                .collect(),
        },
        Results::Poll(poll) => ResultsTable {
            columns: vec![
                word("sheet-action"),
                word("sheet-chosen-by"),
                word("sheet-result-ns"),
            ],
            rows: poll
                .into_iter()
                .map(|(action, chosen, ns)| {
                    vec![
                        call_text(&action, lang),
                        chosen.to_string(),
                        ns.map_or_else(String::new, score),
                    ]
                })
                .collect(),
        },
    })
}
