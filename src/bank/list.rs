//! `ruling bank list`: every template id with its family, its federations and its title,
//! one per line and aligned: the ids `ruling exam --templates` accepts, and the families
//! it draws from.

use crate::i18n::{Lang, catalogue};

use super::Bank;

/// One line of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The template id.
    pub id: String,
    /// Its family.
    pub family: String,
    /// Its federations, comma-separated, or `all`.
    pub federations: String,
    /// Its title in the reader's language.
    pub title: String,
}

/// The templates of `bank` (of `family` only, when given), in the bank's order.
pub fn entries(bank: &Bank, lang: Lang, family: Option<&str>) -> Vec<Entry> {
    bank.templates()
        .iter()
        .filter(|t| family.is_none_or(|f| t.family() == f))
        .map(|t| Entry {
            id: t.id().to_owned(),
            family: t.family().to_owned(),
            federations: if t.federations().is_empty() {
                "all".to_owned()
            } else {
                t.federations()
                    .iter()
                    .map(|f| f.code())
                    .collect::<Vec<_>>()
                    .join(",")
            },
            title: catalogue().fill_terms(lang, t.spec.title.get(lang).get_ref()),
        })
        .collect()
}

/// The entries as aligned columns: id, family, federations, title.
pub fn table(entries: &[Entry]) -> String {
    let width = |f: fn(&Entry) -> &str| entries.iter().map(|e| f(e).chars().count()).max();
    let id = width(|e| &e.id).unwrap_or(0);
    let family = width(|e| &e.family).unwrap_or(0);
    let feds = width(|e| &e.federations).unwrap_or(0);
    let mut out = String::new();
    for e in entries {
        out.push_str(&format!(
            "{:id$}  {:family$}  {:feds$}  {}\n",
            e.id, e.family, e.federations, e.title
        ));
    }
    out
}
