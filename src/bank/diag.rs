//! Problems in a bank file, with their place: `file:line:col: message`.

use std::fmt;
use std::ops::Range;

/// A problem in a bank file, with its place.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct BankError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for BankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// A file's text, to turn byte offsets into 1-based line and column for errors.
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl Source<'_> {
    /// The error `message` at the start of `span`.
    pub fn error(&self, span: Range<usize>, message: impl Into<String>) -> BankError {
        let before = &self.text[..span.start.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        BankError {
            file: self.file.to_owned(),
            line,
            col,
            message: message.into(),
        }
    }
}
