//! The compact key (`key.pdf`): the whole class's answer grid, then for each question
//! one worked explanation per kind of variant, with the students who share that kind.
//! A class of hundreds is gathered a chunk of students at a time ([`KeyBook::add`]), so
//! only the grid and one key entry per kind are kept, whatever the class size.
//!
//! Two students' variants are of one kind when the ruling cites the same laws, the
//! explanation runs through the same paragraphs in the same order, and the answer has
//! the same shape (the same parts of a whole ruling, or a choice, or a value): the
//! worked explanation of one then reads for the other with only the numbers changed, so
//! the instructor marks every student of the kind from it.

use serde::Serialize;

use super::sheets::{Rendered, tag};
use super::view::KeyView;

/// One student's row of the key's answer grid.
#[derive(Debug, Clone, Serialize)]
pub struct GridRow {
    tag: String,
    entries: Vec<GridEntry>,
}

#[derive(Debug, Clone, Serialize)]
struct GridEntry {
    lettered: String,
}

/// What makes two variants of a question one kind (see the module's doc).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Kind {
    laws: Vec<String>,
    steps: Vec<String>,
    parts: Vec<String>,
    /// Whether the answer is marked by a choice letter.
    lettered: bool,
}

impl Kind {
    fn of(k: &KeyView) -> Kind {
        Kind {
            laws: k.key.laws.clone(),
            steps: k.key.explanation.iter().map(|s| s.law.clone()).collect(),
            parts: k.key.parts.iter().map(|p| p.label.clone()).collect(),
            lettered: k.key.lettered != k.key.answer,
        }
    }
}

/// The students of one kind of one question, and the key of the first of them.
#[derive(Debug, Clone, Serialize)]
pub struct KindGroup {
    #[serde(skip)]
    kind: Kind,
    /// The students' tags, in class order.
    students: Vec<String>,
    /// The first student's tag, whose key is worked.
    worked: String,
    /// The first student's key of the question.
    entry: KeyView,
}

/// One question of the compact key: its kinds, in the order their first student sits.
#[derive(Debug, Clone, Serialize)]
pub struct QuestionKinds {
    number: usize,
    title: String,
    kinds: Vec<KindGroup>,
}

/// The compact key, gathered student by student.
#[derive(Debug, Clone, Default, Serialize)]
pub struct KeyBook {
    grid: Vec<GridRow>,
    questions: Vec<QuestionKinds>,
}

impl KeyBook {
    /// An empty key.
    pub fn new() -> KeyBook {
        KeyBook::default()
    }

    /// Adds the students `rendered` holds, after those added before.
    pub fn add(&mut self, rendered: &Rendered<'_>) {
        for (student, keys) in rendered.exam.students.iter().zip(&rendered.keys) {
            let tag = tag(student.number, rendered.class);
            self.grid.push(GridRow {
                tag: tag.clone(),
                entries: keys
                    .iter()
                    .map(|k| GridEntry {
                        lettered: k.key.lettered.clone(),
                    })
                    .collect(),
            });
            for (q, k) in keys.iter().enumerate() {
                if self.questions.len() <= q {
                    self.questions.push(QuestionKinds {
                        number: k.number,
                        title: k.title.clone(),
                        kinds: Vec::new(),
                    });
                }
                let kinds = &mut self.questions[q].kinds;
                let kind = Kind::of(k);
                match kinds.iter_mut().find(|g| g.kind == kind) {
                    Some(group) => group.students.push(tag.clone()),
                    None => kinds.push(KindGroup {
                        kind,
                        students: vec![tag.clone()],
                        worked: tag.clone(),
                        entry: k.clone(),
                    }),
                }
            }
        }
    }

    /// The students of each kind of question `number` (1-based), by tag.
    pub fn students_by_kind(&self, number: usize) -> Vec<Vec<String>> {
        number
            .checked_sub(1)
            .and_then(|i| self.questions.get(i))
            .map(|q| q.kinds.iter().map(|g| g.students.clone()).collect())
            .unwrap_or_default()
    }
}
