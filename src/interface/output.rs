//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language.

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::i18n::{Lang, catalogue};
use crate::laws::Ruling;
use crate::laws::artificial::ArtificialVerdict;
use crate::laws::claim::ClaimVerdict;
use crate::laws::law86d::Adjust86dVerdict;
use crate::laws::revoke::RevokeVerdict;
use crate::laws::scoring::{ImpsVerdict, ScoreVerdict};
use crate::laws::split::SplitVerdict;
use crate::laws::ui::UiVerdict;
use crate::laws::weighted::WeightedVerdict;
use crate::model::Fraction;
use crate::model::fraction::{display, to_f64_2dp};

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

fn render<V>(kind: &'static str, ruling: &Ruling<V>, fields: Value, lang: Lang) -> Rendered {
    let catalogue = catalogue();
    let fields = match fields {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    Rendered {
        kind,
        fields,
        laws: ruling.laws().into_iter().map(|l| l.code()).collect(),
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

/// An exact number: a JSON integer when whole, else rounded to two decimals.
fn number(x: Fraction) -> Value {
    if x.is_integer() {
        json!(x.to_integer())
    } else {
        json!(to_f64_2dp(x))
    }
}

pub fn score(r: &Ruling<ScoreVerdict>, lang: Lang) -> Rendered {
    let v = r.verdict;
    render(
        "score",
        r,
        json!({"ns": v.ns, "declarer_score": v.declarer_score, "over": v.over}),
        lang,
    )
}

pub fn imps(r: &Ruling<ImpsVerdict>, lang: Lang) -> Rendered {
    render("imps", r, json!({"imps": r.verdict.imps}), lang)
}

pub fn artificial(r: &Ruling<ArtificialVerdict>, lang: Lang) -> Rendered {
    render(
        "artificial",
        r,
        json!({"ns": number(r.verdict.ns), "ew": number(r.verdict.ew)}),
        lang,
    )
}

pub fn weighted(r: &Ruling<WeightedVerdict>, lang: Lang) -> Rendered {
    let x = r.verdict.imps;
    render(
        "weighted",
        r,
        json!({"imps": number(x), "imps_exact": display(x)}),
        lang,
    )
}

pub fn split(r: &Ruling<SplitVerdict>, lang: Lang) -> Rendered {
    render(
        "split",
        r,
        json!({"ns_team": r.verdict.ns_team, "ew_team": r.verdict.ew_team}),
        lang,
    )
}

pub fn adjust86d(r: &Ruling<Adjust86dVerdict>, lang: Lang) -> Rendered {
    let v = r.verdict;
    render(
        "adjust86d",
        r,
        json!({"ns_team": v.ns_team, "ew_team": v.ew_team, "unusual": v.unusual}),
        lang,
    )
}

pub fn revoke(r: &Ruling<RevokeVerdict>, play_form: bool, lang: Lang) -> Rendered {
    let v = &r.verdict;
    let mut fields = json!({
        "established": v.established(),
        "transferred": v.transferred,
        "table_tricks": v.table_tricks.map(|t| t.get()),
        "declarer_tricks": v.declarer_tricks.map(|t| t.get()),
        "ns": v.ns,
        "penalty_card": v.penalty_card(),
        "equity_adjusted": v.equity_adjusted,
    });
    if play_form {
        let revokes: Vec<Value> = v
            .findings
            .iter()
            .map(|f| {
                json!({
                    "trick": f.trick,
                    "seat": f.seat.to_string(),
                    "card": f.card.map(|c| c.to_string()),
                    "suit_led": f.suit_led.map(|s| s.to_string()),
                    "established": f.established,
                    "law": f.law.code(),
                    "transferred": f.transferred,
                    "penalty_card": f.penalty_card,
                    "substitutes": f.substitutes.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                })
            })
            .collect();
        fields["revokes"] = Value::Array(revokes);
    }
    render("revoke", r, fields, lang)
}

pub fn ui(r: &Ruling<UiVerdict>, lang: Lang) -> Rendered {
    let v = &r.verdict;
    render(
        "ui",
        r,
        json!({
            "logical_alternatives": v.logical_alternatives,
            "infraction": v.infraction,
            "adjusted_ns": v.adjusted_ns,
        }),
        lang,
    )
}

pub fn claim(r: &Ruling<ClaimVerdict>, lang: Lang) -> Rendered {
    let v = &r.verdict;
    render(
        "claim",
        r,
        json!({
            "claimer_tricks": v.claimer_tricks,
            "declarer_tricks": v.declarer_tricks,
            "line": v.line.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            "normal_tricks": v.normal_tricks,
            "double_dummy_tricks": v.double_dummy_tricks,
            "play_continues": v.play_continues,
        }),
        lang,
    )
}
