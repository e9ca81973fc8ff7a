//! Law 64C, how the damage is measured (issue 31, item 5; review rulings-3, R4): at the
//! revoke with best play after it, and in the play as it went with the revoke card
//! replaced; the non-offending side gets the larger. Each test states the facts as a
//! Director hears them and the ruling he gives.

use ruling::laws::revoke::{RevokePlay, RevokeVerdict, rule_play};
use ruling::laws::{Law, Limits, Ruling};
use ruling::model::Tricks;

/// A play-form case as `ruling rule` reads it, tricks separated by " / ".
fn case(deal: &str, contract: &str, declarer: &str, extra: serde_json::Value) -> RevokePlay {
    let (deal_text, play) = deal.split_once(" | ").expect("deal | play");
    let tricks: Vec<Vec<&str>> = play.split(" / ").map(|t| t.split(' ').collect()).collect();
    let mut value = serde_json::json!({
        "kind": "revoke", "deal": deal_text, "contract": contract, "declarer": declarer,
        "vulnerable": "None", "play": tricks,
    });
    for (k, v) in extra.as_object().expect("an object") {
        value[k] = v.clone();
    }
    match ruling::interface::read(value) {
        Ok(ruling::laws::Case::RevokePlay(case)) => case,
        other => panic!("not a play-form revoke case: {other:?}"),
    }
}

fn ruled(case: &RevokePlay) -> Ruling<RevokeVerdict> {
    rule_play(case, &Limits::COMMAND_LINE).expect("the case can be ruled")
}

fn final_tricks(r: &Ruling<RevokeVerdict>) -> u8 {
    r.verdict.declarer_tricks().expect("play is over").get()
}

fn message_ids(r: &Ruling<RevokeVerdict>) -> Vec<&str> {
    r.steps.iter().map(|s| s.message.id.as_ref()).collect()
}

/// The deal of review R4: 3NT by South. North ♠AKQ ♥AK2 ♦KT98 ♣A32, East ♠87654 ♥9876
/// ♦Q ♣T98, South ♠JT9 ♥QJT ♦AJ64 ♣KQJ, West ♠32 ♥543 ♦7532 ♣7654. With the ♦Q falling,
/// North-South have every trick.
const R4_DEAL: &str = "N:AKQ.AK2.KT98.A32 87654.9876.Q.T98 JT9.QJT.AJ64.KQJ 32.543.7532.7654";

/// Review R4's play. West leads ♣7 to North's ♣A. Trick 2: North leads ♦9, East discards
/// ♠4 holding the ♦Q (the revoke), South wins ♦A. Trick 3: declarer, placing the ♦Q with
/// West, leads ♦4 and finesses dummy's ♦T; East wins the ♦Q. North-South take the rest.
const R4_PLAY: &str = "C7 CA C8 CJ / D9 S4 DA D2 / D4 D3 DT DQ / H9 HT H3 H2 / D6 D5 D8 S5 / \
                       DK S6 DJ D7 / SA S7 S9 S2 / SK S8 ST S3 / SQ H8 SJ C4 / HA H6 HJ H4 / \
                       HK H7 HQ H5 / C2 C9 CK C5 / CQ C6 C3 CT";

/// Attention first drawn after the round: no transfer (64B5), Law 64C the only redress.
fn after_round(deal: &str, play: &str) -> Ruling<RevokeVerdict> {
    ruled(&case(
        &format!("{deal} | {play}"),
        "3NT",
        "S",
        serde_json::json!({ "discovered": "after_round" }),
    ))
}

/// Source: Laws 64B5, 64C1 ("insufficiently compensated … for the damage caused") and 12B1
/// (damage is what the side lost "in consequence of the infraction"); review rulings-3, R4.
/// 3NT by South. East's false show-out on trick 2 (♠4 holding the singleton ♦Q) sends
/// declarer into the ♦T finesse on trick 3, which East wins; North-South take the other 12
/// tricks. Attention is first drawn after the round: no transfer (64B5), 64C is the only
/// redress. Had East followed with the ♦Q under the ♦A, the same finesse of the ♦T wins:
/// 13 tricks. Double dummy at the revoke sees no damage (it drops the singleton queen
/// either way); the play kept sees the trick the revoke took. Ruling: 13 tricks, +520.
#[test]
fn a_false_show_out_that_misled_declarer_into_a_finesse_is_redressed() {
    let r = after_round(R4_DEAL, R4_PLAY);
    assert_eq!(r.verdict.findings[0].law, Law::L64B5);
    assert_eq!(r.verdict.transferred(), Tricks::new(0));
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(12)));
    assert!(r.laws().contains(&Law::L64C1), "{:?}", r.laws());
    assert!(r.verdict.equity_adjusted());
    assert_eq!(final_tricks(&r), 13);
    assert_eq!(r.verdict.ns(), Some(520));
    // The student reads both measures, and no "rest of the play unchanged" for the
    // figure that is double dummy.
    let ids = message_ids(&r);
    for id in ["revoke-64c-effect", "revoke-64c-kept", "revoke-64c-cost"] {
        assert!(ids.contains(&id), "{id}: {ids:?}");
    }
    for step in &r.steps {
        let text = ruling::i18n::catalogue().render(ruling::i18n::Lang::En, &step.message);
        assert!(!text.contains("rest of the play unchanged"), "{text}");
    }
}

/// A second deal: North ♠AKQ ♥AK2 ♦KT98 ♣AQ2, East ♠8765 ♥9876 ♦Q ♣JT98, South ♠JT9
/// ♥QJT ♦AJ64 ♣543, West ♠432 ♥543 ♦7532 ♣K76. 3NT by South; West's ♣K sits under the
/// ♣AQ, so a club finesse from South wins; North-South can make 12 tricks.
const CLUB_DEAL: &str = "N:AKQ.AK2.KT98.AQ2 8765.9876.Q.JT98 JT9.QJT.AJ64.543 432.543.7532.K76";

/// Source: Laws 64B5 and 64C1; issue 31, item 5 ("a revoke that misled nobody"). Trick 1:
/// West leads ♥3 to North's ♥A. Trick 2: North leads ♦9, East discards ♠5 holding the ♦Q,
/// South wins ♦A. Declarer is not misled: on trick 3 dummy's ♦K drops the queen, and he
/// takes the club finesse later; East-West take only the last trick. The revoke changed no
/// trick: 11 of the tricks from trick 2 on with it and without it, at the revoke and in
/// the play kept. Attention after the round: the table result stands, 12 tricks, +490,
/// as the measure at the revoke alone gave.
#[test]
fn a_revoke_that_misled_nobody_changes_nothing() {
    let play = "H3 HA H6 HT / D9 S5 DA D2 / D4 D3 DK DQ / D8 S6 DJ D5 / C3 C6 CQ C8 / \
                SA S7 S9 S2 / SK S8 ST S3 / SQ H7 SJ S4 / H2 H8 HQ H4 / D6 D7 DT H9 / \
                HK C9 HJ H5 / CA CT C4 C7 / C2 CJ C5 CK";
    let r = after_round(CLUB_DEAL, play);
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(12)));
    assert!(!r.verdict.equity_adjusted());
    assert_eq!(final_tricks(&r), 12);
    assert_eq!(r.verdict.ns(), Some(490));
    assert!(message_ids(&r).contains(&"revoke-64c-kept"));
}

/// Source: Laws 64C1 and 12C1(b) (a side keeps what it lost by an error "unrelated to the
/// infraction"); issue 31, item 5. The same revoke as R4 on the club deal: East's ♠5 on
/// trick 2 holding the ♦Q, the ♦T finesse on trick 3 lost to the queen. Later declarer
/// cashes ♣A and ♣Q from dummy instead of finessing from hand: West's ♣K and two more
/// clubs take three tricks. Table: 9 tricks. The finesse the revoke misled cost one trick,
/// which Law 64C restores; the clubs are declarer's own error, which it would have cost him
/// with or without the revoke, and it is not redressed. Ruling: 10 tricks, +430 (not the
/// 12 of best play from trick 2 on, and not the table's 9).
#[test]
fn a_later_error_of_declarers_own_is_not_redressed() {
    let play = "H3 HA H6 HT / D9 S5 DA D2 / D4 D3 DT DQ / H9 HJ H4 H2 / S9 S2 SA S6 / \
                SK S7 ST S3 / SQ S8 SJ S4 / DK H7 D6 D5 / CA C8 C3 C6 / CQ C9 C4 CK / \
                C7 C2 CT C5 / CJ DJ D7 D8 / H8 HQ H5 HK";
    let r = after_round(CLUB_DEAL, play);
    assert_eq!(r.verdict.table_tricks(), Some(Tricks::new(9)));
    assert!(r.verdict.equity_adjusted());
    assert_eq!(final_tricks(&r), 10);
    assert_eq!(r.verdict.ns(), Some(430));
}
