//! What a student reads, pinned word for word: one variant of every template of the
//! bundled bank (seed 0), in English, Norwegian, German and Danish, as `ruling generate`
//! prints it: the question, the options, the answer, the explanation and the diagnosed
//! misreadings. Any change to a template, a builder, the catalogue or the choice of
//! distractors shows up as a reviewable diff in `tests/it/snapshots/it__student_eye__*.snap`.
//!
//! After a deliberate change, regenerate and review:
//! `INSTA_UPDATE=always cargo test --test it student_eye` rewrites every snapshot (then read
//! `git diff tests/it/snapshots`), or `cargo insta test --test it --review` with
//! `cargo-insta` installed.

use ruling::bank::generate::generate;
use ruling::i18n::Lang;
use ruling::present::render::render;

/// The seed every template is pinned at.
const SEED: u64 = 0;

/// Source: question-bank/README.md ("a variant code … rebuilds the same question on any
/// machine and in any language"): the same seed gives the same text everywhere.
#[test]
fn every_template_reads_as_pinned_in_every_language() {
    let bank = crate::support::bank();
    for template in bank.templates() {
        let variant = generate(template, SEED)
            .unwrap_or_else(|e| panic!("{}: seed {SEED}: {e}", template.id()));
        let text = Lang::ALL
            .into_iter()
            .map(|lang| format!("=== {lang}\n{}", render(&variant, lang).to_text()))
            .collect::<Vec<_>>()
            .join("\n");
        insta::assert_snapshot!(template.id().to_owned(), text);
    }
}
