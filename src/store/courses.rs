//! Courses: an instructor's group of students, joined with a code the instructor hands
//! out. An instructor sees the progress of the students of his own courses; an admin of
//! every course.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::bank::federation::Scope;

use super::users::{COLUMNS, User, from_row as user_from_row};
use super::{Store, StoreError, now};

#[derive(Debug, Clone, PartialEq, Eq)]
/// A course: an instructor, his students and the join code they register with.
pub struct Course {
    /// The row's id.
    pub id: i64,
    /// The course's name.
    pub name: String,
    /// `K7QM-2XTD`: what a student types to register into the course.
    pub join_code: String,
    /// The instructor who created it.
    pub instructor_id: i64,
    /// How many students have joined.
    pub students: i64,
    /// Whose templates its students practise ([`super::federations`]).
    pub federation: Scope,
}

/// Crockford's base 32: no I, L, O or U to misread when a code is read out in class.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Eight random characters in two groups of four (40 bits).
fn new_join_code() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    let chars: String = bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b % 32)]))
        .collect();
    format!("{}-{}", &chars[..4], &chars[4..])
}

/// A join code as typed: upper case, the look-alike letters read as digits, spaces and
/// dashes anywhere (`63ht y3na` is `63HT-Y3NA`).
pub fn normal_join_code(code: &str) -> String {
    let chars: Vec<char> = code
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect();
    if chars.len() == 8 {
        format!(
            "{}-{}",
            chars[..4].iter().collect::<String>(),
            chars[4..].iter().collect::<String>()
        )
    } else {
        chars.into_iter().collect()
    }
}

const COURSE_COLUMNS: &str = "courses.id, courses.name, courses.join_code, courses.instructor_id,
    courses.federation, (SELECT COUNT(*) FROM enrolments WHERE enrolments.course_id = courses.id) AS students";

fn from_row(row: &AnyRow) -> Result<Course, StoreError> {
    Ok(Course {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        join_code: row.try_get("join_code")?,
        instructor_id: row.try_get("instructor_id")?,
        students: row.try_get("students")?,
        federation: super::federations::scope_from(row.try_get("federation")?)?,
    })
}

impl Store {
    /// Creates a course of every federation with a fresh join code.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_course(&self, instructor: i64, name: &str) -> Result<Course, StoreError> {
        self.create_course_in(instructor, name, Scope::All).await
    }

    /// Creates a course of `federation` with a fresh join code.
    ///
    /// # Errors
    /// A database error.
    pub async fn create_course_in(
        &self,
        instructor: i64,
        name: &str,
        federation: Scope,
    ) -> Result<Course, StoreError> {
        loop {
            let code = new_join_code();
            let row = sqlx::query(
                "INSERT INTO courses (name, join_code, instructor_id, created_at, federation)
                 VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (join_code) DO NOTHING
                 RETURNING id",
            )
            .bind(name)
            .bind(&code)
            .bind(instructor)
            .bind(now())
            .bind(federation.to_string())
            .fetch_optional(self.pool())
            .await?;
            // A clash of two random 40-bit codes: draw again.
            if let Some(row) = row {
                return Ok(Course {
                    id: row.try_get("id")?,
                    name: name.to_owned(),
                    join_code: code,
                    instructor_id: instructor,
                    students: 0,
                    federation,
                });
            }
        }
    }

    /// The courses an instructor runs, or every course for `None` (an admin).
    ///
    /// # Errors
    /// A database error.
    pub async fn courses(&self, instructor: Option<i64>) -> Result<Vec<Course>, StoreError> {
        let rows = match instructor {
            Some(id) => {
                sqlx::query(&format!(
                    "SELECT {COURSE_COLUMNS} FROM courses WHERE instructor_id = $1 ORDER BY id"
                ))
                .bind(id)
                .fetch_all(self.pool())
                .await?
            }
            None => {
                sqlx::query(&format!("SELECT {COURSE_COLUMNS} FROM courses ORDER BY id"))
                    .fetch_all(self.pool())
                    .await?
            }
        };
        rows.iter().map(from_row).collect()
    }

    /// # Errors
    /// A database error.
    pub async fn course(&self, id: i64) -> Result<Option<Course>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {COURSE_COLUMNS} FROM courses WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// The course a join code opens.
    ///
    /// # Errors
    /// A database error.
    pub async fn course_by_join_code(&self, code: &str) -> Result<Option<Course>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {COURSE_COLUMNS} FROM courses WHERE join_code = $1"
        ))
        .bind(normal_join_code(code))
        .fetch_optional(self.pool())
        .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Puts a student in a course; false when he was in it already (no error).
    ///
    /// # Errors
    /// A database error.
    pub async fn enrol(&self, course: i64, user: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO enrolments (course_id, user_id, joined_at) VALUES ($1, $2, $3)
             ON CONFLICT (course_id, user_id) DO NOTHING",
        )
        .bind(course)
        .bind(user)
        .bind(now())
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The courses a student is in, by name.
    ///
    /// # Errors
    /// A database error.
    pub async fn student_courses(&self, user: i64) -> Result<Vec<Course>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COURSE_COLUMNS} FROM courses
             JOIN enrolments ON enrolments.course_id = courses.id
             WHERE enrolments.user_id = $1 ORDER BY courses.name, courses.id"
        ))
        .bind(user)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(from_row).collect()
    }

    /// Gives a course a fresh join code: the old one stops working (a code leaked, or the
    /// class has registered and no one else should). Returns the new code.
    ///
    /// # Errors
    /// A database error.
    pub async fn renew_join_code(&self, course: i64) -> Result<String, StoreError> {
        loop {
            let code = new_join_code();
            // A clash of two random 40-bit codes changes no row: draw again.
            let done = sqlx::query(
                "UPDATE courses SET join_code = $1
                 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM courses WHERE join_code = $1)",
            )
            .bind(&code)
            .bind(course)
            .execute(self.pool())
            .await?;
            if done.rows_affected() == 1 {
                return Ok(code);
            }
            if self.course(course).await?.is_none() {
                return Err(StoreError::Database(sqlx::Error::RowNotFound));
            }
        }
    }

    /// Takes a student off a course (his account and answers stay); false when he was
    /// not on it.
    ///
    /// # Errors
    /// A database error.
    pub async fn unenrol(&self, course: i64, user: i64) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM enrolments WHERE course_id = $1 AND user_id = $2")
            .bind(course)
            .bind(user)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The students of a course, by name.
    ///
    /// # Errors
    /// A database error.
    pub async fn course_students(&self, course: i64) -> Result<Vec<User>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM users JOIN enrolments ON enrolments.user_id = users.id
             WHERE enrolments.course_id = $1 ORDER BY users.name, users.id"
        ))
        .bind(course)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(user_from_row).collect()
    }

    /// Whether `student` is in a course `instructor` runs.
    ///
    /// # Errors
    /// A database error.
    pub async fn teaches(&self, instructor: i64, student: i64) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 AS one FROM enrolments JOIN courses ON courses.id = enrolments.course_id
             WHERE courses.instructor_id = $1 AND enrolments.user_id = $2",
        )
        .bind(instructor)
        .bind(student)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.is_some())
    }
}
