// The server's entry: `node dist/main.js`, configured by the environment.
//   PORT            where it listens (default 2567)
//   HOST            the interface (default 127.0.0.1; 0.0.0.0 behind a load balancer)
//   DATABASE_URL    Postgres; without it, PGlite in DATA_DIR
//   DATA_DIR        PGlite's data folder (default server/data)
//   REDIS_URL       Redis presence and driver, to run several processes
//   PUBLIC_ADDRESS  host:port at which clients reach this process directly
//   BOT_WORKERS     bot worker threads (default: cores - 1, at least 1)
//   CLIENT_RATE     room messages a client may send a second (default 10)
//   TABLE_RATE      tables one address may create a minute (default 30)
//   JOIN_RATE       joins (matchmaking requests) one address may make a second (default 10)
//   TRUST_PROXY     1: tell clients apart by X-Forwarded-For (only behind a balancer that sets it)
import { fileURLToPath } from "node:url";

// How long Colyseus waits for another process to answer (a room call, a
// health check) before it counts that process as dead: 1 s rather than its
// 2 s, so the matches of a killed process move sooner. Read when Colyseus
// loads, hence set before the server module is imported.
process.env.COLYSEUS_PRESENCE_SHORT_TIMEOUT ||= "1000";
const { startServer } = await import("./server.js");

function integer(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not "${text}"`);
  return value;
}

// A bug must not take every match of the process down with it: it is
// logged, and the match it hit stays as its record left it.
process.on("uncaughtException", (error) =>
  console.error(`uncaught: ${error.stack ?? error.message}`),
);
process.on("unhandledRejection", (error) =>
  console.error(
    `unhandled rejection: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  ),
);

const server = await startServer({
  port: integer("PORT", 2567),
  host: process.env.HOST || "127.0.0.1",
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || fileURLToPath(new URL("../data", import.meta.url)),
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  botWorkers: process.env.BOT_WORKERS ? integer("BOT_WORKERS", 1) : undefined,
  clientRate: process.env.CLIENT_RATE ? integer("CLIENT_RATE", 10) : undefined,
  tableRate: process.env.TABLE_RATE ? integer("TABLE_RATE", 30) : undefined,
  joinRate: process.env.JOIN_RATE ? integer("JOIN_RATE", 10) : undefined,
  trustProxy: process.env.TRUST_PROXY === "1",
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing (matches move to the next process that is asked for them)`);
    void server.close().then(() => process.exit(0));
  });
}
