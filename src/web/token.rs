//! The question token: the variant code, the digest of the variant as served, the student
//! and the time the page was served, signed with HMAC-SHA256. A question page carries it
//! in a hidden field; on submit the server checks the signature, rebuilds the variant
//! from its code and compares digests: an answer is graded only against the question the
//! page showed. The token names the question, never its answer.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// What a token says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionToken {
    /// The variant code (`RP64A2-1-7-1`).
    pub code: String,
    /// The digest of the variant served ([`crate::bank::Variant::digest`]); empty in a
    /// token signed before tokens carried one.
    pub digest: String,
    /// The id of the user the page was served to.
    pub user: i64,
    /// Unix seconds when the page was served.
    pub issued: i64,
    /// False for "try this one again (not counted)": the answer is stored and shown but
    /// not counted. Signed, so a student cannot turn a counted answer into a free try.
    pub counted: bool,
}

/// Why a token was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("the question token is not of the form payload.signature")]
    /// Not of the form `payload.signature`.
    Shape,
    #[error("the question token's signature does not match")]
    /// The signature does not match: forged or altered.
    Signature,
    #[error("the question token's payload cannot be read")]
    /// The payload cannot be read.
    Payload,
}

/// The key tokens are signed with.
#[derive(Clone)]
pub struct TokenKey(Vec<u8>);

impl TokenKey {
    /// A key from `secret` (`RULING_SECRET`, or the one kept in the database).
    pub fn new(secret: &[u8]) -> TokenKey {
        TokenKey(secret.to_vec())
    }

    fn mac(&self) -> HmacSha256 {
        // HMAC takes a key of any length.
        HmacSha256::new_from_slice(&self.0).unwrap_or_else(|_| unreachable!())
    }

    /// A key for another purpose (the login forms' CSRF tokens), derived from this one
    /// as HMAC(key, purpose): a signature made for one purpose never verifies for
    /// another, and one secret is still all there is to keep.
    pub fn derive(&self, purpose: &str) -> TokenKey {
        TokenKey(self.tag(purpose.as_bytes()).to_vec())
    }

    /// HMAC-SHA256 of `data` under this key.
    pub fn tag(&self, data: &[u8]) -> [u8; 32] {
        let mut mac = self.mac();
        mac.update(data);
        mac.finalize().into_bytes().into()
    }

    /// `payload.signature`, both in URL-safe base 64.
    pub fn sign(&self, token: &QuestionToken) -> String {
        let mut payload = format!(
            "{}|{}|{}|{}",
            token.code, token.user, token.issued, token.digest
        );
        if !token.counted {
            payload.push_str("|try");
        }
        let mut mac = self.mac();
        mac.update(payload.as_bytes());
        let signature = mac.finalize().into_bytes();
        format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(payload),
            URL_SAFE_NO_PAD.encode(signature)
        )
    }

    /// The token's content, when its signature is ours; and the token's id (the first
    /// half of the signature, in hex), which tells one served page from another.
    ///
    /// # Errors
    /// A token that is malformed or whose signature does not match.
    pub fn verify(&self, text: &str) -> Result<(QuestionToken, String), TokenError> {
        let (payload, signature) = text.trim().split_once('.').ok_or(TokenError::Shape)?;
        let payload = URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| TokenError::Shape)?;
        let signature = URL_SAFE_NO_PAD
            .decode(signature)
            .map_err(|_| TokenError::Shape)?;
        let mut mac = self.mac();
        mac.update(&payload);
        mac.verify_slice(&signature)
            .map_err(|_| TokenError::Signature)?;
        let payload = String::from_utf8(payload).map_err(|_| TokenError::Payload)?;
        let fields: Vec<&str> = payload.split('|').collect();
        // A token signed before tokens carried a digest has three fields: it reads, with
        // no digest, and is then served again rather than graded.
        let (code, user, issued, digest, counted) = match fields[..] {
            [code, user, issued] => (code, user, issued, "", true),
            [code, user, issued, digest] => (code, user, issued, digest, true),
            [code, user, issued, digest, "try"] => (code, user, issued, digest, false),
            _ => return Err(TokenError::Payload),
        };
        let token = QuestionToken {
            code: code.to_owned(),
            digest: digest.to_owned(),
            user: user.parse().map_err(|_| TokenError::Payload)?,
            issued: issued.parse().map_err(|_| TokenError::Payload)?,
            counted,
        };
        let id = signature[..16].iter().map(|b| format!("{b:02x}")).collect();
        Ok((token, id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token() -> QuestionToken {
        QuestionToken {
            code: "RP64A2-1-7-1".into(),
            digest: "0123456789abcdef".into(),
            user: 42,
            issued: 1_700_000_000,
            counted: true,
        }
    }

    #[test]
    fn a_try_not_counted_is_signed_as_such() {
        let key = TokenKey::new(b"k");
        let free = QuestionToken {
            counted: false,
            ..token()
        };
        let (read, id) = key.verify(&key.sign(&free)).unwrap();
        assert!(!read.counted);
        let (_, counted_id) = key.verify(&key.sign(&token())).unwrap();
        assert_ne!(
            id, counted_id,
            "a try is another page than the counted question"
        );
    }

    #[test]
    fn a_signed_token_reads_back() {
        let key = TokenKey::new(b"k");
        let (read, id) = key.verify(&key.sign(&token())).unwrap();
        assert_eq!(read, token());
        assert_eq!(id.len(), 32);
    }

    #[test]
    fn another_key_or_a_changed_payload_is_refused() {
        let key = TokenKey::new(b"k");
        let signed = key.sign(&token());
        assert_eq!(
            TokenKey::new(b"other").verify(&signed),
            Err(TokenError::Signature)
        );
        let (_, signature) = signed.split_once('.').unwrap();
        let forged = format!(
            "{}.{signature}",
            URL_SAFE_NO_PAD.encode("RP64A2-1-8-1|42|1700000000")
        );
        assert_eq!(key.verify(&forged), Err(TokenError::Signature));
        assert_eq!(key.verify("nonsense"), Err(TokenError::Shape));
    }
}
