//! The whole class's files, `all.pdf` and `key.pdf`, typeset a chunk of students at a
//! time ([`sheets::chunk_students`]) and joined ([`crate::pdf::join`]): typst holds a
//! document's whole layout until it is written, so one document of 999 students needed
//! over 5 GB (review security S2), while a chunk needs a bounded part of that whatever
//! the class size. A class that fits in one chunk is typeset whole, as before, and its
//! key keeps the tags screen readers use.

use std::ops::Range;

use crate::pdf::{Typesetter, join};

use super::sheets::{self, KeyPart};
use super::{Exam, ExamError};

/// A file made from the whole class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WholeFile {
    /// `all.pdf`: every booklet and answer sheet, one print job.
    All,
    /// `key.pdf`: the instructor's key.
    Key,
}

impl WholeFile {
    /// The file's name in the exam folder.
    pub fn name(self) -> &'static str {
        match self {
            WholeFile::All => "all.pdf",
            WholeFile::Key => "key.pdf",
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
    let chunks = chunks(exam);
    if chunks.len() <= 1 {
        let rendered = exam.render();
        return Ok(match which {
            WholeFile::All => sheets::print_job(typesetter, &rendered)?.to_untagged_pdf()?,
            WholeFile::Key => sheets::key_part(typesetter, &rendered, KeyPart::Whole)?.to_pdf()?,
        });
    }
    let mut parts = Vec::with_capacity(chunks.len() + 1);
    match which {
        WholeFile::All => {
            for range in chunks {
                let part = exam.part(range);
                let doc = sheets::print_job(typesetter, &part.render())?;
                parts.push(doc.to_untagged_pdf()?);
                drop(doc);
                forget();
            }
        }
        WholeFile::Key => {
            // The grid needs every student's answers before the first page is laid out.
            let mut grid = Vec::with_capacity(exam.file.students.len());
            for range in &chunks {
                grid.extend(sheets::grid_rows(&exam.part(range.clone()).render()));
            }
            let head =
                sheets::key_part(typesetter, &exam.part(0..0).render(), KeyPart::Head(&grid))?;
            let mut pages = head.page_count();
            parts.push(head.to_untagged_pdf()?);
            drop(head);
            for range in chunks {
                let part = exam.part(range);
                let doc = sheets::key_part(
                    typesetter,
                    &part.render(),
                    KeyPart::Answers {
                        first_page: pages + 1,
                    },
                )?;
                pages += doc.page_count();
                parts.push(doc.to_untagged_pdf()?);
                drop(doc);
                forget();
            }
        }
    }
    Ok(join::join(parts)?)
}
