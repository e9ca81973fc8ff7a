//! Every store query, run on each backend (SQLite always, PostgreSQL under `.ci/run`):
//! the runtime-checked SQL must mean the same on both.

use ruling::i18n::Lang;
use ruling::store::{NewAttempt, Outcome, Role, Store, StoreError};

use crate::support::web::{databases, password_hash};

fn attempt(user: i64, token: &str, template: &str, outcome: Outcome, at: i64) -> NewAttempt {
    NewAttempt {
        user_id: user,
        sitting_id: None,
        token_id: token.to_owned(),
        template_id: template.to_owned(),
        family: "revoke".into(),
        law: "64A2".into(),
        variant_code: "RP64A2-1-7-1".into(),
        lang: "nb".into(),
        variant: r#"{"whole":"variant"}"#.into(),
        answer: r#"{"answer":8}"#.into(),
        outcome,
        misreading: (outcome == Outcome::Misread).then(|| "misread-revoke-64a1".to_owned()),
        credit: (i64::from(outcome == Outcome::Correct), 1),
        shown_at: at - 30,
        answered_at: at,
        counted: true,
        slot: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_and_sessions_on_every_backend() {
    for db in databases().await {
        let store = Store::open(&db.url).await.unwrap();
        let b = db.backend;
        let ann = store
            .create_user(
                "Ann@Example.org ",
                "Ann",
                Role::Instructor,
                Lang::Nb,
                password_hash(),
            )
            .await
            .unwrap();
        assert_eq!(ann.email, "ann@example.org", "{b}");
        let again = store
            .create_user("ANN@example.org", "Other", Role::Student, Lang::En, "x")
            .await;
        assert!(matches!(again, Err(StoreError::EmailTaken(_))), "{b}");
        let (found, hash) = store
            .user_for_login(" ann@EXAMPLE.org")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (found.id, found.role, found.lang),
            (ann.id, Role::Instructor, Lang::Nb)
        );
        assert_eq!(hash, password_hash());
        assert!(store.user_for_login("nobody@x").await.unwrap().is_none());
        store.set_user_lang(ann.id, Lang::De).await.unwrap();
        assert_eq!(
            store.user(ann.id).await.unwrap().unwrap().lang,
            Lang::De,
            "{b}"
        );
        assert!(store.user(ann.id + 1000).await.unwrap().is_none());

        let (anon_token, anon) = store.create_session(None, None).await.unwrap();
        let read = store.session(&anon_token).await.unwrap().unwrap();
        assert_eq!(
            (read.user, read.lang, &read.csrf),
            (None, None, &anon.csrf),
            "{b}"
        );
        store
            .set_session_lang(&anon.id_hash, Lang::Da)
            .await
            .unwrap();
        assert_eq!(
            store.session(&anon_token).await.unwrap().unwrap().lang,
            Some(Lang::Da)
        );
        let (token, session) = store.create_session(Some(ann.clone()), None).await.unwrap();
        let read = store.session(&token).await.unwrap().unwrap();
        assert_eq!(read.user.map(|u| u.id), Some(ann.id), "{b}");
        assert_ne!(read.csrf, anon.csrf);
        // The token itself is never stored: the row's key is its hash.
        assert_ne!(session.id_hash, token);
        assert!(store.session("not a token").await.unwrap().is_none());
        store.delete_session(&session.id_hash).await.unwrap();
        assert!(store.session(&token).await.unwrap().is_none(), "{b}");
        assert_eq!(store.purge_expired().await.unwrap(), 0, "{b}");
        assert!(store.session(&anon_token).await.unwrap().is_some());

        assert_eq!(store.count_attempt("address:1.2.3.4").await.unwrap(), 1);
        assert_eq!(
            store.count_attempt("address:1.2.3.4").await.unwrap(),
            2,
            "{b}"
        );
        assert_eq!(store.attempts("address:1.2.3.4").await.unwrap(), 2);
        assert_eq!(store.attempts("address:5.6.7.8").await.unwrap(), 0);
        store.clear_attempts("address:1.2.3.4").await.unwrap();
        assert_eq!(store.attempts("address:1.2.3.4").await.unwrap(), 0, "{b}");
        // An attempt taken and given back (not a failure) leaves the count as it was; a
        // give-back for another window changes nothing.
        let first = store.take_attempt("pair").await.unwrap();
        let second = store.take_attempt("pair").await.unwrap();
        assert_eq!((first.count, second.count), (1, 2), "{b}");
        store.give_back("pair", second).await.unwrap();
        assert_eq!(store.attempts("pair").await.unwrap(), 1, "{b}");
        let mut stale = first;
        stale.window_start -= 1;
        store.give_back("pair", stale).await.unwrap();
        assert_eq!(store.attempts("pair").await.unwrap(), 1, "{b}");

        let key = store.token_key().await.unwrap();
        assert_eq!(store.token_key().await.unwrap(), key);
        // A second process on the same database reads the same key.
        let second = Store::open(&db.url).await.unwrap();
        assert_eq!(second.token_key().await.unwrap(), key, "{b}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn courses_on_every_backend() {
    for db in databases().await {
        let store = Store::open(&db.url).await.unwrap();
        let b = db.backend;
        let ann = store
            .create_user("ann@x", "Ann", Role::Instructor, Lang::Nb, "h")
            .await
            .unwrap();
        let eva = store
            .create_user("eva@x", "Eva", Role::Instructor, Lang::De, "h")
            .await
            .unwrap();
        let bo = store
            .create_user("bo@x", "Bo", Role::Student, Lang::Nb, "h")
            .await
            .unwrap();
        let course = store.create_course(ann.id, "TL-kurs").await.unwrap();
        let other = store.create_course(eva.id, "TL-Kurs DBV").await.unwrap();
        assert_ne!(course.join_code, other.join_code);
        assert_eq!(course.join_code.len(), 9, "XXXX-XXXX");
        let typed = course.join_code.to_lowercase().replace('-', " ");
        let found = store.course_by_join_code(&typed).await.unwrap().unwrap();
        assert_eq!(found.id, course.id, "{b}");
        assert!(
            store
                .course_by_join_code("ZZZZ-ZZZZ")
                .await
                .unwrap()
                .is_none()
        );
        store.enrol(course.id, bo.id).await.unwrap();
        store.enrol(course.id, bo.id).await.unwrap();
        let students = store.course_students(course.id).await.unwrap();
        assert_eq!(
            students.iter().map(|u| u.id).collect::<Vec<_>>(),
            vec![bo.id],
            "{b}"
        );
        assert_eq!(
            store.course(course.id).await.unwrap().unwrap().students,
            1,
            "{b}"
        );
        assert_eq!(store.courses(Some(ann.id)).await.unwrap().len(), 1);
        assert_eq!(store.courses(None).await.unwrap().len(), 2, "{b}");
        assert!(store.teaches(ann.id, bo.id).await.unwrap());
        assert!(!store.teaches(eva.id, bo.id).await.unwrap(), "{b}");
        assert!(store.course(other.id + 100).await.unwrap().is_none());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_and_leitner_boxes_on_every_backend() {
    for db in databases().await {
        let store = Store::open(&db.url).await.unwrap();
        let b = db.backend;
        let bo = store
            .create_user("bo@x", "Bo", Role::Student, Lang::Nb, "h")
            .await
            .unwrap();
        let t = 1_800_000_000;
        let first = store
            .save_attempt(attempt(
                bo.id,
                "t1",
                "revoke-play-64a2",
                Outcome::Correct,
                t,
            ))
            .await
            .unwrap();
        // The same page answered twice is stored once: the first answer stands.
        let again = store
            .save_attempt(attempt(
                bo.id,
                "t1",
                "revoke-play-64a2",
                Outcome::Wrong,
                t + 5,
            ))
            .await
            .unwrap();
        assert_eq!(again.id, first.id, "{b}");
        assert!(
            first.first && !again.first,
            "{b}: the second is known as a repeat"
        );
        let first = first.id;
        let stored = store.attempt(first).await.unwrap().unwrap();
        assert_eq!(stored.outcome, Outcome::Correct, "{b}");
        assert_eq!(stored.variant, r#"{"whole":"variant"}"#);
        assert_eq!((stored.user_id, stored.credit), (bo.id, (1, 1)));
        store
            .save_attempt(attempt(
                bo.id,
                "t2",
                "revoke-play-64a2",
                Outcome::Correct,
                t + 60,
            ))
            .await
            .unwrap();
        let boxes = store.leitner(bo.id).await.unwrap();
        assert_eq!(boxes[0].level, 3, "two right answers: box 1 → 2 → 3 ({b})");
        store
            .save_attempt(attempt(
                bo.id,
                "t3",
                "revoke-play-64a2",
                Outcome::Misread,
                t + 120,
            ))
            .await
            .unwrap();
        store
            .save_attempt(attempt(
                bo.id,
                "t4",
                "imps-conversion",
                Outcome::Wrong,
                t + 180,
            ))
            .await
            .unwrap();
        let boxes = store.leitner(bo.id).await.unwrap();
        let levels: Vec<(&str, i64, i64)> = boxes
            .iter()
            .map(|x| (x.template_id.as_str(), x.level, x.seen_at))
            .collect();
        assert_eq!(
            levels,
            vec![
                ("imps-conversion", 1, t + 180),
                ("revoke-play-64a2", 1, t + 120)
            ],
            "a wrong answer sends the template back to box 1 ({b})"
        );
        for _ in 0..6 {
            let token = format!("up{}", store.summaries(bo.id).await.unwrap().len());
            store
                .save_attempt(attempt(
                    bo.id,
                    &token,
                    "imps-conversion",
                    Outcome::Correct,
                    t + 200,
                ))
                .await
                .unwrap();
        }
        let top = store.leitner(bo.id).await.unwrap();
        assert_eq!(top[0].level, 5, "box 5 is the last ({b})");
        let summaries = store.summaries(bo.id).await.unwrap();
        assert_eq!(summaries.len(), 10, "{b}");
        assert_eq!(summaries[2].outcome, Outcome::Misread);
        assert!(store.attempt(first + 1000).await.unwrap().is_none());
    }
}

/// Many answers at once go through the group-committing writer: each caller gets its
/// own id, and every acknowledged answer is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_answers_are_each_committed_once() {
    for db in databases().await {
        let store = Store::open(&db.url).await.unwrap();
        let bo = store
            .create_user("bo@x", "Bo", Role::Student, Lang::Nb, "h")
            .await
            .unwrap();
        let tasks: Vec<_> = (0..300)
            .map(|i| {
                let store = store.clone();
                tokio::spawn(async move {
                    store
                        .save_attempt(attempt(
                            bo.id,
                            &format!("c{i}"),
                            "imps-conversion",
                            Outcome::Correct,
                            1_800_000_000 + i,
                        ))
                        .await
                        .unwrap()
                        .id
                })
            })
            .collect();
        let mut ids = Vec::new();
        for t in tasks {
            ids.push(t.await.unwrap());
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 300, "{}", db.backend);
        let stored: Vec<i64> = store
            .summaries(bo.id)
            .await
            .unwrap()
            .iter()
            .map(|s| s.id)
            .collect();
        let mut stored_sorted = stored.clone();
        stored_sorted.sort_unstable();
        assert_eq!(stored_sorted, ids, "{}", db.backend);
    }
}

/// PostgreSQL loses the writer's connections while answers are being committed (an
/// administrator's `pg_terminate_backend`, a server restart, a network cut): an answer
/// is acknowledged only if it is stored, the writer opens new connections by itself, and
/// an answer that was not acknowledged can be sent again and is then stored once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_lost_mid_commit_lose_no_acknowledged_answer() {
    let Some(admin) = crate::support::web::postgres_admin() else {
        return;
    };
    let db = crate::support::web::postgres(&admin).await;
    let store = Store::open(&db.url).await.unwrap();
    let bo = store
        .create_user("bo@x", "Bo", Role::Student, Lang::Nb, "h")
        .await
        .unwrap();
    let database = db.url.rsplit('/').next().unwrap().to_owned();
    let killer = tokio::spawn(async move {
        let pool = sqlx::AnyPool::connect(&admin).await.unwrap();
        let mut killed = 0;
        for _ in 0..40 {
            let row: (i64,) = sqlx::query_as(
                "SELECT COUNT(pg_terminate_backend(pid))::BIGINT FROM pg_stat_activity
                 WHERE datname = $1 AND pid <> pg_backend_pid()",
            )
            .bind(&database)
            .fetch_one(&pool)
            .await
            .unwrap();
            killed += row.0;
            tokio::time::sleep(std::time::Duration::from_millis(15)).await;
        }
        pool.close().await;
        killed
    });
    let tasks: Vec<_> = (0..400)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                tokio::time::sleep(std::time::Duration::from_millis(i)).await;
                let token = format!("k{i}");
                let saved = store
                    .save_attempt(attempt(
                        bo.id,
                        &token,
                        "imps-conversion",
                        Outcome::Correct,
                        i64::try_from(i).unwrap(),
                    ))
                    .await;
                (token, saved.ok())
            })
        })
        .collect();
    let mut acknowledged = Vec::new();
    let mut refused = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            (_, Some(saved)) => acknowledged.push(saved.id),
            (token, None) => refused.push(token),
        }
    }
    let killed = killer.await.unwrap();
    assert!(killed > 0, "connections were cut");
    assert!(
        !refused.is_empty(),
        "some answers were caught by a cut ({killed} cuts)"
    );
    // The same store goes on, and the refused answers, sent again, are stored once.
    for (i, token) in refused.iter().enumerate() {
        let saved = store
            .save_attempt(attempt(
                bo.id,
                token,
                "imps-conversion",
                Outcome::Correct,
                1000 + i64::try_from(i).unwrap(),
            ))
            .await
            .expect("stored once the database is reachable again");
        acknowledged.push(saved.id);
    }
    let stored: std::collections::HashSet<i64> = Store::open(&db.url)
        .await
        .unwrap()
        .summaries(bo.id)
        .await
        .unwrap()
        .iter()
        .map(|s| s.id)
        .collect();
    assert_eq!(stored.len(), 400, "each answer once");
    let lost: Vec<_> = acknowledged
        .iter()
        .filter(|id| !stored.contains(id))
        .collect();
    assert!(lost.is_empty(), "acknowledged but not stored: {lost:?}");
}

/// An attempt's id is its permalink: an id once given out is never given to another
/// answer, even after the row is gone (the account deleted with its answers).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn attempt_ids_are_never_given_out_again() {
    for db in databases().await {
        let b = db.backend;
        let store = Store::open(&db.url).await.unwrap();
        let bo = store
            .create_user("bo@x", "Bo", Role::Student, Lang::Nb, "h")
            .await
            .unwrap();
        let save = |token: &'static str| {
            store.save_attempt(attempt(
                bo.id,
                token,
                "imps-conversion",
                Outcome::Correct,
                1,
            ))
        };
        save("a").await.unwrap();
        let last = save("b").await.unwrap().id;
        let url = if b == "sqlite" {
            format!("sqlite://{}", db.url)
        } else {
            db.url.clone()
        };
        let pool = sqlx::AnyPool::connect(&url).await.unwrap();
        sqlx::query("DELETE FROM attempts WHERE id = $1")
            .bind(last)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        let next = save("c").await.unwrap().id;
        assert!(next > last, "{b}: {next} after {last} was deleted");
    }
}
