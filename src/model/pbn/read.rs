//! Reading PBN text: a scanner for tags, section words and commentary (keeping each
//! token's line), then each game's tags checked into types.

use std::collections::HashMap;

use thiserror::Error;

use super::{AuctionSection, Game, PlaySection};
use crate::model::auction::{Auction, AuctionError, Call, ParseCallError};
use crate::model::board::{Board, ParseVulnerabilityError};
use crate::model::card::{Card, ParseCardError};
use crate::model::contract::{FinalContract, ParseContractError};
use crate::model::deal::DealError;
use crate::model::play::{PlayError, PlayRecord, winning_index};
use crate::model::seat::{ParseSeatError, Seat};

/// A problem in a PBN file, at a line counted from 1. Shown as `line: message`; a caller
/// that knows the file's name puts it in front (`deals.pbn:12: …`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{line}: {problem}")]
pub struct PbnError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong there.
    pub problem: Problem,
}

/// What is wrong with a PBN file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// A `[` without a tag in the form `[Name "value"]`.
    #[error("a tag reads [Name \"value\"]: {0}")]
    BadTag(&'static str),
    /// A `{` commentary never closed.
    #[error("the commentary opened here has no closing `}}`")]
    UnclosedCommentary,
    /// Text before the first tag of a game.
    #[error("`{0}` stands outside any tag or section; a game starts with a tag")]
    Stray(String),
    /// A tag value `#` with no earlier game to copy from.
    #[error("tag {0} is `#` (as in the previous game), but no previous game has it")]
    NothingToCopy(String),
    /// `Board` is not a number 1 or more.
    #[error("Board `{0}` is not a board number (1 or more)")]
    Board(String),
    /// A seat tag (`Dealer`, `Declarer`, a section's first seat) that is not a seat.
    #[error("{tag}: {error}")]
    Seat {
        /// The tag.
        tag: &'static str,
        /// Why.
        error: ParseSeatError,
    },
    /// `Vulnerable` is not a vulnerability.
    #[error("Vulnerable: {0}")]
    Vulnerable(ParseVulnerabilityError),
    /// `Deal` is not a full deal.
    #[error("Deal: {0}")]
    Deal(DealError),
    /// `Contract` is not a contract.
    #[error("Contract: {0}")]
    Contract(ParseContractError),
    /// `Result` is not a number of tricks.
    #[error("Result `{0}` is not a number of tricks (0 to 13)")]
    Result(String),
    /// A word of the auction that is not a call.
    #[error("Auction: {0}")]
    Call(ParseCallError),
    /// The calls are not a legal auction.
    #[error("Auction: {0}")]
    Auction(AuctionError),
    /// A word of the play that is not a card.
    #[error("Play: {0}")]
    Card(ParseCardError),
    /// A play section with no contract to tell its trumps.
    #[error("a Play section needs the Contract tag (its trumps decide who leads each trick)")]
    PlayWithoutContract,
    /// A card after a `-` in the same trick, in the order of play.
    #[error("Play: trick {0} has a card after a player who did not play")]
    PlayGap(usize),
    /// A play record that cannot have happened with the deal.
    #[error("Play: {0}")]
    Play(PlayError),
}

/// Reads every game of a PBN file.
///
/// # Errors
/// The first problem, at its line; nothing of the file is returned with it.
pub fn read(text: &str) -> Result<Vec<Game>, PbnError> {
    let tokens = scan(text)?;
    let mut games = Vec::new();
    let mut previous: HashMap<String, String> = HashMap::new();
    let mut open: Option<Raw> = None;
    for token in tokens {
        match token.kind {
            Kind::Blank => {
                if let Some(raw) = open.take() {
                    previous = raw.tag_map();
                    games.push(raw.check()?);
                }
            }
            Kind::Tag(name, value) => {
                let value = if value == "#" {
                    previous.get(&name).cloned().ok_or_else(|| PbnError {
                        line: token.line,
                        problem: Problem::NothingToCopy(name.clone()),
                    })?
                } else {
                    value
                };
                let raw = open.get_or_insert_with(|| Raw::new(token.line));
                raw.tags.push(RawTag {
                    name,
                    value,
                    line: token.line,
                    words: Vec::new(),
                    comments: Vec::new(),
                });
            }
            Kind::Comment(text) => match open.as_mut() {
                // Commentary inside a play section is about the trick it follows.
                Some(raw)
                    if raw.tags.last().is_some_and(|t| {
                        t.name == "Play" && t.words.last().is_none_or(|(w, _)| w != "*")
                    }) =>
                {
                    if let Some(tag) = raw.tags.last_mut() {
                        let cells = tag
                            .words
                            .iter()
                            .filter(|(w, _)| !mark(w) && w != "*")
                            .count();
                        tag.comments.push((cells, text));
                    }
                }
                Some(raw) => raw.commentary.push(text),
                None => {}
            },
            Kind::Word(word) => match open.as_mut().and_then(|r| r.tags.last_mut()) {
                Some(tag) => tag.words.push((word, token.line)),
                None => {
                    return Err(PbnError {
                        line: token.line,
                        problem: Problem::Stray(word),
                    });
                }
            },
        }
    }
    if let Some(raw) = open {
        games.push(raw.check()?);
    }
    Ok(games)
}

enum Kind {
    Tag(String, String),
    Word(String),
    Comment(String),
    Blank,
}

struct Token {
    kind: Kind,
    line: usize,
}

fn err(line: usize, problem: Problem) -> PbnError {
    PbnError { line, problem }
}

/// Splits PBN text into tokens. A line holding only spaces ends a game (outside
/// commentary); a line starting with `%` is an escape line, for programs, and skipped.
fn scan(text: &str) -> Result<Vec<Token>, PbnError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, true);
    while i < chars.len() {
        if line_start {
            line_start = false;
            let end = chars[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |p| i + p);
            let rest = &chars[i..end];
            if rest.first() == Some(&'%') || rest.iter().all(|c| c.is_whitespace()) {
                if rest.first() != Some(&'%') {
                    tokens.push(Token {
                        kind: Kind::Blank,
                        line,
                    });
                }
                i = end;
                continue;
            }
        }
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                line_start = true;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '[' => {
                let (name, value, next) = tag(&chars, i + 1).map_err(|p| err(line, p))?;
                tokens.push(Token {
                    kind: Kind::Tag(name, value),
                    line,
                });
                i = next;
            }
            '{' => {
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .ok_or_else(|| err(line, Problem::UnclosedCommentary))?;
                let body: String = chars[i + 1..i + close].iter().collect();
                tokens.push(Token {
                    kind: Kind::Comment(body.trim().to_owned()),
                    line,
                });
                line += body.matches('\n').count();
                i += close + 1;
            }
            ';' => {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |p| i + p);
                let body: String = chars[i + 1..end].iter().collect();
                tokens.push(Token {
                    kind: Kind::Comment(body.trim().to_owned()),
                    line,
                });
                i = end;
            }
            _ => {
                let start = i;
                while i < chars.len() && !chars[i].is_whitespace() && !"[{;".contains(chars[i]) {
                    i += 1;
                }
                tokens.push(Token {
                    kind: Kind::Word(chars[start..i].iter().collect()),
                    line,
                });
            }
        }
    }
    Ok(tokens)
}

/// A tag after its `[`: name, value (with `\"` and `\\` unescaped), and where it ends.
fn tag(chars: &[char], mut i: usize) -> Result<(String, String, usize), Problem> {
    let skip = |i: &mut usize| {
        while *i < chars.len() && chars[*i] == ' ' {
            *i += 1;
        }
    };
    skip(&mut i);
    let start = i;
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    if i == start {
        return Err(Problem::BadTag("the name is missing"));
    }
    let name: String = chars[start..i].iter().collect();
    skip(&mut i);
    if chars.get(i) != Some(&'"') {
        return Err(Problem::BadTag("the value must be in double quotes"));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                value.push(chars[i + 1]);
                i += 2;
            }
            Some('"') => break,
            Some('\n') | None => {
                return Err(Problem::BadTag("the value's closing quote is missing"));
            }
            Some(&c) => {
                value.push(c);
                i += 1;
            }
        }
    }
    i += 1;
    skip(&mut i);
    if chars.get(i) != Some(&']') {
        return Err(Problem::BadTag("the closing `]` is missing"));
    }
    Ok((name, value, i + 1))
}

struct RawTag {
    name: String,
    value: String,
    line: usize,
    /// The section's words after the tag, each with its line.
    words: Vec<(String, usize)>,
    /// Commentary inside the section, each after how many cards (or `-`) of it.
    comments: Vec<(usize, String)>,
}

struct Raw {
    line: usize,
    tags: Vec<RawTag>,
    commentary: Vec<String>,
}

/// A value PBN leaves open: empty, `?` (unknown) or `-`.
fn unknown(value: &str) -> bool {
    matches!(value.trim(), "" | "?" | "-")
}

/// A call or card with its annotation suffix (`!`, `?`, `!!`, `?!`…) taken off.
fn bare(word: &str) -> &str {
    word.trim_end_matches(['!', '?'])
}

/// Whether a section word is a mark, not a call or card: a note reference `=1=`, a
/// NAG `$12`, a continuation `+`.
fn mark(word: &str) -> bool {
    word == "+" || word.starts_with('$') || (word.len() > 2 && word.starts_with('='))
}

impl Raw {
    fn new(line: usize) -> Raw {
        Raw {
            line,
            tags: Vec::new(),
            commentary: Vec::new(),
        }
    }

    fn tag_map(&self) -> HashMap<String, String> {
        self.tags
            .iter()
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect()
    }

    fn check(self) -> Result<Game, PbnError> {
        let mut game = Game {
            line: self.line,
            commentary: self.commentary,
            ..Game::default()
        };
        let mut play_tag = None;
        for t in self.tags {
            let at = |problem| err(t.line, problem);
            let seat = |tag: &'static str| {
                t.value
                    .trim()
                    .parse::<Seat>()
                    .map_err(|error| err(t.line, Problem::Seat { tag, error }))
            };
            match t.name.as_str() {
                "Board" if !unknown(&t.value) => {
                    let board = t.value.trim().parse().ok().and_then(Board::new);
                    game.board = Some(board.ok_or_else(|| at(Problem::Board(t.value.clone())))?);
                }
                "Dealer" if !unknown(&t.value) => game.dealer = Some(seat("Dealer")?),
                "Vulnerable" if !unknown(&t.value) || t.value == "-" => {
                    let v = t
                        .value
                        .trim()
                        .parse()
                        .map_err(|e| at(Problem::Vulnerable(e)))?;
                    game.vulnerable = Some(v);
                }
                "Deal" if !unknown(&t.value) => {
                    let deal = t.value.trim().parse().map_err(|e| at(Problem::Deal(e)))?;
                    game.deal = Some(deal);
                }
                "Declarer" if !unknown(&t.value) => game.declarer = Some(seat("Declarer")?),
                "Contract" if !unknown(&t.value) => {
                    let c = t
                        .value
                        .trim()
                        .parse()
                        .map_err(|e| at(Problem::Contract(e)))?;
                    game.contract = Some(c);
                }
                "Result" if !unknown(&t.value) => {
                    let tricks = t.value.trim().parse::<u8>().ok().filter(|&n| n <= 13);
                    game.result = Some(tricks.ok_or_else(|| at(Problem::Result(t.value.clone())))?);
                }
                "Auction" if !unknown(&t.value) => {
                    let first = seat("Auction")?;
                    game.auction = Some(auction(first, &t.words, t.line)?);
                }
                "Play" if !unknown(&t.value) => {
                    play_tag = Some((seat("Play")?, t.words, t.comments, t.line));
                }
                "Board" | "Dealer" | "Vulnerable" | "Deal" | "Declarer" | "Contract" | "Result"
                | "Auction" | "Play" => {}
                _ => game.tags.push((t.name, t.value)),
            }
        }
        if let Some((leader, words, comments, line)) = play_tag {
            let mut section = play(&game, leader, &words, line)?;
            section.notes = comments
                .into_iter()
                .map(|(cells, text)| (cells.div_ceil(4).saturating_sub(1), text))
                .collect();
            game.play = Some(section);
        }
        Ok(game)
    }
}

/// The calls of an auction section: `AP` stands for the passes that end it, `*` for an
/// auction that stopped; notes and NAGs are marks, not calls.
fn auction(
    first: Seat,
    words: &[(String, usize)],
    line: usize,
) -> Result<AuctionSection, PbnError> {
    let mut calls = Vec::new();
    let mut stopped = false;
    for (word, at) in words {
        match word.as_str() {
            w if mark(w) => {}
            "*" => stopped = true,
            "AP" => {
                let any_bid = calls.iter().any(|c| matches!(c, Call::Bid(_)));
                let needed = if any_bid { 3 } else { 4 };
                while calls.len() < needed
                    || calls[calls.len() - needed..]
                        .iter()
                        .any(|c| *c != Call::Pass)
                {
                    calls.push(Call::Pass);
                }
            }
            w => calls.push(bare(w).parse().map_err(|e| err(*at, Problem::Call(e)))?),
        }
    }
    Auction::new(first, calls.clone()).map_err(|e| err(line, Problem::Auction(e)))?;
    Ok(AuctionSection {
        first,
        calls,
        stopped,
    })
}

/// The play section's cards, four columns a trick in seat order from the opening
/// leader, turned into the order each trick was played; checked against the deal.
fn play(
    game: &Game,
    leader: Seat,
    words: &[(String, usize)],
    line: usize,
) -> Result<PlaySection, PbnError> {
    let Some(FinalContract::Contract(contract)) = game.contract else {
        return Err(err(line, Problem::PlayWithoutContract));
    };
    let trump = contract.strain.trump();
    let cells: Vec<(Option<Card>, usize)> = words
        .iter()
        .filter(|(w, _)| !mark(w) && w != "*")
        .map(|(w, at)| match w.as_str() {
            "-" => Ok((None, *at)),
            w => bare(w)
                .parse()
                .map(|c| (Some(c), *at))
                .map_err(|e| err(*at, Problem::Card(e))),
        })
        .collect::<Result<_, _>>()?;
    let mut tricks: Vec<Vec<Card>> = Vec::new();
    let mut lines = Vec::new();
    let mut on_lead = leader;
    for (n, row) in cells.chunks(4).enumerate() {
        let mut cards = Vec::with_capacity(4);
        let mut gap = false;
        for k in 0..4 {
            let column = (on_lead.index() + 4 - leader.index() + k) % 4;
            match row.get(column).and_then(|(c, _)| *c) {
                Some(_) if gap => return Err(err(row[0].1, Problem::PlayGap(n + 1))),
                Some(card) => cards.push(card),
                None => gap = true,
            }
        }
        if cards.is_empty() {
            break;
        }
        if cards.len() == 4 {
            on_lead = on_lead.clockwise(winning_index(&cards, trump));
        }
        lines.push(row[0].1);
        tricks.push(cards);
    }
    if let Some(deal) = &game.deal {
        PlayRecord::replay(deal, trump, leader, &tricks).map_err(|e| {
            let trick = match &e {
                PlayError::EmptyTrick { trick }
                | PlayError::TooManyCards { trick, .. }
                | PlayError::Incomplete { trick, .. }
                | PlayError::NotHeld { trick, .. }
                | PlayError::PlayedTwice { trick, .. } => Some(*trick),
                PlayError::TooManyTricks { .. } => None,
            };
            let at = trick.and_then(|t| lines.get(t).copied()).unwrap_or(line);
            err(at, Problem::Play(e))
        })?;
    }
    Ok(PlaySection {
        leader,
        tricks,
        notes: Vec::new(),
    })
}
