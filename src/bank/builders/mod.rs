//! Scenario builders: parts of a case that need more than a drawn number, such as a real
//! deal with a play record. A builder reads drawn parameters and adds values of its own;
//! it may refuse a draw (`None`), which the generator then redraws.

use std::collections::BTreeMap;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use toml::Value;

use super::bidding;
use super::club::{RECORD_TOLERANCE, Table, deal_for_contract, expected_tricks};
use crate::model::play::winning_index;
use crate::model::{Card, Contract, Hand, Hands, Position, Rank, Seat, Suit, Vulnerability};

/// Drawn parameters by name, and what a builder adds to them.
pub type Params = BTreeMap<String, Value>;

/// `text` with each `{name}` replaced by parameter `name`'s value (a string as it is,
/// anything else as TOML writes it), in the parameters' order. A value is written only
/// where its placeholder occurs: a play record written out for every string of a case
/// was a tenth of a revoke variant's draw.
pub(crate) fn substitute(text: &str, params: &Params) -> String {
    let mut out = text.to_owned();
    for (name, value) in params {
        let placeholder = format!("{{{name}}}");
        if !out.contains(&placeholder) {
            continue;
        }
        let shown = match value {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        out = out.replace(&placeholder, &shown);
    }
    out
}

/// Where a builder's real deals come from: `None` deals them from the seeded generator,
/// `Some` draws among boards played elsewhere (a club's hand records read from PBN).
pub type Records<'a> = Option<&'a [crate::model::Deal]>;

/// The builders a template may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Builder {
    /// A real deal and a legal play record with a revoke.
    RevokePlay,
    /// An end position for a claim.
    ClaimPosition,
    /// A claim early in the play of a real deal (10 to 13 cards a hand).
    ClaimPlay,
    /// The trick counts of a revoke told as facts, worked out from the tricks each side
    /// won before, on and after the revoke trick, so that they can all be true.
    RevokeCounts,
}

impl Builder {
    /// The template's name for the builder.
    pub const fn code(self) -> &'static str {
        match self {
            Builder::RevokePlay => "revoke-play",
            Builder::ClaimPosition => "claim-position",
            Builder::ClaimPlay => "claim-play",
            Builder::RevokeCounts => "revoke-counts",
        }
    }

    /// The parameters the builder reads, which the template must draw.
    pub const fn reads(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &["contract", "declarer", "offender", "revoke_trick"],
            Builder::ClaimPosition => &["cards", "strain", "declarer", "claimer_role", "conceded"],
            Builder::ClaimPlay => &["contract", "declarer", "played", "conceded"],
            Builder::RevokeCounts => {
                &["declarer", "offender", "winner", "before", "later", "swing"]
            }
        }
    }

    /// What the builder adds, for checking a template's placeholders.
    pub const fn provides(self) -> &'static [&'static str] {
        match self {
            Builder::RevokePlay => &[
                "deal",
                "board",
                "auction",
                "play",
                "offender",
                "revoke_card",
                "suit_led",
                "second_offender",
                "second_trick",
                "second_card",
                "second_suit",
                "claimer",
                "claimed",
                "remaining",
                "namer",
                "asker",
                "changer",
                "changer_card",
                "partner",
                "partner_card",
                "withdrawn",
            ],
            Builder::ClaimPosition => &[
                "position",
                "claimer",
                "claimed",
                "declarer_won",
                "defence_won",
                "remaining",
            ],
            Builder::ClaimPlay => &[
                "position",
                "strain",
                "on_lead",
                "claimer",
                "claimed",
                "declarer_won",
                "defence_won",
                "remaining",
                "board",
                "auction",
            ],
            Builder::RevokeCounts => &["tricks", "without"],
        }
    }

    /// Runs the builder on the drawn parameters; `None` refuses the draw. A builder
    /// that deals a real hand takes it from `records` when given (a club's hand records,
    /// `--deals FILE.pbn`), else deals one itself.
    pub fn build(
        self,
        params: &Params,
        rng: &mut ChaCha8Rng,
        records: Records<'_>,
    ) -> Option<Params> {
        match self {
            Builder::RevokePlay => revoke_play(params, rng, records),
            Builder::ClaimPosition => claim_position(params, rng),
            Builder::ClaimPlay => claim_play(params, rng, records),
            Builder::RevokeCounts => revoke_counts(params),
        }
    }
}

/// Adds the board (`board`, of the drawn `vulnerable`) and the auction (`auction`, the
/// calls from the board's dealer) by which declarer's side reached the drawn `contract`
/// on `deal` (PBN): from the deal and the contract, never from the generator, so that
/// every seed keeps its deal and play (see [`super::bidding`]).
fn tell_board(params: &Params, deal: &str, out: &mut Params) -> Option<()> {
    let contract: Contract = params.get("contract")?.as_str()?.parse().ok()?;
    let declarer: Seat = params.get("declarer")?.as_str()?.parse().ok()?;
    let vulnerable: Vulnerability = params
        .get("vulnerable")
        .and_then(Value::as_str)
        .and_then(|v| v.parse().ok())
        .unwrap_or(Vulnerability::None);
    let board = bidding::board_for(vulnerable, deal)?;
    let calls = bidding::natural_calls(contract, declarer, board.dealer());
    out.insert("board".to_owned(), Value::from(i64::from(board.number())));
    out.insert(
        "auction".to_owned(),
        Value::from(bidding::calls_text(&calls)),
    );
    Some(())
}

/// A parameter as a whole number 0 or more.
fn count(params: &Params, name: &str) -> Option<usize> {
    usize::try_from(params.get(name)?.as_integer()?).ok()
}

fn int(n: usize) -> Value {
    Value::Integer(n as i64)
}

mod claim;
mod revoke_play;

use claim::{claim_play, claim_position};
use revoke_play::revoke_play;

/// Declarer's tricks as played (`tricks`) and had the revoke not occurred (`without`),
/// from what happened at the table: the offending side won `before` tricks before the
/// revoke trick, the revoke trick if `winner` is one of them, and `later` tricks after
/// it; without the revoke declarer would have taken `swing` tricks more (fewer, when
/// negative). The tricks won before the revoke trick stand whatever the revoke changed,
/// so a `swing` that would take them back is refused: "without the revoke declarer
/// takes 13" cannot follow two defensive tricks before it.
fn revoke_counts(params: &Params) -> Option<Params> {
    let seat = |name: &str| -> Option<Seat> { params.get(name)?.as_str()?.parse().ok() };
    let (declarer, offender, winner) = (seat("declarer")?, seat("offender")?, seat("winner")?);
    let before = count(params, "before")?;
    let later = count(params, "later")?;
    let swing = params.get("swing")?.as_integer()?;
    // The revoke trick is one of the thirteen, whoever won it.
    if before + later >= 13 {
        return None;
    }
    let offending = before + usize::from(winner.side() == offender.side()) + later;
    let declaring_offends = declarer.side() == offender.side();
    let tricks = if declaring_offends {
        offending
    } else {
        13 - offending
    };
    let without = usize::try_from(tricks as i64 + swing).ok()?;
    let (low, high) = if declaring_offends {
        (before, 13)
    } else {
        (0, 13 - before)
    };
    if !(low..=high).contains(&without) {
        return None;
    }
    let mut out = BTreeMap::new();
    out.insert("tricks".to_owned(), int(tricks));
    out.insert("without".to_owned(), int(without));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counts a story gives are the counts the check accepts: every draw the
    /// builder keeps has no contradiction, and every draw it refuses would have had one
    /// (or no room for the revoke trick itself).
    #[test]
    fn revoke_counts_refuse_exactly_the_impossible_stories() {
        use crate::bank::consistency::contradictions;
        use crate::laws::Case;
        use crate::laws::revoke::{RevokeCard, RevokeFacts, Table};
        use crate::model::{Tricks, Vulnerability};
        let (mut kept, mut refused) = (0, 0);
        for offender in ["E", "S"] {
            for winner in Seat::ALL {
                for before in 0..5i64 {
                    for later in 0..5i64 {
                        for swing in -3..=3i64 {
                            let params: Params = [
                                ("declarer", Value::from("S")),
                                ("offender", Value::from(offender)),
                                ("winner", Value::from(winner.to_string())),
                                ("before", Value::Integer(before)),
                                ("later", Value::Integer(later)),
                                ("swing", Value::Integer(swing)),
                            ]
                            .into_iter()
                            .map(|(k, v)| (k.to_owned(), v))
                            .collect();
                            let offender: Seat = offender.parse().unwrap();
                            let won = i64::from(winner.side() == offender.side());
                            let offending = before + won + later;
                            let tricks = if offender.side() == Seat::South.side() {
                                offending
                            } else {
                                13 - offending
                            };
                            let facts = RevokeFacts {
                                table: Table {
                                    contract: "4S".parse().unwrap(),
                                    declarer: Seat::South,
                                    vulnerability: Vulnerability::None,
                                },
                                offender,
                                established: true,
                                revoke_trick: None,
                                revoke_trick_won_by: winner,
                                offending_side_later_tricks: Tricks::new(later as u8),
                                declarer_tricks: Tricks::new(tricks as u8),
                                exception: None,
                                revoke_card: RevokeCard::FromHand,
                                tricks_without_revoke: Tricks::try_new((tricks + swing) as u8)
                                    .filter(|_| tricks + swing >= 0),
                            };
                            let possible = facts.tricks_without_revoke.is_some()
                                && contradictions(&Case::RevokeFacts(facts)).is_empty();
                            match revoke_counts(&params) {
                                Some(built) => {
                                    kept += 1;
                                    assert!(possible, "{params:?} gave {built:?}");
                                    assert_eq!(built["tricks"].as_integer(), Some(tricks));
                                    assert_eq!(built["without"].as_integer(), Some(tricks + swing));
                                }
                                None => {
                                    refused += 1;
                                    assert!(!possible, "{params:?} refused");
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(kept > 0 && refused > 0, "{kept} kept, {refused} refused");
    }
}
