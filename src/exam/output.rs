//! Writing files all or nothing: an exam folder appears whole or not at all, and a
//! `results.csv` is either the new one or the old one, never half of either.
//!
//! Every file is written into a temporary folder (or file) beside its destination, on
//! the same file system, and renamed into place only when all of it is written. A folder
//! that already holds an exam (its `exam.json`) is replaced whole, so no booklet of a
//! larger class from an earlier run is left behind; a folder holding anything else is
//! refused.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

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

/// Writes `files` as the folder `dir`.
///
/// # Errors
/// A file that cannot be written (the folder is then as it was), or a `dir` that holds
/// other things than an earlier exam.
pub fn write(dir: &Path, files: &[OutputFile]) -> Result<(), OutputError> {
    let replace = match fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() && !dir.join("exam.json").is_file() {
                return Err(OutputError::Occupied(dir.to_owned()));
            }
            true
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => false,
        Err(e) => return Err(io_error(dir)(e)),
    };
    let above = parent(dir);
    fs::create_dir_all(above).map_err(io_error(above))?;
    let staging = tempfile::Builder::new()
        .prefix(".ruling-exam-")
        .tempdir_in(above)
        .map_err(io_error(above))?;
    for file in files {
        let path = staging.path().join(&file.name);
        fs::write(&path, &file.bytes).map_err(io_error(&path))?;
    }
    if replace {
        // The old folder moves aside first, so a failed rename leaves it in place.
        let old = tempfile::Builder::new()
            .prefix(".ruling-exam-old-")
            .tempdir_in(above)
            .map_err(io_error(above))?;
        let aside = old.path().join("exam");
        fs::rename(dir, &aside).map_err(io_error(dir))?;
        if let Err(e) = fs::rename(staging.path(), dir) {
            // Put the old exam back; the new one is dropped with its staging folder.
            let _ = fs::rename(&aside, dir);
            return Err(io_error(dir)(e));
        }
        drop(old);
    } else {
        fs::rename(staging.path(), dir).map_err(io_error(dir))?;
    }
    // The staging folder has become `dir`: nothing left to remove.
    let _ = staging.keep();
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
        write(&dir, &[file("exam.json", "{}"), file("key.pdf", "k")]).unwrap();
        assert_eq!(fs::read_to_string(dir.join("key.pdf")).unwrap(), "k");
        // Nothing but the exam folder is left beside it.
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }

    #[test]
    fn an_earlier_exam_is_replaced_whole() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("exam");
        write(&dir, &[file("exam.json", "1"), file("booklet-30.pdf", "b")]).unwrap();
        write(&dir, &[file("exam.json", "2")]).unwrap();
        assert_eq!(fs::read_to_string(dir.join("exam.json")).unwrap(), "2");
        assert!(!dir.join("booklet-30.pdf").exists());
        assert_eq!(fs::read_dir(root.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_folder_of_other_things_is_refused_and_left_alone() {
        let root = tempfile::tempdir().unwrap();
        fs::write(root.path().join("thesis.tex"), "mine").unwrap();
        let err = write(root.path(), &[file("exam.json", "{}")]).unwrap_err();
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
