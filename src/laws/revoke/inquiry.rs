//! Law 61B: who may ask a player who has failed to follow suit whether he has a card of
//! the suit led. The NBF lesson (seeds/001) teaches it as a table of who asks whom.
//!
//! In the play form a case may say who asked the player whose failure to follow is the
//! record's last ([`Inquirer`]), a revoke or a legitimate show-out (in the last trick
//! with one, its revoker if it has one); the ruling then says whether he was allowed to
//! ask, with the step that gives the paragraph's reason. A dummy who had lost his rights
//! and asks declarer first is Law 43B2(b)'s case (`law43.rs`).

use crate::model::Seat;

use crate::laws::{Law, Message, Step};

/// Who asked, in a play-form case: the player asked is the last who failed to follow
/// (the revoker of that trick, if it has one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inquirer {
    /// The player who asked.
    pub asker: Seat,
    /// Whether dummy had lost his rights (Law 43B2(b)) before he asked.
    pub dummy_lost_rights: bool,
}

/// Who asks whom, as Law 61B sorts it; each tells whether the question may be asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inquiry {
    /// 61B1: declarer may ask a defender.
    DeclarerAsksDefender,
    /// 61B2(a): dummy may ask declarer.
    DummyAsksDeclarer,
    /// 61B2(a) and 43B2(b): a dummy who has lost his rights may not.
    DummyLostRights,
    /// 61B2(b): dummy may not ask a defender.
    DummyAsksDefender,
    /// 61B3: a defender may ask declarer or his partner.
    DefenderAsks,
    /// Dummy's cards are faced: there is nothing to ask him, and Law 61B gives no one
    /// the question.
    AsksDummy,
    /// No player asks himself.
    AsksHimself,
}

impl Inquiry {
    /// Whether the question may be asked.
    pub const fn allowed(self) -> bool {
        matches!(
            self,
            Inquiry::DeclarerAsksDefender | Inquiry::DummyAsksDeclarer | Inquiry::DefenderAsks
        )
    }

    /// The paragraph the answer rests on.
    pub const fn law(self) -> Law {
        Law::L61B
    }

    /// The explanation step: who asked whom, and what Law 61B says of it.
    pub fn step(self, asker: Seat, asked: Seat) -> Step {
        let id = match self {
            Inquiry::DeclarerAsksDefender => "inquiry-declarer",
            Inquiry::DummyAsksDeclarer => "inquiry-dummy-declarer",
            Inquiry::DummyLostRights => "inquiry-dummy-lost-rights",
            Inquiry::DummyAsksDefender => "inquiry-dummy-defender",
            Inquiry::DefenderAsks => "inquiry-defender",
            Inquiry::AsksDummy => "inquiry-asks-dummy",
            Inquiry::AsksHimself => "inquiry-himself",
        };
        Step::new(
            self.law(),
            Message::new(id).with("asker", asker).with("asked", asked),
        )
    }
}

/// Law 61B with `declarer` known: declarer may ask a defender (61B1); dummy may ask
/// declarer (61B2(a)) unless he has lost his rights (43B2(b), cited as 61B2(a) which
/// refers to it), and may not ask a defender (61B2(b)); the defenders may ask declarer
/// and each other (61B3). No one asks himself, and declarer has no need to ask the
/// dummy whose cards he sees: both are outside 61B.
pub fn may_ask(asker: Seat, asked: Seat, declarer: Seat, dummy_lost_rights: bool) -> Inquiry {
    let dummy = declarer.partner();
    if asker == asked {
        Inquiry::AsksHimself
    } else if asked == dummy {
        Inquiry::AsksDummy
    } else if asker == declarer {
        Inquiry::DeclarerAsksDefender
    } else if asker == dummy {
        if asked != declarer {
            Inquiry::DummyAsksDefender
        } else if dummy_lost_rights {
            Inquiry::DummyLostRights
        } else {
            Inquiry::DummyAsksDeclarer
        }
    } else {
        Inquiry::DefenderAsks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Seat::{East as E, North as N, South as S, West as W};

    /// Source: Law 61B1–B3 and the NBF lesson (seeds/001): South declares, North is
    /// dummy. Declarer may ask a defender; dummy may ask declarer, not a defender; the
    /// defenders may ask declarer and each other.
    #[test]
    fn law_61b_who_may_ask_about_a_failure_to_follow_suit() {
        assert!(
            may_ask(S, E, S, false).allowed(),
            "61B1: declarer asks a defender"
        );
        assert!(
            may_ask(N, S, S, false).allowed(),
            "61B2(a): dummy asks declarer"
        );
        assert!(
            !may_ask(N, E, S, false).allowed(),
            "61B2(b): not a defender"
        );
        assert!(
            may_ask(E, S, S, false).allowed(),
            "61B3: a defender asks declarer"
        );
        assert!(may_ask(E, W, S, false).allowed(), "61B3: and his partner");
    }

    /// Source: Law 61B2(a) ("dummy may ask declarer (but see Law 43B2(b))"): a dummy who
    /// has lost his rights, having looked at a defender's cards, may no longer ask.
    #[test]
    fn law_61b_a_dummy_who_lost_his_rights_may_not_ask_declarer() {
        assert!(!may_ask(N, S, S, true).allowed());
        assert_eq!(may_ask(N, S, S, true), Inquiry::DummyLostRights);
    }
}
