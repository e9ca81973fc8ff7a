//! What every page shares: the visitor's language, the logged-in user, the form secret,
//! the navigation; and turning an askama template into a response.

use askama::Template;
use axum::response::{Html, IntoResponse, Response};

use crate::i18n::{Lang, catalogue};
use crate::laws::{Arg, Message};
use crate::store::User;

use super::session::Ctx;

/// The page shell's data; every page template has one as `page`.
#[derive(Debug, Clone)]
pub struct Page {
    /// The language the page is in.
    pub lang: Lang,
    /// The logged-in user, if any: the navigation shows his links.
    pub user: Option<User>,
    /// The CSRF secret for every form's hidden field (none on a page drawn before the
    /// visitor was known, such as "try again" when the database fails).
    pub csrf: Option<String>,
    /// The path asked for, for the language switch to come back to.
    pub path: String,
    /// The page's title, in its language.
    pub title: String,
}

impl Page {
    /// The shell for the visitor of `ctx`, titled by the catalogue message `title_id` (no
    /// title when it is empty).
    pub fn new(ctx: &Ctx, title_id: &str) -> Page {
        let mut page = Page {
            lang: ctx.lang,
            user: ctx.user().cloned(),
            csrf: Some(ctx.csrf().to_owned()).filter(|c| !c.is_empty()),
            path: ctx.path.clone(),
            title: String::new(),
        };
        if !title_id.is_empty() {
            page.title = page.t(title_id);
        }
        page
    }

    /// A UI message in the page's language.
    pub fn t(&self, id: &str) -> String {
        catalogue().text(self.lang, id)
    }

    /// A UI message with one argument.
    pub fn t1(
        &self,
        id: &'static str,
        name: &'static str,
        value: impl std::fmt::Display,
    ) -> String {
        catalogue().render(self.lang, &Message::new(id).code(name, value))
    }

    /// A message with whole-number arguments (plural forms select on them).
    pub fn tn(&self, id: &'static str, args: &[(&'static str, i64)]) -> String {
        let message = args
            .iter()
            .fold(Message::new(id), |m, (name, n)| m.with(name, Arg::Int(*n)));
        catalogue().render(self.lang, &message)
    }

    /// The message `prefix` + `key`: a role, an outcome, a unit.
    pub fn tk(&self, prefix: &str, key: impl std::fmt::Display) -> String {
        self.t(&format!("{prefix}{key}"))
    }

    /// The page's language code (`nb`), for the `lang` attribute of `<html>`.
    pub fn lang_code(&self) -> &'static str {
        self.lang.code()
    }

    /// Whether the user teaches (an instructor or an admin): the navigation then links the
    /// courses.
    pub fn teaches(&self) -> bool {
        self.user.as_ref().is_some_and(|u| u.role.teaches())
    }

    /// The CSRF secret for a form's hidden field; empty without a session.
    pub fn csrf_value(&self) -> &str {
        self.csrf.as_deref().unwrap_or("")
    }

    /// The languages of the switch: code, name in its own language, whether chosen.
    pub fn languages(&self) -> Vec<(&'static str, String, bool)> {
        Lang::ALL
            .into_iter()
            .map(|l| {
                (
                    l.code(),
                    catalogue().text(l, "ui-language-name"),
                    l == self.lang,
                )
            })
            .collect()
    }
}

/// A rendered template as an HTML response; a template that fails to render is logged
/// and becomes a 500.
pub fn html(template: &impl Template) -> Response {
    match template.render() {
        Ok(body) => Html(body).into_response(),
        Err(e) => {
            tracing::error!("rendering a page: {e}");
            (
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                "internal error",
            )
                .into_response()
        }
    }
}

/// A CSV download: `bytes` as the file `name`, in UTF-8.
///
/// # Errors
/// [`super::error::AppError::Internal`] for a name a header cannot carry.
pub fn csv_file(name: &str, bytes: Vec<u8>) -> Result<Response, super::error::AppError> {
    use axum::http::{HeaderValue, header};
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|_| super::error::AppError::Internal)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=utf-8"),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}
