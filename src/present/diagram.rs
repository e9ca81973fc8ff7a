//! The cards of a question, once, for the web page and the printed sheet: the hands in
//! compass layout and the play record as a trick table, a row per trick and a column per
//! seat from the first leader on, the card led and the card that won each trick marked
//! (the sheet's layout, the easier to follow: a reader finds a seat's cards down its
//! column). Cards carry the suit letter (the sheet draws the symbol and its colour), the
//! symbol and colour (the page draws them) and a spoken form for screen readers. A
//! claim's line of play (from the key's explanation) becomes the same table on the page,
//! its winners found by the model's trick logic under the contract's trumps.

use serde::Serialize;

use crate::bank::Variant;
use crate::bank::variant::{TableFacts, TrickView};
use crate::i18n::notation::{holding_text, rank_text, suit_symbol};
use crate::i18n::{Lang, catalogue};
use crate::model::play::winning_index;
use crate::model::{Card, Seat, Suit};

use super::facts::declarer;
use super::{seat_word, suit_word};

/// A seat as a diagram names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatText {
    /// `N`, `E`, `S` or `W`: where the layout places it.
    pub seat: char,
    /// `Nord`: the seat in the reader's language.
    pub name: String,
    /// `N`, `Ø`, `S`, `V`: the compass letter in the reader's language.
    pub initial: String,
}

/// A card played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardText {
    /// `S`, `H`, `D` or `C`.
    pub suit: char,
    /// The suit's symbol (`♥`).
    pub symbol: &'static str,
    /// Whether the suit prints red: hearts and diamonds.
    pub red: bool,
    /// The rank in the federation's letters (`A`, `K`, `D`, `Kn`, `10`).
    pub rank: &'static str,
    /// Who played it and the card in words ("West: hearts Q"), for screen readers.
    pub spoken: String,
}

/// One suit of a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Holding {
    /// `S`, `H`, `D` or `C`.
    pub suit: char,
    /// The suit's symbol.
    pub symbol: &'static str,
    /// Whether the suit prints red.
    pub red: bool,
    /// The ranks held, highest first, in the federation's letters.
    pub ranks: Vec<&'static str>,
    /// The same as a line: ranks apart, a dash for a void.
    pub text: String,
}

/// One hand of the diagram.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandText {
    /// The seat it belongs to.
    #[serde(flatten)]
    pub seat: SeatText,
    /// "declarer", "dummy": the seat's role, when the table has a declarer.
    pub role: Option<String>,
    /// Spades, hearts, diamonds, clubs.
    pub suits: Vec<Holding>,
    /// The hand in words, for screen readers.
    pub spoken: String,
}

/// A card in the trick table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The card.
    #[serde(flatten)]
    pub card: CardText,
    /// It led the trick.
    pub led: bool,
    /// It won the trick.
    pub won: bool,
    /// The card in words with its seat, and whether it led or won ("West: hearts Q, led
    /// the trick"): a screen reader hears what the underline and the bold show.
    pub spoken: String,
}

/// One row of the trick table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickRow {
    /// 1-based trick number.
    pub number: u8,
    /// The seat that led, in the reader's language.
    pub leader: String,
    /// Under each of the table's columns, the card that seat played; `None` where the
    /// seat had not played when play stopped.
    pub cells: Vec<Option<Played>>,
}

/// A trick table: the seats as columns from the first trick's leader on (the printed
/// sheet's order), a row per trick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickTable {
    /// The table's columns: the four seats from the first trick's leader on.
    pub columns: Vec<SeatText>,
    /// The tricks, in order.
    pub tricks: Vec<TrickRow>,
}

/// The deal or end position a question shows, and the tricks played from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagram {
    /// North, East, South, West; a seat without cards is left out.
    pub hands: Vec<HandText>,
    /// The trick table's columns: the four seats from the first trick's leader on.
    pub columns: Vec<SeatText>,
    /// The tricks played, in order; empty for an end position.
    pub tricks: Vec<TrickRow>,
}

const fn red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// A seat as a diagram names it, in `lang`.
pub fn seat_text(seat: Seat, lang: Lang) -> SeatText {
    let name = seat_word(seat, lang);
    SeatText {
        seat: seat.letter(),
        initial: name.chars().next().map(String::from).unwrap_or_default(),
        name,
    }
}

fn card_text(seat: Seat, card: Card, lang: Lang) -> CardText {
    let rank = rank_text(card.rank, lang);
    CardText {
        suit: card.suit.letter(),
        symbol: suit_symbol(card.suit),
        red: red(card.suit),
        rank,
        spoken: format!(
            "{}: {} {rank}",
            seat_word(seat, lang),
            suit_word(card.suit, lang)
        ),
    }
}

/// The variant's cards in `lang`, when the question shows any.
pub fn diagram(variant: &Variant, lang: Lang) -> Option<Diagram> {
    let cards = variant.diagram()?;
    let c = catalogue();
    let void = c.text(lang, "ui-void");
    let declarer = declarer(variant);
    let role = |seat: Seat| {
        let declarer = declarer?;
        if seat == declarer {
            c.term(lang, "declarer", None)
        } else if seat == declarer.partner() {
            c.term(lang, "dummy", None)
        } else {
            None
        }
    };
    let hands = Seat::ALL
        .into_iter()
        .filter(|&seat| !cards.hands.hand(seat).is_empty())
        .map(|seat| {
            let hand = cards.hands.hand(seat);
            let suits: Vec<Holding> = Suit::PBN_ORDER
                .into_iter()
                .map(|suit| {
                    let mut held: Vec<Card> = hand.cards_in(suit).collect();
                    held.sort_by_key(|card| std::cmp::Reverse(card.rank));
                    Holding {
                        suit: suit.letter(),
                        symbol: suit_symbol(suit),
                        red: red(suit),
                        ranks: held.iter().map(|card| rank_text(card.rank, lang)).collect(),
                        text: holding_text(held.iter().map(|card| card.rank), lang),
                    }
                })
                .collect();
            let spoken = Suit::PBN_ORDER
                .into_iter()
                .zip(&suits)
                .map(|(suit, holding)| {
                    let ranks = if holding.ranks.is_empty() {
                        void.as_str()
                    } else {
                        holding.text.as_str()
                    };
                    format!("{}: {ranks}", suit_word(suit, lang))
                })
                .collect::<Vec<_>>()
                .join("; ");
            let seat_name = seat_word(seat, lang);
            let role = role(seat);
            // The role as the visual shows it beside the seat: "West (declarer): …".
            let spoken = match &role {
                Some(role) => format!("{seat_name} ({role}): {spoken}"),
                None => format!("{seat_name}: {spoken}"),
            };
            HandText {
                spoken,
                seat: seat_text(seat, lang),
                role,
                suits,
            }
        })
        .collect();
    let TrickTable { columns, tricks } = trick_table(&cards.tricks, lang);
    Some(Diagram {
        hands,
        columns,
        tricks,
    })
}

/// `tricks` as a trick table in `lang`: the columns from the first trick's leader on,
/// each card under its seat, the lead and the winner marked as the tricks say.
pub fn trick_table(tricks: &[TrickView], lang: Lang) -> TrickTable {
    let c = catalogue();
    let led_word = c.text(lang, "ui-card-led");
    let won_word = c.text(lang, "ui-card-won");
    let first = tricks.first().map_or(Seat::West, |t| t.leader);
    let rows = tricks
        .iter()
        .map(|t| TrickRow {
            number: t.number,
            leader: seat_word(t.leader, lang),
            cells: (0..4)
                .map(|i| {
                    let seat = first.clockwise(i);
                    let &(_, card) = t.cards.iter().find(|(s, _)| *s == seat)?;
                    let card = card_text(seat, card, lang);
                    let led = seat == t.leader;
                    let won = t.winner == Some(seat);
                    let mut spoken = card.spoken.clone();
                    for (mark, word) in [(led, &led_word), (won, &won_word)] {
                        if mark {
                            spoken.push_str(", ");
                            spoken.push_str(word);
                        }
                    }
                    Some(Played {
                        card,
                        led,
                        won,
                        spoken,
                    })
                })
                .collect(),
        })
        .collect();
    TrickTable {
        columns: (0..4)
            .map(|i| seat_text(first.clockwise(i), lang))
            .collect(),
        tricks: rows,
    }
}

/// A line of play (four cards a trick, the leader's first, each with its seat) as
/// tricks: numbered on from `played` tricks before it, each won as the model's trick
/// logic says under `trump`. A short last trick has no winner.
pub fn line_tricks(line: &[(Seat, Card)], trump: Option<Suit>, played: u8) -> Vec<TrickView> {
    line.chunks(4)
        .zip(1u8..)
        .filter_map(|(trick, i)| {
            let &(leader, _) = trick.first()?;
            let cards: Vec<Card> = trick.iter().map(|&(_, card)| card).collect();
            Some(TrickView {
                number: played.saturating_add(i),
                leader,
                cards: trick.to_vec(),
                winner: (trick.len() == 4).then(|| trick[winning_index(&cards, trump)].0),
            })
        })
        .collect()
}

/// A claim's line of play in `variant` as a trick table, numbered on from the tricks
/// played before the claim, trumps from the contract; `None` when the variant is not
/// a claim.
pub fn claim_line_table(
    variant: &Variant,
    line: &[(Seat, Card)],
    lang: Lang,
) -> Option<TrickTable> {
    let Some(TableFacts::Claim {
        trump,
        declarer_won,
        defence_won,
        ..
    }) = variant.table()
    else {
        return None;
    };
    let tricks = line_tricks(line, trump, declarer_won.saturating_add(defence_won));
    Some(trick_table(&tricks, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(cards: &[(Seat, &str)]) -> Vec<(Seat, Card)> {
        cards
            .iter()
            .map(|&(seat, card)| (seat, card.parse().unwrap()))
            .collect()
    }

    const N: Seat = Seat::North;
    const E: Seat = Seat::East;
    const S: Seat = Seat::South;
    const W: Seat = Seat::West;

    #[test]
    fn a_ruff_wins_under_trumps_and_the_suit_led_in_notrump() {
        // South leads ♦A; West discards ♠2, North ruffs with ♠3, East follows ♦K.
        let played = line(&[(S, "DA"), (W, "S2"), (N, "S3"), (E, "DK")]);
        let spades = line_tricks(&played, Some(Suit::Spades), 9);
        assert_eq!(spades.len(), 1);
        assert_eq!(
            spades[0].number, 10,
            "numbered on from the nine tricks played"
        );
        assert_eq!(spades[0].leader, S);
        assert_eq!(spades[0].winner, Some(N), "the trump wins");
        let notrump = line_tricks(&played, None, 9);
        assert_eq!(notrump[0].winner, Some(S), "the ace of the suit led wins");
        // In hearts the spades are discards, the ace still wins.
        assert_eq!(
            line_tricks(&played, Some(Suit::Hearts), 9)[0].winner,
            Some(S)
        );
    }

    #[test]
    fn the_winner_leads_the_next_trick_and_a_short_trick_has_no_winner() {
        let played = line(&[
            (W, "HQ"),
            (N, "HK"),
            (E, "H2"),
            (S, "H3"),
            (N, "C2"),
            (E, "CA"),
        ]);
        let tricks = line_tricks(&played, None, 0);
        assert_eq!(tricks.len(), 2);
        assert_eq!(tricks[0].winner, Some(N));
        assert_eq!(tricks[1].number, 2);
        assert_eq!(tricks[1].leader, N);
        assert_eq!(tricks[1].winner, None, "a trick cut short is won by nobody");
    }

    #[test]
    fn the_table_puts_each_card_under_its_seat_with_lead_and_winner_marked() {
        // West leads the first trick, so the columns run West, North, East, South; North
        // wins it and leads the second from the second column.
        let played = line(&[
            (W, "HQ"),
            (N, "HK"),
            (E, "H2"),
            (S, "H3"),
            (N, "C2"),
            (E, "CA"),
            (S, "C3"),
            (W, "C4"),
        ]);
        let table = trick_table(&line_tricks(&played, Some(Suit::Clubs), 5), Lang::En);
        let seats: Vec<char> = table.columns.iter().map(|c| c.seat).collect();
        assert_eq!(seats, ['W', 'N', 'E', 'S']);
        let marks = |row: &TrickRow| -> Vec<(bool, bool)> {
            row.cells
                .iter()
                .map(|c| c.as_ref().map_or((false, false), |p| (p.led, p.won)))
                .collect()
        };
        assert_eq!(table.tricks[0].number, 6);
        assert_eq!(
            marks(&table.tricks[0]),
            [(true, false), (false, true), (false, false), (false, false)]
        );
        assert_eq!(
            marks(&table.tricks[1]),
            [(false, false), (true, false), (false, true), (false, false)]
        );
        let second = &table.tricks[1].cells;
        assert_eq!(second[2].as_ref().map(|p| p.card.rank), Some("A"));
        let spoken = second[1].as_ref().map(|p| p.spoken.as_str());
        assert_eq!(spoken, Some("North: clubs 2, led"));
        let spoken = second[2].as_ref().map(|p| p.spoken.as_str());
        assert_eq!(spoken, Some("East: clubs A, won the trick"));
    }
}
