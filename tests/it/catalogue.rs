//! The message catalogue: every message the engine uses exists in every language,
//! the files load without error, and rendered explanations leave no placeholder behind.

use std::collections::BTreeSet;

use ruling::i18n::{Lang, catalogue};

/// Every catalogue id the engine, the bank and the grader name: string literals shaped
/// like `revoke-64a1-two`.
fn ids_used_by_the_engine() -> BTreeSet<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut ids = BTreeSet::new();
    // In the law engine every such literal is a message; elsewhere only the families
    // the bank and the grader use are (template ids and codes look alike).
    for (dir, prefixes) in [
        ("laws", &[""][..]),
        ("misreading", &["misread-"][..]),
        ("bank", &["label-", "fault-", "answer-", "trumps-"][..]),
        (
            "present",
            &["label-", "answer-", "trumps-", "ui-", "vul-", "part-"][..],
        ),
        (
            "exam",
            &["sheet-", "ui-", "label-", "answer-", "grade-"][..],
        ),
    ] {
        for path in rust_files(&root.join(dir)) {
            // Answers name units and fields, not messages.
            if path.ends_with("answer.rs") {
                continue;
            }
            let text: String = std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .filter(|l| !l.trim_start().starts_with("#[serde"))
                .collect::<Vec<_>>()
                .join("\n");
            for piece in text.split('"').skip(1).step_by(2) {
                let shaped = piece.contains('-')
                    && piece.starts_with(|c: char| c.is_ascii_lowercase())
                    && piece
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if shaped && prefixes.iter().any(|p| piece.starts_with(p)) {
                    ids.insert(piece.to_owned());
                }
            }
        }
    }
    ids
}

/// The `.rs` files under `dir`, in its subfolders too (a module split into files).
fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_catalogue_files_load_without_errors() {
    assert_eq!(catalogue().errors(), &[]);
}

#[test]
fn every_message_the_engine_uses_exists_in_every_language() {
    let ids = ids_used_by_the_engine();
    assert!(ids.len() > 50, "found only {ids:?}");
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        for id in &ids {
            if !catalogue().has(lang, id) {
                missing.push(format!("{lang}: {id}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "missing messages:\n{}",
        missing.join("\n")
    );
}

#[test]
fn rendered_explanations_have_no_unfilled_placeholders() {
    let cases = [
        r#"{"kind":"score","contract":"4SX","declarer":"E","vulnerable":"EW","tricks":12}"#,
        r#"{"kind":"score","contract":"3NTXX","declarer":"N","vulnerable":"All","tricks":5}"#,
        r#"{"kind":"score","contract":"6H","declarer":"S","vulnerable":"None","tricks":12}"#,
        r#"{"kind":"score","contract":"Pass","declarer":"S","vulnerable":"None","tricks":0}"#,
        r#"{"kind":"artificial","form":"pairs","ns":"innocent","ew":"guilty","ns_session_pct":65,"ew_session_pct":"35"}"#,
        r#"{"kind":"artificial","form":"teams","ns":"partly","ew":"guilty"}"#,
        r#"{"kind":"weighted","outcomes":[{"weight":"2/3","ns":620},{"weight":"1/3","ns":-100}],"other_table_ns":140}"#,
        r#"{"kind":"split","offenders":"EW","actual_ns":-500,"normal_after_infraction_ns":-420,"without_infraction_ns":-100,"other_table_ns":-170}"#,
        r#"{"kind":"adjust86d","table_ns":800,"expected_ns":450,"ns_team":"guilty","ew_team":"guilty"}"#,
        r#"{"kind":"adjust86d","table_ns":-1190,"expected_ns":-620,"ns_team":"partly","ew_team":"partly"}"#,
        r#"{"kind":"adjust86d","table_ns":-650,"expected_ns":-620,"ns_team":"partly","ew_team":"innocent"}"#,
        r#"{"kind":"ui","offenders":"EW","chosen":"4S","poll":[{"action":"Pass","selected":4},{"action":"3NT","selected":3},{"action":"4S","selected":7}],"suggested":["3NT","4S"],"results_ns":{"Pass":-170,"3NT":-600,"4S":-620},"table_ns":-620}"#,
        r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"E","established":false,"revoke_trick_won_by":"E","offending_side_later_tricks":1,"declarer_tricks":9}"#,
        r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"E","established":true,"revoke_trick_won_by":"E","offending_side_later_tricks":1,"declarer_tricks":9,"tricks_without_revoke":12}"#,
        r#"{"kind":"revoke","contract":"4S","declarer":"S","vulnerable":"None","offender":"S","established":true,"revoke_trick_won_by":"N","offending_side_later_tricks":0,"declarer_tricks":9,"exception":"both_sides"}"#,
        r#"{"kind":"revoke","deal":"N:T987.AKQ2.432.32 32.543.AKQJ.KQJT AKQJ654.76.65.A4 .JT98.T987.98765","contract":"4S","declarer":"S","vulnerable":"None","play":[["DT","D2","DA","D5"],["DK","D6","D7","D3"],["DQ","S4","D8","D4"],["H6","H8","H2","S3"]]}"#,
    ];
    for lang in Lang::ALL {
        let mut out = Vec::new();
        ruling::interface::run(cases.join("\n").as_bytes(), lang, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), cases.len());
        for line in text.lines() {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            let steps = value["explanation"]
                .as_array()
                .unwrap_or_else(|| panic!("{lang}: {line}"));
            for step in steps {
                let t = step["text"].as_str().unwrap();
                assert!(
                    !t.contains('{') && !t.contains('}'),
                    "{lang}: unfilled placeholder in {t:?}"
                );
                assert!(!t.is_empty());
            }
        }
    }
}

// Decimals are written the reader's way: 14/3 IMPs is 4.67 in English, 4,67 in the
// Scandinavian languages and German.
#[test]
fn decimals_use_each_languages_decimal_sign() {
    use ruling::i18n::Lang;
    assert_eq!(Lang::En.decimal(467), "4.67");
    assert_eq!(Lang::Nb.decimal(467), "4,67");
    assert_eq!(Lang::De.decimal(-1505), "-15,05");
    assert_eq!(Lang::Da.decimal(5), "0,05");
    assert_eq!(Lang::En.decimal(-50), "-0.50");
}

// A line of play is written a trick at a time, the tricks parted by a bar, each card
// after the seat that played it, seat and card in the reader's notation: the leader
// changes from trick to trick, so a line without seats cannot be followed.
// Source: the review of the claim engine, §4 ("Label the seat of each card").
#[test]
fn a_line_of_play_is_written_a_trick_at_a_time_with_seats() {
    use ruling::laws::{Arg, Message};
    use ruling::model::Seat::{East, North, South, West};
    let card = |text: &str| text.parse::<ruling::model::Card>().unwrap();
    let line = vec![
        (South, card("SA")),
        (West, card("S2")),
        (North, card("ST")),
        (East, card("S3")),
        (South, card("HK")),
    ];
    let message = Message::new("claim-normal-line")
        .with("tricks", 2u8)
        .with("line", Arg::Line(line));
    let text = |lang| catalogue().render(lang, &message);
    assert!(
        text(Lang::En).contains("S ♠A, W ♠2, N ♠10, E ♠3 | S ♥K"),
        "{}",
        text(Lang::En)
    );
    assert!(
        text(Lang::Nb).contains("S ♠E, V ♠2, N ♠10, Ø ♠3 | S ♥K"),
        "{}",
        text(Lang::Nb)
    );
    assert!(
        text(Lang::De).contains("S ♠A, W ♠2, N ♠10, O ♠3 | S ♥K"),
        "{}",
        text(Lang::De)
    );
}

// Ids the bank builds from data: a label for every part a whole-ruling answer may name,
// and the vulnerability in words.
#[test]
fn every_ruling_part_and_vulnerability_has_words_in_every_language() {
    let ids = std::iter::once("law")
        .chain(ruling::laws::Field::ALL.map(|f| f.code()))
        .map(|part| format!("part-{part}"))
        .chain(["None", "NS", "EW", "All"].map(|v| format!("vul-{v}")));
    for id in ids {
        for lang in Lang::ALL {
            assert!(
                catalogue().has(lang, &id),
                "{id} is missing in {}",
                lang.code()
            );
        }
    }
}

// The glossary: every language names the same concepts, so a template or a message can
// name a term in any language, and the forms a template asks for exist.
#[test]
fn every_language_has_a_term_for_every_concept() {
    let concepts = |lang| {
        catalogue()
            .glossary(lang)
            .map(|(id, _)| id.to_owned())
            .collect::<BTreeSet<_>>()
    };
    let english = concepts(Lang::En);
    assert!(english.len() >= 20, "only {english:?}");
    for lang in [Lang::Nb, Lang::De, Lang::Da] {
        assert_eq!(concepts(lang), english, "{lang}");
    }
}

/// Source: the language review (reviews/language.md, N1, K1, K7): the Norwegian
/// correction period is "korreksjonsperioden" (lovboka § 69B), a finesse in Danish a
/// "knibning", and a template's `{-term}` reads the reader's own catalogue.
#[test]
fn a_template_names_a_term_and_reads_it_in_the_readers_words() {
    let c = catalogue();
    assert_eq!(
        c.fill_terms(Lang::Nb, "Før {-correction-period} er ute"),
        "Før korreksjonsperioden er ute"
    );
    assert_eq!(
        c.fill_terms(Lang::Da, "Et krav, der kræver en {-finesse}"),
        "Et krav, der kræver en knibning"
    );
    assert_eq!(c.fill_terms(Lang::De, "{-Claimer:obl}"), "Claimenden");
    assert_eq!(
        c.fill_terms(Lang::Nb, "{-Revoke:def} ble påpekt"),
        "Revoken ble påpekt"
    );
    assert_eq!(
        c.fill_terms(Lang::En, "{declarer} and {-nonsense}"),
        "{declarer} and {-nonsense}"
    );
    assert_eq!(c.term(Lang::Nb, "revoke", Some("no-such-form")), None);
}

/// Source: the language review's findings (N1–N16, D4–D18, K1–K17, E1, E3): the words
/// each federation does not use for a glossary concept appear in no message.
#[test]
fn no_message_writes_a_concept_in_words_its_federation_does_not_use() {
    use ruling::i18n::glossary::avoided_in;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let text = std::fs::read_to_string(root.join(format!("{lang}.ftl"))).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // Placeables are arguments and terms, not words of the message.
            let words: String = line
                .split('{')
                .map(|part| part.split_once('}').map_or(part, |(_, rest)| rest))
                .collect::<Vec<_>>()
                .join(" ");
            for a in avoided_in(&words, lang) {
                found.push(format!(
                    "{lang}.ftl:{}: `{}`: write {}",
                    n + 1,
                    a.wrong,
                    a.instead
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The message ids a catalogue file defines (terms, which start with a dash, are the
/// glossary's and checked by `every_language_has_a_term_for_every_concept`).
fn message_ids(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_owned)
        .collect()
}

/// Source: issue 30 ("a test fails when the catalogues do not hold the same ids"): the
/// engine's and the web's files of every language define the same messages, so no page
/// or explanation falls back to another language or to a bare id.
#[test]
fn the_four_catalogues_hold_the_same_ids() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    for file in ["", "ui/"] {
        let ids = |lang: Lang| {
            let path = root.join(format!("{file}{}.ftl", lang.code()));
            message_ids(&std::fs::read_to_string(&path).unwrap())
        };
        let english = ids(Lang::En);
        assert!(english.len() > 50, "{file}en.ftl: {}", english.len());
        for lang in Lang::ALL {
            let theirs = ids(lang);
            let missing: Vec<_> = english.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&english).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "src/i18n/{file}{}.ftl: missing {missing:?}, not in English {extra:?}",
                lang.code()
            );
        }
    }
}

/// Source: issue 30 and the web review's W3 ("ui-family-matchpoints" was a heading on
/// /practice and a chart label on /progress in every language): every `ui-*` id the web
/// names, in its code or its templates, exists in every language; so do the ids it
/// builds from a bank family, a unit, an outcome or a role.
#[test]
fn every_id_the_web_names_exists_in_every_language() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut used = BTreeSet::new();
    let mut files = rust_files(&root.join("src"));
    files.extend(
        std::fs::read_dir(root.join("templates"))
            .unwrap()
            .map(|e| e.unwrap().path()),
    );
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for piece in text.split('"').skip(1).step_by(2) {
            // A prefix ("ui-outcome-") is completed below, from the values it takes.
            if piece.starts_with("ui-")
                && !piece.ends_with('-')
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                used.insert(piece.to_owned());
            }
        }
    }
    for template in crate::support::bank().templates() {
        used.insert(format!("ui-family-{}", template.family()));
    }
    for unit in [
        ruling::laws::Unit::Tricks,
        ruling::laws::Unit::Score,
        ruling::laws::Unit::Imps,
        ruling::laws::Unit::Percent,
        ruling::laws::Unit::YesNo,
        ruling::laws::Unit::Law,
    ] {
        used.insert(format!("ui-unit-{}", unit.code()));
    }
    for outcome in ruling::store::Outcome::ALL {
        used.insert(format!("ui-outcome-{}", outcome.code()));
    }
    for role in ruling::store::Role::ALL {
        used.insert(format!("ui-role-{}", role.code()));
    }
    assert!(used.len() > 100, "{}", used.len());
    for lang in Lang::ALL {
        let missing: Vec<&String> = used
            .iter()
            .filter(|id| !catalogue().has(lang, id))
            .collect();
        assert!(missing.is_empty(), "{}: {missing:?}", lang.code());
    }
}

// The printed sheets' words are catalogue messages (issue 30), each in every language's
// own file: a word missing on paper is a failed test, never an id printed on a sheet.
#[test]
fn every_word_of_the_printed_sheets_exists_in_every_language() {
    for (name, id) in ruling::exam::sheets::SHEET_WORDS {
        for lang in Lang::ALL {
            assert!(
                catalogue().has(lang, id),
                "{id} (the sheets' `{name}`) is missing in {}",
                lang.code()
            );
        }
    }
}
