//! From an exam to its PDF files: the data each typst entry point reads, the compiles
//! (every student's booklet and answer sheet in one print job; every student's own key;
//! the compact key) side by side, and the print job and the students' keys each written
//! once and cut into one file per booklet, answer sheet and student key.

pub mod layout;

use std::ops::RangeInclusive;

use serde::Serialize;

use crate::i18n::{Lang, catalogue};
use crate::pdf::{self, Document, Entry, Files, PdfError, Typesetter};

use super::definition::{ExamFile, Suits};
use super::keybook::KeyBook;
use super::view::{KeyView, QuestionView};

/// The words every sheet prints besides the questions, by the name the typst sources
/// read them under, each a catalogue message (`sheet-*`, or the web's own where the web
/// prints the same thing): one set of words for the page and the paper.
pub const SHEET_WORDS: [(&str, &str); 28] = [
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
    ("rules_law", "sheet-rules-law"),
    ("rules_parts", "sheet-rules-parts"),
    ("rules_choice", "sheet-rules-choice"),
    ("key_kinds", "sheet-key-kinds"),
    ("candidates", "sheet-candidates"),
    ("fill_marks", "sheet-fill-marks"),
];

/// The words with a number in them, by the typst sources' names, each with the names of
/// its arguments: rendered with `{page}`, `{pages}`, … in their place, which the sources
/// replace once typst has counted the pages.
pub const SHEET_FILLED: [(&str, &str, &[&str]); 3] = [
    ("page_of", "sheet-page-of", &["page", "pages"]),
    ("rules_pages", "sheet-rules-pages", &["pages"]),
    ("worked_for", "sheet-worked-for", &["tag"]),
];

/// The words of every sheet in one language, by the typst sources' names.
type Words = std::collections::BTreeMap<&'static str, String>;

/// The words of every sheet in `lang`, by the typst sources' names.
pub fn sheet_words(lang: Lang) -> Words {
    let c = catalogue();
    let filled = SHEET_FILLED.iter().map(|&(name, id, args)| {
        let message = args.iter().fold(crate::laws::Message::new(id), |m, &arg| {
            m.code(arg, format!("{{{arg}}}"))
        });
        (name, c.render(lang, &message))
    });
    SHEET_WORDS
        .iter()
        .map(|&(name, id)| (name, c.text(lang, id)))
        .chain(filled)
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
    /// Whether each booklet and answer sheet is padded to an even number of pages.
    duplex: bool,
    /// The instructor's own instructions for the title page.
    instructions: Option<String>,
    words: Words,
    /// Where the answer sheet's frame is: the same numbers the scanner reads it by.
    frame: Frame,
}

/// The fixed marks of every answer sheet page ([`layout`]).
#[derive(Debug, Clone, Serialize)]
struct Frame {
    width: f32,
    height: f32,
    marks: [(f32, f32); 4],
    mark: f32,
    bubble: f32,
    qr: (f32, f32),
    qr_size: f32,
}

impl Frame {
    fn new(paper: super::definition::Paper) -> Frame {
        let (width, height) = layout::paper_size(paper);
        Frame {
            width,
            height,
            marks: layout::marks(paper),
            mark: layout::MARK,
            bubble: layout::BUBBLE,
            qr: layout::qr_corner(paper),
            qr_size: layout::QR_SIZE,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
struct StudentSheets<'a> {
    /// `01`: in file names and on the pages.
    tag: String,
    code: &'a str,
    questions: &'a [QuestionView],
    /// The answer sheet's pages, every mark placed.
    pages: Vec<layout::Page>,
    /// Each page's QR code, by its path in the virtual folder.
    qr: Vec<String>,
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

/// The data of `key.typ`: the compact key, or every student's own key (a part each).
#[derive(Serialize)]
struct KeyData<'a> {
    exam: &'a Header,
    /// `compact` (key.pdf) or `students` (key-01.pdf, …).
    mode: &'static str,
    /// The compact key's grid and kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    book: Option<&'a KeyBook>,
    /// The students whose own keys this document gives.
    students: Vec<StudentKey<'a>>,
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
        duplex: exam.duplex,
        instructions: exam.instructions.clone(),
        words: sheet_words(lang),
        frame: Frame::new(exam.paper),
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

fn print_data<'a>(header: &'a Header, rendered: &'a Rendered<'_>) -> PrintData<'a> {
    PrintData {
        exam: header,
        students: rendered
            .exam
            .students
            .iter()
            .zip(&rendered.questions)
            .map(|(s, questions)| {
                let asks: Vec<_> = questions.iter().map(|q| &q.side.ask).collect();
                let pages = layout::lay_out(rendered.exam.paper, rendered.exam.lang, &asks);
                let qr = pages
                    .iter()
                    .map(|p| page_qr_path(s.number, p.number))
                    .collect();
                StudentSheets {
                    tag: tag(s.number, rendered.class),
                    code: &s.code,
                    questions,
                    pages,
                    qr,
                }
            })
            .collect(),
    }
}

fn student_keys<'a>(header: &'a Header, rendered: &'a Rendered<'_>) -> KeyData<'a> {
    KeyData {
        exam: header,
        mode: "students",
        book: None,
        students: rendered
            .exam
            .students
            .iter()
            .zip(&rendered.keys)
            .map(|(s, entries)| StudentKey {
                tag: tag(s.number, rendered.class),
                code: &s.code,
                entries,
            })
            .collect(),
    }
}

/// The path of student `student`'s page `page`'s QR code in the virtual folder.
fn page_qr_path(student: usize, page: usize) -> String {
    format!("/qr/answers-{student}-{page}.svg")
}

/// The print job's files: its data, the exam's QR code and every answer sheet page's.
fn print_files(exam: &ExamFile, data: &PrintData<'_>) -> Result<Files, PdfError> {
    let mut files = files_of(exam, data)?;
    for (s, sheets) in exam.students.iter().zip(&data.students) {
        for page in &sheets.pages {
            let id = layout::PageId {
                exam: exam.code.to_string(),
                student: s.number,
                page: page.number,
            };
            files = files.bytes(
                &page_qr_path(s.number, page.number),
                pdf::qr::svg(&id.text())?,
            );
        }
    }
    Ok(files)
}

fn files_of(exam: &ExamFile, data: &impl Serialize) -> Result<Files, PdfError> {
    Ok(Files::new()
        .json("/data.json", data)?
        .bytes(QR_PATH, pdf::qr::svg(exam.code.as_str())?))
}

/// The print job of the students `rendered` holds (every booklet and answer sheet, the
/// pages `all.pdf` prints), laid out.
///
/// # Errors
/// When the sheet does not compile.
pub fn print_job(typesetter: &Typesetter, rendered: &Rendered<'_>) -> Result<Document, PdfError> {
    let header = header(rendered.exam);
    let files = print_files(rendered.exam, &print_data(&header, rendered))?;
    typesetter.compile(Entry::Bundled("/print.typ"), &files)
}

/// The compact key (`key.pdf`) of the students `book` holds, laid out.
///
/// # Errors
/// When the sheet does not compile.
pub fn compact_key(
    typesetter: &Typesetter,
    exam: &ExamFile,
    book: &KeyBook,
) -> Result<Document, PdfError> {
    let header = header(exam);
    let data = KeyData {
        exam: &header,
        mode: "compact",
        book: Some(book),
        students: Vec::new(),
    };
    typesetter.compile(Entry::Bundled("/key.typ"), &files_of(exam, &data)?)
}

/// The whole-class files cut from a print job besides `all.pdf`: every part whose name
/// starts with the prefix, in order, for printers that staple per set.
pub const SETS: [(&str, &str); 2] = [("booklets.pdf", "booklet-"), ("answers.pdf", "answers-")];

/// The pages of a print job that make each of [`SETS`], by the set's file name.
pub fn set_pages(doc: &Document) -> Vec<(&'static str, Vec<RangeInclusive<usize>>)> {
    let parts = doc.parts();
    SETS.iter()
        .map(|&(name, prefix)| {
            let pages = parts
                .iter()
                .filter(|p| p.name.starts_with(prefix))
                .map(|p| p.pages.clone())
                .collect();
            (name, pages)
        })
        .collect()
}

/// The files cut from a laid-out document, by name and pages: from a print job
/// `booklets.pdf` and `answers.pdf`, then each booklet and answer sheet (its whole is
/// `all.pdf`); from the students' keys one file a student.
type Cuts = Vec<(String, Vec<RangeInclusive<usize>>)>;

fn print_cuts(doc: &Document) -> Cuts {
    let mut files: Cuts = set_pages(doc)
        .into_iter()
        .filter(|(_, pages)| !pages.is_empty())
        .map(|(name, pages)| (name.to_owned(), pages))
        .collect();
    files.extend(part_cuts(doc));
    files
}

fn part_cuts(doc: &Document) -> Cuts {
    doc.parts()
        .into_iter()
        .map(|part| (format!("{}.pdf", part.name), vec![part.pages]))
        .collect()
}

/// Compiles `entry`, writes the whole document once (untagged: a print job needs no
/// tags, and a part cannot carry them) and cuts the files `cuts` names out of it: one
/// export a document rather than one a file. The whole comes first, as `whole` when
/// named, else left out.
fn lay_out(
    typesetter: &Typesetter,
    entry: &'static str,
    files: &Files,
    cuts: fn(&Document) -> Cuts,
    whole: Option<&str>,
) -> Result<Vec<OutputFile>, PdfError> {
    let doc = typesetter.compile(Entry::Bundled(entry), files)?;
    let cuts = cuts(&doc);
    let bytes = doc.to_untagged_pdf()?;
    // The layout is the largest thing held; the cutting needs only the bytes.
    drop(doc);
    let pages: Vec<_> = cuts.iter().map(|(_, pages)| pages.clone()).collect();
    let mut out = Vec::with_capacity(cuts.len() + 1);
    for ((name, _), bytes) in cuts.into_iter().zip(pdf::split::split(&bytes, &pages)?) {
        out.push(OutputFile { name, bytes });
    }
    if let Some(name) = whole {
        out.insert(
            0,
            OutputFile {
                name: name.to_owned(),
                bytes,
            },
        );
    }
    Ok(out)
}

/// Typesets the exam: `booklet-NN.pdf`, `answers-NN.pdf` and `key-NN.pdf` per student,
/// `all.pdf` (every booklet and answer sheet, for one print job), `booklets.pdf` and
/// `answers.pdf` (the same, a set at a time) and, `with_key`, the compact `key.pdf`.
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
    let print_files = print_files(exam, &print_data(&header, rendered))?;
    let keys_files = files_of(exam, &student_keys(&header, rendered))?;
    let book = with_key.then(|| {
        let mut book = KeyBook::new();
        book.add(rendered);
        book
    });
    // Two threads sharing nothing but the fonts: the print job on this one, the
    // students' keys and then the compact key on the other.
    let (print, keys) = std::thread::scope(|scope| {
        let key_job = scope.spawn(|| {
            let keys = lay_out(typesetter, "/key.typ", &keys_files, part_cuts, None)?;
            let compact = match &book {
                Some(book) => Some(compact_key(typesetter, exam, book)?.to_pdf()?),
                None => None,
            };
            Ok::<_, PdfError>((keys, compact))
        });
        let print = lay_out(
            typesetter,
            "/print.typ",
            &print_files,
            print_cuts,
            Some("all.pdf"),
        );
        let keys = key_job
            .join()
            .unwrap_or_else(|_| Err(PdfError::Compile(vec!["the key's thread panicked".into()])));
        (print, keys)
    });
    let (keys, compact) = keys?;
    let mut files = print?;
    files.extend(keys);
    if let Some(bytes) = compact {
        files.push(OutputFile {
            name: "key.pdf".into(),
            bytes,
        });
    }
    for _ in &files {
        tick();
    }
    tick();
    Ok(files)
}
