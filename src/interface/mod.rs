//! `ruling rule`: the law engine's stable JSON interface (`shared/spec/ruling-json.md`).
//!
//! A stream of JSON cases in, one compact JSON line out per case, in input order. A case
//! that cannot be ruled gives an error object naming the field, and the run goes on.
//!
//! `interface` is only the JSON edge: it reads a case into the engine's typed
//! [`Case`] and writes the typed verdict back; the rules live in [`crate::laws`].
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

use std::io::{self, Write};

use serde_json::Value;

use crate::i18n::Lang;
use crate::laws::{Case, Kind, Limits, rule};

pub use error::{CaseError, ErrorCode};
pub use input::CaseIn;
pub use output::Rendered;

/// Reads one case from a parsed JSON value into the engine's typed case.
///
/// # Errors
/// A [`CaseError`] naming the field when the value is not a case.
pub fn read(value: Value) -> Result<Case, CaseError> {
    Ok(read_input(value)?.into_case()?)
}

/// Reads one case from a parsed JSON value in the contract's own shape.
///
/// # Errors
/// A [`CaseError`] naming the field when the value is not a case.
pub fn read_input(value: Value) -> Result<CaseIn, CaseError> {
    let Value::Object(map) = &value else {
        return Err(CaseError::new(
            ErrorCode::NotAnObject,
            "",
            "each case is a JSON object with a \"kind\"",
        ));
    };
    let kind: Kind = match map.get("kind") {
        Some(Value::String(kind)) => {
            kind.parse()
                .map_err(|e: crate::laws::case::ParseKindError| {
                    CaseError::new(ErrorCode::UnknownKind, "kind", e.to_string())
                })?
        }
        Some(_) => {
            return Err(CaseError::invalid(
                "kind",
                "kind is a string, one of score, imps, artificial, weighted, split, adjust86d, revoke, claim, ui, matchpoints",
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
    let play_form = map.contains_key("play") || map.contains_key("deal");
    input::read_kind(kind, play_form, value)
}

/// Rules one case, given as a parsed JSON value, within the command line's limits.
///
/// # Errors
/// A [`CaseError`] naming the field when the case cannot be ruled.
pub fn rule_value(value: Value, lang: Lang) -> Result<Rendered, CaseError> {
    let case = read(value)?;
    let ruling = rule(&case, &Limits::COMMAND_LINE)?;
    Ok(output::render(&ruling, lang))
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
