//! Vulnerability and the duplicate board cycle: board number → dealer and vulnerability.

use serde_with::{DeserializeFromStr, SerializeDisplay};
use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use thiserror::Error;

use super::seat::{Seat, Side};

/// Who is vulnerable on a board (PBN's `Vulnerable` tag).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub enum Vulnerability {
    None,
    NorthSouth,
    EastWest,
    All,
}

impl Vulnerability {
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::All, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    pub const fn code(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::All => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A vulnerability was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a vulnerability: use None, NS, EW or All")]
pub struct ParseVulnerabilityError(pub String);

impl FromStr for Vulnerability {
    type Err = ParseVulnerabilityError;
    /// Accepts the PBN spellings, including `Love`, `-` and `Both`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "None" | "Love" | "-" => Ok(Vulnerability::None),
            "NS" => Ok(Vulnerability::NorthSouth),
            "EW" => Ok(Vulnerability::EastWest),
            "All" | "Both" => Ok(Vulnerability::All),
            _ => Err(ParseVulnerabilityError(s.to_owned())),
        }
    }
}

/// A board number, 1 or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(NonZeroU32);

impl Board {
    /// The board with this number; `None` for 0.
    pub const fn new(number: u32) -> Option<Board> {
        match NonZeroU32::new(number) {
            Some(n) => Some(Board(n)),
            None => None,
        }
    }

    pub const fn number(self) -> u32 {
        self.0.get()
    }

    /// North deals board 1, East board 2, and so on round the table.
    pub const fn dealer(self) -> Seat {
        Seat::ALL[((self.0.get() - 1) % 4) as usize]
    }

    /// The standard 16-board vulnerability cycle.
    pub const fn vulnerability(self) -> Vulnerability {
        use Vulnerability::{All, EastWest as EW, None, NorthSouth as NS};
        const CYCLE: [Vulnerability; 16] = [
            None, NS, EW, All, NS, EW, All, None, EW, All, None, NS, All, None, NS, EW,
        ];
        CYCLE[((self.0.get() - 1) % 16) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_cycle_matches_the_duplicate_table() {
        let b = |n| Board::new(n).unwrap();
        assert_eq!(b(1).dealer(), Seat::North);
        assert_eq!(b(1).vulnerability(), Vulnerability::None);
        assert_eq!(b(4).dealer(), Seat::West);
        assert_eq!(b(4).vulnerability(), Vulnerability::All);
        assert_eq!(b(9).vulnerability(), Vulnerability::EastWest);
        assert_eq!(b(13).vulnerability(), Vulnerability::All);
        assert_eq!(b(16).vulnerability(), Vulnerability::EastWest);
        assert_eq!(b(17).vulnerability(), Vulnerability::None);
        assert_eq!(b(17).dealer(), Seat::North);
        assert!(Board::new(0).is_none());
    }
}
