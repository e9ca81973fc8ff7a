//! Revokes, the outside reviews' cases (issue 31): `rulings-3.md` R1, R2, R3 and R7,
//! `rulings-keys.md` K3 and K4. Each test builds the review's case as a full deal and
//! play record (the play form), states the facts, and asserts the ruling a Director
//! gives under the Laws of 2017.

use ruling::laws::revoke::{Inquiry, RevokeError, RevokePlay, RevokeVerdict, rule_play};
use ruling::laws::{Law, Limits, Ruling};
use ruling::model::{Seat, Tricks};
use serde_json::{Value, json};

use Seat::{East as E, North as N, South as S, West as W};

/// A play-form case as `ruling rule` reads it: tricks separated by " / ", each from its
/// leader's card; `extra` adds fields (`inquiry`, `attention_after_trick`, …).
fn case_json(deal: &str, contract: &str, declarer: &str, play: &str, extra: Value) -> Value {
    let tricks: Vec<Vec<&str>> = play
        .split(" / ")
        .map(|t| t.split_whitespace().collect())
        .collect();
    let mut value = json!({
        "kind": "revoke", "deal": deal, "contract": contract, "declarer": declarer,
        "vulnerable": "None", "play": tricks,
    });
    for (k, v) in extra.as_object().expect("an object") {
        value[k] = v.clone();
    }
    value
}

/// The engine's reading of the JSON case.
fn read(value: &Value) -> RevokePlay {
    match ruling::interface::read(value.clone()) {
        Ok(ruling::laws::Case::RevokePlay(case)) => case,
        other => panic!("not a play-form revoke case: {other:?}"),
    }
}

fn ruled(value: &Value) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    rule_play(&read(value), &Limits::COMMAND_LINE)
}

fn ids(r: &Ruling<RevokeVerdict>) -> Vec<&str> {
    r.steps.iter().map(|s| s.message.id.as_ref()).collect()
}

// ---- R1: a trick-12 correction reaches the count of an earlier revoke's transfer ----

/// North ♠T876 ♥63 ♦AKQT98 ♣2, East ♠J4 ♥4 ♦76432 ♣98763, South ♠AKQ ♥AKQJT98 ♦5 ♣54,
/// West ♠9532 ♥752 ♦J ♣AKQJT. Four spades by South; West leads.
const R1_DEAL: &str = "N:T876.63.AKQT98.2 J4.4.76432.98763 AKQ.AKQJT98.5.54 9532.752.J.AKQJT";

/// East-West cash ♣A; South draws three rounds of trumps, leaving West's ♠2. On trick 5
/// East discards ♣8 on ♥A holding ♥4 (established by trick 6). South runs his hearts; on
/// trick 12 West ruffs ♦5 with ♠2 holding ♦J, and North ruffs trick 13.
const R1_PLAY: &str = "CA C2 C3 C4 / S9 S6 S4 SA / SK S5 S7 SJ / SQ S3 S8 D7 / \
    HA H2 H3 C8 / HK H5 H6 H4 / HQ H7 D8 D6 / HJ CT D9 D4 / HT CJ DT D3 / \
    H9 CQ DQ C9 / H8 CK DK C7 / D5 S2 DA D2 / DJ ST C6 C5";

/// Source: rulings-3.md R1; Laws 62D1 ("a revoke on the twelfth trick … must be
/// corrected") and 64A2 ("if the offending side won that trick or any subsequent trick").
/// Corrected, West plays ♦J, North's ♦A wins trick 12 and North's ♠T trick 13: the only
/// later trick East-West won as played is North-South's in the play that stands. East's
/// revoke on trick 5 (won by South) therefore transfers nothing (64B1), and it changed
/// nothing else: 12 tricks, +480. The old engine transferred trick 12 as played: 13, +510.
#[test]
fn r1_a_trick_12_correction_takes_the_later_trick_from_the_earlier_revokes_pool() {
    let r = ruled(&case_json(R1_DEAL, "4S", "S", R1_PLAY, json!({}))).unwrap();
    let laws: Vec<(Seat, Law)> = r.verdict.findings.iter().map(|f| (f.seat, f.law)).collect();
    assert_eq!(laws, vec![(E, Law::L64B1), (W, Law::L64B6)]);
    assert!(
        r.verdict.findings[1].corrected,
        "62D1 corrected West's revoke"
    );
    assert!(!r.verdict.findings[0].corrected);
    assert!(ids(&r).contains(&"revoke-trick12-corrected"));
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(12)));
    assert_eq!(r.verdict.transferred(), Tricks::ZERO);
    assert!(
        !r.verdict.equity_adjusted(),
        "double dummy 8 of 8 either way"
    );
    assert_eq!(r.verdict.declarer_tricks(), Some(Tricks::new(12)));
    assert_eq!(r.verdict.ns(), Some(480));
}

// ---- R2: dummy's revoke leaves its trick to declarer's 64A1 transfer ----

/// North ♠AT98 ♥98765 ♦2 ♣432, East ♠43 ♥2 ♦JT98765 ♣987, South ♠765 ♥AKQJT ♦KQ4 ♣65,
/// West ♠KQJ2 ♥43 ♦A3 ♣AKQJT. Four hearts by South; West leads.
const R2_DEAL: &str = "N:AT98.98765.2.432 43.2.JT98765.987 765.AKQJT.KQ4.65 KQJ2.43.A3.AKQJT";

/// South draws trumps, reaches dummy with ♠A; on trick 6 South ruffs dummy's ♦2 with ♥J
/// holding ♦KQ4 and wins. West wins trick 7 with ♦A; on trick 8 dummy ruffs West's ♠Q
/// with ♥5 holding ♠T9 and wins; West takes the rest with clubs.
const R2_PLAY: &str = "H4 H6 H2 HA / HK H3 H7 D5 / HQ SK H8 D6 / HT SJ H9 D7 / \
    S5 S2 SA S3 / D2 D8 HJ D3 / DK DA S8 D9 / SQ H5 S4 S7 / C2 C7 C5 CA / \
    CK C3 C8 C6 / CQ C4 C9 DQ / CJ S9 DT D4 / CT ST DJ S6";

/// Source: rulings-3.md R2; Law 64A1 ("the trick on which the revoke occurred …
/// together with one of any subsequent tricks won by the offending side"), the
/// footnote to 64A (a trick won by dummy is not won by the offending *player*), and
/// 64B3. South won his revoke trick 6; dummy won trick 8, a later trick of the
/// offending side: 2 tricks go for South's revoke. Dummy's own revoke transfers nothing,
/// and takes nothing from South's rectification. The old engine held trick 8 for
/// dummy's revoke and transferred 1.
#[test]
fn r2_a_trick_dummy_won_in_revoking_counts_for_declarers_64a1() {
    let r = ruled(&case_json(R2_DEAL, "4H", "S", R2_PLAY, json!({}))).unwrap();
    let found: Vec<(Seat, Law, Tricks)> = r
        .verdict
        .findings
        .iter()
        .map(|f| (f.seat, f.law, f.transferred))
        .collect();
    assert_eq!(
        found,
        vec![
            (S, Law::L64A1, Tricks::new(2)),
            (N, Law::L64B3, Tricks::ZERO)
        ]
    );
    assert!(ids(&r).contains(&"revoke-64a1-two"));
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(7)));
    assert_eq!(r.verdict.transferred(), Tricks::new(2));
    // What Law 64C then makes of the count is rulings-3.md R8's question; it never
    // gives declarer more than the transfer leaves him.
    assert!(r.verdict.declarer_tricks().unwrap() <= Tricks::new(5));
}

// ---- R3: Law 62C3, both sides revoke on one trick ----

/// North ♠AKQJ ♥A98762 ♦2 ♣32, East ♠2 ♥5 ♦JT9876 ♣98765, South ♠T987653 ♥43 ♦AKQ ♣4,
/// West ♠4 ♥KQJT ♦543 ♣AKQJT. Four spades by South; West leads.
const R3_DEAL: &str = "N:AKQJ.A98762.2.32 2.5.JT9876.98765 T987653.43.AKQ.4 4.KQJT.543.AKQJT";

/// West wins ♣A and leads ♥K; dummy follows, East ruffs with ♠2 holding ♥5, South
/// over-ruffs with ♠3 holding ♥43, and leads ♦A to trick 3. Then attention is drawn.
const R3_PLAY: &str = "CA C2 C5 C4 / HK H2 S2 S3 / DA";

/// Source: rulings-3.md R3; Law 62C3 (2017): "If both sides revoke on the same trick and
/// only one side has played to the subsequent trick, then both revokes must be corrected
/// (see Law 16C2). Every card withdrawn by the defending side becomes a penalty card."
/// Law 63B: established revokes are not corrected "except as provided in Law 62D … or as
/// in Law 62C3". South's revoke was established by his lead (63A1), East's not: both are
/// corrected; East's ♠2 is a major penalty card, South's ♠3 goes back to his hand, and so
/// does his ♦A. No Law 64 rectification for either. The old engine corrected East's alone
/// and told North-South, who revoked too, that they might withdraw cards.
#[test]
fn r3_law_62c3_both_revokes_on_one_trick_are_corrected() {
    use ruling::laws::revoke::WithdrawalOutcome;
    let case = case_json(
        R3_DEAL,
        "4S",
        "S",
        R3_PLAY,
        json!({"attention_after_trick": 3}),
    );
    let r = ruled(&case).unwrap();
    let found: Vec<_> = r
        .verdict
        .findings
        .iter()
        .map(|f| {
            (
                f.seat,
                f.card.map(|c| c.to_string()),
                f.established,
                f.corrected,
                f.law,
                f.penalty_card,
            )
        })
        .collect();
    assert_eq!(
        found,
        vec![
            (E, Some("S2".into()), false, true, Law::L62C3, true),
            (S, Some("S3".into()), true, true, Law::L62C3, false),
        ]
    );
    assert!(r.verdict.play_continues());
    assert_eq!(r.verdict.transferred(), Tricks::ZERO);
    let back: Vec<_> = r
        .verdict
        .withdrawals
        .iter()
        .map(|w| (w.seat, w.card.to_string(), w.outcome))
        .collect();
    assert_eq!(
        back,
        vec![(S, "DA".into(), WithdrawalOutcome::NextTrickWithdrawn)]
    );
    let laws = r.laws();
    assert!(laws.contains(&Law::L62C3), "{laws:?}");
    assert!(
        !laws.contains(&Law::L62C1),
        "no one here is a non-offender: {laws:?}"
    );
    assert!(!laws.iter().any(|l| l.code().starts_with("64")), "{laws:?}");

    // The JSON interface lists both revokes as corrected, with East's penalty card.
    let out = crate::support::rule_json(case);
    let revokes = out["revokes"].as_array().expect("revokes");
    assert_eq!(revokes.len(), 2, "{out}");
    for (revoke, (seat, penalty)) in revokes.iter().zip([("E", true), ("S", false)]) {
        assert_eq!(revoke["seat"], seat, "{out}");
        assert_eq!(revoke["corrected"], true, "{out}");
        assert_eq!(revoke["law"], "62C3", "{out}");
        assert_eq!(revoke["penalty_card"], penalty, "{out}");
    }
    assert_eq!(out["penalty_card"], true, "{out}");
    assert_eq!(out["rectified_by"], "62C3", "{out}");
    assert_eq!(out["withdrawals"][0]["card"], "DA", "{out}");
    assert_eq!(out["withdrawals"][0]["law"], "62C3", "{out}");
    assert_eq!(out["withdrawals"][0]["penalty_card"], false, "{out}");
    let explanation = out["explanation"].to_string();
    assert!(explanation.contains("Law 62C3"), "{explanation}");
    assert!(
        !explanation.contains("non-offending side North-South"),
        "{explanation}"
    );
}

/// Source: Law 62C3, the defenders' side: "Every card withdrawn by the defending side
/// becomes a penalty card", a lead to the next trick too. On trick 2 West leads ♥K,
/// dummy follows, East ruffs with ♠4 holding ♥5, and South discards ♣4 holding ♥43:
/// East wins and leads ♦J to trick 3, and attention is drawn. Only East-West played on:
/// both revokes are corrected, and East's ♦J goes back as a major penalty card with his
/// ♠4; South's ♣4 goes back without rectification.
#[test]
fn r3_law_62c3_a_defenders_lead_to_the_next_trick_becomes_a_penalty_card() {
    use ruling::laws::revoke::WithdrawalOutcome;
    // North ♠AKQJ ♥A98762 ♦2 ♣32, East ♠42 ♥5 ♦JT9876 ♣9876, South ♠T98765 ♥43 ♦AKQ
    // ♣54, West ♠3 ♥KQJT ♦543 ♣AKQJT.
    let deal = "N:AKQJ.A98762.2.32 42.5.JT9876.9876 T98765.43.AKQ.54 3.KQJT.543.AKQJT";
    let play = "CA C2 C6 C5 / HK H2 S4 C4 / DJ";
    let r = ruled(&case_json(
        deal,
        "4S",
        "S",
        play,
        json!({"attention_after_trick": 3}),
    ))
    .unwrap();
    let found: Vec<_> = r
        .verdict
        .findings
        .iter()
        .map(|f| (f.seat, f.established, f.law, f.penalty_card))
        .collect();
    assert_eq!(
        found,
        vec![(E, true, Law::L62C3, true), (S, false, Law::L62C3, false)]
    );
    assert_eq!(
        r.verdict
            .withdrawals
            .iter()
            .map(|w| (w.seat, w.outcome))
            .collect::<Vec<_>>(),
        vec![(E, WithdrawalOutcome::NextTrickPenaltyCard)]
    );
}

// ---- R7: Law 43B2(b), dummy who lost his rights asks declarer ----

/// North ♠T987 ♥AKQ2 ♦432 ♣32, East ♠32 ♥543 ♦AKQJ ♣KQJT, South ♠AKQJ654 ♥76 ♦65 ♣A4,
/// West ♥JT98 ♦T987 ♣98765. Four spades by South; West leads.
const R7_DEAL: &str = "N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765";

/// West leads ♦T to East's ace; East cashes ♦K and South ruffs with ♠4 holding ♦65.
const R7_PLAY: &str = "DT D2 DA D5 / DK S4 D7 D3";

/// Source: rulings-3.md R7; Law 43B2(b): if dummy, after his rights have been lost, "is
/// the first to ask declarer if a play from declarer's hand constitutes a revoke,
/// declarer must substitute a correct card if his play was a revoke, and the penalty
/// provisions of Law 64 apply as if the revoke had been established". North, dummy, had
/// looked at a defender's cards; he asks South "no diamonds?" before anyone plays on.
/// The question was not his to ask (may_ask false), South corrects, and play goes on
/// with Law 64 to come at the end. The old engine ruled an ordinary correction, "no trick
/// is transferred".
#[test]
fn r7_a_dummy_who_lost_his_rights_asks_declarer_law_64_applies_later() {
    let inquiry = json!({"inquiry": {"asker": "N", "dummy_lost_rights": true}});
    let case = case_json(R7_DEAL, "4S", "S", R7_PLAY, inquiry);
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.inquiry, Some(Inquiry::DummyLostRights));
    assert!(r.verdict.play_continues());
    assert!(r.verdict.as_if_established);
    let f = &r.verdict.findings[0];
    assert_eq!((f.seat, f.established, f.corrected), (S, false, true));
    assert_eq!(f.law, Law::L43B2b);
    let steps = ids(&r);
    assert!(steps.contains(&"revoke-43b2b"), "{steps:?}");
    assert!(steps.contains(&"revoke-43b2b-continues"), "{steps:?}");
    assert!(!steps.contains(&"revoke-play-continues"), "{steps:?}");

    let out = crate::support::rule_json(case);
    assert_eq!(out["may_ask"], false, "{out}");
    assert_eq!(out["as_if_established"], true, "{out}");
    assert!(out["laws"].to_string().contains("43B2(b)"), "{out}");
}

/// Source: Law 43B2(b), as above, with the play after the correction: South plays ♦6 on
/// East's ♦K, East-West take trick 2, and the play goes on to trick 13. Law 64 applies
/// as if the revoke had been established: the corrected trick 2 was won by East, not by
/// South, and North-South won later tricks, so one trick goes to East-West (64A2), and
/// the result counts it.
#[test]
fn r7_with_the_play_after_the_correction_the_transfer_is_in_the_result() {
    let deal: ruling::model::Deal = R7_DEAL.parse().unwrap();
    let full = crate::support::play_out(
        &deal,
        Some(ruling::model::Suit::Spades),
        W,
        &["DT D2 DA D5", "DK D6 D7 D3"],
    );
    let after: Vec<Vec<String>> = full[1..]
        .iter()
        .map(|t| t.iter().map(ToString::to_string).collect())
        .collect();
    let extra = json!({
        "inquiry": {"asker": "N", "dummy_lost_rights": true},
        "play_after_correction": after,
    });
    let case = case_json(R7_DEAL, "4S", "S", R7_PLAY, extra);
    let r = ruled(&case).unwrap();
    let record =
        ruling::model::PlayRecord::replay(&deal, Some(ruling::model::Suit::Spades), W, &full)
            .unwrap();
    let table = record.won_by_side(S, ..) as u8;
    assert_eq!(record.tricks[1].winner, Some(E), "the corrected trick 2");
    let f = &r.verdict.findings[0];
    assert_eq!(
        (f.seat, f.law, f.transferred),
        (S, Law::L64A2, Tricks::new(1))
    );
    assert_eq!((f.established, f.corrected), (false, true));
    assert!(r.verdict.as_if_established);
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(table)));
    assert_eq!(r.verdict.declarer_tricks(), Some(Tricks::new(table - 1)));
    let steps = ids(&r);
    assert!(steps.contains(&"revoke-43b2b-replayed"), "{steps:?}");
    assert!(steps.contains(&"revoke-transfer-result"), "{steps:?}");

    let out = crate::support::rule_json(case);
    assert_eq!(out["transferred"], 1, "{out}");
    assert_eq!(out["declarer_tricks"], table - 1, "{out}");
    assert_eq!(out["as_if_established"], true, "{out}");

    // Play after a correction makes sense only under 43B2(b).
    let mut plain = case_json(R7_DEAL, "4S", "S", R7_PLAY, json!({}));
    plain["play_after_correction"] = json!(after);
    assert_eq!(
        ruled(&plain).unwrap_err(),
        RevokeError::NoCorrectionToPlayAfter
    );
}

// ---- K3: Law 61B after a legitimate show-out ----

/// North ♠AK2 ♥AK2 ♦AK ♣65432, East ♠QJ3 ♥QJ3 ♦QJ ♣KQJT7, South ♠T98 ♥T98 ♦T982 ♣A98,
/// West ♠7654 ♥7654 ♦76543, void in clubs. Three notrump by South; West leads.
const K3_DEAL: &str = "N:AK2.AK2.AK.65432 QJ3.QJ3.QJ.KQJT7 T98.T98.T982.A98 7654.7654.76543.";

/// North cashes his winners; on trick 7 North leads ♣2 and West, who has no club,
/// discards ♦5.
const K3_PLAY: &str = "S4 SA S3 S8 / SK SJ S9 S5 / HA H3 H8 H4 / HK HJ H9 H5 / \
    DA DJ D2 D3 / DK DQ D8 D4 / C2 C7 CA D5";

/// Source: rulings-keys.md K3; Law 61B1(a): declarer "may ask a defender who has failed
/// to follow suit" whether he has a card of the suit led. West's show-out is legitimate,
/// and South asks "no clubs?": the question is allowed, there is no revoke, and play
/// continues. The old engine refused the case ("no player failed to follow").
#[test]
fn k3_declarer_may_ask_a_defender_who_showed_out_legitimately() {
    let inquiry = json!({"inquiry": {"asker": "S"}});
    let case = case_json(K3_DEAL, "3NT", "S", K3_PLAY, inquiry);
    let r = ruled(&case).unwrap();
    assert_eq!(r.verdict.inquiry, Some(Inquiry::DeclarerAsksDefender));
    assert!(r.verdict.findings.is_empty());
    assert!(r.verdict.play_continues());
    let steps = ids(&r);
    assert!(steps.contains(&"revoke-none"), "{steps:?}");
    assert!(steps.contains(&"inquiry-declarer"), "{steps:?}");
    let out = crate::support::rule_json(case);
    assert_eq!(out["may_ask"], true, "{out}");
    assert_eq!(out["revokes"], json!([]), "{out}");

    // Dummy may not ask West (61B2(b)), show-out or not.
    let dummy = case_json(
        K3_DEAL,
        "3NT",
        "S",
        K3_PLAY,
        json!({"inquiry": {"asker": "N"}}),
    );
    assert_eq!(
        ruled(&dummy).unwrap().verdict.inquiry,
        Some(Inquiry::DummyAsksDefender)
    );
    // Everyone followed suit in the first six tricks: nobody to ask.
    let six = K3_PLAY.rsplit_once(" / ").unwrap().0;
    let none = case_json(K3_DEAL, "3NT", "S", six, json!({"inquiry": {"asker": "S"}}));
    assert_eq!(ruled(&none).unwrap_err(), RevokeError::NothingToAsk);
}

// ---- K4: the second revoke's step when its only later trick was already taken ----

/// Source: rulings-keys.md K4 (`ruling generate --template revoke-play-both-defenders
/// --seed 1`); Law 64A2 and the rule that no trick is transferred twice. West revokes on
/// trick 5 and East on trick 6; East-West's only later trick, 13, goes for West's revoke.
/// East's revoke transfers nothing, but not because East-West "won neither the revoke
/// trick nor any later trick" (64B1): the step says that trick 13 was already
/// transferred, and cites 64A2 with 0.
#[test]
fn k4_a_later_trick_already_transferred_is_no_64b1() {
    // North ♠AK ♥AKJT ♦Q853 ♣Q82, East ♠T9653 ♥632 ♦T6 ♣A97, South ♠QJ2 ♥9874 ♦A97
    // ♣T54, West ♠874 ♥Q5 ♦KJ42 ♣KJ63. Four hearts by North, North-South vulnerable.
    let mut case = case_json(
        "N:AK.AKJT.Q853.Q82 T9653.632.T6.A97 QJ2.9874.A97.T54 874.Q5.KJ42.KJ63",
        "4H",
        "N",
        "CA C4 C3 C2 / C7 C5 CK C8 / D2 D3 D6 D7 / H4 H5 HT H2 / HA H3 H7 S4 / \
         HK S3 H8 HQ / HJ H6 H9 D4 / CQ C9 CT C6 / SA S5 S2 S7 / SK S6 SJ S8 / \
         D5 DT DA DJ / SQ CJ D8 S9 / D9 DK DQ ST",
        json!({}),
    );
    case["vulnerable"] = json!("NS");
    let r = ruled(&case).unwrap();
    let found: Vec<(Seat, Law, Tricks)> = r
        .verdict
        .findings
        .iter()
        .map(|f| (f.seat, f.law, f.transferred))
        .collect();
    assert_eq!(
        found,
        vec![
            (W, Law::L64A2, Tricks::new(1)),
            (E, Law::L64A2, Tricks::ZERO)
        ]
    );
    assert!(!r.laws().contains(&Law::L64B1), "{:?}", r.laws());
    let step = r
        .steps
        .iter()
        .find(|s| s.message.id == "revoke-64a2-already-transferred")
        .expect("the step for East's revoke");
    assert_eq!(step.law, Law::L64A2);
    let out = crate::support::rule_json(case);
    let text = out["explanation"].to_string();
    assert!(
        text.contains("trick 13, but it was already transferred"),
        "{text}"
    );
    assert!(!text.contains("won neither"), "{text}");
    assert_eq!(out["transferred"], 1, "{out}");
    assert_eq!(out["declarer_tricks"], 11, "{out}");
}
