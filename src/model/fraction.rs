//! Exact fractions for weights and weighted scores, read from `2/3` or `0.25`,
//! printed rounded only at the edge.

use std::fmt;

use num_rational::Ratio;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
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

/// Serde for a [`Fraction`]: read from `"2/3"`, `"0.25"`, `1` or `0.25` in any format,
/// written `"2/3"` (or a whole number as a number), so it round-trips exactly.
pub mod text {
    use super::*;

    /// Writes `14/3` as the string `"14/3"` and `5` as the number `5`.
    ///
    /// # Errors
    /// Only the serializer's own.
    pub fn serialize<S: Serializer>(x: &Fraction, s: S) -> Result<S::Ok, S::Error> {
        if x.is_integer() {
            s.serialize_i64(x.to_integer())
        } else {
            s.serialize_str(&display(*x))
        }
    }

    /// Reads a fraction, a decimal string or a number.
    ///
    /// # Errors
    /// When the value is none of these.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Fraction, D::Error> {
        struct Exact;
        impl Visitor<'_> for Exact {
            type Value = Fraction;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a fraction like \"2/3\" or a number")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Fraction, E> {
                parse_fraction(v).map_err(E::custom)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Fraction, E> {
                Ok(Fraction::from_integer(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Fraction, E> {
                i64::try_from(v)
                    .map(Fraction::from_integer)
                    .map_err(|_| E::custom(format!("{v} is too large")))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Fraction, E> {
                // Display of a float is its shortest exact decimal: 0.1 stays "0.1".
                parse_fraction(&v.to_string()).map_err(E::custom)
            }
        }
        d.deserialize_any(Exact)
    }
}

/// Writes a fraction the way the JSON contract prints numbers: a whole number as an
/// integer, anything else rounded to two decimals (`14/3` as `4.67`).
///
/// # Errors
/// Only the serializer's own.
pub fn rounded<S: Serializer>(x: &Fraction, s: S) -> Result<S::Ok, S::Error> {
    if x.is_integer() {
        s.serialize_i64(x.to_integer())
    } else {
        s.serialize_f64(to_f64_2dp(*x))
    }
}

/// A share of a whole: above 0 and at most 1 (a weight of Law 12C1(c), the share of
/// polled players that makes an action a logical alternative).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Share(Fraction);

/// A number outside the range its quantity allows.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RangeError {
    #[error("{0} is not a share above 0 and at most 1")]
    Share(String),
    #[error("{0} is not a percentage from 0 to 100")]
    Percent(String),
}

impl Share {
    /// One in five: the usual share of polled players that makes an action a logical
    /// alternative.
    pub const FIFTH: Share = Share(Ratio::new_raw(1, 5));

    /// # Errors
    /// When `x` is 0 or less, or above 1: `Share::new(Fraction::new(2, 3))` is a share,
    /// `Share::new(Fraction::new(4, 3))` is not.
    pub fn new(x: Fraction) -> Result<Share, RangeError> {
        if x > Fraction::from_integer(0) && x <= Fraction::from_integer(1) {
            Ok(Share(x))
        } else {
            Err(RangeError::Share(display(x)))
        }
    }

    pub const fn get(self) -> Fraction {
        self.0
    }
}

impl Serialize for Share {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        text::serialize(&self.0, s)
    }
}

impl<'de> Deserialize<'de> for Share {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Share, D::Error> {
        Share::new(text::deserialize(d)?).map_err(de::Error::custom)
    }
}

/// A percentage, 0 to 100, kept exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Percent(Fraction);

impl Percent {
    /// # Errors
    /// When `x` is below 0 or above 100.
    pub fn new(x: Fraction) -> Result<Percent, RangeError> {
        if x >= Fraction::from_integer(0) && x <= Fraction::from_integer(100) {
            Ok(Percent(x))
        } else {
            Err(RangeError::Percent(display(x)))
        }
    }

    pub const fn get(self) -> Fraction {
        self.0
    }
}

impl Serialize for Percent {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        text::serialize(&self.0, s)
    }
}

impl<'de> Deserialize<'de> for Percent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Percent, D::Error> {
        Percent::new(text::deserialize(d)?).map_err(de::Error::custom)
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
