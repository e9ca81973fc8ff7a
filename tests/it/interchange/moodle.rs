//! Moodle XML read back: every question's right answer is the engine's, as the reader's
//! answer parser reads it; each wrong answer is a named misreading's, with its text as
//! feedback; only fractions Moodle accepts; a golden file per question type.

use quick_xml::Reader;
use quick_xml::events::Event;

use ruling::bank::Variant;
use ruling::grading::parse;
use ruling::i18n::Lang;
use ruling::interchange::moodle::{Kind, file, kind};
use ruling::laws::{Answer, Unit};

use super::{data, variants};

/// An element read back: its name, attributes, text (CDATA included) and children.
#[derive(Debug, Default)]
pub struct Node {
    pub name: String,
    pub attrs: Vec<(String, String)>,
    pub text: String,
    pub children: Vec<Node>,
}

impl Node {
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    pub fn child(&self, name: &str) -> Option<&Node> {
        self.children.iter().find(|c| c.name == name)
    }
    pub fn all(&self, name: &str) -> Vec<&Node> {
        self.children.iter().filter(|c| c.name == name).collect()
    }
    /// The text of `a/b/…`.
    pub fn path(&self, path: &str) -> String {
        let mut node = self;
        for step in path.split('/') {
            node = node
                .child(step)
                .unwrap_or_else(|| panic!("no {step} in {}", node.name));
        }
        node.text.clone()
    }
}

/// The document's root element.
pub fn tree(xml: &str) -> Node {
    let mut reader = Reader::from_str(xml);
    let mut stack = vec![Node::default()];
    let open = |e: &quick_xml::events::BytesStart| Node {
        name: e.name().0.to_owned(),
        attrs: e
            .attributes()
            .map(|a| {
                let a = a.unwrap();
                (
                    a.key.0.to_owned(),
                    quick_xml::escape::unescape(&a.value).unwrap().into_owned(),
                )
            })
            .collect(),
        ..Node::default()
    };
    loop {
        match reader.read_event().unwrap() {
            Event::Start(e) => stack.push(open(&e)),
            Event::Empty(e) => {
                let node = open(&e);
                stack.last_mut().unwrap().children.push(node);
            }
            Event::End(_) => {
                let node = stack.pop().unwrap();
                stack.last_mut().unwrap().children.push(node);
            }
            Event::Text(t) => stack.last_mut().unwrap().text.push_str(&t.into_inner()),
            Event::GeneralRef(r) => {
                let name = r.into_inner().into_owned();
                let c = match name.as_str() {
                    "amp" => "&",
                    "lt" => "<",
                    "gt" => ">",
                    "quot" => "\"",
                    "apos" => "'",
                    other => panic!("entity {other}"),
                };
                stack.last_mut().unwrap().text.push_str(c);
            }
            Event::CData(t) => stack.last_mut().unwrap().text.push_str(&t.into_inner()),
            Event::Eof => break,
            _ => {}
        }
    }
    stack.pop().unwrap().children.pop().unwrap()
}

/// HTML text back to plain text (the answers' few entities).
fn unhtml(text: &str) -> String {
    text.replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn read(unit: Unit, text: &str) -> Answer {
    parse(unit, &unhtml(text), Lang::En).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The cloze answers of a question text: `{1:TYPE:options}` each, backslash escapes
/// taken off, options split at unescaped `~`.
fn cloze(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("{1:") {
        let body = &rest[start + 3..];
        let (mut end, mut escaped) = (0, false);
        for (i, c) in body.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '}' => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let inner = &body[..end];
        let (kind, options) = inner.split_once(':').unwrap();
        let mut split = vec![String::new()];
        let mut escaped = false;
        for c in options.chars() {
            match c {
                _ if escaped => {
                    split.last_mut().unwrap().push(c);
                    escaped = false;
                }
                '\\' => escaped = true,
                '~' => split.push(String::new()),
                c => split.last_mut().unwrap().push(c),
            }
        }
        out.push((kind.to_owned(), split));
        rest = &body[end..];
    }
    out
}

/// A cloze option's answer and feedback: `=64A2`, `%0%9:0#feedback`.
fn option(text: &str) -> (bool, String, String) {
    let (head, feedback) = text.split_once('#').unwrap_or((text, ""));
    match head.strip_prefix('=') {
        Some(a) => (true, a.to_owned(), feedback.to_owned()),
        None => (
            false,
            head.trim_start_matches("%0%").to_owned(),
            feedback.to_owned(),
        ),
    }
}

/// Checks the Moodle question `q` against the engine's variant `v`: its id number, type,
/// explanation, and every answer and misreading.
pub fn check_question(q: &Node, v: &Variant) {
    let code = v.code.to_string();
    assert_eq!(q.path("idnumber"), code);
    assert_eq!(q.attr("type"), Some(kind(v).code()), "{code}");
    assert!(
        !q.path("generalfeedback/text").is_empty(),
        "{code}: the explanation"
    );
    let unit = v.template.unit;
    let answers = q.all("answer");
    for a in &answers {
        let fraction = a.attr("fraction").unwrap();
        assert!(
            ["100", "0"].contains(&fraction),
            "{code}: fraction {fraction}"
        );
    }
    let right: Vec<&&Node> = answers
        .iter()
        .filter(|a| a.attr("fraction") == Some("100"))
        .collect();
    let wrong: Vec<&&Node> = answers
        .iter()
        .filter(|a| a.attr("fraction") == Some("0"))
        .collect();
    // True or false always offers both; the other answers offer only what a misreading gives.
    for a in wrong.iter().filter(|_| kind(v) != Kind::TrueFalse) {
        let given = read(unit, &a.path("text"));
        let named = v.misapplications.iter().any(|m| m.value.same(given));
        assert!(named, "{code}: a wrong answer no misreading gives");
        assert!(
            !a.path("feedback/text").is_empty(),
            "{code}: its misreading as feedback"
        );
    }
    match kind(v) {
        Kind::Numerical => {
            assert_eq!(right.len(), 1);
            assert!(read(unit, &right[0].path("text")).same(v.answer), "{code}");
            let tol = right[0].path("tolerance");
            assert_eq!(
                tol,
                if matches!(unit, Unit::Imps | Unit::Percent) {
                    "0.005"
                } else {
                    "0"
                }
            );
        }
        Kind::Multichoice => {
            assert_eq!(right.len(), 1);
            assert_eq!(answers.len(), v.choices.len());
            assert!(read(unit, &right[0].path("text")).same(v.answer), "{code}");
        }
        Kind::TrueFalse => {
            assert_eq!(right.len(), 1);
            assert_eq!(
                right[0].path("text") == "true",
                v.answer == Answer::YesNo(true)
            );
        }
        Kind::ShortAnswer => {
            assert!(right.len() > 4, "{code}: the spellings the reader accepts");
            for a in right {
                assert!(read(Unit::Law, &a.path("text")).same(v.answer), "{code}");
            }
        }
        Kind::Cloze => {
            let parts = cloze(&q.path("questiontext/text"));
            assert_eq!(parts.len(), v.parts.len(), "{code}: a part per field");
            for ((kind, options), &(part, key)) in parts.iter().zip(&v.parts) {
                let unit = key.unit();
                for o in options {
                    let (is_right, text, feedback) = option(o);
                    let value = if kind == "NUMERICAL" {
                        text.split(':').next().unwrap().to_owned()
                    } else {
                        text
                    };
                    let given = read(unit, &value);
                    if is_right {
                        assert!(given.same(key), "{code}: {part:?} {o}");
                    } else {
                        assert!(!given.same(key) && !feedback.is_empty(), "{code}: {o}");
                        assert!(v.misreadings_of(part).iter().any(|m| m.value.same(given)));
                    }
                }
            }
        }
    }
}

/// Every template of the bank, two variants each, read back into answers equal to the
/// engine's.
#[test]
fn every_question_reads_back_to_the_engines_answers() {
    let chosen = variants("all", 2);
    let root = tree(&file(&chosen, Lang::En));
    assert_eq!(root.name, "quiz");
    let mut questions = root.all("question").into_iter().peekable();
    let mut categories = 0;
    for v in &chosen {
        if questions.peek().unwrap().attr("type") == Some("category") {
            let c = questions.next().unwrap();
            assert_eq!(
                c.path("category/text"),
                format!("$course$/ruling/{}", v.template.family)
            );
            categories += 1;
        }
        check_question(questions.next().unwrap(), v);
    }
    assert_eq!(categories, 5, "one category per family");
    let kinds: std::collections::BTreeSet<&str> = chosen.iter().map(|v| kind(v).code()).collect();
    assert_eq!(kinds.len(), 5, "{kinds:?}");
}

/// One golden file per question type, read by hand once (`RULING_UPDATE_GOLDEN=1`
/// writes them again).
#[test]
fn each_question_type_matches_its_golden_file() {
    for (template, kind) in [
        ("artificial-teams", "numerical"),
        ("imps-conversion", "multichoice"),
        ("revoke-play-which-law", "shortanswer"),
        ("claim-68b2-objection", "truefalse"),
        ("revoke-play-64a1", "cloze"),
    ] {
        let chosen = variants(template, 1);
        assert_eq!(ruling::interchange::moodle::kind(&chosen[0]).code(), kind);
        let xml = file(&chosen, Lang::En);
        let path = data(&format!("moodle-{kind}.xml"));
        if std::env::var("RULING_UPDATE_GOLDEN").is_ok() {
            std::fs::write(&path, &xml).unwrap();
        }
        let golden = std::fs::read_to_string(&path).unwrap();
        assert!(xml == golden, "{template}: differs from {}", path.display());
    }
}
