//! An online exam's item statistics: Moodle's figures per question and for the whole test
//! ([`crate::grading::analysis`]), and what only the engine knows beside them: the
//! misreadings behind each question's wrong answers, the commonest first. A question whose
//! discrimination is negative is flagged as possibly mis-keyed.

use crate::grading::analysis::{AnalysisError, ItemFlag, ItemReport, analyse};

use super::online::{StudentResult, grades_by_question};

/// The statistics of an exam's sittings.
#[derive(Debug, Clone, PartialEq)]
pub struct ExamStats {
    /// Moodle's figures, a question per column in the exam's order.
    pub report: ItemReport,
    /// Per question, each misreading behind a wrong answer and how many made it,
    /// the commonest first.
    pub misreadings: Vec<Vec<(String, usize)>>,
}

/// The statistics of the students who sat the exam (absent ones answered nothing to
/// analyse), each question worth one mark.
///
/// # Errors
/// Fewer than two students sat it, or the exam has no question.
pub fn statistics(results: &[StudentResult]) -> Result<ExamStats, AnalysisError> {
    let (columns, misread) = grades_by_question(results);
    let students = columns.first().map_or(0, Vec::len);
    let rows: Vec<Vec<f64>> = (0..students)
        .map(|s| columns.iter().map(|column| column[s]).collect())
        .collect();
    let report = analyse(&rows, &vec![1.0; columns.len()])?;
    Ok(ExamStats {
        report,
        misreadings: misread.into_iter().map(commonest).collect(),
    })
}

/// Each id with its count, the commonest first, then by id.
fn commonest(ids: Vec<String>) -> Vec<(String, usize)> {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for id in ids {
        match counted.iter_mut().find(|(seen, _)| *seen == id) {
            Some((_, n)) => *n += 1,
            None => counted.push((id, 1)),
        }
    }
    counted.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counted
}

/// The statistics as CSV, a row per question: its number, facility, standard deviation,
/// discrimination and discriminative efficiency in percent (empty where the marks do
/// not vary), its flags, and its misreadings (`id ×count`, `;`-separated).
pub fn stats_csv(stats: &ExamStats) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let _ = out.write_record([
        "question",
        "facility",
        "sd",
        "discrimination",
        "efficiency",
        "flags",
        "misreadings",
    ]);
    let percent = |v: Option<f64>| v.map_or(String::new(), |v| format!("{v:.1}"));
    for (item, misread) in stats.report.items.iter().zip(&stats.misreadings) {
        let flags: Vec<&str> = item
            .flags
            .iter()
            .map(|f| match f {
                ItemFlag::NegativeDiscrimination => "negative-discrimination",
                ItemFlag::LowEfficiency => "low-efficiency",
            })
            .collect();
        let misread: Vec<String> = misread.iter().map(|(id, n)| format!("{id} ×{n}")).collect();
        let _ = out.write_record([
            (item.question + 1).to_string(),
            format!("{:.1}", item.facility),
            format!("{:.1}", item.sd),
            percent(item.discrimination),
            percent(item.efficiency),
            flags.join(" "),
            misread.join("; "),
        ]);
    }
    String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The whole test in one line: students, mean and standard deviation of the totals,
/// Cronbach's α and the standard error, as Moodle's report heads its table.
pub fn test_line(stats: &ExamStats) -> String {
    let t = &stats.report.test;
    let or_dash =
        |v: Option<f64>, unit: &str| v.map_or("–".to_owned(), |v| format!("{v:.1}{unit}"));
    format!(
        "students {}, mean {:.2} of {}, sd {:.2}, alpha {}, standard error {}",
        stats.report.students,
        t.mean,
        t.max,
        t.sd,
        or_dash(t.alpha, " %"),
        or_dash(t.standard_error, " marks"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commonest_misreading_comes_first() {
        let ids = [
            "64a2-as-64a1",
            "no-transfer",
            "64a2-as-64a1",
            "64a2-as-64a1",
            "no-transfer",
            "x",
        ];
        let counted = commonest(ids.iter().map(|s| (*s).to_owned()).collect());
        assert_eq!(
            counted,
            vec![
                ("64a2-as-64a1".to_owned(), 3),
                ("no-transfer".to_owned(), 2),
                ("x".to_owned(), 1)
            ]
        );
    }
}
