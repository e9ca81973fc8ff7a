//! The typst `World` every sheet compiles in: the bundled fonts and typst sources, parsed
//! once and kept for the life of the process, and per compile only the data file and the
//! images that job hands in. Nothing is read from the disk or the network.

use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime};
use typst::syntax::{FileId, Source, VirtualPath};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

/// The typst sources of the sheets, built into the binary: `(path, text)`. A template
/// imports another by its path (`#import "/bridge.typ": *`).
pub(crate) const SOURCES: [(&str, &str); 4] = [
    ("/bridge.typ", include_str!("../../templates/bridge.typ")),
    ("/sheet.typ", include_str!("../../templates/sheet.typ")),
    ("/print.typ", include_str!("../../templates/print.typ")),
    ("/key.typ", include_str!("../../templates/key.typ")),
];

/// What every compile shares: the standard library, the fonts and the parsed sources.
pub(crate) struct Shared {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
    sources: Vec<Source>,
}

impl Shared {
    /// Parses the bundled fonts and sources; done once per process.
    pub(crate) fn load() -> Shared {
        let fonts: Vec<Font> = typst_assets::fonts()
            .flat_map(|data| Font::iter(Bytes::new(data)))
            .collect();
        let sources = SOURCES
            .iter()
            .map(|(path, text)| Source::new(file_id(path), (*text).to_owned()))
            .collect();
        Shared {
            library: LazyHash::new(Library::builder().build()),
            book: LazyHash::new(FontBook::from_fonts(&fonts)),
            fonts,
            sources,
        }
    }

    pub(crate) fn fonts(&self) -> &[Font] {
        &self.fonts
    }

    /// The bundled source at `path`, when there is one.
    pub(crate) fn source(&self, path: &str) -> Option<&Source> {
        let id = file_id(path);
        self.sources.iter().find(|s| s.id() == id)
    }
}

/// The id typst knows a file of our virtual root by.
pub(crate) fn file_id(path: &str) -> FileId {
    FileId::new(None, VirtualPath::new(path))
}

/// One compile: the shared state, the main source, and the files handed in for it.
pub(crate) struct Job<'a> {
    pub(crate) shared: &'a Shared,
    pub(crate) main: Source,
    pub(crate) files: &'a [(FileId, Bytes)],
}

impl World for Job<'_> {
    fn library(&self) -> &LazyHash<Library> {
        &self.shared.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.shared.book
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            return Ok(self.main.clone());
        }
        self.shared
            .sources
            .iter()
            .find(|s| s.id() == id)
            .cloned()
            .ok_or_else(|| not_found(id))
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if let Some((_, bytes)) = self.files.iter().find(|(file, _)| *file == id) {
            return Ok(bytes.clone());
        }
        // A template may also read a bundled source as bytes.
        self.source(id)
            .map(|s| Bytes::from_string(s.text().to_owned()))
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.shared.fonts.get(index).cloned()
    }

    /// No clock: the same exam gives the same bytes on any day. A sheet that shows a
    /// date takes it from its data.
    fn today(&self, _offset: Option<i64>) -> Option<Datetime> {
        None
    }
}

fn not_found(id: FileId) -> FileError {
    FileError::NotFound(id.vpath().as_rooted_path().to_owned())
}
