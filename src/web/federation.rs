//! A course's federation on the web (issue 34, review exams P11): the select an
//! instructor chooses it with, and the templates a student may practise. A student
//! practises the templates his courses' federations allow: those of every federation,
//! and each of his courses' own (a student of an NBF and a DBV course gets both); a
//! student in no course, or in a course of all federations, gets every template. A
//! course's instructor may narrow it further to templates he chooses ([`Allowed`]).

use crate::bank::federation::{Federation, Scope};
use crate::i18n::Lang;

use super::AppState;
use super::error::AppError;
use super::page::Page;
use super::quiz::TemplateInfo;

/// The federations whose templates a student practises, and per course the templates
/// its instructor chose (issue 35; none chosen: all of the federation's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Allowed(Vec<(Scope, Vec<String>)>);

impl Allowed {
    /// The scopes and choices of `user`'s courses.
    ///
    /// # Errors
    /// [`AppError::Internal`] when the store fails.
    pub async fn of(state: &AppState, user: i64) -> Result<Allowed, AppError> {
        Ok(Allowed(state.store.student_choices(user).await?))
    }

    /// Whether the template `id` of `federations` (none: every federation) is his to
    /// practise: some course of his admits its federation and, if its instructor chose,
    /// chose it.
    pub fn admits(&self, id: &str, federations: &[Federation]) -> bool {
        self.0.is_empty()
            || self.0.iter().any(|(s, chosen)| {
                s.admits(federations) && (chosen.is_empty() || chosen.iter().any(|c| c == id))
            })
    }
}

/// The templates `user` practises, in `lang`: the one list every practice page (the
/// list, weak spots, a weak law) draws from.
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn student_templates(
    state: &AppState,
    user: i64,
    lang: Lang,
) -> Result<Vec<TemplateInfo>, AppError> {
    let allowed = Allowed::of(state, user).await?;
    Ok(state
        .quiz
        .templates(lang)
        .into_iter()
        .filter(|t| {
            state
                .quiz
                .federations(&t.id)
                .is_some_and(|f| allowed.admits(&t.id, f))
        })
        .collect())
}

/// Whether `user` may practise the template `id`: false for no such template and for
/// one of another federation (a 404 either way, as the list does not show it).
///
/// # Errors
/// [`AppError::Internal`] when the store fails.
pub async fn student_has_template(state: &AppState, user: i64, id: &str) -> Result<bool, AppError> {
    let Some(federations) = state.quiz.federations(id) else {
        return Ok(false);
    };
    Ok(Allowed::of(state, user).await?.admits(id, federations))
}

/// Every scope a course or an exam can choose, in the order the select lists them.
pub fn scopes() -> impl Iterator<Item = Scope> {
    Federation::ALL
        .into_iter()
        .map(Scope::Only)
        .chain(std::iter::once(Scope::All))
}

/// A scope's full name in the page's language ("Norges Bridgeforbund", "all federations").
pub fn name(page: &Page, scope: Scope) -> String {
    page.t(&format!("ui-federation-{scope}"))
}

/// The select's options: code, full name, and whether it is `chosen`.
pub fn options(page: &Page, chosen: &str) -> Vec<(String, String, bool)> {
    let chosen = chosen.parse::<Scope>().ok();
    scopes()
        .map(|s| (s.to_string(), name(page, s), chosen == Some(s)))
        .collect()
}

/// A form's federation: a code from the select; `None` for anything else.
pub fn parse(value: &str) -> Option<Scope> {
    value.parse().ok()
}
