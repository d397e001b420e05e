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
import { hostOf, openSql } from "./db.js";
import { watchPeers } from "./peers.js";
import { games, isRulesError, newGame, type NewGameOptions } from "./engine.js";
import { messageOf } from "./errors.js";
import { announceLobby, configureLobby, lobbyList, LobbyRoom, startLobby } from "./lobby.js";
import { matchmaking } from "./matchmaking.js";
import { isMatchId, LIMITS, readSetup, SetupError } from "./protocol.js";
import { addressOf, Buckets } from "./rateLimit.js";
import { TableRoom } from "./room.js";
import { configureRooms } from "./services.js";
import { newSeatToken } from "./seatToken.js";
import { Store } from "./store.js";
import { MatchmakingError, type CreatedTable } from "./wire.js";

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
  /** Matchmaking requests one address may make a second (default LIMITS.joinsPerSecond; bursts of four times as many). */
  joinRate?: number | undefined;
  /** Whether clients are told apart by X-Forwarded-For (set only behind a load balancer that sets it). */
  trustProxy?: boolean | undefined;
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
  res.writeHead(status, { ...CORS, "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * Reads a request's whole body, counting bytes as they arrive, whatever the
 * request declares (Content-Length, chunked, nothing): resolves with the
 * body, or with `undefined` once it passed `LIMITS.bodyBytes`, when the
 * request has been answered 413 and its connection closed, the rest unread.
 */
function boundedBody(
  req: IncomingMessage,
  res: ServerResponse,
  matchmaking = false,
): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const refuse = () => {
      req.removeAllListeners("data");
      const message = `a request body is at most ${LIMITS.bodyBytes} bytes`;
      // A matchmaking refusal in Colyseus's shape (what its client reads), the others in the API's.
      const body = matchmaking
        ? { code: MatchmakingError.TooLarge, error: `TooLarge: ${message}` }
        : { error: { code: "TooLarge", message } };
      // The connection closes once the answer is out (no "Connection: close":
      // Node would then destroy the socket at once, and a reset can cost the
      // client the answer). What is already on its way is dropped for a
      // moment, at most 1 MiB, then the connection is cut.
      res.writeHead(413, { ...CORS, "Content-Type": "application/json" });
      res.end(JSON.stringify(body), () => {
        const socket = req.socket;
        let dropped = 0;
        req.on("data", (chunk: Buffer) => {
          dropped += chunk.length;
          if (dropped > 1024 * 1024) socket.destroy();
        });
        req.resume();
        socket.end();
        setTimeout(() => socket.destroy(), 1000).unref();
      });
      resolve(undefined);
    };
    const declared = req.headers["content-length"];
    if (declared !== undefined && !(Number(declared) <= LIMITS.bodyBytes)) {
      refuse();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMITS.bodyBytes) refuse();
      else chunks.push(chunk);
    });
    req.on("error", () => resolve(undefined));
    req.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

function readJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "Malformed", "the body is not JSON");
  }
}

/** The table API: create a table, read a match's public record. */
function tableApi(
  store: Store,
  tablesPerMinute: number,
  trustProxy: boolean,
  log: (line: string) => void,
) {
  const ids = games().map((game) => game.id);
  const creators = new Buckets(tablesPerMinute / 60, Math.max(10, tablesPerMinute));

  async function createTable(req: IncomingMessage, body: Buffer): Promise<unknown> {
    if (!creators.of(addressOf(req.socket.remoteAddress, req.headers, trustProxy)).take()) {
      throw new HttpError(
        429,
        "RateLimited",
        "too many tables created from this address; wait a little",
      );
    }
    let setup;
    try {
      setup = readSetup(readJson(body), ids);
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
    // The creator's seat is theirs from the start: its token goes back with
    // the answer, so nobody else (a stranger's one-touch join from the
    // lobby) is given that seat while they are on the way to it.
    let host: CreatedTable["host"];
    if (setup.host !== null) {
      const { token, hash } = newSeatToken();
      if (
        !(await store.issueToken(matchId, setup.host, hash, setup.seats[setup.host]?.name ?? ""))
      ) {
        throw new HttpError(
          503,
          "Unavailable",
          "the creator's seat could not be held; set the table up again",
        );
      }
      host = { seat: setup.host, token };
    }
    log(
      `match ${matchId} (${setup.game}, ${setup.seats.length} seats${setup.public ? ", public" : ""}) created`,
    );
    if (setup.public) announceLobby();
    const created: CreatedTable = {
      matchId,
      game: setup.game,
      seats: setup.seats.map((seat, index) => ({ seat: index, kind: seat.kind, name: seat.name })),
      ...(host ? { host } : {}),
    };
    return created;
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
      ...(record.ended
        ? { replay: { game: record.game, options: { ...options, seed }, actions: record.actions } }
        : {}),
    };
  }

  return async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://server");
      if (req.method === "OPTIONS") {
        res.writeHead(204, CORS);
        res.end();
      } else if (req.method === "GET" && url.pathname === "/api/health") {
        send(res, 200, { ok: true, processId: matchMaker.processId, store: store.describe });
      } else if (req.method === "GET" && url.pathname === "/api/lobby") {
        const list = await lobbyList().catch((error: unknown) => {
          throw new HttpError(
            503,
            "Unavailable",
            `the lobby could not be read: ${messageOf(error)}`,
          );
        });
        send(res, 200, list);
      } else if (req.method === "GET" && url.pathname === "/api/games") {
        send(res, 200, games());
      } else if (req.method === "POST" && url.pathname === "/api/tables") {
        send(res, 201, await createTable(req, body));
      } else if (req.method === "GET" && url.pathname.startsWith("/api/matches/")) {
        send(
          res,
          200,
          await publicMatch(decodeURIComponent(url.pathname.slice("/api/matches/".length))),
        );
      } else {
        throw new HttpError(404, "NotFound", `nothing at ${req.method} ${url.pathname}`);
      }
    } catch (error) {
      if (error instanceof HttpError)
        send(res, error.status, { error: { code: error.code, message: error.message } });
      else {
        log(`http ${req.method} ${req.url}: ${messageOf(error)}`);
        send(res, 500, {
          error: { code: "Internal", message: "the server could not handle that request" },
        });
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
  const burst = Math.max(LIMITS.burst, 2 * perSecond);
  const trustProxy = config.trustProxy ?? false;
  // An address may send three times what a seat may: a few players behind one address, not a flood from many connections.
  const addresses = new Buckets(3 * perSecond, 3 * burst);
  configureRooms({ store, bots, log, rate: { perSecond, burst }, addresses, trustProxy });
  configureLobby({ store, addresses, trustProxy, log });

  const api = tableApi(store, config.tableRate ?? 30, trustProxy, log);
  const matchmake = matchmaking(
    config.joinRate ?? LIMITS.joinsPerSecond,
    trustProxy,
    config.redisUrl !== undefined,
    log,
  );
  // Every request's body is read here first, bounded (Colyseus would read a
  // matchmaking body however long), then answered by the table API or by
  // matchmaking (server/src/matchmaking.ts).
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    if (matchmake.claims(req)) {
      if (matchmake.admit(req, res))
        void boundedBody(req, res, true).then((body) => body && matchmake.handle(req, res, body));
      return;
    }
    void boundedBody(req, res).then((body) => body && api(req, res, body));
  };
  const http = createServer();
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: LIMITS.frameBytes }),
    ...(config.redisUrl
      ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) }
      : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // A new room is made on the process that was asked: a refusal from its
    // onCreate keeps its code (one from another process would reach this one as 4213 without it).
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define("table", TableRoom).filterBy(["matchId"]);
  // Any lobby room will do: each holds the whole list (a full one makes matchmaking open another).
  gameServer.define("lobby", LobbyRoom);

  await gameServer.listen(config.port, config.host);
  // Colyseus binds its own HTTP routes as it starts listening: this server
  // answers every request itself (the WebSocket upgrades stay Colyseus's).
  http.removeAllListeners("request");
  http.on("request", onRequest);
  // (Colyseus sets its presence up as it starts listening.)
  startLobby();
  // With other processes: check each of them twice a second, so a dead one's
  // rooms leave the shared listing before its clients come asking, and the
  // first join rebuilds its matches here at once.
  const watch = config.redisUrl ? setInterval(() => void watchPeers(log), 500) : undefined;
  watch?.unref();
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log(
    `ruleshelf-server ${matchMaker.processId} listens on http://${config.host}:${port}; matches in ${store.describe}; ${config.redisUrl ? `Redis at ${hostOf(config.redisUrl)}` : "no Redis (one process)"}`,
  );

  let closing: Promise<void> | undefined;
  return {
    port,
    processId: matchMaker.processId,
    close: () =>
      (closing ??= (async () => {
        clearInterval(watch);
        await gameServer.gracefullyShutdown(false).catch(() => {});
        await bots.close();
        await store.close();
      })()),
  };
}
