//! `exam.json`: the exam as it was set, enough to mark the answers and to rebuild every
//! page. Each student's questions are stored as whole variants (the engine's storable
//! [`Variant`]: the template's texts, the case, the ruling, the answer, the choices and
//! the misreadings), so the file alone marks and reprints the exam, even after a
//! template is edited or removed from the bank.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bank::Variant;
use crate::i18n::Lang;

/// The version of this file's layout; a file of another format is refused by name.
pub const FORMAT: u32 = 2;

/// Paper size of every sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, the default.
    #[default]
    A4,
    /// US Letter.
    Letter,
}

impl Paper {
    /// The name typst knows it by.
    pub const fn typst_name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "us-letter",
        }
    }
}

/// The paper size was not one we print on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a paper size: use a4 or letter")]
pub struct ParsePaperError(pub String);

impl FromStr for Paper {
    type Err = ParsePaperError;
    fn from_str(s: &str) -> Result<Paper, ParsePaperError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" => Ok(Paper::Letter),
            _ => Err(ParsePaperError(s.to_owned())),
        }
    }
}

/// How the suit symbols print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suits {
    /// Hearts and diamonds red.
    #[default]
    Colour,
    /// Every suit black, for a black-only printer or copier.
    Black,
}

/// The suit colouring was not one we know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a way to print suits: use colour or black")]
pub struct ParseSuitsError(pub String);

impl FromStr for Suits {
    type Err = ParseSuitsError;
    fn from_str(s: &str) -> Result<Suits, ParseSuitsError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "colour" | "color" => Ok(Suits::Colour),
            "black" => Ok(Suits::Black),
            _ => Err(ParseSuitsError(s.to_owned())),
        }
    }
}

/// How every student is asked a question whose answer is a value: the same way for the
/// whole class, so that a guess is worth the same to each (review P4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Format {
    /// A value to write in.
    Free,
    /// This many options to tick, for every student; a question that some student's
    /// variant cannot offer them for is asked as a free answer of the whole class.
    Choices(usize),
}

impl Format {
    /// The fewest options a choice offers: two would make a guess a coin toss (W9).
    pub const MIN_OPTIONS: usize = 3;
    /// The most options a choice offers: the answer sheet letters them a to f.
    pub const MAX_OPTIONS: usize = 6;
}

impl Default for Format {
    /// Four options: the answer sheets are quick to mark and to scan, and a question
    /// whose misreadings cannot give four answers falls back to a written one.
    fn default() -> Format {
        Format::Choices(4)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Format::Free => f.write_str("free"),
            Format::Choices(k) => write!(f, "choices:{k}"),
        }
    }
}

impl From<Format> for String {
    fn from(format: Format) -> String {
        format.to_string()
    }
}

/// The answer format was not one we print.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not an answer format: use free, choices, or choices:K with K from {min} to {max}",
    min = Format::MIN_OPTIONS,
    max = Format::MAX_OPTIONS
)]
pub struct ParseFormatError(pub String);

impl FromStr for Format {
    type Err = ParseFormatError;
    fn from_str(s: &str) -> Result<Format, ParseFormatError> {
        let bad = || ParseFormatError(s.to_owned());
        match s.trim().to_ascii_lowercase().as_str() {
            "free" => Ok(Format::Free),
            "choices" => Ok(Format::default()),
            other => {
                let k: usize = other
                    .strip_prefix("choices:")
                    .and_then(|k| k.parse().ok())
                    .ok_or_else(bad)?;
                (Format::MIN_OPTIONS..=Format::MAX_OPTIONS)
                    .contains(&k)
                    .then_some(Format::Choices(k))
                    .ok_or_else(bad)
            }
        }
    }
}

impl TryFrom<String> for Format {
    type Error = ParseFormatError;
    fn try_from(s: String) -> Result<Format, ParseFormatError> {
        s.parse()
    }
}

/// The code of an exam: six characters of Crockford's base 32 (no I, L, O or U), from
/// what decides its questions (templates, students, seed), so the same command gives
/// the same code and any other exam almost surely another.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ExamCode(String);

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

impl ExamCode {
    /// The code of an exam asking `templates`, in order, of `students` students drawn
    /// from `seed`.
    pub fn of(templates: &[String], students: usize, seed: u64) -> ExamCode {
        // FNV-1a: stable on every machine and in every build, unlike std's hasher.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
        };
        for t in templates {
            eat(t.as_bytes());
            eat(&[0]);
        }
        eat(&(students as u64).to_le_bytes());
        eat(&seed.to_le_bytes());
        let code = (0..6)
            .map(|i| ALPHABET[((hash >> (5 * i)) & 31) as usize] as char)
            .collect();
        ExamCode(code)
    }

    /// The six characters, e.g. `K7Q3MZ`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A student's code: the exam's and his number, `K7Q3MZ-05`.
    pub fn student(&self, number: usize, students: usize) -> String {
        let width = students.to_string().len().max(2);
        format!("{}-{number:0width$}", self.0)
    }
}

impl fmt::Display for ExamCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One question of the exam, the same for every student.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The template's id.
    pub template: String,
    /// The template's law family.
    pub family: String,
    /// How many options every student ticks from; `None` when the question is answered
    /// in writing (a value, a whole ruling part by part) or by yes or no.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<usize>,
}

/// One student's questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StudentFile {
    /// 1-based.
    pub number: usize,
    /// `K7Q3MZ-05`, printed on his booklet and answer sheet.
    pub code: String,
    /// His variant of each question, whole, in the exam's order.
    pub variants: Vec<Variant>,
}

/// `exam.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExamFile {
    /// The layout version, [`FORMAT`] when written by this program.
    pub format: u32,
    /// The exam's code, printed on every sheet.
    pub code: ExamCode,
    /// The title printed on every sheet.
    pub title: String,
    /// The language of every sheet and of the marking.
    #[serde(with = "lang_code")]
    pub lang: Lang,
    /// The paper size of every sheet.
    pub paper: Paper,
    /// How the suit symbols print.
    pub suits: Suits,
    /// The seed every student's variants were drawn from.
    pub seed: u64,
    /// `--templates` as the instructor gave it.
    pub asked: String,
    /// `--count`, as the instructor gave it.
    pub count: Option<usize>,
    /// `--format`, as the instructor gave it; each question's own is its slot's.
    #[serde(default)]
    pub answer_format: Format,
    /// Whether the booklets print an exam's own question code (`K7Q3MZ-05-3`) instead
    /// of the variant code, which `ruling generate --code` would answer.
    #[serde(default)]
    pub hide_codes: bool,
    /// `--federation`: whose courses' templates were drawn (files written before it
    /// was an option drew from all).
    #[serde(default)]
    pub federation: crate::bank::federation::Scope,
    /// The questions, in the exam's order: the same templates for every student.
    pub questions: Vec<Slot>,
    /// Every student's questions, by student number.
    pub students: Vec<StudentFile>,
    /// The instructor's instructions, printed on every booklet's title page.
    #[serde(default)]
    pub instructions: Option<String>,
    /// Whether each booklet and answer sheet is padded to an even number of pages, for
    /// printing on both sides.
    #[serde(default = "duplex_default")]
    pub duplex: bool,
}

/// The settings of an `exam.json`, without its students: what a page recapping the exam
/// needs, kept beside it small (a class of 999 is megabytes of variants).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExamHeader {
    /// As [`ExamFile::lang`].
    #[serde(with = "lang_code")]
    pub lang: Lang,
    /// As [`ExamFile::paper`].
    pub paper: Paper,
    /// As [`ExamFile::suits`].
    pub suits: Suits,
    /// As [`ExamFile::seed`].
    pub seed: u64,
    /// As [`ExamFile::answer_format`].
    #[serde(default)]
    pub answer_format: Format,
    /// As [`ExamFile::hide_codes`].
    #[serde(default)]
    pub hide_codes: bool,
    /// As [`ExamFile::federation`].
    #[serde(default)]
    pub federation: crate::bank::federation::Scope,
    /// As [`ExamFile::questions`].
    pub questions: Vec<Slot>,
    /// As [`ExamFile::duplex`].
    #[serde(default = "duplex_default")]
    pub duplex: bool,
}

impl ExamHeader {
    /// The settings of `file`.
    pub fn of(file: &ExamFile) -> ExamHeader {
        ExamHeader {
            lang: file.lang,
            paper: file.paper,
            suits: file.suits,
            seed: file.seed,
            answer_format: file.answer_format,
            hide_codes: file.hide_codes,
            federation: file.federation,
            questions: file.questions.clone(),
            duplex: file.duplex,
        }
    }

    /// How many questions of each family, in the exam's order of first appearance.
    pub fn families(&self) -> Vec<(&str, usize)> {
        let mut out: Vec<(&str, usize)> = Vec::new();
        for slot in &self.questions {
            match out.iter_mut().find(|(f, _)| *f == slot.family) {
                Some((_, n)) => *n += 1,
                None => out.push((&slot.family, 1)),
            }
        }
        out
    }
}

fn duplex_default() -> bool {
    true
}

/// Reading `exam.json` failed.
#[derive(Debug, thiserror::Error)]
pub enum ExamFileError {
    #[error("{file}: {path}: {message}")]
    /// The file is not JSON, or a field does not hold what `exam.json` holds.
    Json {
        /// The file, as the caller named it.
        file: String,
        /// Where in the file, e.g. `students[3].variants[2]`.
        path: String,
        /// What is wrong there, as serde_json says it.
        message: String,
    },
    #[error("{file}: format {found}; this program reads format {FORMAT}")]
    /// The file is of another format than [`FORMAT`].
    Format {
        /// The file, as the caller named it.
        file: String,
        /// The format it says it has.
        found: u32,
    },
    #[error("{file}: {message}")]
    /// The file reads, but its parts disagree: a student with too few or too many
    /// variants, a variant of another template than its question's, a student misnumbered.
    Inconsistent {
        /// The file, as the caller named it.
        file: String,
        /// What disagrees, naming the field.
        message: String,
    },
}

impl ExamFile {
    /// The exam's options and questions without its students: the head of a file that
    /// holds some of them.
    pub fn without_students(&self) -> ExamFile {
        ExamFile {
            format: self.format,
            code: self.code.clone(),
            title: self.title.clone(),
            lang: self.lang,
            paper: self.paper,
            suits: self.suits,
            seed: self.seed,
            asked: self.asked.clone(),
            count: self.count,
            answer_format: self.answer_format,
            hide_codes: self.hide_codes,
            federation: self.federation,
            instructions: self.instructions.clone(),
            duplex: self.duplex,
            questions: self.questions.clone(),
            students: Vec::new(),
        }
    }

    /// Reads `exam.json` from `text`; `file` names it in errors.
    ///
    /// # Errors
    /// Bad JSON or a bad field (named by its path, `students[3].variants[2]`), another
    /// format, students whose question counts differ from the exam's, or a variant of
    /// another template than its question's.
    pub fn parse(file: &str, text: &str) -> Result<ExamFile, ExamFileError> {
        ExamFile::read(file, text, 1)
    }

    /// Reads student `number` of `exam.json` from `text`, with the exam's questions and
    /// options and the class size, but no other student: the others are skipped
    /// unread, so one student's sheets of a class of hundreds cost a fraction of reading
    /// the class (review security S2). `None` when the file has no such student.
    ///
    /// # Errors
    /// As [`ExamFile::parse`], for the student read and the rest of the file.
    pub fn parse_student(
        file: &str,
        text: &str,
        number: usize,
    ) -> Result<Option<(ExamFile, usize)>, ExamFileError> {
        #[derive(Deserialize)]
        struct Outline<'a> {
            #[serde(borrow)]
            students: Vec<&'a serde_json::value::RawValue>,
        }
        let json_error = |e: serde_json::Error| ExamFileError::Json {
            file: file.to_owned(),
            path: "students".into(),
            message: e.to_string(),
        };
        let outline: Outline<'_> = serde_json::from_str(text).map_err(json_error)?;
        let class = outline.students.len();
        let Some(chosen) = number.checked_sub(1).and_then(|i| outline.students.get(i)) else {
            return Ok(None);
        };
        // Where the list of students lies in `text`: from the first one's first byte to
        // the last one's last; the raw values are slices of `text`.
        let offset = |raw: &serde_json::value::RawValue| {
            (raw.get().as_ptr() as usize).wrapping_sub(text.as_ptr() as usize)
        };
        let (first, last) = (outline.students[0], outline.students[class - 1]);
        let (start, end) = (offset(first), offset(last) + last.get().len());
        let (Some(before), Some(after)) = (text.get(..start), text.get(end..)) else {
            return Ok(None);
        };
        let alone = format!("{before}{}{after}", chosen.get());
        Ok(Some((ExamFile::read(file, &alone, number)?, class)))
    }

    /// Reads `text` whose first student is numbered `first`.
    fn read(file: &str, text: &str, first: usize) -> Result<ExamFile, ExamFileError> {
        // The format first: a file of another format fails by its number, not by the
        // first field whose shape changed.
        #[derive(Deserialize)]
        struct Head {
            format: u32,
        }
        if let Ok(head) = serde_json::from_str::<Head>(text)
            && head.format != FORMAT
        {
            return Err(ExamFileError::Format {
                file: file.to_owned(),
                found: head.format,
            });
        }
        let de = &mut serde_json::Deserializer::from_str(text);
        let exam: ExamFile = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            ExamFileError::Json {
                file: file.to_owned(),
                path,
                message: e.into_inner().to_string(),
            }
        })?;
        for (i, s) in exam.students.iter().enumerate() {
            if s.variants.len() != exam.questions.len() {
                return Err(ExamFileError::Inconsistent {
                    file: file.to_owned(),
                    message: format!(
                        "students[{i}] has {} variants for {} questions",
                        s.variants.len(),
                        exam.questions.len()
                    ),
                });
            }
            for (q, (variant, slot)) in s.variants.iter().zip(&exam.questions).enumerate() {
                if variant.template.id != slot.template {
                    return Err(ExamFileError::Inconsistent {
                        file: file.to_owned(),
                        message: format!(
                            "students[{i}].variants[{q}] is a variant of {}, not of {}",
                            variant.template.id, slot.template
                        ),
                    });
                }
            }
            if s.number != i + first {
                return Err(ExamFileError::Inconsistent {
                    file: file.to_owned(),
                    message: format!("students[{i}] is numbered {}, not {}", s.number, i + first),
                });
            }
        }
        Ok(exam)
    }
}

/// `Lang` as its code (`"nb"`) in the file.
mod lang_code {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::i18n::Lang;

    pub fn serialize<S: Serializer>(lang: &Lang, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(lang.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(d)?;
        code.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_exam_has_the_same_code_and_another_another() {
        let t = vec!["imps-conversion".to_owned(), "score-made".to_owned()];
        let code = ExamCode::of(&t, 30, 7);
        assert_eq!(code, ExamCode::of(&t, 30, 7));
        assert_ne!(code, ExamCode::of(&t, 30, 8));
        assert_ne!(code, ExamCode::of(&t, 29, 7));
        assert_ne!(code, ExamCode::of(&t[..1], 30, 7));
        assert_eq!(code.as_str().len(), 6);
        assert!(code.as_str().chars().all(|c| !"ILOU".contains(c)));
    }

    #[test]
    fn student_codes_are_padded_to_the_class_size() {
        let code = ExamCode("K7Q3MZ".into());
        assert_eq!(code.student(5, 30), "K7Q3MZ-05");
        assert_eq!(code.student(5, 120), "K7Q3MZ-005");
    }

    #[test]
    fn one_student_is_read_alone_with_the_class_size() {
        let students: Vec<String> = (1..=3)
            .map(|n| format!(r#"{{"number":{n},"code":"K7Q3MZ-0{n}","variants":[]}}"#))
            .collect();
        let text = format!(
            r#"{{"format":{FORMAT},"code":"K7Q3MZ","title":"T","lang":"nb","paper":"a4",
            "suits":"colour","seed":1,"asked":"all","count":null,"questions":[],
            "students":[{}]}}"#,
            students.join(",\n  ")
        );
        let (alone, class) = ExamFile::parse_student("exam.json", &text, 2)
            .unwrap()
            .unwrap();
        assert_eq!(class, 3);
        assert_eq!(alone.students.len(), 1);
        assert_eq!(alone.students[0].code, "K7Q3MZ-02");
        assert_eq!(alone.title, "T");
        for missing in [0, 4] {
            assert!(
                ExamFile::parse_student("exam.json", &text, missing)
                    .unwrap()
                    .is_none()
            );
        }
        assert!(ExamFile::parse_student("exam.json", "{", 1).is_err());
    }

    #[test]
    fn a_bad_field_is_named_by_its_path() {
        let text = r#"{"format":2,"code":"K7Q3MZ","title":"T","lang":"xx","paper":"a4",
            "suits":"colour","seed":1,"asked":"all","count":null,"questions":[],"students":[]}"#;
        let err = ExamFile::parse("exam.json", text).unwrap_err().to_string();
        assert!(err.starts_with("exam.json: lang: "), "{err}");
        assert!(err.contains("`xx`"), "{err}");
    }

    #[test]
    fn students_must_answer_every_question() {
        let text = r#"{"format":2,"code":"K7Q3MZ","title":"T","lang":"nb","paper":"a4",
            "suits":"black","seed":1,"asked":"all","count":null,
            "questions":[{"template":"imps-conversion","family":"adjustments"}],
            "students":[{"number":1,"code":"K7Q3MZ-01","variants":[]}]}"#;
        let err = ExamFile::parse("exam.json", text).unwrap_err().to_string();
        assert_eq!(err, "exam.json: students[0] has 0 variants for 1 questions");
    }
}
