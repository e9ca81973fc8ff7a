//! The error object of `ruling rule`: a code, a message, and the input field at fault.

use serde::Serialize;

use crate::laws::{FieldError, RuleError};

/// Classes of case errors; the code is part of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The bytes are not JSON.
    MalformedJson,
    /// The JSON value is not an object.
    NotAnObject,
    /// `kind` names no kind the engine rules.
    UnknownKind,
    /// A required field is absent.
    MissingField,
    /// A field has the wrong type or a value outside its range.
    InvalidField,
    /// The fields are each valid but cannot all be true together.
    Impossible,
    /// The kind is part of the interface but not yet ruled by this version.
    Unsupported,
    /// The case may be sound, but the engine could not settle it within its limits
    /// (Law 64C on a deal the double-dummy search could not finish, a claim with more
    /// lines than the claim search plays out).
    Undetermined,
}

/// A case the engine cannot rule, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{field}: {message}")]
pub struct CaseError {
    /// What kind of error, as the contract names it.
    pub code: ErrorCode,
    /// What is wrong and how to write it right.
    pub message: String,
    /// JSON path of the field at fault (`play[4][2]`, `outcomes[1].weight`); empty for
    /// the case as a whole.
    pub field: String,
}

impl CaseError {
    /// An error of `code` at `field`.
    pub fn new(code: ErrorCode, field: impl Into<String>, message: impl Into<String>) -> CaseError {
        CaseError {
            code,
            message: message.into(),
            field: field.into(),
        }
    }

    /// A field whose value cannot be read or is out of range.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> CaseError {
        CaseError::new(ErrorCode::InvalidField, field, message)
    }

    /// Facts that cannot all be true together.
    pub fn impossible(field: impl Into<String>, message: impl Into<String>) -> CaseError {
        CaseError::new(ErrorCode::Impossible, field, message)
    }
}

impl From<FieldError> for CaseError {
    fn from(e: FieldError) -> CaseError {
        let code = if e.is_missing() {
            ErrorCode::MissingField
        } else if e.impossible {
            ErrorCode::Impossible
        } else {
            ErrorCode::InvalidField
        };
        CaseError::new(code, e.field, e.message)
    }
}

impl From<RuleError> for CaseError {
    fn from(e: RuleError) -> CaseError {
        let code = if e.is_undetermined() {
            ErrorCode::Undetermined
        } else {
            ErrorCode::Impossible
        };
        CaseError::new(code, e.field(), e.to_string())
    }
}

/// Turns a serde error with its path, from any format, into a case error naming the field.
pub fn from_serde<E: std::fmt::Display>(err: serde_path_to_error::Error<E>) -> CaseError {
    let path = err.path().to_string();
    let inner = err.into_inner().to_string();
    // serde_json appends " at line L column C", which means nothing for a parsed value.
    let message = inner.split(" at line ").next().unwrap_or(&inner).to_owned();
    if let Some(name) = message
        .strip_prefix("missing field `")
        .and_then(|m| m.strip_suffix('`'))
    {
        let field = if path == "." || path.is_empty() {
            name.to_owned()
        } else {
            format!("{path}.{name}")
        };
        return CaseError::new(ErrorCode::MissingField, field, message);
    }
    let field = if path == "." { String::new() } else { path };
    CaseError::invalid(field, message)
}
