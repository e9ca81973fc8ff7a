//! A timed online exam's close interrupted by SIGKILL (issue 35): a class autosaves, the
//! instructor closes the exam, and the server is killed before the close has answered:
//! once as soon as the close is asked for, once as soon as the sittings are handed in
//! (the grading under way). After a restart every acknowledged answer is in the
//! database, and closing again gives the complete result: every sitting handed in,
//! every saved answer graded, each score the number of right answers saved. On SQLite,
//! and on PostgreSQL when `RULING_TEST_POSTGRES` names a server.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use ruling::exam::online;
use ruling::i18n::Lang;
use ruling::store::online::OnlineExam;
use ruling::store::{Role, Store, User, now};

use crate::support::web::{databases, password_hash};
use crate::web::processes::{Http, Server, heavy, runtime};

const STUDENTS: usize = 100;

/// Where the server is killed.
#[derive(Debug, Clone, Copy)]
enum KillAt {
    /// The moment the close request has been sent.
    Asked,
    /// The moment the close's transaction is visible: sittings handed in, grading on.
    Closed,
}

/// (question) → the last value acknowledged and the value in flight.
type Acked = HashMap<i64, (Option<String>, Option<String>)>;

async fn user(store: &Store, name: &str, role: Role) -> User {
    store
        .create_user(&format!("{name}@x"), name, role, Lang::En, password_hash())
        .await
        .unwrap()
}

/// A course of the students and a two-question exam (written-in answers), open from an
/// hour ago for two hours; every sitting started.
async fn exam(store: &Store, teacher: &User, students: &[User], seed: u64) -> OnlineExam {
    let exam = crate::web::online::exam(store, teacher, students, seed).await;
    for s in students {
        online::start(store, &exam, s, now()).await.unwrap();
    }
    exam
}

/// Each student's right answer to each question, as typed.
async fn keys(store: &Store, exam: &OnlineExam) -> HashMap<i64, Vec<String>> {
    let mut out = HashMap::new();
    for s in store.sittings(exam.id).await.unwrap() {
        let variants = online::variants(store, exam.id, s.copy).await.unwrap();
        let keys = variants
            .iter()
            .map(|v| ruling::present::key::key_side(v, Lang::En).answer)
            .collect();
        out.insert(s.user_id, keys);
    }
    out
}

#[test]
fn sigkill_during_the_close_loses_no_acknowledged_answer_and_closing_again_completes_it() {
    let _alone = heavy();
    let rt = runtime();
    for db in rt.block_on(databases()) {
        let b = db.backend;
        let store = rt.block_on(Store::open(&db.url)).unwrap();
        let (teacher, students) = rt.block_on(async {
            let teacher = user(&store, "teacher", Role::Instructor).await;
            let mut students = Vec::new();
            for i in 0..STUDENTS {
                students.push(user(&store, &format!("s{i}"), Role::Student).await);
            }
            (teacher, students)
        });
        for (round, kill_at) in [KillAt::Asked, KillAt::Closed].into_iter().enumerate() {
            let b = format!("{b}, killed when {kill_at:?}");
            let (exam, keys, sessions, instructor) = rt.block_on(async {
                let exam = exam(&store, &teacher, &students, 40 + round as u64).await;
                let keys = keys(&store, &exam).await;
                let mut sessions = Vec::new();
                for s in &students {
                    // Sessions made in the store: a hundred logins would spend minutes
                    // hashing passwords.
                    let (token, session) =
                        store.create_session(Some(s.clone()), None).await.unwrap();
                    sessions.push((s.id, token, session.csrf));
                }
                let (token, session) = store
                    .create_session(Some(teacher.clone()), None)
                    .await
                    .unwrap();
                (exam, keys, sessions, (token, session.csrf))
            });
            let mut server = Server::start(&db);
            let stop = Arc::new(AtomicBool::new(false));
            let count = Arc::new(AtomicUsize::new(0));
            let keys = Arc::new(keys);
            let save = format!("/online/{}/save", exam.id);
            let workers: Vec<_> = sessions
                .into_iter()
                .map(|(id, token, csrf)| {
                    let (stop, count, keys) = (stop.clone(), count.clone(), keys.clone());
                    let (base, save) = (server.base.clone(), save.clone());
                    std::thread::spawn(move || {
                        let mut http = Http::new(&base);
                        http.cookie = Some(token);
                        http.csrf = Some(csrf);
                        let mut acked = Acked::new();
                        for n in 1..=10_000u64 {
                            if stop.load(Ordering::Relaxed) {
                                break;
                            }
                            let position = (n % 2 + 1) as i64;
                            // Every third answer right, the others a number no
                            // question of these has for answer.
                            let value = if n % 3 == 0 {
                                keys[&id][position as usize - 1].clone()
                            } else {
                                (1000 + n).to_string()
                            };
                            let field = format!("q{position}.b0");
                            let pos = position.to_string();
                            let entry = acked.entry(position).or_default();
                            entry.1 = Some(value.clone());
                            let fields = [
                                ("positions", pos.as_str()),
                                (field.as_str(), value.as_str()),
                                ("js", "1"),
                            ];
                            match http.post(&save, &fields) {
                                Some((200, body)) if body.contains("\"ok\":true") => {
                                    entry.0 = Some(value);
                                    count.fetch_add(1, Ordering::Relaxed);
                                }
                                // Refused after the close (409), or the server is gone:
                                // not acknowledged, so not owed.
                                _ => break,
                            }
                        }
                        (id, acked)
                    })
                })
                .collect();
            let deadline = Instant::now() + Duration::from_secs(180);
            while count.load(Ordering::Relaxed) < 500 && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(5));
            }
            assert!(count.load(Ordering::Relaxed) >= 500, "{b}: the stream ran");

            // The instructor closes while the class is still saving.
            let close = {
                let base = server.base.clone();
                let (token, csrf) = instructor.clone();
                let path = format!("/online/{}/close", exam.id);
                std::thread::spawn(move || {
                    let mut http = Http::new(&base);
                    http.cookie = Some(token);
                    http.csrf = Some(csrf);
                    http.post(&path, &[("confirm", "1")])
                })
            };
            if let KillAt::Closed = kill_at {
                let deadline = Instant::now() + Duration::from_secs(60);
                while rt
                    .block_on(store.online_exam(exam.id))
                    .unwrap()
                    .unwrap()
                    .closed_at
                    .is_none()
                {
                    assert!(Instant::now() < deadline, "{b}: the close never committed");
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            server.kill();
            stop.store(true, Ordering::Relaxed);
            let answered = close.join().unwrap();
            let acked: HashMap<i64, Acked> =
                workers.into_iter().map(|w| w.join().unwrap()).collect();
            let state = rt.block_on(store.online_exam(exam.id)).unwrap().unwrap();
            eprintln!(
                "{b}: {} saves acknowledged; the close answered {:?}; closed {}, graded {}",
                count.load(Ordering::Relaxed),
                answered.map(|r| r.0),
                state.closed_at.is_some(),
                state.graded_at.is_some()
            );

            // Every acknowledged answer is stored (or the one in flight after it).
            let stored = |store: &Store| {
                rt.block_on(async {
                    let mut out = HashMap::new();
                    for s in store.sittings(exam.id).await.unwrap() {
                        for a in store.exam_answers(s.id).await.unwrap() {
                            let value = online::fields(&a.fields).first().map(|(_, v)| v.clone());
                            out.insert((s.user_id, a.position), (value, a.grade));
                        }
                    }
                    out
                })
            };
            let check_kept = |now: &HashMap<(i64, i64), (Option<String>, _)>| {
                let mut lost = Vec::new();
                for (user, questions) in &acked {
                    for (position, (last, in_flight)) in questions {
                        let Some(last) = last else { continue };
                        let value = now.get(&(*user, *position)).and_then(|v| v.0.clone());
                        if value.as_ref() != Some(last) && value != *in_flight {
                            lost.push((*user, *position, last.clone(), value));
                        }
                    }
                }
                lost
            };
            let after_kill = stored(&store);
            let lost = check_kept(&after_kill);
            assert!(
                lost.is_empty(),
                "{b}: acknowledged but lost (student, question, acknowledged, stored): {lost:?}"
            );

            // Restarted, the instructor's page alone finishes a close cut short before
            // its grading; then he closes again: the complete result.
            let again = Server::start(&db);
            let mut http = Http::new(&again.base);
            http.cookie = Some(instructor.0.clone());
            http.csrf = Some(instructor.1.clone());
            let page = http.get(&format!("/online/{}", exam.id));
            assert_eq!(page.map(|p| p.0), Some(200), "{b}: the exam's page");
            if state.closed_at.is_some() {
                let healed = rt.block_on(store.online_exam(exam.id)).unwrap().unwrap();
                assert!(healed.graded_at.is_some(), "{b}: graded by the page");
            }
            let r = http.post(&format!("/online/{}/close", exam.id), &[("confirm", "1")]);
            assert_eq!(r.map(|r| r.0), Some(303), "{b}: closed again");
            let exam_now = rt.block_on(store.online_exam(exam.id)).unwrap().unwrap();
            assert!(exam_now.closed_at.is_some(), "{b}: closed");
            assert!(exam_now.graded_at.is_some(), "{b}: graded");
            let sittings = rt.block_on(store.sittings(exam.id)).unwrap();
            assert_eq!(sittings.len(), STUDENTS, "{b}");
            assert!(
                sittings.iter().all(|s| s.submitted_at.is_some()),
                "{b}: every sitting handed in"
            );
            let graded = stored(&store);
            assert_eq!(
                graded.len(),
                after_kill.len(),
                "{b}: no answer came or went"
            );
            assert!(check_kept(&graded).is_empty(), "{b}: the close kept them");
            let mut scores: HashMap<i64, i64> = HashMap::new();
            for ((user, position), (value, grade)) in &graded {
                let grade = grade
                    .as_ref()
                    .unwrap_or_else(|| panic!("{b}: student {user}'s answer {position} ungraded"));
                let right = value.as_deref() == Some(keys[user][*position as usize - 1].as_str());
                assert_eq!(
                    grade.credit.0 == grade.credit.1,
                    right,
                    "{b}: student {user}, question {position}: {value:?} graded {grade:?}"
                );
                *scores.entry(*user).or_default() += i64::from(right);
            }
            let results = rt.block_on(online::results(&store, &exam_now)).unwrap();
            assert_eq!(results.len(), STUDENTS, "{b}");
            for r in &results {
                let want = scores.get(&r.user.id).copied().unwrap_or(0);
                assert_eq!(
                    r.score,
                    ruling::model::Fraction::from_integer(want),
                    "{b}: {}'s score",
                    r.user.name
                );
            }
        }
        rt.block_on(store.close());
    }
}
