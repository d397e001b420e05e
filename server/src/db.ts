// One SQL interface over two Postgres: a real one through `pg` when
// DATABASE_URL is set, or PGlite (Postgres compiled to wasm, in this
// process) in a data folder. The same SQL and migrations run on both.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Query {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Sql extends Query {
  /** Runs `body` in one transaction (committed when it returns, rolled back when it throws). */
  transaction<T>(body: (tx: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** What it is, for the logs: "postgres" or "pglite <folder>". */
  readonly describe: string;
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
    describe: "postgres",
    query: (text, params) => pool.query(text, params) as never,
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

async function openPglite(dataDir: string): Promise<Sql> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    describe: `pglite ${dataDir}`,
    query: (text, params) => db.query(text, params) as never,
    transaction: (body) => db.transaction((tx) => body({ query: (text, params) => tx.query(text, params) as never })),
    close: () => db.close(),
  };
}
