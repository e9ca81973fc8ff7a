//! Revokes, Laws 61–64, in the order the law book gives them. Each test states the
//! facts as a Director hears them at the table, then the ruling.

use crate::support;

use ruling::laws::revoke::{
    Claim, Exception, LateDiscovery, RevokeCard, RevokeError, RevokeFacts, RevokePlay,
    RevokeVerdict, Table, rule_facts, rule_play,
};
use ruling::laws::{Law, Limits, Ruling};
use ruling::model::{Contract, Deal, Seat, Suit, TrickNo, Tricks, Vulnerability};
use support::{cards, play_out};

use Seat::{East as E, North as N, South as S, West as W};

fn table(contract: &str, declarer: Seat) -> Table {
    Table {
        contract: contract.parse::<Contract>().unwrap(),
        declarer,
        vulnerability: Vulnerability::None,
    }
}

/// An established revoke with no exception; tests change what they need.
fn facts(
    contract: &str,
    declarer: Seat,
    offender: Seat,
    won_by: Seat,
    later: u8,
    declarer_tricks: u8,
) -> RevokeFacts {
    RevokeFacts {
        table: table(contract, declarer),
        offender,
        established: true,
        revoke_trick: None,
        revoke_trick_won_by: won_by,
        offending_side_later_tricks: Tricks::new(later),
        declarer_tricks: Tricks::new(declarer_tricks),
        exception: None,
        revoke_card: RevokeCard::FromHand,
        tricks_without_revoke: None,
    }
}

fn rule(f: &RevokeFacts) -> Ruling<RevokeVerdict> {
    rule_facts(f).expect("facts are consistent")
}

/// The play form, ruled within the command line's limits.
fn ruled(case: &RevokePlay) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    rule_play(case, &Limits::COMMAND_LINE)
}

fn final_tricks(r: &Ruling<RevokeVerdict>) -> u8 {
    r.verdict.declarer_tricks().expect("play is over").get()
}

// ---- Law 64A1: the offending player won the revoke trick ----

/// Source: seeds/001 (NBF lesson 7): "Feilende spiller vinner revokestikket … dette stikket
/// og ett stikk vunnet av feilende side senere i spillet overføres".
#[test]
fn offender_won_revoke_trick_and_a_later_trick_two_tricks_go_to_declarer() {
    let r = rule(&facts("4S", S, E, E, 1, 9));
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    assert_eq!(final_tricks(&r), 11);
    assert_eq!(r.verdict.ns(), Some(450));
    assert!(r.laws().contains(&Law::L64A1));
}

/// Source: seeds/001: "Hvis feilende side ikke vinner flere stikk senere i spillet så skal det
/// kun overføres ett stikk."
#[test]
fn offender_won_revoke_trick_but_no_later_trick_only_the_revoke_trick_goes() {
    let r = rule(&facts("4S", S, E, E, 0, 9));
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 10);
    assert!(r.laws().contains(&Law::L64A1));
}

#[test]
fn declarer_revokes_and_wins_the_trick_the_defenders_gain_two() {
    // 3NT by North; North revokes and wins the trick, and takes 10 tricks in all.
    let r = rule(&facts("3NT", N, N, N, 5, 10));
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    assert_eq!(final_tricks(&r), 8);
    assert_eq!(r.verdict.ns(), Some(-50));
}

// ---- Law 64A2: the offending player did not win the revoke trick ----

/// Source: seeds/001: "Feilende spiller ikke vinner revokesticket, men der feilende side vinner
/// ett eller flere stikk senere i spillet skal ett stikk overføres".
#[test]
fn revoke_trick_won_by_declarer_defenders_win_later_one_trick() {
    let r = rule(&facts("3NT", N, W, N, 2, 8));
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 9);
    assert!(r.laws().contains(&Law::L64A2));
}

#[test]
fn revoke_trick_won_by_the_offenders_partner_counts_for_one_trick() {
    // 64A2: "if the offending side won that or any subsequent trick".
    let r = rule(&facts("4H", S, W, E, 0, 9));
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 10);
    assert!(r.laws().contains(&Law::L64A2));
}

#[test]
fn a_trick_won_in_dummy_is_not_won_by_declarer() {
    // Footnote to Law 64A: declarer revokes, dummy wins the trick: 64A2, one trick.
    let r = rule(&facts("4S", S, S, N, 0, 11));
    assert!(r.laws().contains(&Law::L64A2));
    assert!(!r.laws().contains(&Law::L64A1));
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 10);
}

// ---- Law 64B: no trick transfer ----

#[test]
fn law_64b1_offending_side_won_nothing_from_the_revoke_trick_on() {
    let r = rule(&facts("4S", S, E, S, 0, 10));
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert_eq!(final_tricks(&r), 10);
    assert!(r.laws().contains(&Law::L64B1));
}

/// Source: seeds/001 ("Automatisk justering av stikk skjer når … feilende side vinner ett
/// eller flere stikk senere i spillet"): with nothing won from the revoke trick on there is
/// nothing to transfer (64B1). The student who moves a trick anyway (10 → 11 for declarer
/// when East revoked) is told that misreading, citing 64B1; when declarer's own side
/// revoked, his count goes down instead.
#[test]
fn law_64b1_a_trick_moved_anyway_is_the_named_misreading() {
    use ruling::laws::{Answer, Case, Field, Unit};
    use ruling::misreading::{Asked, misapplications};
    let asked = Asked {
        field: Field::DeclarerTricks,
        unit: Unit::Tricks,
    };
    let moved_anyway = |f: RevokeFacts| {
        let case = Case::RevokeFacts(f);
        let ruling = ruling::laws::rule(&case, &Limits::default()).unwrap();
        let wrong = misapplications(&case, &ruling, asked, &Limits::default());
        wrong
            .iter()
            .find(|m| m.id == "misread-revoke-64b1-overlooked")
            .map(|m| (m.law, m.value))
    };
    assert_eq!(
        moved_anyway(facts("4S", S, E, S, 0, 10)),
        Some((Law::L64B1, Answer::Tricks(Tricks::new(11))))
    );
    assert_eq!(
        moved_anyway(facts("4S", S, S, W, 0, 8)),
        Some((Law::L64B1, Answer::Tricks(Tricks::new(7))))
    );
    // Where tricks are transferred, 64B1 is not the law misread.
    assert_eq!(moved_anyway(facts("4S", S, E, E, 1, 9)), None);
}

fn with_exception(exception: Exception) -> Ruling<RevokeVerdict> {
    let mut f = facts("4S", S, E, E, 1, 9);
    f.exception = Some(exception);
    rule(&f)
}

#[test]
fn law_64b2_subsequent_revoke_in_the_same_suit_transfers_nothing() {
    let r = with_exception(Exception::SubsequentSameSuit);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B2));
    assert!(
        r.laws().contains(&Law::L64C2a),
        "the Director is told to look at equity"
    );
}

#[test]
fn law_64b3_failing_to_play_a_faced_card_transfers_nothing() {
    let r = with_exception(Exception::FacedCard);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B3));
}

#[test]
fn law_64b3_a_revoke_from_dummys_hand_transfers_nothing() {
    // Dummy (North, declarer South) failed to follow.
    let r = rule(&facts("4S", S, N, N, 3, 10));
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B3));
}

#[test]
fn law_64b4_attention_after_the_next_call_transfers_nothing() {
    let r = with_exception(Exception::AfterNextCall);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert_eq!(final_tricks(&r), 9);
    assert!(r.laws().contains(&Law::L64B4));
}

#[test]
fn law_64b5_attention_after_the_round_transfers_nothing() {
    let r = with_exception(Exception::AfterRound);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B5));
}

/// Source: seeds/001: "Revoke i 12. stikk. Denne skal korrigeres."
#[test]
fn law_64b6_revoke_on_trick_twelve_is_corrected_not_rectified() {
    let r = with_exception(Exception::Trick12);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B6));
    assert!(r.laws().contains(&Law::L62D1));
}

#[test]
fn a_revoke_on_trick_twelve_needs_no_exception_to_be_named() {
    let mut f = facts("4S", S, E, E, 1, 9);
    f.revoke_trick = Some(TrickNo::new(12));
    let r = rule(&f);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64B6));
}

/// Source: seeds/001: "Hvis begge sider revokerer skal TL gi et justert resultat basert på at
/// ingen revoke hadde skjedd (§64C2B)."
#[test]
fn law_64b7_both_sides_revoked_score_as_if_no_revoke() {
    let mut f = facts("4S", S, E, E, 1, 9);
    f.exception = Some(Exception::BothSides);
    f.tricks_without_revoke = Some(Tricks::new(10));
    let r = rule(&f);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert_eq!(final_tricks(&r), 10);
    assert!(r.laws().contains(&Law::L64B7));
    assert!(r.laws().contains(&Law::L64C2b));
}

// ---- Law 64C: equity ----

#[test]
fn law_64c_restores_equity_when_the_transfer_falls_short() {
    // Two tricks transferred, but without the revoke declarer would have made 12.
    let mut f = facts("4S", S, E, E, 1, 9);
    f.tricks_without_revoke = Some(Tricks::new(12));
    let r = rule(&f);
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    assert_eq!(final_tricks(&r), 12);
    assert!(r.verdict.equity_adjusted());
    assert!(r.laws().contains(&Law::L64C1));
}

#[test]
fn law_64c_leaves_the_transfer_when_it_compensates_in_full() {
    let mut f = facts("4S", S, E, E, 1, 9);
    f.tricks_without_revoke = Some(Tricks::new(10));
    let r = rule(&f);
    assert_eq!(final_tricks(&r), 11, "the offenders never profit from 64C");
    assert!(!r.verdict.equity_adjusted());
}

#[test]
fn law_64c_for_an_offending_declarer_takes_tricks_away() {
    // Declarer revoked (64A2, one trick) but without the revoke would have been two down.
    let mut f = facts("4S", S, S, W, 1, 9);
    f.tricks_without_revoke = Some(Tricks::new(8));
    let r = rule(&f);
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 8);
}

// ---- Laws 62 and 63: a revoke not established ----

/// Source: seeds/001: "Husk: Hvis en revoke korrigeres fra en motspiller så vil det viste
/// kortet bli et stort straffekort!"
#[test]
fn a_defenders_revoke_not_established_is_corrected_with_a_major_penalty_card() {
    let mut f = facts("4S", S, E, E, 0, 9);
    f.established = false;
    let r = rule(&f);
    assert!(!r.verdict.established());
    assert!(r.verdict.penalty_card());
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L62B1));
}

#[test]
fn declarers_revoke_not_established_is_corrected_without_penalty() {
    let mut f = facts("4S", S, S, S, 0, 9);
    f.established = false;
    let r = rule(&f);
    assert!(!r.verdict.penalty_card());
    assert!(r.laws().contains(&Law::L62B2));
}

// ---- Facts that cannot all be true ----

#[test]
fn a_revoke_on_trick_thirteen_is_refused_naming_the_field() {
    // On trick 13 each player has one card left: nobody can fail to follow.
    let mut f = facts("4S", S, E, E, 0, 9);
    f.revoke_trick = Some(TrickNo::LAST);
    let err = rule_facts(&f).unwrap_err();
    assert_eq!(err, RevokeError::RevokeTrick(TrickNo::LAST));
    assert_eq!(err.field(), "revoke_trick");
}

#[test]
fn more_later_tricks_than_the_offenders_took_is_refused() {
    // Declarer took 12, so the defenders took 1, not the revoke trick and 3 more.
    let err = rule_facts(&facts("4S", S, E, E, 3, 12)).unwrap_err();
    assert_eq!(err.field(), "offending_side_later_tricks");
}

#[test]
fn later_tricks_beyond_the_end_of_play_are_refused() {
    let mut f = facts("4S", S, E, S, 3, 6);
    f.revoke_trick = Some(TrickNo::new(11));
    let err = rule_facts(&f).unwrap_err();
    assert_eq!(
        err,
        RevokeError::LaterAfterTrick {
            trick: TrickNo::new(11),
            left: Tricks::new(2),
            later: Tricks::new(3)
        }
    );
}

// ---- The play form: the engine reads the play record ----

/// North T987.AKQ2.432.32, East 32.543.AKQJ.KQJT, South AKQJ654.76.65.A4,
/// West —.JT98.T987.98765. Four spades by South; West leads.
fn deal() -> Deal {
    "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765"
        .parse()
        .unwrap()
}

/// East cashes two diamonds, South ruffs the third; on trick 4 East ruffs a heart
/// while holding three hearts.
const FIRST_FOUR: [&str; 4] = ["DT D2 DA D5", "DK D6 D7 D3", "DQ S4 D8 D4", "H6 H8 H2 S3"];

fn play_case(prefix: &[&str]) -> RevokePlay {
    RevokePlay {
        table: table("4S", S),
        deal: deal(),
        play: play_out(&deal(), Some(Suit::Spades), W, prefix),
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

#[test]
fn play_form_finds_the_ruff_as_a_revoke_and_transfers_the_revoke_trick() {
    // After trick 4 North-South win every trick: 64A1 with no later trick.
    let r = ruled(&play_case(&FIRST_FOUR)).unwrap();
    let found = &r.verdict.findings;
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].trick, found[0].seat), (Some(TrickNo::new(4)), E));
    assert_eq!(found[0].card, Some("S3".parse().unwrap()));
    assert!(
        r.laws().contains(&Law::L63A1),
        "established by playing to trick 5"
    );
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(10)));
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert_eq!(final_tricks(&r), 11);
}

#[test]
fn play_form_two_tricks_when_the_offenders_win_a_club_later() {
    // East leads the club king at trick 5 and South plays low: East-West win a later trick.
    let mut prefix = FIRST_FOUR.to_vec();
    prefix.push("CK C4 C5 C2");
    let r = ruled(&play_case(&prefix)).unwrap();
    assert_eq!(r.verdict.findings[0].law, Law::L64A1);
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    let table = r.verdict.table_tricks().unwrap().get();
    assert_eq!(final_tricks(&r), table + 2);
}

#[test]
fn play_form_revoke_noticed_before_the_next_trick_is_corrected() {
    let mut case = play_case(&FIRST_FOUR);
    case.play.truncate(4);
    let r = ruled(&case).unwrap();
    let f = &r.verdict.findings[0];
    assert!(!f.established);
    assert!(
        f.penalty_card,
        "East's spade three becomes a major penalty card"
    );
    assert_eq!(f.substitutes, cards("H5 H4 H3"));
    assert!(r.verdict.play_continues(), "play goes on");
    assert_eq!(r.verdict.declarer_tricks(), None);
    assert!(r.laws().contains(&Law::L62C1));
}

/// Source: Law 63A2 ("when the offender or his partner names or designates a card to be
/// played to the following trick"); seeds/001 (NBF lesson 7, "Etablert revoke"). East
/// revokes on trick 4; before anyone plays to trick 5 and before attention is drawn, East
/// designates his club king for the next trick. The revoke is established though no one
/// of his side has played on, so it is not corrected: Law 64A1 transfers as usual.
#[test]
fn law_63a2_naming_a_card_for_the_next_trick_establishes_the_revoke() {
    let mut case = play_case(&FIRST_FOUR);
    case.attention_after_trick = Some(4);
    case.card_named_by = Some(E);
    let r = ruled(&case).unwrap();
    assert!(r.laws().contains(&Law::L63A2));
    assert!(!r.laws().contains(&Law::L63A1), "no one played on first");
    assert!(r.verdict.findings[0].established);
    assert_eq!(r.verdict.findings[0].law, Law::L64A1);
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(10)));
    assert_eq!(final_tricks(&r), 11);
}

/// Source: Law 63A2 names "the offender or his partner": declarer calling for a card from
/// dummy after a defender's revoke establishes nothing, and East's revoke, noticed
/// before his side plays on, is corrected (62A) with his card a penalty card (62B1).
#[test]
fn law_63a2_an_opponent_naming_a_card_does_not_establish_the_revoke() {
    let mut case = play_case(&FIRST_FOUR);
    case.play.truncate(4);
    case.card_named_by = Some(S);
    let r = ruled(&case).unwrap();
    assert!(!r.laws().contains(&Law::L63A2));
    assert!(!r.verdict.findings[0].established);
    assert!(r.verdict.findings[0].penalty_card);
    assert!(r.verdict.play_continues());
}

#[test]
fn play_form_correction_means_the_recorded_play_cannot_go_on() {
    let mut case = play_case(&FIRST_FOUR);
    case.attention_after_trick = Some(4);
    let err = ruled(&case).unwrap_err();
    assert_eq!(
        err,
        RevokeError::PlayedOnAfterCorrection {
            trick: TrickNo::new(4),
            attention: TrickNo::new(4)
        }
    );
    assert_eq!(err.field(), "play");
}

#[test]
fn play_form_a_concession_by_the_offending_side_establishes_the_revoke() {
    // After trick 4 East concedes all but one of the last nine tricks (Law 63A3).
    let mut case = play_case(&FIRST_FOUR);
    case.play.truncate(4);
    case.claim = Some(Claim {
        by: E,
        tricks: Tricks::new(1),
    });
    let r = ruled(&case).unwrap();
    assert!(r.laws().contains(&Law::L63A3));
    // South won trick 3 and gets 8 of the last 9: 9 tricks; East won the revoke trick and
    // one later trick: two are transferred.
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(9)));
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    assert_eq!(final_tricks(&r), 11);
}

#[test]
fn play_form_agreeing_to_declarers_claim_establishes_the_revoke() {
    let mut case = play_case(&FIRST_FOUR);
    case.play.truncate(4);
    case.claim = Some(Claim {
        by: S,
        tricks: Tricks::new(9),
    });
    let r = ruled(&case).unwrap();
    assert!(r.laws().contains(&Law::L63A4));
    assert_eq!(final_tricks(&r), 11);
}

#[test]
fn play_form_dummys_revoke_is_found_and_not_rectified() {
    // Trick 1: West leads a diamond and dummy (North) discards a club holding three diamonds.
    let r = ruled(&play_case(&["DT C2 DA D5"])).unwrap();
    assert_eq!(r.verdict.findings[0].seat, N);
    assert_eq!(r.verdict.findings[0].law, Law::L64B3);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
}

/// Source: Law 64B3 ("if the revoke was made in failing to play ... a card belonging to
/// a dummy's hand"). The student who rectifies dummy's revoke as any player's under 64A
/// gets declarer's count after the transfer: here East won the revoke trick, so 64A2
/// takes one trick if North-South won any later one. The misreading names 64B3.
#[test]
fn law_64b3_dummys_revoke_rectified_as_any_players_is_the_named_misreading() {
    use ruling::laws::{Answer, Case, Field, Unit};
    use ruling::misreading::{Asked, misapplications};
    let asked = Asked {
        field: Field::DeclarerTricks,
        unit: Unit::Tricks,
    };
    let case = play_case(&["DT C2 DA D5"]);
    let record =
        ruling::model::PlayRecord::replay(&case.deal, Some(Suit::Spades), W, &case.play).unwrap();
    let table_tricks = record.won_by_side(S, ..) as u8;
    let later = record.won_by_side(S, TrickNo::new(2)..) as u8;
    let as_any_player = table_tricks - u8::from(later > 0);

    let case = Case::RevokePlay(case);
    let ruling = ruling::laws::rule(&case, &Limits::default()).unwrap();
    let wrong = misapplications(&case, &ruling, asked, &Limits::default());
    let found = wrong
        .iter()
        .find(|m| m.id == "misread-revoke-exception-overlooked" && m.law == Law::L64B3)
        .map(|m| m.value);
    assert_eq!(found, Some(Answer::Tricks(Tricks::new(as_any_player))));
    assert_ne!(
        as_any_player, table_tricks,
        "the misreading changes the count"
    );
}

#[test]
fn play_form_late_discovery_transfers_nothing() {
    let mut case = play_case(&FIRST_FOUR);
    case.late_discovery = Some(LateDiscovery::AfterRound);
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.findings[0].law, Law::L64B5);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
}

/// Source: Law 64B4 ("if attention was first drawn to the revoke after a member of the
/// non-offending side has made a call on the subsequent board"). When only the offending
/// side has called on the next board, the exception does not apply: the case gives no
/// late discovery and the revoke trick is transferred (64A1) as in the play. Only a
/// non-offender's call (`after_next_call`) takes the transfer away.
#[test]
fn law_64b4_needs_a_non_offenders_call_an_offenders_call_is_not_enough() {
    let only_offenders_called = ruled(&play_case(&FIRST_FOUR)).unwrap();
    assert_eq!(only_offenders_called.verdict.findings[0].law, Law::L64A1);
    assert_eq!(only_offenders_called.verdict.transferred(), Tricks::new(1));
    assert!(!only_offenders_called.laws().contains(&Law::L64B4));

    let mut case = play_case(&FIRST_FOUR);
    case.late_discovery = Some(LateDiscovery::AfterNextCall);
    let non_offender_called = ruled(&case).unwrap();
    assert_eq!(non_offender_called.verdict.findings[0].law, Law::L64B4);
    assert_eq!(non_offender_called.verdict.transferred(), Tricks::new(0));
}

#[test]
fn play_form_a_clean_record_has_no_revoke() {
    let r = ruled(&play_case(&[])).unwrap();
    assert!(r.verdict.findings.is_empty());
    assert_eq!(r.laws(), vec![Law::L61A, Law::L77]);
}

/// A hearts contract by South in which East ruffs dummy's diamond two on trick 12 while
/// holding the diamond three; South follows with the queen and West discards. East then
/// leads the three, South ruffs with the two and West over-ruffs with the nine.
fn trick12_case() -> RevokePlay {
    let deal: Deal = "N:854.T87.AT62.T72 AJ.J53.9853.AKQ4 K763.A62.KQ74.J3 QT92.KQ94.J.9865"
        .parse()
        .unwrap();
    let mut tricks: Vec<&str> = vec![
        "SQ S8 SJ SK",
        "D7 DJ DA D9",
        "C7 CK C3 C9",
        "D5 DK HK D6",
        "C8 CT CA CJ",
        "H3 H6 H4 H7",
        "S4 SA S6 S2",
        "D8 D4 C5 DT",
        "S5 C4 S7 ST",
        "HQ H8 H5 HA",
        "S3 S9 HT CQ",
    ];
    tricks.extend(["D2 HJ DQ C6", "D3 H2 H9 C2"]);
    RevokePlay {
        table: table("4H", S),
        deal,
        play: tricks.iter().map(|t| cards(t)).collect(),
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

/// Source: Law 62D and the Welsh Bridge Union's rule of the month (January 2019): the
/// revoke on trick 12 is corrected, and doubt about the offender's partner's card goes
/// against the offending side.
#[test]
fn play_form_trick_twelve_revoke_is_corrected_and_the_last_two_tricks_replayed() {
    let r = ruled(&trick12_case()).unwrap();
    assert_eq!(r.verdict.findings[0].law, Law::L64B6);
    assert!(r.laws().contains(&Law::L62D1));
    assert!(
        r.laws().contains(&Law::L62D2),
        "West played after the revoke"
    );
    // As played East-West won both; corrected, South's queen wins trick 12 (West
    // discards rather than ruff) and East's jack trick 13: one each.
    let record = ruling::model::PlayRecord::replay(
        &trick12_case().deal,
        Some(Suit::Hearts),
        W,
        &trick12_case().play,
    )
    .unwrap();
    let first_eleven = record.won_by_side(S, ..=TrickNo::new(11)) as u8;
    assert_eq!(
        r.verdict.table_tricks(),
        Some(Tricks::new(first_eleven + 1))
    );
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
}

/// Source: Law 62D1 ("a revoke on the twelfth trick … must be corrected if discovered
/// before all four hands have been returned to the board"), 62D2, 64B6 and 64C. The same
/// trick-12 revoke found once the hands were back in the board: no correction, the last
/// two tricks stand as played, no trick is transferred, and Law 64C asks what the revoke
/// cost. Corrected in time, South's queen won trick 12 because West, who had seen the
/// revoke, could not choose to ruff (62D2); without the revoke, West ruffs the queen and
/// East's jack takes the last trick, so North-South lost nothing and the result stands.
#[test]
fn play_form_trick_twelve_revoke_found_after_the_hands_were_returned_is_left_to_64c() {
    let mut case = trick12_case();
    case.late_discovery = Some(LateDiscovery::AfterHandsReturned);
    let r = ruled(&case).unwrap();
    let ids: Vec<&str> = r.steps.iter().map(|s| s.message.id.as_ref()).collect();
    assert!(ids.contains(&"revoke-trick12-too-late"), "{ids:?}");
    assert!(!ids.contains(&"revoke-trick12-corrected"), "{ids:?}");
    assert!(!r.laws().contains(&Law::L62D2), "no correction, no 62D2");
    assert_eq!(r.verdict.findings[0].law, Law::L64B6);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));

    // As played East-West won tricks 12 and 13: the table count is the first eleven.
    let record =
        ruling::model::PlayRecord::replay(&case.deal, Some(Suit::Hearts), W, &case.play).unwrap();
    let first_eleven = record.won_by_side(S, ..=TrickNo::new(11)) as u8;
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(first_eleven)));
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    assert!(!r.verdict.equity_adjusted());
    assert_eq!(final_tricks(&r), first_eleven);

    // Found before the hands went back, the correction gave South one of the two.
    let in_time = ruled(&trick12_case()).unwrap();
    assert_eq!(final_tricks(&in_time), first_eleven + 1);
}

/// Source: Law 62D1. The student who corrects the trick-12 revoke although the hands had
/// gone back in the board gets the count of the correction (one trick more for South
/// here), and is told that 62D1 allows it only before the hands are returned.
#[test]
fn law_62d1_a_correction_after_the_hands_were_returned_is_the_named_misreading() {
    use ruling::laws::{Answer, Case, Field, Unit};
    use ruling::misreading::{Asked, misapplications};
    let asked = Asked {
        field: Field::DeclarerTricks,
        unit: Unit::Tricks,
    };
    let mut late = trick12_case();
    late.late_discovery = Some(LateDiscovery::AfterHandsReturned);
    let case = Case::RevokePlay(late);
    let ruling = ruling::laws::rule(&case, &Limits::default()).unwrap();
    let wrong = misapplications(&case, &ruling, asked, &Limits::default());
    let corrected = final_tricks(&ruled(&trick12_case()).unwrap());
    let found = wrong
        .iter()
        .find(|m| m.id == "misread-revoke-62d1-too-late")
        .map(|m| (m.law, m.value));
    assert_eq!(
        found,
        Some((Law::L62D1, Answer::Tricks(Tricks::new(corrected))))
    );
}

/// Source: Law 63A1. A revoke on an earlier trick was established long before the hands
/// went back in the board: when it was found after that rules exactly as at the end of play.
#[test]
fn hands_returned_changes_nothing_for_a_revoke_before_trick_twelve() {
    let at_the_end = ruled(&play_case(&FIRST_FOUR)).unwrap();
    let mut case = play_case(&FIRST_FOUR);
    case.late_discovery = Some(LateDiscovery::AfterHandsReturned);
    assert_eq!(ruled(&case).unwrap(), at_the_end);
}

// ---- Play records that cannot have happened ----

#[test]
fn a_card_played_twice_is_refused_at_its_place() {
    let mut case = play_case(&FIRST_FOUR);
    case.play[5][1] = "DA".parse().unwrap();
    let err = ruled(&case).unwrap_err();
    assert!(err.field().starts_with("play[5]"), "{}", err.field());
}

#[test]
fn a_fourteenth_trick_is_refused() {
    let mut case = play_case(&FIRST_FOUR);
    case.play.push(cards("SA SK SQ SJ"));
    let err = ruled(&case).unwrap_err();
    assert_eq!(err.field(), "play");
}

#[test]
fn an_unfinished_record_needs_a_claim() {
    let mut case = play_case(&FIRST_FOUR);
    case.play.truncate(6);
    assert_eq!(
        ruled(&case).unwrap_err(),
        RevokeError::Unfinished(Tricks::new(6))
    );
}

// ---- Law 64C in the play form: the solver finds the tricks without the revoke ----

/// Five legal tricks, then on trick 6 East discards the heart five on North's spade ten
/// while holding the spade three and two.
const LATE_REVOKE: [&str; 6] = [
    "DT D2 DA D5",
    "DK D6 D7 D3",
    "DQ S4 D8 D4",
    "H6 H8 H2 H3",
    "HJ HQ H4 H7",
    "ST H5 S5 C5",
];

#[test]
fn play_form_finds_the_tricks_without_the_revoke_by_double_dummy() {
    let r = ruled(&play_case(&LATE_REVOKE)).unwrap();
    assert_eq!(
        (r.verdict.findings[0].trick, r.verdict.findings[0].seat),
        (Some(TrickNo::new(6)), E)
    );
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    // The equity the engine found never leaves the non-offending side (declarer's)
    // below what the transfer gives it.
    let after_transfer = r.verdict.table_tricks().unwrap().get() + r.verdict.transferred().get();
    assert!(final_tricks(&r) >= after_transfer);
}

/// Source: Law 64C1 applies "after any established revoke" (issue 16, E3): a revoke on
/// trick 4 of a full deal is measured too, no longer left to the Director; a count the
/// case gives still rules.
#[test]
fn play_form_an_early_revoke_is_measured_under_64c() {
    let r = ruled(&play_case(&FIRST_FOUR)).unwrap();
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    let after_transfer = r.verdict.table_tricks().unwrap().get() + r.verdict.transferred().get();
    assert!(final_tricks(&r) >= after_transfer);
    let mut case = play_case(&FIRST_FOUR);
    case.tricks_without_revoke = Some(Tricks::new(12));
    let r = ruled(&case).unwrap();
    assert!(r.laws().contains(&Law::L64C1));
    assert_eq!(final_tricks(&r), 12);
}

#[test]
fn play_form_both_sides_revoked_the_result_is_as_if_no_revoke() {
    // After East's revoke on trick 6, South discards the club four on trick 7 holding
    // spades. Law 64B7: no transfer; Law 64C2(b): score as if no revoke had occurred,
    // best play from trick 6 on.
    let mut prefix = LATE_REVOKE.to_vec();
    prefix.push("S9 S3 C4 C6");
    let case = play_case(&prefix);
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.findings.len(), 2);
    assert!(r.verdict.findings.iter().all(|f| f.law == Law::L64B7));
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64C2b));
    // As if no revoke: declarer's five tricks before trick 6 (tricks 3 and 5 were
    // North-South's: 2), then double dummy from trick 6 with the spade ten led.
    let record =
        ruling::model::PlayRecord::replay(&case.deal, Some(Suit::Spades), W, &case.play).unwrap();
    let before = record.won_by_side(S, ..=TrickNo::new(5)) as u8;
    let position = record.tricks[5].hands_before.into_position().unwrap();
    let leads = ruling::solver::Solver::new().solve_leads(&position, Some(Suit::Spades), N);
    let from_six = leads.iter().find(|(c, _)| c.to_string() == "ST").unwrap().1;
    assert_eq!(final_tricks(&r), before + from_six);
}

// ---- Issue 16, items 6-9: the outside review's reproductions ----

/// A play-form case as `ruling rule` reads it.
fn play_json(
    deal: &str,
    contract: &str,
    declarer: &str,
    vulnerable: &str,
    play: &str,
) -> RevokePlay {
    let tricks: Vec<Vec<&str>> = play.split(" / ").map(|t| t.split(' ').collect()).collect();
    let value = serde_json::json!({
        "kind": "revoke", "deal": deal, "contract": contract, "declarer": declarer,
        "vulnerable": vulnerable, "play": tricks,
    });
    match ruling::interface::read(value) {
        Ok(ruling::laws::Case::RevokePlay(case)) => case,
        other => panic!("not a play-form revoke case: {other:?}"),
    }
}

fn message_ids(r: &Ruling<RevokeVerdict>) -> Vec<&str> {
    r.steps.iter().map(|s| s.message.id.as_ref()).collect()
}

/// Source: Law 64C1 ("after any established revoke"); issue 16 item 6 and review E3
/// (`revoke-play-which-law --seed 8`). Declarer South revokes on trick 4 (♥3 on the ♠8,
/// holding ♠T3); dummy's ♠9 wins it. Had South followed, West's ♠A would win the
/// trick, and the defence cashes its clubs and diamonds: declarer's side takes nothing
/// from trick 4 on, where with the revoke it took 6. The revoke won him six tricks; the
/// transfer of one (64A2) leaves East-West short, so 64C1 gives 7 − 6 = 1 trick.
#[test]
fn law_64c1_a_revoke_on_trick_4_that_won_declarer_six_tricks() {
    let case = play_json(
        "N:KQJ92.JT62.J87.6 86.8.KQT952.Q872 T3.AKQ9743.3.A43 A754.5.A64.KJT95",
        "3NT",
        "S",
        "All",
        "CK C6 C2 CA / H4 H5 H6 H8 / CQ C3 CT S2 / S8 H3 S4 S9 / SK S6 S3 SA / \
         C9 D7 C7 C4 / C5 H2 C8 H7 / D5 D3 D4 D8 / DJ D2 H9 DA / S5 SJ D9 ST / \
         HJ DT HQ CJ / HA D6 HT DQ / HK S7 SQ DK",
    );
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.findings[0].law, Law::L64A2);
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(7)));
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    assert!(r.verdict.equity_adjusted());
    assert_eq!(final_tricks(&r), 1);
}

/// Source: Laws 64B3 and 64C1; review E3, case 1 (`revoke-play-score --seed 52`). Dummy
/// (South) ruffs the ♠7 on trick 4 holding ♠94: no transfer (64B3), but 64C still
/// applies. Declarer's side takes 9 of the last 10 tricks with the ruff and 7 with
/// dummy following: 10 − 2 = 8 tricks, 4♥ two down vulnerable, −200.
#[test]
fn law_64c1_a_dummy_revoke_on_trick_4_is_measured_though_nothing_transfers() {
    let case = play_json(
        "N:8.AQJ93.Q863.KJ2 AQ7.42.75.AT8764 94.KT875.AKJT.Q9 KJT6532.6.942.53",
        "4H",
        "N",
        "All",
        "D7 DT D2 D3 / DJ D4 D8 D5 / C9 C3 C2 CT / S7 H5 S2 S8 / H8 H6 H3 H2 / \
         S4 S3 CJ SQ / C8 CQ C5 CK / HJ H4 H7 S5 / DQ C4 DK D9 / S9 S6 D6 SA / \
         C7 HT ST H9 / HK SJ HQ C6 / DA SK HA CA",
    );
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.findings[0].law, Law::L64B3);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    assert_eq!(final_tricks(&r), 8);
    assert_eq!(r.verdict.ns(), Some(-200));
}

/// Source: Law 64C2(b) and the WBF Laws Committee minute (2009): "each revoke is
/// examined separately in assessing the equity when that revoke occurs"; review E4
/// (`revoke-play-64b7-both-sides --seed 0`). North's revoke on trick 6 and dummy West's
/// on trick 7 change nothing when they occur (3 tricks with and without the first, 2
/// and 2 for the second); the defence's later misdefence is no revoke's effect. The
/// table result, 7 tricks, stands; replacing all later play by double dummy gave 5.
#[test]
fn law_64c2b_each_revoke_is_assessed_when_it_occurred() {
    let case = play_json(
        "N:AK96.876.T4.K763 QJ75.K3.AQ97.QJ8 T4.AQT94.KJ62.54 832.J52.853.AT92",
        "3NT",
        "E",
        "All",
        "HT H2 H8 HK / H3 H4 H5 H6 / SA S5 S4 S2 / D4 D7 DJ D3 / C5 C2 C3 C8 / \
         DA D2 D5 C6 / SQ ST C9 SK / S6 S7 H9 S3 / DQ D6 D8 DT / D9 DK CT C7 / \
         HA HJ H7 CJ / C4 CA CK CQ / S8 S9 SJ HQ",
    );
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.findings.len(), 2);
    assert!(r.verdict.findings.iter().all(|f| f.law == Law::L64B7));
    assert!(r.laws().contains(&Law::L64C2b));
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(7)));
    assert_eq!(final_tricks(&r), 7);
    // Law 64C2(b) explained revoke by revoke, not with the single revoke's sentence
    // (E8: "the rest of the play unchanged, declarer would have had 5").
    let ids = message_ids(&r);
    assert_eq!(
        ids.iter().filter(|id| **id == "revoke-64c-effect").count(),
        2
    );
    assert!(!ids.contains(&"revoke-64c-computed"), "{ids:?}");
}

/// Source: Law 64C2(a) (2017): the Director adjusts "had one or more of the subsequent
/// revokes not occurred"; review E5 (`revoke-play-64b2-same-suit --seed 58`). South
/// fails to follow to diamonds on tricks 6 and 8. The first revoke stays as played and
/// keeps its 64A2 transfer of one trick; the second, measured when it occurred, cost
/// declarer nothing (5 of the last 6 tricks with it and without it, double dummy).
/// Declarer's 6 tricks become 7. The old engine measured "as if no revoke" from trick 6
/// and dropped the transfer (9). The review's 11 counts the 4 tricks declarer threw away
/// by his own play after trick 8, which Law 64C does not redress (issue 16 item 6: the
/// damage is measured from the moment of the revoke, against best play after it).
#[test]
fn law_64c2a_keeps_the_first_revoke_and_its_transfer() {
    let case = play_json(
        "N:Q964.863.K76.Q53 AT8752.2..KJT872 3.QT54.J8532.A96 KJ.AKJ97.AQT94.4",
        "3NT",
        "W",
        "EW",
        "D6 C2 D2 DQ / H7 H3 H2 HT / C6 C4 C3 C7 / S5 S3 SJ S4 / DT DK S2 D3 / \
         D7 C8 H4 D9 / HA H6 S7 H5 / DA S6 CT C9 / H9 H8 S8 HQ / D8 D4 C5 CJ / \
         D5 HJ S9 ST / CA HK CQ CK / DJ SK SQ SA",
    );
    let r = ruled(&case).unwrap();
    let laws: Vec<Law> = r.verdict.findings.iter().map(|f| f.law).collect();
    assert_eq!(laws, vec![Law::L64A2, Law::L64B2]);
    assert_eq!(r.verdict.transferred(), Tricks::new(1));
    assert!(r.laws().contains(&Law::L64C2a), "{:?}", r.laws());
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(6)));
    assert_eq!(final_tricks(&r), 7);
    assert!(!message_ids(&r).contains(&"revoke-64c-computed"));
}

/// Source: Law 62B1: "A card so withdrawn becomes a major penalty card if it was played
/// from a defender's unfaced hand"; review E7. East fails to play his penalty card and
/// plays another from his hand; attention is drawn in time: the card he played is
/// withdrawn and becomes a major penalty card too. The old engine applied 62B2.
#[test]
fn law_62b1_a_failure_to_play_a_penalty_card_corrected_in_time() {
    let mut f = facts("4S", S, E, E, 0, 10);
    f.established = false;
    f.revoke_trick = Some(TrickNo::new(5));
    f.exception = Some(Exception::FacedCard);
    let r = rule(&f);
    assert!(r.verdict.penalty_card());
    assert!(r.laws().contains(&Law::L62B1), "{:?}", r.laws());
    assert!(!r.laws().contains(&Law::L62B2));
}

/// Source: Law 62B2: a card withdrawn "may be replaced without further rectification if
/// … it was a defender's faced card"; review E7. East plays his penalty card in revoking:
/// it is no new penalty card.
#[test]
fn law_62b2_a_penalty_card_played_in_revoking_is_replaced_freely() {
    let mut f = facts("4S", S, E, E, 0, 10);
    f.established = false;
    f.revoke_trick = Some(TrickNo::new(5));
    f.revoke_card = RevokeCard::Faced;
    let r = rule(&f);
    assert!(!r.verdict.penalty_card());
    assert!(r.laws().contains(&Law::L62B2), "{:?}", r.laws());
}

/// Source: review E7: the input tells "failed to play a faced card" (64B3) from "played
/// a card that was already faced" (62B2); the old spelling `faced_card` still reads as
/// the failure.
#[test]
fn the_input_tells_a_faced_card_not_played_from_one_played() {
    let read = |extra: serde_json::Value| {
        let mut value = serde_json::json!({
            "kind": "revoke", "contract": "4S", "declarer": "S", "vulnerable": "None",
            "offender": "E", "established": false, "revoke_trick": 5,
            "revoke_trick_won_by": "E", "offending_side_later_tricks": 0,
            "declarer_tricks": 10,
        });
        for (k, v) in extra.as_object().unwrap() {
            value[k] = v.clone();
        }
        match ruling::interface::read(value) {
            Ok(ruling::laws::Case::RevokeFacts(f)) => f,
            other => panic!("not a facts-form revoke case: {other:?}"),
        }
    };
    for spelling in ["faced_card", "failed_to_play_faced_card"] {
        let f = read(serde_json::json!({ "exception": spelling }));
        assert_eq!(f.exception, Some(Exception::FacedCard));
        assert_eq!(f.revoke_card, RevokeCard::FromHand);
        assert!(rule(&f).verdict.penalty_card(), "{spelling}");
    }
    let f = read(serde_json::json!({ "played_faced_card": true }));
    assert_eq!(f.revoke_card, RevokeCard::Faced);
    assert!(!rule(&f).verdict.penalty_card());
}

/// Source: Law 63B: an established revoke may not be corrected "except as provided in
/// Law 62D"; review E8 (`revoke-64b6-trick-12 --seed 1`). A trick-12 revoke's
/// explanation does not say it "can no longer be corrected" next to 62D1's "must be
/// corrected".
#[test]
fn a_trick_twelve_revoke_is_not_called_uncorrectable() {
    let r = with_exception(Exception::Trick12);
    let ids = message_ids(&r);
    assert!(!ids.contains(&"revoke-established-given"), "{ids:?}");
    assert!(ids.contains(&"revoke-established-trick12"), "{ids:?}");
    assert!(r.laws().contains(&Law::L62D1));
}

/// The play-form case of a generated `revoke-play` variant, as the engine gets it.
fn variant_case(variant: &ruling::bank::variant::Variant) -> RevokePlay {
    match variant.case.clone().into_case() {
        Ok(ruling::laws::Case::RevokePlay(case)) => case,
        other => panic!("a revoke-play variant is a play-form revoke: {other:?}"),
    }
}

/// Source: Law 64B2 ("a subsequent revoke in the same suit by the same player") and the
/// review's "several revokes". A second revoke by the same player in another suit, or by
/// his partner, is no repeat in the same suit: each established revoke is rectified under
/// 64A, from the offending side's tricks not already transferred (64A1's revoke trick and
/// one later trick, 64A2's one trick from the revoke trick on). The student who leaves the
/// second unrectified is told that 64B2 does not reach it.
#[test]
fn several_revokes_of_one_side_are_each_rectified_under_64a() {
    use ruling::bank::generate::generate;
    use ruling::laws::Answer;
    let bank = crate::support::bank();
    let mut second_transferred = 0;
    for id in ["revoke-play-two-suits", "revoke-play-both-defenders"] {
        let template = bank.get(id).unwrap();
        for seed in 0..25 {
            let variant = generate(template, seed).unwrap();
            let case = variant_case(&variant);
            let r = ruled(&case).unwrap();
            let [first, second] = r.verdict.findings.as_slice() else {
                panic!("{id} {seed}: {:?}", r.verdict.findings);
            };
            if id == "revoke-play-two-suits" {
                assert_eq!(first.seat, second.seat, "{id} {seed}");
                assert_ne!(first.suit_led, second.suit_led, "{id} {seed}");
            } else {
                assert_eq!(first.seat.partner(), second.seat, "{id} {seed}");
            }

            // The offending side's tricks, by number; each revoke takes what 64A gives it.
            let trump = case.table.contract.strain.trump();
            let record = ruling::model::PlayRecord::replay(
                &case.deal,
                trump,
                case.table.declarer.lho(),
                &case.play,
            )
            .unwrap();
            let mut won: Vec<(u8, bool)> = record
                .tricks
                .iter()
                .filter(|t| t.winner.is_some_and(|w| w.side() == first.seat.side()))
                .map(|t| (t.number.get(), false))
                .collect();
            let winners: Vec<Seat> = [first, second]
                .iter()
                .map(|f| record.tricks[f.trick.unwrap().index()].winner.unwrap())
                .collect();
            fn take(won: &mut [(u8, bool)], pred: &dyn Fn(u8) -> bool) -> Option<()> {
                let slot = won.iter_mut().find(|(n, used)| !*used && pred(*n))?;
                slot.1 = true;
                Some(())
            }
            // 64A1 revokes hold their own revoke trick before any other revoke takes it.
            for (f, w) in [first, second].iter().zip(&winners) {
                if *w == f.seat {
                    let n = f.trick.unwrap().get();
                    take(&mut won, &|t| t == n);
                }
            }
            let mut moved = Vec::new();
            for (f, w) in [first, second].iter().zip(&winners) {
                let n = f.trick.unwrap().get();
                let (law, count) = if *w == f.seat {
                    (
                        Law::L64A1,
                        1 + u8::from(take(&mut won, &|t| t > n).is_some()),
                    )
                } else if take(&mut won, &|t| t >= n).is_some() {
                    (Law::L64A2, 1)
                } else if won.iter().any(|(t, used)| *used && *t >= n) {
                    // Its trick went to an earlier revoke: 64A2 with nothing left to
                    // give (rulings-keys.md K4), not 64B1.
                    (Law::L64A2, 0)
                } else {
                    (Law::L64B1, 0)
                };
                assert_eq!(
                    (f.law, f.transferred),
                    (law, Tricks::new(count)),
                    "{id} {seed}"
                );
                moved.push(count);
            }

            let table_tricks = record.won_by_side(case.table.declarer, ..) as u8;
            let after = |n: u8| {
                if first.seat.side() == case.table.declarer.side() {
                    table_tricks - n
                } else {
                    table_tricks + n
                }
            };
            if !r.verdict.equity_adjusted() {
                assert_eq!(
                    variant.answer,
                    Answer::Tricks(Tricks::new(after(moved[0] + moved[1]))),
                    "{id} {seed}"
                );
            }
            if moved[1] > 0 {
                second_transferred += 1;
                let first_only = Answer::Tricks(Tricks::new(after(moved[0])));
                // Law 64C may give the same count; then it is no wrong answer to offer.
                // A count already offered under another misreading (the table result,
                // when the first revoke transferred nothing) is offered once, under it.
                if variant.answer != first_only {
                    assert!(
                        variant.misapplications.iter().any(|m| m.value == first_only
                            && (m.id != "misread-revoke-second-not-rectified"
                                || m.law == Law::L64B2)),
                        "{id} {seed}: {:?}",
                        variant.misapplications
                    );
                }
            }
        }
    }
    assert!(second_transferred >= 15, "only {second_transferred} of 50");
}

/// Source: Law 61B and the NBF lesson (seeds/001), in a deal: on trick 4 East ruffs a
/// heart while holding hearts, and before anyone plays to trick 5 somebody asks him
/// "no hearts?". South, declarer, may ask him (61B1); West, his partner, may (61B3);
/// North, dummy, may not (61B2(b)). The ruling cites 61B and says `may_ask`, and the
/// student who answers the other way is told how Law 61B sorts the players.
#[test]
fn law_61b_who_may_ask_east_about_his_ruff() {
    use ruling::laws::revoke::{Inquirer, Inquiry};
    use ruling::laws::{Answer, Case, Field, Unit};
    use ruling::misreading::{Asked, misapplications};
    let asked_by = |asker: Seat| {
        let mut case = play_case(&FIRST_FOUR);
        case.play.truncate(4);
        case.inquiry = Some(Inquirer {
            asker,
            dummy_lost_rights: false,
        });
        case
    };
    for (asker, expected) in [
        (S, Inquiry::DeclarerAsksDefender),
        (W, Inquiry::DefenderAsks),
        (N, Inquiry::DummyAsksDefender),
    ] {
        let case = asked_by(asker);
        let r = ruled(&case).unwrap();
        assert_eq!(r.verdict.inquiry, Some(expected), "{asker}");
        assert!(r.laws().contains(&Law::L61B), "{asker}");
        // The question does not change the ruling on the revoke itself (62A, 62B1).
        let mut plain = case.clone();
        plain.inquiry = None;
        assert_eq!(
            r.verdict.findings,
            ruled(&plain).unwrap().verdict.findings,
            "{asker}"
        );

        let asked = Asked {
            field: Field::MayAsk,
            unit: Unit::YesNo,
        };
        let case = Case::RevokePlay(case);
        let ruling = ruling::laws::rule(&case, &Limits::default()).unwrap();
        let allowed = expected.allowed();
        assert_eq!(
            ruling.verdict.answer(asked.field, asked.unit),
            Some(Answer::YesNo(allowed))
        );
        let wrong = misapplications(&case, &ruling, asked, &Limits::default());
        assert_eq!(
            wrong
                .iter()
                .map(|m| (m.id.as_ref(), m.value))
                .collect::<Vec<_>>(),
            vec![("misread-61b-who-may-ask", Answer::YesNo(!allowed))]
        );
    }

    // Through the JSON interface: `may_ask` appears only when the case names the asker,
    // and an inquiry where everyone followed suit names the field.
    let run = crate::support::rule_json;
    let json = |tricks: &[&str], inquiry: Option<serde_json::Value>| {
        let play: Vec<Vec<ruling::model::Card>> = tricks.iter().map(|t| cards(t)).collect();
        let mut case = serde_json::json!({
            "kind": "revoke", "deal": deal().to_string(), "contract": "4S",
            "declarer": "S", "vulnerable": "None", "play": crate::support::play_json(&play),
        });
        if let Some(q) = inquiry {
            case["inquiry"] = q;
        }
        case
    };
    let dummy = run(json(&FIRST_FOUR, Some(serde_json::json!({"asker": "N"}))));
    assert_eq!(dummy["may_ask"], false, "{dummy}");
    let none = run(json(&FIRST_FOUR, None));
    assert!(none.get("may_ask").is_none(), "{none}");
    // (On trick 3 South ruffs, void in diamonds: a show-out he may be asked about,
    // rulings-keys.md K3; the first two tricks have none.)
    let followed = run(json(
        &FIRST_FOUR[..2],
        Some(serde_json::json!({"asker": "S"})),
    ));
    assert_eq!(followed["error"]["field"], "inquiry", "{followed}");
}

/// Source: Law 62C and the NBF lesson (seeds/001: "Feilende side kan også trekke
/// tilbake sine kort etter at ikke-feilende har trukket sine kort tilbake … men da blir
/// det tilbaketrukne kortet et stort straffekort"). South leads a heart on trick 4 and
/// West discards ♣5 holding hearts; North plays ♥2, East ♥3, and the revoke is noticed
/// at once. North, of the non-offending side, may take back ♥2 without rectification
/// (62C1); after that East, the offending side's next hand, may take back ♥3, which as a
/// defender's card becomes a major penalty card (62C2). Had North kept his card, East
/// could not. When declarer revokes, dummy's card goes back without penalty. What the
/// withdrawn cards showed is unauthorised for the offending side (16C).
#[test]
fn law_62c_cards_played_after_the_revoke_withdrawn() {
    use ruling::laws::revoke::{Withdrawal, WithdrawalOutcome};
    let tricks = ["DT D2 DA D5", "DK D6 D7 D3", "DQ S4 D8 D4", "H6 C5 H2 H3"];
    let case = |withdrawn: &[Seat]| RevokePlay {
        play: tricks.iter().map(|t| cards(t)).collect(),
        withdrawn: withdrawn.to_vec(),
        ..play_case(&[])
    };
    let card = |c: &str| c.parse().unwrap();

    let r = ruled(&case(&[N, E])).unwrap();
    assert!(
        r.verdict.findings[0].penalty_card,
        "West's ♣5 itself (62B1)"
    );
    assert_eq!(
        r.verdict.withdrawals,
        vec![
            Withdrawal {
                seat: N,
                card: card("H2"),
                outcome: WithdrawalOutcome::Withdrawn,
            },
            Withdrawal {
                seat: E,
                card: card("H3"),
                outcome: WithdrawalOutcome::PenaltyCard,
            },
        ]
    );
    assert!(r.laws().contains(&Law::L16C2));

    // East alone: no non-offender changed first, so ♥3 stays played.
    let alone = ruled(&case(&[E])).unwrap();
    assert_eq!(
        alone.verdict.withdrawals[0].outcome,
        WithdrawalOutcome::StaysPlayed
    );
    assert!(!alone.laws().contains(&Law::L16C2), "nothing was withdrawn");

    // South led before the revoke: he has nothing to withdraw under 62C.
    let err = ruled(&case(&[S])).unwrap_err();
    assert_eq!(err.field(), "withdrawn[0]");

    // Declarer revokes on trick 2 (♠4 holding ♦6); West changes ♦7, then dummy's ♦3
    // goes back too, and no penalty card: it is not a defender's.
    let declarer = RevokePlay {
        play: vec![cards("DT D2 DA D5"), cards("DK S4 D7 D3")],
        withdrawn: vec![W, N],
        ..play_case(&[])
    };
    let r = ruled(&declarer).unwrap();
    let last = r.verdict.withdrawals.last().unwrap();
    assert_eq!(
        (last.seat, last.outcome),
        (N, WithdrawalOutcome::WithdrawnByDeclarersSide)
    );

    // Established revokes are not corrected: there is nothing to withdraw.
    let mut played_on = play_case(&tricks);
    played_on.withdrawn = vec![N];
    assert_eq!(ruled(&played_on).unwrap_err().field(), "withdrawn");
}
