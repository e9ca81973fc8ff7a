//! Paper answers marked by the engine, and `ruling exam` from the command line.
//!
//! Source: issue 21, deliverable 4: `ruling exam grade DIR ANSWERS.csv` prints per
//! student the score and per answer the verdict and the misreading it matches, writes
//! `results.csv`, and a bad row gets `file:line: message` with nothing half-written.

use std::path::Path;
use std::process::Command;

use ruling::exam::content::{Mark, Questions};
use ruling::exam::definition::ExamFile;
use ruling::exam::grade::{mark, read_answers};
use ruling::exam::view::KeyView;
use ruling::exam::{Exam, ExamOptions, build};
use ruling::i18n::Lang;
use ruling::model::Fraction;

/// A two-student exam in Norwegian: a whole ruling in parts, multiple choice, a score to
/// write in, and a yes-or-no question.
fn exam(questions: &Questions) -> Exam {
    let options = ExamOptions {
        templates: "revoke-play-64a2,weighted-two,score-made,revoke-play-not-established"
            .parse()
            .unwrap(),
        students: 2,
        seed: 3,
        lang: Lang::Nb,
        ..ExamOptions::default()
    };
    build(questions, &options, &mut |_| {}).unwrap()
}

/// The answer as a student writes it: the value without its choice letter.
fn value(answer: &str) -> &str {
    match answer.split_once(") ") {
        Some((letter, value)) if letter.len() == 1 => value,
        _ => answer,
    }
}

/// Rows answering every box of `key` correctly; `style` rewrites each value (to write it
/// another language's way).
fn correct_rows(student: usize, key: &[KeyView], style: &dyn Fn(&str) -> String) -> String {
    let mut csv = String::new();
    for k in key {
        if k.key.parts.is_empty() {
            csv.push_str(&format!(
                "{student};{};{}\n",
                k.number,
                style(value(&k.key.lettered))
            ));
        } else {
            for (i, p) in k.key.parts.iter().enumerate() {
                let part = (b'a' + i as u8) as char;
                csv.push_str(&format!(
                    "{student};{}{part};{}\n",
                    k.number,
                    style(&p.value)
                ));
            }
        }
    }
    csv
}

#[test]
fn correct_answers_in_any_number_style_score_full_marks() {
    let questions = Questions::bundled().unwrap();
    let exam = exam(&questions);
    let rendered = exam.render();
    // Student 1 writes as the key prints (a decimal comma); student 2 the English way.
    let mut csv = String::from("elev;spørsmål;svar\n");
    csv += &correct_rows(1, &rendered.keys[0], &|v| v.to_owned());
    csv += &correct_rows(2, &rendered.keys[1], &|v| v.replace(',', "."));
    let answers = read_answers("svar.csv", &csv, &exam).unwrap();
    let report = mark(&exam, &answers);
    for s in &report.students {
        assert_eq!(
            s.score,
            Fraction::from_integer(4),
            "student {}:\n{report}",
            s.number
        );
        assert!(s.boxes.iter().all(|b| b.mark == Mark::Correct));
    }
    let results = String::from_utf8(ruling::exam::grade::book::details(&report).unwrap()).unwrap();
    // One heading and a row per box: 3 parts and 3 single answers for each student.
    assert_eq!(results.lines().count(), 1 + 2 * 6, "{results}");
    assert!(
        results.lines().all(|l| l.split(';').count() == 10),
        "{results}"
    );
}

/// Source: issue 21, deliverable 2: `exam.json` holds "every student's variants, enough
/// to grade and to rebuild every page". The variants are stored whole and
/// `Exam::load` takes no bank, so a template edited after the exam changes nothing: the
/// file read back gives the same pages and the same marks.
#[test]
fn exam_json_alone_rebuilds_every_page_and_marks() {
    let questions = Questions::bundled().unwrap();
    let set = exam(&questions);
    let json = serde_json::to_string(&set.file).unwrap();
    let file = ExamFile::parse("exam.json", &json).unwrap();
    assert_eq!(file, set.file);
    let loaded = Exam::load(file);
    let (before, after) = (set.render(), loaded.render());
    assert_eq!(after.questions, before.questions);
    assert_eq!(after.keys, before.keys);
    let csv = correct_rows(1, &after.keys[0], &|v| v.to_owned());
    let report = mark(&loaded, &read_answers("svar.csv", &csv, &loaded).unwrap());
    assert_eq!(
        report.students[0].score,
        Fraction::from_integer(4),
        "{report}"
    );
}

/// Source: an `exam.json` written by an earlier program (format 1 held variant codes)
/// is refused by its format number, not by the first field whose shape changed.
#[test]
fn an_exam_file_of_another_format_is_refused_by_its_number() {
    let text = r#"{"format":1,"code":"K7Q3MZ","students":[{"variants":["IMP-1-7Q3K-1"]}]}"#;
    let err = ExamFile::parse("exam.json", text).unwrap_err().to_string();
    assert!(err.starts_with("exam.json: format 1;"), "{err}");
}

#[test]
fn a_wrong_answer_is_matched_to_its_misreading() {
    let questions = Questions::bundled().unwrap();
    let exam = exam(&questions);
    let rendered = exam.render();
    let mut tried = 0;
    for (s, keys) in rendered.keys.iter().enumerate() {
        for k in keys.iter().filter(|k| k.key.parts.is_empty()) {
            for m in &k.key.misreadings {
                let csv = format!("{};{};{}\n", s + 1, k.number, value(&m.answer));
                let answers = read_answers("svar.csv", &csv, &exam).unwrap();
                let report = mark(&exam, &answers);
                let b = report.students[0]
                    .boxes
                    .iter()
                    .find(|b| b.question == k.number)
                    .unwrap();
                match &b.mark {
                    Mark::Misread { law, text, .. } => {
                        assert_eq!(law, &m.law);
                        assert_eq!(text, &m.text);
                    }
                    other => panic!("{}: {} marked {other:?}", k.code, m.answer),
                }
                tried += 1;
            }
        }
    }
    assert!(tried >= 2, "only {tried} misreadings tried");
}

#[test]
fn a_whole_ruling_earns_credit_part_by_part() {
    let questions = Questions::bundled().unwrap();
    let exam = exam(&questions);
    let key = &exam.render().keys[0][0];
    assert_eq!(
        key.key.parts.len(),
        3,
        "question 1 asks law, tricks transferred, tricks"
    );
    // The law and the transfer right, declarer's tricks left blank.
    let csv = format!(
        "1;1a;§ {}\n1;1b;{}\n",
        key.key.parts[0].value, key.key.parts[1].value
    );
    let report = mark(&exam, &read_answers("svar.csv", &csv, &exam).unwrap());
    let marks: Vec<&Mark> = report.students[0]
        .boxes
        .iter()
        .filter(|b| b.question == 1)
        .map(|b| &b.mark)
        .collect();
    assert_eq!(marks, [&Mark::Correct, &Mark::Correct, &Mark::Blank]);
    assert_eq!(report.students[0].score, Fraction::new(2, 3));
    // Student 2 has no row at all: absent, not failed.
    assert_eq!(report.absent, [2]);
}

#[test]
fn every_bad_row_is_named_by_file_and_line() {
    let questions = Questions::bundled().unwrap();
    let exam = exam(&questions);
    let other = ruling::exam::definition::ExamCode::of(&["x".into()], 1, 1);
    let csv = format!(
        "student,question,answer\n\
         1,2,b\n\
         3,2,b\n\
         1,9,b\n\
         1,1,64A2\n\
         1,2,c\n\
         {other}-01,3,420\n\
         1,2\n\
         1,3xy,420\n"
    );
    let errors = read_answers("svar.csv", &csv, &exam)
        .unwrap_err()
        .to_string();
    // In the exam's language, Norwegian (review exams P9).
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(lines.len(), 7, "{errors}");
    assert!(lines[0].starts_with("svar.csv:3: kandidat 3"), "{errors}");
    assert!(lines[1].starts_with("svar.csv:4: spørsmål 9"), "{errors}");
    assert!(
        lines[2].starts_with("svar.csv:5: spørsmål 1 ber om en hel kjennelse"),
        "{errors}"
    );
    assert!(
        lines[3]
            .starts_with("svar.csv:6: kandidat 1 svarer på 2 to ganger (første gang på linje 2)"),
        "{errors}"
    );
    assert!(
        lines[4].starts_with(&format!(
            "svar.csv:7: «{other}-01» er en kandidat på eksamen"
        )),
        "{errors}"
    );
    assert!(lines[5].starts_with("svar.csv:8: 2 kolonner"), "{errors}");
    assert!(
        lines[6].starts_with("svar.csv:9: «3xy» er ikke et spørsmål"),
        "{errors}"
    );
}

fn ruling() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ruling"))
}

#[test]
fn the_command_sets_an_exam_and_grades_it_all_or_nothing() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let out = ruling()
        .args([
            "exam",
            "--templates",
            "score-made,imps-conversion",
            "--students",
            "2",
        ])
        .args([
            "--seed", "9", "--lang", "de", "--suits", "black", "--paper", "letter", "-o",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains(": 2 questions for 2 students in "), "{said}");
    for name in [
        "booklet-01.pdf",
        "answers-02.pdf",
        "key.pdf",
        "all.pdf",
        "exam.json",
    ] {
        assert!(dir.join(name).is_file(), "no {name}");
    }
    // A bad row: the error names it, and no results.csv appears.
    let answers = root.path().join("answers.csv");
    std::fs::write(&answers, "1,1,420\n1,7,3\n").unwrap();
    let out = ruling()
        .args(["exam", "grade"])
        .arg(&dir)
        .arg(&answers)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("answers.csv:2: Frage 7"), "{stderr}");
    assert!(!dir.join("results.csv").exists());
    // Good rows: a score per student and results.csv.
    std::fs::write(&answers, "1,1,420\n1,2,a\n").unwrap();
    let out = ruling()
        .args(["exam", "grade"])
        .arg(&dir)
        .arg(&answers)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    // In the exam's language (review exams P9).
    assert!(stdout.contains("Teilnehmer 1 ("), "{stdout}");
    assert!(
        stdout.contains("Keine Antworten von Teilnehmer 2: abwesend."),
        "{stdout}"
    );
    assert!(Path::new(&dir.join("results.csv")).is_file());
}

#[test]
fn an_unknown_family_is_refused_before_anything_is_written() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("exam");
    let out = ruling()
        .args(["exam", "--templates", "bidding:3", "-o"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("`bidding` is neither a template id nor a family"),
        "{stderr}"
    );
    assert!(!dir.exists());
}

/// Source: issue 21, "play records as trick tables with the leader marked". The sheet
/// gets each trick as a row under the table's seat columns: under each seat the card
/// it played to that trick in the variant's play record, and the card of the trick's
/// leader marked as the lead, whichever column the leader sits in.
#[test]
fn the_trick_table_rows_hold_each_seats_card_and_mark_the_lead() {
    let questions = Questions::bundled().unwrap();
    let options = ExamOptions {
        templates: "revoke-play-64a2,revoke-play-two-suits".parse().unwrap(),
        students: 2,
        seed: 5,
        lang: Lang::En,
        ..ExamOptions::default()
    };
    let exam = build(&questions, &options, &mut |_| {}).unwrap();
    let rendered = exam.render();
    let mut tricks_seen = 0;
    for (s, questions) in rendered.questions.iter().enumerate() {
        for (q, question) in questions.iter().enumerate() {
            let shown = question
                .side
                .diagram
                .as_ref()
                .expect("a real deal is drawn");
            let played = exam
                .drawn(s + 1, q + 1)
                .and_then(|d| d.variant().diagram())
                .expect("the variant has its deal");
            assert_eq!(shown.tricks.len(), played.tricks.len());
            for (row, trick) in shown.tricks.iter().zip(&played.tricks) {
                assert_eq!(row.number, trick.number);
                assert_eq!(row.cells.len(), 4);
                for (column, cell) in shown.columns.iter().zip(&row.cells) {
                    let (seat, card) = trick
                        .cards
                        .iter()
                        .find(|(seat, _)| seat.letter() == column.seat)
                        .expect("a finished trick has a card from every seat");
                    let cell = cell.as_ref().expect("a card under every seat");
                    let rank = match card.rank.letter() {
                        'T' => "10".to_owned(),
                        letter => letter.to_string(),
                    };
                    assert_eq!(
                        (cell.card.suit, cell.card.rank),
                        (card.suit.letter(), rank.as_str())
                    );
                    assert_eq!(cell.led, *seat == trick.leader, "trick {}", trick.number);
                    assert_eq!(
                        cell.won,
                        Some(*seat) == trick.winner,
                        "trick {}",
                        trick.number
                    );
                }
                tricks_seen += 1;
            }
        }
    }
    // Four deals of thirteen tricks, led from different seats.
    assert_eq!(tricks_seen, 52);
}
