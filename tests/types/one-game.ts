// A consumer of one game's entry (`ruleshelf/ruleta-rusa`), compiled with
// `tsc --noEmit`: its functions are typed for that game alone, and the
// catalogue (`ruleshelf/catalogue`) is typed without any game's wasm.
import {
  apply,
  games,
  legalActions,
  newGame,
  view,
  type Action,
  type GameId,
  type GameState,
} from "ruleshelf/ruleta-rusa";
import { catalogue } from "ruleshelf/catalogue";

const only: GameId = "ruleta-rusa";
void only;
// @ts-expect-error: this entry has no other game
const other: GameId = "ruse";
void other;

const state = newGame("ruleta-rusa", { seats: 3, seed: 1, mode: "advanced" });
const typed: GameState<"ruleta-rusa"> = state;
void typed;
// @ts-expect-error: another game's id
newGame("rurik", { seats: 3 });
// @ts-expect-error: another game's options
newGame("ruleta-rusa", { seats: 3, firefox: true });

const first: Action = legalActions(state)[0]!;
const next = apply(state, first);
// @ts-expect-error: not an action of this game
apply(next, { game: "ruleta-rusa", type: "accuse", seat: 0 });
const seen = view(next, 0);
const stack: number = seen.stack.length;
void stack;

const names: string[] = catalogue.map((g) => g.name);
const ids: string[] = games().map((g) => g.id);
void names;
void ids;
// @ts-expect-error: the catalogue is read-only
catalogue.push(games()[0]!);
