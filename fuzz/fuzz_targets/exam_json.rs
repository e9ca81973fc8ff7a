//! `exam.json`, the definition of a printed exam (read by `exam grade`, `exam scan`,
//! `exam reprint` and the web): any text reads or names its field, and a file that reads
//! gives every student's questions and key, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::exam::Exam;
use ruling::exam::definition::ExamFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(file) = ExamFile::parse("exam.json", text) {
        let _ = Exam::load(file).render();
    }
    let _ = ExamFile::parse_student("exam.json", text, 2);
});
