//! PBN hand records (`--deals`, `ruling export pbn` read back): any text reads to games
//! or a `line: message` error; what reads is written and read back to the same boards,
//! deals, contracts, auctions and play (the writer may add the mandatory tags a
//! hand-made file left out, with PBN's `?`), and writing that again gives the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::model::pbn::{Game, read, write};

/// What a game says about the board: its tags read into types, the auction and the
/// cards played (not where it stood in its file, the tags the writer completes, or the
/// comments, which PBN's text cannot always keep apart or hold as written: a comment of
/// several lines holding `}`, a note on a play section without tricks).
fn content(g: &Game) -> impl PartialEq + std::fmt::Debug + '_ {
    (
        (g.board, g.dealer, g.vulnerable, g.declarer),
        (&g.deal, &g.contract, g.result),
        (&g.auction, g.play.as_ref().map(|p| (p.leader, &p.tricks))),
    )
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(games) = read(text) {
        let written = write(&games);
        let again = read(&written).expect("what ruling writes, it reads");
        assert_eq!(again.len(), games.len(), "a PBN round trip lost games");
        for (a, b) in games.iter().zip(&again) {
            // A play section whose tricks stop short before its last is no play record.
            let broken_play = a
                .play
                .as_ref()
                .is_some_and(|p| p.tricks.iter().rev().skip(1).any(|trick| trick.len() < 4));
            if broken_play {
                continue;
            }
            assert_eq!(content(a), content(b), "a PBN round trip changed a game");
        }
        assert_eq!(
            write(&again),
            written,
            "writing what was written changed it"
        );
    }
});
