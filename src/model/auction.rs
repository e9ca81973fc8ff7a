//! The auction: calls (bids, pass, double, redouble) in the order made from the dealer,
//! checked against Laws 18–22 as they are made, and the final contract and declarer
//! they lead to.
//!
//! Written in the house notation, a call apart: `1S P 4S P P P`; the suit symbols and
//! the words `pass`, `X`/`double`, `XX`/`redouble` are read too (`1♠ pass 4♠`). An
//! auction carries its dealer (`N: 1S P 4S P P P`), and a call made after a break in
//! tempo carries the mark `(slow)`, for the Law 16 stories that turn on it.
//!
//! ```
//! use ruling::model::{Auction, Seat};
//!
//! let auction: Auction = "N: 1S P 4S P P P".parse().unwrap();
//! let (contract, declarer) = auction.result().unwrap();
//! assert_eq!(contract.to_string(), "4S");
//! assert_eq!(declarer, Some(Seat::North));
//! assert!("N: 1S 1H".parse::<Auction>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use serde_with::{DeserializeFromStr, SerializeDisplay};
use thiserror::Error;

use super::contract::{Contract, Doubling, FinalContract, Level, Strain};
use super::seat::Seat;

/// A bid: a level and a strain (Law 18A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bid {
    /// How many tricks over six the bidder's side undertakes.
    pub level: Level,
    /// The strain named.
    pub strain: Strain,
}

impl Bid {
    /// Bids rank by level, then by strain clubs to notrump (Law 18B).
    fn rank(self) -> (u8, Strain) {
        (self.level.get(), self.strain)
    }

    /// Whether this bid supersedes `other` (Law 18B: a higher level, or the same
    /// level in a higher-ranking strain).
    pub fn is_higher_than(self, other: Bid) -> bool {
        self.rank() > other.rank()
    }
}

/// One call (Law 18): a bid, a pass, a double or a redouble.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub enum Call {
    /// A pass.
    Pass,
    /// A double of the opponents' last bid (Law 19A).
    Double,
    /// A redouble of the opponents' double (Law 19B).
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("P"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => write!(f, "{}{}", bid.level.get(), bid.strain),
        }
    }
}

/// A call was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a call: write e.g. 1S, 1♠, 3NT, P (pass), X (double) or XX (redouble)")]
pub struct ParseCallError(pub String);

impl FromStr for Call {
    type Err = ParseCallError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCallError(s.to_owned());
        match s.to_ascii_lowercase().as_str() {
            "p" | "pass" | "passe" | "pas" => return Ok(Call::Pass),
            "x" | "dbl" | "double" => return Ok(Call::Double),
            "xx" | "rdbl" | "redouble" => return Ok(Call::Redouble),
            _ => {}
        }
        let mut chars = s.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .and_then(|d| Level::try_new(d as u8))
            .ok_or_else(err)?;
        let strain = match chars.as_str() {
            "♠" => Strain::Spades,
            "♥" => Strain::Hearts,
            "♦" => Strain::Diamonds,
            "♣" => Strain::Clubs,
            letters => letters.to_ascii_uppercase().parse().map_err(|_| err())?,
        };
        Ok(Call::Bid(Bid { level, strain }))
    }
}

/// A call that the auction's rules forbid where it stands, named with its place.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AuctionError {
    /// Law 18B: a bid must supersede the last bid.
    #[error("call {number} ({seat}): {call} is not higher than the last bid, {last}")]
    NotHigher {
        /// The call's place in the auction, from 1.
        number: usize,
        /// Who made it.
        seat: Seat,
        /// The call as written.
        call: Call,
        /// The bid it had to supersede.
        last: Call,
    },
    /// Law 19A1: only the opponents' last bid may be doubled, and only once.
    #[error(
        "call {number} ({seat}): a double is allowed only of an opponents' bid not yet doubled"
    )]
    DoubleNotAllowed {
        /// The call's place in the auction, from 1.
        number: usize,
        /// Who made it.
        seat: Seat,
    },
    /// Law 19B1: only the opponents' double may be redoubled.
    #[error("call {number} ({seat}): a redouble is allowed only of an opponents' double")]
    RedoubleNotAllowed {
        /// The call's place in the auction, from 1.
        number: usize,
        /// Who made it.
        seat: Seat,
    },
    /// Law 17D: three passes after a bid, or four at the start, end the auction.
    #[error("call {number} ({seat}): {call} comes after the auction has ended")]
    AfterEnd {
        /// The call's place in the auction, from 1.
        number: usize,
        /// Who made it.
        seat: Seat,
        /// The call as written.
        call: Call,
    },
    /// A mark for a break in tempo on a call that is not there.
    #[error("the break in tempo is marked on call {number}, but the auction has {len} calls")]
    NoSuchCall {
        /// The marked place, from 1.
        number: usize,
        /// How many calls there are.
        len: usize,
    },
}

/// An auction as it went at the table: the dealer, the calls from the dealer on, and
/// the calls made after a break in tempo. Every call is legal where it stands; the
/// auction may still be running (a story can stop at the call it turns on).
#[derive(Debug, Clone, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct Auction {
    dealer: Seat,
    calls: Vec<Call>,
    /// Places (from 0) of the calls made after a break in tempo, ascending.
    slow: Vec<usize>,
}

impl Auction {
    /// The auction `calls` from `dealer` on, checked call by call.
    ///
    /// # Errors
    /// The first call that is not legal where it stands.
    pub fn new(dealer: Seat, calls: Vec<Call>) -> Result<Auction, AuctionError> {
        Auction::with_breaks(dealer, calls, Vec::new())
    }

    /// As [`Auction::new`], with the places (from 0) of the calls made after a break
    /// in tempo.
    ///
    /// # Errors
    /// The first call that is not legal where it stands, or a mark on no call.
    pub fn with_breaks(
        dealer: Seat,
        calls: Vec<Call>,
        mut slow: Vec<usize>,
    ) -> Result<Auction, AuctionError> {
        check(dealer, &calls)?;
        slow.sort_unstable();
        slow.dedup();
        if let Some(&last) = slow.last()
            && last >= calls.len()
        {
            return Err(AuctionError::NoSuchCall {
                number: last + 1,
                len: calls.len(),
            });
        }
        Ok(Auction {
            dealer,
            calls,
            slow,
        })
    }

    /// The dealer, who makes the first call (Law 17A).
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls in the order made, the dealer's first.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// Each call with the seat that made it and whether it came after a break in tempo.
    pub fn made(&self) -> impl Iterator<Item = (Seat, Call, bool)> + '_ {
        self.calls.iter().enumerate().map(|(i, &call)| {
            (
                self.dealer.clockwise(i),
                call,
                self.slow.binary_search(&i).is_ok(),
            )
        })
    }

    /// Whether the auction has ended: three passes after a bid, or four passes.
    pub fn is_complete(&self) -> bool {
        ended(&self.calls)
    }

    /// The final contract and declarer, once the auction has ended: the last bid with
    /// any double or redouble after it, declared by the player of the side that made
    /// it who first named its strain (Law 22); a passed-out board has no declarer.
    /// `None` while the auction runs.
    pub fn result(&self) -> Option<(FinalContract, Option<Seat>)> {
        if !self.is_complete() {
            return None;
        }
        let Some((last_at, last)) = self.last_bid() else {
            return Some((FinalContract::PassedOut, None));
        };
        let doubling = self.calls[last_at + 1..]
            .iter()
            .fold(Doubling::Undoubled, |d, call| match call {
                Call::Double => Doubling::Doubled,
                Call::Redouble => Doubling::Redoubled,
                _ => d,
            });
        let side = self.dealer.clockwise(last_at).side();
        let declarer = self.made().find_map(|(seat, call, _)| match call {
            Call::Bid(bid) if seat.side() == side && bid.strain == last.strain => Some(seat),
            _ => None,
        });
        Some((
            FinalContract::Contract(Contract {
                level: last.level,
                strain: last.strain,
                doubling,
            }),
            declarer,
        ))
    }

    fn last_bid(&self) -> Option<(usize, Bid)> {
        self.calls
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, call)| match call {
                Call::Bid(bid) => Some((i, *bid)),
                _ => None,
            })
    }
}

/// Whether `calls` make a finished auction.
fn ended(calls: &[Call]) -> bool {
    let passes = calls.iter().rev().take_while(|c| **c == Call::Pass).count();
    let bid = calls.len() > passes;
    (bid && passes >= 3) || (!bid && passes >= 4)
}

fn check(dealer: Seat, calls: &[Call]) -> Result<(), AuctionError> {
    // The last bid with its place, and the last double or redouble since it.
    let mut last: Option<(usize, Bid)> = None;
    let mut doubling: Option<(usize, Call)> = None;
    for (i, &call) in calls.iter().enumerate() {
        let number = i + 1;
        let seat = dealer.clockwise(i);
        if ended(&calls[..i]) {
            return Err(AuctionError::AfterEnd { number, seat, call });
        }
        let opponents = |at: usize| (i - at) % 2 == 1;
        match call {
            Call::Pass => {}
            Call::Bid(bid) => {
                if let Some((_, before)) = last
                    && !bid.is_higher_than(before)
                {
                    return Err(AuctionError::NotHigher {
                        number,
                        seat,
                        call,
                        last: Call::Bid(before),
                    });
                }
                last = Some((i, bid));
                doubling = None;
            }
            Call::Double => match (last, doubling) {
                (Some((at, _)), None) if opponents(at) => doubling = Some((i, call)),
                _ => return Err(AuctionError::DoubleNotAllowed { number, seat }),
            },
            Call::Redouble => match doubling {
                Some((at, Call::Double)) if opponents(at) => doubling = Some((i, call)),
                _ => return Err(AuctionError::RedoubleNotAllowed { number, seat }),
            },
        }
    }
    Ok(())
}

/// The mark after a call made after a break in tempo.
const SLOW: &str = "(slow)";

impl fmt::Display for Auction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.dealer)?;
        for (_, call, slow) in self.made() {
            write!(f, " {call}{}", if slow { SLOW } else { "" })?;
        }
        Ok(())
    }
}

/// An auction could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseAuctionError {
    /// The dealer before the colon is not a seat.
    #[error("`{0}` is not a dealer: begin with N:, E:, S: or W:")]
    Dealer(String),
    /// A call is not a call.
    #[error(transparent)]
    Call(#[from] ParseCallError),
    /// The calls are not a legal auction.
    #[error(transparent)]
    Illegal(#[from] AuctionError),
}

/// Reads calls apart by spaces (or commas, or dashes), each with an optional trailing
/// `(slow)` for a break in tempo: the calls, and the places (from 0) of the slow ones.
///
/// # Errors
/// The first word that is not a call.
pub fn parse_calls(text: &str) -> Result<(Vec<Call>, Vec<usize>), ParseCallError> {
    let mut calls = Vec::new();
    let mut slow = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',' || c == '-' || c == '–')
        .filter(|w| !w.is_empty())
    {
        let (word, marked) = match word.strip_suffix(SLOW) {
            Some(head) => (head, true),
            None => (word, false),
        };
        if marked {
            slow.push(calls.len());
        }
        calls.push(word.parse()?);
    }
    Ok((calls, slow))
}

impl FromStr for Auction {
    type Err = ParseAuctionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (dealer, rest) = s
            .split_once(':')
            .ok_or_else(|| ParseAuctionError::Dealer(s.to_owned()))?;
        let dealer: Seat = dealer
            .trim()
            .parse()
            .map_err(|_| ParseAuctionError::Dealer(dealer.trim().to_owned()))?;
        let (calls, slow) = parse_calls(rest)?;
        Ok(Auction::with_breaks(dealer, calls, slow)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn auction(text: &str) -> Result<Auction, ParseAuctionError> {
        text.parse()
    }

    /// Source: Law 22A1 and 22B (three passes after a bid end the auction; the
    /// last bid is the contract) and Law 1 of the definitions ("Declarer: the player
    /// who, for the side that makes the final bid, first bid the denomination").
    #[test]
    fn the_declarer_is_the_first_of_the_side_to_name_the_strain() {
        let a = auction("N: 1S P 4S P P P").unwrap();
        assert_eq!(a.result(), Some(("4S".parse().unwrap(), Some(Seat::North))));
        // South names hearts first though North bids the game.
        let a = auction("E: P 1H P 2H P 4H P P P").unwrap();
        assert_eq!(a.result().unwrap().1, Some(Seat::South));
        let a = auction("S: 1H 1S 4H P P 4S X P P P").unwrap();
        assert_eq!(a.result(), Some(("4SX".parse().unwrap(), Some(Seat::West))));
    }

    /// Source: Law 22A2 (four passes: the board is passed out) and 17D.
    #[test]
    fn four_passes_pass_the_board_out_and_nothing_follows() {
        let a = auction("W: P P P P").unwrap();
        assert_eq!(a.result(), Some((FinalContract::PassedOut, None)));
        assert!(matches!(
            auction("W: P P P P 1C"),
            Err(ParseAuctionError::Illegal(AuctionError::AfterEnd {
                number: 5,
                ..
            }))
        ));
        assert!(matches!(
            auction("N: 1C P P P P"),
            Err(ParseAuctionError::Illegal(AuctionError::AfterEnd {
                number: 5,
                ..
            }))
        ));
    }

    /// Source: Law 18B (a bid supersedes the last one by level or by strain).
    #[test]
    fn a_bid_must_be_higher_than_the_last() {
        assert_eq!(
            auction("N: 1S 1H").unwrap_err().to_string(),
            "call 2 (E): 1H is not higher than the last bid, 1S"
        );
        assert!(auction("N: 1S 1NT 2C").is_ok());
        assert!(auction("N: 2C P 2C").is_err());
    }

    /// Source: Law 19A1 and 19B1 (double only an opponents' bid, redouble only an
    /// opponents' double, each only once).
    #[test]
    fn doubles_and_redoubles_follow_law_19() {
        assert!(auction("N: 1S X XX").is_ok());
        assert!(auction("N: 1S P X").is_err(), "partner's bid");
        assert!(auction("N: X").is_err(), "nothing to double");
        assert!(auction("N: 1S X X").is_err(), "doubled already");
        assert!(auction("N: 1S X P XX").is_err(), "own side's double");
        assert!(auction("N: 1S P P XX").is_err(), "nothing doubled");
        assert_eq!(
            auction("N: 1S X XX P P P").unwrap().result().unwrap().0,
            "1SXX".parse().unwrap()
        );
        // A new bid wipes out the double.
        assert_eq!(
            auction("N: 1S X 2S P P P").unwrap().result().unwrap().0,
            "2S".parse().unwrap()
        );
    }

    #[test]
    fn the_house_notation_and_the_symbols_read_alike() {
        let plain = auction("N: 1S P 4S P P P").unwrap();
        assert_eq!(auction("N: 1♠ pass 4♠ pass pass pass").unwrap(), plain);
        assert_eq!(plain.to_string(), "N: 1S P 4S P P P");
        let slow = auction("S: 1H 1S 4H P(slow) P 4S").unwrap();
        assert_eq!(slow.to_string(), "S: 1H 1S 4H P(slow) P 4S");
        assert_eq!(
            slow.made()
                .filter(|(_, _, s)| *s)
                .map(|(seat, ..)| seat)
                .collect::<Vec<_>>(),
            [Seat::East]
        );
        assert!(slow.result().is_none(), "still running");
        assert!(auction("1S P").is_err(), "no dealer");
        assert!(auction("N: 1S P 8S").is_err());
    }

    /// Any legal auction: from each state, one of the calls the rules allow there.
    fn legal_auction() -> impl Strategy<Value = Auction> {
        (0..4usize, prop::collection::vec((0..10u8, 0..35u8), 0..24)).prop_map(|(d, picks)| {
            let dealer = Seat::ALL[d];
            let mut calls: Vec<Call> = Vec::new();
            for (kind, bid) in picks {
                if ended(&calls) {
                    break;
                }
                let bids: Vec<Call> = (0..35u8)
                    .map(|r| {
                        Call::Bid(Bid {
                            level: Level::try_new(r / 5 + 1).unwrap(),
                            strain: Strain::ALL[usize::from(r % 5)],
                        })
                    })
                    .collect();
                let candidates: Vec<Call> = [Call::Double, Call::Redouble]
                    .into_iter()
                    .chain(bids)
                    .filter(|&c| {
                        let mut next = calls.clone();
                        next.push(c);
                        check(dealer, &next).is_ok()
                    })
                    .collect();
                let call = if kind < 6 || candidates.is_empty() {
                    Call::Pass
                } else {
                    candidates[usize::from(bid) % candidates.len()]
                };
                calls.push(call);
            }
            Auction::new(dealer, calls).unwrap()
        })
    }

    proptest! {
        /// Any legal auction reads back as written.
        #[test]
        fn legal_auctions_round_trip(a in legal_auction()) {
            prop_assert_eq!(a.to_string().parse::<Auction>().unwrap(), a);
        }

        /// Source: Law 22B and the definition of declarer: the declarer belongs to
        /// the side that made the last bid.
        #[test]
        fn the_declarer_is_of_the_side_that_bid_last(a in legal_auction()) {
            if let Some((FinalContract::Contract(c), declarer)) = a.result() {
                let declarer = declarer.unwrap();
                let last = a.made().filter(|(_, call, _)| matches!(call, Call::Bid(_))).last().unwrap();
                prop_assert_eq!(declarer.side(), last.0.side());
                prop_assert_eq!(Call::Bid(Bid { level: c.level, strain: c.strain }), last.1);
            }
        }
    }
}
