//! Trick numbers as the Laws and the players count them: trick 1 to trick 13.
//!
//! A record of play is a list, counted from 0; the Laws speak of "trick 12" (Law 62D)
//! and "the revoke trick". [`TrickNo`] is the number a player says, and
//! [`TrickNo::index`] its place in the list, so the two never get mixed up.

use std::fmt;

use thiserror::Error;

use super::score::Tricks;

/// The number of a trick in the play of a board, 1–13; no other value can be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TrickNo(u8);

/// A number that is not a trick's: tricks are numbered 1 to 13.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{0} is not a trick number: the tricks of a board are numbered 1 to 13")]
pub struct TrickNoError(pub u8);

impl TrickNo {
    /// The opening lead's trick.
    pub const FIRST: TrickNo = TrickNo(1);
    /// The last trick, one card from each hand.
    pub const LAST: TrickNo = TrickNo(13);

    /// Trick `n`, for numbers known to be right (constants, tests).
    ///
    /// # Panics
    /// When `n` is not 1–13; in a constant that is a compile error.
    #[must_use]
    pub const fn new(n: u8) -> TrickNo {
        match TrickNo::try_new(n) {
            Ok(trick) => trick,
            Err(_) => panic!("a trick number is 1 to 13"),
        }
    }

    /// Trick `n`.
    ///
    /// # Errors
    /// A [`TrickNoError`] when `n` is 0 or above 13.
    pub const fn try_new(n: u8) -> Result<TrickNo, TrickNoError> {
        if n >= 1 && n <= 13 {
            Ok(TrickNo(n))
        } else {
            Err(TrickNoError(n))
        }
    }

    /// The trick at `index` (counted from 0) in a record of play, if a board has one there.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<TrickNo> {
        if index < 13 {
            Some(TrickNo(index as u8 + 1))
        } else {
            None
        }
    }

    /// The number, 1–13.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The trick's place in a record of play, counted from 0.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The trick after this one, if this is not the last.
    #[must_use]
    pub const fn next(self) -> Option<TrickNo> {
        if self.0 < 13 {
            Some(TrickNo(self.0 + 1))
        } else {
            None
        }
    }

    /// How many tricks of the board come after this one.
    #[must_use]
    pub const fn tricks_after(self) -> Tricks {
        Tricks::new(13 - self.0)
    }
}

impl fmt::Display for TrickNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: Law 62D, "a revoke on the twelfth trick": the twelfth trick is the
    /// eleventh place of a record counted from 0, and one trick follows it.
    #[test]
    fn the_twelfth_trick_is_index_eleven_with_one_trick_after_it() {
        const TWELFTH: TrickNo = TrickNo::new(12);
        assert_eq!(TWELFTH.index(), 11);
        assert_eq!(TrickNo::from_index(11), Some(TWELFTH));
        assert_eq!(TWELFTH.tricks_after(), Tricks::new(1));
        assert_eq!(TrickNo::LAST.tricks_after(), Tricks::ZERO);
        assert_eq!(TWELFTH.next(), Some(TrickNo::LAST));
        assert_eq!(TrickNo::LAST.next(), None);
    }

    #[test]
    fn only_1_to_13_are_trick_numbers() {
        assert_eq!(TrickNo::try_new(0), Err(TrickNoError(0)));
        assert_eq!(TrickNo::try_new(14), Err(TrickNoError(14)));
        assert_eq!(TrickNo::try_new(13), Ok(TrickNo::LAST));
        assert_eq!(TrickNo::from_index(13), None);
        assert_eq!(
            TrickNoError(14).to_string(),
            "14 is not a trick number: the tricks of a board are numbered 1 to 13"
        );
    }
}
