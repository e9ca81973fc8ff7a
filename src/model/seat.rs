//! Seats at the table and the two sides they form.

use serde_with::{DeserializeFromStr, SerializeDisplay};
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A seat at the table, in clockwise order from North.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, SerializeDisplay, DeserializeFromStr,
)]
pub enum Seat {
    North,
    East,
    South,
    West,
}

impl Seat {
    /// All seats clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// Position in [`Seat::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat `n` places clockwise from this one.
    pub const fn clockwise(self, n: usize) -> Seat {
        Seat::ALL[(self as usize + n) % 4]
    }

    /// Left-hand opponent: the next seat to play.
    pub const fn lho(self) -> Seat {
        self.clockwise(1)
    }

    pub const fn partner(self) -> Seat {
        self.clockwise(2)
    }

    /// Right-hand opponent.
    pub const fn rho(self) -> Seat {
        self.clockwise(3)
    }

    pub const fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// The seat's letter: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    /// The seat for a letter, upper or lower case.
    pub const fn from_letter(c: char) -> Option<Seat> {
        match c {
            'N' | 'n' => Some(Seat::North),
            'E' | 'e' => Some(Seat::East),
            'S' | 's' => Some(Seat::South),
            'W' | 'w' => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A seat was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a seat: use N, E, S or W")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Seat::from_letter), chars.next()) {
            (Some(seat), None) => Ok(seat),
            _ => Err(ParseSeatError(s.to_owned())),
        }
    }
}

/// A partnership: North-South or East-West.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, SerializeDisplay, DeserializeFromStr,
)]
pub enum Side {
    NorthSouth,
    EastWest,
}

impl Side {
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// The two seats of the side.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }

    /// +1 for North-South, −1 for East-West: turns a score for this side into
    /// North-South's point of view, which the interface uses throughout.
    pub const fn ns_sign(self) -> i32 {
        match self {
            Side::NorthSouth => 1,
            Side::EastWest => -1,
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A side was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a side: use NS or EW")]
pub struct ParseSideError(pub String);

impl FromStr for Side {
    type Err = ParseSideError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "NS" | "ns" => Ok(Side::NorthSouth),
            "EW" | "ew" => Ok(Side::EastWest),
            _ => Err(ParseSideError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_goes_clockwise() {
        assert_eq!(Seat::South.lho(), Seat::West);
        assert_eq!(Seat::South.rho(), Seat::East);
        assert_eq!(Seat::West.partner(), Seat::East);
        assert_eq!(Seat::East.side(), Side::EastWest);
    }

    #[test]
    fn seats_and_sides_parse() {
        assert_eq!("W".parse::<Seat>().unwrap(), Seat::West);
        assert!("X".parse::<Seat>().is_err());
        assert!("NE".parse::<Seat>().is_err());
        assert_eq!("EW".parse::<Side>().unwrap(), Side::EastWest);
        assert!("NE".parse::<Side>().is_err());
    }
}
