//! Moodle XML (Moodle's "Moodle XML format" question import): a category per family,
//! `$course$/ruling/<family>`, then a question per variant, its variant code as the id
//! number.
//!
//! Each variant becomes the question type that grades it as the engine does:
//! - a number (tricks, a score, IMPs, a percentage) asked as a free answer: `numerical`,
//!   the tolerance half the last place the engine rounds to (0 for whole numbers, 0.005
//!   for IMPs and percentages to two decimals), each named misreading's number a wrong
//!   answer whose feedback is the misreading;
//! - the same with choices: `multichoice`, one right, each wrong option's feedback the
//!   misreading that gives it;
//! - a law paragraph: `shortanswer`, every spelling the reader accepts (`64A2`,
//!   `§ 64 A2`, `Law 64A2`, `lov 64A2` …) right, a misread paragraph's spellings wrong with
//!   its misreading as feedback;
//! - yes or no: `truefalse`;
//! - a whole ruling: one `cloze` question with a part per field, each graded on its own.
//!
//! Fractions are only 100 and 0, both values Moodle accepts; the explanation is the
//! general feedback.

use crate::bank::Variant;
use crate::i18n::Lang;
use crate::laws::{Answer, Part, Unit};
use crate::misreading::Misapplication;
use crate::model::fraction::to_f64_2dp;
use crate::present::answer_text;
use crate::present::key::{key_side, misreading_text};
use crate::present::render::render;

use super::html::{Target, escape, question};
use super::xml::Xml;

/// The Moodle question type a variant is exported as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A number typed in, with a tolerance.
    Numerical,
    /// One right option among the misreadings' answers.
    Multichoice,
    /// A law paragraph typed in.
    ShortAnswer,
    /// Yes or no.
    TrueFalse,
    /// A whole ruling, a part per field.
    Cloze,
}

impl Kind {
    /// Moodle's name of the type.
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Numerical => "numerical",
            Kind::Multichoice => "multichoice",
            Kind::ShortAnswer => "shortanswer",
            Kind::TrueFalse => "truefalse",
            Kind::Cloze => "cloze",
        }
    }
}

/// The type `variant` is exported as.
pub fn kind(variant: &Variant) -> Kind {
    if !variant.parts.is_empty() {
        return Kind::Cloze;
    }
    match variant.template.unit {
        Unit::YesNo => Kind::TrueFalse,
        _ if !variant.choices.is_empty() => Kind::Multichoice,
        Unit::Law => Kind::ShortAnswer,
        _ => Kind::Numerical,
    }
}

/// A number as Moodle reads it: a point for decimals, to two places at most.
pub fn number_text(answer: Answer) -> Option<String> {
    answer.number().map(|x| format!("{}", to_f64_2dp(x)))
}

/// The tolerance a number needs: half of the last place the engine rounds to.
pub fn tolerance(unit: Unit) -> &'static str {
    match unit {
        Unit::Imps | Unit::Percent => "0.005",
        _ => "0",
    }
}

/// The spellings of a paragraph the reader's answer is accepted in, as Moodle matches
/// short answers (whole text, any case): with or without spaces, `§`, `Law`, `lov`.
pub fn spellings(code: &str) -> Vec<String> {
    let digits = code.chars().take_while(char::is_ascii_digit).count();
    let (number, rest) = code.split_at(digits);
    let bare: String = code.chars().filter(char::is_ascii_alphanumeric).collect();
    let mut bases = vec![code.to_owned(), bare.clone()];
    if !rest.is_empty() {
        bases.push(format!("{number} {rest}"));
        bases.push(format!("{number} {}", &bare[digits..]));
    }
    let mut out = Vec::new();
    for prefix in ["", "§ ", "§", "Law ", "Lov "] {
        for base in &bases {
            let s = format!("{prefix}{base}");
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// The Moodle XML file of `variants`, a category before each new family.
pub fn file(variants: &[Variant], lang: Lang) -> String {
    let mut x = Xml::new();
    x.open("quiz", &[]);
    let mut family = None;
    for variant in variants {
        if family != Some(&variant.template.family) {
            family = Some(&variant.template.family);
            x.open("question", &[("type", "category")]);
            x.open("category", &[]);
            x.text(
                "text",
                &[],
                &format!("$course$/ruling/{}", variant.template.family),
            );
            x.close("category");
            x.empty("info", &[("format", "html")]);
            x.empty("idnumber", &[]);
            x.close("question");
        }
        write_question(&mut x, variant, lang);
    }
    x.close("quiz");
    x.finish()
}

/// The feedback of a wrong answer: the first misreading that gives it.
fn feedback(misreadings: &[Misapplication], given: Answer, lang: Lang) -> String {
    misreadings
        .iter()
        .find(|m| m.value.same(given))
        .map(|m| {
            let t = misreading_text(m, answer_text(given, lang), lang);
            format!("{}: {}", t.law, t.text)
        })
        .unwrap_or_default()
}

fn answer(x: &mut Xml, fraction: &str, text: &str, feedback: &str, tolerance: Option<&str>) {
    x.open("answer", &[("fraction", fraction), ("format", "html")]);
    x.text("text", &[], text);
    x.open("feedback", &[("format", "html")]);
    x.text("text", &[], &escape(feedback));
    x.close("feedback");
    if let Some(t) = tolerance {
        x.text("tolerance", &[], t);
    }
    x.close("answer");
}

/// The misreadings' answers, each once, none the key.
fn wrong_answers(variant: &Variant, misreadings: &[Misapplication], key: Answer) -> Vec<Answer> {
    let mut out: Vec<Answer> = Vec::new();
    for m in misreadings {
        if !m.value.same(key)
            && !variant.also_right.iter().any(|(_, a)| a.same(m.value))
            && !out.iter().any(|a| a.same(m.value))
        {
            out.push(m.value);
        }
    }
    out
}

fn write_question(x: &mut Xml, variant: &Variant, lang: Lang) {
    let kind = kind(variant);
    let shown = render(variant, lang);
    let key = key_side(variant, lang);
    let code = variant.code.to_string();
    let mut text = question(variant, &shown, lang, Target::Moodle);
    if kind == Kind::Cloze {
        text.push_str(&cloze_parts(variant, lang));
    }
    let mut general = String::from("<ol>");
    for step in &key.explanation {
        general.push_str(&format!(
            "<li><b>{}</b> {}</li>",
            escape(&step.law),
            escape(&step.text)
        ));
    }
    general.push_str("</ol>");
    let ruling = if key.parts.is_empty() {
        key.answer.clone()
    } else {
        let parts: Vec<String> = key
            .parts
            .iter()
            .map(|p| format!("{}: {}", p.label, p.value))
            .collect();
        parts.join("; ")
    };
    general.push_str(&format!("<p><b>{}</b></p>", escape(&ruling)));
    x.open("question", &[("type", kind.code())]);
    x.open("name", &[]);
    x.text("text", &[], &format!("{} ({code})", shown.title));
    x.close("name");
    x.open("questiontext", &[("format", "html")]);
    x.cdata("text", &[], &text);
    x.close("questiontext");
    x.open("generalfeedback", &[("format", "html")]);
    x.cdata("text", &[], &general);
    x.close("generalfeedback");
    let grade = variant.parts.len().max(1).to_string();
    x.text("defaultgrade", &[], &grade);
    x.text("penalty", &[], "0");
    x.text("hidden", &[], "0");
    x.text("idnumber", &[], &code);
    let right = variant.answer;
    let misreadings = &variant.misapplications;
    match kind {
        Kind::Numerical => {
            let tol = tolerance(variant.template.unit);
            let mut given = vec![right];
            given.extend(wrong_answers(variant, misreadings, right));
            for a in given {
                let Some(value) = number_text(a) else {
                    continue;
                };
                let (fraction, fb) = if a.same(right) {
                    ("100", String::new())
                } else {
                    ("0", feedback(misreadings, a, lang))
                };
                answer(x, fraction, &value, &fb, Some(tol));
            }
            x.text("unitgradingtype", &[], "0");
            x.text("unitpenalty", &[], "0");
            x.text("showunits", &[], "3");
            x.text("unitsleft", &[], "0");
        }
        Kind::Multichoice => {
            x.text("single", &[], "true");
            x.text("shuffleanswers", &[], "true");
            x.text("answernumbering", &[], "abc");
            for name in [
                "correctfeedback",
                "partiallycorrectfeedback",
                "incorrectfeedback",
            ] {
                x.open(name, &[("format", "html")]);
                x.empty("text", &[]);
                x.close(name);
            }
            for &choice in &variant.choices {
                let (fraction, fb) = if choice.same(right) {
                    ("100", String::new())
                } else {
                    ("0", feedback(misreadings, choice, lang))
                };
                answer(x, fraction, &escape(&answer_text(choice, lang)), &fb, None);
            }
        }
        Kind::TrueFalse => {
            for value in [true, false] {
                let a = Answer::YesNo(value);
                let (fraction, fb) = if a.same(right) {
                    ("100", String::new())
                } else {
                    ("0", feedback(misreadings, a, lang))
                };
                answer(x, fraction, if value { "true" } else { "false" }, &fb, None);
            }
        }
        Kind::ShortAnswer => {
            x.text("usecase", &[], "0");
            for spelling in law_spellings(right) {
                answer(x, "100", &spelling, "", None);
            }
            for wrong in wrong_answers(variant, misreadings, right) {
                let fb = feedback(misreadings, wrong, lang);
                for spelling in law_spellings(wrong) {
                    answer(x, "0", &spelling, &fb, None);
                }
            }
        }
        Kind::Cloze => {}
    }
    x.close("question");
}

/// The spellings of a law answer; none for another kind of answer.
fn law_spellings(answer: Answer) -> Vec<String> {
    match answer {
        Answer::Law(l) => spellings(l.code()),
        Answer::Paragraph(p) => spellings(p.code()),
        _ => Vec::new(),
    }
}

/// Text inside a cloze answer: Moodle's special characters escaped with a backslash.
fn cloze_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in escape(text).chars() {
        if matches!(c, '}' | '#' | '~' | '/' | '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// One embedded answer of a cloze question: the key right, each misreading wrong with
/// its feedback.
pub fn cloze_part(variant: &Variant, part: Part, key: Answer, lang: Lang) -> String {
    let misreadings = variant.misreadings_of(part);
    let wrong = wrong_answers(variant, misreadings, key);
    let fb = |a: Answer| cloze_escape(&feedback(misreadings, a, lang));
    match key.unit() {
        Unit::YesNo => {
            let options: Vec<String> = [true, false]
                .into_iter()
                .map(|v| {
                    let a = Answer::YesNo(v);
                    let word = cloze_escape(&answer_text(a, lang));
                    if a.same(key) {
                        format!("={word}")
                    } else {
                        format!("{word}#{}", fb(a))
                    }
                })
                .collect();
            format!("{{1:MULTICHOICE:{}}}", options.join("~"))
        }
        Unit::Law => {
            let mut options: Vec<String> = law_spellings(key)
                .iter()
                .map(|s| format!("={}", cloze_escape(s)))
                .collect();
            for a in wrong {
                for s in law_spellings(a) {
                    options.push(format!("%0%{}#{}", cloze_escape(&s), fb(a)));
                }
            }
            format!("{{1:SHORTANSWER:{}}}", options.join("~"))
        }
        unit => {
            let tol = tolerance(unit);
            let mut options = vec![format!("={}:{tol}", number_text(key).unwrap_or_default())];
            for a in wrong {
                if let Some(n) = number_text(a) {
                    options.push(format!("%0%{n}:{tol}#{}", fb(a)));
                }
            }
            format!("{{1:NUMERICAL:{}}}", options.join("~"))
        }
    }
}

/// The cloze question's answer lines, a part a line with its label.
fn cloze_parts(variant: &Variant, lang: Lang) -> String {
    variant
        .parts
        .iter()
        .map(|&(part, key)| {
            format!(
                "<p>{}: {}</p>",
                escape(&crate::present::part_label(part, lang)),
                cloze_part(variant, part, key, lang)
            )
        })
        .collect()
}
