//! Reading the rules' types from JSON values: what ruleshelf's
//! [`Deserialize`](crate::Deserialize) derive generates code against.
//!
//! A derived type implements [`ReadJson`], which reads it from a
//! [`serde_json::Value`] field by field (an object is taken apart into a
//! [`Fields`] map, an internally tagged enum's tag first), and
//! `serde::Deserialize`, which reads a value and then that. Serde's own
//! derive writes a visitor per type for every deserializer it meets and
//! buffers internally tagged enums into a second copy of every variant's
//! types; together that was most of each game's wasm. Reading a value
//! costs a call per field here, and the JSON read, and refused, is the same.
//!
//! ```
//! use ruleshelf_engine::{Deserialize, Seat};
//!
//! #[derive(Debug, PartialEq, Deserialize)]
//! #[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
//! enum Action {
//!     Reveal { seat: Seat },
//!     Reorder { seat: Seat, bang_at: u8 },
//! }
//!
//! let action: Action = serde_json::from_str(r#"{"type":"reorder","seat":1,"bangAt":3}"#).unwrap();
//! assert_eq!(action, Action::Reorder { seat: Seat(1), bang_at: 3 });
//! let err = serde_json::from_str::<Action>(r#"{"type":"shoot","seat":1}"#).unwrap_err();
//! assert!(err.to_string().contains("unknown variant `shoot`"));
//!
//! #[derive(Debug, PartialEq, Deserialize)]
//! #[serde(rename_all = "camelCase", deny_unknown_fields)]
//! struct Options {
//!     seats: u8,
//!     #[serde(default)]
//!     first_seat: Option<Seat>,
//! }
//!
//! let options: Options = serde_json::from_str(r#"{"seats":3}"#).unwrap();
//! assert_eq!(options, Options { seats: 3, first_seat: None });
//! let err = serde_json::from_str::<Options>(r#"{"seats":3,"seed":1}"#).unwrap_err();
//! assert!(err.to_string().contains("unknown field `seed`"));
//! let err = serde_json::from_str::<Options>(r#"{"seats":300}"#).unwrap_err();
//! assert!(err.to_string().contains("seats: expected an integer from 0 to 255, not 300"));
//! ```

use core::fmt;
use std::collections::BTreeMap;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};
use serde_json::Map;
pub use serde_json::Value;

use crate::{Entry, Seat};

/// A type read from a JSON value.
pub trait ReadJson: Sized {
    /// Reads `value` as this type, or says what does not fit.
    fn read_json(value: Value) -> Result<Self, ReadError>;
}

/// Why a value does not read as a type: what does not fit, and the path to
/// the part that does not fit (`players.2.seat: expected ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The keys and indices down to the part that does not fit, dotted.
    at: String,
    message: String,
}

impl ReadError {
    /// A refusal in these words.
    #[must_use]
    pub fn new(message: impl fmt::Display) -> ReadError {
        ReadError {
            at: String::new(),
            message: message.to_string(),
        }
    }

    /// `value` is not the `expected` kind of value.
    #[must_use]
    pub fn expected(expected: &str, value: &Value) -> ReadError {
        let got = match value {
            Value::Null => "null".to_owned(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::String(s) if s.len() <= 40 => format!("the string {s:?}"),
            Value::String(_) => "a long string".to_owned(),
            Value::Array(_) => "an array".to_owned(),
            Value::Object(_) => "an object".to_owned(),
        };
        ReadError::new(format_args!("expected {expected}, not {got}"))
    }

    /// This refusal, about the part `at` (a key or an index) of a larger value.
    #[must_use]
    pub fn at(mut self, at: impl fmt::Display) -> ReadError {
        self.at = if self.at.is_empty() {
            at.to_string()
        } else {
            format!("{at}.{}", self.at)
        };
        self
    }

    /// An unknown variant name.
    #[must_use]
    pub fn unknown_variant(name: &str, known: &[&str]) -> ReadError {
        ReadError::new(format_args!(
            "unknown variant `{name}`, expected one of {}",
            known.join(", ")
        ))
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

impl std::error::Error for ReadError {}

/// `serde::Deserialize` for a [`ReadJson`] type: reads a JSON value, then
/// the type from it.
pub fn deserialize<'de, D: Deserializer<'de>, T: ReadJson>(deserializer: D) -> Result<T, D::Error> {
    T::read_json(Value::deserialize(deserializer)?).map_err(D::Error::custom)
}

/// Reads `T` from JSON text.
pub fn from_str<T: ReadJson>(text: &str) -> Result<T, ReadError> {
    serde_json::from_str::<Value>(text)
        .map_err(ReadError::new)
        .and_then(T::read_json)
}

/// The fields of one object (an internally tagged one's tag taken out).
pub struct Fields(Map<String, Value>);

impl Fields {
    /// `value`, which must be an object.
    pub fn object(value: Value) -> Result<Fields, ReadError> {
        match value {
            Value::Object(map) => Ok(Fields(map)),
            other => Err(ReadError::expected("an object", &other)),
        }
    }

    /// An internally tagged object, its tag (`key`, a string) taken out.
    pub fn tagged(value: Value, key: &'static str) -> Result<(String, Fields), ReadError> {
        let mut fields = Fields::object(value)?;
        match fields.0.remove(key) {
            Some(Value::String(tag)) => Ok((tag, fields)),
            Some(other) => Err(ReadError::expected("a string", &other).at(key)),
            None => Err(ReadError::new(format_args!("missing field `{key}`"))),
        }
    }

    /// The field `key`. A missing field is refused, unless its type reads
    /// from `null` (an `Option` is then `None`), as serde's derive does.
    pub fn take<T: ReadJson>(&mut self, key: &'static str) -> Result<T, ReadError> {
        match self.0.remove(key) {
            Some(value) => T::read_json(value).map_err(|e| e.at(key)),
            None => T::read_json(Value::Null)
                .map_err(|_| ReadError::new(format_args!("missing field `{key}`"))),
        }
    }

    /// The field `key`, or `default()` when it is missing.
    pub fn take_or<T: ReadJson>(
        &mut self,
        key: &'static str,
        default: impl FnOnce() -> T,
    ) -> Result<T, ReadError> {
        if self.0.contains_key(key) {
            self.take(key)
        } else {
            Ok(default())
        }
    }

    /// A newtype variant's value, read from all the fields beside the tag.
    pub fn rest<T: ReadJson>(self) -> Result<T, ReadError> {
        T::read_json(Value::Object(self.0))
    }

    /// Checks that no field is left over, when `deny_unknown` (serde's
    /// `deny_unknown_fields`); otherwise ignores the rest.
    pub fn end(self, deny_unknown: bool) -> Result<(), ReadError> {
        match self.0.keys().next() {
            Some(key) if deny_unknown => Err(ReadError::new(format_args!("unknown field `{key}`"))),
            _ => Ok(()),
        }
    }
}

/// An externally tagged variant: its name, and its value unless it is a
/// unit variant (written as its name alone, not as a one-entry object).
pub fn variant(value: Value) -> Result<(String, Option<Value>), ReadError> {
    match value {
        Value::String(name) => Ok((name, None)),
        Value::Object(map) if map.len() == 1 => Ok(map
            .into_iter()
            .next()
            .map(|(name, value)| (name, Some(value)))
            .unwrap_or_default()),
        other => Err(ReadError::expected(
            "a variant's name or a one-entry object",
            &other,
        )),
    }
}

impl ReadJson for Value {
    fn read_json(value: Value) -> Result<Value, ReadError> {
        Ok(value)
    }
}

impl ReadJson for bool {
    fn read_json(value: Value) -> Result<bool, ReadError> {
        value
            .as_bool()
            .ok_or_else(|| ReadError::expected("true or false", &value))
    }
}

impl ReadJson for String {
    fn read_json(value: Value) -> Result<String, ReadError> {
        match value {
            Value::String(s) => Ok(s),
            other => Err(ReadError::expected("a string", &other)),
        }
    }
}

macro_rules! read_integers {
    ($($int:ty),*) => {$(
        impl ReadJson for $int {
            fn read_json(value: Value) -> Result<$int, ReadError> {
                let n = match &value {
                    Value::Number(n) => n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from)),
                    _ => None,
                };
                n.and_then(|n| <$int>::try_from(n).ok()).ok_or_else(|| {
                    ReadError::expected(&format!("an integer from {} to {}", <$int>::MIN, <$int>::MAX), &value)
                })
            }
        }
    )*};
}

read_integers!(u8, u16, u32, u64, i8, i16, i32, i64, usize);

impl ReadJson for f64 {
    fn read_json(value: Value) -> Result<f64, ReadError> {
        value
            .as_f64()
            .ok_or_else(|| ReadError::expected("a number", &value))
    }
}

impl<T: ReadJson> ReadJson for Option<T> {
    fn read_json(value: Value) -> Result<Option<T>, ReadError> {
        match value {
            Value::Null => Ok(None),
            other => T::read_json(other).map(Some),
        }
    }
}

impl<T: ReadJson> ReadJson for Box<T> {
    fn read_json(value: Value) -> Result<Box<T>, ReadError> {
        T::read_json(value).map(Box::new)
    }
}

/// The items of an array, each read as `T`.
fn items<T: ReadJson>(
    value: Value,
) -> Result<impl Iterator<Item = Result<T, ReadError>>, ReadError> {
    match value {
        Value::Array(items) => Ok(items
            .into_iter()
            .enumerate()
            .map(|(i, item)| T::read_json(item).map_err(|e| e.at(i)))),
        other => Err(ReadError::expected("an array", &other)),
    }
}

impl<T: ReadJson> ReadJson for Vec<T> {
    fn read_json(value: Value) -> Result<Vec<T>, ReadError> {
        items(value)?.collect()
    }
}

impl<T: ReadJson, const N: usize> ReadJson for [T; N] {
    fn read_json(value: Value) -> Result<[T; N], ReadError> {
        let items: Vec<T> = items(value)?.collect::<Result<_, _>>()?;
        let len = items.len();
        items
            .try_into()
            .map_err(|_| ReadError::new(format_args!("expected an array of {N}, not of {len}")))
    }
}

/// A map, its keys read from the object's keys (strings, or names of unit
/// variants).
impl<K: ReadJson + Ord, T: ReadJson> ReadJson for BTreeMap<K, T> {
    fn read_json(value: Value) -> Result<BTreeMap<K, T>, ReadError> {
        match value {
            Value::Object(map) => map
                .into_iter()
                .map(
                    |(k, v)| match (K::read_json(Value::String(k.clone())), T::read_json(v)) {
                        (Ok(k), Ok(v)) => Ok((k, v)),
                        (Err(e), _) | (_, Err(e)) => Err(e.at(k)),
                    },
                )
                .collect(),
            other => Err(ReadError::expected("an object", &other)),
        }
    }
}

macro_rules! read_tuples {
    ($(($($t:ident),+)),*) => {$(
        impl<$($t: ReadJson),+> ReadJson for ($($t,)+) {
            #[allow(non_snake_case)]
            fn read_json(value: Value) -> Result<($($t,)+), ReadError> {
                const LEN: usize = [$(stringify!($t)),+].len();
                let items = match value {
                    Value::Array(items) if items.len() == LEN => items,
                    other => return Err(ReadError::expected(&format!("an array of {LEN}"), &other)),
                };
                let mut items = items.into_iter().enumerate();
                $(let $t = match items.next() {
                    Some((i, item)) => $t::read_json(item).map_err(|e| e.at(i))?,
                    None => return Err(ReadError::new(format_args!("expected an array of {LEN}"))),
                };)+
                Ok(($($t,)+))
            }
        }
    )*};
}

read_tuples!((A, B), (A, B, C));

impl ReadJson for Seat {
    fn read_json(value: Value) -> Result<Seat, ReadError> {
        u8::read_json(value).map(Seat)
    }
}

impl<E: ReadJson> ReadJson for Entry<E> {
    fn read_json(value: Value) -> Result<Entry<E>, ReadError> {
        let mut fields = Fields::object(value)?;
        let entry = Entry {
            to: fields.take_or("to", || None)?,
            event: fields.take("event")?,
        };
        fields.end(false)?;
        Ok(entry)
    }
}

/// Unit: `null` (a game without events has `()` for them).
impl ReadJson for () {
    fn read_json(value: Value) -> Result<(), ReadError> {
        match value {
            Value::Null => Ok(()),
            other => Err(ReadError::expected("null", &other)),
        }
    }
}
