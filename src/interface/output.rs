//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language.

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::i18n::{Lang, catalogue};
use crate::laws::artificial::ArtificialVerdict;
use crate::laws::claim::ClaimVerdict;
use crate::laws::law86d::Adjust86dVerdict;
use crate::laws::revoke::RevokeVerdict;
use crate::laws::scoring::{ImpsVerdict, ScoreVerdict};
use crate::laws::split::SplitVerdict;
use crate::laws::ui::UiVerdict;
use crate::laws::weighted::WeightedVerdict;
use crate::laws::{Law, Ruling, Step};
use crate::model::fraction::{display, to_f64_2dp};
use crate::model::{Fraction, TrickNo, Tricks};

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

fn ruled<V>(kind: &'static str, ruling: &Ruling<V>, fields: Value) -> Ruled {
    let fields = match fields {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    Ruled {
        kind,
        fields,
        laws: ruling.laws(),
        steps: ruling.steps.clone(),
    }
}

/// A ruled case before it is put into words: the verdict's fields, the laws and the
/// steps as catalogue messages. The web page, the printed sheet and `ruling rule` each
/// render it in the reader's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruled {
    pub kind: &'static str,
    pub fields: Map<String, Value>,
    pub laws: Vec<Law>,
    pub steps: Vec<Step>,
}

impl Ruled {
    /// The ruling as `ruling rule` prints it, explained in `lang`.
    pub fn render(&self, lang: Lang) -> Rendered {
        let catalogue = catalogue();
        Rendered {
            kind: self.kind,
            fields: self.fields.clone(),
            laws: self.laws.iter().map(|l| l.code()).collect(),
            explanation: self
                .steps
                .iter()
                .map(|s| StepOut {
                    law: s.law.code(),
                    text: catalogue.step(lang, s),
                })
                .collect(),
        }
    }
}

/// An exact number: a JSON integer when whole, else rounded to two decimals.
fn number(x: Fraction) -> Value {
    if x.is_integer() {
        json!(x.to_integer())
    } else {
        json!(to_f64_2dp(x))
    }
}

pub fn score(r: &Ruling<ScoreVerdict>) -> Ruled {
    let v = r.verdict;
    ruled(
        "score",
        r,
        json!({"ns": v.ns, "declarer_score": v.declarer_score, "over": v.over}),
    )
}

pub fn imps(r: &Ruling<ImpsVerdict>) -> Ruled {
    ruled("imps", r, json!({"imps": r.verdict.imps}))
}

pub fn artificial(r: &Ruling<ArtificialVerdict>) -> Ruled {
    ruled(
        "artificial",
        r,
        json!({"ns": number(r.verdict.ns), "ew": number(r.verdict.ew)}),
    )
}

pub fn weighted(r: &Ruling<WeightedVerdict>) -> Ruled {
    let x = r.verdict.imps;
    ruled(
        "weighted",
        r,
        json!({"imps": number(x), "imps_exact": display(x)}),
    )
}

pub fn split(r: &Ruling<SplitVerdict>) -> Ruled {
    ruled(
        "split",
        r,
        json!({"ns_team": r.verdict.ns_team, "ew_team": r.verdict.ew_team}),
    )
}

pub fn adjust86d(r: &Ruling<Adjust86dVerdict>) -> Ruled {
    let v = r.verdict;
    ruled(
        "adjust86d",
        r,
        json!({"ns_team": v.ns_team, "ew_team": v.ew_team, "unusual": v.unusual}),
    )
}

pub fn revoke(r: &Ruling<RevokeVerdict>, play_form: bool) -> Ruled {
    let v = &r.verdict;
    let mut fields = json!({
        "established": v.established(),
        "transferred": v.transferred().get(),
        "table_tricks": v.table_tricks().map(Tricks::get),
        "declarer_tricks": v.declarer_tricks().map(Tricks::get),
        "ns": v.ns(),
        "penalty_card": v.penalty_card(),
        "equity_adjusted": v.equity_adjusted(),
        // The paragraph that rectifies the (first) revoke: 64A1, 64A2, 64B1–B7, 62B1/62B2.
        "rectified_by": v.findings.first().map(|f| f.law.code()),
    });
    if play_form {
        let revokes: Vec<Value> = v
            .findings
            .iter()
            .map(|f| {
                json!({
                    "trick": f.trick.map(TrickNo::get),
                    "seat": f.seat.to_string(),
                    "card": f.card.map(|c| c.to_string()),
                    "suit_led": f.suit_led.map(|s| s.to_string()),
                    "established": f.established,
                    "law": f.law.code(),
                    "transferred": f.transferred.get(),
                    "penalty_card": f.penalty_card,
                    "substitutes": f.substitutes.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                })
            })
            .collect();
        fields["revokes"] = Value::Array(revokes);
    }
    ruled("revoke", r, fields)
}

pub fn ui(r: &Ruling<UiVerdict>) -> Ruled {
    let v = &r.verdict;
    ruled(
        "ui",
        r,
        json!({
            "logical_alternatives": v.logical_alternatives,
            "infraction": v.infraction,
            "adjusted_ns": v.adjusted_ns,
        }),
    )
}

pub fn claim(r: &Ruling<ClaimVerdict>) -> Ruled {
    let v = &r.verdict;
    ruled(
        "claim",
        r,
        json!({
            "claimer_tricks": v.claimer_tricks.map(Tricks::get),
            "declarer_tricks": v.declarer_tricks.map(Tricks::get),
            "line": v.line.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>(),
            "normal_tricks": v.normal_tricks.get(),
            "double_dummy_tricks": v.double_dummy_tricks.get(),
            "play_continues": v.play_continues(),
            "stands": v.stands,
        }),
    )
}
