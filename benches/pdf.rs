//! Printed exams, timed: a 40-question booklet plus key with the typesetter warm (fonts
//! parsed, a first exam compiled), and a 30-student set of ten questions from drawing
//! the variants to the last PDF. Each exam run is a new one (another seed), so typst's
//! cache cannot hand back a finished layout. Medians of several runs, in a table.
//! Goals on the 2-core development machine: under 100 ms for the booklet plus key,
//! under 3 s for the 30-student set.
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

/// Draws and typesets one exam; the two times, and the pages and bytes made.
fn run(
    questions: &Questions,
    typesetter: &Typesetter,
    options: &ExamOptions,
) -> (Duration, Duration, usize) {
    let start = Instant::now();
    let exam = build(questions, options, &mut |_| {}).expect("the exam builds");
    let drawn = start.elapsed();
    let start = Instant::now();
    let files = exam
        .files(typesetter, &mut |_| {})
        .expect("the exam typesets");
    let typeset = start.elapsed();
    (drawn, typeset, files.iter().map(|f| f.bytes.len()).sum())
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
    let (_, cold, _) = run(&questions, &typesetter, &booklet(1));
    let (mut draw40, mut type40) = (Vec::new(), Vec::new());
    let mut bytes40 = 0;
    for seed in 2..12 {
        let (d, t, b) = run(&questions, &typesetter, &booklet(seed));
        draw40.push(d);
        type40.push(t);
        bytes40 = b;
    }
    let (mut draw30, mut type30, mut total30) = (Vec::new(), Vec::new(), Vec::new());
    let mut bytes30 = 0;
    for seed in 100..105 {
        let (d, t, b) = run(&questions, &typesetter, &class(seed));
        draw30.push(d);
        type30.push(t);
        total30.push(d + t);
        bytes30 = b;
    }
    println!("| run | draw variants | typeset + PDF | total | goal | output |");
    println!("|---|---:|---:|---:|---:|---:|");
    println!("| load fonts and sources | | | {} | | |", ms(fonts));
    println!(
        "| 40 questions, booklet + key, cold | | {} | | | |",
        ms(cold)
    );
    let (d, t) = (median(draw40), median(type40));
    println!(
        "| 40 questions, booklet + key, warm (median of 10) | {} | {} | {} | 100 ms (typeset) | {} kB |",
        ms(d),
        ms(t),
        ms(d + t),
        bytes40 / 1000
    );
    println!(
        "| 30 students × 10 questions (median of 5) | {} | {} | {} | 3 s | {} kB |",
        ms(median(draw30)),
        ms(median(type30)),
        ms(median(total30)),
        bytes30 / 1000
    );
}
