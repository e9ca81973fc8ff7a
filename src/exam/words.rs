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
    /// "Question booklet": the booklet's heading.
    pub booklet: &'static str,
    /// "Answer sheet": the answer sheet's heading.
    pub answer_sheet: &'static str,
    /// "Key": the instructor's key's heading.
    pub key: &'static str,
    /// "Name": the field for the student's name.
    pub name: &'static str,
    /// "Course": the field for the course.
    pub course: &'static str,
    /// "Date": the field for the date.
    pub date: &'static str,
    /// "Student": before a student's number, in the footers and the key.
    pub student: &'static str,
    /// "Exam code": before the student's code on the title page.
    pub exam_code: &'static str,
    /// "Questions": before the number of questions on the title page.
    pub questions: &'static str,
    /// "Page": before the page number in the footer.
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
    /// "Dealer": the auction's dealer.
    pub dealer: &'static str,
    /// A pass in an auction.
    pub pass: &'static str,
    /// A double in an auction (`X`).
    pub double: &'static str,
    /// A redouble in an auction (`XX`).
    pub redouble: &'static str,
    /// The mark after a call made after a break in tempo.
    pub slow: &'static str,
    /// Notrump in a bid (`3NT`, `3UT`, `3SA`).
    pub notrump: &'static str,
    /// The unit `tricks` in words; the unit fields follow the bank's unit names.
    pub unit_tricks: &'static str,
    /// The unit `score` in words ("points").
    pub unit_score: &'static str,
    /// The unit `imps` in words.
    pub unit_imps: &'static str,
    /// The unit `percent` in words.
    pub unit_percent: &'static str,
    /// The unit `law` in words: a law paragraph.
    pub unit_law: &'static str,
    /// Headings of the score tables: the action a poll of peers considered.
    pub action: &'static str,
    /// The poll's count of peers who chose an action.
    pub chosen_by: &'static str,
    /// A result, from North-South's point of view.
    pub result_ns: &'static str,
    /// An outcome's weight in a weighted score.
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
