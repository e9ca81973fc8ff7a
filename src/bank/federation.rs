//! Federations: whose courses a template belongs to. Most of the bank is the Laws of
//! Duplicate Bridge and belongs to every course; a federation's own procedure (the DBV's
//! for Law 86D) belongs to its courses only, so a Norwegian exam never draws it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// A federation whose courses the bank serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Federation {
    /// Norges Bridgeforbund.
    Nbf,
    /// Deutscher Bridge-Verband.
    Dbv,
    /// Danmarks Bridgeforbund.
    Dbf,
}

impl Federation {
    /// Every federation, in the order `bank list` prints them.
    pub const ALL: [Federation; 3] = [Federation::Nbf, Federation::Dbv, Federation::Dbf];

    /// The name `--federation` and a template's `federations` use.
    pub const fn code(self) -> &'static str {
        match self {
            Federation::Nbf => "nbf",
            Federation::Dbv => "dbv",
            Federation::Dbf => "dbf",
        }
    }

    /// The federation whose courses are taught in `lang`: bokmål is the NBF's, German the
    /// DBV's, Danish the DBf's; English belongs to none, so an English exam draws from
    /// every federation's templates.
    pub const fn of_lang(lang: Lang) -> Option<Federation> {
        match lang {
            Lang::Nb => Some(Federation::Nbf),
            Lang::De => Some(Federation::Dbv),
            Lang::Da => Some(Federation::Dbf),
            Lang::En => None,
        }
    }
}

impl fmt::Display for Federation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A federation's name was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a federation: use nbf, dbv, dbf or all")]
pub struct ParseFederationError(pub String);

impl FromStr for Federation {
    type Err = ParseFederationError;
    fn from_str(s: &str) -> Result<Federation, ParseFederationError> {
        Federation::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseFederationError(s.to_owned()))
    }
}

/// Which federations' templates an exam or a course draws: one federation's, or all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// Every template, whatever federation it belongs to.
    #[default]
    All,
    /// The templates of every federation and those of this one.
    Only(Federation),
}

impl Scope {
    /// The scope a course taught in `lang` draws by default ([`Federation::of_lang`]).
    pub const fn of_lang(lang: Lang) -> Scope {
        match Federation::of_lang(lang) {
            Some(f) => Scope::Only(f),
            None => Scope::All,
        }
    }

    /// Whether a template that belongs to `federations` (none listed: every federation)
    /// may be drawn in this scope.
    pub fn admits(self, federations: &[Federation]) -> bool {
        match self {
            Scope::All => true,
            Scope::Only(f) => federations.is_empty() || federations.contains(&f),
        }
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scope::All => f.write_str("all"),
            Scope::Only(fed) => fed.fmt(f),
        }
    }
}

impl FromStr for Scope {
    type Err = ParseFederationError;
    fn from_str(s: &str) -> Result<Scope, ParseFederationError> {
        if s.trim().eq_ignore_ascii_case("all") {
            Ok(Scope::All)
        } else {
            s.parse().map(Scope::Only)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_federation_scope_admits_its_own_and_common_templates() {
        let dbv_only = [Federation::Dbv];
        assert!(Scope::All.admits(&dbv_only));
        assert!(Scope::Only(Federation::Dbv).admits(&dbv_only));
        assert!(!Scope::Only(Federation::Nbf).admits(&dbv_only));
        assert!(Scope::Only(Federation::Nbf).admits(&[]));
        assert_eq!("NBF".parse::<Scope>(), Ok(Scope::Only(Federation::Nbf)));
        assert_eq!("all".parse::<Scope>(), Ok(Scope::All));
        assert!("ebu".parse::<Scope>().is_err());
        assert_eq!(Scope::of_lang(Lang::En), Scope::All);
    }
}
