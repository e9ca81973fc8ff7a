//! The blocking work behind the marking page: `ruling exam grade`'s and `ruling exam
//! scan`'s own code run on the batches and scans the database keeps. Both work on an
//! exam's folder, so each run lays one out in a temporary folder (the batches kept in
//! `graded/`, the scans beside them), calls [`folder::grade`] or [`run::run`], and takes
//! back what they wrote: `results.csv`, the batch the scans gave, the crops. The folder
//! is gone when the run ends; what matters went to the database.

use std::path::{Path, PathBuf};

use crate::exam::Exam;
use crate::exam::definition::ExamFile;
use crate::exam::grade::folder::{self, Batch, FolderError, Graded, KEPT};
use crate::exam::grade::{GradeError, read_answers};
use crate::exam::sheets::layout::{Field, Form};
use crate::i18n::Lang;
use crate::scan::run::{self, Corrections, ScanError};
use crate::store::marking::{KeptBatch, KeptScan, MarkingResults, UnsureBox};

use super::view::{ScanView, View};

/// Why a run graded nothing.
#[derive(Debug, thiserror::Error)]
pub enum WorkError {
    /// The files' rows, each `file:line: message`, in the language asked for.
    #[error("{}", .0.join("\n"))]
    Rows(Vec<String>),
    /// The stored definition does not read, or the temporary folder failed.
    #[error("{0}")]
    Internal(String),
}

/// A grading done: the results to keep.
pub struct Done {
    /// `results.csv` and the page's view.
    pub results: MarkingResults,
    /// The batch graded (a typed file, or the scans' `scan`).
    pub batch: Option<KeptBatch>,
    /// The unsure boxes of a reading.
    pub unsure: Vec<UnsureBox>,
}

/// The stored definition as an exam.
///
/// # Errors
/// [`WorkError::Internal`] when it does not read.
pub fn exam(definition: &str) -> Result<Exam, WorkError> {
    ExamFile::parse("exam.json", definition)
        .map(Exam::load)
        .map_err(|e| WorkError::Internal(e.to_string()))
}

/// A file name as the kept batch or scan is named: its last component, letters, digits,
/// `-`, `_` and `.` kept, anything else `_`, no leading dot; `fallback` when nothing is
/// left. The name becomes a file in the temporary folder and a batch in `results.csv`.
pub fn clean_name(given: &str, fallback: &str) -> String {
    let last = given.rsplit(['/', '\\']).next().unwrap_or("");
    let name: String = last
        .chars()
        .take(80)
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let name = name.trim_start_matches('.').to_owned();
    if name.is_empty() {
        fallback.to_owned()
    } else {
        name
    }
}

/// A temporary exam folder holding `kept` in `graded/`.
fn folder_with(kept: &[KeptBatch]) -> Result<tempfile::TempDir, WorkError> {
    let internal = |e: std::io::Error| WorkError::Internal(format!("marking folder: {e}"));
    let dir = tempfile::tempdir().map_err(internal)?;
    let graded = dir.path().join(KEPT);
    std::fs::create_dir_all(&graded).map_err(internal)?;
    for b in kept {
        std::fs::write(graded.join(format!("{}.csv", b.name)), &b.body).map_err(internal)?;
    }
    Ok(dir)
}

/// `message` with the temporary folder's paths taken out: a kept batch is named
/// `answers.csv`, a scan `scans.pdf:3`, as the instructor uploaded them.
fn unfold(message: &str, dir: &Path) -> String {
    let base = dir.display().to_string();
    message
        .replace(&format!("{base}/{KEPT}/"), "")
        .replace(&format!("{base}/{SCANS}/"), "")
        .replace(&format!("{base}/"), "")
}

/// The folder of the scans in the temporary folder.
const SCANS: &str = "scans";

/// The results `graded` wrote in `dir`.
fn results_of(
    dir: &Path,
    graded: &Graded,
    scan: Option<&ScanView>,
) -> Result<MarkingResults, WorkError> {
    let results = std::fs::read(dir.join("results.csv"))
        .map_err(|e| WorkError::Internal(format!("results.csv: {e}")))?;
    let view = View::of(&graded.merged, graded.all.clone());
    Ok(MarkingResults {
        results,
        view: serde_json::to_string(&view).map_err(|e| WorkError::Internal(e.to_string()))?,
        scan: scan
            .map(serde_json::to_string)
            .transpose()
            .map_err(|e| WorkError::Internal(e.to_string()))?,
    })
}

/// `exam` with its messages in `lang`: the errors of an upload are told in the
/// reader's language, while what is graded speaks the exam's.
fn in_lang(exam: &Exam, lang: Lang) -> Exam {
    let mut file = exam.file.clone();
    file.lang = lang;
    Exam::load(file)
}

fn rows(e: FolderError, dir: &Path) -> WorkError {
    match e {
        FolderError::Rows(GradeError::Rows(rows)) => {
            WorkError::Rows(rows.iter().map(|r| unfold(r, dir)).collect())
        }
        FolderError::Output(e) => WorkError::Internal(e.to_string()),
    }
}

/// Grades `given` (none: only regrade) with every batch `kept`, as `ruling exam grade`
/// does; errors in `reader`'s language.
///
/// # Errors
/// The rows that do not read (nothing is graded), or an internal failure.
pub fn grade(
    exam: &Exam,
    kept: &[KeptBatch],
    given: Option<Batch>,
    reader: Lang,
) -> Result<Done, WorkError> {
    let dir = folder_with(kept)?;
    let graded = match folder::grade(dir.path(), exam, given.iter().cloned().collect()) {
        Ok(g) => g,
        Err(FolderError::Rows(_)) if reader != exam.file.lang => {
            // Nothing was written: grading again in the reader's language names the
            // same rows in his words.
            let again = folder::grade(
                dir.path(),
                &in_lang(exam, reader),
                given.into_iter().collect(),
            );
            return Err(match again {
                Err(e) => rows(e, dir.path()),
                Ok(_) => WorkError::Internal("graded in one language only".into()),
            });
        }
        Err(e) => return Err(rows(e, dir.path())),
    };
    Ok(Done {
        results: results_of(dir.path(), &graded, None)?,
        batch: given.map(|b| KeptBatch {
            name: b.name,
            file: b.file,
            body: b.text,
        }),
        unsure: Vec::new(),
    })
}

/// What a click may settle `field` as, `|`-separated: the values of its one row of
/// circles (`a|b|c|d`, `yes|no`, `0|…|13`); empty for a grid (a number, a law), which
/// is typed in.
fn choices(field: &Field) -> String {
    match (field.form, field.groups.as_slice()) {
        (Form::Choice | Form::YesNo | Form::Tricks, [row]) => row
            .bubbles
            .iter()
            .map(|b| b.value.as_str())
            .collect::<Vec<_>>()
            .join("|"),
        _ => String::new(),
    }
}

/// Reads every scan `scans` with the batches `kept` (not the scans' own), the boxes
/// `settled` (student, box, answer) settling unsure ones, as `ruling exam scan
/// --corrections` does. A reading that grades nothing still says why in its
/// [`ScanView`].
///
/// # Errors
/// Only an internal failure (the temporary folder).
pub fn read(
    exam: &Exam,
    kept: &[KeptBatch],
    scans: &[KeptScan],
    settled: &[(i64, String, String)],
) -> Result<Done, WorkError> {
    let dir = folder_with(kept)?;
    let internal = |e: std::io::Error| WorkError::Internal(format!("marking folder: {e}"));
    let folder = dir.path().join(SCANS);
    std::fs::create_dir_all(&folder).map_err(internal)?;
    let mut paths: Vec<PathBuf> = Vec::new();
    for s in scans {
        let path = folder.join(clean_name(&s.file, "scan"));
        std::fs::write(&path, &s.bytes).map_err(internal)?;
        paths.push(path);
    }
    let mut corrections = csv::Writer::from_writer(Vec::new());
    let mut bad = |e: csv::Error| WorkError::Internal(format!("corrections: {e}"));
    corrections
        .write_record(["student", "question", "answer"])
        .map_err(&mut bad)?;
    for (student, name, answer) in settled {
        corrections
            .write_record([student.to_string().as_str(), name, answer])
            .map_err(&mut bad)?;
    }
    let corrections = String::from_utf8(
        corrections
            .into_inner()
            .map_err(|e| WorkError::Internal(e.to_string()))?,
    )
    .map_err(|e| WorkError::Internal(e.to_string()))?;
    let files: Vec<String> = scans.iter().map(|s| s.file.clone()).collect();
    let given = (!settled.is_empty()).then_some(Corrections {
        file: "corrections",
        text: &corrections,
    });
    let scan = match run::run(dir.path(), exam, &paths, given) {
        Ok(scan) => scan,
        Err(e) => {
            let error = match e {
                ScanError::Folder(FolderError::Rows(GradeError::Rows(rows)))
                | ScanError::Corrections(GradeError::Rows(rows)) => rows,
                other => vec![other.to_string()],
            };
            let view = ScanView {
                files,
                error: Some(error.iter().map(|r| unfold(r, dir.path())).collect()),
                ..ScanView::default()
            };
            // The batches kept are graded as they were, with the reading's error beside.
            let graded =
                folder::grade(dir.path(), exam, Vec::new()).map_err(|e| rows(e, dir.path()))?;
            return Ok(Done {
                results: results_of(dir.path(), &graded, Some(&view))?,
                batch: None,
                unsure: Vec::new(),
            });
        }
    };
    let place = |p: &str| unfold(p, dir.path());
    let layouts = crate::scan::layouts(exam);
    let mut unsure = Vec::new();
    for u in &scan.unsure {
        let field = layouts
            .get(u.student - 1)
            .into_iter()
            .flatten()
            .flat_map(|p| &p.fields)
            .find(|f| f.name == u.name);
        let choices = field.map_or_else(String::new, choices);
        unsure.push(UnsureBox {
            student: i64::try_from(u.student).unwrap_or(0),
            name: u.name.clone(),
            reason: u.doubt.message_id().to_owned(),
            place: place(&u.place),
            choices,
            crop: std::fs::read(&u.crop).unwrap_or_default(),
            settled: u.settled.clone(),
        });
    }
    let view = ScanView {
        files,
        pages: scan.read.len(),
        unread: scan
            .unread
            .iter()
            .map(|(p, why)| (place(p), why.clone()))
            .collect(),
        blank: scan.blank.iter().map(|p| place(p)).collect(),
        twice: scan
            .twice
            .iter()
            .map(|(id, first, second)| (id.student, id.page, place(first), place(second)))
            .collect(),
        missing: scan.missing.clone(),
        error: None,
    };
    let batch = scan.graded.batches.first().map(|(b, _)| KeptBatch {
        name: b.name.clone(),
        file: b.file.clone(),
        body: b.text.clone(),
    });
    Ok(Done {
        results: results_of(dir.path(), &scan.graded, Some(&view))?,
        batch,
        unsure,
    })
}

/// The scans' batch `body` with student `student`'s box `name` answered `answer`: the
/// row `ruling exam scan` wrote for it (`?` while unsure) replaced, as a corrections file
/// replaces it.
///
/// # Errors
/// [`WorkError::Internal`] when the batch does not read back.
pub fn settle(
    exam: &Exam,
    body: &str,
    student: usize,
    name: &str,
    answer: &str,
) -> Result<String, WorkError> {
    let answers =
        read_answers(run::BATCH, body, exam).map_err(|e| WorkError::Internal(e.to_string()))?;
    let mut out = csv::WriterBuilder::new()
        .delimiter(answers.delimiter)
        .from_writer(Vec::new());
    let bad = |e: csv::Error| WorkError::Internal(e.to_string());
    out.write_record(["student", "question", "answer"])
        .map_err(bad)?;
    let mut found = false;
    for a in &answers.rows {
        let box_name = match a.part {
            Some(p) => format!("{}{}", a.question, crate::exam::content::letter(p)),
            None => a.question.to_string(),
        };
        let text = if a.student == student && box_name == name {
            found = true;
            answer
        } else {
            a.text.as_str()
        };
        out.write_record([a.student.to_string().as_str(), &box_name, text])
            .map_err(bad)?;
    }
    if !found {
        return Err(WorkError::Internal(format!(
            "no box {name} of student {student}"
        )));
    }
    String::from_utf8(
        out.into_inner()
            .map_err(|e| WorkError::Internal(e.to_string()))?,
    )
    .map_err(|e| WorkError::Internal(e.to_string()))
}
