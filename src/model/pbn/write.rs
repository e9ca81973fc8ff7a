//! Writing games as PBN 2.1 export format: the mandatory tags in the standard's order,
//! the auction four calls a line, the play a trick a line in fixed seat columns.

use std::fmt::Write as _;

use super::{Game, MANDATORY};
use crate::model::auction::Call;
use crate::model::contract::FinalContract;
use crate::model::play::winning_index;
use crate::model::seat::Seat;

/// `value` as a PBN tag value: quotes and backslashes escaped, one line.
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A call as PBN spells it: `Pass`, `X`, `XX`, `1NT`.
fn call(c: Call) -> String {
    match c {
        Call::Pass => "Pass".to_owned(),
        other => other.to_string(),
    }
}

/// The games as one PBN file, a blank line after each.
pub fn write(games: &[Game]) -> String {
    let mut out = String::from("% PBN 2.1\n% EXPORT\n%Creator: ruling\n");
    for game in games {
        out.push('\n');
        write_game(&mut out, game);
    }
    out
}

fn write_game(out: &mut String, game: &Game) {
    let tag = |out: &mut String, name: &str, value: &str| {
        let _ = writeln!(out, "[{name} {}]", quoted(value));
    };
    let show = |v: Option<String>| v.unwrap_or_else(|| "?".to_owned());
    for name in MANDATORY {
        let value = match name {
            "Board" => show(game.board.map(|b| b.number().to_string())),
            "Dealer" => show(game.dealer.map(|s| s.to_string())),
            "Vulnerable" => show(game.vulnerable.map(|v| v.to_string())),
            "Deal" => show(game.deal.map(|d| {
                d.display_from(game.dealer.unwrap_or(Seat::North))
                    .to_string()
            })),
            "Declarer" => show(game.declarer.map(|s| s.to_string())),
            "Contract" => show(game.contract.map(|c| c.to_string())),
            // A passed-out board has no result (PBN's empty value), unless the file
            // read gave one: written back as it was.
            "Result" => match (game.contract, game.result) {
                (Some(FinalContract::PassedOut), None) => String::new(),
                (_, result) => show(result.map(|r| r.to_string())),
            },
            "Date" => game.tag(name).unwrap_or("????.??.??").to_owned(),
            _ => show(game.tag(name).map(str::to_owned)),
        };
        tag(out, name, &value);
    }
    let notes: Vec<&(String, String)> = game.tags.iter().filter(|(n, _)| n == "Note").collect();
    for (name, value) in &game.tags {
        if !MANDATORY.contains(&name.as_str()) && name != "Note" {
            tag(out, name, value);
        }
    }
    if let Some(auction) = &game.auction {
        tag(out, "Auction", &auction.first.to_string());
        for row in auction.calls.chunks(4) {
            let words: Vec<String> = row.iter().map(|&c| call(c)).collect();
            let _ = writeln!(out, "{}", words.join(" "));
        }
        if auction.stopped {
            out.push_str("*\n");
        }
        for (name, value) in notes {
            tag(out, name, value);
        }
    }
    if let Some(play) = &game.play {
        tag(out, "Play", &play.leader.to_string());
        let trump = match game.contract {
            Some(FinalContract::Contract(c)) => c.strain.trump(),
            _ => None,
        };
        let mut on_lead = play.leader;
        for (index, cards) in play.tricks.iter().enumerate() {
            let mut columns = [
                "-".to_owned(),
                "-".to_owned(),
                "-".to_owned(),
                "-".to_owned(),
            ];
            for (k, card) in cards.iter().enumerate() {
                let seat = on_lead.clockwise(k);
                columns[(seat.index() + 4 - play.leader.index()) % 4] = card.to_string();
            }
            let _ = writeln!(out, "{}", columns.join(" "));
            for (_, text) in play.notes.iter().filter(|(i, _)| *i == index) {
                let _ = writeln!(out, "{}", commentary(text));
            }
            if cards.len() == 4 {
                on_lead = on_lead.clockwise(winning_index(cards, trump));
            }
        }
        if play.tricks.len() < 13 {
            out.push_str("*\n");
        }
    }
    for text in &game.commentary {
        let _ = writeln!(out, "{}", commentary(text));
    }
}

/// `text` as PBN commentary: `{…}`; a text holding the closing brace, which PBN has no
/// escape for, as a `;` comment (to the end of its line) when it is one line, so it
/// reads back as written. Only a text of several lines holding `}` cannot be: its
/// braces are written as `)`.
fn commentary(text: &str) -> String {
    if !text.contains('}') {
        format!("{{{text}}}")
    } else if !text.contains('\n') {
        format!("; {text}")
    } else {
        format!("{{{}}}", text.replace('}', ")"))
    }
}
