//! One PDF cut into several by its pages: a print job's pages go into `all.pdf`, the
//! set files and every student's own file, and writing each of these from typst's
//! layout subset the fonts, drew the pages and compressed them once per file, three times
//! a page in all (most of a class's export time). The job is written once and cut
//! here: each file takes its pages and what they reach (fonts, images, their streams
//! as typst compressed them), nothing else.
//!
//! A file cut from a job keeps the job's font subsets, so a student's booklet is a few
//! kilobytes larger than one typeset alone; like a joined file ([`super::join`]) it has no
//! tags for screen readers, which a print job does not need.

use std::collections::BTreeSet;
use std::ops::RangeInclusive;

use lopdf::{Dictionary, Document, Object, ObjectId};

use super::PdfError;
use super::join::{INHERITED, inherited, join_error};

/// The files `files` cut from the PDF `bytes`: each takes the pages of its ranges
/// (1-based, inclusive), in order.
///
/// # Errors
/// [`PdfError::Join`] when `bytes` do not read as PDF, a range names a page it does not
/// have, or a file cannot be written.
pub fn split(bytes: &[u8], files: &[Vec<RangeInclusive<usize>>]) -> Result<Vec<Vec<u8>>, PdfError> {
    let doc = Document::load_mem(bytes).map_err(join_error)?;
    let pages: Vec<ObjectId> = doc.get_pages().into_values().collect();
    files
        .iter()
        .map(|ranges| {
            let mut chosen = Vec::new();
            for range in ranges {
                let page = |n: usize| {
                    n.checked_sub(1)
                        .and_then(|i| pages.get(i))
                        .copied()
                        .ok_or_else(|| {
                            PdfError::Join(format!("no page {n} in a PDF of {}", pages.len()))
                        })
                };
                for n in range.clone() {
                    chosen.push(page(n)?);
                }
            }
            cut(&doc, &chosen)
        })
        .collect()
}

/// A PDF of the pages `pages` of `doc`, with every object they reach.
fn cut(doc: &Document, pages: &[ObjectId]) -> Result<Vec<u8>, PdfError> {
    let mut out = Document::with_version("1.7");
    // The objects keep their numbers: they are unique in `doc` already.
    out.max_id = doc.max_id;
    let pages_id = out.new_object_id();
    let mut copied = BTreeSet::new();
    let mut todo: Vec<ObjectId> = Vec::new();
    for &page in pages {
        let mut dict: Dictionary = doc.get_dictionary(page).map_err(join_error)?.clone();
        for key in INHERITED {
            if !dict.has(key)
                && let Some(value) = inherited(doc, page, key)
            {
                dict.set(key, value);
            }
        }
        dict.set("Parent", pages_id);
        dict.remove(b"StructParents");
        references(&Object::Dictionary(dict.clone()), &mut todo);
        out.objects.insert(page, Object::Dictionary(dict));
        copied.insert(page);
    }
    while let Some(id) = todo.pop() {
        if !copied.insert(id) {
            continue;
        }
        // A reference to nothing is the null object (PDF 1.7, 7.3.10): left out.
        if let Ok(object) = doc.get_object(id) {
            references(object, &mut todo);
            out.objects.insert(id, object.clone());
        }
    }
    let count = i64::try_from(pages.len()).unwrap_or(i64::MAX);
    let mut tree = Dictionary::new();
    tree.set("Type", "Pages");
    tree.set(
        "Kids",
        pages.iter().map(|&p| Object::from(p)).collect::<Vec<_>>(),
    );
    tree.set("Count", count);
    out.objects.insert(pages_id, Object::Dictionary(tree));
    let mut catalog = Dictionary::new();
    catalog.set("Type", "Catalog");
    catalog.set("Pages", pages_id);
    let catalog_id = out.add_object(catalog);
    out.trailer.set("Root", catalog_id);
    let mut bytes = Vec::new();
    out.save_to(&mut bytes)
        .map_err(|e| PdfError::Join(e.to_string()))?;
    Ok(bytes)
}

/// Pushes onto `todo` every object `object` refers to, but not a parent: a page's parent
/// is the new page tree, and a page reached through another object's parent would bring
/// pages the file does not print.
fn references(object: &Object, todo: &mut Vec<ObjectId>) {
    match object {
        Object::Reference(id) => todo.push(*id),
        Object::Array(items) => items.iter().for_each(|o| references(o, todo)),
        Object::Dictionary(dict) => dictionary_references(dict, todo),
        Object::Stream(stream) => dictionary_references(&stream.dict, todo),
        _ => {}
    }
}

fn dictionary_references(dict: &Dictionary, todo: &mut Vec<ObjectId>) {
    for (key, value) in dict.iter() {
        if key.as_slice() != b"Parent" {
            references(value, todo);
        }
    }
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

    fn text_of(bytes: &[u8]) -> String {
        let doc = Document::load_mem(bytes).unwrap();
        let numbers: Vec<u32> = doc.get_pages().into_keys().collect();
        let text = doc.extract_text(&numbers).unwrap_or_default();
        text.split_whitespace().collect()
    }

    #[test]
    fn each_file_has_its_pages_and_no_other() {
        let job = pdf("Alpha #pagebreak() Bravo #pagebreak() Charlie #pagebreak() Delta");
        let files = split(&job, &[vec![1..=1, 3..=3], vec![2..=4]]).unwrap();
        let first = Document::load_mem(&files[0]).unwrap();
        assert_eq!(first.get_pages().len(), 2);
        let (one, two) = (text_of(&files[0]), text_of(&files[1]));
        assert!(one.contains("Alpha") && one.contains("Charlie"), "{one}");
        assert!(!one.contains("Bravo") && !one.contains("Delta"), "{one}");
        assert!(two.contains("Bravo") && two.contains("Delta"), "{two}");
        assert!(!two.contains("Alpha"), "{two}");
    }

    #[test]
    fn a_page_the_pdf_does_not_have_is_an_error() {
        let job = pdf("Alpha");
        let Err(PdfError::Join(said)) = split(&job, &[vec![1..=2]]) else {
            panic!("a second page of one");
        };
        assert!(said.contains("no page 2"), "{said}");
    }

    #[test]
    fn bytes_that_are_no_pdf_are_an_error_not_a_panic() {
        assert!(matches!(
            split(b"%PDF-", &[vec![1..=1]]),
            Err(PdfError::Join(_))
        ));
    }
}
