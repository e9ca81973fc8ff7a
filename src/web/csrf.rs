//! The CSRF token of a visitor who is not logged in (the login, registration and
//! language forms), kept without a database row (review security S5: a session row per
//! cookieless GET let anyone fill the disk).
//!
//! The browser holds a random nonce in a short-lived cookie (`ruling_form`); a form
//! carries `issued.signature`, the HMAC of the nonce and the time the page was served,
//! under a key derived from the server's token key. On POST the server recomputes the
//! HMAC from the cookie it is sent and compares in constant time. A page on another site
//! cannot read the cookie, and a `SameSite=Lax` cookie is not sent with its cross-site
//! POST, so it cannot forge the pair; a token is good for [`FORM_SECS`] after its page.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use subtle::ConstantTimeEq;

use super::token::TokenKey;

/// The nonce cookie's name.
pub const COOKIE: &str = "ruling_form";
/// How long a login or registration form stays good, and the nonce cookie's life (it is
/// renewed with every page an anonymous visitor is served).
pub const FORM_SECS: i64 = 2 * 3600;
/// What the form key is derived for: never the same signature as a question token's.
const PURPOSE: &str = "ruling anonymous form csrf v1";

/// Whether a cookie value can be a nonce we issued: [`crate::store::random_token`]'s
/// shape (43 URL-safe base-64 characters). Anything else is replaced, not signed.
pub fn is_nonce(value: &str) -> bool {
    value.len() == 43
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn signature(key: &TokenKey, nonce: &str, issued: i64) -> [u8; 32] {
    key.derive(PURPOSE)
        .tag(format!("{nonce}|{issued}").as_bytes())
}

/// The token a form served at `now` carries for the browser holding `nonce`.
pub fn token(key: &TokenKey, nonce: &str, now: i64) -> String {
    format!(
        "{now}.{}",
        URL_SAFE_NO_PAD.encode(signature(key, nonce, now))
    )
}

/// Whether `given` is a token of ours for `nonce`, served no longer than [`FORM_SECS`]
/// ago (and not in the future, beyond a minute of clock skew between processes).
pub fn verify(key: &TokenKey, nonce: &str, given: &str, now: i64) -> bool {
    let Some((issued, sig)) = given.split_once('.') else {
        return false;
    };
    let Ok(issued) = issued.parse::<i64>() else {
        return false;
    };
    if issued > now + 60 || now - issued > FORM_SECS {
        return false;
    }
    let Ok(sig) = URL_SAFE_NO_PAD.decode(sig) else {
        return false;
    };
    bool::from(signature(key, nonce, issued).as_slice().ct_eq(&sig))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONCE: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

    #[test]
    fn a_token_verifies_for_its_nonce_and_key_only() {
        let key = TokenKey::new(b"k");
        assert!(is_nonce(NONCE));
        let t = token(&key, NONCE, 1_000_000);
        assert!(verify(&key, NONCE, &t, 1_000_000));
        assert!(verify(&key, NONCE, &t, 1_000_000 + FORM_SECS));
        assert!(!verify(&key, NONCE, &t, 1_000_001 + FORM_SECS), "too old");
        assert!(!verify(&key, NONCE, &t, 1_000_000 - 61), "from the future");
        let other = NONCE.replace('a', "b");
        assert!(!verify(&key, &other, &t, 1_000_000), "another browser");
        assert!(!verify(&TokenKey::new(b"j"), NONCE, &t, 1_000_000));
        // The time is signed: moving it forward breaks the signature.
        let (_, sig) = t.split_once('.').unwrap();
        assert!(!verify(&key, NONCE, &format!("1000100.{sig}"), 1_000_100));
        for bad in ["", ".", "x.y", "1000000.", "1000000.!!"] {
            assert!(!verify(&key, NONCE, bad, 1_000_000), "{bad:?}");
        }
    }

    #[test]
    fn a_form_token_is_not_a_question_token_signature() {
        let key = TokenKey::new(b"k");
        let plain = URL_SAFE_NO_PAD.encode(key.tag(format!("{NONCE}|5").as_bytes()));
        assert!(!verify(&key, NONCE, &format!("5.{plain}"), 5));
    }

    #[test]
    fn only_nonces_of_our_shape_are_used() {
        assert!(!is_nonce(""));
        assert!(!is_nonce(&"a".repeat(42)));
        assert!(!is_nonce(&format!("{}=", &NONCE[..42])));
        assert!(is_nonce(&crate::store::random_token()));
    }
}
