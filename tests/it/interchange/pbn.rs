//! PBN 2.1: a club's hand records read, every variant with a real deal written as a game
//! and read back to the same deal, contract and play, bad files named by line, and
//! `--deals` drawing the real-deal templates' deals from a file.

use std::process::Command;

use ruling::bank::generate::generate_from;
use ruling::i18n::Lang;
use ruling::interface::CaseIn;
use ruling::interface::input::RevokeIn;
use ruling::model::pbn::{self, Game, PbnError};
use ruling::model::{Auction, Board, Call, Card, Deal, FinalContract, Hand, Seat, Vulnerability};

use super::{bank, data, variants};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn club_night() -> Vec<Game> {
    pbn::read(&std::fs::read_to_string(data("club-night.pbn")).unwrap()).unwrap()
}

/// Source: PBN 2.1 §§ 2–3 (tags, `#`, escape lines, commentary) and 3.5–3.6 (the
/// auction and play sections), one feature at least in each game of the hand-made file.
#[test]
fn a_hand_made_file_reads_every_tag_of_the_standard() {
    let games = club_night();
    assert_eq!(games.len(), 3);
    let [one, two, three] = &games[..] else {
        unreachable!()
    };
    let deal: Deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
        .parse()
        .unwrap();
    assert_eq!(one.tag("Event"), Some("Club night \"Monday\""));
    assert_eq!(one.board, Board::new(1));
    assert_eq!(one.dealer, Some(Seat::North));
    assert_eq!(one.vulnerable, Some(Vulnerability::None), "Love is None");
    assert_eq!(one.deal, Some(deal));
    assert_eq!(one.declarer, Some(Seat::North));
    assert_eq!(one.contract, Some("6NTXX".parse().unwrap()));
    assert_eq!(one.result, Some(13));
    // `2C!`, `=1=`, `$1` and `XX?` are a call with its annotation, a note and a NAG.
    let auction = one.auction.as_ref().unwrap();
    let checked = Auction::new(auction.first, auction.calls.clone()).unwrap();
    assert_eq!(
        checked.result(),
        Some(("6NTXX".parse().unwrap(), Some(Seat::North)))
    );
    assert_eq!(one.tag("Note"), Some("1:strong, artificial"));
    // The play section's columns are East, South, West, North; the tricks come out in
    // the order played, North leading from trick 2 on.
    let play = one.play.as_ref().unwrap();
    assert_eq!(play.leader, Seat::East);
    assert_eq!(
        play.tricks,
        vec![cards("ST S3 S2 SA"), cards("HA HJ H8 H5"), cards("DA DJ")]
    );
    assert_eq!(
        play.notes,
        vec![(
            1,
            "North cashes the top hearts; the rest is his.".to_owned()
        )]
    );
    assert_eq!(
        one.commentary,
        [
            "Declarer claimed the rest.\nNobody objected.",
            "an end-of-line comment"
        ]
    );
    // `#` copies the previous game's value; `AP` passes the board out.
    assert_eq!(two.tag("Event"), one.tag("Event"));
    assert_eq!(two.tag("Scoring"), Some("MP"));
    assert_eq!(two.deal, Some(deal), "a deal may start with any seat");
    assert_eq!(two.contract, Some(FinalContract::PassedOut));
    assert_eq!((two.declarer, two.result), (None, None));
    assert_eq!(two.auction.as_ref().unwrap().calls, vec![Call::Pass; 4]);
    // A program's own tags, with a section of data, are kept as written and skipped.
    assert_eq!(three.vulnerable, Some(Vulnerability::All));
    assert_eq!(three.tag("Generator"), Some("hand-made"));
    assert_eq!(three.result, None, "? is unknown");
    assert_eq!(three.auction.as_ref().unwrap().calls.len(), 7);
    assert_eq!(three.play.as_ref().unwrap().tricks, Vec::<Vec<Card>>::new());
}

/// Written and read again, a file gives the same games.
#[test]
fn a_hand_made_file_is_written_back_the_same() {
    let games = club_night();
    let again = pbn::read(&pbn::write(&games)).unwrap();
    let unlined = |g: &[Game]| -> Vec<Game> {
        g.iter()
            .map(|g| Game {
                line: 0,
                ..g.clone()
            })
            .collect()
    };
    assert_eq!(unlined(&again), unlined(&games));
}

/// A comment holding a closing brace (`; … }` in a hand-made file), which PBN's braces
/// cannot hold, is written as a `;` comment and reads back as it was (found by the
/// `pbn` fuzz target, which wrote it back with the brace turned into `)`).
#[test]
fn a_comment_with_a_closing_brace_reads_back_as_written() {
    let text = "[Event \"Club\"]\n; the rest is his.}\n{a note}\n";
    let games = pbn::read(text).unwrap();
    assert_eq!(games[0].commentary, ["the rest is his.}", "a note"]);
    let again = pbn::read(&pbn::write(&games)).unwrap();
    assert_eq!(again[0].commentary, games[0].commentary);
}

/// Every real-deal variant exported is read back to its deal, contract, declarer,
/// vulnerability, auction and play, with each revoke noted on its trick.
#[test]
fn exported_variants_read_back_to_the_same_deals_contracts_and_play() {
    let chosen = variants(
        "revoke-play-64a1,revoke-play-64a2,revoke-play-64b6-trick12,revoke-play-63a3-claim,imps-conversion",
        3,
    );
    let text = ruling::interchange::pbn::file(&chosen, Lang::Nb).unwrap();
    let games = pbn::read(&text).unwrap();
    let played: Vec<_> = chosen
        .iter()
        .filter_map(|v| match &v.case {
            CaseIn::Revoke(RevokeIn::Play(p)) => Some((v, p)),
            _ => None,
        })
        .collect();
    assert_eq!(played.len(), 12, "the IMP question has no deal and no game");
    assert_eq!(games.len(), played.len());
    for (game, (variant, case)) in games.iter().zip(&played) {
        let code = variant.code.to_string();
        assert_eq!(game.tag("VariantCode"), Some(code.as_str()));
        assert_eq!(game.deal, Some(case.deal), "{code}");
        assert_eq!(game.contract, Some(FinalContract::Contract(case.contract)));
        assert_eq!(game.declarer, Some(case.declarer));
        assert_eq!(game.vulnerable, Some(case.vulnerable));
        let play = game.play.as_ref().unwrap();
        assert_eq!(play.leader, case.declarer.lho());
        assert_eq!(play.tricks, case.play, "{code}");
        if let Some(shown) = &variant.auction {
            let auction = game.auction.as_ref().unwrap();
            assert_eq!(
                (auction.first, &auction.calls[..]),
                (shown.dealer(), shown.calls())
            );
            assert_eq!(game.dealer, Some(shown.dealer()));
        }
        assert!(
            play.notes.iter().any(|(_, n)| n.contains("revoke")),
            "{code}: {:?}",
            play.notes
        );
        assert!(game.result.is_some_and(|r| r <= 13));
    }
}

/// A bad file is refused at the line of its first problem, and nothing of it is kept.
#[test]
fn a_bad_file_names_its_line() {
    let head = "[Event \"x\"]\n[Board \"1\"]\n";
    let cases = [
        (
            "[Deal \"N:AKQJ.AKQ.AKQ.AKQ A987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n",
            "3: Deal: column 20: SA appears twice",
        ),
        (
            "[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n",
            "3: Deal: column 20: the hand of E is not given",
        ),
        ("[Contract \"4Z\"]\n", "3: Contract: `4Z` is not a contract"),
        (
            "[Result \"14\"]\n",
            "3: Result `14` is not a number of tricks",
        ),
        ("[Dealer \"Q\"]\n", "3: Dealer: `Q` is not a seat"),
        ("[Board \"0\"]\n", "3: Board `0` is not a board number"),
        (
            "[Site Oslo]\n",
            "3: a tag reads [Name \"value\"]: the value must be in double quotes",
        ),
        (
            "[Site \"Oslo\"\n",
            "3: a tag reads [Name \"value\"]: the closing `]` is missing",
        ),
        (
            "{never closed\n\n",
            "3: the commentary opened here has no closing `}`",
        ),
        ("[Auction \"N\"]\n1S 1H\n", "3: Auction: "),
        (
            "[Auction \"N\"]\n1S Pass 2Q\n",
            "4: Auction: `2Q` is not a call",
        ),
        (
            "[Play \"E\"]\nST S3 S2 SA\n",
            "3: a Play section needs the Contract tag",
        ),
        (
            "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n[Contract \"3NT\"]\n[Play \"E\"]\nST S3 S2 SA\nHJ H8 H5 HA\nD2 - - DA\n",
            "8: Play: trick 3: D2 was played by E, but W holds it",
        ),
    ];
    for (tail, expected) in cases {
        let text = format!("{head}{tail}");
        let error: PbnError = pbn::read(&text).unwrap_err();
        assert!(
            error.to_string().starts_with(expected),
            "{tail:?}: {error} (expected {expected})"
        );
    }
    let stray = pbn::read("1S Pass\n[Event \"x\"]\n").unwrap_err();
    assert_eq!(
        stray.to_string(),
        "1: `1S` stands outside any tag or section; a game starts with a tag"
    );
    let nothing = pbn::read("[Event \"#\"]\n").unwrap_err();
    assert_eq!(nothing.line, 1);
}

/// The four hands of a deal, whoever holds them: a deal drawn from the records may be
/// turned round the table.
fn hands_of(deal: &Deal) -> Vec<Hand> {
    let mut hands: Vec<Hand> = Seat::ALL.iter().map(|&s| deal.hand(s)).collect();
    hands.sort_by_key(|h| h.to_string());
    hands
}

/// A club's 32 boards, as a dealing program writes them.
fn hand_records() -> (String, Vec<Deal>) {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let games: Vec<Game> = (1..=32)
        .map(|n| {
            let board = Board::new(n).unwrap();
            Game {
                board: Some(board),
                dealer: Some(board.dealer()),
                vulnerable: Some(board.vulnerability()),
                deal: Some(Deal::random(&mut rng)),
                ..Game::default()
            }
        })
        .collect();
    let deals = games.iter().filter_map(|g| g.deal).collect();
    (pbn::write(&games), deals)
}

/// `--deals`: the real-deal templates take their deals from the records, a deal of the
/// file dealt round the table so that the drawn declarer holds the declaring hand.
#[test]
fn real_deal_templates_draw_from_hand_records() {
    let (text, deals) = hand_records();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pbn");
    std::fs::write(&path, text).unwrap();
    let records = ruling::interchange::read_records(&path).unwrap();
    assert_eq!(records, deals);
    let bank = bank();
    let template = bank.get("revoke-play-64a1").unwrap();
    let known: Vec<Vec<Hand>> = deals.iter().map(hands_of).collect();
    for seed in 1..=3 {
        let variant = generate_from(template, seed, Some(&records)).unwrap();
        let CaseIn::Revoke(RevokeIn::Play(play)) = &variant.case else {
            panic!("a real deal")
        };
        assert!(
            known.contains(&hands_of(&play.deal)),
            "seed {seed}: {} is none of the records",
            play.deal
        );
        let dealt = generate_from(template, seed, None).unwrap();
        assert_eq!(
            dealt,
            ruling::bank::generate::generate(template, seed).unwrap()
        );
    }
}

/// On the command line a bad deal file stops `generate`, `exam` and `export` with
/// `file:line: message`, and nothing is written.
#[test]
fn a_bad_deal_file_stops_every_command_before_it_writes() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.pbn");
    std::fs::write(
        &bad,
        "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543\"]\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_ruling"))
            .args(args)
            .output()
            .unwrap()
    };
    let bad_arg = bad.to_str().unwrap();
    let out_pbn = dir.path().join("out.pbn");
    let out_dir = dir.path().join("exam");
    let runs = [
        run(&[
            "generate",
            "--template",
            "revoke-play-64a2",
            "--deals",
            bad_arg,
        ]),
        run(&[
            "export",
            "pbn",
            "--templates",
            "revoke-play-64a2",
            "--deals",
            bad_arg,
            "-o",
            out_pbn.to_str().unwrap(),
        ]),
        run(&[
            "exam",
            "--templates",
            "revoke-play-64a2",
            "--seed",
            "1",
            "--deals",
            bad_arg,
            "-o",
            out_dir.to_str().unwrap(),
        ]),
    ];
    for out in runs {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(
            stderr.contains(&format!("{bad_arg}:2: Deal: W holds 12 cards")),
            "{stderr}"
        );
        assert!(out.stdout.is_empty());
    }
    assert!(!out_pbn.exists() && !out_dir.exists());
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "only bad.pbn: no temporary file left behind");
}

/// `ruling export pbn` writes a file that reads back, one game per variant.
#[test]
fn the_pbn_export_command_writes_a_file_that_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("revokes.pbn");
    let status = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args([
            "export",
            "pbn",
            "--templates",
            "revoke-play-64a2",
            "--count",
            "2",
            "-o",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    assert_eq!(
        String::from_utf8_lossy(&status.stdout).trim(),
        format!("PBN: 2 questions written to {}", out.display())
    );
    let games = pbn::read(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(games.len(), 2);
}
