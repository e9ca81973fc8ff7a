//! The printed files' layout, read back as an instructor would hold the paper: the key's
//! answer grid over as many pages as the class needs, every row once and above the
//! footer; every booklet and answer sheet an even number of pages for duplex printing,
//! in `all.pdf` and in the per-set `booklets.pdf` and `answers.pdf`; the title page's
//! rules and instructions; "Side 2 av 5" footers; a played deal on US Letter.
//!
//! Source: issue 34, items 2, 5, 8 and the title-page half of 3; review P2, P5, P10,
//! P13. The reading back needs poppler-utils, as in `pdf.rs`.

use std::collections::BTreeMap;
use std::process::Command;

use ruling::exam::definition::Paper;
use ruling::exam::keybook::KeyBook;
use ruling::exam::sheets::{OutputFile, tag};
use ruling::exam::whole::WholeFile;
use ruling::exam::{Exam, ExamOptions, build, content::Questions};
use ruling::i18n::Lang;
use ruling::pdf::Typesetter;

use crate::pdf::have;

fn exam(templates: &str, students: usize, lang: Lang, options: ExamOptions) -> Exam {
    let questions = Questions::bundled().unwrap();
    let options = ExamOptions {
        templates: templates.parse().unwrap(),
        students,
        seed: 34,
        lang,
        ..options
    };
    build(&questions, &options, &mut |_| {}).unwrap()
}

fn file<'a>(files: &'a [OutputFile], name: &str) -> &'a [u8] {
    &files
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no {name}"))
        .bytes
}

/// The text of each page of a PDF (`pdftotext -layout`, pages parted by form feeds).
fn pages_of(pdf: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    // The form feed ends the last page too.
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

/// A word of a page as `pdftotext -bbox-layout` places it.
#[derive(Debug)]
struct Word {
    x: f64,
    top: f64,
    bottom: f64,
    text: String,
}

fn attr(tag: &str, name: &str) -> f64 {
    let tag = format!(" {tag}");
    let at = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
    tag[at..].split('"').next().unwrap().parse().unwrap()
}

/// The words of each page of a PDF with their boxes.
fn words_of(pdf: &[u8]) -> Vec<Vec<Word>> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-bbox-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let html = String::from_utf8(out.stdout).unwrap();
    html.split("<page ")
        .skip(1)
        .map(|page| {
            page.split("<word ")
                .skip(1)
                .map(|w| {
                    let (tag, rest) = w.split_once('>').unwrap();
                    Word {
                        x: attr(tag, "xMin"),
                        top: attr(tag, "yMin"),
                        bottom: attr(tag, "yMax"),
                        text: rest.split("</word>").next().unwrap().to_owned(),
                    }
                })
                .collect()
        })
        .collect()
}

/// "Side 2 av 5" in a page's text: (2, 5).
fn page_of(page: &str, word: &str, of: &str) -> Option<(usize, usize)> {
    let words: Vec<&str> = page.split_whitespace().collect();
    words.windows(4).rev().find_map(|w| {
        (w[0] == word && w[2] == of).then(|| Some((w[1].parse().ok()?, w[3].parse().ok()?)))?
    })
}

/// The parts of a print job read back from its footers: each part's first page
/// (1-based) and its pages, blank padding pages included.
fn parts_by_footer(pages: &[String], word: &str, of: &str) -> Vec<(usize, usize, usize)> {
    let mut parts: Vec<(usize, usize, usize)> = Vec::new();
    for (i, page) in pages.iter().enumerate() {
        match page_of(page, word, of) {
            Some((1, total)) => parts.push((i + 1, 1, total)),
            Some((n, total)) => {
                let last = parts.last_mut().expect("a part that does not start at 1");
                assert_eq!((n, total), (last.1 + 1, last.2), "page {}", i + 1);
                last.1 = n;
            }
            None => {
                assert!(
                    page.trim().is_empty(),
                    "page {} has no footer:\n{page}",
                    i + 1
                );
                let last = parts.last_mut().expect("a blank first page");
                assert_eq!(last.1, last.2, "a blank page inside a part, page {}", i + 1);
                last.1 += 1;
            }
        }
    }
    parts
}

#[test]
fn a_key_of_sixty_has_every_row_once_above_the_footer_and_no_lone_heading() {
    let exam = exam(
        "score-made,imps-conversion,weighted-two",
        60,
        Lang::Nb,
        ExamOptions::default(),
    );
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    // The server's path, a chunk of students at a time, makes the same key.
    let whole = |which| ruling::exam::whole::typeset(Typesetter::global(), &exam, which).unwrap();
    assert!(
        ruling::exam::whole::chunks(&exam).len() > 1,
        "one chunk only"
    );
    assert!(
        whole(WholeFile::Key) == file(&files, "key.pdf"),
        "another key"
    );
    let booklets = whole(WholeFile::Booklets);
    if !have("pdftotext") {
        return;
    }
    assert_eq!(
        pages_of(&booklets),
        pages_of(file(&files, "booklets.pdf")),
        "booklets.pdf"
    );
    let key = file(&files, "key.pdf");
    let pages = words_of(key);
    assert!(pages.len() > 1, "60 rows fit one page?");
    let mut rows: BTreeMap<String, usize> = BTreeMap::new();
    let mut in_grid = true;
    for (p, words) in pages.iter().enumerate() {
        // The footer is the lowest line, and nothing runs into it.
        let footer_top = words.iter().map(|w| w.top).fold(0.0, f64::max);
        let footer: Vec<&str> = words
            .iter()
            .filter(|w| w.top == footer_top)
            .map(|w| w.text.as_str())
            .collect();
        let said = footer.join(" ");
        assert!(
            said.contains(&format!("Side {} av {}", p + 1, pages.len())),
            "key page {}: footer {said}",
            p + 1
        );
        let body: Vec<&Word> = words.iter().filter(|w| w.top < footer_top).collect();
        for w in &body {
            assert!(
                w.bottom <= footer_top,
                "key page {}: {} runs into the footer",
                p + 1,
                w.text
            );
        }
        // More than a heading on every page.
        let mut lines: Vec<i64> = body.iter().map(|w| w.top as i64).collect();
        lines.dedup();
        assert!(lines.len() > 3, "key page {} holds {lines:?} only", p + 1);
        // The grid's rows: a line that starts with a tag, until the explanations begin.
        let mut sorted = body.clone();
        sorted.sort_by(|a, b| a.top.total_cmp(&b.top).then(a.x.total_cmp(&b.x)));
        let mut line_top = f64::MIN;
        for w in sorted {
            if w.text == "Forklaringer," {
                in_grid = false;
            }
            let starts_line = (w.top - line_top).abs() > 2.0;
            if starts_line {
                line_top = w.top;
            }
            if in_grid && starts_line && w.text.len() == 2 && w.text.parse::<u32>().is_ok() {
                *rows.entry(w.text.clone()).or_default() += 1;
            }
        }
    }
    let expected: BTreeMap<String, usize> = (1..=60).map(|n| (tag(n, 60), 1)).collect();
    assert_eq!(rows, expected, "each student's row exactly once");
    // The title, the grid's heading and its first row on page 1.
    let first: Vec<&str> = pages[0].iter().map(|w| w.text.as_str()).collect();
    let first = first.join(" ");
    assert!(
        first.starts_with("Eksamen for turneringsledere Fasit"),
        "{first}"
    );
    assert!(
        first.contains("Svarene for alle kandidater Kandidat 01"),
        "{first}"
    );
}

#[test]
fn the_compact_key_explains_each_kind_once_for_every_student_of_it() {
    let exam = exam(
        "revoke-play-64a2,claim-contested,ui-extraneous",
        12,
        Lang::En,
        ExamOptions::default(),
    );
    let mut book = KeyBook::new();
    book.add(&exam.render());
    for q in 1..=3 {
        let kinds = book.students_by_kind(q);
        let mut everyone: Vec<String> = kinds.concat();
        everyone.sort();
        let class: Vec<String> = (1..=12).map(|n| tag(n, 12)).collect();
        assert_eq!(everyone, class, "question {q}: every student in one kind");
        assert!(kinds.len() < 12, "question {q}: a kind per student");
    }
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !have("pdftotext") {
        return;
    }
    let key = crate::pdf::text_of(file(&files, "key.pdf"));
    for q in 1..=3 {
        for students in book.students_by_kind(q) {
            let line = format!("Students: {}", students.join(", "));
            assert!(key.contains(&line), "key: no {line}");
        }
    }
    // Each student's own key holds his answers and explanations, and nobody else's.
    let rendered = exam.render();
    for (s, student) in exam.file.students.iter().enumerate() {
        let own = crate::pdf::text_of(file(&files, &format!("key-{}.pdf", tag(s + 1, 12))));
        assert!(own.contains(&student.code), "key-{}: no code", s + 1);
        for k in &rendered.keys[s] {
            assert!(own.contains(&crate::pdf::squash(&k.key.lettered)));
            for step in &k.key.explanation {
                assert!(own.contains(&crate::pdf::squash(&step.text)));
            }
        }
        let other = &exam.file.students[(s + 1) % 12].code;
        assert!(!own.contains(other.as_str()), "key-{} holds {other}", s + 1);
    }
}

#[test]
fn every_booklet_and_answer_sheet_prints_duplex_with_its_pages_counted() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("regler.txt");
    std::fs::write(&rules, "Tid: tre timer.\n\nHjelpemidler: lovboka.\n").unwrap();
    let instructions = ruling::exam::instructions::read(&rules).unwrap();
    let exam = exam(
        "revoke-play-64a2,claim-contested,ui-extraneous,weighted-two,revoke-64b1-nothing",
        3,
        Lang::Nb,
        ExamOptions {
            instructions: Some(instructions),
            ..ExamOptions::default()
        },
    );
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !have("pdftotext") {
        return;
    }
    let all = pages_of(file(&files, "all.pdf"));
    let parts = parts_by_footer(&all, "Side", "av");
    assert_eq!(parts.len(), 6, "a booklet and a sheet per student");
    for (first, pages, total) in &parts {
        assert!(pages % 2 == 0, "a part of {total} pages padded to {pages}");
        assert!(first % 2 == 1, "a part starts on the back of a sheet");
    }
    assert!(
        parts.iter().any(|(_, pages, total)| pages > total),
        "nothing padded"
    );
    // The booklets and the answer sheets alone, a set each, as evenly.
    for (name, set, word) in [
        ("booklets.pdf", 0, "Oppgavehefte"),
        ("answers.pdf", 1, "Svarark"),
    ] {
        let pages = pages_of(file(&files, name));
        let sets = parts_by_footer(&pages, "Side", "av");
        let expected: Vec<usize> = parts.iter().skip(set).step_by(2).map(|p| p.1).collect();
        assert_eq!(
            sets.iter().map(|p| p.1).collect::<Vec<_>>(),
            expected,
            "{name}"
        );
        for (first, _, _) in sets {
            assert!(
                pages[first - 1].contains(word),
                "{name} p. {first}: no {word}"
            );
        }
    }
    // The title page: the instructions as written, the rules, the page count.
    let title = &all[0];
    let booklet_pages = parts[0].2;
    for said in [
        "Tid: tre timer.",
        "Hjelpemidler: lovboka.",
        "64A2 eller § 64 A2",
        "like stor andel av spørsmålets poeng",
        "nøyaktig ett riktig svar",
        &format!("Dette heftet har {booklet_pages} sider"),
        &format!("Side 1 av {booklet_pages}"),
    ] {
        assert!(title.contains(said), "title page: no {said}\n{title}");
    }
    // Stored, so that a reprint prints them too.
    assert!(
        exam.file
            .instructions
            .as_deref()
            .is_some_and(|i| i.contains("Tid: tre timer."))
    );
}

#[test]
fn without_duplex_nothing_is_padded() {
    let exam = exam(
        "revoke-play-64a2,claim-contested,ui-extraneous,weighted-two,revoke-64b1-nothing",
        2,
        Lang::De,
        ExamOptions {
            duplex: false,
            ..ExamOptions::default()
        },
    );
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !have("pdftotext") {
        return;
    }
    let all = pages_of(file(&files, "all.pdf"));
    let parts = parts_by_footer(&all, "Seite", "von");
    assert_eq!(parts.len(), 4);
    assert!(
        parts.iter().all(|(_, pages, total)| pages == total),
        "{parts:?}"
    );
}

#[test]
fn played_deals_print_two_a_page_on_us_letter() {
    let templates = "revoke-play-64a1,revoke-play-64a2,revoke-play-64b1,revoke-play-64b3-dummy";
    let exam = exam(
        templates,
        1,
        Lang::De,
        ExamOptions {
            paper: Paper::Letter,
            duplex: false,
            ..ExamOptions::default()
        },
    );
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !have("pdftotext") {
        return;
    }
    let pages = pages_of(file(&files, "booklet-01.pdf"));
    // The title page, then four questions with their hands, tricks and auctions.
    assert_eq!(pages.len(), 3, "{pages:#?}");
}

#[test]
fn instructions_that_cannot_be_read_or_are_too_long_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let run = |instructions: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_ruling"))
            .args(["exam", "--templates", "score-made", "-o"])
            .arg(dir.path().join("out"))
            .arg("--instructions")
            .arg(instructions)
            .output()
            .unwrap()
    };
    let missing = dir.path().join("mangler.txt");
    let out = run(&missing);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("mangler.txt"));
    let long = dir.path().join("lang.txt");
    std::fs::write(&long, "ord ".repeat(1000)).unwrap();
    let out = run(&long);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        said.contains("lang.txt") && said.contains("at most 1500"),
        "{said}"
    );
    assert!(!dir.path().join("out").exists(), "nothing written");
}

#[test]
fn the_web_lists_and_serves_the_new_files() {
    use ruling::web::exams::{ExamFileName, file_names};
    let names = file_names(2);
    for name in ["booklets.pdf", "answers.pdf", "key-01.pdf", "key-02.pdf"] {
        assert!(names.iter().any(|n| n == name), "{name} not listed");
    }
    assert_eq!(
        ExamFileName::parse("booklets.pdf", 2),
        Some(ExamFileName::Set(WholeFile::Booklets))
    );
    assert_eq!(
        ExamFileName::parse("key-007.pdf", 120),
        Some(ExamFileName::StudentKey(7))
    );
    assert_eq!(ExamFileName::parse("key-7.pdf", 120), None);
}
