//! Contracts: level, strain and doubling, written `4S`, `3NTX`, `7HXX` or `Pass`.

use serde_with::{DeserializeFromStr, SerializeDisplay};
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::card::Suit;

/// A contract level, 1–7; no other value can be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const fn try_new(level: u8) -> Option<Level> {
        if level >= 1 && level <= 7 {
            Some(Level(level))
        } else {
            None
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Tricks declarer needs: book (6) plus the level.
    pub const fn tricks_needed(self) -> u8 {
        self.0 + 6
    }
}

/// A suit or notrump.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, SerializeDisplay, DeserializeFromStr,
)]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
}

impl Strain {
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The trump suit, `None` at notrump.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A strain was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a strain: use S, H, D, C or NT")]
pub struct ParseStrainError(pub String);

impl FromStr for Strain {
    type Err = ParseStrainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "C" => Ok(Strain::Clubs),
            "D" => Ok(Strain::Diamonds),
            "H" => Ok(Strain::Hearts),
            "S" => Ok(Strain::Spades),
            "NT" | "N" => Ok(Strain::NoTrump),
            _ => Err(ParseStrainError(s.to_owned())),
        }
    }
}

/// Undoubled, doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Doubling {
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    pub const fn code(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract that was bid: level, strain, doubling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct Contract {
    pub level: Level,
    pub strain: Strain,
    pub doubling: Doubling,
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.level.get(),
            self.strain,
            self.doubling.code()
        )
    }
}

/// A contract was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseContractError {
    #[error(
        "`{0}` is not a contract: write level 1–7, strain S H D C NT, then X or XX, e.g. 4S, 3NTX, 7HXX"
    )]
    Malformed(String),
    #[error("the board was passed out: there is no contract to play")]
    PassedOut,
}

impl FromStr for Contract {
    type Err = ParseContractError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.parse::<FinalContract>()? {
            FinalContract::Contract(contract) => Ok(contract),
            FinalContract::PassedOut => Err(ParseContractError::PassedOut),
        }
    }
}

/// The outcome of an auction: a contract, or four passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub enum FinalContract {
    PassedOut,
    Contract(Contract),
}

impl FromStr for FinalContract {
    type Err = ParseContractError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if matches!(s, "Pass" | "pass" | "PASS" | "P") {
            return Ok(FinalContract::PassedOut);
        }
        let malformed = || ParseContractError::Malformed(s.to_owned());
        let mut chars = s.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .and_then(|d| Level::try_new(d as u8))
            .ok_or_else(malformed)?;
        let rest = chars.as_str();
        let (strain_text, doubling) = if let Some(head) = rest.strip_suffix("XX") {
            (head, Doubling::Redoubled)
        } else if let Some(head) = rest.strip_suffix('X') {
            (head, Doubling::Doubled)
        } else {
            (rest, Doubling::Undoubled)
        };
        let strain = strain_text.parse().map_err(|_| malformed())?;
        Ok(FinalContract::Contract(Contract {
            level,
            strain,
            doubling,
        }))
    }
}

impl fmt::Display for FinalContract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FinalContract::PassedOut => f.write_str("Pass"),
            FinalContract::Contract(c) => c.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_round_trip() {
        for text in ["4S", "3NTX", "7HXX", "1C", "Pass"] {
            assert_eq!(text.parse::<FinalContract>().unwrap().to_string(), text);
        }
        assert_eq!("3N".parse::<Contract>().unwrap().to_string(), "3NT");
    }

    #[test]
    fn malformed_contracts_are_refused() {
        for text in ["", "0S", "8H", "4", "4Z", "4SXXX", "S4", "44S"] {
            assert!(text.parse::<FinalContract>().is_err(), "{text}");
        }
        assert_eq!(
            "Pass".parse::<Contract>(),
            Err(ParseContractError::PassedOut)
        );
    }
}
