//! The wasm exports behind the `ruleshelf` package. Options, actions, views
//! and states cross as JSON text: V8's `JSON.stringify`/`JSON.parse` and
//! serde_json are far quicker than reading or building objects field by
//! field across the boundary.
//!
//! A state crosses once: `newGameJson`, `loadJson` and `applyJson` hold the
//! state they make in a numbered slot ([`slots`]), and the calls that read a
//! state name its slot. The package's entry (`js/index.js`) remembers which
//! state object is in which slot, turns text into plain objects and gives
//! the functions their generic types.
//!
//! [`shelf`] finds a game by id and [`entry`] runs the engine contract for
//! it. Refusals throw a JS `Error` whose `name` is `"RulesError"` and whose
//! `code` is the engine's [`ErrorCode`](ruleshelf_engine::ErrorCode);
//! nothing here panics on any input.

pub mod entry;
pub mod json;
pub mod known;
pub mod plain;
pub mod shelf;
pub mod slots;
mod types;

use js_sys::{Error, Reflect};
use ruleshelf_engine::RulesError;
use wasm_bindgen::prelude::*;

/// A refusal as a JS `Error` named `RulesError` with a `code`.
fn throw(err: RulesError) -> JsValue {
    let error = Error::new(&plain::words(&err.message));
    error.set_name("RulesError");
    let _ = Reflect::set(
        &error,
        &JsValue::from_str("code"),
        &JsValue::from_str(err.code.as_str()),
    );
    error.into()
}

/// `GameInfo[]` as JSON.
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> Result<String, JsValue> {
    shelf::infos_json().map_err(throw)
}

/// `game`'s component data (JSON), or `undefined` for a game without.
#[wasm_bindgen(js_name = componentsJson)]
pub fn components_json(game: &str) -> Result<Option<String>, JsValue> {
    shelf::find(game).map(|g| g.components()).map_err(throw)
}

/// A new game of `game` from its options (JSON), held in `slot`; returns
/// its step text (see [`apply_json`]).
#[wasm_bindgen(js_name = newGameJson)]
pub fn new_game_json(game: &str, options: &str, slot: u32) -> Result<String, JsValue> {
    let (state, step) = shelf::find(game)
        .and_then(|g| g.new_game(options))
        .map_err(throw)?;
    slots::put(slot, state).map_err(throw)?;
    Ok(step)
}

/// A state of `game` read from its data (JSON), checked and held in `slot`.
#[wasm_bindgen(js_name = loadJson)]
pub fn load_json(game: &str, data: &str, slot: u32) -> Result<(), JsValue> {
    let state = shelf::find(game)
        .and_then(|g| g.load(data))
        .map_err(throw)?;
    slots::put(slot, state).map_err(throw)
}

/// The data (JSON, as the engine writes it) of the state in `slot`.
#[wasm_bindgen(js_name = dataJson)]
pub fn data_json(slot: u32) -> Result<String, JsValue> {
    slots::with(slot, |s| s.data()).map_err(throw)
}

/// The [number](known) of the legal actions (a JSON array, without their
/// `game`) of the state in `slot`.
#[wasm_bindgen(js_name = legalActionsKnown)]
pub fn legal_actions_known(slot: u32) -> Result<f64, JsValue> {
    // Numbers stay far below 2^53, where an f64 is exact.
    slots::with(slot, |s| s.legal_actions())
        .map(|text| known::number(&text) as f64)
        .map_err(throw)
}

/// The text numbered `number` (a number this module just gave).
#[wasm_bindgen(js_name = knownText)]
pub fn known_text(number: f64) -> Result<String, JsValue> {
    // Formatted as an integer: formatting a float would pull float printing into the wasm.
    let number = number as u64;
    known::text(number)
        .ok_or_else(|| RulesError::invalid_state(format!("no text is numbered {number}")))
        .map_err(throw)
}

/// Applies `action` to the state in `slot` and holds the result in `into`
/// (`slot` keeps its state); returns the step text: the [number](known) of
/// the log entries the action added (nothing for none), a newline, the new
/// state's data.
#[wasm_bindgen(js_name = applyJson)]
pub fn apply_json(slot: u32, into: u32, action: &str) -> Result<String, JsValue> {
    let (next, step) = slots::with(slot, |s| s.apply(action)).map_err(throw)?;
    slots::put(into, next).map_err(throw)?;
    Ok(step)
}

/// As [`apply_json`], with the action at `index` of the state's legal actions.
#[wasm_bindgen(js_name = applyListedJson)]
pub fn apply_listed_json(slot: u32, into: u32, index: u32) -> Result<String, JsValue> {
    let (next, step) = slots::with(slot, |s| s.apply_listed(index)).map_err(throw)?;
    slots::put(into, next).map_err(throw)?;
    Ok(step)
}

/// The seats to act (JSON array) in the state in `slot`.
#[wasm_bindgen(js_name = toActJson)]
pub fn to_act_json(slot: u32) -> Result<String, JsValue> {
    slots::with(slot, |s| s.to_act()).map_err(throw)
}

/// `seat`'s view (a spectator's without one) of the state in `slot`.
#[wasm_bindgen(js_name = viewJson)]
pub fn view_json(slot: u32, seat: Option<u32>) -> Result<String, JsValue> {
    slots::with(slot, |s| s.view(seat)).map_err(throw)
}

/// The outcome (JSON) of the state in `slot`, or `undefined` before the end.
#[wasm_bindgen(js_name = outcomeJson)]
pub fn outcome_json(slot: u32) -> Result<Option<String>, JsValue> {
    slots::with(slot, |s| s.outcome()).map_err(throw)
}

/// Who may see each entry of `log` (a run of the log of the state in
/// `slot`, as JSON): a mask an entry, bit 0 for a spectator, bit `s + 1`
/// for seat `s`. Refuses a `seat` not at the table (`None`: a spectator).
#[wasm_bindgen]
pub fn sight(slot: u32, log: &str, seat: Option<u32>) -> Result<Vec<u32>, JsValue> {
    slots::with(slot, |s| s.sight(log, seat)).map_err(throw)
}

/// `log` (the log of the state in `slot`, as JSON), checked and written back.
#[wasm_bindgen(js_name = logJson)]
pub fn log_json(slot: u32, log: &str) -> Result<String, JsValue> {
    slots::with(slot, |s| s.log(log)).map_err(throw)
}

/// Whether an entry of `log` (a run of the log of the state in `slot`, as
/// JSON) showed `seat` something hidden or left something to chance.
#[wasm_bindgen(js_name = revealedJson)]
pub fn revealed_json(slot: u32, log: &str, seat: u32) -> Result<bool, JsValue> {
    slots::with(slot, |s| s.revealed(log, seat)).map_err(throw)
}

/// A bot's action (JSON) for the seat of `view`.
#[wasm_bindgen(js_name = suggestJson)]
pub fn suggest_json(game: &str, view: &str, options: &str) -> Result<String, JsValue> {
    shelf::find(game)
        .and_then(|g| g.suggest(view, options, &js_sys::Date::now))
        .map_err(throw)
}

/// `{ games, steps }` of `games` random games played inside wasm.
#[wasm_bindgen(js_name = randomPlayoutsJson)]
pub fn random_playouts_json(game: &str, options: &str, games: u32) -> Result<String, JsValue> {
    shelf::find(game)
        .and_then(|g| g.random_playouts(options, games))
        .map_err(throw)
}

/// What a touch on `target` does now for the seat of `view`: its legal
/// actions made on it, or the one reason it cannot be used (JSON).
#[wasm_bindgen(js_name = explainJson)]
pub fn explain_json(game: &str, view: &str, target: &str) -> Result<String, JsValue> {
    shelf::find(game)
        .and_then(|g| g.explain(view, target))
        .map_err(throw)
}

/// The target ids `action` (JSON) is made on, in the order they are touched.
#[wasm_bindgen(js_name = targetsJson)]
pub fn targets_json(game: &str, action: &str) -> Result<String, JsValue> {
    shelf::find(game)
        .and_then(|g| g.targets(action))
        .map_err(throw)
}
