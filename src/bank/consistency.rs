//! Facts a story can hold: `bank check` rejects a variant whose stated facts contradict
//! each other, although the engine can rule them. The engine rules what it is told; a
//! question that says "without the revoke declarer would have taken 13 tricks" after the
//! defence won two tricks before the revoke teaches nothing but distrust.
//!
//! The rule: tricks won before the revoke trick are history. Nothing the revoke did can
//! undo them, so the count "had the revoke not occurred" (Law 64C) keeps them. The
//! offending side's tricks before the revoke are what it took in all, less the revoke
//! trick if it won it, less the tricks it won after; with the revoke trick known, the
//! non-offending side's are the rest of the tricks before it.

use crate::laws::Case;
use crate::laws::revoke::RevokeFacts;

/// A fact that contradicts the others: the case field it is stated in, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contradiction {
    /// The case field the fact is stated in, e.g. `declarer_tricks`.
    pub field: &'static str,
    /// Why the fact cannot be true with the others, in English.
    pub message: String,
}

/// The contradictions among a case's facts; empty when the story can happen.
pub fn contradictions(case: &Case) -> Vec<Contradiction> {
    match case {
        Case::RevokeFacts(facts) => revoke_facts(facts),
        _ => Vec::new(),
    }
}

fn revoke_facts(facts: &RevokeFacts) -> Vec<Contradiction> {
    let mut found = Vec::new();
    let offending = facts.offender.side();
    let declaring = facts.table.declarer.side();
    let declarer_tricks = facts.declarer_tricks.get();
    let offending_tricks = if offending == declaring {
        declarer_tricks
    } else {
        13 - declarer_tricks
    };
    let won_revoke_trick = u8::from(facts.revoke_trick_won_by.side() == offending);
    // The engine refuses counts below this itself; nothing more to say here.
    let Some(before) = offending_tricks
        .checked_sub(facts.offending_side_later_tricks.get())
        .and_then(|t| t.checked_sub(won_revoke_trick))
    else {
        return found;
    };
    // Tricks before the revoke trick that either side holds whatever happened next:
    // the offending side's, and with the trick known the non-offending side's.
    let mut kept_off = before;
    let mut kept_non = 0;
    if let Some(trick) = facts.revoke_trick {
        let played = trick.get() - 1;
        match played.checked_sub(before) {
            Some(non) => kept_non = non,
            None => found.push(Contradiction {
                field: "declarer_tricks",
                message: format!(
                    "the offending side took {offending_tricks} tricks, of which {before} came before the revoke on trick {}: more than the {played} tricks played before it",
                    trick.get()
                ),
            }),
        }
        kept_off = kept_off.min(played);
    }
    if let Some(without) = facts.tricks_without_revoke {
        let without = without.get();
        let (low, high) = if offending == declaring {
            (kept_off, 13 - kept_non)
        } else {
            (kept_non, 13 - kept_off)
        };
        if !(low..=high).contains(&without) {
            let (side, kept) = if without > high {
                ("the defenders", 13 - high)
            } else {
                ("declarer's side", low)
            };
            found.push(Contradiction {
                field: "tricks_without_revoke",
                message: format!(
                    "declarer is said to take {without} tricks had the revoke not occurred, but {side} had won {kept} tricks before the revoke trick, which no revoke undoes: declarer's count can only be {low} to {high}"
                ),
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::revoke::{RevokeCard, Table};
    use crate::model::{Seat, TrickNo, Tricks, Vulnerability};

    fn facts(tricks: u8, later: u8, winner: Seat, without: u8) -> RevokeFacts {
        RevokeFacts {
            table: Table {
                contract: "2S".parse().unwrap(),
                declarer: Seat::South,
                vulnerability: Vulnerability::None,
            },
            offender: Seat::East,
            established: true,
            revoke_trick: None,
            revoke_trick_won_by: winner,
            offending_side_later_tricks: Tricks::new(later),
            declarer_tricks: Tricks::new(tricks),
            exception: None,
            revoke_card: RevokeCard::FromHand,
            tricks_without_revoke: Some(Tricks::new(without)),
        }
    }

    /// Source: the review of revoke-64c1-score, seed 1 (`../shared/reviews/
    /// rulings-revokes-adjustments.md` (b)): South in 2♠ takes 11, East revoked, South
    /// won the revoke trick and East-West no trick after it. Both defensive tricks came
    /// before the revoke, so declarer's ceiling is 11, yet the question said 13.
    #[test]
    fn a_count_above_what_the_side_could_still_take_contradicts() {
        let case = Case::RevokeFacts(facts(11, 0, Seat::South, 13));
        let found = contradictions(&case);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].field, "tricks_without_revoke");
        assert!(found[0].message.contains("0 to 11"), "{found:?}");
        // Eleven is the most the story allows, and it stands.
        assert!(contradictions(&Case::RevokeFacts(facts(11, 0, Seat::South, 11))).is_empty());
    }

    /// With the revoke trick known, declarer's own earlier tricks are kept too: East-West
    /// took three tricks, the revoke trick and two after it, so South won the first five
    /// tricks before the revoke on trick 6 and cannot end with four without it.
    #[test]
    fn tricks_before_a_known_revoke_trick_are_kept_by_both_sides() {
        let mut f = facts(10, 2, Seat::East, 4);
        f.revoke_trick = Some(TrickNo::new(6));
        let found = contradictions(&Case::RevokeFacts(f));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].message.contains("5 to 13"), "{found:?}");
        // The offending side cannot have won more tricks before trick 3 than were played.
        let mut f = facts(6, 0, Seat::South, 6);
        f.revoke_trick = Some(TrickNo::new(3));
        let found = contradictions(&Case::RevokeFacts(f));
        assert_eq!(found[0].field, "declarer_tricks", "{found:?}");
    }
}
