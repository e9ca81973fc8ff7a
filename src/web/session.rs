//! Who is asking: the session cookie read on every request, the CSRF check on every
//! POST, and the extractors handlers use to demand a login or a role.
//!
//! The cookies are `HttpOnly` and `SameSite=Lax`, and `Secure` when the server runs with
//! `--secure-cookies` or a proxy forwarded the request with `X-Forwarded-Proto: https`.
//! Only a login makes a session row (`ruling_session`); a visitor who is not logged in is
//! given nothing but cookies: a nonce for his forms' CSRF token ([`super::csrf`]) and the
//! language he chose (`ruling_lang`). Every form carries a `csrf` field, the session's
//! secret or the anonymous token; a POST whose field is missing or wrong gets 403 before
//! any handler runs. A session that cannot be read because the database fails gives 503
//! "try again", never the login page or "form expired" (review security S8).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use subtle::ConstantTimeEq;

use crate::i18n::Lang;
use crate::store::{Session, User, now, random_token};

use super::AppState;
use super::csrf;
use super::error::AppError;

/// The session cookie's name.
pub const COOKIE: &str = "ruling_session";
/// The cookie that keeps the language a visitor who is not logged in chose.
pub const LANG_COOKIE: &str = "ruling_lang";
/// How long the language cookie lasts.
pub const LANG_SECS: i64 = 365 * 24 * 3600;
/// The largest form body read (answers and logins are far smaller).
const MAX_FORM: usize = 64 * 1024;

/// The request's context: its session (if any), language, and how to set cookies.
#[derive(Debug, Clone)]
pub struct Ctx {
    /// The logged-in session, when the browser sent the cookie of a live one.
    pub session: Option<Session>,
    /// The language pages are in: the user's, else the one chosen in the language
    /// cookie, else the first of the browser's `Accept-Language` the catalogue has.
    pub lang: Lang,
    /// Whether cookies get `Secure`.
    pub secure: bool,
    /// The client's address, for the login limits.
    pub client: IpAddr,
    /// The path asked for, for the language switch to come back to.
    pub path: String,
    /// The secret this request's forms carry: the session's, or the anonymous token.
    pub csrf: String,
}

impl Ctx {
    /// The logged-in user, if any.
    pub fn user(&self) -> Option<&User> {
        self.session.as_ref().and_then(|s| s.user.as_ref())
    }

    /// The secret every form of this page carries.
    pub fn csrf(&self) -> &str {
        &self.csrf
    }

    /// A `Set-Cookie` value: `name=value` for `max_age` seconds, with the flags above.
    pub fn set_cookie(&self, name: &str, value: &str, max_age: i64) -> HeaderValue {
        let secure = if self.secure { "; Secure" } else { "" };
        HeaderValue::from_str(&format!(
            "{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}"
        ))
        .unwrap_or_else(|_| HeaderValue::from_static(""))
    }

    /// The `Set-Cookie` value that hands a session token to the browser.
    pub fn cookie(&self, token: &str, max_age: i64) -> HeaderValue {
        self.set_cookie(COOKIE, token, max_age)
    }
}

/// The value of the cookie `name`, when the browser sent one.
pub fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, value)| value.to_owned())
}

/// The first language of `Accept-Language` the catalogue has (Norwegian as `nb`, `no`
/// or `nn`), else English.
pub fn accepted_lang(headers: &HeaderMap) -> Lang {
    let Some(value) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
    else {
        return Lang::En;
    };
    for tag in value.split(',') {
        let primary = tag
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .split('-')
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "nb" | "no" | "nn" => return Lang::Nb,
            "de" => return Lang::De,
            "da" => return Lang::Da,
            "en" => return Lang::En,
            _ => {}
        }
    }
    Lang::En
}

fn client_address(state: &AppState, req: &Request) -> IpAddr {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |c| c.0.ip());
    if !state.config.trust_forwarded_for {
        return peer;
    }
    req.headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(peer)
}

/// Reads the session, checks the CSRF field of every POST, and turns error responses
/// into pages in the visitor's language.
pub async fn layer(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_owned();
    if path.starts_with("/static/") || path == "/healthz" {
        return next.run(req).await;
    }
    let secure = state.config.secure_cookies
        || req
            .headers()
            .get("x-forwarded-proto")
            .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"));
    let chosen = cookie_value(req.headers(), LANG_COOKIE).and_then(|l| l.parse::<Lang>().ok());
    let sent_nonce = cookie_value(req.headers(), csrf::COOKIE).filter(|n| csrf::is_nonce(n));
    let mut ctx = Ctx {
        client: client_address(&state, &req),
        session: None,
        lang: chosen.unwrap_or_else(|| accepted_lang(req.headers())),
        secure,
        path,
        csrf: String::new(),
    };
    if let Some(token) = cookie_value(req.headers(), COOKIE) {
        match state.store.session(&token).await {
            // A row without a user is an anonymous session of an older version: the
            // visitor is treated as anonymous, with a token of his own.
            Ok(session) => ctx.session = session.filter(|s| s.user.is_some()),
            Err(e) => {
                tracing::error!("reading a session: {e}");
                let mut page = super::error::page(&state, &ctx, AppError::Unavailable);
                protect(page.headers_mut());
                return page;
            }
        }
    }
    // The nonce cookie is renewed on every page served to an anonymous visitor, so a form
    // stays good for two hours after the last page, whichever tab it is in.
    let logged_in = ctx
        .session
        .as_ref()
        .and_then(|s| s.user.as_ref().map(|u| (s.csrf.clone(), u.lang)));
    let form_cookie = match logged_in {
        Some((secret, lang)) => {
            ctx.lang = lang;
            ctx.csrf = secret;
            None
        }
        None => {
            let nonce = sent_nonce.clone().unwrap_or_else(random_token);
            ctx.csrf = csrf::token(&state.key, &nonce, now());
            Some(ctx.set_cookie(csrf::COOKIE, &nonce, csrf::FORM_SECS))
        }
    };
    let finish = |mut response: Response| {
        protect(response.headers_mut());
        if let Some(cookie) = &form_cookie {
            response
                .headers_mut()
                .append(header::SET_COOKIE, cookie.clone());
        }
        response
    };
    let mut req = req;
    // A paper-marking upload is too large to read here: its handler checks the `csrf`
    // field, which its form sends first ([`super::marking::upload`]).
    let upload = ctx.session.is_some() && super::marking::is_upload(&ctx.path, req.headers());
    if !upload && !matches!(*req.method(), Method::GET | Method::HEAD) {
        let (parts, body) = req.into_parts();
        let Ok(bytes) = axum::body::to_bytes(body, MAX_FORM).await else {
            return finish(super::error::page(&state, &ctx, AppError::TooLarge));
        };
        let fields: Vec<(String, String)> =
            serde_urlencoded::from_bytes(&bytes).unwrap_or_default();
        let given = fields
            .iter()
            .find(|(k, _)| k == "csrf")
            .map(|(_, v)| v.as_str());
        let valid = match (&ctx.session, given) {
            (Some(session), Some(given)) => {
                bool::from(session.csrf.as_bytes().ct_eq(given.as_bytes()))
            }
            // Checked against the nonce the browser sent, never a fresh one.
            (None, Some(given)) => sent_nonce
                .as_deref()
                .is_some_and(|nonce| csrf::verify(&state.key, nonce, given, now())),
            _ => false,
        };
        if !valid {
            return finish(super::error::page(&state, &ctx, AppError::Csrf));
        }
        req = Request::from_parts(parts, Body::from(bytes));
    }
    req.extensions_mut().insert(ctx.clone());
    let response = next.run(req).await;
    let response = match response.extensions().get::<AppError>().cloned() {
        Some(error) => {
            let mut page = super::error::page(&state, &ctx, error);
            // Keep cookies a handler set.
            for cookie in response.headers().get_all(header::SET_COOKIE) {
                page.headers_mut()
                    .append(header::SET_COOKIE, cookie.clone());
            }
            page
        }
        None => response,
    };
    finish(response)
}

/// Headers that keep pages out of frames, scripts to our own file, and forms to this
/// site; pages that show a student's data are not stored by shared caches.
fn protect(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        ),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

impl<S: Send + Sync> FromRequestParts<S> for Ctx {
    type Rejection = AppError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<Ctx>()
            .cloned()
            .ok_or(AppError::Internal)
    }
}

/// The login page, told to come back to the page asked for (a GET: a form sent without
/// a session is not a page to go back to).
fn login_then(parts: &Parts) -> String {
    let asked = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    if parts.method != axum::http::Method::GET || asked == "/" {
        return "/login".to_owned();
    }
    let query = serde_urlencoded::to_string([("next", asked)]).unwrap_or_default();
    format!("/login?{query}")
}

/// A logged-in user; anyone else is sent to the login page, which brings him back.
pub struct Member(pub User, pub Ctx);

impl<S: Send + Sync> FromRequestParts<S> for Member {
    type Rejection = Response;
    async fn from_request_parts(parts: &mut Parts, s: &S) -> Result<Self, Self::Rejection> {
        let ctx = Ctx::from_request_parts(parts, s)
            .await
            .map_err(IntoResponse::into_response)?;
        match ctx.user().cloned() {
            Some(user) => Ok(Member(user, ctx)),
            None => Err(Redirect::to(&login_then(parts)).into_response()),
        }
    }
}

/// An instructor or admin; a student gets 403, anyone else the login page.
pub struct Teacher(pub User, pub Ctx);

impl<S: Send + Sync> FromRequestParts<S> for Teacher {
    type Rejection = Response;
    async fn from_request_parts(parts: &mut Parts, s: &S) -> Result<Self, Self::Rejection> {
        let Member(user, ctx) = Member::from_request_parts(parts, s).await?;
        if user.role.teaches() {
            Ok(Teacher(user, ctx))
        } else {
            Err(AppError::Forbidden.into_response())
        }
    }
}
