//! Timed online exams: set, sat and graded. The questions are drawn as a printed exam's
//! ([`super::build`]: the same templates for all, one answer format per question, no
//! two classmates the same case when the template has enough), once when the exam is
//! set, as one set of variants for all or one per student of the course; a sitting is
//! given its set when it starts, so its variants and order never change after.
//!
//! Time is the server's: a sitting's deadline is fixed when it starts (the exam's
//! minutes plus the candidate's extra time, and never past the exam's close plus that
//! extra time) and every save is checked against it in the store's transaction. The
//! functions take `now` rather than read the clock, so tests can stand after a deadline.
//!
//! After the close, [`grade`] marks every saved answer with the engine, as a paper
//! answer is marked ([`Drawn::mark`]); [`results`] gives a row per student of the
//! course, absent ones included. Item statistics are not computed here: they read the
//! same grades through [`grades_by_question`], the hook for `grading::analysis`.

use std::collections::BTreeMap;

use crate::bank::Variant;
use crate::bank::federation::Scope;
use crate::i18n::Lang;
use crate::model::Fraction;
use crate::store::online::{Expiry, Grade, Item, NewOnlineExam, OnlineExam, Refused, Sitting};
use crate::store::{Store, StoreError, User};

use super::content::{Drawn, Mark, Questions};
use super::definition::Format;
use super::select::Selection;
use super::{ExamError, ExamOptions, MAX_STUDENT_QUESTIONS, MAX_STUDENTS};

/// Seconds after a deadline an answer already on its way is still taken: a request sent
/// in the last second may reach a busy server a little later (Moodle's `graceperiodmin`).
pub const IN_FLIGHT_SECS: i64 = 5;

/// The most minutes an exam lasts, and the most extra time a candidate is given.
pub const MAX_MINUTES: i64 = 24 * 60;

/// What an exam is set with.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The course whose students sit it.
    pub course_id: i64,
    /// Its title.
    pub title: String,
    /// Who sets it.
    pub created_by: i64,
    /// `--templates`.
    pub templates: Selection,
    /// The time each student has.
    pub minutes: i64,
    /// When students may start (Unix seconds).
    pub opens_at: i64,
    /// When every sitting ends, extra time apart.
    pub closes_at: i64,
    /// How questions with a value for answer are asked, the same for all.
    pub format: Format,
    /// One set of variants per student, or one for all.
    pub per_student: bool,
    /// What happens at the deadline.
    pub expiry: Expiry,
    /// The seed every draw is made from.
    pub seed: u64,
    /// Whose templates are drawn: the course's federation.
    pub federation: Scope,
}

/// Why an exam could not be set, sat or graded.
#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    #[error(transparent)]
    /// The questions could not be drawn.
    Exam(#[from] ExamError),
    #[error(transparent)]
    /// The database failed.
    Store(#[from] StoreError),
    #[error("the exam must close after it opens")]
    /// `--closes` is not after `--opens`.
    Times,
    #[error("--minutes must be from 1 to {MAX_MINUTES}")]
    /// A time limit out of range.
    Minutes,
    #[error("a stored question of exam {0} does not read: {1}")]
    /// A stored variant this program cannot read.
    Stored(i64, String),
}

/// The sets of variants an exam asks: one, or `students` (at least one) when each
/// student gets his own. Slow (the engine solves every deal): call it off the async
/// threads.
///
/// # Errors
/// The templates cannot be chosen, or a template gives no variant.
pub fn draw(
    questions: &Questions,
    settings: &Settings,
    students: usize,
) -> Result<Vec<Vec<Item>>, OnlineError> {
    let mut options = ExamOptions {
        templates: settings.templates.clone(),
        students: 1,
        seed: settings.seed,
        format: settings.format,
        federation: settings.federation,
        ..ExamOptions::default()
    };
    if settings.per_student {
        let asked = settings
            .templates
            .choose_in(
                settings.federation,
                None,
                &questions.templates(),
                settings.seed,
            )
            .map_err(ExamError::from)?
            .len()
            .max(1);
        // Past the printed exam's bounds, students share sets round the class.
        options.students = students.clamp(1, MAX_STUDENTS.min(MAX_STUDENT_QUESTIONS / asked));
    }
    let exam = super::build(questions, &options, &mut |_| {})?;
    exam.file
        .students
        .iter()
        .map(|s| {
            s.variants
                .iter()
                .map(|v| {
                    Ok(Item {
                        template_id: v.template.id.clone(),
                        variant_code: v.code.to_string(),
                        variant: serde_json::to_string(v)
                            .map_err(|e| OnlineError::Stored(0, e.to_string()))?,
                    })
                })
                .collect()
        })
        .collect()
}

/// Checks `settings` and stores the exam with its drawn `items`; returns its id.
///
/// # Errors
/// Times out of order, minutes out of range, or the database fails.
pub async fn create(
    store: &Store,
    settings: &Settings,
    items: Vec<Vec<Item>>,
) -> Result<i64, OnlineError> {
    check(settings)?;
    let exam = NewOnlineExam {
        course_id: settings.course_id,
        title: settings.title.clone(),
        created_by: settings.created_by,
        opens_at: settings.opens_at,
        closes_at: settings.closes_at,
        minutes: settings.minutes,
        asked: settings.templates.to_string(),
        seed: settings.seed,
        answer_format: settings.format.to_string(),
        per_student: settings.per_student,
        expiry: settings.expiry,
        items,
    };
    Ok(store.create_online_exam(&exam).await?)
}

/// Whether the settings make an exam that can be sat.
///
/// # Errors
/// As [`create`].
pub fn check(settings: &Settings) -> Result<(), OnlineError> {
    if settings.closes_at <= settings.opens_at {
        return Err(OnlineError::Times);
    }
    if !(1..=MAX_MINUTES).contains(&settings.minutes) {
        return Err(OnlineError::Minutes);
    }
    Ok(())
}

/// Where an exam stands for its students at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Not open yet.
    Before,
    /// Open: a sitting may start.
    Open,
    /// Closed by the instructor or by its closing time.
    Closed,
}

/// The exam's phase at `now`.
pub fn phase(exam: &OnlineExam, now: i64) -> Phase {
    if exam.closed_at.is_some() || now >= exam.closes_at {
        Phase::Closed
    } else if now < exam.opens_at {
        Phase::Before
    } else {
        Phase::Open
    }
}

/// A sitting started at `started` with `extra` minutes more: the exam's minutes, and
/// never past its close; extra time moves both.
pub fn deadline(exam: &OnlineExam, extra: i64, started: i64) -> i64 {
    let extra = extra.clamp(0, MAX_MINUTES) * 60;
    (started + exam.minutes * 60 + extra).min(exam.closes_at + extra)
}

/// How far past the deadline an answer is taken: the expiry's grace and the moments a
/// request in flight needs.
pub fn accepted_after(exam: &OnlineExam) -> i64 {
    exam.expiry.grace_secs() + IN_FLIGHT_SECS
}

/// Starts (or returns) `user`'s sitting at `now`.
///
/// # Errors
/// The database fails; `Ok(None)` when the exam is not open.
pub async fn start(
    store: &Store,
    exam: &OnlineExam,
    user: &User,
    now: i64,
) -> Result<Option<Sitting>, OnlineError> {
    if let Some(sitting) = store.sitting(exam.id, user.id).await? {
        return Ok(Some(sitting));
    }
    if phase(exam, now) != Phase::Open {
        return Ok(None);
    }
    let extra = extra_minutes(store, exam.id, user.id).await?;
    let deadline = deadline(exam, extra, now);
    Ok(Some(
        store
            .start_sitting(exam, user.id, now, deadline, user.lang.code())
            .await?,
    ))
}

/// `user`'s extra minutes on `exam`.
///
/// # Errors
/// The database fails.
pub async fn extra_minutes(store: &Store, exam: i64, user: i64) -> Result<i64, StoreError> {
    Ok(store
        .extra_times(exam)
        .await?
        .into_iter()
        .find(|(u, _)| *u == user)
        .map_or(0, |(_, m)| m))
}

/// Gives `user` `minutes` extra; an open sitting's deadline moves with it.
///
/// # Errors
/// The database fails.
pub async fn set_extra_time(
    store: &Store,
    exam: &OnlineExam,
    user: i64,
    minutes: i64,
) -> Result<(), OnlineError> {
    let minutes = minutes.clamp(0, MAX_MINUTES);
    let sitting = store.sitting(exam.id, user).await?;
    let moved = sitting
        .filter(|s| s.submitted_at.is_none())
        .map(|s| deadline(exam, minutes, s.started_at));
    store.set_extra_time(exam.id, user, minutes, moved).await?;
    Ok(())
}

/// Saves answers (each a question's position and its form fields) at `now`.
///
/// # Errors
/// The database fails; `Ok(Err(_))` when the sitting no longer takes answers.
pub async fn save(
    store: &Store,
    exam: &OnlineExam,
    sitting: &Sitting,
    answers: &[(i64, Vec<(String, String)>)],
    now: i64,
) -> Result<Result<(), Refused>, OnlineError> {
    let rows: Vec<(i64, String)> = answers
        .iter()
        .filter(|(p, _)| (1..=exam.questions).contains(p))
        .map(|(p, fields)| Ok((*p, serde_json::to_string(fields)?)))
        .collect::<Result<_, serde_json::Error>>()
        .map_err(|e| OnlineError::Stored(exam.id, e.to_string()))?;
    if exam.closed_at.is_some() {
        return Ok(Err(Refused::HandedIn));
    }
    Ok(store
        .save_exam_answers(exam.id, sitting.id, rows, now, accepted_after(exam))
        .await?)
}

/// The form fields of a stored answer, read back.
pub fn fields(stored: &str) -> Vec<(String, String)> {
    serde_json::from_str(stored).unwrap_or_default()
}

/// The field of box `i` of a question: `b0`, `b1`, …
pub fn box_field(i: usize) -> String {
    format!("b{i}")
}

/// The variants of `exam`'s copy `copy`, in order.
///
/// # Errors
/// The database fails, or a stored variant does not read.
pub async fn variants(store: &Store, exam: i64, copy: i64) -> Result<Vec<Variant>, OnlineError> {
    store
        .exam_items(exam, copy)
        .await?
        .iter()
        .map(|i| {
            serde_json::from_str(&i.variant).map_err(|e| OnlineError::Stored(exam, e.to_string()))
        })
        .collect()
}

/// Marks one saved answer (its form fields) to `variant`, in the sitting's language.
pub fn mark(variant: &Variant, fields: &[(String, String)], lang: Lang) -> Grade {
    let drawn = Drawn::from(variant.clone());
    let written: Vec<&str> = (0..drawn.boxes())
        .map(|i| {
            let name = box_field(i);
            fields
                .iter()
                .find(|(k, _)| *k == name)
                .map_or("", |(_, v)| v.as_str())
        })
        .collect();
    let marked = drawn.mark(&written, lang);
    let mut misreading = None;
    let verdict: Vec<String> = marked
        .boxes
        .iter()
        .map(|(_, m)| match m {
            Mark::Correct => "correct".to_owned(),
            Mark::Misread { id, .. } => {
                misreading.get_or_insert_with(|| id.clone());
                format!("misread:{id}")
            }
            Mark::Wrong => "wrong".to_owned(),
            Mark::Unreadable => "unreadable".to_owned(),
            Mark::Blank => "blank".to_owned(),
        })
        .collect();
    Grade {
        verdict: verdict.join(","),
        misreading,
        credit: (*marked.credit.numer(), *marked.credit.denom()),
    }
}

/// Closes `exam` (if it is not yet) and grades every saved answer against the variant
/// its student was shown. Returns how many answers were graded.
///
/// Two transactions: the close (every sitting handed in, no answer taken after it),
/// then every grade with the grading's date. A server stopped between them leaves a
/// closed exam without `graded_at`; calling this again, or [`settle`] on the next page
/// of the exam, grades it then, to the same result.
///
/// # Errors
/// The database fails, or a stored variant does not read.
pub async fn close_and_grade(
    store: &Store,
    exam: &OnlineExam,
    now: i64,
) -> Result<usize, OnlineError> {
    store.close_online_exam(exam.id, now).await?;
    let grades = grade(store, exam, &BTreeMap::new()).await?;
    store.set_exam_grades(exam.id, &grades, now).await?;
    Ok(grades.len())
}

/// Hands in the sittings whose time is up; closes and grades an exam past its close
/// once every sitting's time (and grace) is up, and grades a closed exam whose grading
/// was cut short. Called when a page of the exam is served or the command line reads
/// it, so no timer is needed.
///
/// # Errors
/// As [`close_and_grade`].
pub async fn settle(store: &Store, exam: &OnlineExam, now: i64) -> Result<(), OnlineError> {
    let grace = accepted_after(exam);
    store.submit_expired(exam.id, now, grace).await?;
    if exam.closed_at.is_none() && now >= exam.closes_at {
        let open = store
            .sittings(exam.id)
            .await?
            .iter()
            .any(|s| s.submitted_at.is_none());
        if !open {
            close_and_grade(store, exam, now).await?;
        }
    } else if exam.closed_at.is_some() && exam.graded_at.is_none() {
        // A close cut short between handing in and grading (the server was stopped):
        // the sittings take no more answers, so grading now gives what it would have.
        let grades = grade(store, exam, &BTreeMap::new()).await?;
        store.set_exam_grades(exam.id, &grades, now).await?;
    }
    Ok(())
}

/// Every saved answer of `exam` graded against its sitting's variant, or against the
/// variant given in `fresh` for its (copy, position): the regrade's.
///
/// # Errors
/// As [`close_and_grade`].
pub async fn grade(
    store: &Store,
    exam: &OnlineExam,
    fresh: &BTreeMap<(i64, i64), Variant>,
) -> Result<Vec<(i64, i64, Grade)>, OnlineError> {
    let sittings = store.sittings(exam.id).await?;
    let answers = store.all_exam_answers(exam.id).await?;
    let mut copies: BTreeMap<i64, Vec<Variant>> = BTreeMap::new();
    let mut grades = Vec::with_capacity(answers.len());
    for answer in answers {
        let Some(sitting) = sittings.iter().find(|s| s.id == answer.sitting_id) else {
            continue;
        };
        if let std::collections::btree_map::Entry::Vacant(e) = copies.entry(sitting.copy) {
            e.insert(variants(store, exam.id, sitting.copy).await?);
        }
        let key = (sitting.copy, answer.position);
        let variant = fresh.get(&key).or_else(|| {
            copies
                .get(&sitting.copy)
                .and_then(|vs| vs.get(answer.position as usize - 1))
        });
        let Some(variant) = variant else { continue };
        let lang = sitting.lang.parse().unwrap_or(Lang::En);
        grades.push((
            answer.sitting_id,
            answer.position,
            mark(variant, &fields(&answer.fields), lang),
        ));
    }
    Ok(grades)
}

/// One student's result: every student of the course has one, absent ones too.
#[derive(Debug, Clone, PartialEq)]
pub struct StudentResult {
    /// The student.
    pub user: User,
    /// His sitting, if he started one.
    pub sitting: Option<Sitting>,
    /// Credit per question, by position (0 for a question not answered).
    pub credits: Vec<Fraction>,
    /// The misreading behind each wrong answer, by position.
    pub misreadings: Vec<Option<String>>,
    /// The sum of the credits.
    pub score: Fraction,
}

/// A row per student of the course, in the course's order (by name), with his graded
/// answers; a student who never started scores 0.
///
/// # Errors
/// The database fails.
pub async fn results(store: &Store, exam: &OnlineExam) -> Result<Vec<StudentResult>, OnlineError> {
    let sittings = store.sittings(exam.id).await?;
    let answers = store.all_exam_answers(exam.id).await?;
    let n = usize::try_from(exam.questions).unwrap_or(0);
    let mut rows = Vec::new();
    for user in store.course_students(exam.course_id).await? {
        let sitting = sittings.iter().find(|s| s.user_id == user.id).cloned();
        let mut credits = vec![Fraction::from_integer(0); n];
        let mut misreadings = vec![None; n];
        if let Some(s) = &sitting {
            for a in answers.iter().filter(|a| a.sitting_id == s.id) {
                let i = usize::try_from(a.position - 1).unwrap_or(usize::MAX);
                if let (Some(g), Some(c)) = (&a.grade, credits.get_mut(i)) {
                    *c = Fraction::new(g.credit.0, g.credit.1.max(1));
                    misreadings[i].clone_from(&g.misreading);
                }
            }
        }
        let score = credits.iter().copied().sum();
        rows.push(StudentResult {
            user,
            sitting,
            credits,
            misreadings,
            score,
        });
    }
    Ok(rows)
}

/// The hook for item statistics (`grading::analysis`, issue 35 § 4): the credit of
/// every student who sat the exam, by question, students in the same order in each
/// column, and the misreadings behind the wrong answers. Absent students are left out:
/// they answered nothing to analyse.
pub fn grades_by_question(results: &[StudentResult]) -> (Vec<Vec<f64>>, Vec<Vec<String>>) {
    let sat: Vec<&StudentResult> = results.iter().filter(|r| r.sitting.is_some()).collect();
    let n = sat.first().map_or(0, |r| r.credits.len());
    let to_f64 = |f: &Fraction| *f.numer() as f64 / *f.denom() as f64;
    let credits = (0..n)
        .map(|q| sat.iter().map(|r| to_f64(&r.credits[q])).collect())
        .collect();
    let misreadings = (0..n)
        .map(|q| {
            sat.iter()
                .filter_map(|r| r.misreadings[q].clone())
                .collect()
        })
        .collect();
    (credits, misreadings)
}

/// The results as CSV: a header, then a row per student: id, name, e-mail, status
/// (`absent`, `sitting`, `handed-in`), score, out of, percent, then each question's
/// credit.
pub fn results_csv(exam: &OnlineExam, rows: &[StudentResult]) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        "student_id".to_owned(),
        "name".to_owned(),
        "email".to_owned(),
        "status".to_owned(),
        "score".to_owned(),
        "out_of".to_owned(),
        "percent".to_owned(),
    ];
    header.extend((1..=exam.questions).map(|q| format!("q{q}")));
    let _ = out.write_record(&header);
    let dec = |f: Fraction| format!("{:.2}", *f.numer() as f64 / *f.denom() as f64);
    for r in rows {
        let status = match &r.sitting {
            None => "absent",
            Some(s) if s.submitted_at.is_none() => "sitting",
            Some(_) => "handed-in",
        };
        let mut record = vec![
            r.user.id.to_string(),
            r.user.name.clone(),
            r.user.email.clone(),
            status.to_owned(),
            dec(r.score),
            exam.questions.to_string(),
            format!(
                "{:.1}",
                100.0 * *r.score.numer() as f64
                    / (*r.score.denom() as f64 * exam.questions.max(1) as f64)
            ),
        ];
        record.extend(r.credits.iter().map(|c| dec(*c)));
        let _ = out.write_record(&record);
    }
    String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// One answer whose credit a regrade changes.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// The student.
    pub user_id: i64,
    /// The question's position.
    pub position: i64,
    /// The credit stored.
    pub before: Fraction,
    /// The credit the engine now gives.
    pub after: Fraction,
}

/// What a regrade would do: the changed answers, by student then question, the new
/// grades, and the questions whose template now gives another case (left as stored).
#[derive(Debug, Clone, Default)]
pub struct Regrade {
    /// Every answer whose credit changes.
    pub changes: Vec<Change>,
    /// Questions (copy, position) left as they were: their template no longer gives
    /// the case the student was shown.
    pub kept: Vec<(i64, i64)>,
    grades: Vec<(i64, i64, Grade)>,
    fresh: BTreeMap<(i64, i64), Variant>,
}

/// Regrades `exam` with the engine and templates as they are now, without storing
/// anything: each question the student was shown is drawn again from its template and
/// seed; when it is still the same case, his answer is graded against the new key,
/// with the options he was shown.
///
/// # Errors
/// The database fails, or a stored variant does not read.
pub async fn regrade(
    store: &Store,
    questions: &Questions,
    exam: &OnlineExam,
) -> Result<Regrade, OnlineError> {
    let mut fresh = BTreeMap::new();
    let mut kept = Vec::new();
    for copy in 0..exam.copies {
        for (i, shown) in variants(store, exam.id, copy)
            .await?
            .into_iter()
            .enumerate()
        {
            let key = (copy, i as i64 + 1);
            match questions.draw(&shown.template.id, shown.code.seed) {
                Ok(drawn) if drawn.variant().case == shown.case => {
                    let mut now = drawn.variant().clone();
                    now.choices.clone_from(&shown.choices);
                    if now != shown {
                        fresh.insert(key, now);
                    }
                }
                _ => kept.push(key),
            }
        }
    }
    let grades = grade(store, exam, &fresh).await?;
    let sittings = store.sittings(exam.id).await?;
    let stored = store.all_exam_answers(exam.id).await?;
    let credit = |g: &Grade| Fraction::new(g.credit.0, g.credit.1.max(1));
    let mut changes = Vec::new();
    for (sitting, position, new) in &grades {
        let old = stored
            .iter()
            .find(|a| a.sitting_id == *sitting && a.position == *position)
            .and_then(|a| a.grade.as_ref())
            .map_or(Fraction::from_integer(0), credit);
        if old != credit(new)
            && let Some(s) = sittings.iter().find(|s| s.id == *sitting)
        {
            changes.push(Change {
                user_id: s.user_id,
                position: *position,
                before: old,
                after: credit(new),
            });
        }
    }
    changes.sort_by_key(|c| (c.user_id, c.position));
    Ok(Regrade {
        changes,
        kept,
        grades,
        fresh,
    })
}

/// Stores a regrade: the new grades, and the questions drawn again, so that a later
/// grading gives the same.
///
/// # Errors
/// The database fails, or a variant does not serialise.
pub async fn apply(
    store: &Store,
    exam: &OnlineExam,
    regrade: &Regrade,
    now: i64,
) -> Result<(), OnlineError> {
    for ((copy, position), v) in &regrade.fresh {
        let json =
            serde_json::to_string(v).map_err(|e| OnlineError::Stored(exam.id, e.to_string()))?;
        store
            .replace_exam_item(exam.id, *copy, *position, &json)
            .await?;
    }
    store.set_exam_grades(exam.id, &regrade.grades, now).await?;
    Ok(())
}
