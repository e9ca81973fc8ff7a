//! What the marking page shows of a grading, kept as JSON beside `results.csv` so that
//! showing the page grades nothing and reads no definition: per student the score and
//! every box's verdict and misreading, per question the statistics `results.csv` ends
//! with (facility, how many answered, the most common misreading), and what the last
//! reading of the scans found. Numbers are kept in hundredths and verdicts as catalogue
//! ids: the page speaks the reader's language, whatever the exam's.

use serde::{Deserialize, Serialize};

use crate::exam::content::Mark;
use crate::exam::grade::{Report, book};
use crate::i18n::Lang;
use crate::laws::Message;
use crate::model::Fraction;

/// The results of every batch graded so far.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// How many questions: the most a student can score.
    pub questions: usize,
    /// Every student marked, by number.
    pub students: Vec<StudentRow>,
    /// Students with no answer in any batch.
    pub absent: Vec<usize>,
    /// Per question, in order.
    pub stats: Vec<QuestionStat>,
    /// The batches graded, by name.
    pub batches: Vec<String>,
}

/// One student's result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StudentRow {
    /// 1-based.
    pub number: usize,
    /// `K7Q3MZ-05`.
    pub code: String,
    /// Points, in hundredths.
    pub score: i64,
    /// Each box.
    pub boxes: Vec<BoxRow>,
}

/// One box of a student's sheet, marked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoxRow {
    /// `12`, `3b`.
    pub name: String,
    /// As written or read; empty when blank.
    pub written: String,
    /// The verdict's catalogue id (`grade-verdict-misread`).
    pub verdict: String,
    /// Whether it earned its credit.
    pub right: bool,
    /// The law misread (`§ 64 A2`), for a misreading.
    pub law: String,
    /// The misreading explained, in the exam's language.
    pub explanation: String,
}

/// One question's statistics, as `results.csv` has them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionStat {
    /// 1-based.
    pub number: usize,
    /// The mean credit of the students marked, in hundredths; none with nobody marked.
    pub facility: Option<i64>,
    /// How many wrote an answer.
    pub answered: usize,
    /// The most common misreading: its law, explanation and how many answers give it.
    pub misreading: Option<(String, String, usize)>,
}

fn hundredths(x: Fraction) -> i64 {
    (x * Fraction::from_integer(100)).round().to_integer()
}

/// `hundredths` as the reader writes numbers: `5`, `5.67`, `5,67`.
pub fn number(hundredths: i64, lang: Lang) -> String {
    if hundredths % 100 == 0 {
        (hundredths / 100).to_string()
    } else {
        lang.decimal(hundredths)
    }
}

impl View {
    /// The view of `report`, the merged grading of the batches `batches`.
    pub fn of(report: &Report, batches: Vec<String>) -> View {
        let students = report
            .students
            .iter()
            .map(|s| StudentRow {
                number: s.number,
                code: s.code.clone(),
                score: hundredths(s.score),
                boxes: s
                    .boxes
                    .iter()
                    .map(|b| {
                        let (law, explanation) = match &b.mark {
                            Mark::Misread { law, text, .. } => (law.clone(), text.clone()),
                            _ => (String::new(), String::new()),
                        };
                        BoxRow {
                            name: match b.part {
                                Some(p) => {
                                    format!("{}{}", b.question, crate::exam::content::letter(p))
                                }
                                None => b.question.to_string(),
                            },
                            written: b.written.clone(),
                            verdict: verdict_id(&b.mark).to_owned(),
                            right: b.mark == Mark::Correct,
                            law,
                            explanation,
                        }
                    })
                    .collect(),
            })
            .collect();
        let present = report.students.len();
        let common = book::most_common(report);
        let stats = (1..=report.questions)
            .map(|q| {
                let sum: Fraction = report
                    .students
                    .iter()
                    .filter_map(|s| s.credits.get(q - 1).copied())
                    .sum();
                QuestionStat {
                    number: q,
                    facility: (present > 0)
                        .then(|| hundredths(sum / Fraction::from_integer(present as i64))),
                    answered: report
                        .students
                        .iter()
                        .filter(|s| {
                            s.boxes
                                .iter()
                                .any(|b| b.question == q && b.mark != Mark::Blank)
                        })
                        .count(),
                    misreading: common
                        .get(q - 1)
                        .and_then(Option::as_ref)
                        .map(|m| (m.law.clone(), m.text.clone(), m.count)),
                }
            })
            .collect();
        View {
            questions: report.questions,
            students,
            absent: report.absent.clone(),
            stats,
            batches,
        }
    }
}

fn verdict_id(mark: &Mark) -> &'static str {
    match mark {
        Mark::Correct => "grade-verdict-correct",
        Mark::Misread { .. } => "grade-verdict-misread",
        Mark::Wrong => "grade-verdict-wrong",
        Mark::Unreadable => "grade-verdict-unreadable",
        Mark::Blank => "grade-verdict-blank",
    }
}

/// What the last reading of the scans found.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ScanView {
    /// The scan files this reading read: a file kept since is still to read.
    pub files: Vec<String>,
    /// Pages read.
    pub pages: usize,
    /// Pages not read: place and why.
    pub unread: Vec<(String, Message)>,
    /// Blank pages left out (the backs of sheets printed on both sides); absent from a
    /// view stored before they were told apart.
    #[serde(default)]
    pub blank: Vec<String>,
    /// Pages scanned twice: student, page, the place used, the place left out.
    pub twice: Vec<(usize, usize, String, String)>,
    /// Students with pages missing: the student and the pages.
    pub missing: Vec<(usize, Vec<usize>)>,
    /// Why the reading graded nothing (a file that does not open, a student also in a
    /// typed batch), when it did not.
    pub error: Option<Vec<String>>,
}
