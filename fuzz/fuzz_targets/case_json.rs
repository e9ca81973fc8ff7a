//! Cases as `ruling rule` reads them (a JSON value or JSON lines, spec/ruling-json.md):
//! whatever the bytes, a ruling or an error naming the field, never a panic. The engine
//! runs on every case that reads, within its node budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let _ = ruling::interface::run(data, Lang::En, &mut std::io::sink());
});
