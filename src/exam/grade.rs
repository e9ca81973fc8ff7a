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
//! - A first line is a heading only when every cell is a heading word (`student`,
//!   `elev`, `Frage`, `svar`, … in any of the four languages): a first row `O1;5;b` is a
//!   mistyped student, reported, not skipped (review exams P8). Every bad row is reported
//!   as `file:line: message`, and then nothing is marked or written.
//! - The words printed (verdicts, scores) are the exam's language's
//!   ([`crate::i18n`], `grade-*`); the files written are [`book`]'s, the batches kept in
//!   the exam's folder [`folder`]'s.

pub mod book;
pub mod folder;

use std::collections::BTreeMap;
use std::fmt;

use crate::i18n::{Lang, catalogue};
use crate::laws::Message;
use crate::model::Fraction;
use crate::present::part_label;

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
    // The csv reader counts a line at a `\n` only after the record that follows has begun,
    // so in a Windows (CRLF) file every error named the line above its own.
    let text = &text.replace("\r\n", "\n");
    let delimiter = sniff(text);
    let lang = exam.file.lang;
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
        if index == 0 && is_heading(&record) {
            continue;
        }
        if record.len() != 3 {
            let mut message = say(
                lang,
                Message::new("grade-error-columns").with("count", record.len()),
            );
            if delimiter == b',' && record.len() > 3 {
                // `1,10,-10,67`: the comma of a decimal split the answer in two.
                message.push_str("; ");
                message.push_str(&say(lang, Message::new("grade-error-decimal-comma")));
            }
            errors.push(at(message));
            continue;
        }
        let student = match student_of(&record[0], exam) {
            Ok(s) => s,
            Err(mut message) => {
                if index == 0 && !record[0].contains(|c: char| c.is_ascii_digit()) {
                    // Words, not a student: a heading with a word not known as one.
                    message.push_str("; ");
                    message.push_str(&say(lang, Message::new("grade-error-heading")));
                }
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
            let twice = Message::new("grade-error-twice")
                .with("student", student)
                .code("box", box_name(question, part))
                .code("first", first);
            errors.push(at(say(lang, twice)));
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

/// The words a heading cell may hold, in any of the four languages, lower case: a first
/// row of these alone is a heading, any other row is an answer.
#[rustfmt::skip]
const HEADING_WORDS: &[&str] = &[
    // en
    "student", "candidate", "number", "no", "nr", "num", "code", "id", "question", "q",
    "qu", "part", "answer", "ans", "studentnr",
    // nb
    "elev", "elevnr", "kandidat", "kand", "kandidatnr", "deltaker", "nummer", "kode",
    "spørsmål", "spm", "oppgave", "oppg", "svar",
    // de
    "teilnehmer", "teilnehmernr", "tn", "prüfling", "frage", "aufgabe", "aufg", "antwort",
    "lösung",
    // da
    "kursist", "deltager", "spørgsmål", "opgave", "opg",
];

/// Whether `record` is a heading: every cell a heading word (`Elev nr.`, `Spørsmål`).
fn is_heading(record: &csv::StringRecord) -> bool {
    record.iter().all(|cell| {
        let cell = cell.trim_start_matches('\u{feff}').to_lowercase();
        let words: Vec<&str> = cell
            .split(|c: char| c.is_whitespace() || matches!(c, '.' | ':' | '#' | '-' | '_'))
            .filter(|w| !w.is_empty())
            .collect();
        !words.is_empty() && words.iter().all(|w| HEADING_WORDS.contains(w))
    })
}

/// `3`, or `3b` for a part.
fn box_name(question: usize, part: Option<usize>) -> String {
    match part {
        Some(p) => format!("{question}{}", letter(p)),
        None => question.to_string(),
    }
}

/// `message` in `lang`: the errors of the answers file speak the exam's language.
pub(crate) fn say(lang: Lang, message: Message) -> String {
    catalogue().render(lang, &message)
}

fn student_of(field: &str, exam: &Exam) -> Result<usize, String> {
    let lang = exam.file.lang;
    let students = exam.file.students.len();
    let number = match field.rsplit_once('-') {
        Some((code, number)) => {
            if !code.eq_ignore_ascii_case(exam.file.code.as_str()) {
                let other = Message::new("grade-error-other-exam")
                    .code("field", field)
                    .code("other", code)
                    .code("exam", &exam.file.code);
                return Err(say(lang, other));
            }
            number
        }
        None => field,
    };
    match number.parse::<usize>() {
        Ok(n) if (1..=students).contains(&n) => Ok(n),
        Ok(n) => Err(say(
            lang,
            Message::new("grade-error-student-range")
                .with("number", n)
                .with("students", students),
        )),
        Err(_) => Err(say(
            lang,
            Message::new("grade-error-not-student")
                .code("field", field)
                .with("students", students)
                .code("example", exam.file.code.student(1, students)),
        )),
    }
}

fn question_of(field: &str, exam: &Exam) -> Result<(usize, Option<usize>), String> {
    let lang = exam.file.lang;
    let count = exam.file.questions.len();
    let not_question = || {
        say(
            lang,
            Message::new("grade-error-not-question")
                .code("field", field)
                .with("questions", count),
        )
    };
    let split = field
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(field.len());
    let (digits, rest) = field.split_at(split);
    let rest = rest.trim().trim_start_matches(['.', ')']).trim();
    let question = match digits.parse::<usize>() {
        Ok(q) if (1..=count).contains(&q) => q,
        Ok(q) => {
            return Err(say(
                lang,
                Message::new("grade-error-question-range")
                    .with("number", q)
                    .with("questions", count),
            ));
        }
        Err(_) => return Err(not_question()),
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
        _ => return Err(not_question()),
    };
    let (first, last) = (
        box_name(question, Some(0)),
        box_name(question, Some(parts - 1)),
    );
    match (asks_parts, part) {
        (true, None) => Err(say(
            lang,
            Message::new("grade-error-parts-needed")
                .with("number", question)
                .with("parts", parts)
                .code("first", first)
                .code("last", last),
        )),
        (true, Some(p)) if p >= parts => Err(say(
            lang,
            Message::new("grade-error-part-range")
                .with("number", question)
                .code("first", first)
                .code("last", last)
                .code("given", box_name(question, Some(p))),
        )),
        (false, Some(_)) => Err(say(
            lang,
            Message::new("grade-error-no-parts").with("number", question),
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
    /// The part's name in the exam's language (`Spillefører's stikk`), for a whole ruling.
    pub part_name: Option<String>,
    /// The code of the student's variant of the question.
    pub variant: String,
    /// As written; empty when the student left it blank.
    pub written: String,
    /// How the box was marked.
    pub mark: Mark,
    /// The box's share of the point: a whole ruling's parts share its question's point.
    pub credit: Fraction,
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
    /// The credit of each question, in order: the gradebook's columns.
    pub credits: Vec<Fraction>,
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
    /// The answers file's column separator.
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
            let mut credits = Vec::new();
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
                credits.push(marked.credit);
                let share = Fraction::new(1, drawn.boxes() as i64);
                let parts = &drawn.variant().parts;
                for (i, ((code, mark), text)) in marked.boxes.into_iter().zip(&texts).enumerate() {
                    let part_name = code
                        .as_ref()
                        .and_then(|_| parts.get(i))
                        .map(|&(part, _)| part_label(part, lang));
                    boxes.push(MarkedBox {
                        question,
                        part: code.as_ref().map(|_| i),
                        part_name,
                        variant: drawn.code(),
                        written: (*text).to_owned(),
                        credit: if mark == Mark::Correct {
                            share
                        } else {
                            Fraction::from_integer(0)
                        },
                        mark,
                    });
                }
            }
            Some(StudentResult {
                number: s.number,
                code: s.code.clone(),
                score,
                credits,
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

/// `x` to two decimals in `lang`'s style (`5,67`), a whole number without them (`5`).
pub fn decimal(x: Fraction, lang: Lang) -> String {
    let hundredths = (x * Fraction::from_integer(100)).round().to_integer();
    if hundredths % 100 == 0 {
        (hundredths / 100).to_string()
    } else {
        lang.decimal(hundredths)
    }
}

/// The verdict in the exam's language: `riktig`, `richtig`, `correct`, ….
pub fn verdict(mark: &Mark, lang: Lang) -> String {
    let id = match mark {
        Mark::Correct => "grade-verdict-correct",
        Mark::Misread { .. } => "grade-verdict-misread",
        Mark::Wrong => "grade-verdict-wrong",
        Mark::Unreadable => "grade-verdict-unreadable",
        Mark::Blank => "grade-verdict-blank",
    };
    catalogue().text(lang, id)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = catalogue();
        for s in &self.students {
            let line = Message::new("grade-student")
                .with("number", s.number)
                .code("code", &s.code)
                .code("score", decimal(s.score, self.lang))
                .with("questions", self.questions);
            writeln!(f, "{}", c.render(self.lang, &line))?;
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
                    verdict(&b.mark, self.lang)
                )?;
                if let Mark::Misread { law, text, .. } = &b.mark {
                    write!(f, " [{law}] {text}")?;
                }
                writeln!(f)?;
            }
        }
        if !self.absent.is_empty() {
            let list: Vec<String> = self.absent.iter().map(ToString::to_string).collect();
            let line = Message::new("grade-absent")
                .with("count", list.len())
                .code("list", list.join(", "));
            writeln!(f, "{}", c.render(self.lang, &line))?;
        }
        Ok(())
    }
}
