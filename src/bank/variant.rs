//! A generated variant, render-neutral: everything a web page or a printed sheet needs,
//! with texts still in catalogue form; and the short code that rebuilds it.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use crate::grading::Misapplication;
use crate::interface::Ruled;

/// `IMP-1-7Q3K-1`: template code, template version, seed (base 32), bank format.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VariantCode {
    pub code: String,
    pub version: u32,
    pub seed: u64,
    pub format: u32,
}

/// Crockford's base 32: no I, L, O or U to misread when a student copies a code.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

fn base32(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(ALPHABET[(n % 32) as usize]);
        n /= 32;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn from_base32(text: &str) -> Option<u64> {
    let mut n: u64 = 0;
    for c in text.chars() {
        let c = match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let digit = ALPHABET.iter().position(|&a| a as char == c)? as u64;
        n = n.checked_mul(32)?.checked_add(digit)?;
    }
    Some(n)
}

impl fmt::Display for VariantCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}-{}-{}",
            self.code,
            self.version,
            base32(self.seed),
            self.format
        )
    }
}

/// A variant code was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a variant code: it reads like IMP-1-7Q3K-1 (template, version, seed, format)"
)]
pub struct ParseCodeError(pub String);

impl FromStr for VariantCode {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCodeError(s.to_owned());
        let parts: Vec<&str> = s.trim().split('-').collect();
        let [code, version, seed, format] = parts.as_slice() else {
            return Err(err());
        };
        Ok(VariantCode {
            code: code.to_ascii_uppercase(),
            version: version.parse().map_err(|_| err())?,
            seed: from_base32(seed).ok_or_else(err)?,
            format: format.parse().map_err(|_| err())?,
        })
    }
}

/// One concrete question with its answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Variant {
    pub code: VariantCode,
    pub template: String,
    /// The parameters as drawn, by name.
    pub params: BTreeMap<String, serde_json::Value>,
    /// The case as the engine read it (`ruling rule` input).
    pub case: serde_json::Value,
    /// The engine's ruling, steps still in catalogue form.
    pub ruling: Ruled,
    /// The correct answer: the engine's output field the template names.
    pub answer: serde_json::Value,
    /// Wrong answers the engine can explain, each the result of a named misreading.
    pub misapplications: Vec<Misapplication>,
    /// Options for multiple choice (the answer among them), when the template asks for it.
    pub choices: Vec<serde_json::Value>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for seed in [0, 1, 31, 32, 12345, u64::MAX] {
            let code = VariantCode {
                code: "R64A2".into(),
                version: 3,
                seed,
                format: 1,
            };
            assert_eq!(code.to_string().parse::<VariantCode>().unwrap(), code);
        }
        assert_eq!("imp-1-o1-1".parse::<VariantCode>().unwrap().seed, 1);
        assert!("IMP-1".parse::<VariantCode>().is_err());
        assert!("IMP-x-7-1".parse::<VariantCode>().is_err());
    }
}
