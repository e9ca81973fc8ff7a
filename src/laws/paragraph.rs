//! A paragraph of the Laws that the engine does not cite: what a student may type as a
//! law answer ("64B", "70A"). It is a real reference, so it is graded (wrong, since the
//! key is always one of the engine's [`super::Law`]s), not refused as unreadable; text
//! that is not a law reference at all still does not read as one.
//!
//! Only the shape is checked (Law 1 to 93, then at most a section letter, a number and
//! an item letter, as the 2017 Laws number their paragraphs), since the engine keeps no
//! table of every paragraph the Laws have.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest code: `93B10(e)` would be 8; room for one more.
const LEN: usize = 9;

/// A paragraph reference, written as the interface writes codes: `64B`, `12C1(c)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Paragraph {
    code: [u8; LEN],
    len: u8,
}

/// Text that is not a paragraph of the Laws.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a paragraph of the Laws")]
pub struct ParseParagraphError(pub String);

impl Paragraph {
    /// The code, as the interface writes codes (`64B`, `12C1(c)`).
    pub fn code(&self) -> &str {
        // Built from ASCII only (see `from_str`).
        std::str::from_utf8(&self.code[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl FromStr for Paragraph {
    type Err = ParseParagraphError;

    /// Reads a code with or without spaces and brackets, in any case: `64b`, `64 B`,
    /// `12C1c`, `12 C 1 (c)`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = || ParseParagraphError(text.to_owned());
        let key: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '(' | ')'))
            .collect();
        let mut rest = key.as_slice();
        let digits = |s: &[char]| s.iter().take_while(|c| c.is_ascii_digit()).count();
        let n = digits(rest);
        let law: u32 = rest[..n]
            .iter()
            .collect::<String>()
            .parse()
            .map_err(|_| err())?;
        if !(1..=93).contains(&law) || rest[0] == '0' {
            return Err(err());
        }
        let mut code = law.to_string();
        rest = &rest[n..];
        if let Some((&section, tail)) = rest.split_first() {
            if !matches!(section.to_ascii_uppercase(), 'A'..='H') {
                return Err(err());
            }
            code.push(section.to_ascii_uppercase());
            rest = tail;
            let n = digits(rest);
            if n > 0 {
                let sub: String = rest[..n].iter().collect();
                if n > 2 || sub.starts_with('0') {
                    return Err(err());
                }
                code.push_str(&sub);
                rest = &rest[n..];
                if let Some((&item, tail)) = rest.split_first() {
                    if !matches!(item.to_ascii_lowercase(), 'a'..='e') {
                        return Err(err());
                    }
                    code.push('(');
                    code.push(item.to_ascii_lowercase());
                    code.push(')');
                    rest = tail;
                }
            }
        }
        if !rest.is_empty() || code.len() > LEN {
            return Err(err());
        }
        let mut bytes = [0; LEN];
        bytes[..code.len()].copy_from_slice(code.as_bytes());
        Ok(Paragraph {
            code: bytes,
            len: code.len() as u8,
        })
    }
}

impl fmt::Display for Paragraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl fmt::Debug for Paragraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Paragraph({})", self.code())
    }
}

impl Serialize for Paragraph {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Paragraph {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_shapes_the_laws_number_paragraphs_in() {
        for (typed, code) in [
            ("64B", "64B"),
            ("64b", "64B"),
            ("70 A", "70A"),
            ("12C1c", "12C1(c)"),
            ("12 C 1 (c)", "12C1(c)"),
            ("16", "16"),
            ("64B10", "64B10"),
        ] {
            assert_eq!(typed.parse::<Paragraph>().unwrap().code(), code, "{typed}");
        }
        for not in [
            "", "B", "0", "94A", "064B", "64Z", "64B1x", "8 stikk", "neun", "64B123",
        ] {
            assert!(not.parse::<Paragraph>().is_err(), "{not}");
        }
    }

    #[test]
    fn serde_keeps_the_code() {
        let p: Paragraph = "64B".parse().unwrap();
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(json, "\"64B\"");
        assert_eq!(serde_json::from_str::<Paragraph>(&json).unwrap(), p);
    }
}
