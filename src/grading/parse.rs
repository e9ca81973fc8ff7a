//! What a student types, read as an answer: numbers in any of the four languages'
//! styles (`4,67`, `4.67`, `−1.430`, `14/3`), a paragraph as any federation writes it
//! (`64A2`, `§ 64 A2`, `Law 12C1(c)`, `§ 12C1c`), yes or no in his words.
//!
//! Whatever the exam's language, every language's words are read: a Danish student in a
//! Norwegian course writes `nej`, and the answer sheet prints a unit after each box, so
//! `7 stikk`, `7 Stiche`, `580 poeng` or `4,67 IMP` is the number with its unit (review
//! exams P8). A unit of another kind (`7 poeng` for tricks) is not stripped: unreadable.

use crate::i18n::Lang;
use crate::i18n::notation::parse_number;
use crate::laws::{Answer, Law, Paragraph, Unit};
use crate::model::Fraction;

/// An answer that cannot be read, with what was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseAnswerError {
    #[error("`{0}` is not a number: write e.g. 9, -620 or 4,67")]
    /// A number was expected.
    Number(String),
    #[error("`{0}` is not a number of tricks: write a whole number from 0 to 13")]
    /// A count of tricks, 0–13, was expected.
    Tricks(String),
    #[error("`{0}` is not a score: write a whole number, e.g. -620")]
    /// A score in points was expected.
    Score(String),
    #[error("`{0}` is neither yes nor no")]
    /// Yes or no (in the reader's language) was expected.
    YesNo(String),
    #[error("`{0}` is not a paragraph of the Laws: write e.g. 64A2")]
    /// A paragraph of the Laws was expected.
    Law(String),
}

/// Reads `text` as an answer in `unit`. Yes, no and the units are read in every
/// language, whatever `_lang` the student reads: the web quiz and the paper exam alike.
///
/// # Errors
/// When the text is not a `unit`: `parse(Unit::Tricks, "9", Lang::En)` is nine tricks,
/// `parse(Unit::Tricks, "9,5", Lang::Nb)` is an error.
pub fn parse(unit: Unit, text: &str, _lang: Lang) -> Result<Answer, ParseAnswerError> {
    let text = text.trim();
    let value = without_unit(text, unit);
    match unit {
        Unit::YesNo => yes_no(text)
            .map(Answer::YesNo)
            .ok_or_else(|| ParseAnswerError::YesNo(text.to_owned())),
        Unit::Law => law(text).ok_or_else(|| ParseAnswerError::Law(text.to_owned())),
        Unit::Tricks => integer(value)
            .or_else(|| tricks_in_words(value))
            .and_then(|n| Answer::from_number(unit, Fraction::from_integer(n)))
            .ok_or_else(|| ParseAnswerError::Tricks(text.to_owned())),
        Unit::Score => integer(value)
            .and_then(|n| Answer::from_number(unit, Fraction::from_integer(n)))
            .ok_or_else(|| ParseAnswerError::Score(text.to_owned())),
        Unit::Imps | Unit::Percent => number(value)
            .and_then(|x| Answer::from_number(unit, x))
            .ok_or_else(|| ParseAnswerError::Number(text.to_owned())),
    }
}

/// The words the answer sheets print after a box of `unit` (`ui-unit-*` in the four
/// catalogues), with their singular and short forms; longer words first, so `stikk` is
/// not taken for `stik` and a `k`.
fn unit_words(unit: Unit) -> &'static [&'static str] {
    match unit {
        Unit::Tricks => &["tricks", "stiche", "stikk", "trick", "stich", "stik"],
        Unit::Score => &["points", "punkte", "poeng", "point", "punkt", "pts"],
        Unit::Imps => &["imps", "imp"],
        Unit::Percent => &["prosent", "prozent", "procent", "percent", "%"],
        Unit::YesNo | Unit::Law => &[],
    }
}

/// `text` without a unit word of `unit` at its end (`7 stikk` → `7`, `80%` → `80`); a
/// word is stripped only after a digit or a space, so `stik` is not cut out of a word.
fn without_unit(text: &str, unit: Unit) -> &str {
    for word in unit_words(unit) {
        let Some(cut) = text.len().checked_sub(word.len()) else {
            continue;
        };
        let (Some(head), Some(tail)) = (text.get(..cut), text.get(cut..)) else {
            continue;
        };
        let after_number = head.ends_with(|c: char| c.is_ascii_digit() || c.is_whitespace());
        if tail.eq_ignore_ascii_case(word) && after_number {
            return head.trim_end();
        }
    }
    text
}

/// A whole number, with or without thousands separators (`1430`, `1.430`, `1 430`).
fn integer(text: &str) -> Option<i64> {
    let x = parse_number(text).ok()?;
    x.is_integer().then(|| x.to_integer())
}

/// A count of tricks in words, 0 to 13, in any of the four languages (`ni`, `neun`,
/// `nine`): a student writes `en` or `ni` in the box as readily as `1` or `9`.
fn tricks_in_words(text: &str) -> Option<i64> {
    const WORDS: [&[&str]; 14] = [
        &["zero", "null", "nul"],
        &["one", "en", "ett", "én", "eins", "ein", "eine", "et"],
        &["two", "to", "zwei"],
        &["three", "tre", "drei"],
        &["four", "fire", "vier"],
        &["five", "fem", "fünf"],
        &["six", "seks", "sechs"],
        &["seven", "sju", "syv", "sieben"],
        &["eight", "åtte", "acht", "otte"],
        &["nine", "ni", "neun"],
        &["ten", "ti", "zehn"],
        &["eleven", "elleve", "elf"],
        &["twelve", "tolv", "zwölf"],
        &["thirteen", "tretten", "dreizehn"],
    ];
    let word = text.trim().to_lowercase();
    (0..)
        .zip(WORDS)
        .find_map(|(n, words)| words.contains(&word.as_str()).then_some(n))
}

/// A number with a decimal point or comma (`4.67`, `4,67`), or a fraction (`14/3`); it
/// may end in `%`.
fn number(text: &str) -> Option<Fraction> {
    parse_number(text.trim().trim_end_matches('%')).ok()
}

/// Yes or no in any of the four languages (English, Norwegian, German, Danish), written
/// out or by its initial: no word of one language means the other answer in another.
fn yes_no(text: &str) -> Option<bool> {
    let word = text.trim_end_matches(['.', '!']).to_lowercase();
    // "true" and "false" are how a form posts the choice `generate --json` prints.
    const YES: [&str; 5] = ["ja", "j", "yes", "y", "true"];
    const NO: [&str; 6] = ["nei", "nej", "nein", "no", "n", "false"];
    if YES.contains(&word.as_str()) {
        Some(true)
    } else if NO.contains(&word.as_str()) {
        Some(false)
    } else {
        None
    }
}

/// A paragraph as any federation writes it: `64A2`, `§ 64 A2`, `Law 12C1(c)`,
/// `§ 12C1c`, `lov 64A2`. A paragraph the engine does not cite (`64B`, `70A`) reads
/// too, as a [`Paragraph`]: it is a law reference, just not the key (review W22).
fn law(text: &str) -> Option<Answer> {
    let key = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase()
    };
    let lower = text.to_lowercase();
    let bare = ["§", "law", "lov", "paragraph", "paragraf", "regel"]
        .into_iter()
        .fold(lower.as_str(), |t, prefix| {
            t.trim_start().strip_prefix(prefix).unwrap_or(t)
        });
    let wanted = key(bare);
    match Law::ALL.into_iter().find(|l| key(l.code()) == wanted) {
        Some(law) => Some(Answer::Law(law)),
        None => bare
            .trim_start_matches(|c: char| c == '§' || c.is_whitespace())
            .parse::<Paragraph>()
            .ok()
            .map(Answer::Paragraph),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tricks;

    #[test]
    fn numbers_in_every_languages_style() {
        let imps = |t: &str| parse(Unit::Imps, t, Lang::De).unwrap();
        assert_eq!(imps("4,67"), Answer::Imps(Fraction::new(467, 100)));
        assert_eq!(imps("4.67"), Answer::Imps(Fraction::new(467, 100)));
        assert_eq!(imps("−4,67"), Answer::Imps(Fraction::new(-467, 100)));
        assert_eq!(imps("14/3"), Answer::Imps(Fraction::new(14, 3)));
        assert_eq!(imps("-3"), Answer::Imps(Fraction::from_integer(-3)));
        assert!(parse(Unit::Imps, "4,6,7", Lang::Nb).is_err());
        assert!(parse(Unit::Imps, "--3", Lang::Nb).is_err());
    }

    #[test]
    fn scores_may_group_thousands() {
        for typed in ["-1430", "−1.430", "-1,430", "-1 430"] {
            assert_eq!(
                parse(Unit::Score, typed, Lang::Nb),
                Ok(Answer::Score(-1430)),
                "{typed}"
            );
        }
        assert!(parse(Unit::Score, "14,30", Lang::Nb).is_err());
        assert!(parse(Unit::Score, "620.5", Lang::En).is_err());
    }

    #[test]
    fn tricks_are_whole_and_at_most_13() {
        assert_eq!(
            parse(Unit::Tricks, "9", Lang::En),
            Ok(Answer::Tricks(Tricks::new(9)))
        );
        assert!(parse(Unit::Tricks, "14", Lang::En).is_err());
        assert!(parse(Unit::Tricks, "9,5", Lang::Nb).is_err());
    }

    #[test]
    fn paragraphs_as_each_federation_writes_them() {
        for typed in ["64A2", "§ 64A2", "§ 64 A2", "Law 64A2", "64a2"] {
            assert_eq!(
                parse(Unit::Law, typed, Lang::De),
                Ok(Answer::Law(Law::L64A2)),
                "{typed}"
            );
        }
        for typed in ["12C1(c)", "§ 12C1c", "§ 12 C1 (c)"] {
            assert_eq!(
                parse(Unit::Law, typed, Lang::Da),
                Ok(Answer::Law(Law::L12C1c)),
                "{typed}"
            );
        }
        // A real paragraph the engine does not cite is read, to be graded wrong; what
        // is no law reference at all is refused (review W22).
        assert_eq!(
            parse(Unit::Law, "§ 64B", Lang::Nb),
            Ok(Answer::Paragraph("64B".parse().unwrap()))
        );
        assert_eq!(
            parse(Unit::Law, "Law 45 C", Lang::En),
            Ok(Answer::Paragraph("45C".parse().unwrap()))
        );
        for not in ["8 stikk", "neun", "64Z", "§ 99A"] {
            assert!(parse(Unit::Law, not, Lang::Nb).is_err(), "{not}");
        }
    }

    #[test]
    fn yes_and_no_in_the_students_language() {
        assert_eq!(parse(Unit::YesNo, "Ja", Lang::Nb), Ok(Answer::YesNo(true)));
        assert_eq!(
            parse(Unit::YesNo, "nei", Lang::Nb),
            Ok(Answer::YesNo(false))
        );
        assert_eq!(
            parse(Unit::YesNo, "nein", Lang::De),
            Ok(Answer::YesNo(false))
        );
        assert_eq!(
            parse(Unit::YesNo, "nej", Lang::Da),
            Ok(Answer::YesNo(false))
        );
        assert_eq!(parse(Unit::YesNo, "no", Lang::Da), Ok(Answer::YesNo(false)));
        assert!(parse(Unit::YesNo, "maybe", Lang::En).is_err());
    }

    /// Review exams P8: `nei` and `nej` in a German exam were unreadable.
    #[test]
    fn yes_and_no_in_any_language_whatever_the_exam_is_in() {
        for lang in Lang::ALL {
            for no in ["nei", "nej", "nein", "no", "n", "NEIN"] {
                assert_eq!(
                    parse(Unit::YesNo, no, lang),
                    Ok(Answer::YesNo(false)),
                    "{no}"
                );
            }
            for yes in ["ja", "JA", "j", "yes", "y"] {
                assert_eq!(
                    parse(Unit::YesNo, yes, lang),
                    Ok(Answer::YesNo(true)),
                    "{yes}"
                );
            }
        }
    }

    /// Review exams P8: the answer sheet prints the unit after the box, and students copy
    /// it: `7 stikk`, `580 poeng` were unreadable.
    #[test]
    fn a_number_may_carry_its_unit_in_any_language() {
        for typed in [
            "7 stikk", "7 Stiche", "7 tricks", "7 stik", "7stikk", "7 TRICKS",
        ] {
            assert_eq!(
                parse(Unit::Tricks, typed, Lang::De),
                Ok(Answer::Tricks(Tricks::new(7))),
                "{typed}"
            );
        }
        assert_eq!(
            parse(Unit::Tricks, "1 trick", Lang::En),
            Ok(Answer::Tricks(Tricks::new(1)))
        );
        for typed in ["580 poeng", "580 Punkte", "580 points", "580 point"] {
            assert_eq!(
                parse(Unit::Score, typed, Lang::Nb),
                Ok(Answer::Score(580)),
                "{typed}"
            );
        }
        assert_eq!(
            parse(Unit::Imps, "-10,67 IMP", Lang::Nb),
            Ok(Answer::Imps(Fraction::new(-1067, 100)))
        );
        assert_eq!(
            parse(Unit::Percent, "62,5 %", Lang::Da),
            Ok(Answer::Percent(Fraction::new(625, 10)))
        );
        assert_eq!(
            parse(Unit::Percent, "40 prosent", Lang::En),
            Ok(Answer::Percent(Fraction::from_integer(40)))
        );
        // Another kind's unit is not the number: 7 points is no count of tricks.
        assert!(parse(Unit::Tricks, "7 poeng", Lang::Nb).is_err());
        assert!(parse(Unit::Score, "7 stikk", Lang::Nb).is_err());
        assert!(parse(Unit::Tricks, "stikk", Lang::Nb).is_err());
    }

    /// Review exams P8: `en`, `ni` were unreadable.
    #[test]
    fn a_count_of_tricks_may_be_written_in_words() {
        for (typed, n) in [
            ("en", 1),
            ("ni stikk", 9),
            ("Neun Stiche", 9),
            ("otte", 8),
            ("thirteen", 13),
        ] {
            assert_eq!(
                parse(Unit::Tricks, typed, Lang::Nb),
                Ok(Answer::Tricks(Tricks::new(n))),
                "{typed}"
            );
        }
        assert!(parse(Unit::Tricks, "fourteen", Lang::En).is_err());
        assert!(parse(Unit::Score, "ni", Lang::Nb).is_err());
    }
}
