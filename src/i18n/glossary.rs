//! The glossary: one Fluent term per concept in each catalogue (`-revoke`,
//! `-declarer`, `-correction-period`, …), which messages and template texts name instead
//! of spelling the word out, so that a federation's term is changed in one place; and
//! the words each federation does *not* use for those concepts, which no text may show.
//!
//! A template text names a term as `{-revoke}`, a form of it as `{-revoke:def}` (the
//! variant keys of the term in that language's catalogue: `def` for the definite form,
//! `gen` for the genitive, …), and starts a sentence with it as `{-Revoke:def}`: a
//! capital first letter capitalizes the word. Messages use Fluent's own syntax,
//! `{ -revoke(form: "def") }`, and `{ CAP(-revoke(form: "def")) }` at a sentence's start.
//!
//! [`AVOID`] is checked on every catalogue message (`tests/catalogue.rs`), on every
//! template as written and as read (`tests/language.rs`), and by bank parsing, so an
//! instructor's own template is reported at its line too. The choice of each term and
//! its source are in `GLOSSARY.md` beside this file.

use super::Lang;

/// A glossary term named in a template text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermRef<'a> {
    /// The term's id without the dash, in lower case: `revoke`.
    pub id: String,
    /// The variant asked for, if any: `def`.
    pub form: Option<&'a str>,
    /// Whether the text starts a sentence with it.
    pub capital: bool,
}

impl<'a> TermRef<'a> {
    /// Reads the inside of a `{…}` placeholder: `-revoke`, `-revoke:def` or
    /// `-Revoke:def`; `None` when it is not a term (a parameter's name).
    pub fn parse(inside: &'a str) -> Option<TermRef<'a>> {
        let rest = inside.strip_prefix('-')?;
        let (name, form) = match rest.split_once(':') {
            Some((name, form)) => (name, Some(form)),
            None => (rest, None),
        };
        let mut chars = name.chars();
        let first = chars.next()?;
        let well_formed = first.is_ascii_alphabetic()
            && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && form.is_none_or(|f| {
                !f.is_empty()
                    && f.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            });
        well_formed.then(|| TermRef {
            id: name.to_ascii_lowercase(),
            form,
            capital: first.is_ascii_uppercase(),
        })
    }
}

/// The first letter in upper case (`revoken` → `Revoken`).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A word or phrase a federation does not use for a glossary concept, and what to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Avoid {
    pub lang: Lang,
    /// The glossary term the concept has (`-correction-period`), or the phrase's topic.
    pub concept: &'static str,
    /// The wrong or competing form, matched as whole words, ignoring case.
    pub wrong: &'static str,
    /// What the federation writes, and where it says so.
    pub instead: &'static str,
}

const fn avoid(
    lang: Lang,
    concept: &'static str,
    wrong: &'static str,
    instead: &'static str,
) -> Avoid {
    Avoid {
        lang,
        concept,
        wrong,
        instead,
    }
}

/// Known wrong or competing forms, from the language review (`reviews/language.md`,
/// findings N, D, K, E) and the federations' texts it cites.
#[rustfmt::skip]
pub const AVOID: &[Avoid] = &[
    // Norwegian: lovboka and the NBF lesson (seeds/001).
    avoid(Lang::Nb, "-correction-period", "rettelsesfrist", "korreksjonsperioden (lovboka § 69B, § 79C); the Danish word (N1)"),
    avoid(Lang::Nb, "-correction-period", "rettelsesfristen", "korreksjonsperioden (lovboka § 69B) (N1)"),
    avoid(Lang::Nb, "-claimer", "kreveren", "den som fremsatte kravet (lovboka § 70; N2)"),
    avoid(Lang::Nb, "-claimer", "kreverens", "den som fremsatte kravet (lovboka § 70; N2)"),
    avoid(Lang::Nb, "-wild-or-gambling-action", "gamblende", "spekulativ (lovboka § 12C1(b); N3)"),
    avoid(Lang::Nb, "-undertrick", "beit", "bet / beter (lovboka § 77; N4)"),
    avoid(Lang::Nb, "-acquiescence", "godkjenning", "enighet (lovboka § 69B; N5)"),
    avoid(Lang::Nb, "-rectification", "videre rettelse", "annen korrigering (lovboka § 62B2; N6)"),
    avoid(Lang::Nb, "-rectification", "rettelse", "korrigering (lovboka § 62B2, § 64B; N6)"),
    avoid(Lang::Nb, "64C", "gjenoppretter likevekten", "TL sørger etter § 64C for et rettferdig resultat (N7)"),
    avoid(Lang::Nb, "normal play", "dårligere, ikke irrasjonell", "skjødesløs eller dårlig, ikke irrasjonell (N8)"),
    avoid(Lang::Nb, "grammar", "utenfra bordets", "fra en kilde utenfor bordets (N10)"),
    avoid(Lang::Nb, "pointed out", "revoke meldt", "revoke påpekt (lovboka § 64B5; N12)"),
    avoid(Lang::Nb, "-dummy", "bordets protest", "blindemanns protest (lovboka §§ 43, 61, 62; N13)"),
    avoid(Lang::Nb, "-infraction", "overtredelse", "regelbrudd (lovboka § 12; N15)"),
    avoid(Lang::Nb, "-infraction", "brudd på", "regelbrudd (lovboka § 12; N15)"),
    avoid(Lang::Nb, "-subsequent-damage", "selvforskyldt", "selvpåført (lovboka § 12C1(b); N16)"),
    avoid(Lang::Nb, "result", "hvilken score", "hvilket resultat (N14)"),
    // German: the TBR as the review quotes it, and the DBV procedure (seeds/000).
    avoid(Lang::De, "-rectification", "weitere Berichtigung", "weitere Rektifikation (TBR § 25 A4, § 61 A; D4)"),
    avoid(Lang::De, "-rectification", "Berichtigung des Revokes", "Rektifikation (TBR § 61 A; D4)"),
    avoid(Lang::De, "-rectification", "Berichtigung dieses Revokes", "Rektifikation (TBR § 61 A; D4)"),
    avoid(Lang::De, "-rectification", "das Revoke berichtigt", "die Rektifikation des Revokes regelt (D4)"),
    avoid(Lang::De, "-call", "ersten Gebot", "Ansage: § 64 B4 speaks of a call (D5)"),
    avoid(Lang::De, "-round", "Durchgang {round}", "Runde {round}: Durchgang is a session (D6)"),
    avoid(Lang::De, "-unauthorized-information", "unbefugte", "unerlaubte Information (TBR § 16; D7)"),
    avoid(Lang::De, "sound play", "bestes Spiel beider Seiten", "vernünftiges Spiel beider Seiten (D8)"),
    avoid(Lang::De, "-pass", "Passe", "Pass (TBR § 41 A: \"drei Pass in Reihenfolge\"; D10)"),
    avoid(Lang::De, "unusual result", "ungewöhnliches Ergebnis", "außergewöhnliches Ergebnis (seeds/000 Nr. 3; D11)"),
    avoid(Lang::De, "paragraph", "Paragraphen", "Paragraf, Paragrafen (D12)"),
    avoid(Lang::De, "-revoke", "revokiert", "ein Revoke begehen (BVRR; D16)"),
    avoid(Lang::De, "-revoke", "revokierte", "ein Revoke begehen (BVRR; D16)"),
    avoid(Lang::De, "-revoke", "revokieren", "ein Revoke begehen (BVRR; D16)"),
    avoid(Lang::De, "-revoke", "Revokierende", "der Spieler, der das Revoke begangen hat (D16)"),
    avoid(Lang::De, "normal play", "sorglos oder unterlegen", "nachlässig oder schlecht (D15)"),
    avoid(Lang::De, "IMP", "IMPs", "IMP (seeds/000: \"-3 IMP\"; D18)"),
    avoid(Lang::De, "-dummy", "Strohmann", "Dummy (TBR § 61 B2)"),
    avoid(Lang::De, "-revoke", "Renonce", "Revoke (TBR § 61)"),
    avoid(Lang::De, "-finesse", "angesagt", "erwähnt: a finesse is not announced (D14)"),
    // Danish: DBf's law book, handbook and seeds/003.
    avoid(Lang::Da, "-finesse", "mæskning", "knibning (DBf \"Lær bridge 8\"; K1)"),
    avoid(Lang::Da, "-bid", "utilstrækkelig melding", "utilstrækkeligt bud (DBf Love § 27; K2)"),
    avoid(Lang::Da, "-auction", "budgivning", "meldeforløbet (DBf § 41 B; K6)"),
    avoid(Lang::Da, "-auction", "budgivningen", "meldeforløbet (DBf § 41 B; K6)"),
    avoid(Lang::Da, "-claimer", "kræveren", "den, der fremsatte kravet (seeds/003; K7)"),
    avoid(Lang::Da, "-claimer", "kræverens", "den, der fremsatte kravet (seeds/003; K7)"),
    avoid(Lang::Da, "grammar", "udefra bordets", "fra en kilde uden for bordets (K8)"),
    avoid(Lang::Da, "-wild-or-gambling-action", "spekulativ", "satsende (DBf Love 2017 index; K9)"),
    avoid(Lang::Da, "normal play", "ringere, ikke irrationel", "skødesløs eller dårlig (seeds/003; K10)"),
    avoid(Lang::Da, "-session", "session", "sektion (DBf X79; K11)"),
    avoid(Lang::Da, "-session", "sessionen", "sektionen (DBf X79; K11)"),
    avoid(Lang::Da, "-session", "sessionsprocent", "sektionsprocent (DBf X79; K11)"),
    avoid(Lang::Da, "-dummy", "bordets protest", "den blindes protest (DBf § 41 D; K13)"),
    avoid(Lang::Da, "64C", "ligevægten", "et retfærdigt resultat (K14)"),
    avoid(Lang::Da, "pointed out", "kulørsvigt meldt", "kulørsvigt påtalt (K15)"),
    avoid(Lang::Da, "ruling", "afgørelse", "kendelse (K17)"),
    avoid(Lang::Da, "-pass", "Pass", "pas (K5)"),
    // English.
    avoid(Lang::En, "-acquiescence", "acquiesced in the claim, conceding", "which gave them (E1)"),
    avoid(Lang::En, "-finesse", "does not let him take it", "does not credit it (E3)"),
];

/// Where `wrong` occurs in `text` as whole words, ignoring case; the byte offset.
pub fn find_whole_words(text: &str, wrong: &str) -> Option<usize> {
    let haystack = text.to_lowercase();
    let needle = wrong.to_lowercase();
    let is_word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    let mut from = 0;
    while let Some(found) = haystack[from..].find(&needle) {
        let start = from + found;
        let end = start + needle.len();
        let before = haystack[..start].chars().next_back();
        let after = haystack[end..].chars().next();
        if !before.is_some_and(is_word) && !after.is_some_and(is_word) {
            return Some(start);
        }
        from = start + needle.chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// The avoided forms `text` (in `lang`) contains.
pub fn avoided_in(text: &str, lang: Lang) -> Vec<&'static Avoid> {
    AVOID
        .iter()
        .filter(|a| a.lang == lang && find_whole_words(text, a.wrong).is_some())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_term_placeholder_names_the_term_its_form_and_its_case() {
        assert_eq!(
            TermRef::parse("-revoke"),
            Some(TermRef {
                id: "revoke".into(),
                form: None,
                capital: false
            })
        );
        assert_eq!(
            TermRef::parse("-Revoke-trick:def"),
            Some(TermRef {
                id: "revoke-trick".into(),
                form: Some("def"),
                capital: true
            })
        );
        for not_a_term in [
            "declarer",
            "-",
            "-revoke:",
            "-re voke",
            "-revoke:Def",
            "-1x",
        ] {
            assert_eq!(TermRef::parse(not_a_term), None, "{not_a_term}");
        }
    }

    #[test]
    fn capitalize_raises_only_the_first_letter() {
        assert_eq!(capitalize("revoken"), "Revoken");
        assert_eq!(capitalize("ølen"), "Ølen");
        assert_eq!(capitalize(""), "");
    }

    #[test]
    fn avoided_forms_match_whole_words_only() {
        assert!(find_whole_words("Før rettelsesfristen er ute", "rettelsesfristen").is_some());
        assert!(find_whole_words("innen korreksjonsperioden", "rettelsesfrist").is_none());
        assert!(find_whole_words("die Berichtigungsfrist", "Berichtigung").is_none());
        assert!(find_whole_words("ohne weitere Berichtigung.", "weitere Berichtigung").is_some());
        assert!(find_whole_words("alle IMPs", "IMP").is_none());
        assert!(find_whole_words("i sektionen", "session").is_none());
    }

    #[test]
    fn every_avoided_form_says_what_to_write_instead() {
        for a in AVOID {
            assert!(
                !a.wrong.trim().is_empty() && !a.instead.trim().is_empty(),
                "{a:?}"
            );
        }
    }
}
