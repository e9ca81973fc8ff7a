//! One grading of a variant (issue 30): the web page and the answer sheet grade the same
//! answers the same way, through `grading::grade_variant`, and a whole ruling is
//! diagnosed part by part: a wrong "tricks transferred" beside a right total is named as
//! the misreading it is (Law 64A1 applied where Law 64A2 holds), not lost because the
//! asked part, the total, was right.
//!
//! Source: review architecture-2, A3; issue 30, deliverable 3.

use ruling::bank::Variant;
use ruling::bank::generate::generate;
use ruling::exam::content::{Drawn, Mark};
use ruling::grading::{Given, Outcome, grade_variant};
use ruling::i18n::Lang;
use ruling::laws::{Answer, Field, Part};
use ruling::model::Fraction;
use ruling::web::quiz::{choice_value, grade, part_field};

use crate::support::bank;

/// A whole-ruling revoke variant whose "transferred" part has a named misreading.
fn whole_ruling_with_a_transfer_misreading() -> Variant {
    let template = bank().get("revoke-play-64a2").expect("the 64A2 template");
    (0..40)
        .map(|seed| generate(template, seed).unwrap())
        .find(|v| !v.misreadings_of(Part::Field(Field::Transferred)).is_empty())
        .expect("a seed whose transfer has a misreading")
}

/// What the student writes in each part's box: the key, except `wrong` in one part.
fn answers(v: &Variant, part: Part, wrong: Answer) -> Vec<(Part, Answer)> {
    v.parts
        .iter()
        .map(|&(p, a)| (p, if p == part { wrong } else { a }))
        .collect()
}

#[test]
fn a_wrong_transfer_beside_a_right_total_is_named_on_the_web_and_on_paper() {
    let v = whole_ruling_with_a_transfer_misreading();
    let transferred = Part::Field(Field::Transferred);
    let m = v.misreadings_of(transferred)[0].clone();
    let given = answers(&v, transferred, m.value);

    // The grading itself: the other parts right, the transfer misread.
    let graded = grade_variant(&v, &Given::Parts(given.clone()));
    assert_eq!(graded.outcome, Outcome::Partial, "{}", v.code);
    let asked = v.parts.len() as i64;
    assert_eq!(graded.credit(), Fraction::new(asked - 1, asked));
    assert_eq!(graded.part_misreading(transferred), Some(&m));

    // The web form, each part typed as its radio value would send it.
    let fields: Vec<(String, String)> = given
        .iter()
        .map(|&(p, a)| (part_field(p), choice_value(a)))
        .collect();
    let web = grade(&v, &fields, Lang::En).unwrap();
    assert_eq!(web, graded, "the web grades as grade_variant does");

    // The answer sheet, the boxes written as a Norwegian student writes numbers.
    let written: Vec<String> = given
        .iter()
        .map(|&(_, a)| ruling::present::answer_text(a, Lang::Nb))
        .collect();
    let boxes: Vec<&str> = written.iter().map(String::as_str).collect();
    let marked = Drawn::from(v.clone()).mark(&boxes, Lang::Nb);
    assert_eq!(marked.credit, graded.credit(), "the same credit on paper");
    for ((part, mark), &(p, _)) in marked.boxes.iter().zip(&v.parts) {
        assert_eq!(part.as_deref(), Some(p.code()));
        if p == transferred {
            assert!(
                matches!(mark, Mark::Misread { id, .. } if *id == m.id),
                "{mark:?}"
            );
        } else {
            assert_eq!(*mark, Mark::Correct, "{p:?}");
        }
    }
}

#[test]
fn a_single_answer_grades_the_same_on_the_web_and_on_paper() {
    let template = bank()
        .get("imps-conversion")
        .expect("a single-answer template");
    for seed in 0..20 {
        let v = generate(template, seed).unwrap();
        let mut tried = vec![v.answer];
        tried.extend(v.misapplications.iter().map(|m| m.value));
        for given in tried {
            let graded = grade_variant(&v, &Given::One(given));
            let fields = [("answer".to_owned(), choice_value(given))];
            assert_eq!(grade(&v, &fields, Lang::En).unwrap(), graded, "{}", v.code);
            let written = ruling::present::answer_text(given, Lang::De);
            let marked = Drawn::from(v.clone()).mark(&[written.as_str()], Lang::De);
            assert_eq!(marked.credit, graded.credit(), "{}", v.code);
            let paper = &marked.boxes[0].1;
            match (&graded.outcome, &graded.misreading) {
                (Outcome::Correct, _) => assert_eq!(*paper, Mark::Correct),
                (_, Some(m)) => {
                    assert!(matches!(paper, Mark::Misread { id, .. } if *id == m.id))
                }
                _ => assert_eq!(*paper, Mark::Wrong),
            }
        }
    }
}
