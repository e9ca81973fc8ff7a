//! The duplicate scoring table (Law 77): contract points, over- and undertricks,
//! game, part-score and slam bonuses, and the insult bonus for making a doubled contract.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::contract::{Contract, Doubling, FinalContract, Strain};

/// A number of tricks, 0–13; no other value can be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "u8")]
pub struct Tricks(u8);

/// A number of tricks was expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a number of tricks: 0 to 13")]
pub struct TricksError(pub i64);

impl TryFrom<i64> for Tricks {
    type Error = TricksError;
    fn try_from(n: i64) -> Result<Tricks, TricksError> {
        u8::try_from(n)
            .ok()
            .and_then(Tricks::try_new)
            .ok_or(TricksError(n))
    }
}

impl From<Tricks> for u8 {
    fn from(t: Tricks) -> u8 {
        t.0
    }
}

impl Tricks {
    pub const ZERO: Tricks = Tricks(0);
    pub const ALL: Tricks = Tricks(13);

    /// `n` tricks.
    ///
    /// # Panics
    /// When `n` is above 13; in a `const` that is a compile error.
    pub const fn new(n: u8) -> Tricks {
        assert!(n <= 13, "a number of tricks is 0 to 13");
        Tricks(n)
    }

    /// `n` tricks, or `None` above 13.
    pub const fn try_new(n: u8) -> Option<Tricks> {
        if n <= 13 { Some(Tricks(n)) } else { None }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// The other side's tricks: 13 minus these.
    pub const fn rest(self) -> Tricks {
        Tricks(13 - self.0)
    }

    /// Adds `n`, saturating at 13.
    pub const fn plus(self, n: u8) -> Tricks {
        let sum = self.0 as u16 + n as u16;
        Tricks(if sum > 13 { 13 } else { sum as u8 })
    }

    /// Takes `n` away, saturating at 0.
    pub const fn minus(self, n: u8) -> Tricks {
        Tricks(self.0.saturating_sub(n))
    }
}

impl fmt::Display for Tricks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Score for the declaring side of `contract` taking `tricks` tricks.
/// Positive when the contract makes, negative when it fails.
pub fn declarer_score(contract: Contract, vulnerable: bool, tricks: Tricks) -> i32 {
    breakdown(contract, vulnerable, tricks).total()
}

/// [`declarer_score`] for a final contract: a passed-out board scores 0.
pub fn final_score(contract: FinalContract, vulnerable: bool, tricks: Tricks) -> i32 {
    match contract {
        FinalContract::PassedOut => 0,
        FinalContract::Contract(c) => declarer_score(c, vulnerable, tricks),
    }
}

/// The parts a score is made of, for explaining it line by line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breakdown {
    Made {
        /// Trick score for the tricks bid, doubling included.
        contract_points: i32,
        overtricks: i32,
        /// Value of each overtrick.
        overtrick_value: i32,
        /// True when the contract points reach 100: game bonus, else part-score bonus.
        game: bool,
        /// Game (300/500) or part-score (50) bonus.
        level_bonus: i32,
        slam_bonus: i32,
        /// 50 for making a doubled contract, 100 redoubled.
        insult: i32,
    },
    Defeated {
        /// The penalty for each undertrick in turn.
        undertricks: Vec<i32>,
    },
}

impl Breakdown {
    pub fn total(&self) -> i32 {
        match self {
            Breakdown::Made {
                contract_points,
                overtricks,
                overtrick_value,
                level_bonus,
                slam_bonus,
                insult,
                ..
            } => contract_points + overtricks * overtrick_value + level_bonus + slam_bonus + insult,
            Breakdown::Defeated { undertricks } => -undertricks.iter().sum::<i32>(),
        }
    }
}

/// The score of `contract` taking `tricks`, part by part.
pub fn breakdown(contract: Contract, vulnerable: bool, tricks: Tricks) -> Breakdown {
    let needed = i32::from(contract.level.tricks_needed());
    let taken = i32::from(tricks.get());
    if taken >= needed {
        made(contract, vulnerable, taken - needed)
    } else {
        Breakdown::Defeated {
            undertricks: undertricks(contract.doubling, vulnerable, needed - taken),
        }
    }
}

/// Trick score for the tricks bid, doubled or redoubled as the contract is (Law 77).
pub fn contract_points(contract: Contract) -> i32 {
    let level = i32::from(contract.level.get());
    let base = match contract.strain {
        Strain::Clubs | Strain::Diamonds => 20 * level,
        Strain::Hearts | Strain::Spades => 30 * level,
        Strain::NoTrump => 40 + 30 * (level - 1),
    };
    base * match contract.doubling {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

fn made(contract: Contract, vulnerable: bool, overtricks: i32) -> Breakdown {
    let contract_points = contract_points(contract);
    let game = contract_points >= 100;
    let level_bonus = match (game, vulnerable) {
        (false, _) => 50,
        (true, false) => 300,
        (true, true) => 500,
    };
    let slam_bonus = match (contract.level.get(), vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    let overtrick_value = match (contract.doubling, vulnerable) {
        (Doubling::Undoubled, _) => match contract.strain {
            Strain::Clubs | Strain::Diamonds => 20,
            _ => 30,
        },
        (Doubling::Doubled, false) => 100,
        (Doubling::Doubled, true) => 200,
        (Doubling::Redoubled, false) => 200,
        (Doubling::Redoubled, true) => 400,
    };
    let insult = match contract.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    Breakdown::Made {
        contract_points,
        overtricks,
        overtrick_value,
        game,
        level_bonus,
        slam_bonus,
        insult,
    }
}

/// The penalty for each of `down` undertricks, first to last.
fn undertricks(doubling: Doubling, vulnerable: bool, down: i32) -> Vec<i32> {
    let factor = match doubling {
        Doubling::Undoubled => return vec![if vulnerable { 100 } else { 50 }; down as usize],
        Doubling::Doubled => 1,
        Doubling::Redoubled => 2,
    };
    (1..=down)
        .map(|n| {
            factor
                * match (vulnerable, n) {
                    (false, 1) => 100,
                    (false, 2 | 3) => 200,
                    (false, _) => 300,
                    (true, 1) => 200,
                    (true, _) => 300,
                }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(contract: &str, vul: bool, tricks: u8) -> i32 {
        declarer_score(
            contract.parse().unwrap(),
            vul,
            Tricks::try_new(tricks).unwrap(),
        )
    }

    #[test]
    fn familiar_scores() {
        assert_eq!(score("3NT", false, 9), 400);
        assert_eq!(score("4S", true, 10), 620);
        assert_eq!(score("4SX", true, 12), 1190);
        assert_eq!(score("1NT", false, 7), 90);
        assert_eq!(score("7NTXX", true, 13), 2980);
        assert_eq!(score("3NTX", false, 5), -800);
    }
}
