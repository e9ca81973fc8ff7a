//! A play record replayed card by card: who played what, who won each trick,
//! and every card that failed to follow suit while the player held the suit led
//! (Law 61A: a revoke).

use std::ops::RangeBounds;

use thiserror::Error;

use super::card::{Card, Suit};
use super::deal::{Deal, Hands};
use super::seat::Seat;
use super::trick_no::TrickNo;

/// Why a play record cannot have happened with this deal. Tricks and cards are
/// counted from 0 here, as in the JSON array they came from (the messages count
/// tricks from 1, as players do).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error("a deal has 13 tricks; the record has {found}")]
    TooManyTricks { found: usize },
    #[error("trick {} has no card", .trick + 1)]
    EmptyTrick { trick: usize },
    #[error("trick {} has {found} cards; a trick has 4", .trick + 1)]
    TooManyCards { trick: usize, found: usize },
    #[error("trick {} has only {found} cards, but play went on to the next trick", .trick + 1)]
    Incomplete { trick: usize, found: usize },
    #[error("trick {}: {card} was played by {seat}, but {holder} holds it", .trick + 1)]
    NotHeld {
        trick: usize,
        index: usize,
        card: Card,
        seat: Seat,
        holder: Seat,
    },
    #[error("trick {}: {card} was already played at trick {}", .trick + 1, .first_trick + 1)]
    PlayedTwice {
        trick: usize,
        index: usize,
        card: Card,
        first_trick: usize,
    },
}

impl PlayError {
    /// The JSON path of the card or trick at fault, relative to the play array: `[4][2]`.
    pub fn path(&self) -> String {
        match self {
            PlayError::TooManyTricks { .. } => String::new(),
            PlayError::EmptyTrick { trick }
            | PlayError::TooManyCards { trick, .. }
            | PlayError::Incomplete { trick, .. } => format!("[{trick}]"),
            PlayError::NotHeld { trick, index, .. }
            | PlayError::PlayedTwice { trick, index, .. } => {
                format!("[{trick}][{index}]")
            }
        }
    }
}

/// One trick as it was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trick {
    pub number: TrickNo,
    pub leader: Seat,
    /// Cards in the order played, the leader's first; fewer than 4 only for the
    /// last trick of a record that stops mid-trick.
    pub cards: Vec<Card>,
    /// The hands just before the lead to this trick.
    pub hands_before: Hands,
    /// Who won the trick; `None` while it is incomplete.
    pub winner: Option<Seat>,
}

impl Trick {
    /// The seat that played the `i`-th card.
    pub fn seat_of(&self, i: usize) -> Seat {
        self.leader.clockwise(i)
    }

    pub fn suit_led(&self) -> Suit {
        self.cards[0].suit
    }

    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }

    /// The card `seat` played to this trick, if it has played.
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        (0..self.cards.len())
            .find(|&i| self.seat_of(i) == seat)
            .map(|i| self.cards[i])
    }
}

/// A card that did not follow suit although its player held the suit led.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revoke {
    pub trick: TrickNo,
    pub seat: Seat,
    pub card: Card,
    pub suit_led: Suit,
}

/// A replayed play record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayRecord {
    pub tricks: Vec<Trick>,
    pub revokes: Vec<Revoke>,
    /// What each player still holds after the last card of the record.
    pub remaining: Hands,
}

impl PlayRecord {
    /// Replays `play` from `deal`. The opening leader leads trick 1; the winner of
    /// each trick leads the next. Revokes are recorded, not refused: they are what
    /// the Director is called for.
    ///
    /// # Errors
    /// A [`PlayError`] for the first card or trick that cannot have been played.
    pub fn replay(
        deal: &Deal,
        trump: Option<Suit>,
        opening_leader: Seat,
        play: &[Vec<Card>],
    ) -> Result<PlayRecord, PlayError> {
        if play.len() > 13 {
            return Err(PlayError::TooManyTricks { found: play.len() });
        }
        let mut hands = deal.hands();
        let mut played_at: Vec<(Card, usize)> = Vec::with_capacity(52);
        let mut tricks = Vec::with_capacity(play.len());
        let mut revokes = Vec::new();
        let mut leader = opening_leader;
        for (t, cards) in play.iter().enumerate() {
            let number =
                TrickNo::from_index(t).ok_or(PlayError::TooManyTricks { found: play.len() })?;
            if cards.is_empty() {
                return Err(PlayError::EmptyTrick { trick: t });
            }
            if cards.len() > 4 {
                return Err(PlayError::TooManyCards {
                    trick: t,
                    found: cards.len(),
                });
            }
            if cards.len() < 4 && t + 1 < play.len() {
                return Err(PlayError::Incomplete {
                    trick: t,
                    found: cards.len(),
                });
            }
            let hands_before = hands;
            let suit_led = cards[0].suit;
            for (i, &card) in cards.iter().enumerate() {
                let seat = leader.clockwise(i);
                if let Some(&(_, first_trick)) = played_at.iter().find(|(c, _)| *c == card) {
                    return Err(PlayError::PlayedTwice {
                        trick: t,
                        index: i,
                        card,
                        first_trick,
                    });
                }
                let holding = hands.hand(seat);
                if !holding.contains(card) {
                    let holder = deal.holder(card);
                    return Err(PlayError::NotHeld {
                        trick: t,
                        index: i,
                        card,
                        seat,
                        holder,
                    });
                }
                if card.suit != suit_led && holding.has_suit(suit_led) {
                    revokes.push(Revoke {
                        trick: number,
                        seat,
                        card,
                        suit_led,
                    });
                }
                hands.hand_mut(seat).remove(card);
                played_at.push((card, t));
            }
            let winner = (cards.len() == 4).then(|| leader.clockwise(winning_index(cards, trump)));
            tricks.push(Trick {
                number,
                leader,
                cards: cards.clone(),
                hands_before,
                winner,
            });
            if let Some(w) = winner {
                leader = w;
            }
        }
        Ok(PlayRecord {
            tricks,
            revokes,
            remaining: hands,
        })
    }

    /// Complete tricks in the record.
    pub fn complete_tricks(&self) -> usize {
        self.tricks.iter().filter(|t| t.is_complete()).count()
    }

    /// Tricks won by `seat`'s side among the tricks numbered in `range`
    /// (`..` for all of them, `TrickNo::new(12)..` for the last two).
    pub fn won_by_side(&self, seat: Seat, range: impl RangeBounds<TrickNo>) -> usize {
        self.tricks
            .iter()
            .filter(|t| range.contains(&t.number))
            .filter(|t| t.winner.is_some_and(|w| w.side() == seat.side()))
            .count()
    }
}

/// Which of four cards wins: the highest trump, else the highest card of the suit led.
pub fn winning_index(cards: &[Card], trump: Option<Suit>) -> usize {
    let led = cards[0].suit;
    let key = |c: &Card| {
        let class = if Some(c.suit) == trump {
            2
        } else if c.suit == led {
            1
        } else {
            0
        };
        (class, c.rank)
    };
    (0..cards.len())
        .max_by_key(|&i| key(&cards[i]))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn trump_beats_the_suit_led() {
        assert_eq!(winning_index(&cards("DA D2 S2 DK"), Some(Suit::Spades)), 2);
        assert_eq!(winning_index(&cards("DA D2 S2 DK"), None), 0);
        assert_eq!(winning_index(&cards("D2 HA D3 C4"), Some(Suit::Spades)), 2);
    }

    #[test]
    fn a_revoke_is_found_and_a_wrong_card_refused() {
        let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
            .parse()
            .unwrap();
        // East leads; South discards a heart while holding spades.
        let record = PlayRecord::replay(&deal, None, Seat::East, &[cards("ST H8 S2 SA")]).unwrap();
        assert_eq!(record.revokes.len(), 1);
        assert_eq!(record.revokes[0].seat, Seat::South);
        assert_eq!(record.tricks[0].winner, Some(Seat::North));

        let err = PlayRecord::replay(&deal, None, Seat::East, &[cards("SA S3 S2 ST")]).unwrap_err();
        assert_eq!(err.path(), "[0][0]");
        assert!(matches!(
            err,
            PlayError::NotHeld {
                holder: Seat::North,
                ..
            }
        ));
    }
}
