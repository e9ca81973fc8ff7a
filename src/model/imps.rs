//! The WBF IMP scale: a difference in total points converted to International Match Points.

/// Lower bound of each IMP step: a difference of at least `STEPS[i]` is worth `i + 1` IMPs.
const STEPS: [i32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// IMPs for a points difference; negative in, negative out.
///
/// Differences that are not multiples of ten (which no real score gives) fall to the
/// step whose lower bound they reach: 15 is 0 IMPs, 45 is 1.
pub fn imps(difference: i32) -> i32 {
    let size = difference.unsigned_abs();
    let steps = STEPS
        .iter()
        .take_while(|bound| size >= bound.unsigned_abs())
        .count() as i32;
    if difference < 0 { -steps } else { steps }
}

/// The band of differences worth `imps` IMPs (0–24): its first and last difference,
/// the last open for 24.
pub fn band(imps: i32) -> (i32, Option<i32>) {
    let i = imps.clamp(0, STEPS.len() as i32) as usize;
    let from = if i == 0 { 0 } else { STEPS[i - 1] };
    (from, STEPS.get(i).map(|next| next - 10))
}

/// The scale as (first difference, last difference, IMPs) rows, for printing it in a lesson.
pub fn scale() -> impl Iterator<Item = (i32, Option<i32>, i32)> {
    (0..=STEPS.len() as i32).map(|imps| {
        let (from, to) = band(imps);
        (from, to, imps)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_example_570_is_11() {
        assert_eq!(imps(570), 11);
        assert_eq!(imps(-570), -11);
    }

    #[test]
    fn scale_rows_are_contiguous() {
        let rows: Vec<_> = scale().collect();
        assert_eq!(rows.first(), Some(&(0, Some(10), 0)));
        assert_eq!(rows.last(), Some(&(4000, None, 24)));
        for pair in rows.windows(2) {
            assert_eq!(pair[0].1.map(|to| to + 10), Some(pair[1].0));
        }
    }
}
