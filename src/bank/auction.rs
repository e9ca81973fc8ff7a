//! A template's `[auction]`: the calls a question shows in its auction table, filled
//! from the variant's parameters, checked as an auction (Laws 17–22), and held to the
//! case's own contract and declarer, so that the table never tells another story than
//! the case the engine rules.

use serde::Deserialize;
use thiserror::Error;
use toml::Value;

use crate::interface::CaseIn;
use crate::interface::input::RevokeIn;
use crate::model::auction::{ParseCallError, parse_calls};
use crate::model::{Auction, AuctionError, Board, FinalContract, Seat};

use super::builders::{Params, substitute};

/// The dealer written as "from board": the `board` parameter's dealer by Law 2.
pub const FROM_BOARD: &str = "from board";

/// `[auction]` as a template writes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionSpec {
    /// `N`, `E`, `S` or `W`, `"from board"` (the dealer of the `board` value), or a
    /// `{placeholder}` that gives a seat.
    pub dealer: String,
    /// The seat of the first call written; the players from the dealer up to it pass.
    /// Without it the calls begin with the dealer's.
    pub first: Option<String>,
    /// The calls in the house notation (`1H 1S 4H P(slow) P 4S X P P P`), `{name}`
    /// placeholders filled from the parameters; `(slow)` marks a call made after a
    /// break in tempo.
    pub calls: String,
}

/// Why a template's auction could not be shown with its variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AuctionSpecError {
    /// The dealer is not a seat.
    #[error("auction.dealer: `{0}` is not a seat: write N, E, S, W or \"from board\"")]
    Dealer(String),
    /// "from board" without a board number.
    #[error("auction.dealer: \"from board\" needs a `board` value from 1 up")]
    NoBoard,
    /// `first` is not a seat.
    #[error("auction.first: `{0}` is not a seat: write N, E, S or W")]
    First(String),
    /// A call is not a call.
    #[error("auction.calls: {0}")]
    Call(#[from] ParseCallError),
    /// The calls break the auction's rules.
    #[error("auction.calls: {0}")]
    Illegal(#[from] AuctionError),
    /// The auction ends in another contract or with another declarer than the case's.
    #[error("auction.calls: the auction {auction} ends in {found}, but the case has {expected}")]
    Contradicts {
        /// The auction as filled in.
        auction: String,
        /// What the auction gives.
        found: String,
        /// What the case says.
        expected: String,
    },
}

fn seat(text: &str) -> Option<Seat> {
    text.trim().parse().ok()
}

impl AuctionSpec {
    /// The auction of a variant with these parameters.
    ///
    /// # Errors
    /// A dealer or first seat that is no seat, a call that is no call, or calls that
    /// break the auction's rules.
    pub fn build(&self, params: &Params) -> Result<Auction, AuctionSpecError> {
        let dealer = substitute(&self.dealer, params);
        let dealer = if dealer.trim() == FROM_BOARD {
            params
                .get("board")
                .and_then(Value::as_integer)
                .and_then(|n| u32::try_from(n).ok())
                .and_then(Board::new)
                .ok_or(AuctionSpecError::NoBoard)?
                .dealer()
        } else {
            seat(&dealer).ok_or(AuctionSpecError::Dealer(dealer))?
        };
        let (mut calls, mut slow) = parse_calls(&substitute(&self.calls, params))?;
        if let Some(first) = &self.first {
            let first = substitute(first, params);
            let first = seat(&first).ok_or(AuctionSpecError::First(first))?;
            let before = (first.index() + 4 - dealer.index()) % 4;
            calls.splice(0..0, std::iter::repeat_n(crate::model::Call::Pass, before));
            slow.iter_mut().for_each(|i| *i += before);
        }
        Ok(Auction::with_breaks(dealer, calls, slow)?)
    }
}

/// What the case says of the auction's outcome: the contract and declarer of a played
/// deal; nothing for a case that names none.
fn case_outcome(case: &CaseIn) -> Option<(FinalContract, Seat)> {
    match case {
        CaseIn::Revoke(RevokeIn::Play(play)) => {
            Some((FinalContract::Contract(play.contract), play.declarer))
        }
        _ => None,
    }
}

/// Checks that `auction` ends where the case says the board was played: the same
/// contract (doubling included) and declarer. A case that names no contract accepts
/// any auction, finished or not.
///
/// # Errors
/// The auction has not ended, or ends in another contract or with another declarer.
pub fn agrees(auction: &Auction, case: &CaseIn) -> Result<(), AuctionSpecError> {
    let Some((contract, declarer)) = case_outcome(case) else {
        return Ok(());
    };
    let expected = format!("{contract} by {declarer}");
    let found = match auction.result() {
        None => "no contract yet (it has not ended)".to_owned(),
        Some((c, Some(d))) if c == contract && d == declarer => return Ok(()),
        Some((c, Some(d))) => format!("{c} by {d}"),
        Some((c, None)) => c.to_string(),
    };
    Err(AuctionSpecError::Contradicts {
        auction: auction.to_string(),
        found,
        expected,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(dealer: &str, first: Option<&str>, calls: &str) -> AuctionSpec {
        AuctionSpec {
            dealer: dealer.to_owned(),
            first: first.map(str::to_owned),
            calls: calls.to_owned(),
        }
    }

    /// Source: Law 2 (board 3: South deals) and Law 17A (the dealer calls first).
    #[test]
    fn the_dealer_from_the_board_and_the_passes_before_the_first_call() {
        let mut params = Params::new();
        params.insert("board".into(), Value::Integer(3));
        params.insert("bid".into(), Value::from("4H"));
        let a = spec(FROM_BOARD, Some("W"), "1S 2H 2S {bid}(slow)")
            .build(&params)
            .unwrap();
        assert_eq!(a.to_string(), "S: P 1S 2H 2S 4H(slow)");
        params.insert("board".into(), Value::Integer(0));
        assert_eq!(
            spec(FROM_BOARD, None, "P").build(&params),
            Err(AuctionSpecError::NoBoard)
        );
        assert!(matches!(
            spec("Q", None, "P").build(&params),
            Err(AuctionSpecError::Dealer(_))
        ));
        assert!(matches!(
            spec("N", None, "1S 1H").build(&params),
            Err(AuctionSpecError::Illegal(_))
        ));
    }
}
