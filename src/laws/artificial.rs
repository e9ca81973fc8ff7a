//! Artificial adjusted scores (Law 12C2): when no result can be obtained, each
//! contestant scores by its share of the fault: average plus, average or average minus.
//! In teams that is +3, 0 or −3 IMPs (Law 86A); in pairs 60 %, 50 % or 40 %, moved to
//! the contestant's session percentage where Law 12C2(b) says so.

use serde::Serialize;

use crate::model::fraction::{display, rounded};
use crate::model::{Fraction, Percent, Side};

use super::{Fault, Law, Message, Ruling, Step};

/// Teams (IMPs) or pairs (percentages); in pairs, each pair's percentage over the
/// session when known, for Law 12C2(b).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Teams,
    Pairs {
        ns_session: Option<Percent>,
        ew_session: Option<Percent>,
    },
}

/// A board on which no result could be obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtificialCase {
    pub form: Form,
    pub ns: Fault,
    pub ew: Fault,
}

/// IMPs in teams, percentages in pairs, for each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ArtificialVerdict {
    #[serde(serialize_with = "rounded")]
    pub ns: Fraction,
    #[serde(serialize_with = "rounded")]
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
    let mut score = |side: Side, fault: Fault, session: Option<Percent>| -> Fraction {
        let session = session.map(Percent::get);
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
            Form::Pairs { .. } => {
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
    let (ns_session, ew_session) = match case.form {
        Form::Teams => (None, None),
        Form::Pairs {
            ns_session,
            ew_session,
        } => (ns_session, ew_session),
    };
    let ns = score(Side::NorthSouth, case.ns, ns_session);
    let ew = score(Side::EastWest, case.ew, ew_session);
    Ruling {
        verdict: ArtificialVerdict { ns, ew },
        steps,
    }
}
