// Load benchmark of the online game server (not a test), beside
// boardgame.io's own server on the same workload in the same run: N
// matches at once of Ruleta Rusa at 4 seats, every seat a client that
// answers each state where it must decide with a random legal action at
// once, a finished match replaced by a new one. Measures accepted actions
// per second, the latency from a client's action to its next view (p50,
// p99), the server process's CPU time per action and its peak memory, and
// writes a section into bench/results.md between <!-- online:start --> and
// <!-- online:end -->.
//
// ruleshelf's server stores every accepted action before its views go out:
// in PGlite (the embedded default, a fresh data folder) or in Postgres (a
// throwaway cluster started here, as the server tests do: fsync on).
// boardgame.io 0.50's server keeps its matches in memory (its default).
//
// Usage, after `source scripts/lib.sh && build_pkg && build_server &&
// ensure_postgres && ensure_npm bench/boardgame-io` (the last as
// scripts/bench.sh does; without it boardgame.io's row is left out):
//   node bench/online.mjs [--store pglite,postgres] [--matches 100] [--seconds 20]
//                         [--repeat 3] [--no-boardgame-io] [--no-write] [--profile DIR]
// --profile writes each server's CPU profile into DIR (see cpu-profile.cjs).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  chooser,
  createTable,
  freePort,
  read,
  sleep,
  startServer,
} from "../server/test/helpers.mjs";

function arg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const flag = (name) => process.argv.includes(`--${name}`);
const stores = arg("store", "pglite,postgres").split(",");
const sizes = arg("matches", "100").split(",").map(Number);
const seconds = Number(arg("seconds", "20"));
const repeat = Number(arg("repeat", "3"));
// @colyseus/sdk is the server's (development) dependency, as the server tests use it.
const { Client: ColyseusClient } = createRequire(
  new URL("../server/package.json", import.meta.url),
)("@colyseus/sdk");
const SEATS = 4;
const GAME = "ruleta-rusa";
const bgioDir = new URL("boardgame-io/", import.meta.url);
const profile = arg("profile", undefined);
const profiled = (env) =>
  profile
    ? {
        ...env,
        NODE_OPTIONS: `--require ${fileURLToPath(new URL("cpu-profile.cjs", import.meta.url))}`,
        RULESHELF_PROFILE_DIR: profile,
      }
    : env;
const withBoardgameIo =
  !flag("no-boardgame-io") && existsSync(new URL("node_modules/boardgame.io", bgioDir));
if (!withBoardgameIo && !flag("no-boardgame-io"))
  console.error(
    "boardgame.io is not installed in bench/boardgame-io (scripts/bench.sh installs it): its server is left out",
  );

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

// ---- the server process: CPU time and memory, from /proc ----

const TICKS = 100; // USER_HZ on Linux
/** Seconds of CPU the process `pid` has used (user and system). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}
/** The pid of the Postgres listening on `port` (its postmaster), from /proc. */
function postmaster(port) {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (command[0]?.endsWith("/postgres") && command.includes(`-p ${port}`)) return Number(pid);
      const at = command.indexOf("-p");
      if (command[0]?.endsWith("/postgres") && at >= 0 && command[at + 1] === String(port))
        return Number(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return undefined;
}
/** Seconds of CPU used by `pid` and its live children (a Postgres: its backends, WAL writer, ...). */
function treeCpuSeconds(pid) {
  let total = cpuSeconds(pid);
  for (const child of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${child}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid)
        total += cpuSeconds(child);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}
/** The read and write system calls the process `pid` has made so far (sockets included), from /proc. */
function syscalls(pid) {
  try {
    const io = readFileSync(`/proc/${pid}/io`, "utf8");
    const count = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(io)?.[1] ?? NaN);
    return { reads: count("syscr"), writes: count("syscw") };
  } catch {
    return { reads: NaN, writes: NaN };
  }
}
/** The process's resident memory now and at its peak, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

// ---- ruleshelf's server and its clients ----

/** A seat's client: @colyseus/sdk over WebSocket, nothing kept but the latest view. */
async function joinRuleshelf(url, matchId, seat) {
  const room = await new ColyseusClient(url).joinOrCreate("table", { matchId, seat });
  const player = { seat, room, latest: undefined, error: undefined, onView: () => {} };
  room.onMessage("welcome", () => {});
  room.onMessage("seats", () => {});
  room.onMessage("view", (message) => {
    player.latest = read("view", message);
    player.onView();
  });
  room.onMessage("error", (error) => {
    player.error = error;
    player.onView();
  });
  return player;
}

/** Plays ruleshelf matches from `url` until `deadline`, one after another. */
async function ruleshelfMatches(url, deadline, choose, sample) {
  while (performance.now() < deadline) {
    const { matchId } = await createTable(url, {
      game: GAME,
      seats: Array.from({ length: SEATS }, () => ({ kind: "human" })),
      absentAfter: 0,
    });
    const players = [];
    for (let seat = 0; seat < SEATS; seat++) players.push(await joinRuleshelf(url, matchId, seat));
    await new Promise((resolve) => {
      const sent = new Map();
      const step = (player) => {
        const message = player.latest;
        if (!message) return;
        const at = sent.get(player);
        if (at && message.turn > at.turn) {
          sample.latencies.push(performance.now() - at.time);
          sent.delete(player);
        }
        if (message.outcome) {
          sample.finished++;
          resolve();
        } else if (performance.now() >= deadline || player.error) resolve();
        else if (!sent.has(player) && message.toAct.includes(player.seat)) {
          const actions = message.view.actions;
          sent.set(player, { turn: message.turn, time: performance.now() });
          player.room.send("act", { action: actions[choose(actions.length)], turn: message.turn });
        }
      };
      for (const player of players) {
        player.onView = () => step(player);
        step(player);
      }
    });
    for (const player of players)
      if (player.error) throw new Error(`refused: ${JSON.stringify(player.error)}`);
    await Promise.all(players.map((player) => player.room.leave()));
  }
}

async function startRuleshelf(store) {
  // Clients act as fast as the server answers and every table is made from
  // one address: far past the limits a person meets, so they are raised.
  const env = {
    CLIENT_RATE: "1000000",
    TABLE_RATE: "1000000",
    JOIN_RATE: "1000000",
    NODE_ENV: "production",
  };
  let postgres;
  if (store === "postgres") {
    // The throwaway Postgres lives in this run's folder, removed at the end.
    process.env.RULESHELF_SERVICES_DIR ??= servicesDir;
    const { startPostgres } = await import("../server/test/services.mjs");
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  let server;
  try {
    server = await startServer(profiled(env));
  } catch (error) {
    postgres?.stop();
    throw error;
  }
  const database = postgres ? postmaster(new URL(postgres.url).port) : undefined;
  return {
    name: `ruleshelf, ${store === "postgres" ? "Postgres" : "PGlite"}`,
    pid: server.child.pid,
    database,
    play: (deadline, choose, sample) => ruleshelfMatches(server.url, deadline, choose, sample),
    async stop() {
      await server.stop();
      postgres?.stop();
    },
  };
}

// ---- boardgame.io's server and its clients ----

async function startBoardgameIo() {
  const require = createRequire(new URL("package.json", bgioDir));
  const { Client } = require("boardgame.io/client");
  const { SocketIO } = require("boardgame.io/multiplayer");
  const { serverRuletaRusa, ruletaRusa } = await import("./boardgame-io/ruleta-rusa.mjs");
  const enumerate = ruletaRusa.ai.enumerate;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("server.mjs", bgioDir)), String(port)],
    {
      env: profiled({ ...process.env, NODE_ENV: "production" }),
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`boardgame.io's server exited (${code})`)));
  });
  const post = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  async function matches(deadline, choose, sample) {
    while (performance.now() < deadline) {
      const { matchID } = await post(`/games/${GAME}/create`, { numPlayers: SEATS });
      const clients = [];
      for (let seat = 0; seat < SEATS; seat++) {
        const playerID = String(seat);
        const { playerCredentials } = await post(`/games/${GAME}/${matchID}/join`, {
          playerID,
          playerName: `p${seat}`,
        });
        const client = Client({
          game: serverRuletaRusa,
          numPlayers: SEATS,
          multiplayer: SocketIO({ server: url }),
          matchID,
          playerID,
          credentials: playerCredentials,
          debug: false,
        });
        clients.push({ playerID, client });
      }
      await new Promise((resolve) => {
        const sent = new Map();
        let done = false;
        const step = (player, state) => {
          if (done || !state) return;
          const at = sent.get(player);
          if (at && state._stateID > at.stateID) {
            sample.latencies.push(performance.now() - at.time);
            sent.delete(player);
          }
          if (state.ctx.gameover) {
            sample.finished++;
            done = true;
            resolve();
          } else if (performance.now() >= deadline) {
            done = true;
            resolve();
          } else if (!sent.has(player) && state.ctx.currentPlayer === player.playerID) {
            const options = enumerate(state.G);
            const { move, args } = options[choose(options.length)];
            sent.set(player, { stateID: state._stateID, time: performance.now() });
            player.client.moves[move](...args);
          }
        };
        for (const player of clients) {
          player.client.subscribe((state) => step(player, state));
          player.client.start();
        }
      });
      for (const { client } of clients) client.stop();
    }
  }

  return {
    name: "boardgame.io 0.50.2, in memory",
    pid: child.pid,
    play: matches,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

// ---- one measured run ----

async function run(server, matches, duration) {
  const sample = { latencies: [], finished: 0 };
  const load = loadavg()[0];
  const cpu0 = cpuSeconds(server.pid);
  const io0 = syscalls(server.pid);
  const db0 = server.database === undefined ? 0 : treeCpuSeconds(server.database);
  const own0 = process.cpuUsage();
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: matches }, (_, i) => server.play(deadline, chooser(i + 1), sample)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid) - cpu0;
  const io = syscalls(server.pid);
  const db = server.database === undefined ? undefined : treeCpuSeconds(server.database) - db0;
  const own = process.cpuUsage(own0);
  const latencies = sample.latencies.sort((a, b) => a - b);
  return {
    server: server.name,
    matches,
    load,
    actions: latencies.length,
    actionsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerAction: (cpu * 1000) / latencies.length,
    writesPerAction: (io.writes - io0.writes) / latencies.length,
    readsPerAction: (io.reads - io0.reads) / latencies.length,
    dbCpuMsPerAction: db === undefined ? undefined : (db * 1000) / latencies.length,
    serverCpuShare: cpu / elapsed,
    clientCpuShare: (own.user + own.system) / 1e6 / elapsed,
    memory: memory(server.pid),
    finished: sample.finished,
    latencies,
  };
}

const servicesDir = mkdtempSync(join(tmpdir(), "ruleshelf-bench-services-"));
process.once("exit", () => rmSync(servicesDir, { recursive: true, force: true }));
const startedAt = new Date();
const startLoad = loadavg();
const servers = [];
try {
  for (const store of stores) servers.push(await startRuleshelf(store));
  if (withBoardgameIo) servers.push(await startBoardgameIo());
  // A few seconds each first, unmeasured: the JIT and the stores warm up.
  for (const server of servers) await run(server, 8, 3);
} catch (error) {
  for (const server of servers) await server.stop();
  throw error;
}
const runs = [];
try {
  // Repetitions interleave the servers, so a change in the machine's load falls on all of them.
  for (let rep = 1; rep <= repeat; rep++) {
    for (const matches of sizes) {
      for (const server of servers) {
        const row = await run(server, matches, seconds);
        runs.push(row);
        console.log(
          `${row.server}, ${matches} matches (repetition ${rep}, load ${row.load.toFixed(1)}): ${row.actionsPerSecond.toFixed(0)} actions/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.cpuMsPerAction.toFixed(2)} ms CPU/action${row.dbCpuMsPerAction === undefined ? "" : ` (+ Postgres ${row.dbCpuMsPerAction.toFixed(2)})`}, ${row.writesPerAction.toFixed(2)} writes and ${row.readsPerAction.toFixed(2)} reads (system calls) an action, server ${(row.serverCpuShare * 100).toFixed(0)}% of a core, clients ${(row.clientCpuShare * 100).toFixed(0)}%, ${row.memory.peak.toFixed(0)} MB peak`,
        );
        await sleep(1000);
      }
    }
  }
} finally {
  for (const server of servers) await server.stop();
}

// ---- the table: per server and size, the median repetition's rate, latencies pooled ----

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const rows = [];
for (const matches of sizes) {
  for (const server of servers) {
    const mine = runs.filter((r) => r.server === server.name && r.matches === matches);
    const latencies = mine.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const actions = mine.reduce((sum, r) => sum + r.actions, 0);
    rows.push({
      server: server.name,
      matches,
      rates: mine.map((r) => r.actionsPerSecond),
      actionsPerSecond: median(mine.map((r) => r.actionsPerSecond)),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMsPerAction: mine.reduce((sum, r) => sum + r.cpuMsPerAction * r.actions, 0) / actions,
      dbCpuMsPerAction:
        mine[0]?.dbCpuMsPerAction === undefined
          ? undefined
          : mine.reduce((sum, r) => sum + r.dbCpuMsPerAction * r.actions, 0) / actions,
      serverCpuShare: median(mine.map((r) => r.serverCpuShare)),
      clientCpuShare: median(mine.map((r) => r.clientCpuShare)),
      peak: Math.max(...mine.map((r) => r.memory.peak)),
      loads: mine.map((r) => r.load),
    });
  }
}
const bgio = (matches) =>
  rows.find((r) => r.matches === matches && r.server.startsWith("boardgame.io"));
const versus = (row) => {
  const other = bgio(row.matches);
  return other && other !== row ? `${fmt(row.actionsPerSecond / other.actionsPerSecond, 2)} ×` : "";
};

const section = [
  "<!-- online:start -->",
  "## Online play (the game server)",
  "",
  `${startedAt.toISOString()} · ${cpus().length} × ${cpus()[0]?.model.split(" ").slice(0, 2).join(" ")} · Node ${process.version} · load average ${startLoad.map((l) => l.toFixed(1)).join(", ")} at the start · \`node bench/online.mjs ${process.argv.slice(2).join(" ")}\``.trimEnd(),
  "",
  `Ruleta Rusa at ${SEATS} seats; each server is its own process, and every seat a client in the benchmark's process (over WebSocket on 127.0.0.1) that plays a random legal action as soon as its state says it must decide; a match that ends is replaced by a new table. ${seconds} s a run, ${repeat} runs a row, the servers' runs interleaved. actions/s: accepted actions (those whose next view arrived), the median run (all runs in brackets). Latency: from a client's action to its next view, over all runs. CPU: the server process's own (user and system), per action; for Postgres, its processes' CPU per action beside it. Memory: the server process's peak resident size. ruleshelf's server stores each action (in one statement with every other room's of that event-loop turn) before any view of it goes out; boardgame.io keeps its matches in memory, and its moves here run on the server only (\`client: false\`), so its clients also wait for the server. The clients share the 2 cores with the server (their share of a core in the last column but one).`,
  "",
  "| server | matches | actions/s | vs boardgame.io | p50 ms | p99 ms | CPU ms/action | server CPU (cores) | clients CPU (cores) | peak MB | load at each run |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ...rows.map(
    (r) =>
      `| ${r.server} | ${r.matches} | ${fmt(r.actionsPerSecond)} (${r.rates.map((x) => fmt(x)).join(", ")}) | ${versus(r)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.cpuMsPerAction, 2)}${r.dbCpuMsPerAction === undefined ? "" : ` + ${fmt(r.dbCpuMsPerAction, 2)} Postgres`} | ${fmt(r.serverCpuShare, 2)} | ${fmt(r.clientCpuShare, 2)} | ${fmt(r.peak)} | ${r.loads.map((l) => l.toFixed(1)).join(", ")} |`,
  ),
  "<!-- online:end -->",
].join("\n");
console.log(`\n${section}`);

if (!flag("no-write")) {
  const file = new URL("results.md", import.meta.url);
  const text = readFileSync(file, "utf8");
  const block = /<!-- online:start -->[\s\S]*?<!-- online:end -->/;
  writeFileSync(
    file,
    block.test(text) ? text.replace(block, section) : `${text.trimEnd()}\n\n${section}\n`,
  );
}
