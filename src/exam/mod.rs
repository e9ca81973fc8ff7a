//! Printed exams: the same templates for the class, a variant of each per student, and
//! from them the booklets, answer sheets and the instructor's key.
//!
//! [`view`] holds what the typst sheets receive, [`words`] the sheets' own words in each
//! language.

pub mod view;
pub mod words;
