//! The WBF IMP scale (Law 78B), band by band: both ends of every band and the
//! differences just outside it (real differences are multiples of ten), for gains and
//! losses alike; then the properties any IMP scale must have.
//!
//! Source: Laws of Duplicate Bridge 2017, Law 78B (International Matchpoint Scoring),
//! <https://www.pzbs.pl/sedziowie/mpb/2017/en/l78.html>.

use proptest::prelude::*;
use ruling::model::imps::{band, imps, scale};

/// The scale as printed in Law 78B: (first difference, last difference, IMPs);
/// the last band is open ("4000+").
const LAW_78B: [(i32, Option<i32>, i32); 25] = [
    (0, Some(10), 0),
    (20, Some(40), 1),
    (50, Some(80), 2),
    (90, Some(120), 3),
    (130, Some(160), 4),
    (170, Some(210), 5),
    (220, Some(260), 6),
    (270, Some(310), 7),
    (320, Some(360), 8),
    (370, Some(420), 9),
    (430, Some(490), 10),
    (500, Some(590), 11),
    (600, Some(740), 12),
    (750, Some(890), 13),
    (900, Some(1090), 14),
    (1100, Some(1290), 15),
    (1300, Some(1490), 16),
    (1500, Some(1740), 17),
    (1750, Some(1990), 18),
    (2000, Some(2240), 19),
    (2250, Some(2490), 20),
    (2500, Some(2990), 21),
    (3000, Some(3490), 22),
    (3500, Some(3990), 23),
    (4000, None, 24),
];

/// A difference of `from`..=`to` points is worth `worth` IMPs; 10 less than `from` is
/// worth one IMP less, 10 more than `to` one IMP more; a loss of the same size costs as
/// many IMPs.
fn check_band(from: i32, to: i32, worth: i32) {
    for (difference, expected) in [(from, worth), (to, worth), (to + 10, worth + 1)] {
        assert_eq!(imps(difference), expected, "a gain of {difference}");
        assert_eq!(imps(-difference), -expected, "a loss of {difference}");
    }
    if from > 0 {
        assert_eq!(imps(from - 10), worth - 1, "a gain of {}", from - 10);
        assert_eq!(imps(10 - from), 1 - worth, "a loss of {}", from - 10);
    }
    for difference in (from..=to).step_by(10) {
        assert_eq!(imps(difference), worth, "a gain of {difference}");
        assert_eq!(imps(-difference), -worth, "a loss of {difference}");
    }
}

macro_rules! bands {
    ($($name:ident: $from:literal to $to:literal is $worth:literal;)*) => {
        $(
            /// Source: Law 78B, IMP scale.
            #[test]
            fn $name() {
                check_band($from, $to, $worth);
            }
        )*
    };
}

bands! {
    difference_0_to_10_is_0_imps: 0 to 10 is 0;
    difference_20_to_40_is_1_imp: 20 to 40 is 1;
    difference_50_to_80_is_2_imps: 50 to 80 is 2;
    difference_90_to_120_is_3_imps: 90 to 120 is 3;
    difference_130_to_160_is_4_imps: 130 to 160 is 4;
    difference_170_to_210_is_5_imps: 170 to 210 is 5;
    difference_220_to_260_is_6_imps: 220 to 260 is 6;
    difference_270_to_310_is_7_imps: 270 to 310 is 7;
    difference_320_to_360_is_8_imps: 320 to 360 is 8;
    difference_370_to_420_is_9_imps: 370 to 420 is 9;
    difference_430_to_490_is_10_imps: 430 to 490 is 10;
    difference_500_to_590_is_11_imps: 500 to 590 is 11;
    difference_600_to_740_is_12_imps: 600 to 740 is 12;
    difference_750_to_890_is_13_imps: 750 to 890 is 13;
    difference_900_to_1090_is_14_imps: 900 to 1090 is 14;
    difference_1100_to_1290_is_15_imps: 1100 to 1290 is 15;
    difference_1300_to_1490_is_16_imps: 1300 to 1490 is 16;
    difference_1500_to_1740_is_17_imps: 1500 to 1740 is 17;
    difference_1750_to_1990_is_18_imps: 1750 to 1990 is 18;
    difference_2000_to_2240_is_19_imps: 2000 to 2240 is 19;
    difference_2250_to_2490_is_20_imps: 2250 to 2490 is 20;
    difference_2500_to_2990_is_21_imps: 2500 to 2990 is 21;
    difference_3000_to_3490_is_22_imps: 3000 to 3490 is 22;
    difference_3500_to_3990_is_23_imps: 3500 to 3990 is 23;
}

/// Source: Law 78B, IMP scale ("4000+ 24").
#[test]
fn difference_4000_or_more_is_24_imps() {
    assert_eq!(imps(3990), 23);
    assert_eq!(imps(-3990), -23);
    for difference in [4000, 4010, 5000, 7600, 100_000, i32::MAX] {
        assert_eq!(imps(difference), 24, "a gain of {difference}");
        assert_eq!(imps(-difference), -24, "a loss of {difference}");
    }
    assert_eq!(imps(i32::MIN), -24);
}

/// Source: Law 78B: the IMP column of the scale, as `band` reports it for lessons.
#[test]
fn band_gives_the_printed_range_for_every_imp_count() {
    for (from, to, worth) in LAW_78B {
        assert_eq!(band(worth), (from, to), "{worth} IMPs");
    }
}

/// Source: Law 78B: the whole scale, in order, as `scale` prints it.
#[test]
fn scale_prints_the_law_78b_table() {
    assert_eq!(scale().collect::<Vec<_>>(), LAW_78B);
}

/// Source: Law 78B with Law 77 scores: 4♠ vulnerable made at one table (+620) and
/// one down at the other (+100 to the defenders) is a 720 swing, 12 IMPs.
#[test]
fn vulnerable_game_made_against_one_down_is_12_imps() {
    assert_eq!(imps(620 + 100), 12);
    assert_eq!(imps(-(620 + 100)), -12);
}

/// Source: Law 78B with Law 77 scores: 6NT not vulnerable (+990) against 3NT+3 (+490)
/// is a 500 difference, 11 IMPs.
#[test]
fn bidding_a_non_vulnerable_notrump_slam_is_worth_11_imps() {
    assert_eq!(imps(990 - 490), 11);
}

proptest! {
    /// A loss costs exactly what the same gain earns.
    #[test]
    fn imps_are_odd(difference in -i32::MAX..=i32::MAX) {
        prop_assert_eq!(imps(-difference), -imps(difference));
    }

    /// A bigger difference never earns fewer IMPs.
    #[test]
    fn imps_never_fall_as_the_difference_grows(a in -10_000i32..=10_000, b in -10_000i32..=10_000) {
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        prop_assert!(imps(low) <= imps(high), "imps({low}) = {}, imps({high}) = {}", imps(low), imps(high));
    }

    /// Neighbouring real differences (ten points apart) differ by at most one IMP.
    #[test]
    fn ten_points_more_is_at_most_one_imp_more(tens in -500i32..=500) {
        let step = imps(10 * tens + 10) - imps(10 * tens);
        prop_assert!((0..=1).contains(&step), "{} to {}: {step}", 10 * tens, 10 * tens + 10);
    }

    /// No board is worth more than 24 IMPs either way.
    #[test]
    fn imps_stay_within_24(difference in any::<i32>()) {
        prop_assert!((-24..=24).contains(&imps(difference)), "imps({difference}) = {}", imps(difference));
    }
}
