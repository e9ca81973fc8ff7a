//! `ruling exam scan DIR SCANS…`: every page read, the answers graded into the exam's
//! folder as the batch `scan` (`DIR/graded/scan.csv`, `DIR/results-scan.csv`,
//! `DIR/results.csv`: what `exam grade` writes for a typed file), and what the
//! instructor must look at reported: pages not read (file and page, left out, the rest
//! read), pages scanned twice (both places; the first is used), pages missing per
//! student, and unsure boxes, each cropped to `DIR/scan-review/NN-BOX.png` and listed in
//! `DIR/scan-review/review.csv`. An unsure box is graded unreadable until a corrections
//! file (`exam grade`'s columns: student, question, answer) settles it.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use crate::exam::Exam;
use crate::exam::grade::folder::{self, Batch, FolderError, Graded};
use crate::exam::grade::{GradeError, book, read_answers};
use crate::exam::output::{OutputError, write_file};
use crate::exam::sheets::{layout::PageId, tag};
use crate::i18n::{Lang, catalogue};
use crate::laws::Message;

use super::decide::{Doubt, Reading};
use super::input::{self, InputError};
use super::{PageRead, layouts, read_all};

/// The batch the scanned answers are graded as: scanning again replaces it.
pub const BATCH: &str = "scan";
/// The folder of the crops of unsure boxes, in the exam's folder.
pub const REVIEW: &str = "scan-review";

/// `ruling exam scan`'s arguments.
#[derive(Debug, clap::Args)]
pub struct ScanArgs {
    /// The exam's folder (with its exam.json).
    pub dir: PathBuf,
    /// The scans: PDFs as scanners write them, PNG or JPEG photos; pages in any order.
    #[arg(required = true)]
    pub scans: Vec<PathBuf>,
    /// Answers that settle unsure boxes: student, question, answer (as `exam grade`).
    #[arg(long, value_name = "FILE")]
    pub corrections: Option<PathBuf>,
}

/// Why nothing was graded.
#[derive(Debug, thiserror::Error)]
pub enum ScanError {
    /// `exam.json` could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// `exam.json` is not an exam.
    #[error(transparent)]
    Exam(#[from] crate::exam::definition::ExamFileError),
    /// A scan file could not be opened.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The corrections file has bad rows.
    #[error(transparent)]
    Corrections(#[from] GradeError),
    /// Grading into the folder failed.
    #[error(transparent)]
    Folder(#[from] FolderError),
    /// A review file could not be written.
    #[error(transparent)]
    Output(#[from] OutputError),
}

/// An unsure box.
#[derive(Debug, Clone)]
pub struct Unsure {
    /// The student's number.
    pub student: usize,
    /// The box (`12`, `3b`).
    pub name: String,
    /// Why it is unsure.
    pub doubt: Doubt,
    /// Where its page was scanned.
    pub place: String,
    /// Its crop.
    pub crop: PathBuf,
    /// The answer a corrections file gave it.
    pub settled: Option<String>,
}

/// What scanning did.
pub struct Scan {
    /// The exam's language, for the report.
    pub lang: Lang,
    /// Every page read, with its place.
    pub read: Vec<(String, PageId)>,
    /// Every page not read, with its place and why.
    pub unread: Vec<(String, Message)>,
    /// Blank pages (the backs of sheets printed on both sides), left out.
    pub blank: Vec<String>,
    /// Pages scanned twice: the page, the place used and the place left out.
    pub twice: Vec<(PageId, String, String)>,
    /// Students with pages read but some missing: the student and the pages missing.
    pub missing: Vec<(usize, Vec<usize>)>,
    /// The unsure boxes.
    pub unsure: Vec<Unsure>,
    /// The grading, as `exam grade` did it.
    pub graded: Graded,
}

impl Scan {
    /// 0 when every page was identified, 2 when one was not (unsure boxes do not count).
    pub fn status(&self) -> u8 {
        if self.unread.is_empty() { 0 } else { 2 }
    }
}

/// A corrections file: its name for errors, and its text.
pub struct Corrections<'a> {
    /// As given on the command line.
    pub file: &'a str,
    /// Its text.
    pub text: &'a str,
}

/// The command: the exam read from `DIR/exam.json`, the corrections file read, then
/// [`run`].
///
/// # Errors
/// As [`run`], and an exam or corrections file that cannot be read.
pub fn command(args: &ScanArgs) -> Result<Scan, ScanError> {
    let read = |path: &Path| {
        std::fs::read(path)
            .map(folder::decode)
            .map_err(|source| ScanError::Read {
                path: path.display().to_string(),
                source,
            })
    };
    let exam_path = args.dir.join("exam.json");
    let file = crate::exam::definition::ExamFile::parse(
        &exam_path.display().to_string(),
        &read(&exam_path)?,
    )?;
    let exam = Exam::load(file);
    let corrections = args
        .corrections
        .as_ref()
        .map(|p| Ok::<_, ScanError>((p.display().to_string(), read(p)?)))
        .transpose()?;
    run(
        &args.dir,
        &exam,
        &args.scans,
        corrections
            .as_ref()
            .map(|(file, text)| Corrections { file, text }),
    )
}

/// Scans `files` for `exam`, whose folder is `dir`, settling unsure boxes from
/// `corrections`.
///
/// # Errors
/// A file that cannot be opened, bad rows in the corrections file, or a folder that
/// cannot be graded into or written (as `exam grade`'s). Pages that cannot be read are
/// not errors: they are reported in the [`Scan`].
pub fn run(
    dir: &Path,
    exam: &Exam,
    files: &[PathBuf],
    corrections: Option<Corrections<'_>>,
) -> Result<Scan, ScanError> {
    let mut scanned = Vec::new();
    for f in files {
        scanned.extend(input::load(f)?);
    }
    let corrected = match corrections {
        Some(c) => read_answers(c.file, c.text, exam)?.rows,
        None => Vec::new(),
    };
    let mut pages: BTreeMap<(usize, usize), PageRead> = BTreeMap::new();
    let (mut unread, mut twice, mut blank) = (Vec::new(), Vec::new(), Vec::new());
    for (place, result) in read_all(exam, scanned) {
        match result {
            Ok(page) => {
                let key = (page.id.student, page.id.page);
                match pages.get(&key) {
                    Some(first) => twice.push((page.id.clone(), first.place.clone(), place)),
                    None => {
                        pages.insert(key, page);
                    }
                }
            }
            Err(why) if why.id == super::BLANK => blank.push(place),
            Err(why) => unread.push((place, why)),
        }
    }
    let sheets = layouts(exam);
    let mut missing: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (s, sheet) in sheets.iter().enumerate() {
        let student = s + 1;
        if pages.keys().any(|&(st, _)| st == student) {
            let absent: Vec<usize> = (1..=sheet.len())
                .filter(|p| !pages.contains_key(&(student, *p)))
                .collect();
            if !absent.is_empty() {
                missing.insert(student, absent);
            }
        }
    }
    let settled: BTreeMap<(usize, usize, Option<usize>), &str> = corrected
        .iter()
        .map(|a| ((a.student, a.question, a.part), a.text.as_str()))
        .collect();
    let class = exam.file.students.len();
    let review = dir.join(REVIEW);
    let mut rows: BTreeMap<(usize, usize, Option<usize>), (String, String)> = BTreeMap::new();
    let mut unsure = Vec::new();
    let mut crops = Vec::new();
    for page in pages.values() {
        let student = page.id.student;
        for b in &page.boxes {
            let key = (student, b.question, b.part);
            let text = match &b.reading {
                Reading::Blank => String::new(),
                Reading::Answer(t) => t.clone(),
                Reading::Unsure(doubt) => {
                    let crop = review.join(format!("{}-{}.png", tag(student, class), b.name));
                    if let Some(img) = &b.crop {
                        crops.push((crop.clone(), img));
                    }
                    unsure.push(Unsure {
                        student,
                        name: b.name.clone(),
                        doubt: *doubt,
                        place: page.place.clone(),
                        crop,
                        settled: settled.get(&key).map(|t| (*t).to_owned()),
                    });
                    // Graded unreadable: never a guess.
                    "?".to_owned()
                }
            };
            rows.insert(key, (b.name.clone(), text));
        }
    }
    for a in &corrected {
        let name = match a.part {
            Some(p) => format!("{}{}", a.question, crate::exam::content::letter(p)),
            None => a.question.to_string(),
        };
        rows.insert((a.student, a.question, a.part), (name, a.text.clone()));
    }
    let delimiter = book::delimiter(exam.file.lang);
    let mut csv = csv::WriterBuilder::new()
        .delimiter(delimiter)
        .from_writer(Vec::new());
    let mut bad = |e: csv::Error| OutputError::Io {
        path: dir.join("graded").join(format!("{BATCH}.csv")),
        source: std::io::Error::other(e),
    };
    csv.write_record(["student", "question", "answer"])
        .map_err(&mut bad)?;
    for ((student, _, _), (name, text)) in &rows {
        csv.write_record([student.to_string().as_str(), name, text])
            .map_err(&mut bad)?;
    }
    let text = String::from_utf8_lossy(&csv.into_inner().map_err(|e| bad(e.into_error().into()))?)
        .into_owned();
    let graded = folder::grade(
        dir,
        exam,
        vec![Batch {
            name: BATCH.to_owned(),
            file: BATCH.to_owned(),
            text,
        }],
    )?;
    write_review(&review, &crops, &unsure, exam.file.lang)?;
    Ok(Scan {
        lang: exam.file.lang,
        read: pages
            .values()
            .map(|p| (p.place.clone(), p.id.clone()))
            .collect(),
        unread,
        blank,
        twice,
        missing: missing.into_iter().collect(),
        unsure,
        graded,
    })
}

/// The crops and `review.csv`: student, box, reason, place, crop, answer settled.
fn write_review(
    review: &Path,
    crops: &[(PathBuf, &image::GrayImage)],
    unsure: &[Unsure],
    lang: Lang,
) -> Result<(), OutputError> {
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| OutputError::Io { path, source }
    };
    std::fs::create_dir_all(review).map_err(io(review))?;
    for (path, img) in crops {
        let mut bytes = std::io::Cursor::new(Vec::new());
        img.write_to(&mut bytes, image::ImageFormat::Png)
            .map_err(|e| io(path)(std::io::Error::other(e)))?;
        write_file(path, &bytes.into_inner())?;
    }
    let c = catalogue();
    let mut csv = csv::WriterBuilder::new()
        .delimiter(book::delimiter(lang))
        .from_writer(Vec::new());
    let list = review.join("review.csv");
    let bad = |e: csv::Error| io(&list)(std::io::Error::other(e));
    csv.write_record(["student", "question", "reason", "scan", "crop", "settled"])
        .map_err(bad)?;
    for u in unsure {
        let crop = u
            .crop
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        csv.write_record([
            u.student.to_string(),
            u.name.clone(),
            c.text(lang, u.doubt.message_id()),
            u.place.clone(),
            crop,
            u.settled.clone().unwrap_or_default(),
        ])
        .map_err(bad)?;
    }
    let bytes = csv.into_inner().map_err(|e| bad(e.into_error().into()))?;
    write_file(&list, &bytes)
}

impl fmt::Display for Scan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = catalogue();
        let say = |m: Message| c.render(self.lang, &m);
        for (place, why) in &self.unread {
            let line = Message::new("scan-not-read")
                .code("place", place)
                .code("reason", say(why.clone()));
            writeln!(f, "{}", say(line))?;
        }
        if !self.blank.is_empty() {
            let line = Message::new("scan-blank")
                .with("count", self.blank.len())
                .code("pages", self.blank.join(", "));
            writeln!(f, "{}", say(line))?;
        }
        for (id, first, second) in &self.twice {
            let line = Message::new("scan-twice")
                .with("student", id.student)
                .with("page", id.page)
                .code("first", first)
                .code("second", second);
            writeln!(f, "{}", say(line))?;
        }
        for (student, pages) in &self.missing {
            let list: Vec<String> = pages.iter().map(ToString::to_string).collect();
            let line = Message::new("scan-missing")
                .with("student", *student)
                .with("count", pages.len())
                .code("pages", list.join(", "));
            writeln!(f, "{}", say(line))?;
        }
        for u in &self.unsure {
            let line = match &u.settled {
                Some(answer) => Message::new("scan-settled")
                    .with("student", u.student)
                    .code("box", &u.name)
                    .code("answer", answer),
                None => Message::new("scan-unsure")
                    .with("student", u.student)
                    .code("box", &u.name)
                    .code("reason", c.text(self.lang, u.doubt.message_id()))
                    .code("crop", u.crop.display()),
            };
            writeln!(f, "{}", say(line))?;
        }
        for path in &self.graded.written {
            writeln!(
                f,
                "{}",
                say(Message::new("grade-written").code("file", path.display()))
            )?;
        }
        let open = self.unsure.iter().filter(|u| u.settled.is_none()).count();
        let line = Message::new("scan-summary")
            .with("pages", self.read.len())
            .with("unread", self.unread.len())
            .with("unsure", open)
            .with("students", self.graded.merged.students.len());
        writeln!(f, "{}", say(line))
    }
}
