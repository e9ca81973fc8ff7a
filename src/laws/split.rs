//! Consequent and subsequent damage (Law 12C1(b)), in teams or in pairs.
//!
//! The non-offending side caused part of its own bad result by a serious error after
//! the infraction. It is redressed only for the damage the infraction itself caused:
//! the score between the result without the infraction and the result that normal play
//! after the infraction would have given. The offenders get the score as if the
//! infraction had not occurred. In teams every result is in IMPs against the other
//! table, as in the WBF commentary's examples (seeds/004); in pairs the same split is
//! made in the event's unit, each result matchpointed against the other tables' scores
//! (Law 78A) as a percentage: the non-offenders keep their table percentage plus the
//! percentage the infraction cost them, the offenders get the percentage of the score
//! without the infraction. The two pairs' percentages need not sum to 100.
//!
//! When the non-offenders did no worse than normal play after the infraction (no
//! self-inflicted damage), this is the ordinary 12C1 redress: the better of the table
//! result and the result without the infraction.
//!
//! All of this presupposes damage: 12C1(b) speaks of a side that "has contributed to its
//! own damage", and Law 12B1 defines damage as a table result less favourable than the
//! one expected had the infraction not occurred. When the non-offenders' table result
//! is at least as good for them as the result without the infraction, there was no
//! damage, no adjusted score is assigned, and both sides keep the table result: the
//! offenders too, rather than a no-infraction score that would be better for them.
//! (In the WBF commentary's example A the non-offenders' table result, −11, is worse
//! than the −4 without the infraction: they were damaged, if only by their own error,
//! so the offenders get the no-infraction score.)

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::model::fraction::{display, rounded};
use crate::model::{Fraction, NsScore, Side};

use super::matchpoints::Comparison;
use super::weighted::Scoring;
use super::{Law, Message, Ruling, Step};

/// The results at this table and what they are scored against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitCase {
    /// The side that committed the infraction.
    pub offenders: Side,
    /// The result at this table.
    pub actual_ns: NsScore,
    /// What normal play after the infraction would have given.
    pub normal_after_infraction_ns: NsScore,
    /// What the board would have given without the infraction.
    pub without_infraction_ns: NsScore,
    /// Teams against the other table's result, or pairs against the other tables'.
    pub scoring: Scoring,
}

/// Each side's score on the board after the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplitVerdict {
    /// IMPs for each team, named by the seats its pair held at this table.
    Teams {
        /// IMPs for the team whose pair sat North-South at this table.
        ns_team: i32,
        /// IMPs for the team whose pair sat East-West at this table.
        ew_team: i32,
    },
    /// Each pair's matchpoint percentage, exact.
    Pairs {
        /// North-South's percentage.
        ns_pct: Fraction,
        /// East-West's percentage.
        ew_pct: Fraction,
    },
}

impl SplitVerdict {
    /// The two teams' IMPs, North-South's team first; `None` in pairs.
    pub fn teams(self) -> Option<(i32, i32)> {
        match self {
            SplitVerdict::Teams { ns_team, ew_team } => Some((ns_team, ew_team)),
            SplitVerdict::Pairs { .. } => None,
        }
    }
}

/// Teams: `ns_team`, `ew_team`. Pairs: `ns_pct`, `ew_pct` rounded to two decimals and
/// their exact forms, as a weighted score in pairs prints them.
impl Serialize for SplitVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            SplitVerdict::Teams { ns_team, ew_team } => {
                let mut out = s.serialize_struct("SplitVerdict", 2)?;
                out.serialize_field("ns_team", &ns_team)?;
                out.serialize_field("ew_team", &ew_team)?;
                out.end()
            }
            SplitVerdict::Pairs { ns_pct, ew_pct } => {
                let mut out = s.serialize_struct("SplitVerdict", 4)?;
                out.serialize_field("ns_pct", &Rounded(ns_pct))?;
                out.serialize_field("ew_pct", &Rounded(ew_pct))?;
                out.serialize_field("ns_pct_exact", &display(ns_pct))?;
                out.serialize_field("ew_pct_exact", &display(ew_pct))?;
                out.end()
            }
        }
    }
}

struct Rounded(Fraction);

impl Serialize for Rounded {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        rounded(&self.0, s)
    }
}

/// A score in the event's unit put into a sentence: whole IMPs in teams, a percentage
/// to two decimals in pairs.
fn put(message: Message, name: &'static str, value: Fraction, pairs: bool) -> Message {
    if pairs {
        message.decimal(name, value)
    } else {
        message.with(name, i32::try_from(value.to_integer()).unwrap_or(i32::MAX))
    }
}

/// Splits the damage between what the infraction caused and what the non-offenders did
/// to themselves afterwards (Law 12C1(b)), in the event's unit.
pub fn rule_split(case: &SplitCase) -> Ruling<SplitVerdict> {
    let innocent = case.offenders.opponents();
    let pairs = matches!(case.scoring, Scoring::Pairs { .. });
    let id = |teams: &'static str, in_pairs: &'static str| if pairs { in_pairs } else { teams };
    // The figure's name in the sentence: IMPs in teams, a percentage in pairs.
    let (score, offenders_score) = if pairs {
        ("pct", "offenders_pct")
    } else {
        ("imps", "offenders_imps")
    };
    // Scores from the non-offending side's point of view.
    let view = |ns: NsScore| case.scoring.score(ns).for_side(innocent);
    let actual = view(case.actual_ns);
    let normal = view(case.normal_after_infraction_ns);
    let without = view(case.without_infraction_ns);
    let first = match &case.scoring {
        Scoring::Teams { other_table_ns } => Message::new("split-actual")
            .with("other", other_table_ns.ns())
            .with(
                "imps",
                i32::try_from(actual.to_integer()).unwrap_or(i32::MAX),
            ),
        Scoring::Pairs { other_tables_ns } => {
            let c = Comparison::of_score(case.actual_ns, other_tables_ns);
            let matchpoints = match innocent {
                Side::NorthSouth => c.ns_matchpoints(),
                Side::EastWest => c.ew_matchpoints(),
            };
            Message::new("split-actual-pairs")
                .with("others", c.others as usize)
                .with("matchpoints", matchpoints as usize)
                .with("top", c.top() as usize)
                .decimal("pct", actual)
        }
    };
    let mut steps = vec![
        Step::new(
            Law::L12C1b,
            first.with("side", innocent).with("ns", case.actual_ns.ns()),
        ),
        Step::new(
            Law::L12C1b,
            put(
                Message::new(id("split-normal", "split-normal-pairs"))
                    .with("ns", case.normal_after_infraction_ns.ns()),
                score,
                normal,
                pairs,
            ),
        ),
        Step::new(
            Law::L12C1b,
            put(
                Message::new(id("split-without", "split-without-pairs"))
                    .with("ns", case.without_infraction_ns.ns()),
                score,
                without,
                pairs,
            ),
        ),
    ];
    let offenders_view = |ns: NsScore| case.scoring.score(ns).for_side(case.offenders);
    let (innocent_score, offender_score) = if actual >= without {
        // No damage (Law 12B1): the table result stands for both sides.
        let offenders_table = offenders_view(case.actual_ns);
        let message = Message::new(id("split-not-damaged", "split-not-damaged-pairs"))
            .with("side", innocent)
            .with("offenders", case.offenders);
        let message = put(
            put(message, score, actual, pairs),
            offenders_score,
            offenders_table,
            pairs,
        );
        steps.push(Step::new(Law::L12B1, message));
        (actual, offenders_table)
    } else {
        let innocent_score = if actual < normal {
            let damage = if without > normal {
                without - normal
            } else {
                Fraction::from_integer(0)
            };
            let message = if damage > Fraction::from_integer(0) {
                id("split-consequent", "split-consequent-pairs")
            } else {
                id("split-no-damage", "split-no-damage-pairs")
            };
            let message = put(Message::new(message), "damage", damage, pairs);
            let message = put(message, "subsequent", normal - actual, pairs);
            steps.push(Step::new(
                Law::L12C1b,
                put(message, score, actual + damage, pairs),
            ));
            actual + damage
        } else {
            // The table result scores no worse than normal play: full redress. Either the
            // non-offenders played normally, or their error cost nothing in the event's
            // unit (−800 for −460 can be the same matchpoints); the step says which, for
            // a story that told of a serious error (review R10).
            let erred = case.actual_ns.for_side(innocent)
                < case.normal_after_infraction_ns.for_side(innocent);
            let message = Message::new(match (erred, pairs) {
                (false, _) => id("split-full-redress", "split-full-redress-pairs"),
                (true, false) => "split-error-cost-nothing",
                (true, true) => "split-error-cost-nothing-pairs",
            });
            steps.push(Step::new(Law::L12C1b, put(message, score, without, pairs)));
            without
        };
        let offender_score = offenders_view(case.without_infraction_ns);
        let message = Message::new(id("split-offenders", "split-offenders-pairs"))
            .with("side", case.offenders);
        steps.push(Step::new(
            Law::L12C1b,
            put(message, score, offender_score, pairs),
        ));
        (innocent_score, offender_score)
    };
    let (ns, ew) = match innocent {
        Side::NorthSouth => (innocent_score, offender_score),
        Side::EastWest => (offender_score, innocent_score),
    };
    let whole = |x: Fraction| i32::try_from(x.to_integer()).unwrap_or(i32::MAX);
    let verdict = if pairs {
        SplitVerdict::Pairs {
            ns_pct: ns,
            ew_pct: ew,
        }
    } else {
        SplitVerdict::Teams {
            ns_team: whole(ns),
            ew_team: whole(ew),
        }
    };
    Ruling { verdict, steps }
}
