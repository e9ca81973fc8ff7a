//! The whole class's files, `all.pdf`, `booklets.pdf`, `answers.pdf` and `key.pdf`,
//! typeset a chunk of students at a time ([`sheets::chunk_students`]) and joined ([`crate::pdf::join`]): typst holds a
//! document's whole layout until it is written, so one document of 999 students needed
//! over 5 GB (review security S2), while a chunk needs a bounded part of that whatever
//! the class size. The compact key is gathered a chunk at a time ([`KeyBook`]) and typeset
//! whole: it holds the grid and one entry per kind, not every student's explanations, and
//! keeps the tags screen readers use. `exam.zip`, every file of the exam folder in one zip
//! ([`super::archive`]), is made and kept as one of them.

use std::ops::Range;

use crate::pdf::{Typesetter, join};

use super::keybook::KeyBook;
use super::sheets;
use super::{Exam, ExamError};

/// A file made from the whole class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WholeFile {
    /// `all.pdf`: every booklet and answer sheet, one print job.
    All,
    /// `booklets.pdf`: every booklet, for a printer that staples per set.
    Booklets,
    /// `answers.pdf`: every answer sheet, likewise.
    Answers,
    /// `key.pdf`: the instructor's compact key.
    Key,
    /// `exam.zip`: every file of the exam folder in one zip ([`super::archive`]).
    Zip,
}

impl WholeFile {
    /// The file's name in the exam folder.
    pub fn name(self) -> &'static str {
        match self {
            WholeFile::All => "all.pdf",
            WholeFile::Booklets => "booklets.pdf",
            WholeFile::Answers => "answers.pdf",
            WholeFile::Key => "key.pdf",
            WholeFile::Zip => "exam.zip",
        }
    }
}

/// The students of `exam`, a chunk at a time: ranges of 0-based indices.
pub fn chunks(exam: &Exam) -> Vec<Range<usize>> {
    let students = exam.file.students.len();
    let per = sheets::chunk_students(exam.file.questions.len());
    (0..students)
        .step_by(per)
        .map(|start| start..(start + per).min(students))
        .collect()
}

/// Drops what typst cached for the chunk just written: the next chunk's layout reuses
/// none of it, and keeping it would add a chunk's memory per chunk.
fn forget() {
    typst::comemo::evict(0);
}

/// Typesets the file `which` of `exam`, a chunk of students at a time.
///
/// # Errors
/// When a sheet does not compile, a PDF cannot be written or the parts cannot be joined.
pub fn typeset(
    typesetter: &Typesetter,
    exam: &Exam,
    which: WholeFile,
) -> Result<Vec<u8>, ExamError> {
    if which == WholeFile::Zip {
        return super::archive::typeset(typesetter, exam);
    }
    let chunks = chunks(exam);
    if which == WholeFile::Key {
        let mut book = KeyBook::new();
        for range in chunks {
            book.add(&exam.part(range).render());
        }
        return Ok(sheets::compact_key(typesetter, &exam.file, &book)?.to_pdf()?);
    }
    let mut parts = Vec::with_capacity(chunks.len());
    for range in chunks {
        let part = exam.part(range);
        let doc = sheets::print_job(typesetter, &part.render())?;
        let pages = match which {
            WholeFile::All => vec![1..=doc.page_count()],
            set => sheets::set_pages(&doc)
                .into_iter()
                .find(|(name, _)| *name == set.name())
                .map(|(_, pages)| pages)
                .unwrap_or_default(),
        };
        parts.push(doc.ranges_to_pdf(&pages)?);
        drop(doc);
        forget();
    }
    if parts.len() == 1 {
        return Ok(parts.remove(0));
    }
    Ok(join::join(parts)?)
}
