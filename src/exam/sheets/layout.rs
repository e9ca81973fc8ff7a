//! Where every mark of an answer sheet is, in millimetres from the page's top left: laid
//! out here, not by typst, so that the scanner ([`crate::scan`]) reads each page from the
//! same numbers the sheet was printed from. `exam.json` alone gives them again.
//!
//! A page has four solid corner squares (the frame a scan is straightened by), a QR
//! code holding the exam, the student and the page ([`PageId`]), and one field per box
//! of the booklet: a row of circles for a choice, yes or no, or a count of tricks; a grid
//! of columns for a number (sign, digits, decimals) or a law paragraph (law, letter,
//! sub-number, item). Each column or row is a [`Group`]: one mark to fill in it.

use serde::Serialize;

use crate::exam::definition::Paper;
use crate::i18n::{Lang, catalogue};
use crate::laws::Unit;
use crate::present::question::{Ask, Input};

/// A corner square's side.
pub const MARK: f32 = 6.0;
/// A corner square's centre from the paper's edges.
pub const MARK_INSET: f32 = 12.0;
/// A circle's diameter.
pub const BUBBLE: f32 = 3.8;
/// From one circle's centre to the next in a grid.
pub const PITCH: f32 = 5.0;
/// The QR code's side, its quiet zone included.
pub const QR_SIZE: f32 = 34.0;
/// Where the fields begin below the page's heading.
const TOP: f32 = 62.0;
/// The fields' left and right edges from the paper's.
const SIDE: f32 = 16.0;
/// Where the fields end above the page's foot.
const FOOT: f32 = 22.0;
/// The width of a field's number (`12`, `3b`) left of its marks.
const NAME: f32 = 9.0;

/// The paper's width and height in millimetres.
pub const fn paper_size(paper: Paper) -> (f32, f32) {
    match paper {
        Paper::A4 => (210.0, 297.0),
        Paper::Letter => (215.9, 279.4),
    }
}

/// The corner squares' centres: top left, top right, bottom right, bottom left.
pub fn marks(paper: Paper) -> [(f32, f32); 4] {
    let (w, h) = paper_size(paper);
    let (a, b, c) = (MARK_INSET, w - MARK_INSET, h - MARK_INSET);
    [(a, a), (b, a), (b, c), (a, c)]
}

/// The QR code's top left corner (its side is [`QR_SIZE`]).
pub fn qr_corner(paper: Paper) -> (f32, f32) {
    let (w, _) = paper_size(paper);
    (w - SIDE - 4.0 - QR_SIZE, 18.0)
}

/// One circle to fill.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Bubble {
    /// Its centre.
    pub x: f32,
    /// Its centre.
    pub y: f32,
    /// Printed inside it, light (a digit, a letter); empty when the words beside it say.
    pub label: String,
    /// What filling it gives: `b`, `7`, `A`, `-`, `yes`.
    pub value: String,
}

/// Circles of which one at most is filled: a row of options, a column of digits.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Group {
    /// Its circles, in order.
    pub bubbles: Vec<Bubble>,
}

/// How a field's marks make an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Form {
    /// One of the options a, b, c…: one group.
    Choice,
    /// Yes or no: one group of two.
    YesNo,
    /// Tricks 0–13: one group.
    Tricks,
    /// A number: a sign circle (when it can be negative), then a column per digit, the
    /// last `decimals` after the decimal point.
    Number {
        /// Whether the first group is a single minus circle.
        sign: bool,
        /// Digits before the point.
        digits: usize,
        /// Digits after it.
        decimals: usize,
    },
    /// A law paragraph: law tens, law units, letter, sub-number, item (a)–(e).
    Law,
}

/// A text the sheet prints beside the marks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Words {
    /// Its left end.
    pub x: f32,
    /// Its vertical centre.
    pub y: f32,
    /// The text.
    pub text: String,
}

/// A rectangle.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rect {
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

/// The marks of one box of the booklet: a question, or one part of a whole ruling.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Field {
    /// 1-based.
    pub question: usize,
    /// 0 for `a`: the part of a whole ruling.
    pub part: Option<usize>,
    /// `12`, `3b`: as the booklet and `exam grade`'s answers file name it.
    pub name: String,
    /// How the marks make an answer.
    pub form: Form,
    /// Its groups.
    pub groups: Vec<Group>,
    /// Words beside the marks (yes, no, the unit).
    pub words: Vec<Words>,
    /// The box to write the answer in as well, for the human reader.
    pub write: Option<Rect>,
    /// The whole field, for a crop of it.
    pub area: Rect,
}

/// One page of a student's answer sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Page {
    /// 1-based.
    pub number: usize,
    /// Its fields, in reading order.
    pub fields: Vec<Field>,
}

/// What one box asks, as the sheet marks it.
fn form_of(unit: Unit) -> Form {
    match unit {
        Unit::Tricks => Form::Tricks,
        Unit::YesNo => Form::YesNo,
        Unit::Law => Form::Law,
        Unit::Score => Form::Number {
            sign: true,
            digits: 4,
            decimals: 0,
        },
        Unit::Imps => Form::Number {
            sign: true,
            digits: 2,
            decimals: 2,
        },
        Unit::Percent => Form::Number {
            sign: false,
            digits: 3,
            decimals: 2,
        },
    }
}

/// A field before it is placed: its marks from its own top left.
struct Draft {
    question: usize,
    part: Option<usize>,
    name: String,
    form: Form,
    groups: Vec<Group>,
    words: Vec<Words>,
    write: Option<Rect>,
    w: f32,
    h: f32,
}

impl Draft {
    fn moved(self, dx: f32, dy: f32) -> Field {
        let shift = |b: Bubble| Bubble {
            x: b.x + dx,
            y: b.y + dy,
            ..b
        };
        Field {
            question: self.question,
            part: self.part,
            name: self.name,
            form: self.form,
            groups: self
                .groups
                .into_iter()
                .map(|g| Group {
                    bubbles: g.bubbles.into_iter().map(shift).collect(),
                })
                .collect(),
            words: self
                .words
                .into_iter()
                .map(|w| Words {
                    x: w.x + dx,
                    y: w.y + dy,
                    ..w
                })
                .collect(),
            write: self.write.map(|r| Rect {
                x: r.x + dx,
                y: r.y + dy,
                ..r
            }),
            area: Rect {
                x: dx,
                y: dy,
                w: self.w,
                h: self.h,
            },
        }
    }
}

fn bubble(x: f32, y: f32, label: &str, value: &str) -> Bubble {
    Bubble {
        x,
        y,
        label: label.to_owned(),
        value: value.to_owned(),
    }
}

const ROW: f32 = 7.0;
const LETTERS: [&str; 10] = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];

/// A row of circles: the options of a choice, yes and no, or tricks 0–13.
fn row(values: &[(String, String)], pitch: f32) -> (Vec<Group>, f32) {
    let bubbles = values
        .iter()
        .enumerate()
        .map(|(i, (label, value))| bubble(NAME + 2.5 + i as f32 * pitch, ROW / 2.0, label, value))
        .collect();
    let w = NAME + values.len() as f32 * pitch;
    (vec![Group { bubbles }], w)
}

/// A grid of columns, each of the values given, under a box to write in.
fn grid(columns: &[Vec<&str>], gaps: &[usize]) -> (Vec<Group>, f32, f32) {
    let top = 8.0;
    let mut x = NAME + 2.5;
    let mut groups = Vec::new();
    for (c, values) in columns.iter().enumerate() {
        if gaps.contains(&c) {
            x += 1.5;
        }
        let bubbles = values
            .iter()
            .enumerate()
            .map(|(r, v)| bubble(x, top + 2.5 + r as f32 * PITCH, v, v))
            .collect();
        groups.push(Group { bubbles });
        x += PITCH;
    }
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    (groups, x - 2.5, top + rows as f32 * PITCH)
}

const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// A field in a grid: a number or a law paragraph, `unit` the words after its box.
fn grid_draft(question: usize, part: Option<usize>, form: Form, unit: &str) -> Draft {
    let name = match part {
        Some(p) => format!("{question}{}", LETTERS.get(p).unwrap_or(&"?")),
        None => question.to_string(),
    };
    let (groups, words, write, w, h) = match form {
        Form::Number {
            sign,
            digits,
            decimals,
        } => {
            let mut columns: Vec<Vec<&str>> = Vec::new();
            if sign {
                columns.push(vec!["-"]);
            }
            columns.extend((0..digits + decimals).map(|_| DIGITS.to_vec()));
            let point = usize::from(sign) + digits;
            let (groups, w, h) = grid(&columns, &[point]);
            let write = Rect {
                x: NAME,
                y: 0.0,
                w: (w - NAME).max(26.0),
                h: 6.0,
            };
            let words = vec![Words {
                x: NAME + write.w + 1.0,
                y: 3.0,
                text: unit.to_owned(),
            }];
            (groups, words, Some(write), w.max(NAME + write.w + 12.0), h)
        }
        Form::Choice | Form::YesNo | Form::Tricks | Form::Law => {
            let columns: Vec<Vec<&str>> = vec![
                DIGITS.to_vec(),
                DIGITS.to_vec(),
                vec!["A", "B", "C", "D", "E", "F", "G", "H"],
                DIGITS[1..].to_vec(),
                LETTERS[..5].to_vec(),
            ];
            let (groups, w, h) = grid(&columns, &[2, 3, 4]);
            let write = Rect {
                x: NAME,
                y: 0.0,
                w: (w - NAME).max(26.0),
                h: 6.0,
            };
            (groups, Vec::new(), Some(write), w.max(NAME + write.w), h)
        }
    };
    Draft {
        question,
        part,
        name,
        form,
        groups,
        words,
        write,
        w,
        h,
    }
}

/// A field in a row: a choice of `options`, yes or no, or tricks.
fn row_draft(
    question: usize,
    part: Option<usize>,
    form: Form,
    options: usize,
    yes_no: (&str, &str),
) -> Draft {
    let name = match part {
        Some(p) => format!("{question}{}", LETTERS.get(p).unwrap_or(&"?")),
        None => question.to_string(),
    };
    let (groups, words, w) = match form {
        Form::YesNo => {
            let pitch = 20.0;
            let values = [
                (String::new(), "yes".to_owned()),
                (String::new(), "no".to_owned()),
            ];
            let (groups, w) = row(&values, pitch);
            let words = [yes_no.0, yes_no.1]
                .iter()
                .enumerate()
                .map(|(i, t)| Words {
                    x: NAME + 5.0 + i as f32 * pitch,
                    y: ROW / 2.0,
                    text: (*t).to_owned(),
                })
                .collect();
            (groups, words, w)
        }
        Form::Tricks => {
            let values: Vec<(String, String)> =
                (0..=13).map(|n| (n.to_string(), n.to_string())).collect();
            let (groups, w) = row(&values, PITCH + 0.4);
            (groups, Vec::new(), w)
        }
        _ => {
            let values: Vec<(String, String)> = LETTERS[..options.min(LETTERS.len())]
                .iter()
                .map(|l| ((*l).to_owned(), (*l).to_owned()))
                .collect();
            let (groups, w) = row(&values, 7.0);
            (groups, Vec::new(), w)
        }
    };
    // Tricks keep a box to write in beside their row, as numbers do above their grid.
    let write = (form == Form::Tricks).then_some(Rect {
        x: w + 1.0,
        y: 0.5,
        w: 12.0,
        h: 6.0,
    });
    let w = write.map_or(w, |r| r.x + r.w);
    Draft {
        question,
        part,
        name,
        form,
        groups,
        words,
        write,
        w,
        h: ROW,
    }
}

fn input_draft(question: usize, part: Option<usize>, input: &Input, yes_no: (&str, &str)) -> Draft {
    let form = form_of(input.unit);
    match form {
        Form::Number { .. } | Form::Law => grid_draft(question, part, form, &input.unit_word),
        _ => row_draft(question, part, form, 0, yes_no),
    }
}

/// The fields of one question, in order.
fn drafts(question: usize, ask: &Ask, lang: Lang) -> Vec<Draft> {
    let c = catalogue();
    let (yes, no) = (c.text(lang, "answer-yes"), c.text(lang, "answer-no"));
    let yes_no = (yes.as_str(), no.as_str());
    match ask {
        Ask::Choice { options } => vec![row_draft(
            question,
            None,
            Form::Choice,
            options.len(),
            yes_no,
        )],
        Ask::YesNo { yes, no, .. } => vec![row_draft(question, None, Form::YesNo, 0, (yes, no))],
        Ask::Value { input } => vec![input_draft(question, None, input, yes_no)],
        Ask::Parts { parts } => parts
            .iter()
            .enumerate()
            .map(|(i, input)| input_draft(question, Some(i), input, yes_no))
            .collect(),
    }
}

/// Lays out the answer sheet of one student's questions (`asks`, in order, numbered
/// from 1) on `paper`: fields left to right in rows, a new page when one is full.
pub fn lay_out(paper: Paper, lang: Lang, asks: &[&Ask]) -> Vec<Page> {
    let (width, height) = paper_size(paper);
    let (left, right, bottom) = (SIDE, width - SIDE, height - FOOT);
    let (gap_x, gap_y) = (6.0, 3.0);
    let mut pages = vec![Page {
        number: 1,
        fields: Vec::new(),
    }];
    let (mut x, mut y, mut shelf) = (left, TOP, 0.0_f32);
    for (i, ask) in asks.iter().enumerate() {
        let drafts = drafts(i + 1, ask, lang);
        // A whole ruling's parts stay on one page: when they would not all fit on this
        // one, the question starts the next.
        let (mut sx, mut sy, mut ss) = (x, y, shelf);
        let fits = drafts.iter().all(|d| {
            if sx > left && sx + d.w > right {
                (sx, sy, ss) = (left, sy + ss + gap_y, 0.0);
            }
            ss = ss.max(d.h);
            sx += d.w + gap_x;
            sy + d.h <= bottom
        });
        if !fits && y > TOP {
            let number = pages.len() + 1;
            pages.push(Page {
                number,
                fields: Vec::new(),
            });
            (x, y, shelf) = (left, TOP, 0.0);
        }
        for d in drafts {
            if x > left && x + d.w > right {
                (x, y, shelf) = (left, y + shelf + gap_y, 0.0);
            }
            if y > TOP && y + d.h > bottom {
                let number = pages.len() + 1;
                pages.push(Page {
                    number,
                    fields: Vec::new(),
                });
                (x, y, shelf) = (left, TOP, 0.0);
            }
            shelf = shelf.max(d.h);
            let w = d.w;
            if let Some(page) = pages.last_mut() {
                page.fields.push(d.moved(x, y));
            }
            x += w + gap_x;
        }
    }
    pages
}

/// What a page's QR code holds: the exam, the student and the page, with a check
/// character, e.g. `K7Q3MZ.5.1.Q`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageId {
    /// The exam's code.
    pub exam: String,
    /// The student's number, 1-based.
    pub student: usize,
    /// The page of his answer sheet, 1-based.
    pub page: usize,
}

const BASE36: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// A check character over `text`: weighted by place, so two characters swapped change it.
fn check(text: &str) -> char {
    let sum = text.bytes().enumerate().fold(0usize, |sum, (i, b)| {
        let v = BASE36.iter().position(|&c| c == b).unwrap_or(36);
        (sum + (i + 1) * (v + 1)) % 37
    });
    char::from(BASE36[sum % 36])
}

impl PageId {
    /// The QR code's text: upper-case letters, digits and dots only, so the code is
    /// small (alphanumeric mode).
    pub fn text(&self) -> String {
        let body = format!(
            "{}.{}.{}",
            self.exam.to_ascii_uppercase(),
            self.student,
            self.page
        );
        format!("{body}.{}", check(&body))
    }

    /// Reads a QR code's text; `None` when it is not a page of ours or its check fails.
    pub fn parse(text: &str) -> Option<PageId> {
        let (body, sum) = text.trim().rsplit_once('.')?;
        if sum.len() != 1 || sum.chars().next()? != check(body) {
            return None;
        }
        let mut fields = body.split('.');
        let exam = fields.next()?.to_owned();
        let student = fields.next()?.parse().ok()?;
        let page = fields.next()?.parse().ok()?;
        if fields.next().is_some() || student == 0 || page == 0 {
            return None;
        }
        Some(PageId {
            exam,
            student,
            page,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_id_reads_back_and_a_changed_character_fails_its_check() {
        let id = PageId {
            exam: "K7Q3MZ".into(),
            student: 5,
            page: 2,
        };
        let text = id.text();
        assert_eq!(PageId::parse(&text), Some(id));
        assert_eq!(PageId::parse(&text.replace(".5.", ".6.")), None);
        assert_eq!(PageId::parse(&text.replace("K7", "7K")), None);
        assert_eq!(PageId::parse("https://example.com"), None);
    }
}
