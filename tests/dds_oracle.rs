//! Our solver against DDS on random positions of every size, strain and leader.
//! Run with `cargo test --features dds --test dds_oracle`.
#![cfg(feature = "dds")]

#[path = "common/dds.rs"]
mod dds;

use dds::{lead_tricks, objective, tricks};
use dds_bridge::Target;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use ruling::model::{Position, Seat, Strain};
use ruling::solver::Solver;

/// Positions per hand size (index = cards each). Big positions cost the
/// unoptimised test build most, so they are fewer. Full deals are too slow for
/// our solver in an unoptimised build today; set `DDS_ORACLE_FULL_DEALS=n` to
/// add `n` of them (best with `--release`).
const PER_SIZE: [usize; 14] = [
    0, 1600, 1600, 1600, 1500, 1400, 1100, 700, 400, 200, 80, 8, 4, 0,
];

/// Tricks after each lead are compared too, up to this many cards a hand.
const LEADS_UP_TO: usize = 7;

#[test]
fn our_solver_agrees_with_dds() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xdd5_0a1e);
    let mut cases: Vec<(Position, Strain, Seat)> = Vec::new();
    let full_deals = std::env::var("DDS_ORACLE_FULL_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for (n, &count) in PER_SIZE.iter().enumerate() {
        let count = if n == 13 { full_deals } else { count };
        for i in 0..count {
            let position = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            // Every strain with every leader, in turn.
            let combo = i + n;
            cases.push((position, Strain::ALL[combo % 5], Seat::ALL[(combo / 5) % 4]));
        }
    }
    assert!(cases.len() >= 10_000);

    let objectives: Vec<_> = cases
        .iter()
        .map(|(p, s, l)| objective(p, *s, *l, Target::Legal))
        .collect();
    let expected = dds_bridge::solve_boards(&objectives);

    let mut solver = Solver::new();
    let mut mismatches = 0;
    for ((position, strain, leader), found) in cases.iter().zip(&expected) {
        let ours = solver.solve(position, strain.trump(), *leader);
        let theirs = tricks(found);
        if ours != theirs {
            if mismatches == 0 {
                eprintln!(
                    "first mismatch: {} strain {strain} leader {leader}: ours {ours}, DDS {theirs}",
                    position.display_from(*leader)
                );
            }
            mismatches += 1;
        }
        if position.cards_each() <= LEADS_UP_TO {
            let mut leads = solver.solve_leads(position, strain.trump(), *leader);
            leads.sort();
            let theirs = lead_tricks(found);
            if leads != theirs {
                if mismatches == 0 {
                    eprintln!(
                        "first mismatch: {} strain {strain} leader {leader}: leads {leads:?}, DDS {theirs:?}",
                        position.display_from(*leader)
                    );
                }
                mismatches += 1;
            }
        }
    }
    assert_eq!(
        mismatches,
        0,
        "{mismatches} of {} positions differ from DDS",
        cases.len()
    );
}
