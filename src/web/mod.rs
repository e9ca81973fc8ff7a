//! `ruling serve`: the quiz in the browser. axum routes, askama pages, the store below.
//!
//! Handlers are thin: they extract typed input, call the store or the quiz service
//! ([`quiz`], the one module that talks to the bank and grading), and render a page.
//! [`app`] builds the whole router from an [`AppState`], apart from `main`, so tests drive
//! it with `oneshot`; [`serve`] runs it on a socket until SIGTERM or Ctrl-C, with the
//! timeouts and connection cap of [`listen`].
//!
//! Every piece of state is in the database (sessions, CSRF secrets, login counters, the
//! token key unless `RULING_SECRET` is given, answers, Leitner boxes; a visitor who is
//! not logged in has only cookies, see [`csrf`]), so any number of processes can share
//! one PostgreSQL. The only in-process cache holds questions by
//! variant code, which any process can rebuild.

pub mod accounts;
pub mod answers;
pub mod assets;
pub mod assignments;
pub mod charts;
pub mod class;
pub mod courses;
pub mod csrf;
pub mod error;
pub mod exams;
pub mod extract;
pub mod federation;
pub mod jobs;
pub mod listen;
pub mod mail;
pub mod online;
pub mod page;
pub mod paths;
pub mod practice;
pub mod progress;
pub mod quiz;
pub mod reports;
pub mod reset;
pub mod session;
pub mod settings;
pub mod setup;
pub mod token;
pub mod weak;
pub mod when;
// Paper exams marked in the browser (issues 35 § 6, 36 § 4).
pub mod marking;
// Exports from the web (issue 37 §4) and a printed exam's zip (issue 35 §6).
pub mod exam_zip;
pub mod exports;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post};
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::store::Store;
use quiz::Quiz;
use token::TokenKey;

/// How the server treats cookies and client addresses.
#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Mark the session cookie `Secure` on every response. Without it, the cookie is
    /// `Secure` only on requests a proxy forwarded with `X-Forwarded-Proto: https`.
    pub secure_cookies: bool,
    /// Take the client's address for the login limits from the last `X-Forwarded-For`
    /// entry (set this only behind a proxy that writes it).
    pub trust_forwarded_for: bool,
    /// The SMTP relay that mails password-reset links; none, nothing is mailed.
    pub smtp: Option<mail::SmtpConfig>,
    /// The address users reach the site at (`https://quiz.example.org`), for links in
    /// mail; never taken from a request's `Host`.
    pub public_url: Option<String>,
}

/// What every handler shares: one clone per request.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// What [`AppState`] holds.
pub struct Inner {
    /// The database.
    pub store: Store,
    /// The question bank and its cache of variants.
    pub quiz: Quiz,
    /// The quiz's bank, as printed exams draw from it.
    pub questions: crate::exam::content::Questions,
    /// The key question tokens are signed with.
    pub key: TokenKey,
    /// How cookies and client addresses are treated.
    pub config: Config,
    /// The typesetting pool of printed exams.
    pub typesetting: jobs::Typesetting,
    /// The mailer of reset links, when SMTP is configured.
    pub mailer: Option<mail::Mailer>,
    /// The readings of paper exams' scans under way in this process.
    pub marking: marking::Readings,
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    /// The database failed, e.g. reading the token key.
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    /// The bundled bank does not load.
    Quiz(#[from] quiz::QuizError),
    #[error(transparent)]
    /// The SMTP settings do not work.
    Mail(#[from] mail::MailError),
    #[error("cannot listen on {addr}: {source}")]
    /// The address cannot be bound, or serving on it failed.
    Listen {
        /// The address.
        addr: SocketAddr,
        /// What the system said.
        source: std::io::Error,
    },
}

impl AppState {
    /// The state over an open store: the token key is `secret` when given
    /// (`RULING_SECRET`), else the one kept in the database.
    ///
    /// # Errors
    /// The bundled bank does not load, or the key cannot be read.
    pub async fn new(
        store: Store,
        secret: Option<&str>,
        config: Config,
    ) -> Result<AppState, ServeError> {
        let key = match secret {
            Some(s) => TokenKey::new(s.as_bytes()),
            None => TokenKey::new(store.token_key().await?.as_bytes()),
        };
        let quiz = tokio::task::spawn_blocking(Quiz::bundled)
            .await
            .map_err(|e| quiz::QuizError::Bank(e.to_string()))??;
        let questions = crate::exam::content::Questions::new(quiz.bank().clone());
        let mailer = config.smtp.as_ref().map(mail::Mailer::new).transpose()?;
        Ok(AppState(Arc::new(Inner {
            store,
            quiz,
            questions,
            key,
            config,
            typesetting: jobs::Typesetting::per_cpu(),
            mailer,
            marking: marking::Readings::default(),
        })))
    }
}

/// Every route of the quiz.
pub fn app(state: AppState) -> Router {
    Router::new()
        .route("/", get(accounts::home))
        .route("/login", get(accounts::login_page).post(accounts::login))
        .route("/logout", post(accounts::logout))
        .route(
            "/register",
            get(accounts::register_page).post(accounts::register),
        )
        .route("/language", post(accounts::language))
        .route("/forgot", get(reset::forgot_page).post(reset::forgot))
        .route("/reset", get(reset::enter_page).post(reset::enter))
        .route("/reset/{code}", get(reset::page).post(reset::set))
        .route("/setup/{token}", get(setup::page).post(setup::create))
        .route("/students/{id}/reset", post(reset::make))
        .route("/courses/join", post(courses::join))
        .route("/attempts/{id}/report", post(reports::create))
        .route("/reports", get(reports::list))
        .route("/settings", get(settings::show))
        .route("/settings/name", post(settings::name))
        .route("/settings/zone", post(settings::zone))
        .route("/settings/password", post(settings::password))
        .route("/settings/sessions", post(settings::end_sessions))
        .route("/practice", get(practice::list))
        .route("/practice/weak", get(weak::question))
        .route("/practice/{template}", get(practice::question))
        .route("/practice/{slot}/new", post(practice::new_variant))
        .route("/practice/law/{law}", get(practice::by_law))
        .route("/answer", post(answers::answer))
        .route("/attempts/{id}", get(answers::attempt))
        .route("/attempts/{id}/again", get(answers::again))
        .route("/progress", get(progress::own))
        .route("/students/{id}/progress", get(progress::student))
        .route("/courses", get(courses::list).post(courses::create))
        .route("/courses/{id}", get(courses::show))
        .route("/courses/{id}/code", post(courses::renew_code))
        .route("/courses/{id}/federation", post(courses::federation))
        .route(
            "/courses/{id}/students/{student}/remove",
            post(courses::remove_student),
        )
        .route("/exams", get(exams::list).post(exams::create))
        .route("/exams/{id}", get(exams::show))
        .route("/exams/{id}/{file}", get(exams::download))
        // The instructor's course (issue 35): class view, templates, assignments.
        .route("/courses/{id}/class", get(class::show))
        .route("/courses/{id}/class.csv", get(class::lines_csv))
        .route("/courses/{id}/answers.csv", get(class::answers_csv))
        .route(
            "/courses/{id}/class/students/{student}",
            get(class::student),
        )
        .route(
            "/courses/{id}/templates",
            get(class::templates_page).post(class::templates_save),
        )
        .route(
            "/courses/{id}/assignments",
            get(assignments::list).post(assignments::create),
        )
        .route(
            "/courses/{id}/assignments/{assignment}/delete",
            post(assignments::delete),
        )
        .route("/assignments/{id}", get(assignments::practise))
        // Timed online exams (issue 35).
        .route(
            "/online",
            get(online::teach::list).post(online::teach::create),
        )
        .route("/online/{id}", get(online::show))
        .route("/online/{id}/start", post(online::start))
        .route("/online/{id}/save", post(online::save))
        .route("/online/{id}/extra", post(online::teach::extra))
        .route("/online/{id}/close", post(online::teach::close))
        .route("/online/{id}/release", post(online::teach::release))
        .route("/online/{id}/regrade", post(online::teach::regrade))
        .route("/online/{id}/results.csv", get(online::teach::csv))
        .route("/online/{id}/stats.csv", get(online::teach::stats_csv))
        // Paper exams marked in the browser (issues 35 § 6, 36 § 4).
        .merge(marking::router())
        // Exports from the web (issue 37 §4) and a printed exam's zip (issue 35 §6).
        .route(
            "/courses/{id}/export",
            get(exports::page).post(exports::download),
        )
        .route("/exams/{id}/exam.zip", get(exam_zip::download))
        .route("/static/{file}", get(assets::file))
        .route("/healthz", get(healthz))
        .fallback(error::not_found)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            session::layer,
        ))
        .layer(
            // One line per request, at INFO: method, path, status, latency.
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
                .on_request(())
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
        .with_state(state)
}

/// Serves the quiz on `addr` until SIGTERM or Ctrl-C, within `limits`; requests under
/// way are finished (and their answers committed) before it returns.
///
/// # Errors
/// The address cannot be bound.
pub async fn serve(
    state: AppState,
    addr: SocketAddr,
    limits: listen::Limits,
) -> Result<(), ServeError> {
    let listener = bind(addr).map_err(|source| ServeError::Listen { addr, source })?;
    let bound = listener.local_addr().unwrap_or(addr);
    tracing::info!(
        "listening on http://{bound}: at most {} connections, {} ms to send a request head \
         (or to stay idle between requests), {} ms for a body",
        limits.max_connections,
        limits.header_timeout.as_millis(),
        limits.body_timeout.as_millis(),
    );
    let store = state.store.clone();
    // Expired sessions and counters are swept hourly by whichever process is up.
    let sweeper = tokio::spawn({
        let store = store.clone();
        async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
            loop {
                tick.tick().await;
                if let Err(e) = store.purge_expired().await {
                    tracing::warn!("sweeping expired sessions: {e}");
                }
            }
        }
    });
    listen::run(listener, app(state), limits, shutdown()).await;
    sweeper.abort();
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down: finishing the requests under way");
}

/// Connections the kernel queues before the server accepts them. The default, 128, let
/// a client opening connections in a loop past the cap get only about 129 a second in
/// (review of the S4 work); a class arriving at once should not wait in SYN retries.
const BACKLOG: u32 = 1024;

fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    // As std's bind does: a restarted server binds at once, not after TIME_WAIT.
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// `/healthz` for a load balancer or a supervisor: 200 `ok` when the database answers,
/// 503 when it does not (review security S8: a server that cannot store an answer is
/// not healthy, however well it serves pages).
async fn healthz(
    axum::extract::State(state): axum::extract::State<AppState>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    match state.store.ping().await {
        Ok(()) => "ok".into_response(),
        Err(e) => {
            tracing::warn!("healthz: the database does not answer: {e}");
            (
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                "database unavailable",
            )
                .into_response()
        }
    }
}
