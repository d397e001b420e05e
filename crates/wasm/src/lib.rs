//! The `ruleshelf` package's exports. Each function finds the game by the
//! id in its input (`state.game`, `view.game`, or the `game` argument),
//! converts the input to that game's Rust types, calls the engine contract,
//! and converts the answer back. Refusals throw a JS `Error` whose `name` is
//! `"RulesError"` and whose `code` is the engine's [`ErrorCode`]; nothing
//! here panics on any input.
//!
//! [`ErrorCode`]: ruleshelf_engine::ErrorCode

mod convert;
mod entry;
mod shelf;
mod types;

use wasm_bindgen::prelude::*;

use convert::{game_of, throw};
use shelf::find;

/// Every game on the shelf: id, name, seat range, options, rules summary.
#[wasm_bindgen(js_name = games, unchecked_return_type = "GameInfo[]")]
pub fn games() -> Result<JsValue, JsValue> {
    convert::to_js(&shelf::infos()).map_err(throw)
}

/// Sets up a game. `options` holds `seats`, an optional `seed` (a random
/// one otherwise) and the game's own options.
#[wasm_bindgen(js_name = newGame, unchecked_return_type = "GameState")]
pub fn new_game(
    #[wasm_bindgen(unchecked_param_type = "GameId")] game: &str,
    #[wasm_bindgen(unchecked_param_type = "NewGameOptions")] options: JsValue,
)  -> Result<JsValue, JsValue> {
    let api = shelf::find_id(game).map_err(throw)?;
    api.new_game(options).map_err(throw)
}

/// Every legal action now (each naming its `seat` and `game`).
#[wasm_bindgen(js_name = legalActions, unchecked_return_type = "Action[]")]
pub fn legal_actions(#[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue) -> Result<JsValue, JsValue> {
    find(&state)?.legal_actions(state).map_err(throw)
}

/// The state after `action`; the input state is not modified.
#[wasm_bindgen(js_name = apply, unchecked_return_type = "GameState")]
pub fn apply(
    #[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
) -> Result<JsValue, JsValue> {
    find(&state)?.apply(state, action).map_err(throw)
}

/// The seats that must decide now.
#[wasm_bindgen(js_name = toAct, unchecked_return_type = "number[]")]
pub fn to_act(#[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue) -> Result<JsValue, JsValue> {
    find(&state)?.to_act(state).map_err(throw)
}

/// What `seat` may know (a spectator's view without a seat).
#[wasm_bindgen(js_name = view, unchecked_return_type = "GameView")]
pub fn view(#[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue, seat: Option<u8>) -> Result<JsValue, JsValue> {
    find(&state)?.view(state, seat).map_err(throw)
}

/// The result once the game is over; `undefined` before.
#[wasm_bindgen(js_name = outcome, unchecked_return_type = "Outcome | undefined")]
pub fn outcome(#[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue) -> Result<JsValue, JsValue> {
    find(&state)?.outcome(state).map_err(throw)
}

/// The event log as `seat` may see it (public entries only without a seat).
#[wasm_bindgen(js_name = events, unchecked_return_type = "LogEntry[]")]
pub fn events(#[wasm_bindgen(unchecked_param_type = "GameState")] state: JsValue, seat: Option<u8>) -> Result<JsValue, JsValue> {
    find(&state)?.events(state, seat).map_err(throw)
}

/// Parses and checks a state from JSON text or a plain object: returns the
/// state, or throws `InvalidState` (or `UnknownGame`).
#[wasm_bindgen(js_name = validateState, unchecked_return_type = "GameState")]
pub fn validate_state(#[wasm_bindgen(unchecked_param_type = "unknown")] json: JsValue) -> Result<JsValue, JsValue> {
    let value = convert::parse_json(json).map_err(throw)?;
    find(&value)?.validate(value).map_err(throw)
}

/// A bot's move for the seat the view belongs to, decided from that view
/// alone (ISMCTS with 1,000 iterations unless `options` say otherwise).
#[wasm_bindgen(js_name = suggest, unchecked_return_type = "Action")]
pub fn suggest(
    #[wasm_bindgen(unchecked_param_type = "GameView")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "BotOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    find(&view)?.suggest(view, options).map_err(throw)
}

/// Plays `games` random games inside wasm, seeds counting up from the
/// options' seed (0 without one): `{ games, steps }`.
#[wasm_bindgen(js_name = randomPlayouts, unchecked_return_type = "{ games: number; steps: number }")]
pub fn random_playouts(
    #[wasm_bindgen(unchecked_param_type = "GameId")] game: &str,
    #[wasm_bindgen(unchecked_param_type = "NewGameOptions")] options: JsValue,
    games: u32,
) -> Result<JsValue, JsValue> {
    shelf::find_id(game).map_err(throw)?.random_playouts(options, games).map_err(throw)
}

/// The id of the game a state, view or action belongs to.
#[wasm_bindgen(js_name = gameOf)]
pub fn game_of_value(#[wasm_bindgen(unchecked_param_type = "{ game: GameId }")] value: JsValue) -> Result<String, JsValue> {
    game_of(&value).map_err(throw)
}
