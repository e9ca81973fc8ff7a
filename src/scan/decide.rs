//! From how dark each circle is to what a field says, never guessing: a circle is
//! filled, empty, or in doubt (too light to be a fill, too dark to be paper: a faint
//! mark or one rubbed out), and a field with a doubt in it, or two circles filled where
//! one is asked, is given to the instructor to settle.
//!
//! A fill or a cross covers much of a circle with ink; light pencil and an erasure grey
//! it all over without covering it. So a circle counts as filled by the share of it that
//! is darker than halfway from paper to ink, as AMC counts its boxes, and as empty only
//! when it is nearly as light as the paper around it.

use crate::exam::sheets::layout::{Field, Form};
use crate::i18n::Lang;

use super::page::Darkness;

/// What one circle holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    /// Filled (or crossed through).
    Filled,
    /// Paper.
    Empty,
    /// Neither: a faint mark, or one erased.
    Doubt,
}

/// The share of a circle ink must cover for a fill.
pub const FILLED_COVER: f32 = 0.3;
/// Darker than this on average is no longer an empty circle.
pub const EMPTY_MEAN: f32 = 0.13;

/// What a circle of darkness `d` holds.
pub fn fill(d: Darkness) -> Fill {
    if d.cover >= FILLED_COVER && d.mean >= 0.22 {
        Fill::Filled
    } else if d.mean < EMPTY_MEAN && d.cover < 0.1 {
        Fill::Empty
    } else {
        Fill::Doubt
    }
}

/// Why a field is left to the instructor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doubt {
    /// Two circles filled where one is asked.
    Double,
    /// A filled circle beside a grey one: an answer changed, or a smudge.
    Erased,
    /// A grey circle and nothing filled: a mark too light to count.
    Faint,
    /// A number or paragraph with a column left out inside it.
    Gap,
}

impl Doubt {
    /// The reason's catalogue message.
    pub const fn message_id(self) -> &'static str {
        match self {
            Doubt::Double => "scan-doubt-double",
            Doubt::Erased => "scan-doubt-erased",
            Doubt::Faint => "scan-doubt-faint",
            Doubt::Gap => "scan-doubt-gap",
        }
    }
}

/// What a field says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// Nothing marked.
    Blank,
    /// An answer, as `exam grade`'s answers file would give it (`b`, `-420`, `64A2(b)`).
    Answer(String),
    /// For the instructor to settle.
    Unsure(Doubt),
}

/// One group's decision: the index filled, none, or a doubt.
fn group(fills: &[Fill]) -> Result<Option<usize>, Doubt> {
    let filled: Vec<usize> = (0..fills.len())
        .filter(|&i| fills[i] == Fill::Filled)
        .collect();
    let doubts = fills.iter().filter(|&&f| f == Fill::Doubt).count();
    match (filled.as_slice(), doubts) {
        ([], 0) => Ok(None),
        ([i], 0) => Ok(Some(*i)),
        ([], _) => Err(Doubt::Faint),
        ([_], _) => Err(Doubt::Erased),
        _ => Err(Doubt::Double),
    }
}

/// What `field` says, from the fill of each of its circles (group by group, in order).
pub fn read(field: &Field, fills: &[Vec<Fill>], lang: Lang) -> Reading {
    let mut chosen = Vec::with_capacity(fills.len());
    // A doubt anywhere in the field makes it unsure, the worst doubt named.
    let mut worst: Option<Doubt> = None;
    for (g, f) in field.groups.iter().zip(fills) {
        match group(f) {
            Ok(i) => chosen.push(i.and_then(|i| g.bubbles.get(i)).map(|b| b.value.as_str())),
            Err(d) => {
                worst = Some(match (worst, d) {
                    (Some(Doubt::Double), _) | (_, Doubt::Double) => Doubt::Double,
                    (Some(Doubt::Erased), _) | (_, Doubt::Erased) => Doubt::Erased,
                    _ => d,
                });
                chosen.push(None);
            }
        }
    }
    if let Some(d) = worst {
        return Reading::Unsure(d);
    }
    if chosen.iter().all(Option::is_none) {
        return Reading::Blank;
    }
    match field.form {
        Form::Choice | Form::YesNo | Form::Tricks => {
            Reading::Answer(chosen[0].unwrap_or_default().to_owned())
        }
        Form::Number {
            sign,
            digits,
            decimals,
        } => number(&chosen, sign, digits, decimals, lang),
        Form::Law => law(&chosen),
    }
}

/// A number from its columns: empty columns before the first digit are not written,
/// empty decimals are zeros, an empty column between digits is a gap.
fn number(
    chosen: &[Option<&str>],
    sign: bool,
    digits: usize,
    decimals: usize,
    lang: Lang,
) -> Reading {
    let (minus, rest) = if sign {
        (chosen[0].is_some(), &chosen[1..])
    } else {
        (false, chosen)
    };
    let (whole, part) = rest.split_at(digits.min(rest.len()));
    let first = whole.iter().position(Option::is_some);
    let mut text = String::new();
    match first {
        Some(f) => {
            for d in &whole[f..] {
                match d {
                    Some(d) => text.push_str(d),
                    None => return Reading::Unsure(Doubt::Gap),
                }
            }
        }
        None if part.iter().any(Option::is_some) => text.push('0'),
        None => return Reading::Unsure(Doubt::Gap),
    }
    if decimals > 0 && part.iter().any(Option::is_some) {
        text.push(if lang == Lang::En { '.' } else { ',' });
        for d in part {
            text.push_str(d.unwrap_or("0"));
        }
    }
    if minus {
        text.insert(0, '-');
    }
    Reading::Answer(text)
}

/// A paragraph from its columns: law tens, units, letter, sub-number, item.
fn law(chosen: &[Option<&str>]) -> Reading {
    let [tens, units, letter, sub, item] = chosen else {
        return Reading::Unsure(Doubt::Gap);
    };
    let Some(units) = units else {
        return Reading::Unsure(Doubt::Gap);
    };
    let mut text = format!("{}{units}", tens.unwrap_or(""));
    // Each part of a paragraph needs the one before it: no sub-number without a letter.
    let parts = [letter, sub, item];
    let given = parts.iter().take_while(|p| p.is_some()).count();
    if parts[given..].iter().any(|p| p.is_some()) {
        return Reading::Unsure(Doubt::Gap);
    }
    for (i, p) in parts.iter().take(given).enumerate() {
        let p = p.unwrap_or("");
        if i == 2 {
            text.push_str(&format!("({p})"));
        } else {
            text.push_str(p);
        }
    }
    Reading::Answer(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_fill_is_an_answer_two_are_double_and_grey_is_never_guessed() {
        let (f, e, d) = (Fill::Filled, Fill::Empty, Fill::Doubt);
        assert_eq!(group(&[e, f, e]), Ok(Some(1)));
        assert_eq!(group(&[e, e]), Ok(None));
        assert_eq!(group(&[f, f]), Err(Doubt::Double));
        assert_eq!(group(&[d, f]), Err(Doubt::Erased));
        assert_eq!(group(&[d, e]), Err(Doubt::Faint));
    }

    #[test]
    fn numbers_and_paragraphs_are_spelt_as_a_student_writes_them() {
        assert_eq!(
            number(
                &[Some("-"), None, Some("4"), Some("2"), Some("0")],
                true,
                4,
                0,
                Lang::Nb
            ),
            Reading::Answer("-420".into())
        );
        assert_eq!(
            number(
                &[None, Some("1"), Some("0"), Some("6"), None],
                true,
                2,
                2,
                Lang::Nb
            ),
            Reading::Answer("10,60".into())
        );
        assert_eq!(
            number(&[None, Some("1"), None, Some("0")], true, 3, 0, Lang::En),
            Reading::Unsure(Doubt::Gap)
        );
        assert_eq!(
            law(&[Some("6"), Some("4"), Some("A"), Some("2"), None]),
            Reading::Answer("64A2".into())
        );
        assert_eq!(
            law(&[None, Some("9"), Some("B"), Some("1"), Some("c")]),
            Reading::Answer("9B1(c)".into())
        );
        assert_eq!(
            law(&[Some("6"), Some("4"), None, Some("2"), None]),
            Reading::Unsure(Doubt::Gap)
        );
    }
}
