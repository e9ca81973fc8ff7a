//! Our solver against DDS on random positions of every size, strain and leader; and
//! the play-form revoke templates' rulings against Laws 64A, 64B and 64C recomputed
//! here, each revoke's effect at the revoke measured by DDS. Law 64C's second measure,
//! the play kept (`src/laws/revoke/kept.rs`: the record replayed with the revoke card
//! replaced), is not re-implemented here: its figures are read from the engine's own
//! explanation and combined with the DDS measure as the Law has it, the larger cost to
//! the side that revoked.
//! Run with `cargo test --features dds --test dds_oracle`, as CI does (the dev profile
//! optimises the solver enough; `--release` for the full deals below).
//!
//! A test binary of its own (not a module of `it`), so that the build with the `dds`
//! feature compiles this file and the shared support, not every integration test.

#[path = "it/support/mod.rs"]
mod support;

use crate::support::dds::{lead_tricks, objective, tricks, tricks_mid_trick};
use dds_bridge::Target;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use ruling::bank::generate::generate;
use ruling::laws::{Case, Limits, Verdict, rule};
use ruling::model::{Card, Hands, Position, Seat, Side, Strain, Suit};
use ruling::solver::Solver;

/// Positions per hand size (index = cards each). Big positions cost the
/// unoptimised test build most, so they are fewer. Full deals are too slow for
/// our solver in an unoptimised build today; set `DDS_ORACLE_FULL_DEALS=n` to
/// add `n` of them (best with `--release`).
const PER_SIZE: [usize; 14] = [
    0, 1600, 1600, 1600, 1500, 1400, 1100, 700, 400, 200, 80, 8, 4, 0,
];

/// Tricks after each lead are compared too, up to this many cards a hand.
const LEADS_UP_TO: usize = 7;

#[test]
fn our_solver_agrees_with_dds() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xdd5_0a1e);
    let mut cases: Vec<(Position, Strain, Seat)> = Vec::new();
    let full_deals = std::env::var("DDS_ORACLE_FULL_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for (n, &count) in PER_SIZE.iter().enumerate() {
        let count = if n == 13 { full_deals } else { count };
        for i in 0..count {
            let position = Position::random(&mut rng, n).expect("1 to 13 cards a hand");
            // Every strain with every leader, in turn.
            let combo = i + n;
            cases.push((position, Strain::ALL[combo % 5], Seat::ALL[(combo / 5) % 4]));
        }
    }
    assert!(cases.len() >= 10_000);

    let objectives: Vec<_> = cases
        .iter()
        .map(|(p, s, l)| objective(p, *s, *l, Target::Legal))
        .collect();
    let expected = dds_bridge::solve_boards(&objectives);

    let mut solver = Solver::new();
    let mut mismatches = 0;
    for ((position, strain, leader), found) in cases.iter().zip(&expected) {
        let ours = solver.solve(position, strain.trump(), *leader);
        let theirs = tricks(found);
        if ours != theirs {
            if mismatches == 0 {
                eprintln!(
                    "first mismatch: {} strain {strain} leader {leader}: ours {ours}, DDS {theirs}",
                    position.display_from(*leader)
                );
            }
            mismatches += 1;
        }
        if position.cards_each() <= LEADS_UP_TO {
            let mut leads = solver.solve_leads(position, strain.trump(), *leader);
            leads.sort();
            let theirs = lead_tricks(found);
            if leads != theirs {
                if mismatches == 0 {
                    eprintln!(
                        "first mismatch: {} strain {strain} leader {leader}: leads {leads:?}, DDS {theirs:?}",
                        position.display_from(*leader)
                    );
                }
                mismatches += 1;
            }
        }
    }
    assert_eq!(
        mismatches,
        0,
        "{mismatches} of {} positions differ from DDS",
        cases.len()
    );
}

// ---- The play-form revoke templates against Laws 64A, 64B and 64C recomputed ----

/// Seeds per play-form revoke template.
const REVOKE_SEEDS: u64 = 60;

/// One trick as played, replayed here without the engine's play record.
struct Played {
    leader: Seat,
    cards: Vec<Card>,
    hands_before: Hands,
    winner: Seat,
}

/// A failure to follow suit: the `pos`-th card of trick `trick` (0-based).
struct Failure {
    trick: usize,
    pos: usize,
    seat: Seat,
    led: Suit,
}

fn winner(leader: Seat, cards: &[Card], trump: Option<Suit>) -> Seat {
    let led = cards[0].suit;
    let rank = |c: &Card| {
        if Some(c.suit) == trump {
            100 + c.rank.get()
        } else if c.suit == led {
            c.rank.get()
        } else {
            0
        }
    };
    let best = (0..cards.len())
        .max_by_key(|&i| rank(&cards[i]))
        .unwrap_or(0);
    leader.clockwise(best)
}

fn replay(
    deal: &ruling::model::Deal,
    trump: Option<Suit>,
    first: Seat,
    play: &[Vec<Card>],
) -> Vec<Played> {
    let mut hands = deal.hands();
    let mut leader = first;
    let mut out = Vec::new();
    for cards in play {
        let before = hands;
        for (i, c) in cards.iter().enumerate() {
            assert!(
                hands.hand_mut(leader.clockwise(i)).remove(*c),
                "{c} not held"
            );
        }
        let w = winner(leader, cards, trump);
        out.push(Played {
            leader,
            cards: cards.clone(),
            hands_before: before,
            winner: w,
        });
        leader = w;
    }
    out
}

/// Declarer's side's tricks from `trick` on: the trick as played, then DDS.
fn dds_as_played(t: &Played, strain: Strain, declarer: Side, left: usize) -> i16 {
    let mut rest = t.hands_before;
    for (i, c) in t.cards.iter().enumerate() {
        rest.hand_mut(t.leader.clockwise(i)).remove(*c);
    }
    let won = i16::from(t.winner.side() == declarer);
    if left == 1 {
        return won;
    }
    let for_winner = i16::from(tricks_mid_trick(&rest, strain, t.winner, &[]));
    let after = if t.winner.side() == declarer {
        for_winner
    } else {
        left as i16 - 1 - for_winner
    };
    won + after
}

/// Declarer's side's tricks from `trick` on had `f.seat` followed suit: the cards before
/// his as played, then DDS.
fn dds_following(t: &Played, f: &Failure, strain: Strain, declarer: Side, left: usize) -> i16 {
    let mut rest = t.hands_before;
    for (i, c) in t.cards[..f.pos].iter().enumerate() {
        rest.hand_mut(t.leader.clockwise(i)).remove(*c);
    }
    let to_move = f.seat;
    let tricks = i16::from(tricks_mid_trick(&rest, strain, t.leader, &t.cards[..f.pos]));
    if to_move.side() == declarer {
        tricks
    } else {
        left as i16 - tricks
    }
}

/// Declarer's tricks under Laws 64A, 64B and 64C, recomputed: `None` for a record this
/// check leaves out (a claim, a revoke on trick 12 or 13, two revokes in one trick, or
/// revokes competing for the same transferred tricks).
fn recomputed(
    case: &ruling::laws::revoke::RevokePlay,
    kept: &std::collections::BTreeMap<usize, i16>,
) -> Option<(u8, u8)> {
    let strain = case.table.contract.strain;
    let trump = strain.trump();
    let declarer = case.table.declarer;
    let dummy = declarer.partner();
    if case.claim.is_some() || case.play.len() != 13 {
        return None;
    }
    let tricks = replay(&case.deal, trump, declarer.lho(), &case.play);
    let mut failures = Vec::new();
    for (k, t) in tricks.iter().enumerate() {
        let led = t.cards[0].suit;
        for (pos, c) in t.cards.iter().enumerate().skip(1) {
            let seat = t.leader.clockwise(pos);
            if c.suit != led && t.hands_before.hand(seat).has_suit(led) {
                failures.push(Failure {
                    trick: k,
                    pos,
                    seat,
                    led,
                });
            }
        }
    }
    let table = tricks
        .iter()
        .filter(|t| t.winner.side() == declarer.side())
        .count() as i16;
    if failures.is_empty() {
        return Some((table as u8, 0));
    }
    if failures.iter().any(|f| f.trick >= 11)
        || failures.windows(2).any(|w| w[0].trick == w[1].trick)
    {
        return None;
    }
    let off = failures[0].seat.side();
    let both_sides = failures.iter().any(|f| f.seat.side() != off);
    // Law 64A, with the exceptions of 64B2-B5 and B7.
    let mut entitled: Vec<Vec<bool>> = Vec::new(); // per failure: needs the revoke trick itself?
    for (i, f) in failures.iter().enumerate() {
        let repeated = failures[..i]
            .iter()
            .any(|g| g.seat == f.seat && g.led == f.led);
        let none = both_sides || f.seat == dummy || repeated || case.late_discovery.is_some();
        entitled.push(if none {
            Vec::new()
        } else if tricks[f.trick].winner == f.seat {
            vec![true, false] // 64A1: the revoke trick and one later trick
        } else {
            vec![false] // 64A2: one trick, the revoke trick or later
        });
    }
    // The offending side's tricks, each transferred once; the latest revoke takes first.
    let mut free: Vec<bool> = tricks.iter().map(|t| t.winner.side() == off).collect();
    let mut transfer = vec![0i16; failures.len()];
    for (i, f) in failures.iter().enumerate().rev() {
        for &own in &entitled[i] {
            let range = if own {
                f.trick..f.trick + 1
            } else {
                f.trick + usize::from(tricks[f.trick].winner == f.seat)..13
            };
            let won = |k: &usize| tricks[*k].winner.side() == off;
            match range.clone().find(|&k| free[k]) {
                Some(k) => {
                    free[k] = false;
                    transfer[i] += 1;
                }
                // Taken by a later revoke: left to the engine's own pooling.
                None if range.clone().any(|k| won(&k)) => return None,
                // The offending side won no such trick: nothing to transfer.
                None => {}
            }
        }
    }
    // Law 64C: each revoke's effect when it occurred.
    let effects: Vec<i16> = failures
        .iter()
        .map(|f| {
            let t = &tricks[f.trick];
            let left = 13 - f.trick;
            let at = dds_as_played(t, strain, declarer.side(), left)
                - dds_following(t, f, strain, declarer.side(), left);
            // What the revoke gained declarer's side; the measure less favourable to
            // the side that revoked counts.
            match kept.get(&(f.trick + 1)) {
                Some(&k) if f.seat.side() == declarer.side() => at.max(k),
                Some(&k) => at.min(k),
                None => at,
            }
        })
        .collect();
    let total: i16 = transfer.iter().sum();
    let final_tricks = if both_sides {
        table - effects.iter().sum::<i16>()
    } else {
        let toward = if off == declarer.side() { -1 } else { 1 };
        let gained: i16 = transfer
            .iter()
            .zip(&effects)
            .map(|(&tr, &e)| tr.max(-toward * e))
            .sum();
        table + toward * gained
    };
    Some((final_tricks.clamp(0, 13) as u8, total as u8))
}

/// The engine's play-kept measure of each revoke, from its explanation: by the revoke
/// trick (1-based), what the revoke gained declarer's side in the play kept.
fn kept_measures(steps: &[ruling::laws::Step]) -> std::collections::BTreeMap<usize, i16> {
    use ruling::laws::Arg;
    let int = |step: &ruling::laws::Step, name: &str| {
        step.message.args.iter().find_map(|(n, a)| match a {
            Arg::Int(v) if n == name => Some(*v),
            _ => None,
        })
    };
    steps
        .iter()
        .filter(|s| s.message.id == "revoke-64c-kept")
        .filter_map(|s| {
            let trick = usize::try_from(int(s, "trick")?).ok()?;
            Some((trick, (int(s, "with")? - int(s, "without")?) as i16))
        })
        .collect()
}

/// The trick-boundary positions our solver visits to measure every revoke of `case`
/// with and without it, one solver for the board as the engine does: what
/// `Limits::equity_nodes` must allow.
fn solver_nodes(case: &ruling::laws::revoke::RevokePlay) -> u64 {
    let trump = case.table.contract.strain.trump();
    let tricks = replay(&case.deal, trump, case.table.declarer.lho(), &case.play);
    let mut solver = Solver::new();
    for t in &tricks {
        let led = t.cards[0].suit;
        for (pos, c) in t.cards.iter().enumerate().skip(1) {
            let seat = t.leader.clockwise(pos);
            if c.suit == led || !t.hands_before.hand(seat).has_suit(led) {
                continue;
            }
            let position = t.hands_before.into_position().expect("equal hands");
            let _ = solver.try_solve_trick(&position, trump, t.leader, &t.cards[..pos]);
            let mut rest = t.hands_before;
            for (i, c) in t.cards.iter().enumerate() {
                rest.hand_mut(t.leader.clockwise(i)).remove(*c);
            }
            if let Ok(position) = rest.into_position() {
                let _ = solver.try_solve(&position, trump, t.winner);
            }
        }
    }
    solver.nodes()
}

/// Source: Laws 64A, 64B and 64C (2017); each revoke assessed when it occurred (WBF
/// Laws Committee, 2009); issue 16, items 6 and 7. Every play-form revoke template's
/// ruling, declarer's tricks and the tricks transferred, equals the Laws applied here
/// to the record afresh, with DDS for the tricks with and without each revoke.
#[test]
fn play_form_revoke_rulings_agree_with_the_laws_and_dds() {
    let bank = crate::support::bank();
    let mut checked = 0;
    let mut measured = 0;
    let mut left_out = 0;
    let mut mismatches = Vec::new();
    let mut nodes = Vec::new();
    for template in bank
        .templates()
        .iter()
        .filter(|t| t.id().starts_with("revoke-play"))
    {
        for seed in 0..REVOKE_SEEDS {
            let variant = generate(template, seed).expect("the template generates");
            let Case::RevokePlay(case) = variant.case.clone().into_case().expect("a case") else {
                panic!("{}: not a play-form case", template.id());
            };
            let ruling =
                rule(&Case::RevokePlay(case.clone()), &Limits::COMMAND_LINE).expect("ruled");
            let Verdict::RevokePlay(verdict) = &ruling.verdict else {
                panic!("{}: not a revoke verdict", template.id());
            };
            let (Some(engine), true) = (verdict.declarer_tricks(), verdict.established()) else {
                left_out += 1;
                continue;
            };
            let Some((tricks, transferred)) = recomputed(&case, &kept_measures(&ruling.steps))
            else {
                left_out += 1;
                continue;
            };
            checked += 1;
            if !verdict.findings.is_empty() {
                measured += 1;
                nodes.push(solver_nodes(&case));
            }
            if (engine.get(), verdict.transferred().get()) != (tricks, transferred) {
                mismatches.push(format!(
                    "{} --seed {seed}: engine {} tricks ({} transferred), recomputed {tricks} ({transferred})",
                    template.id(),
                    engine.get(),
                    verdict.transferred().get()
                ));
            }
        }
    }
    nodes.sort_unstable();
    eprintln!(
        "{checked} variants checked ({measured} with revokes), {left_out} left out; \
         our solver's positions for a board's 64C: median {}, max {} (budget {})",
        nodes.get(nodes.len() / 2).unwrap_or(&0),
        nodes.last().unwrap_or(&0),
        Limits::COMMAND_LINE.equity_nodes
    );
    assert!(checked >= 400, "only {checked} variants checked");
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
