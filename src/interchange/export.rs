//! One export, whoever asks for it: `ruling export` on the command line and a course's
//! export form on the web both call [`export`], so a file made either way is the same.

use std::fmt;
use std::str::FromStr;

use crate::bank::Bank;
use crate::i18n::Lang;
use crate::model::Deal;

use super::{Choice, InterchangeError, variants};

/// A format the bank is exported in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Moodle XML: one category per family, a question per variant.
    Moodle,
    /// An IMS QTI 2.1 content package (zip): a manifest and an item per variant.
    Qti,
    /// PBN 2.1: each real-deal variant as a game, the ruling as commentary.
    Pbn,
}

impl Format {
    /// Every format, in the order a form offers them.
    pub const ALL: [Format; 3] = [Format::Moodle, Format::Qti, Format::Pbn];

    /// The format's name as `ruling export` and the web form take it.
    pub fn code(self) -> &'static str {
        match self {
            Format::Moodle => "moodle",
            Format::Qti => "qti",
            Format::Pbn => "pbn",
        }
    }

    /// Its name for people.
    pub fn title(self) -> &'static str {
        match self {
            Format::Moodle => "Moodle XML",
            Format::Qti => "QTI 2.1",
            Format::Pbn => "PBN",
        }
    }

    /// The file name's extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Moodle => "xml",
            Format::Qti => "zip",
            Format::Pbn => "pbn",
        }
    }

    /// The media type a download of it is sent as.
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Moodle => "application/xml; charset=utf-8",
            Format::Qti => "application/zip",
            // PBN has no registered type: it is plain text, one tag a line.
            Format::Pbn => "text/plain; charset=utf-8",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A format name that is none of [`Format::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an export format (moodle, qti or pbn)")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;
    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.code() == s.trim())
            .ok_or_else(|| UnknownFormat(s.to_owned()))
    }
}

/// An export made: the whole file, and how many questions (PBN: games) it holds.
#[derive(Debug, Clone)]
pub struct Exported {
    /// The file's bytes.
    pub bytes: Vec<u8>,
    /// The questions written (for PBN, the games: only real-deal variants are games).
    pub written: usize,
}

/// The variants `choice` names from `bank` in `format`, the questions in `lang`; the
/// real deals drawn from `records` when given.
///
/// # Errors
/// As [`variants`]; a QTI package that cannot be built; for PBN, a choice without a
/// single real-deal template ([`InterchangeError::NoRealDeals`]).
pub fn export(
    bank: &Bank,
    format: Format,
    choice: &Choice,
    lang: Lang,
    records: Option<&[Deal]>,
) -> Result<Exported, InterchangeError> {
    let chosen = variants(bank, choice, records)?;
    Ok(match format {
        Format::Moodle => Exported {
            bytes: super::moodle::file(&chosen, lang).into_bytes(),
            written: chosen.len(),
        },
        Format::Qti => Exported {
            bytes: super::qti::package(&chosen, lang)?,
            written: chosen.len(),
        },
        Format::Pbn => {
            let text = super::pbn::file(&chosen, lang).ok_or(InterchangeError::NoRealDeals)?;
            let written = chosen
                .iter()
                .filter(|v| super::pbn::game(v, lang).is_some())
                .count();
            Exported {
                bytes: text.into_bytes(),
                written,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_format_reads_back_from_its_code() {
        for f in Format::ALL {
            assert_eq!(f.code().parse::<Format>(), Ok(f));
        }
        assert!("docx".parse::<Format>().is_err());
    }
}
