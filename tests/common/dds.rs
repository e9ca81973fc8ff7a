//! Our positions in the types of `dds-bridge`: shared by the DDS oracle test and the
//! solver benchmark, which feed both solvers random positions (`Position::random`).

use contract_bridge::{Builder, Hand as DdsHand, Seat as DdsSeat, Strain as DdsStrain};
use dds_bridge::{Board, CurrentTrick, Objective, Target};
use ruling::model::{Card, Position, Rank, Seat, Strain, Suit};

fn seat(seat: Seat) -> DdsSeat {
    match seat {
        Seat::North => DdsSeat::North,
        Seat::East => DdsSeat::East,
        Seat::South => DdsSeat::South,
        Seat::West => DdsSeat::West,
    }
}

fn strain(strain: Strain) -> DdsStrain {
    match strain {
        Strain::Clubs => DdsStrain::Clubs,
        Strain::Diamonds => DdsStrain::Diamonds,
        Strain::Hearts => DdsStrain::Hearts,
        Strain::Spades => DdsStrain::Spades,
        Strain::NoTrump => DdsStrain::Notrump,
    }
}

/// A question to DDS about `leader` leading to a fresh trick. Both crates keep
/// a hand as 16 bits a suit, clubs lowest, bit = rank, so the bits carry over.
///
/// `Target::Legal` (tricks after each legal card) is the one to check answers
/// with: for the best card alone, DDS skips the search when the leader has a
/// single distinct card and reports no trick count.
pub fn objective(position: &Position, trump: Strain, leader: Seat, target: Target) -> Objective {
    let mut builder = Builder::new();
    for s in Seat::ALL {
        builder[seat(s)] = DdsHand::from_bits(position.hand(s).bits()).expect("only real cards");
    }
    let remaining = builder
        .build_partial()
        .expect("a position is a valid partial deal");
    let board = Board::try_new(remaining, CurrentTrick::new(strain(trump), seat(leader)))
        .expect("equal hands, no trick in progress");
    Objective { board, target }
}

/// The tricks DDS found for the side on lead with its best card.
pub fn tricks(found: &dds_bridge::FoundPlays) -> u8 {
    found
        .plays
        .iter()
        .map(|play| play.score.get())
        .max()
        .unwrap_or(0)
}

/// DDS's tricks after each lead, every card of a sequence listed, as our
/// `(suit letter, rank)` pairs sorted for comparison.
pub fn lead_tricks(found: &dds_bridge::FoundPlays) -> Vec<(Card, u8)> {
    let mut leads = Vec::new();
    for play in &found.plays {
        let suit = Suit::ALL[play.card.suit as usize];
        let ranks = play.equals.to_bits() | 1 << play.card.rank.get();
        for rank in (2..=14).filter(|r| ranks & (1 << r) != 0) {
            if let Some(rank) = Rank::try_new(rank) {
                leads.push((Card::new(suit, rank), play.score.get()));
            }
        }
    }
    leads.sort();
    leads
}
