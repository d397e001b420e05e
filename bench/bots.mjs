// Bot strength (issue 38): the named levels against the rules' automated
// opponents (Rurik's rebels, RUSE's VIXEN), against each other and against
// the raw 2,000-iteration ISMCTS (the element's `hard` before the levels),
// played natively by the `bots` binary of crates/bench (`nice`d: the
// machine is shared). Figures, with 95% Wilson intervals, go to
// bench/bots.json (kept per series, so `--only` re-runs a few) and to the
// section between <!-- bots:start --> and <!-- bots:end --> of
// bench/results.md.
//
// Usage: node bench/bots.mjs [--quick] [--only REGEX]
//   (scripts/bench.sh runs it after building; alone, build first with
//   `cargo build --release -p ruleshelf-bench --bin bots`)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

const quick = process.argv.includes("--quick");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? new RegExp(process.argv[onlyAt + 1]) : undefined;
const root = new URL("..", import.meta.url);
// BOTS_BIN: another build of the binary (a copy, so that a rebuild does not change a long run).
const binary = process.env.BOTS_BIN ?? new URL("target/release/bots", root).pathname;

/** The raw search the element called `hard` before the named levels. */
const TODAY = { level: "ismcts", iterations: 2000 };
const LEADERS = ["sviatopolk", "gleb", "maria", "theofana"];

/**
 * Every series: `lineup` names seat 0's bot first and the others' bot
 * (`rest`); with several seats the tested bot sits at each seat in turn.
 * `games` (full run) and `quickGames`; `goal`: the win rate it should reach.
 */
const SERIES = [
  ...LEADERS.map((leader) => ({
    id: `rurik-solo-2-${leader}`,
    title: `Rurik solo, level 2, against ${leader}`,
    game: "rurik",
    options: { seats: 1, level: "2", rebelLeader: leader },
    bot: { level: "hard" },
    games: 25,
    quickGames: 2,
    group: "rurik-solo-2",
  })),
  ...["1", "3", "4"].map((level) => ({
    id: `rurik-solo-${level}`,
    title: `Rurik solo, level ${level} (leaders in turn)`,
    game: "rurik",
    options: { seats: 1, level },
    bot: { level: "hard" },
    leaders: true,
    games: 12,
    quickGames: 1,
  })),
  {
    id: "rurik-solo-2-today",
    title: "Rurik solo, level 2, today's ISMCTS 2,000 (leaders in turn)",
    game: "rurik",
    options: { seats: 1, level: "2" },
    bot: TODAY,
    leaders: true,
    games: 12,
    quickGames: 1,
  },
  {
    id: "ruse-solo-hard",
    title: "RUSE solo against VIXEN (level 2), hard",
    game: "ruse",
    options: { seats: 1, vixen: true, vixenLevel: "2" },
    bot: { level: "hard" },
    games: 100,
    quickGames: 4,
    goal: 0.85,
  },
  {
    id: "ruse-solo-normal",
    title: "RUSE solo against VIXEN (level 2), normal",
    game: "ruse",
    options: { seats: 1, vixen: true, vixenLevel: "2" },
    bot: { level: "normal" },
    games: 100,
    quickGames: 4,
    goal: 0.5,
  },
  ...[
    ["ruleta-rusa", [2, 6], {}, 100],
    ["ruse-2014", [3, 5], {}, 100],
    ["ruse-and-bruise", [2, 6], {}, 100],
    ["ruse", [2, 4], {}, 40],
    ["rurik", [2, 4], {}, 24],
  ].flatMap(([game, seatCounts, extra, games]) =>
    seatCounts.flatMap((seats) => [
      ...[
        ["hard", "normal"],
        ["normal", "easy"],
        ["hard", "today"],
      ].map(([a, b]) => ({
        id: `${game}-${seats}-${a}-vs-${b}`,
        title: `${game}, ${seats} seats: ${a} against ${b === "today" ? "today's ISMCTS 2,000" : b}`,
        game,
        options: { seats, ...extra },
        bot: { level: a },
        rest: b === "today" ? TODAY : { level: b },
        // Rurik at 4 seats is long (every seat searches): fewer games.
        games: game === "rurik" && seats === 4 ? games / 3 : games,
        quickGames: Math.max(2, seats),
        goal: seats === 2 ? 0.65 : undefined,
      })),
    ]),
  ),
];
SERIES.find((s) => s.id === "rurik-2-hard-vs-today").goal = 0.65;
for (const leader of LEADERS) SERIES.find((s) => s.id === `rurik-solo-2-${leader}`).goal = 0.5;

/** The 95% Wilson score interval of `wins` out of `n`. */
export function wilson(wins, n) {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n);
  const denominator = 1 + (z * z) / n;
  return [(centre - margin) / denominator, (centre + margin) / denominator];
}

function runChunk(game, options, lineup, first, games) {
  const out = execFileSync(
    "nice",
    [
      "-n",
      "10",
      binary,
      game,
      JSON.stringify(options),
      JSON.stringify(lineup),
      String(first),
      String(games),
    ],
    { encoding: "utf8", maxBuffer: 1 << 24 },
  );
  return JSON.parse(out);
}

/** Plays one series: the tested bot at each seat in turn (or against each leader in turn). */
function play(series) {
  const n = quick ? series.quickGames : series.games;
  const seats = series.options.seats;
  const started = performance.now();
  let wins = 0;
  let games = 0;
  let unfinished = 0;
  let decisions = 0;
  let ms = 0;
  let score = 0;
  let opponent = 0;
  const chunks = series.leaders ? LEADERS.length : seats;
  for (let c = 0; c < chunks; c++) {
    const count = Math.floor(n / chunks) + (c < n % chunks ? 1 : 0);
    if (count === 0) continue;
    const options = series.leaders
      ? { ...series.options, rebelLeader: LEADERS[c] }
      : series.options;
    const at = series.leaders ? 0 : c;
    const lineup = Array.from({ length: seats }, (_, s) => (s === at ? series.bot : series.rest));
    const r = runChunk(series.game, options, lineup, 1000 * c, count);
    wins += r.wins[at];
    games += r.games;
    unfinished += r.unfinished;
    decisions += r.decisions[at];
    ms += r.msPerDecision[at] * r.decisions[at];
    score += (r.meanScore[at] ?? 0) * (r.games - r.unfinished);
    const others = r.meanScore.filter((_, i) => i !== at);
    opponent += (others.length ? Math.max(...others) : 0) * (r.games - r.unfinished);
  }
  const finished = Math.max(1, games - unfinished);
  return {
    id: series.id,
    title: series.title,
    group: series.group,
    games,
    wins,
    unfinished,
    winRate: wins / Math.max(1, games),
    ci95: wilson(wins, games),
    fairShare:
      1 /
      (seats + (series.game === "rurik" && seats === 1 ? 1 : 0) + (series.options.vixen ? 1 : 0)),
    goal: series.goal,
    meanScore: score / finished,
    bestOpponentScore: opponent / finished,
    msPerDecision: ms / Math.max(1, decisions),
    seconds: (performance.now() - started) / 1000,
    quick,
    load: loadavg()[0],
    at: new Date().toISOString(),
  };
}

const jsonFile = new URL("bench/bots.json", root);
// Read again before each write: several runs with different `--only` may go at once.
const readKept = () => (existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : {});
for (const series of SERIES) {
  if (only && !only.test(series.id)) continue;
  process.stderr.write(`${series.id} ...`);
  const result = play(series);
  process.stderr.write(` ${result.wins}/${result.games}\n`);
  writeFileSync(jsonFile, `${JSON.stringify({ ...readKept(), [series.id]: result }, null, 2)}\n`);
}

/**
 * Decision times of the named levels in wasm, through the built package in
 * Node (the V8 engine Chromium runs, not Chromium itself), at positions
 * some way into games played by the first listed actions (each game mode
 * at its largest table and alone).
 */
const WASM_MODES = [
  ["ruleta-rusa", { seats: 6 }],
  ["ruse-2014", { seats: 5 }],
  ["ruse-and-bruise", { seats: 6 }],
  ["ruse", { seats: 4 }],
  ["ruse", { seats: 1, vixen: true, vixenLevel: "2" }],
  ["rurik", { seats: 4 }],
  ["rurik", { seats: 1, level: "2" }],
];
async function wasmTimes() {
  if (!existsSync(new URL("pkg/node.js", root))) return undefined;
  const rs = await import(new URL("pkg/node.js", root).href);
  const positions = quick ? 4 : 20;
  const rows = [];
  for (const [game, options] of WASM_MODES) {
    for (const level of ["easy", "normal", "hard"]) {
      const ms = [];
      for (let seed = 0; seed < positions; seed++) {
        let state = rs.newGame(game, { ...options, seed });
        const steps = (seed * 17) % 80;
        for (let i = 0; i < steps && !rs.outcome(state); i++) {
          const legal = rs.legalActions(state);
          state = rs.apply(state, legal[(seed + i) % legal.length]);
        }
        if (rs.outcome(state)) state = rs.newGame(game, { ...options, seed });
        const v = rs.view(state, rs.toAct(state)[0]);
        const t0 = performance.now();
        rs.suggest(v, { level, seed });
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      rows.push({
        game,
        options,
        level,
        positions,
        medianMs: ms[Math.floor(ms.length / 2)],
        p95Ms: ms[Math.min(ms.length - 1, Math.ceil(0.95 * ms.length) - 1)],
        load: loadavg()[0],
      });
      process.stderr.write(
        `wasm ${game} ${JSON.stringify(options)} ${level}: ${rows.at(-1).medianMs.toFixed(0)} ms\n`,
      );
    }
  }
  return rows;
}
if (!only || only.test("wasm")) {
  const times = await wasmTimes();
  if (times)
    writeFileSync(jsonFile, `${JSON.stringify({ ...readKept(), wasm: times }, null, 2)}\n`);
}

const pct = (x) => `${(100 * x).toFixed(0)}%`;
const row = (r) => {
  const [lo, hi] = r.ci95;
  const verdict =
    r.goal === undefined
      ? ""
      : r.winRate >= r.goal
        ? lo >= r.goal
          ? "met, interval above"
          : "met"
        : "not met";
  return `| ${r.title} | ${r.wins}/${r.games} | ${pct(r.winRate)} | ${pct(lo)}–${pct(hi)} | ${pct(r.fairShare)} | ${r.goal === undefined ? "" : `≥ ${pct(r.goal)}`} ${verdict} | ${r.meanScore.toFixed(1)} – ${r.bestOpponentScore.toFixed(1)} | ${r.msPerDecision.toFixed(1)} | ${[r.quick ? "quick" : "", r.load > 1.5 ? `load ${r.load.toFixed(1)}` : ""].join(" ").trim()} |`;
};
const kept = readKept();
const LIMITS = { easy: [100, 100], normal: [400, 400], hard: [1000, 2500] };
const wasmRows = (kept.wasm ?? []).map((w) => {
  const [median, p95] = LIMITS[w.level];
  const ok = w.medianMs <= median && w.p95Ms <= p95;
  const mode = Object.entries(w.options)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  return `| ${w.game} (${mode}) | ${w.level} | ${w.medianMs.toFixed(0)} | ${w.p95Ms.toFixed(0)} | ${w.level === "hard" ? "≤ 1,000 median, ≤ 2,500 p95" : `< ${median}`} ${ok ? "met" : "not met"} | ${w.positions} | ${w.load > 1.5 ? `load ${w.load.toFixed(1)}` : ""} |`;
});
const results = SERIES.map((s) => kept[s.id]).filter(Boolean);
const group = results.filter((r) => r.group === "rurik-solo-2");
const pooled = group.reduce((a, r) => ({ wins: a.wins + r.wins, games: a.games + r.games }), {
  wins: 0,
  games: 0,
});
const lines = [
  "<!-- bots:start -->",
  "## Bot levels (issue 38)",
  "",
  `Written by \`node bench/bots.mjs\`${quick ? " --quick" : ""} (${cpus().length} × ${cpus()[0]?.model ?? "?"}); every game played natively by \`target/release/bots\` under \`nice\`. "load" marks a series run while the machine's 1-minute load average was above 1.5 (shared by other work): win rates do not depend on it, times do. Levels: docs/bots.md. "today" is the raw ISMCTS at 2,000 iterations (the element's \`hard\` before the levels). Scores: the tested bot's mean VP – the best opponent's (the rebels, VIXEN, or the best other seat). ms: native milliseconds per decision of the tested bot.`,
  "",
  "| series | wins | rate | 95% Wilson | fair share | goal | VP – opponent | ms/decision | notes |",
  "|---|---:|---:|---:|---:|---|---:|---:|---|",
  ...results.map(row),
  "",
  ...(pooled.games
    ? [
        `Rurik solo, level 2, the four leaders pooled: ${pooled.wins}/${pooled.games} = ${pct(pooled.wins / pooled.games)}, 95% Wilson ${wilson(pooled.wins, pooled.games).map(pct).join("–")}.`,
        "",
      ]
    : []),
  ...(wasmRows.length
    ? [
        "Decision times in wasm (the package in Node: V8, as in Chromium; not measured in Chromium itself), ms:",
        "",
        "| game (options) | level | median | 95th percentile | limit | positions | notes |",
        "|---|---|---:|---:|---|---:|---|",
        ...wasmRows,
        "",
      ]
    : []),
  "<!-- bots:end -->",
];
const mdFile = new URL("bench/results.md", root);
const text = existsSync(mdFile) ? readFileSync(mdFile, "utf8") : "# Benchmark results\n";
const block = /<!-- bots:start -->[\s\S]*?<!-- bots:end -->/;
writeFileSync(
  mdFile,
  block.test(text)
    ? text.replace(block, lines.join("\n"))
    : `${text.trimEnd()}\n\n${lines.join("\n")}\n`,
);
console.log(lines.join("\n"));
