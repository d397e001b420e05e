// One SQL interface over two Postgres: a real one through `pg` when
// DATABASE_URL is set, or PGlite (Postgres compiled to wasm, in this
// process, on a worker thread of its own) in a data folder. The same SQL
// and migrations run on both.
import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import pg from "pg";

export interface Query {
  /**
   * Runs `text` with `params`. With a `name`, Postgres keeps the statement
   * parsed and planned on each connection that ran it (a `name` always
   * stands for the same `text`); PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    name?: string,
  ): Promise<{ rows: Row[] }>;
}

export interface Sql extends Query {
  /** Runs `body` in one transaction (committed when it returns, rolled back when it throws). */
  transaction<T>(body: (tx: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** What it is, for the logs: "postgres" or "pglite <folder>". */
  readonly describe: string;
}

/** Where a database or Redis URL points, without its credentials. */
export function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return "(an address that is not a URL)";
  }
}

/** Opens Postgres at `url`, or PGlite in `dataDir` when there is no url. */
export async function openSql(url: string | undefined, dataDir: string): Promise<Sql> {
  return url ? openPostgres(url) : openPglite(dataDir);
}

function openPostgres(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not take the process down: the pool
  // reconnects on the next query.
  pool.on("error", (error) => console.error(`postgres: ${error.message}`));
  return {
    describe: `Postgres at ${hostOf(url)}`,
    query: (text, params, name) =>
      (name === undefined
        ? pool.query(text, params)
        : pool.query({ name, text, values: params })) as never,
    async transaction(body) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await body({ query: (text, params) => client.query(text, params) as never });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A message to PGlite's thread: a query, or `close`. */
export interface PgliteRequest {
  id: number;
  text: string;
  params?: unknown[];
  close?: true;
}

/** A message from PGlite's thread: ready (or not), or a query's answer. */
export type PgliteReply =
  | { ready: true }
  | { failed: string }
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; code: string | undefined } };

/**
 * PGlite on a worker thread (see pgliteWorker.ts): its wasm Postgres works
 * on the other core while the rooms' thread goes on. A query is a message
 * there and its rows a message back. A transaction holds the one session
 * PGlite has: other queries wait for its end.
 */
async function openPglite(dataDir: string): Promise<Sql> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL("./pgliteWorker.js", import.meta.url), {
    workerData: { dataDir },
  });
  const waiting = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }
  >();
  let nextId = 0;
  let gone: Error | undefined;
  await new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: PgliteReply) => {
      if ("ready" in reply) resolve();
      else if ("failed" in reply)
        reject(new Error(`PGlite could not open ${dataDir}: ${reply.failed}`));
      else {
        const at = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ("error" in reply)
          at?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
        else at?.resolve(reply.rows);
      }
    });
    const fail = (error: Error) => {
      gone = error;
      reject(error);
      for (const at of waiting.values()) at.reject(error);
      waiting.clear();
    };
    worker.on("error", (error) => fail(new Error(`PGlite's thread failed: ${error.message}`)));
    worker.on("exit", (code) => fail(new Error(`PGlite's thread exited (${code})`)));
  });

  function send(request: Omit<PgliteRequest, "id">): Promise<unknown[]> {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
  }
  const run = async <Row>(text: string, params?: unknown[]) => ({
    rows: (await send({ text, params })) as Row[],
  });

  /** The transaction in progress: queries outside it wait for it. */
  let held: Promise<unknown> = Promise.resolve();
  return {
    describe: `PGlite in ${dataDir}`,
    async query(text, params) {
      await held;
      return run(text, params);
    },
    async transaction(body) {
      const before = held;
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      await before;
      try {
        await run("BEGIN");
        try {
          const result = await body({ query: run });
          await run("COMMIT");
          return result;
        } catch (error) {
          await run("ROLLBACK").catch(() => {});
          throw error;
        }
      } finally {
        release();
      }
    },
    async close() {
      await held;
      await send({ text: "", close: true }).catch(() => {});
      await worker.terminate();
    },
  };
}
