//! The wasm exports behind the `ruleshelf` package. States, views, actions
//! and options cross as JSON text: V8's `JSON.stringify`/`JSON.parse` and
//! serde_json are far quicker than reading or building objects field by
//! field across the boundary. The package's entry (`js/index.js`) turns the
//! text into plain objects and gives the functions their generic types.
//!
//! Each export names the game; [`shelf`] finds it and [`entry`] runs the
//! engine contract for it. Refusals throw a JS `Error` whose `name` is
//! `"RulesError"` and whose `code` is the engine's
//! [`ErrorCode`](ruleshelf_engine::ErrorCode); nothing here panics on any
//! input.

pub mod entry;
pub mod shelf;
mod types;

use js_sys::{Error, Reflect};
use ruleshelf_engine::RulesError;
use wasm_bindgen::prelude::*;

/// A refusal as a JS `Error` named `RulesError` with a `code`.
fn throw(err: RulesError) -> JsValue {
    let error = Error::new(&err.message);
    error.set_name("RulesError");
    let _ = Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(err.code.as_str()));
    error.into()
}

/// `GameInfo[]` as JSON.
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> Result<String, JsValue> {
    shelf::infos_json().map_err(throw)
}

/// A new state of `game` (JSON) from its options (JSON).
#[wasm_bindgen(js_name = newGameJson)]
pub fn new_game_json(game: &str, options: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.new_game(options)).map_err(throw)
}

/// The legal actions (JSON array, each with its `game`) of a state.
#[wasm_bindgen(js_name = legalActionsJson)]
pub fn legal_actions_json(game: &str, state: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.legal_actions(state)).map_err(throw)
}

/// The state after `action`; its `log` holds only the entries this action
/// added. `action_game` is the action's `game` field ("" when absent).
#[wasm_bindgen(js_name = applyJson)]
pub fn apply_json(game: &str, state: &str, action_game: &str, action: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.apply(state, action_game, action)).map_err(throw)
}

/// The seats to act (JSON array).
#[wasm_bindgen(js_name = toActJson)]
pub fn to_act_json(game: &str, state: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.to_act(state)).map_err(throw)
}

/// `seat`'s view (a spectator's without one).
#[wasm_bindgen(js_name = viewJson)]
pub fn view_json(game: &str, state: &str, seat: Option<u32>) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.view(state, seat)).map_err(throw)
}

/// The outcome (JSON), or `undefined` before the end.
#[wasm_bindgen(js_name = outcomeJson)]
pub fn outcome_json(game: &str, state: &str) -> Result<Option<String>, JsValue> {
    shelf::find(game).and_then(|g| g.outcome(state)).map_err(throw)
}

/// The log entries `seat` may see, of a state given with its log.
#[wasm_bindgen(js_name = eventsJson)]
pub fn events_json(game: &str, state: &str, seat: Option<u32>) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.events(state, seat)).map_err(throw)
}

/// The state, checked (a malformed or tampered one throws `InvalidState`).
#[wasm_bindgen(js_name = validateStateJson)]
pub fn validate_state_json(game: &str, state: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.validate(state)).map_err(throw)
}

/// A bot's action (JSON) for the seat of `view`.
#[wasm_bindgen(js_name = suggestJson)]
pub fn suggest_json(game: &str, view: &str, options: &str) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.suggest(view, options, &js_sys::Date::now)).map_err(throw)
}

/// `{ games, steps }` of `games` random games played inside wasm.
#[wasm_bindgen(js_name = randomPlayoutsJson)]
pub fn random_playouts_json(game: &str, options: &str, games: u32) -> Result<String, JsValue> {
    shelf::find(game).and_then(|g| g.random_playouts(options, games)).map_err(throw)
}
