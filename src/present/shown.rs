//! The page as the bank's checks read it ([`crate::bank::answerable::Page`]): the
//! question side in every language and the English text, drawn here, where pages are
//! drawn, and handed down to `bank check`.

use crate::bank::Variant;
use crate::bank::answerable::Page;
use crate::i18n::Lang;
use crate::laws::Answer;

use super::question::question_side;

/// The pages students read, for `bank check`.
pub struct Shown;

impl Page for Shown {
    /// A fact left out of one language's text is hidden from its students: every
    /// language is compared, without the code that names the seed.
    fn sides(&self, variant: &Variant) -> Vec<String> {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let mut side = question_side(variant, lang);
                side.code.clear();
                serde_json::to_string(&side).unwrap_or_default()
            })
            .collect()
    }

    fn text_en(&self, variant: &Variant) -> String {
        super::render::question(variant, Lang::En)
    }

    fn answer_en(&self, answer: Answer) -> String {
        super::answer_text(answer, Lang::En)
    }
}
