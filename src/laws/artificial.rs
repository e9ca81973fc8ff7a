//! Artificial adjusted scores (Law 12C2): when no result can be obtained, each
//! contestant scores by its share of the fault: average plus, average or average minus.
//! In teams that is +3, 0 or −3 IMPs (Law 86A); in pairs 60 %, 50 % or 40 %, moved to
//! the contestant's session percentage where Law 12C2(b) says so.

use crate::model::fraction::display;
use crate::model::{Fraction, Side};

use super::{Fault, Law, Message, Ruling, Step};

/// Teams (IMPs) or pairs (percentages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Teams,
    Pairs,
}

/// A board on which no result could be obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtificialCase {
    pub form: Form,
    pub ns: Fault,
    pub ew: Fault,
    /// The pair's percentage over the session (pairs only), for Law 12C2(b).
    pub ns_session_pct: Option<Fraction>,
    pub ew_session_pct: Option<Fraction>,
}

/// IMPs in teams, percentages in pairs, for each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtificialVerdict {
    pub ns: Fraction,
    pub ew: Fraction,
}

/// The artificial score of one contestant in teams (IMPs, Law 86A).
pub const fn teams_imps(fault: Fault) -> i32 {
    match fault {
        Fault::Innocent => 3,
        Fault::Partly => 0,
        Fault::Guilty => -3,
    }
}

/// Rules an artificial adjusted score for both sides.
pub fn rule_artificial(case: &ArtificialCase) -> Ruling<ArtificialVerdict> {
    let mut steps = Vec::new();
    let mut score = |side: Side, fault: Fault, session: Option<Fraction>| -> Fraction {
        match case.form {
            Form::Teams => {
                let imps = teams_imps(fault);
                steps.push(Step::new(
                    Law::L12C2a,
                    Message::new("artificial-fault")
                        .with("side", side)
                        .with("fault", fault.code()),
                ));
                steps.push(Step::new(
                    Law::L86A,
                    Message::new("artificial-teams")
                        .with("side", side)
                        .with("imps", imps),
                ));
                Fraction::from_integer(imps.into())
            }
            Form::Pairs => {
                let base = Fraction::from_integer(match fault {
                    Fault::Innocent => 60,
                    Fault::Partly => 50,
                    Fault::Guilty => 40,
                });
                steps.push(Step::new(
                    Law::L12C2a,
                    Message::new("artificial-pairs")
                        .with("side", side)
                        .with("fault", fault.code())
                        .code("pct", display(base)),
                ));
                let moved = match (fault, session) {
                    (Fault::Innocent, Some(pct)) if pct > base => Some(pct),
                    (Fault::Guilty, Some(pct)) if pct < base => Some(pct),
                    _ => None,
                };
                match moved {
                    Some(pct) => {
                        steps.push(Step::new(
                            Law::L12C2b,
                            Message::new("artificial-session")
                                .with("side", side)
                                .with("fault", fault.code())
                                .code("pct", display(pct)),
                        ));
                        pct
                    }
                    None => base,
                }
            }
        }
    };
    let ns = score(Side::NorthSouth, case.ns, case.ns_session_pct);
    let ew = score(Side::EastWest, case.ew, case.ew_session_pct);
    Ruling {
        verdict: ArtificialVerdict { ns, ew },
        steps,
    }
}
