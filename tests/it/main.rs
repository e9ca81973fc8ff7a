//! The integration tests, one binary: each module reads like the part of the law book
//! (or of the product) it checks. `support/` holds what several of them share.
//!
//! One binary links the library once instead of once per file; run a part with a
//! filter, e.g. `cargo test --test it revoke::`.

mod support;

mod adjustments;
mod auction;
mod bank;
mod catalogue;
mod claims;
mod digests;
mod exam;
mod exam_content;
mod exam_grade;
mod exam_options;
mod exam_print;
mod explanations;
mod imps;
mod interchange;
mod interface;
mod item_analysis;
mod language;
mod layers;
mod matchpoints;
mod misreadings;
mod one_grading;
mod pdf;
mod properties;
mod records;
mod revoke;
mod revoke_64c;
mod revoke_review;
mod scan;
mod scoring;
mod student_eye;
mod web;
// Timed online exams (issue 35).
mod online;
// SIGKILL during an online exam's close (issue 35).
mod online_close_kill;
// Rulings unchanged by turning the table or renaming the suits (issue 38 §2).
mod invariance;
