//! A generated variant, render-neutral and storable: everything a web page or a printed
//! sheet needs, with texts still in catalogue form and cards as cards; and the short
//! code that rebuilds it.
//!
//! A variant is rebuilt from its code only while its template keeps the same version.
//! What a student saw stays showable after a template is edited because the variant is
//! stored whole: it carries its template's texts, parameters, case, ruling steps, answer,
//! choices and misreadings, and [`crate::present::render::render`] needs nothing else but the
//! message catalogue. The web quiz stores each attempt's variant this way, the printed
//! exam writes every student's variants into `exam.json`.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::i18n::Lang;
use crate::interface::CaseIn;
use crate::interface::input::RevokeIn;
use crate::laws::{Answer, Field, Law, Part, Step, Unit};
use crate::misreading::Misapplication;
use crate::model::{
    Auction, Card, Contract, Fraction, Hands, PlayRecord, Seat, Suit, Vulnerability,
};

use super::template::{Show, TextsSpec};

/// `IMP-1-7Q3K-1`: template code, template version, seed (base 32), bank format.
#[derive(Debug, Clone, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct VariantCode {
    /// The template's short code (`IMP`).
    pub code: String,
    /// The template's version.
    pub version: u32,
    /// The seed the generator drew with; base 32 in the text form.
    pub seed: u64,
    /// The bank format ([`super::FORMAT`]).
    pub format: u32,
}

/// Crockford's base 32: no I, L, O or U to misread when a student copies a code.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

fn base32(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(ALPHABET[(n % 32) as usize]);
        n /= 32;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn from_base32(text: &str) -> Option<u64> {
    let mut n: u64 = 0;
    for c in text.chars() {
        let c = match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let digit = ALPHABET.iter().position(|&a| a as char == c)? as u64;
        n = n.checked_mul(32)?.checked_add(digit)?;
    }
    Some(n)
}

impl fmt::Display for VariantCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}-{}-{}",
            self.code,
            self.version,
            base32(self.seed),
            self.format
        )
    }
}

/// A variant code was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a variant code: it reads like IMP-1-7Q3K-1 (template, version, seed, format)"
)]
pub struct ParseCodeError(pub String);

impl FromStr for VariantCode {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCodeError(s.to_owned());
        let parts: Vec<&str> = s.trim().split('-').collect();
        let [code, version, seed, format] = parts.as_slice() else {
            return Err(err());
        };
        Ok(VariantCode {
            code: code.to_ascii_uppercase(),
            version: version.parse().map_err(|_| err())?,
            seed: from_base32(seed).ok_or_else(err)?,
            format: format.parse().map_err(|_| err())?,
        })
    }
}

/// A template's texts in every language, as the variant was made from them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Texts {
    /// English.
    pub en: String,
    /// Norwegian (bokmål).
    pub nb: String,
    /// German.
    pub de: String,
    /// Danish.
    pub da: String,
}

impl Texts {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Nb => &self.nb,
            Lang::De => &self.de,
            Lang::Da => &self.da,
        }
    }
}

impl From<&TextsSpec> for Texts {
    fn from(t: &TextsSpec) -> Texts {
        Texts {
            en: t.en.get_ref().clone(),
            nb: t.nb.get_ref().clone(),
            de: t.de.get_ref().clone(),
            da: t.da.get_ref().clone(),
        }
    }
}

/// What a variant keeps of its template: enough to show the question again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TemplateText {
    /// The template's id.
    pub id: String,
    /// The template's law family.
    pub family: String,
    /// The title, in every language.
    pub title: Texts,
    /// The question, in every language, its placeholders not yet filled.
    pub question: Texts,
    /// How each placeholder of the question reads.
    pub shows: BTreeMap<String, Show>,
    /// The verdict field that answers the question.
    pub field: Field,
    /// What the student answers in.
    pub unit: Unit,
    /// The law the template trains: its branch.
    pub branch: Law,
}

/// One concrete question with its answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Variant {
    /// The code that rebuilds the variant while its template keeps the same version.
    pub code: VariantCode,
    /// What the variant keeps of its template.
    pub template: TemplateText,
    /// The parameters as drawn and built, by name.
    pub params: BTreeMap<String, toml::Value>,
    /// The case as `ruling rule` reads it.
    pub case: CaseIn,
    /// The laws the ruling applies, in the order its steps first cite them.
    pub laws: Vec<Law>,
    /// The engine's explanation, in catalogue form.
    pub steps: Vec<Step>,
    /// The correct answer: the engine's value of the template's field.
    pub answer: Answer,
    /// Wrong answers the engine can explain, each the result of a named misreading.
    pub misapplications: Vec<Misapplication>,
    /// Options for multiple choice (the answer among them), when the template asks for it.
    pub choices: Vec<Answer>,
    /// The whole ruling, part by part, when the template asks for it: the same rubric
    /// on the web page and on paper.
    pub parts: Vec<(Part, Answer)>,
    /// The auction the question shows, when its template gives one. Variants stored
    /// before auctions were shown have none.
    #[serde(default)]
    pub auction: Option<Auction>,
    /// For a whole ruling, the misreadings of each part other than the asked field (whose
    /// are [`Variant::misapplications`]): a wrong part is named as the misreading it is.
    /// Variants stored before parts were diagnosed have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub part_misreadings: Vec<(Part, Vec<Misapplication>)>,
    /// Answers a part also accepts as right besides its key: a second paragraph that
    /// decides the case as well (62D1 beside 64B6 for a revoke on trick 12).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_right: Vec<(Part, Answer)>,
}

/// The table a question's cards are at, as typed facts: what a page, a sheet or the
/// command line states beside the diagram, without reading the case's JSON form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableFacts {
    /// A deal played to a contract.
    Played {
        /// The contract.
        contract: Contract,
        /// Declarer.
        declarer: Seat,
        /// Who is vulnerable.
        vulnerable: Vulnerability,
    },
    /// An end position at a claim.
    Claim {
        /// The trump suit; `None` in notrump.
        trump: Option<Suit>,
        /// Declarer.
        declarer: Seat,
        /// The player on lead.
        on_lead: Seat,
        /// Tricks declarer's side has won so far.
        declarer_won: u8,
        /// Tricks the defenders have won so far.
        defence_won: u8,
    },
}

impl TableFacts {
    /// Declarer at this table.
    pub fn declarer(&self) -> Seat {
        match *self {
            TableFacts::Played { declarer, .. } | TableFacts::Claim { declarer, .. } => declarer,
        }
    }
}

/// The results a question lists for the student to work from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Results {
    /// A weighted score's outcomes: each weight and its result to North-South.
    Weighted(Vec<(Fraction, i32)>),
    /// A poll of peers: each action (a call as written in the case, `3S`), how many
    /// chose it, and the result it would have given North-South, when known.
    Poll(Vec<(String, u32, Option<i32>)>),
}

/// The cards a question shows: the hands of a deal or end position and the tricks
/// played, as cards and seats, for a page or a sheet to draw in its own way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    /// Each seat's cards, North first.
    pub hands: Hands,
    /// The tricks played, in order; empty for an end position.
    pub tricks: Vec<TrickView>,
}

/// One trick of a play record: who led and each card with its seat, in the order played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrickView {
    /// 1-based.
    pub number: u8,
    /// The seat that led.
    pub leader: Seat,
    /// Each card with the seat that played it, in the order played.
    pub cards: Vec<(Seat, Card)>,
    /// Who won it; `None` for a trick cut short.
    pub winner: Option<Seat>,
}

impl Variant {
    /// The table the question's cards are at, when it shows cards.
    pub fn table(&self) -> Option<TableFacts> {
        match &self.case {
            CaseIn::Revoke(RevokeIn::Play(play)) => Some(TableFacts::Played {
                contract: play.contract,
                declarer: play.declarer,
                vulnerable: play.vulnerable,
            }),
            CaseIn::Claim(claim) => Some(TableFacts::Claim {
                trump: claim.strain.trump(),
                declarer: claim.declarer,
                on_lead: claim.on_lead,
                declarer_won: claim.tricks_won.declarer,
                defence_won: claim.tricks_won.defence,
            }),
            _ => None,
        }
    }

    /// The results the question lists, when it lists any.
    pub fn results(&self) -> Option<Results> {
        match &self.case {
            CaseIn::Weighted(w) => Some(Results::Weighted(
                w.outcomes
                    .iter()
                    .map(|o| (o.weight.get(), o.ns.ns()))
                    .collect(),
            )),
            CaseIn::Ui(ui) => Some(Results::Poll(
                ui.poll
                    .iter()
                    .map(|p| {
                        let ns = ui.results_ns.get(&p.action).map(|r| r.ns());
                        (p.action.0.clone(), p.selected, ns)
                    })
                    .collect(),
            )),
            _ => None,
        }
    }

    /// A digest of the variant as shown and keyed: the first 8 bytes of the SHA-256 of
    /// its JSON, in hex. A page carries it in its question token, so an answer is never
    /// graded against another question than the one served (a template edited, or the
    /// engine changed, between page and submit).
    pub fn digest(&self) -> String {
        use sha2::Digest;
        // Serialising plain data (strings, numbers, ordered maps) cannot fail.
        let json = serde_json::to_vec(self).unwrap_or_default();
        sha2::Sha256::digest(&json)[..8]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The misreadings of one part of a whole ruling: the asked field's are the
    /// variant's own; another part's are its entry in [`Variant::part_misreadings`].
    pub fn misreadings_of(&self, part: Part) -> &[Misapplication] {
        if part == Part::Field(self.template.field) {
            return &self.misapplications;
        }
        self.part_misreadings
            .iter()
            .find(|(p, _)| *p == part)
            .map_or(&[], |(_, m)| m.as_slice())
    }

    /// Whether `given` is right for `part` though it is not the key: an answer the
    /// part also accepts.
    pub fn also_right(&self, part: Part, given: Answer) -> bool {
        self.also_right
            .iter()
            .any(|&(p, a)| p == part && a.same(given))
    }

    /// The cards the question shows, when it shows any.
    pub fn diagram(&self) -> Option<Diagram> {
        match &self.case {
            CaseIn::Revoke(RevokeIn::Play(play)) => {
                let table_trump = play.contract.strain.trump();
                let tricks =
                    PlayRecord::replay(&play.deal, table_trump, play.declarer.lho(), &play.play)
                        .map_or_else(
                            |_| Vec::new(),
                            |record| {
                                record
                                    .tricks
                                    .iter()
                                    .map(|t| TrickView {
                                        number: t.number.get(),
                                        leader: t.leader,
                                        cards: t
                                            .cards
                                            .iter()
                                            .enumerate()
                                            .map(|(i, &card)| (t.leader.clockwise(i), card))
                                            .collect(),
                                        winner: t.winner,
                                    })
                                    .collect()
                            },
                        );
                Some(Diagram {
                    hands: play.deal.hands(),
                    tricks,
                })
            }
            CaseIn::Claim(claim) => Some(Diagram {
                hands: claim.position.hands(),
                tricks: Vec::new(),
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for seed in [0, 1, 31, 32, 12345, u64::MAX] {
            let code = VariantCode {
                code: "R64A2".into(),
                version: 3,
                seed,
                format: 1,
            };
            assert_eq!(code.to_string().parse::<VariantCode>().unwrap(), code);
        }
        assert_eq!("imp-1-o1-1".parse::<VariantCode>().unwrap().seed, 1);
        assert!("IMP-1".parse::<VariantCode>().is_err());
        assert!("IMP-x-7-1".parse::<VariantCode>().is_err());
    }
}
