//! Printed exams, timed: a 40-question booklet plus key with the typesetter warm (fonts
//! parsed, a first exam compiled), and a 30-student set of ten questions from drawing
//! the variants to the last PDF. Each exam run is a new one (another seed), so typst's
//! cache cannot hand back a finished layout. Medians of several runs, and the mean wall
//! time, in a table.
//! Goals on the 2-core development machine: under 100 ms for the booklet plus key,
//! under 3 s for the 30-student set.
//!
//! The machine is shared, so beside the wall time the table gives the CPU time the
//! process used (user + system, all threads, from `/proc/self/stat`; Linux only), which
//! other people's builds do not inflate, and the load average the run saw.
//!
//! Run: `bench/pdf` (or `cargo bench --bench pdf`).

use std::time::{Duration, Instant};

use ruling::exam::content::Questions;
use ruling::exam::{ExamOptions, build};
use ruling::i18n::Lang;
use ruling::pdf::Typesetter;

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1e3)
}

/// CPU time used by this process so far (every thread), in clock ticks of 10 ms;
/// zero where `/proc` is not there.
fn cpu() -> Duration {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return Duration::ZERO;
    };
    // After the command name in parentheses: utime and stime are fields 14 and 15.
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    Duration::from_millis(10 * (ticks(11) + ticks(12)))
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

/// One exam drawn and typeset: wall times of the two steps, CPU time of both, bytes.
struct Run {
    drawn: Duration,
    typeset: Duration,
    cpu: Duration,
    bytes: usize,
}

fn run(questions: &Questions, typesetter: &Typesetter, options: &ExamOptions) -> Run {
    let (start, cpu_start) = (Instant::now(), cpu());
    let exam = build(questions, options, &mut |_| {}).expect("the exam builds");
    let drawn = start.elapsed();
    let start = Instant::now();
    let files = exam
        .files(typesetter, &mut |_| {})
        .expect("the exam typesets");
    Run {
        drawn,
        typeset: start.elapsed(),
        cpu: cpu() - cpu_start,
        bytes: files.iter().map(|f| f.bytes.len()).sum(),
    }
}

fn main() {
    let questions = Questions::bundled().expect("the bundled bank loads");
    let start = Instant::now();
    let typesetter = Typesetter::new();
    let fonts = start.elapsed();
    let booklet = |seed| ExamOptions {
        templates: "all:40".parse().expect("a selection"),
        students: 1,
        seed,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    let class = |seed| ExamOptions {
        templates: "revoke:4,claims:3,adjustments:3"
            .parse()
            .expect("a selection"),
        students: 30,
        seed,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    // Cold: the first exam after loading the fonts.
    let cold = run(&questions, &typesetter, &booklet(1));
    let row = |name: &str, runs: Vec<Run>, goal: &str| {
        let bytes = runs.last().map_or(0, |r| r.bytes);
        let drawn = median(runs.iter().map(|r| r.drawn).collect());
        let typeset = median(runs.iter().map(|r| r.typeset).collect());
        let totals: Vec<Duration> = runs.iter().map(|r| r.drawn + r.typeset).collect();
        // The mean beside the median: typst's cache is tidied every few compiles, and
        // the median alone would leave out the runs that pay for it.
        let mean = totals.iter().sum::<Duration>() / totals.len().max(1) as u32;
        let total = median(totals);
        let cpu = median(runs.iter().map(|r| r.cpu).collect());
        println!(
            "| {name} | {} | {} | {} | {} | {} | {goal} | {} kB |",
            ms(drawn),
            ms(typeset),
            ms(total),
            ms(mean),
            ms(cpu),
            bytes / 1000
        );
    };
    println!(
        "| run | draw variants | typeset + PDF | total (wall) | mean total | CPU | goal | output |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    println!("| load fonts and sources | | | {} | | | | |", ms(fonts));
    row("40 questions, booklet + key, cold", vec![cold], "");
    let warm: Vec<Run> = (2..12)
        .map(|seed| run(&questions, &typesetter, &booklet(seed)))
        .collect();
    row(
        "40 questions, booklet + key, warm (median of 10)",
        warm,
        "100 ms",
    );
    let class: Vec<Run> = (100..105)
        .map(|seed| run(&questions, &typesetter, &class(seed)))
        .collect();
    row("30 students × 10 questions (median of 5)", class, "3 s");
    println!("\nload average (1 min) at the end: {}", load_average());
}
