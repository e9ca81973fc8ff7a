//! Real-deal variants as PBN games: the mandatory tags, the deal, the auction, the play
//! with each revoke noted on its trick, the result after the ruling, and the question,
//! the ruling and its explanation as the game's commentary.

use crate::bank::Variant;
use crate::bank::generate::GENERATION;
use crate::i18n::notation::law_text;
use crate::i18n::{Lang, catalogue};
use crate::interface::CaseIn;
use crate::interface::input::RevokeIn;
use crate::laws::{Answer, Field, Message, Unit, rule};
use crate::model::pbn::{AuctionSection, Game, PlaySection};
use crate::model::{Board, FinalContract, PlayRecord};
use crate::present::render::render;

/// The PBN game of a variant played with a real deal; `None` for a question without one
/// (a score to compute, an end position at a claim).
pub fn game(variant: &Variant, lang: Lang) -> Option<Game> {
    let CaseIn::Revoke(RevokeIn::Play(play)) = &variant.case else {
        return None;
    };
    let c = catalogue();
    let trump = play.contract.strain.trump();
    let leader = play.declarer.lho();
    let record = PlayRecord::replay(&play.deal, trump, leader, &play.play).ok()?;
    let board = variant
        .params
        .get("board")
        .and_then(toml::Value::as_integer)
        .and_then(|n| u32::try_from(n).ok())
        .and_then(Board::new);
    let dealer = variant
        .auction
        .as_ref()
        .map(|a| a.dealer())
        .or(board.map(Board::dealer));
    // The result that stands: declarer's tricks after the ruling, else as played.
    let ruled = variant
        .case
        .clone()
        .into_case()
        .ok()
        .and_then(|case| rule(&case, &GENERATION).ok())
        .and_then(|r| r.verdict.answer(Field::DeclarerTricks, Unit::Tricks));
    let played = (record.tricks.len() == 13).then(|| {
        record
            .tricks
            .iter()
            .filter(|t| t.winner.is_some_and(|w| w.side() == play.declarer.side()))
            .count() as u8
    });
    let result = match ruled {
        Some(Answer::Tricks(t)) => Some(t.get()),
        _ => played,
    };
    let notes = record
        .revokes
        .iter()
        .map(|r| {
            let text = c.render(
                lang,
                &Message::new("revoke-found")
                    .with("offender", r.seat)
                    .with("trick", r.trick)
                    .with("card", r.card)
                    .with("suit", r.suit_led),
            );
            (usize::from(r.trick.get()) - 1, text)
        })
        .collect();
    let shown = render(variant, lang);
    let mut commentary = vec![format!(
        "{}: {}",
        c.text(lang, "label-question"),
        shown.question
    )];
    commentary.extend(
        variant
            .steps
            .iter()
            .map(|s| format!("{}: {}", law_text(s.law, lang), c.step(lang, s))),
    );
    let answer = crate::present::answer_text(variant.answer, lang);
    commentary.push(format!("{}: {answer}", c.text(lang, "label-answer")));
    Some(Game {
        line: 0,
        board,
        dealer,
        vulnerable: Some(play.vulnerable),
        deal: Some(play.deal),
        declarer: Some(play.declarer),
        contract: Some(FinalContract::Contract(play.contract)),
        result,
        auction: variant.auction.as_ref().map(|a| AuctionSection {
            first: a.dealer(),
            calls: a.calls().to_vec(),
            stopped: !a.is_complete(),
        }),
        play: Some(PlaySection {
            leader,
            tricks: play.play.clone(),
            notes,
        }),
        tags: vec![
            ("Event".to_owned(), shown.title.clone()),
            ("Site".to_owned(), "ruling".to_owned()),
            ("Scoring".to_owned(), "IMP".to_owned()),
            ("VariantCode".to_owned(), variant.code.to_string()),
        ],
        commentary,
    })
}

/// The PBN file of every variant with a real deal, in order.
pub fn file(variants: &[Variant], lang: Lang) -> Option<String> {
    let games: Vec<Game> = variants.iter().filter_map(|v| game(v, lang)).collect();
    (!games.is_empty()).then(|| crate::model::pbn::write(&games))
}
