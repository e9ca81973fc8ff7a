//! Misreadings of the claim laws (68–71): the claim granted as made, the best line
//! credited where only a normal one counts, the unmentioned trump forgotten, and for a
//! withdrawal the other paragraph's test (Law 71's normal play for 69B's "likely", and
//! the other way round); Law 68B2 read the wrong way round.

use crate::laws::claim::{ClaimCase, ClaimVerdict, Withdrawal};
use crate::laws::{Answer, Case, Field, Law, Ruling, Verdict};

use super::{Candidate, Rerule};

pub(super) fn claim(
    case: &ClaimCase,
    verdict: &ClaimVerdict,
    ruling: &Ruling<Verdict>,
    with: &Rerule,
) -> Vec<Candidate> {
    let cited = |law: Law| ruling.steps.iter().any(|s| s.law == law);
    let declarer_won = i64::from(case.declarer_won.get());
    let remaining = 13 - declarer_won - i64::from(case.defence_won.get());
    let claimer_is_declarer = case.claimer.side() == case.declarer.side();
    // The asked field when `t` of the remaining tricks go to the claimer's side.
    let as_field = |t: i64| -> Option<Answer> {
        match with.asked.field {
            Field::ClaimerTricks => with.number(t),
            Field::DeclarerTricks => with.number(
                declarer_won
                    + if claimer_is_declarer {
                        t
                    } else {
                        remaining - t
                    },
            ),
            _ => None,
        }
    };
    let claimed = i64::from(case.claimed.get());
    let normal = i64::from(verdict.normal_tricks.get());
    let dd = i64::from(verdict.double_dummy_tricks.get());
    let mut out = Vec::new();
    if with.asked.field == Field::PlayContinues {
        // Law 68B2 read the wrong way round: a defender's partner's objection ignored, or
        // dummy's objection given the effect only a defender's partner's has.
        if cited(Law::L68B2) {
            let id = if claimer_is_declarer {
                "misread-68b2-dummy-objects"
            } else {
                "misread-68b2-objection-ignored"
            };
            out.push((
                id,
                Law::L68B2,
                Some(Answer::YesNo(!verdict.play_continues())),
            ));
        }
        return out;
    }
    match case.withdrawal {
        Some(Withdrawal::Concession) => {
            out.push(("misread-71-nothing-restored", Law::L71, as_field(claimed)));
            out.push(("misread-71-best-play", Law::L71, as_field(dd.max(claimed))));
        }
        Some(Withdrawal::Acquiescence) => {
            let conceded = remaining - claimed;
            // Law 71's test: the defenders get back what the claimer's worst normal line loses.
            let by_normal = claimed - (remaining - normal - conceded).max(0);
            out.push((
                "misread-69b-nothing-restored",
                Law::L69B2,
                as_field(claimed),
            ));
            out.push(("misread-69b-normal-line", Law::L69B2, as_field(by_normal)));
        }
        None => {
            if cited(Law::L70C) {
                out.push((
                    "misread-70c-trump-forgotten",
                    Law::L70C,
                    with.answer(Case::Claim(ClaimCase {
                        trumps_mentioned: true,
                        ..case.clone()
                    })),
                ));
            }
            let best = if cited(Law::L70E1) {
                ("misread-70e-finesse-credited", Law::L70E1)
            } else {
                ("misread-70-best-play", Law::L70A)
            };
            out.push((best.0, best.1, as_field(dd.min(claimed))));
            out.push(("misread-70-as-claimed", Law::L70A, as_field(claimed)));
        }
    }
    out
}
