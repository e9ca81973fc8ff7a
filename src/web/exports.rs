//! A course's questions as a file for another program (issue 37 §4): the instructor
//! picks a format (Moodle XML, a QTI 2.1 package, PBN), the variants per template, the
//! language and, if he likes, some of the course's families, and downloads the file
//! `ruling export` would write for the same choice ([`crate::interchange::export`]).
//!
//! The course's templates are those its instructor chose for it, else all of its
//! federation's. Generating hundreds of variants is CPU work: it runs in the bounded pool
//! of [`super::jobs`], and one file holds at most [`MAX_QUESTIONS`] questions; a larger
//! choice is refused beside the field of variants per template.

use std::collections::BTreeMap;

use askama::Template;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::exam::select::{Item, Selection};
use crate::i18n::Lang;
use crate::interchange::export::{Exported, Format, export};
use crate::interchange::{Choice, InterchangeError};
use crate::store::Course;

use super::AppState;
use super::error::AppError;
use super::extract::{Form, Path};
use super::page::{Page, html};
use super::session::{Ctx, Teacher};

/// The most questions (templates × variants) one export holds: 25 variants of each of
/// the 40 templates of a course, a Moodle file of about 4 MB made in seconds.
pub const MAX_QUESTIONS: usize = 1000;

/// The variants per template a fresh form proposes.
const DEFAULT_COUNT: usize = 3;

/// A family of the course, as the form offers it.
pub struct FamilyBox {
    /// The family's id, the field's value.
    pub family: String,
    /// Its name in the reader's words.
    pub name: String,
    /// How many of the course's templates it has.
    pub templates: usize,
    /// Whether it is ticked.
    pub ticked: bool,
}

/// The export form as drawn, on the course page and alone with its errors.
pub struct ExportView {
    /// The course's id, for the form's address.
    pub course_id: i64,
    /// The format chosen (`moodle`, `qti`, `pbn`).
    pub format: String,
    /// The variants per template, as typed.
    pub count: String,
    /// The first variant's seed, as typed.
    pub seed: String,
    /// The language chosen (`en`, …).
    pub lang: String,
    /// The course's families.
    pub families: Vec<FamilyBox>,
    /// Each field's error, by field name.
    pub errors: BTreeMap<&'static str, String>,
    /// [`MAX_QUESTIONS`], for the hint.
    pub max: usize,
}

impl ExportView {
    /// A fresh form for `course`: Moodle, [`DEFAULT_COUNT`] variants, the reader's
    /// language, every family.
    ///
    /// # Errors
    /// [`AppError::Internal`] when the store fails.
    pub async fn fresh(
        state: &AppState,
        page: &Page,
        course: &Course,
    ) -> Result<ExportView, AppError> {
        let templates = super::assignments::course_templates(state, course, page.lang).await?;
        Ok(ExportView {
            course_id: course.id,
            format: Format::Moodle.code().to_owned(),
            count: DEFAULT_COUNT.to_string(),
            seed: "1".to_owned(),
            lang: page.lang.code().to_owned(),
            families: families(page, &templates, &[]),
            errors: BTreeMap::new(),
            max: MAX_QUESTIONS,
        })
    }

    /// The error beside `field`, if any.
    pub fn error(&self, field: &str) -> Option<&str> {
        self.errors.get(field).map(String::as_str)
    }

    /// The formats offered: code, the catalogue id of its label, whether chosen.
    pub fn formats(&self) -> Vec<(&'static str, String, bool)> {
        Format::ALL
            .into_iter()
            .map(|f| {
                (
                    f.code(),
                    format!("ui-export-format-{f}"),
                    self.format == f.code(),
                )
            })
            .collect()
    }

    /// Whether the instructor narrowed the export to some families (the choice is then
    /// shown open).
    pub fn narrowed(&self) -> bool {
        self.families.iter().any(|f| f.ticked) || self.errors.contains_key("family")
    }
}

/// The course's families in the bank's order, with how many templates each has, those
/// in `ticked` ticked.
fn families(
    page: &Page,
    templates: &[super::quiz::TemplateInfo],
    ticked: &[String],
) -> Vec<FamilyBox> {
    let mut out: Vec<FamilyBox> = Vec::new();
    for t in templates {
        match out.iter_mut().find(|f| f.family == t.family) {
            Some(f) => f.templates += 1,
            None => out.push(FamilyBox {
                family: t.family.clone(),
                name: page.t(&format!("ui-family-{}", t.family)),
                templates: 1,
                ticked: ticked.contains(&t.family),
            }),
        }
    }
    out
}

#[derive(Template)]
#[template(path = "export.html")]
struct ExportPage {
    page: Page,
    course: Course,
    export: ExportView,
}

/// What the form asks for, once every field reads.
struct Request {
    format: Format,
    lang: Lang,
    choice: Choice,
}

/// The form's fields read against the course's `templates`: the request, or the form
/// again with each error beside its field.
fn read(
    page: &Page,
    course: &Course,
    templates: &[super::quiz::TemplateInfo],
    fields: &[(String, String)],
) -> Result<Request, Box<ExportView>> {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.trim())
    };
    let ticked: Vec<String> = fields
        .iter()
        .filter(|(n, _)| n == "family")
        .map(|(_, v)| v.clone())
        .collect();
    let mut errors = BTreeMap::new();
    let format = field("format").parse::<Format>().ok();
    if format.is_none() {
        errors.insert("format", page.t("ui-export-format-bad"));
    }
    let count = field("count").parse::<usize>().ok().filter(|n| *n >= 1);
    if count.is_none() {
        errors.insert("count", page.t("ui-export-count-bad"));
    }
    let seed = match field("seed") {
        "" => Some(1),
        s => s.parse::<u64>().ok(),
    };
    if seed.is_none() {
        errors.insert("seed", page.t("ui-exam-seed-bad"));
    }
    let lang = field("lang").parse::<Lang>().ok();
    if lang.is_none() {
        errors.insert("lang", page.t("ui-exam-lang-bad"));
    }
    if ticked
        .iter()
        .any(|t| !templates.iter().any(|f| &f.family == t))
    {
        errors.insert("family", page.t("ui-export-family-bad"));
    }
    // No family ticked: the whole course.
    let chosen: Vec<&super::quiz::TemplateInfo> = templates
        .iter()
        .filter(|t| ticked.is_empty() || ticked.contains(&t.family))
        .collect();
    if let Some(count) = count
        && chosen.len().saturating_mul(count) > MAX_QUESTIONS
    {
        errors.insert(
            "count",
            page.tn(
                "ui-export-too-many",
                &[
                    ("templates", chosen.len() as i64),
                    ("count", count as i64),
                    ("questions", chosen.len().saturating_mul(count) as i64),
                    ("max", MAX_QUESTIONS as i64),
                ],
            ),
        );
    }
    match (format, count, seed, lang) {
        (Some(format), Some(count), Some(seed), Some(lang))
            if errors.is_empty() && !chosen.is_empty() =>
        {
            let items = chosen
                .iter()
                .map(|t| Item {
                    name: t.id.clone(),
                    count: None,
                })
                .collect();
            Ok(Request {
                format,
                lang,
                choice: Choice {
                    templates: Selection(items),
                    count,
                    seed,
                },
            })
        }
        _ => {
            if chosen.is_empty() && errors.is_empty() {
                errors.insert("family", page.t("ui-export-family-bad"));
            }
            Err(Box::new(view_of(page, course, templates, fields, errors)))
        }
    }
}

/// The form as sent, with `errors`.
fn view_of(
    page: &Page,
    course: &Course,
    templates: &[super::quiz::TemplateInfo],
    fields: &[(String, String)],
    errors: BTreeMap<&'static str, String>,
) -> ExportView {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map_or(String::new(), |(_, v)| v.trim().to_owned())
    };
    let ticked: Vec<String> = fields
        .iter()
        .filter(|(n, _)| n == "family")
        .map(|(_, v)| v.clone())
        .collect();
    ExportView {
        course_id: course.id,
        format: field("format"),
        count: field("count"),
        seed: field("seed"),
        lang: field("lang"),
        families: families(page, templates, &ticked),
        errors,
        max: MAX_QUESTIONS,
    }
}

/// The form alone, with its errors: 422.
fn form_again(ctx: &Ctx, course: Course, export: ExportView) -> Response {
    let mut page = Page::new(ctx, "");
    page.title = format!("{} · {}", page.t("ui-export-title"), course.name);
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        html(&ExportPage {
            page,
            course,
            export,
        }),
    )
        .into_response()
}

/// `GET /courses/{id}/export`: the export form alone.
///
/// # Errors
/// [`AppError::NotFound`] for no such course, [`AppError::Forbidden`] for another
/// instructor's course or a student, [`AppError::Internal`] when the store fails.
pub async fn page(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let mut page = Page::new(&ctx, "");
    page.title = format!("{} · {}", page.t("ui-export-title"), course.name);
    let export = ExportView::fresh(&state, &page, &course).await?;
    Ok(html(&ExportPage {
        page,
        course,
        export,
    }))
}

/// `POST /courses/{id}/export`: the file, as an attachment named after the course and
/// the format; a field that does not read, or a choice over [`MAX_QUESTIONS`], shows the
/// form again (422) with the error beside its field.
///
/// # Errors
/// As [`page`], and [`AppError::Internal`] when the bank fails to give a variant.
pub async fn download(
    State(state): State<AppState>,
    Teacher(user, ctx): Teacher,
    Path(id): Path<i64>,
    Form(fields): Form<Vec<(String, String)>>,
) -> Result<Response, AppError> {
    let course = super::courses::own_course(&state, &user, id).await?;
    let page = Page::new(&ctx, "");
    let templates = super::assignments::course_templates(&state, &course, ctx.lang).await?;
    let request = match read(&page, &course, &templates, &fields) {
        Ok(request) => request,
        Err(view) => return Ok(form_again(&ctx, course, *view)),
    };
    let Request {
        format,
        lang,
        choice,
    } = request;
    let made = state
        .typesetting
        .run({
            let state = state.clone();
            move || export(state.quiz.bank(), format, &choice, lang, None)
        })
        .await?;
    match made {
        Ok(Exported { bytes, written }) => {
            tracing::info!(
                "course {id}: {written} questions exported as {}",
                format.title()
            );
            attachment(&file_name(&course, format), format, bytes)
        }
        Err(InterchangeError::NoRealDeals) => {
            let errors = BTreeMap::from([("format", page.t("ui-export-no-real-deals"))]);
            let view = view_of(&page, &course, &templates, &fields, errors);
            Ok(form_again(&ctx, course, view))
        }
        Err(e) => {
            tracing::error!("exporting course {id} as {}: {e}", format.title());
            Err(AppError::Internal)
        }
    }
}

/// `<course>-<format>.<extension>`: the course's name in lower-case ASCII letters,
/// digits and dashes (`Kurs Ålesund 2026` → `kurs-aalesund-2026`), `course-<id>` when
/// nothing of it is left.
fn file_name(course: &Course, format: Format) -> String {
    let mut slug = String::new();
    for c in course.name.to_lowercase().chars() {
        let spelled = match c {
            'å' => "aa",
            'æ' | 'ä' => "ae",
            'ø' | 'ö' => "oe",
            'ü' => "ue",
            'ß' => "ss",
            _ => "",
        };
        if !spelled.is_empty() {
            slug.push_str(spelled);
        } else if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    let stem = if slug.is_empty() {
        format!("course-{}", course.id)
    } else {
        slug.chars().take(60).collect()
    };
    format!("{stem}-{}.{}", format.code(), format.extension())
}

fn attachment(name: &str, format: Format, bytes: Vec<u8>) -> Result<Response, AppError> {
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|_| AppError::Internal)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(format.content_type()),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course(name: &str) -> Course {
        Course {
            id: 7,
            name: name.to_owned(),
            join_code: String::new(),
            instructor_id: 1,
            students: 0,
            federation: crate::bank::federation::Scope::All,
        }
    }

    #[test]
    fn a_file_is_named_after_the_course_and_format() {
        assert_eq!(
            file_name(&course("Kurs Ålesund 2026"), Format::Moodle),
            "kurs-aalesund-2026-moodle.xml"
        );
        assert_eq!(
            file_name(&course("TD course: Berlin!"), Format::Qti),
            "td-course-berlin-qti.zip"
        );
        assert_eq!(file_name(&course("«»"), Format::Pbn), "course-7-pbn.pbn");
    }
}
