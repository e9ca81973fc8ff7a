//! From an exam to its PDF files: the data each typst entry point reads, two compiles
//! (every student's booklet and answer sheet in one print job; the key) side by side,
//! and the print job cut into one file per booklet and answer sheet, written out on
//! every core as soon as it is laid out.

use std::ops::RangeInclusive;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;

use crate::i18n::{Lang, catalogue};
use crate::pdf::{self, Document, Entry, Files, PdfError, Typesetter};

use super::definition::{ExamFile, Suits};
use super::view::{KeyView, QuestionView};

/// The words every sheet prints besides the questions, by the name the typst sources
/// read them under, each a catalogue message (`sheet-*`, or the web's own where the web
/// prints the same thing): one set of words for the page and the paper.
pub const SHEET_WORDS: [(&str, &str); 22] = [
    ("title", "sheet-title"),
    ("booklet", "sheet-booklet"),
    ("answer_sheet", "sheet-answer-sheet"),
    ("key", "sheet-key"),
    ("name", "sheet-name"),
    ("course", "sheet-course"),
    ("date", "sheet-date"),
    ("student", "sheet-student"),
    ("exam_code", "sheet-exam-code"),
    ("questions", "sheet-questions"),
    ("page", "sheet-page"),
    ("instructions", "sheet-instructions"),
    ("tick_or_write", "sheet-tick-or-write"),
    ("answer_grid", "sheet-answer-grid"),
    ("leader_marked", "sheet-leader-marked"),
    ("trick", "ui-trick"),
    ("dealer", "ui-dealer"),
    ("slow", "ui-slow"),
    ("answer", "label-answer"),
    ("explanation", "label-explanation"),
    ("misreadings", "label-misreadings"),
    ("ruling", "label-ruling"),
];

/// The words of every sheet in one language, by the typst sources' names.
type Words = std::collections::BTreeMap<&'static str, String>;

/// The words of every sheet in `lang`, by the typst sources' names.
pub fn sheet_words(lang: Lang) -> Words {
    let c = catalogue();
    SHEET_WORDS
        .iter()
        .map(|&(name, id)| (name, c.text(lang, id)))
        .collect()
}

/// What every sheet of the exam shares.
#[derive(Debug, Clone, Serialize)]
struct Header {
    code: String,
    title: String,
    lang: &'static str,
    paper: &'static str,
    colour: bool,
    /// The QR code's path in the virtual folder.
    qr: &'static str,
    words: Words,
}

#[derive(Debug, Clone, Serialize)]
struct StudentSheets<'a> {
    /// `01`: in file names and on the pages.
    tag: String,
    code: &'a str,
    questions: &'a [QuestionView],
}

#[derive(Debug, Clone, Serialize)]
struct StudentKey<'a> {
    tag: String,
    code: &'a str,
    entries: &'a [KeyView],
}

#[derive(Serialize)]
struct PrintData<'a> {
    exam: &'a Header,
    students: Vec<StudentSheets<'a>>,
}

/// The data of `key.typ`: one key whole, or a part of one typeset alone ([`KeyPart`]).
#[derive(Serialize)]
struct KeyData<'a> {
    exam: &'a Header,
    /// The students whose answers, explanations and misreadings this document gives.
    students: Vec<StudentKey<'a>>,
    /// Whether the title and the answer grid come first.
    head: bool,
    /// The rows of the answer grid, when not `students`' own: the whole class's, in a
    /// head typeset alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    grid: Option<&'a [GridRow]>,
    /// The number of the document's first page: a part goes on from the one before.
    first_page: usize,
}

/// One student's row of the key's answer grid.
#[derive(Debug, Clone, Serialize)]
pub struct GridRow {
    tag: String,
    entries: Vec<GridEntry>,
}

#[derive(Debug, Clone, Serialize)]
struct GridEntry {
    lettered: String,
}

/// Which part of the key a document is, when a class's key is typeset in parts.
#[derive(Debug, Clone, Copy)]
pub enum KeyPart<'a> {
    /// The whole key: title, answer grid, every student's answers.
    Whole,
    /// The title and the answer grid of the whole class, alone.
    Head(&'a [GridRow]),
    /// The students' answers alone, numbered on from page `first_page`.
    Answers {
        /// The number of the first page.
        first_page: usize,
    },
}

const QR_PATH: &str = "/qr/exam.svg";

fn header(exam: &ExamFile) -> Header {
    let lang: Lang = exam.lang;
    Header {
        code: exam.code.to_string(),
        title: exam.title.clone(),
        lang: lang.code(),
        paper: exam.paper.typst_name(),
        colour: exam.suits == Suits::Colour,
        qr: QR_PATH,
        words: sheet_words(lang),
    }
}

/// A file of the exam folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutputFile {
    /// The file's name in the exam folder, e.g. `key.pdf`.
    pub name: String,
    /// The file's contents.
    pub bytes: Vec<u8>,
}

/// Every student's questions and key entries, in the exam's order of students.
pub struct Rendered<'a> {
    /// The exam as `exam.json` stores it.
    pub exam: &'a ExamFile,
    /// Each student's questions as the booklet prints them, by student then question.
    pub questions: Vec<Vec<QuestionView>>,
    /// Each student's questions as the key gives them, by student then question.
    pub keys: Vec<Vec<KeyView>>,
    /// The class size the file tags are written for (`05` or `005`): the exam's own,
    /// or the whole class's when these are some of its students, typeset alone.
    pub class: usize,
}

/// The file tag of student `number`: as many digits as the class needs, at least two.
pub fn tag(number: usize, students: usize) -> String {
    let width = students.to_string().len().max(2);
    format!("{number:0width$}")
}

/// Student-questions laid out in one typst document at most when a whole class's files
/// are typeset in parts: typst holds a document's whole layout until it is written, about
/// a megabyte a student-question, so a class of hundreds is typeset a chunk at a time.
pub const CHUNK: usize = 100;

/// How many students of an exam of `questions` questions go in one typst document.
pub fn chunk_students(questions: usize) -> usize {
    (CHUNK / questions.max(1)).max(1)
}

/// The answer grid's rows of the students `rendered` holds.
pub fn grid_rows(rendered: &Rendered<'_>) -> Vec<GridRow> {
    rendered
        .exam
        .students
        .iter()
        .zip(&rendered.keys)
        .map(|(s, keys)| GridRow {
            tag: tag(s.number, rendered.class),
            entries: keys
                .iter()
                .map(|k| GridEntry {
                    lettered: k.key.lettered.clone(),
                })
                .collect(),
        })
        .collect()
}

fn print_data<'a>(header: &'a Header, rendered: &'a Rendered<'_>) -> PrintData<'a> {
    PrintData {
        exam: header,
        students: rendered
            .exam
            .students
            .iter()
            .zip(&rendered.questions)
            .map(|(s, questions)| StudentSheets {
                tag: tag(s.number, rendered.class),
                code: &s.code,
                questions,
            })
            .collect(),
    }
}

fn key_data<'a>(header: &'a Header, rendered: &'a Rendered<'_>, part: KeyPart<'a>) -> KeyData<'a> {
    let students = || {
        rendered
            .exam
            .students
            .iter()
            .zip(&rendered.keys)
            .map(|(s, entries)| StudentKey {
                tag: tag(s.number, rendered.class),
                code: &s.code,
                entries,
            })
            .collect()
    };
    match part {
        KeyPart::Whole => KeyData {
            exam: header,
            students: students(),
            head: true,
            grid: None,
            first_page: 1,
        },
        KeyPart::Head(grid) => KeyData {
            exam: header,
            students: Vec::new(),
            head: true,
            grid: Some(grid),
            first_page: 1,
        },
        KeyPart::Answers { first_page } => KeyData {
            exam: header,
            students: students(),
            head: false,
            grid: None,
            first_page,
        },
    }
}

/// The print job of the students `rendered` holds (every booklet and answer sheet, the
/// pages `all.pdf` prints), laid out.
///
/// # Errors
/// When the sheet does not compile.
pub fn print_job(typesetter: &Typesetter, rendered: &Rendered<'_>) -> Result<Document, PdfError> {
    let header = header(rendered.exam);
    let files = Files::new()
        .json("/data.json", &print_data(&header, rendered))?
        .bytes(QR_PATH, pdf::qr::svg(rendered.exam.code.as_str())?);
    typesetter.compile(Entry::Bundled("/print.typ"), &files)
}

/// The part `part` of the key of the students `rendered` holds, laid out.
///
/// # Errors
/// When the sheet does not compile.
pub fn key_part(
    typesetter: &Typesetter,
    rendered: &Rendered<'_>,
    part: KeyPart<'_>,
) -> Result<Document, PdfError> {
    let header = header(rendered.exam);
    let files = Files::new()
        .json("/data.json", &key_data(&header, rendered, part))?
        .bytes(QR_PATH, pdf::qr::svg(rendered.exam.code.as_str())?);
    typesetter.compile(Entry::Bundled("/key.typ"), &files)
}

/// The print job laid out, and the files cut from it: all.pdf first (the largest, so
/// that it is never the one left for last), then each booklet and answer sheet. all.pdf
/// is for the printer, so like the parts it goes without the tags screen readers use (a
/// tenth of an export's time); the key keeps them.
struct PrintJob {
    doc: Document,
    files: Vec<(String, RangeInclusive<usize>)>,
}

impl PrintJob {
    fn new(doc: Document) -> PrintJob {
        let mut files = vec![("all.pdf".to_owned(), 1..=doc.page_count())];
        files.extend(
            doc.parts()
                .into_iter()
                .map(|part| (format!("{}.pdf", part.name), part.pages)),
        );
        PrintJob { doc, files }
    }
}

/// Where the exporting threads find the print job, and which of its files is next.
#[derive(Default)]
struct Shelf {
    /// Set once the print job is laid out; to `None` when its compile failed.
    job: OnceLock<Option<PrintJob>>,
    next: AtomicUsize,
}

impl Shelf {
    /// Waits for the print job, then writes the next of its files left until none is;
    /// each file with its place in [`PrintJob::files`].
    fn export(&self) -> Vec<(usize, Result<OutputFile, PdfError>)> {
        let Some(job) = self.job.wait() else {
            return Vec::new();
        };
        let mut done = Vec::new();
        loop {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            let Some((name, pages)) = job.files.get(i) else {
                return done;
            };
            let bytes = job.doc.pages_to_pdf(pages.clone());
            done.push((
                i,
                bytes.map(|bytes| OutputFile {
                    name: name.clone(),
                    bytes,
                }),
            ));
        }
    }
}

/// Leaves the shelf without a print job when dropped before one is set, as when the
/// compile fails or panics: the threads waiting for it then stop instead of hanging.
struct Unset<'a>(&'a OnceLock<Option<PrintJob>>);

impl Drop for Unset<'_> {
    fn drop(&mut self) {
        let _ = self.0.set(None);
    }
}

/// Typesets the exam: `booklet-NN.pdf` and `answers-NN.pdf` per student, `all.pdf`
/// (every booklet and answer sheet, for one print job) and, `with_key`, `key.pdf`.
/// `tick` is called after each file is ready.
///
/// # Errors
/// When a sheet does not compile or a PDF cannot be written.
pub fn typeset(
    typesetter: &Typesetter,
    rendered: &Rendered<'_>,
    with_key: bool,
    tick: &mut dyn FnMut(),
) -> Result<Vec<OutputFile>, PdfError> {
    let exam = rendered.exam;
    let header = header(exam);
    let students = rendered.class;
    let print = print_data(&header, rendered);
    let key = key_data(&header, rendered, KeyPart::Whole);
    let qr = pdf::qr::svg(exam.code.as_str())?;
    let print_files = Files::new()
        .json("/data.json", &print)?
        .bytes(QR_PATH, qr.clone());
    let key_files = Files::new().json("/data.json", &key)?.bytes(QR_PATH, qr);
    // The two compiles share nothing but the fonts: one core each. Then every core
    // writes PDFs, the key's thread too once key.pdf is written, so that no core waits
    // for the other's compile or export to end.
    let shelf = Shelf::default();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    let (compiled, key_pdf, mut exported) = std::thread::scope(|scope| {
        let key_job = scope.spawn(|| {
            let pdf = if with_key {
                typesetter
                    .compile(Entry::Bundled("/key.typ"), &key_files)
                    .and_then(|doc| doc.to_pdf())
                    .map(Some)
            } else {
                Ok(None)
            };
            (pdf, shelf.export())
        });
        let helpers: Vec<_> = (2..threads)
            .map(|_| scope.spawn(|| shelf.export()))
            .collect();
        let compiled = {
            let _unset = Unset(&shelf.job);
            typesetter
                .compile(Entry::Bundled("/print.typ"), &print_files)
                .map(|doc| {
                    // Set here first, the guard's own `set` does nothing.
                    let _ = shelf.job.set(Some(PrintJob::new(doc)));
                })
        };
        let mut exported = shelf.export();
        let key_pdf = match key_job.join() {
            Ok((pdf, done)) => {
                exported.extend(done);
                pdf
            }
            Err(_) => Err(PdfError::Compile(vec!["the key's thread panicked".into()])),
        };
        for helper in helpers {
            match helper.join() {
                Ok(done) => exported.extend(done),
                Err(_) => {
                    exported.push((0, Err(PdfError::Export(vec!["an export panicked".into()]))))
                }
            }
        }
        (compiled, key_pdf, exported)
    });
    compiled?;
    let key_pdf = key_pdf?;
    tick();
    exported.sort_by_key(|(i, _)| *i);
    // The files in the folder's order: the parts, then all.pdf, then the key.
    if !exported.is_empty() {
        exported.rotate_left(1);
    }
    let mut files = Vec::with_capacity(2 * students + 2);
    for (_, file) in exported {
        files.push(file?);
        tick();
    }
    if let Some(bytes) = key_pdf {
        files.push(OutputFile {
            name: "key.pdf".into(),
            bytes,
        });
        tick();
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exporting_threads_stop_when_the_print_job_does_not_compile() {
        let shelf = Shelf::default();
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| shelf.export());
            // The compile returned an error: nothing was set before the guard went.
            drop(Unset(&shelf.job));
            assert!(waiting.join().unwrap().is_empty());
        });
    }

    #[test]
    fn exporting_threads_stop_when_the_print_job_panics() {
        let shelf = Shelf::default();
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| shelf.export());
            let compile = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let _unset = Unset(&shelf.job);
                panic!("typst panicked");
            }));
            assert!(compile.is_err());
            assert!(waiting.join().unwrap().is_empty());
        });
    }
}
