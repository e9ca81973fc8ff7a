//! A small XML writer over quick-xml for the exports: elements opened and closed by
//! name, text escaped by the crate, HTML in CDATA. It writes into memory, which cannot
//! fail, so no call returns an error.

use quick_xml::Writer;
use quick_xml::events::{BytesCData, BytesDecl, BytesEnd, BytesStart, BytesText, Event};

/// An XML document being written, indented two spaces.
pub struct Xml(Writer<Vec<u8>>);

impl Xml {
    /// A document with its `<?xml version="1.0" encoding="UTF-8"?>` declaration.
    pub fn new() -> Xml {
        let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
        let _ = w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
        Xml(w)
    }

    /// Opens `name` with `attrs`.
    pub fn open(&mut self, name: &str, attrs: &[(&str, &str)]) -> &mut Xml {
        let start = BytesStart::new(name).with_attributes(attrs.iter().copied());
        let _ = self.0.write_event(Event::Start(start));
        self
    }

    /// Closes `name`.
    pub fn close(&mut self, name: &str) -> &mut Xml {
        let _ = self.0.write_event(Event::End(BytesEnd::new(name)));
        self
    }

    /// `<name attrs/>`.
    pub fn empty(&mut self, name: &str, attrs: &[(&str, &str)]) -> &mut Xml {
        let start = BytesStart::new(name).with_attributes(attrs.iter().copied());
        let _ = self.0.write_event(Event::Empty(start));
        self
    }

    /// `<name attrs>text</name>`, the text escaped.
    pub fn text(&mut self, name: &str, attrs: &[(&str, &str)], text: &str) -> &mut Xml {
        self.open(name, attrs);
        let _ = self.0.write_event(Event::Text(BytesText::new(text)));
        self.close(name)
    }

    /// `<name attrs><![CDATA[html]]></name>`; a `]]>` inside is split across two sections.
    pub fn cdata(&mut self, name: &str, attrs: &[(&str, &str)], html: &str) -> &mut Xml {
        self.open(name, attrs);
        let pieces: Vec<&str> = html.split("]]>").collect();
        for (i, piece) in pieces.iter().enumerate() {
            let head = if i > 0 { ">" } else { "" };
            let tail = if i + 1 < pieces.len() { "]]" } else { "" };
            let text = format!("{head}{piece}{tail}");
            let _ = self.0.write_event(Event::CData(BytesCData::new(text)));
        }
        self.close(name)
    }

    /// XHTML written as it is (a QTI item body): `markup` must be well-formed.
    pub fn raw(&mut self, markup: &str) -> &mut Xml {
        let _ = self
            .0
            .write_event(Event::Text(BytesText::from_escaped(markup)));
        self
    }

    /// The document.
    pub fn finish(self) -> String {
        let mut bytes = self.0.into_inner();
        bytes.push(b'\n');
        String::from_utf8(bytes).unwrap_or_default()
    }
}
