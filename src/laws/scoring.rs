//! Scoring rulings: the duplicate score of a result (Law 77) and the IMP value of a
//! difference (Law 78B), each explained part by part.

use serde::Serialize;

use crate::model::points::MAX_SCORE;
use crate::model::score::{Breakdown, breakdown};
use crate::model::{Doubling, FinalContract, Seat, Side, Tricks, Vulnerability, imps};

use super::{FieldError, Law, Message, Ruling, Step};

/// A result to score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreCase {
    pub contract: FinalContract,
    pub declarer: Seat,
    pub vulnerability: Vulnerability,
    /// Tricks declarer took in all.
    pub tricks: Tricks,
}

/// The score of a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ScoreVerdict {
    /// From North-South's point of view.
    pub ns: i32,
    /// From the declaring side's point of view.
    pub declarer_score: i32,
    /// Overtricks (positive), undertricks (negative) or 0 for just made.
    pub over: i32,
}

/// Scores a result, with a step for each part of the score: contract points, overtricks
/// or undertricks, and the bonuses of Law 77.
pub fn rule_score(case: &ScoreCase) -> Ruling<ScoreVerdict> {
    let contract = match case.contract {
        FinalContract::PassedOut => {
            return Ruling {
                verdict: ScoreVerdict {
                    ns: 0,
                    declarer_score: 0,
                    over: 0,
                },
                steps: vec![Step::new(Law::L77, Message::new("score-passed-out"))],
            };
        }
        FinalContract::Contract(c) => c,
    };
    let side = case.declarer.side();
    let vulnerable = case.vulnerability.is_vulnerable(side);
    let parts = breakdown(contract, vulnerable, case.tricks);
    let total = parts.total();
    let needed = i32::from(contract.level.tricks_needed());
    let over = i32::from(case.tricks.get()) - needed;
    let mut steps = vec![Step::new(
        Law::L77,
        Message::new("score-result")
            .with("contract", contract)
            .with("declarer", case.declarer)
            .with("vulnerable", if vulnerable { "yes" } else { "no" })
            .with("tricks", case.tricks.get())
            .with("needed", needed),
    )];
    match &parts {
        Breakdown::Made {
            contract_points,
            overtricks,
            overtrick_value,
            game,
            level_bonus,
            slam_bonus,
            insult,
        } => {
            steps.push(Step::new(
                Law::L77,
                Message::new("score-contract-points")
                    .with("points", *contract_points)
                    .with("doubling", doubling_word(contract.doubling)),
            ));
            if *overtricks > 0 {
                steps.push(Step::new(
                    Law::L77,
                    Message::new("score-overtricks")
                        .with("count", *overtricks)
                        .with("each", *overtrick_value)
                        .with("points", overtricks * overtrick_value),
                ));
            }
            let bonus_id = if *game {
                "score-game-bonus"
            } else {
                "score-partscore-bonus"
            };
            steps.push(Step::new(
                Law::L77,
                Message::new(bonus_id).with("points", *level_bonus),
            ));
            if *slam_bonus > 0 {
                let id = if contract.level.get() == 7 {
                    "score-grand-slam-bonus"
                } else {
                    "score-small-slam-bonus"
                };
                steps.push(Step::new(
                    Law::L77,
                    Message::new(id).with("points", *slam_bonus),
                ));
            }
            if *insult > 0 {
                steps.push(Step::new(
                    Law::L77,
                    Message::new("score-insult").with("points", *insult),
                ));
            }
        }
        Breakdown::Defeated { undertricks } => {
            let sum = undertricks
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(" + ");
            steps.push(Step::new(
                Law::L77,
                Message::new("score-undertricks")
                    .with("count", undertricks.len())
                    .with("doubling", doubling_word(contract.doubling))
                    .code("sum", sum)
                    .with("points", -total),
            ));
        }
    }
    let ns = total * side.ns_sign();
    steps.push(Step::new(Law::L77, side_score(ns)));
    Ruling {
        verdict: ScoreVerdict {
            ns,
            declarer_score: total,
            over,
        },
        steps,
    }
}

/// The score worded for the side that scores it, from North-South's point of view
/// `ns`: "East-West score 1400; from North-South's point of view -1400", never
/// "North-South score -1400". A score is always some side's plus.
pub fn side_score(ns: i32) -> Message {
    let side = if ns < 0 {
        Side::EastWest
    } else {
        Side::NorthSouth
    };
    Message::new("score-total")
        .with("side", side)
        .with("points", ns.abs())
        .with("ns", ns)
}

/// Selector key for the catalogue's doubling variants.
fn doubling_word(doubling: Doubling) -> &'static str {
    match doubling {
        Doubling::Undoubled => "undoubled",
        Doubling::Doubled => "doubled",
        Doubling::Redoubled => "redoubled",
    }
}

/// A difference of two scores to convert to IMPs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImpsCase {
    difference: i32,
}

impl ImpsCase {
    /// The largest difference two scores can make.
    pub const MAX_DIFFERENCE: i32 = 2 * MAX_SCORE;

    /// # Errors
    /// When `difference` is larger than any two scores can differ (15,200 either way).
    pub fn new(difference: i64) -> Result<ImpsCase, FieldError> {
        match i32::try_from(difference) {
            Ok(d) if d.abs() <= Self::MAX_DIFFERENCE => Ok(ImpsCase { difference: d }),
            _ => Err(FieldError::invalid(
                "difference",
                format!(
                    "{difference} is larger than any two scores can differ ({})",
                    Self::MAX_DIFFERENCE
                ),
            )),
        }
    }

    /// The points difference, from the side whose IMPs are asked.
    pub const fn difference(self) -> i32 {
        self.difference
    }
}

/// The IMP value of a points difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ImpsVerdict {
    pub imps: i32,
}

/// Converts a difference to IMPs, naming the band of the scale it falls in.
pub fn rule_imps(case: &ImpsCase) -> Ruling<ImpsVerdict> {
    let difference = case.difference;
    let value = imps(difference);
    let (from, to) = crate::model::imps::band(value.abs());
    let band = match to {
        Some(to) => format!("{from}–{to}"),
        None => format!("{from}+"),
    };
    Ruling {
        verdict: ImpsVerdict { imps: value },
        steps: vec![Step::new(
            Law::L78B,
            Message::new("imps-band")
                .with("difference", difference)
                .code("band", band)
                .with("imps", value),
        )],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::Arg;

    /// Source: language review X6/E2: "East-West score 1400; from North-South's point
    /// of view -1400", never "North-South score -1400".
    #[test]
    fn a_score_is_worded_for_the_side_that_scores_it() {
        let args = |ns| -> Vec<(String, Arg)> {
            side_score(ns)
                .args
                .into_iter()
                .map(|(name, arg)| (name.into_owned(), arg))
                .collect()
        };
        assert_eq!(
            args(-1400),
            vec![
                ("side".to_owned(), Arg::Side(Side::EastWest)),
                ("points".to_owned(), Arg::Int(1400)),
                ("ns".to_owned(), Arg::Int(-1400)),
            ]
        );
        assert_eq!(args(300)[0].1, Arg::Side(Side::NorthSouth));
        assert_eq!(args(300)[1].1, Arg::Int(300));
    }
}
