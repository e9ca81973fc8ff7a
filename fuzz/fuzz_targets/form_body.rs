//! Form bodies as the web reads them: the printed-exam form (per-family counts, seed,
//! instructions) checked into exam options, and a student's typed answer in every unit
//! and language; a bad entry is an error naming the field, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::grading::parse;
use ruling::i18n::Lang;
use ruling::laws::Unit;
use ruling::web::exams::{ExamForm, options};
use ruling::web::extract::read_form;

const UNITS: [Unit; 6] = [
    Unit::Tricks,
    Unit::Score,
    Unit::Imps,
    Unit::Percent,
    Unit::YesNo,
    Unit::Law,
];

fuzz_target!(|data: &[u8]| {
    if let Ok(form) = read_form::<ExamForm>(data) {
        let _ = options(&form);
    }
    if let Ok(text) = std::str::from_utf8(data) {
        for unit in UNITS {
            for lang in [Lang::En, Lang::Nb, Lang::De, Lang::Da] {
                let _ = parse(unit, text, lang);
            }
        }
    }
});
