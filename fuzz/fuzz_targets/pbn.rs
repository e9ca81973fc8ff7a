//! PBN hand records (`--deals`, `ruling export pbn` read back): any text reads to games
//! or a `line: message` error, and what reads is written and read back to the same games.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::model::pbn::{read, write};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(games) = read(text) {
        let again = read(&write(&games)).expect("what ruling writes, it reads");
        assert_eq!(again, games, "a PBN round trip changed the games");
    }
});
