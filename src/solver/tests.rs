//! The double-dummy solver checked against brute force: plain minimax over every
//! legal card on small random positions, and the bit helpers against the rules they
//! stand for, over every split of a suit.

use super::bits::beats;
use super::search::Trick;
use super::*;
use crate::model::Strain;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn position(text: &str) -> Position {
    text.parse().expect("test positions are valid")
}

/// The trick so far for [`brute`]: leader, suit led, winning card and seat.
#[derive(Clone, Copy)]
struct Played {
    leader: usize,
    led: u32,
    best: u32,
    best_seat: usize,
}

/// Plain minimax over every legal card, no pruning: North-South's tricks.
fn brute(hands: &mut [u64; 4], trump: usize, trick: Played, ply: usize) -> u32 {
    let seat = (trick.leader + ply) & 3;
    if hands[seat] == 0 {
        return 0;
    }
    let suit_led = (hands[seat] >> (16 * trick.led)) & 0xffff;
    let legal = if ply > 0 && suit_led != 0 {
        suit_led << (16 * trick.led)
    } else {
        hands[seat]
    };
    let north_south = seat & 1 == 0;
    let mut best_value: Option<u32> = None;
    let mut cards = legal;
    while cards != 0 {
        let card = cards.trailing_zeros();
        cards &= cards - 1;
        hands[seat] ^= 1 << card;
        let mut next = trick;
        if ply == 0 {
            next = Played {
                leader: seat,
                led: card >> 4,
                best: card,
                best_seat: seat,
            };
        } else if (card >> 4 == trick.best >> 4 && card > trick.best)
            || (card >> 4 != trick.best >> 4 && (card >> 4) as usize == trump)
        {
            next.best = card;
            next.best_seat = seat;
        }
        let value = if ply == 3 {
            let won = u32::from(next.best_seat & 1 == 0);
            let fresh = Played {
                leader: next.best_seat,
                led: 0,
                best: 0,
                best_seat: next.best_seat,
            };
            won + brute(hands, trump, fresh, 0)
        } else {
            brute(hands, trump, next, ply + 1)
        };
        hands[seat] ^= 1 << card;
        best_value = Some(match best_value {
            None => value,
            Some(v) if north_south => v.max(value),
            Some(v) => v.min(value),
        });
    }
    best_value.unwrap_or(0)
}

/// Tricks for `leader`'s side by brute force.
fn brute_force(position: &Position, trump: Option<Suit>, leader: Seat) -> u8 {
    let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
    let trump = trump.map_or(NO_TRUMP, Suit::index);
    let lead = leader.index();
    let start = Played {
        leader: lead,
        led: 0,
        best: 0,
        best_seat: lead,
    };
    let north_south = brute(&mut hands, trump, start, 0);
    from_north_south(north_south, position.cards_each() as u32, leader)
}

/// Brute-force tricks after `leader` leads `card`.
fn brute_after(position: &Position, trump: Option<Suit>, leader: Seat, card: Card) -> u8 {
    let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
    let trump = trump.map_or(NO_TRUMP, Suit::index);
    let lead = leader.index();
    let index = card.bit().trailing_zeros();
    hands[lead] ^= card.bit();
    let trick = Played {
        leader: lead,
        led: index >> 4,
        best: index,
        best_seat: lead,
    };
    let north_south = brute(&mut hands, trump, trick, 1);
    from_north_south(north_south, position.cards_each() as u32, leader)
}

#[test]
fn a_one_card_position_goes_to_the_highest_card_or_trump() {
    let pos = position("N:A... K... Q... .2..");
    assert_eq!(double_dummy(&pos, None, Seat::North), 1);
    assert_eq!(double_dummy(&pos, Some(Suit::Hearts), Seat::North), 0);
    assert_eq!(double_dummy(&pos, Some(Suit::Hearts), Seat::West), 1);
}

#[test]
fn a_tenace_over_the_leader_takes_both_tricks() {
    // North's AQ sits over East's K: East on lead loses both, North on lead wins one.
    let pos = position("N:AQ... K2... ..32. ..54.");
    assert_eq!(double_dummy(&pos, None, Seat::East), 0);
    assert_eq!(double_dummy(&pos, None, Seat::North), 1);
    // West leads diamonds and wins both: South's are lower.
    assert_eq!(double_dummy(&pos, None, Seat::West), 2);
}

#[test]
fn a_guarded_king_over_the_ace_of_trumps_is_a_trick() {
    // East's ♠K3 sits over North's ♠A: whatever South leads, East-West take a
    // trick; with East on lead, or the king under the ace, no such promise.
    let pos = position("N:A2.A.. K3.2.. 54.K.. .Q.AK.");
    let mut solver = Solver::new();
    let mut search = solver.search(&pos, Some(Suit::Spades), u64::MAX);
    assert_eq!(
        search.guarded_king(Seat::South.index()).map(|k| k.0),
        Some(1)
    );
    assert!(search.guarded_king(Seat::East.index()).is_none());
    search.hands.swap(1, 3);
    assert!(search.guarded_king(Seat::South.index()).is_none());
    // South cashes the heart to North's ace, North the spade ace: East's king
    // takes the last trick.
    assert_eq!(brute_force(&pos, Some(Suit::Spades), Seat::South), 2);
    assert_eq!(double_dummy(&pos, Some(Suit::Spades), Seat::South), 2);
}

/// For every lead from `leader`: where second hand's side is said to win the
/// trick, it takes at least one trick by brute force, and at least as many as
/// its quick tricks from there. The leads checked, and those of them where the
/// quick tricks were more than this one.
fn second_hand_wins_checked(pos: &Position, strain: Strain, leader: Seat) -> (u32, u32) {
    let (mut checked, mut more) = (0, 0);
    let mut solver = Solver::new();
    for card in pos.hand(leader).iter_bits() {
        let mut search = solver.search(pos, strain.trump(), u64::MAX);
        let index = card.bit().trailing_zeros();
        search.hands[leader.index()] ^= card.bit();
        let trick = Trick {
            leader: leader.index(),
            led: bits::suit_of(index),
            best: index,
            best_seat: leader.index(),
            table: card.bit(),
        };
        if let Some(cards) = search.second_hand_side_wins(&trick) {
            checked += 1;
            let (quick, _) = search.second_hand_quick_tricks(&trick, i32::MAX, cards);
            if quick > 1 {
                more += 1;
            }
            let value = brute_after(pos, strain.trump(), leader, card);
            assert!(
                i32::from(value) <= pos.cards_each() as i32 - quick,
                "second hand's side takes {quick} after {card}: {} {strain}",
                pos.display_from(leader)
            );
        }
    }
    (checked, more)
}

/// The bounds taken at a trick start before any card is tried never promise
/// more than best play gives: checked against brute force.
#[test]
fn sure_trick_bounds_never_exceed_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xb0b);
    let mut solver = Solver::new();
    let (mut kings, mut splits, mut crossings, mut seconds) = (0, 0, 0, 0);
    let mut seconds_more = 0;
    let mut trump_counts = 0;
    for round in 0..2000 {
        let n = 2 + round % 3;
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        for strain in Strain::ALL {
            for leader in Seat::ALL {
                let search = solver.search(&pos, strain.trump(), u64::MAX);
                let king = strain
                    .trump()
                    .and_then(|_| search.guarded_king(leader.index()));
                let split = strain.trump().and_then(|_| search.split_ace_king());
                let (sure, _) = match strain.trump() {
                    None => {
                        let own = [0, 1, 2, 3].map(|suit| search.cashable(leader.index(), suit));
                        search.cash_then_cross(leader.index(), &own)
                    }
                    Some(_) => (0, 0),
                };
                let (checked, more) = second_hand_wins_checked(&pos, strain, leader);
                seconds += checked;
                seconds_more += more;
                // Whoever leads: checked once a strain, with North on lead.
                let trumps = strain
                    .trump()
                    .filter(|_| leader == Seat::North)
                    .map(|_| [search.sure_trumps(0), search.sure_trumps(1)]);
                if let Some([(ours, _), (theirs, _)]) = trumps
                    && ours + theirs > 0
                {
                    trump_counts += 1;
                    let value = brute_force(&pos, strain.trump(), Seat::North);
                    let shown = pos.display_from(Seat::North);
                    assert!(
                        i32::from(value) >= ours,
                        "{ours} sure trumps: {shown} {strain}"
                    );
                    assert!(
                        n as i32 - i32::from(value) >= theirs,
                        "{theirs} sure trumps for East-West: {shown} {strain}"
                    );
                }
                if king.is_none() && split.is_none() && sure == 0 {
                    continue;
                }
                let value = brute_force(&pos, strain.trump(), leader);
                let shown = || format!("{} {strain} leader {leader}", pos.display_from(leader));
                // The tricks of `seat`'s side.
                let side_of = |seat: usize| {
                    if (seat ^ leader.index()) & 1 == 0 {
                        value
                    } else {
                        n as u8 - value
                    }
                };
                if let Some((holder, _)) = king {
                    kings += 1;
                    assert!(side_of(holder) >= 1, "guarded king: {}", shown());
                }
                if let Some((seat, _)) = split {
                    splits += 1;
                    assert!(side_of(seat) >= 2, "split ace and king: {}", shown());
                }
                if sure > 0 {
                    crossings += 1;
                    assert!(
                        sure <= i32::from(value),
                        "cash then cross {sure}: {}",
                        shown()
                    );
                }
            }
        }
    }
    // Every rule must have been put to the test.
    assert!(
        kings > 100
            && splits > 100
            && crossings > 100
            && seconds > 100
            && seconds_more > 100
            && trump_counts > 100,
        "{kings} kings, {splits} splits, {crossings} crossings, {seconds} second hands \
         ({seconds_more} with more tricks), {trump_counts} trump counts"
    );
}

/// DDS's "later tricks" bound: whenever it says that the side on lead at
/// notrump cannot take every trick, brute force agrees; and no count of
/// quick tricks exceeds it.
#[test]
fn a_side_short_of_top_cards_cannot_take_every_trick() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x1a7e);
    let mut solver = Solver::new();
    let mut fired = 0;
    for round in 0..3000 {
        let n = 2 + round % 3;
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        for leader in Seat::ALL {
            let search = solver.search(&pos, None, u64::MAX);
            let all = search.hands.iter().fold(0, |a, h| a | h);
            let (most, _) = search.top_suit_tricks(leader.index(), all);
            // It bounds the quick tricks, which are counted only up to it.
            let own = [0, 1, 2, 3].map(|suit| search.cashable(leader.index(), suit));
            let cashed: i32 = own.iter().map(|o| o.0).sum();
            let (crossed, _) = search.cash_then_cross(leader.index(), &own);
            assert!(cashed.max(crossed) <= most, "{}", pos.display_from(leader));
            if most >= n as i32 {
                continue;
            }
            fired += 1;
            let value = brute_force(&pos, None, leader);
            let shown = pos.display_from(leader);
            assert!(
                usize::from(value) < n,
                "all {n} tricks: {shown} leader {leader}"
            );
        }
    }
    assert!(fired > 1000, "{fired} positions where the bound applied");
}

/// Partition search keeps a quick-trick count for every position that agrees with
/// this one on the cards the count rests on (the same hands holding each suit's top
/// cards down to the lowest of them) and on every hand's suit lengths. So swapping
/// two cards of a suit between two hands, both below those top cards, leaves the
/// leader's cashed tricks in that suit and partner's in his best suit no fewer.
#[test]
fn a_cashed_count_holds_wherever_its_top_cards_do() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xca5e);
    let mut solver = Solver::new();
    let mut swapped = 0;
    for round in 0..4000 {
        let n = 3 + round % 8;
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        let mut search = solver.search(&pos, None, u64::MAX);
        let leader = rng.random_range(0..4usize);
        let suit = rng.random_range(0..4usize);
        let all = search.hands.iter().fold(0, |a, h| a | h);
        let (tricks, cards, _) = search.cashable(leader, suit);
        let (via, via_cards) = search.via_partner(leader);
        let fixed = tt::mask_cards(all, tt::pattern_mask(all, cards | via_cards));
        let free = bits::suit_bits(all & !fixed, suit);
        let holder =
            |bit: u32| (0..4).find(|&h| bits::suit_bits(search.hands[h], suit) & (1 << bit) != 0);
        let free: Vec<(u32, usize)> = (0..16)
            .filter(|&b| free & (1 << b) != 0)
            .filter_map(|b| holder(b).map(|h| (b, h)))
            .collect();
        let Some(&(a, from)) = free.first() else {
            continue;
        };
        let Some(&(b, to)) = free.iter().find(|&&(_, h)| h != from) else {
            continue;
        };
        let (a, b) = (
            bits::suit_cards(1 << a, suit),
            bits::suit_cards(1 << b, suit),
        );
        search.hands[from] ^= a | b;
        search.hands[to] ^= a | b;
        swapped += 1;
        let shown = pos.display_from(Seat::ALL[leader]);
        assert!(
            search.cashable(leader, suit).0 >= tricks,
            "{shown} suit {suit}"
        );
        assert!(search.via_partner(leader).0 >= via, "{shown} suit {suit}");
    }
    assert!(swapped > 1000, "{swapped} swaps");
}

#[test]
fn matches_brute_force_on_small_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
    let mut solver = Solver::new();
    for round in 0..600 {
        let n = 1 + round % 4;
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        for strain in Strain::ALL {
            for leader in Seat::ALL {
                let expected = brute_force(&pos, strain.trump(), leader);
                let fresh = double_dummy(&pos, strain.trump(), leader);
                let reused = solver.solve(&pos, strain.trump(), leader);
                assert_eq!(
                    fresh,
                    expected,
                    "{} {strain} leader {leader}",
                    pos.display_from(leader)
                );
                assert_eq!(
                    reused, expected,
                    "reused table: {} {strain} leader {leader}",
                    pos
                );
            }
        }
    }
}

/// Brute-force tricks for `leader`'s side with `played` (legal or not) already on
/// the table in the trick `leader` led.
fn brute_trick(position: &Position, trump: Option<Suit>, leader: Seat, played: &[Card]) -> u8 {
    let Some(first) = played.first() else {
        return brute_force(position, trump, leader);
    };
    let mut hands = Seat::ALL.map(|seat| position.hand(seat).bits());
    let trump = trump.map_or(NO_TRUMP, Suit::index);
    let lead = leader.index();
    let first = first.bit().trailing_zeros();
    let mut trick = Played {
        leader: lead,
        led: first >> 4,
        best: first,
        best_seat: lead,
    };
    for (i, card) in played.iter().enumerate() {
        let seat = (lead + i) & 3;
        let index = card.bit().trailing_zeros();
        hands[seat] ^= card.bit();
        if i > 0 && beats(index, trick.best, trump) {
            trick.best = index;
            trick.best_seat = seat;
        }
    }
    let north_south = brute(&mut hands, trump, trick, played.len());
    from_north_south(north_south, position.cards_each() as u32, leader)
}

/// Source: Law 64C as the engine measures it: a trick in progress, with the cards
/// played so far kept (a revoke among them), then best play by all. Every card of
/// the hand may be on the table, so that revokes are tried too.
#[test]
fn a_trick_in_progress_matches_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x7e1c);
    let mut solver = Solver::with_budget(u64::MAX);
    for round in 0..900 {
        let n = 1 + round % 4;
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        let on_table = rng.random_range(0..4usize);
        let played: Vec<Card> = (0..on_table)
            .map(|i| {
                let hand: Vec<Card> = pos.hand(leader.clockwise(i)).cards().collect();
                hand[rng.random_range(0..hand.len())]
            })
            .collect();
        for strain in Strain::ALL {
            let expected = brute_trick(&pos, strain.trump(), leader, &played);
            let found = solver.try_solve_trick(&pos, strain.trump(), leader, &played);
            assert_eq!(
                found,
                Ok(expected),
                "{pos} {strain} leader {leader} played {played:?}"
            );
        }
    }
}

/// Source: Law 64C's two lines, the play as it went and the play kept, where the
/// offender holds the revoke card in one and the substitute in the other. One solver
/// keeping its table from line to line answers as a fresh solver does each time (and
/// as brute force, where that is quick), and visits fewer positions in all.
#[test]
fn a_kept_table_serves_lines_that_swap_a_card() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x64c);
    let mut kept = Solver::new().keeping_table();
    let (mut kept_nodes, mut fresh_nodes) = (0, 0);
    for round in 0..240 {
        let n = 2 + round % 6;
        let record = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        let offender = Seat::ALL[rng.random_range(0..4usize)];
        let other = offender.clockwise(rng.random_range(1..4usize));
        let pick = |rng: &mut ChaCha8Rng, seat: Seat| {
            let hand: Vec<Card> = record.hand(seat).cards().collect();
            hand[rng.random_range(0..hand.len())]
        };
        let (revoke, substitute) = (pick(&mut rng, offender), pick(&mut rng, other));
        let mut hands = record.hands();
        hands.hand_mut(offender).remove(revoke);
        hands.hand_mut(offender).insert(substitute);
        hands.hand_mut(other).remove(substitute);
        hands.hand_mut(other).insert(revoke);
        let line = hands
            .into_position()
            .expect("a card swapped keeps the lengths");
        for strain in Strain::ALL {
            let leader = Seat::ALL[rng.random_range(0..4usize)];
            for pos in [&record, &line, &record] {
                let mut fresh = Solver::new();
                let expected = fresh.solve(pos, strain.trump(), leader);
                fresh_nodes += fresh.nodes();
                let before = kept.nodes();
                assert_eq!(
                    kept.solve(pos, strain.trump(), leader),
                    expected,
                    "kept table: {pos} {strain} leader {leader}"
                );
                kept_nodes += kept.nodes() - before;
                if n <= 3 {
                    assert_eq!(expected, brute_force(pos, strain.trump(), leader), "{pos}");
                }
            }
        }
    }
    assert!(
        kept_nodes * 10 < fresh_nodes * 9,
        "kept table {kept_nodes} positions, fresh solvers {fresh_nodes}"
    );
}

#[test]
fn a_card_on_the_table_must_be_its_players() {
    let pos = position("N:AQ... K2... ..32. ..54.");
    let mut solver = Solver::new();
    let king: Card = "SK".parse().unwrap();
    assert_eq!(
        solver.try_solve_trick(&pos, None, Seat::North, &[king]),
        Err(SolveError::NotHeld {
            card: king,
            seat: Seat::North
        })
    );
    let ace: Card = "SA".parse().unwrap();
    assert_eq!(
        solver.try_solve_trick(&pos, None, Seat::North, &[ace; 4]),
        Err(SolveError::TrickFull(4))
    );
}

/// A search that runs out of budget says so, and leaves nothing false in the table:
/// the same solver, unlimited, still gives the brute-force answer.
#[test]
fn a_spent_budget_is_an_error_and_poisons_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xb4d9e7);
    let mut gave_up = 0;
    for _ in 0..60 {
        let pos = Position::random(&mut rng, 5).expect("1 to 13 cards a hand");
        for strain in Strain::ALL {
            let mut solver = Solver::with_budget(3);
            let expected = brute_force(&pos, strain.trump(), Seat::West);
            match solver.try_solve(&pos, strain.trump(), Seat::West) {
                Err(SolveError::OutOfBudget { budget: 3 }) => gave_up += 1,
                found => assert_eq!(found, Ok(expected), "{pos} {strain}"),
            }
            assert_eq!(solver.solve(&pos, strain.trump(), Seat::West), expected);
            // Once spent, the budget stays spent.
            if solver.nodes() >= 3 {
                assert_eq!(
                    solver.try_solve(&pos, strain.trump(), Seat::West),
                    Err(SolveError::OutOfBudget { budget: 3 })
                );
            }
        }
    }
    assert!(gave_up > 100, "only {gave_up} searches ran out");
}

#[test]
fn leads_match_brute_force_and_the_best_lead_is_the_value() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x1ead);
    let mut solver = Solver::new();
    for _ in 0..150 {
        let n = rng.random_range(1..=4usize);
        let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
        for strain in Strain::ALL {
            let leader = Seat::ALL[rng.random_range(0..4usize)];
            let leads = solver.solve_leads(&pos, strain.trump(), leader);
            assert_eq!(leads.len(), n);
            let best = leads.iter().map(|(_, t)| *t).max().unwrap_or(0);
            assert_eq!(
                best,
                solver.solve(&pos, strain.trump(), leader),
                "{pos} {strain}"
            );
            for (card, tricks) in leads {
                let expected = brute_after(&pos, strain.trump(), leader, card);
                assert_eq!(
                    tricks, expected,
                    "{pos} {strain} leader {leader} leads {card}"
                );
            }
        }
    }
}

#[test]
fn results_stay_within_the_tricks_left() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut solver = Solver::new();
    for n in [5, 6, 7] {
        for _ in 0..4 {
            let pos = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            for strain in Strain::ALL {
                let tricks = solver.solve(&pos, strain.trump(), Seat::North);
                let other = solver.solve(&pos, strain.trump(), Seat::East);
                assert!(usize::from(tricks) <= n && usize::from(other) <= n);
            }
        }
    }
}

/// Every split of the 13 ranks between a hand, its opponents and nobody
/// (3^13 of them), each rank given by one base-3 digit of `code`.
fn rank_splits() -> impl Iterator<Item = (u64, u64)> {
    (0..3u32.pow(13)).map(|mut code| {
        let (mut first, mut second) = (0, 0);
        for rank in 2..=14 {
            match code % 3 {
                1 => first |= 1 << rank,
                2 => second |= 1 << rank,
                _ => {}
            }
            code /= 3;
        }
        (first, second)
    })
}

#[test]
fn sure_trumps_are_those_left_when_each_higher_trump_of_theirs_takes_one() {
    // The pairing as the rule reads, one trump at a time from the top.
    let paired = |mine: u32, theirs: u32| {
        let (mut unpaired, mut sure, mut lowest) = (0, 0, 0);
        for rank in (2..=14).rev() {
            if theirs & (1 << rank) != 0 {
                unpaired += 1;
            } else if mine & (1 << rank) != 0 {
                if unpaired > 0 {
                    unpaired -= 1;
                } else {
                    sure += 1;
                    lowest = 1 << rank;
                }
            }
        }
        (sure, lowest)
    };
    for (mine, theirs) in rank_splits() {
        let (mine, theirs) = (mine as u32, theirs as u32);
        assert_eq!(
            sure_trump_tricks(mine, theirs),
            paired(mine, theirs),
            "mine {mine:#b} theirs {theirs:#b}"
        );
    }
}

#[test]
fn a_run_is_broken_only_by_a_card_another_hand_holds() {
    // From the top, a card heads a run unless the card above it in play is ours.
    let heads = |mine: u32, alive: u32| {
        let mut tops = 0;
        let mut above_is_mine = false;
        for rank in (2..=14).rev() {
            if mine & (1 << rank) != 0 {
                if !above_is_mine {
                    tops |= 1 << rank;
                }
                above_is_mine = true;
            } else if alive & (1 << rank) != 0 {
                above_is_mine = false;
            }
        }
        tops
    };
    for (mine, others) in rank_splits() {
        let (mine, alive) = (mine as u32, (mine | others) as u32);
        assert_eq!(
            run_tops(mine, alive),
            heads(mine, alive),
            "mine {mine:#b} alive {alive:#b}"
        );
    }
}
