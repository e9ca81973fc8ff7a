//! Printed exams, timed: a 40-question booklet plus key with the typesetter warm (fonts
//! parsed, a first exam compiled), a 30-student and a 120-student set of ten questions
//! from drawing the variants to the last PDF (every file of the folder), and the peak
//! memory of the largest class, 999 students, set and written as `ruling exam` does. Each exam run is a new one (another seed), so typst's
//! cache cannot hand back a finished layout. Medians of several runs, and the mean wall
//! time, in a table.
//! Goals on the 2-core development machine (issue 34): under 100 ms for the booklet plus
//! key, under 0.5 s for 30 students × 10 questions, under 2 s for 120 × 10, and under
//! 400 MB of peak memory for 999 students.
//!
//! The machine is shared, so beside the wall time the table gives the CPU time the
//! process used (user + system, all threads, from `/proc/self/stat`; Linux only), which
//! other people's builds do not inflate, and the load average the run saw.
//!
//! Run: `bench/pdf` (or `cargo bench --bench pdf`).

#[path = "support/allocator.rs"]
mod allocator;

use std::time::{Duration, Instant};

#[path = "support/report.rs"]
mod report;
use report::{Goal, Steal, figure};

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

/// The peak resident memory of this process so far (`VmHWM`), in MB.
fn peak_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Run in a child process of its own (so the peak is the class's alone): sets an exam of
/// 999 students × 5 questions and writes its folder as `ruling exam` does, then prints
/// the wall time and the peak memory for the parent's table.
const LARGEST: &str = "RULING_BENCH_LARGEST";

fn largest(questions: &Questions) {
    let options = ExamOptions {
        templates: "revoke:2,claims:2,adjustments:1"
            .parse()
            .expect("a selection"),
        students: ruling::exam::MAX_STUDENTS,
        seed: 7,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    let start = Instant::now();
    let exam = build(questions, &options, &mut |_| {}).expect("the exam builds");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut staging =
        ruling::exam::output::Staging::new(&dir.path().join("exam"), &exam.file.code, false)
            .expect("a folder to write");
    let mut bytes = 0;
    exam.write_files(Typesetter::global(), &mut |_| {}, &mut |file| {
        bytes += file.bytes.len();
        Ok(staging.add(&file)?)
    })
    .expect("the exam typesets");
    staging.finish().expect("the folder is written");
    println!(
        "{:.1} {:.0} {}",
        start.elapsed().as_secs_f64(),
        peak_mb(),
        bytes / 1000
    );
}

fn main() {
    let steal = Steal::now();
    let questions = Questions::bundled().expect("the bundled bank loads");
    if std::env::var_os(LARGEST).is_some() {
        largest(&questions);
        return;
    }
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
    let class = |students, seed| ExamOptions {
        templates: "revoke:4,claims:3,adjustments:3"
            .parse()
            .expect("a selection"),
        students,
        seed,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    // Cold: the first exam after loading the fonts.
    let cold = run(&questions, &typesetter, &booklet(1));
    let row = |name: &str, runs: Vec<Run>, goal: &str, goal_ms: Option<f64>| {
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
        if let Some(goal_ms) = goal_ms {
            figure(
                "pdf",
                name,
                total.as_secs_f64() * 1e3,
                "ms",
                Goal::AtMost(goal_ms),
            );
        }
    };
    println!(
        "| run | draw variants | typeset + PDF | total (wall) | mean total | CPU | goal | output |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    println!("| load fonts and sources | | | {} | | | | |", ms(fonts));
    row("40 questions, booklet + key, cold", vec![cold], "", None);
    let warm: Vec<Run> = (2..12)
        .map(|seed| run(&questions, &typesetter, &booklet(seed)))
        .collect();
    row(
        "40 questions, booklet + key, warm (median of 10)",
        warm,
        "100 ms",
        Some(100.0),
    );
    let thirty: Vec<Run> = (100..105)
        .map(|seed| run(&questions, &typesetter, &class(30, seed)))
        .collect();
    row(
        "30 students × 10 questions, all files (median of 5)",
        thirty,
        "0.5 s",
        Some(500.0),
    );
    let hundred_twenty: Vec<Run> = (200..203)
        .map(|seed| run(&questions, &typesetter, &class(120, seed)))
        .collect();
    row(
        "120 students × 10 questions, all files (median of 3)",
        hundred_twenty,
        "2 s",
        Some(2000.0),
    );
    // The largest class in a process of its own, so its peak is not the runs' above.
    match std::env::current_exe().and_then(|me| {
        std::process::Command::new(me)
            .env(LARGEST, "1")
            .stderr(std::process::Stdio::inherit())
            .output()
    }) {
        Ok(out) if out.status.success() => {
            let said = String::from_utf8_lossy(&out.stdout);
            let v: Vec<&str> = said.split_whitespace().collect();
            if let [secs, mb, kb] = v[..] {
                println!(
                    "| 999 students × 5 questions, folder written: peak memory {mb} MB \
                     (goal 400 MB) | | | {secs} s | | | | {kb} kB |"
                );
                if let Ok(mb) = mb.parse::<f64>() {
                    figure(
                        "pdf",
                        "999 students × 5 questions, folder written: peak memory",
                        mb,
                        "MB",
                        Goal::AtMost(400.0),
                    );
                }
            }
        }
        other => println!("| 999 students: the child run failed: {other:?} | | | | | | | |"),
    }
    println!(
        "\nload average (1 min) at the end: {}; CPU time taken by the host: {}",
        load_average(),
        steal.since()
    );
}
