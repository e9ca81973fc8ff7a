//! PBN 2.1 games (Portable Bridge Notation, tistis.nl/pbn/pbn_v21.txt): what a club's
//! hand records and a dealing program write, read into typed boards, deals, auctions and
//! play, and written back the same.
//!
//! ```
//! use ruling::model::pbn::{self, Game};
//! let text = "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n";
//! let games = pbn::read(text).unwrap();
//! assert_eq!(games[0].board.map(|b| b.number()), Some(1));
//! assert_eq!(pbn::read(&pbn::write(&games)).unwrap()[0].deal, games[0].deal);
//! ```
//!
//! Reading is all or nothing: the first problem is an error naming the line (counted from
//! 1) and nothing of the file is returned, so a caller never works on half a file.
//!
//! The play section is written as PBN has it: one trick a line, a column a seat in a fixed
//! order from the opening leader; [`Game::play`] holds the tricks in the order the cards
//! were played (the leader's first), as [`super::PlayRecord::replay`] takes them, and the
//! reader turns one into the other with the contract's trumps.

mod read;
mod write;

pub use read::{PbnError, Problem, read};
pub use write::write;

use super::auction::Call;
use super::board::{Board, Vulnerability};
use super::card::Card;
use super::contract::FinalContract;
use super::deal::Deal;
use super::seat::Seat;

/// The fifteen tags every PBN export game carries (PBN 2.1 § 3.1, the "mandatory tag set"),
/// in the order the standard writes them.
pub const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// One game of a PBN file: the tags read into types where `ruling` uses them, every other
/// tag kept as written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Game {
    /// The line the game's first tag is on, from 1.
    pub line: usize,
    /// `Board`.
    pub board: Option<Board>,
    /// `Dealer`.
    pub dealer: Option<Seat>,
    /// `Vulnerable`.
    pub vulnerable: Option<Vulnerability>,
    /// `Deal`: the full deal; a game whose deal leaves a hand out (`-`) is refused.
    pub deal: Option<Deal>,
    /// `Declarer`.
    pub declarer: Option<Seat>,
    /// `Contract`: a contract or `Pass`.
    pub contract: Option<FinalContract>,
    /// `Result`: the tricks declarer won.
    pub result: Option<u8>,
    /// The `Auction` section.
    pub auction: Option<AuctionSection>,
    /// The `Play` section.
    pub play: Option<PlaySection>,
    /// Every other tag, name and value, in the order written (`Event`, `Scoring`,
    /// `Note`, a program's own tags); sections of such tags are not kept.
    pub tags: Vec<(String, String)>,
    /// The commentary of the game (`{…}` and `;…`), in the order written.
    pub commentary: Vec<String>,
}

impl Game {
    /// The value of another tag, by name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The calls of an auction section, from the seat that called first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionSection {
    /// Who made the first call: the dealer.
    pub first: Seat,
    /// The calls in the order made (`AP` read as the passes it stands for).
    pub calls: Vec<Call>,
    /// Whether the section ended with `*`: the auction stopped before it was over.
    pub stopped: bool,
}

/// The cards of a play section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaySection {
    /// The opening leader.
    pub leader: Seat,
    /// Each trick's cards in the order played, its leader's first; only the last trick
    /// may have fewer than four.
    pub tricks: Vec<Vec<Card>>,
    /// Commentary on a trick, by its index from 0 (an irregularity: "East revoked"),
    /// written after the trick's line.
    pub notes: Vec<(usize, String)>,
}
