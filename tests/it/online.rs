//! Timed online exams through the service, on SQLite and (when `.ci/run` gives one)
//! PostgreSQL: the server's deadline, extra time, late answers refused, grading by the
//! engine after the close, a row per student of the course in the results, and a regrade
//! whose dry run lists exactly the answers a corrected key changes.
//!
//! Time is passed in, not read: the exam opens at [`T`] and each step says when it
//! happens, so no test waits for a clock.

use ruling::exam::definition::Format;
use ruling::exam::online::{self, IN_FLIGHT_SECS, Settings};
use ruling::i18n::Lang;
use ruling::store::online::{Expiry, OnlineExam, Refused};
use ruling::store::{Role, Store, User};

use crate::support::web::{databases, password_hash};

/// 2027-01-15 08:00 UTC: the exam opens.
const T: i64 = 1_800_000_000;

struct Class {
    store: Store,
    students: Vec<User>,
    exam: OnlineExam,
}

/// A course of three students (anna, bo, cara) and a 45-minute exam of two questions,
/// written in (a value, and an IMP conversion), open two hours from [`T`].
async fn class(url: &str, expiry: Expiry) -> Class {
    let store = Store::open(url).await.unwrap();
    let teacher = store
        .create_user(
            "t@x",
            "Teacher",
            Role::Instructor,
            Lang::En,
            password_hash(),
        )
        .await
        .unwrap();
    let course = store.create_course(teacher.id, "Club TD").await.unwrap();
    let mut students = Vec::new();
    for name in ["anna", "bo", "cara"] {
        let u = store
            .create_user(
                &format!("{name}@x"),
                name,
                Role::Student,
                Lang::En,
                password_hash(),
            )
            .await
            .unwrap();
        store.enrol(course.id, u.id).await.unwrap();
        students.push(u);
    }
    let settings = Settings {
        course_id: course.id,
        title: "Lesson 7".into(),
        created_by: teacher.id,
        templates: "revoke-64b1-nothing,imps-conversion".parse().unwrap(),
        minutes: 45,
        opens_at: T,
        closes_at: T + 7200,
        format: Format::Free,
        per_student: true,
        expiry,
        seed: 7,
        federation: ruling::bank::federation::Scope::All,
    };
    let questions = ruling::exam::content::Questions::new(crate::support::bank().clone());
    let items = online::draw(&questions, &settings, 3).unwrap();
    let id = online::create(&store, &settings, items).await.unwrap();
    let exam = store.online_exam(id).await.unwrap().unwrap();
    Class {
        store,
        students,
        exam,
    }
}

/// The right answer to question `position` of `user`'s sitting, as he would type it.
async fn right(c: &Class, user: &User, position: usize) -> String {
    let sitting = c.store.sitting(c.exam.id, user.id).await.unwrap().unwrap();
    let v = &online::variants(&c.store, c.exam.id, sitting.copy)
        .await
        .unwrap()[position - 1];
    ruling::present::key::key_side(v, Lang::En).answer
}

fn answer(text: &str) -> Vec<(String, String)> {
    vec![("b0".to_owned(), text.to_owned())]
}

#[tokio::test]
async fn the_server_keeps_the_deadline_and_refuses_late_answers() {
    for db in databases().await {
        let b = db.backend;
        let c = class(&db.url, Expiry::Submit).await;
        let anna = &c.students[0];
        let s = online::start(&c.store, &c.exam, anna, T + 60)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            s.deadline_at,
            T + 60 + 45 * 60,
            "{b}: 45 minutes from the start"
        );
        // A second start (another tab) changes nothing.
        let again = online::start(&c.store, &c.exam, anna, T + 600)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(again, s, "{b}");

        let save = |text: &'static str, at: i64| {
            let (store, exam, s) = (&c.store, &c.exam, &s);
            async move {
                online::save(store, exam, s, &[(1, answer(text))], at)
                    .await
                    .unwrap()
            }
        };
        assert_eq!(save("7", T + 100).await, Ok(()), "{b}");
        // The last second a request in flight may still arrive in.
        assert_eq!(
            save("8", s.deadline_at + IN_FLIGHT_SECS).await,
            Ok(()),
            "{b}"
        );
        assert_eq!(
            save("9", s.deadline_at + IN_FLIGHT_SECS + 1).await,
            Err(Refused::Late),
            "{b}: a late answer is refused"
        );
        let stored = c.store.exam_answers(s.id).await.unwrap();
        assert_eq!(stored.len(), 1, "{b}");
        assert_eq!(online::fields(&stored[0].fields), answer("8"), "{b}");

        // Handed in: nothing more is taken, however early.
        let bo = &c.students[1];
        let s = online::start(&c.store, &c.exam, bo, T)
            .await
            .unwrap()
            .unwrap();
        c.store.submit_sitting(s.id, T + 120).await.unwrap();
        let late = online::save(&c.store, &c.exam, &s, &[(1, answer("3"))], T + 130)
            .await
            .unwrap();
        assert_eq!(late, Err(Refused::HandedIn), "{b}");

        // A sitting started late ends at the close, not 45 minutes later.
        let cara = &c.students[2];
        let s = online::start(&c.store, &c.exam, cara, T + 7200 - 600)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.deadline_at, T + 7200, "{b}");
    }
}

#[tokio::test]
async fn a_grace_period_takes_answers_after_the_deadline_then_refuses() {
    for db in databases().await {
        let b = db.backend;
        let c = class(&db.url, "grace:5".parse().unwrap()).await;
        let anna = &c.students[0];
        let s = online::start(&c.store, &c.exam, anna, T)
            .await
            .unwrap()
            .unwrap();
        let at = |secs| s.deadline_at + secs;
        let ok = online::save(&c.store, &c.exam, &s, &[(1, answer("4"))], at(200)).await;
        assert_eq!(ok.unwrap(), Ok(()), "{b}: within five minutes' grace");
        let late = online::save(
            &c.store,
            &c.exam,
            &s,
            &[(1, answer("5"))],
            at(301 + IN_FLIGHT_SECS),
        )
        .await;
        assert_eq!(late.unwrap(), Err(Refused::Late), "{b}");
        // Once the grace is over, the sitting is handed in with what was saved.
        online::settle(&c.store, &c.exam, at(400)).await.unwrap();
        let s = c.store.sitting(c.exam.id, anna.id).await.unwrap().unwrap();
        assert_eq!(
            s.submitted_at,
            Some(s.deadline_at + 300 + IN_FLIGHT_SECS),
            "{b}"
        );
    }
}

#[tokio::test]
async fn extra_time_is_given_before_the_start_and_moves_an_open_deadline() {
    for db in databases().await {
        let b = db.backend;
        let c = class(&db.url, Expiry::Submit).await;
        let bo = &c.students[1];
        online::set_extra_time(&c.store, &c.exam, bo.id, 15)
            .await
            .unwrap();
        let s = online::start(&c.store, &c.exam, bo, T)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.deadline_at, T + 60 * 60, "{b}: 45 + 15 minutes");
        online::set_extra_time(&c.store, &c.exam, bo.id, 30)
            .await
            .unwrap();
        let s = c.store.sitting(c.exam.id, bo.id).await.unwrap().unwrap();
        assert_eq!(s.deadline_at, T + 75 * 60, "{b}: 45 + 30 minutes");
        // Extra time moves the close for him too: started 10 minutes before it, he has
        // those 10 and his 30.
        let cara = &c.students[2];
        online::set_extra_time(&c.store, &c.exam, cara.id, 30)
            .await
            .unwrap();
        let s = online::start(&c.store, &c.exam, cara, T + 7200 - 600)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.deadline_at, T + 7200 + 30 * 60, "{b}");
    }
}

#[tokio::test]
async fn after_the_close_every_answer_is_graded_and_every_student_has_a_row() {
    for db in databases().await {
        let b = db.backend;
        let c = class(&db.url, Expiry::Submit).await;
        let (anna, bo) = (&c.students[0], &c.students[1]);
        let sa = online::start(&c.store, &c.exam, anna, T)
            .await
            .unwrap()
            .unwrap();
        let sb = online::start(&c.store, &c.exam, bo, T + 5)
            .await
            .unwrap()
            .unwrap();
        assert_ne!(sa.copy, sb.copy, "{b}: each student his own variants");
        let (r1, r2) = (right(&c, anna, 1).await, right(&c, anna, 2).await);
        let both = [(1, answer(&r1)), (2, answer(&r2))];
        online::save(&c.store, &c.exam, &sa, &both, T + 100)
            .await
            .unwrap()
            .unwrap();
        // Bo: a wrong number of tricks (one more than the ruling), the IMPs left blank.
        let wrong: i64 = right(&c, bo, 1).await.parse::<i64>().unwrap() + 1;
        let wrong = wrong.to_string();
        online::save(
            &c.store,
            &c.exam,
            &sb,
            &[(1, answer(&wrong)), (2, vec![])],
            T + 100,
        )
        .await
        .unwrap()
        .unwrap();
        // Cara never starts, and after the close cannot.
        online::close_and_grade(&c.store, &c.exam, T + 1800)
            .await
            .unwrap();
        let closed = c.store.online_exam(c.exam.id).await.unwrap().unwrap();
        let cara = online::start(&c.store, &closed, &c.students[2], T + 1900).await;
        assert!(cara.unwrap().is_none(), "{b}");
        // Late after the close, even within the sitting's own 45 minutes.
        let late = online::save(&c.store, &c.exam, &sa, &[(1, answer("1"))], T + 1801).await;
        assert_eq!(late.unwrap(), Err(Refused::HandedIn), "{b}");

        let exam = c.store.online_exam(c.exam.id).await.unwrap().unwrap();
        assert!(exam.closed_at.is_some() && exam.graded_at.is_some(), "{b}");
        let results = online::results(&c.store, &exam).await.unwrap();
        let score = |name: &str| {
            let r = results.iter().find(|r| r.user.name == name).unwrap();
            (r.sitting.is_some(), *r.score.numer(), *r.score.denom())
        };
        assert_eq!(results.len(), 3, "{b}: a row per student of the course");
        assert_eq!(score("anna"), (true, 2, 1), "{b}");
        assert_eq!(score("bo"), (true, 0, 1), "{b}");
        assert_eq!(score("cara"), (false, 0, 1), "{b}: absent, scored 0");
        let graded = c.store.exam_answers(sb.id).await.unwrap();
        let verdicts: Vec<&str> = graded
            .iter()
            .map(|a| a.grade.as_ref().unwrap().verdict.as_str())
            .collect();
        assert!(
            verdicts[0] == "wrong" || verdicts[0].starts_with("misread:"),
            "{b}: {verdicts:?}"
        );
        assert_eq!(verdicts[1], "blank", "{b}");

        let csv = online::results_csv(&exam, &results);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0], "student_id,name,email,status,score,out_of,percent,q1,q2",
            "{b}"
        );
        assert_eq!(lines.len(), 4, "{b}: {csv}");
        assert!(
            lines
                .iter()
                .any(|l| l.contains(",anna,anna@x,handed-in,2.00,2,100.0,1.00,1.00")),
            "{b}: {csv}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.contains(",cara,cara@x,absent,0.00,2,0.0,0.00,0.00")),
            "{b}: {csv}"
        );

        // The hook for item statistics: two sat, two questions.
        let (credits, _) = online::grades_by_question(&results);
        assert_eq!(credits, vec![vec![1.0, 0.0], vec![1.0, 0.0]], "{b}");
        // The statistics over them: anna has both, bo neither. Each question's facility
        // is 1/2; each agrees with the rest of the test entirely (item–rest r = 1); the
        // totals 2 and 0 vary by 2 (n − 1 = 1), each question by 1/2, so α =
        // 2/(2 − 1) · (1 − (1/2 + 1/2)/2) = 1.
        let stats = ruling::exam::item_stats::statistics(&results).unwrap();
        assert_eq!(stats.report.students, 2, "{b}");
        for item in &stats.report.items {
            assert!((item.facility - 50.0).abs() < 1e-9, "{b}: {item:?}");
            assert!(
                (item.discrimination.unwrap() - 100.0).abs() < 1e-9,
                "{b}: {item:?}"
            );
            assert!(item.flags.is_empty(), "{b}: {item:?}");
        }
        assert!(
            (stats.report.test.alpha.unwrap() - 100.0).abs() < 1e-9,
            "{b}"
        );
        // A blank answer has no misreading behind it.
        assert!(stats.misreadings[1].is_empty(), "{b}");
        let csv = ruling::exam::item_stats::stats_csv(&stats);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines.len(),
            3,
            "{b}: a header and a row per question: {csv}"
        );
        assert!(lines[2].starts_with("2,50.0,"), "{b}: {csv}");
    }
}

#[tokio::test]
async fn a_regrade_dry_run_lists_exactly_the_scores_a_corrected_key_changes() {
    for db in databases().await {
        let b = db.backend;
        let c = class(&db.url, Expiry::Submit).await;
        let (anna, bo) = (&c.students[0], &c.students[1]);
        let sa = online::start(&c.store, &c.exam, anna, T)
            .await
            .unwrap()
            .unwrap();
        let sb = online::start(&c.store, &c.exam, bo, T)
            .await
            .unwrap()
            .unwrap();
        // Both answer question 1 right and question 2 right.
        for (user, s) in [(anna, &sa), (bo, &sb)] {
            let answers = [
                (1, answer(&right(&c, user, 1).await)),
                (2, answer(&right(&c, user, 2).await)),
            ];
            online::save(&c.store, &c.exam, s, &answers, T + 60)
                .await
                .unwrap()
                .unwrap();
        }
        // Anna's question 1 was stored with a wrong key (an engine bug at the time):
        // one more trick than the ruling.
        let mut v = online::variants(&c.store, c.exam.id, sa.copy)
            .await
            .unwrap()[0]
            .clone();
        v.answer = match v.answer {
            ruling::laws::Answer::Tricks(t) => {
                let n = i64::from(u8::from(t));
                // One more, or one fewer at thirteen.
                let other = if n < 13 { n + 1 } else { n - 1 };
                ruling::laws::Answer::Tricks(other.try_into().unwrap())
            }
            other => panic!("{b}: a number of tricks, not {other:?}"),
        };
        let json = serde_json::to_string(&v).unwrap();
        c.store
            .replace_exam_item(c.exam.id, sa.copy, 1, &json)
            .await
            .unwrap();
        online::close_and_grade(&c.store, &c.exam, T + 3000)
            .await
            .unwrap();
        let exam = c.store.online_exam(c.exam.id).await.unwrap().unwrap();
        let scores = |exam| {
            let store = &c.store;
            async move {
                online::results(store, exam)
                    .await
                    .unwrap()
                    .iter()
                    .map(|r| (r.user.name.clone(), *r.score.numer()))
                    .collect::<Vec<_>>()
            }
        };
        let before = scores(&exam).await;
        assert!(before.contains(&("anna".into(), 1)), "{b}: {before:?}");
        assert!(before.contains(&("bo".into(), 2)), "{b}: {before:?}");

        let questions = ruling::exam::content::Questions::new(crate::support::bank().clone());
        let dry = online::regrade(&c.store, &questions, &exam).await.unwrap();
        let changes: Vec<(i64, i64, i64, i64)> = dry
            .changes
            .iter()
            .map(|c| (c.user_id, c.position, *c.before.numer(), *c.after.numer()))
            .collect();
        assert_eq!(
            changes,
            vec![(anna.id, 1, 0, 1)],
            "{b}: exactly anna's question 1"
        );
        assert!(dry.kept.is_empty(), "{b}");
        assert_eq!(
            scores(&exam).await,
            before,
            "{b}: a dry run changes nothing"
        );

        online::apply(&c.store, &exam, &dry, T + 4000)
            .await
            .unwrap();
        let after = scores(&exam).await;
        assert!(after.contains(&("anna".into(), 2)), "{b}: {after:?}");
        // Stored with the corrected key: grading again gives the same.
        online::close_and_grade(&c.store, &exam, T + 5000)
            .await
            .unwrap();
        assert_eq!(scores(&exam).await, after, "{b}");
    }
}
