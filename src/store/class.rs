//! The class view of a course (issue 35, review web-ux W11): every practice answer of
//! its students, and the figures per template and per law an instructor reads off them
//! (attempts, share right, median time on task, the commonest misreadings); and the
//! templates the instructor has chosen for the course to practise (migration 0011).
//!
//! Only answers that count are read (a try of a question already answered is not, as in
//! progress), and only practice: an answer given in an exam sitting belongs to the exam.

use std::collections::{BTreeMap, HashMap};

use sqlx::Row;

use super::attempts::Outcome;
use super::{Store, StoreError};

/// One practice answer of a student of the course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassAttempt {
    /// The attempt's id: its page is `/attempts/{id}`.
    pub id: i64,
    /// The student.
    pub user_id: i64,
    /// His name.
    pub student: String,
    /// The template.
    pub template_id: String,
    /// The template's family.
    pub family: String,
    /// The law the template trains (`64A2`).
    pub law: String,
    /// The variant code.
    pub variant_code: String,
    /// How it was graded.
    pub outcome: Outcome,
    /// The misreading the answer matched, by its id.
    pub misreading: Option<String>,
    /// Parts right over parts asked.
    pub credit: (i64, i64),
    /// When the question was shown (Unix seconds).
    pub shown_at: i64,
    /// When the answer was stored (Unix seconds).
    pub answered_at: i64,
}

impl ClassAttempt {
    /// Seconds from showing to answer: the time on task (never negative).
    pub fn seconds(&self) -> i64 {
        (self.answered_at - self.shown_at).max(0)
    }

    /// The share of credit, 0 to 1.
    pub fn credit_share(&self) -> f64 {
        if self.credit.1 == 0 {
            0.0
        } else {
            self.credit.0 as f64 / self.credit.1 as f64
        }
    }
}

/// How many misreadings a line of the class tables names.
pub const TOP_MISREADINGS: usize = 3;

/// A line of the class tables: one template, or one law.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The template id, or the law (`64A2`).
    pub key: String,
    /// The template's family (the first answer's, for a law).
    pub family: String,
    /// The law it trains.
    pub law: String,
    /// Answers counted.
    pub attempts: usize,
    /// Students who answered it.
    pub students: usize,
    /// Mean credit, 0 to 1: the share right, a whole ruling's parts counted (as the
    /// course page and progress count it).
    pub right: f64,
    /// Median time on task in seconds.
    pub median_seconds: i64,
    /// The commonest misreadings, most frequent first (ties by id): id and count.
    pub misreadings: Vec<(String, usize)>,
}

/// The median of `values` (the mean of the middle two for an even count, rounded down).
fn median(mut values: Vec<i64>) -> i64 {
    values.sort_unstable();
    let n = values.len();
    match n {
        0 => 0,
        _ if n % 2 == 1 => values[n / 2],
        _ => (values[n / 2 - 1] + values[n / 2]) / 2,
    }
}

/// The class tables: `attempts` grouped by `key` (a template id or a law), sorted by key.
pub fn lines<'a>(
    attempts: &'a [ClassAttempt],
    key: impl Fn(&'a ClassAttempt) -> &'a str,
) -> Vec<Line> {
    let mut groups: BTreeMap<&str, Vec<&ClassAttempt>> = BTreeMap::new();
    for a in attempts {
        groups.entry(key(a)).or_default().push(a);
    }
    groups
        .into_iter()
        .map(|(k, group)| {
            let mut counts: HashMap<&str, usize> = HashMap::new();
            for a in &group {
                if let Some(m) = &a.misreading {
                    *counts.entry(m.as_str()).or_default() += 1;
                }
            }
            let mut misreadings: Vec<(String, usize)> =
                counts.into_iter().map(|(m, c)| (m.to_owned(), c)).collect();
            misreadings.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            misreadings.truncate(TOP_MISREADINGS);
            let mut students: Vec<i64> = group.iter().map(|a| a.user_id).collect();
            students.sort_unstable();
            students.dedup();
            let credit: f64 = group.iter().map(|a| a.credit_share()).sum();
            Line {
                key: k.to_owned(),
                family: group[0].family.clone(),
                law: group[0].law.clone(),
                attempts: group.len(),
                students: students.len(),
                right: credit / group.len() as f64,
                median_seconds: median(group.iter().map(|a| a.seconds()).collect()),
                misreadings,
            }
        })
        .collect()
}

impl Store {
    /// Every practice answer that counts of the students now in `course`, by student
    /// name, then oldest first.
    ///
    /// # Errors
    /// A database error, or a stored outcome this program does not know.
    pub async fn class_attempts(&self, course: i64) -> Result<Vec<ClassAttempt>, StoreError> {
        let rows = sqlx::query(
            "SELECT attempts.id, attempts.user_id, users.name, attempts.template_id,
                    attempts.family, attempts.law, attempts.variant_code, attempts.outcome,
                    attempts.misreading, attempts.credit_num, attempts.credit_den,
                    attempts.shown_at, attempts.answered_at
             FROM attempts
             JOIN enrolments ON enrolments.user_id = attempts.user_id
             JOIN users ON users.id = attempts.user_id
             WHERE enrolments.course_id = $1 AND attempts.counted = 1
               AND attempts.sitting_id IS NULL
             ORDER BY users.name, users.id, attempts.answered_at, attempts.id",
        )
        .bind(course)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                let outcome: String = row.try_get("outcome")?;
                Ok(ClassAttempt {
                    id: row.try_get("id")?,
                    user_id: row.try_get("user_id")?,
                    student: row.try_get("name")?,
                    template_id: row.try_get("template_id")?,
                    family: row.try_get("family")?,
                    law: row.try_get("law")?,
                    variant_code: row.try_get("variant_code")?,
                    outcome: outcome.parse().map_err(|_| StoreError::BadValue {
                        column: "attempts.outcome",
                        value: outcome.clone(),
                    })?,
                    misreading: row.try_get("misreading")?,
                    credit: (row.try_get("credit_num")?, row.try_get("credit_den")?),
                    shown_at: row.try_get("shown_at")?,
                    answered_at: row.try_get("answered_at")?,
                })
            })
            .collect()
    }

    /// The templates the instructor chose for `course`, sorted; empty when he has not
    /// chosen (the course then practises every template of its federation).
    ///
    /// # Errors
    /// A database error.
    pub async fn course_templates(&self, course: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT template_id FROM course_templates WHERE course_id = $1 ORDER BY template_id",
        )
        .bind(course)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| Ok(row.try_get("template_id")?))
            .collect()
    }

    /// Replaces the templates `course` practises with `templates` (empty: every template
    /// of its federation again), in one transaction.
    ///
    /// # Errors
    /// A database error; nothing is changed then.
    pub async fn set_course_templates(
        &self,
        course: i64,
        templates: &[String],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query("DELETE FROM course_templates WHERE course_id = $1")
            .bind(course)
            .execute(&mut *tx)
            .await?;
        for t in templates {
            sqlx::query(
                "INSERT INTO course_templates (course_id, template_id) VALUES ($1, $2)
                 ON CONFLICT (course_id, template_id) DO NOTHING",
            )
            .bind(course)
            .bind(t)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// For each course a student is in: its federation and the templates chosen for it
    /// (empty: all of the federation's).
    ///
    /// # Errors
    /// A database error, or a federation code this program does not know.
    pub async fn student_choices(
        &self,
        user: i64,
    ) -> Result<Vec<(crate::bank::federation::Scope, Vec<String>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT courses.id, courses.federation, course_templates.template_id
             FROM courses
             JOIN enrolments ON enrolments.course_id = courses.id
             LEFT JOIN course_templates ON course_templates.course_id = courses.id
             WHERE enrolments.user_id = $1
             ORDER BY courses.id, course_templates.template_id",
        )
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        let mut out: Vec<(i64, crate::bank::federation::Scope, Vec<String>)> = Vec::new();
        for row in &rows {
            let id: i64 = row.try_get("id")?;
            let template: Option<String> = row.try_get("template_id")?;
            if out.last().is_none_or(|(last, _, _)| *last != id) {
                let scope = super::federations::scope_from(row.try_get("federation")?)?;
                out.push((id, scope, Vec::new()));
            }
            if let (Some(t), Some(last)) = (template, out.last_mut()) {
                last.2.push(t);
            }
        }
        Ok(out.into_iter().map(|(_, s, t)| (s, t)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(
        user: i64,
        template: &str,
        outcome: Outcome,
        mis: Option<&str>,
        secs: i64,
    ) -> ClassAttempt {
        ClassAttempt {
            id: 0,
            user_id: user,
            student: format!("s{user}"),
            template_id: template.to_owned(),
            family: "revoke".to_owned(),
            law: "64A2".to_owned(),
            variant_code: String::new(),
            outcome,
            misreading: mis.map(str::to_owned),
            credit: (i64::from(outcome == Outcome::Correct), 1),
            shown_at: 100,
            answered_at: 100 + secs,
        }
    }

    /// Five answers to one template by three students: two right, the misreading "a"
    /// twice, "b" once; times 10, 90, 40, 20, 20 s, sorted 10 20 20 40 90: median 20 s.
    #[test]
    fn a_template_line_counts_misreadings_and_the_median_time() {
        let all = vec![
            answer(1, "t", Outcome::Correct, None, 10),
            answer(1, "t", Outcome::Misread, Some("a"), 90),
            answer(2, "t", Outcome::Misread, Some("b"), 40),
            answer(2, "t", Outcome::Misread, Some("a"), 20),
            answer(3, "t", Outcome::Correct, None, 20),
        ];
        let lines = lines(&all, |a| a.template_id.as_str());
        assert_eq!(lines.len(), 1);
        let l = &lines[0];
        assert_eq!((l.attempts, l.students), (5, 3));
        assert!((l.right - 0.4).abs() < 1e-9);
        assert_eq!(l.median_seconds, 20);
        assert_eq!(
            l.misreadings,
            vec![("a".to_owned(), 2), ("b".to_owned(), 1)]
        );
    }
}
