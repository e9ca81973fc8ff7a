//! Interchange (issue 37): the bank in Moodle XML and IMS QTI 2.1 for learning
//! platforms, and deals in and out as PBN. Each format is read back by the test and
//! compared with the engine's own answers, deals and play.

pub mod moodle;
mod pbn;
pub mod qti;

use std::path::PathBuf;

/// A file under `tests/it/data/interchange/`.
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/data/interchange")
        .join(name)
}

/// The bundled bank.
pub fn bank() -> ruling::bank::Bank {
    ruling::bank::Bank::bundled().unwrap()
}

/// `count` variants of each of `templates` from seed 1.
pub fn variants(templates: &str, count: usize) -> Vec<ruling::bank::Variant> {
    let choice = ruling::interchange::Choice {
        templates: templates.parse().unwrap(),
        count,
        seed: 1,
    };
    ruling::interchange::variants(&bank(), &choice, None).unwrap()
}
