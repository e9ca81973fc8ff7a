//! Answer sheets read from scans and phone photos, and marked by the same grading as
//! typed answers (`ruling exam scan`).
//!
//! 1. [`input`]: the page images of PDFs (as scanners write them), PNGs and JPEGs;
//! 2. [`page`]: each image's page found by its QR code and straightened by the four
//!    corner squares (a projective transform), each circle's darkness measured against
//!    the page's own paper and ink;
//! 3. [`decide`]: circles to answers, a double, faint or erased mark left unsure, never
//!    guessed;
//! 4. [`run`]: every page of a batch read ([`read_all`]), pages that cannot be read,
//!    pages scanned twice and pages missing reported, the answers graded through
//!    [`crate::exam::grade::folder`] as `exam grade` grades a typed file, and the unsure
//!    ones cropped for the instructor to settle with a corrections file.
//!
//! The sheet's layout is [`crate::exam::sheets::layout`]: the numbers it is printed from
//! are the numbers it is read by.

pub mod blank;
mod code;
pub mod decide;
pub mod input;
pub mod page;
pub mod run;

use image::GrayImage;

use crate::exam::Exam;
use crate::exam::sheets::layout::{self, PageId};
use crate::laws::Message;

use decide::{Reading, fill, read};
use input::Scanned;

/// One box read from a page.
#[derive(Debug, Clone)]
pub struct BoxRead {
    /// 1-based.
    pub question: usize,
    /// 0 for `a`.
    pub part: Option<usize>,
    /// `12`, `3b`.
    pub name: String,
    /// What its marks say.
    pub reading: Reading,
    /// The field straightened, when it is unsure: for the instructor to look at.
    pub crop: Option<GrayImage>,
}

/// A page of an answer sheet, read.
#[derive(Debug, Clone)]
pub struct PageRead {
    /// Where it was scanned (`scan.pdf:3`).
    pub place: String,
    /// Whose page and which.
    pub id: PageId,
    /// Its boxes.
    pub boxes: Vec<BoxRead>,
}

/// Pixels a millimetre in the crops of unsure boxes.
const CROP_SCALE: f32 = 8.0;

/// The pages of every student's answer sheet, by student (1-based) then page.
pub fn layouts(exam: &Exam) -> Vec<Vec<layout::Page>> {
    let lang = exam.file.lang;
    exam.file
        .students
        .iter()
        .map(|s| {
            let views: Vec<_> = (1..=exam.file.questions.len())
                .filter_map(|q| exam.drawn(s.number, q).map(|d| d.question(q, lang)))
                .collect();
            let asks: Vec<_> = views.iter().map(|v| &v.side.ask).collect();
            layout::lay_out(exam.file.paper, lang, &asks)
        })
        .collect()
}

/// Reads one image as a page of `exam` whose sheets are laid out as `layouts` says.
///
/// # Errors
/// Why the image is not a page of this exam that can be read, for the report.
pub fn read_page(
    exam: &Exam,
    layouts: &[Vec<layout::Page>],
    place: &str,
    img: &GrayImage,
) -> Result<PageRead, Message> {
    let found = match page::find(img, exam.file.paper) {
        Ok(found) => found,
        Err(page::PageError::NoCode) if blank::is_blank(img) => {
            return Err(Message::new(BLANK));
        }
        Err(e) => return Err(e.message()),
    };
    let id = found.id.clone();
    if !id.exam.eq_ignore_ascii_case(exam.file.code.as_str()) {
        return Err(Message::new("scan-error-other-exam")
            .code("other", &id.exam)
            .code("exam", &exam.file.code));
    }
    let sheet = layouts
        .get(id.student - 1)
        .ok_or_else(|| Message::new("scan-error-student").with("student", id.student))?;
    let page = sheet.get(id.page - 1).ok_or_else(|| {
        Message::new("scan-error-page")
            .with("student", id.student)
            .with("page", id.page)
    })?;
    let boxes = page
        .fields
        .iter()
        .map(|field| {
            let fills: Vec<Vec<_>> = field
                .groups
                .iter()
                .map(|g| {
                    g.bubbles
                        .iter()
                        .map(|b| fill(found.darkness(img, b)))
                        .collect()
                })
                .collect();
            let reading = read(field, &fills, exam.file.lang);
            let crop = matches!(reading, Reading::Unsure(_))
                .then(|| found.crop(img, field.area, CROP_SCALE));
            BoxRead {
                question: field.question,
                part: field.part,
                name: field.name.clone(),
                reading,
                crop,
            }
        })
        .collect();
    Ok(PageRead {
        place: place.to_owned(),
        id,
        boxes,
    })
}

/// The reason given for a blank page ([`blank`]): left out, and not counted as a page
/// that could not be read.
pub const BLANK: &str = "scan-error-blank";

/// A page image's place, and the page read from it or why it was not.
pub type Outcome = (String, Result<PageRead, Message>);

/// Every page of `scanned` read, on every core, in the order given: a page read or
/// the reason it was not, with its place.
pub fn read_all(exam: &Exam, scanned: Vec<Scanned>) -> Vec<Outcome> {
    let layouts = layouts(exam);
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    crate::cores::map_ordered(&scanned, threads, |s| {
        let read = match &s.image {
            Ok(img) => read_page(exam, &layouts, &s.place, img),
            Err(e) => Err(e.clone()),
        };
        (s.place.clone(), read)
    })
}
