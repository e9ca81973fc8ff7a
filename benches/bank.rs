//! Generating and ruling one variant, per template: median and p99 over 300 seeds.
//! Goal: under 200 µs median.
//!
//! Run: `cargo bench --bench bank`.

use std::time::{Duration, Instant};

use ruling::bank::Bank;
use ruling::bank::generate::generate;

const SEEDS: u64 = 300;

fn main() {
    let bank = Bank::bundled().expect("the bundled bank loads");
    println!("| template | median | p99 |");
    println!("|---|---:|---:|");
    let mut all: Vec<Duration> = Vec::new();
    for template in bank.templates() {
        let mut times: Vec<Duration> = (0..SEEDS)
            .map(|seed| {
                let start = Instant::now();
                let variant = generate(template, seed).expect("bank check passes");
                let took = start.elapsed();
                std::hint::black_box(variant);
                took
            })
            .collect();
        times.sort();
        all.extend(&times);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {} | {:.1} µs | {:.1} µs |",
            template.id(),
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6
        );
    }
    all.sort();
    let at = |q: f64| all[((all.len() - 1) as f64 * q).round() as usize];
    println!(
        "| **all templates** | {:.1} µs | {:.1} µs |",
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6
    );
}
