//! The options an instructor sets an exam with, used as an instructor would: one answer
//! format per question for the whole class, no exam lost to `-o`, a seed drawn when none
//! is given, the variant codes hidden, and a lost booklet printed again.
//!
//! Source: issue 34, items 4, 6 and 10 (review `exams.md` P4, P7, P12, P13).

use std::path::Path;
use std::process::{Command, Output};

use ruling::exam::content::Questions;
use ruling::exam::definition::{ExamFile, Format};
use ruling::exam::{ExamOptions, build};
use ruling::i18n::Lang;

use crate::pdf::{have, text_of};

fn ruling() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ruling"))
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn exam_json(dir: &Path) -> ExamFile {
    let text = std::fs::read_to_string(dir.join("exam.json")).unwrap();
    ExamFile::parse("exam.json", &text).unwrap()
}

/// The README's example class: revokes, claims and score adjustments for 30 students.
fn class_of_30(format: Format) -> ExamFile {
    let options = ExamOptions {
        templates: "revoke:4,claims:3,adjustments:3".parse().unwrap(),
        students: 30,
        seed: 7,
        lang: Lang::Nb,
        format,
        ..ExamOptions::default()
    };
    build(&Questions::bundled().unwrap(), &options, &mut |_| {})
        .unwrap()
        .file
}

/// Review P4: "a guess is worth 0, 1/4 or 1/2 of the point depending on the student's
/// draw". Every student is asked each question the same way: the number of options its
/// slot names, or none.
#[test]
fn every_student_is_asked_a_question_the_same_way() {
    for format in [Format::Choices(4), Format::Choices(3), Format::Free] {
        let exam = class_of_30(format);
        assert_eq!(exam.answer_format, format);
        let mut with_options = 0;
        for (q, slot) in exam.questions.iter().enumerate() {
            for s in &exam.students {
                let v = &s.variants[q];
                let yes_no = matches!(v.answer, ruling::laws::Answer::YesNo(_));
                let offered = (!v.choices.is_empty() && !yes_no).then_some(v.choices.len());
                assert_eq!(
                    offered,
                    slot.options,
                    "{format}: question {} ({}) of student {}",
                    q + 1,
                    slot.template,
                    s.number
                );
                if let Some(k) = offered {
                    assert!(v.choices.iter().any(|c| c.same(v.answer)));
                    assert_eq!(Format::Choices(k), format);
                }
                if !v.parts.is_empty() {
                    assert!(v.choices.is_empty(), "a whole ruling is written in");
                }
            }
            with_options += usize::from(slot.options.is_some());
            // Written in by all only when some student's variant could not offer the
            // options: a question that could is never left to free answers.
            if let (Format::Choices(k), None) = (format, slot.options) {
                let all_offer = exam.students.iter().all(|s| {
                    let v = &s.variants[q];
                    !v.parts.is_empty()
                        || matches!(v.answer, ruling::laws::Answer::YesNo(_))
                        || ruling::bank::generate::exactly(v, k).is_some()
                });
                let form_of_its_own = exam.students.iter().all(|s| {
                    !s.variants[q].parts.is_empty()
                        || matches!(s.variants[q].answer, ruling::laws::Answer::YesNo(_))
                });
                assert!(
                    form_of_its_own || !all_offer,
                    "{format}: question {} ({}) could have been asked with options",
                    q + 1,
                    slot.template
                );
            }
        }
        match format {
            Format::Free => assert_eq!(with_options, 0),
            // The scores offer four answers for every student.
            Format::Choices(_) => assert!(with_options >= 1, "{format}: {with_options}"),
        }
    }
}

/// Review P7: "exam 9RZGMR (the one printed and handed out) is gone". Setting another
/// exam into its folder is refused and changes nothing; the same command again, or
/// `--force`, replaces it.
#[test]
fn an_exam_handed_out_is_not_replaced_by_another() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let set = |seed: &str, extra: &[&str]| {
        ruling()
            .args(["exam", "--templates", "score-made", "--students", "2"])
            .args(["--seed", seed, "-o"])
            .arg(&dir)
            .args(extra)
            .output()
            .unwrap()
    };
    ok(&set("1", &[]));
    let first = exam_json(&dir).code;
    let refused = set("2", &[]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains(&format!("holds exam {first}")), "{said}");
    assert!(said.contains("--force"), "{said}");
    assert_eq!(exam_json(&dir).code, first);
    ok(&set("1", &[]));
    assert_eq!(exam_json(&dir).code, first);
    ok(&set("2", &["--force"]));
    assert_ne!(exam_json(&dir).code, first);
}

/// Review P12: "--seed defaults to 0: an instructor who forgets it sets the same exam as
/// every other instructor who forgot it". Without `--seed` one is drawn and printed, and
/// giving it sets the same exam again.
#[test]
fn an_exam_without_a_seed_gets_one_drawn_and_told() {
    let root = tempfile::tempdir().unwrap();
    let set = |name: &str, extra: &[&str]| {
        let dir = root.path().join(name);
        let out = ruling()
            .args([
                "exam",
                "--templates",
                "adjustments:3",
                "--students",
                "2",
                "-o",
            ])
            .arg(&dir)
            .args(extra)
            .output()
            .unwrap();
        (ok(&out), exam_json(&dir))
    };
    let (said, a) = set("a", &[]);
    let (_, b) = set("b", &[]);
    assert_ne!((a.seed, &a.code), (b.seed, &b.code));
    let seed = a.seed.to_string();
    assert!(said.contains(&format!("--seed {seed}")), "{said}");
    let (again_said, again) = set("c", &["--seed", &seed]);
    assert_eq!(again.code, a.code);
    assert!(!again_said.contains("--seed"), "{again_said}");
}

/// Review P12: "the booklet carries its own key" through its variant codes. With
/// `--hide-codes` a question is marked by the student's code and its number; the key
/// still names the variant.
#[test]
fn hidden_codes_keep_the_variant_out_of_the_booklet() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    ok(&ruling()
        .args([
            "exam",
            "--templates",
            "score-made,imps-conversion",
            "--students",
            "2",
        ])
        .args(["--seed", "5", "--hide-codes", "-o"])
        .arg(&dir)
        .output()
        .unwrap());
    let exam = exam_json(&dir);
    assert!(exam.hide_codes);
    if !have("pdftotext") {
        return;
    }
    let booklet = text_of(&std::fs::read(dir.join("booklet-02.pdf")).unwrap());
    // The student's own key, for returning his marked paper, names each variant.
    let key = text_of(&std::fs::read(dir.join("key-02.pdf")).unwrap());
    for (q, v) in exam.students[1].variants.iter().enumerate() {
        let code = v.code.to_string();
        assert!(!booklet.contains(&code), "{code} in the booklet");
        assert!(key.contains(&code), "{code} not in the key");
        let own = format!("{}-{}", exam.students[1].code, q + 1);
        assert!(booklet.contains(&own), "{own} not in the booklet");
    }
}

/// Review P13: "none reprints a lost booklet from exam.json". `exam reprint` prints one
/// student's booklet and answer sheet again, the same pages as the first time, from the
/// folder's exam.json alone. (Not the same bytes: a file cut from the class's print job
/// embeds the glyphs the whole class used.)
#[test]
fn a_lost_booklet_is_printed_again_the_same() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    ok(&ruling()
        .args([
            "exam",
            "--templates",
            "revoke:1,claims:1",
            "--students",
            "3",
        ])
        .args(["--seed", "8", "--lang", "de", "-o"])
        .arg(&dir)
        .output()
        .unwrap());
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    let (booklet, answers) = (read("booklet-02.pdf"), read("answers-02.pdf"));
    std::fs::remove_file(dir.join("booklet-02.pdf")).unwrap();
    std::fs::remove_file(dir.join("answers-02.pdf")).unwrap();
    let said = ok(&ruling()
        .args(["exam", "reprint"])
        .arg(&dir)
        .args(["--student", "2"])
        .output()
        .unwrap());
    assert!(said.contains("booklet-02.pdf"), "{said}");
    if have("pdftotext") {
        for (name, before) in [("booklet-02.pdf", booklet), ("answers-02.pdf", answers)] {
            let (was, now) = (text_of(&before), text_of(&read(name)));
            assert!(was == now, "{name} reprinted differs:\n{was}\n---\n{now}");
        }
    }
    // A student the exam does not have is named, and nothing is written.
    let out = ruling()
        .args(["exam", "reprint"])
        .arg(&dir)
        .args(["--student", "4"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--student 4: the exam has students 1 to 3"),
        "{said}"
    );
    assert!(!dir.join("booklet-04.pdf").exists());
}
