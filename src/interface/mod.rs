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
mod stream;

use std::io::{self, Write};

use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::Value;
use serde_json::value::RawValue;

use crate::i18n::Lang;
use crate::laws::{Case, Kind, Limits, Ruling, Verdict, rule};

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
        return Err(not_an_object());
    };
    let kind: Kind = match map.get("kind") {
        Some(Value::String(kind)) => parse_kind(kind)?,
        Some(_) => return Err(kind_not_a_string()),
        None => return Err(kind_missing()),
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

/// Rules one case, given as the text of one JSON value, within the command line's limits.
///
/// The same as [`rule_value`], read straight from the text: a stream of small cases spent
/// a third of its time building `Value` maps only to read them again.
///
/// # Errors
/// A [`CaseError`] naming the field when the case cannot be ruled.
pub fn rule_json(text: &str, lang: Lang) -> Result<Rendered, CaseError> {
    Ok(output::render(&rule_text(text)?, lang))
}

/// The ruling on the case in `text`, within the command line's limits.
fn rule_text(text: &str) -> Result<Ruling<Verdict>, CaseError> {
    let case = read_json(text)?.into_case()?;
    Ok(rule(&case, &Limits::COMMAND_LINE)?)
}

/// Reads one case from the text of one JSON value in the contract's own shape.
///
/// # Errors
/// A [`CaseError`] naming the field when the text is not a case.
pub fn read_json(text: &str) -> Result<CaseIn, CaseError> {
    /// A key's presence, whatever its value (`"deal": null` is there).
    #[derive(Default)]
    struct Present(bool);
    impl<'de> Deserialize<'de> for Present {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            IgnoredAny::deserialize(d).map(|_| Present(true))
        }
    }
    /// The kind's value as written, `null` too (an `Option` would take `null` for
    /// absent, and the error would say the kind is missing rather than not a string).
    #[derive(Default)]
    struct Written<'a>(Option<&'a RawValue>);
    impl<'de: 'a, 'a> Deserialize<'de> for Written<'a> {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            <&RawValue>::deserialize(d).map(|raw| Written(Some(raw)))
        }
    }
    /// What is read before the kind's own shape.
    #[derive(Deserialize)]
    struct Head<'a> {
        #[serde(borrow, default)]
        kind: Written<'a>,
        #[serde(default)]
        deal: Present,
        #[serde(default)]
        play: Present,
    }
    if !text.trim_start().starts_with('{') {
        return Err(not_an_object());
    }
    if let Some(kind) = plain_head(text) {
        return read_shape(parse_kind(kind)?, false, text);
    }
    // Only a key given twice is an error here: every other key waits for its kind's shape.
    let head: Head = serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        let message = message.split(" at line ").next().unwrap_or(&message);
        let field = message
            .strip_prefix("duplicate field `")
            .and_then(|m| m.strip_suffix('`'))
            .unwrap_or_default();
        CaseError::invalid(field, message)
    })?;
    let kind = match head
        .kind
        .0
        .map(|raw| serde_json::from_str::<String>(raw.get()))
    {
        Some(Ok(kind)) => parse_kind(&kind)?,
        Some(Err(_)) => return Err(kind_not_a_string()),
        None => return Err(kind_missing()),
    };
    read_shape(kind, head.deal.0 || head.play.0, text)
}

/// Reads the case in `text` in the shape of its kind. The path to the field at fault is
/// followed only when the case does not read: it is read again to find it.
fn read_shape(kind: Kind, play_form: bool, text: &str) -> Result<CaseIn, CaseError> {
    let reader = || serde_json::Deserializer::from_str(text);
    match input::reads_untracked(kind, play_form, &mut reader()) {
        Some(case) => Ok(case),
        None => input::read_kind(kind, play_form, &mut reader()),
    }
}

/// The kind of a case written the plain way, when its head need not be read: the text
/// opens with `{"kind":"…"` (a word with no escape), names no other `kind`, no `deal`
/// and no `play`, and has no escape anywhere (an escaped key could spell one of them).
/// Then the head reader would find just this kind and the facts form; any other text
/// goes through it.
fn plain_head(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("{\"kind\":\"")?;
    let end = rest.find('"')?;
    let kind = &rest[..end];
    let plain = kind.bytes().all(|b| b.is_ascii_alphanumeric())
        && !text.contains('\\')
        && !rest.contains("\"kind\"")
        && !text.contains("\"deal\"")
        && !text.contains("\"play\"");
    plain.then_some(kind)
}

fn not_an_object() -> CaseError {
    CaseError::new(
        ErrorCode::NotAnObject,
        "",
        "each case is a JSON object with a \"kind\"",
    )
}

fn parse_kind(kind: &str) -> Result<Kind, CaseError> {
    kind.parse()
        .map_err(|e: crate::laws::case::ParseKindError| {
            CaseError::new(ErrorCode::UnknownKind, "kind", e.to_string())
        })
}

fn kind_not_a_string() -> CaseError {
    CaseError::invalid(
        "kind",
        "kind is a string, one of score, imps, artificial, weighted, split, adjust86d, revoke, claim, ui, matchpoints",
    )
}

fn kind_missing() -> CaseError {
    CaseError::new(ErrorCode::MissingField, "kind", "missing field `kind`")
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
    /// The process exit code for a stream whose worst case ended in this status.
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
/// line of a JSON Lines file costs only its own case. A long stream is ruled on every
/// core, a piece each ([`stream`]); the lines come out in input order all the same.
///
/// # Errors
/// Only when writing to `out` fails.
pub fn run(input: &[u8], lang: Lang, out: &mut impl Write) -> io::Result<Status> {
    let ended = stream::rule_all(input, lang, None, out)?;
    out.flush()?;
    Ok(if !ended.parsed_any && ended.errors {
        Status::NotJson
    } else if ended.errors {
        Status::SomeErrors
    } else {
        Status::AllRuled
    })
}

/// How ruling a span of the input ended.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Spanned {
    /// Where reading stopped: the first byte of the next value not yet read (after
    /// whitespace), or the end of the input.
    stop: usize,
    /// Whether any value parsed.
    parsed_any: bool,
    /// Whether any case was an error.
    errors: bool,
}

/// Rules the cases of `input` from `start` on, until the next value would begin at or
/// after `end`, and writes their lines to `out`. The parser reads on past `end` if a value
/// crosses it, so the span ends where a reader of the whole input would be.
fn rule_span(
    input: &[u8],
    start: usize,
    end: usize,
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<Spanned> {
    let mut spanned = Spanned::default();
    // One case's line, written whole: `out` may be a pipe's buffer.
    let mut line = Vec::with_capacity(1024);
    let mut start = skip_whitespace(input, start);
    while start < input.len() && start < end {
        let slice = &input[start..];
        let mut stream = serde_json::Deserializer::from_slice(slice).into_iter::<&RawValue>();
        let mut resume = None;
        loop {
            match stream.next() {
                None => break,
                Some(Ok(raw)) => {
                    spanned.parsed_any = true;
                    match rule_text(raw.get()) {
                        Ok(ruling) => {
                            line.clear();
                            output::write(&ruling, lang, &mut line);
                            line.push(b'\n');
                            out.write_all(&line)?;
                        }
                        Err(err) => {
                            spanned.errors = true;
                            write_error(out, &err)?;
                        }
                    }
                    let next = skip_whitespace(input, start + stream.byte_offset());
                    if next >= end {
                        resume = Some(next);
                        break;
                    }
                }
                Some(Err(err)) => {
                    spanned.errors = true;
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
                    resume = Some(
                        next.map_or(input.len(), |p| start + at + p + 1)
                            .max(start + 1),
                    );
                    break;
                }
            }
        }
        match resume {
            Some(r) => start = skip_whitespace(input, r),
            None => start = input.len(),
        }
    }
    spanned.stop = start.min(input.len());
    Ok(spanned)
}

/// The first byte at or after `at` that is not JSON whitespace.
fn skip_whitespace(input: &[u8], at: usize) -> usize {
    at + input
        .get(at..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\n' | b'\r' | b'\t'))
        .count()
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

fn write_error(out: &mut impl Write, err: &CaseError) -> io::Result<()> {
    #[derive(serde::Serialize)]
    struct Wrapper<'a> {
        error: &'a CaseError,
    }
    serde_json::to_writer(&mut *out, &Wrapper { error: err }).map_err(io::Error::other)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The head is skipped only where it could say nothing new: a text that opens with a
    /// plain kind and names no other kind, no deal and no play.
    #[test]
    fn only_a_plain_head_is_skipped() {
        assert_eq!(
            plain_head(r#"{"kind":"imps","difference":3}"#),
            Some("imps")
        );
        assert_eq!(
            plain_head(r#"{"kind":"adjust86d","method":"dbv-2013"}"#),
            Some("adjust86d")
        );
        for text in [
            r#"{"kind":"revoke","deal":null}"#,
            r#"{"kind":"revoke","play":[]}"#,
            r#"{"ki\u006ed":"imps","difference":3}"#,
            r#"{"kind":"imps","difference":3,"kind":"score"}"#,
            r#"{ "kind":"imps","difference":3}"#,
            r#"{"difference":3,"kind":"imps"}"#,
            r#"{"kind":"im\"ps"}"#,
            r#"{"kind":null}"#,
        ] {
            assert_eq!(plain_head(text), None, "{text}");
        }
    }

    /// Every case reads the same from its text, head skipped or not, as from its value.
    #[test]
    fn a_case_reads_the_same_from_its_text_and_its_value() {
        for text in [
            r#"{"kind":"imps","difference":570}"#,
            r#"{"difference":570,"kind":"imps"}"#,
            r#"{"kind":"score","contract":"4SX","declarer":"E","vulnerable":"EW","tricks":12}"#,
            r#"{"kind":"weighted","outcomes":[{"weight":"2/3","ns":620},{"weight":"1/3","ns":-100}],"other_table_ns":140}"#,
            r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"E","established":true,"revoke_trick_won_by":"E","offending_side_later_tricks":1,"declarer_tricks":9,"exception":null}"#,
            r#"{"kind":"imps","difference":570,"note":"a \"quoted\" word"}"#,
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            assert_eq!(
                read_json(text).unwrap(),
                read_input(value).unwrap(),
                "{text}"
            );
        }
    }

    /// Reading from the text and reading from a parsed value refuse the same heads alike.
    #[test]
    fn text_and_value_refuse_a_bad_head_alike() {
        for text in [
            r#"{"kind":null,"difference":3}"#,
            r#"{"kind":7}"#,
            r#"{"difference":3}"#,
            r#"{"kind":"teapot"}"#,
            r#"[1,2]"#,
            r#""imps""#,
            r#"{"kind":"imps"}"#,
            r#"{"kind":"imps","difference":"many"}"#,
            r#"{"kind":"revoke","deal":null}"#,
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            let from_value = read_input(value).map(|_| ()).unwrap_err();
            let from_text = read_json(text).map(|_| ()).unwrap_err();
            assert_eq!(
                serde_json::to_value(&from_text).unwrap(),
                serde_json::to_value(&from_value).unwrap(),
                "{text}"
            );
        }
    }
}
