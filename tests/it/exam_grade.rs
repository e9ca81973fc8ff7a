//! Paper answers marked into a gradebook, as an instructor's marking session goes.
//!
//! Source: issue 34, deliverables 6 and 7, from the review of the printed exams
//! (`../shared/reviews/exams.md`, P7–P9): `b) 7`, `7 stikk`, `580 poeng` and `nei` read
//! in any exam language; a misspelt first row is an error, not a heading; a decimal comma
//! in a comma file gets a hint; batches are kept and merged, never overwritten;
//! `results.csv` is a gradebook (BOM, a row per student, absent students, statistics).

use std::fs;
use std::path::Path;
use std::process::Command;

use ruling::exam::content::{Mark, Questions, letter};
use ruling::exam::grade::folder::{self, Batch, FolderError, KEPT};
use ruling::exam::grade::{mark, read_answers};
use ruling::exam::{Exam, ExamOptions, build};
use ruling::i18n::Lang;
use ruling::laws::Answer;
use ruling::model::Fraction;
use ruling::present::answer_text;

/// A class of `students` in `lang`: a whole ruling in parts (a law, tricks transferred,
/// declarer's tricks), multiple choice, a score to write in, and a yes-or-no question.
fn exam(lang: Lang, students: usize) -> Exam {
    let options = ExamOptions {
        templates: "revoke-play-64a2,weighted-two,score-made,revoke-play-not-established"
            .parse()
            .unwrap(),
        students,
        seed: 3,
        lang,
        ..ExamOptions::default()
    };
    build(&Questions::bundled().unwrap(), &options, &mut |_| {}).unwrap()
}

/// `answer` as a student of an exam in `lang` writes it on paper in another language's
/// words: the unit the sheet prints copied after the number, yes and no in a neighbour's
/// language.
fn as_written(answer: Answer, lang: Lang) -> String {
    let (tricks, points, no) = match lang {
        Lang::Nb => ("Stiche", "points", "nein"),
        Lang::De => ("stikk", "poeng", "nej"),
        Lang::Da => ("tricks", "Punkte", "nei"),
        Lang::En => ("stik", "Punkte", "nei"),
    };
    match answer {
        Answer::Tricks(t) => format!("{} {tricks}", t.get()),
        Answer::Score(s) => format!("{s} {points}"),
        Answer::YesNo(true) => "J".to_owned(),
        Answer::YesNo(false) => no.to_owned(),
        Answer::Imps(_) => format!("{} IMP", answer_text(answer, lang)),
        other => answer_text(other, lang),
    }
}

/// Every box of `student`'s paper, right, as `as_written` writes it; a choice as the key
/// prints it (`b) 7`) for student 1, by its letter alone (`b`) for the others.
fn right_rows(exam: &Exam, student: usize, lang: Lang) -> String {
    let mut csv = String::new();
    for q in 1..=exam.file.questions.len() {
        let v = exam.drawn(student, q).unwrap().variant();
        if !v.parts.is_empty() {
            for (i, &(_, a)) in v.parts.iter().enumerate() {
                csv += &format!("{student};{q}{};{}\n", letter(i), as_written(a, lang));
            }
        } else if let Some(i) = v.choices.iter().position(|c| c.same(v.answer)) {
            let value = answer_text(v.answer, lang);
            let written = if student == 1 {
                format!("{}) {value}", letter(i))
            } else {
                letter(i).to_string()
            };
            csv += &format!("{student};{q};{written}\n");
        } else {
            csv += &format!("{student};{q};{}\n", as_written(v.answer, lang));
        }
    }
    csv
}

#[test]
fn units_choice_letters_and_yes_or_no_read_in_norwegian_german_and_english_exams() {
    for lang in [Lang::Nb, Lang::De, Lang::En] {
        let exam = exam(lang, 2);
        let csv = right_rows(&exam, 1, lang) + &right_rows(&exam, 2, lang);
        let answers = read_answers("svar.csv", &csv, &exam).unwrap();
        let report = mark(&exam, &answers);
        for s in &report.students {
            assert_eq!(
                s.score,
                Fraction::from_integer(4),
                "{lang:?}, answers:\n{csv}\n{report}"
            );
        }
    }
}

#[test]
fn a_choice_letter_that_disagrees_with_its_value_is_unreadable() {
    let exam = exam(Lang::Nb, 1);
    let v = exam.drawn(1, 2).unwrap().variant();
    let right = v.choices.iter().position(|c| c.same(v.answer)).unwrap();
    let other = (right + 1) % v.choices.len();
    // The letter of one option with the value of the right one: which was meant?
    let csv = format!(
        "1;2;{}) {}\n",
        letter(other),
        answer_text(v.answer, Lang::Nb)
    );
    let report = mark(&exam, &read_answers("svar.csv", &csv, &exam).unwrap());
    let q2 = report.students[0]
        .boxes
        .iter()
        .find(|b| b.question == 2)
        .unwrap();
    assert_eq!(q2.mark, Mark::Unreadable);
}

#[test]
fn a_heading_is_known_words_in_any_language_and_a_misspelt_student_is_an_error() {
    let exam = exam(Lang::Nb, 2);
    for heading in [
        "elev;spørsmål;svar",
        "Elevnr;Spm.;Svar",
        "Student nr.;Frage;Antwort",
        "Kandidat;Spørgsmål;Svar",
    ] {
        let csv = format!("{heading}\n1;3;420\n");
        let answers = read_answers("svar.csv", &csv, &exam).unwrap();
        assert_eq!(answers.rows.len(), 1, "{heading}");
    }
    // The letter O for a zero on the first line: reported, not taken for a heading.
    let errors = read_answers("svar.csv", "O1;3;420\n1;4;nei\n", &exam)
        .unwrap_err()
        .to_string();
    assert!(
        errors.starts_with("svar.csv:1: «O1» er ingen kandidat"),
        "{errors}"
    );
    // A heading with a word not known as one says what a heading holds.
    let errors = read_answers("svar.csv", "Elev;Sporsmal;Svar\n", &exam)
        .unwrap_err()
        .to_string();
    assert!(
        errors.ends_with("en overskriftsrad har bare ord som elev, spørsmål, svar"),
        "{errors}"
    );
    // Excel on Windows ends lines with CRLF: the error still names its own line.
    let errors = read_answers("svar.csv", "elev;spm;svar\r\n1;3;420\r\n9;3;420\r\n", &exam)
        .unwrap_err()
        .to_string();
    assert!(errors.starts_with("svar.csv:3: kandidat 9"), "{errors}");
}

#[test]
fn a_decimal_comma_in_a_comma_file_gets_a_hint() {
    let exam = exam(Lang::Nb, 2);
    let errors = read_answers("svar.csv", "1,2,-10,67\n", &exam)
        .unwrap_err()
        .to_string();
    assert!(errors.starts_with("svar.csv:1: 4 kolonner"), "{errors}");
    assert!(errors.contains("sett det i anførselstegn"), "{errors}");
    assert!(errors.contains("skill kolonnene med \";\""), "{errors}");
    // Quoted, it is read.
    let answers = read_answers("svar.csv", "1,2,\"-10,67\"\n", &exam).unwrap();
    assert_eq!(answers.rows[0].text, "-10,67");
}

fn batch(name: &str, text: &str) -> Batch {
    Batch::new(Path::new(&format!("/marking/{name}.csv")), text.to_owned())
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap()
}

/// The gradebook's rows, without its byte order mark, split at the semicolons.
fn rows(gradebook: &str) -> Vec<Vec<String>> {
    gradebook
        .trim_start_matches('\u{feff}')
        .lines()
        .map(|l| {
            l.split(';')
                .map(|c| c.trim_matches('"').to_owned())
                .collect()
        })
        .collect()
}

#[test]
fn two_batches_are_kept_and_merged_and_a_batch_graded_again_replaces_only_itself() {
    let dir = tempfile::tempdir().unwrap();
    let exam = exam(Lang::Nb, 4);
    // Room 1 marks students 1 and 2, room 2 student 3; student 4 did not come.
    let room1 = right_rows(&exam, 1, Lang::Nb) + "2;3;0\n";
    let room2 = right_rows(&exam, 3, Lang::Nb);
    folder::grade(dir.path(), &exam, vec![batch("rom1", &room1)]).unwrap();
    let graded = folder::grade(dir.path(), &exam, vec![batch("rom2", &room2)]).unwrap();
    assert!(graded.replaced.is_empty());
    assert_eq!(graded.all, ["rom1", "rom2"]);
    for name in ["results-rom1.csv", "results-rom2.csv", "results.csv"] {
        assert!(dir.path().join(name).is_file(), "{name}");
    }
    assert!(dir.path().join(KEPT).join("rom1.csv").is_file());

    let book = read(&dir.path().join("results.csv"));
    assert!(
        book.starts_with('\u{feff}'),
        "a byte order mark for spreadsheets"
    );
    let table = rows(&book);
    assert_eq!(
        table[0][..4],
        ["Nr.", "Kandidatkode", "Poeng (av 4)", "Spørsmål 1"]
    );
    assert_eq!(table[0].last().unwrap(), "Svarfil");
    // One row per student of the exam, in order; the absent one marked so.
    assert_eq!(table[1][2..], ["4", "1", "1", "1", "1", "rom1.csv"]);
    assert_eq!(table[2][2], "0", "student 2 wrote one wrong answer");
    assert_eq!(table[3][2], "4");
    assert_eq!(table[3].last().unwrap(), "rom2.csv");
    assert_eq!(table[4], ["4", &exam.file.students[3].code, "fraværende"]);

    // Room 1 finds a paper it forgot: graded again, its batch replaced, room 2 kept.
    let room1 = room1.replace("2;3;0\n", "2;3;0\n2;4;nei\n");
    let graded = folder::grade(dir.path(), &exam, vec![batch("rom1", &room1)]).unwrap();
    assert_eq!(graded.replaced, ["rom1"]);
    assert_eq!(graded.merged.students.len(), 3);
    assert_eq!(graded.merged.absent, [4]);
    assert_eq!(read(&dir.path().join(KEPT).join("rom1.csv")), room1);
    let table = rows(&read(&dir.path().join("results.csv")));
    assert_eq!(table[3][2], "4", "room 2's student is still there");
}

#[test]
fn a_student_in_two_batches_is_an_error_naming_both_files_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let exam = exam(Lang::Nb, 3);
    folder::grade(dir.path(), &exam, vec![batch("rom1", "1;3;420\n")]).unwrap();
    let before = read(&dir.path().join("results.csv"));
    let err = folder::grade(dir.path(), &exam, vec![batch("rom2", "2;3;0\n1;4;ja\n")]).unwrap_err();
    let FolderError::Rows(rows) = err else {
        panic!("{err}")
    };
    let text = rows.to_string();
    assert!(
        text.starts_with("/marking/rom2.csv:2: kandidat 1 har også svar i "),
        "{text}"
    );
    assert!(text.contains(&format!("{KEPT}/rom1.csv:1: ")), "{text}");
    assert_eq!(read(&dir.path().join("results.csv")), before);
    assert!(!dir.path().join("results-rom2.csv").exists());
    assert!(!dir.path().join(KEPT).join("rom2.csv").exists());
}

#[test]
fn the_gradebook_ends_with_each_questions_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let exam = exam(Lang::Nb, 3);
    // Both present students misread question 3 the same way; student 3 is absent.
    let v = |s: usize| exam.drawn(s, 3).unwrap().variant().clone();
    let misread = |s: usize| {
        let m = &v(s).misapplications[0];
        (m.value, m.law)
    };
    let (first, law) = misread(1);
    let csv = format!(
        "1;3;{}\n2;3;{}\n2;4;ja\n",
        answer_text(first, Lang::Nb),
        answer_text(misread(2).0, Lang::Nb)
    );
    folder::grade(dir.path(), &exam, vec![batch("svar", &csv)]).unwrap();
    let table = rows(&read(&dir.path().join("results.csv")));
    let find = |start: &str| {
        table
            .iter()
            .find(|r| r[0].starts_with(start))
            .unwrap_or_else(|| panic!("no {start} row in {table:?}"))
            .clone()
    };
    let facility = find("Løsningsgrad");
    assert_eq!(facility[5], "0", "question 3: nobody right");
    let answered = find("Besvart");
    assert_eq!(answered[2..7], ["2", "0", "0", "2", "1"]);
    let common = find("Vanligste feiltolkning");
    let law = ruling::i18n::notation::law_text(law, Lang::Nb);
    assert_eq!(common[5], format!("{law} (2)"), "{table:?}");
    // Each misreading explained below, for the instructor's next lesson.
    let explained = table.iter().find(|r| r[0] == "3" && r.len() == 4).unwrap();
    assert_eq!(explained[1], law);
    assert_eq!(explained[2], "2");
    assert!(!explained[3].is_empty());
}

/// The detail file of a batch: every box, its verdict and misreading, in the exam's
/// language, the points column adding up to the score.
#[test]
fn a_batchs_detail_file_names_parts_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let exam = exam(Lang::De, 1);
    folder::grade(
        dir.path(),
        &exam,
        vec![batch("raum1", &right_rows(&exam, 1, Lang::De))],
    )
    .unwrap();
    let table = rows(&read(&dir.path().join("results-raum1.csv")));
    assert_eq!(
        table[0][..8],
        [
            "Nr.",
            "Teilnehmercode",
            "Feld",
            "Teil der Entscheidung",
            "Variantencode",
            "Geschriebene Antwort",
            "Bewertung",
            "Punkte"
        ]
    );
    let parts: Vec<&str> = table[1..4].iter().map(|r| r[3].as_str()).collect();
    assert!(parts.iter().all(|p| !p.contains('_')), "{parts:?}");
    assert!(table[1..].iter().all(|r| r[6] == "richtig"), "{table:?}");
}

fn ruling() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ruling"))
}

#[test]
fn an_instructors_session_in_norwegian_from_the_command_line() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("eksamen");
    let made = ruling()
        .args([
            "exam",
            "--templates",
            "score-made,revoke-play-not-established",
        ])
        .args(["--students", "3", "--seed", "5", "--lang", "nb", "-o"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let grade = |files: &[&Path]| {
        let out = ruling()
            .args(["exam", "grade"])
            .arg(&dir)
            .args(files)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // A misspelt first row: file:line, in Norwegian that nothing was written.
    let typo = root.path().join("rom1.csv");
    fs::write(&typo, "O1;1;420\n1;2;nei\n").unwrap();
    let (code, _, stderr) = grade(&[&typo]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("rom1.csv:1: «O1» er ingen kandidat"),
        "{stderr}"
    );
    assert!(stderr.contains("Ingenting ble rettet"), "{stderr}");
    assert!(!dir.join("results.csv").exists());
    assert!(!dir.join(KEPT).exists());
    // Fixed, with a second room's file: both kept, the console in Norwegian.
    fs::write(&typo, "01;1;420\n1;2;nei\n").unwrap();
    let room2 = root.path().join("rom2.csv");
    fs::write(&room2, "2;1;-50 poeng\n").unwrap();
    let (code, stdout, stderr) = grade(&[&typo, &room2]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("Kandidat 1 ("), "{stdout}");
    assert!(stdout.contains(" av 2 poeng"), "{stdout}");
    assert!(
        stdout.contains("Ingen svar fra kandidat 3: fraværende."),
        "{stdout}"
    );
    assert!(
        stdout.contains("results.csv: 2 kandidater rettet fra 2 svarfiler, 1 fraværende."),
        "{stdout}"
    );
    for english in ["correct", "wrong", "Student", "of 2"] {
        assert!(!stdout.contains(english), "{english} in:\n{stdout}");
    }
    // Room 1 again: its batch replaced, and said so.
    let (_, stdout, _) = grade(&[&typo]);
    assert!(stdout.contains("rom1.csv var rettet før"), "{stdout}");
    let book = read(&dir.join("results.csv"));
    assert!(book.starts_with('\u{feff}'));
    assert_eq!(rows(&book)[2].last().unwrap(), "rom2.csv");
}
