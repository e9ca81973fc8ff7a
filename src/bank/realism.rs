//! How believable a real-deal variant is, measured double dummy for `bank check`: is the
//! contract one the deal makes plausible (declarer's side can take within two tricks of
//! what it needs), and does the table result look like sensible play (within two tricks
//! of double dummy)? A student who sees 4♠ go four down on cards that make 1♠, or a
//! record that throws tricks away, stops trusting the course.
//!
//! The builders choose deals and cards by cheap heuristics (a page draws a variant in
//! milliseconds); this module is the measurement that holds them to account. A full-deal
//! solve costs tens of milliseconds, so `bank check` measures a leading subset of seeds.

use crate::laws::Case;
use crate::laws::revoke::RevokePlay;
use crate::model::{PlayRecord, Position, Seat};
use crate::solver::Solver;

/// The most tricks a contract or a table result may sit from double dummy and still
/// count as believable.
pub const SLACK: u8 = 2;

/// Share of variants whose contract must be within [`SLACK`] of double dummy, in percent.
pub const CONTRACT_SHARE: u32 = 95;

/// Share of variants whose table result must be within [`SLACK`] of double dummy.
pub const TABLE_SHARE: u32 = 90;

/// One real deal, measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measure {
    /// Declarer's side's tricks double dummy, the opening leader on lead.
    pub double_dummy: u8,
    /// The tricks the contract needs.
    pub needed: u8,
    /// Declarer's side's tricks as played, when the record runs to trick 13.
    pub table: Option<u8>,
}

impl Measure {
    /// Whether the contract is within [`SLACK`] tricks of double dummy, either way: three
    /// down on best play is a contract nobody bids, and so is 2♠ on cards for 5♠.
    pub fn contract_plausible(&self) -> bool {
        self.double_dummy.abs_diff(self.needed) <= SLACK
    }

    /// Whether the table result is within [`SLACK`] tricks of double dummy; `None` for a
    /// record that stops before the end.
    pub fn table_plausible(&self) -> Option<bool> {
        self.table.map(|t| t.abs_diff(self.double_dummy) <= SLACK)
    }
}

/// Measures a case with a full deal (the revoke play form); `None` for any other case.
pub fn measure(case: &Case, solver: &mut Solver) -> Option<Measure> {
    let Case::RevokePlay(play) = case else {
        return None;
    };
    Some(measure_play(play, solver))
}

fn measure_play(case: &RevokePlay, solver: &mut Solver) -> Measure {
    let declarer = case.table.declarer;
    let trump = case.table.contract.strain.trump();
    let position = Position::from(case.deal);
    let defence = solver.solve(&position, trump, declarer.lho());
    let table = table_tricks(case, declarer);
    Measure {
        double_dummy: 13 - defence,
        needed: case.table.contract.level.tricks_needed(),
        table,
    }
}

/// Declarer's side's tricks in a record played to the end.
fn table_tricks(case: &RevokePlay, declarer: Seat) -> Option<u8> {
    let trump = case.table.contract.strain.trump();
    let record = PlayRecord::replay(&case.deal, trump, declarer.lho(), &case.play).ok()?;
    (record.complete_tricks() == 13).then(|| record.won_by_side(declarer, ..) as u8)
}

/// Measures several cases on up to `threads` threads, each with a solver of its own;
/// the results in the order of `cases`.
pub fn measure_all(cases: &[Case], threads: usize) -> Vec<Option<Measure>> {
    let threads = threads.clamp(1, cases.len().max(1));
    let chunk = cases.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = cases
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut solver = Solver::new();
                    part.iter()
                        .map(|case| measure(case, &mut solver))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

/// The realism of one template over the seeds measured.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The template's id.
    pub template: String,
    /// Variants measured.
    pub measured: usize,
    /// Of them, contracts within [`SLACK`] of double dummy.
    pub contracts: usize,
    /// Variants whose record runs to trick 13.
    pub played: usize,
    /// Of the played ones, table results within [`SLACK`] of double dummy.
    pub results: usize,
}

impl Row {
    /// Tallies the measures of one template's variants.
    pub fn tally(template: &str, measures: &[Measure]) -> Row {
        Row {
            template: template.to_owned(),
            measured: measures.len(),
            contracts: measures.iter().filter(|m| m.contract_plausible()).count(),
            played: measures.iter().filter(|m| m.table.is_some()).count(),
            results: measures
                .iter()
                .filter(|m| m.table_plausible() == Some(true))
                .count(),
        }
    }

    /// Whether the contracts meet [`CONTRACT_SHARE`].
    pub fn contracts_ok(&self) -> bool {
        meets(self.contracts, self.measured, CONTRACT_SHARE)
    }

    /// Whether the table results meet [`TABLE_SHARE`] (vacuously, with no record played
    /// to the end).
    pub fn results_ok(&self) -> bool {
        meets(self.results, self.played, TABLE_SHARE)
    }
}

fn meets(count: usize, of: usize, percent: u32) -> bool {
    count * 100 >= of * percent as usize
}

/// `180/200 (90.0 %)`, or a dash when nothing was measured.
pub fn share(count: usize, of: usize) -> String {
    if of == 0 {
        return "–".to_owned();
    }
    format!("{count}/{of} ({:.1} %)", count as f64 * 100.0 / of as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::revoke::Table;
    use crate::model::{Card, Deal, Vulnerability};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    /// North holds every ace, king and queen: North-South take all thirteen tricks
    /// double dummy, so 7NT is plausible and 1NT (seven of them) is not.
    #[test]
    fn a_contract_far_below_the_cards_is_implausible() {
        let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ 6543.876.876.876 T987.JT9.JT9.JT9 2.5432.5432.5432"
            .parse()
            .unwrap();
        let case = |contract: &str| {
            Case::RevokePlay(RevokePlay {
                table: Table {
                    contract: contract.parse().unwrap(),
                    declarer: Seat::North,
                    vulnerability: Vulnerability::None,
                },
                deal,
                play: vec![cards("H8 H9 H5 HA")],
                attention_after_trick: None,
                late_discovery: None,
                claim: None,
                card_named_by: None,
                tricks_without_revoke: None,
                inquiry: None,
                withdrawn: Vec::new(),
                play_after_correction: Vec::new(),
            })
        };
        let mut solver = Solver::new();
        let grand = measure(&case("7NT"), &mut solver).unwrap();
        assert_eq!((grand.double_dummy, grand.needed), (13, 13));
        assert!(grand.contract_plausible());
        assert_eq!(
            grand.table, None,
            "one trick is no record played to the end"
        );
        let part = measure(&case("1NT"), &mut solver).unwrap();
        assert_eq!((part.double_dummy, part.needed), (13, 7));
        assert!(!part.contract_plausible());
        assert!(
            measure(&case("5NT"), &mut solver)
                .unwrap()
                .contract_plausible()
        );
    }

    #[test]
    fn shares_are_met_at_the_threshold_and_not_below() {
        let m = |dd: u8, table: Option<u8>| Measure {
            double_dummy: dd,
            needed: 10,
            table,
        };
        // 19 of 20 contracts within two (95 %), 18 of 20 results (90 %): both met.
        let mut measures: Vec<Measure> = (0..18).map(|_| m(10, Some(10))).collect();
        measures.push(m(10, Some(6)));
        measures.push(m(6, Some(6)));
        let row = Row::tally("t", &measures);
        assert_eq!((row.contracts, row.results), (19, 19));
        assert!(row.contracts_ok() && row.results_ok());
        measures[0] = m(5, Some(1));
        let row = Row::tally("t", &measures);
        assert_eq!((row.contracts, row.results), (18, 18));
        assert!(!row.contracts_ok() && row.results_ok());
        measures[1] = m(10, Some(13));
        let row = Row::tally("t", &measures);
        assert!(!row.results_ok());
    }
}
