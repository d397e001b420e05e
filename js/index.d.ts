// Typed entry of the `ruleshelf` package. The functions are generic over the
// game: a state of one game only takes that game's actions, and what comes
// back is typed for that game.
export type * from "./ruleshelf.js";
export { default, default as init, initSync } from "./ruleshelf.js";

/**
 * The compiled wasm `init()` fetched from beside the entry (`undefined`
 * before, or when `init` was given its wasm). A page posts it to a worker,
 * whose own `init({ module_or_path: module })` then fetches nothing.
 */
export declare function wasmModule(): WebAssembly.Module | undefined;
import type {
  Action,
  Answer,
  BotOptions,
  Components,
  ErrorCode,
  GameId,
  GameInfo,
  GameState,
  GameView,
  LogEntry,
  NewGameOptions,
  Outcome,
  StateData,
  Target,
} from "./ruleshelf.js";

/** The game id of a state, view or action type. */
export type GameOf<T extends { game: GameId }> = T["game"];

/** A view's JSON text (see `viewText`): a string, typed with its game. */
export type ViewText<G extends GameId = GameId> = string & { readonly __viewOf?: G };

/** Every game on the shelf: id, name, seat range, options, rules summary. */
export declare function games(): GameInfo[];

/**
 * `game`'s component data: the map, cards and tracks its views name by
 * number, for a UI to draw and label them (`null` for a game whose views
 * need none). The same object on every call: do not modify it.
 */
export declare function components<G extends GameId>(game: G): Components<G>;

/**
 * Sets up a game of `game`. `options` holds `seats`, an optional `seed`
 * (without one a random seed is drawn) and the game's own options.
 * Throws a `RulesError` (`UnknownGame`, `InvalidOptions`).
 */
export declare function newGame<G extends GameId>(
  game: G,
  options: NewGameOptions<G>,
): GameState<G>;

/**
 * Every legal action now, each naming its `game` and `seat`. The list and
 * its actions are frozen and may be shared with other calls: actions are
 * values. Passing one of them to `apply` with the same state is the
 * quickest way to play it.
 */
export declare function legalActions<S extends GameState>(state: S): readonly Action<GameOf<S>>[];

/**
 * The state after `action`. Pure: `state` is not modified. Throws a
 * `RulesError` (`IllegalAction`, `NotYourTurn`, `GameOver`, `WrongGame`,
 * `InvalidState`) and leaves everything as it was.
 */
export declare function apply<S extends GameState>(
  state: S,
  action: Action<GameOf<S>>,
): GameState<GameOf<S>>;

/** The seats that must decide now (empty once the game is over). */
export declare function toAct(state: GameState): number[];

/** What `seat` may know; without a seat, what a spectator sees. */
export declare function view<S extends GameState>(state: S, seat?: number): GameView<GameOf<S>>;

/**
 * A view as JSON text, as the engine writes it: what a server sends, with
 * nothing parsed or encoded again on the way. `readView` reads it back:
 * `readView(viewText(state, seat))` deep-equals `view(state, seat)`.
 */
export declare function viewText<S extends GameState>(state: S, seat?: number): ViewText<GameOf<S>>;

/**
 * The view `viewText` wrote (its actions tagged with the game, as `view`
 * gives them). Needs no wasm, so a client sent views as text can read them
 * before, or without, loading it. Throws `InvalidState` for text that is
 * not a view's JSON.
 */
export declare function readView<G extends GameId = GameId>(
  text: ViewText<G> | string,
): GameView<G>;

/** Winners, ranks and scores once the game is over; `undefined` before. */
export declare function outcome(state: GameState): Outcome | undefined;

/**
 * The event log as `seat` may see it (public entries only without a seat).
 * With `from` (an index into `state.log`, 0 to its length): only the entries
 * from that index on, filtered the same way — what a server sends after
 * each step without filtering the whole log again. A `from` outside the log
 * throws `InvalidOptions`. The entries are the log's own (a new array of
 * them): frozen, as every log entry the package makes.
 */
export declare function events<S extends GameState>(
  state: S,
  seat?: number,
  from?: number,
): LogEntry<GameOf<S>>[];

/**
 * Whether a log entry `seat` may see — of the whole log, or of its entries
 * from index `from` on — showed that seat something hidden (a card drawn or
 * turned up, a chip seen, a card another seat played from its hand) or left
 * something to chance. The undo barrier: a decision whose entries (or its
 * bots' replies') reveal something to its seat cannot be taken back. A seat
 * not at the table throws `InvalidSeat`; a `from` outside the log,
 * `InvalidOptions`.
 */
export declare function revealed(state: GameState, seat: number, from?: number): boolean;

/**
 * The whole rules' state, secrets included, as an object: for debugging,
 * tests and tools. A UI should read `view(state, seat)` instead.
 */
export declare function inspect<S extends GameState>(state: S): StateData<GameOf<S>>;

/**
 * Reads (JSON text or an object) and checks a state your own code stored:
 * its data is a state of its game the rules can be in, and its log a list
 * of that game's entries addressed to seats at the table. It does not prove
 * the state was reached by legal play, nor that the log led to it (entries
 * dropped or duplicated go unnoticed): for a game from outside, `replay`.
 * Throws `InvalidState`.
 */
export declare function validateState(json: unknown): GameState;

/**
 * The game `actions` play from a new game of `game` with `options`: how a
 * game from outside (a save, a replay file) is taken in, rebuilt from its
 * setup and moves rather than trusted as a state. Throws `newGame`'s
 * refusal, or a `ReplayError` naming the first action that cannot be played.
 */
export declare function replay<G extends GameId>(
  game: G,
  options: NewGameOptions<G>,
  actions: readonly unknown[],
): GameState<G>;

/** The game id of a state, view or action. */
export declare function gameOf(value: { game: GameId }): GameId;

/**
 * A bot's move for the seat the view belongs to, decided from that view
 * alone. Throws `BotError` when that seat has nothing to decide.
 */
export declare function suggest<V extends GameView>(
  view: V,
  options?: BotOptions,
): Action<GameOf<V>>;

/**
 * "Why not?": what a touch on `target` does now for the seat whose `view`
 * this is — its legal actions made on that target, or the one reason it
 * cannot be used (see `Answer`). It reads the view alone, so a client that
 * holds only its seat's view (online) gets the same answer as a table that
 * holds the whole state. Throws `InvalidState` for a malformed view and
 * `InvalidTarget` for an id that names nothing in this game.
 */
export declare function explain<V extends GameView>(
  view: V,
  target: Target<GameOf<V>>,
): Answer<GameOf<V>>;

/** The targets `action` is made on, in the order a player touches them. */
export declare function targets<A extends Action>(action: A): Target<GameOf<A>>[];

/**
 * Plays `games` games of uniformly random legal moves inside wasm (no JS per
 * move), for Monte Carlo estimates and benchmarks.
 */
export declare function randomPlayouts<G extends GameId>(
  game: G,
  options: NewGameOptions<G>,
  games: number,
): { games: number; steps: number };

/**
 * A refusal thrown by the engine; `NotLoaded` when a function is called
 * before the entry's wasm is loaded (`init()` in a browser).
 */
export interface RulesError extends Error {
  name: "RulesError";
  code: ErrorCode | "NotLoaded";
}

/** Whether `error` is a refusal thrown by the engine. */
export declare function isRulesError(error: unknown): error is RulesError;

/** `replay`'s refusal: the first action that cannot be played, its place and its action's refusal code. */
export interface ReplayError extends RulesError {
  /** The action's place in the list, from 0. */
  index: number;
  /** The action, as it was given. */
  action: unknown;
  /** The engine's refusal of the action. */
  cause: RulesError;
}

/** Whether `error` is `replay`'s refusal of an action. */
export declare function isReplayError(error: unknown): error is ReplayError;
