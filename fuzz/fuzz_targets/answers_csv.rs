//! A paper exam's answers file (`ruling exam grade`), read against a small exam set
//! once: any text gives answers or rows named by line, never a panic.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use ruling::exam::content::Questions;
use ruling::exam::grade::read_answers;
use ruling::exam::{Exam, ExamOptions, build};
use ruling::i18n::Lang;

static EXAM: LazyLock<Exam> = LazyLock::new(|| {
    let questions = Questions::bundled().expect("the bundled bank loads");
    let options = ExamOptions {
        templates: "revoke:2,claims:1,adjustments:1"
            .parse()
            .expect("a selection"),
        students: 3,
        seed: 11,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    build(&questions, &options, &mut |_| {}).expect("the exam builds")
});

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = read_answers("answers.csv", text, &EXAM);
});
