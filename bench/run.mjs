// Benchmarks (not tests): native figures from `cargo run -p ruleshelf-bench`,
// wasm figures measured here through the built package, written to
// bench/results.json and bench/results.md.
//
// Usage: node bench/run.mjs [--quick]   (scripts/bench.sh builds first)
//        node bench/run.mjs --first-load   (the demo's first load again, after
//        a change to www/: the other figures are kept from results.json)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { gzipSync } from "node:zlib";
import * as rs from "../pkg/node.js";
import { existsSync } from "node:fs";
import { firstLoad } from "./first-load.mjs";

const quick = process.argv.includes("--quick");
const loadOnly = process.argv.includes("--first-load");
const root = new URL("..", import.meta.url);
const wasmBytes = readFileSync(new URL("pkg/ruleshelf_bg.wasm", root));
const IDS = rs.games().map((g) => g.id);
/** Each game's own entry (`ruleshelf/<id>`), with its own wasm. */
const own = Object.fromEntries(
  await Promise.all(IDS.map(async (id) => [id, await import(`../pkg/${id}/node.js`)])),
);
/** Gzipped size targets per entry (issue 13). */
const SIZE_TARGETS = {
  "ruleta-rusa": 80e3,
  "ruse-2014": 120e3,
  "ruse-and-bruise": 120e3,
  ruse: 250e3,
  rurik: 250e3,
  all: 500e3,
};
const sizeOf = (path) => {
  const bytes = readFileSync(new URL(path, root));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const entrySizes = [
  { entry: "ruleshelf", target: SIZE_TARGETS.all, ...sizeOf("pkg/ruleshelf_bg.wasm") },
  ...IDS.map((id) => ({
    entry: `ruleshelf/${id}`,
    target: SIZE_TARGETS[id],
    ...sizeOf(`pkg/${id}/ruleshelf_bg.wasm`),
  })),
];
/** The tarball `npm install ruleshelf` downloads (npm pack of pkg/, not written). */
const [packed] = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "./pkg"], {
    cwd: new URL(".", root),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }),
);
const tarball = {
  packed: packed.size,
  unpacked: packed.unpackedSize,
  files: packed.entryCount,
  wasm: packed.files.filter((file) => file.path.endsWith(".wasm")).length,
};

// Reference figures from an earlier machine (see issues 2 and 6): boardgame.io's
// are measured again in each run when bench/boardgame-io is installed
// (scripts/bench.sh installs it), and these stand in only when it is not.
const BOARDGAME_IO_MOVES_PER_SEC = 16000; // boardgame.io 0.50 reducer, Ruleta Rusa, 4 seats
const BOARDGAME_IO_MCTS_MS = 2600; // boardgame.io 0.50 MCTSBot, 1,000 iterations
const HAND_WRITTEN_JS_MOVES_PER_SEC = 14e6;

const seconds = quick ? 0.3 : 1.5;
const now = () => performance.now();

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// The options of the row being measured (a row may name other options than the defaults).
let rowOptions = {};
function optionsFor(game, seats) {
  return { ...rowOptions, seats, seed: 1 };
}

/** Random games inside wasm (no JS per move). */
function wasmPlayouts(game, seats) {
  let games = 0;
  let steps = 0;
  const start = now();
  while ((now() - start) / 1000 < seconds) {
    const r = rs.randomPlayouts(game, { ...optionsFor(game, seats), seed: games + 1 }, 32);
    games += r.games;
    steps += r.steps;
  }
  const elapsed = (now() - start) / 1000;
  return { playoutsPerSec: games / elapsed, movesPerSec: steps / elapsed };
}

/** legalActions + apply through the JS API (of entry `rs`), and reading a state the engine does not hold. */
function apiSteps(game, seats, rs) {
  const times = [];
  const applies = [];
  const boundary = [];
  let x = 12345;
  const pick = (n) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x % n;
  };
  const start = now();
  let seed = 1;
  while ((now() - start) / 1000 < seconds) {
    let state = rs.newGame(game, { ...optionsFor(game, seats), seed: seed++ });
    while (!rs.outcome(state)) {
      const t0 = now();
      const actions = rs.legalActions(state);
      const t1 = now();
      state = rs.apply(state, actions[pick(actions.length)]);
      const t2 = now();
      times.push(t2 - t0);
      applies.push(t2 - t1);
      if (boundary.length < 20000) {
        // A state the engine does not hold (a copy) is parsed and checked, and its data written back.
        const crossing = { ...state, log: [] };
        const t1 = now();
        rs.validateState(crossing);
        boundary.push(now() - t1);
      }
    }
  }
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  return {
    medianStepMicros: median(times) * 1000,
    medianApplyMicros: median(applies) * 1000,
    apiMovesPerSec: times.length / total,
    medianBoundaryMicros: median(boundary) * 1000,
  };
}

/** ISMCTS decisions of 1,000 iterations in wasm, from positions a few moves in. */
function decisions(game, seats) {
  const count = quick ? 5 : 30;
  const ms = [];
  for (let seed = 0; seed < count; seed++) {
    let state = rs.newGame(game, { ...optionsFor(game, seats), seed });
    for (let i = 0; i < 6 && !rs.outcome(state); i++)
      state = rs.apply(state, rs.legalActions(state)[0]);
    if (rs.outcome(state)) state = rs.newGame(game, { ...optionsFor(game, seats), seed });
    const v = rs.view(state, rs.toAct(state)[0]);
    const t0 = now();
    rs.suggest(v, { level: "ismcts", iterations: 1000, seed });
    ms.push(now() - t0);
  }
  return {
    msPerDecision: ms.reduce((a, b) => a + b, 0) / ms.length,
    medianMsPerDecision: median(ms),
  };
}

/**
 * boardgame.io 0.50 on Ruleta Rusa's basic game at 4 seats, in this run:
 * random play through its reducer, and its MCTSBot at 1,000 iterations.
 */
async function measureBoardgameIo() {
  const reference = { handWrittenJsMovesPerSec: HAND_WRITTEN_JS_MOVES_PER_SEC };
  if (!existsSync(new URL("bench/boardgame-io/node_modules/boardgame.io", root))) {
    console.error(
      "boardgame.io is not installed in bench/boardgame-io: its reference figures stand in",
    );
    return {
      ...reference,
      measured: false,
      boardgameIoMovesPerSec: BOARDGAME_IO_MOVES_PER_SEC,
      boardgameIoMctsMsPer1000: BOARDGAME_IO_MCTS_MS,
    };
  }
  console.error("boardgame.io: Ruleta Rusa, 4 seats, random play through its reducer and MCTSBot");
  const { boardgameIoMcts, boardgameIoSteps } = await import("./boardgame-io/ruleta-rusa.mjs");
  const steps = boardgameIoSteps(4, seconds);
  return {
    ...reference,
    measured: true,
    boardgameIoMovesPerSec: steps.movesPerSec,
    boardgameIoStepMicros: steps.medianStepMicros,
    boardgameIoStepsPerGame: steps.stepsPerGame,
    boardgameIoMctsMsPer1000: await boardgameIoMcts(4, 1000, quick ? 1 : 3),
  };
}

const label = (r) => (r.variant ? `${r.game}, ${r.variant}` : r.game);
const previous = loadOnly
  ? JSON.parse(readFileSync(new URL("bench/results.json", root), "utf8"))
  : undefined;
const rows = previous?.games ?? measureRows();
const reference = previous?.reference ?? (await measureBoardgameIo());

/** Every row: the native figures (the bench crate), then the wasm ones. */
function measureRows() {
  console.error("native benchmarks (cargo run -p ruleshelf-bench --release)");
  const nativeJson = execFileSync(
    "cargo",
    ["run", "-q", "-p", "ruleshelf-bench", "--release", "--", ...(quick ? ["--quick"] : [])],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  const native = JSON.parse(nativeJson);

  return native.map((n) => {
    console.error(`wasm: ${label(n)}, ${n.seats} seats`);
    rowOptions = n.options ?? {};
    const w = wasmPlayouts(n.game, n.seats);
    const api = apiSteps(n.game, n.seats, rs);
    const ownApi = apiSteps(n.game, n.seats, own[n.game]);
    const bot = decisions(n.game, n.seats);
    return {
      ...n,
      wasm: {
        ...w,
        ...api,
        ...bot,
        wasmToNative: w.movesPerSec / n.movesPerSec,
        ownEntryStepMicros: ownApi.medianStepMicros,
      },
    };
  });
}

console.error("first load of the demo (www/dist) in headless Chromium");
// Each table opened with one human at seat 1 (first to act where the game has the option) and bots.
const TABLES = [
  { id: "ruleta-rusa", seats: 2, options: { "First to reveal": "0" } },
  { id: "ruse-2014", seats: 3 },
  { id: "ruse-and-bruise", seats: 2, options: { "First player": "0" } },
  { id: "ruse", seats: 2 },
  { id: "rurik", seats: 2, options: { "First player": "0" } },
];
const demo = existsSync(new URL("www/dist/index.html", root))
  ? { date: new Date().toISOString(), ...(await firstLoad(quick ? 2 : 5, TABLES)) }
  : undefined;

const results = {
  date: previous?.date ?? new Date().toISOString(),
  machine: previous?.machine ?? {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    node: process.version,
  },
  quick: previous?.quick ?? quick,
  wasmBytes: { raw: wasmBytes.length, gzip: gzipSync(wasmBytes, { level: 9 }).length },
  entrySizes,
  tarball,
  reference,
  games: rows,
  demoFirstLoad: demo,
};
writeFileSync(new URL("bench/results.json", root), JSON.stringify(results, null, 2) + "\n");

const rr = rows.find((r) => r.game === "ruleta-rusa" && r.seats === 4 && !r.variant);
const f = (x, d = 0) =>
  x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const bgioWhere = reference.measured
  ? ` (measured in this run through its reducer: ${f(reference.boardgameIoStepMicros, 1)} µs per step, ${f(reference.boardgameIoStepsPerGame, 1)} steps a game; bench/boardgame-io)`
  : " (a reference figure from an earlier machine: bench/boardgame-io was not installed)";
const pct = (x) => `${f(100 * x)}%`;
const lines = [
  "# Benchmark results",
  "",
  `${results.date} · ${results.machine.cpus} × ${results.machine.cpu} · Node ${results.machine.node}${quick ? " · quick run" : ""}`,
  "",
  `wasm: ${f(results.wasmBytes.raw)} bytes raw, ${f(results.wasmBytes.gzip)} gzipped.`,
  "",
  "## The package's entries",
  "",
  "Each entry's wasm (after wasm-opt -O3), and the gzipped size issue 13 asks for.",
  "",
  "| entry | wasm bytes | gzipped | target (gzipped) | |",
  "|---|---:|---:|---:|---|",
  ...entrySizes.map(
    (e) =>
      `| \`${e.entry}\` | ${f(e.raw)} | ${f(e.gzip)} | ${f(e.target)} | ${e.gzip <= e.target ? "met" : `missed by ${f(e.gzip - e.target)}`} |`,
  ),
  "",
  `The package's tarball (\`npm pack\` of pkg/): ${f(tarball.packed)} bytes packed, ${f(tarball.unpacked)} unpacked, ${f(tarball.files)} files, ${tarball.wasm} wasm (each entry's once).`,
  "",
  "## Random play",
  "",
  "| game | seats | native moves/s | native playouts/s | wasm moves/s | wasm/native | JS API µs/step (median) | of which `apply` | JS API moves/s | µs/step through `ruleshelf/<game>` | µs to read a state not held (data in and out) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${label(r)} | ${r.seats} | ${f(r.movesPerSec)} | ${f(r.playoutsPerSec)} | ${f(r.wasm.movesPerSec)} | ${f(r.wasm.wasmToNative, 2)} | ${f(r.wasm.medianStepMicros, 2)} | ${f(r.wasm.medianApplyMicros, 2)} | ${f(r.wasm.apiMovesPerSec)} | ${f(r.wasm.ownEntryStepMicros, 2)} | ${f(r.wasm.medianBoundaryMicros, 2)} |`,
  ),
  "",
  `Targets (Ruleta Rusa, 4 seats): JS API ≥ 10 × boardgame.io's ${f(reference.boardgameIoMovesPerSec)} moves/s${bgioWhere}; native ≥ ${f(HAND_WRITTEN_JS_MOVES_PER_SEC)} moves/s; wasm ≥ 0.7 × native.`,
  ...(rr
    ? [
        `This run, Ruleta Rusa at 4 seats: the JS API at ${f(rr.wasm.apiMovesPerSec)} moves/s is ${f(rr.wasm.apiMovesPerSec / reference.boardgameIoMovesPerSec, 1)} × boardgame.io (${rr.wasm.apiMovesPerSec >= 10 * reference.boardgameIoMovesPerSec ? "met" : "missed"}).`,
      ]
    : []),
  "A JS API step is `legalActions(state)` then `apply(state, action)` on the state the previous `apply` returned, which the engine still holds; `apply` returns the new state's data (JSON text) and its new log entries. Reading a state the engine does not hold (a saved game, a copy) costs the last column once.",
  "",
  "## Bots",
  "",
  "| game | seats | ISMCTS 1,000 it. native ms | iterations/s native | wasm ms | iterations/s wasm | ISMCTS 300 vs random: win rate [95% CI] (fair share) | ISMCTS 300 vs ISMCTS 60 |",
  "|---|---:|---:|---:|---:|---:|---|---|",
  ...rows.map(
    (r) =>
      `| ${label(r)} | ${r.seats} | ${f(r.msPerDecision, 2)} | ${f(r.iterationsPerSec)} | ${f(r.wasm.msPerDecision, 2)} | ${f((1000 * r.ismctsIterations) / r.wasm.msPerDecision)} | ${pct(r.vsRandom.winRate)} [${pct(r.vsRandom.ci95[0])}–${pct(r.vsRandom.ci95[1])}] (${pct(r.vsRandom.fairShare)}) over ${r.vsRandom.games} | ${pct(r.vsWeaker.winRate)} [${pct(r.vsWeaker.ci95[0])}–${pct(r.vsWeaker.ci95[1])}] over ${r.vsWeaker.games} |`,
  ),
  "",
  `Target (Ruleta Rusa, 4 seats): a 1,000-iteration decision in wasm ≤ ${f(reference.boardgameIoMctsMsPer1000 / 100, 1)} ms (100 × faster than boardgame.io's MCTSBot at ${f(reference.boardgameIoMctsMsPer1000)} ms${reference.measured ? ", from the opening, in this run" : ", a reference figure from an earlier machine"}).`,
  ...(rr
    ? [
        `This run: ${f(rr.wasm.msPerDecision, 2)} ms, ${f(reference.boardgameIoMctsMsPer1000 / rr.wasm.msPerDecision)} × faster (${rr.wasm.msPerDecision * 100 <= reference.boardgameIoMctsMsPer1000 ? "met" : "missed"}).`,
      ]
    : []),
  "",
  "## The demo's first load",
  "",
  demo
    ? `${demo.date} · cold cache, headless Chromium, vite preview on 127.0.0.1: the menu is interactive (game picker live) after ${f(demo.medianMsToInteractive)} ms (median of ${demo.runs}; target ≤ 300 ms), having fetched ${f(demo.bytesRaw)} bytes, ${f(demo.bytesGzip)} gzipped (target ≤ 150,000), and no rules engine (${demo.resources.map((r) => `${r.url} ${f(r.gzip)}`).join(", ")}).`
    : "Not measured: www/dist was not built (scripts/bench.sh builds it).",
  "",
  ...(demo
    ? [
        "Each table, from \"Start the game\" (cold cache) until it takes the first move, or shows the bot at work when the bot is first (target ≤ 300 ms); the same from picking the game in the menu (the pick starts loading the game's engine and table, which load on while its form is filled in; the test driver fills it in within that time, faster than a player); and what was fetched from the network from the pick on (the engine's wasm, the table's code, and what the service worker precaches meanwhile on a first visit; nothing where the service worker had precached the game's files before it was picked):",
        "",
        '| table | ms from "Start the game" to the first move (median) | ms from the pick | fetched | gzipped |',
        "|---|---:|---:|---:|---:|",
        ...demo.tables.map(
          (t) =>
            `| ${t.game} | ${f(t.medianMsToFirstMove)} | ${t.medianMsFromPick === undefined ? "" : f(t.medianMsFromPick)} | ${f(t.bytesRaw)} | ${f(t.bytesGzip)} |`,
        ),
        "",
      ]
    : []),
];
// The embed, online and bots sections are written by bench/embed.mjs, bench/online.mjs and bench/bots.mjs: keep them.
const resultsFile = new URL("bench/results.md", root);
const kept = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
for (const section of [
  /<!-- embed:start -->[\s\S]*?<!-- embed:end -->/,
  /<!-- online:start -->[\s\S]*?<!-- online:end -->/,
  /<!-- bots:start -->[\s\S]*?<!-- bots:end -->/,
]) {
  const found = section.exec(kept);
  if (found) lines.push(found[0], "");
}
writeFileSync(resultsFile, lines.join("\n"));
console.log(lines.join("\n"));
