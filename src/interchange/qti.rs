//! An IMS QTI 2.1 content package: `imsmanifest.xml` and one `assessmentItem` per
//! variant under `items/`, as Inspera and the other QTI 2.1 platforms import them.
//!
//! An item with one answer is scored by the standard `match_correct` template, the only
//! one Inspera supports: choices as a `choiceInteraction`, yes or no as two choices, a
//! number as a `float` text entry, a paragraph as a `string` text entry (its code,
//! `64A2`). A whole ruling has a text entry per part and writes its own response
//! processing, a point a part, as Inspera asks of every item not on the template. The
//! family is the item's label (Inspera reads labels from the manifest's taxon path).

use std::io::Write as _;

use crate::bank::Variant;
use crate::i18n::Lang;
use crate::laws::{Answer, Unit};
use crate::present::answer_text;
use crate::present::render::render;

use super::InterchangeError;
use super::html::{Target, escape, question};
use super::moodle::number_text;
use super::xml::Xml;

const MATCH_CORRECT: &str = "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct";

/// The item's identifier and file name: the variant code (it starts with a letter, as
/// an XML name must).
fn identifier(variant: &Variant) -> String {
    let code = variant.code.to_string();
    if code.starts_with(|c: char| c.is_ascii_alphabetic()) {
        code
    } else {
        format!("V{code}")
    }
}

/// The base type and correct value of an answer typed in.
fn typed(answer: Answer, lang: Lang) -> (&'static str, String) {
    match answer {
        Answer::Law(l) => ("string", l.code().to_owned()),
        Answer::Paragraph(p) => ("string", p.code().to_owned()),
        Answer::YesNo(_) => ("string", answer_text(answer, lang)),
        other => ("float", number_text(other).unwrap_or_default()),
    }
}

/// A yes-or-no choice's identifier.
fn yes_no_id(yes: bool) -> String {
    if yes { "yes" } else { "no" }.to_owned()
}

/// One `assessmentItem` for `variant`.
pub fn item(variant: &Variant, lang: Lang) -> String {
    let shown = render(variant, lang);
    let id = identifier(variant);
    let mut x = Xml::new();
    x.open(
        "assessmentItem",
        &[
            ("xmlns", "http://www.imsglobal.org/xsd/imsqti_v2p1"),
            ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
            (
                "xsi:schemaLocation",
                "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd",
            ),
            ("identifier", &id),
            ("title", &format!("{} ({id})", shown.title)),
            ("adaptive", "false"),
            ("timeDependent", "false"),
            ("xml:lang", lang.code()),
        ],
    );
    // The responses: one, or one a part of a whole ruling.
    let responses: Vec<(String, Answer)> = if variant.parts.is_empty() {
        vec![("RESPONSE".to_owned(), variant.answer)]
    } else {
        (1..)
            .zip(&variant.parts)
            .map(|(i, &(_, a))| (format!("RESPONSE_{i}"), a))
            .collect()
    };
    let choices = variant.parts.is_empty() && !variant.choices.is_empty();
    let yes_no = variant.parts.is_empty() && !choices && variant.template.unit == Unit::YesNo;
    for (name, answer) in &responses {
        let (base, value) = match *answer {
            _ if choices => {
                let index = variant
                    .choices
                    .iter()
                    .position(|c| c.same(*answer))
                    .unwrap_or(0);
                ("identifier", choice_id(index))
            }
            Answer::YesNo(b) if yes_no => ("identifier", yes_no_id(b)),
            _ => typed(*answer, lang),
        };
        x.open(
            "responseDeclaration",
            &[
                ("identifier", name),
                ("cardinality", "single"),
                ("baseType", base),
            ],
        );
        x.open("correctResponse", &[]);
        x.text("value", &[], &value);
        x.close("correctResponse");
        x.close("responseDeclaration");
    }
    x.open(
        "outcomeDeclaration",
        &[
            ("identifier", "SCORE"),
            ("cardinality", "single"),
            ("baseType", "float"),
        ],
    );
    x.open("defaultValue", &[]);
    x.text("value", &[], "0");
    x.close("defaultValue");
    x.close("outcomeDeclaration");
    x.open("itemBody", &[]);
    x.open("div", &[]);
    x.raw(&question(variant, &shown, lang, Target::Qti));
    x.close("div");
    if choices || yes_no {
        let options: Vec<(String, String)> = if choices {
            variant
                .choices
                .iter()
                .enumerate()
                .map(|(i, &c)| (choice_id(i), answer_text(c, lang)))
                .collect()
        } else {
            [true, false]
                .into_iter()
                .map(|b| (yes_no_id(b), answer_text(Answer::YesNo(b), lang)))
                .collect()
        };
        x.open(
            "choiceInteraction",
            &[
                ("responseIdentifier", "RESPONSE"),
                ("shuffle", "false"),
                ("maxChoices", "1"),
            ],
        );
        for (id, text) in options {
            x.text("simpleChoice", &[("identifier", &id)], &text);
        }
        x.close("choiceInteraction");
    } else {
        for (i, (name, answer)) in responses.iter().enumerate() {
            x.open("p", &[]);
            if let Some(&(part, _)) = variant.parts.get(i) {
                x.raw(&format!(
                    "{}: ",
                    escape(&crate::present::part_label(part, lang))
                ));
            }
            let (base, _) = typed(*answer, lang);
            let length = if base == "string" { "8" } else { "6" };
            x.empty(
                "textEntryInteraction",
                &[("responseIdentifier", name), ("expectedLength", length)],
            );
            x.close("p");
        }
    }
    x.close("itemBody");
    if variant.parts.is_empty() {
        x.empty("responseProcessing", &[("template", MATCH_CORRECT)]);
    } else {
        x.open("responseProcessing", &[]);
        for (name, _) in &responses {
            x.open("responseCondition", &[]);
            x.open("responseIf", &[]);
            x.open("match", &[]);
            x.empty("variable", &[("identifier", name)]);
            x.empty("correct", &[("identifier", name)]);
            x.close("match");
            x.open("setOutcomeValue", &[("identifier", "SCORE")]);
            x.open("sum", &[]);
            x.empty("variable", &[("identifier", "SCORE")]);
            x.text("baseValue", &[("baseType", "float")], "1");
            x.close("sum");
            x.close("setOutcomeValue");
            x.close("responseIf");
            x.close("responseCondition");
        }
        x.close("responseProcessing");
    }
    x.close("assessmentItem");
    x.finish()
}

/// `A`, `B`, …: a choice's identifier.
fn choice_id(index: usize) -> String {
    char::from(b'A' + (index % 26) as u8).to_string()
}

/// The manifest listing every item, each labelled with its family.
fn manifest(variants: &[Variant]) -> String {
    let mut x = Xml::new();
    x.open(
        "manifest",
        &[
            ("xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"),
            ("xmlns:imsmd", "http://ltsc.ieee.org/xsd/LOM"),
            ("identifier", "ruling-export"),
        ],
    );
    x.open("metadata", &[]);
    x.text("schema", &[], "QTIv2.1 Package");
    x.text("schemaversion", &[], "1.0.0");
    x.close("metadata");
    x.empty("organizations", &[]);
    x.open("resources", &[]);
    for variant in variants {
        let id = identifier(variant);
        let href = format!("items/{id}.xml");
        x.open(
            "resource",
            &[
                ("identifier", &id),
                ("type", "imsqti_item_xmlv2p1"),
                ("href", &href),
            ],
        );
        x.open("metadata", &[]);
        x.open("imsmd:lom", &[]);
        x.open("imsmd:classification", &[]);
        x.open("imsmd:taxonPath", &[]);
        x.open("imsmd:taxon", &[]);
        x.open("imsmd:entry", &[]);
        x.text("imsmd:string", &[], &variant.template.family);
        x.close("imsmd:entry");
        x.close("imsmd:taxon");
        x.close("imsmd:taxonPath");
        x.close("imsmd:classification");
        x.close("imsmd:lom");
        x.close("metadata");
        x.empty("file", &[("href", &href)]);
        x.close("resource");
    }
    x.close("resources");
    x.close("manifest");
    x.finish()
}

/// The QTI content package of `variants`, as zip bytes.
///
/// # Errors
/// The zip cannot be built.
pub fn package(variants: &[Variant], lang: Lang) -> Result<Vec<u8>, InterchangeError> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default();
    let io = |error| InterchangeError::Io {
        path: "the QTI package".to_owned(),
        error,
    };
    zip.start_file("imsmanifest.xml", options)?;
    zip.write_all(manifest(variants).as_bytes()).map_err(io)?;
    for variant in variants {
        zip.start_file(format!("items/{}.xml", identifier(variant)), options)?;
        zip.write_all(item(variant, lang).as_bytes()).map_err(io)?;
    }
    Ok(zip.finish()?.into_inner())
}
