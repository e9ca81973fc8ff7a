//! `ruling`: training quizzes and examinations for bridge tournament directors.
//!
//! Data flows one way, template → scenario → engine → answer and explanation → web page
//! or printed sheet, and no layer imports one below it in this list:
//!
//! 1. [`model`]: cards, hands, deals and positions (PBN), boards, contracts, play
//!    records, the duplicate score table and the WBF IMP scale;
//! 2. [`solver`]: end positions played out: double dummy, and claim mode (the worst
//!    normal line for a claimer);
//! 3. [`laws`]: the law engine, one module per law family, entered through
//!    [`laws::rule`] with a typed [`laws::Case`]; every ruling is a [`laws::Verdict`]
//!    plus explanation steps that cite a [`laws::Law`], in catalogue messages, not prose;
//! 4. [`misreading`]: the wrong answers the engine can explain, each the ruling of the
//!    case as a student misreads it ([`misreading::misapplications`]);
//! 5. [`i18n`]: the message catalogue (Fluent) that turns steps into English,
//!    Norwegian, German or Danish;
//! 6. [`interface`]: the stable JSON contract of `ruling rule`
//!    (`shared/spec/ruling-json.md`): JSON in, [`laws::Case`]; [`laws::Verdict`], JSON out;
//! 7. [`bank`]: templates and the generator ([`bank::generate::generate`]): a template
//!    and a seed give a storable [`bank::Variant`] whose answer the engine computes;
//! 8. [`grading`]: a student's answer read in his language ([`grading::parse`]) and
//!    compared with the engine's; a variant's answer graded once for the web and paper
//!    ([`grading::grade_variant`]), a whole ruling part by part;
//! 9. [`present`]: a variant in the reader's words, once, for the web page, the printed
//!    sheet and the command line: the facts of the table, answers in his notation, the
//!    command line's text and JSON;
//! 10. [`store`]: the web quiz's database (SQLite or PostgreSQL): accounts, sessions,
//!     courses, every answer with the variant shown;
//! 11. [`pdf`]: typst compiled in the process, bundled fonts and sources, data in as
//!     typed values, PDF bytes out;
//! 12. [`exam`]: printed exams: a variant per student of the same templates, booklets,
//!     answer sheets, the key and `exam.json`, and paper answers marked by the engine.
//!     Only `exam::content` calls the bank, the engine and grading;
//! 13. [`scan`]: answer sheets read from scans and photos, graded through
//!     [`exam::grade`];
//! 14. [`interchange`]: the bank in other programs' formats: Moodle XML, IMS QTI 2.1
//!     and PBN (deals in and out);
//! 15. [`web`]: `ruling serve`, the quiz in the browser (axum, askama), calling the bank
//!     and grading through one service module, [`web::quiz`].
//!
//! Nothing in the library panics on input: every parser and every case type returns an
//! error naming the field, the file and line, or the column at fault.

pub mod bank;
pub mod cores;
pub mod exam;
pub mod grading;
pub mod i18n;
pub mod interchange;
pub mod interface;
pub mod laws;
pub mod misreading;
pub mod model;
pub mod pdf;
pub mod present;
pub mod scan;
pub mod solver;
pub mod store;
pub mod web;
