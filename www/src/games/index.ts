// The registry: game id → its table and words. Adding a game = one folder
// under games/ and one line here. A game without an entry is still playable
// with the generic table.
import { genericUi } from "./generic/ui";
import { rurikUi } from "./rurik/ui";
import { ruletaRusaUi } from "./ruleta-rusa/ui";
import { ruse2014Ui } from "./ruse-2014/ui";
import { ruseAndBruiseUi } from "./ruse-and-bruise/ui";
import { ruseUi } from "./ruse/ui";
import type { AnyGameUi } from "./types";

const registry: Readonly<Record<string, AnyGameUi>> = {
  "ruleta-rusa": ruletaRusaUi,
  "ruse-2014": ruse2014Ui,
  "ruse-and-bruise": ruseAndBruiseUi,
  ruse: ruseUi,
  rurik: rurikUi,
};

/** The UI of a game: its own, or the generic one. */
export function uiFor(game: string): AnyGameUi {
  return registry[game] ?? genericUi;
}

/** Whether a game has a table of its own. */
export function hasOwnTable(game: string): boolean {
  return game in registry;
}
