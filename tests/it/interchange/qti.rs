//! The QTI 2.1 package: a manifest and an item per variant, single-answer items on the
//! `match_correct` template with the engine's answer as the correct response, and every
//! item valid against the QTI 2.1 XSD by `xmllint` (skipped when xmllint or the schemas
//! in `../shared` are missing, unless `RULING_XMLLINT=required`).

use std::io::Read as _;
use std::path::PathBuf;
use std::process::Command;

use ruling::i18n::Lang;
use ruling::laws::Answer;

use super::moodle::tree;
use super::variants;

/// The QTI 2.1 XSD, when xmllint and the schemas are there.
pub fn schema() -> Option<PathBuf> {
    let xsd = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/schemas/qti21/qtiv2p1/imsqti_v2p1.xsd");
    let lint = Command::new("xmllint").arg("--version").output().is_ok();
    let found = lint && xsd.exists();
    if !found {
        assert!(
            std::env::var("RULING_XMLLINT").as_deref() != Ok("required"),
            "xmllint or {} is missing, and RULING_XMLLINT=required",
            xsd.display()
        );
        eprintln!(
            "skipped the XSD check: xmllint or {} is missing",
            xsd.display()
        );
    }
    found.then_some(xsd)
}

#[test]
fn every_item_is_valid_qti_and_keys_the_engines_answer() {
    let chosen = variants("all", 1);
    let bytes = ruling::interchange::qti::package(&chosen, Lang::Nb).unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut manifest = String::new();
    zip.by_name("imsmanifest.xml")
        .unwrap()
        .read_to_string(&mut manifest)
        .unwrap();
    let manifest = tree(&manifest);
    let resources = manifest.child("resources").unwrap().all("resource");
    assert_eq!(resources.len(), chosen.len());
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for (resource, v) in resources.iter().zip(&chosen) {
        let href = resource.attr("href").unwrap();
        assert_eq!(resource.attr("type"), Some("imsqti_item_xmlv2p1"));
        let mut text = String::new();
        zip.by_name(href)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        let item = tree(&text);
        assert_eq!(item.attr("identifier"), Some(v.code.to_string().as_str()));
        let processing = item.child("responseProcessing").unwrap();
        if v.parts.is_empty() {
            assert_eq!(
                processing.attr("template"),
                Some("http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct")
            );
            let declared = item.child("responseDeclaration").unwrap();
            let correct = declared.path("correctResponse/value");
            match (declared.attr("baseType"), v.answer) {
                (Some("float"), a) => {
                    let x: f64 = correct.parse().unwrap();
                    let want = ruling::model::fraction::to_f64_2dp(a.number().unwrap());
                    assert_eq!(x, want, "{}", v.code);
                }
                (Some("string"), Answer::Law(l)) => assert_eq!(correct, l.code()),
                (Some("identifier"), Answer::YesNo(b)) if v.choices.is_empty() => {
                    assert_eq!(correct, if b { "yes" } else { "no" })
                }
                (Some("identifier"), a) => {
                    let index = usize::from(correct.as_bytes()[0] - b'A');
                    assert!(v.choices[index].same(a), "{}", v.code);
                }
                other => panic!("{}: {other:?}", v.code),
            }
        } else {
            assert_eq!(item.all("responseDeclaration").len(), v.parts.len());
        }
        let path = dir.path().join(href.replace('/', "-"));
        std::fs::write(&path, &text).unwrap();
        files.push(path);
    }
    let Some(xsd) = schema() else {
        return;
    };
    let out = Command::new("xmllint")
        .args(["--noout", "--nonet", "--schema"])
        .arg(&xsd)
        .args(&files)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
