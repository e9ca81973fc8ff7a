//! Problems in a bank file, with their place: `file:line:col: message`.

use std::fmt;
use std::ops::Range;

/// A problem in a bank file, with its place.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct BankError {
    /// The file at fault, by its path in the bank (or the folder that could not be read).
    pub file: String,
    /// 1-based line; 0 when the whole file is at fault (it could not be read).
    pub line: usize,
    /// 1-based column, in characters; 0 as for `line`.
    pub col: usize,
    /// What is wrong, in English, for the template's author.
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
    /// The file's name, as errors give it.
    pub file: &'a str,
    /// The file's whole text, which the byte offsets index.
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
