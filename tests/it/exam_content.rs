//! What a TD student reads on an exam's page, and must not be able to object to
//! (issue 34, review P1, P3, P11): every fact the answer needs is printed, the board,
//! dealer and vulnerability agree (Law 2), a whole ruling's law part names which law it
//! wants, a course draws its own federation's templates, and `ruling bank list` names
//! every template `--templates` takes.

use ruling::bank::answerable::{hidden_fact, law2};
use ruling::bank::check::{Options, check_pages};
use ruling::bank::federation::{Federation, Scope};
use ruling::bank::generate::generate;
use ruling::bank::{Bank, list};
use ruling::exam::content::Questions;
use ruling::exam::select::SelectError;
use ruling::exam::{ExamError, ExamOptions, build};
use ruling::i18n::{Lang, catalogue};
use ruling::laws::{Answer, Law, Part};
use ruling::present::question::question_side;
use ruling::present::shown::Shown;

use crate::pdf::{have, squash, text_of};

fn bank() -> Bank {
    Bank::bundled().unwrap()
}

/// Review P1: "Hvor mange stikk får spilleføreren i alt?" is answerable only with the
/// tricks already won on the page. Every claim question of the bank, printed in every
/// language, states them: label and count, for declarer and for the defenders.
#[test]
fn every_claim_question_prints_the_tricks_each_side_has_won_in_every_language() {
    if !have("pdftotext") {
        return;
    }
    let questions = Questions::bundled().unwrap();
    for lang in Lang::ALL {
        let options = ExamOptions {
            templates: "claims".parse().unwrap(),
            seed: 34,
            lang,
            ..ExamOptions::default()
        };
        let exam = build(&questions, &options, &mut |_| {}).unwrap();
        let files = exam
            .files(ruling::pdf::Typesetter::global(), &mut |_| {})
            .unwrap();
        let booklet = files
            .iter()
            .find(|f| f.name == "booklet-01.pdf")
            .expect("a booklet for student 1");
        let text = text_of(&booklet.bytes);
        let label = squash(&catalogue().text(lang, "ui-fact-tricks-won"));
        let mut claims = 0;
        for variant in &exam.file.students[0].variants {
            let side = question_side(variant, lang);
            let Some(won) = side.facts.iter().find(|f| squash(&f.label) == label) else {
                continue;
            };
            claims += 1;
            assert!(
                text.contains(&squash(&won.value)),
                "{lang:?} {}: the booklet does not print {:?}",
                variant.template.id,
                won.value
            );
        }
        // Every claim template but the one asking whether play continues (68B2) asks
        // for a count of tricks; each of them shows an end position with its facts.
        assert!(claims >= 9, "{lang:?}: only {claims} claim positions");
        assert!(
            text.matches(&label).count() >= claims,
            "{lang:?}: the label {label:?} is printed fewer than {claims} times"
        );
    }
}

/// A template that does not say who is vulnerable asks for a score the page cannot
/// give: `bank check` names the template and the fact.
#[test]
fn a_template_that_hides_the_vulnerability_fails_the_check() {
    let dir = tempfile::tempdir().unwrap();
    let family = dir.path().join("adjustments");
    std::fs::create_dir(&family).unwrap();
    let good = include_str!("../../question-bank/adjustments/score-made.toml");
    assert!(good.contains("Vulnerable: {vul}. "));
    let bad = good.replace("Vulnerable: {vul}. ", "");
    std::fs::write(family.join("score-made.toml"), bad).unwrap();
    let hiding = Bank::from_dir(dir.path()).unwrap();
    let template = &hiding.templates()[0];
    let found =
        (0..10).find_map(|seed| hidden_fact(&Shown, template, &generate(template, seed).unwrap()));
    let hidden = found.expect("the vulnerability changes the score but not the page");
    assert_eq!(hidden.param, "vul");
    assert_eq!(hidden.lang, Lang::En);
    let report = check_pages(
        &hiding,
        &Options {
            seeds: 10,
            realism_seeds: 0,
            ..Options::default()
        },
        &Shown,
    );
    assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
    let message = report.errors[0].to_string();
    assert!(
        message.starts_with("adjustments/score-made.toml:"),
        "{message}"
    );
    assert!(message.contains("`vul`"), "{message}");
    // The bundled template says it, in every language: nothing is hidden.
    let shown = bank();
    let template = shown.get("score-made").unwrap();
    for seed in 0..10 {
        assert_eq!(
            hidden_fact(&Shown, template, &generate(template, seed).unwrap()),
            None
        );
    }
}

/// A claim's answer counts the tricks already won: moved one from the defenders to
/// declarer, the answer changes, and so does the page (the fact row), so the claim
/// templates pass.
#[test]
fn the_claim_templates_show_every_fact_their_answer_needs() {
    let bank = bank();
    for template in bank.templates().iter().filter(|t| t.family() == "claims") {
        for seed in 0..3 {
            let variant = generate(template, seed).unwrap();
            assert_eq!(
                hidden_fact(&Shown, template, &variant),
                None,
                "{}",
                variant.code
            );
        }
    }
}

/// Law 2: board 10 is dealt by East with both sides vulnerable. Review P11 found
/// `ui-damage` saying "Board 10, neither side vulnerable"; over many seeds of every
/// template, a variant that names its board agrees with it.
#[test]
fn board_dealer_and_vulnerability_agree_in_every_template() {
    let bank = bank();
    let mut boards = 0;
    for template in bank.templates() {
        for seed in 0..40 {
            let variant = generate(template, seed).unwrap();
            assert_eq!(law2(&Shown, &variant), None, "{}", variant.code);
            boards += usize::from(variant.params.contains_key("board"));
        }
    }
    assert!(boards > 1000, "only {boards} variants name a board");
}

#[test]
fn a_board_that_contradicts_its_vulnerability_fails_the_check() {
    let dir = tempfile::tempdir().unwrap();
    let family = dir.path().join("ui");
    std::fs::create_dir(&family).unwrap();
    let good = include_str!("../../question-bank/ui/ui-damage.toml");
    let bad = good.replace(
        "board = { pick = [1, 8, 11, 14, 17, 24, 27, 30] }",
        "board = { range = [1, 32] }",
    );
    assert_ne!(good, bad);
    std::fs::write(family.join("ui-damage.toml"), bad).unwrap();
    let report = check_pages(
        &Bank::from_dir(dir.path()).unwrap(),
        &Options {
            seeds: 30,
            realism_seeds: 0,
            answerable_seeds: 0,
            ..Options::default()
        },
        &Shown,
    );
    assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
    assert!(
        report.errors[0].to_string().contains("(Law 2)"),
        "{}",
        report.errors[0]
    );
}

/// The whole bank passes both rules (the CLI's `bank check --seeds 200` does more).
#[test]
fn the_bank_passes_the_content_rules() {
    let report = check_pages(
        &bank(),
        &Options {
            seeds: 12,
            realism_seeds: 0,
            answerable_seeds: 4,
            ..Options::default()
        },
        &Shown,
    );
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
}

/// Review P3: "paragraf" alone was ambiguous. Declarer's revoke became established when
/// he named dummy's card to the next trick (Law 63A2): that template asks for the law
/// that establishes it; the others for the law that rectifies it.
#[test]
fn the_law_part_names_which_law_it_wants() {
    let bank = bank();
    let named = generate(bank.get("revoke-play-63a2-named").unwrap(), 1).unwrap();
    assert_eq!(
        named.parts[0],
        (Part::LawEstablishes, Answer::Law(Law::L63A2))
    );
    let rectified = generate(bank.get("revoke-play-64a1").unwrap(), 1).unwrap();
    assert_eq!(rectified.parts[0], (Part::Law, Answer::Law(Law::L64A1)));
    for lang in Lang::ALL {
        let establishes = ruling::present::part_label(Part::LawEstablishes, lang);
        let rectifies = ruling::present::part_label(Part::Law, lang);
        assert_ne!(establishes, rectifies);
        assert!(rectifies.chars().count() > 20, "{lang:?}: {rectifies}");
    }
    assert_eq!(
        ruling::present::part_label(Part::Law, Lang::En),
        "The law that rectifies the revoke (transfer, no transfer or correction)"
    );
    // A stored exam's "law" part still reads; the new kind round-trips.
    assert_eq!("law".parse::<Part>(), Ok(Part::Law));
    assert_eq!(
        serde_json::to_string(&Part::LawEstablishes).unwrap(),
        "\"law_establishes\""
    );
}

/// A revoke on trick 12 noticed before the hands are returned is corrected (62D1) and
/// no trick is transferred (64B6): either paragraph is right for the law part.
#[test]
fn a_trick_12_revoke_accepts_the_correction_and_the_no_transfer_law() {
    use ruling::grading::{Given, grade_variant};
    let bank = bank();
    let variant = generate(bank.get("revoke-play-64b6-trick12").unwrap(), 3).unwrap();
    let rest: Vec<(Part, Answer)> = variant.parts[1..].to_vec();
    for law in [Law::L64B6, Law::L62D1] {
        let mut given = vec![(Part::Law, Answer::Law(law))];
        given.extend(rest.iter().copied());
        let graded = grade_variant(&variant, &Given::Parts(given));
        assert!(
            graded.parts.iter().all(|(_, right)| *right),
            "{law:?}: {:?}",
            graded.parts
        );
    }
    let mut given = vec![(Part::Law, Answer::Law(Law::L64A1))];
    given.extend(rest);
    let graded = grade_variant(&variant, &Given::Parts(given));
    assert!(graded.parts.contains(&(Part::Law, false)));
    // The key tells the marker of a paper that the correction law is right too.
    let key = ruling::present::key::key_side(&variant, ruling::i18n::Lang::Nb);
    assert_eq!(key.parts[0].value, "§ 64B6 (§ 62D1 er også riktig)");
}

/// Review P11: an NBF exam drew "etter DBVs retningslinje for § 86D". The DBV's
/// procedure templates belong to DBV courses only.
#[test]
fn a_norwegian_exam_never_draws_the_dbv_procedure() {
    let questions = Questions::bundled().unwrap();
    let all = questions.templates();
    let dbv_only: Vec<&str> = all
        .iter()
        .filter(|t| t.federations == [Federation::Dbv])
        .map(|t| t.id.as_str())
        .collect();
    assert!(dbv_only.len() >= 7, "{dbv_only:?}");
    assert!(dbv_only.iter().all(|id| id.starts_with("law86d-")));
    let exam = |federation: Scope, templates: &str| {
        build(
            &questions,
            &ExamOptions {
                templates: templates.parse().unwrap(),
                federation,
                ..ExamOptions::default()
            },
            &mut |_| {},
        )
    };
    let nbf = exam(Scope::Only(Federation::Nbf), "adjustments").unwrap();
    let ids: Vec<&str> = nbf
        .file
        .questions
        .iter()
        .map(|q| q.template.as_str())
        .collect();
    assert!(!ids.iter().any(|id| id.starts_with("law86d-")), "{ids:?}");
    assert_eq!(
        ids.len(),
        all.iter().filter(|t| t.family == "adjustments").count() - 7
    );
    let dbv = exam(Scope::Only(Federation::Dbv), "adjustments").unwrap();
    assert_eq!(dbv.file.questions.len(), ids.len() + 7);
    assert_eq!(
        exam(Scope::All, "adjustments")
            .unwrap()
            .file
            .questions
            .len(),
        ids.len() + 7
    );
    // Named on its own, a DBV template is an error in a Norwegian exam, naming why.
    let err = exam(Scope::Only(Federation::Nbf), "law86d-stopped")
        .err()
        .unwrap();
    assert!(
        matches!(&err, ExamError::Select(SelectError::OtherFederation { name, .. }) if name == "law86d-stopped"),
        "{err:?}"
    );
    assert!(err.to_string().contains("DBV"), "{err}");
    // The language's federation is the default.
    assert_eq!(Scope::of_lang(Lang::Nb), Scope::Only(Federation::Nbf));
    assert_eq!(Scope::of_lang(Lang::De), Scope::Only(Federation::Dbv));
    assert_eq!(Scope::of_lang(Lang::En), Scope::All);
}

/// `ruling bank list` lists every template, each once, with what `--templates` takes.
#[test]
fn bank_list_lists_every_template() {
    let bank = bank();
    let entries = list::entries(&bank, Lang::Nb, None);
    assert_eq!(entries.len(), bank.templates().len());
    let table = list::table(&entries);
    assert_eq!(table.lines().count(), bank.templates().len());
    for t in bank.templates() {
        let line = table
            .lines()
            .find(|l| l.split_whitespace().next() == Some(t.id()))
            .unwrap_or_else(|| panic!("{} is not listed", t.id()));
        assert!(line.contains(t.family()), "{line}");
    }
    // Aligned: every title starts in the same column.
    let law86d = table
        .lines()
        .find(|l| l.starts_with("law86d-stopped"))
        .unwrap();
    assert!(law86d.contains(" dbv "), "{law86d}");
    let only = list::entries(&bank, Lang::En, Some("claims"));
    assert!(only.iter().all(|e| e.family == "claims") && only.len() == 13);
    // Titles are in the reader's words, glossary terms filled in.
    assert!(entries.iter().all(|e| !e.title.contains("{-")));
}
