//! Writing files all or nothing: an exam folder appears whole or not at all, and a
//! `results.csv` is either the new one or the old one, never half of either.
//!
//! Every file is written into a temporary folder (or file) beside its destination, on
//! the same file system, and renamed into place only when all of it is written. A folder
//! that already holds the same exam (an `exam.json` with its code: the same command run
//! again) is replaced whole, so no booklet of a larger class from an earlier run is left
//! behind, while the marking done in it (the answers files kept in `graded/` and the
//! `results*.csv` made from them) is carried over: the same exam, the same marks. A
//! folder holding another exam, whose papers may be out in a classroom, is replaced only
//! when the caller forces it, its marking with it; a folder holding anything else is
//! refused.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::definition::ExamCode;
use super::grade::folder::is_marking;
use super::sheets::OutputFile;

/// Writing failed; nothing was left half-written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error("{}: {source}", path.display())]
    /// A file or folder could not be written, read or renamed.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    #[error(
        "{} is not empty and holds no exam.json: choose a new or empty folder",
        .0.display()
    )]
    /// The folder holds other files: an exam is written only into a new or empty folder,
    /// or over an earlier exam.
    Occupied(PathBuf),
    #[error(
        "{} holds exam {held}, not {new}: its papers could no longer be marked; choose another \
         folder, or give --force to replace it",
        dir.display()
    )]
    /// The folder holds another exam than the one being written.
    AnotherExam {
        /// The folder.
        dir: PathBuf,
        /// The code of the exam it holds (or `?` when its exam.json does not read).
        held: String,
        /// The code of the exam being written.
        new: String,
    },
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> OutputError + '_ {
    move |source| OutputError::Io {
        path: path.to_owned(),
        source,
    }
}

/// The folder `path` sits in, `.` for a bare name.
fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// The code of the exam whose `exam.json` is at `path`, `?` when it does not read.
fn code_held(path: &Path) -> String {
    #[derive(serde::Deserialize)]
    struct Head {
        code: String,
    }
    fs::read_to_string(path)
        .ok()
        .and_then(|text| serde_json::from_str::<Head>(&text).ok())
        .map_or_else(|| "?".to_owned(), |h| h.code)
}

/// What the folder an exam is to be written as holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// Nothing: it is new or empty.
    Nothing,
    /// The same exam (the same code), set before: replaced, its marking kept.
    Same,
    /// Another exam, replaced because the caller forces it.
    Other,
}

/// Whether the exam `code` may be written as the folder `dir`: asked before any work,
/// so that a refusal comes at once, not after the typesetting.
///
/// # Errors
/// A `dir` that holds other things than an exam, or another exam without `force`.
pub fn check(dir: &Path, code: &ExamCode, force: bool) -> Result<Held, OutputError> {
    match fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_none() {
                return Ok(Held::Nothing);
            }
            let json = dir.join("exam.json");
            if !json.is_file() {
                return Err(OutputError::Occupied(dir.to_owned()));
            }
            let held = code_held(&json);
            if held == code.as_str() {
                Ok(Held::Same)
            } else if force {
                Ok(Held::Other)
            } else {
                Err(OutputError::AnotherExam {
                    dir: dir.to_owned(),
                    held,
                    new: code.to_string(),
                })
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Held::Nothing),
        Err(e) => Err(io_error(dir)(e)),
    }
}

/// An exam folder being written: each file goes to disk as soon as it is made (a class
/// of hundreds has over a hundred megabytes of PDFs, which need not all sit in memory),
/// into a temporary folder beside `dir` that becomes `dir` only when [`Staging::finish`]
/// is called. Dropped unfinished, it leaves nothing behind.
pub struct Staging {
    dir: PathBuf,
    code: ExamCode,
    force: bool,
    folder: tempfile::TempDir,
}

impl Staging {
    /// Starts writing the exam `code` as the folder `dir` ([`check`]ed first).
    ///
    /// # Errors
    /// As [`check`], or a temporary folder that cannot be made beside `dir`.
    pub fn new(dir: &Path, code: &ExamCode, force: bool) -> Result<Staging, OutputError> {
        check(dir, code, force)?;
        let above = parent(dir);
        fs::create_dir_all(above).map_err(io_error(above))?;
        let folder = tempfile::Builder::new()
            .prefix(".ruling-exam-")
            .tempdir_in(above)
            .map_err(io_error(above))?;
        Ok(Staging {
            dir: dir.to_owned(),
            code: code.clone(),
            force,
            folder,
        })
    }

    /// Writes `file` into the folder being made.
    ///
    /// # Errors
    /// When it cannot be written.
    pub fn add(&mut self, file: &OutputFile) -> Result<(), OutputError> {
        let path = self.folder.path().join(&file.name);
        fs::write(&path, &file.bytes).map_err(io_error(&path))
    }

    /// Puts the folder in place of `dir`, whole: the marking of the same exam carried
    /// over, an earlier exam moved aside first and dropped only once the new one is in
    /// place.
    ///
    /// # Errors
    /// When `dir` changed since [`Staging::new`] so that it may no longer be replaced,
    /// or a rename fails; `dir` is then as it was.
    pub fn finish(self) -> Result<(), OutputError> {
        let (dir, staging) = (self.dir.as_path(), self.folder.path());
        let held = check(dir, &self.code, self.force)?;
        if held == Held::Same {
            carry_marking(dir, staging)?;
        }
        if held == Held::Nothing {
            fs::rename(staging, dir).map_err(io_error(dir))?;
        } else {
            // The old folder moves aside first, so a failed rename leaves it in place.
            let above = parent(dir);
            let old = tempfile::Builder::new()
                .prefix(".ruling-exam-old-")
                .tempdir_in(above)
                .map_err(io_error(above))?;
            let aside = old.path().join("exam");
            fs::rename(dir, &aside).map_err(io_error(dir))?;
            if let Err(e) = fs::rename(staging, dir) {
                // Put the old exam back; the new one is dropped with its staging folder.
                let _ = fs::rename(&aside, dir);
                return Err(io_error(dir)(e));
            }
            drop(old);
        }
        // The staging folder has become `dir`: nothing left to remove.
        let _ = self.folder.keep();
        Ok(())
    }
}

/// Writes `files`, the exam `code`'s, as the folder `dir`; a folder holding another
/// exam is replaced only when `force`.
///
/// # Errors
/// A file that cannot be written (the folder is then as it was), a `dir` that holds
/// other things than an exam, or another exam without `force`.
pub fn write(
    dir: &Path,
    files: &[OutputFile],
    code: &ExamCode,
    force: bool,
) -> Result<(), OutputError> {
    let mut staging = Staging::new(dir, code, force)?;
    for file in files {
        staging.add(file)?;
    }
    staging.finish()
}

/// Copies the marking done in the exam folder `from` ([`is_marking`]: the answers files
/// kept and the results made from them) into `to`. Copied, not moved: until the new
/// folder is in place the old one stays whole.
fn carry_marking(from: &Path, to: &Path) -> Result<(), OutputError> {
    for entry in fs::read_dir(from).map_err(io_error(from))? {
        let path = entry.map_err(io_error(from))?.path();
        let Some(name) = path.file_name() else {
            continue;
        };
        if !is_marking(&name.to_string_lossy(), path.is_dir()) {
            continue;
        }
        if path.is_dir() {
            let into = to.join(name);
            fs::create_dir_all(&into).map_err(io_error(&into))?;
            for file in fs::read_dir(&path).map_err(io_error(&path))? {
                let file = file.map_err(io_error(&path))?.path();
                if let Some(file_name) = file.file_name().filter(|_| file.is_file()) {
                    fs::copy(&file, into.join(file_name)).map_err(io_error(&file))?;
                }
            }
        } else {
            fs::copy(&path, to.join(name)).map_err(io_error(&path))?;
        }
    }
    Ok(())
}

/// Writes `bytes` as the file `path`, replacing it whole.
///
/// # Errors
/// When the file cannot be written; `path` is then as it was.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    let above = parent(path);
    let mut temp = tempfile::NamedTempFile::new_in(above).map_err(io_error(above))?;
    temp.write_all(bytes).map_err(io_error(path))?;
    temp.persist(path).map_err(|e| io_error(path)(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str) -> OutputFile {
        OutputFile {
            name: name.into(),
            bytes: text.as_bytes().to_vec(),
        }
    }

    #[test]
    fn a_new_folder_appears_whole() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("exam");
        write(
            &dir,
            &[file("exam.json", "{}"), file("key.pdf", "k")],
            &code("K7Q3MZ"),
            false,
        )
        .unwrap();
        assert_eq!(fs::read_to_string(dir.join("key.pdf")).unwrap(), "k");
        // Nothing but the exam folder is left beside it.
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }

    fn code(c: &str) -> ExamCode {
        serde_json::from_value(serde_json::json!(c)).unwrap()
    }

    fn exam_json(c: &str) -> OutputFile {
        file("exam.json", &format!(r#"{{"code":"{c}"}}"#))
    }

    #[test]
    fn the_same_exam_set_again_is_replaced_whole() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("exam");
        let k7 = code("K7Q3MZ");
        write(
            &dir,
            &[exam_json("K7Q3MZ"), file("booklet-30.pdf", "b")],
            &k7,
            false,
        )
        .unwrap();
        write(&dir, &[exam_json("K7Q3MZ")], &k7, false).unwrap();
        assert!(dir.join("exam.json").is_file());
        assert!(!dir.join("booklet-30.pdf").exists());
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }

    /// Review P7: the same exam set again keeps the marking done in its folder.
    #[test]
    fn the_same_exam_set_again_keeps_its_marking() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("exam");
        let k7 = code("K7Q3MZ");
        write(&dir, &[exam_json("K7Q3MZ")], &k7, false).unwrap();
        fs::create_dir(dir.join("graded")).unwrap();
        fs::write(dir.join("graded/room1.csv"), "1;1;7").unwrap();
        fs::write(dir.join("results-room1.csv"), "r1").unwrap();
        fs::write(dir.join("results.csv"), "all").unwrap();
        write(&dir, &[exam_json("K7Q3MZ")], &k7, false).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("graded/room1.csv")).unwrap(),
            "1;1;7"
        );
        assert_eq!(
            fs::read_to_string(dir.join("results-room1.csv")).unwrap(),
            "r1"
        );
        assert_eq!(fs::read_to_string(dir.join("results.csv")).unwrap(), "all");
        // Another exam, forced: its papers are not these, nor its marks.
        write(&dir, &[exam_json("0FZ0CK")], &code("0FZ0CK"), true).unwrap();
        assert!(!dir.join("graded").exists());
        assert!(!dir.join("results.csv").exists());
    }

    /// Review P7: the exam handed out is kept unless the instructor insists.
    #[test]
    fn another_exam_is_replaced_only_when_forced() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("exam");
        write(&dir, &[exam_json("K7Q3MZ")], &code("K7Q3MZ"), false).unwrap();
        let err = write(&dir, &[exam_json("0FZ0CK")], &code("0FZ0CK"), false).unwrap_err();
        assert!(
            matches!(&err, OutputError::AnotherExam { held, .. } if held == "K7Q3MZ"),
            "{err}"
        );
        assert!(err.to_string().contains("--force"), "{err}");
        assert_eq!(code_held(&dir.join("exam.json")), "K7Q3MZ");
        write(&dir, &[exam_json("0FZ0CK")], &code("0FZ0CK"), true).unwrap();
        assert_eq!(code_held(&dir.join("exam.json")), "0FZ0CK");
    }

    #[test]
    fn a_folder_of_other_things_is_refused_and_left_alone() {
        let root = tempfile::tempdir().unwrap();
        fs::write(root.path().join("thesis.tex"), "mine").unwrap();
        let err = write(
            root.path(),
            &[file("exam.json", "{}")],
            &code("K7Q3MZ"),
            true,
        )
        .unwrap_err();
        assert!(matches!(err, OutputError::Occupied(_)), "{err}");
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_file_is_replaced_whole() {
        let root = tempfile::tempdir().unwrap();
        let path = root.path().join("results.csv");
        fs::write(&path, "old").unwrap();
        write_file(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }
}
