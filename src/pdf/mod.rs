//! Printed sheets: typst compiled in the process, from the typst sources in `templates/`
//! and data handed in as typed values, to PDF bytes.
//!
//! ```no_run
//! use ruling::pdf::{Entry, Files, Typesetter};
//! let files = Files::new().json("/data.json", &serde_json::json!({ "name": "Kari" }))?;
//! let doc = Typesetter::global().compile(
//!     Entry::Text("#let d = json(\"/data.json\")\nHello, #d.name"),
//!     &files,
//! )?;
//! let bytes: Vec<u8> = doc.to_pdf()?;
//! # Ok::<(), ruling::pdf::PdfError>(())
//! ```
//!
//! - The fonts are typst's own (`typst-assets`: Libertinus Serif, New Computer Modern,
//!   DejaVu Sans Mono); no system font is looked at, so every machine prints the same
//!   pages. [`fonts`] checks that they hold the suit symbols and the letters of
//!   Norwegian, Danish and German.
//! - Data reaches a sheet as files in a virtual folder: `json("/data.json")` reads what
//!   Rust serialised, and images (the QR code) are bytes under their own path. Never is
//!   text pasted into markup, so a question mentioning `#` or `*` prints as written.
//! - One [`Typesetter`] per process parses the fonts and sources once; typst's own cache
//!   keeps what a compile can reuse from the one before.

pub mod fonts;
pub mod join;
pub mod qr;
pub mod split;
mod world;

use std::num::NonZeroUsize;
use std::ops::RangeInclusive;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;
use typst::World;
use typst::diag::{Severity, SourceDiagnostic};
use typst::foundations::{Bytes, Label, Selector, Value};
use typst::introspection::MetadataElem;
use typst::layout::{PageRanges, PagedDocument};
use typst::syntax::{FileId, Source};
use typst::utils::PicoStr;
use typst_pdf::PdfOptions;

use world::{Job, Shared, file_id};

/// Why a sheet could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// The typst sources or the data they read failed; each line names the source
    /// file, line and column (`templates/bridge.typ:12:5: …`).
    #[error("the sheet did not compile:\n{}", .0.join("\n"))]
    Compile(Vec<String>),
    #[error("the PDF could not be written:\n{}", .0.join("\n"))]
    /// Writing the PDF failed; typst's messages.
    Export(Vec<String>),
    #[error("the sheet's data could not be serialised: {0}")]
    /// The data for the sheet could not be written as JSON.
    Data(#[from] serde_json::Error),
    #[error("no bundled typst source is called {0}")]
    /// A sheet named a typst source that is not bundled.
    NoSource(String),
    #[error("{0}")]
    /// The exam code does not fit in a QR code.
    Qr(#[from] qr::QrError),
    #[error("the PDFs could not be joined: {0}")]
    /// PDFs typeset in parts could not be read back or joined into one ([`join`]).
    Join(String),
}

/// The main source of a compile.
#[derive(Debug, Clone, Copy)]
pub enum Entry<'a> {
    /// One of the bundled sources in `templates/`, by its path (`/print.typ`).
    Bundled(&'a str),
    /// Typst markup given here; it may import the bundled sources.
    Text(&'a str),
}

/// The files a compile may read besides the bundled sources: its data and its images.
#[derive(Debug, Clone, Default)]
pub struct Files(Vec<(FileId, Bytes)>);

impl Files {
    /// No file yet.
    pub fn new() -> Files {
        Files::default()
    }

    /// `value` as JSON at `path`, for `json(path)` in the sheet.
    ///
    /// # Errors
    /// When `value` does not serialise (a map with keys that are not strings).
    pub fn json(self, path: &str, value: &impl Serialize) -> Result<Files, PdfError> {
        Ok(self.bytes(path, serde_json::to_vec(value)?))
    }

    /// Raw bytes at `path` (an SVG image, say).
    #[must_use]
    pub fn bytes(mut self, path: &str, bytes: Vec<u8>) -> Files {
        self.0.push((file_id(path), Bytes::new(bytes)));
        self
    }
}

/// The typst compiler with the fonts and sources loaded: make one and keep it.
pub struct Typesetter {
    shared: Shared,
}

/// Compiles in this process so far, by every typesetter: typst's cache is the process's,
/// so the count that decides when to evict from it is too.
static COMPILES: AtomicUsize = AtomicUsize::new(0);

/// Compiles between two evictions from typst's cache. Evicting walks every entry: done
/// after each compile it was a twentieth of the CPU time of a printed exam. Every fifth
/// compile, with [`CACHE_AGE`] counted in evictions, keeps the same ten compiles' worth.
const EVICT_EVERY: usize = 5;

/// Evictions that a cached layout survives without being used again: enough for a
/// batch (booklets, then the key) to reuse what the one before laid out, without
/// letting the cache of a long-running server grow without end.
const CACHE_AGE: usize = 2;

impl Typesetter {
    /// Parses the bundled fonts and sources (about a tenth of a second).
    pub fn new() -> Typesetter {
        Typesetter {
            shared: Shared::load(),
        }
    }

    /// The process's typesetter, loaded on first use.
    pub fn global() -> &'static Typesetter {
        static GLOBAL: LazyLock<Typesetter> = LazyLock::new(Typesetter::new);
        &GLOBAL
    }

    /// Compiles `entry` with `files` into laid-out pages.
    ///
    /// # Errors
    /// [`PdfError::Compile`] with every error typst found, each with its place in the
    /// source; [`PdfError::NoSource`] for an unknown bundled entry.
    pub fn compile(&self, entry: Entry<'_>, files: &Files) -> Result<Document, PdfError> {
        let main = match entry {
            Entry::Bundled(path) => self
                .shared
                .source(path)
                .cloned()
                .ok_or_else(|| PdfError::NoSource(path.to_owned()))?,
            Entry::Text(text) => Source::new(file_id("/main.typ"), text.to_owned()),
        };
        let job = Job {
            shared: &self.shared,
            main,
            files: &files.0,
        };
        let warned = typst::compile::<PagedDocument>(&job);
        if COMPILES.fetch_add(1, Ordering::Relaxed) % EVICT_EVERY == EVICT_EVERY - 1 {
            typst::comemo::evict(CACHE_AGE);
        }
        match warned.output {
            Ok(document) => Ok(Document(document)),
            Err(errors) => Err(PdfError::Compile(
                errors
                    .iter()
                    .filter(|d| d.severity == Severity::Error)
                    .map(|d| describe(&job, d))
                    .collect(),
            )),
        }
    }

    pub(crate) fn shared(&self) -> &Shared {
        &self.shared
    }
}

impl Default for Typesetter {
    fn default() -> Typesetter {
        Typesetter::new()
    }
}

/// `templates/sheet.typ:12:5: message (hint: …)`, or the message alone when typst does
/// not place it.
fn describe(world: &dyn World, diagnostic: &SourceDiagnostic) -> String {
    let place = diagnostic.span.id().and_then(|id| {
        let source = world.source(id).ok()?;
        let range = source.range(diagnostic.span)?;
        let (line, column) = source.lines().byte_to_line_column(range.start)?;
        let path = id.vpath().as_rooted_path().display().to_string();
        let folder = if id == file_id("/main.typ") {
            ""
        } else {
            "templates"
        };
        Some(format!("{folder}{path}:{}:{}: ", line + 1, column + 1))
    });
    let mut text = format!("{}{}", place.unwrap_or_default(), diagnostic.message);
    for hint in &diagnostic.hints {
        text.push_str(&format!(" (hint: {hint})"));
    }
    text
}

/// Laid-out pages, ready to write as PDF whole or in parts.
pub struct Document(PagedDocument);

/// A run of pages a sheet marked as one part (`#metadata("booklet-01") <part>` on its
/// first page): one student's booklet inside a print job, say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The part's name.
    pub name: String,
    /// 1-based, inclusive.
    pub pages: RangeInclusive<usize>,
}

impl Document {
    /// The laid-out pages, for a renderer (the scanner's tests draw sheets with them).
    pub fn pages(&self) -> &[typst::layout::Page] {
        &self.0.pages
    }

    /// How many pages the document has.
    pub fn page_count(&self) -> usize {
        self.0.pages.len()
    }

    /// Every page as PDF.
    ///
    /// # Errors
    /// When typst cannot write the PDF (a font it cannot embed, say).
    pub fn to_pdf(&self) -> Result<Vec<u8>, PdfError> {
        self.export(None)
    }

    /// Every page as PDF without the tags screen readers use: for a print job, or a
    /// part to be joined to others ([`join`] keeps no tags), at a tenth less time.
    ///
    /// # Errors
    /// As [`Document::to_pdf`].
    pub fn to_untagged_pdf(&self) -> Result<Vec<u8>, PdfError> {
        self.pages_to_pdf(1..=self.page_count().max(1))
    }

    /// Pages `pages` (1-based, inclusive) as a PDF of their own.
    ///
    /// # Errors
    /// As [`Document::to_pdf`].
    pub fn pages_to_pdf(&self, pages: RangeInclusive<usize>) -> Result<Vec<u8>, PdfError> {
        self.ranges_to_pdf(std::slice::from_ref(&pages))
    }

    /// The pages of every range of `ranges` (1-based, inclusive), in order, as one PDF.
    ///
    /// # Errors
    /// As [`Document::to_pdf`].
    pub fn ranges_to_pdf(&self, ranges: &[RangeInclusive<usize>]) -> Result<Vec<u8>, PdfError> {
        let ranges = ranges
            .iter()
            .map(|r| NonZeroUsize::new(*r.start())..=NonZeroUsize::new(*r.end()))
            .collect();
        self.export(Some(PageRanges::new(ranges)))
    }

    fn export(&self, page_ranges: Option<PageRanges>) -> Result<Vec<u8>, PdfError> {
        let options = PdfOptions {
            // typst-pdf 0.14 cannot tag a PDF of some pages only: the tag tree's walk
            // over the pages left out fails an assertion. A part goes untagged; the
            // whole document keeps the tags screen readers use.
            tagged: page_ranges.is_none(),
            page_ranges,
            ..PdfOptions::default()
        };
        typst_pdf::pdf(&self.0, &options).map_err(|errors| {
            PdfError::Export(errors.iter().map(|d| d.message.to_string()).collect())
        })
    }

    /// The parts the sheet marked with `<part>` labels, in page order; a part runs to
    /// the page before the next part begins.
    pub fn parts(&self) -> Vec<Part> {
        let introspector = &self.0.introspector;
        let Some(label) = Label::new(PicoStr::intern("part")) else {
            return Vec::new();
        };
        let mut starts: Vec<(usize, String)> = introspector
            .query(&Selector::Label(label))
            .iter()
            .filter_map(|content| {
                let name = match &content.to_packed::<MetadataElem>()?.value {
                    Value::Str(s) => s.to_string(),
                    _ => return None,
                };
                let page = introspector.position(content.location()?).page.get();
                Some((page, name))
            })
            .collect();
        starts.sort();
        let last = self.page_count();
        (0..starts.len())
            .map(|i| {
                let end = starts.get(i + 1).map_or(last, |(next, _)| next - 1);
                Part {
                    name: starts[i].1.clone(),
                    pages: starts[i].0..=end.max(starts[i].0),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_error_names_the_source_line() {
        let err = Typesetter::global()
            .compile(Entry::Text("Hi\n#json(\"/missing.json\")"), &Files::new())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("/main.typ:2:"), "{err}");
        assert!(err.contains("missing.json"), "{err}");
    }

    #[test]
    fn parts_run_from_their_label_to_the_next() {
        let text = "#metadata(\"a\") <part> A #pagebreak() A2 #pagebreak()\
                    #metadata(\"b\") <part> B";
        let doc = Typesetter::global()
            .compile(Entry::Text(text), &Files::new())
            .unwrap();
        assert_eq!(
            doc.parts(),
            [
                Part {
                    name: "a".into(),
                    pages: 1..=2
                },
                Part {
                    name: "b".into(),
                    pages: 3..=3
                }
            ]
        );
    }
}
