// Load benchmark of the online game server (not a test): N matches at once
// on one server process (PGlite), every seat played by a client bot that
// answers each view where it must decide with a random legal action at
// once. Measures accepted actions per second and the latency from a
// client's `act` to its new view (p50 and p99), and writes a section into
// bench/results.md between <!-- online:start --> and <!-- online:end -->.
//
// Usage (after ./scripts/build-pkg.sh and `cd server && npm ci && npm run build`):
//   node bench/online.mjs [--matches 20,60] [--seconds 20] [--game ruse-and-bruise]
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chooser, createTable, Seat, startServer } from "../server/test/helpers.mjs";

function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const sizes = arg("matches", "20,60").split(",").map(Number);
const seconds = Number(arg("seconds", "20"));
const game = arg("game", "ruse-and-bruise");
const seats = Number(arg("seats", "2"));

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** One match played by client bots until `deadline`; then another, while time is left. */
async function playMatches(url, deadline, choose, latencies, counts) {
  while (performance.now() < deadline) {
    const { matchId } = await createTable(url, { game, seats: Array.from({ length: seats }, () => ({ kind: "human" })), absentAfter: 0 });
    const players = [];
    for (let seat = 0; seat < seats; seat++) players.push(await Seat.join(url, { matchId, seat }));
    await new Promise((resolve) => {
      const sent = new Map();
      const onView = (player) => {
        const message = player.latest;
        const at = sent.get(player);
        if (at && message.turn > at.turn) {
          latencies.push(performance.now() - at.time);
          sent.delete(player);
        }
        if (message.outcome) {
          counts.finished++;
          resolve();
          return;
        }
        if (performance.now() >= deadline || player.errors.length > 0) {
          resolve();
          return;
        }
        if (!sent.has(player) && message.toAct.includes(player.seat)) {
          const actions = message.view.actions;
          sent.set(player, { turn: message.turn, time: performance.now() });
          player.act(actions[choose(actions.length)]);
          counts.actions++;
        }
      };
      for (const player of players) {
        player.room.onMessage("view", () => onView(player));
        if (player.latest) onView(player);
      }
    });
    for (const player of players) if (player.errors.length) throw new Error(`refused: ${JSON.stringify(player.errors[0])}`);
    for (const player of players) await player.leave();
  }
}

async function run(url, matches, duration = seconds) {
  const latencies = [];
  const counts = { actions: 0, finished: 0 };
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(Array.from({ length: matches }, (_, i) => playMatches(url, deadline, chooser(i + 1), latencies, counts)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    matches,
    actionsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    finished: counts.finished,
    actions: latencies.length,
  };
}

// Client bots act as fast as the server answers, and every table is made
// from one address: far past the limits a person meets (10 messages a
// second, 30 tables a minute), so they are raised here.
const load = loadavg()[0];
const server = await startServer({ CLIENT_RATE: "100000", TABLE_RATE: "100000" });
const rows = [];
try {
  // A few seconds first, unmeasured: the JIT and PGlite warm up.
  await run(server.url, 2, 3);
  for (const matches of sizes) {
    const row = await run(server.url, matches);
    rows.push(row);
    console.log(`${matches} matches: ${row.actionsPerSecond.toFixed(0)} actions/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
  }
} finally {
  await server.stop();
}

const fmt = (n, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const section = [
  "<!-- online:start -->",
  "## Online play (the game server)",
  "",
  `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model.split(" ").slice(0, 2).join(" ")} · Node ${process.version} · load average ${load.toFixed(1)} at the start · \`node bench/online.mjs\``,
  "",
  `One server process (PGlite in a fresh folder), ${game} with ${seats} seats; every seat is a client bot (colyseus.js over WebSocket on 127.0.0.1, in the benchmark's own process) that plays a random legal action as soon as its view says it must decide; a match that ends is replaced by a new table; ${seconds} s per row. Latency: from a client's \`act\` to the view of the next turn arriving at that client, which includes storing the action in the record before the views go out (PGlite runs in the server's thread: a few ms of it per action). The clients share the machine's cores with the server.`,
  "",
  "| matches at once | actions/s | p50 ms | p99 ms | actions | matches finished |",
  "|---:|---:|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.matches} | ${fmt(r.actionsPerSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.actions)} | ${r.finished} |`),
  "<!-- online:end -->",
].join("\n");
console.log(`\n${section}`);

const file = new URL("results.md", import.meta.url);
const text = readFileSync(file, "utf8");
const block = /<!-- online:start -->[\s\S]*?<!-- online:end -->/;
writeFileSync(file, block.test(text) ? text.replace(block, section) : `${text.trimEnd()}\n\n${section}\n`);
