//! Law 64C, the play kept: what a revoke cost in the play that followed it.
//!
//! The measure at the revoke (`law64c.rs`) replaces everything after the revoke card by
//! double-dummy play, which "knows" every card: it cannot see a trick lost because the
//! revoke misled a player, the classic being a false show-out that sends declarer into a
//! losing finesse against a queen that would have fallen. Law 12B1 defines damage as a
//! result less favourable "in consequence of the infraction" than the expectation had it
//! not occurred, and 12C1(b) leaves a side only what it lost by an error "unrelated to
//! the infraction". So this measure keeps the play as it went:
//!
//! - the revoke card is replaced by a card of the suit led the offender held (which one,
//!   see [`kept_play`]), and the cards before and after it in the revoke trick stand;
//! - every later card is kept, except that where the record has the offender play the
//!   card that followed suit here, he plays the revoke card instead (his hand differs
//!   from the record's by those two cards only, until then); where the record has him
//!   lead that card, his lead is his own choice again, and best play starts there;
//! - the kept play stops where it can no longer be the same: a card its player no longer
//!   holds or may not play (another revoke stays as played: each is measured on its
//!   own), or a trick won by another player than at the table, whose next lead would
//!   come from another hand (best play from the changed card on: the cards after it
//!   were chosen seeing another winner, and a defender does not overruff his partner's
//!   winning ruff); or a card of the offending side that costs it more in the kept play
//!   than at the table, which it chose knowing the cards the revoke left it (a lead
//!   towards a king it kept by revoking). Both sides play double dummy from there;
//! - against the record as played to that same point, and double dummy from there too.
//!
//! A trick lost in both lines (a genuine later error of the non-offending side's own,
//! which would have cost as much without the revoke) cancels out, and so does any play
//! after the point where the lines part. What remains is what the revoke cost through
//! the play it changed, misled play included.

use arrayvec::ArrayVec;
use rustc_hash::FxHashMap;

use crate::model::play::winning_index;
use crate::model::{Card, Hands, PlayRecord, Position, Revoke, Seat, Side, Suit, TrickNo, Tricks};
use crate::solver::{SolveError, Solver};

/// The revoke trick replayed with a card of the suit led and the later play kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Kept {
    /// The card of the suit led the offender follows with.
    pub card: Card,
    /// The trick where the kept play stops being the record's (double dummy from there,
    /// in both lines); `None` when it is the record to its end.
    pub until: Option<TrickNo>,
    /// Declarer's side's tricks from the revoke trick on, the offender following.
    pub without: Tricks,
    /// Declarer's side's tricks from the revoke trick on, as played (double dummy from
    /// `until` on, as in the other line).
    pub with: Tricks,
}

/// Where a line stops following the record: the hands before trick `index`, its
/// leader, and the cards of it played before the one that could not be.
struct Stop {
    index: usize,
    hands: Hands,
    leader: Seat,
    cards: Vec<Card>,
}

/// One line of play from the revoke trick: declarer's side's tricks won while it
/// followed the record, and where it stopped, if before the last card.
struct Line {
    won: u8,
    stop: Option<Stop>,
}

/// The kept play for `revoke`, or `None` when the offender held no card of the suit
/// led (not a revoke of Law 61A: cannot happen in a replayed record).
///
/// The offender follows with the card of the suit led that leaves his side best off,
/// as the measure at the revoke lets him choose his best card: the Director gives the
/// non-offending side what the revoke cost it, not a card the offender would not have
/// played. In a tie the card whose line keeps the record longest, then the lowest.
/// Play after trick `stop_at` (a later revoke corrected on trick 12, Law 62D, or the
/// end of the record) is double dummy in both lines.
///
/// # Errors
/// The solver's, when a line needs more positions than the budget left.
pub(super) fn kept_play(
    solver: &mut Solver,
    record: &PlayRecord,
    revoke: &Revoke,
    trump: Option<Suit>,
    declarer_side: Side,
    stop_at: usize,
) -> Result<Option<Kept>, SolveError> {
    let r = revoke.trick.index();
    let Some(trick) = record.tricks.get(r) else {
        return Ok(None);
    };
    let held = trick.hands_before.hand(revoke.seat);
    let offenders_declare = revoke.seat.side() == declarer_side;
    let mut best: Option<(i16, usize, Kept)> = None;
    // The lines of the candidate cards share the record's positions.
    let mut memo = Memo::default();
    for card in held.cards_in(revoke.suit_led) {
        let line = follow(
            solver,
            &mut memo,
            record,
            revoke,
            card,
            trump,
            declarer_side,
            stop_at,
        )?;
        // The record, followed as far as the kept line, double dummy from there too.
        let until = line.stop.as_ref().map(|s| s.index);
        let length = until.unwrap_or(usize::MAX);
        let without = line.won + finish(solver, &line, trump, declarer_side)?;
        let kept_cards = line.stop.as_ref().map_or(0, |s| s.cards.len());
        let with = tricks_as_played(solver, record, r, until, kept_cards, trump, declarer_side)?;
        // What the revoke gained the offenders, in tricks.
        let gain = if offenders_declare {
            i16::from(with) - i16::from(without)
        } else {
            i16::from(without) - i16::from(with)
        };
        let kept = Kept {
            card,
            until: until.and_then(TrickNo::from_index),
            without: Tricks::new(without),
            with: Tricks::new(with),
        };
        // The offenders' best card gains them least by the revoke.
        let better = match &best {
            None => true,
            // Cards come highest first: `>=` leaves the lowest of equal ones.
            Some((g, l, _)) => gain < *g || (gain == *g && length >= *l),
        };
        if better {
            best = Some((gain, length, kept));
        }
    }
    Ok(best.map(|(_, _, kept)| kept))
}

/// Declarer's side's tricks left from wherever `line` stopped, double dummy; none when
/// it followed the record to its last card.
fn finish(
    solver: &mut Solver,
    line: &Line,
    trump: Option<Suit>,
    declarer_side: Side,
) -> Result<u8, SolveError> {
    let Some(stop) = &line.stop else {
        return Ok(0);
    };
    let Ok(position) = stop.hands.into_position() else {
        return Ok(0);
    };
    let for_leader = solver.try_solve_trick(&position, trump, stop.leader, &stop.cards)?;
    Ok(if stop.leader.side() == declarer_side {
        for_leader
    } else {
        position.cards_each() as u8 - for_leader
    })
}

/// Declarer's side's tricks from trick index `r` on as played up to trick index
/// `until` and its first `kept` cards (as many as the other line kept), double dummy
/// from there.
fn tricks_as_played(
    solver: &mut Solver,
    record: &PlayRecord,
    r: usize,
    until: Option<usize>,
    kept: usize,
    trump: Option<Suit>,
    declarer_side: Side,
) -> Result<u8, SolveError> {
    let end = until.unwrap_or(record.tricks.len());
    let won = record.tricks[r..end.min(record.tricks.len())]
        .iter()
        .filter(|t| t.winner.is_some_and(|w| w.side() == declarer_side))
        .count() as u8;
    let Some(index) = until else {
        return Ok(won);
    };
    let line = match record.tricks.get(index) {
        Some(t) => Line {
            won,
            stop: Some(Stop {
                index,
                hands: t.hands_before,
                leader: t.leader,
                cards: t.cards[..kept.min(t.cards.len())].to_vec(),
            }),
        },
        // After the record's last trick (a claim ended play): the hands left.
        None => Line {
            won,
            stop: Some(Stop {
                index,
                hands: record.remaining,
                leader: record
                    .tricks
                    .last()
                    .and_then(|t| t.winner)
                    .unwrap_or(record.tricks[r].leader),
                cards: Vec::new(),
            }),
        },
    };
    Ok(won + finish(solver, &line, trump, declarer_side)?)
}

/// The record from the revoke trick on, with the revoke card replaced by `substitute`,
/// followed while it can be.
#[allow(clippy::too_many_arguments)]
fn follow(
    solver: &mut Solver,
    memo: &mut Memo,
    record: &PlayRecord,
    revoke: &Revoke,
    substitute: Card,
    trump: Option<Suit>,
    declarer_side: Side,
    stop_at: usize,
) -> Result<Line, SolveError> {
    let r = revoke.trick.index();
    let mut hands = record.tricks[r].hands_before;
    let mut leader = record.tricks[r].leader;
    let offenders = revoke.seat.side();
    // The offender's place in the revoke trick.
    let offender_at = (0..4)
        .find(|&i| record.tricks[r].seat_of(i) == revoke.seat)
        .unwrap_or(0);
    let mut won = 0;
    // The fewest tricks the offenders take from here on, the trick in progress counted,
    // where the line knows it: their count after their own last card, which the
    // opponents' legal cards since can only have raised (each is the opponents' best
    // or worse). It lets a count the line needs be one yes/no search when it is that.
    let mut floor: Option<u8> = None;
    let end = stop_at.min(record.tricks.len());
    for (index, trick) in record.tricks.iter().enumerate().take(end).skip(r) {
        let stop = |hands, leader, cards| Line {
            won,
            stop: Some(Stop {
                index,
                hands,
                leader,
                cards,
            }),
        };
        if trick.leader != leader {
            return Ok(stop(hands, leader, Vec::new()));
        }
        let mut cards: Vec<Card> = Vec::with_capacity(4);
        // Where in the trick the kept play first differs from the record's.
        let mut changed: Option<usize> = None;
        for (i, &played) in trick.cards.iter().enumerate() {
            let seat = trick.seat_of(i);
            // The offender's hand differs from the record's by the two cards only:
            // each is played where the record has the other.
            let card = if seat != revoke.seat {
                played
            } else if index == r && played == revoke.card {
                substitute
            } else if played == substitute {
                revoke.card
            } else {
                played
            };
            // Where the record has the offender lead the card he no longer holds, his
            // lead is his own choice again: best play from the start of that trick.
            if i == 0 && card != played {
                return Ok(stop(hands, leader, cards));
            }
            let hand = hands.hand(seat);
            let led = cards.first().map_or(card.suit, |c| c.suit);
            // Another revoke stays as played: it is measured on its own.
            let was_revoke = record
                .revokes
                .iter()
                .any(|other| other.trick == trick.number && other.seat == seat);
            let legal = hand.contains(card) && (card.suit == led || !hand.has_suit(led));
            if !(legal || was_revoke && hand.contains(card)) {
                return Ok(stop(hands, leader, cards));
            }
            if !legal {
                floor = None;
            }
            if card != played && changed.is_none() {
                changed = Some(i);
            }
            // The offending side chose its later cards knowing the cards the revoke left
            // it (a lead towards a king it kept by revoking, an entry it kept): it is not
            // held to one that costs it more here than it did at the table. Best play
            // from there.
            let after_revoke = index > r || i > offender_at;
            if seat.side() == offenders && !after_revoke {
                floor = None;
            }
            if after_revoke && seat.side() == offenders {
                let lost_here = {
                    let at = Known::AtLeast(floor);
                    let best = memo.count(solver, hands, leader, &cards, trump, offenders, at)?;
                    cards.push(card);
                    // A player's own legal card can only keep his side's count or lower
                    // it; a revoke left as played may raise it.
                    let at = if legal {
                        Known::AtMost(best)
                    } else {
                        Known::AtLeast(None)
                    };
                    let kept = memo.count(solver, hands, leader, &cards, trump, offenders, at);
                    cards.pop();
                    let kept = kept?;
                    floor = Some(kept);
                    best.saturating_sub(kept)
                };
                // A card that costs nothing here is kept whatever it cost at the table:
                // the table's loss is only asked for when it could matter.
                if lost_here > 0 {
                    let before = trick.hands_before;
                    let lost_at_table = {
                        let at = |memo: &mut Memo, solver: &mut Solver, cards: &[Card]| {
                            memo.tricks(solver, before, leader, cards, trump, offenders)
                        };
                        let best = at(memo, solver, &trick.cards[..i])?;
                        let kept = at(memo, solver, &trick.cards[..=i])?;
                        best.saturating_sub(kept)
                    };
                    if lost_here > lost_at_table {
                        return Ok(stop(hands, leader, cards));
                    }
                }
            }
            cards.push(card);
        }
        if cards.len() < 4 {
            break;
        }
        let winner = leader.clockwise(winning_index(&cards, trump));
        // The trick goes to another player: the cards after the changed one were chosen
        // seeing a trick won otherwise (a partner's winning ruff is not overruffed), and
        // the next lead would come from another hand. Best play from the changed card.
        if Some(winner) != trick.winner
            && let Some(i) = changed
        {
            let keep = i + 1;
            if keep < 4 {
                cards.truncate(keep);
                return Ok(stop(hands, leader, cards));
            }
        }
        for (i, card) in cards.iter().enumerate() {
            hands.hand_mut(trick.seat_of(i)).remove(*card);
        }
        if winner.side() == declarer_side {
            won += 1;
        }
        // From the next trick the trick just won is no longer counted.
        if winner.side() == offenders {
            floor = floor.map(|f| f.saturating_sub(1));
        }
        leader = winner;
    }
    // Cards left after the record (a claim) or after `stop_at`: double dummy.
    if hands.into_position().is_ok_and(|p| p.cards_each() > 0) {
        return Ok(Line {
            won,
            stop: Some(Stop {
                index: end,
                hands,
                leader,
                cards: Vec::new(),
            }),
        });
    }
    Ok(Line { won, stop: None })
}

/// [`from_here`]'s answers by position: the lines of the candidate cards ask the same
/// questions of the record's positions, each a double-dummy solve.
#[derive(Default)]
struct Memo(FxHashMap<(Hands, Seat, ArrayVec<Card, 4>, Side), u8>);

/// What the line already knows of a count it asks for.
#[derive(Debug, Clone, Copy)]
enum Known {
    /// At least this many (nothing, when `None`): most often exactly this many, the
    /// opponents having played their best.
    AtLeast(Option<u8>),
    /// At most this many: the count before the side's own card, most often kept.
    AtMost(u8),
}

impl Memo {
    fn tricks(
        &mut self,
        solver: &mut Solver,
        hands: Hands,
        leader: Seat,
        cards: &[Card],
        trump: Option<Suit>,
        side: Side,
    ) -> Result<u8, SolveError> {
        self.count(
            solver,
            hands,
            leader,
            cards,
            trump,
            side,
            Known::AtLeast(None),
        )
    }

    /// [`Memo::tricks`], given a bound the count is likely to equal: then one yes/no
    /// search settles it, where a count from nothing takes two or more.
    #[allow(clippy::too_many_arguments)]
    fn count(
        &mut self,
        solver: &mut Solver,
        hands: Hands,
        leader: Seat,
        cards: &[Card],
        trump: Option<Suit>,
        side: Side,
        known: Known,
    ) -> Result<u8, SolveError> {
        let key = (hands, leader, cards.iter().copied().collect(), side);
        if let Some(&tricks) = self.0.get(&key) {
            return Ok(tricks);
        }
        let reaches = |solver: &mut Solver, target| {
            side_reaches(solver, hands, leader, cards, trump, side, target)
        };
        let tricks = match known {
            Known::AtMost(high) if reaches(solver, high)? => high,
            Known::AtLeast(Some(low)) if !reaches(solver, low + 1)? => low,
            _ => from_here(solver, hands, leader, cards, trump, side)?,
        };
        self.0.insert(key, tricks);
        Ok(tricks)
    }
}

/// What a count from the trick in progress rests on: the tricks `side` has won in it
/// (the trick when complete), and the solve left, if any cards are: the position, the
/// seat to lead it and the cards already played to its first trick.
struct Rest<'a> {
    won: u8,
    solve: Option<(Position, Seat, &'a [Card])>,
}

impl<'a> Rest<'a> {
    /// From `cards` played to the trick by `leader` and the next players, from `hands`
    /// before it: the trick itself when incomplete, else the next one, its winner on lead.
    fn of(hands: Hands, leader: Seat, cards: &'a [Card], trump: Option<Suit>, side: Side) -> Self {
        let Ok(position) = hands.into_position() else {
            return Rest {
                won: 0,
                solve: None,
            };
        };
        if cards.len() < 4 {
            return Rest {
                won: 0,
                solve: Some((position, leader, cards)),
            };
        }
        let winner = leader.clockwise(winning_index(cards, trump));
        let mut rest = hands;
        for (i, card) in cards.iter().enumerate() {
            rest.hand_mut(leader.clockwise(i)).remove(*card);
        }
        Rest {
            won: u8::from(winner.side() == side),
            solve: rest.into_position().ok().map(|p| (p, winner, &[][..])),
        }
    }
}

/// Whether `side` takes at least `target` tricks from the trick in progress on, as
/// [`from_here`] counts them: one yes/no search.
fn side_reaches(
    solver: &mut Solver,
    hands: Hands,
    leader: Seat,
    cards: &[Card],
    trump: Option<Suit>,
    side: Side,
    target: u8,
) -> Result<bool, SolveError> {
    let rest = Rest::of(hands, leader, cards, trump, side);
    let target = target.saturating_sub(rest.won);
    let Some((position, leader, played)) = rest.solve else {
        return Ok(target == 0);
    };
    let left = position.cards_each() as u8;
    if target == 0 {
        return Ok(true);
    }
    if target > left {
        return Ok(false);
    }
    // Asked of the side to lead: at least `target`, or for the other side at most
    // `left - target`.
    if leader.side() == side {
        solver.try_reaches_trick(&position, trump, leader, played, target)
    } else {
        let theirs = left - target + 1;
        Ok(!solver.try_reaches_trick(&position, trump, leader, played, theirs)?)
    }
}

/// The tricks `side` takes from the trick in progress on (`cards` played to it by
/// `leader` and the next players, from `hands` before it), best play by both after.
fn from_here(
    solver: &mut Solver,
    hands: Hands,
    leader: Seat,
    cards: &[Card],
    trump: Option<Suit>,
    side: Side,
) -> Result<u8, SolveError> {
    let rest = Rest::of(hands, leader, cards, trump, side);
    let Some((position, leader, played)) = rest.solve else {
        return Ok(rest.won);
    };
    let for_leader = solver.try_solve_trick(&position, trump, leader, played)?;
    Ok(rest.won
        + if leader.side() == side {
            for_leader
        } else {
            position.cards_each() as u8 - for_leader
        })
}
