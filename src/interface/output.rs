//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language.

use std::cell::RefCell;

use rustc_hash::FxHashMap;
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use crate::i18n::{Lang, catalogue};
use crate::laws::{Message, Ruling, Step, Verdict};

/// One explanation step as the interface writes it.
#[derive(Debug, Clone, Serialize)]
pub struct StepOut {
    /// The paragraph the step rests on, as the contract writes it (`64A1`).
    pub law: &'static str,
    /// The step in words, in the requested language, as a JSON string (quoted and
    /// escaped): the same step recurs from case to case, and escaping its text for each
    /// line was a tenth of a stream's time.
    pub text: Box<RawValue>,
}

/// A ruled case, ready to print as one JSON line.
#[derive(Debug, Clone, Serialize)]
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
                text: step_json(lang, s),
            })
            .collect(),
    }
}

/// A step's text in `lang` as a JSON string, from each thread's memo of the steps it
/// wrote last (a message's text depends on the message and the language alone).
fn step_json(lang: Lang, step: &Step) -> Box<RawValue> {
    thread_local! {
        static MEMO: RefCell<[FxHashMap<Message, Box<RawValue>>; 4]> = RefCell::default();
    }
    /// Entries a language's memo holds before it starts afresh.
    const MEMO_SIZE: usize = 1024;
    if let Some(json) = MEMO.with_borrow(|memo| memo[lang as usize].get(&step.message).cloned()) {
        return json;
    }
    let text = catalogue().step(lang, step);
    // A string always serialises; the fallback (`null`) is never taken.
    let json = serde_json::value::to_raw_value(&text).unwrap_or_default();
    MEMO.with_borrow_mut(|memo| {
        let memo = &mut memo[lang as usize];
        if memo.len() >= MEMO_SIZE {
            memo.clear();
        }
        memo.insert(step.message.clone(), json.clone());
    });
    json
}
