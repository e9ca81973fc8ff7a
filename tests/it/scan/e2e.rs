//! End to end (issue 36): `ruling exam` sets the exam; its answer sheets are rendered,
//! student 1's marked right and student 2's with known wrong answers; a scanner's PDF of
//! the one and phone photos of the other go to `ruling exam scan`; `results.csv` must be
//! what `ruling exam grade` writes for the same answers typed.

use std::fs;
use std::path::Path;
use std::process::Command;

use image::GrayImage;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ruling::exam::Exam;
use ruling::exam::definition::ExamFile;
use ruling::exam::sheets::layout::Field;
use ruling::laws::Answer;
use ruling::model::Fraction;

use super::paper::{Stroke, mark, marks_for, render, spoil, to_jpeg};

fn ruling() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ruling"))
}

/// `answer` as the scanner spells what is marked.
fn spelt(answer: Answer) -> String {
    let hundredths = |f: Fraction| (f * Fraction::from_integer(100)).round().to_integer();
    let decimal = |h: i64| {
        format!(
            "{}{}.{:02}",
            if h < 0 { "-" } else { "" },
            h.abs() / 100,
            h.abs() % 100
        )
    };
    match answer {
        Answer::Tricks(t) => t.get().to_string(),
        Answer::Score(s) => s.to_string(),
        Answer::Imps(f) | Answer::Percent(f) => decimal(hundredths(f)),
        Answer::YesNo(b) => if b { "yes" } else { "no" }.to_owned(),
        Answer::Law(l) => l.code().to_owned(),
        Answer::Paragraph(p) => p.code().to_owned(),
    }
}

/// A wrong answer of the same kind as `right`.
fn wrong(right: &str, form: &ruling::exam::sheets::layout::Form) -> String {
    use ruling::exam::sheets::layout::Form;
    match form {
        Form::YesNo => if right == "yes" { "no" } else { "yes" }.to_owned(),
        Form::Tricks => ((right.parse::<u32>().unwrap() + 1) % 14).to_string(),
        Form::Law => if right == "64A2" { "64A1" } else { "64A2" }.to_owned(),
        Form::Number { .. } => {
            let n: f64 = right.parse().unwrap();
            if right.contains('.') {
                format!("{:.2}", n + 1.0)
            } else {
                format!("{}", n as i64 + 100)
            }
        }
        Form::Choice => unreachable!(),
    }
}

/// Every box of `student`'s sheet: its name and the answer to mark, right or wrong.
pub fn answers(exam: &Exam, student: usize, right: bool) -> Vec<(String, String)> {
    let layouts = ruling::scan::layouts(exam);
    let mut out = Vec::new();
    for field in layouts[student - 1].iter().flat_map(|p| &p.fields) {
        let v = exam.drawn(student, field.question).unwrap().variant();
        let text = match field.part {
            Some(p) => spelt(v.parts[p].1),
            None if !v.choices.is_empty() => {
                let n = v.choices.len();
                let i = v.choices.iter().position(|&c| c == v.answer).unwrap();
                let i = if right { i } else { (i + 1) % n };
                ruling::exam::content::letter(i).to_string()
            }
            None => spelt(v.answer),
        };
        let text = if right || field.form == ruling::exam::sheets::layout::Form::Choice {
            text
        } else {
            wrong(&text, &field.form)
        };
        out.push((field.name.clone(), text));
    }
    out
}

/// `student`'s sheet pages at `dpi`, marked with `answers`.
pub fn marked(
    exam: &Exam,
    sheets: &[Vec<GrayImage>],
    dpi: f32,
    student: usize,
    answers: &[(String, String)],
) -> Vec<GrayImage> {
    let layouts = ruling::scan::layouts(exam);
    let mut rng = ChaCha8Rng::seed_from_u64(student as u64);
    layouts[student - 1]
        .iter()
        .zip(&sheets[student - 1])
        .map(|(page, img)| {
            let mut img = img.clone();
            for field in &page.fields {
                let (_, text) = answers.iter().find(|(n, _)| *n == field.name).unwrap();
                for (g, i) in marks_for(field, text).into_iter().enumerate() {
                    if let Some(i) = i {
                        mark(&mut img, dpi, field, g, i, Stroke::Fill, &mut rng);
                    }
                }
            }
            img
        })
        .collect()
}

/// A PDF as a scanner writes it: a page per image, each a JPEG filling an A4 page.
pub fn scanner_pdf(pages: &[GrayImage]) -> Vec<u8> {
    use lopdf::{Dictionary, Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let mut kids = Vec::new();
    for img in pages {
        let image = Stream::new(
            dictionary! {
                "Type" => "XObject", "Subtype" => "Image",
                "Width" => img.width() as i64, "Height" => img.height() as i64,
                "ColorSpace" => "DeviceGray", "BitsPerComponent" => 8, "Filter" => "DCTDecode",
            },
            to_jpeg(img),
        );
        let image_id = doc.add_object(image);
        let content = doc.add_object(Stream::new(
            Dictionary::new(),
            b"q 595 0 0 842 0 0 cm /Im0 Do Q".to_vec(),
        ));
        let page = doc.add_object(dictionary! {
            "Type" => "Page", "Parent" => pages_id, "Contents" => content,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
            "Resources" => dictionary! { "XObject" => dictionary! { "Im0" => image_id } },
        });
        kids.push(Object::Reference(page));
    }
    let count = kids.len() as i64;
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! { "Type" => "Pages", "Kids" => kids, "Count" => count }),
    );
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).unwrap();
    bytes
}

/// `ruling exam scan DIR`, to be given the scans.
/// Fills a second circle, beside the right answer's, in the first box of student 1's
/// sheet (`pages`, marked with `one`) that `pick` takes: a box marked twice. The box.
pub fn mark_twice(
    exam: &Exam,
    pages: &mut [GrayImage],
    one: &[(String, String)],
    dpi: f32,
    pick: impl Fn(&Field) -> bool,
) -> Field {
    let layouts = ruling::scan::layouts(exam);
    let (page, field) = layouts[0]
        .iter()
        .enumerate()
        .find_map(|(p, page)| page.fields.iter().find(|f| pick(f)).map(|f| (p, f)))
        .expect("a box with circles to choose from");
    let (_, right) = one.iter().find(|(n, _)| *n == field.name).unwrap();
    let chosen = marks_for(field, right)[0].expect("the right answer marks a circle");
    let other = (chosen + 1) % field.groups[0].bubbles.len();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    mark(
        &mut pages[page],
        dpi,
        field,
        0,
        other,
        Stroke::Fill,
        &mut rng,
    );
    field.clone()
}

fn scan(dir: &Path) -> Command {
    let mut command = ruling();
    command.args(["exam", "scan"]).arg(dir);
    command
}

fn set_exam(dir: &Path) -> Exam {
    let made = ruling()
        .args([
            "exam",
            "--templates",
            "revoke-play-64a2,score-made,weighted-two,revoke-play-not-established,mp-board",
        ])
        .args(["--students", "2", "--seed", "5", "--lang", "en", "-o"])
        .arg(dir)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let text = fs::read_to_string(dir.join("exam.json")).unwrap();
    Exam::load(ExamFile::parse("exam.json", &text).unwrap())
}

#[test]
fn scanned_sheets_grade_as_the_same_answers_typed() {
    let root = tempfile::tempdir().unwrap();
    let (scanned, typed) = (root.path().join("scanned"), root.path().join("typed"));
    let exam = set_exam(&scanned);
    set_exam(&typed);
    let dpi = 150.0;
    let sheets = render(&exam, dpi);
    let (one, two) = (answers(&exam, 1, true), answers(&exam, 2, false));
    let pdf = root.path().join("scanner.pdf");
    fs::write(&pdf, scanner_pdf(&marked(&exam, &sheets, dpi, 1, &one))).unwrap();
    let mut files = vec![pdf];
    for (i, page) in marked(&exam, &sheets, dpi, 2, &two).iter().enumerate() {
        let photo = root.path().join(format!("photo-{i}.jpg"));
        fs::write(&photo, to_jpeg(&spoil(page, dpi, i as u64).0)).unwrap();
        files.push(photo);
    }
    let run = scan(&scanned).args(&files).output().unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{said}{}",
        String::from_utf8_lossy(&run.stderr)
    );

    let mut csv = String::from("student,question,answer\n");
    for (student, rows) in [(1, &one), (2, &two)] {
        for (name, text) in rows {
            csv.push_str(&format!("{student},{name},{text}\n"));
        }
    }
    let answers = root.path().join("scan.csv");
    fs::write(&answers, csv).unwrap();
    let graded = ruling()
        .args(["exam", "grade"])
        .arg(&typed)
        .arg(&answers)
        .output()
        .unwrap();
    assert!(
        graded.status.success(),
        "{}",
        String::from_utf8_lossy(&graded.stderr)
    );

    let results = fs::read_to_string(scanned.join("results.csv")).unwrap();
    assert_eq!(
        results,
        fs::read_to_string(typed.join("results.csv")).unwrap(),
        "{said}"
    );
    assert_eq!(
        fs::read_to_string(scanned.join("results-scan.csv")).unwrap(),
        fs::read_to_string(typed.join("results-scan.csv")).unwrap()
    );
    // Student 1 has every question right; student 2 none but his yes-or-no ones flipped.
    let questions = exam.file.questions.len();
    let row = |n: &str| {
        results
            .lines()
            .find(|l| l.starts_with(n))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(row("1").contains(&questions.to_string()), "{results}");
    assert!(said.contains("0 boxes to settle"), "{said}");
}

#[test]
fn a_page_that_is_no_sheet_is_reported_and_the_rest_graded() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let exam = set_exam(&dir);
    let dpi = 100.0;
    let sheets = render(&exam, dpi);
    let one = answers(&exam, 1, true);
    let pages = marked(&exam, &sheets, dpi, 1, &one);
    let first = root.path().join("a.png");
    pages[0].save(&first).unwrap();
    let again = root.path().join("b.jpg");
    fs::write(&again, to_jpeg(&pages[0])).unwrap();
    // A page of something else: text-like strokes, no code.
    let other = root.path().join("letter.png");
    GrayImage::from_fn(800, 1100, |x, y| {
        image::Luma([if y % 40 < 6 && x % 90 < 70 { 30 } else { 250 }])
    })
    .save(&other)
    .unwrap();
    // The blank back of a sheet printed on both sides, as a duplex scanner sends it.
    let back = root.path().join("back.png");
    GrayImage::from_pixel(800, 1100, image::Luma([250]))
        .save(&back)
        .unwrap();
    let run = scan(&dir)
        .args([&first, &again, &other, &back])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.status.code(), Some(2), "{said}");
    assert!(
        said.contains("letter.png: not read (no answer sheet's QR code found)"),
        "{said}"
    );
    assert!(
        said.contains("1 blank page left out (the back of a sheet printed on both sides)")
            && said.contains("back.png"),
        "{said}"
    );
    assert!(!said.contains("back.png: not read"), "{said}");
    assert!(
        said.contains("student 1, page 1 was scanned twice"),
        "{said}"
    );
    if pages.len() > 1 {
        assert!(said.contains("student 1: page"), "{said}");
    }
    assert!(dir.join("results.csv").exists());
}

/// A duplex scan: every sheet's blank back is left out and said so, and the batch is
/// whole (exit status 0), not a batch with pages that could not be read.
#[test]
fn the_blank_backs_of_a_duplex_scan_leave_the_batch_whole() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let exam = set_exam(&dir);
    let dpi = 100.0;
    let sheets = render(&exam, dpi);
    let one = answers(&exam, 1, true);
    let mut pages = Vec::new();
    for page in marked(&exam, &sheets, dpi, 1, &one) {
        let (w, h) = page.dimensions();
        pages.push(page);
        // The back: paper with a speck of dust, and the scanner lid's dark edge.
        let mut back = GrayImage::from_pixel(w, h, image::Luma([244]));
        for y in 0..h {
            for x in 0..6 {
                back.put_pixel(x, y, image::Luma([15]));
            }
        }
        back.put_pixel(w / 2, h / 3, image::Luma([40]));
        pages.push(back);
    }
    let pdf = root.path().join("duplex.pdf");
    fs::write(&pdf, scanner_pdf(&pages)).unwrap();
    let run = scan(&dir).arg(&pdf).output().unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.status.code(), Some(0), "{said}");
    let backs = pages.len() / 2;
    assert!(said.contains(&format!("{backs} blank page")), "{said}");
    assert!(!said.contains("not read ("), "{said}");
}

/// Issue 36 § 2: a box marked twice is not guessed; it is graded unreadable, cropped for
/// review, and a corrections file with `exam grade`'s columns settles it.
#[test]
fn a_doubtful_box_is_settled_by_the_corrections_file() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let exam = set_exam(&dir);
    let dpi = 150.0;
    let sheets = render(&exam, dpi);
    let one = answers(&exam, 1, true);
    let mut pages = marked(&exam, &sheets, dpi, 1, &one);
    // The first box with two circles or more in a group gets a second one filled.
    let field = mark_twice(&exam, &mut pages, &one, dpi, |f| {
        f.groups.first().is_some_and(|g| g.bubbles.len() > 1)
    });
    let (_, right) = one.iter().find(|(n, _)| *n == field.name).unwrap();
    let mut files = Vec::new();
    for (i, img) in pages.iter().enumerate() {
        let file = root.path().join(format!("page-{i}.png"));
        img.save(&file).unwrap();
        files.push(file);
    }

    let run = scan(&dir).args(&files).output().unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{said}: every page was identified"
    );
    let unsure = format!("student 1, box {}:", field.name);
    assert!(said.contains(&unsure), "{unsure} in {said}");
    assert!(
        dir.join("scan-review").read_dir().unwrap().next().is_some(),
        "a crop"
    );
    let results = fs::read_to_string(dir.join("results-scan.csv")).unwrap();
    let row = |results: &str| {
        results
            .lines()
            .find(|l| l.starts_with("1,") && l.contains(&format!(",{},", field.name)))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(row(&results).contains("unreadable"), "{results}");

    let corrections = root.path().join("corrections.csv");
    fs::write(
        &corrections,
        format!("student,question,answer\n1,{},{right}\n", field.name),
    )
    .unwrap();
    let run = scan(&dir)
        .args(&files)
        .arg("--corrections")
        .arg(&corrections)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.status.code(), Some(0), "{said}");
    let settled = format!("student 1, box {}: settled as {right}", field.name);
    assert!(said.contains(&settled), "{settled} in {said}");
    let results = fs::read_to_string(dir.join("results-scan.csv")).unwrap();
    assert!(row(&results).contains("correct"), "{results}");
}
