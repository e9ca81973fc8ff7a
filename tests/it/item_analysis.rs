//! Item analysis as Moodle's quiz statistics report computes it
//! (`../shared/reviews/anchors-exams.md` § 1): a worked example done by hand, and the
//! library against a second computation written the naive way, on many random classes.

use ruling::grading::analysis::{AnalysisError, ItemFlag, analyse};

fn close(found: f64, expected: f64) {
    assert!(
        (found - expected).abs() < 1e-9,
        "found {found}, expected {expected}"
    );
}

/// Five students, four questions. Question 2 is worth 2 marks (half credit possible),
/// the others 1. Question 4 is right only for the two weakest students: mis-keyed.
///
/// Marks (fraction × marks):
///
/// | student | Q1 | Q2 | Q3 | Q4 | total T |
/// |---------|----|----|----|----|---------|
/// | Anne    | 1  | 2  | 1  | 0  | 4       |
/// | Bjørn   | 1  | 2  | 1  | 0  | 4       |
/// | Cecilie | 1  | 1  | 0  | 0  | 2       |
/// | Dag     | 0  | 1  | 0  | 1  | 2       |
/// | Eva     | 0  | 0  | 0  | 1  | 1       |
#[test]
fn a_class_of_five_worked_by_hand() {
    let scores = vec![
        vec![1.0, 1.0, 1.0, 0.0],
        vec![1.0, 1.0, 1.0, 0.0],
        vec![1.0, 0.5, 0.0, 0.0],
        vec![0.0, 0.5, 0.0, 1.0],
        vec![0.0, 0.0, 0.0, 1.0],
    ];
    let report = analyse(&scores, &[1.0, 2.0, 1.0, 1.0]).unwrap();
    assert_eq!(report.students, 5);

    // Q1: x = 1 1 1 0 0, x̄ = 3/5, facility 60 %.
    //   Σ(x−x̄)² = 3·(2/5)² + 2·(3/5)² = 12/25 + 18/25 = 6/5; var x = (6/5)/4 = 3/10;
    //   SD = √0.3 = 0.5477 of 1 mark → 54.77 %.
    //   rest y = T − x = 3 3 1 2 1, ȳ = 2; Σ(y−ȳ)² = 1+1+1+0+1 = 4, var y = 1.
    //   Σ(x−x̄)(y−ȳ) = 2/5·1 + 2/5·1 + 2/5·(−1) + (−3/5)·0 + (−3/5)·(−1) = 1; cov = 1/4.
    //   discrimination = 100 · (1/4) / √(3/10 · 1) = 45.64.
    //   sorted: x 0 0 1 1 1, y 1 1 2 3 3: Σ = (−3/5)(−1)·2 + (2/5)(0) + (2/5)(1)·2 = 2,
    //   cov_max = 2/4 = 1/2; efficiency = 100 · (1/4)/(1/2) = 50.
    let q1 = &report.items[0];
    close(q1.facility, 60.0);
    close(q1.sd, 100.0 * 0.3_f64.sqrt());
    close(q1.discrimination.unwrap(), 100.0 * 0.25 / 0.3_f64.sqrt());
    close(q1.efficiency.unwrap(), 50.0);
    assert!(q1.flags.is_empty());

    // Q2 (2 marks): x = 2 2 1 1 0, x̄ = 6/5, facility (6/5)/2 = 60 %.
    //   Σ(x−x̄)² = 2·(4/5)² + 2·(1/5)² + (6/5)² = 32/25 + 2/25 + 36/25 = 14/5;
    //   var x = 7/10; SD = √0.7 / 2 = 41.83 %.
    //   y = 2 2 1 1 1, ȳ = 7/5; Σ(y−ȳ)² = 2·(3/5)² + 3·(2/5)² = 6/5, var y = 3/10.
    //   Σ(x−x̄)(y−ȳ) = 2·(4/5)(3/5) + 2·(−1/5)(−2/5) + (−6/5)(−2/5) = 24/25+4/25+12/25
    //   = 8/5, cov = 2/5; discrimination = 100 · 0.4 / √(0.7·0.3) = 87.29.
    //   x and y are already in the same order: cov_max = cov, efficiency 100.
    let q2 = &report.items[1];
    close(q2.facility, 60.0);
    close(q2.sd, 100.0 * 0.7_f64.sqrt() / 2.0);
    close(q2.discrimination.unwrap(), 100.0 * 0.4 / 0.21_f64.sqrt());
    close(q2.efficiency.unwrap(), 100.0);

    // Q4: x = 0 0 0 1 1, x̄ = 2/5, facility 40 %; var x = 3/10.
    //   y = 4 4 2 1 0, ȳ = 11/5; Σ(y−ȳ)² = 2·(9/5)² + (1/5)² + (6/5)² + (11/5)²
    //   = (162 + 1 + 36 + 121)/25 = 64/5, var y = 16/5.
    //   Σ(x−x̄)(y−ȳ) = (−2/5)(9/5)·2 + (−2/5)(−1/5) + (3/5)(−6/5) + (3/5)(−11/5)
    //   = (−36 + 2 − 18 − 33)/25 = −17/5, cov = −17/20.
    //   discrimination = 100 · (−0.85) / √(0.3 · 3.2) = −86.75: flagged.
    //   sorted: x 0 0 0 1 1, y 0 1 2 4 4: Σ = (−2/5)(−11/5 −6/5 −1/5) + (3/5)(9/5)·2
    //   = 36/25 + 54/25 = 18/5, cov_max = 9/10; efficiency = −85/0.9 = −94.44.
    let q4 = &report.items[3];
    close(q4.facility, 40.0);
    close(q4.discrimination.unwrap(), -85.0 / 0.96_f64.sqrt());
    close(q4.efficiency.unwrap(), -850.0 / 9.0);
    assert_eq!(
        q4.flags,
        vec![ItemFlag::NegativeDiscrimination, ItemFlag::LowEfficiency]
    );
    let flagged: Vec<usize> = report.negative().map(|i| i.question).collect();
    assert_eq!(flagged, vec![3]);

    // The test: T = 4 4 2 2 1, T̄ = 13/5; Σ(T−T̄)² = 2·(7/5)² + 2·(3/5)² + (8/5)²
    //   = (98 + 18 + 64)/25 = 36/5, var T = 9/5, SD = √1.8 = 1.342 marks of 5.
    //   Σ var xᵢ = 3/10 + 7/10 + 3/10 + 3/10 = 8/5 (Q3: x = 1 1 0 0 0, var 3/10).
    //   α = 100 · 4/3 · (1 − (8/5)/(9/5)) = 100 · 4/3 · 1/9 = 400/27 = 14.81.
    //   error ratio = 100 · √(1 − 4/27) = 100 · √(23/27) = 92.30;
    //   SE = 0.9230 · 1.342 = 1.238 marks.
    close(report.test.mean, 2.6);
    close(report.test.max, 5.0);
    close(report.test.sd, 1.8_f64.sqrt());
    close(report.test.alpha.unwrap(), 400.0 / 27.0);
    close(
        report.test.error_ratio.unwrap(),
        100.0 * (23.0_f64 / 27.0).sqrt(),
    );
    close(
        report.test.standard_error.unwrap(),
        (23.0_f64 / 27.0).sqrt() * 1.8_f64.sqrt(),
    );
}

/// A question everyone got right has no discrimination (its marks do not vary), and is
/// not flagged for it.
#[test]
fn a_question_all_got_right_has_no_discrimination() {
    let scores = vec![vec![1.0, 1.0], vec![1.0, 0.0], vec![1.0, 0.5]];
    let report = analyse(&scores, &[1.0, 1.0]).unwrap();
    assert_eq!(report.items[0].discrimination, None);
    assert_eq!(report.items[0].efficiency, None);
    assert!(report.items[0].flags.is_empty());
    close(report.items[0].facility, 100.0);
}

#[test]
fn bad_input_names_the_cell() {
    assert_eq!(
        analyse(&[vec![1.0]], &[1.0]),
        Err(AnalysisError::TooFewStudents(1))
    );
    let err = analyse(&[vec![1.0, 0.2], vec![0.0, f64::NAN]], &[1.0, 1.0]).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("student 1 (row 2), question 1 (column 2)")
    );
    let err = analyse(&[vec![1.0], vec![0.0]], &[0.0]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "question 0 (column 1): its marks 0 are not a positive number"
    );
}

/// A small deterministic generator, so the random classes are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// Pearson's r from raw sums, the textbook way: (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)).
fn naive_r(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len() as f64;
    let (sx, sy) = (x.iter().sum::<f64>(), y.iter().sum::<f64>());
    let sxy: f64 = x.iter().zip(y).map(|(a, b)| a * b).sum();
    let sxx: f64 = x.iter().map(|a| a * a).sum();
    let syy: f64 = y.iter().map(|b| b * b).sum();
    (n * sxy - sx * sy) / ((n * sxx - sx * sx) * (n * syy - sy * sy)).sqrt()
}

/// Population variance (÷ n): α's ratio of variances does not depend on the divisor.
fn pop_var(v: &[f64]) -> f64 {
    let n = v.len() as f64;
    let m = v.iter().sum::<f64>() / n;
    v.iter().map(|a| (a - m) * (a - m)).sum::<f64>() / n
}

/// The largest Σxy over every pairing of the rests with the marks, by trying all of
/// them: what sorting both gives, by the rearrangement inequality.
fn best_pairing(x: &[f64], y: &[f64]) -> f64 {
    fn go(x: &[f64], rest: &mut Vec<f64>, acc: f64, best: &mut f64) {
        if rest.is_empty() {
            *best = best.max(acc);
            return;
        }
        let i = x.len() - rest.len();
        for k in 0..rest.len() {
            let v = rest.swap_remove(k);
            go(x, rest, acc + x[i] * v, best);
            rest.push(v);
            let last = rest.len() - 1;
            rest.swap(k, last);
        }
    }
    let mut best = f64::MIN;
    go(x, &mut y.to_vec(), 0.0, &mut best);
    best
}

#[test]
fn agrees_with_the_naive_formulas_on_random_classes() {
    let mut rng = Lcg(35);
    for class in 0..200 {
        let students = 2 + (rng.next() % 6) as usize; // 2–7: all pairings stay cheap
        let questions = 1 + (rng.next() % 5) as usize;
        let max: Vec<f64> = (0..questions)
            .map(|_| 1.0 + (rng.next() % 3) as f64)
            .collect();
        let scores: Vec<Vec<f64>> = (0..students)
            .map(|_| {
                (0..questions)
                    .map(|_| (rng.next() % 5) as f64 / 4.0)
                    .collect()
            })
            .collect();
        let report = analyse(&scores, &max).unwrap();
        let marks = |q: usize| -> Vec<f64> { scores.iter().map(|r| r[q] * max[q]).collect() };
        let totals: Vec<f64> = (0..students)
            .map(|s| (0..questions).map(|q| scores[s][q] * max[q]).sum())
            .collect();
        for (q, &top) in max.iter().enumerate() {
            let x = marks(q);
            let y: Vec<f64> = totals.iter().zip(&x).map(|(t, x)| t - x).collect();
            let item = &report.items[q];
            let n = students as f64;
            close(item.facility, 100.0 * x.iter().sum::<f64>() / n / top);
            let (vx, vy) = (pop_var(&x), pop_var(&y));
            match item.discrimination {
                Some(d) => close(d / 100.0, naive_r(&x, &y)),
                None => assert!(vx < 1e-12 || vy < 1e-12, "class {class} q{q}"),
            }
            // Efficiency: Σ(x−x̄)(y−ȳ) = Σxy − nx̄ȳ for the students' pairing, over the
            // same for the best pairing.
            let (mx, my) = (x.iter().sum::<f64>() / n, y.iter().sum::<f64>() / n);
            let actual: f64 = x.iter().zip(&y).map(|(a, b)| a * b).sum::<f64>() - n * mx * my;
            let best = best_pairing(&x, &y) - n * mx * my;
            match item.efficiency {
                Some(e) => close(e / 100.0, actual / best),
                None => assert!(best < 1e-9, "class {class} q{q}"),
            }
            assert_eq!(
                item.flags.contains(&ItemFlag::NegativeDiscrimination),
                item.discrimination.is_some_and(|d| d < 0.0)
            );
        }
        let vt = pop_var(&totals);
        let sum: f64 = (0..questions).map(|q| pop_var(&marks(q))).sum();
        match report.test.alpha {
            Some(a) => {
                let p = questions as f64;
                close(a / 100.0, p / (p - 1.0) * (1.0 - sum / vt));
            }
            None => assert!(questions == 1 || vt < 1e-12, "class {class}"),
        }
    }
}
