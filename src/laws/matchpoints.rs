//! Matchpoints in a pairs event: each North-South score on a board compared with the
//! North-South scores at every other table where it was played.
//!
//! The scale is Law 78A's: 2 matchpoints for each score beaten and 1 for each score
//! tied, so a board played at `n` tables has a top of 2(n − 1), and the East-West pair
//! at a table gets the top less North-South's matchpoints. A percentage is the matchpoints over the top, kept exact (`125/2`) and
//! printed to two decimals. The "1 per score beaten, ½ per tie" scale gives the same
//! percentages.
//!
//! [`Comparison`] is also what a weighted adjustment in pairs (Law 12C1(c)) converts each
//! possible result with before weighting; see [`super::weighted`].

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::model::fraction::display;
use crate::model::{Fraction, NsScore};

use super::weighted::Rounded;
use super::{FieldError, Law, Message, Ruling, Step};

/// Matchpoints for each score beaten.
pub const PER_SCORE_BEATEN: u32 = 2;
/// Matchpoints for each score tied.
pub const PER_TIE: u32 = 1;

/// One North-South score against the other tables' North-South scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Comparison {
    /// Other tables whose North-South score is lower.
    pub beaten: u32,
    /// Other tables with the same score.
    pub tied: u32,
    /// Other tables in all.
    pub others: u32,
}

impl Comparison {
    /// Compares `ns` (a table score, or any number of points a misreading weights) with
    /// the other tables' scores.
    pub fn of(ns: Fraction, others: &[NsScore]) -> Comparison {
        let points = |s: &NsScore| Fraction::from_integer(s.ns().into());
        Comparison {
            beaten: others.iter().filter(|s| points(s) < ns).count() as u32,
            tied: others.iter().filter(|s| points(s) == ns).count() as u32,
            others: others.len() as u32,
        }
    }

    /// Compares a table score with the other tables' scores.
    pub fn of_score(ns: NsScore, others: &[NsScore]) -> Comparison {
        Comparison::of(Fraction::from_integer(ns.ns().into()), others)
    }

    /// North-South's matchpoints.
    pub const fn ns_matchpoints(self) -> u32 {
        PER_SCORE_BEATEN * self.beaten + PER_TIE * self.tied
    }

    /// The most a pair can score on the board.
    pub const fn top(self) -> u32 {
        PER_SCORE_BEATEN * self.others
    }

    /// East-West's matchpoints: the top less North-South's.
    pub const fn ew_matchpoints(self) -> u32 {
        self.top() - self.ns_matchpoints()
    }

    /// North-South's share of the top, in percent, exact. A board played at one table
    /// only has no top; it scores 50 %.
    pub fn ns_percent(self) -> Fraction {
        if self.top() == 0 {
            return Fraction::from_integer(50);
        }
        Fraction::new(
            i64::from(self.ns_matchpoints()) * 100,
            i64::from(self.top()),
        )
    }
}

/// A board's North-South scores at every table, and which table the question is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchpointsCase {
    scores: Vec<NsScore>,
    table: Option<usize>,
}

impl MatchpointsCase {
    /// `scores` are the North-South scores at all tables; `table`, when given, the
    /// position (from 1) of the table the question is about.
    ///
    /// # Errors
    /// Fewer than two scores (field `scores_ns`: one table has nothing to be compared
    /// with), or a `table` beyond them (field `table`).
    pub fn new(scores: Vec<NsScore>, table: Option<usize>) -> Result<MatchpointsCase, FieldError> {
        if scores.len() < 2 {
            return Err(FieldError::invalid(
                "scores_ns",
                "matchpoints need the scores of at least two tables",
            ));
        }
        if let Some(t) = table
            && !(1..=scores.len()).contains(&t)
        {
            return Err(FieldError::impossible(
                "table",
                format!(
                    "table {t} is not one of the {} scores (count from 1)",
                    scores.len()
                ),
            ));
        }
        Ok(MatchpointsCase {
            scores,
            table: table.map(|t| t - 1),
        })
    }

    pub fn scores(&self) -> &[NsScore] {
        &self.scores
    }

    /// The table the question is about, counted from 0.
    pub const fn table(&self) -> Option<usize> {
        self.table
    }

    /// The score at table `i` (from 0) against all the others.
    pub fn comparison(&self, i: usize) -> Comparison {
        let others: Vec<NsScore> = self
            .scores
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, s)| *s)
            .collect();
        Comparison::of_score(self.scores[i], &others)
    }
}

/// One table's result on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableResult {
    pub ns: NsScore,
    pub comparison: Comparison,
}

impl Serialize for TableResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("TableResult", 7)?;
        out.serialize_field("ns", &self.ns)?;
        percentages(&mut out, self.comparison)?;
        out.end()
    }
}

/// Writes a table's matchpoints and percentages, both directions, rounded and exact.
fn percentages<S: SerializeStruct>(out: &mut S, c: Comparison) -> Result<(), S::Error> {
    let ns = c.ns_percent();
    let ew = Fraction::from_integer(100) - ns;
    out.serialize_field("ns_matchpoints", &c.ns_matchpoints())?;
    out.serialize_field("ew_matchpoints", &c.ew_matchpoints())?;
    out.serialize_field("ns_pct", &Rounded(ns))?;
    out.serialize_field("ew_pct", &Rounded(ew))?;
    out.serialize_field("ns_pct_exact", &display(ns))?;
    out.serialize_field("ew_pct_exact", &display(ew))?;
    Ok(())
}

/// Every table's matchpoints and percentages; the asked table's also at the top level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchpointsVerdict {
    pub top: u32,
    pub tables: Vec<TableResult>,
    /// The table the question is about, counted from 0.
    pub table: Option<usize>,
}

impl MatchpointsVerdict {
    /// The result of the table the question is about.
    pub fn asked(&self) -> Option<&TableResult> {
        self.tables.get(self.table?)
    }
}

/// The contract: `top`, `tables` (each `ns`, matchpoints and percentages both ways), and
/// for an asked `table` the same fields again at the top level.
impl Serialize for MatchpointsVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("MatchpointsVerdict", 10)?;
        out.serialize_field("top", &self.top)?;
        out.serialize_field("tables", &self.tables)?;
        if let (Some(t), Some(asked)) = (self.table, self.asked()) {
            out.serialize_field("table", &(t + 1))?;
            percentages(&mut out, asked.comparison)?;
        }
        out.end()
    }
}

/// Matchpoints every table's North-South score against the others: 2 per score beaten,
/// 1 per tie; percentages of the top.
pub fn rule_matchpoints(case: &MatchpointsCase) -> Ruling<MatchpointsVerdict> {
    let tables: Vec<TableResult> = (0..case.scores.len())
        .map(|i| TableResult {
            ns: case.scores[i],
            comparison: case.comparison(i),
        })
        .collect();
    let top = tables[0].comparison.top();
    let mut steps = vec![Step::new(
        Law::L78A,
        Message::new("mp-scale")
            .with("tables", case.scores.len())
            .with("top", top as usize),
    )];
    let shown: Vec<usize> = match case.table {
        Some(t) => vec![t],
        None => (0..tables.len()).collect(),
    };
    for i in shown {
        let c = tables[i].comparison;
        let ns_pct = c.ns_percent();
        steps.push(Step::new(
            Law::L78A,
            Message::new("mp-table")
                .with("table", i + 1)
                .with("ns", tables[i].ns.ns())
                .with("beaten", c.beaten as usize)
                .with("tied", c.tied as usize)
                .with("others", c.others as usize)
                .with("matchpoints", c.ns_matchpoints() as usize)
                .with("top", c.top() as usize)
                .decimal("pct", ns_pct)
                .with("ew_matchpoints", c.ew_matchpoints() as usize)
                .decimal("ew_pct", Fraction::from_integer(100) - ns_pct),
        ));
    }
    Ruling {
        verdict: MatchpointsVerdict {
            top,
            tables,
            table: case.table,
        },
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ns(points: i32) -> NsScore {
        NsScore::new(points).unwrap()
    }

    #[test]
    fn a_tie_shares_the_matchpoints_of_the_two_places() {
        let c = Comparison::of(Fraction::from_integer(420), &[ns(420), ns(170), ns(450)]);
        assert_eq!((c.beaten, c.tied, c.others), (1, 1, 3));
        assert_eq!((c.ns_matchpoints(), c.top(), c.ew_matchpoints()), (3, 6, 3));
        assert_eq!(c.ns_percent(), Fraction::from_integer(50));
    }
}
