// Ruleta Rusa's basic game as a boardgame.io 0.50 game, for the benchmark
// only: the same random play measured through boardgame.io's own reducer
// (what its Simulate, bots and server run) in the same run as ruleshelf's
// JS API. It keeps the rules' moves and decisions as the Rust crate lists
// them (crates/ruleta-rusa: legal.rs, reveal.rs, skills.rs), and leaves out
// what only views need (who knows which chip): boardgame.io does less work
// per move than the engine here, so the comparison leans its way.
import { createRequire } from "node:module";

// boardgame.io's subpath entries are CommonJS folders, which ES imports cannot name.
const require = createRequire(import.meta.url);
const { CreateGameReducer, InitializeGame } = require("boardgame.io/internal");
const { MCTSBot } = require("boardgame.io/ai");

const CHIPS = 8;
const SKILLS = ["flip", "reorder", "changeOfTurn"];

const living = (G) => G.players.flatMap((p, seat) => (p.alive ? [seat] : []));
const faceUp = (G, seat) => G.players[seat].skills.filter((c) => c.up).map((c) => c.skill);
const faceDown = (G, seat) => G.players[seat].skills.filter((c) => !c.up).map((c) => c.skill);
const chip = (G, seat, skill) => G.players[seat].skills.find((c) => c.skill === skill);

function nextLiving(G, from, step = G.direction) {
  const n = G.players.length;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = (seat + step + n) % n;
    if (G.players[seat].alive) return seat;
  }
  return from;
}

function beginTurn(G, seat) {
  G.turn = seat;
  G.phase = "turn";
}

const passTurn = (G, from) => beginTurn(G, nextLiving(G, from));

function eliminate(G, seat, random) {
  G.players[seat].alive = false;
  const left = living(G);
  if (left.length === 1) {
    G.phase = "over";
    G.turn = left[0];
  } else if (left.length === 2 && G.players.length > 2) {
    // The final duel: a shuffled stack, the survivors' chips face up, the eliminated seat's left begins.
    G.revolver = { size: CHIPS, bang: random.Die(CHIPS) - 1 };
    for (const seat of left) for (const c of G.players[seat].skills) c.up = true;
    beginTurn(G, nextLiving(G, seat, 1));
  } else G.phase = "rebuild";
}

/** After each move: boardgame.io's turn follows the seat the rules give it. */
function follow(G, ctx, events) {
  if (String(G.turn) !== ctx.currentPlayer && G.phase !== "over")
    events.endTurn({ next: String(G.turn) });
}

function useSkill(G, seat, skill) {
  chip(G, seat, skill).up = false;
}

const moves = {
  reveal: ({ G, ctx, events, random }) => {
    const seat = G.turn;
    const opening = G.phase === "opening";
    if (G.revolver.bang === 0) {
      G.revolver = { size: 0, bang: 0 };
      if (opening) G.phase = "openingBang";
      else if (faceUp(G, seat).length > 0) G.phase = "loseSkill";
      else eliminate(G, seat, random);
    } else {
      G.revolver.size -= 1;
      G.revolver.bang -= 1;
      if (faceDown(G, seat).length > 0) G.phase = "restore";
      else passTurn(G, seat);
    }
    follow(G, ctx, events);
  },
  flip: ({ G, ctx, events }, target, skill) => {
    useSkill(G, G.turn, "flip");
    chip(G, target, skill).up = false;
    passTurn(G, G.turn);
    follow(G, ctx, events);
  },
  reorder: ({ G }) => {
    useSkill(G, G.turn, "reorder");
    G.phase = "reorder";
  },
  changeOfTurn: ({ G, ctx, events }, to) => {
    useSkill(G, G.turn, "changeOfTurn");
    beginTurn(G, to);
    follow(G, ctx, events);
  },
  arrange: ({ G, ctx, events }, position) => {
    const size = G.phase === "rebuild" ? CHIPS : G.revolver.size;
    G.revolver = { size, bang: position - 1 };
    passTurn(G, G.turn);
    follow(G, ctx, events);
  },
  turnUp: ({ G, ctx, events }, skill) => {
    chip(G, G.turn, skill).up = true;
    passTurn(G, G.turn);
    follow(G, ctx, events);
  },
  keepSkills: ({ G, ctx, events }) => {
    passTurn(G, G.turn);
    follow(G, ctx, events);
  },
  returnSkill: ({ G }, skill) => {
    const player = G.players[G.turn];
    player.skills = player.skills.filter((c) => c.skill !== skill);
    G.phase = "rebuild";
  },
  turnDown: ({ G }, skill) => {
    chip(G, G.turn, skill).up = false;
    G.phase = "rebuild";
  },
};

/** Every legal move of the seat to act, as crates/ruleta-rusa/src/legal.rs lists them. */
function enumerate(G) {
  const seat = G.turn;
  const out = [];
  const positions = (size) => {
    for (let p = 1; p <= size; p++) out.push({ move: "arrange", args: [p] });
  };
  switch (G.phase) {
    case "opening":
      out.push({ move: "reveal", args: [] });
      break;
    case "turn":
      out.push({ move: "reveal", args: [] });
      for (const skill of faceUp(G, seat)) {
        if (skill === "flip") {
          for (const target of living(G))
            if (target !== seat)
              for (const s of faceUp(G, target)) out.push({ move: "flip", args: [target, s] });
        } else if (skill === "reorder") {
          if (G.revolver.size > 1) out.push({ move: "reorder", args: [] });
        } else
          for (const to of living(G))
            if (to !== seat) out.push({ move: "changeOfTurn", args: [to] });
      }
      break;
    case "openingBang":
      for (const skill of faceUp(G, seat)) out.push({ move: "turnDown", args: [skill] });
      break;
    case "loseSkill":
      for (const skill of faceUp(G, seat)) out.push({ move: "returnSkill", args: [skill] });
      break;
    case "rebuild":
      positions(CHIPS);
      break;
    case "reorder":
      positions(G.revolver.size);
      break;
    case "restore":
      for (const skill of faceDown(G, seat)) out.push({ move: "turnUp", args: [skill] });
      out.push({ move: "keepSkills", args: [] });
      break;
  }
  return out;
}

export const ruletaRusa = {
  name: "ruleta-rusa",
  setup: ({ ctx, random }) => {
    const turn = random.Die(ctx.numPlayers) - 1;
    return {
      turn,
      phase: "opening",
      direction: 1,
      revolver: { size: CHIPS, bang: random.Die(CHIPS) - 1 },
      players: Array.from({ length: ctx.numPlayers }, () => ({
        alive: true,
        skills: SKILLS.map((skill) => ({ skill, up: true })),
      })),
    };
  },
  turn: { order: { first: ({ G }) => G.turn, next: ({ G }) => G.turn } },
  moves,
  endIf: ({ G }) => (G.phase === "over" ? { winner: String(G.turn) } : undefined),
  ai: { enumerate },
};

/**
 * The game for boardgame.io's server: every move runs on the server only
 * (`client: false`), so a client waits for the server's state, as
 * ruleshelf's clients wait for their view, instead of showing its own
 * guess at once. The server's work is the same either way.
 */
export const serverRuletaRusa = {
  ...ruletaRusa,
  moves: Object.fromEntries(
    Object.entries(moves).map(([name, move]) => [name, { move, client: false }]),
  ),
};

/**
 * Random play through boardgame.io's reducer for `seconds`: each step
 * enumerates the moves and dispatches one, as ruleshelf's JS API step is
 * `legalActions` then `apply`. Returns the median µs per step, moves/s
 * and the mean steps per game (to set beside the engine's).
 */
export function boardgameIoSteps(seats, seconds) {
  const reducer = CreateGameReducer({ game: ruletaRusa });
  const times = [];
  let x = 12345;
  const pick = (n) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x % n;
  };
  const start = performance.now();
  let games = 0;
  for (let seed = 1; (performance.now() - start) / 1000 < seconds; seed++, games++) {
    let state = InitializeGame({ game: { ...ruletaRusa, seed }, numPlayers: seats });
    while (!state.ctx.gameover) {
      const t0 = performance.now();
      const options = enumerate(state.G);
      const { move, args } = options[pick(options.length)];
      state = reducer(state, {
        type: "MAKE_MOVE",
        payload: { type: move, args, playerID: state.ctx.currentPlayer },
      });
      times.push(performance.now() - t0);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  return {
    medianStepMicros: sorted[Math.floor(sorted.length / 2)] * 1000,
    movesPerSec: times.length / total,
    stepsPerGame: times.length / games,
  };
}

/** Milliseconds of one boardgame.io MCTSBot decision of `iterations`, from the opening position (mean of `count`). */
export async function boardgameIoMcts(seats, iterations, count) {
  let total = 0;
  for (let seed = 1; seed <= count; seed++) {
    const state = InitializeGame({ game: { ...ruletaRusa, seed }, numPlayers: seats });
    const bot = new MCTSBot({ game: ruletaRusa, enumerate, seed, iterations });
    const t0 = performance.now();
    await bot.play(state, state.ctx.currentPlayer);
    total += performance.now() - t0;
  }
  return total / count;
}
