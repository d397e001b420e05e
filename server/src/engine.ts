// The rules, from the `ruleshelf` npm package and nothing else: the server
// knows no rule of any game. This is the one module that loads the package
// (Node 20 cannot fetch a file:// URL, so the wasm bytes are read and given
// to `initSync`, as the package's README shows for Node).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as ruleshelf from "ruleshelf";

const require = createRequire(import.meta.url);
ruleshelf.initSync({ module: readFileSync(require.resolve("ruleshelf/ruleshelf_bg.wasm")) });

export const { apply, events, games, isRulesError, newGame, outcome, suggest, toAct, validateState, view } = ruleshelf;
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
