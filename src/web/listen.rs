//! The HTTP/1 server under the router: hyper driven directly, because `axum::serve` has
//! no timer (so no header-read timeout), no body-read timeout, no idle keep-alive timeout
//! and no cap on connections, and one client with 1,000 trickling sockets shut everyone
//! out of a server under a 1024-file limit (review security S4).
//!
//! - **Header read and idle keep-alive**: hyper's `header_read_timeout` with a
//!   [`TokioTimer`]. Its timer starts when hyper begins to wait for a request head, and
//!   hyper 1.x starts that wait again as soon as a response is written (`State::idle` in
//!   hyper's `proto/h1/conn.rs` sets `notify_read` "so we can close the connection if
//!   another header isn't received in a timely manner"). So the one timeout bounds both a
//!   slow header and an idle keep-alive connection; no idle timer of our own is needed.
//! - **Body read**: [`DeadlineBody`] fails a request body not complete
//!   [`Limits::body_timeout`] after its head arrived, and the request is answered 408 with
//!   `Connection: close`. Only *reading* is bounded: a handler may take its time (a PDF
//!   typeset on demand), and so may the client reading the response.
//! - **Connections**: at most [`Limits::max_connections`], sized from the open-file limit.
//!   When full, a newcomer is not left waiting behind the crowd: the server closes the
//!   oldest connection that has no request under way, first among those that never
//!   completed a request head (the trickling ones), then idle keep-alive ones. A
//!   semaphore that merely stopped accepting until a connection closed would let whoever
//!   holds the slots keep them: each closed slowloris socket is replaced at once, and the
//!   newcomer stays in the kernel's backlog. When every connection is busy, accepting
//!   waits until one closes.
//!
//! HTTP/1 only: browsers speak HTTP/2 only over TLS, which a proxy in front terminates.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::{Pin, pin};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response, StatusCode, header};
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{Notify, Semaphore, watch};
use tower::ServiceExt as _;

/// How long a client has to send a request head, counted from the moment the server waits
/// for it: when the connection opens, and again after each response, so this is also the
/// idle keep-alive timeout. A head is a few hundred bytes, well under a second on any
/// link; 10 s is twice Apache's default keep-alive (5 s), and a browser whose idle
/// connection was closed simply opens another.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a request body may take to arrive, from its head on. The largest body the
/// quiz reads is a form (2 MB at most, axum's limit; a real one is a few KB): 30 s allows
/// it at 70 KB/s. A client that announces a large body and trickles it is cut off here.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);

/// Open files kept out of the connection cap: stdio, the listener, the runtime's epoll
/// and wakers, the database pool (up to 10 connections, three files each on SQLite with
/// its WAL and shared memory), PDFs and temporary files while an exam is set, and the
/// socket accepted while the server closes another to make room.
pub const RESERVED_FILES: u64 = 128;

/// The cap however high the open-file limit: a connection costs some KB of buffers and a
/// task, so 10,000 stays within a few hundred MB, far more clients than a course has.
pub const MAX_CONNECTIONS: usize = 10_000;

/// The cap however low the open-file limit (then the reserve above is only a guess).
pub const MIN_CONNECTIONS: usize = 16;

/// The timeouts and the cap the server runs with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// See [`HEADER_TIMEOUT`].
    pub header_timeout: Duration,
    /// See [`BODY_TIMEOUT`].
    pub body_timeout: Duration,
    /// Connections open at once, see [`Limits::for_open_files`].
    pub max_connections: usize,
}

impl Limits {
    /// The default timeouts, and a cap of the open-file limit less [`RESERVED_FILES`],
    /// kept within [`MIN_CONNECTIONS`] ..= [`MAX_CONNECTIONS`].
    pub fn for_open_files(open_files: u64) -> Limits {
        let room = open_files.saturating_sub(RESERVED_FILES);
        Limits {
            header_timeout: HEADER_TIMEOUT,
            body_timeout: BODY_TIMEOUT,
            max_connections: usize::try_from(room)
                .unwrap_or(usize::MAX)
                .clamp(MIN_CONNECTIONS, MAX_CONNECTIONS),
        }
    }
}

impl Default for Limits {
    /// For the common soft limit of 1024 files.
    fn default() -> Limits {
        Limits::for_open_files(1024)
    }
}

/// The open-file limit (`RLIMIT_NOFILE`) before and after [`raise_open_file_limit`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenFiles {
    /// The soft limit the process was started with.
    pub before: u64,
    /// The soft limit now.
    pub after: u64,
}

/// Raises the soft open-file limit to the hard one: every connection is a file, and the
/// soft limit many systems start a process with (1024) is a small server's whole
/// capacity, while the hard limit is often far higher and ours to take.
///
/// # Errors
/// The limit cannot be read or set.
pub fn raise_open_file_limit() -> std::io::Result<OpenFiles> {
    let (before, _) = rlimit::getrlimit(rlimit::Resource::NOFILE)?;
    let after = rlimit::increase_nofile_limit(u64::MAX)?;
    Ok(OpenFiles { before, after })
}

/// Serves `router` on `listener` until `signal` completes, then finishes the requests
/// under way (idle connections are closed at once, a half-sent head within the header
/// timeout) and returns.
pub(crate) async fn run(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    signal: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let open = Arc::new(Open::default());
    // Every connection holds a receiver: `changed` tells it to wind down, and `closed` on
    // the sender tells the server that all have.
    let (stop_tx, stop_rx) = watch::channel(());
    let mut signal = pin!(signal);
    let mut full = Full::default();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut signal => break,
        };
        let (stream, remote) = match accepted {
            Ok(a) => a,
            Err(e) => {
                if !is_connection_error(&e) {
                    // Out of files or memory: wait for connections to close rather than
                    // spin on the error.
                    tracing::error!("accept error: {e}");
                    tokio::select! {
                        () = tokio::time::sleep(Duration::from_millis(100)) => {}
                        () = &mut signal => break,
                    }
                }
                continue;
            }
        };
        let slot = match slots.clone().try_acquire_owned() {
            Ok(slot) => {
                full.over();
                slot
            }
            Err(_) => {
                let evicted = open.evict_oldest_idle();
                full.hit(limits.max_connections, evicted);
                tokio::select! {
                    slot = slots.clone().acquire_owned() => match slot {
                        Ok(slot) => slot,
                        Err(_) => break, // never closed
                    },
                    () = &mut signal => break,
                }
            }
        };
        let conn = open.add();
        let task = Connection {
            router: router.clone(),
            remote,
            state: conn.clone(),
            body_timeout: limits.body_timeout,
        };
        let mut stop = stop_rx.clone();
        let open = open.clone();
        let header_timeout = limits.header_timeout;
        tokio::spawn(async move {
            let _slot = slot;
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout);
            let mut serving = pin!(builder.serve_connection(TokioIo::new(stream), task));
            let mut stopping = false;
            loop {
                tokio::select! {
                    result = serving.as_mut() => {
                        if let Err(e) = result {
                            tracing::debug!("connection from {remote}: {e}");
                        }
                        break;
                    }
                    _ = stop.changed(), if !stopping => {
                        stopping = true;
                        serving.as_mut().graceful_shutdown();
                    }
                    () = conn.evict.notified() => {
                        // Checked here, between polls of the connection, so no request
                        // can have started since the server chose this one.
                        if conn.in_flight.load(Ordering::Acquire) == 0 {
                            break;
                        }
                        // A request came first: it stays, and may be chosen again later.
                        conn.evicting.store(false, Ordering::Relaxed);
                    }
                }
            }
            open.remove(&conn);
            drop(stop);
        });
    }
    drop(listener);
    drop(stop_rx);
    let _ = stop_tx.send(());
    stop_tx.closed().await;
}

/// Errors of one connection, not of the listener (as `axum::serve` treats them).
fn is_connection_error(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::ConnectionRefused
            | std::io::ErrorKind::ConnectionAborted
            | std::io::ErrorKind::ConnectionReset
    )
}

/// Logs a stretch at the cap once when it starts and once when it ends, not per accept.
#[derive(Default)]
struct Full {
    since: Option<std::time::Instant>,
    evicted: usize,
    waited: usize,
}

impl Full {
    fn hit(&mut self, cap: usize, evicted: bool) {
        if self.since.is_none() {
            self.since = Some(std::time::Instant::now());
            tracing::warn!(
                "{cap} connections open (the cap): closing the oldest idle ones for newcomers"
            );
        }
        if evicted {
            self.evicted += 1;
        } else {
            self.waited += 1;
        }
    }

    fn over(&mut self) {
        if let Some(since) = self.since.take() {
            tracing::warn!(
                "below the connection cap again after {:.1} s: {} idle connections closed, \
                 {} newcomers waited for a busy one to finish",
                since.elapsed().as_secs_f64(),
                std::mem::take(&mut self.evicted),
                std::mem::take(&mut self.waited),
            );
        }
    }
}

/// The open connections, oldest first.
#[derive(Default)]
struct Open {
    conns: Mutex<BTreeMap<u64, Arc<ConnState>>>,
    next: std::sync::atomic::AtomicU64,
}

/// What the server knows of one connection.
#[derive(Default)]
struct ConnState {
    id: u64,
    /// Requests being handled or whose response is being written.
    in_flight: AtomicUsize,
    /// A request head has arrived on it at least once.
    served: AtomicBool,
    /// The server asked it to close.
    evicting: AtomicBool,
    evict: Notify,
}

impl Open {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, Arc<ConnState>>> {
        // A panic elsewhere while holding it leaves the map itself whole.
        self.conns.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn add(&self) -> Arc<ConnState> {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let conn = Arc::new(ConnState {
            id,
            ..ConnState::default()
        });
        self.lock().insert(id, conn.clone());
        conn
    }

    fn remove(&self, conn: &ConnState) {
        self.lock().remove(&conn.id);
    }

    /// Asks the oldest idle connection to close, one that never sent a whole request head
    /// first; false when every connection is busy.
    fn evict_oldest_idle(&self) -> bool {
        let conns = self.lock();
        let idle = |c: &&Arc<ConnState>| {
            c.in_flight.load(Ordering::Acquire) == 0 && !c.evicting.load(Ordering::Relaxed)
        };
        let victim = conns
            .values()
            .filter(idle)
            .find(|c| !c.served.load(Ordering::Relaxed))
            .or_else(|| conns.values().find(idle));
        match victim {
            Some(c) => {
                c.evicting.store(true, Ordering::Relaxed);
                c.evict.notify_one();
                true
            }
            None => false,
        }
    }
}

/// The router as hyper calls it on one connection: the client's address for
/// `ConnectInfo`, the body deadline, and the count of requests under way.
struct Connection {
    router: Router,
    remote: SocketAddr,
    state: Arc<ConnState>,
    body_timeout: Duration,
}

impl hyper::service::Service<Request<Incoming>> for Connection {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        let busy = Busy::new(self.state.clone());
        let late = Arc::new(AtomicBool::new(false));
        let deadline = tokio::time::Instant::now() + self.body_timeout;
        let mut request = request.map(|body| {
            Body::new(DeadlineBody {
                body,
                deadline: Box::pin(tokio::time::sleep_until(deadline)),
                late: late.clone(),
            })
        });
        request.extensions_mut().insert(ConnectInfo(self.remote));
        let router = self.router.clone();
        let remote = self.remote;
        Box::pin(async move {
            let response = router.oneshot(request).await?;
            if late.load(Ordering::Relaxed) {
                tracing::info!("{remote}: the request body did not arrive in time: 408");
                let mut response = Response::new(Body::from("Request Timeout\n"));
                *response.status_mut() = StatusCode::REQUEST_TIMEOUT;
                response.headers_mut().insert(
                    header::CONNECTION,
                    header::HeaderValue::from_static("close"),
                );
                return Ok(response);
            }
            Ok(response.map(|body| Body::new(BusyBody { body, _busy: busy })))
        })
    }
}

/// One request under way on a connection, until its response is written.
struct Busy(Arc<ConnState>);

impl Busy {
    fn new(conn: Arc<ConnState>) -> Busy {
        conn.served.store(true, Ordering::Relaxed);
        conn.in_flight.fetch_add(1, Ordering::AcqRel);
        Busy(conn)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::AcqRel);
    }
}

/// A response body that keeps its connection busy until hyper has written (and dropped) it.
struct BusyBody {
    body: Body,
    _busy: Busy,
}

impl hyper::body::Body for BusyBody {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// A request body that fails once its deadline has passed.
struct DeadlineBody {
    body: Incoming,
    deadline: Pin<Box<tokio::time::Sleep>>,
    late: Arc<AtomicBool>,
}

/// The error a [`DeadlineBody`] fails with.
#[derive(Debug, thiserror::Error)]
#[error("the request body did not arrive in time")]
struct BodyTimeout;

impl hyper::body::Body for DeadlineBody {
    type Data = axum::body::Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        if let Poll::Ready(frame) = Pin::new(&mut self.body).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(Into::into)));
        }
        match self.deadline.as_mut().poll(cx) {
            Poll::Ready(()) => {
                self.late.store(true, Ordering::Relaxed);
                Poll::Ready(Some(Err(BodyTimeout.into())))
            }
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_leaves_room_for_the_database_and_pdfs() {
        assert_eq!(Limits::for_open_files(1024).max_connections, 896);
        assert_eq!(Limits::for_open_files(20_000).max_connections, 10_000);
        assert_eq!(Limits::for_open_files(100).max_connections, MIN_CONNECTIONS);
        assert_eq!(Limits::default().header_timeout, HEADER_TIMEOUT);
    }

    #[test]
    fn the_oldest_idle_that_never_sent_a_head_goes_first() {
        let open = Open::default();
        let keep_alive = open.add();
        let busy = Busy::new(keep_alive.clone());
        let a = open.add();
        let b = open.add();
        // The keep-alive connection is oldest but busy: the oldest never served goes.
        assert!(open.evict_oldest_idle());
        assert!(a.evicting.load(Ordering::Relaxed));
        assert!(!b.evicting.load(Ordering::Relaxed));
        assert!(open.evict_oldest_idle());
        assert!(b.evicting.load(Ordering::Relaxed));
        // Only the busy one is left.
        assert!(!open.evict_oldest_idle());
        drop(busy);
        // Idle again after its request: now it can go.
        assert!(open.evict_oldest_idle());
        assert!(keep_alive.evicting.load(Ordering::Relaxed));
    }
}
