//! PDFs typeset in parts joined into one, page after page: a whole class's `all.pdf` and
//! `key.pdf` are typeset a chunk of students at a time, since one typst document of
//! hundreds of students needs gigabytes (review security S2), and joined here.
//!
//! typst cannot append to a PDF, so the parts are read back with `lopdf`, their objects
//! renumbered apart, their pages hung under one page tree, and what no page reaches any
//! more (each part's catalogue, page tree and tag tree) dropped. Fonts stay as each part
//! embedded them (a subset per part), so the joined file is a little larger than one
//! typeset whole; it carries no tags for screen readers (they are per document), which a
//! print job does not need.

use lopdf::{Dictionary, Document, Object, ObjectId};

use super::PdfError;

/// What a page may inherit from its page tree (PDF 1.7, 7.7.3.4).
pub(super) const INHERITED: [&[u8]; 4] = [b"MediaBox", b"CropBox", b"Resources", b"Rotate"];

pub(super) fn join_error(e: lopdf::Error) -> PdfError {
    PdfError::Join(e.to_string())
}

/// `key` of page `page`, looked up the page tree as PDF inherits it.
pub(super) fn inherited(doc: &Document, page: ObjectId, key: &[u8]) -> Option<Object> {
    let mut node = doc.get_dictionary(page).ok()?;
    // A page tree is shallow; the bound keeps a cyclic one from looping.
    for _ in 0..64 {
        if let Ok(value) = node.get(key) {
            return Some(value.clone());
        }
        let parent = node.get(b"Parent").ok()?.as_reference().ok()?;
        node = doc.get_dictionary(parent).ok()?;
    }
    None
}

/// The PDFs `parts` as one, their pages in order. Each part is read and then dropped
/// before the next, so at most one part's bytes sit beside the joined objects.
///
/// # Errors
/// [`PdfError::Join`] when a part does not read as PDF or the result cannot be written.
pub fn join(parts: impl IntoIterator<Item = Vec<u8>>) -> Result<Vec<u8>, PdfError> {
    let mut out = Document::with_version("1.7");
    let pages_id = out.new_object_id();
    let mut kids: Vec<Object> = Vec::new();
    for bytes in parts {
        let mut doc = Document::load_mem(&bytes).map_err(join_error)?;
        drop(bytes);
        doc.renumber_objects_with(out.max_id + 1);
        for page in doc.get_pages().into_values() {
            let mut dict: Dictionary = doc.get_dictionary(page).map_err(join_error)?.clone();
            // What a page inherits from its old tree, it must now hold itself.
            for key in INHERITED {
                if !dict.has(key)
                    && let Some(value) = inherited(&doc, page, key)
                {
                    dict.set(key, value);
                }
            }
            dict.set("Parent", pages_id);
            dict.remove(b"StructParents");
            doc.objects.insert(page, Object::Dictionary(dict));
            kids.push(page.into());
        }
        out.max_id = out.max_id.max(doc.max_id);
        out.objects.extend(doc.objects);
    }
    let count = i64::try_from(kids.len()).unwrap_or(i64::MAX);
    let mut pages = Dictionary::new();
    pages.set("Type", "Pages");
    pages.set("Kids", kids);
    pages.set("Count", count);
    out.objects.insert(pages_id, Object::Dictionary(pages));
    let mut catalog = Dictionary::new();
    catalog.set("Type", "Catalog");
    catalog.set("Pages", pages_id);
    let catalog_id = out.add_object(catalog);
    out.trailer.set("Root", catalog_id);
    // Each part's catalogue, page tree and tag tree: reached from nothing now.
    out.prune_objects();
    let mut bytes = Vec::new();
    out.save_to(&mut bytes)
        .map_err(|e| PdfError::Join(e.to_string()))?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::{Entry, Files, Typesetter};

    fn pdf(text: &str) -> Vec<u8> {
        Typesetter::global()
            .compile(Entry::Text(text), &Files::new())
            .and_then(|d| d.to_untagged_pdf())
            .unwrap()
    }

    #[test]
    fn the_pages_of_every_part_come_in_order() {
        let joined = join([pdf("One #pagebreak() Two"), pdf("Three")]).unwrap();
        let doc = Document::load_mem(&joined).unwrap();
        assert_eq!(doc.get_pages().len(), 3);
        let text = doc.extract_text(&[1, 2, 3]).unwrap_or_default();
        let squashed: String = text.split_whitespace().collect();
        assert!(squashed.contains("One"), "{text}");
    }

    #[test]
    fn a_part_that_is_no_pdf_is_an_error_not_a_panic() {
        assert!(matches!(
            join([b"not a pdf".to_vec()]),
            Err(PdfError::Join(_))
        ));
    }
}
