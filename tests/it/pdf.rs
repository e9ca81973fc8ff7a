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

use std::path::Path;
use std::process::Command;

use ruling::exam::content::Questions;
use ruling::exam::definition::{ExamFile, Suits};
use ruling::exam::sheets::OutputFile;
use ruling::exam::{Exam, ExamOptions, build, output};
use ruling::i18n::Lang;
use ruling::pdf::{Entry, Files, Typesetter};

/// Whether `tool` runs here; when it does not and CI requires it, the test fails.
pub fn have(tool: &str) -> bool {
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
pub fn text_of(pdf: &[u8]) -> String {
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

pub fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the QR codes on page `page` of a PDF say.
fn qr_codes(pdf: &[u8], page: usize) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let page = page.to_string();
    let status = Command::new("pdftoppm")
        .args(["-r", "150", "-png", "-f", &page, "-l", &page, "-singlefile"])
        .arg(&path)
        .arg(dir.path().join("page"))
        .status()
        .unwrap();
    assert!(status.success());
    let out = Command::new("zbarimg")
        .args(["-q", "--raw"])
        .arg(dir.path().join("page.png"))
        .output()
        .unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn file<'a>(files: &'a [OutputFile], name: &str) -> &'a [u8] {
    &files
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no {name}"))
        .bytes
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

/// A two-student exam in Norwegian with a question of every kind of diagram: a full deal
/// with its play, an end position, a poll table, and a whole ruling in parts.
fn small_exam(questions: &Questions) -> Exam {
    let options = ExamOptions {
        templates:
            "revoke-play-64a2,claim-contested,ui-extraneous,weighted-two,revoke-64b1-nothing"
                .parse()
                .unwrap(),
        students: 2,
        seed: 21,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    build(questions, &options, &mut |_| {}).unwrap()
}

#[test]
fn booklets_hold_their_questions_and_the_key_alone_holds_the_answers() {
    let questions = Questions::bundled().unwrap();
    let exam = small_exam(&questions);
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    let mut names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            "all.pdf",
            "answers-01.pdf",
            "answers-02.pdf",
            "answers.pdf",
            "booklet-01.pdf",
            "booklet-02.pdf",
            "booklets.pdf",
            "exam.json",
            "key-01.pdf",
            "key-02.pdf",
            "key.pdf"
        ]
    );
    // exam.json rebuilds the same exam.
    let stored = ExamFile::parse(
        "exam.json",
        std::str::from_utf8(file(&files, "exam.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(stored, exam.file);
    if !have("pdftotext") {
        return;
    }
    let rendered = exam.render();
    let key = text_of(file(&files, "key.pdf"));
    let own_keys = [
        text_of(file(&files, "key-01.pdf")),
        text_of(file(&files, "key-02.pdf")),
    ];
    let student_sheets: Vec<(String, String)> = [
        "booklet-01",
        "booklet-02",
        "answers-01",
        "answers-02",
        "all",
        "booklets",
        "answers",
    ]
    .iter()
    .map(|n| (n.to_string(), text_of(file(&files, &format!("{n}.pdf")))))
    .collect();
    for (s, student) in exam.file.students.iter().enumerate() {
        let booklet = &student_sheets[s].1;
        let answers = &student_sheets[2 + s].1;
        assert!(
            booklet.contains(&student.code),
            "booklet {s}: no {}",
            student.code
        );
        assert!(
            answers.contains(&student.code),
            "answers {s}: no {}",
            student.code
        );
        for q in &rendered.questions[s] {
            assert!(
                booklet.contains(&q.side.code),
                "booklet {s}: no code {}",
                q.side.code
            );
            assert!(
                booklet.contains(&squash(&q.side.title)),
                "booklet {s}: no title {}",
                q.side.title
            );
            assert!(
                booklet.contains(&squash(&q.side.text)),
                "booklet {s}: no question {}",
                q.side.text
            );
        }
        // The other student's variants are not in this booklet.
        for q in &rendered.questions[1 - s] {
            assert!(
                !booklet.contains(&q.side.code),
                "booklet {s} holds {}",
                q.side.code
            );
        }
        // key.pdf gives every answer in its grid; the student's own key the rest.
        let key_grid = &key;
        let key = &own_keys[s];
        for k in &rendered.keys[s] {
            assert!(key.contains(&k.code), "key: no {}", k.code);
            assert!(
                key_grid.contains(&squash(&k.key.lettered)),
                "key.pdf: no answer {}",
                k.key.lettered
            );
            assert!(
                key.contains(&squash(&k.key.lettered)),
                "key: no answer {}",
                k.key.lettered
            );
            let texts = k
                .key
                .explanation
                .iter()
                .map(|e| &e.text)
                .chain(k.key.misreadings.iter().map(|m| &m.text));
            for text in texts {
                let text = squash(text);
                assert!(key.contains(&text), "key: no {text}");
                for (name, sheet) in &student_sheets {
                    assert!(!sheet.contains(&text), "{name} holds the key's {text}");
                }
            }
        }
    }
}

#[test]
fn the_qr_code_reads_as_the_exam_code() {
    let questions = Questions::bundled().unwrap();
    let exam = small_exam(&questions);
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !(have("pdftoppm") && have("zbarimg")) {
        return;
    }
    let code = exam.file.code.to_string();
    // The booklet's title page and the answer sheet's first page.
    assert_eq!(qr_codes(file(&files, "booklet-02.pdf"), 1), [code.as_str()]);
    // The answer sheet's page names the exam, the student and the page (issue 36).
    let page = qr_codes(file(&files, "answers-01.pdf"), 1);
    assert!(
        page.len() == 1 && page[0].starts_with(&format!("{code}.1.1.")),
        "{page:?}"
    );
}

#[test]
fn every_template_renders_in_every_language() {
    let questions = Questions::bundled().unwrap();
    let count = questions.templates().len();
    for lang in Lang::ALL {
        let options = ExamOptions {
            students: 1,
            seed: 5,
            lang,
            // Black-only printing in two of the languages, colour in the others.
            suits: if matches!(lang, Lang::De | Lang::Da) {
                Suits::Black
            } else {
                Suits::Colour
            },
            ..ExamOptions::default()
        };
        let exam = build(&questions, &options, &mut |_| {}).unwrap();
        assert_eq!(exam.file.questions.len(), count);
        let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
        if !have("pdftotext") {
            continue;
        }
        let booklet = text_of(file(&files, "booklet-01.pdf"));
        let key = text_of(file(&files, "key.pdf"));
        for variant in &exam.file.students[0].variants {
            let code = variant.code.to_string();
            assert!(booklet.contains(&code), "{lang}: booklet has no {code}");
            assert!(key.contains(&code), "{lang}: key has no {code}");
        }
    }
}

#[test]
fn the_exam_folder_is_written_whole() {
    let questions = Questions::bundled().unwrap();
    let exam = small_exam(&questions);
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("eksamen");
    output::write(&dir, &files, &exam.file.code, false).unwrap();
    for f in &files {
        assert_eq!(
            std::fs::read(dir.join(&f.name)).unwrap(),
            f.bytes,
            "{}",
            f.name
        );
    }
    assert!(Path::new(&dir.join("all.pdf")).is_file());
}

/// The pixels of page `page` at 40 dpi that print red: red well above green and blue.
fn red_pixels(pdf: &[u8], page: usize) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.pdf");
    std::fs::write(&path, pdf).unwrap();
    let page = page.to_string();
    let status = Command::new("pdftoppm")
        .args(["-r", "40", "-f", &page, "-l", &page, "-singlefile"])
        .arg(&path)
        .arg(dir.path().join("page"))
        .status()
        .unwrap();
    assert!(status.success());
    let ppm = std::fs::read(dir.path().join("page.ppm")).unwrap();
    // P6: four header tokens (magic, width, height, maximum), one space, then RGB bytes.
    let mut at = 0;
    for _ in 0..4 {
        while ppm[at].is_ascii_whitespace() {
            at += 1;
        }
        while !ppm[at].is_ascii_whitespace() {
            at += 1;
        }
    }
    ppm[at + 1..]
        .chunks_exact(3)
        .filter(|p| p[0] > 150 && p[1] < 90 && p[2] < 90)
        .count()
}

#[test]
fn hearts_and_diamonds_print_red_unless_black_is_asked() {
    let questions = Questions::bundled().unwrap();
    let options = |suits| ExamOptions {
        templates: "revoke-play-64a2".parse().unwrap(),
        seed: 4,
        suits,
        ..ExamOptions::default()
    };
    let booklet = |suits| {
        let exam = build(&questions, &options(suits), &mut |_| {}).unwrap();
        let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
        file(&files, "booklet-01.pdf").to_vec()
    };
    let (colour, black) = (booklet(Suits::Colour), booklet(Suits::Black));
    if !have("pdftoppm") {
        return;
    }
    // Page 2 holds the deal: thirteen hearts and diamonds at least, and the play.
    assert!(red_pixels(&colour, 2) > 50, "no red on the colour page");
    assert_eq!(red_pixels(&black, 2), 0, "red on the black-only page");
}

#[test]
fn an_auction_reads_in_four_columns_from_the_dealer() {
    use ruling::exam::sheets::sheet_words;
    use ruling::exam::view::{AuctionView, MadeCallView, SeatView};
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
        // The calls as the web writes them; a suit bid also by level and suit.
        calls: [
            ("1♠", Some((1, 'S'))),
            ("Pass", None),
            ("2NT", None),
            ("Double", None),
            ("Redouble", None),
            ("Pass", None),
            ("Pass", None),
            ("Pass", None),
        ]
        .into_iter()
        .enumerate()
        // South's pass in the second round came after a break in tempo.
        .map(|(i, (text, bid))| MadeCallView {
            text: text.into(),
            level: bid.map(|(level, _)| level),
            suit: bid.map(|(_, suit)| suit),
            symbol: None,
            red: false,
            slow: i == 6,
        })
        .collect(),
        // The web's own fields, which the sheet does not read.
        dealer_line: String::new(),
        rows: Vec::new(),
        slow_mark: String::new(),
        spoken: String::new(),
    };
    let data = serde_json::json!({ "auction": auction, "words": sheet_words(Lang::En) });
    let Some(text) = bridge_layout("auction(d.auction, d.words, true)", &data) else {
        return;
    };
    // Rows as laid out: West's first cell is empty, North dealt, each row reads West to
    // South, and each call stands under its seat.
    let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(words(rows[0]), ["West", "North", "East", "South"], "{text}");
    assert_eq!(words(rows[1]), ["1♠", "Pass", "2NT"], "{text}");
    assert_eq!(
        words(rows[2]),
        ["Double", "Redouble", "Pass", "Pass"],
        "{text}"
    );
    // The mark of the slow pass, under it in South's column.
    assert_eq!(words(rows[3]), ["(slow)"], "{text}");
    assert_eq!(
        column(rows[3], "(slow)"),
        column(rows[0], "South"),
        "{text}"
    );
    assert_eq!(words(rows[4]), ["Pass"], "{text}");
    assert_eq!(words(rows[5]), ["Dealer:", "North"], "{text}");
    assert_eq!(column(rows[1], "1♠"), column(rows[0], "North"), "{text}");
    assert_eq!(column(rows[1], "2NT"), column(rows[0], "South"), "{text}");
    assert_eq!(column(rows[2], "Double"), column(rows[0], "West"), "{text}");
}

/// Source: issue 21, "play records as trick tables with the leader marked". A row per
/// trick, each card under the seat that played it whoever led, the trick's number first;
/// a trick cut short leaves the seats that had not played empty.
#[test]
fn a_trick_table_puts_each_card_under_its_seat() {
    use ruling::exam::sheets::sheet_words;
    use ruling::present::diagram::{CardText, Diagram, Played, SeatText, TrickRow};
    let seat = |seat: char, name: &str| SeatText {
        seat,
        name: name.into(),
        initial: name[..1].into(),
    };
    // A row of one suit under West, North, East, South; "" where the seat had not played.
    let row = |number: u8, suit: char, ranks: [&'static str; 4], led: usize| TrickRow {
        number,
        leader: String::new(),
        cells: ranks
            .iter()
            .enumerate()
            .map(|(i, rank)| {
                (!rank.is_empty()).then(|| Played {
                    card: CardText {
                        suit,
                        symbol: "",
                        red: false,
                        rank,
                        spoken: String::new(),
                    },
                    led: i == led,
                    won: false,
                    spoken: String::new(),
                })
            })
            .collect(),
    };
    // West led the first trick, South won it and led the second; East had not played to
    // the third when play stopped.
    let diagram = Diagram {
        hands: Vec::new(),
        columns: vec![
            seat('W', "West"),
            seat('N', "North"),
            seat('E', "East"),
            seat('S', "South"),
        ],
        tricks: vec![
            row(1, 'H', ["K", "3", "7", "A"], 0),
            row(2, 'C', ["2", "Q", "10", "J"], 3),
            row(3, 'S', ["4", "9", "", "A"], 3),
        ],
    };
    let data = serde_json::json!({ "diagram": diagram, "words": sheet_words(Lang::En) });
    let Some(text) = bridge_layout("trick-table(d.diagram, d.words, true)", &data) else {
        return;
    };
    let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(
        words(rows[0]),
        ["Trick", "West", "North", "East", "South"],
        "{text}"
    );
    assert_eq!(words(rows[1]), ["1", "♥K", "♥3", "♥7", "♥A"], "{text}");
    assert_eq!(words(rows[2]), ["2", "♣2", "♣Q", "♣10", "♣J"], "{text}");
    assert_eq!(words(rows[3]), ["3", "♠4", "♠9", "♠A"], "{text}");
    for (row, card, seat) in [
        (1, "♥K", "West"),
        (2, "♣10", "East"),
        (2, "♣J", "South"),
        (3, "♠A", "South"),
    ] {
        assert_eq!(column(rows[row], card), column(rows[0], seat), "{text}");
    }
}

/// Source: issue 21, "page breaks never split a question". On the answer sheet a
/// question of several parts keeps its boxes together: no page goes on with the parts
/// of a question whose first part is on the page before.
#[test]
fn an_answer_sheet_never_splits_a_question_across_pages() {
    let questions = Questions::bundled().unwrap();
    // Forty questions, many of them whole rulings in parts: the sheet runs over pages.
    let options = ExamOptions {
        templates: "all:40".parse().unwrap(),
        students: 1,
        seed: 7,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    let exam = build(&questions, &options, &mut |_| {}).unwrap();
    let files = exam.files(Typesetter::global(), &mut |_| {}).unwrap();
    if !have("pdftotext") {
        return;
    }
    let text = layout_text_of(file(&files, "answers-01.pdf"));
    let pages: Vec<&str> = text
        .split('\x0c')
        .filter(|p| !p.trim().is_empty())
        .collect();
    assert!(pages.len() > 1, "one page only:\n{text}");
    let mut questions_in_parts = 0;
    for (number, page) in pages.iter().enumerate() {
        let mut first_part = false;
        for line in page.lines() {
            let words = words(line);
            // The scanned sheet names a part by its question and letter: 3a, 3b.
            let part = |w: &&str, letters: &str| {
                let mut chars: Vec<char> = w.chars().collect();
                let last = chars.pop();
                !chars.is_empty()
                    && chars.iter().all(char::is_ascii_digit)
                    && last.is_some_and(|c| letters.contains(c))
            };
            if words.iter().any(|w| part(w, "a")) {
                first_part = true;
                questions_in_parts += 1;
            } else if words.iter().any(|w| part(w, "bcd")) {
                assert!(
                    first_part,
                    "page {} goes on with a question begun before:\n{page}",
                    number + 1
                );
            }
        }
    }
    assert!(questions_in_parts > 5, "{text}");
}

/// `call`, a function of `templates/bridge.typ` applied to `d` (the JSON of `data`),
/// typeset and read back as `pdftotext -layout` places it; `None` without pdftotext.
fn bridge_layout(call: &str, data: &serde_json::Value) -> Option<String> {
    let source = format!("#import \"/bridge.typ\": *\n#let d = json(\"/d.json\")\n#{call}");
    let doc = Typesetter::global()
        .compile(
            Entry::Text(&source),
            &Files::new().json("/d.json", data).unwrap(),
        )
        .unwrap();
    have("pdftotext").then(|| layout_text_of(&doc.to_pdf().unwrap()))
}

/// The words of a printed row.
fn words(row: &str) -> Vec<&str> {
    row.split_whitespace().collect()
}

/// Where `word` starts in its row, in characters.
fn column(row: &str, word: &str) -> Option<usize> {
    row.find(word).map(|at| row[..at].chars().count())
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

/// Source: review security S2 and architecture-2 A9: a download names one file, and only
/// that file is made. An unknown name is refused before anything is read; one student's
/// booklet is typeset from that student alone in a class of any size, tagged as the
/// class's files are (`007` in a class of 120, as in `all.pdf`).
#[test]
fn one_students_booklet_is_typeset_alone_at_any_class_size() {
    use ruling::web::exams::{ExamFileName, file};
    assert_eq!(ExamFileName::parse("x.pdf", 120), None);
    assert_eq!(ExamFileName::parse("booklet-07.pdf", 120), None);
    assert_eq!(ExamFileName::parse("booklet-121.pdf", 120), None);
    assert_eq!(ExamFileName::parse("answers-000.pdf", 120), None);
    assert_eq!(
        ExamFileName::parse("booklet-007.pdf", 120),
        Some(ExamFileName::Booklet(7))
    );
    assert_eq!(
        ExamFileName::parse("answers-07.pdf", 12),
        Some(ExamFileName::Answers(7))
    );
    assert_eq!(ExamFileName::parse("key.pdf", 1), Some(ExamFileName::Key));
    let questions = Questions::bundled().unwrap();
    let options = ExamOptions {
        templates: "imps-conversion".parse().unwrap(),
        students: 120,
        seed: 5,
        lang: Lang::En,
        ..ExamOptions::default()
    };
    let exam = build(&questions, &options, &mut |_| {}).unwrap();
    let definition = serde_json::to_string(&exam.file).unwrap();
    let which = ExamFileName::parse("booklet-007.pdf", 120).unwrap();
    let booklet = file(Typesetter::global(), &definition, "booklet-007.pdf", which)
        .unwrap()
        .expect("student 7's booklet");
    assert_eq!(booklet.name, "booklet-007.pdf");
    assert!(booklet.bytes.starts_with(b"%PDF"));
    if !have("pdftotext") {
        return;
    }
    let text = text_of(&booklet.bytes);
    let seventh = &exam.file.students[6];
    assert!(text.contains(&seventh.code), "student 7's own code: {text}");
    assert!(text.contains("Student 007"), "the class's tag: {text}");
    assert!(
        !text.contains(&exam.file.students[7].code),
        "nobody else's sheets"
    );
}
