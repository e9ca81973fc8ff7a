//! The class view of a course (issue 35, review web-ux W11), for its instructor (or an
//! admin): a table per template and per law (answers, share right, median time on task,
//! the three commonest misreadings with their counts), a table per student, each
//! student's whole list of answers with dates and time on task, both as CSV; and the
//! form that chooses the templates the course practises (by family, by federation on the
//! course page, or one by one).
//!
//! A misreading is stored by its id; its text names the paragraph misread, which only
//! the graded answer knows, so each misreading shown is read from one answer that made
//! it (one per misreading, not one per line).

use std::collections::{BTreeMap, HashMap};

use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};

use crate::i18n::Lang;
use crate::i18n::notation::percent_text;
use crate::store::Course;
use crate::store::class::{ClassAttempt, Line, lines};

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, csv_file, html};
use super::quiz::TemplateInfo;
use super::session::{Ctx, Teacher};

/// A line of a class table as the page shows it.
struct LineView {
    /// The template's title, or the law in the reader's notation.
    name: String,
    /// The template's id (a link to practise it), none for a law.
    template: Option<String>,
    attempts: usize,
    students: usize,
    right: String,
    /// The share right in whole percent, a number for the CSV file.
    percent: i64,
    median: String,
    /// Misreading text, count, an answer that made it.
    misreadings: Vec<(String, usize, i64)>,
}

/// A student's line: name, answers, share right, total time, last active.
struct StudentView {
    id: i64,
    name: String,
    answers: usize,
    right: String,
    time: String,
    last: String,
}

/// An answer in a student's list.
struct AnswerView {
    id: i64,
    when: String,
    title: String,
    code: String,
    class: String,
    result: String,
    misreading: String,
    time: String,
}

#[derive(Template)]
#[template(path = "class.html")]
struct ClassPage {
    page: Page,
    course: Course,
    /// The table per template and the one per law: heading, first column, lines.
    tables: Vec<(String, String, Vec<LineView>)>,
    students: Vec<StudentView>,
    answers: usize,
}

#[derive(Template)]
#[template(path = "class_student.html")]
struct StudentPage {
    page: Page,
    course: Course,
    student: String,
    answers: Vec<AnswerView>,
}

/// A family of the template picker: code, name, templates (id, title, law, chosen).
/// Its own box takes the whole family and is never shown ticked, so that unticking one
/// question of a family leaves it out.
pub(super) struct PickFamily {
    pub(super) code: String,
    pub(super) name: String,
    /// How many of its questions are ticked; it opens when any is.
    pub(super) ticked: usize,
    pub(super) open: bool,
    pub(super) templates: Vec<(String, String, String, bool)>,
}

#[derive(Template)]
#[template(path = "class_templates.html")]
struct TemplatesPage {
    page: Page,
    course: Course,
    families: Vec<PickFamily>,
    /// Whether the instructor has chosen (else every template of the federation).
    chosen: bool,
    federation: String,
}

/// `1:05` or `1:02:05`: a time on task.
pub(super) fn duration(seconds: i64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

fn share(value: f64, lang: Lang) -> String {
    percent_text(&((100.0 * value).round() as i64).to_string(), lang)
}

/// The text of every misreading among `attempts`, read from one answer that made it.
async fn misreading_texts(
    state: &AppState,
    attempts: &[ClassAttempt],
    lang: Lang,
) -> Result<HashMap<String, (String, i64)>, AppError> {
    let mut example: BTreeMap<&str, i64> = BTreeMap::new();
    for a in attempts {
        if let Some(m) = &a.misreading {
            example.entry(m.as_str()).or_insert(a.id);
        }
    }
    let mut out = HashMap::new();
    for (id, attempt) in example {
        let text = match state.store.attempt(attempt).await? {
            Some(a) => crate::store::records::read_attempt(a.schema, &a.variant, &a.answer)
                .ok()
                .and_then(|(_, graded)| graded.misreading)
                .map(|m| crate::i18n::catalogue().render(lang, &m.message())),
            None => None,
        };
        out.insert(
            id.to_owned(),
            (text.unwrap_or_else(|| id.to_owned()), attempt),
        );
    }
    Ok(out)
}

/// A table line for the page.
fn line_view(
    line: &Line,
    name: String,
    template: Option<String>,
    texts: &HashMap<String, (String, i64)>,
    lang: Lang,
) -> LineView {
    LineView {
        name,
        template,
        attempts: line.attempts,
        students: line.students,
        right: share(line.right, lang),
        percent: (100.0 * line.right).round() as i64,
        median: duration(line.median_seconds),
        misreadings: line
            .misreadings
            .iter()
            .map(|(id, n)| {
                let (text, example) = texts.get(id).cloned().unwrap_or((id.clone(), 0));
                (text, *n, example)
            })
            .collect(),
    }
}

/// The class tables' names: template id → title, law code → law in the reader's notation.
fn names(state: &AppState, lang: Lang) -> (HashMap<String, TemplateInfo>, HashMap<String, String>) {
    let infos = state.quiz.templates(lang);
    let laws = infos
        .iter()
        .map(|t| (t.law_code.clone(), t.law.clone()))
        .collect();
    (infos.into_iter().map(|t| (t.id.clone(), t)).collect(), laws)
}

/// Both class tables of a course, in the reader's language.
struct Tables {
    templates: Vec<LineView>,
    laws: Vec<LineView>,
}

async fn tables(
    state: &AppState,
    attempts: &[ClassAttempt],
    lang: Lang,
) -> Result<Tables, AppError> {
    let texts = misreading_texts(state, attempts, lang).await?;
    let (infos, laws) = names(state, lang);
    let templates = lines(attempts, |a| a.template_id.as_str())
        .iter()
        .map(|l| {
            let title = infos
                .get(&l.key)
                .map_or_else(|| l.key.clone(), |t| t.title.clone());
            line_view(l, title, Some(l.key.clone()), &texts, lang)
        })
        .collect();
    let laws = lines(attempts, |a| a.law.as_str())
        .iter()
        .map(|l| {
            let name = laws.get(&l.key).cloned().unwrap_or_else(|| l.key.clone());
            line_view(l, name, None, &texts, lang)
        })
        .collect();
    Ok(Tables { templates, laws })
}

/// `GET /courses/{id}/class`: the class tables and a line per student.
///
/// # Errors
/// As [`super::courses::show`].
pub async fn show(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let attempts = state.store.class_attempts(id).await?;
    let Tables { templates, laws } = tables(&state, &attempts, ctx.lang).await?;
    let mut students = Vec::new();
    for student in state.store.course_students(id).await? {
        let own: Vec<&ClassAttempt> = attempts
            .iter()
            .filter(|a| a.user_id == student.id)
            .collect();
        let credit: f64 = own.iter().map(|a| a.credit_share()).sum();
        students.push(StudentView {
            id: student.id,
            name: student.name,
            answers: own.len(),
            right: if own.is_empty() {
                "—".to_owned()
            } else {
                share(credit / own.len() as f64, ctx.lang)
            },
            time: duration(own.iter().map(|a| a.seconds()).sum()),
            last: own
                .last()
                .map_or_else(|| "—".to_owned(), |a| super::when::day(a.answered_at, &ctx)),
        });
    }
    let mut page = Page::new(&ctx, "");
    page.title = format!("{} · {}", page.t("ui-class-title"), course.name);
    let tables = vec![
        (
            page.t("ui-class-by-template"),
            page.t("ui-template"),
            templates,
        ),
        (page.t("ui-class-by-law"), page.t("ui-law"), laws),
    ];
    Ok(html(&ClassPage {
        page,
        course,
        tables,
        students,
        answers: attempts.len(),
    }))
}

/// `GET /courses/{id}/class/students/{student}`: every practice answer of one student
/// of the course, newest first, with its date, result, misreading and time on task.
///
/// # Errors
/// As [`super::courses::show`], and [`AppError::NotFound`] for a student not on it.
pub async fn student(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path((id, student)): Path<(i64, i64)>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let name = state
        .store
        .course_students(id)
        .await?
        .into_iter()
        .find(|s| s.id == student)
        .ok_or(AppError::NotFound)?
        .name;
    let attempts: Vec<ClassAttempt> = state
        .store
        .class_attempts(id)
        .await?
        .into_iter()
        .filter(|a| a.user_id == student)
        .collect();
    let texts = misreading_texts(&state, &attempts, ctx.lang).await?;
    let (infos, _) = names(&state, ctx.lang);
    let page = Page::new(&ctx, "ui-class-answers");
    let answers = attempts
        .iter()
        .rev()
        .map(|a| AnswerView {
            id: a.id,
            when: super::when::moment(a.answered_at, &ctx),
            title: infos
                .get(&a.template_id)
                .map_or_else(|| a.template_id.clone(), |t| t.title.clone()),
            code: a.variant_code.clone(),
            class: a.outcome.to_string(),
            result: page.tk("ui-outcome-", a.outcome),
            misreading: a
                .misreading
                .as_ref()
                .and_then(|m| texts.get(m))
                .map(|(t, _)| t.clone())
                .unwrap_or_default(),
            time: duration(a.seconds()),
        })
        .collect();
    Ok(html(&StudentPage {
        page,
        course,
        student: name,
        answers,
    }))
}

/// A CSV writer as the paper `results.csv` is written: a byte order mark for Excel, and
/// semicolons in a language that writes decimals with a comma.
fn writer(lang: Lang) -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new()
        .delimiter(crate::exam::grade::book::delimiter(lang))
        .flexible(true)
        .from_writer("\u{feff}".as_bytes().to_vec())
}

fn finish(out: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, AppError> {
    out.into_inner().map_err(|e| {
        tracing::error!("writing a CSV file: {e}");
        AppError::Internal
    })
}

fn csv_error(e: csv::Error) -> AppError {
    tracing::error!("writing a CSV file: {e}");
    AppError::Internal
}

/// `GET /courses/{id}/class.csv`: both class tables, a row per template then per law.
///
/// # Errors
/// As [`show`].
pub async fn lines_csv(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    super::courses::own_course(&state, &user, id).await?;
    let attempts = state.store.class_attempts(id).await?;
    let Tables { templates, laws } = tables(&state, &attempts, ctx.lang).await?;
    let page = Page::new(&ctx, "");
    let mut out = writer(ctx.lang);
    let mut head: Vec<String> = [
        "ui-class-col-kind",
        "ui-template",
        "ui-class-col-name",
        "ui-answered",
        "ui-class-col-students",
        "ui-class-col-right-percent",
        "ui-class-col-median",
    ]
    .iter()
    .map(|k| page.t(k))
    .collect();
    for n in 1..=crate::store::class::TOP_MISREADINGS {
        head.push(page.t1("ui-class-col-misreading", "n", n));
        head.push(page.t1("ui-class-col-count", "n", n));
    }
    out.write_record(&head).map_err(csv_error)?;
    let kinds = [(page.t("ui-template"), templates), (page.t("ui-law"), laws)];
    for (kind, rows) in kinds {
        for l in rows {
            let mut row = vec![
                kind.clone(),
                l.template.clone().unwrap_or_default(),
                l.name.replace('\u{a0}', " "),
                l.attempts.to_string(),
                l.students.to_string(),
                l.percent.to_string(),
                l.median.clone(),
            ];
            for (text, n, _) in &l.misreadings {
                row.push(text.clone());
                row.push(n.to_string());
            }
            out.write_record(&row).map_err(csv_error)?;
        }
    }
    csv_file(&format!("class-{id}.csv"), finish(out)?)
}

/// `GET /courses/{id}/answers.csv`: every practice answer of the course's students, a
/// row each, oldest first per student; dates in ISO 8601 (UTC) for a spreadsheet.
///
/// # Errors
/// As [`show`].
pub async fn answers_csv(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    super::courses::own_course(&state, &user, id).await?;
    let attempts = state.store.class_attempts(id).await?;
    let texts = misreading_texts(&state, &attempts, ctx.lang).await?;
    let (infos, _) = names(&state, ctx.lang);
    let page = Page::new(&ctx, "");
    let mut out = writer(ctx.lang);
    let head: Vec<String> = [
        "ui-name",
        "ui-class-col-shown",
        "ui-date",
        "ui-class-col-seconds",
        "ui-template",
        "ui-class-col-name",
        "ui-law",
        "ui-variant-code",
        "ui-result",
        "ui-class-col-credit",
        "ui-class-col-misreading-one",
    ]
    .iter()
    .map(|k| page.t(k))
    .collect();
    out.write_record(&head).map_err(csv_error)?;
    let iso =
        |t: i64| jiff::Timestamp::from_second(t).map_or_else(|_| String::new(), |t| t.to_string());
    for a in &attempts {
        let title = infos.get(&a.template_id).map_or("", |t| t.title.as_str());
        out.write_record([
            a.student.clone(),
            iso(a.shown_at),
            iso(a.answered_at),
            a.seconds().to_string(),
            a.template_id.clone(),
            title.to_owned(),
            a.law.clone(),
            a.variant_code.clone(),
            page.tk("ui-outcome-", a.outcome),
            format!("{}/{}", a.credit.0, a.credit.1),
            a.misreading
                .as_ref()
                .and_then(|m| texts.get(m))
                .map(|(t, _)| t.clone())
                .unwrap_or_default(),
        ])
        .map_err(csv_error)?;
    }
    csv_file(&format!("answers-{id}.csv"), finish(out)?)
}

/// The templates `offered`, by family, each marked if in `chosen` (all marked when
/// `chosen` is empty).
pub(super) fn picker(page: &Page, offered: &[TemplateInfo], chosen: &[String]) -> Vec<PickFamily> {
    let mut families: Vec<PickFamily> = Vec::new();
    for t in offered {
        let on = chosen.is_empty() || chosen.contains(&t.id);
        let item = (t.id.clone(), t.title.clone(), t.law.clone(), on);
        match families.iter_mut().find(|f| f.code == t.family) {
            Some(f) => f.templates.push(item),
            None => families.push(PickFamily {
                code: t.family.clone(),
                name: page.t(&format!("ui-family-{}", t.family)),
                ticked: 0,
                open: false,
                templates: vec![item],
            }),
        }
    }
    for f in &mut families {
        f.ticked = f.templates.iter().filter(|t| t.3).count();
        f.open = f.ticked > 0;
    }
    families
}

/// The templates a course's federation allows, in the bank's order.
pub(super) fn federation_templates(
    state: &AppState,
    course: &Course,
    lang: Lang,
) -> Vec<TemplateInfo> {
    state
        .quiz
        .templates(lang)
        .into_iter()
        .filter(|t| {
            state
                .quiz
                .federations(&t.id)
                .is_some_and(|f| course.federation.admits(f))
        })
        .collect()
}

/// The templates a picker form chose: each `t` field, and every template of each
/// `family` field, among `offered`, in the bank's order.
pub(super) fn picked(fields: &[(String, String)], offered: &[TemplateInfo]) -> Vec<String> {
    let has = |name: &str, value: &str| fields.iter().any(|(n, v)| n == name && v == value);
    offered
        .iter()
        .filter(|t| has("t", &t.id) || has("family", &t.family))
        .map(|t| t.id.clone())
        .collect()
}

/// `GET /courses/{id}/templates`: the form choosing the templates the course practises.
///
/// # Errors
/// As [`show`].
pub async fn templates_page(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    Ok(html(&templates_view(&state, &ctx, course).await?))
}

async fn templates_view(
    state: &AppState,
    ctx: &Ctx,
    course: Course,
) -> Result<TemplatesPage, AppError> {
    let chosen = state.store.course_templates(course.id).await?;
    let mut page = Page::new(ctx, "");
    page.title = format!("{} · {}", page.t("ui-class-templates"), course.name);
    let offered = federation_templates(state, &course, ctx.lang);
    let families = picker(&page, &offered, &chosen);
    let federation = super::federation::name(&page, course.federation);
    Ok(TemplatesPage {
        page,
        course,
        families,
        chosen: !chosen.is_empty(),
        federation,
    })
}

/// `POST /courses/{id}/templates`: keeps the templates ticked (a family ticked keeps all
/// of it); `all` (or every template ticked) goes back to the whole federation; none
/// ticked is refused (400, named on the error page), as it would leave the students
/// nothing to practise.
///
/// # Errors
/// As [`show`].
pub async fn templates_save(
    State(state): State<AppState>,
    Teacher(user, _): Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let offered = federation_templates(&state, &course, Lang::En);
    let mut chosen = picked(&fields, &offered);
    if fields.iter().any(|(n, _)| n == "all") || chosen.len() == offered.len() {
        chosen.clear();
    } else if chosen.is_empty() {
        return Err(AppError::BadRequest("ui-class-templates-none"));
    }
    state.store.set_course_templates(id, &chosen).await?;
    Ok(Redirect::to(&format!("/courses/{id}/templates")).into_response())
}
