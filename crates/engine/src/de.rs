//! What ruleshelf's [`Deserialize`](crate::Deserialize) derive generates
//! code against: reading an object once into a JSON map and taking its
//! fields out of it (and an internally tagged enum's tag first), so that
//! every field's type is read by the same deserializer as every other
//! value. Reads the same JSON, with the same refusals, as serde's derive.
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
//! ```

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};

/// The fields of one object (an internally tagged one's tag taken out).
pub struct Fields(Map<String, Value>);

/// An externally tagged variant: its name, and its value unless it is a
/// unit variant (written as its name alone, not as a one-entry object).
pub fn variant<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(String, Option<Value>), D::Error> {
    match Value::deserialize(deserializer)? {
        Value::String(name) => Ok((name, None)),
        Value::Object(map) if map.len() == 1 => Ok(map.into_iter().next().map(|(name, value)| (name, Some(value))).unwrap_or_default()),
        other => Err(D::Error::custom(format_args!("expected a variant's name or a one-entry object, not {other}"))),
    }
}

/// A value read as a `T`.
pub fn value<T: DeserializeOwned, E: Error>(value: Value) -> Result<T, E> {
    T::deserialize(value).map_err(E::custom)
}

impl Fields {
    /// Reads an object (from any deserializer, a JSON value among them).
    pub fn object<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Fields, D::Error> {
        Map::deserialize(deserializer).map(Fields)
    }

    /// Reads an object and takes out its tag (`key`), which must be a string.
    pub fn read<'de, D: Deserializer<'de>>(deserializer: D, key: &'static str) -> Result<(String, Fields), D::Error> {
        let mut map = Map::deserialize(deserializer)?;
        match map.remove(key) {
            Some(Value::String(tag)) => Ok((tag, Fields(map))),
            Some(other) => Err(D::Error::custom(format_args!("`{key}` must be a string, not {other}"))),
            None => Err(D::Error::missing_field(key)),
        }
    }

    /// The field `key`. A missing field is refused, unless its type reads
    /// from `null` (an `Option` is then `None`), as serde's derive does.
    pub fn take<T: DeserializeOwned, E: Error>(&mut self, key: &'static str) -> Result<T, E> {
        match self.0.remove(key) {
            Some(value) => T::deserialize(value).map_err(|e| E::custom(format_args!("{key}: {e}"))),
            None => T::deserialize(Value::Null).map_err(|_| E::missing_field(key)),
        }
    }

    /// The field `key`, or `default()` when it is missing.
    pub fn take_or<T: DeserializeOwned, E: Error>(&mut self, key: &'static str, default: impl FnOnce() -> T) -> Result<T, E> {
        match self.0.contains_key(key) {
            true => self.take(key),
            false => Ok(default()),
        }
    }

    /// A newtype variant's value, read from all the fields beside the tag.
    pub fn rest<T: DeserializeOwned, E: Error>(self) -> Result<T, E> {
        T::deserialize(Value::Object(self.0)).map_err(E::custom)
    }

    /// Checks that no field is left over, when `deny_unknown` (serde's
    /// `deny_unknown_fields`); otherwise ignores the rest.
    pub fn end<E: Error>(self, deny_unknown: bool) -> Result<(), E> {
        match self.0.keys().next() {
            Some(key) if deny_unknown => Err(E::custom(format_args!("unknown field `{key}`"))),
            _ => Ok(()),
        }
    }
}
