//! Our double-dummy solver against DDS on the same positions: median time per
//! solve for 8-card endings and full deals, per strain, as a markdown table.
//!
//! Run with `cargo bench --features dds --bench solver`. Optional argument:
//! the number of full deals per strain (default 100, the sample issue 39's
//! goal is judged on: DDS ÷ ours at least 1.0 in every strain).

#[path = "support/allocator.rs"]
mod allocator;

#[path = "../tests/it/support/dds.rs"]
#[allow(dead_code)]
mod dds;
#[path = "support/report.rs"]
mod report;

use std::hint::black_box;
use std::time::{Duration, Instant};

use dds::{objective, tricks};
use dds_bridge::Target;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use report::{Goal, Steal, figure};
use ruling::model::{Position, Seat, Strain};
use ruling::solver::{Solver, double_dummy};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn show(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros >= 1000.0 {
        format!("{:.2} ms", micros / 1000.0)
    } else {
        format!("{micros:.1} µs")
    }
}

/// Times `solve` on each case, one call at a time.
fn time_each<T>(
    cases: &[(Position, Seat)],
    mut solve: impl FnMut(&Position, Seat) -> T,
) -> Duration {
    let times = cases
        .iter()
        .map(|(position, leader)| {
            let start = Instant::now();
            black_box(solve(position, *leader));
            start.elapsed()
        })
        .collect();
    median(times)
}

fn main() {
    let steal = Steal::now();
    // `cargo bench` passes `--bench`; the only other argument is the deal count.
    let full_deals: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(100);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    println!(
        "| cards | strain | positions | ours (fresh) | ours (reused) | DDS (context) | DDS (batch of 1) | DDS ÷ ours |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (cards, count) in [(8, 200), (13, full_deals)] {
        for strain in Strain::ALL {
            let trump = strain.trump();
            let cases: Vec<(Position, Seat)> = (0..count)
                .map(|i| {
                    let position = Position::random(&mut rng, cards).expect("8 or 13 cards");
                    (position, Seat::ALL[i % 4])
                })
                .collect();

            let mut solver = Solver::new();
            let mut dds_solver = dds_bridge::Solver::default();
            // Both must agree before their times mean anything.
            for (position, leader) in &cases {
                let found =
                    dds_solver.solve_board(&objective(position, strain, *leader, Target::Legal));
                let ours = solver.solve(position, trump, *leader);
                assert_eq!(
                    ours,
                    tricks(&found),
                    "{} {strain} {leader}",
                    position.display_from(*leader)
                );
            }

            let fresh = time_each(&cases, |p, l| double_dummy(p, trump, l));
            let mut solver = Solver::new();
            let reused = time_each(&cases, |p, l| solver.solve(p, trump, l));
            let mut dds_solver = dds_bridge::Solver::default();
            let objectives: Vec<_> = cases
                .iter()
                .map(|(p, l)| objective(p, strain, *l, Target::Any(None)))
                .collect();
            let mut next = objectives.iter();
            let context = time_each(&cases, |_, _| {
                next.next().map(|o| dds_solver.solve_board(o))
            });
            let mut next = objectives.iter();
            let batch = time_each(&cases, |_, _| {
                next.next()
                    .map(|o| dds_bridge::solve_boards(std::slice::from_ref(o)))
            });
            let ratio = context.as_secs_f64() / reused.as_secs_f64().max(1e-12);
            println!(
                "| {cards} | {strain} | {count} | {} | {} | {} | {} | {ratio:.2} |",
                show(fresh),
                show(reused),
                show(context),
                show(batch)
            );
            if cards == 13 {
                figure(
                    "solver",
                    &format!("full deals in {strain}: DDS's time ÷ ours ({count} deals)"),
                    ratio,
                    "×",
                    Goal::AtLeast(1.0),
                );
            }
        }
    }
    println!(
        "\nCPU time taken by the host during the run: {}",
        steal.since()
    );
}
