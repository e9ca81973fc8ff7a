//! Printed exams: the same templates for the class, a variant of each per student, and
//! from them the booklets, answer sheets, the instructor's key and `exam.json`; then the
//! paper answers marked by the engine.
//!
//! ```no_run
//! use ruling::exam::{ExamOptions, build, content::Questions, output};
//! let questions = Questions::bundled()?;
//! let options = ExamOptions {
//!     templates: "revoke:4,claims:3,adjustments:3".parse()?,
//!     students: 30,
//!     seed: 7,
//!     ..ExamOptions::default()
//! };
//! let exam = build(&questions, &options, &mut |_| {})?;
//! let files = exam.files(ruling::pdf::Typesetter::global(), &mut |_| {})?;
//! output::write(std::path::Path::new("exam-7"), &files, &exam.file.code, false)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The steps, each in its module: [`select`] reads `--templates` and draws the
//! templates; [`content`] (the one module that calls the engine) draws the variants and
//! turns them into [`view`]s; [`sheets`] typesets them with [`crate::pdf`];
//! [`definition`] is `exam.json`; [`output`] writes the folder all or nothing;
//! [`grade`] marks a CSV of paper answers.

pub mod archive;
pub mod content;
pub mod definition;
pub mod grade;
pub mod instructions;
pub mod item_stats;
pub mod keybook;
pub mod online;
pub mod output;
pub mod select;
pub mod sheets;
pub mod view;
pub mod whole;

use crate::i18n::Lang;
use crate::pdf::{PdfError, Typesetter};

use content::{ContentError, Drawn, Questions};
use definition::{
    ExamCode, ExamFile, ExamFileError, FORMAT, Format, Paper, Slot, StudentFile, Suits,
};
use select::{SelectError, Selection};
use sheets::{OutputFile, Rendered};

/// The most students one exam prints for.
pub const MAX_STUDENTS: usize = 999;

/// The most student-questions (students × questions) one exam prints: what one student
/// question costs, stored and typeset, bounds what an exam costs (review security S3),
/// and this many keep the server of the largest exam under 1 GB (README, Performance).
pub const MAX_STUDENT_QUESTIONS: usize = 5_000;

/// Seeds tried for a student before he is given a question a classmate already has.
const DISTINCT_TRIES: u64 = 25;

/// What an exam is made of: everything the command line's `ruling exam` takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamOptions {
    /// Which templates the exam asks, as `--templates` gives them.
    pub templates: Selection,
    /// Templates drawn from each family (or `all`) named without a count of its own.
    pub count: Option<usize>,
    /// How many students: each gets a booklet and answer sheet with his own variants.
    pub students: usize,
    /// The seed the templates and every student's variants are drawn from: the same
    /// options give the same exam.
    pub seed: u64,
    /// The language of every sheet.
    pub lang: Lang,
    /// The paper size.
    pub paper: Paper,
    /// The title on every sheet; the language's "Tournament director examination"
    /// when `None`.
    pub title: Option<String>,
    /// How the suit symbols print.
    pub suits: Suits,
    /// How every student is asked a question whose answer is a value.
    pub format: Format,
    /// Print an exam's own question code instead of the variant code.
    pub hide_codes: bool,
    /// Whose courses' templates the exam draws (`--federation`): a federation's own
    /// procedure is asked of its students only.
    pub federation: crate::bank::federation::Scope,
    /// The instructor's instructions for every title page ([`instructions`]).
    pub instructions: Option<String>,
    /// Each booklet and answer sheet padded to an even number of pages (`--duplex`).
    pub duplex: bool,
}

impl Default for ExamOptions {
    fn default() -> ExamOptions {
        ExamOptions {
            templates: Selection(vec![select::Item {
                name: "all".into(),
                count: None,
            }]),
            count: None,
            students: 1,
            seed: 0,
            lang: Lang::En,
            paper: Paper::A4,
            title: None,
            suits: Suits::Colour,
            format: Format::default(),
            hide_codes: false,
            federation: crate::bank::federation::Scope::All,
            instructions: None,
            duplex: true,
        }
    }
}

/// Why no exam came out.
#[derive(Debug, thiserror::Error)]
pub enum ExamError {
    #[error(transparent)]
    /// The templates could not be chosen.
    Select(#[from] SelectError),
    #[error(transparent)]
    /// The bank did not load or a template gave no variant.
    Content(#[from] ContentError),
    #[error(transparent)]
    /// Typesetting failed.
    Pdf(#[from] PdfError),
    #[error(transparent)]
    /// `exam.json` could not be read.
    File(#[from] ExamFileError),
    #[error(transparent)]
    /// The exam folder could not be written.
    Output(#[from] output::OutputError),
    #[error("--students must be from 1 to {MAX_STUDENTS}, not {0}")]
    /// The number of students is out of range (1 to [`MAX_STUDENTS`]).
    Students(usize),
    #[error(
        "{students} students × {questions} questions is more than {MAX_STUDENT_QUESTIONS} \
         student-questions"
    )]
    /// More student-questions than [`MAX_STUDENT_QUESTIONS`].
    TooLarge {
        /// The students asked for.
        students: usize,
        /// The questions chosen.
        questions: usize,
    },
    #[error("--student {student}: the exam has students 1 to {class}")]
    /// A student number the exam does not have.
    NoStudent {
        /// The number asked for.
        student: usize,
        /// The class size.
        class: usize,
    },
    #[error("template {template} gave no variant for student {student}: {reason}")]
    /// A template gave no variant for one student.
    NoVariant {
        /// The template's id.
        template: String,
        /// The student's number, 1-based.
        student: usize,
        /// Why the template gave none.
        reason: String,
    },
    #[error("the exam's zip: {0}")]
    /// The zip of the exam's files could not be written.
    Zip(#[from] zip::result::ZipError),
}

/// What a long batch is doing, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// `done` variants of `total` drawn.
    Drawing,
    /// `done` of `total` files typeset.
    Typesetting,
}

/// How far a long batch has come, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// What it is doing.
    pub stage: Stage,
    /// How many of `total` are done.
    pub done: usize,
    /// How many there are in all: variants when drawing, files when typesetting.
    pub total: usize,
}

/// An exam set: its definition and every student's variants.
pub struct Exam {
    /// The exam as `exam.json` stores it.
    pub file: ExamFile,
    /// By student, then question.
    drawn: Vec<Vec<Drawn>>,
    /// The size of the class the sheets are tagged for: `file`'s own students, or the
    /// whole class when `file` holds only some of them (one student's sheets typeset
    /// alone, tagged `005`, not `05`).
    class: usize,
}

/// A seed for an exam the instructor gave none for: random, so that two instructors who
/// both leave it out do not set the same exam (review P12), and small enough to copy.
pub fn random_seed() -> u64 {
    use std::hash::BuildHasher;
    // std keys every `RandomState` from the operating system's random source; 32 bits of
    // one hashed are a seed an instructor can still copy.
    std::collections::hash_map::RandomState::new().hash_one(()) & 0xffff_ffff
}

/// One student's booklet and answer sheet typeset again from `exam.json` (`text`; `file`
/// names it in errors) alone, tagged as in the whole class: for a lost or spoilt paper.
/// Only that student is read, however large the class.
///
/// # Errors
/// A file that does not read, a student the exam does not have, or a sheet that does not
/// typeset.
pub fn reprint(
    typesetter: &Typesetter,
    file: &str,
    text: &str,
    student: usize,
) -> Result<Vec<OutputFile>, ExamError> {
    let Some((alone, class)) = ExamFile::parse_student(file, text, student)? else {
        let class = ExamFile::parse_student(file, text, 1)?.map_or(0, |(_, class)| class);
        return Err(ExamError::NoStudent { student, class });
    };
    let files = Exam::load(alone)
        .of_class(class)
        .files(typesetter, &mut |_| {})?;
    Ok(files
        .into_iter()
        .filter(|f| f.name.ends_with(".pdf") && f.name.contains('-'))
        .collect())
}

/// A stable seed per student, question and attempt, from the exam's seed; 30 bits, so a
/// variant code spells it in six characters.
fn variant_seed(exam_seed: u64, question: usize, student: usize, attempt: u64) -> u64 {
    // SplitMix64's finaliser over each number in turn: stable on every machine.
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut x = mix(exam_seed);
    for n in [question as u64, student as u64, attempt] {
        x = mix(x ^ n.wrapping_add(0x9e37_79b9_7f4a_7c15));
    }
    x & ((1 << 30) - 1)
}

/// Sets an exam: draws the templates, then each student's variants, a classmate's
/// question avoided where the template has others to give.
///
/// # Errors
/// A bad selection or student count, or a template that gives no variant.
pub fn build(
    questions: &Questions,
    options: &ExamOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Exam, ExamError> {
    if !(1..=MAX_STUDENTS).contains(&options.students) {
        return Err(ExamError::Students(options.students));
    }
    let templates = options.templates.choose_in(
        options.federation,
        options.count,
        &questions.templates(),
        options.seed,
    )?;
    if options.students.saturating_mul(templates.len()) > MAX_STUDENT_QUESTIONS {
        return Err(ExamError::TooLarge {
            students: options.students,
            questions: templates.len(),
        });
    }
    let ids: Vec<String> = templates.iter().map(|t| t.id.clone()).collect();
    let code = ExamCode::of(&ids, options.students, options.seed);
    let (drawn, options_of) = draw_all(questions, &templates, options, progress)?;
    let title = options
        .title
        .clone()
        .unwrap_or_else(|| crate::i18n::catalogue().text(options.lang, "sheet-title"));
    let file = ExamFile {
        format: FORMAT,
        title,
        lang: options.lang,
        paper: options.paper,
        suits: options.suits,
        seed: options.seed,
        asked: options.templates.to_string(),
        count: options.count,
        answer_format: options.format,
        hide_codes: options.hide_codes,
        federation: options.federation,
        questions: templates
            .iter()
            .zip(&options_of)
            .map(|(t, &options)| Slot {
                template: t.id.clone(),
                family: t.family.clone(),
                options,
            })
            .collect(),
        students: drawn
            .iter()
            .enumerate()
            .map(|(i, qs)| StudentFile {
                number: i + 1,
                code: code.student(i + 1, options.students),
                variants: qs.iter().map(|d| d.variant().clone()).collect(),
            })
            .collect(),
        code,
        instructions: options.instructions.clone(),
        duplex: options.duplex,
    };
    Ok(Exam {
        class: file.students.len(),
        file,
        drawn,
    })
}

/// A question's variants for the whole class, by student, and the options every one
/// of them offers (`None`: written in, or yes or no).
type Column = (Vec<Drawn>, Option<usize>);

/// Every student's variants, by student then question, and each question's options.
type Drawing = (Vec<Vec<Drawn>>, Vec<Option<usize>>);

/// Every student's variant of every question, by student then question, and each
/// question's options. A question's variants depend on each other (no two classmates the
/// same question, when the template has enough; the same format for all) but not on the
/// other questions'. Every student's first draw of every question is made whatever his
/// classmates drew, so those come first, on every core, each thread taking the next
/// student-question left; then each question's column is settled student by student,
/// drawing again only where a first draw will not do. Drawn a question per thread, the
/// heaviest template's column (a played revoke measures Law 64C double dummy) kept one
/// core busy while the other stood idle. The same options give the same variants however
/// the threads run.
fn draw_all(
    questions: &Questions,
    templates: &[content::TemplateInfo],
    options: &ExamOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Drawing, ExamError> {
    let students = options.students;
    let total = students * templates.len();
    let mut count = 0;
    let firsts = on_every_core(
        total,
        &mut || {
            count += 1;
            progress(Progress {
                stage: Stage::Drawing,
                done: count,
                total,
            });
        },
        |i| {
            let (q, student) = (i / students, i % students + 1);
            questions.draw(&templates[q].id, variant_seed(options.seed, q, student, 0))
        },
    );
    let mut firsts = firsts.into_iter();
    let firsts: Vec<std::sync::Mutex<Vec<_>>> = (0..templates.len())
        .map(|_| std::sync::Mutex::new(firsts.by_ref().take(students).collect()))
        .collect();
    let column = |q: usize| -> Result<Column, ExamError> {
        let firsts = firsts[q]
            .lock()
            .map(|mut f| std::mem::take(&mut *f))
            .unwrap_or_default();
        let mut drawn: Vec<Drawn> = Vec::with_capacity(students);
        // Options are sought while every student so far has them: once one cannot be
        // given them, the question is written in by all, and no more draws are spent.
        let mut format = options.format;
        for (student, first) in (1..=students).zip(firsts) {
            let earlier: Vec<&Drawn> = drawn.iter().collect();
            let one = draw_one(
                questions,
                &templates[q].id,
                (options.seed, q, student),
                first,
                format,
                &earlier,
            )?;
            if let Format::Choices(k) = format
                && !one.offers(k)
            {
                format = Format::Free;
            }
            drawn.push(one);
        }
        Ok(ask_alike(drawn, options.format))
    };
    let columns = on_every_core(templates.len(), &mut || {}, column);
    let mut by_question = Vec::with_capacity(columns.len());
    let mut options_of = Vec::with_capacity(columns.len());
    for column in columns {
        let (drawn, offered) = column?;
        by_question.push(drawn.into_iter());
        options_of.push(offered);
    }
    let drawn = (0..students)
        .map(|_| by_question.iter_mut().filter_map(Iterator::next).collect())
        .collect();
    Ok((drawn, options_of))
}

/// `work(0)`, …, `work(n - 1)` on every core (at most eight threads), each thread taking
/// the next index left, and the results in index order; `tick` is called on the
/// caller's thread as each is done, for a progress bar. A worker's panic is the
/// caller's, as if it had done the work itself.
fn on_every_core<T: Send>(
    n: usize,
    tick: &mut dyn FnMut(),
    work: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc;

    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    let next = AtomicUsize::new(0);
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(n))
            .map(|_| {
                let done = done_tx.clone();
                let (next, work) = (&next, &work);
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= n {
                            return mine;
                        }
                        mine.push((i, work(i)));
                        // The receiver outlives every sender: a failed send only means
                        // no bar.
                        let _ = done.send(());
                    }
                })
            })
            .collect();
        drop(done_tx);
        for () in done_rx.iter() {
            tick();
        }
        workers
            .into_iter()
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, t)| t).collect()
}

/// Draws tried for a student's variant that offers the format's options before his
/// question is given up as one to write in: a template whose misreadings seldom give
/// enough answers (the claims) would otherwise cost [`DISTINCT_TRIES`] draws a student.
const OFFER_TRIES: u64 = 4;

/// One student's variant of question `q` (`at` is the exam's seed, `q` and the
/// student's number; `first` what his first seed gave): the first seed whose question
/// no classmate before him has and
/// that offers the format's options, else the first that offers them, else the first
/// fresh one, else the first that gives a variant at all. Options are sought in the
/// first [`OFFER_TRIES`] draws only.
fn draw_one(
    questions: &Questions,
    template: &str,
    at: (u64, usize, usize),
    first: Result<Drawn, content::ContentError>,
    format: Format,
    earlier: &[&Drawn],
) -> Result<Drawn, ExamError> {
    let (exam_seed, q, student) = at;
    let offers = |d: &Drawn, attempt: u64| match format {
        Format::Choices(k) => attempt < OFFER_TRIES && d.offers(k),
        Format::Free => true,
    };
    // The fallbacks in order of preference: the format kept, a classmate's question
    // avoided, any variant.
    let (mut offering, mut fresh_one, mut any) = (None, None, None);
    let mut reason = String::new();
    let mut first = Some(first);
    for attempt in 0..DISTINCT_TRIES {
        if attempt >= OFFER_TRIES && (offering.is_some() || fresh_one.is_some()) {
            // Past the draws that seek options, a variant in hand will do.
            break;
        }
        let drawn = match first.take() {
            Some(first) => first,
            None => questions.draw(template, variant_seed(exam_seed, q, student, attempt)),
        };
        match drawn {
            Ok(d) => {
                let fresh = !earlier.iter().any(|e| e.same_question(&d));
                match (fresh, offers(&d, attempt)) {
                    (true, true) => return Ok(d),
                    (false, true) => offering.get_or_insert(d),
                    (true, false) => fresh_one.get_or_insert(d),
                    (false, false) => any.get_or_insert(d),
                };
            }
            Err(e) => reason = e.to_string(),
        }
    }
    offering
        .or(fresh_one)
        .or(any)
        .ok_or_else(|| ExamError::NoVariant {
            template: template.to_owned(),
            student,
            reason,
        })
}

/// A question's variants asked one way for the whole class: `k` options each when every
/// variant offers them, else written in by all (yes or no and whole rulings keep their
/// own form). Returns the variants and the options each offers.
fn ask_alike(mut drawn: Vec<Drawn>, format: Format) -> Column {
    let k = match format {
        Format::Choices(k) if drawn.iter().all(|d| d.offers(k)) => Some(k),
        _ => None,
    };
    let mut offered = None;
    for d in &mut drawn {
        offered = d.ask_with(k);
    }
    (drawn, offered)
}

impl Exam {
    /// The exam `exam.json` describes: its variants are stored whole, so no bank is
    /// needed and a template edited since changes nothing.
    pub fn load(file: ExamFile) -> Exam {
        let drawn = file
            .students
            .iter()
            .map(|s| s.variants.iter().cloned().map(Drawn::from).collect())
            .collect();
        Exam {
            class: file.students.len(),
            file,
            drawn,
        }
    }

    /// Some students of a class of `class`, whose sheets are tagged as the class's are.
    pub fn of_class(self, class: usize) -> Exam {
        Exam { class, ..self }
    }

    /// The students `range` (0-based indices; what lies outside the class is left out)
    /// as an exam of their own, tagged as in this exam's class.
    pub fn part(&self, range: std::ops::Range<usize>) -> Exam {
        let f = &self.file;
        let students = f.students.get(range.clone()).unwrap_or_default();
        let drawn = self.drawn.get(range).unwrap_or_default();
        Exam {
            file: ExamFile {
                students: students.to_vec(),
                ..f.without_students()
            },
            drawn: drawn.to_vec(),
            class: self.class,
        }
    }

    /// Student `student`'s (1-based) variant of question `question` (1-based).
    pub fn drawn(&self, student: usize, question: usize) -> Option<&Drawn> {
        self.drawn
            .get(student.checked_sub(1)?)?
            .get(question.checked_sub(1)?)
    }

    /// The questions and key entries of every student, in the exam's language.
    pub fn render(&self) -> Rendered<'_> {
        let lang = self.file.lang;
        let mut questions = Vec::with_capacity(self.drawn.len());
        let mut keys = Vec::with_capacity(self.drawn.len());
        for (student, file) in self.drawn.iter().zip(&self.file.students) {
            let numbered = || student.iter().enumerate().map(|(i, d)| (i + 1, d));
            questions.push(
                numbered()
                    .map(|(n, d)| {
                        let mut q = d.question(n, lang);
                        if self.file.hide_codes {
                            // The student's code and the question's number: enough for
                            // the instructor to find the variant in the key, nothing
                            // `ruling generate --code` would answer.
                            q.side.code = format!("{}-{n}", file.code);
                        }
                        q
                    })
                    .collect(),
            );
            keys.push(numbered().map(|(n, d)| d.key(n, lang)).collect());
        }
        Rendered {
            exam: &self.file,
            questions,
            keys,
            class: self.class,
        }
    }

    /// Every file of the exam folder: the PDFs and `exam.json`, in memory (one student's
    /// sheets on the web, a test's exam); a class is better written with
    /// [`Exam::write_files`].
    ///
    /// # Errors
    /// When a sheet does not compile or a PDF cannot be written.
    pub fn files(
        &self,
        typesetter: &Typesetter,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Vec<OutputFile>, ExamError> {
        let mut files = Vec::new();
        self.write_files(typesetter, progress, &mut |file| {
            files.push(file);
            Ok(())
        })?;
        Ok(files)
    }

    /// Every file of the exam folder, each handed to `sink` as soon as it is made, so
    /// that a class of hundreds need not hold its hundred megabytes of PDFs in memory
    /// (`ruling exam` writes each to disk at once, [`output::Staging`]).
    ///
    /// # Errors
    /// When a sheet does not compile, a PDF cannot be written, or `sink` fails.
    pub fn write_files(
        &self,
        typesetter: &Typesetter,
        progress: &mut dyn FnMut(Progress),
        sink: &mut dyn FnMut(OutputFile) -> Result<(), ExamError>,
    ) -> Result<(), ExamError> {
        let total = 3 * self.file.students.len() + 5;
        let mut done = 0;
        let mut tick = || {
            done += 1;
            progress(Progress {
                stage: Stage::Typesetting,
                done: done.min(total),
                total,
            });
        };
        let chunks = whole::chunks(self);
        if chunks.len() <= 1 {
            for file in sheets::typeset(typesetter, &self.render(), true, &mut tick)? {
                sink(file)?;
            }
        } else {
            // A chunk at a time, as the server does (see [`whole`]): each chunk's
            // sheets and keys, its part of all.pdf, booklets.pdf and answers.pdf joined
            // after the last, the compact key gathered as it goes.
            let mut joined: Vec<(String, Vec<Vec<u8>>)> =
                ["all.pdf", "booklets.pdf", "answers.pdf"]
                    .map(|name| (name.to_owned(), Vec::with_capacity(chunks.len())))
                    .into();
            let mut book = keybook::KeyBook::new();
            for range in chunks {
                let part = self.part(range);
                let rendered = part.render();
                book.add(&rendered);
                for file in sheets::typeset(typesetter, &rendered, false, &mut tick)? {
                    match joined.iter_mut().find(|(name, _)| *name == file.name) {
                        Some((_, parts)) => parts.push(file.bytes),
                        None => sink(file)?,
                    }
                }
                typst::comemo::evict(0);
            }
            for (name, parts) in joined {
                sink(OutputFile {
                    name,
                    bytes: crate::pdf::join::join(parts)?,
                })?;
                tick();
            }
            sink(OutputFile {
                name: "key.pdf".into(),
                bytes: sheets::compact_key(typesetter, &self.file, &book)?.to_pdf()?,
            })?;
            tick();
        }
        // Compact: indented, the file of 999 students × 5 questions was 52 MB, not 20.
        sink(OutputFile {
            name: "exam.json".into(),
            bytes: serde_json::to_vec(&self.file).map_err(PdfError::from)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_student_and_question_has_its_own_seed() {
        let seeds: std::collections::BTreeSet<u64> = (0..10)
            .flat_map(|q| (1..=30).map(move |s| variant_seed(7, q, s, 0)))
            .collect();
        assert_eq!(seeds.len(), 300);
        assert!(seeds.iter().all(|s| *s < 1 << 30));
    }

    #[test]
    fn work_on_every_core_comes_back_in_order_and_ticks_once_each() {
        let mut ticks = 0;
        let out = on_every_core(1000, &mut || ticks += 1, |i| i * i);
        assert_eq!(out, (0..1000).map(|i| i * i).collect::<Vec<_>>());
        assert_eq!(ticks, 1000);
        assert!(on_every_core(0, &mut || {}, |i| i).is_empty());
    }
}
