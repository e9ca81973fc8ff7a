//! Batches of answers graded into an exam's folder, none ever lost (review exams P7).
//!
//! An instructor types the answers in several files (one per marker, per room, per
//! evening). Each file graded is kept in `DIR/graded/<name>.csv`, as it was read, and
//! its results written to `DIR/results-<name>.csv`; `DIR/results.csv` is then rebuilt
//! from every file kept, so it always holds every batch graded so far. Grading a file
//! of the same name again replaces that batch only, and says so.
//!
//! A student answers in one batch only: a student found in two files is an error naming
//! both, since which of his answers count cannot be guessed. Every file is written whole
//! ([`write_file`]), the kept copies and batch results first and `results.csv` last, and
//! only when every file read without an error.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use super::{Answers, GradeError, Report, book, mark, read_answers, say};
use crate::exam::Exam;
use crate::exam::output::{OutputError, write_file};
use crate::laws::Message;

/// The folder in the exam's folder that keeps every answers file graded.
pub const KEPT: &str = "graded";

/// Whether the entry `name` of an exam's folder is marking done in it: the answers
/// files kept, or a results file made from them. Setting the same exam again carries
/// these over ([`crate::exam::output`]).
pub fn is_marking(name: &str, is_dir: bool) -> bool {
    if is_dir {
        name == KEPT
    } else {
        name.starts_with("results") && name.ends_with(".csv")
    }
}

/// Why the batches were not graded; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum FolderError {
    #[error(transparent)]
    /// A file's rows, or students answered in two files.
    Rows(#[from] GradeError),
    #[error(transparent)]
    /// A file could not be read or written.
    Output(#[from] OutputError),
}

/// One answers file to grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Batch {
    /// The file's name without its extension: the batch's name in `results-<name>.csv`.
    pub name: String,
    /// The file as the instructor named it, for errors.
    pub file: String,
    /// Its text.
    pub text: String,
}

impl Batch {
    /// The batch of the file at `path`, whose text is `text`.
    pub fn new(path: &Path, text: String) -> Batch {
        Batch {
            name: path.file_stem().map_or_else(
                || "answers".to_owned(),
                |s| s.to_string_lossy().into_owned(),
            ),
            file: path.display().to_string(),
            text,
        }
    }
}

/// An answers file's bytes as text: UTF-8 (with or without a byte order mark), or else
/// Windows-1252, which Excel in Norwegian, German or Danish still writes for "CSV
/// (semicolon separated)": its `§`, `æøå` and `äöü` would otherwise stop the marking.
/// The kept copy is written as UTF-8.
pub fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().into_iter().map(windows_1252).collect(),
    }
}

/// One byte of Windows-1252: Latin-1, but for the printable characters it puts at
/// 0x80–0x9F (`€`, `–`, quotation marks).
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9f => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

/// What grading the batches did.
#[derive(Debug, Clone, PartialEq)]
pub struct Graded {
    /// Each batch given, marked, in the order given.
    pub batches: Vec<(Batch, Report)>,
    /// The names of the batches given that replaced one graded earlier.
    pub replaced: Vec<String>,
    /// Every batch in `results.csv`, by name.
    pub all: Vec<String>,
    /// Every student marked, over every batch.
    pub merged: Report,
    /// The files written, `results.csv` last.
    pub written: Vec<PathBuf>,
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> OutputError + '_ {
    move |source| OutputError::Io {
        path: path.to_owned(),
        source,
    }
}

/// The batches kept in `dir` from earlier runs, by name.
fn kept(dir: &Path) -> Result<BTreeMap<String, Batch>, OutputError> {
    let folder = dir.join(KEPT);
    let entries = match fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(io(&folder)(e)),
    };
    let mut batches = BTreeMap::new();
    for entry in entries {
        let path = entry.map_err(io(&folder))?.path();
        if path.extension().is_some_and(|e| e == "csv") {
            let text = fs::read_to_string(&path).map_err(io(&path))?;
            let batch = Batch::new(&path, text);
            batches.insert(batch.name.clone(), batch);
        }
    }
    Ok(batches)
}

/// Grades `given` into the exam folder `dir`, with every batch kept there before.
///
/// # Errors
/// Every bad row of every file (as `file:line: message`), a student answered in two
/// files, two files given of the same name, or a file that cannot be read or written.
/// On any error nothing is written.
pub fn grade(dir: &Path, exam: &Exam, given: Vec<Batch>) -> Result<Graded, FolderError> {
    let earlier = kept(dir)?;
    let lang = exam.file.lang;
    let mut errors = Vec::new();
    let mut names: BTreeMap<&str, &str> = BTreeMap::new();
    for b in &given {
        if let Some(first) = names.insert(&b.name, &b.file) {
            let same = Message::new("grade-error-same-name")
                .code("first", first)
                .code("name", &b.name);
            errors.push(format!("{}: {}", b.file, say(lang, same)));
        }
    }
    let replaced: Vec<String> = given
        .iter()
        .filter(|b| earlier.contains_key(&b.name))
        .map(|b| b.name.clone())
        .collect();
    // Every batch of results.csv: the earlier ones not replaced, then the ones given.
    let mut all: Vec<(&Batch, Option<Answers>)> = earlier
        .values()
        .filter(|b| !names.contains_key(b.name.as_str()))
        .chain(&given)
        .map(|b| (b, None))
        .collect();
    for (batch, answers) in &mut all {
        let file = if given.iter().any(|g| std::ptr::eq(g, *batch)) {
            batch.file.clone()
        } else {
            dir.join(KEPT)
                .join(format!("{}.csv", batch.name))
                .display()
                .to_string()
        };
        match read_answers(&file, &batch.text, exam) {
            Ok(a) => *answers = Some(a),
            Err(GradeError::Rows(rows)) => errors.extend(rows),
        }
    }
    // A student in two batches: name both files and the first line of each.
    let mut first_seen: BTreeMap<usize, (&str, u64)> = BTreeMap::new();
    let mut twice: BTreeMap<(usize, &str), (&str, u64, u64)> = BTreeMap::new();
    for (batch, answers) in &all {
        for row in answers.iter().flat_map(|a| &a.rows) {
            match first_seen.get(&row.student) {
                None => {
                    first_seen.insert(row.student, (&batch.file, row.line));
                }
                Some(&(file, line)) if file != batch.file => {
                    twice
                        .entry((row.student, &batch.file))
                        .or_insert((file, line, row.line));
                }
                Some(_) => {}
            }
        }
    }
    for ((student, file), (other, first, line)) in twice {
        let both = Message::new("grade-error-two-files")
            .with("student", student)
            .code("other", format!("{other}:{first}"));
        errors.push(format!("{file}:{line}: {}", say(lang, both)));
    }
    if !errors.is_empty() {
        return Err(GradeError::Rows(errors).into());
    }
    let mut rows = Vec::new();
    let mut batch_of = BTreeMap::new();
    for (batch, answers) in &all {
        if let Some(a) = answers {
            for row in &a.rows {
                batch_of.insert(row.student, format!("{}.csv", batch.name));
            }
            rows.extend(a.rows.iter().cloned());
        }
    }
    let delimiter = book::delimiter(exam.file.lang);
    let merged = mark(exam, &Answers { rows, delimiter });
    let csv_error = |e: csv::Error| OutputError::Io {
        path: dir.join("results.csv"),
        source: std::io::Error::other(e),
    };
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut batches = Vec::new();
    for (batch, answers) in &all {
        if !given.iter().any(|g| std::ptr::eq(g, *batch)) {
            continue;
        }
        let Some(answers) = answers else { continue };
        let mut report = mark(exam, answers);
        // Who is missing is known only over every batch: the merged report says it.
        report.absent.clear();
        files.push((
            dir.join(KEPT).join(format!("{}.csv", batch.name)),
            batch.text.clone().into_bytes(),
        ));
        files.push((
            dir.join(format!("results-{}.csv", batch.name)),
            book::details(&report).map_err(csv_error)?,
        ));
        batches.push(((*batch).clone(), report));
    }
    files.push((
        dir.join("results.csv"),
        book::gradebook(exam, &merged, &batch_of).map_err(csv_error)?,
    ));
    let kept_dir = dir.join(KEPT);
    fs::create_dir_all(&kept_dir).map_err(io(&kept_dir))?;
    let mut written = Vec::new();
    for (path, bytes) in files {
        write_file(&path, &bytes)?;
        written.push(path);
    }
    Ok(Graded {
        all: all.iter().map(|(b, _)| b.name.clone()).collect(),
        batches,
        replaced,
        merged,
        written,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_excel_saved_in_windows_1252_reads() {
        let bytes = b"Elev;Sp\xf8rsm\xe5l;Svar\r\n5;1a;\xa7 63 A3 \x96 \x80\r\n".to_vec();
        assert_eq!(decode(bytes), "Elev;Spørsmål;Svar\r\n5;1a;§ 63 A3 – €\r\n");
        assert_eq!(decode("§ 64 A2".as_bytes().to_vec()), "§ 64 A2");
    }
}
