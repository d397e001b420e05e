//! Crossing the boundary: JS values to Rust types and back, and refusals to
//! JS errors.

use js_sys::{Error, JsString, Reflect, JSON};
use ruleshelf_engine::{ErrorCode, RulesError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

const SERIALIZER: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);

pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, RulesError> {
    value
        .serialize(&SERIALIZER)
        .map_err(|e| RulesError::new(ErrorCode::InvalidState, format!("cannot convert to JS: {e}")))
}

/// Reads a JS value as `T`; a failure is a refusal with `code`, naming what
/// was being read.
pub fn from_js<T: DeserializeOwned>(value: JsValue, code: ErrorCode, what: &str) -> Result<T, RulesError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| RulesError::new(code, format!("malformed {what}: {e}")))
}

/// Reads a JS value as `T` through JSON text: V8's `JSON.stringify` and
/// serde_json are far quicker than reading a large object field by field
/// across the boundary.
pub fn from_js_json<T: DeserializeOwned>(value: &JsValue, code: ErrorCode, what: &str) -> Result<T, RulesError> {
    let text = JSON::stringify(value)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| RulesError::new(code, format!("malformed {what}: not plain JSON data")))?;
    serde_json::from_str(&text).map_err(|e| RulesError::new(code, format!("malformed {what}: {e}")))
}

/// Writes `T` as a plain JS object through JSON text.
pub fn to_js_json<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, RulesError> {
    let text = serde_json::to_string(value)
        .map_err(|e| RulesError::new(ErrorCode::InvalidState, format!("cannot convert to JS: {e}")))?;
    JSON::parse(&text).map_err(|_| RulesError::invalid_state("cannot convert to JS"))
}

/// The `game` field of a state, view or action.
pub fn game_of(value: &JsValue) -> Result<String, RulesError> {
    if !value.is_object() {
        return Err(RulesError::invalid_state("expected a game state object with a \"game\" field"));
    }
    Reflect::get(value, &JsValue::from_str("game"))
        .ok()
        .and_then(|g| g.as_string())
        .ok_or_else(|| RulesError::invalid_state("the object has no \"game\" id"))
}

/// Sets `game` on an object (actions carry their game's id).
pub fn tag(object: &JsValue, game: &str) {
    let _ = Reflect::set(object, &JsValue::from_str("game"), &JsValue::from_str(game));
}

/// JSON text is parsed; any other value is taken as it is.
pub fn parse_json(value: JsValue) -> Result<JsValue, RulesError> {
    match value.dyn_ref::<JsString>() {
        Some(text) => JSON::parse(&String::from(text)).map_err(|_| RulesError::invalid_state("the text is not JSON")),
        None => Ok(value),
    }
}

/// A refusal as a JS `Error` named `RulesError` with a `code`.
pub fn throw(err: RulesError) -> JsValue {
    let error = Error::new(&err.message);
    error.set_name("RulesError");
    let _ = Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(err.code.as_str()));
    error.into()
}
