//! Claim mode speed: the worst normal line on random endings of 4 to 8 cards a hand,
//! every strain, no statement (the widest search). Prints p50 and p99 per ending size.
//! Goal: under 5 ms p99 for 8-card endings.
//!
//! Run: `cargo bench --bench claim`.

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ruling::model::{Card, Hand, Hands, Seat, Side, Strain};
use ruling::solver::claim::{ClaimSetup, claim_min};

const SAMPLES: usize = 200;

fn main() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    println!("| cards a hand | positions | p50 | p99 | max |");
    println!("|---:|---:|---:|---:|---:|");
    for n in 4..=8 {
        let mut times: Vec<Duration> = Vec::with_capacity(SAMPLES);
        let mut worst = (Duration::ZERO, 0u64, String::new());
        for _ in 0..SAMPLES {
            let mut deck: Vec<Card> = Hand::FULL.iter_bits().collect();
            deck.shuffle(&mut rng);
            let hands =
                [0, 1, 2, 3].map(|i| deck[i * n..(i + 1) * n].iter().copied().collect::<Hand>());
            let Ok(position) = Hands::new(hands).into_position() else {
                continue;
            };
            let strain = Strain::ALL[rng.random_range(0..5)];
            let setup = ClaimSetup {
                position,
                trump: strain.trump(),
                on_lead: Seat::ALL[rng.random_range(0..4)],
                claimer: if rng.random_bool(0.5) {
                    Side::NorthSouth
                } else {
                    Side::EastWest
                },
                line: Vec::new(),
                trumps_mentioned: rng.random_bool(0.5),
                take_finesses: false,
            };
            let start = Instant::now();
            let outcome = claim_min(&setup).expect("no statement, no statement error");
            let took = start.elapsed();
            times.push(took);
            if took > worst.0 {
                worst = (
                    took,
                    outcome.nodes,
                    format!(
                        "{} {:?} lead {:?} claimer {:?}",
                        setup.position, strain, setup.on_lead, setup.claimer
                    ),
                );
            }
            std::hint::black_box(outcome);
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {n} | {} | {:.3} ms | {:.3} ms | {:.3} ms |",
            times.len(),
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            times[times.len() - 1].as_secs_f64() * 1e3
        );
        eprintln!("slowest {n}: {:?}, {} nodes: {}", worst.0, worst.1, worst.2);
    }
}
