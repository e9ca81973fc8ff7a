//! A benchmark's headline figures for `bench/report`'s one table. Each benchmark prints
//! its own detailed table; when `RULING_BENCH_REPORT` names a file it also appends each
//! headline figure there, one tab-separated line (benchmark, figure, value, goal, met),
//! which `bench/report` gathers into the project's one table, the source of README's.
#![allow(dead_code, reason = "each benchmark uses the part it needs")]

use std::io::Write;

/// What a figure must reach, in the figure's unit.
#[derive(Debug, Clone, Copy)]
pub enum Goal {
    /// At most this much (a time, a size).
    AtMost(f64),
    /// At least this much (a rate, a ratio).
    AtLeast(f64),
    /// No goal: shown for the record.
    None,
}

/// Adds one figure to the report file, when there is one; a report that cannot be
/// written is said on standard error and leaves the benchmark's own table alone.
pub fn figure(bench: &str, what: &str, value: f64, unit: &str, goal: Goal) {
    let Some(path) = std::env::var_os("RULING_BENCH_REPORT") else {
        return;
    };
    let (goal, met) = match goal {
        Goal::AtMost(g) => (format!("≤ {} {unit}", number(g)), value <= g),
        Goal::AtLeast(g) => (format!("≥ {} {unit}", number(g)), value >= g),
        Goal::None => (String::new(), true),
    };
    let verdict = match (goal.is_empty(), met) {
        (true, _) => "",
        (false, true) => "met",
        (false, false) => "NOT MET",
    };
    let line = format!(
        "{bench}\t{what}\t{} {unit}\t{goal}\t{verdict}\n",
        number(value)
    );
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .and_then(|mut f| f.write_all(line.as_bytes()));
    if let Err(e) = written {
        eprintln!("{}: {e}", std::path::Path::new(&path).display());
    }
}

/// Three significant figures or the whole number, with thin thousands separators.
fn number(x: f64) -> String {
    if x.abs() >= 100.0 {
        let whole = format!("{:.0}", x.abs());
        let mut out = String::new();
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        if x < 0.0 { format!("-{out}") } else { out }
    } else if x.abs() >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}
