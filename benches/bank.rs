//! Generating and ruling one variant, per template: median and p99 over 300 seeds, and
//! the slowest seed with its time, for `ruling generate --template ID --seed N` to look
//! into. Goals: under 200 µs median (all templates), every template's p99 under 5 ms
//! (issue 39).
//!
//! Run: `cargo bench --bench bank`.

#[path = "support/allocator.rs"]
mod allocator;

use std::time::{Duration, Instant};

#[path = "support/report.rs"]
mod report;

use report::{Goal, Steal, figure};
use ruling::bank::Bank;
use ruling::bank::generate::generate;

const SEEDS: u64 = 300;

fn main() {
    let steal = Steal::now();
    let bank = Bank::bundled().expect("the bundled bank loads");
    println!("| template | median | p99 | slowest (seed) |");
    println!("|---|---:|---:|---:|");
    let mut all: Vec<Duration> = Vec::new();
    let mut worst: (Duration, String) = (Duration::ZERO, String::new());
    for template in bank.templates() {
        let timed: Vec<(Duration, u64)> = (0..SEEDS)
            .map(|seed| {
                let start = Instant::now();
                let variant = generate(template, seed).expect("bank check passes");
                let took = start.elapsed();
                std::hint::black_box(variant);
                (took, seed)
            })
            .collect();
        let slowest = timed.iter().copied().max().unwrap_or_default();
        let mut times: Vec<Duration> = timed.into_iter().map(|(took, _)| took).collect();
        times.sort();
        all.extend(&times);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        if at(0.99) > worst.0 {
            worst = (at(0.99), template.id().to_owned());
        }
        println!(
            "| {} | {:.1} µs | {:.1} µs | {:.1} µs ({}) |",
            template.id(),
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            slowest.0.as_secs_f64() * 1e6,
            slowest.1
        );
    }
    all.sort();
    let at = |q: f64| all[((all.len() - 1) as f64 * q).round() as usize];
    println!(
        "| **all templates** | {:.1} µs | {:.1} µs | |",
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6
    );
    figure(
        "bank",
        "generate and rule a variant, all templates, median",
        at(0.5).as_secs_f64() * 1e6,
        "µs",
        Goal::AtMost(200.0),
    );
    figure(
        "bank",
        &format!("the slowest template's p99 ({})", worst.1),
        worst.0.as_secs_f64() * 1e3,
        "ms",
        Goal::AtMost(5.0),
    );
    println!(
        "\nCPU time taken by the host during the run: {}",
        steal.since()
    );
}
