//! Auctions in the variants: every UI and real-deal template shows one, in four columns
//! from West with the dealer marked, on the web page and on the printed sheet, in every
//! language; a real deal's auction ends in the case's contract and declarer; `bank
//! check` rejects a template whose auction does not.

use axum::http::StatusCode;

use ruling::bank::Bank;
use ruling::exam::content::Questions;
use ruling::i18n::notation::call_text;
use ruling::i18n::{Lang, catalogue};
use ruling::interface::CaseIn;
use ruling::interface::input::RevokeIn;
use ruling::model::{Board, Call, FinalContract, Seat};
use ruling::store::Role;
use ruling::web::quiz::view::question_view;

use crate::support::web::{TestApp, html_unescape, sqlite};

fn seat_word(seat: Seat, lang: Lang) -> String {
    catalogue().text(lang, &format!("seat-{}", seat.letter()))
}

/// The brief of issue 20 (the question page draws "the hands, auction and play record")
/// and issue 21 item 3 ("auctions in four columns (dealer marked)"): every template of
/// the UI family and every real-deal template shows its auction, in all four languages,
/// on the page and on the sheet, call for call.
#[test]
fn every_template_with_a_table_shows_its_auction_in_every_language() {
    let questions = Questions::bundled().unwrap();
    let mut shown = 0;
    for template in crate::support::bank().templates() {
        let real_deal = template
            .spec
            .builder
            .as_ref()
            .is_some_and(|b| b.get_ref().code() == "revoke-play");
        if template.family() != "ui" && !real_deal {
            continue;
        }
        for seed in 0..3 {
            let drawn = questions.draw(template.id(), seed).unwrap();
            let variant = drawn.variant();
            let auction = variant
                .auction
                .as_ref()
                .unwrap_or_else(|| panic!("{} shows no auction", template.id()));
            let slow = auction.made().filter(|(_, _, s)| *s).count();
            for lang in Lang::ALL {
                // The web page: a row of four per round, West first, the dealer marked.
                let table = question_view(variant, lang).auction.unwrap();
                let columns: Vec<String> = [Seat::West, Seat::North, Seat::East, Seat::South]
                    .into_iter()
                    .map(|s| seat_word(s, lang))
                    .collect();
                assert_eq!(
                    table.columns.iter().map(|s| &s.name).collect::<Vec<_>>(),
                    columns.iter().collect::<Vec<_>>()
                );
                let marked: Vec<&String> = table
                    .columns
                    .iter()
                    .filter(|s| s.seat == table.dealer)
                    .map(|s| &s.name)
                    .collect();
                assert_eq!(marked, [&seat_word(auction.dealer(), lang)]);
                let cells = table.rows.iter().flatten().flatten().count();
                assert_eq!(cells, auction.calls().len(), "{}", template.id());
                for (seat, call, _) in auction.made() {
                    let words = format!(
                        "{}: {}",
                        seat_word(seat, lang),
                        call_text(&call.to_string(), lang)
                    );
                    assert!(
                        table.spoken.contains(&words),
                        "{lang}: {words} in {}",
                        table.spoken
                    );
                }
                let marks = table.rows.iter().flatten().flatten().filter(|c| c.slow);
                assert_eq!(
                    marks.count(),
                    slow,
                    "{}: the breaks in tempo",
                    template.id()
                );
                // The printed sheet: the very same auction.
                let sheet = drawn.question(1, lang).side.auction.unwrap();
                assert_eq!(sheet, table, "{}", template.id());
                assert_eq!(sheet.dealer, auction.dealer().letter());
                assert_eq!(sheet.calls.len(), auction.calls().len());
            }
            shown += 1;
        }
    }
    assert!(shown >= 3 * 24, "{shown} variants with an auction");
}

/// Source: Law 2 (board 1 North deals, 2 East, …, and the vulnerability of each board)
/// and Law 22 with the definition of declarer: a real deal's auction is told on a board
/// with the vulnerability of the case, from that board's dealer, and ends in the case's
/// contract, played by the case's declarer.
#[test]
fn a_real_deal_is_bid_to_its_contract_from_its_boards_dealer() {
    let questions = Questions::bundled().unwrap();
    for template in crate::support::bank().templates() {
        if template.spec.builder.as_ref().map(|b| b.get_ref().code()) != Some("revoke-play") {
            continue;
        }
        for seed in 0..5 {
            let drawn = questions.draw(template.id(), seed).unwrap();
            let variant = drawn.variant();
            let CaseIn::Revoke(RevokeIn::Play(play)) = &variant.case else {
                panic!("{}: a real deal", template.id());
            };
            let auction = variant.auction.as_ref().unwrap();
            let board = variant.params["board"]
                .as_integer()
                .and_then(|n| Board::new(u32::try_from(n).unwrap()))
                .unwrap();
            assert_eq!(board.vulnerability(), play.vulnerable, "{auction}");
            assert_eq!(auction.dealer(), board.dealer(), "{auction}");
            assert_eq!(
                auction.result(),
                Some((FinalContract::Contract(play.contract), Some(play.declarer))),
                "{}: {auction}",
                template.id()
            );
            // Declarer's side opens: the opponents never bid.
            for (seat, call, _) in auction.made() {
                if seat.side() != play.declarer.side() {
                    assert!(matches!(call, Call::Pass | Call::Double), "{auction}");
                }
            }
        }
    }
}

fn check_template(text: &str, name: &str) -> Vec<ruling::bank::BankError> {
    let dir = std::env::temp_dir().join(format!("ruling-auction-{name}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("revoke-play")).unwrap();
    std::fs::write(dir.join("revoke-play/revoke-play-64a1.toml"), text).unwrap();
    let bank = Bank::from_dir(&dir).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    let options = ruling::bank::check::Options {
        seeds: 4,
        realism_seeds: 0,
        ..Default::default()
    };
    ruling::bank::check::check(&bank, &options).errors
}

/// Source: Law 22B (the last bid, doubled or not, is the contract) and the definition
/// of declarer. An auction that ends in hearts by North cannot stand over a case whose
/// contract is a drawn spade or minor contract; `bank check` reports it at the
/// template's `[auction]`, and an auction that breaks Law 18B too.
#[test]
fn bank_check_rejects_an_auction_that_contradicts_the_contract() {
    let now = crate::support::bank()
        .get("revoke-play-64a1")
        .unwrap()
        .source
        .clone();
    assert!(
        now.contains("calls = \"{auction}\""),
        "the template changed"
    );
    // Only spade and minor contracts: never 4♥ by North.
    let template = now.replacen(
        "contract = { pick = [\"4S\", \"4H\", \"2S\", \"3H\", \"5D\", \"5C\", \"3SX\", \"4HX\"]",
        "contract = { pick = [\"4S\", \"2S\", \"5D\", \"5C\", \"3SX\"]",
        1,
    );
    assert_ne!(template, now, "the template's contracts changed");
    let line =
        |text: &str, needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    let wrong = template
        .replacen("dealer = \"from board\"", "dealer = \"N\"", 1)
        .replacen("calls = \"{auction}\"", "calls = \"1H P 4H P P P\"", 1);
    let errors = check_template(&wrong, "contradicts");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let at = errors[0].line;
    assert!(
        (line(&wrong, "[auction]")..=line(&wrong, "calls = ")).contains(&at),
        "{errors:?}"
    );
    assert!(
        errors[0]
            .message
            .contains("ends in 4H by N, but the case has"),
        "{errors:?}"
    );

    let illegal = template.replacen("calls = \"{auction}\"", "calls = \"1S 1H\"", 1);
    let errors = check_template(&illegal, "illegal");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0]
            .message
            .contains("1H is not higher than the last bid, 1S"),
        "{errors:?}"
    );

    assert_eq!(check_template(&template, "agrees"), Vec::new());
}

/// A variant stored before auctions were shown (an attempt in the database, an exam's
/// `exam.json`) still reads, without an auction.
#[test]
fn a_variant_stored_without_an_auction_still_reads() {
    let questions = Questions::bundled().unwrap();
    let variant = questions.draw("ui-damage", 1).unwrap().variant().clone();
    let mut json = serde_json::to_value(&variant).unwrap();
    assert!(json["auction"].is_string(), "{}", json["auction"]);
    let recorded: ruling::model::Auction = json["auction"].as_str().unwrap().parse().unwrap();
    assert_eq!(Some(&recorded), variant.auction.as_ref());
    json.as_object_mut().unwrap().remove("auction");
    let old: ruling::bank::Variant = serde_json::from_value(json).unwrap();
    assert_eq!(old.auction, None);
    assert_eq!(old.code, variant.code);
}

/// The question page of a UI template: the auction table under its caption, West
/// first, the dealer's column marked, the slow pass with the federation's word.
/// Source: ui-hesitation-assigned's story ("South opens 1♥ … East passes after a long
/// pause").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ui_question_page_shows_the_auction_with_the_dealer_marked() {
    let app = TestApp::new(sqlite()).await;
    let bo = app.user("bo@x", Role::Student).await;
    let mut client = app.login(&bo).await;
    let page = client.get("/practice/ui-hesitation-assigned").await;
    assert_eq!(page.status, StatusCode::OK);
    let body = html_unescape(&page.body);
    let lang = bo.lang;
    let c = catalogue();
    assert!(
        body.contains(&format!(
            "<caption>{}</caption>",
            c.text(lang, "ui-auction")
        )),
        "{body}"
    );
    let header = format!(
        "<th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\" class=\"dealer\">{}<span aria-hidden=\"true\"> *</span></th>",
        seat_word(Seat::West, lang),
        seat_word(Seat::North, lang),
        seat_word(Seat::East, lang),
        seat_word(Seat::South, lang),
    );
    assert!(
        body.contains(&header),
        "South deals, the last column: {body}"
    );
    assert!(
        body.contains(&format!(
            "{}: {}",
            c.text(lang, "ui-dealer"),
            seat_word(Seat::South, lang)
        )),
        "{body}"
    );
    // South deals, so the first row opens with West's column empty.
    assert!(
        body.contains(
            "<tr><td></td><td></td><td></td><td>1<span class=\"sym red\">♥</span></td></tr>"
        ),
        "{body}"
    );
    assert!(
        body.contains(&format!(
            "<span class=\"slow\">{}</span>",
            c.text(lang, "ui-slow")
        )),
        "{body}"
    );
}
