// A consumer of the package, compiled with `tsc --noEmit`: it must compile,
// and every line marked @ts-expect-error must be a type error (tsc fails if
// one of them compiles).
import {
  apply,
  components,
  events,
  games,
  inspect,
  isRulesError,
  legalActions,
  newGame,
  outcome,
  readView,
  revealed,
  suggest,
  toAct,
  view,
  viewText,
  type Action,
  type GameState,
  type GameView,
  type Outcome,
} from "ruleshelf";

const info = games();
const ids: string[] = info.map((g) => g.id);
void ids;

let state = newGame("ruleta-rusa", { seats: 4, seed: 1, mode: "advanced", deal: "draft" });
const rr: GameState<"ruleta-rusa"> = state;
void rr;
// The rules' state, secrets included, is read with inspect.
const alive: boolean = inspect(state).players[0].alive;
void alive;

// The list of legal actions is frozen: it cannot be changed in place.
// @ts-expect-error: the list is readonly
legalActions(state).push(legalActions(state)[0]);

// Actions of a game's state are that game's actions, narrowed by `type`.
for (const action of legalActions(state)) {
  switch (action.type) {
    case "flip": {
      const target: number = action.target;
      void target;
      break;
    }
    case "arrange": {
      const position: number = action.position;
      void position;
      break;
    }
    default:
      break;
  }
}

const reveal: Action<"ruleta-rusa"> = { game: "ruleta-rusa", type: "reveal", seat: 0 };
state = apply(state, reveal);

const seat: number = toAct(state)[0];
const v: GameView<"ruleta-rusa"> = view(state, seat);
const known = v.stack.filter((chip) => chip === "bang").length;
void known;
const bot: Action<"ruleta-rusa"> = suggest(v, { level: "ismcts", iterations: 100, seed: 2 });
void bot;

for (const entry of events(state, seat)) {
  if (entry.event.type === "revealed") {
    const chip: "click" | "bang" = entry.event.chip;
    void chip;
  }
}

// A view sent as text reads back as the same game's view.
const sent = viewText(state, seat);
const read: GameView<"ruleta-rusa"> = readView(sent);
void read;
// @ts-expect-error the text of a Ruleta Rusa view is no RUSE view
const wrong: GameView<"ruse"> = readView(sent);
void wrong;

const seen: boolean = revealed(state, seat, 0);
void seen;
// @ts-expect-error a seat is required: a spectator takes nothing back
revealed(state);

const result: Outcome | undefined = outcome(state);
if (result) {
  const winners: number[] = result.winners;
  void winners;
}

try {
  apply(state, reveal);
} catch (error) {
  if (isRulesError(error)) {
    const code: "IllegalAction" | "NotYourTurn" | "GameOver" | string = error.code;
    void code;
  }
}

// A board game's component data is typed: the map's regions have names.
const regionNames: string[] = components("rurik").regions.map((region) => region.name);
void regionNames;

// --- Misuse that must not compile ---

// @ts-expect-error: an action type Ruleta Rusa does not have
apply(state, { game: "ruleta-rusa", type: "fire", seat: 0 });

// @ts-expect-error: Flip needs a target and a skill
apply(state, { game: "ruleta-rusa", type: "flip", seat: 0 });

// @ts-expect-error: an action must name its seat
apply(state, { game: "ruleta-rusa", type: "reveal" });

// @ts-expect-error: a skill that does not exist
apply(state, { game: "ruleta-rusa", type: "turnUp", seat: 0, skill: "teleport" });

// @ts-expect-error: an action must carry its game id
apply(state, { type: "reveal", seat: 0 });

// @ts-expect-error: no such game
newGame("chess", { seats: 2 });

// @ts-expect-error: not a mode of Ruleta Rusa
newGame("ruleta-rusa", { seats: 3, mode: "expert" });

// @ts-expect-error: seats is required
newGame("ruleta-rusa", { seed: 3 });

// @ts-expect-error: the outcome may be undefined
const sure: Outcome = outcome(state);
void sure;

// @ts-expect-error: a state's rules data is opaque text: read it with inspect or view
void state.players;

// @ts-expect-error: a card game without component data gives null
void components("ruleta-rusa").regions;

// @ts-expect-error: a view is not a state
legalActions(v);
