//! Assignments (issue 35): an instructor asks his course for `count` questions from a
//! set of templates by a due date ("Leksjon 7: 10 spørsmål, revoker og claim, innen
//! torsdag"). Nothing is stored per student: his practice answers to those templates
//! from the moment the assignment was set are what he did, so an answer counts for
//! every assignment it fits, and the practice pages need no new path.

use sqlx::Row;

use super::{Store, StoreError, now};

/// The longest title kept, in characters.
pub const MAX_TITLE: usize = 200;

/// An assignment of a course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    /// The row's id.
    pub id: i64,
    /// The course.
    pub course_id: i64,
    /// What the instructor called it ("Leksjon 7").
    pub title: String,
    /// How many questions to answer.
    pub count: i64,
    /// When it is due (Unix seconds).
    pub due_at: i64,
    /// When it was set: answers from then on count.
    pub created_at: i64,
    /// Its templates, sorted.
    pub templates: Vec<String>,
}

/// What a student has done of an assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    /// Questions answered of those asked (at most `count`).
    pub done: i64,
    /// Of those, answered right.
    pub right: i64,
    /// Of those, answered after the due date.
    pub late: i64,
}

impl Progress {
    /// What a student did of `assignment`, from his practice answers as (template,
    /// answered at, right): the first `count` answers to its templates since it was set.
    pub fn of<'a>(
        assignment: &Assignment,
        answers: impl IntoIterator<Item = (&'a str, i64, bool)>,
    ) -> Progress {
        let mut fitting: Vec<(i64, bool)> = answers
            .into_iter()
            .filter(|(t, at, _)| {
                *at >= assignment.created_at && assignment.templates.iter().any(|a| a == t)
            })
            .map(|(_, at, right)| (at, right))
            .collect();
        fitting.sort_unstable();
        fitting.truncate(usize::try_from(assignment.count).unwrap_or(0));
        Progress {
            done: fitting.len() as i64,
            right: fitting.iter().filter(|(_, r)| *r).count() as i64,
            late: fitting
                .iter()
                .filter(|(at, _)| *at > assignment.due_at)
                .count() as i64,
        }
    }

    /// Whether all `count` questions are answered.
    pub fn complete(&self, assignment: &Assignment) -> bool {
        self.done >= assignment.count
    }
}

fn from_rows(rows: &[sqlx::any::AnyRow]) -> Result<Vec<Assignment>, StoreError> {
    let mut out: Vec<Assignment> = Vec::new();
    for row in rows {
        let id: i64 = row.try_get("id")?;
        if out.last().is_none_or(|a| a.id != id) {
            out.push(Assignment {
                id,
                course_id: row.try_get("course_id")?,
                title: row.try_get("title")?,
                count: row.try_get("count")?,
                due_at: row.try_get("due_at")?,
                created_at: row.try_get("created_at")?,
                templates: Vec::new(),
            });
        }
        let template: Option<String> = row.try_get("template_id")?;
        if let (Some(t), Some(last)) = (template, out.last_mut()) {
            last.templates.push(t);
        }
    }
    Ok(out)
}

const SELECT: &str = "SELECT assignments.id, assignments.course_id, assignments.title,
        assignments.count, assignments.due_at, assignments.created_at,
        assignment_templates.template_id
    FROM assignments
    LEFT JOIN assignment_templates ON assignment_templates.assignment_id = assignments.id";

impl Store {
    /// Sets an assignment for `course`; returns its id.
    ///
    /// # Errors
    /// A database error; nothing is stored then.
    pub async fn create_assignment(
        &self,
        course: i64,
        title: &str,
        count: i64,
        due_at: i64,
        templates: &[String],
    ) -> Result<i64, StoreError> {
        let mut tx = self.pool().begin().await?;
        let row = sqlx::query(
            "INSERT INTO assignments (course_id, title, count, due_at, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(course)
        .bind(title)
        .bind(count)
        .bind(due_at)
        .bind(now())
        .fetch_one(&mut *tx)
        .await?;
        let id: i64 = row.try_get("id")?;
        for t in templates {
            sqlx::query(
                "INSERT INTO assignment_templates (assignment_id, template_id) VALUES ($1, $2)
                 ON CONFLICT (assignment_id, template_id) DO NOTHING",
            )
            .bind(id)
            .bind(t)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A course's assignments, soonest due first.
    ///
    /// # Errors
    /// A database error.
    pub async fn course_assignments(&self, course: i64) -> Result<Vec<Assignment>, StoreError> {
        let rows = sqlx::query(&format!(
            "{SELECT} WHERE assignments.course_id = $1
             ORDER BY assignments.due_at, assignments.id, assignment_templates.template_id"
        ))
        .bind(course)
        .fetch_all(self.pool())
        .await?;
        from_rows(&rows)
    }

    /// The assignments of every course a student is in, soonest due first.
    ///
    /// # Errors
    /// A database error.
    pub async fn student_assignments(&self, user: i64) -> Result<Vec<Assignment>, StoreError> {
        let rows = sqlx::query(&format!(
            "{SELECT} JOIN enrolments ON enrolments.course_id = assignments.course_id
             WHERE enrolments.user_id = $1
             ORDER BY assignments.due_at, assignments.id, assignment_templates.template_id"
        ))
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        from_rows(&rows)
    }

    /// One assignment.
    ///
    /// # Errors
    /// A database error.
    pub async fn assignment(&self, id: i64) -> Result<Option<Assignment>, StoreError> {
        let rows = sqlx::query(&format!(
            "{SELECT} WHERE assignments.id = $1 ORDER BY assignment_templates.template_id"
        ))
        .bind(id)
        .fetch_all(self.pool())
        .await?;
        Ok(from_rows(&rows)?.into_iter().next())
    }

    /// Removes an assignment of `course`; false when there is none such.
    ///
    /// # Errors
    /// A database error.
    pub async fn delete_assignment(&self, course: i64, id: i64) -> Result<bool, StoreError> {
        let mut tx = self.pool().begin().await?;
        // Both backends cascade, but SQLite only with foreign keys on: delete explicitly.
        sqlx::query(
            "DELETE FROM assignment_templates WHERE assignment_id IN
             (SELECT id FROM assignments WHERE id = $1 AND course_id = $2)",
        )
        .bind(id)
        .bind(course)
        .execute(&mut *tx)
        .await?;
        let done = sqlx::query("DELETE FROM assignments WHERE id = $1 AND course_id = $2")
            .bind(id)
            .bind(course)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three questions of two templates, set at 1000, due at 2000: an answer before it was
    /// set and one of another template do not count; one after 2000 is late; only the
    /// first three count.
    #[test]
    fn progress_counts_the_first_answers_since_it_was_set() {
        let a = Assignment {
            id: 1,
            course_id: 1,
            title: "Leksjon 7".into(),
            count: 3,
            due_at: 2000,
            created_at: 1000,
            templates: vec!["claim-a".into(), "revoke-b".into()],
        };
        let answers = [
            ("claim-a", 900, true),
            ("other", 1100, true),
            ("claim-a", 1200, true),
            ("revoke-b", 1300, false),
            ("revoke-b", 2100, true),
            ("claim-a", 2200, true),
        ];
        let p = Progress::of(&a, answers);
        assert_eq!(
            p,
            Progress {
                done: 3,
                right: 2,
                late: 1
            }
        );
        assert!(p.complete(&a));
    }
}
