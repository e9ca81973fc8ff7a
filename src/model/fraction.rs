//! Exact fractions for weights and weighted scores, read from `2/3` or `0.25`,
//! printed rounded only at the edge.

use num_rational::Ratio;
use thiserror::Error;

/// An exact rational number.
pub type Fraction = Ratio<i64>;

/// A fraction was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a fraction or decimal: write e.g. 2/3, 0.25 or 1")]
pub struct ParseFractionError(pub String);

/// Reads `2/3`, `0.25`, `1` or `-0.5` exactly.
pub fn parse_fraction(text: &str) -> Result<Fraction, ParseFractionError> {
    let err = || ParseFractionError(text.to_owned());
    let t = text.trim();
    if let Some((num, den)) = t.split_once('/') {
        let num: i64 = num.trim().parse().map_err(|_| err())?;
        let den: i64 = den.trim().parse().map_err(|_| err())?;
        if den == 0 {
            return Err(err());
        }
        return Ok(Fraction::new(num, den));
    }
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty())
        || !all_digits(whole)
        || !all_digits(frac)
        || frac.len() > 12
    {
        return Err(err());
    }
    let den = 10i64.pow(frac.len() as u32);
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| err())?
    };
    let part: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().map_err(|_| err())?
    };
    let value = whole
        .checked_mul(den)
        .and_then(|w| w.checked_add(part))
        .ok_or_else(err)?;
    Ok(Fraction::new(if negative { -value } else { value }, den))
}

/// Rounds to the nearest whole number, halves away from zero (the interface's rule).
pub fn round_half_away(x: Fraction) -> i64 {
    x.round().to_integer()
}

/// The value as a float rounded to two decimals, for printing.
pub fn to_f64_2dp(x: Fraction) -> f64 {
    let hundredths = (x * 100).round().to_integer();
    hundredths as f64 / 100.0
}

/// `14/3` or `5` as text.
pub fn display(x: Fraction) -> String {
    if x.is_integer() {
        x.to_integer().to_string()
    } else {
        format!("{}/{}", x.numer(), x.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_and_decimals_read_exactly() {
        assert_eq!(parse_fraction("2/3").unwrap(), Fraction::new(2, 3));
        assert_eq!(parse_fraction("0.25").unwrap(), Fraction::new(1, 4));
        assert_eq!(parse_fraction("1").unwrap(), Fraction::from_integer(1));
        assert_eq!(parse_fraction("-0.5").unwrap(), Fraction::new(-1, 2));
        for bad in ["", "a", "1/0", "1.2.3", ".", "2/x"] {
            assert!(parse_fraction(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn halves_round_away_from_zero() {
        assert_eq!(round_half_away(Fraction::new(5, 2)), 3);
        assert_eq!(round_half_away(Fraction::new(-5, 2)), -3);
        assert_eq!(round_half_away(Fraction::new(13, 3)), 4);
        assert_eq!(round_half_away(Fraction::new(8, 3)), 3);
    }
}
