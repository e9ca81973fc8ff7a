//! The output side of the JSON contract: a ruling's verdict fields, the laws applied
//! and the explanation in the requested language, written as one compact JSON line.
//!
//! The line is written straight into bytes: the verdict's fields are serialised one by
//! one and put in the order of their names, as a `serde_json::Map` would order them,
//! without building the map (a stream of small cases spent a sixth of its time there).

use std::cell::RefCell;
use std::fmt;

use rustc_hash::FxHashMap;
use serde::Serialize;
use serde::ser::{self, Impossible};

use crate::i18n::{Lang, catalogue};
use crate::laws::{Message, Ruling, Step, Verdict};

/// A ruled case as `ruling rule` prints it: one compact JSON object, without the
/// newline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered(String);

impl Rendered {
    /// The JSON text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The JSON text, owned.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for Rendered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The ruling as `ruling rule` prints it, explained in `lang`.
pub fn render(ruling: &Ruling<Verdict>, lang: Lang) -> Rendered {
    let mut out = Vec::with_capacity(1024);
    write(ruling, lang, &mut out);
    // Every piece written is JSON text, UTF-8 throughout.
    Rendered(String::from_utf8(out).unwrap_or_default())
}

/// Writes the ruling's JSON object to `out`, explained in `lang`: `kind`, the verdict's
/// fields by name, `laws`, `explanation`.
pub fn write(ruling: &Ruling<Verdict>, lang: Lang, out: &mut Vec<u8>) {
    out.extend_from_slice(b"{\"kind\":");
    quoted(out, ruling.verdict.kind().code());
    FIELDS.with_borrow_mut(|fields| {
        fields.clear();
        // The facts form names no cards: the list of revokes is the play form's.
        fields.skip = matches!(ruling.verdict, Verdict::RevokeFacts(_)).then_some("revokes");
        // Every verdict is a struct of serialisable fields; `Fields` takes nothing else.
        if ruling.verdict.serialize(&mut *fields).is_ok() {
            fields.write_sorted(out);
        }
    });
    out.extend_from_slice(b",\"laws\":[");
    for (i, law) in ruling.laws().iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        quoted(out, law.code());
    }
    out.extend_from_slice(b"],\"explanation\":[");
    for (i, step) in ruling.steps.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"law\":");
        quoted(out, step.law.code());
        out.extend_from_slice(b",\"text\":");
        step_json(lang, step, out);
        out.push(b'}');
    }
    out.extend_from_slice(b"]}");
}

/// `text` as a JSON string.
fn quoted(out: &mut Vec<u8>, text: &str) {
    // Writing a string to a vector cannot fail.
    let _ = serde_json::to_writer(&mut *out, text);
}

thread_local! {
    /// Each thread's scratch space for one verdict's fields.
    static FIELDS: RefCell<Fields> = RefCell::default();
}

/// A verdict's fields as serialised, each value's JSON text in `text`, to be written
/// in the order of their names.
#[derive(Default)]
struct Fields {
    text: Vec<u8>,
    /// Each field's name and where its value lies in `text`.
    entries: Vec<(&'static str, usize, usize)>,
    /// A field left out of this verdict's line.
    skip: Option<&'static str>,
}

impl Fields {
    fn clear(&mut self) {
        self.text.clear();
        self.entries.clear();
    }

    fn write_sorted(&mut self, out: &mut Vec<u8>) {
        // Names are unique within a struct, so the order is total.
        self.entries.sort_unstable_by_key(|&(name, ..)| name);
        for &(name, start, end) in &self.entries {
            out.push(b',');
            quoted(out, name);
            out.push(b':');
            out.extend_from_slice(&self.text[start..end]);
        }
    }
}

impl ser::SerializeStruct for &mut Fields {
    type Ok = ();
    type Error = serde_json::Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), Self::Error> {
        if self.skip == Some(name) {
            return Ok(());
        }
        let start = self.text.len();
        serde_json::to_writer(&mut self.text, value)?;
        if matches!(self.text.get(start), Some(b'{' | b'[')) {
            // A nested value: its objects' keys go in name order too, as a map orders
            // them. Rare enough (lists of revokes, outcomes) to serialise twice.
            self.text.truncate(start);
            let value = serde_json::to_value(value)?;
            serde_json::to_writer(&mut self.text, &value)?;
        }
        self.entries.push((name, start, self.text.len()));
        Ok(())
    }

    fn end(self) -> Result<(), Self::Error> {
        Ok(())
    }
}

/// The error for anything but a struct: no verdict serialises to one.
fn not_a_struct() -> serde_json::Error {
    ser::Error::custom("a verdict serialises to a struct")
}

macro_rules! refuse {
    ($($method:ident($($ty:ty),*)),* $(,)?) => {
        $(fn $method(self, $(_: $ty),*) -> Result<(), serde_json::Error> {
            Err(not_a_struct())
        })*
    };
}

impl<'a> ser::Serializer for &'a mut Fields {
    type Ok = ();
    type Error = serde_json::Error;
    type SerializeSeq = Impossible<(), serde_json::Error>;
    type SerializeTuple = Impossible<(), serde_json::Error>;
    type SerializeTupleStruct = Impossible<(), serde_json::Error>;
    type SerializeTupleVariant = Impossible<(), serde_json::Error>;
    type SerializeMap = Impossible<(), serde_json::Error>;
    type SerializeStruct = &'a mut Fields;
    type SerializeStructVariant = Impossible<(), serde_json::Error>;

    refuse!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
        serialize_unit_variant(&'static str, u32, &'static str),
    );

    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Self::Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Self::Error> {
        Err(not_a_struct())
    }

    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Self::Error> {
        Ok(self)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Self::Error> {
        Err(not_a_struct())
    }
}

/// Writes a step's text in `lang` as a JSON string, from each thread's memo of the
/// steps it wrote last (a message's text depends on the message and the language
/// alone): the same step recurs from case to case, and escaping its text for each line
/// was a tenth of a stream's time.
fn step_json(lang: Lang, step: &Step, out: &mut Vec<u8>) {
    thread_local! {
        static MEMO: RefCell<[FxHashMap<Message, Box<str>>; 4]> = RefCell::default();
    }
    /// Entries a language's memo holds before it starts afresh.
    const MEMO_SIZE: usize = 1024;
    MEMO.with_borrow_mut(|memo| {
        let memo = &mut memo[lang as usize];
        if let Some(json) = memo.get(&step.message) {
            out.extend_from_slice(json.as_bytes());
            return;
        }
        // A string always serialises.
        let json = serde_json::to_string(&catalogue().step(lang, step))
            .unwrap_or_default()
            .into_boxed_str();
        out.extend_from_slice(json.as_bytes());
        if memo.len() >= MEMO_SIZE {
            memo.clear();
        }
        memo.insert(step.message.clone(), json);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::{Limits, rule};
    use serde_json::{Map, Value};

    /// The line as it was printed when the fields went through a `serde_json::Map`: the
    /// kind, the map's entries, the laws, the explanation.
    fn through_a_map(ruling: &Ruling<Verdict>, lang: Lang) -> String {
        let mut fields = match serde_json::to_value(&ruling.verdict).unwrap() {
            Value::Object(map) => map,
            other => panic!("a verdict is an object, not {other}"),
        };
        if let Verdict::RevokeFacts(_) = ruling.verdict {
            fields.remove("revokes");
        }
        let fields = serde_json::to_string(&fields).unwrap();
        let laws: Vec<&str> = ruling.laws().iter().map(|l| l.code()).collect();
        let explanation: Vec<Map<String, Value>> = ruling
            .steps
            .iter()
            .map(|s| {
                let mut step = Map::new();
                step.insert("law".into(), s.law.code().into());
                step.insert("text".into(), catalogue().step(lang, s).into());
                step
            })
            .collect();
        let explanation: Vec<String> = explanation
            .iter()
            .map(|s| format!(r#"{{"law":{},"text":{}}}"#, s["law"], s["text"]))
            .collect();
        format!(
            r#"{{"kind":"{}",{},"laws":{},"explanation":[{}]}}"#,
            ruling.verdict.kind().code(),
            &fields[1..fields.len() - 1],
            serde_json::to_string(&laws).unwrap(),
            explanation.join(",")
        )
    }

    /// Written straight into bytes, the line is byte for byte what the map printed: the
    /// fields in the order of their names at every depth, the facts form without its list
    /// of revokes. Every kind of the misreadings worked by hand, in every language.
    #[test]
    fn the_line_is_the_one_a_map_of_the_fields_printed() {
        let cases = include_str!("../../tests/it/data/misreadings.jsonl");
        let mut kinds = std::collections::BTreeSet::new();
        for line in cases.lines().filter(|l| l.starts_with('{')) {
            let entry: Value = serde_json::from_str(line).unwrap();
            let case = crate::interface::read(entry["case"].clone()).unwrap();
            let Ok(ruling) = rule(&case, &Limits::COMMAND_LINE) else {
                continue;
            };
            for lang in Lang::ALL {
                assert_eq!(
                    render(&ruling, lang).into_string(),
                    through_a_map(&ruling, lang),
                    "{line}"
                );
            }
            kinds.insert(format!("{:?}", std::mem::discriminant(&ruling.verdict)));
        }
        assert!(kinds.len() >= 8, "{kinds:?}");
    }
}
