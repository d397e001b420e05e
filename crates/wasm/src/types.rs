//! The generic TypeScript types of the package, derived from the per-game
//! table `ShelfTypes` (in [`crate::shelf`]).

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const GENERIC_TYPES: &str = r#"
/** The id of a game on the shelf. */
export type GameId = keyof ShelfTypes;
/** The options `newGame` takes for game `G`. */
export type NewGameOptions<G extends GameId = GameId> = G extends GameId ? ShelfTypes[G]["options"] : never;
/**
 * A game state of game `G` (a union over all games by default): plain,
 * JSON-safe data. `data` is the rules' state as JSON text, written by the
 * engine: read it with `inspect`, and a seat's share of it with `view`.
 * `log`'s entries are frozen and shared with the states before; a state
 * made by `apply` builds its `log` array when it is first read.
 */
export type GameState<G extends GameId = GameId> = G extends GameId
  ? { game: G; version: number; data: string; log: LogEntry<G>[] }
  : never;
/** The rules' state of game `G` (what `inspect` gives): every secret in it. */
export type StateData<G extends GameId = GameId> = G extends GameId ? ShelfTypes[G]["state"] : never;
/** An action of game `G`; every action names its `game` and its `seat`. */
export type Action<G extends GameId = GameId> = G extends GameId ? ShelfTypes[G]["action"] & { game: G } : never;
/** What one seat of game `G` may see, with its own legal actions. */
export type GameView<G extends GameId = GameId> = G extends GameId
  ? Omit<ShelfTypes[G]["view"], "actions"> & { actions: Action<G>[] }
  : never;
/** The component data of game `G` (`null` for a game without). */
export type Components<G extends GameId = GameId> = G extends GameId ? ShelfTypes[G]["components"] : never;
/** One entry of game `G`'s event log. */
export type LogEntry<G extends GameId = GameId> = G extends GameId ? Entry<ShelfTypes[G]["event"]> : never;
/**
 * Something a seat of game `G` can touch (a card, a chip, a region, a
 * space, a seat, a button of a decision), by a stable id in the game's own
 * terms: what `explain` takes and `targets` gives.
 */
export type Target<G extends GameId = GameId> = G extends GameId ? ShelfTypes[G]["target"] : never;
/**
 * What a touch on a target does now, for the seat whose view asked: its
 * legal actions made on the target, or the one reason it cannot be used —
 * the first that applies of: the game is over; a spectator touches nothing;
 * other seats decide now (named, never the asker); a step of the asker's
 * comes first (`pending`); the phase does not allow it; the rule that
 * forbids it for this target. `rule` is in the rulebook's words (with the
 * values that matter), `heading` the rulebook section that says so.
 */
export type Answer<G extends GameId = GameId> =
  | { type: "playable"; actions: Action<G>[] }
  | { type: "gameOver" }
  | { type: "spectator" }
  | { type: "otherSeats"; seats: number[] }
  | { type: "pending" | "phase" | "forbidden"; rule: string; heading: string };
"#;
