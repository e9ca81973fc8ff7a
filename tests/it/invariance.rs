//! Rulings that do not care where the players sit nor what the suits are called (issue
//! 38 §2). Turn the table a seat clockwise (North's cards to East, the contract's
//! declarer and the vulnerability with them) or rename the suits (the trump suit
//! renamed too, notrump left alone): the solver takes the same tricks, a revoke moves
//! the same tricks, and every score is the same for the same side, North-South's only
//! changing sign when the sides change places. Renaming suits keeps a score only when
//! majors stay majors (Law 77 scores them apart), so scores are compared under those
//! renamings and tricks under all of them.
//!
//! And a ruling is never better for the offenders than the table result where the law
//! says so: a Law 64A transfer only takes tricks from them, and a Law 12C1 adjustment
//! for a damaged side gives the offenders the result without the infraction, which is
//! no better for them than what they scored.
//!
//! Case counts are small so the file runs in seconds in a dev build; the solver's
//! endings have 3 to 6 cards a hand.

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ruling::laws::Limits;
use ruling::laws::revoke::{
    Exception, Outcome, RevokeCard, RevokeFacts, RevokePlay, RevokeVerdict, Table, rule_facts,
    rule_play,
};
use ruling::laws::scoring::{ScoreCase, rule_score};
use ruling::laws::split::{SplitCase, SplitVerdict, rule_split};
use ruling::laws::weighted::Scoring;
use ruling::model::play::winning_index;
use ruling::model::{
    Card, Contract, Deal, Doubling, FinalContract, Hand, Hands, Level, NsScore, Position, Seat,
    Side, Strain, Suit, TrickNo, Tricks, Vulnerability,
};
use ruling::solver::{Solver, double_dummy};

/// The table relabelled: every seat turned `turn` places clockwise, suit `s` called
/// `suits[s.index()]`.
#[derive(Debug, Clone, Copy)]
struct Relabel {
    turn: usize,
    suits: [Suit; 4],
}

impl Relabel {
    fn seat(self, seat: Seat) -> Seat {
        seat.clockwise(self.turn)
    }

    fn swaps_sides(self) -> bool {
        self.turn % 2 == 1
    }

    fn vulnerability(self, v: Vulnerability) -> Vulnerability {
        match v {
            Vulnerability::NorthSouth if self.swaps_sides() => Vulnerability::EastWest,
            Vulnerability::EastWest if self.swaps_sides() => Vulnerability::NorthSouth,
            v => v,
        }
    }

    /// North-South's score of a result, after the relabelling.
    fn ns(self, ns: i32) -> i32 {
        if self.swaps_sides() { -ns } else { ns }
    }

    fn suit(self, suit: Suit) -> Suit {
        self.suits[suit.index()]
    }

    fn card(self, card: Card) -> Card {
        Card::new(self.suit(card.suit), card.rank)
    }

    fn strain(self, strain: Strain) -> Strain {
        match strain.trump().map(|s| self.suit(s)) {
            None => Strain::NoTrump,
            Some(Suit::Clubs) => Strain::Clubs,
            Some(Suit::Diamonds) => Strain::Diamonds,
            Some(Suit::Hearts) => Strain::Hearts,
            Some(Suit::Spades) => Strain::Spades,
        }
    }

    fn contract(self, contract: Contract) -> Contract {
        Contract {
            strain: self.strain(contract.strain),
            ..contract
        }
    }

    fn table(self, table: Table) -> Table {
        Table {
            contract: self.contract(table.contract),
            declarer: self.seat(table.declarer),
            vulnerability: self.vulnerability(table.vulnerability),
        }
    }

    fn hands(self, hands: Hands) -> Hands {
        let mut out = [Hand::EMPTY; 4];
        for seat in Seat::ALL {
            for card in hands.hand(seat).cards() {
                out[self.seat(seat).index()].insert(self.card(card));
            }
        }
        Hands::new(out)
    }

    /// Whether every score stays: majors stay majors, minors minors.
    fn keeps_scores(self) -> bool {
        Suit::ALL
            .into_iter()
            .all(|s| s.is_major() == self.suit(s).is_major())
    }
}

/// Any turn of the table and any renaming of the suits.
fn relabel() -> impl Strategy<Value = Relabel> {
    (0usize..4, Just(Suit::ALL.to_vec()).prop_shuffle()).prop_map(|(turn, suits)| Relabel {
        turn,
        suits: [suits[0], suits[1], suits[2], suits[3]],
    })
}

/// A turn of the table and a renaming that keeps majors and minors apart.
fn scoring_relabel() -> impl Strategy<Value = Relabel> {
    (0usize..4, any::<bool>(), any::<bool>()).prop_map(|(turn, minors, majors)| {
        let (c, d) = if minors {
            (Suit::Diamonds, Suit::Clubs)
        } else {
            (Suit::Clubs, Suit::Diamonds)
        };
        let (h, s) = if majors {
            (Suit::Spades, Suit::Hearts)
        } else {
            (Suit::Hearts, Suit::Spades)
        };
        Relabel {
            turn,
            suits: [c, d, h, s],
        }
    })
}

fn seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

fn vulnerability() -> impl Strategy<Value = Vulnerability> {
    prop::sample::select(vec![
        Vulnerability::None,
        Vulnerability::NorthSouth,
        Vulnerability::EastWest,
        Vulnerability::All,
    ])
}

fn contract() -> impl Strategy<Value = Contract> {
    (
        1u8..=7,
        prop::sample::select(Strain::ALL.to_vec()),
        prop::sample::select(vec![
            Doubling::Undoubled,
            Doubling::Doubled,
            Doubling::Redoubled,
        ]),
    )
        .prop_map(|(level, strain, doubling)| Contract {
            level: Level::try_new(level).unwrap(),
            strain,
            doubling,
        })
}

fn table() -> impl Strategy<Value = Table> {
    (contract(), seat(), vulnerability()).prop_map(|(contract, declarer, vulnerability)| Table {
        contract,
        declarer,
        vulnerability,
    })
}

prop_compose! {
    fn revoke_facts()(
        table in table(), offender in seat(), won_by in seat(),
        later in 0u8..=13, declarer_tricks in 0u8..=13, established in any::<bool>(),
        exception in prop::option::of(prop::sample::select(Exception::ALL.to_vec())),
        trick in prop::option::of(1u8..=13).prop_map(|t| t.map(TrickNo::new)),
        without in prop::option::of(0u8..=13),
    ) -> RevokeFacts {
        RevokeFacts {
            table,
            offender,
            established,
            revoke_trick: trick,
            revoke_trick_won_by: won_by,
            offending_side_later_tricks: Tricks::new(later),
            declarer_tricks: Tricks::new(declarer_tricks),
            exception,
            revoke_card: RevokeCard::FromHand,
            tricks_without_revoke: without.and_then(Tricks::try_new),
        }
    }
}

/// A score North-South can have, in tens.
fn ns_score() -> impl Strategy<Value = NsScore> {
    (-760i32..=760).prop_map(|t| NsScore::new(t * 10).unwrap())
}

/// Declarer's side's score, from North-South's, for the side of `seat`.
fn for_side_of(seat: Seat, ns: i32) -> i32 {
    ns * seat.side().ns_sign()
}

/// What a revoke verdict says, in terms that survive a relabelling: per finding the
/// trick, seat, card, law and transfer; then the tricks and whether 64C adjusted.
type Said = (
    Vec<(Option<TrickNo>, Seat, Option<Card>, String, Tricks)>,
    Option<(Tricks, Tricks, bool)>,
);

fn said(v: &RevokeVerdict, r: Option<Relabel>) -> Said {
    let seat = |s: Seat| r.map_or(s, |r| r.seat(s));
    let card = |c: Card| r.map_or(c, |r| r.card(c));
    let findings = v
        .findings
        .iter()
        .map(|f| {
            (
                f.trick,
                seat(f.seat),
                f.card.map(card),
                format!("{:?}", f.law),
                f.transferred,
            )
        })
        .collect();
    let outcome = match v.outcome {
        Outcome::Settled {
            table_tricks,
            declarer_tricks,
            equity_adjusted,
            ..
        } => Some((table_tricks, declarer_tricks, equity_adjusted)),
        Outcome::PlayContinues => None,
    };
    (findings, outcome)
}

/// A deal played at random to its end with one revoke on trick `revoke_on` (8–12):
/// a player who holds the suit led plays another; every other card follows suit when
/// it can. `None` when no one after the leader of that trick can revoke.
fn played_with_revoke(
    rng: &mut ChaCha8Rng,
    deal: &Deal,
    trump: Option<Suit>,
    leader: Seat,
    revoke_on: usize,
) -> Option<Vec<Vec<Card>>> {
    let mut hands = deal.hands();
    let mut leader = leader;
    let mut tricks = Vec::with_capacity(13);
    let pick = |rng: &mut ChaCha8Rng, cards: Vec<Card>| cards[rng.random_range(0..cards.len())];
    for number in 1..=13 {
        let lead = pick(rng, hands.hand(leader).cards().collect());
        let mut trick = vec![lead];
        let revoker = (number == revoke_on).then(|| leader.clockwise(rng.random_range(1..4usize)));
        for i in 1..4 {
            let seat = leader.clockwise(i);
            let hand = hands.hand(seat);
            let follows: Vec<Card> = hand.cards_in(lead.suit).collect();
            let card = if Some(seat) == revoker {
                let others: Vec<Card> = hand.cards().filter(|c| c.suit != lead.suit).collect();
                if follows.is_empty() || others.is_empty() {
                    return None;
                }
                pick(rng, others)
            } else if follows.is_empty() {
                pick(rng, hand.cards().collect())
            } else {
                pick(rng, follows)
            };
            trick.push(card);
        }
        for (i, card) in trick.iter().enumerate() {
            hands.hand_mut(leader.clockwise(i)).remove(*card);
        }
        leader = leader.clockwise(winning_index(&trick, trump));
        tricks.push(trick);
    }
    Some(tricks)
}

fn revoke_play(table: Table, deal: Deal, play: Vec<Vec<Card>>) -> RevokePlay {
    RevokePlay {
        table,
        deal,
        play,
        attention_after_trick: None,
        late_discovery: None,
        claim: None,
        card_named_by: None,
        tricks_without_revoke: None,
        inquiry: None,
        withdrawn: Vec::new(),
        play_after_correction: Vec::new(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Law 77: four spades doubled by North, vulnerable, scores for East with East-West
    /// vulnerable what it scores for North, and four hearts the same.
    #[test]
    fn a_score_is_the_same_for_whoever_declares_it_in_a_suit_of_its_kind(
        contract in contract(), declarer in seat(), vulnerability in vulnerability(),
        tricks in 0u8..=13, passed_out in prop::bool::weighted(0.05), r in scoring_relabel(),
    ) {
        let tricks = Tricks::new(tricks);
        let (before, after) = if passed_out {
            (FinalContract::PassedOut, FinalContract::PassedOut)
        } else {
            (FinalContract::Contract(contract), FinalContract::Contract(r.contract(contract)))
        };
        let v = rule_score(&ScoreCase { contract: before, declarer, vulnerability, tricks }).verdict;
        let w = rule_score(&ScoreCase {
            contract: after,
            declarer: r.seat(declarer),
            vulnerability: r.vulnerability(vulnerability),
            tricks,
        }).verdict;
        prop_assert_eq!((w.declarer_score, w.over), (v.declarer_score, v.over));
        prop_assert_eq!(w.ns, r.ns(v.ns));
    }

    /// Laws 63–64 from the facts: the same revoke by the same player, seen from another
    /// seat, moves the same tricks; and no transfer leaves the offenders better off.
    #[test]
    fn revoke_facts_are_ruled_alike_from_every_seat(facts in revoke_facts(), r in scoring_relabel()) {
        let turned = RevokeFacts {
            table: r.table(facts.table),
            offender: r.seat(facts.offender),
            revoke_trick_won_by: r.seat(facts.revoke_trick_won_by),
            ..facts
        };
        match (rule_facts(&facts), rule_facts(&turned)) {
            (Ok(a), Ok(b)) => {
                prop_assert_eq!(said(&a.verdict, Some(r)), said(&b.verdict, None));
                prop_assert_eq!(b.verdict.ns(), a.verdict.ns().map(|ns| r.ns(ns)));
                // When both sides revoked (Law 64B7) each is an offender, and Law 64C2(b)
                // gives the score as if no revoke had occurred: better for one of them
                // whenever the other's revoke cost it tricks. Only one side's revoke
                // never leaves that side better off.
                let one_offender = facts.exception != Some(Exception::BothSides);
                if let (true, Some(table), Some(ns)) =
                    (one_offender, a.verdict.table_tricks(), a.verdict.ns())
                {
                    let at_table = facts.table.score_ns(table);
                    prop_assert!(
                        for_side_of(facts.offender, ns) <= for_side_of(facts.offender, at_table),
                        "the offenders score {} after the ruling, {} at the table",
                        for_side_of(facts.offender, ns), for_side_of(facts.offender, at_table)
                    );
                }
            }
            (Err(a), Err(b)) => prop_assert_eq!(a.field(), b.field()),
            (a, b) => prop_assert!(false, "{:?} but turned {:?}", a.is_ok(), b.is_ok()),
        }
    }

    /// Law 12C1(b): with the sides' places swapped (every score's sign turned) the two
    /// teams' IMPs swap; a damaged side never scores less than at the table, and the
    /// offenders never more.
    #[test]
    fn a_split_score_follows_the_sides_and_never_rewards_the_offenders(
        offenders in prop::sample::select(vec![Side::NorthSouth, Side::EastWest]),
        actual in ns_score(), normal in ns_score(), without in ns_score(), other in ns_score(),
    ) {
        let neg = |s: NsScore| NsScore::new(-s.ns()).unwrap();
        let case = SplitCase {
            offenders,
            actual_ns: actual,
            normal_after_infraction_ns: normal,
            without_infraction_ns: without,
            scoring: Scoring::Teams { other_table_ns: other },
        };
        let swapped = SplitCase {
            offenders: offenders.opponents(),
            actual_ns: neg(actual),
            normal_after_infraction_ns: neg(normal),
            without_infraction_ns: neg(without),
            scoring: Scoring::Teams { other_table_ns: neg(other) },
        };
        let (ns, ew) = rule_split(&case).verdict.teams().unwrap();
        let (ns2, ew2) = rule_split(&swapped).verdict.teams().unwrap();
        prop_assert_eq!((ns2, ew2), (ew, ns));
        let table = ruling::model::imps(actual.ns() - other.ns());
        let (off, inn, off_table, inn_table) = match offenders {
            Side::NorthSouth => (ns, ew, table, -table),
            Side::EastWest => (ew, ns, -table, table),
        };
        prop_assert!(off <= off_table, "offenders {off} IMPs, {off_table} at the table");
        prop_assert!(inn >= inn_table, "non-offenders {inn} IMPs, {inn_table} at the table");
        // In pairs the same, in matchpoint percentages.
        let pairs = SplitCase { scoring: Scoring::pairs(vec![other, neg(normal)]).unwrap(), ..case.clone() };
        let SplitVerdict::Pairs { ns_pct, ew_pct } = rule_split(&pairs).verdict else {
            unreachable!("pairs give percentages")
        };
        let at_table = Scoring::pairs(vec![other, neg(normal)]).unwrap().score(actual);
        let (off, inn) = match offenders {
            Side::NorthSouth => (ns_pct, ew_pct),
            Side::EastWest => (ew_pct, ns_pct),
        };
        prop_assert!(off <= at_table.for_side(offenders));
        prop_assert!(inn >= at_table.for_side(offenders.opponents()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The solver on endings of 3–6 cards a hand: the same tricks for the same hands
    /// at another seat or with the suits renamed (the trump suit with them), and the
    /// best of its leads is the position's value.
    #[test]
    fn the_solver_takes_the_same_tricks_at_every_seat_in_every_suit(
        seed in any::<u64>(), cards in 3usize..=6, trump in prop::option::of(prop::sample::select(Suit::ALL.to_vec())),
        leader in seat(), r in relabel(),
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let position = Position::random(&mut rng, cards).unwrap();
        let turned: Position = r.hands(position.hands()).into_position().unwrap();
        let tricks = double_dummy(&position, trump, leader);
        prop_assert_eq!(
            double_dummy(&turned, trump.map(|s| r.suit(s)), r.seat(leader)), tricks,
            "{} led by {} in {:?}, relabelled {:?}", position, leader, trump, r
        );
        let best = Solver::new().solve_leads(&position, trump, leader).into_iter().map(|(_, t)| t).max();
        prop_assert_eq!(best, Some(tricks));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Laws 61–64 from the play: a deal played out with a revoke late in the play, then
    /// the same deal turned and its suits renamed, is ruled the same (the revoke found
    /// on the same trick by the relabelled player, the same tricks moved, Law 64C's
    /// verdict the same); and the offenders never score more than at the table.
    #[test]
    fn a_revoke_in_the_play_is_ruled_alike_at_every_seat_in_every_suit(
        seed in any::<u64>(), table in table(), revoke_on in 8usize..=12, r in relabel(),
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let deal = Deal::random(&mut rng);
        let trump = table.contract.strain.trump();
        let Some(play) = played_with_revoke(&mut rng, &deal, trump, table.declarer.lho(), revoke_on) else {
            return Ok(());
        };
        let turned_deal = r.hands(deal.hands()).into_deal().unwrap();
        let turned_play = play.iter().map(|t| t.iter().map(|&c| r.card(c)).collect()).collect();
        let limits = Limits::default();
        let a = rule_play(&revoke_play(table, deal, play), &limits);
        let b = rule_play(&revoke_play(r.table(table), turned_deal, turned_play), &limits);
        match (a, b) {
            (Ok(a), Ok(b)) => {
                prop_assert_eq!(said(&a.verdict, Some(r)), said(&b.verdict, None));
                if r.keeps_scores() {
                    prop_assert_eq!(b.verdict.ns(), a.verdict.ns().map(|ns| r.ns(ns)));
                }
                let offender = a.verdict.findings[0].seat;
                if let (Some(played), Some(ns)) = (a.verdict.table_tricks(), a.verdict.ns()) {
                    let at_table = table.score_ns(played);
                    prop_assert!(for_side_of(offender, ns) <= for_side_of(offender, at_table));
                }
            }
            (Err(a), Err(b)) => prop_assert_eq!(a.field(), b.field()),
            (a, b) => prop_assert!(false, "{:?} but turned {:?}", a.map(|r| r.verdict.findings.len()), b.map(|r| r.verdict.findings.len())),
        }
    }
}
