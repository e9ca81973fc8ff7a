//! A variant put into one language: what the command line prints, and the shape a web
//! page or a printed sheet fills in.

use serde::Serialize;

use crate::i18n::{Lang, catalogue};

use super::Template;
use super::generate::question;
use super::variant::Variant;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepText {
    pub law: &'static str,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Misreading {
    pub answer: serde_json::Value,
    pub law: &'static str,
    pub text: String,
}

/// A variant in words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Shown {
    pub code: String,
    pub template: String,
    pub version: u32,
    pub lang: &'static str,
    pub title: String,
    pub question: String,
    pub choices: Vec<serde_json::Value>,
    pub answer: serde_json::Value,
    pub unit: String,
    pub laws: Vec<&'static str>,
    pub explanation: Vec<StepText>,
    pub misreadings: Vec<Misreading>,
    /// The whole ruling part by part, when the template asks for it.
    pub ruling: Vec<(String, serde_json::Value)>,
    /// The engine case, as `ruling rule` reads it.
    pub case: serde_json::Value,
    #[serde(skip)]
    labels: [String; 6],
    /// "yes" and "no" in the reader's language, for yes-or-no answers.
    #[serde(skip)]
    yes_no: [String; 2],
}

pub fn render(template: &Template, variant: &Variant, lang: Lang) -> Shown {
    let c = catalogue();
    Shown {
        code: variant.code.to_string(),
        template: variant.template.clone(),
        version: variant.code.version,
        lang: lang.code(),
        title: template.spec.title.get(lang).get_ref().clone(),
        question: question(template, variant, lang),
        choices: variant.choices.clone(),
        answer: variant.answer.clone(),
        unit: template.spec.answer.get_ref().unit.clone(),
        laws: variant.ruling.laws.iter().map(|l| l.code()).collect(),
        explanation: variant
            .ruling
            .steps
            .iter()
            .map(|s| StepText {
                law: s.law.code(),
                text: c.step(lang, s),
            })
            .collect(),
        misreadings: variant
            .misapplications
            .iter()
            .map(|m| Misreading {
                answer: m.value.clone(),
                law: m.law.code(),
                text: c.render(lang, &m.message()),
            })
            .collect(),
        ruling: variant.parts.clone(),
        case: variant.case.clone(),
        labels: [
            "label-question",
            "label-choices",
            "label-answer",
            "label-explanation",
            "label-misreadings",
            "label-ruling",
        ]
        .map(|id| c.text(lang, id)),
        yes_no: ["answer-yes", "answer-no"].map(|id| c.text(lang, id)),
    }
}

impl Shown {
    /// An answer as the reader reads it: a number, or yes or no.
    fn word(&self, value: &serde_json::Value) -> String {
        match value.as_bool() {
            Some(true) => self.yes_no[0].clone(),
            Some(false) => self.yes_no[1].clone(),
            None => value.to_string(),
        }
    }

    /// Plain text for the terminal.
    pub fn to_text(&self) -> String {
        let [question, choices, answer, explanation, misreadings, ruling] = &self.labels;
        let mut out = format!(
            "{}  {} ({} v{})\n\n{question}: {}\n",
            self.code, self.title, self.template, self.version, self.question
        );
        if !self.choices.is_empty() {
            let list: Vec<String> = self
                .choices
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{}) {}", (b'a' + i as u8) as char, self.word(c)))
                .collect();
            out.push_str(&format!("{choices}: {}\n", list.join("   ")));
        }
        out.push_str(&format!(
            "\n{answer}: {} ({})\n",
            self.word(&self.answer),
            self.laws.join(", ")
        ));
        if !self.ruling.is_empty() {
            let parts: Vec<String> = self
                .ruling
                .iter()
                .map(|(name, value)| format!("{name} = {value}"))
                .collect();
            out.push_str(&format!("{ruling}: {}\n", parts.join("; ")));
        }
        out.push_str(&format!("\n{explanation}:\n"));
        for step in &self.explanation {
            out.push_str(&format!("  [{}] {}\n", step.law, step.text));
        }
        if !self.misreadings.is_empty() {
            out.push_str(&format!("\n{misreadings}:\n"));
            for m in &self.misreadings {
                out.push_str(&format!(
                    "  {} — [{}] {}\n",
                    self.word(&m.answer),
                    m.law,
                    m.text
                ));
            }
        }
        out
    }
}
