//! The rules an account's details must keep, in one place for the registration form, the
//! settings page and `ruling user` (review security S12): an e-mail address that reads as
//! one, a name without control or direction-changing characters, a password that is not
//! on the list everybody tries first. Each check gives the value as a type the store
//! takes, or says which field is wrong and why.

/// The shortest password accepted, in characters.
pub const MIN_PASSWORD: usize = 8;
/// The longest password accepted, in bytes: hashing is slow by design, and a megabyte of
/// password would make it a tool against the server.
pub const MAX_PASSWORD: usize = 1000;
/// The longest name, in characters.
pub const MAX_NAME: usize = 100;
/// The longest e-mail address (RFC 5321's path limit).
pub const MAX_EMAIL: usize = 254;

/// The passwords tried first by anyone guessing (the top of the published lists of
/// leaked passwords, in the course's languages too), refused whatever their length.
const REFUSED: &[&str] = &[
    "12345678",
    "123456789",
    "1234567890",
    "87654321",
    "11111111",
    "00000000",
    "12341234",
    "password",
    "password1",
    "passw0rd",
    "passord1",
    "passordet",
    "passwort",
    "passwort1",
    "adgangskode",
    "qwertyui",
    "qwertyuiop",
    "qwertzuiop",
    "asdfghjk",
    "abcdefgh",
    "abcd1234",
    "iloveyou",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "welcome1",
    "letmein1",
    "trustno1",
    "bridge123",
    "bridgeklubb",
];

/// Which detail of an account is wrong, and why; each has a message in the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum IdentityError {
    #[error("the e-mail address does not read as one")]
    /// Not `local@domain.tld`, or too long.
    Email,
    #[error("the name is empty, longer than {MAX_NAME} characters, or holds a control character")]
    /// Empty, too long, or with control or bidirectional-override characters.
    Name,
    #[error(
        "the password has fewer than {MIN_PASSWORD} characters or more than {MAX_PASSWORD} bytes"
    )]
    /// Too short or too long.
    PasswordLength,
    #[error("the password is one of the first a stranger would try")]
    /// On the refused list, one character repeated, or only spaces.
    PasswordCommon,
}

impl IdentityError {
    /// The form field the error belongs beside.
    pub fn field(self) -> &'static str {
        match self {
            IdentityError::Email => "email",
            IdentityError::Name => "name",
            IdentityError::PasswordLength | IdentityError::PasswordCommon => "password",
        }
    }

    /// The catalogue id of the text that says what to do.
    pub fn message(self) -> &'static str {
        match self {
            IdentityError::Email => "ui-register-bad-email",
            IdentityError::Name => "ui-register-bad-name",
            IdentityError::PasswordLength => "ui-register-short-password",
            IdentityError::PasswordCommon => "ui-register-common-password",
        }
    }
}

/// An e-mail address: trimmed, one `@`, a local part of visible characters, a domain of
/// at least two labels of letters, digits and inner hyphens. Not RFC 5322's every corner
/// (quoted local parts, address literals): what a course's students type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// `text` as an address.
    ///
    /// # Errors
    /// [`IdentityError::Email`].
    pub fn parse(text: &str) -> Result<Email, IdentityError> {
        let text = text.trim();
        let (local, domain) = text.split_once('@').ok_or(IdentityError::Email)?;
        let local_ok = !local.is_empty()
            && local.len() <= 64
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local
                .chars()
                .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
        let labels: Vec<&str> = domain.split('.').collect();
        let domain_ok = labels.len() >= 2
            && labels.iter().all(|l| {
                !l.is_empty()
                    && l.len() <= 63
                    && !l.starts_with('-')
                    && !l.ends_with('-')
                    && l.chars().all(|c| c.is_alphanumeric() || c == '-')
            });
        if local_ok && domain_ok && text.len() <= MAX_EMAIL {
            Ok(Email(text.to_owned()))
        } else {
            Err(IdentityError::Email)
        }
    }

    /// The address.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A name shown to instructors: trimmed, 1 to [`MAX_NAME`] characters, without control
/// characters or the invisible ones that turn text around (U+202E would show "Anna" for a
/// name typed backwards, and can make a list lie).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name(String);

impl Name {
    /// `text` as a name.
    ///
    /// # Errors
    /// [`IdentityError::Name`].
    pub fn parse(text: &str) -> Result<Name, IdentityError> {
        let text = text.trim();
        let hidden = |c: char| {
            c.is_control()
                || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}')
                || ('\u{202A}'..='\u{202E}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c)
        };
        let count = text.chars().count();
        if (1..=MAX_NAME).contains(&count) && !text.chars().any(hidden) {
            Ok(Name(text.to_owned()))
        } else {
            Err(IdentityError::Name)
        }
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password good enough to be set: long enough, not absurdly long, not one of the first
/// a stranger tries. Kept only until it is hashed.
pub struct NewPassword(String);

impl NewPassword {
    /// `text` as a new password (taken as typed: spaces count).
    ///
    /// # Errors
    /// [`IdentityError::PasswordLength`] or [`IdentityError::PasswordCommon`].
    pub fn parse(text: &str) -> Result<NewPassword, IdentityError> {
        if text.chars().count() < MIN_PASSWORD || text.len() > MAX_PASSWORD {
            return Err(IdentityError::PasswordLength);
        }
        let lower = text.to_lowercase();
        let first = text.chars().next();
        if text.trim().is_empty()
            || text.chars().all(|c| Some(c) == first)
            || REFUSED.contains(&lower.as_str())
        {
            return Err(IdentityError::PasswordCommon);
        }
        Ok(NewPassword(text.to_owned()))
    }

    /// The password, to hash.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for NewPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NewPassword(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_the_review_let_through_are_refused() {
        for bad in [
            "@", "a@", "@b.no", "a@b", "a@b.", "a@.no", "a b@c.no", "a@b..no", "a\0@b.no",
            "a@-b.no",
        ] {
            assert_eq!(Email::parse(bad), Err(IdentityError::Email), "{bad:?}");
        }
        for good in [
            "ola@bridge.no",
            " kari.nordmann+kurs@nbf.no ",
            "jürgen@bridge-verband.de",
        ] {
            assert_eq!(Email::parse(good).unwrap().as_str(), good.trim());
        }
    }

    #[test]
    fn names_without_hidden_characters() {
        assert_eq!(
            Name::parse("  Ola Nordmann ").unwrap().as_str(),
            "Ola Nordmann"
        );
        for bad in [
            "",
            "   ",
            "evil\u{202E}nnA",
            "a\u{2066}b",
            "tab\there",
            &"x".repeat(101),
        ] {
            assert_eq!(Name::parse(bad), Err(IdentityError::Name), "{bad:?}");
        }
    }

    #[test]
    fn passwords_a_stranger_tries_first_are_refused() {
        assert_eq!(
            NewPassword::parse("1234567").unwrap_err(),
            IdentityError::PasswordLength
        );
        for common in [
            "12345678",
            "Password",
            "        ",
            "aaaaaaaaaa",
            "PASSORDET",
        ] {
            assert_eq!(
                NewPassword::parse(common).unwrap_err(),
                IdentityError::PasswordCommon,
                "{common:?}"
            );
        }
        assert!(NewPassword::parse("a long password").is_ok());
        assert_eq!(
            NewPassword::parse(&"x".repeat(1001)).unwrap_err(),
            IdentityError::PasswordLength
        );
    }
}
