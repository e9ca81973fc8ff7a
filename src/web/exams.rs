//! Printed exams from the browser: an instructor (or admin) fills the form that
//! `ruling exam` takes on the command line, and downloads the booklets, answer sheets,
//! the key, `all.pdf` and `exam.json`.
//!
//! The exam is set ([`crate::exam::build`]) when the form is sent, and its definition
//! (`exam.json`: every student's variants, whole) is stored. A booklet or answer sheet is
//! typeset again from it when downloaded, alone (the key of one student beside it), so
//! fetching one costs a fraction of the class. The whole class's files (`all.pdf`,
//! `key.pdf`) are typeset once, a chunk of students at a time, and kept: the first
//! download starts the job and shows a "being prepared" page that reloads itself until
//! the file is there. Setting and typesetting are CPU work that must not stall the
//! server: both run in the bounded pool of [`super::jobs`].
//!
//! What one exam may cost is capped: [`MAX_STUDENT_QUESTIONS`] student-questions, and
//! [`MAX_DEFINITION`] bytes of definition (review security S2, S3).

use std::collections::BTreeMap;

use askama::Template;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use crate::bank::federation::Scope;
use crate::exam::content::Questions;
use crate::exam::definition::{ExamFile, ExamHeader, Format, Paper, Suits};
use crate::exam::select::{SelectError, Selection};
use crate::exam::sheets::OutputFile;
use crate::exam::whole::WholeFile;
use crate::exam::{self, Exam, ExamError, ExamOptions, MAX_STUDENT_QUESTIONS, MAX_STUDENTS};
use crate::i18n::{Lang, catalogue};
use crate::laws::Message;
use crate::pdf::Typesetter;
use crate::store::{NewPrintedExam, PrintedExam, Role, User};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::Teacher;

/// The longest title the form takes.
const MAX_TITLE: usize = 200;

/// The largest definition (`exam.json`) stored, in bytes: a student-question takes about
/// 4.6 kB (compact JSON), so [`MAX_STUDENT_QUESTIONS`] of them (23 MB) fit with room to
/// spare, while an exam of unusually long variants is refused rather than stored
/// (review security S3).
pub const MAX_DEFINITION: usize = 64 * 1024 * 1024;

/// Seconds before the "being prepared" page looks again.
const RETRY_SECONDS: u32 = 5;

/// The exam form as sent: every field text, so a bad entry is reported, not rejected
/// with a bare 400.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ExamForm {
    /// `revoke:4,claims:3`, template ids, families or `all`.
    #[serde(default)]
    pub templates: String,
    /// How many students (booklets).
    #[serde(default)]
    pub students: String,
    /// The seed: the same form, the same exam.
    #[serde(default)]
    pub seed: String,
    /// `en`, `nb`, `de`, `da`.
    #[serde(default)]
    pub lang: String,
    /// `a4` or `letter`.
    #[serde(default)]
    pub paper: String,
    /// Present when every suit prints black.
    #[serde(default)]
    pub black: Option<String>,
    /// The title on every sheet; empty for the language's own.
    #[serde(default)]
    pub title: String,
    /// `choices:4`, `choices:3` or `free`, as `--format` takes it; empty for the default.
    #[serde(default)]
    pub format: String,
    /// Present when the booklets print the exam's own question codes.
    #[serde(default)]
    pub hide_codes: Option<String>,
    /// The instructions for every title page: time allowed, aids, points.
    #[serde(default)]
    pub instructions: String,
    /// Present when the sheets are printed on one side only (no blank padding pages).
    #[serde(default)]
    pub single_sided: Option<String>,
    /// `nbf`, `dbv`, `dbf` or `all`, as `--federation` takes it; empty for the language's.
    #[serde(default)]
    pub federation: String,
    /// How many questions of each family, by field name (`count-revoke`, …); the form's
    /// other fields come along and are left alone.
    #[serde(flatten)]
    pub counts: BTreeMap<String, String>,
}

/// The form field asking how many questions of `family`.
pub fn count_field(family: &str) -> String {
    format!("count-{family}")
}

impl ExamForm {
    /// The count entered for `family`, as typed.
    pub fn count(&self, family: &str) -> &str {
        self.counts
            .get(&count_field(family))
            .map_or("", String::as_str)
    }
}

/// Where `family` comes in a course, the law book's order (any other family after): the
/// form lists the topics so and the exam asks them so.
fn taught_at(family: &str) -> usize {
    const ORDER: [&str; 5] = ["revoke", "claims", "ui", "adjustments", "matchpoints"];
    ORDER
        .iter()
        .position(|f| *f == family)
        .unwrap_or(ORDER.len())
}

/// The questions asked, as `--templates` takes them: a family at a time from the
/// number fields (an empty or zero field asks none) in the order a course teaches them,
/// then the template ids of the advanced field. A count that is no whole number is an
/// error for the questions.
fn asked(form: &ExamForm) -> Result<String, FieldError> {
    let mut asked = Vec::new();
    let mut counts: Vec<(&String, &String)> = form.counts.iter().collect();
    counts.sort_by_key(|(field, _)| field.strip_prefix("count-").map_or(usize::MAX, taught_at));
    for (field, value) in counts {
        let (Some(family), value) = (field.strip_prefix("count-"), value.trim()) else {
            continue;
        };
        match value.parse::<usize>() {
            Ok(0) => {}
            Ok(n) => asked.push(format!("{family}:{n}")),
            Err(_) if value.is_empty() => {}
            Err(_) => {
                return Err(FieldError::new(
                    "templates",
                    Message::new("ui-exam-count-bad")
                        .code("family", family)
                        .code("value", value),
                ));
            }
        }
    }
    let ids = form.templates.trim();
    if !ids.is_empty() {
        asked.push(ids.to_owned());
    }
    Ok(asked.join(","))
}

/// A form entry that cannot be used: the field's name and what to tell the reader.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The form field (`students`, `templates`, …).
    pub field: &'static str,
    /// The catalogue message, rendered in the reader's language by the page.
    pub message: Message,
}

impl FieldError {
    fn new(field: &'static str, message: Message) -> FieldError {
        FieldError { field, message }
    }
}

/// Why the form gave no exam.
#[derive(Debug)]
pub enum SetError {
    /// Entries to correct, by field.
    Form(Vec<FieldError>),
    /// Anything else: logged, shown as an internal error.
    Internal(String),
}

/// The message for a `--templates` entry that cannot be met, in the reader's words (the
/// printed and the online exam forms alike).
pub(super) fn select_message(e: &SelectError) -> Message {
    match e {
        SelectError::Empty => Message::new("ui-exam-templates-empty"),
        SelectError::BadCount { item } => {
            Message::new("ui-exam-templates-bad-count").code("item", item)
        }
        SelectError::Unknown { name, families } => Message::new("ui-exam-templates-unknown")
            .code("name", name)
            .code("families", families),
        SelectError::CountOnTemplate { name, .. } => {
            Message::new("ui-exam-templates-count-on-template").code("name", name)
        }
        SelectError::Twice { name } => Message::new("ui-exam-templates-twice").code("name", name),
        SelectError::OtherFederation {
            name, federations, ..
        } => Message::new("ui-exam-templates-other-federation")
            .code("name", name)
            .code("federations", federations),
        SelectError::TooFew {
            name,
            count: n,
            left,
        } => Message::new("ui-exam-templates-too-few")
            .code("name", name)
            .with("count", *n)
            .with("left", *left),
    }
}

/// Reads the form into the options `ruling exam` takes; every bad entry is reported,
/// not only the first.
///
/// # Errors
/// The bad entries, by field.
pub fn options(form: &ExamForm) -> Result<ExamOptions, Vec<FieldError>> {
    let mut errors = Vec::new();
    let templates = asked(form)
        .and_then(|asked| {
            asked
                .parse::<Selection>()
                .map_err(|e| FieldError::new("templates", select_message(&e)))
        })
        .map_err(|e| errors.push(e))
        .ok();
    let students = form
        .students
        .trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_STUDENTS).contains(n));
    if students.is_none() {
        errors.push(FieldError::new(
            "students",
            Message::new("ui-exam-students-range").with("max", MAX_STUDENTS),
        ));
    }
    let seed = form.seed.trim().parse::<u64>().ok();
    if seed.is_none() {
        errors.push(FieldError::new("seed", Message::new("ui-exam-seed-bad")));
    }
    let lang = form.lang.trim().parse::<Lang>().ok();
    if lang.is_none() {
        errors.push(FieldError::new("lang", Message::new("ui-exam-lang-bad")));
    }
    let paper = form.paper.parse::<Paper>().ok();
    if paper.is_none() {
        errors.push(FieldError::new("paper", Message::new("ui-exam-paper-bad")));
    }
    let format = match form.format.trim() {
        "" => Some(Format::default()),
        f => f.parse::<Format>().ok(),
    };
    if format.is_none() {
        errors.push(FieldError::new(
            "format",
            Message::new("ui-exam-format-bad"),
        ));
    }
    let instructions = form.instructions.trim();
    let instructions = if instructions.is_empty() {
        None
    } else {
        match crate::exam::instructions::check("instructions", instructions) {
            Ok(text) => Some(text),
            Err(_) => {
                errors.push(FieldError::new(
                    "instructions",
                    Message::new("ui-exam-instructions-long")
                        .with("max", crate::exam::instructions::MAX_INSTRUCTIONS),
                ));
                None
            }
        }
    };
    let federation = match form.federation.trim() {
        "" => Some(lang.map_or(Scope::All, Scope::of_lang)),
        f => super::federation::parse(f),
    };
    if federation.is_none() {
        errors.push(FieldError::new(
            "federation",
            Message::new("ui-federation-bad"),
        ));
    }
    let title = form.title.trim();
    if title.chars().count() > MAX_TITLE {
        errors.push(FieldError::new(
            "title",
            Message::new("ui-exam-title-long").with("max", MAX_TITLE),
        ));
    }
    match (templates, students, seed, lang, paper, format) {
        (Some(templates), Some(students), Some(seed), Some(lang), Some(paper), Some(format))
            if errors.is_empty() =>
        {
            Ok(ExamOptions {
                templates,
                count: None,
                students,
                seed,
                lang,
                paper,
                title: (!title.is_empty()).then(|| title.to_owned()),
                suits: if form.black.is_some() {
                    Suits::Black
                } else {
                    Suits::Colour
                },
                format,
                hide_codes: form.hide_codes.is_some(),
                // Read above; a bad one is among the errors.
                federation: federation.unwrap_or_default(),
                instructions,
                duplex: form.single_sided.is_none(),
            })
        }
        _ => Err(errors),
    }
}

/// Sets the exam the form asks for: [`options`], then [`exam::build`]. Blocking: the
/// variants are drawn by the engine.
///
/// # Errors
/// Bad entries by field (a family with too few templates names `templates`), or an
/// internal failure.
pub fn set(questions: &Questions, form: &ExamForm) -> Result<Exam, SetError> {
    let options = options(form).map_err(|mut errors| {
        // The other entries are bad too: name an unknown family now, not on resending.
        if let Ok(selection) = form.templates.parse::<Selection>()
            && let Err(e) = selection.choose(None, &questions.templates(), 0)
        {
            errors.insert(0, FieldError::new("templates", select_message(&e)));
        }
        SetError::Form(errors)
    })?;
    exam::build(questions, &options, &mut |_| {}).map_err(|e| match e {
        ExamError::Select(e) => {
            SetError::Form(vec![FieldError::new("templates", select_message(&e))])
        }
        ExamError::Students(_) => SetError::Form(vec![FieldError::new(
            "students",
            Message::new("ui-exam-students-range").with("max", MAX_STUDENTS),
        )]),
        ExamError::TooLarge { questions, .. } => SetError::Form(vec![FieldError::new(
            "students",
            Message::new("ui-exam-too-large")
                .with("max", MAX_STUDENT_QUESTIONS)
                .with("questions", questions)
                .with("students", MAX_STUDENT_QUESTIONS / questions.max(1)),
        )]),
        ExamError::NoVariant { template, .. } => SetError::Form(vec![FieldError::new(
            "templates",
            Message::new("ui-exam-no-variant").code("template", template),
        )]),
        other => SetError::Internal(other.to_string()),
    })
}

/// A file of a stored exam, named as [`file_names`] lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExamFileName {
    /// `exam.json`.
    Json,
    /// `all.pdf`: every booklet and answer sheet, one print job.
    All,
    /// `key.pdf`.
    Key,
    /// `booklet-NN.pdf` of student NN.
    Booklet(usize),
    /// `answers-NN.pdf` of student NN.
    Answers(usize),
    /// `booklets.pdf` and `answers.pdf`: every booklet, every answer sheet.
    Set(WholeFile),
    /// `key-NN.pdf`: student NN's own key.
    StudentKey(usize),
}

impl ExamFileName {
    /// The file `name` of an exam of `students`, if it has one: read before any work, so
    /// an unknown name is a 404 without loading, let alone typesetting, anything.
    pub fn parse(name: &str, students: usize) -> Option<ExamFileName> {
        match name {
            "exam.json" => return Some(ExamFileName::Json),
            "all.pdf" => return Some(ExamFileName::All),
            "key.pdf" => return Some(ExamFileName::Key),
            "booklets.pdf" => return Some(ExamFileName::Set(WholeFile::Booklets)),
            "answers.pdf" => return Some(ExamFileName::Set(WholeFile::Answers)),
            _ => {}
        }
        let student = |prefix: &str| {
            let tag = name.strip_prefix(prefix)?.strip_suffix(".pdf")?;
            let number: usize = tag.parse().ok()?;
            ((1..=students).contains(&number) && crate::exam::sheets::tag(number, students) == tag)
                .then_some(number)
        };
        student("booklet-")
            .map(ExamFileName::Booklet)
            .or_else(|| student("answers-").map(ExamFileName::Answers))
            .or_else(|| student("key-").map(ExamFileName::StudentKey))
    }
}

/// The file `which` of the exam stored as `definition`: `exam.json` as it is, one
/// student's booklet or answer sheet typeset from that student alone (tagged as in the
/// class), whatever the class size; the whole class's files typeset from all of it, a
/// chunk of students at a time.
///
/// # Errors
/// A definition that does not read, or a sheet that does not typeset.
pub fn file(
    typesetter: &Typesetter,
    definition: &str,
    name: &str,
    which: ExamFileName,
) -> Result<Option<OutputFile>, ExamError> {
    let (number, prefix) = match which {
        ExamFileName::Json => {
            return Ok(Some(OutputFile {
                name: name.to_owned(),
                bytes: definition.as_bytes().to_vec(),
            }));
        }
        ExamFileName::All | ExamFileName::Key | ExamFileName::Set(_) => {
            let which = match which {
                ExamFileName::All => WholeFile::All,
                ExamFileName::Set(set) => set,
                _ => WholeFile::Key,
            };
            let exam = Exam::load(ExamFile::parse("exam.json", definition)?);
            return Ok(Some(OutputFile {
                name: name.to_owned(),
                bytes: exam::whole::typeset(typesetter, &exam, which)?,
            }));
        }
        ExamFileName::Booklet(n) => (n, "booklet-"),
        ExamFileName::Answers(n) => (n, "answers-"),
        ExamFileName::StudentKey(n) => (n, "key-"),
    };
    // The student alone is read: the definition of a large class runs to tens of MB.
    let Some((alone, students)) = ExamFile::parse_student("exam.json", definition, number)? else {
        return Ok(None);
    };
    let files = Exam::load(alone)
        .of_class(students)
        .files(typesetter, &mut |_| {})?;
    Ok(files
        .into_iter()
        .find(|f| f.name.starts_with(prefix))
        .map(|f| OutputFile {
            name: name.to_owned(),
            ..f
        }))
}

/// The names of a stored exam's files, in the order they are listed.
pub fn file_names(students: usize) -> Vec<String> {
    let mut names = ["all.pdf", "booklets.pdf", "answers.pdf", "key.pdf"]
        .map(String::from)
        .to_vec();
    for n in 1..=students {
        let tag = crate::exam::sheets::tag(n, students);
        names.push(format!("booklet-{tag}.pdf"));
        names.push(format!("answers-{tag}.pdf"));
        names.push(format!("key-{tag}.pdf"));
    }
    names.push("exam.json".to_owned());
    names
}

#[derive(Template)]
#[template(path = "exams.html")]
struct ExamsPage {
    page: Page,
    exams: Vec<PrintedExam>,
    form: ExamForm,
    errors: BTreeMap<&'static str, String>,
    /// Each family: its form field, its name in the reader's words, how many templates
    /// it has, and the count entered.
    families: Vec<FamilyField>,
    /// The federation select: code, full name, chosen.
    federations: Vec<(String, String, bool)>,
}

impl ExamsPage {
    fn error(&self, field: &str) -> Option<&str> {
        self.errors.get(field).map(String::as_str)
    }

    fn chosen_lang(&self, code: &str) -> bool {
        self.form.lang == code
    }

    fn chosen_format(&self, name: &str) -> bool {
        let chosen = self.form.format.trim();
        chosen == name || (chosen.is_empty() && name == Format::default().to_string())
    }

    fn chosen_paper(&self, name: &str) -> bool {
        self.form.paper == name
    }
}

#[derive(Template)]
#[template(path = "exam.html")]
struct ExamPage {
    page: Page,
    exam: PrintedExam,
    /// How many students and questions, in words.
    summary: String,
    /// The settings it was set with, label and value, so it can be set again.
    recap: Vec<(String, String)>,
    files: Vec<String>,
}

/// The settings of a stored exam in the reader's words: questions per topic, language,
/// paper, answer format, federation and seed; empty when its definition cannot be read.
fn recap(page: &Page, definition: &str) -> Vec<(String, String)> {
    let Ok(header) = serde_json::from_str::<crate::exam::definition::ExamHeader>(definition) else {
        return Vec::new();
    };
    let topics = header
        .families()
        .iter()
        .map(|(family, n)| format!("{n} × {}", page.t(&format!("ui-family-{family}"))))
        .collect::<Vec<_>>()
        .join(", ");
    let format = match header.answer_format {
        Format::Free => page.t("ui-exam-format-free"),
        Format::Choices(k @ (3 | 4)) => page.t(&format!("ui-exam-format-choices-{k}")),
        other => other.to_string(),
    };
    let paper = match header.paper {
        Paper::A4 => "A4",
        Paper::Letter => "US Letter",
    };
    let language = page
        .languages()
        .into_iter()
        .find(|(code, _, _)| *code == header.lang.code())
        .map_or_else(|| header.lang.code().to_owned(), |(_, name, _)| name);
    vec![
        (page.t("ui-exam-questions-per-family"), topics),
        (page.t("ui-language"), language),
        (page.t("ui-exam-paper"), paper.to_owned()),
        (page.t("ui-exam-format"), format),
        (
            page.t("ui-federation"),
            super::federation::name(page, header.federation),
        ),
        (page.t("ui-exam-seed"), header.seed.to_string()),
    ]
}

fn scope(user: &User) -> Option<i64> {
    (user.role != Role::Admin).then_some(user.id)
}

/// One family's number field on the exam form.
struct FamilyField {
    field: String,
    name: String,
    templates: usize,
    /// How many templates, in words.
    available: String,
    count: String,
}

fn families(questions: &Questions, page: &Page, form: &ExamForm) -> Vec<FamilyField> {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for t in questions.templates() {
        match counted.iter_mut().find(|(f, _)| *f == t.family) {
            Some((_, n)) => *n += 1,
            None => counted.push((t.family, 1)),
        }
    }
    // In the order a course teaches them (the law book's), any other after.
    const ORDER: [&str; 5] = ["revoke", "claims", "ui", "adjustments", "matchpoints"];
    counted.sort_by_key(|(family, _)| {
        ORDER
            .iter()
            .position(|f| f == family)
            .unwrap_or(ORDER.len())
    });
    counted
        .into_iter()
        .map(|(family, templates)| FamilyField {
            field: count_field(&family),
            name: page.t(&format!("ui-family-{family}")),
            templates,
            available: page.tn(
                "ui-exam-family-templates",
                &[("count", i64::try_from(templates).unwrap_or(i64::MAX))],
            ),
            count: form.count(&family).to_owned(),
        })
        .collect()
}

/// What the form asks on first sight: a course day's mix of the three largest families.
fn first_counts() -> BTreeMap<String, String> {
    [("revoke", "4"), ("claims", "3"), ("adjustments", "3")]
        .into_iter()
        .map(|(family, n)| (count_field(family), n.to_owned()))
        .collect()
}

/// A seed for a new form: random, shown so the instructor can set the same exam again.
fn fresh_seed() -> u64 {
    exam::random_seed()
}

async fn exams_page(
    state: &AppState,
    user: &User,
    page: Page,
    form: ExamForm,
    errors: &[FieldError],
) -> Result<ExamsPage, AppError> {
    let exams = state.store.printed_exams(scope(user)).await?;
    let errors = errors
        .iter()
        .map(|e| (e.field, catalogue().render(page.lang, &e.message)))
        .collect();
    let federations = super::federation::options(&page, &form.federation);
    let families = families(&state.questions, &page, &form);
    Ok(ExamsPage {
        page,
        exams,
        form,
        errors,
        families,
        federations,
    })
}

/// The federation the form proposes: that of the instructor's course when he teaches
/// exactly one, else his language's.
async fn default_federation(state: &AppState, user: &User) -> Result<Scope, AppError> {
    Ok(match state.store.courses(Some(user.id)).await?.as_slice() {
        [course] => course.federation,
        _ => Scope::of_lang(user.lang),
    })
}

/// `GET /exams`: the form, filled with a fresh seed, the instructor's language and
/// federation, and the exams he has set.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn list(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
) -> Result<Response, AppError> {
    let form = ExamForm {
        students: "20".into(),
        seed: fresh_seed().to_string(),
        lang: user.lang.code().into(),
        paper: "a4".into(),
        federation: default_federation(&state, &user).await?.to_string(),
        counts: first_counts(),
        ..ExamForm::default()
    };
    let page = Page::new(&ctx, "ui-exams-title");
    Ok(html(&exams_page(&state, &user, page, form, &[]).await?))
}

/// `POST /exams`: sets and stores the exam, then shows it; bad entries come back on the
/// form, each beside its field.
///
/// # Errors
/// [`AppError::Internal`] when the exam cannot be built or the store fails.
pub async fn create(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Form(form): Form<ExamForm>,
) -> Result<Response, AppError> {
    let set = state
        .typesetting
        .run({
            let state = state.clone();
            let form = form.clone();
            move || {
                let exam = set(&state.questions, &form)?;
                // Compact: a 999-student definition is 23 MB so, 61 MB pretty-printed,
                // and every student's download reads it whole.
                let definition = serde_json::to_string(&exam.file)
                    .map_err(|e| SetError::Internal(format!("writing exam.json: {e}")))?;
                Ok((exam.file, definition))
            }
        })
        .await?;
    let (file, definition) = match set {
        Ok(set) if set.1.len() > MAX_DEFINITION => {
            let megabytes = |n: usize| n.div_ceil(1024 * 1024);
            let error = FieldError::new(
                "students",
                Message::new("ui-exam-definition-large")
                    .with("size", megabytes(set.1.len()))
                    .with("max", megabytes(MAX_DEFINITION)),
            );
            let page = Page::new(&ctx, "ui-exams-title");
            let body = exams_page(&state, &user, page, form, &[error]).await?;
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, html(&body)).into_response());
        }
        Ok(set) => set,
        Err(SetError::Form(errors)) => {
            let page = Page::new(&ctx, "ui-exams-title");
            let body = exams_page(&state, &user, page, form, &errors).await?;
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, html(&body)).into_response());
        }
        Err(SetError::Internal(e)) => {
            tracing::error!("setting an exam: {e}");
            return Err(AppError::Internal);
        }
    };
    let id = state
        .store
        .create_printed_exam(&NewPrintedExam {
            instructor_id: user.id,
            code: file.code.to_string(),
            title: file.title.clone(),
            students: i64::try_from(file.students.len()).unwrap_or(i64::MAX),
            questions: i64::try_from(file.questions.len()).unwrap_or(i64::MAX),
            definition,
            settings: serde_json::to_string(&ExamHeader::of(&file)).ok(),
        })
        .await?;
    Ok(Redirect::to(&format!("/exams/{id}")).into_response())
}

/// The stored exam `id`, if the user may see it: his own, or any for an admin.
pub(super) async fn own_exam(
    state: &AppState,
    user: &User,
    id: i64,
) -> Result<PrintedExam, AppError> {
    let exam = state
        .store
        .printed_exam(id)
        .await?
        .ok_or(AppError::NotFound)?;
    if user.role != Role::Admin && exam.instructor_id != user.id {
        return Err(AppError::Forbidden);
    }
    Ok(exam)
}

/// `GET /exams/{id}`: the exam's files.
///
/// # Errors
/// [`AppError::NotFound`] for no such exam, [`AppError::Forbidden`] for another
/// instructor's, [`AppError::Internal`] when the store fails.
pub async fn show(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let exam = own_exam(&state, &user, id).await?;
    let mut page = Page::new(&ctx, "");
    page.title = format!("{} ({})", exam.title, exam.code);
    let files = file_names(usize::try_from(exam.students).unwrap_or(0));
    let summary = page.tn(
        "ui-exam-summary",
        &[("students", exam.students), ("questions", exam.questions)],
    );
    let recap = match state.store.printed_exam_settings(exam.id).await? {
        Some(settings) => recap(&page, &settings),
        None => Vec::new(),
    };
    Ok(html(&ExamPage {
        page,
        exam,
        summary,
        recap,
        files,
    }))
}

#[derive(Template)]
#[template(path = "preparing.html")]
struct PreparingPage {
    page: Page,
    text: String,
    back: String,
    retry: u32,
}

/// The answer while a whole-class file is being made: 202 with `Retry-After`, and a
/// page that reloads itself (no script needed) until the download comes instead.
pub(super) fn preparing(ctx: &super::session::Ctx, id: i64, name: &str) -> Response {
    let page = Page::new(ctx, "ui-exam-preparing-title");
    let text = catalogue().render(
        page.lang,
        &Message::new("ui-exam-preparing")
            .code("file", name)
            .with("seconds", RETRY_SECONDS as usize),
    );
    let body = PreparingPage {
        page,
        text,
        back: format!("/exams/{id}"),
        retry: RETRY_SECONDS,
    };
    (
        StatusCode::ACCEPTED,
        [(header::RETRY_AFTER, HeaderValue::from(RETRY_SECONDS))],
        html(&body),
    )
        .into_response()
}

fn attachment(name: &str, bytes: Vec<u8>) -> Result<Response, AppError> {
    let kind = if name.ends_with(".json") {
        "application/json"
    } else {
        "application/pdf"
    };
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|_| AppError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(kind)),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}

/// `GET /exams/{id}/{file}`: one file. A name the exam has not is a 404 before any
/// work; `all.pdf` and `key.pdf` come from the database once made, a "being prepared"
/// page until then; a student's sheet is typeset from the stored definition.
///
/// # Errors
/// [`AppError::NotFound`] for no such exam or file, [`AppError::Forbidden`] for another
/// instructor's exam, [`AppError::Internal`] when typesetting or the store fails.
pub async fn download(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path((id, name)): Path<(i64, String)>,
) -> Result<Response, AppError> {
    let exam = own_exam(&state, &user, id).await?;
    let students = usize::try_from(exam.students).unwrap_or(0);
    let which = ExamFileName::parse(&name, students).ok_or(AppError::NotFound)?;
    let whole = match which {
        ExamFileName::All => Some(WholeFile::All),
        ExamFileName::Key => Some(WholeFile::Key),
        ExamFileName::Set(set) => Some(set),
        _ => None,
    };
    if let Some(whole) = whole {
        if let Some(bytes) = state.store.exam_file(id, whole.name()).await? {
            return attachment(&name, bytes);
        }
        state.typesetting.make(&state.store, id, whole);
        return Ok(preparing(&ctx, id, &name));
    }
    if which == ExamFileName::Json {
        let definition = state
            .store
            .printed_exam_definition(id)
            .await?
            .ok_or(AppError::NotFound)?;
        return attachment(&name, definition.into_bytes());
    }
    // The place first: a queue of downloads of a large class's sheets holds no
    // definitions while it waits.
    let place = state.typesetting.place().await;
    let definition = state
        .store
        .printed_exam_definition(id)
        .await?
        .ok_or(AppError::NotFound)?;
    let found = place
        .run({
            let name = name.clone();
            move || file(Typesetter::global(), &definition, &name, which)
        })
        .await?
        .map_err(|e| {
            tracing::error!("typesetting exam {id}'s {name}: {e}");
            AppError::Internal
        })?;
    let found = found.ok_or(AppError::NotFound)?;
    attachment(&found.name, found.bytes)
}
