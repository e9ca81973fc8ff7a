//! Law-engine speed: one facts-form revoke ruled (engine alone, and with its explanation
//! rendered as `ruling rule` prints it), and 100,000 mixed cases through the binary.
//! Goal: under 5 µs per facts case.

#[path = "support/allocator.rs"]
mod allocator;

use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use ruling::i18n::Lang;
use ruling::laws::revoke::{RevokeCard, RevokeFacts, Table, rule_facts};
use ruling::model::{Seat, Tricks, Vulnerability};

const FACTS: &str = r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"E","established":true,"revoke_trick_won_by":"E","offending_side_later_tricks":1,"declarer_tricks":9,"exception":null}"#;

/// A mix of the interface's kinds, as a quiz or an exam would send them.
const MIX: [&str; 6] = [
    FACTS,
    r#"{"kind":"score","contract":"4SX","declarer":"E","vulnerable":"EW","tricks":12}"#,
    r#"{"kind":"imps","difference":570}"#,
    r#"{"kind":"adjust86d","method":"dbv-2013","table_ns":-1190,"expected_ns":-620,"ns_team":"innocent","ew_team":"innocent"}"#,
    r#"{"kind":"split","offenders":"EW","actual_ns":-500,"normal_after_infraction_ns":-420,"without_infraction_ns":-100,"other_table_ns":-170}"#,
    r#"{"kind":"weighted","outcomes":[{"weight":"2/3","ns":620},{"weight":"1/3","ns":-100}],"other_table_ns":140}"#,
];

fn facts_case(c: &mut Criterion) {
    let facts = RevokeFacts {
        table: Table {
            contract: "4S".parse().unwrap(),
            declarer: Seat::South,
            vulnerability: Vulnerability::None,
        },
        offender: Seat::East,
        established: true,
        revoke_trick: None,
        revoke_trick_won_by: Seat::East,
        offending_side_later_tricks: Tricks::new(1),
        declarer_tricks: Tricks::new(9),
        exception: None,
        revoke_card: RevokeCard::FromHand,
        tricks_without_revoke: None,
    };
    c.bench_function("revoke facts: engine verdict and steps", |b| {
        b.iter(|| rule_facts(black_box(&facts)))
    });
    let value: serde_json::Value = serde_json::from_str(FACTS).unwrap();
    c.bench_function("revoke facts: JSON value to rendered English ruling", |b| {
        b.iter(|| ruling::interface::rule_value(black_box(value.clone()), Lang::En))
    });
    c.bench_function("revoke facts: bytes in, JSON line out", |b| {
        let mut out = Vec::with_capacity(4096);
        b.iter(|| {
            out.clear();
            ruling::interface::run(black_box(FACTS.as_bytes()), Lang::En, &mut out)
        })
    });
}

fn hundred_thousand_cases(c: &mut Criterion) {
    let mut input = String::with_capacity(100_000 * 160);
    for i in 0..100_000 {
        input.push_str(MIX[i % MIX.len()]);
        input.push('\n');
    }
    let mut group = c.benchmark_group("ruling rule");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20))
        .throughput(Throughput::Elements(100_000));
    group.bench_function("100,000 mixed cases through the binary", |b| {
        b.iter(|| {
            let mut child = Command::new(env!("CARGO_BIN_EXE_ruling"))
                .arg("rule")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("ruling runs");
            let mut stdin = child.stdin.take().expect("stdin");
            let data = input.clone();
            let writer = std::thread::spawn(move || stdin.write_all(data.as_bytes()));
            let out = child.wait_with_output().expect("ruling finishes");
            writer.join().expect("writer").expect("write");
            assert_eq!(out.status.code(), Some(0));
            out.stdout.len()
        })
    });
    group.finish();
}

criterion_group!(benches, facts_case, hundred_thousand_cases);
criterion_main!(benches);
