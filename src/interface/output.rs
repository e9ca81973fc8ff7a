//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::i18n::{Lang, catalogue};
use crate::laws::{Ruling, Verdict};

/// One explanation step as the interface writes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepOut {
    pub law: &'static str,
    pub text: String,
}

/// A ruled case, ready to print as one JSON line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rendered {
    pub kind: &'static str,
    #[serde(flatten)]
    pub fields: Map<String, Value>,
    pub laws: Vec<&'static str>,
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
