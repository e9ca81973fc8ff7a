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

/// The host's share of the CPU time this machine wanted from one moment to another:
/// time the virtual CPUs were ready to run and the host ran something else instead
/// (`steal` in `/proc/stat`), of the time they were busy or ready. On a shared host
/// it inflates every wall time of a run, and the load average does not show it.
pub struct Steal {
    /// Ticks the CPUs had work: busy, or ready and stolen (all but idle and iowait).
    wanted: u64,
    steal: u64,
}

impl Steal {
    /// The counters now; zero where `/proc/stat` is not there (not Linux).
    pub fn now() -> Steal {
        let line = std::fs::read_to_string("/proc/stat")
            .ok()
            .and_then(|s| s.lines().next().map(str::to_owned))
            .unwrap_or_default();
        // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"
        let ticks: Vec<u64> = line
            .split_whitespace()
            .skip(1)
            .take(8)
            .filter_map(|f| f.parse().ok())
            .collect();
        let at = |i: usize| ticks.get(i).copied().unwrap_or(0);
        Steal {
            wanted: ticks.iter().sum::<u64>() - at(3) - at(4),
            steal: at(7),
        }
    }

    /// The share stolen since `self` of the CPU time the machine wanted, in per cent:
    /// `?` when nothing was counted.
    pub fn since(&self) -> String {
        let now = Steal::now();
        let wanted = now.wanted.saturating_sub(self.wanted);
        if wanted == 0 {
            return "?".into();
        }
        let steal = now.steal.saturating_sub(self.steal);
        format!("{:.0} %", 100.0 * steal as f64 / wanted as f64)
    }
}
