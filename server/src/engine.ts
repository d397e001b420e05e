// The rules, from the `ruleshelf` npm package and nothing else: the server
// knows no rule of any game. This is the one module that loads the package;
// in Node the package's entry loads its wasm when imported.
import * as ruleshelf from "ruleshelf";

export const {
  apply,
  events,
  games,
  isRulesError,
  legalActions,
  newGame,
  outcome,
  readView,
  revealed,
  suggest,
  toAct,
  validateState,
  viewText,
} = ruleshelf;
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
  ViewText,
} from "ruleshelf";
