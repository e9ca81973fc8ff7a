//! Claim mode speed: the worst normal line on random endings of 4 to 13 cards a hand
//! (a claim may come at any trick), every strain, no statement (the widest search the
//! rules allow). Two rows per size:
//! the claimer is the side that takes most of the tricks double dummy (who claims at
//! the table), and, as a stress test, either side at random. Prints p50 and p99, and
//! the node counts (the same on every run, unlike the times).
//! Goals: under 5 ms p99 for 8-card endings, under 50 ms at 13 cards (issue 39); a
//! claim past the node budget is counted, not timed (the ruling is `undetermined`).
//!
//! A second table times Law 69B's likely line (`likely_play`: single dummy for the
//! claimer's side over up to `LAYOUTS` deals of the hidden hands at each of its
//! choices, double-dummy defence) on the same kind of endings, 4 to 13 cards a hand,
//! the claimer the side with most tricks, North-South's partner as dummy; a line past
//! `LIKELY_NODE_BUDGET` is counted as undetermined. Goal: under 10 ms p99 at 8 cards.
//!
//! Run: `cargo bench --bench claim`.

#[path = "support/allocator.rs"]
mod allocator;

use std::time::{Duration, Instant};

#[path = "support/report.rs"]
mod report;
use report::{Goal, Steal, figure};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ruling::model::{Position, Seat, Side, Strain};
use ruling::solver::Solver;
use ruling::solver::claim::{ClaimSetup, ClaimSetupError, claim_min, likely_play};

const SAMPLES: usize = 300;
/// Positions per size from 9 cards a hand on, where one claim can take a second.
const LARGE_SAMPLES: usize = 100;
/// Positions per size for the likely line, slower than the claim search.
const LIKELY_SAMPLES: usize = 100;
/// Positions per size for the likely line from 9 cards a hand on, where one line can
/// take most of a second.
const LIKELY_LARGE_SAMPLES: usize = 20;

/// The side that takes most of the tricks double dummy: who claims at the table.
fn side_with_most_tricks(
    solver: &mut Solver,
    position: &Position,
    strain: Strain,
    on_lead: Seat,
    n: usize,
) -> Side {
    let leader_side = solver.solve(position, strain.trump(), on_lead) as usize;
    if 2 * leader_side >= n {
        on_lead.side()
    } else {
        on_lead.side().opponents()
    }
}

/// The positions column's note on runs past the node budget: ` (+2 undetermined)`.
fn past_budget(undetermined: usize) -> String {
    if undetermined > 0 {
        format!(" (+{undetermined} undetermined)")
    } else {
        String::new()
    }
}

/// One row's figures from its runs (time and nodes of each position).
struct Summary {
    positions: usize,
    p50: f64,
    p99: f64,
    max: f64,
    /// The nodes of the run at the p99 time.
    nodes_at_p99_time: u64,
    nodes_p99: u64,
    nodes_total: u64,
}

fn summarise(mut runs: Vec<(Duration, u64)>) -> Summary {
    runs.sort();
    let at = |q: f64| runs[((runs.len() - 1) as f64 * q).round() as usize];
    // Node counts do not depend on the machine's load: the steady measure of the
    // search's work beside the noisy times.
    let mut nodes: Vec<u64> = runs.iter().map(|r| r.1).collect();
    nodes.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Summary {
        positions: runs.len(),
        p50: ms(at(0.5).0),
        p99: ms(at(0.99).0),
        max: ms(runs[runs.len() - 1].0),
        nodes_at_p99_time: at(0.99).1,
        nodes_p99: nodes[((nodes.len() - 1) as f64 * 0.99).round() as usize],
        nodes_total: nodes.iter().sum(),
    }
}

fn main() {
    let steal = Steal::now();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut solver = Solver::new();
    println!(
        "| cards a hand | claimer | positions | p50 | p99 | max | nodes at p99 time | nodes p99 | nodes total |"
    );
    println!("|---:|---|---:|---:|---:|---:|---:|---:|---:|");
    for n in 4..=13 {
        let samples = if n <= 8 { SAMPLES } else { LARGE_SAMPLES };
        for realistic in [true, false] {
            let mut runs: Vec<(Duration, u64)> = Vec::with_capacity(samples);
            let mut undetermined = 0;
            for _ in 0..samples {
                let position = Position::random(&mut rng, n).expect("4 to 13 cards a hand");
                let strain = Strain::ALL[rng.random_range(0..5)];
                let on_lead = Seat::ALL[rng.random_range(0..4)];
                let claimer = if realistic {
                    side_with_most_tricks(&mut solver, &position, strain, on_lead, n)
                } else if rng.random_bool(0.5) {
                    Side::NorthSouth
                } else {
                    Side::EastWest
                };
                let setup = ClaimSetup {
                    position,
                    trump: strain.trump(),
                    on_lead,
                    claimer,
                    line: Vec::new(),
                    trump_aware: rng.random_bool(0.5),
                    take_finesses: false,
                    node_budget: ruling::solver::claim::NODE_BUDGET,
                };
                let start = Instant::now();
                match claim_min(&setup) {
                    Ok(outcome) => runs.push((start.elapsed(), outcome.nodes)),
                    // Past the budget: the ruling is `undetermined`, not a time.
                    Err(ClaimSetupError::TooManyLines { .. }) => undetermined += 1,
                    Err(e) => panic!("no statement, no statement error: {e}"),
                }
            }
            if runs.is_empty() {
                println!("| {n} | | 0 (+{undetermined} undetermined) | | | | | | |");
                continue;
            }
            let row = summarise(runs);
            println!(
                "| {n} | {} | {}{} | {:.3} ms | {:.3} ms | {:.3} ms | {} | {} | {} |",
                if realistic {
                    "side with most tricks"
                } else {
                    "either side"
                },
                row.positions,
                past_budget(undetermined),
                row.p50,
                row.p99,
                row.max,
                row.nodes_at_p99_time,
                row.nodes_p99,
                row.nodes_total
            );
            if n == 8 && realistic {
                figure(
                    "claim",
                    "a claim with 8 cards a hand (side with most tricks), p99",
                    row.p99,
                    "ms",
                    Goal::None,
                );
            }
            if n == 13 && realistic {
                figure(
                    "claim",
                    "a claim with 13 cards a hand (side with most tricks), p99",
                    row.p99,
                    "ms",
                    Goal::AtMost(50.0),
                );
            }
        }
    }

    println!();
    println!("| cards a hand | likely line (69B) | positions | p50 | p99 | max | nodes p99 |");
    println!("|---:|---|---:|---:|---:|---:|---:|");
    for n in 4..=13 {
        let samples = if n <= 8 {
            LIKELY_SAMPLES
        } else {
            LIKELY_LARGE_SAMPLES
        };
        let mut runs: Vec<(Duration, u64)> = Vec::with_capacity(samples);
        let mut undetermined = 0;
        for _ in 0..samples {
            let position = Position::random(&mut rng, n).expect("4 to 8 cards a hand");
            let strain = Strain::ALL[rng.random_range(0..5)];
            let on_lead = Seat::ALL[rng.random_range(0..4)];
            let claimer = side_with_most_tricks(&mut solver, &position, strain, on_lead, n);
            let setup = ClaimSetup {
                position,
                trump: strain.trump(),
                on_lead,
                claimer,
                line: Vec::new(),
                trump_aware: true,
                take_finesses: false,
                node_budget: u64::MAX,
            };
            let start = Instant::now();
            match likely_play(&setup, Seat::North) {
                Ok(outcome) => runs.push((start.elapsed(), outcome.nodes)),
                // Past LIKELY_NODE_BUDGET: `undetermined`, counted, not timed.
                Err(ClaimSetupError::TooManyLines { .. }) => undetermined += 1,
                Err(e) => panic!("no statement, no statement error: {e}"),
            }
        }
        if runs.is_empty() {
            println!("| {n} | side with most tricks | 0 (+{undetermined} undetermined) | | | | |");
            continue;
        }
        let row = summarise(runs);
        println!(
            "| {n} | side with most tricks | {}{} | {:.3} ms | {:.3} ms | {:.3} ms | {} |",
            row.positions,
            past_budget(undetermined),
            row.p50,
            row.p99,
            row.max,
            row.nodes_p99,
        );
        if n == 8 {
            figure(
                "claim",
                "Law 69B's likely line with 8 cards a hand, p99",
                row.p99,
                "ms",
                Goal::AtMost(10.0),
            );
        }
    }
    println!(
        "\nCPU time taken by the host during the run: {}",
        steal.since()
    );
}
