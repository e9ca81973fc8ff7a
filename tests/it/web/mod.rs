//! The web quiz, end to end: the store on SQLite and PostgreSQL, every route against every
//! role, the security rules, answers that survive SIGKILL, two servers on one database,
//! slow and idle clients against the server's timeouts and connection cap,
//! printed exams set from the instructor's form, and a student in headless Chromium (on a
//! desktop and on a phone).
//!
//! PostgreSQL and Chromium are used when `.ci/run` provides them: `RULING_TEST_POSTGRES`
//! (an address of a server the tests may create databases on) and
//! `RULING_TEST_CHROMEDRIVER` (the chromedriver program). When a variable is set, its
//! tests fail if the server or browser is not there; when it is not set, plain
//! `cargo test` runs the same suites on SQLite alone and skips the browser.

mod account_security;
mod accounts_course;
mod answer_stream;
mod assignments;
mod browser;
mod changed;
mod class;
// A course of 200 on one server, everything at once (issue 38 § 4).
mod course_load;
mod disk_full;
mod exam_files;
mod exams;
mod federation;
mod feedback;
pub(crate) mod online;
mod pg_restart;
mod phone;
mod practice;
pub(crate) mod processes;
// The database made read-only, the server killed during an upload of scans (issue 38 § 3).
mod read_only;
mod rough_input;
mod same_facts;
mod scan_kill;
mod security;
mod slow_clients;
mod stable;
mod store;
// Paper exams marked in the browser (issues 35 § 6, 36 § 4).
mod paper_marking;
// Exports from the web and a printed exam's zip (issues 37 § 4, 35 § 6).
mod exports;
