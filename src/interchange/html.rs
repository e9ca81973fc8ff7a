//! A question as HTML for a learning platform: the question, the facts of the table,
//! the hands in compass layout, the auction and the play as tables, suits as symbols
//! (no pictures to upload). Moodle keeps inline colour; a QTI item's XHTML has no
//! `style` attribute, so its red suits are plain symbols there.

use std::fmt::Write as _;

use crate::bank::Variant;
use crate::i18n::Lang;
use crate::present::auction::auction_text;
use crate::present::render::Shown;

/// HTML with `&`, `<`, `>` and quotes escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Where the HTML goes: Moodle (inline colour allowed) or a QTI item (XHTML, no style).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Moodle's HTML editor format.
    Moodle,
    /// QTI 2.1 item body XHTML.
    Qti,
}

impl Target {
    /// Text escaped, its red suit symbols coloured where the target allows it.
    fn text(self, text: &str) -> String {
        let escaped = escape(text);
        match self {
            Target::Qti => escaped,
            Target::Moodle => escaped
                .replace('♥', "<span style=\"color:#c00000\">♥</span>")
                .replace('♦', "<span style=\"color:#c00000\">♦</span>"),
        }
    }
}

/// The question of `shown` as HTML: the text, then the facts, hands, auction and play.
pub fn question(variant: &Variant, shown: &Shown, lang: Lang, target: Target) -> String {
    let mut out = String::new();
    for paragraph in shown.question.split("\n\n") {
        let _ = write!(out, "<p>{}</p>", target.text(paragraph.trim()));
    }
    if !shown.facts.is_empty() {
        out.push_str("<table><tbody>");
        for fact in &shown.facts {
            let _ = write!(
                out,
                "<tr><th>{}</th><td>{}</td></tr>",
                target.text(&fact.label),
                target.text(&fact.value)
            );
        }
        out.push_str("</tbody></table>");
    }
    if let Some(diagram) = &shown.diagram {
        out.push_str(&hands(diagram, target));
        if let Some(auction) = &variant.auction {
            out.push_str(&auction_table(auction, lang, target));
        }
        if !diagram.tricks.is_empty() {
            out.push_str("<table><tbody>");
            for trick in &diagram.tricks {
                let _ = write!(
                    out,
                    "<tr><th>{}</th><td>{}</td>",
                    trick.number,
                    target.text(&trick.leader)
                );
                for card in &trick.cards {
                    let _ = write!(out, "<td>{}</td>", target.text(card));
                }
                out.push_str("</tr>");
            }
            out.push_str("</tbody></table>");
        }
    }
    out
}

/// The four hands in compass layout: North above, West and East beside, South below.
fn hands(diagram: &crate::present::render::DiagramText, target: Target) -> String {
    const SYMBOLS: [&str; 4] = ["♠", "♥", "♦", "♣"];
    let hand = |i: usize| -> String {
        let Some(h) = diagram.hands.get(i) else {
            return String::new();
        };
        let mut cell = format!("<b>{}</b>", target.text(&h.seat));
        for (symbol, holding) in SYMBOLS.iter().zip(&h.suits) {
            let _ = write!(cell, "<br/>{}", target.text(&format!("{symbol} {holding}")));
        }
        cell
    };
    // Hands are North, East, South, West.
    format!(
        "<table><tbody><tr><td></td><td>{}</td><td></td></tr><tr><td>{}</td><td></td><td>{}</td></tr><tr><td></td><td>{}</td><td></td></tr></tbody></table>",
        hand(0),
        hand(3),
        hand(1),
        hand(2)
    )
}

/// The auction in four columns, West first, as the diagrams print it.
fn auction_table(auction: &crate::model::Auction, lang: Lang, target: Target) -> String {
    let text = auction_text(auction, lang);
    let mut out = String::from("<table><tbody><tr>");
    for column in &text.columns {
        let _ = write!(out, "<th>{}</th>", target.text(&column.name));
    }
    out.push_str("</tr>");
    for row in &text.rows {
        out.push_str("<tr>");
        for cell in row {
            let call = cell.as_ref().map_or("", |c| c.text.as_str());
            let _ = write!(out, "<td>{}</td>", target.text(call));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}
