//! Helpers: a fresh database per test on each backend, an in-process app driven with
//! `oneshot`, a client that keeps its session cookie and the form secret, and accounts.
#![allow(dead_code)]

use std::sync::OnceLock;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

use ruling::i18n::Lang;
use ruling::store::{Role, Store, User};
use ruling::web::{AppState, Config, app};

/// A database for one test: a file in a temporary folder, or a fresh PostgreSQL database.
pub struct TestDb {
    pub url: String,
    pub backend: &'static str,
    _dir: Option<tempfile::TempDir>,
}

/// The PostgreSQL server of `.ci/run`, if it provides one.
pub fn postgres_admin() -> Option<String> {
    std::env::var("RULING_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty())
}

pub fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = dir.path().join("ruling.db").display().to_string();
    TestDb {
        url,
        backend: "sqlite",
        _dir: Some(dir),
    }
}

/// The PostgreSQL database at `url`, made by the test itself (a cluster of its own).
pub fn postgres_at(url: String) -> TestDb {
    TestDb {
        url,
        backend: "postgres",
        _dir: None,
    }
}

/// A new, empty database on the PostgreSQL server `admin` points at.
///
/// # Panics
/// When the server cannot be reached: `.ci/run` promised one.
pub async fn postgres(admin: &str) -> TestDb {
    use sqlx::Connection;
    let mut conn = sqlx::postgres::PgConnection::connect(admin)
        .await
        .unwrap_or_else(|e| panic!("RULING_TEST_POSTGRES={admin} is set but unreachable: {e}"));
    let mut bytes = [0u8; 6];
    getrandom::fill(&mut bytes).unwrap();
    let name = format!(
        "ruling_test_{}",
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    );
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .expect("CREATE DATABASE");
    conn.close().await.ok();
    let base = admin.rsplit_once('/').map_or(admin, |(base, _)| base);
    TestDb {
        url: format!("{base}/{name}"),
        backend: "postgres",
        _dir: None,
    }
}

/// One fresh database per backend: SQLite always, PostgreSQL when `.ci/run` gives one.
pub async fn databases() -> Vec<TestDb> {
    let mut out = vec![sqlite()];
    if let Some(admin) = postgres_admin() {
        out.push(postgres(&admin).await);
    }
    out
}

/// An argon2 hash of [`PASSWORD`], made once: hashing is slow by design.
pub fn password_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| ruling::web::accounts::hash_password(PASSWORD).unwrap())
}

pub const PASSWORD: &str = "correct horse";

/// The app over a fresh store.
pub struct TestApp {
    pub state: AppState,
    pub router: Router,
    pub db: TestDb,
}

impl TestApp {
    pub async fn new(db: TestDb) -> TestApp {
        TestApp::with_config(db, Config::default()).await
    }

    pub async fn with_config(db: TestDb, config: Config) -> TestApp {
        let store = Store::open(&db.url).await.expect("open the store");
        let state = AppState::new(store, Some("test secret"), config)
            .await
            .expect("the app state");
        TestApp {
            router: app(state.clone()),
            state,
            db,
        }
    }

    pub fn store(&self) -> &Store {
        &self.state.store
    }

    pub async fn user(&self, email: &str, role: Role) -> User {
        self.store()
            .create_user(email, email, role, Lang::En, password_hash())
            .await
            .expect("create a user")
    }

    pub fn client(&self) -> Client {
        Client {
            router: self.router.clone(),
            cookie: None,
            jar: Vec::new(),
            csrf: None,
            headers: Vec::new(),
        }
    }

    /// A client logged in as `user` (password [`PASSWORD`]).
    pub async fn login(&self, user: &User) -> Client {
        let mut client = self.client();
        client.login(&user.email).await;
        client
    }
}

/// A response, read whole.
#[derive(Debug)]
pub struct Resp {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub location: Option<String>,
    pub cookies: Vec<String>,
    pub body: String,
}

/// A browser stand-in: keeps the session cookie and the last form secret seen.
pub struct Client {
    router: Router,
    pub cookie: Option<String>,
    /// The other cookies (the anonymous form nonce, the language), name and value.
    pub jar: Vec<(String, String)>,
    pub csrf: Option<String>,
    /// Extra headers sent with every request.
    pub headers: Vec<(String, String)>,
}

/// The value of the first `<input … name="NAME" value="…">` in a page.
pub fn field(body: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker)? + marker.len();
    let end = body[start..].find('"')? + start;
    Some(html_unescape(&body[start..end]))
}

pub fn html_unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

impl Client {
    /// The router's response to one request, as it comes.
    async fn respond(&self, request: Request<Body>) -> axum::response::Response {
        self.router
            .clone()
            .oneshot(request)
            .await
            .expect("the router answers")
    }

    pub async fn send(&mut self, request: Request<Body>) -> Resp {
        let response = self.respond(request).await;
        let status = response.status();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|v| v.to_str().unwrap().to_owned());
        let cookies: Vec<String> = response
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_owned())
            .collect();
        for c in &cookies {
            let pair = c.split(';').next().unwrap_or("");
            let Some((name, value)) = pair.split_once('=') else {
                continue;
            };
            if name == "ruling_session" {
                self.cookie = (!value.is_empty()).then(|| value.to_owned());
            } else {
                self.jar.retain(|(n, _)| n != name);
                if !value.is_empty() && !c.contains("Max-Age=0") {
                    self.jar.push((name.to_owned(), value.to_owned()));
                }
            }
        }
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body = String::from_utf8(bytes.to_vec()).expect("UTF-8 page");
        if let Some(csrf) = field(&body, "csrf") {
            self.csrf = Some(csrf);
        }
        Resp {
            status,
            headers,
            location,
            cookies,
            body,
        }
    }

    fn request(&self, method: &str, path: &str) -> axum::http::request::Builder {
        let mut b = Request::builder().method(method).uri(path);
        let mut pairs: Vec<String> = self.jar.iter().map(|(n, v)| format!("{n}={v}")).collect();
        if let Some(c) = &self.cookie {
            pairs.push(format!("ruling_session={c}"));
        }
        if !pairs.is_empty() {
            b = b.header(header::COOKIE, pairs.join("; "));
        }
        for (k, v) in &self.headers {
            b = b.header(k.as_str(), v.as_str());
        }
        b
    }

    pub async fn get(&mut self, path: &str) -> Resp {
        let request = self.request("GET", path).body(Body::empty()).unwrap();
        self.send(request).await
    }

    /// A GET whose body is kept as bytes (a download): status, headers, body.
    pub async fn get_bytes(&mut self, path: &str) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let request = self.request("GET", path).body(Body::empty()).unwrap();
        let response = self.respond(request).await;
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, bytes.to_vec())
    }

    /// A form POST with the client's form secret added.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Resp {
        let csrf = self.csrf.clone().unwrap_or_default();
        let mut all: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        self.post_raw(path, &all).await
    }

    /// An answer sent as a question page's form sends it: `POST /answer`, and when the
    /// server acknowledges it (303 to the answer's page), that page, as a browser
    /// following the redirect shows it.
    pub async fn answer(&mut self, fields: &[(&str, &str)]) -> Resp {
        let r = self.post("/answer", fields).await;
        match r.location.as_deref() {
            Some(to) if r.status == StatusCode::SEE_OTHER => {
                assert!(
                    to.starts_with("/attempts/"),
                    "an answer leads to its page: {to}"
                );
                let to = to.to_owned();
                self.get(&to).await
            }
            _ => r,
        }
    }

    /// A form POST with the form secret added, whose answer is kept as bytes (a
    /// download): status, headers, body.
    pub async fn post_bytes(
        &mut self,
        path: &str,
        fields: &[(&str, &str)],
    ) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let csrf = self.csrf.clone().unwrap_or_default();
        let mut all: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        let request = self
            .request("POST", path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(serde_urlencoded::to_string(&all).unwrap()))
            .unwrap();
        let response = self.respond(request).await;
        let (status, headers) = (response.status(), response.headers().clone());
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, bytes.to_vec())
    }

    /// A form POST exactly as given (no form secret added).
    pub async fn post_raw(&mut self, path: &str, fields: &[(&str, &str)]) -> Resp {
        let body = serde_urlencoded::to_string(fields).unwrap();
        let request = self
            .request("POST", path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .unwrap();
        self.send(request).await
    }

    pub async fn login(&mut self, email: &str) {
        self.get("/login").await;
        let r = self
            .post("/login", &[("email", email), ("password", PASSWORD)])
            .await;
        assert_eq!(
            r.status,
            StatusCode::SEE_OTHER,
            "login of {email}: {}",
            r.body
        );
        // The new session has a new form secret.
        self.get("/settings").await;
    }
}

/// A question page's variant code.
pub fn variant_code(body: &str) -> String {
    let start = body.find("<code>").expect("a variant code") + "<code>".len();
    let end = body[start..].find("</code>").unwrap() + start;
    body[start..end].to_owned()
}
