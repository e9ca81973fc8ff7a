//! The bridge model: cards, hands, deals and positions (PBN), boards, auctions,
//! contracts, play records, the duplicate score table and the WBF IMP scale.
//!
//! Nothing here knows the Laws; the law engine in [`crate::laws`] builds on it.

pub mod auction;
pub mod board;
pub mod card;
pub mod contract;
pub mod deal;
pub mod fraction;
pub mod hand;
pub mod imps;
pub mod pbn;
pub mod play;
pub mod points;
pub mod score;
pub mod seat;
pub mod trick_no;

pub use auction::{Auction, AuctionError, Bid, Call};
pub use board::{Board, Vulnerability};
pub use card::{Card, Rank, Suit};
pub use contract::{Contract, Doubling, FinalContract, Level, Strain};
pub use deal::{Deal, DealError, Hands, Position};
pub use fraction::{Fraction, Percent, Share};
pub use hand::Hand;
pub use imps::imps;
pub use play::{PlayError, PlayRecord, Revoke, Trick};
pub use points::{NsPoints, NsScore};
pub use score::{Tricks, declarer_score};
pub use seat::{Seat, Side};
pub use trick_no::{TrickNo, TrickNoError};
