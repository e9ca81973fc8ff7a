//! The play form: a deal and its play record. The record is replayed and each revoke
//! found (Law 61A: a card that does not follow suit while its player holds the suit
//! led); each is established or not when attention was drawn (Law 63A); a revoke not
//! established is corrected and play continues (Law 62), and when all are established
//! the engine counts the tricks itself for Law 64.
//!
//! Law 63A, as the engine reads it: a revoke is established when the offender or his
//! partner plays to a later trick (63A1), names or designates a card to be played to the
//! next trick (63A2: declarer calls for a card from dummy), claims or concedes (63A3), or
//! agrees to the opponents' claim or concession (63A4).

use crate::model::{Card, Deal, PlayRecord, Revoke, Seat, Side, Trick, TrickNo, Tricks};

use super::inquiry::{Inquirer, Inquiry, may_ask};
use super::law43;
use super::law62::{self, Correction, TRICK_12};
use super::law62c::{self, BothSides};
use super::law64::{self, Established, Pool};
use super::law64c::{self, Equity};
use super::{
    Exception, Finding, LateDiscovery, Outcome, RevokeCard, RevokeError, RevokeVerdict, Table,
};
use crate::laws::{Law, Limits, Message, Ruling, Step};

/// A claim or concession that ended play, as the players agreed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    /// Who claimed or conceded.
    pub by: Seat,
    /// Tricks of the remaining ones the claimer's side takes.
    pub tricks: Tricks,
}

/// A deal and its play record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokePlay {
    /// The contract, declarer and vulnerability.
    pub table: Table,
    /// The deal, all 52 cards.
    pub deal: Deal,
    /// Tricks in the order played, each from its leader's card.
    pub play: Vec<Vec<Card>>,
    /// The trick after which attention was drawn; the whole record when absent.
    pub attention_after_trick: Option<u8>,
    /// When attention was first drawn, if after the play (Law 64B4, 64B5).
    pub late_discovery: Option<LateDiscovery>,
    /// The claim or concession that ended play, if any.
    pub claim: Option<Claim>,
    /// The player who, before attention was drawn, named or designated a card to be
    /// played to the trick after the record (Law 63A2), if anyone did.
    pub card_named_by: Option<Seat>,
    /// Declarer's tricks without the revoke, as the Director judged them, when given (Law 64C); else the engine measures them.
    pub tricks_without_revoke: Option<Tricks>,
    /// Who asked the last player who failed to follow, legitimately or not, whether he
    /// had a card of the suit led (Law 61B), if the case says.
    pub inquiry: Option<Inquirer>,
    /// The players who, once the last revoke was corrected, withdrew the card they had
    /// played to its trick after it, in the order they did (Law 62C); empty if none.
    pub withdrawn: Vec<Seat>,
    /// Law 43B2(b): the tricks played after declarer corrected his revoke, from the
    /// corrected revoke trick on, when play went on; empty if not given.
    pub play_after_correction: Vec<Vec<Card>>,
}

/// The record replayed, with what the checks established about it.
pub(super) struct Replayed<'a> {
    pub case: &'a RevokePlay,
    pub record: PlayRecord,
    /// The last trick played before attention was drawn.
    pub attention: TrickNo,
    /// Complete tricks in the record.
    pub complete: u8,
    /// Declarer's revoke corrected under Law 43B2(b), when `record` is the play after
    /// that correction: Law 64 rectifies it as if established, and it had no effect
    /// for Law 64C to measure.
    pub as_if_established: Option<Revoke>,
}

impl Replayed<'_> {
    /// Whether play is over: all 13 tricks played, or a claim ended it.
    fn over(&self) -> bool {
        self.complete >= 13 || self.case.claim.is_some()
    }

    /// Tricks the claim gives `side` of those not played.
    fn claimed_by(&self, side: Side) -> u8 {
        match self.case.claim {
            Some(c) if c.by.side() == side => c.tricks.get(),
            Some(c) => 13 - self.complete - c.tricks.get(),
            None => 0,
        }
    }
}

/// Rules a revoke case from the deal and the play record.
///
/// # Errors
/// A [`RevokeError`] naming the field when the record cannot have been played with
/// this deal, or leaves the ruling open:
/// - a card not held, played twice, or a trick of the wrong size ([`RevokeError::Play`]);
/// - attention drawn after a trick not in the record
///   ([`RevokeError::AttentionBeyondPlay`]), or before a revoke it found
///   ([`RevokeError::RevokeAfterAttention`]);
/// - a claim mid-trick, after trick 13, or for more tricks than remain
///   ([`RevokeError::ClaimMidTrick`], [`RevokeError::ClaimAfterEnd`],
///   [`RevokeError::ClaimTooMany`]);
/// - play recorded beyond a revoke that had to be corrected
///   ([`RevokeError::PlayedOnAfterCorrection`]);
/// - no end of play (trick 13 or a claim) after established revokes
///   ([`RevokeError::Unfinished`]).
/// - Law 64C not settled by the double-dummy search within `limits.equity_nodes`
///   ([`RevokeError::EquityUndetermined`]);
/// - an inquiry (Law 61B) where no one failed to follow ([`RevokeError::NothingToAsk`]);
/// - a card withdrawn (Law 62C) that was not played after the revoke in its trick
///   ([`RevokeError::NotAfterRevoke`]), or with no revoke corrected
///   ([`RevokeError::NothingCorrected`]).
pub fn rule_play(case: &RevokePlay, limits: &Limits) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    let ruling = rule_toward(case, limits, None)?;
    Ok(ruling.expect("a ruling with no law to cite is never cut short"))
}

/// As [`rule_play`], for a caller that wants the ruling only if it cites `law` (the
/// bank's generator, which refuses every other draw): `None` when it would not. The
/// ruling then stops before Law 64C's double-dummy measure once nothing after the
/// measure can cite `law`, which is most of a revoke draw's cost.
///
/// # Errors
/// As [`rule_play`]; an error the measure would have met is not met when the ruling
/// stops before it.
pub fn rule_play_citing(
    case: &RevokePlay,
    limits: &Limits,
    law: Law,
) -> Result<Option<Ruling<RevokeVerdict>>, RevokeError> {
    Ok(rule_toward(case, limits, Some(law))?.filter(|r| r.steps.iter().any(|s| s.law == law)))
}

/// The ruling, or `None` when `cite` is given and the ruling cannot cite it.
fn rule_toward(
    case: &RevokePlay,
    limits: &Limits,
    cite: Option<Law>,
) -> Result<Option<Ruling<RevokeVerdict>>, RevokeError> {
    let replayed = replay(case)?;
    let mut steps = Vec::new();
    if replayed.record.revokes.is_empty() {
        steps.push(Step::new(Law::L61A, Message::new("revoke-none")));
    }
    let established = establishment(&replayed, &mut steps);
    let inquiry = match case.inquiry {
        Some(q) => {
            let asked = last_failure_to_follow(&replayed).ok_or(RevokeError::NothingToAsk)?;
            let inquiry = may_ask(q.asker, asked, case.table.declarer, q.dummy_lost_rights);
            steps.push(inquiry.step(q.asker, asked));
            Some(inquiry)
        }
        None => None,
    };
    // Law 43B2(b): declarer's revoke, asked about first by a dummy who had lost his
    // rights (may_ask puts that question to declarer only).
    let as_if_established = (inquiry == Some(Inquiry::DummyLostRights))
        .then(|| {
            replayed
                .record
                .revokes
                .iter()
                .zip(&established)
                .rev()
                .find(|(r, e)| r.seat == case.table.declarer && !**e)
                .map(|(r, _)| *r)
        })
        .flatten();
    if as_if_established.is_none() && !case.play_after_correction.is_empty() {
        return Err(RevokeError::NoCorrectionToPlayAfter);
    }
    let ruling = if let Some(revoke) = as_if_established {
        law43::as_if_established(&replayed, &established, revoke, steps, limits, cite)
    } else if established.iter().any(|e| !e) {
        corrected(&replayed, &established, steps).map(|mut ruling| {
            ruling
                .steps
                .push(Step::new(Law::L62A, Message::new("revoke-play-continues")));
            Some(ruling)
        })
    } else if !case.withdrawn.is_empty() {
        Err(RevokeError::NothingCorrected)
    } else if inquiry.is_some() && replayed.record.revokes.is_empty() && !replayed.over() {
        // A question after a legitimate show-out (61B): nothing to rectify, and play
        // goes on.
        steps.push(Step::new(
            Law::L61B,
            Message::new("revoke-none-play-continues"),
        ));
        Ok(Some(Ruling {
            verdict: RevokeVerdict {
                findings: Vec::new(),
                outcome: Outcome::PlayContinues,
                inquiry: None,
                withdrawals: Vec::new(),
                as_if_established: false,
            },
            steps,
        }))
    } else {
        all_established(&replayed, steps, limits, cite)
    }?;
    Ok(ruling.map(|mut ruling| {
        ruling.verdict.inquiry = inquiry;
        ruling
    }))
}

/// The player asked about a failure to follow (Law 61B): in the last trick (to the one
/// after which attention was drawn) in which someone did not follow suit, the player who
/// revoked in it if anyone did, else the last who showed out. A legitimate show-out
/// counts: Law 61B lets a player be asked precisely because no one knows yet whether it
/// was a revoke. A revoker stays the one asked about his trick when a later hand in it
/// showed out legitimately.
fn last_failure_to_follow(replayed: &Replayed<'_>) -> Option<Seat> {
    let trick = replayed
        .record
        .tricks
        .iter()
        .filter(|t| t.number <= replayed.attention)
        .rfind(|t| t.cards.iter().any(|c| c.suit != t.suit_led()))?;
    let revoker = replayed
        .record
        .revokes
        .iter()
        .rfind(|r| r.trick == trick.number)
        .map(|r| r.seat);
    let led = trick.suit_led();
    revoker.or_else(|| {
        trick
            .cards
            .iter()
            .rposition(|c| c.suit != led)
            .map(|i| trick.seat_of(i))
    })
}

/// The record replayed (Law 61A: its revokes found), and checked against when attention
/// was drawn and the claim that ended it.
fn replay(case: &RevokePlay) -> Result<Replayed<'_>, RevokeError> {
    let table = case.table;
    let trump = table.contract.strain.trump();
    let record = PlayRecord::replay(&case.deal, trump, table.declarer.lho(), &case.play).map_err(
        |source| RevokeError::Play {
            path: source.path(),
            source,
        },
    )?;
    let played = record.tricks.len() as u8;
    let given = case.attention_after_trick.unwrap_or(played);
    let attention = TrickNo::try_new(given)
        .ok()
        .filter(|a| a.get() <= played)
        .ok_or(RevokeError::AttentionBeyondPlay { given, played })?;
    if let Some(last) = record.revokes.last()
        && last.trick > attention
    {
        return Err(RevokeError::RevokeAfterAttention {
            revoke: last.trick,
            attention,
        });
    }
    let complete = record.complete_tricks() as u8;
    if let Some(claim) = case.claim {
        if usize::from(complete) != record.tricks.len() {
            return Err(RevokeError::ClaimMidTrick);
        }
        let left = Tricks::new(13 - complete.min(13));
        if left == Tricks::ZERO {
            return Err(RevokeError::ClaimAfterEnd);
        }
        if claim.tricks > left {
            return Err(RevokeError::ClaimTooMany {
                claimed: claim.tricks,
                left,
            });
        }
    }
    Ok(Replayed {
        case,
        record,
        attention,
        complete,
        as_if_established: None,
    })
}

/// Law 63A: whether each revoke was established when attention was drawn, with a step
/// for each revoke found and for how it was established.
fn establishment(replayed: &Replayed<'_>, steps: &mut Vec<Step>) -> Vec<bool> {
    let record = &replayed.record;
    record
        .revokes
        .iter()
        .map(|revoke| {
            steps.push(Step::new(
                Law::L61A,
                Message::new("revoke-found")
                    .with("offender", revoke.seat)
                    .with("trick", revoke.trick)
                    .with("card", revoke.card)
                    .with("suit", revoke.suit_led),
            ));
            let by_play = record
                .tricks
                .iter()
                .filter(|t| t.number > revoke.trick && t.number <= replayed.attention)
                .find(|t| side_played(t, revoke.seat.side()));
            // Naming a card is the offending side's act only (63A2: "the offender or his
            // partner"); an opponent's naming establishes nothing.
            let named = replayed
                .case
                .card_named_by
                .filter(|s| s.side() == revoke.seat.side());
            let how = match (by_play, named, replayed.case.claim) {
                (Some(t), _, _) => Some(Step::new(
                    Law::L63A1,
                    Message::new("revoke-established-play")
                        .with("offender", revoke.seat)
                        .with("trick", t.number),
                )),
                (None, Some(namer), _) => Some(Step::new(
                    Law::L63A2,
                    Message::new("revoke-established-named").with("namer", namer),
                )),
                (None, None, Some(claim)) if claim.by.side() == revoke.seat.side() => {
                    Some(Step::new(
                        Law::L63A3,
                        Message::new("revoke-established-claim").with("claimer", claim.by),
                    ))
                }
                (None, None, Some(claim)) => Some(Step::new(
                    Law::L63A4,
                    Message::new("revoke-established-acquiesce")
                        .with("claimer", claim.by)
                        .with("side", revoke.seat.side()),
                )),
                (None, None, None) => None,
            };
            let established = how.is_some();
            steps.extend(how);
            established
        })
        .collect()
}

/// Whether a member of `side` played to the trick.
fn side_played(trick: &Trick, side: Side) -> bool {
    (0..trick.cards.len()).any(|i| trick.seat_of(i).side() == side)
}

/// Law 62: the revokes not established when attention was drawn are corrected, and play
/// resumes from the corrected trick, so the record cannot go on beyond it. The caller
/// adds the step that says what happens next.
pub(super) fn corrected(
    replayed: &Replayed<'_>,
    established: &[bool],
    mut steps: Vec<Step>,
) -> Result<Ruling<RevokeVerdict>, RevokeError> {
    let record = &replayed.record;
    let not_established = || {
        record
            .revokes
            .iter()
            .zip(established)
            .filter(|(_, e)| !**e)
            .map(|(r, _)| r)
    };
    if let Some(first) = not_established().next()
        && record.tricks.len() > usize::from(replayed.attention.get())
    {
        return Err(RevokeError::PlayedOnAfterCorrection {
            trick: first.trick,
            attention: replayed.attention,
        });
    }
    // Law 62C3: both sides revoked on one trick and only one side played on.
    let both = both_sides(replayed, established);
    let mut findings = Vec::new();
    let mut withdrawals = Vec::new();
    if let Some(both) = &both {
        let revokes: Vec<BothSides<'_>> = record
            .revokes
            .iter()
            .zip(established)
            .filter(|(r, _)| r.trick == both.trick.number)
            .map(|(revoke, &established)| BothSides {
                revoke,
                established,
            })
            .collect();
        let (found, withdrawn) = law62c::both_sides(
            &replayed.case.table,
            both.trick,
            both.next,
            both.side,
            &revokes,
            &mut steps,
        );
        findings.extend(found);
        withdrawals.extend(withdrawn);
    }
    let on_both_trick = |r: &Revoke| both.as_ref().is_some_and(|b| b.trick.number == r.trick);
    let ordinary: Vec<Finding> = not_established()
        .filter(|r| !on_both_trick(r))
        .map(|revoke| {
            let trick = &record.tricks[revoke.trick.index()];
            let correction = Correction {
                offender: revoke.seat,
                trick: Some(revoke.trick),
                card: Some(revoke.card),
                suit_led: Some(revoke.suit_led),
                substitutes: trick
                    .hands_before
                    .hand(revoke.seat)
                    .cards_in(revoke.suit_led)
                    .collect(),
                exception: None,
                // A play record has no penalty cards: every card came from a hand.
                card_from: RevokeCard::FromHand,
            };
            law62::correct(&replayed.case.table, correction, &mut steps)
        })
        .collect();
    findings.extend(ordinary);
    findings.sort_by_key(|f| f.trick);
    withdrawals.extend(match not_established().next_back() {
        Some(revoke) if !replayed.case.withdrawn.is_empty() => law62c::withdrawals(
            &replayed.case.table,
            &record.tricks[revoke.trick.index()],
            revoke.seat,
            &replayed.case.withdrawn,
            &mut steps,
        )
        .map_err(|e| RevokeError::NotAfterRevoke {
            index: e.index,
            seat: replayed.case.withdrawn[e.index],
            trick: revoke.trick,
        })?,
        _ => Vec::new(),
    });
    let verdict = RevokeVerdict {
        findings,
        outcome: Outcome::PlayContinues,
        inquiry: None,
        withdrawals,
        as_if_established: false,
    };
    Ok(Ruling { verdict, steps })
}

/// The trick on which both sides revoked, with the next trick, played to by one side
/// only (Law 62C3), when a revoke is corrected there.
struct Both<'a> {
    trick: &'a Trick,
    next: &'a Trick,
    /// The side that played to the next trick.
    side: Side,
}

/// Law 62C3's case, if the record has it: an unestablished revoke on a trick where the
/// other side revoked too, and only one side has played to the next trick (before
/// attention was drawn). The other side's revoke is then established by that play
/// (63A1), and 62C3 corrects it all the same.
fn both_sides<'a>(replayed: &'a Replayed<'_>, established: &[bool]) -> Option<Both<'a>> {
    let record = &replayed.record;
    let revokes = || record.revokes.iter().zip(established);
    let (first, _) = revokes().find(|(r, e)| {
        !**e && revokes().any(|(o, _)| o.trick == r.trick && o.seat.side() != r.seat.side())
    })?;
    let next = record
        .tricks
        .get(first.trick.index() + 1)
        .filter(|t| t.number <= replayed.attention)?;
    let side = (!next.cards.is_empty()).then(|| next.seat_of(0).side())?;
    let one_side = (0..next.cards.len()).all(|i| next.seat_of(i).side() == side);
    one_side.then_some(Both {
        trick: &record.tricks[first.trick.index()],
        next,
        side,
    })
}

/// Every revoke established: the tricks as played (to trick 13 or the claim), a
/// trick-12 revoke corrected (62D), the transfers (64A, 64B) and equity (64C). With
/// `cite`, `None` before the equity measure when the ruling cannot cite that law.
pub(super) fn all_established(
    replayed: &Replayed<'_>,
    mut steps: Vec<Step>,
    limits: &Limits,
    cite: Option<Law>,
) -> Result<Option<Ruling<RevokeVerdict>>, RevokeError> {
    let (case, record) = (replayed.case, &replayed.record);
    let table = &case.table;
    if replayed.complete < 13 && case.claim.is_none() {
        return Err(RevokeError::Unfinished(Tricks::new(
            replayed.complete.min(13),
        )));
    }
    let mut table_tricks =
        record.won_by_side(table.declarer, ..) as u8 + replayed.claimed_by(table.declarer.side());

    // Law 62D: a revoke on trick 12 is corrected, and the last two tricks replayed.
    let trick12: Vec<&Revoke> = record
        .revokes
        .iter()
        .filter(|r| r.trick == TRICK_12 && case.late_discovery.is_none())
        // Corrected at the table already (43B2(b)): the record is the corrected play.
        .filter(|r| replayed.as_if_established != Some(**r))
        .collect();
    let corrected_on_12 = matches!(trick12.as_slice(), [_]) && replayed.complete == 13;
    let mut last_two = None;
    if let [revoke] = trick12.as_slice()
        && replayed.complete == 13
    {
        let replay = law62::replay_trick_12(table, record, revoke, &mut steps);
        table_tricks = table_tricks - replay.before + replay.after;
        last_two = Some(replay.winners);
    }
    // Found once the hands were back in the board, a trick-12 revoke stands as played:
    // 62D1 corrects it only before that. Later still (64B4, 64B5) those laws say it.
    if case.late_discovery == Some(LateDiscovery::AfterHandsReturned) {
        for revoke in record.revokes.iter().filter(|r| r.trick == TRICK_12) {
            steps.push(Step::new(
                Law::L62D1,
                Message::new("revoke-trick12-too-late").with("offender", revoke.seat),
            ));
        }
    }

    let mut pool = offenders_tricks(replayed, last_two);
    let as_if = replayed.as_if_established;
    let mut findings = law64::rectify(table, &exceptions(replayed), &mut pool, &mut steps);
    for (finding, revoke) in findings.iter_mut().zip(&record.revokes) {
        finding.card = Some(revoke.card);
        finding.suit_led = Some(revoke.suit_led);
        finding.corrected = last_two.is_some() && revoke.trick == TRICK_12;
        if as_if == Some(*revoke) {
            // Corrected at the table (43B2(b)); Law 64 applied as if established.
            finding.established = false;
            finding.corrected = true;
        }
    }
    if cite.is_some_and(|law| !may_cite(law, &steps, &findings)) {
        return Ok(None);
    }
    let table_tricks = Tricks::try_new(table_tricks).unwrap_or(Tricks::ALL);
    // Law 64C: equity, from the tricks declarer would have taken without the revokes,
    // given or measured revoke by revoke. A trick-12 revoke corrected above already
    // had its effect undone.
    let equity = match case.tricks_without_revoke {
        // With no revoke there is nothing for Law 64C to restore.
        _ if findings.is_empty() => Equity::Restored,
        Some(given) => Equity::Given(given),
        None => {
            let corrected =
                |r: &Revoke| (corrected_on_12 && r.trick == TRICK_12) || as_if == Some(*r);
            let effects = law64c::measure(record, table, corrected, limits.equity_nodes)?;
            if effects.iter().all(Option::is_none) {
                Equity::Restored
            } else {
                Equity::Measured(effects)
            }
        }
    };
    Ok(Some(law64::settle(
        table,
        findings,
        table_tricks,
        equity,
        steps,
    )))
}

/// The paragraphs only the end of a ruling (Law 64C's equity, Law 77's score) cites.
const LATER: [Law; 4] = [Law::L64C1, Law::L64C2a, Law::L64C2b, Law::L77];

/// Whether a ruling whose steps so far are `steps`, with the transfers' `findings`, can
/// still cite `law`: the end cites only the paragraphs in [`LATER`] and, in the step that
/// sums the transfers, 64A1 or 64A2. That step comes only when a trick is transferred,
/// and only a finding under 64A1 or 64A2 transfers one, whose step is already in `steps`
/// (`law64::rectify`): it names 64A1 when a finding is under 64A1, else 64A2, so it
/// cites nothing `steps` does not.
fn may_cite(law: Law, steps: &[Step], findings: &[Finding]) -> bool {
    LATER.contains(&law)
        || steps.iter().any(|s| s.law == law)
        || findings.iter().any(|f| f.law == law)
}

/// Law 64B: the revokes ready for Law 64, each with the exception that applies to it:
/// both sides revoked (64B7), attention drawn late (64B4, 64B5), a repeated revoke in the
/// same suit (64B2), or trick 12 (64B6).
fn exceptions(replayed: &Replayed<'_>) -> Vec<Established> {
    let record = &replayed.record;
    let sides: Vec<Side> = record.revokes.iter().map(|r| r.seat.side()).collect();
    let both_sides = sides.iter().any(|s| *s != sides[0]);
    record
        .revokes
        .iter()
        .enumerate()
        .map(|(i, revoke)| {
            let trick = &record.tricks[revoke.trick.index()];
            let repeated = record.revokes[..i]
                .iter()
                .any(|r| r.seat == revoke.seat && r.suit_led == revoke.suit_led);
            let exception = if both_sides {
                Some(Exception::BothSides)
            } else if let Some(late) = replayed
                .case
                .late_discovery
                .and_then(LateDiscovery::exception)
            {
                Some(late)
            } else if repeated {
                Some(Exception::SubsequentSameSuit)
            } else if revoke.trick == TRICK_12 {
                Some(Exception::Trick12)
            } else {
                None
            };
            Established {
                trick: revoke.trick,
                offender: revoke.seat,
                winner: trick.winner.unwrap_or(revoke.seat),
                exception,
            }
        })
        .collect()
}

/// The tricks the offending side (the first revoke's) won, by number: in the play as it
/// stands, then those the claim gives it. A trick-12 revoke corrected under Law 62D
/// changes who won tricks 12 and 13 (`last_two`), and Law 64A reads the play after
/// that correction: a trick the correction took from the offenders is not theirs.
fn offenders_tricks(replayed: &Replayed<'_>, last_two: Option<[Seat; 2]>) -> Pool {
    let mut pool = Pool::default();
    let Some(off) = replayed.record.revokes.first().map(|r| r.seat.side()) else {
        return pool;
    };
    for trick in &replayed.record.tricks {
        let winner = match (last_two, trick.number.get()) {
            (Some([twelve, _]), 12) => Some(twelve),
            (Some([_, thirteen]), 13) => Some(thirteen),
            _ => trick.winner,
        };
        if winner.is_some_and(|w| w.side() == off) {
            pool.add(trick.number);
        }
    }
    for i in 0..replayed.claimed_by(off) {
        if let Ok(n) = TrickNo::try_new(replayed.complete + 1 + i) {
            pool.add(n);
        }
    }
    pool
}
