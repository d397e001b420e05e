// The rules, from the `ruleshelf` npm package and nothing else: the server
// knows no rule of any game. This is the one module that loads the package;
// in Node the package's entry loads its wasm when imported.
import * as ruleshelf from "ruleshelf";

// Until the package says what a log entry revealed (the `revealed` of the
// reveals branch, landing next), every decision counts as revealing: no undo.
export const revealed: (state: unknown, seat: number, from?: number) => boolean =
  (ruleshelf as unknown as { revealed?: (state: unknown, seat: number, from?: number) => boolean }).revealed ?? (() => true);
export const { apply, events, games, isRulesError, legalActions, newGame, outcome, suggest, toAct, validateState, view } = ruleshelf;
export type {
  Action,
  BotOptions,
  GameId,
  GameInfo,
  GameState,
  GameView,
  LogEntry,
  NewGameOptions,
  Outcome,
  RulesError,
} from "ruleshelf";
