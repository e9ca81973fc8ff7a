//! The fonts the sheets use, all from `typst-assets`, and the check that they can print
//! what a bridge exam in Norwegian, Danish or German needs: the four suit symbols and
//! the letters æ ø å ä ö ü ß. A font without a glyph would make typst fall back to
//! another font or print a box, so the tests ask the font itself.

use super::Typesetter;

/// The body text: a book serif with the suit symbols of its own.
pub const TEXT: &str = "Libertinus Serif";
/// Variant and exam codes, where 0 and O must not be confused.
pub const CODE: &str = "DejaVu Sans Mono";

/// What the sheets print beyond ASCII: suits, the Nordic and German letters, and the
/// typography of the question texts.
pub const NEEDED: &str = "♠♥♦♣æøåÆØÅäöüÄÖÜßéèáà§–—„“”‘’«»·×−…";

/// The characters of `text` that no regular-weight font of `family` has a glyph for,
/// each once, in order of appearance.
pub fn missing(typesetter: &Typesetter, family: &str, text: &str) -> Vec<char> {
    let fonts: Vec<_> = typesetter
        .shared()
        .fonts()
        .iter()
        .filter(|f| f.info().family.eq_ignore_ascii_case(family))
        .collect();
    let mut out = Vec::new();
    for c in text.chars() {
        let covered = fonts.iter().any(|f| f.info().coverage.contains(c as u32));
        if !covered && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_font_prints_suits_and_nordic_and_german_letters() {
        let typesetter = Typesetter::global();
        assert_eq!(missing(typesetter, TEXT, NEEDED), Vec::<char>::new());
        assert_eq!(missing(typesetter, CODE, "♠♥♦♣0O1Il-"), Vec::<char>::new());
    }

    #[test]
    fn a_missing_glyph_is_reported() {
        // New Computer Modern has no suit symbols: the check must say so.
        let missing = missing(Typesetter::global(), "New Computer Modern", "A♠");
        assert_eq!(missing, vec!['♠']);
    }
}
