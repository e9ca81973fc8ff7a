//! Mail of password-reset links, when the server is given an SMTP relay (`ruling serve
//! --smtp-host …` or the `RULING_SMTP_*` variables). Without one nothing is mailed: an
//! instructor hands the code to his student himself, and the login page says to ask him.
//!
//! Links in mail are made from the configured public address, never from the request's
//! `Host` header: a stranger asking for a reset with a forged host would otherwise have a
//! real code mailed inside a link to his own site.

use lettre::message::{Mailbox, header::ContentType};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// How the connection to the relay is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SmtpTls {
    /// Plain text, then `STARTTLS` (required): port 587, the usual submission port.
    #[default]
    StartTls,
    /// TLS from the first byte: port 465.
    Wrapper,
    /// No TLS at all: only a relay on the same machine (or a test's).
    None,
}

impl std::str::FromStr for SmtpTls {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "starttls" => Ok(SmtpTls::StartTls),
            "tls" => Ok(SmtpTls::Wrapper),
            "none" => Ok(SmtpTls::None),
            _ => Err(format!(
                "`{s}` is not an SMTP security: use starttls, tls or none"
            )),
        }
    }
}

/// Where and as whom mail is sent.
#[derive(Clone, Default)]
pub struct SmtpConfig {
    /// The relay's host name.
    pub host: String,
    /// Its port (587 for STARTTLS, 465 for TLS, 25 for none, unless given).
    pub port: Option<u16>,
    /// The sender, `Name <address>` or an address.
    pub from: String,
    /// The user name to log in to the relay with, if it wants one.
    pub user: Option<String>,
    /// Its password.
    pub password: Option<String>,
    /// How the connection is protected.
    pub tls: SmtpTls,
}

impl std::fmt::Debug for SmtpConfig {
    // Never the password, in a log or a panic message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("from", &self.from)
            .field("user", &self.user)
            .field("tls", &self.tls)
            .finish_non_exhaustive()
    }
}

/// Why mail could not be set up or sent.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("the sender or recipient `{0}` is not a mail address")]
    /// An address lettre cannot read.
    Address(String),
    #[error("SMTP: {0}")]
    /// The relay refused, or could not be reached.
    Smtp(#[from] lettre::transport::smtp::Error),
    #[error("building the message: {0}")]
    /// The message could not be put together.
    Message(#[from] lettre::error::Error),
}

/// Sends mail through the configured relay.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    /// A mailer for `config`; nothing is sent or connected yet.
    ///
    /// # Errors
    /// [`MailError::Address`] for a sender that does not read, [`MailError::Smtp`] for a
    /// host TLS cannot be set up for.
    pub fn new(config: &SmtpConfig) -> Result<Mailer, MailError> {
        let from: Mailbox = config
            .from
            .parse()
            .map_err(|_| MailError::Address(config.from.clone()))?;
        let builder = match config.tls {
            SmtpTls::StartTls => {
                AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&config.host)?
            }
            SmtpTls::Wrapper => AsyncSmtpTransport::<Tokio1Executor>::relay(&config.host)?,
            SmtpTls::None => {
                AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&config.host).port(25)
            }
        };
        let builder = match config.port {
            Some(port) => builder.port(port),
            None => builder,
        };
        let builder = match (&config.user, &config.password) {
            (Some(user), Some(password)) => {
                builder.credentials(Credentials::new(user.clone(), password.clone()))
            }
            _ => builder,
        };
        Ok(Mailer {
            transport: builder.build(),
            from,
        })
    }

    /// Sends a plain-text message to `to`.
    ///
    /// # Errors
    /// [`MailError::Address`] for a recipient lettre cannot read, [`MailError::Smtp`] when
    /// the relay refuses or cannot be reached.
    pub async fn send(&self, to: &str, subject: &str, body: String) -> Result<(), MailError> {
        let to: Mailbox = to.parse().map_err(|_| MailError::Address(to.to_owned()))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?;
        self.transport.send(message).await?;
        Ok(())
    }
}
