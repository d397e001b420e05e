//! A compact JSON writer for the step path, writing exactly what
//! `serde_json::to_writer` writes (a test holds it to that on every game's
//! states, views, actions and events), but quicker in wasm.
//!
//! Writing a state's data is most of a JS API step's work in wasm, and most
//! of that is serde_json escaping struct field and variant names byte by
//! byte. Those names are Rust identifiers (`&'static str` from the
//! derives): they never need escaping, so this writer copies them as they
//! are. Strings that are data, floats and map keys are written by
//! serde_json's own code, and integers by `itoa`, as serde_json does.
//!
//! ```
//! # use serde::Serialize;
//! #[derive(Serialize)]
//! #[serde(rename_all = "camelCase")]
//! struct Chip { face_up: bool, name: &'static str }
//! let chip = Chip { face_up: true, name: "a \"Look\"" };
//! let text = ruleshelf_wasm::json::to_string(&chip)?;
//! assert_eq!(text, serde_json::to_string(&chip)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt::{self, Display};

use serde::ser::{self, Serialize};
use serde_json::Value;

/// Why a value could not be written (a map key that is not a string or a
/// number, or a `Serialize` impl that failed).
#[derive(Debug)]
pub struct Error(String);

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error(msg.to_string())
    }
}

impl From<serde_json::Error> for Error {
    /// serde_json's own writing failed (only a `Serialize` impl can make it).
    fn from(e: serde_json::Error) -> Error {
        Error(e.to_string())
    }
}

/// `value` as compact JSON text, byte for byte as `serde_json::to_string`.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = Vec::with_capacity(1024);
    to_writer(&mut out, value)?;
    // Everything written is UTF-8: names and data strings are `str`s.
    String::from_utf8(out).map_err(|e| Error(e.to_string()))
}

/// Appends `value` as compact JSON text to `out`.
pub fn to_writer<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    value.serialize(&mut Writer { out })
}

/// Appends `value`, which must serialize as a JSON object, with
/// `"game":"<game>"` as its first field.
///
/// ```
/// # use serde::Serialize;
/// #[derive(Serialize)]
/// #[serde(tag = "type", rename_all = "camelCase")]
/// enum Action { Reveal { seat: u8 } }
/// let mut out = Vec::new();
/// ruleshelf_wasm::json::tagged_to_writer(&mut out, "ruleta-rusa", &Action::Reveal { seat: 0 })?;
/// assert_eq!(out, br#"{"game":"ruleta-rusa","type":"reveal","seat":0}"#);
/// # Ok::<(), ruleshelf_wasm::json::Error>(())
/// ```
pub fn tagged_to_writer<T: Serialize + ?Sized>(
    out: &mut Vec<u8>,
    game: &str,
    value: &T,
) -> Result<(), Error> {
    out.extend_from_slice(br#"{"game":"#);
    Writer { out }.string(game)?;
    let at = out.len();
    to_writer(out, value)?;
    // `{"game":"…"` then the object: its `{` becomes a comma, or goes for `{}`.
    match out.get(at..at + 2) {
        Some(b"{}") => {
            out.remove(at);
        }
        Some([b'{', _]) => out[at] = b',',
        _ => return Err(Error("a tagged value must be a JSON object".into())),
    }
    Ok(())
}

/// The serializer: appends to `out`.
pub struct Writer<'a> {
    out: &'a mut Vec<u8>,
}

impl Writer<'_> {
    /// A data string, escaped by serde_json.
    fn string(&mut self, value: &str) -> Result<(), Error> {
        Ok(serde_json::to_writer(&mut *self.out, value)?)
    }

    /// A name from a derive (a field or a variant): quoted, never escaped.
    fn name(&mut self, name: &'static str) {
        debug_assert!(
            !name.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\'),
            "{name} needs escaping"
        );
        self.out.push(b'"');
        self.out.extend_from_slice(name.as_bytes());
        self.out.push(b'"');
    }

    fn integer(&mut self, value: impl itoa::Integer) {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
    }

    /// Opens `{"variant":` for the externally tagged forms.
    fn open_variant(&mut self, variant: &'static str) {
        self.out.push(b'{');
        self.name(variant);
        self.out.push(b':');
    }
}

/// An array or object being written: whether an element came yet, and
/// whether it closes a `{"variant":` too.
pub struct Compound<'w, 'a> {
    writer: &'w mut Writer<'a>,
    first: bool,
    in_variant: bool,
}

impl<'w, 'a> Compound<'w, 'a> {
    fn open(writer: &'w mut Writer<'a>, bracket: u8, in_variant: bool) -> Compound<'w, 'a> {
        writer.out.push(bracket);
        Compound {
            writer,
            first: true,
            in_variant,
        }
    }

    /// An array or object inside `{"variant":…}` (the externally tagged forms).
    fn in_variant(
        writer: &'w mut Writer<'a>,
        variant: &'static str,
        bracket: u8,
    ) -> Compound<'w, 'a> {
        writer.open_variant(variant);
        Compound::open(writer, bracket, true)
    }

    /// A comma before every element but the first.
    fn next(&mut self) {
        if self.first {
            self.first = false;
        } else {
            self.writer.out.push(b',');
        }
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.next();
        self.writer.name(key);
        self.writer.out.push(b':');
        value.serialize(&mut *self.writer)
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.next();
        value.serialize(&mut *self.writer)
    }

    fn close(self, bracket: u8) -> Result<(), Error> {
        self.writer.out.push(bracket);
        if self.in_variant {
            self.writer.out.push(b'}');
        }
        Ok(())
    }
}

impl<'w, 'a> ser::Serializer for &'w mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w, 'a>;
    type SerializeTuple = Compound<'w, 'a>;
    type SerializeTupleStruct = Compound<'w, 'a>;
    type SerializeTupleVariant = Compound<'w, 'a>;
    type SerializeMap = Compound<'w, 'a>;
    type SerializeStruct = Compound<'w, 'a>;
    type SerializeStructVariant = Compound<'w, 'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out
            .extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.integer(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        Ok(serde_json::to_writer(&mut *self.out, &v)?)
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        Ok(serde_json::to_writer(&mut *self.out, &v)?)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        Ok(serde_json::to_writer(&mut *self.out, v)?)
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.name(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.open_variant(variant);
        value.serialize(&mut *self)?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'w, 'a>, Error> {
        Ok(Compound::open(self, b'[', false))
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'w, 'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Compound<'w, 'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Error> {
        Ok(Compound::in_variant(self, variant, b'['))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'w, 'a>, Error> {
        Ok(Compound::open(self, b'{', false))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'w, 'a>, Error> {
        Ok(Compound::open(self, b'{', false))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Error> {
        Ok(Compound::in_variant(self, variant, b'{'))
    }
    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result<(), Error> {
        self.string(&value.to_string())
    }
}

/// The array forms: each element after a comma, then `]`.
macro_rules! array_form {
    ($($form:ident :: $method:ident),*) => {$(
        impl ser::$form for Compound<'_, '_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                self.close(b']')
            }
        }
    )*};
}

array_form!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// The object forms with named fields: `"name":value` after a comma, then `}`.
macro_rules! object_form {
    ($($form:ident),*) => {$(
        impl ser::$form for Compound<'_, '_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                self.close(b'}')
            }
        }
    )*};
}

object_form!(SerializeStruct, SerializeStructVariant);

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    /// A key as serde_json writes one: a string, or a number, `bool` or
    /// unit variant quoted. (Maps are rare on the step path; this one goes
    /// through a `Value`.)
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.next();
        let key = match serde_json::to_value(key)? {
            Value::String(key) => key,
            key @ (Value::Number(_) | Value::Bool(_)) => key.to_string(),
            _ => return Err(Error("key must be a string".into())),
        };
        self.writer.string(&key)?;
        self.writer.out.push(b':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Error> {
        self.close(b'}')
    }
}
