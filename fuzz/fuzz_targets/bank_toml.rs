//! A question-bank template (TOML): parsed, and when it parses, a variant generated
//! from it; errors name the file and line, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::bank::generate::generate;
use ruling::bank::template::Template;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(template) = Template::parse("fuzz.toml", text) {
        let _ = generate(&template, 1);
    }
});
