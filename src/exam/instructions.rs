//! The instructor's own instructions for the title page (`--instructions FILE`, or the
//! web form's field): UTF-8 text, paragraphs parted by blank lines, short enough to
//! leave the title page room for its fields and the exam's own rules.

use std::path::Path;

/// The most characters the instructions may have: about half a title page.
pub const MAX_INSTRUCTIONS: usize = 1500;

/// The instructions could not be used.
#[derive(Debug, thiserror::Error)]
pub enum InstructionsError {
    #[error("{file}: {source}")]
    /// The file is missing or cannot be read.
    Read {
        /// The file, as given.
        file: String,
        /// What the system said.
        source: std::io::Error,
    },
    #[error("{file}: not UTF-8 text (byte {at})")]
    /// The file is not UTF-8.
    NotText {
        /// The file, as given.
        file: String,
        /// Where the first bad byte is.
        at: usize,
    },
    #[error("{file}: {chars} characters; the title page takes at most {MAX_INSTRUCTIONS}")]
    /// The instructions would not fit on the title page.
    TooLong {
        /// The file, as given.
        file: String,
        /// How many characters it has.
        chars: usize,
    },
}

/// `text` as instructions, `file` naming it in errors: trimmed, line ends made `\n`.
///
/// # Errors
/// [`InstructionsError::TooLong`] over [`MAX_INSTRUCTIONS`] characters.
pub fn check(file: &str, text: &str) -> Result<String, InstructionsError> {
    let text = text.replace("\r\n", "\n").trim().to_owned();
    let chars = text.chars().count();
    if chars > MAX_INSTRUCTIONS {
        return Err(InstructionsError::TooLong {
            file: file.to_owned(),
            chars,
        });
    }
    Ok(text)
}

/// The instructions in the file `path`.
///
/// # Errors
/// A file that cannot be read, is not UTF-8 or is too long, named as `path`.
pub fn read(path: &Path) -> Result<String, InstructionsError> {
    let file = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| InstructionsError::Read {
        file: file.clone(),
        source,
    })?;
    let text = String::from_utf8(bytes).map_err(|e| InstructionsError::NotText {
        file: file.clone(),
        at: e.utf8_error().valid_up_to(),
    })?;
    check(&file, text.strip_prefix('\u{feff}').unwrap_or(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_too_long_for_the_title_page_are_refused_by_name() {
        let long = "x".repeat(MAX_INSTRUCTIONS + 1);
        let err = check("regler.txt", &long).unwrap_err().to_string();
        assert!(err.starts_with("regler.txt: 1501 characters"), "{err}");
        assert_eq!(
            check("r", " Tid: 2 timer\r\n\r\nLovbok tillatt \n").unwrap(),
            "Tid: 2 timer\n\nLovbok tillatt"
        );
    }
}
