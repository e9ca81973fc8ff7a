//! The law engine: each ruling is a verdict plus explanation steps that cite the law.
//!
//! One module per law family:
//! - [`scoring`]: the score table (Law 77) and IMPs (Law 78B);
//! - [`artificial`], [`weighted`], [`split`]: score adjustments under Law 12C;
//! - [`matchpoints`]: matchpoints in pairs (Law 78A), which weighted pairs scores use;
//! - [`law86d`]: Law 86D in teams, by the DBV procedure of 1 March 2013;
//! - [`revoke`]: revokes, Laws 61–64;
//! - [`claim`]: claims and concessions, Laws 68–71, on the solvers;
//! - [`ui`]: unauthorized and extraneous information, Law 16, and the damage test of
//!   Law 12B1 before any adjustment.
//!
//! A step holds a [`Law`] and a [`Message`]: a catalogue id with typed arguments,
//! not text. [`crate::i18n`] turns it into words in the reader's language, so the
//! same ruling serves the web page, the printed exam and `ruling rule`.

pub mod answer;
pub mod artificial;
pub mod case;
pub mod claim;
pub mod law86d;
pub mod matchpoints;
pub mod paragraph;
pub mod revoke;
pub mod scoring;
pub mod split;
pub mod ui;
mod verdict_serde;
pub mod weighted;

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::model::{Card, Contract, Seat, Side, Suit, TrickNo, Tricks};

pub use answer::{Answer, Field, Part, Unit};
pub use case::{Case, FieldError, Kind, Limits, RuleError, Verdict, rule, rule_citing};
pub use paragraph::Paragraph;

/// A paragraph of the Laws of Duplicate Bridge (2017), or of a regulation that
/// applies one, that a ruling step rests on.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, SerializeDisplay, DeserializeFromStr,
)]
pub enum Law {
    /// Law 12B1: an adjusted score redresses damage to the non-offending side.
    L12B1,
    /// Law 12C1(b): damage the non-offenders caused themselves by a serious error is not redressed.
    L12C1b,
    /// Law 12C1(c): a weighted adjusted score restores equity.
    L12C1c,
    /// Law 12C1(e): an assigned score: the most favourable likely result for the non-offenders, the least favourable at all probable for the offenders.
    L12C1e,
    /// Law 12C2(a): an artificial score (average plus, average, average minus) when no result can be obtained.
    L12C2a,
    /// Law 12C2(b): a session percentage beyond 60 % (non-offenders) or below 40 % (offenders) replaces the artificial score.
    L12C2b,
    /// Law 16B1(a): a player may not choose an action the unauthorized information demonstrably suggested over a logical alternative.
    L16B1a,
    /// Law 16B1(b): a logical alternative is an action a significant part of the player's peers would seriously consider.
    L16B1b,
    /// Law 16C2: information from a withdrawn action is unauthorized to the offending side.
    L16C2,
    /// Law 16B3: the Director adjusts when a player used information from partner.
    L16B3,
    /// Law 16C3: the Director adjusts when information from a withdrawn action was used.
    L16C3,
    /// Law 16D: extraneous information from another source.
    L16D,
    /// Law 16D2(c): the Director adjusts when extraneous information was used.
    L16D2c,
    /// Law 43B2(b): a dummy who has lost his rights is the first to ask declarer about a revoke: declarer corrects it and Law 64 applies as if it had been established.
    L43B2b,
    /// Law 61A: a revoke is a failure to follow suit when able (or to play a required penalty card).
    L61A,
    /// Law 61B: who may ask a player who failed to follow suit whether he has a card of the suit led.
    L61B,
    /// Law 62A: a revoke not yet established must be corrected.
    L62A,
    /// Law 62B1: a defender's card withdrawn after a revoke becomes a major penalty card.
    L62B1,
    /// Law 62B2: a card so withdrawn may be replaced without rectification if it was declarer's, dummy's, or a defender's faced card.
    L62B2,
    /// Law 62C1: the non-offenders who played after the revoke may withdraw their cards.
    L62C1,
    /// Law 62C2: after a non-offender withdraws his card, the offending side's next hand may withdraw its card, a defender's becoming a penalty card.
    L62C2,
    /// Law 62C3: both sides revoked on the same trick and only one side played to the next: both revokes are corrected, the defenders' withdrawn cards become penalty cards.
    L62C3,
    /// Law 62D1: a revoke on trick 12 must be corrected, even if established.
    L62D1,
    /// Law 62D2: after a trick-12 correction, the partner of the revoker who played after him may change his card.
    L62D2,
    /// Law 63A: when a revoke becomes established.
    L63A,
    /// Law 63A1: established when the offender or his partner plays to the next trick.
    L63A1,
    /// Law 63A2: established when the offender or his partner names or designates a card to be played to the next trick.
    L63A2,
    /// Law 63A3: established when the offending side claims or concedes.
    L63A3,
    /// Law 63A4: established when the offending side agrees to a claim or concession.
    L63A4,
    /// Law 63B: an established revoke may no longer be corrected (except as Law 62D provides).
    L63B,
    /// Law 64A1: one trick transferred when the revoking player won the revoke trick, plus one more if his side won a later trick.
    L64A1,
    /// Law 64A2: one trick transferred when the revoking player did not win the revoke trick but his side won it or a later trick.
    L64A2,
    /// Law 64B1: no transfer when the offending side won no trick after the revoke.
    L64B1,
    /// Law 64B2: no transfer for a later revoke by the same player in the same suit.
    L64B2,
    /// Law 64B3: no transfer for a failure to play a faced card (dummy's or a penalty card).
    L64B3,
    /// Law 64B4: no transfer when attention was first drawn after a non-offender called on the next board.
    L64B4,
    /// Law 64B5: no transfer when attention was first drawn after the round ended.
    L64B5,
    /// Law 64B6: no transfer for a revoke on trick 12.
    L64B6,
    /// Law 64B7: no transfer for the second revoke when both sides revoked on the same trick.
    L64B7,
    /// Law 64C1: the Director restores equity when the transfer does not compensate the non-offenders.
    L64C1,
    /// Law 64C2(a): after later revokes by the same player, equity is assessed as if the later revokes had not occurred.
    L64C2a,
    /// Law 64C2(b): when both sides revoked, equity is assessed as if no revoke had occurred.
    L64C2b,
    /// Law 68A: what a claim is: a statement that the claimer's side will win a number of the remaining tricks.
    L68A,
    /// Law 68B1: what a concession is: a statement that the side will lose tricks.
    L68B1,
    /// Law 68B2: a defender's concession is void if his partner objects at once.
    L68B2,
    /// Law 69A: a claim or concession is agreed when the other side raises no objection in time.
    L69A,
    /// Law 69B2: agreement to a claim may be withdrawn when the side agreed to lose a trick it would likely have won had play continued.
    L69B2,
    /// Law 70A: a contested claim is ruled as equitably as possible, doubtful points against the claimer.
    L70A,
    /// Law 70C: an outstanding trump the claimer did not mention may cost him a trick.
    L70C,
    /// Law 70D1: the Director accepts no line of play the claimer did not state if another normal line is less favourable.
    L70D1,
    /// Law 70D2: no part of a defender's claim is accepted that depends on his partner choosing the right one of several normal plays.
    L70D2,
    /// Law 70E1: an unstated line that depends on finding an opponent with a card is not allowed.
    L70E1,
    /// Law 71: a concession of a trick the side could not lose by any normal play is cancelled.
    L71,
    /// Law 73C: a player with unauthorized information must carefully avoid taking advantage of it.
    L73C,
    /// Law 77: the duplicate scoring table.
    L77,
    /// Law 78A: matchpoint scoring: two points for each score beaten, one for each tied.
    L78A,
    /// Law 78B: the IMP scale.
    L78B,
    /// Law 86A: average plus and average minus in IMPs at teams.
    L86A,
    /// Law 86D: a board scored at one table only in a teams match: an assigned score from that table's result (WBF minute, DBV procedure), unless the result was unusual.
    L86D,
}

impl Law {
    /// Every paragraph the engine cites.
    pub const ALL: [Law; 59] = [
        Law::L12B1,
        Law::L12C1b,
        Law::L12C1c,
        Law::L12C1e,
        Law::L12C2a,
        Law::L12C2b,
        Law::L16B1a,
        Law::L16B1b,
        Law::L16C2,
        Law::L16B3,
        Law::L16C3,
        Law::L16D,
        Law::L16D2c,
        Law::L43B2b,
        Law::L61A,
        Law::L61B,
        Law::L62A,
        Law::L62B1,
        Law::L62B2,
        Law::L62C1,
        Law::L62C2,
        Law::L62C3,
        Law::L62D1,
        Law::L62D2,
        Law::L63A,
        Law::L63A1,
        Law::L63A2,
        Law::L63A3,
        Law::L63A4,
        Law::L63B,
        Law::L64A1,
        Law::L64A2,
        Law::L64B1,
        Law::L64B2,
        Law::L64B3,
        Law::L64B4,
        Law::L64B5,
        Law::L64B6,
        Law::L64B7,
        Law::L64C1,
        Law::L64C2a,
        Law::L64C2b,
        Law::L68A,
        Law::L68B1,
        Law::L68B2,
        Law::L69A,
        Law::L69B2,
        Law::L70A,
        Law::L70C,
        Law::L70D1,
        Law::L70D2,
        Law::L70E1,
        Law::L71,
        Law::L73C,
        Law::L77,
        Law::L78A,
        Law::L78B,
        Law::L86A,
        Law::L86D,
    ];

    /// The law with this number as the interface writes it (`64A1`, `12C1(b)`).
    pub fn from_code(code: &str) -> Option<Law> {
        Law::ALL.into_iter().find(|law| law.code() == code)
    }

    /// The law's number as the interface writes it: `64A1`, `12C1(b)`.
    pub const fn code(self) -> &'static str {
        use Law::*;
        match self {
            L12B1 => "12B1",
            L12C1b => "12C1(b)",
            L12C1c => "12C1(c)",
            L12C1e => "12C1(e)",
            L12C2a => "12C2(a)",
            L12C2b => "12C2(b)",
            L16B1a => "16B1(a)",
            L16B1b => "16B1(b)",
            L16C2 => "16C2",
            L16B3 => "16B3",
            L16C3 => "16C3",
            L16D => "16D",
            L16D2c => "16D2(c)",
            L43B2b => "43B2(b)",
            L61A => "61A",
            L61B => "61B",
            L62A => "62A",
            L62B1 => "62B1",
            L62B2 => "62B2",
            L62C1 => "62C1",
            L62C2 => "62C2",
            L62C3 => "62C3",
            L62D1 => "62D1",
            L62D2 => "62D2",
            L63A => "63A",
            L63A1 => "63A1",
            L63A2 => "63A2",
            L63A3 => "63A3",
            L63A4 => "63A4",
            L63B => "63B",
            L64A1 => "64A1",
            L64A2 => "64A2",
            L64B1 => "64B1",
            L64B2 => "64B2",
            L64B3 => "64B3",
            L64B4 => "64B4",
            L64B5 => "64B5",
            L64B6 => "64B6",
            L64B7 => "64B7",
            L64C1 => "64C1",
            L64C2a => "64C2(a)",
            L64C2b => "64C2(b)",
            L68A => "68A",
            L68B1 => "68B1",
            L68B2 => "68B2",
            L69A => "69A",
            L69B2 => "69B2",
            L70A => "70A",
            L70C => "70C",
            L70D1 => "70D1",
            L70D2 => "70D2",
            L70E1 => "70E1",
            L71 => "71",
            L73C => "73C",
            L77 => "77",
            L78A => "78A",
            L78B => "78B",
            L86A => "86A",
            L86D => "86D",
        }
    }
}

impl fmt::Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A law paragraph was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a paragraph the engine cites (e.g. 64A2, 12C1(c))")]
pub struct ParseLawError(pub String);

impl FromStr for Law {
    type Err = ParseLawError;
    fn from_str(s: &str) -> Result<Law, ParseLawError> {
        Law::from_code(s).ok_or_else(|| ParseLawError(s.to_owned()))
    }
}

/// A value a message refers to. Seats, sides and suits are words that differ by
/// language; cards, contracts, calls, decimals and law references are notation that
/// each federation prints its own way ([`crate::i18n::notation`]); a code prints the
/// same everywhere.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A whole number.
    Int(i64),
    /// A seat: `North`, `Nord`, ….
    Seat(Seat),
    /// A side: `North-South`, ….
    Side(Side),
    /// A suit, as a word.
    Suit(Suit),
    /// A card: `♥Q` in English, `♥D` in Norwegian, German and Danish.
    Card(Card),
    /// A contract: `3NT`, `3 grand`, `3 SA`, `3ut`.
    Contract(Contract),
    /// A call as the case writes it (`Pass`, `5♦`, `3NT`): `pass`, `Pass`, `pas`.
    Call(String),
    /// A paragraph: `Law 64A2`, `§ 64A2`, `§ 64 A2`.
    Law(Law),
    /// Notation that no language translates: a fraction (`14/3`), a band (`20–40`).
    Code(String),
    /// A number to two decimal places, in hundredths: written `4.67` in English and
    /// `4,67` in Norwegian, German and Danish.
    Hundredths(i64),
    /// A line of play: each card with the seat that played it, trick after trick, the
    /// leader's card first (four cards a trick; the last trick may have fewer).
    Line(Vec<(Seat, Card)>),
}

impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Int(n.into())
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Int(n.into())
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(n as i64)
    }
}
/// A string argument is notation or a selector key (`yes`, `doubled`), never prose.
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Code(s)
    }
}
impl From<&'static str> for Arg {
    fn from(s: &'static str) -> Arg {
        Arg::Code(s.to_owned())
    }
}
impl From<Tricks> for Arg {
    fn from(n: Tricks) -> Arg {
        Arg::Int(n.get().into())
    }
}
impl From<TrickNo> for Arg {
    fn from(n: TrickNo) -> Arg {
        Arg::Int(n.get().into())
    }
}
impl From<Seat> for Arg {
    fn from(s: Seat) -> Arg {
        Arg::Seat(s)
    }
}
impl From<Side> for Arg {
    fn from(s: Side) -> Arg {
        Arg::Side(s)
    }
}
impl From<Suit> for Arg {
    fn from(s: Suit) -> Arg {
        Arg::Suit(s)
    }
}
impl From<Contract> for Arg {
    fn from(c: Contract) -> Arg {
        Arg::Contract(c)
    }
}
impl From<Card> for Arg {
    fn from(c: Card) -> Arg {
        Arg::Card(c)
    }
}
impl From<Law> for Arg {
    fn from(law: Law) -> Arg {
        Arg::Law(law)
    }
}

/// A catalogue message: its id and named arguments. The engine names its messages with
/// static strings; a message read back from storage owns them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Message {
    /// The catalogue id (`revoke-64a1`).
    pub id: Cow<'static, str>,
    /// The arguments the message's text refers to, by name.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// Adds a number rounded to two decimal places, written the way each language
    /// writes decimals.
    #[must_use]
    pub fn decimal(mut self, name: &'static str, value: crate::model::Fraction) -> Message {
        let hundredths = (value * 100).round().to_integer();
        self.args
            .push((Cow::Borrowed(name), Arg::Hundredths(hundredths)));
        self
    }

    /// Adds a call (`Pass`, `5♦`), written the way each language writes calls.
    #[must_use]
    pub fn call(mut self, name: &'static str, call: impl fmt::Display) -> Message {
        self.args
            .push((Cow::Borrowed(name), Arg::Call(call.to_string())));
        self
    }

    /// Adds an argument printed as it is, in every language.
    #[must_use]
    pub fn code(mut self, name: &'static str, value: impl fmt::Display) -> Message {
        self.args
            .push((Cow::Borrowed(name), Arg::Code(value.to_string())));
        self
    }
}

/// One step of an explanation: what the law says applied to this case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The paragraph applied.
    pub law: Law,
    /// What it says of this case.
    pub message: Message,
}

impl Step {
    /// A step citing `law`.
    pub fn new(law: Law, message: Message) -> Step {
        Step { law, message }
    }
}

/// A verdict and the steps that reach it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ruling<V> {
    /// What the engine decided.
    pub verdict: V,
    /// The reasoning, one step a paragraph, in the order a director would give it.
    pub steps: Vec<Step>,
}

impl<V> Ruling<V> {
    /// The same steps with the verdict turned into another type.
    pub fn map<W>(self, f: impl FnOnce(V) -> W) -> Ruling<W> {
        Ruling {
            verdict: f(self.verdict),
            steps: self.steps,
        }
    }

    /// The laws applied, in the order the steps first cite them.
    pub fn laws(&self) -> Vec<Law> {
        let mut laws: Vec<Law> = Vec::with_capacity(self.steps.len());
        for step in &self.steps {
            if !laws.contains(&step.law) {
                laws.push(step.law);
            }
        }
        laws
    }
}

/// How far a contestant was at fault for an irregularity (Law 12C2(a)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Fault {
    /// In no way at fault.
    Innocent,
    /// Only partly at fault.
    Partly,
    /// Directly at fault.
    Guilty,
}

impl Fault {
    /// The interface's spelling: `innocent`, `partly`, `guilty`.
    pub const fn code(self) -> &'static str {
        match self {
            Fault::Innocent => "innocent",
            Fault::Partly => "partly",
            Fault::Guilty => "guilty",
        }
    }
}
