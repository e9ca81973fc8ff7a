//! `ruling`: training quizzes and examinations for bridge tournament directors.
//!
//! Data flows one way, and no layer imports one above it:
//!
//! 1. [`model`]: cards, hands, deals and positions (PBN), boards, contracts, play
//!    records, the duplicate score table and the WBF IMP scale;
//! 2. [`solver`]: end positions played out: double dummy, and claim mode (the worst
//!    normal line for a claimer);
//! 3. [`laws`]: the law engine, one module per law family; every ruling is a verdict
//!    plus explanation steps that cite the law, in catalogue messages, not prose;
//! 4. [`i18n`]: the message catalogue (Fluent) that turns steps into English,
//!    Norwegian, German or Danish;
//! 5. [`interface`]: the stable JSON contract of `ruling rule`
//!    (`shared/spec/ruling-json.md`), reading cases and writing rulings.
//! 6. [`bank`]: templates and the generator: a template and a seed give a variant whose
//!    answer the engine computes;
//! 7. [`grading`]: answers checked against the engine, wrong ones matched to the
//!    misreading of the law that gives them.
//! 8. [`pdf`]: typst compiled in the process, bundled fonts and sources, data in as
//!    typed values, PDF bytes out;
//! 9. [`exam`]: printed exams: a variant per student of the same templates, booklets,
//!    answer sheets, the key and `exam.json`, and paper answers marked by the engine.
//!    Only `exam::content` calls the bank, the engine and grading.
//!
//! The web quiz and storage build on these in later layers.

pub mod bank;
pub mod exam;
pub mod grading;
pub mod i18n;
pub mod interface;
pub mod laws;
pub mod model;
pub mod pdf;
pub mod solver;
