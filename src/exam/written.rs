//! Answers as a student wrote them on paper and the instructor typed them in: numbers in
//! any of the four languages' styles (`4,67`, `4.67`, `−1 190`, `1.190`), yes and no in
//! any language (`ja`, `nei`, `nein`, `nej`), paragraphs with or without the section sign
//! (`§ 64 A2`, `Law 64A2`), and choice letters (`b`, `b)`).
//!
//! Reading only: whether the answer is right is the engine's business
//! ([`super::content`]). Until the engine's grading reads typed answers itself (the typed
//! API of issue 19), this is where paper answers become values.

/// What a box on the answer sheet holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// A number. `whole_thousands`: the unit is a bridge score, never fractional, so a
    /// separator before exactly three digits groups thousands (`1.190`, `1,190`).
    Number {
        whole_thousands: bool,
    },
    YesNo,
    /// A law paragraph's code (`64A2`).
    Law,
}

/// A paper answer read into a value.
#[derive(Debug, Clone, PartialEq)]
pub enum Written {
    /// Hundredths, exact: `4,67` is 467.
    Number(i64),
    YesNo(bool),
    Law(String),
    /// A choice letter: 0 for `a`.
    Choice(usize),
}

/// Yes and no in the catalogue's languages, lower case.
const YES: [&str; 5] = ["yes", "ja", "j", "y", "true"];
const NO: [&str; 6] = ["no", "nei", "nein", "nej", "n", "false"];

/// Words a student may write before a paragraph; dropped before the code is read.
const LAW_WORDS: [&str; 6] = ["law", "lov", "loven", "regel", "paragraf", "paragraph"];

/// Reads `text` as `expect` asks, or as a choice letter when the question has
/// `choices` options. `None` when it cannot be read: a blank is `None` too, and the
/// caller tells the two apart.
pub fn read(text: &str, expect: Expect, choices: usize) -> Option<Written> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if let Some(i) = choice(text, choices) {
        return Some(Written::Choice(i));
    }
    match expect {
        Expect::YesNo => {
            let word = text.to_lowercase();
            let word = word.trim_end_matches('.');
            if YES.contains(&word) {
                Some(Written::YesNo(true))
            } else if NO.contains(&word) {
                Some(Written::YesNo(false))
            } else {
                None
            }
        }
        Expect::Law => law(text).map(Written::Law),
        Expect::Number { whole_thousands } => number(text, whole_thousands).map(Written::Number),
    }
}

/// `b`, `B`, `b)`, `(b)` → 1, when there are that many options.
fn choice(text: &str, choices: usize) -> Option<usize> {
    let letter = text.trim_start_matches('(').trim_end_matches([')', '.']);
    let mut chars = letter.chars();
    let c = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() || !c.is_ascii_lowercase() {
        return None;
    }
    let i = usize::from(c as u8 - b'a');
    (i < choices).then_some(i)
}

/// `§ 64 A2`, `Law 64a2`, `64A2.` → `64A2`.
fn law(text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let mut rest = lower.trim_start_matches('§').trim();
    for word in LAW_WORDS {
        if let Some(r) = rest.strip_prefix(word) {
            rest = r.trim_start_matches('§').trim();
        }
    }
    let code: String = rest
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '§')
        .collect::<String>()
        .trim_end_matches('.')
        .to_uppercase();
    let starts_with_digit = code.chars().next().is_some_and(|c| c.is_ascii_digit());
    let plain = code
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "()".contains(c));
    (starts_with_digit && plain).then_some(code)
}

/// A number in any of the languages' styles, in hundredths; a trailing unit word
/// (`8 stikk`, `60 %`, `4,67 IMP`) is allowed, more digits after it are not.
fn number(text: &str, whole_thousands: bool) -> Option<i64> {
    let text = text.replace(['−', '–'], "-");
    let text = text.trim();
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r.trim_start()),
        None => (false, text.strip_prefix('+').unwrap_or(text).trim_start()),
    };
    // The number: digits, separators and spaces between digit groups.
    let end = rest
        .char_indices()
        .find(|(_, c)| {
            !(c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{a0}' | '\u{202f}'))
        })
        .map_or(rest.len(), |(i, _)| i);
    let (digits, unit) = rest.split_at(end);
    if unit.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let digits: String = digits
        .trim_end()
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
        .collect();
    if !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let separators: Vec<(usize, char)> = digits
        .char_indices()
        .filter(|(_, c)| matches!(c, '.' | ','))
        .collect();
    // The decimal sign is the last separator, unless it groups thousands: a score never
    // has decimals, and two different signs mean the earlier one groups.
    let decimal = separators.last().and_then(|&(at, sign)| {
        let after = digits.len() - at - 1;
        let mixed = separators.iter().any(|&(_, c)| c != sign);
        let repeated = separators.iter().filter(|&&(_, c)| c == sign).count() > 1;
        let grouping = repeated || (after == 3 && whole_thousands && !mixed);
        (!grouping).then_some(at)
    });
    let (whole, part) = match decimal {
        Some(at) => (&digits[..at], &digits[at + 1..]),
        None => (digits.as_str(), ""),
    };
    let whole: String = whole.chars().filter(char::is_ascii_digit).collect();
    if part.len() > 2 || !part.chars().all(|c| c.is_ascii_digit()) || whole.is_empty() {
        return None;
    }
    let hundredths =
        whole.parse::<i64>().ok()?.checked_mul(100)? + format!("{part:0<2}").parse::<i64>().ok()?;
    Some(if negative { -hundredths } else { hundredths })
}

#[cfg(test)]
mod tests {
    use super::*;

    const FREE: Expect = Expect::Number {
        whole_thousands: false,
    };
    const SCORE: Expect = Expect::Number {
        whole_thousands: true,
    };

    #[test]
    fn numbers_in_every_languages_style() {
        // Norwegian, German and Danish write a decimal comma; English a point.
        assert_eq!(read("4,67", FREE, 0), Some(Written::Number(467)));
        assert_eq!(read("4.67", FREE, 0), Some(Written::Number(467)));
        assert_eq!(read("-4,5", FREE, 0), Some(Written::Number(-450)));
        assert_eq!(read("−3", FREE, 0), Some(Written::Number(-300)));
        assert_eq!(read("8 stikk", FREE, 0), Some(Written::Number(800)));
        assert_eq!(read("60 %", FREE, 0), Some(Written::Number(6000)));
    }

    #[test]
    fn a_score_groups_thousands_either_way() {
        assert_eq!(read("1.190", SCORE, 0), Some(Written::Number(119_000)));
        assert_eq!(read("1,190", SCORE, 0), Some(Written::Number(119_000)));
        assert_eq!(read("-1 190", SCORE, 0), Some(Written::Number(-119_000)));
        assert_eq!(read("1.190,00", SCORE, 0), Some(Written::Number(119_000)));
        assert_eq!(read("420", SCORE, 0), Some(Written::Number(42_000)));
    }

    #[test]
    fn what_is_not_a_number_is_not_read() {
        assert_eq!(read("8 or 9", FREE, 0), None);
        assert_eq!(read("eight", FREE, 0), None);
        assert_eq!(read("4,678", FREE, 0), None);
        assert_eq!(read("", FREE, 0), None);
    }

    #[test]
    fn yes_and_no_in_every_language() {
        for yes in ["ja", "Ja", "yes", "J"] {
            assert_eq!(
                read(yes, Expect::YesNo, 0),
                Some(Written::YesNo(true)),
                "{yes}"
            );
        }
        for no in ["nei", "Nein", "nej", "no"] {
            assert_eq!(
                read(no, Expect::YesNo, 0),
                Some(Written::YesNo(false)),
                "{no}"
            );
        }
        assert_eq!(read("kanskje", Expect::YesNo, 0), None);
    }

    #[test]
    fn paragraphs_with_or_without_the_section_sign() {
        for text in ["§ 64 A2", "64A2", "Law 64a2", "§64A2.", "Lov 64 A 2"] {
            assert_eq!(
                read(text, Expect::Law, 0),
                Some(Written::Law("64A2".into())),
                "{text}"
            );
        }
        assert_eq!(read("the second", Expect::Law, 0), None);
    }

    #[test]
    fn choice_letters_only_within_the_options() {
        assert_eq!(read("b", FREE, 4), Some(Written::Choice(1)));
        assert_eq!(read("B)", FREE, 4), Some(Written::Choice(1)));
        assert_eq!(read("(d)", FREE, 4), Some(Written::Choice(3)));
        assert_eq!(read("e", FREE, 4), None);
        // Without options a letter is just an unreadable number.
        assert_eq!(read("b", FREE, 0), None);
        // "n" is no, not the fourteenth option.
        assert_eq!(read("n", Expect::YesNo, 2), Some(Written::YesNo(false)));
    }
}
