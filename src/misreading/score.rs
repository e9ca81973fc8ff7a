//! Misreadings of the score table (Law 77) and the IMP scale (Law 78B).

use crate::laws::scoring::{ImpsCase, ScoreCase};
use crate::laws::{Answer, Case, Law};
use crate::model::{Contract, Doubling, FinalContract, Fraction, Vulnerability, imps};

use super::{Candidate, Rerule};

/// The neighbouring bands of the IMP scale.
pub(super) fn bands(case: &ImpsCase) -> Vec<Candidate> {
    let d = case.difference();
    let value = i64::from(imps(d));
    let sign = if d < 0 { -1 } else { 1 };
    let imps = |n: i64| Some(Answer::Imps(Fraction::from_integer(n)));
    vec![
        ("misread-imps-band-below", Law::L78B, imps(value - sign)),
        ("misread-imps-band-above", Law::L78B, imps(value + sign)),
    ]
}

/// The vulnerability the other way round, a doubled contract scored undoubled, the
/// score given to the wrong side.
pub(super) fn score(case: &ScoreCase, with: &Rerule) -> Vec<Candidate> {
    let flipped = match case.vulnerability {
        Vulnerability::None => Vulnerability::All,
        Vulnerability::All => Vulnerability::None,
        Vulnerability::NorthSouth => Vulnerability::EastWest,
        Vulnerability::EastWest => Vulnerability::NorthSouth,
    };
    let undoubled = match case.contract {
        FinalContract::Contract(c) if c.doubling != Doubling::Undoubled => {
            Some(FinalContract::Contract(Contract {
                doubling: Doubling::Undoubled,
                ..c
            }))
        }
        _ => None,
    };
    let negated = match with.answer(Case::Score(*case)) {
        Some(Answer::Score(ns)) => Some(Answer::Score(-ns)),
        _ => None,
    };
    vec![
        (
            "misread-score-vulnerability",
            Law::L77,
            with.answer(Case::Score(ScoreCase {
                vulnerability: flipped,
                ..*case
            })),
        ),
        (
            "misread-score-undoubled",
            Law::L77,
            undoubled
                .and_then(|contract| with.answer(Case::Score(ScoreCase { contract, ..*case }))),
        ),
        ("misread-score-other-side", Law::L77, negated),
    ]
}
