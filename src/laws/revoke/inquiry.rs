//! Law 61B: who may ask a player who has failed to follow suit whether he has a card of
//! the suit led. The NBF lesson (seeds/001) teaches it as a table of who asks whom.

use crate::model::Seat;

use crate::laws::Law;

/// The answer to "may `asker` ask `asked` whether he has a card of the suit led?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inquiry {
    /// He may, under the paragraph given.
    Allowed(Law),
    /// He may not; the paragraph that says who may.
    Forbidden(Law),
}

impl Inquiry {
    /// Whether the question may be asked.
    pub const fn allowed(self) -> bool {
        matches!(self, Inquiry::Allowed(_))
    }

    /// The paragraph the answer rests on.
    pub const fn law(self) -> Law {
        match self {
            Inquiry::Allowed(law) | Inquiry::Forbidden(law) => law,
        }
    }
}

/// Law 61B with `declarer` known: declarer may ask a defender (61B1); dummy may ask
/// declarer (61B2(a)) unless he has lost his rights (43B2(b), cited as 61B2(a) which
/// refers to it), and may not ask a defender (61B2(b)); the defenders may ask declarer
/// and each other (61B3). No one asks himself, and declarer has no need to ask the
/// dummy whose cards he sees: both are outside 61B.
pub fn may_ask(asker: Seat, asked: Seat, declarer: Seat, dummy_lost_rights: bool) -> Inquiry {
    let dummy = declarer.partner();
    if asker == asked || (asker == declarer && asked == dummy) {
        return Inquiry::Forbidden(Law::L61B);
    }
    if asker == declarer {
        Inquiry::Allowed(Law::L61B)
    } else if asker == dummy {
        if asked == declarer && !dummy_lost_rights {
            Inquiry::Allowed(Law::L61B)
        } else {
            Inquiry::Forbidden(Law::L61B)
        }
    } else if asked == dummy {
        // Dummy's cards are faced: there is nothing to ask him.
        Inquiry::Forbidden(Law::L61B)
    } else {
        Inquiry::Allowed(Law::L61B)
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
        assert_eq!(may_ask(N, S, S, true).law(), Law::L61B);
    }
}
