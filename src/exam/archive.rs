//! An exam folder as one zip: every file `ruling exam` writes (the booklets, answer
//! sheets and keys of each student, `all.pdf`, `booklets.pdf`, `answers.pdf`, `key.pdf`
//! and `exam.json`), for the print shop or the archive. The web's "all files" download
//! and `ruling exam --zip` make it the same way.
//!
//! PDFs are stored as they are (they are compressed inside already, and deflating them
//! again gains a few per cent for much CPU); `exam.json` is deflated.

use std::io::{Seek, Write};

use zip::ZipWriter;
use zip::result::ZipError;
use zip::write::SimpleFileOptions;

use crate::pdf::Typesetter;

use super::sheets::OutputFile;
use super::{Exam, ExamError};

/// A zip being written, a file at a time: each file is added as soon as it is made.
pub struct Archive<W: Write + Seek> {
    zip: ZipWriter<W>,
}

impl<W: Write + Seek> Archive<W> {
    /// A zip written into `into`.
    pub fn new(into: W) -> Archive<W> {
        Archive {
            zip: ZipWriter::new(into),
        }
    }

    /// Adds `file` under its own name.
    ///
    /// # Errors
    /// When the zip cannot be written.
    pub fn add(&mut self, file: &OutputFile) -> Result<(), ZipError> {
        let method = if file.name.ends_with(".pdf") {
            zip::CompressionMethod::Stored
        } else {
            zip::CompressionMethod::Deflated
        };
        // Past 4 GiB a file needs the zip64 extension; readers handle it everywhere now.
        let options = SimpleFileOptions::default()
            .compression_method(method)
            .large_file(file.bytes.len() >= u32::MAX as usize);
        self.zip.start_file(file.name.as_str(), options)?;
        self.zip.write_all(&file.bytes).map_err(ZipError::from)
    }

    /// Writes the zip's directory; what it was written into.
    ///
    /// # Errors
    /// When the zip cannot be written.
    pub fn finish(self) -> Result<W, ZipError> {
        self.zip.finish()
    }
}

/// Every file of `exam`'s folder, typeset and zipped, as the zip's bytes.
///
/// # Errors
/// When a sheet does not compile, a PDF cannot be written or the zip cannot be built.
pub fn typeset(typesetter: &Typesetter, exam: &Exam) -> Result<Vec<u8>, ExamError> {
    let mut archive = Archive::new(std::io::Cursor::new(Vec::new()));
    exam.write_files(typesetter, &mut |_| {}, &mut |file| {
        archive.add(&file).map_err(ExamError::from)
    })?;
    Ok(archive.finish()?.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_read_back_by_name() {
        let mut archive = Archive::new(std::io::Cursor::new(Vec::new()));
        for (name, text) in [("exam.json", "{}"), ("key.pdf", "%PDF-")] {
            archive
                .add(&OutputFile {
                    name: name.into(),
                    bytes: text.as_bytes().to_vec(),
                })
                .unwrap();
        }
        let bytes = archive.finish().unwrap().into_inner();
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        assert_eq!(zip.len(), 2);
        let mut json = String::new();
        std::io::Read::read_to_string(&mut zip.by_name("exam.json").unwrap(), &mut json).unwrap();
        assert_eq!(json, "{}");
    }
}
