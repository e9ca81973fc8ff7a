//! Every template read in every language the way its federation writes: rank letters,
//! contracts, decimals and law references in the reader's notation, and no glossary
//! concept in words the federation does not use. One variant of each template is
//! rendered in each language and read the way a student reads it.
//!
//! Choices and answers are read the same way: a number with the reader's decimal sign,
//! a paragraph as his federation writes it.

use regex::Regex;

use ruling::bank::generate::generate;
use ruling::i18n::Lang;
use ruling::i18n::glossary::avoided_in;
use ruling::present::render::{Shown, render};

/// Every template, rendered once in `lang`.
fn rendered(lang: Lang) -> Vec<Shown> {
    let bank = crate::support::bank();
    bank.templates()
        .iter()
        .map(|t| {
            let variant = generate(t, 1).unwrap_or_else(|e| panic!("{}: {e}", t.id()));
            render(&variant, lang)
        })
        .collect()
}

/// What the student reads as prose: title, question, explanation, misreadings.
fn prose(shown: &Shown) -> Vec<String> {
    [shown.title.clone(), shown.question.clone()]
        .into_iter()
        .chain(shown.explanation.iter().map(|s| s.text.clone()))
        .chain(shown.misreadings.iter().map(|m| m.text.clone()))
        .collect()
}

/// The rank letters a federation prints (the ten as 10).
fn ranks(lang: Lang) -> &'static [&'static str] {
    const SPOT: [&str; 9] = ["10", "9", "8", "7", "6", "5", "4", "3", "2"];
    let honours: &[&str] = match lang {
        Lang::En => &["A", "K", "Q", "J"],
        Lang::Nb => &["E", "K", "D", "Kn"],
        Lang::De => &["A", "K", "D", "B"],
        Lang::Da => &["E", "K", "D", "B"],
    };
    Box::leak([honours, &SPOT[..]].concat().into_boxed_slice())
}

/// Source: language review X1 (nb E K D Kn, de A K D B, da E K D B: NBF club pages,
/// bridge-ahr.de, DBf § 1 and seeds/003): no English rank letter in a hand, a trick or
/// a card named in the text.
#[test]
fn hands_tricks_and_cards_use_the_readers_rank_letters() {
    // A card in prose is a suit symbol not preceded by a level (`4♠` is a contract).
    let card = Regex::new(r"(?:^|[^0-9])[♠♥♦♣]([0-9]+|[A-Za-z]+)").unwrap();
    for lang in Lang::ALL {
        let allowed = ranks(lang);
        let mut cards_seen = 0;
        for shown in rendered(lang) {
            let id = &shown.template;
            if let Some(diagram) = &shown.diagram {
                for hand in &diagram.hands {
                    for holding in &hand.suits {
                        for rank in holding.split(' ').filter(|r| *r != "—") {
                            assert!(allowed.contains(&rank), "{lang} {id}: {holding:?}");
                        }
                    }
                }
                for trick in &diagram.tricks {
                    for c in &trick.cards {
                        let rank: String = c.chars().skip(1).collect();
                        assert!(allowed.contains(&rank.as_str()), "{lang} {id}: {c}");
                        cards_seen += 1;
                    }
                }
            }
            for text in prose(&shown) {
                for found in card.captures_iter(&text) {
                    let rank = &found[1];
                    assert!(allowed.contains(&rank), "{lang} {id}: {rank} in {text}");
                    cards_seen += 1;
                }
            }
        }
        assert!(cards_seen > 100, "{lang}: only {cards_seen} cards read");
    }
}

/// Source: language review X2, D1, K3: DBV "7 SA", DBf "1ut", NBF "3 grand"; the
/// English "NT" appears in no other language.
#[test]
fn notrump_is_written_in_the_readers_words() {
    let nt = Regex::new(r"(?:^|[^A-Za-z])NT(?:$|[^A-Za-z])").unwrap();
    let contract = |lang| match lang {
        Lang::En => Regex::new(r"\dNT").unwrap(),
        Lang::Nb => Regex::new(r"\d grand").unwrap(),
        Lang::De => Regex::new(r"\d SA").unwrap(),
        Lang::Da => Regex::new(r"\dut").unwrap(),
    };
    for lang in Lang::ALL {
        let mut notrump_contracts = 0;
        for shown in rendered(lang) {
            for text in prose(&shown) {
                if lang != Lang::En {
                    assert!(!nt.is_match(&text), "{lang} {}: {text}", shown.template);
                }
                notrump_contracts += contract(lang).find_iter(&text).count();
            }
        }
        assert!(notrump_contracts > 0, "{lang}: no notrump contract read");
    }
}

/// Source: language review X3: Norwegian, German and Danish write "0,33", never "0.33".
#[test]
fn explanations_write_decimals_with_the_readers_sign() {
    let point = Regex::new(r"\d\.\d").unwrap();
    let comma = Regex::new(r"\d,\d\d").unwrap();
    for lang in [Lang::Nb, Lang::De, Lang::Da] {
        let mut decimals = 0;
        for shown in rendered(lang) {
            let texts = shown
                .explanation
                .iter()
                .map(|s| &s.text)
                .chain(shown.misreadings.iter().map(|m| &m.text));
            for text in texts {
                assert!(!point.is_match(text), "{lang} {}: {text}", shown.template);
                decimals += comma.find_iter(text).count();
            }
        }
        assert!(decimals > 0, "{lang}: no decimal read");
    }
}

/// Source: lovboka "§ 64A2", "§ 43B2(b)"; seeds/000 "§ 86 D", "§ 6 D2"; DBf X12
/// "§ 12C1c"; the Laws "Law 64A2" (language review D3, K12, X7).
#[test]
fn law_references_follow_the_readers_federation() {
    let wrong = |lang| -> Vec<(Regex, &str)> {
        let rules: &[(&str, &str)] = match lang {
            Lang::En => &[("§", "English cites a Law, not a §")],
            Lang::Nb => &[
                (r"§ \d+ [A-Z]", "no space before the letter"),
                (r"Law \d", "§, not Law"),
            ],
            Lang::Da => &[
                (r"§ \d+ [A-Z]", "no space before the letter"),
                (r"§ \d+[A-Z0-9]*\(", "DBf writes 12C1c, no brackets"),
                (r"Law \d", "§, not Law"),
            ],
            Lang::De => &[
                (r"§ \d+[A-Z]", "a space between number and letter"),
                (r"§ \d+ [A-Z]\d*\(", "a space before the bracket"),
                (r"Law \d", "§, not Law"),
            ],
        };
        rules
            .iter()
            .map(|(re, why)| (Regex::new(re).unwrap(), *why))
            .collect()
    };
    let cited = |lang| match lang {
        Lang::En => Regex::new(r"Law \d").unwrap(),
        _ => Regex::new(r"§ \d").unwrap(),
    };
    for lang in Lang::ALL {
        let mut references = 0;
        for shown in rendered(lang) {
            for text in prose(&shown) {
                for (re, why) in wrong(lang) {
                    assert!(
                        !re.is_match(&text),
                        "{lang} {}: {why}: {text}",
                        shown.template
                    );
                }
                references += cited(lang).find_iter(&text).count();
            }
        }
        assert!(references > 50, "{lang}: only {references} references read");
    }
}

/// Source: the language review's findings per language (N1–N17, D1–D18, K1–K17,
/// E1–E3): no template, as written or as read, names a glossary concept in words its
/// federation does not use, and every term it names is filled in.
#[test]
fn templates_write_each_concept_in_the_federations_words() {
    let bank = crate::support::bank();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for t in bank.templates() {
            for text in [t.spec.title.get(lang), t.spec.question.get(lang)] {
                for a in avoided_in(text.get_ref(), lang) {
                    found.push(format!(
                        "{}: {lang}: `{}`: write {}",
                        t.file, a.wrong, a.instead
                    ));
                }
            }
        }
        for shown in rendered(lang) {
            for text in prose(&shown) {
                assert!(!text.contains('{'), "{lang} {}: {text}", shown.template);
                for a in avoided_in(&text, lang) {
                    found.push(format!(
                        "{} ({lang}): `{}`: write {}",
                        shown.template, a.wrong, a.instead
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Source: language review X3 (decimal comma in choices and answers, next to "0,33" in
/// the explanation) and X7 (an answer that is a paragraph reads as one: "§ 64A2",
/// "§ 64 A2", "Law 64A2"). The lines of choices, answer and whole ruling, as printed.
#[test]
fn choices_and_answers_use_the_readers_numbers_and_paragraphs() {
    let bank = crate::support::bank();
    let decimal_point = Regex::new(r"[0-9]\.[0-9]").unwrap();
    for lang in Lang::ALL {
        let (mut decimals, mut paragraphs) = (0, 0);
        for t in bank.templates() {
            for seed in 1..=4 {
                let variant = generate(t, seed).unwrap();
                let text = render(&variant, lang).to_text();
                // The lines of choices, answer and whole ruling, by their labels.
                let labels = ["label-choices", "label-answer", "label-ruling"]
                    .map(|id| ruling::i18n::catalogue().text(lang, id) + ":");
                let answer_lines: Vec<&str> = text
                    .lines()
                    .filter(|l| labels.iter().any(|label| l.starts_with(label.as_str())))
                    .collect();
                let is_law = variant.template.unit == ruling::laws::Unit::Law;
                for line in &answer_lines {
                    if lang != Lang::En {
                        assert!(!decimal_point.is_match(line), "{lang} {}: {line}", t.id());
                    }
                    decimals += usize::from(line.contains(',') || line.contains('.'));
                }
                if is_law {
                    let want = if lang == Lang::En { "Law 6" } else { "§ 6" };
                    // The answer line, and the choices line when the variant offers
                    // choices (a variant with no diagnosed distractor offers none).
                    let hits = answer_lines.iter().filter(|l| l.contains(want)).count();
                    let expected = 1 + usize::from(!variant.choices.is_empty());
                    assert!(hits >= expected, "{lang} {}: {answer_lines:?}", t.id());
                    paragraphs += hits;
                }
            }
        }
        assert!(
            // Four seeds of the which-law template, now asked as a typed answer when
            // fewer than two misreadings differ (W9): at least its four answer lines.
            decimals > 10 && paragraphs >= 4,
            "{lang}: {decimals} {paragraphs}"
        );
    }
}
