// Test helpers: server processes on 127.0.0.1, tables, and seats played
// through the real Colyseus client. Nothing here is a mock: every test
// talks to `node dist/main.js` over HTTP and WebSocket.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unpack } from "msgpackr";
import { decode } from "@colyseus/schema";
import { Client } from "@colyseus/sdk";
import { readView } from "ruleshelf";
import { CLOSE_SEAT_GIVEN_UP, joinCodeOf } from "../dist/wire.js";

export const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy; fails after `timeout` ms. */
export async function until(probe, what, timeout = 15000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * A fresh PGlite data folder. Creating one runs initdb inside wasm (10 s and
 * more on a busy machine), so one is made per PGlite version and copied.
 */
export async function pgliteFolder() {
  const { version } = JSON.parse(
    readFileSync(
      join(serverDir, "node_modules", "@electric-sql", "pglite", "package.json"),
      "utf8",
    ),
  );
  const template = join(tmpdir(), `ruleshelf-pglite-${version}-template`);
  if (!existsSync(join(template, "PG_VERSION"))) {
    const { PGlite } = await import("@electric-sql/pglite");
    const making = mkdtempSync(join(tmpdir(), "ruleshelf-pglite-making-"));
    await (await PGlite.create(making)).close();
    try {
      renameSync(making, template);
    } catch {
      rmSync(making, { recursive: true, force: true }); // made meanwhile by another test file
    }
  }
  const fresh = mkdtempSync(join(tmpdir(), "ruleshelf-server-"));
  cpSync(template, fresh, { recursive: true });
  return fresh;
}

/**
 * Starts `node dist/main.js` on a free port (PGlite in a fresh folder unless
 * `env` names DATABASE_URL); `env` may be a function of the port. Its output is kept for failure messages; it is
 * killed when the test process exits.
 */
export async function startServer(env = {}) {
  const port = await freePort();
  if (typeof env === "function") env = env(port);
  const dataDir = env.DATABASE_URL ? {} : { DATA_DIR: await pgliteFolder() };
  const child = spawn(process.execPath, [join(serverDir, "dist", "main.js")], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BOT_WORKERS: "1",
      ...env,
      ...dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    port,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async health() {
      const response = await fetch(`${url}/api/health`);
      return response.json();
    },
    async stop(signal = "SIGTERM") {
      process.off("exit", killOnExit);
      if (server.alive()) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (dataDir.DATA_DIR) rmSync(dataDir.DATA_DIR, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 30000;
  for (;;) {
    if (!server.alive()) throw new Error(`the server exited:\n${output}`);
    try {
      server.processId = (await server.health()).processId;
      return server;
    } catch {
      if (Date.now() > deadline) {
        await server.stop("SIGKILL");
        throw new Error(`the server did not answer within 30 s:\n${output}`);
      }
      await sleep(100);
    }
  }
}

/** POST /api/tables; returns the body (throws with the server's error). */
export async function createTable(url, setup) {
  const response = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(setup),
  });
  const body = await response.json();
  if (response.status !== 201)
    throw Object.assign(new Error(body.error?.message), { status: response.status, body });
  return body;
}

export async function publicMatch(url, matchId) {
  return (await fetch(`${url}/api/matches/${matchId}`)).json();
}

/** Decodes a frame the server sent: `{ type, body }` for a room message, else `{ code }`. */
export function decodeFrame(frame) {
  const bytes = new Uint8Array(frame);
  if (bytes[0] !== 13) return { code: bytes[0], bytes };
  const it = { offset: 1 };
  const type = decode.stringCheck(bytes, it) ? decode.string(bytes, it) : decode.number(bytes, it);
  const body = bytes.byteLength > it.offset ? unpack(bytes.subarray(it.offset)) : undefined;
  return { type, body: read(type, body), bytes };
}

/** A message as a client reads it: a `view` or `past` message's view comes as the engine's text. */
export function read(type, body) {
  if ((type === "view" || type === "past") && body) body.view = readView(body.view);
  return body;
}

/** A message refused at join: its code and message. */
export async function joinRefusal(promise) {
  try {
    const room = await promise;
    await room.leave();
  } catch (error) {
    // (@colyseus/sdk gives a refusal from matchmaking its HTTP status: code − 4000.)
    return { code: joinCodeOf(error.code), message: error.message };
  }
  assert.fail("the join was accepted");
}

/**
 * One client at a match: it keeps every frame the server sent it, the
 * latest view, its log, the seats and the refusals; it rejoins by itself
 * (reconnect, then the seat token through any of `endpoints`) when its
 * connection drops, as the browser client does.
 */
export class Seat {
  frames = [];
  errors = [];
  welcome = undefined;
  latest = undefined;
  log = [];
  seats = [];
  /** Every seats message, in order (a short-lived state may be gone already). */
  seatsSeen = [];
  rejoins = 0;
  closedWith = undefined;
  /** Every chat line received, in order. */
  chat = [];
  /** The latest clocks message, and every undone and past message. */
  clocks = undefined;
  undone = [];
  past = [];
  room = undefined;

  constructor(endpoints, options) {
    this.endpoints = Array.isArray(endpoints) ? endpoints : [endpoints];
    this.options = options;
    this.token = options.token;
  }

  static async join(endpoints, options) {
    const seat = new Seat(endpoints, options);
    await seat.connect(true);
    return seat;
  }

  get seat() {
    return this.welcome?.seat ?? null;
  }

  get turn() {
    return this.latest?.turn;
  }

  /** Joins through the first endpoint that takes it; with `once`, refusals throw. */
  async connect(once = false) {
    let last;
    for (let attempt = 0; attempt < (once ? 1 : 60); attempt++) {
      for (const endpoint of this.endpoints) {
        try {
          const options = this.token
            ? { matchId: this.options.matchId, token: this.token }
            : this.options;
          const room = await new Client(endpoint).joinOrCreate("table", options);
          this.attach(room);
          return;
        } catch (error) {
          last = error;
          if (once) throw error;
        }
      }
      await sleep(250);
    }
    throw last;
  }

  attach(room) {
    this.room = room;
    // This client gets back by itself, as the browser's does (see rejoin).
    room.reconnection.enabled = false;
    const ws = room.connection.transport.ws;
    ws.addEventListener("message", (event) => this.frames.push(Buffer.from(event.data)));
    room.onMessage("welcome", (welcome) => {
      this.welcome = welcome;
      if (welcome.token) this.token = welcome.token;
      this.seats = welcome.seats;
    });
    room.onMessage("view", (message) => {
      read("view", message);
      this.log = [...this.log.slice(0, message.from), ...message.events];
      this.latest = message;
    });
    room.onMessage("seats", ({ seats }) => {
      this.seats = seats;
      this.seatsSeen.push(seats);
    });
    room.onMessage("error", (error) => this.errors.push(error));
    room.onMessage("chat", ({ lines }) => this.chat.push(...lines));
    room.onMessage("clocks", (message) => (this.clocks = message.clocks));
    room.onMessage("undone", (message) => this.undone.push(message));
    room.onMessage("past", (message) => this.past.push(read("past", message)));
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = undefined;
      this.closedWith = code;
      if (this.leaving || code === CLOSE_SEAT_GIVEN_UP) return;
      this.rejoins++;
      this.rejoining = this.rejoin(room).catch((error) => (this.rejoinError = error));
    });
  }

  async rejoin(room) {
    // As the browser does: back to the same room at once; when the room has
    // not seen the drop yet (the reconnection is not held yet: 524), a few
    // more tries; when it is gone (anything else), join the match again now.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const back = await new Client(this.endpoints[0]).reconnect(room.reconnectionToken);
        this.attach(back);
        return;
      } catch (error) {
        if (error?.code !== 524) break;
        await sleep(150 * (attempt + 1));
      }
    }
    // The room is gone with its process: join the match again.
    this.latest = undefined;
    await this.connect();
  }

  /** Waits until `probe(this)` holds. */
  until(probe, what, timeout) {
    return until(() => probe(this), what, timeout);
  }

  /** Waits for the view of turn `turn` (or later). */
  untilTurn(turn, timeout) {
    return this.until(
      (s) => s.latest && s.latest.turn >= turn,
      `turn ${turn} at seat ${this.seat}`,
      timeout,
    );
  }

  /** Waits for a refusal with `code` after `since` refusals. */
  async refusal(code, since) {
    await this.until((s) => s.errors.length > since, `a ${code} refusal`);
    const got = this.errors[since];
    assert.equal(got.code, code, `refused as ${code}: ${JSON.stringify(got)}`);
    return got;
  }

  send(type, body) {
    this.room.send(type, body);
  }

  /** Plays one of the view's actions for the latest turn. */
  act(action) {
    this.room.send("act", { action, turn: this.latest.turn });
  }

  /**
   * Plays `action` and waits for the next turn. Every test client shares
   * 127.0.0.1, so a fast match can spend the address's rate: a dropped
   * action (told at most once a second, so perhaps silently) is sent again,
   * as a player would touch it again. A resent action the server did take
   * is refused as stale, which changes nothing.
   */
  async play(action, { patience = 1500, tries = 20 } = {}) {
    const turn = this.latest.turn;
    for (let attempt = 1; ; attempt++) {
      this.act(action);
      try {
        await this.untilTurn(turn + 1, patience);
        return;
      } catch (error) {
        if (attempt >= tries) throw error;
      }
    }
  }

  mustAct() {
    return this.latest !== undefined && this.seat !== null && this.latest.toAct.includes(this.seat);
  }

  async leave() {
    this.leaving = true;
    await this.room?.leave();
  }
}

/**
 * Plays a match to its end: each seat that must decide picks one of its
 * view's actions with `choose` (bots play the others' seats). Returns the
 * number of actions in the match.
 */
export async function playToEnd(seats, choose, { maxTurns = 3000, onTurn } = {}) {
  for (let played = 0; played < maxTurns; played++) {
    const watcher = seats[0];
    await watcher.until((s) => s.latest, "a view");
    const turn = Math.max(...seats.map((s) => s.latest?.turn ?? -1));
    await Promise.all(seats.map((s) => s.untilTurn(turn)));
    if (watcher.latest.outcome) return turn;
    if (onTurn) await onTurn(turn);
    const actor = seats.find((s) => s.mustAct());
    if (!actor) {
      // A bot is to move.
      await watcher.untilTurn(turn + 1);
      continue;
    }
    const actions = actor.latest.view.actions;
    await actor.play(actions[choose(actions.length)]);
  }
  assert.fail(`no end after ${maxTurns} actions`);
}

// A small seeded generator for choosing moves (the package tests' own).
export { chooser } from "../../tests/node/load.js";
