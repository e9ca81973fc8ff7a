//! `ruling rule`: the law engine's stable JSON interface (`shared/spec/ruling-json.md`).
//!
//! A stream of JSON cases in, one compact JSON line out per case, in input order. A case
//! that cannot be ruled gives an error object naming the field, and the run goes on.
//!
//! ```
//! use ruling::i18n::Lang;
//! let mut out = Vec::new();
//! let status = ruling::interface::run(br#"{"kind":"imps","difference":570}"#, Lang::En, &mut out).unwrap();
//! assert_eq!(status, ruling::interface::Status::AllRuled);
//! assert!(String::from_utf8(out).unwrap().starts_with(r#"{"kind":"imps","imps":11"#));
//! ```

pub mod error;
pub mod input;
pub mod output;
pub mod read;

use std::io::{self, Write};

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::i18n::Lang;
use crate::laws::artificial::{ArtificialCase, Form, rule_artificial};
use crate::laws::claim::{ClaimCase, ClaimError, rule_claim};
use crate::laws::law86d::{Adjust86dCase, rule_86d};
use crate::laws::revoke::{RevokeFacts, RevokePlay, Table, rule_facts, rule_play};
use crate::laws::scoring::{ScoreCase, rule_imps, rule_score};
use crate::laws::split::{SplitCase, rule_split};
use crate::laws::ui::{PollEntry, UiCase, rule_ui};
use crate::laws::weighted::{Outcome, WeightedCase, rule_weighted};
use crate::model::fraction::display;
use crate::model::{Fraction, TrickNo, Tricks};

pub use error::{CaseError, ErrorCode};
use input::*;
pub use output::{Rendered, Ruled};

/// The kinds `ruling rule` knows.
pub const KINDS: [&str; 9] = [
    "score",
    "imps",
    "artificial",
    "weighted",
    "split",
    "adjust86d",
    "revoke",
    "claim",
    "ui",
];

/// Largest difference of two scores.
const MAX_DIFFERENCE: i64 = 2 * input::MAX_SCORE as i64;

fn parse<T: DeserializeOwned>(value: Value) -> Result<T, CaseError> {
    serde_path_to_error::deserialize(value).map_err(error::from_serde)
}

/// A score that was obtained at a table is a multiple of 10; a datum need not be.
fn table_score(field: &str, points: Points) -> Result<i32, CaseError> {
    if points.0 % 10 != 0 {
        return Err(CaseError::invalid(
            field,
            format!(
                "{} is not a score a table can obtain: scores are multiples of 10",
                points.0
            ),
        ));
    }
    Ok(points.0)
}

/// Rules one case, given as a parsed JSON value.
///
/// # Errors
/// A [`CaseError`] naming the field when the case cannot be ruled.
pub fn rule_value(value: Value, lang: Lang) -> Result<Rendered, CaseError> {
    rule_case(value).map(|ruled| ruled.render(lang))
}

/// Rules one case, given as a parsed JSON value, without putting it into words.
///
/// # Errors
/// A [`CaseError`] naming the field when the case cannot be ruled.
pub fn rule_case(value: Value) -> Result<Ruled, CaseError> {
    let Value::Object(map) = &value else {
        return Err(CaseError::new(
            ErrorCode::NotAnObject,
            "",
            "each case is a JSON object with a \"kind\"",
        ));
    };
    let kind = match map.get("kind") {
        Some(Value::String(kind)) => kind.clone(),
        Some(_) => {
            return Err(CaseError::invalid(
                "kind",
                "kind is a string, one of score, imps, artificial, weighted, split, adjust86d, revoke, claim, ui",
            ));
        }
        None => {
            return Err(CaseError::new(
                ErrorCode::MissingField,
                "kind",
                "missing field `kind`",
            ));
        }
    };
    let is_play_form = map.contains_key("play") || map.contains_key("deal");
    match kind.as_str() {
        "score" => {
            let i: ScoreIn = parse(value)?;
            let case = ScoreCase {
                contract: i.contract.0,
                declarer: i.declarer.0,
                vulnerability: i.vulnerable.0,
                tricks: i.tricks.0,
            };
            Ok(output::score(&rule_score(&case)))
        }
        "imps" => {
            let i: ImpsIn = parse(value)?;
            if i.difference.abs() > MAX_DIFFERENCE {
                return Err(CaseError::invalid(
                    "difference",
                    format!(
                        "{} is larger than any two scores can differ ({MAX_DIFFERENCE})",
                        i.difference
                    ),
                ));
            }
            Ok(output::imps(&rule_imps(i.difference as i32)))
        }
        "artificial" => {
            let i: ArtificialIn = parse(value)?;
            let form = Form::from(i.form);
            for (field, pct) in [
                ("ns_session_pct", i.ns_session_pct),
                ("ew_session_pct", i.ew_session_pct),
            ] {
                if let Some(Weight(p)) = pct {
                    if form == Form::Teams {
                        return Err(CaseError::invalid(
                            field,
                            "a session percentage applies to pairs only",
                        ));
                    }
                    if p < Fraction::from_integer(0) || p > Fraction::from_integer(100) {
                        return Err(CaseError::invalid(
                            field,
                            format!("{} is not a percentage from 0 to 100", display(p)),
                        ));
                    }
                }
            }
            let case = ArtificialCase {
                form,
                ns: i.ns.into(),
                ew: i.ew.into(),
                ns_session_pct: i.ns_session_pct.map(|w| w.0),
                ew_session_pct: i.ew_session_pct.map(|w| w.0),
            };
            Ok(output::artificial(&rule_artificial(&case)))
        }
        "weighted" => {
            let i: WeightedIn = parse(value)?;
            if i.outcomes.is_empty() {
                return Err(CaseError::invalid(
                    "outcomes",
                    "at least one outcome is needed",
                ));
            }
            let mut outcomes = Vec::with_capacity(i.outcomes.len());
            for (n, o) in i.outcomes.iter().enumerate() {
                if o.weight.0 <= Fraction::from_integer(0) {
                    return Err(CaseError::invalid(
                        format!("outcomes[{n}].weight"),
                        format!("a weight is above 0, not {}", display(o.weight.0)),
                    ));
                }
                outcomes.push(Outcome {
                    weight: o.weight.0,
                    ns: table_score(&format!("outcomes[{n}].ns"), o.ns)?,
                });
            }
            let sum: Fraction = outcomes.iter().map(|o| o.weight).sum();
            if sum != Fraction::from_integer(1) {
                return Err(CaseError::impossible(
                    "outcomes",
                    format!("the weights sum to {}, not 1", display(sum)),
                ));
            }
            let case = WeightedCase {
                outcomes,
                other_table_ns: table_score("other_table_ns", i.other_table_ns)?,
            };
            Ok(output::weighted(&rule_weighted(&case)))
        }
        "split" => {
            let i: SplitIn = parse(value)?;
            let case = SplitCase {
                offenders: i.offenders.0,
                actual_ns: table_score("actual_ns", i.actual_ns)?,
                normal_after_infraction_ns: table_score(
                    "normal_after_infraction_ns",
                    i.normal_after_infraction_ns,
                )?,
                without_infraction_ns: table_score(
                    "without_infraction_ns",
                    i.without_infraction_ns,
                )?,
                other_table_ns: table_score("other_table_ns", i.other_table_ns)?,
            };
            Ok(output::split(&rule_split(&case)))
        }
        "adjust86d" => {
            let i: Adjust86dIn = parse(value)?;
            if let Some(method) = &i.method
                && method != "dbv-2013"
            {
                return Err(CaseError::invalid(
                    "method",
                    format!("`{method}` is not a known method: use dbv-2013"),
                ));
            }
            let case = Adjust86dCase {
                table_ns: table_score("table_ns", i.table_ns)?,
                expected_ns: i.expected_ns.0,
                ns_team: i.ns_team.into(),
                ew_team: i.ew_team.into(),
            };
            Ok(output::adjust86d(&rule_86d(&case)))
        }
        "revoke" if is_play_form => {
            let i: RevokePlayIn = parse(value)?;
            let case = RevokePlay {
                table: Table {
                    contract: i.contract.0,
                    declarer: i.declarer.0,
                    vulnerability: i.vulnerable.0,
                },
                deal: i.deal.0,
                play: i
                    .play
                    .into_iter()
                    .map(|t| t.into_iter().map(|c| c.0).collect())
                    .collect(),
                attention_after_trick: i.attention_after_trick,
                late_discovery: i.discovered.and_then(DiscoveredIn::late),
                claim: i.claim.map(Into::into),
                tricks_without_revoke: i.tricks_without_revoke.map(|t| t.0),
            };
            let ruling =
                rule_play(&case).map_err(|e| CaseError::impossible(e.field(), e.to_string()))?;
            Ok(output::revoke(&ruling, true))
        }
        "revoke" => {
            let i: RevokeFactsIn = parse(value)?;
            let facts = RevokeFacts {
                table: Table {
                    contract: i.contract.0,
                    declarer: i.declarer.0,
                    vulnerability: i.vulnerable.0,
                },
                offender: i.offender.0,
                established: i.established,
                revoke_trick: i
                    .revoke_trick
                    .map(TrickNo::try_new)
                    .transpose()
                    .map_err(|e| CaseError::impossible("revoke_trick", e.to_string()))?,
                revoke_trick_won_by: i.revoke_trick_won_by.0,
                offending_side_later_tricks: i.offending_side_later_tricks.0,
                declarer_tricks: i.declarer_tricks.0,
                exception: i.exception.map(Into::into),
                tricks_without_revoke: i.tricks_without_revoke.map(|t| t.0),
            };
            let ruling =
                rule_facts(&facts).map_err(|e| CaseError::impossible(e.field(), e.to_string()))?;
            Ok(output::revoke(&ruling, false))
        }
        "ui" => {
            let i: UiIn = parse(value)?;
            let threshold = i.la_threshold.map_or(Fraction::new(1, 5), |w| w.0);
            if threshold <= Fraction::from_integer(0) || threshold > Fraction::from_integer(1) {
                return Err(CaseError::invalid(
                    "la_threshold",
                    format!(
                        "{} is not a share above 0 and at most 1",
                        display(threshold)
                    ),
                ));
            }
            let case = UiCase {
                source: i.source.into(),
                offenders: i.offenders.0,
                chosen: i.chosen,
                poll: i
                    .poll
                    .into_iter()
                    .map(|p| PollEntry {
                        action: p.action,
                        selected: p.selected,
                    })
                    .collect(),
                suggested: i.suggested,
                results_ns: i.results_ns.into_iter().map(|(k, v)| (k, v.0)).collect(),
                table_ns: table_score("table_ns", i.table_ns)?,
                la_threshold: threshold,
            };
            let ruling = rule_ui(&case).map_err(|e| match &e {
                crate::laws::ui::UiError::MissingResult(action) => {
                    CaseError::impossible(format!("results_ns.{action}"), e.to_string())
                }
                crate::laws::ui::UiError::EmptyPoll => CaseError::impossible("poll", e.to_string()),
            })?;
            Ok(output::ui(&ruling))
        }
        "claim" => {
            let i: ClaimIn = parse(value)?;
            let mut line = Vec::with_capacity(i.statement.line.len());
            for (n, item) in i.statement.line.iter().enumerate() {
                line.push(
                    line_item(item)
                        .map_err(|m| CaseError::invalid(format!("statement.line[{n}]"), m))?,
                );
            }
            let won = i.tricks_won;
            let (Some(declarer_won), Some(defence_won)) =
                (Tricks::try_new(won.declarer), Tricks::try_new(won.defence))
            else {
                let e = ClaimError::TrickCount {
                    won: u16::from(won.declarer) + u16::from(won.defence),
                    remaining: i.position.0.tricks_left(),
                };
                return Err(CaseError::impossible(e.field(), e.to_string()));
            };
            let case = ClaimCase {
                strain: i.strain.0,
                declarer: i.declarer.0,
                position: i.position.0,
                on_lead: i.on_lead.0,
                declarer_won,
                defence_won,
                claimer: i.claimer.0,
                claimed: i.claimed.0,
                line,
                trumps_mentioned: i.statement.trumps_mentioned,
                withdrawal: i.withdrawal.map(Into::into),
                partner_objects: i.partner_objects,
            };
            let ruling =
                rule_claim(&case).map_err(|e| CaseError::impossible(e.field(), e.to_string()))?;
            Ok(output::claim(&ruling))
        }
        other => Err(CaseError::new(
            ErrorCode::UnknownKind,
            "kind",
            format!("`{other}` is not a kind: use one of {}", KINDS.join(", ")),
        )),
    }
}

/// How a run of `ruling rule` ended; the exit status of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every case was ruled (exit 0).
    AllRuled,
    /// At least one case was an error (exit 1).
    SomeErrors,
    /// The input held no JSON at all (exit 2).
    NotJson,
}

impl Status {
    pub const fn exit_code(self) -> u8 {
        match self {
            Status::AllRuled => 0,
            Status::SomeErrors => 1,
            Status::NotJson => 2,
        }
    }
}

/// Rules every case in `input` and writes one line per case to `out`.
///
/// Malformed JSON gives an error line, and reading resumes at the next line, so one bad
/// line of a JSON Lines file costs only its own case.
///
/// # Errors
/// Only when writing to `out` fails.
pub fn run(input: &[u8], lang: Lang, out: &mut impl Write) -> io::Result<Status> {
    let mut parsed_any = false;
    let mut errors = false;
    let mut start = 0;
    while start < input.len() {
        let slice = &input[start..];
        let mut stream = serde_json::Deserializer::from_slice(slice).into_iter::<Value>();
        let mut resume = None;
        loop {
            match stream.next() {
                None => break,
                Some(Ok(value)) => {
                    parsed_any = true;
                    match rule_value(value, lang) {
                        Ok(rendered) => write_line(out, &rendered)?,
                        Err(err) => {
                            errors = true;
                            write_error(out, &err)?;
                        }
                    }
                }
                Some(Err(err)) => {
                    errors = true;
                    let at = byte_offset(slice, err.line(), err.column());
                    let line_no = input[..start + at].iter().filter(|&&b| b == b'\n').count() + 1;
                    let message = err.to_string();
                    let message = message.split(" at line ").next().unwrap_or(&message);
                    write_error(
                        out,
                        &CaseError::new(
                            ErrorCode::MalformedJson,
                            "",
                            format!("input line {line_no}: {message}"),
                        ),
                    )?;
                    // Resume after the end of the line holding the error.
                    let next = slice[at.min(slice.len())..]
                        .iter()
                        .position(|&b| b == b'\n');
                    resume = Some(next.map_or(input.len(), |p| start + at + p + 1));
                    break;
                }
            }
        }
        match resume {
            Some(r) => start = r.max(start + 1),
            None => break,
        }
    }
    out.flush()?;
    Ok(if !parsed_any && errors {
        Status::NotJson
    } else if errors {
        Status::SomeErrors
    } else {
        Status::AllRuled
    })
}

/// The byte offset of a 1-based line and column in `text`.
fn byte_offset(text: &[u8], line: usize, column: usize) -> usize {
    let mut current = 1;
    let mut line_start = 0;
    for (i, &b) in text.iter().enumerate() {
        if current == line {
            break;
        }
        if b == b'\n' {
            current += 1;
            line_start = i + 1;
        }
    }
    (line_start + column.saturating_sub(1)).min(text.len())
}

fn write_line(out: &mut impl Write, rendered: &Rendered) -> io::Result<()> {
    serde_json::to_writer(&mut *out, rendered).map_err(io::Error::other)?;
    out.write_all(b"\n")
}

fn write_error(out: &mut impl Write, err: &CaseError) -> io::Result<()> {
    #[derive(serde::Serialize)]
    struct Wrapper<'a> {
        error: &'a CaseError,
    }
    serde_json::to_writer(&mut *out, &Wrapper { error: err }).map_err(io::Error::other)?;
    out.write_all(b"\n")
}
