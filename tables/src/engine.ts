// The app's one door to the rules: the catalogue of games (no engine
// needed), loading a game's engine when its table opens, and the package's
// functions, each sent to the engine of the game it is about. The app
// imports these from here, never from "ruleshelf" directly.
import type {
  Action,
  Answer,
  Components,
  GameId,
  GameInfo,
  GameState,
  GameView,
  LogEntry,
  NewGameOptions,
  Outcome,
  RulesError,
  Target,
} from "ruleshelf";
import { catalogue } from "ruleshelf/catalogue";
import { loadRules, rulesOf } from "./rules";

/** A view sent as text (online), read without the engine. */
export { readView } from "ruleshelf/catalogue";

/** The games on the shelf, read from the package's catalogue (no wasm). */
export function shelf(): readonly GameInfo[] {
  return catalogue;
}

/** The catalogue entry of a game id, if the shelf has it. */
export function gameInfo(id: string): GameInfo | undefined {
  return catalogue.find((game) => game.id === id);
}

/** A game id checked against the shelf. */
export function asGameId(id: string): GameId {
  if (!gameInfo(id)) throw new Error(`There is no game "${id}" on this shelf.`);
  return id as GameId;
}

/** Loads the engines of `games` (each once); the functions below need them. */
export async function loadGames(...games: readonly string[]): Promise<void> {
  await Promise.all(games.map((game) => loadRules(game)));
}

type Game<S extends { game: GameId }> = S["game"];

export function legalActions<S extends GameState>(state: S): readonly Action<Game<S>>[] {
  return rulesOf(state.game).legalActions(state) as readonly Action<Game<S>>[];
}

export function apply<S extends GameState>(state: S, action: Action<Game<S>>): GameState<Game<S>> {
  return rulesOf(state.game).apply(state, action) as GameState<Game<S>>;
}

export function toAct(state: GameState): number[] {
  return rulesOf(state.game).toAct(state);
}

export function view<S extends GameState>(state: S, seat?: number): GameView<Game<S>> {
  return rulesOf(state.game).view(state, seat) as GameView<Game<S>>;
}

export function outcome(state: GameState): Outcome | undefined {
  return rulesOf(state.game).outcome(state);
}

export function events<S extends GameState>(state: S, seat?: number): LogEntry<Game<S>>[] {
  return rulesOf(state.game).events(state, seat) as LogEntry<Game<S>>[];
}

/** Whether a log entry from index `from` on showed `seat` something hidden or left something to chance (the undo barrier). */
export function revealed(state: GameState, seat: number, from: number): boolean {
  return rulesOf(state.game).revealed(state, seat, from);
}

/**
 * "Why not?" from the engine: what a touch on `target` does now for the
 * seat whose view this is (its actions made on it, or the one reason it
 * cannot be used). A view is all it needs, so online tables ask it too.
 */
export function explain<V extends GameView>(view: V, target: Target<Game<V>>): Answer<Game<V>> {
  return rulesOf(view.game).explain(view, target) as Answer<Game<V>>;
}

/** Each listed action's targets, kept while the action lives (listed actions are frozen and shared). */
const targetsOfAction = new WeakMap<object, readonly string[]>();

/** The targets `action` is made on, in the order a player touches them. */
export function targets<A extends Action>(action: A): readonly Target<Game<A>>[] {
  let found = targetsOfAction.get(action);
  if (found === undefined) {
    found = rulesOf(action.game).targets(action);
    targetsOfAction.set(action, found);
  }
  return found as readonly Target<Game<A>>[];
}

export function components<G extends GameId>(game: G): Components<G> {
  return rulesOf(game).components(game);
}

/** Reads and checks a stored state (its game's engine must be loaded). */
export function validateState(json: unknown): GameState {
  const game = typeof json === "object" && json !== null && "game" in json ? String(json.game) : "";
  return rulesOf(asGameId(game)).validateState(json);
}

/** The options a game is set up with, as the new-game form builds them. */
export type SetupOptions = { seats: number; seed: number } & Record<
  string,
  string | number | boolean
>;

/** Sets a game up from the form's options (the engine checks them). */
export function startGame(game: GameId, options: SetupOptions): GameState {
  return rulesOf(game).newGame(game, options as unknown as NewGameOptions);
}

/**
 * Replays a game (the package's `replay`): the same options, seed and
 * actions give the same state. A replay file or a save is taken in so,
 * never trusted as a state; the refusal names the first action that fails.
 */
export function replay(game: GameId, options: SetupOptions, actions: readonly Action[]): GameState {
  return rulesOf(game).replay(game, options as unknown as NewGameOptions, actions);
}

/** Whether `error` is a refusal thrown by an engine (as the package's `isRulesError`). */
export function isRulesError(error: unknown): error is RulesError {
  return (
    error instanceof Error &&
    error.name === "RulesError" &&
    typeof (error as { code?: unknown }).code === "string"
  );
}

/** A readable message for anything thrown by the engine or the app. */
export function messageOf(error: unknown): string {
  if (isRulesError(error)) return `${error.message} (${error.code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A fresh random seed (the engine takes a u32). */
export function randomSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0] ?? 1;
}
