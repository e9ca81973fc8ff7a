//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::i18n::{Lang, catalogue};
use crate::laws::{Ruling, Verdict};

/// One explanation step as the interface writes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepOut {
    /// The paragraph the step rests on, as the contract writes it (`64A1`).
    pub law: &'static str,
    /// The step in words, in the requested language.
    pub text: String,
}

/// A ruled case, ready to print as one JSON line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rendered {
    /// The case's kind, as in the input.
    pub kind: &'static str,
    #[serde(flatten)]
    /// The verdict's fields, named by the contract (`transferred`, `ns`, …).
    pub fields: Map<String, Value>,
    /// Every paragraph the explanation cites, in order, each once.
    pub laws: Vec<&'static str>,
    /// The explanation, one step a paragraph.
    pub explanation: Vec<StepOut>,
}

/// The ruling as `ruling rule` prints it, explained in `lang`.
pub fn render(ruling: &Ruling<Verdict>, lang: Lang) -> Rendered {
    let catalogue = catalogue();
    let mut fields = match serde_json::to_value(&ruling.verdict) {
        Ok(Value::Object(map)) => map,
        // Every verdict serialises to a struct; nothing else can come out.
        _ => Map::new(),
    };
    if let Verdict::RevokeFacts(_) = ruling.verdict {
        // The facts form names no cards: the list of revokes is the play form's.
        fields.remove("revokes");
    }
    Rendered {
        kind: ruling.verdict.kind().code(),
        fields,
        laws: ruling.laws().iter().map(|l| l.code()).collect(),
        explanation: ruling
            .steps
            .iter()
            .map(|s| StepOut {
                law: s.law.code(),
                text: catalogue.step(lang, s),
            })
            .collect(),
    }
}
