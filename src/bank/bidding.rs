//! The auction a real deal shows: a simple natural sequence by which the declaring side
//! could reach the contract the template drew, so that the diagram has the auction a
//! director would write down. Believable, not a bidding system:
//!
//! 1. **The board** sets the dealer (Law 2: board 1 North, 2 East, …). Of boards 1–16,
//!    the four with the drawn vulnerability have the four dealers; one of them is
//!    chosen by the deal itself (a hash of its PBN), not by the seeded generator, so
//!    that every seed keeps the variant it had before auctions were shown.
//! 2. From the dealer, each player passes until declarer's first turn; declarer opens
//!    one of the contract's strain (`1NT` at notrump).
//! 3. The opponents pass. Dummy raises to the contract's level at once (a simple raise
//!    `1♠ 2♠`, or a jump `1♠ 4♠`, `1NT 3NT`); a contract at the one level is the
//!    opening itself.
//! 4. A doubled contract is doubled by the opponent after the final bid; a redoubled
//!    one is redoubled by the next player. Three passes end the auction.
//!
//! For example `4♠` by South on board 1 (North deals) reads from North `P P 1♠ P 4♠
//! P P P`; `3NT` by West on board 6 (East deals, dummy) reads from East `P P 1NT P 3NT
//! P P P`; `3♠X` by North on board 3 (South deals) reads from South `P P 1♠ P 3♠ X P P
//! P`.

use crate::model::{Bid, Call};
use crate::model::{Board, Contract, Doubling, Level, Seat, Vulnerability};

/// The board, of 1–16, on which this deal is told: one with the vulnerability drawn,
/// its dealer picked by the deal's text.
pub fn board_for(vulnerable: Vulnerability, deal: &str) -> Option<Board> {
    let boards: Vec<Board> = (1..=16)
        .filter_map(Board::new)
        .filter(|b| b.vulnerability() == vulnerable)
        .collect();
    // FNV-1a: the same on every machine and in every build.
    let hash = deal.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let pick = usize::try_from(hash % boards.len().max(1) as u64).unwrap_or(0);
    boards.get(pick).copied()
}

/// The calls, from `dealer` on, by which `declarer` reaches `contract` (the rule in
/// the module's documentation).
pub fn natural_calls(contract: Contract, declarer: Seat, dealer: Seat) -> Vec<Call> {
    let mut calls = Vec::new();
    let mut seat = dealer;
    while seat != declarer {
        calls.push(Call::Pass);
        seat = seat.lho();
    }
    let one = Level::try_new(1).unwrap_or(contract.level);
    calls.push(Call::Bid(Bid {
        level: one,
        strain: contract.strain,
    }));
    if contract.level.get() > 1 {
        calls.push(Call::Pass);
        calls.push(Call::Bid(Bid {
            level: contract.level,
            strain: contract.strain,
        }));
    }
    if contract.doubling != Doubling::Undoubled {
        calls.push(Call::Double);
    }
    if contract.doubling == Doubling::Redoubled {
        calls.push(Call::Redouble);
    }
    calls.extend([Call::Pass; 3]);
    calls
}

/// The calls in the house notation, a space apart, as a template's `calls` reads them.
pub fn calls_text(calls: &[Call]) -> String {
    calls
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Auction, FinalContract};

    /// Source: Law 2 (the board's dealer and vulnerability) and Law 22 (declarer).
    #[test]
    fn every_derived_auction_reaches_its_contract_and_declarer() {
        for contract in ["4S", "1NT", "2NT", "3NT", "5D", "2S", "3SX", "4HXX", "1CX"] {
            let contract: Contract = contract.parse().unwrap();
            for declarer in Seat::ALL {
                for dealer in Seat::ALL {
                    let calls = natural_calls(contract, declarer, dealer);
                    let auction = Auction::new(dealer, calls).unwrap();
                    assert_eq!(
                        auction.result(),
                        Some((FinalContract::Contract(contract), Some(declarer))),
                        "{contract} by {declarer}, {dealer} deals: {auction}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_two_examples_of_the_rule() {
        let south_4s = natural_calls("4S".parse().unwrap(), Seat::South, Seat::North);
        assert_eq!(calls_text(&south_4s), "P P 1S P 4S P P P");
        let west_3nt = natural_calls("3NT".parse().unwrap(), Seat::West, Seat::East);
        assert_eq!(calls_text(&west_3nt), "P P 1NT P 3NT P P P");
        let north_3sx = natural_calls("3SX".parse().unwrap(), Seat::North, Seat::South);
        assert_eq!(calls_text(&north_3sx), "P P 1S P 3S X P P P");
    }

    #[test]
    fn the_board_has_the_vulnerability_drawn() {
        for vul in [
            Vulnerability::None,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::All,
        ] {
            let dealers: std::collections::BTreeSet<Seat> = (0..40)
                .map(|i| board_for(vul, &format!("deal {i}")).unwrap())
                .inspect(|b| assert_eq!(b.vulnerability(), vul))
                .map(Board::dealer)
                .collect();
            assert_eq!(dealers.len(), 4, "every dealer turns up for {vul}");
        }
    }
}
