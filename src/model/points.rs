//! Scores as North-South see them: the duplicate convention that one number, positive
//! for North-South and negative for East-West, is the result of a board.
//!
//! A table result ([`NsScore`]) is what the Law 77 table can give: a multiple of 10, at
//! most 7600 either way (seven notrump redoubled, vulnerable, down thirteen). A datum or
//! expected result ([`NsPoints`]) is an average of such scores and need not be a
//! multiple of 10.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::seat::Side;

/// The most a board can score either way: 7NT redoubled, vulnerable, down 13.
pub const MAX_SCORE: i32 = 7600;

/// A score that cannot be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PointsError {
    #[error("{0} is not a possible score: a board scores at most {MAX_SCORE} either way")]
    OutOfRange(i64),
    #[error("{0} is not a score a table can obtain: scores are multiples of 10")]
    NotTens(i64),
}

/// A result obtained at a table, from North-South's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "i32")]
pub struct NsScore(i32);

impl NsScore {
    /// The score `points` from North-South's point of view.
    ///
    /// # Errors
    /// When `points` is not a multiple of 10 or lies beyond [`MAX_SCORE`] either way:
    /// `NsScore::new(620)` is a score, `NsScore::new(625)` is not.
    pub const fn new(points: i32) -> Result<NsScore, PointsError> {
        if points.unsigned_abs() > MAX_SCORE as u32 {
            Err(PointsError::OutOfRange(points as i64))
        } else if points % 10 != 0 {
            Err(PointsError::NotTens(points as i64))
        } else {
            Ok(NsScore(points))
        }
    }

    /// The score as `side` sees it: North-South's own number, or its negation.
    pub const fn new_for(side: Side, points: i32) -> Result<NsScore, PointsError> {
        NsScore::new(points * side.ns_sign())
    }

    /// North-South's number.
    pub const fn ns(self) -> i32 {
        self.0
    }

    /// The number from `side`'s point of view.
    pub const fn for_side(self, side: Side) -> i32 {
        self.0 * side.ns_sign()
    }
}

impl TryFrom<i64> for NsScore {
    type Error = PointsError;
    fn try_from(n: i64) -> Result<NsScore, PointsError> {
        let points = i32::try_from(n).map_err(|_| PointsError::OutOfRange(n))?;
        NsScore::new(points)
    }
}

impl From<NsScore> for i32 {
    fn from(s: NsScore) -> i32 {
        s.0
    }
}

impl fmt::Display for NsScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Points from North-South's point of view that need not be a table result: a datum or an
/// expected result, within what a board can score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "i32")]
pub struct NsPoints(i32);

impl NsPoints {
    /// `points` from North-South's point of view.
    ///
    /// # Errors
    /// When `points` lies beyond [`MAX_SCORE`] either way.
    pub const fn new(points: i32) -> Result<NsPoints, PointsError> {
        if points.unsigned_abs() > MAX_SCORE as u32 {
            Err(PointsError::OutOfRange(points as i64))
        } else {
            Ok(NsPoints(points))
        }
    }

    /// North-South's number.
    pub const fn ns(self) -> i32 {
        self.0
    }
}

impl TryFrom<i64> for NsPoints {
    type Error = PointsError;
    fn try_from(n: i64) -> Result<NsPoints, PointsError> {
        let points = i32::try_from(n).map_err(|_| PointsError::OutOfRange(n))?;
        NsPoints::new(points)
    }
}

impl From<NsPoints> for i32 {
    fn from(s: NsPoints) -> i32 {
        s.0
    }
}

impl From<NsScore> for NsPoints {
    fn from(s: NsScore) -> NsPoints {
        NsPoints(s.0)
    }
}

impl fmt::Display for NsPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_score_is_a_multiple_of_ten_within_the_table() {
        assert_eq!(NsScore::new(-1430).map(NsScore::ns), Ok(-1430));
        assert_eq!(NsScore::new(625), Err(PointsError::NotTens(625)));
        assert_eq!(NsScore::new(7610), Err(PointsError::OutOfRange(7610)));
        assert_eq!(
            NsScore::new(7600).map(|s| s.for_side(Side::EastWest)),
            Ok(-7600)
        );
        assert_eq!(NsPoints::new(-615).map(NsPoints::ns), Ok(-615));
    }
}
