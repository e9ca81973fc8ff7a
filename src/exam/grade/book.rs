//! The files an instructor opens in a spreadsheet (review exams P9): `results.csv`, the
//! gradebook, a row per student of the exam with a column per question, and
//! `results-<answers>.csv`, a row per box of one batch with its verdict and misreading.
//!
//! Both start with a UTF-8 byte order mark, without which Excel on Windows reads `§` as
//! `Â§`, and have headings in the exam's language. In a language that writes decimals
//! with a comma (Norwegian, German, Danish) the columns are separated by semicolons: a
//! spreadsheet set to that language splits a CSV file there, and `0,67` stays one number.

use std::collections::BTreeMap;

use crate::i18n::{Lang, catalogue};
use crate::laws::Message;
use crate::model::Fraction;

use super::{Mark, Report, box_name, decimal, verdict};
use crate::exam::Exam;

/// The column separator of the files written for an exam in `lang`.
pub fn delimiter(lang: Lang) -> u8 {
    if lang == Lang::En { b',' } else { b';' }
}

fn writer(lang: Lang) -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new()
        .delimiter(delimiter(lang))
        .flexible(true)
        .from_writer("\u{feff}".as_bytes().to_vec())
}

fn finish(out: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, csv::Error> {
    out.into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))
}

fn text(lang: Lang, id: &str) -> String {
    catalogue().text(lang, id)
}

/// `results-<answers>.csv`: every box of every student of one batch, each column named
/// in the exam's language; the points column adds up to the student's score.
///
/// # Errors
/// Only if writing to memory fails, which it does not.
pub fn details(report: &Report) -> Result<Vec<u8>, csv::Error> {
    let lang = report.lang;
    let mut out = writer(lang);
    out.write_record(
        [
            "grade-col-number",
            "grade-col-code",
            "grade-col-box",
            "grade-col-part",
            "grade-col-variant",
            "grade-col-written",
            "grade-col-verdict",
            "grade-col-credit",
            "grade-col-law",
            "grade-col-explanation",
        ]
        .map(|id| text(lang, id)),
    )?;
    for s in &report.students {
        for b in &s.boxes {
            let (law, explanation) = match &b.mark {
                Mark::Misread { law, text, .. } => (law.as_str(), text.as_str()),
                _ => ("", ""),
            };
            out.write_record([
                s.number.to_string().as_str(),
                &s.code,
                &box_name(b.question, b.part),
                b.part_name.as_deref().unwrap_or(""),
                &b.variant,
                &b.written,
                &verdict(&b.mark, lang),
                &decimal(b.credit, lang),
                law,
                explanation,
            ])?;
        }
    }
    finish(out)
}

/// The most common misreading of one question: its law, explanation and how many
/// students' answers it gives.
pub(crate) struct Common {
    pub(crate) law: String,
    pub(crate) text: String,
    pub(crate) count: usize,
}

/// Per question, the misreading most students' answers match (ties: the first by name,
/// so the file is the same every run).
pub(crate) fn most_common(report: &Report) -> Vec<Option<Common>> {
    let mut counts: Vec<BTreeMap<&str, (usize, &str, &str)>> =
        vec![BTreeMap::new(); report.questions];
    for b in report.students.iter().flat_map(|s| &s.boxes) {
        if let (Mark::Misread { id, law, text }, Some(q)) =
            (&b.mark, counts.get_mut(b.question.wrapping_sub(1)))
        {
            q.entry(id.as_str()).or_insert((0, law, text)).0 += 1;
        }
    }
    counts
        .into_iter()
        .map(|q| {
            let mut best: Option<Common> = None;
            for (count, law, text) in q.into_values() {
                if best.as_ref().is_none_or(|b| count > b.count) {
                    best = Some(Common {
                        law: law.to_owned(),
                        text: text.to_owned(),
                        count,
                    });
                }
            }
            best
        })
        .collect()
}

/// `results.csv`: the gradebook of every batch marked so far. A row per student of the
/// exam: number, code, score, each question's credit, the answers file his answers came
/// from; a student with no answer in any file is marked absent in the score column (a
/// spreadsheet's average leaves him out, rather than counting a 0). Then per-question
/// statistics: facility (the mean credit of the students present), how many wrote an
/// answer, the most common misreading and its count, and each of those explained.
///
/// # Errors
/// Only if writing to memory fails, which it does not.
pub fn gradebook(
    exam: &Exam,
    report: &Report,
    batch_of: &BTreeMap<usize, String>,
) -> Result<Vec<u8>, csv::Error> {
    let lang = report.lang;
    let c = catalogue();
    let n = report.questions;
    let mut out = writer(lang);
    let mut heading = vec![
        text(lang, "grade-col-number"),
        text(lang, "grade-col-code"),
        c.render(lang, &Message::new("grade-col-score").with("questions", n)),
    ];
    heading.extend(
        (1..=n).map(|q| c.render(lang, &Message::new("grade-col-question").with("number", q))),
    );
    heading.push(text(lang, "grade-col-batch"));
    out.write_record(&heading)?;
    let marked: BTreeMap<usize, _> = report.students.iter().map(|s| (s.number, s)).collect();
    for student in &exam.file.students {
        let mut row = vec![student.number.to_string(), student.code.clone()];
        match marked.get(&student.number) {
            Some(s) => {
                row.push(decimal(s.score, lang));
                row.extend(s.credits.iter().map(|&x| decimal(x, lang)));
                row.push(batch_of.get(&s.number).cloned().unwrap_or_default());
            }
            None => row.push(text(lang, "grade-absent-cell")),
        }
        out.write_record(&row)?;
    }
    out.write_record(["", ""])?;
    let present = report.students.len();
    let mean = |sum: Fraction| -> String {
        if present == 0 {
            String::new()
        } else {
            decimal(sum / Fraction::from_integer(present as i64), lang)
        }
    };
    let mut facility = vec![text(lang, "grade-stat-facility"), String::new()];
    facility.push(mean(report.students.iter().map(|s| s.score).sum()));
    facility.extend((0..n).map(|q| {
        mean(
            report
                .students
                .iter()
                .filter_map(|s| s.credits.get(q).copied())
                .sum(),
        )
    }));
    out.write_record(&facility)?;
    let mut answered = vec![text(lang, "grade-stat-answered"), String::new()];
    answered.push(present.to_string());
    answered.extend((1..=n).map(|q| {
        report
            .students
            .iter()
            .filter(|s| {
                s.boxes
                    .iter()
                    .any(|b| b.question == q && b.mark != Mark::Blank)
            })
            .count()
            .to_string()
    }));
    out.write_record(&answered)?;
    let common = most_common(report);
    let mut misread = vec![
        text(lang, "grade-stat-misreading"),
        String::new(),
        String::new(),
    ];
    misread.extend(common.iter().map(|m| {
        m.as_ref()
            .map_or_else(String::new, |m| format!("{} ({})", m.law, m.count))
    }));
    out.write_record(&misread)?;
    if common.iter().any(Option::is_some) {
        out.write_record(["", ""])?;
        out.write_record(
            [
                "grade-col-question-alone",
                "grade-col-law",
                "grade-col-students",
                "grade-col-explanation",
            ]
            .map(|id| text(lang, id)),
        )?;
        for (q, m) in common.iter().enumerate() {
            if let Some(m) = m {
                out.write_record([
                    (q + 1).to_string(),
                    m.law.clone(),
                    m.count.to_string(),
                    m.text.clone(),
                ])?;
            }
        }
    }
    finish(out)
}
