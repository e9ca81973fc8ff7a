//! Item analysis of an exam, computed as Moodle's quiz statistics report computes it
//! (`question/classes/statistics/questions/calculator.php` and
//! `mod/quiz/report/statistics/classes/calculator.php`), so an instructor who knows that
//! report reads the same figures here.
//!
//! The input is a matrix: a row per student who sat the exam, a column per question,
//! each cell the fraction of the question's marks the student earned (0 to 1), and the
//! marks each question is worth. With x a question's mark, T a student's total and
//! y = T − x the rest of his test, s students and p questions:
//!
//! - facility = x̄ / max(x), in percent;
//! - SD = √(Σ(x − x̄)² / (s − 1)), in percent of the question's marks;
//! - discrimination index = 100 · cov(x, y) / √(var x · var y), the item–rest
//!   correlation (none when either variance is zero);
//! - discriminative efficiency = 100 · cov(x, y) / cov_max, where cov_max is cov(x, y)
//!   with x and y each sorted ascending on its own (the highest covariance these marks
//!   allow);
//! - Cronbach's α (Moodle's "coefficient of internal consistency", CIC)
//!   = 100 · p / (p − 1) · (1 − Σ var xᵢ / var T);
//! - error ratio = 100 · √(1 − CIC / 100), and the standard error of the test
//!   = error ratio · SD(T) / 100.
//!
//! Variances and covariances divide by s − 1, as Moodle's do. A question whose
//! discrimination is negative is flagged: the stronger students did worse on it than the
//! weaker, which is what a mis-keyed question looks like; one whose efficiency is under
//! 15 % is flagged as Moodle flags it ("dubious").
//!
//! ```
//! use ruling::grading::analysis::analyse;
//!
//! // Three students, two questions worth 1 and 2 marks.
//! let scores = vec![vec![1.0, 1.0], vec![1.0, 0.5], vec![0.0, 0.0]];
//! let report = analyse(&scores, &[1.0, 2.0]).unwrap();
//! assert_eq!(report.students, 3);
//! assert!((report.items[0].facility - 200.0 / 3.0).abs() < 1e-9);
//! ```

/// Efficiency under which Moodle calls a question's discrimination dubious, in percent.
pub const DUBIOUS_EFFICIENCY: f64 = 15.0;

/// Why a matrix cannot be analysed; each names the cell or column at fault.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AnalysisError {
    #[error("item analysis needs at least two students; there are {0}")]
    /// Fewer than two rows: no variance can be computed.
    TooFewStudents(usize),
    #[error("item analysis needs at least one question")]
    /// No question in `max`.
    NoQuestions,
    #[error("student {student} (row {row}) has {found} scores; the exam has {expected} questions", row = student + 1)]
    /// A row is shorter or longer than `max`.
    RowLength {
        /// The row, from 0.
        student: usize,
        /// How many cells it has.
        found: usize,
        /// How many questions there are.
        expected: usize,
    },
    #[error("student {student} (row {row}), question {question} (column {column}): score {value} is not a fraction from 0 to 1", row = student + 1, column = question + 1)]
    /// A cell that is not a finite fraction from 0 to 1.
    Score {
        /// The row, from 0.
        student: usize,
        /// The column, from 0.
        question: usize,
        /// What the cell held.
        value: f64,
    },
    #[error("question {question} (column {column}): its marks {value} are not a positive number", column = question + 1)]
    /// A question worth zero, negative or non-finite marks.
    Max {
        /// The column, from 0.
        question: usize,
        /// What `max` held.
        value: f64,
    },
}

/// Something the instructor should look at in a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemFlag {
    /// Discrimination below zero: the students who did well on the rest of the test did
    /// worse on this question; possibly mis-keyed.
    NegativeDiscrimination,
    /// Discriminative efficiency under [`DUBIOUS_EFFICIENCY`]: Moodle's "dubious".
    LowEfficiency,
}

/// The statistics of one question (percentages as Moodle's report shows them).
#[derive(Debug, Clone, PartialEq)]
pub struct ItemStats {
    /// The question's column, from 0.
    pub question: usize,
    /// Mean mark over the question's marks, 0–100.
    pub facility: f64,
    /// Standard deviation of its marks, in percent of its marks.
    pub sd: f64,
    /// Item–rest correlation × 100, −100 to 100; `None` when the question's marks or the
    /// rest of the test do not vary.
    pub discrimination: Option<f64>,
    /// Covariance with the rest over the most it could be × 100; `None` when that most
    /// is zero.
    pub efficiency: Option<f64>,
    /// What to look at, if anything.
    pub flags: Vec<ItemFlag>,
}

/// The statistics of the whole test.
#[derive(Debug, Clone, PartialEq)]
pub struct TestStats {
    /// Mean total, in marks.
    pub mean: f64,
    /// Standard deviation of the totals, in marks.
    pub sd: f64,
    /// The total the test is worth.
    pub max: f64,
    /// Cronbach's α × 100 (Moodle's CIC); `None` for one question or totals that do not
    /// vary.
    pub alpha: Option<f64>,
    /// 100 · √(1 − α/100); `None` with α, or when α is negative.
    pub error_ratio: Option<f64>,
    /// Standard error of a student's total, in marks; `None` with the error ratio.
    pub standard_error: Option<f64>,
}

/// The item analysis of an exam.
#[derive(Debug, Clone, PartialEq)]
pub struct ItemReport {
    /// How many students the figures are over.
    pub students: usize,
    /// One per question, in column order.
    pub items: Vec<ItemStats>,
    /// The whole test.
    pub test: TestStats,
}

impl ItemReport {
    /// The questions flagged for a negative discrimination.
    pub fn negative(&self) -> impl Iterator<Item = &ItemStats> {
        self.items
            .iter()
            .filter(|i| i.flags.contains(&ItemFlag::NegativeDiscrimination))
    }
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

/// Sample covariance (divided by n − 1).
fn cov(a: &[f64], b: &[f64]) -> f64 {
    let (ma, mb) = (mean(a), mean(b));
    let sum: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    sum / (a.len() - 1) as f64
}

/// Ratios of variances that round to zero are zero: marks that all agree must not give
/// a correlation out of rounding noise.
const TINY: f64 = 1e-12;

/// Analyses `scores` (a row per student, a column per question, each the fraction of the
/// question's marks earned) for questions worth `max` marks.
///
/// # Errors
/// Fewer than two students, no question, a row of the wrong length, a score that is not
/// a finite fraction from 0 to 1, or marks that are not positive; each error names the
/// row or column.
pub fn analyse(scores: &[Vec<f64>], max: &[f64]) -> Result<ItemReport, AnalysisError> {
    if max.is_empty() {
        return Err(AnalysisError::NoQuestions);
    }
    if scores.len() < 2 {
        return Err(AnalysisError::TooFewStudents(scores.len()));
    }
    for (question, &value) in max.iter().enumerate() {
        if !(value.is_finite() && value > 0.0) {
            return Err(AnalysisError::Max { question, value });
        }
    }
    for (student, row) in scores.iter().enumerate() {
        if row.len() != max.len() {
            return Err(AnalysisError::RowLength {
                student,
                found: row.len(),
                expected: max.len(),
            });
        }
        for (question, &value) in row.iter().enumerate() {
            if !(value.is_finite() && (0.0..=1.0).contains(&value)) {
                return Err(AnalysisError::Score {
                    student,
                    question,
                    value,
                });
            }
        }
    }
    let p = max.len();
    // Marks per question (columns) and totals per student.
    let marks: Vec<Vec<f64>> = (0..p)
        .map(|q| scores.iter().map(|row| row[q] * max[q]).collect())
        .collect();
    let totals: Vec<f64> = scores
        .iter()
        .map(|row| row.iter().zip(max).map(|(f, m)| f * m).sum())
        .collect();
    let items = marks
        .iter()
        .enumerate()
        .map(|(q, x)| item(q, x, &totals, max[q]))
        .collect();
    let var_t = cov(&totals, &totals);
    let sum_var: f64 = marks.iter().map(|x| cov(x, x)).sum();
    let alpha = (p > 1 && var_t > TINY)
        .then(|| 100.0 * p as f64 / (p as f64 - 1.0) * (1.0 - sum_var / var_t));
    let error_ratio = alpha
        .filter(|a| *a >= 0.0)
        .map(|a| 100.0 * (1.0 - a / 100.0).max(0.0).sqrt());
    let sd = var_t.max(0.0).sqrt();
    Ok(ItemReport {
        students: scores.len(),
        items,
        test: TestStats {
            mean: mean(&totals),
            sd,
            max: max.iter().sum(),
            alpha,
            error_ratio,
            standard_error: error_ratio.map(|e| e * sd / 100.0),
        },
    })
}

/// One question's figures: `x` its marks, `totals` the students' totals.
fn item(question: usize, x: &[f64], totals: &[f64], max: f64) -> ItemStats {
    let rest: Vec<f64> = totals.iter().zip(x).map(|(t, x)| t - x).collect();
    let var_x = cov(x, x);
    let var_y = cov(&rest, &rest);
    let cov_xy = cov(x, &rest);
    let discrimination =
        (var_x > TINY && var_y > TINY).then(|| 100.0 * cov_xy / (var_x * var_y).sqrt());
    let mut sorted_x = x.to_vec();
    let mut sorted_y = rest.clone();
    sorted_x.sort_by(f64::total_cmp);
    sorted_y.sort_by(f64::total_cmp);
    let cov_max = cov(&sorted_x, &sorted_y);
    let efficiency = (cov_max > TINY).then(|| 100.0 * cov_xy / cov_max);
    let mut flags = Vec::new();
    if discrimination.is_some_and(|d| d < 0.0) {
        flags.push(ItemFlag::NegativeDiscrimination);
    }
    if efficiency.is_some_and(|e| e < DUBIOUS_EFFICIENCY) {
        flags.push(ItemFlag::LowEfficiency);
    }
    ItemStats {
        question,
        facility: 100.0 * mean(x) / max,
        sd: 100.0 * var_x.max(0.0).sqrt() / max,
        discrimination,
        efficiency,
        flags,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ragged_row_is_named_by_its_line() {
        let err = analyse(&[vec![1.0, 0.0], vec![1.0]], &[1.0, 1.0]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "student 1 (row 2) has 1 scores; the exam has 2 questions"
        );
    }

    #[test]
    fn a_score_over_one_is_refused() {
        let err = analyse(&[vec![1.5], vec![0.0]], &[2.0]).unwrap_err();
        assert!(matches!(
            err,
            AnalysisError::Score {
                student: 0,
                question: 0,
                ..
            }
        ));
    }
}
