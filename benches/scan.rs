//! Answer sheets read from scans, timed: a class of 30 (written-in answers, so every page
//! is full of grids) rendered at 150 and 300 dpi, saved as JPEG, then read and graded
//! with `ruling::scan::run` on every core. Prints a table: pages, seconds, pages a second.
//! Goal on the 2-core machine: at least 10 pages/s at 150 dpi, a class of 30 two-page
//! sheets in under 10 s.

#![allow(missing_docs, reason = "a benchmark binary, not API")]

#[path = "support/allocator.rs"]
mod allocator;

use std::time::Instant;

#[path = "support/report.rs"]
mod report;
use report::{Goal, figure};

use image::GrayImage;

use ruling::exam::content::Questions;
use ruling::exam::definition::Format;
use ruling::exam::{ExamOptions, build};
use ruling::pdf::Typesetter;

fn main() {
    let options = ExamOptions {
        templates: "revoke:10,adjustments:8".parse().expect("templates"),
        students: 30,
        seed: 1,
        format: Format::Free,
        ..ExamOptions::default()
    };
    let exam = build(&Questions::bundled().expect("bank"), &options, &mut |_| {}).expect("exam");
    let doc =
        ruling::exam::sheets::print_job(Typesetter::global(), &exam.render()).expect("sheets");
    let pages = doc.pages();
    let sheet_pages: Vec<usize> = doc
        .parts()
        .iter()
        .filter(|p| p.name.starts_with("answers-"))
        .flat_map(|p| p.pages.clone())
        .filter(|&p| pages[p - 1].frame.items().next().is_some())
        .collect();
    println!("| dpi | pages | read and graded (s) | pages/s |");
    println!("|----:|------:|--------------------:|--------:|");
    for dpi in [150.0_f32, 300.0] {
        let dir = tempfile::tempdir().expect("temp");
        std::fs::write(
            dir.path().join("exam.json"),
            serde_json::to_string(&exam.file).expect("json"),
        )
        .expect("exam.json");
        let mut files = Vec::new();
        for (i, &p) in sheet_pages.iter().enumerate() {
            let pixmap = typst_render::render(&pages[p - 1], dpi / 72.0);
            let img = GrayImage::from_fn(pixmap.width(), pixmap.height(), |x, y| {
                let px = pixmap.pixel(x, y).expect("pixel");
                image::Luma([if px.alpha() == 0 { 255 } else { px.green() }])
            });
            let path = dir.path().join(format!("page-{i:03}.jpg"));
            img.save(&path).expect("jpeg");
            files.push(path);
        }
        let start = Instant::now();
        let scan = ruling::scan::run::run(dir.path(), &exam, &files, None).expect("scan");
        let secs = start.elapsed().as_secs_f64();
        assert_eq!(scan.read.len(), files.len(), "every page read");
        println!(
            "| {dpi} | {} | {secs:.2} | {:.1} |",
            files.len(),
            files.len() as f64 / secs
        );
        let rate = files.len() as f64 / secs;
        figure(
            "scan",
            &format!("answer sheets read and graded at {dpi} dpi"),
            rate,
            "pages/s",
            if dpi == 150.0 {
                Goal::AtLeast(10.0)
            } else {
                Goal::None
            },
        );
        if dpi == 150.0 {
            figure(
                "scan",
                "a class of 30 two-page sheets at 150 dpi",
                60.0 / rate,
                "s",
                Goal::AtMost(10.0),
            );
        }
    }
}
