//! The words a printed exam needs beyond the questions: the sheets' headings, field
//! names and instructions, and the bridge words of an auction, in each language of the
//! catalogue. A struct per language, so a missing word is a compile error, not a gap on
//! a printed page. Words the catalogue already has (seats, "answer", "explanation", yes
//! and no) come from the catalogue in [`super::content`].

use serde::Serialize;

use crate::i18n::{Lang, notation};
use crate::laws::Unit;

/// The fixed words of the sheets in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SheetWords {
    /// The title when the instructor gives none.
    pub title: &'static str,
    pub booklet: &'static str,
    pub answer_sheet: &'static str,
    pub key: &'static str,
    pub name: &'static str,
    pub course: &'static str,
    pub date: &'static str,
    pub student: &'static str,
    pub exam_code: &'static str,
    pub questions: &'static str,
    pub page: &'static str,
    /// What the booklet's title page asks of the student.
    pub instructions: &'static str,
    /// What the answer sheet asks.
    pub tick_or_write: &'static str,
    /// The grid of every student's correct answers at the head of the key.
    pub answer_grid: &'static str,
    /// The heading of a trick table's first column.
    pub trick: &'static str,
    /// Under a trick table: how the leader's card is marked.
    pub leader_marked: &'static str,
    pub dealer: &'static str,
    pub pass: &'static str,
    pub double: &'static str,
    pub redouble: &'static str,
    /// The mark after a call made after a break in tempo.
    pub slow: &'static str,
    /// Notrump in a bid (`3NT`, `3UT`, `3SA`).
    pub notrump: &'static str,
    /// The units a value is written in, by the bank's unit names.
    pub unit_tricks: &'static str,
    pub unit_score: &'static str,
    pub unit_imps: &'static str,
    pub unit_percent: &'static str,
    pub unit_law: &'static str,
    /// Headings of the score tables.
    pub action: &'static str,
    pub chosen_by: &'static str,
    pub result_ns: &'static str,
    pub weight: &'static str,
}

const EN: SheetWords = SheetWords {
    title: "Tournament director examination",
    booklet: "Question booklet",
    answer_sheet: "Answer sheet",
    key: "Key",
    name: "Name",
    course: "Course",
    date: "Date",
    student: "Student",
    exam_code: "Exam code",
    questions: "Questions",
    page: "Page",
    instructions: "Write your answers on the answer sheet, not in this booklet. Every question has its own code in small print: leave it as it is.",
    tick_or_write: "Tick one box, or write the answer in the box.",
    answer_grid: "Answers of every student",
    trick: "Trick",
    leader_marked: "The card led to each trick is underlined.",
    dealer: "Dealer",
    pass: notation::pass_text(Lang::En),
    double: "X",
    redouble: "XX",
    slow: "(slow)",
    notrump: "NT",
    unit_tricks: "tricks",
    unit_score: "points",
    unit_imps: "IMPs",
    unit_percent: "%",
    unit_law: "Law",
    action: "Action",
    chosen_by: "Chosen by",
    result_ns: "Result to North-South",
    weight: "Weight",
};

const NB: SheetWords = SheetWords {
    title: "Eksamen for turneringsledere",
    booklet: "Oppgavehefte",
    answer_sheet: "Svarark",
    key: "Fasit",
    name: "Navn",
    course: "Kurs",
    date: "Dato",
    student: "Kandidat",
    exam_code: "Eksamenskode",
    questions: "Spørsmål",
    page: "Side",
    instructions: "Skriv svarene på svararket, ikke i dette heftet. Hvert spørsmål har sin egen kode med liten skrift: la den stå som den er.",
    tick_or_write: "Sett kryss i én rute, eller skriv svaret i ruten.",
    answer_grid: "Svarene for alle kandidater",
    trick: "Stikk",
    leader_marked: "Kortet som ble spilt ut til hvert stikk, er understreket.",
    dealer: "Giver",
    pass: notation::pass_text(Lang::Nb),
    double: "D",
    redouble: "RD",
    slow: "(tenkepause)",
    notrump: "UT",
    unit_tricks: "stikk",
    unit_score: "poeng",
    unit_imps: "IMP",
    unit_percent: "%",
    unit_law: "Paragraf",
    action: "Handling",
    chosen_by: "Valgt av",
    result_ns: "Resultat til Nord-Syd",
    weight: "Vekt",
};

const DE: SheetWords = SheetWords {
    title: "Turnierleiterprüfung",
    booklet: "Aufgabenheft",
    answer_sheet: "Antwortbogen",
    key: "Lösungen",
    name: "Name",
    course: "Kurs",
    date: "Datum",
    student: "Teilnehmer",
    exam_code: "Prüfungscode",
    questions: "Fragen",
    page: "Seite",
    instructions: "Schreiben Sie Ihre Antworten auf den Antwortbogen, nicht in dieses Heft. Jede Frage hat ihren eigenen Code in kleiner Schrift: Lassen Sie ihn stehen.",
    tick_or_write: "Kreuzen Sie ein Kästchen an oder schreiben Sie die Antwort in das Feld.",
    answer_grid: "Die Antworten aller Teilnehmer",
    trick: "Stich",
    leader_marked: "Die ausgespielte Karte jedes Stichs ist unterstrichen.",
    dealer: "Teiler",
    pass: notation::pass_text(Lang::De),
    double: "X",
    redouble: "XX",
    slow: "(Denkpause)",
    notrump: "SA",
    unit_tricks: "Stiche",
    unit_score: "Punkte",
    unit_imps: "IMPs",
    unit_percent: "%",
    unit_law: "Regel",
    action: "Handlung",
    chosen_by: "Gewählt von",
    result_ns: "Ergebnis für Nord-Süd",
    weight: "Gewicht",
};

const DA: SheetWords = SheetWords {
    title: "Eksamen for turneringsledere",
    booklet: "Opgavehæfte",
    answer_sheet: "Svarark",
    key: "Facitliste",
    name: "Navn",
    course: "Kursus",
    date: "Dato",
    student: "Kandidat",
    exam_code: "Eksamenskode",
    questions: "Spørgsmål",
    page: "Side",
    instructions: "Skriv svarene på svararket, ikke i dette hæfte. Hvert spørgsmål har sin egen kode med lille skrift: lad den stå, som den er.",
    tick_or_write: "Sæt kryds i én rubrik, eller skriv svaret i feltet.",
    answer_grid: "Svarene for alle kandidater",
    trick: "Stik",
    leader_marked: "Kortet, der blev spillet ud til hvert stik, er understreget.",
    dealer: "Giver",
    pass: notation::pass_text(Lang::Da),
    double: "D",
    redouble: "RD",
    slow: "(tænkepause)",
    notrump: "UT",
    unit_tricks: "stik",
    unit_score: "point",
    unit_imps: "IMP",
    unit_percent: "%",
    unit_law: "Paragraf",
    action: "Handling",
    chosen_by: "Valgt af",
    result_ns: "Resultat til Nord-Syd",
    weight: "Vægt",
};

/// The sheets' words in `lang`.
pub const fn sheet_words(lang: Lang) -> &'static SheetWords {
    match lang {
        Lang::En => &EN,
        Lang::Nb => &NB,
        Lang::De => &DE,
        Lang::Da => &DA,
    }
}

impl SheetWords {
    /// The word a value in `unit` is written after on the answer sheet; yes or no is
    /// ticked, not written, and has none.
    pub const fn unit(&self, unit: Unit) -> &'static str {
        match unit {
            Unit::Tricks => self.unit_tricks,
            Unit::Score => self.unit_score,
            Unit::Imps => self.unit_imps,
            Unit::Percent => self.unit_percent,
            Unit::Law => self.unit_law,
            Unit::YesNo => "",
        }
    }
}
