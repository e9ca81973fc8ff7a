//! The question bank: every template generates variants the engine rules along its
//! branch, the grader accepts the engine's answer and names each misreading, a variant
//! code rebuilds the same question, and a broken template is reported at its line.

use std::process::Command;

use ruling::bank::Bank;
use ruling::bank::generate::{GenerateError, generate, regenerate};
use ruling::bank::variant::VariantCode;
use ruling::grading::{Grade, grade};

const SEEDS: u64 = 200;

#[test]
fn every_template_generates_and_grades_200_seeds() {
    let bank = Bank::bundled().unwrap_or_else(|e| {
        panic!(
            "{}",
            e.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    assert!(!bank.templates().is_empty());
    for template in bank.templates() {
        let mut distinct = std::collections::BTreeSet::new();
        for seed in 0..SEEDS {
            let variant = generate(template, seed)
                .unwrap_or_else(|e| panic!("{}: seed {seed}: {e}", template.id()));
            assert!(
                variant.ruling.laws.contains(&template.branch),
                "{}: seed {seed} left the branch",
                template.id()
            );
            assert_eq!(
                grade(&variant.answer, &variant.misapplications, &variant.answer),
                Grade::Correct
            );
            for m in &variant.misapplications {
                assert_eq!(
                    grade(&variant.answer, &variant.misapplications, &m.value),
                    Grade::Misread(m.clone()),
                    "{}: seed {seed}: {} not diagnosed as itself",
                    template.id(),
                    m.id
                );
            }
            if template.spec.choices.is_some() {
                assert!(
                    variant.choices.contains(&variant.answer),
                    "{}: seed {seed}: answer not offered",
                    template.id()
                );
            }
            distinct.insert(serde_json::to_string(&variant.params).unwrap_or_default());
        }
        assert!(
            distinct.len() > (SEEDS as usize) / 2,
            "{}: only {} distinct variants in {SEEDS} seeds",
            template.id(),
            distinct.len()
        );
    }
}

#[test]
fn a_misreading_is_told_apart_from_a_plain_mistake() {
    let bank = Bank::bundled().unwrap();
    let template = bank.get("imps-conversion").unwrap();
    let variant = generate(template, 3).unwrap();
    let below = variant
        .misapplications
        .iter()
        .find(|m| m.id == "misread-imps-band-below")
        .expect("a band to misread");
    assert!(
        matches!(grade(&variant.answer, &variant.misapplications, &below.value), Grade::Misread(m) if m.id == below.id)
    );
    let nonsense = serde_json::json!(999);
    assert_eq!(
        grade(&variant.answer, &variant.misapplications, &nonsense),
        Grade::Wrong
    );
}

#[test]
fn a_variant_code_gives_byte_identical_output() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_ruling"))
            .args(args)
            .output()
            .expect("ruling runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    let first = run(&[
        "generate",
        "--template",
        "imps-conversion",
        "--seed",
        "12345",
        "--json",
    ]);
    let shown: serde_json::Value = serde_json::from_slice(&first).unwrap();
    let code = shown["code"].as_str().unwrap().to_owned();
    for _ in 0..2 {
        assert_eq!(run(&["generate", "--code", &code, "--json"]), first);
    }
    // The same code in another language asks the same question with the same answer.
    let nb: serde_json::Value = serde_json::from_slice(&run(&[
        "generate", "--code", &code, "--json", "--lang", "nb",
    ]))
    .unwrap();
    assert_eq!(nb["answer"], shown["answer"]);
    assert_eq!(nb["case"], shown["case"]);
    assert_ne!(nb["question"], shown["question"]);
}

#[test]
fn an_old_code_says_why_it_cannot_be_rebuilt() {
    let bank = Bank::bundled().unwrap();
    let code: VariantCode = "IMP-99-7-1".parse().unwrap();
    assert!(matches!(
        regenerate(&bank, &code),
        Err(GenerateError::VersionChanged { made: 99, .. })
    ));
    let code: VariantCode = "IMP-1-7-9".parse().unwrap();
    assert!(matches!(
        regenerate(&bank, &code),
        Err(GenerateError::FormatChanged { made: 9, .. })
    ));
    let code: VariantCode = "NOPE-1-7-1".parse().unwrap();
    assert!(matches!(
        regenerate(&bank, &code),
        Err(GenerateError::UnknownCode(_))
    ));
}

/// A copy of a bundled template with one line changed, in a folder of its own.
fn broken_bank(replace: &str, with: &str) -> std::path::PathBuf {
    let text = Bank::bundled_text("adjustments/imps-conversion.toml").unwrap();
    assert!(
        text.contains(replace),
        "the template no longer has {replace:?}"
    );
    let dir =
        std::env::temp_dir().join(format!("ruling-bank-{}-{}", std::process::id(), with.len()));
    std::fs::create_dir_all(dir.join("adjustments")).unwrap();
    std::fs::write(
        dir.join("adjustments/imps-conversion.toml"),
        text.replacen(replace, with, 1),
    )
    .unwrap();
    dir
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn a_broken_template_is_reported_at_its_line() {
    let dir = broken_bank("branch = \"78B\"", "branch = \"78Z\"");
    let errors = Bank::from_dir(&dir).unwrap_err();
    let text = std::fs::read_to_string(dir.join("adjustments/imps-conversion.toml")).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].file, "adjustments/imps-conversion.toml");
    assert_eq!(errors[0].line, line_of(&text, "branch = \"78Z\""));
    assert_eq!(errors[0].col, 10);
    assert!(errors[0].message.contains("78Z"));
}

#[test]
fn a_missing_language_and_an_unknown_placeholder_are_reported() {
    let dir = broken_bank("How many IMPs does", "How many {imp} does");
    let errors = Bank::from_dir(&dir).unwrap_err();
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("`{imp}` is not a parameter")),
        "{errors:?}"
    );

    let text = Bank::bundled_text("adjustments/imps-conversion.toml").unwrap();
    let without_da: String = {
        let mut seen = 0;
        text.lines()
            .filter(|l| {
                if l.starts_with("da = ") {
                    seen += 1;
                    return seen != 2;
                }
                true
            })
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let dir = std::env::temp_dir().join(format!("ruling-bank-da-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("t.toml"), &without_da).unwrap();
    let errors = Bank::from_dir(&dir).unwrap_err();
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        errors[0].message.contains("missing field `da`"),
        "{errors:?}"
    );
    assert_eq!(errors[0].line, line_of(&without_da, "[question]"));
}

#[test]
fn bank_check_passes_on_the_bundled_bank() {
    let out = Command::new(env!("CARGO_BIN_EXE_ruling"))
        .args(["bank", "check", "--seeds", "50"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("0 problems"));
}
