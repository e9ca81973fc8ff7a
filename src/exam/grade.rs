//! Paper answers marked by the engine: the instructor types what each student wrote into
//! a CSV file (student, question, answer), and every answer is marked against the
//! student's own variant, a wrong one matched to the misreading of the law that gives it.
//!
//! - The student is his number (`5`, `05`) or his code (`K7Q3MZ-05`); the question its
//!   number, with the part's letter for a whole ruling (`3a`, `3b`) as the answer sheet
//!   prints it; the answer as written, in any language's number style (`4,67`).
//! - Commas, semicolons (what a spreadsheet in Norwegian, German or Danish writes) or
//!   tabs separate the columns; `results.csv` is written the same way, decimals with a
//!   comma when the columns are separated by semicolons.
//! - A first line that names no student is a heading. Every bad row is reported as
//!   `file:line: message`, and then nothing is marked or written.

use std::collections::BTreeMap;
use std::fmt;

use crate::i18n::Lang;
use crate::model::Fraction;

use super::Exam;
use super::content::{Mark, letter};

/// The answers file could not be read; nothing was marked.
#[derive(Debug, thiserror::Error)]
pub enum GradeError {
    /// Every bad row, each as `file:line: message`.
    #[error("{}", .0.join("\n"))]
    Rows(Vec<String>),
}

/// One row of the answers file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The row's line in the file, for errors.
    pub line: u64,
    /// The student's number, 1-based.
    pub student: usize,
    /// The question's number, 1-based.
    pub question: usize,
    /// 0 for `a`: the part of a whole ruling.
    pub part: Option<usize>,
    /// The answer as the student wrote it.
    pub text: String,
}

/// The answers of a file, and how its columns were separated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answers {
    /// Every answer row, in the file's order.
    pub rows: Vec<Answer>,
    /// The column separator found (comma, semicolon or tab): `results.csv` uses the same.
    pub delimiter: u8,
}

/// Which separator the file uses: a tab or semicolon if its first line has one, else a
/// comma.
fn sniff(text: &str) -> u8 {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if first.contains('\t') {
        b'\t'
    } else if first.contains(';') {
        b';'
    } else {
        b','
    }
}

/// Reads the answers in `text` (the file `file`) for `exam`.
///
/// # Errors
/// [`GradeError::Rows`] with every row that names no student or question of the exam,
/// has the wrong number of columns, gives a part where none is asked or none where one
/// is, or answers a box twice.
pub fn read_answers(file: &str, text: &str, exam: &Exam) -> Result<Answers, GradeError> {
    let delimiter = sniff(text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut rows: Vec<Answer> = Vec::new();
    let mut errors = Vec::new();
    let mut seen: BTreeMap<(usize, usize, Option<usize>), u64> = BTreeMap::new();
    for (index, record) in reader.records().enumerate() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, csv::Position::line);
                errors.push(format!("{file}:{line}: {e}"));
                continue;
            }
        };
        let line = record.position().map_or(0, csv::Position::line);
        let at = |message: String| format!("{file}:{line}: {message}");
        if record.len() != 3 {
            errors.push(at(format!(
                "{} columns; a row is student, question, answer",
                record.len()
            )));
            continue;
        }
        let student = match student_of(&record[0], exam) {
            Ok(s) => s,
            // A first line naming no student is the heading.
            Err(_) if index == 0 => continue,
            Err(message) => {
                errors.push(at(message));
                continue;
            }
        };
        let (question, part) = match question_of(&record[1], exam) {
            Ok(q) => q,
            Err(message) => {
                errors.push(at(message));
                continue;
            }
        };
        if let Some(first) = seen.insert((student, question, part), line) {
            errors.push(at(format!(
                "student {student} answers {} twice (first on line {first})",
                box_name(question, part)
            )));
            continue;
        }
        rows.push(Answer {
            line,
            student,
            question,
            part,
            text: record[2].to_owned(),
        });
    }
    if errors.is_empty() {
        Ok(Answers { rows, delimiter })
    } else {
        Err(GradeError::Rows(errors))
    }
}

/// `3`, or `3b` for a part.
fn box_name(question: usize, part: Option<usize>) -> String {
    match part {
        Some(p) => format!("{question}{}", letter(p)),
        None => question.to_string(),
    }
}

fn student_of(field: &str, exam: &Exam) -> Result<usize, String> {
    let students = exam.file.students.len();
    let number = match field.rsplit_once('-') {
        Some((code, number)) => {
            if !code.eq_ignore_ascii_case(exam.file.code.as_str()) {
                return Err(format!(
                    "`{field}` is a student of exam {code}, not of this exam ({})",
                    exam.file.code
                ));
            }
            number
        }
        None => field,
    };
    match number.parse::<usize>() {
        Ok(n) if (1..=students).contains(&n) => Ok(n),
        Ok(n) => Err(format!(
            "student {n}: the exam has students 1 to {students}"
        )),
        Err(_) => Err(format!(
            "`{field}` is not a student: write his number (1 to {students}) or his code ({})",
            exam.file.code.student(1, students)
        )),
    }
}

fn question_of(field: &str, exam: &Exam) -> Result<(usize, Option<usize>), String> {
    let count = exam.file.questions.len();
    let split = field
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(field.len());
    let (digits, rest) = field.split_at(split);
    let rest = rest.trim().trim_start_matches(['.', ')']).trim();
    let question = match digits.parse::<usize>() {
        Ok(q) if (1..=count).contains(&q) => q,
        Ok(q) => return Err(format!("question {q}: the exam has questions 1 to {count}")),
        Err(_) => {
            return Err(format!(
                "`{field}` is not a question: write its number, 1 to {count}"
            ));
        }
    };
    let parts = exam
        .drawn(1, question)
        .map_or(1, super::content::Drawn::boxes);
    let asks_parts = exam
        .drawn(1, question)
        .is_some_and(super::content::Drawn::is_whole_ruling);
    let part = match rest.chars().collect::<Vec<_>>().as_slice() {
        [] => None,
        [c] if c.is_ascii_alphabetic() => Some(usize::from(c.to_ascii_lowercase() as u8 - b'a')),
        _ => {
            return Err(format!(
                "`{field}` is not a question: write its number, 1 to {count}"
            ));
        }
    };
    match (asks_parts, part) {
        (true, None) => Err(format!(
            "question {question} asks a whole ruling in {parts} parts: write {question}a to {}",
            box_name(question, Some(parts - 1))
        )),
        (true, Some(p)) if p >= parts => Err(format!(
            "question {question} has parts {question}a to {}, not {}",
            box_name(question, Some(parts - 1)),
            box_name(question, Some(p))
        )),
        (false, Some(_)) => Err(format!(
            "question {question} has one answer, not parts: write {question}"
        )),
        _ => Ok((question, part)),
    }
}

/// One box marked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkedBox {
    /// The question's number, 1-based.
    pub question: usize,
    /// The part of a whole ruling, 0 for `a`; `None` for a single answer.
    pub part: Option<usize>,
    /// The part's name, for a whole ruling.
    pub part_name: Option<String>,
    /// The code of the student's variant of the question.
    pub variant: String,
    /// As written; empty when the student left it blank.
    pub written: String,
    /// How the box was marked.
    pub mark: Mark,
}

/// One student's result.
#[derive(Debug, Clone, PartialEq)]
pub struct StudentResult {
    /// The student's number, 1-based.
    pub number: usize,
    /// The student's code, e.g. `K7Q3MZ-05`.
    pub code: String,
    /// Points scored: one a question, a whole ruling credited by the parts right over the
    /// parts asked.
    pub score: Fraction,
    /// Every box of every question, in order.
    pub boxes: Vec<MarkedBox>,
}

/// Every student who has a row in the answers file, marked.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The exam's language, for the marks' words.
    pub lang: Lang,
    /// How many questions the exam has: the most a student can score.
    pub questions: usize,
    /// The students marked, by number.
    pub students: Vec<StudentResult>,
    /// Students of the exam with no row at all (absent, or not typed in yet).
    pub absent: Vec<usize>,
    /// The answers file's column separator, which `results.csv` keeps.
    pub delimiter: u8,
}

/// Marks every answer of every student in `answers` against his variants.
pub fn mark(exam: &Exam, answers: &Answers) -> Report {
    let lang = exam.file.lang;
    let mut by_student: BTreeMap<usize, BTreeMap<(usize, Option<usize>), &str>> = BTreeMap::new();
    for a in &answers.rows {
        by_student
            .entry(a.student)
            .or_default()
            .insert((a.question, a.part), a.text.as_str());
    }
    let students = exam
        .file
        .students
        .iter()
        .filter_map(|s| {
            let written = by_student.get(&s.number)?;
            let mut score = Fraction::from_integer(0);
            let mut boxes = Vec::new();
            for question in 1..=exam.file.questions.len() {
                let drawn = exam.drawn(s.number, question)?;
                let texts: Vec<&str> = if drawn.is_whole_ruling() {
                    (0..drawn.boxes())
                        .map(|p| written.get(&(question, Some(p))).copied().unwrap_or(""))
                        .collect()
                } else {
                    vec![written.get(&(question, None)).copied().unwrap_or("")]
                };
                let marked = drawn.mark(&texts, lang);
                score += marked.credit;
                for (i, ((part_name, mark), text)) in
                    marked.boxes.into_iter().zip(&texts).enumerate()
                {
                    boxes.push(MarkedBox {
                        question,
                        part: part_name.as_ref().map(|_| i),
                        part_name,
                        variant: drawn.code(),
                        written: (*text).to_owned(),
                        mark,
                    });
                }
            }
            Some(StudentResult {
                number: s.number,
                code: s.code.clone(),
                score,
                boxes,
            })
        })
        .collect();
    Report {
        lang,
        questions: exam.file.questions.len(),
        absent: exam
            .file
            .students
            .iter()
            .map(|s| s.number)
            .filter(|n| !by_student.contains_key(n))
            .collect(),
        students,
        delimiter: answers.delimiter,
    }
}

/// A score to two decimals with `point` as the decimal sign.
fn decimal(score: Fraction, point: char) -> String {
    let hundredths = (score * Fraction::from_integer(100)).round().to_integer();
    let text = Lang::En.decimal(hundredths);
    let text = text.strip_suffix(".00").unwrap_or(&text).to_owned();
    text.replace('.', &point.to_string())
}

/// `correct`, `misread`, `wrong`, `unreadable` or `blank`.
fn verdict(mark: &Mark) -> &'static str {
    match mark {
        Mark::Correct => "correct",
        Mark::Misread { .. } => "misread",
        Mark::Wrong => "wrong",
        Mark::Unreadable => "unreadable",
        Mark::Blank => "blank",
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let point = if self.lang == Lang::En { '.' } else { ',' };
        for s in &self.students {
            writeln!(
                f,
                "Student {} ({}): {} of {}",
                s.number,
                s.code,
                decimal(s.score, point),
                self.questions
            )?;
            for b in &s.boxes {
                let written = if b.written.is_empty() {
                    "—"
                } else {
                    &b.written
                };
                write!(
                    f,
                    "  {:<4} {:<12} {}",
                    box_name(b.question, b.part),
                    written,
                    verdict(&b.mark)
                )?;
                if let Mark::Misread { law, text, .. } = &b.mark {
                    write!(f, " [{law}] {text}")?;
                }
                writeln!(f)?;
            }
        }
        if !self.absent.is_empty() {
            let list: Vec<String> = self.absent.iter().map(ToString::to_string).collect();
            let whom = if list.len() == 1 {
                "student"
            } else {
                "students"
            };
            writeln!(f, "No answers for {whom} {}.", list.join(", "))?;
        }
        Ok(())
    }
}

impl Report {
    /// `results.csv`: a row per box, with the same separator as the answers file.
    ///
    /// # Errors
    /// Only if writing to memory fails, which it does not.
    pub fn to_csv(&self) -> Result<Vec<u8>, csv::Error> {
        let point = if self.delimiter == b';' { ',' } else { '.' };
        let mut out = csv::WriterBuilder::new()
            .delimiter(self.delimiter)
            .from_writer(Vec::new());
        out.write_record([
            "student",
            "code",
            "question",
            "part",
            "variant",
            "answer",
            "verdict",
            "misreading",
            "law",
            "credit",
            "score",
        ])?;
        for s in &self.students {
            for b in &s.boxes {
                let (id, law) = match &b.mark {
                    Mark::Misread { id, law, .. } => (id.as_str(), law.as_str()),
                    _ => ("", ""),
                };
                let credit = if b.mark == Mark::Correct { "1" } else { "0" };
                out.write_record([
                    s.number.to_string().as_str(),
                    &s.code,
                    &box_name(b.question, b.part),
                    b.part_name.as_deref().unwrap_or(""),
                    &b.variant,
                    &b.written,
                    verdict(&b.mark),
                    id,
                    law,
                    credit,
                    &decimal(s.score, point),
                ])?;
            }
        }
        out.into_inner()
            .map_err(|e| csv::Error::from(e.into_error()))
    }
}
