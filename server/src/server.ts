// A server process: Colyseus (matchmaking, reservations, reconnection;
// Redis presence and driver when scaled out) over one HTTP server that also
// answers the small table API, the match store, and the bot workers.
import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { matchMaker, Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Bots } from "./bots.js";
import { openSql } from "./db.js";
import { games, isRulesError, newGame, type NewGameOptions } from "./engine.js";
import { messageOf } from "./errors.js";
import { isMatchId, LIMITS, readSetup, SetupError } from "./protocol.js";
import { RateLimit } from "./rateLimit.js";
import { configureRooms, TableRoom } from "./room.js";
import { Store } from "./store.js";

export interface ServerConfig {
  port: number;
  host: string;
  /** Postgres; without it, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Redis, for several processes; without it, this process is alone. */
  redisUrl?: string | undefined;
  /** host:port at which clients reach this very process (needed with several). */
  publicAddress?: string | undefined;
  botWorkers?: number | undefined;
  /** Room messages a client may send a second (default LIMITS.perSecond; bursts of twice as many). */
  clientRate?: number | undefined;
  /** Tables one address may create a minute (default 30, bursts of 10 or a minute's worth). */
  tableRate?: number | undefined;
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  processId: string;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, "Content-Type": "application/json", ...(status === 413 ? { Connection: "close" } : {}) });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMITS.bodyBytes) {
        // Refused: the rest is read and dropped, so the answer reaches the client.
        req.removeAllListeners("data").resume();
        reject(new HttpError(413, "TooLarge", `a request body is at most ${LIMITS.bodyBytes} bytes`));
      } else chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        reject(new HttpError(400, "Malformed", "the body is not JSON"));
      }
    });
  });
}

/** The table API: create a table, read a match's public record. */
function tableApi(store: Store, tablesPerMinute: number, log: (line: string) => void) {
  const ids = games().map((game) => game.id);
  const creators = new Map<string, RateLimit>();

  async function createTable(req: IncomingMessage): Promise<unknown> {
    const ip = req.socket.remoteAddress ?? "";
    if (creators.size > 10000) creators.clear();
    const limit = creators.get(ip) ?? new RateLimit(tablesPerMinute / 60, Math.max(10, tablesPerMinute));
    creators.set(ip, limit);
    if (!limit.take()) throw new HttpError(429, "RateLimited", "too many tables created from this address; wait a little");
    let setup;
    try {
      setup = readSetup(await readBody(req), ids);
    } catch (error) {
      if (error instanceof SetupError) throw new HttpError(400, error.code, error.message);
      throw error;
    }
    const seed = randomInt(0, 2 ** 32);
    try {
      // The rules check the options: a match that cannot start is never stored.
      newGame(setup.game, { ...setup.options, seed } as NewGameOptions);
    } catch (error) {
      if (isRulesError(error)) throw new HttpError(400, error.code, error.message);
      throw error;
    }
    const matchId = randomBytes(9).toString("base64url");
    await store.createMatch(matchId, setup, seed);
    log(`match ${matchId} (${setup.game}, ${setup.seats.length} seats) created`);
    return { matchId, game: setup.game, seats: setup.seats.map((seat, index) => ({ seat: index, kind: seat.kind, name: seat.name })) };
  }

  async function publicMatch(id: string): Promise<unknown> {
    const record = isMatchId(id) ? await store.loadMatch(id) : undefined;
    if (!record) throw new HttpError(404, "NoSuchMatch", `there is no match ${id}`);
    const { seed, ...options } = record.options;
    return {
      matchId: id,
      game: record.game,
      options: record.ended ? record.options : options,
      seats: record.seats.map((seat, index) => ({ seat: index, kind: seat.kind, name: seat.name })),
      turn: record.actions.length,
      ended: record.ended,
      // Once the match is over its record is public: the seed and the actions replay it.
      ...(record.ended ? { replay: { game: record.game, options: { ...options, seed }, actions: record.actions } } : {}),
    };
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://server");
      if (req.method === "OPTIONS") {
        res.writeHead(204, CORS);
        res.end();
      } else if (req.method === "GET" && url.pathname === "/api/health") {
        send(res, 200, { ok: true, processId: matchMaker.processId, store: store.describe });
      } else if (req.method === "GET" && url.pathname === "/api/games") {
        send(res, 200, games());
      } else if (req.method === "POST" && url.pathname === "/api/tables") {
        send(res, 201, await createTable(req));
      } else if (req.method === "GET" && url.pathname.startsWith("/api/matches/")) {
        send(res, 200, await publicMatch(decodeURIComponent(url.pathname.slice("/api/matches/".length))));
      } else {
        throw new HttpError(404, "NotFound", `nothing at ${req.method} ${url.pathname}`);
      }
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, { error: { code: error.code, message: error.message } });
      else {
        log(`http ${req.method} ${req.url}: ${messageOf(error)}`);
        send(res, 500, { error: { code: "Internal", message: "the server could not handle that request" } });
      }
    }
  };
}

/** Starts one server process; resolves once it listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.log ?? ((line: string) => console.log(line));
  const store = new Store(await openSql(config.databaseUrl, config.dataDir));
  await store.migrate();
  const bots = new Bots(config.botWorkers);
  const perSecond = config.clientRate ?? LIMITS.perSecond;
  configureRooms({ store, bots, log, rate: { perSecond, burst: Math.max(LIMITS.burst, 2 * perSecond) } });

  const api = tableApi(store, config.tableRate ?? 30, log);
  const http = createServer((req, res) => void api(req, res));
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: LIMITS.frameBytes }),
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define("table", TableRoom).filterBy(["matchId"]);

  // Colyseus reads a matchmaking request's whole body: refuse a long one first.
  const handlers = http.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (req.method === "POST" && req.url?.includes("/matchmake/") && !(length <= LIMITS.bodyBytes)) {
      req.resume();
      send(res, 413, { code: 4413, error: `a matchmaking request is at most ${LIMITS.bodyBytes} bytes` });
      return;
    }
    for (const handler of handlers) handler.call(http, req, res);
  });

  await gameServer.listen(config.port, config.host);
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log(`ruleshelf server ${matchMaker.processId} on http://${config.host}:${port} (${store.describe}${config.redisUrl ? ", redis" : ""})`);

  let closing: Promise<void> | undefined;
  return {
    port,
    processId: matchMaker.processId,
    close: () =>
      (closing ??= (async () => {
        await gameServer.gracefullyShutdown(false).catch(() => {});
        await bots.close();
        await store.close();
      })()),
  };
}
