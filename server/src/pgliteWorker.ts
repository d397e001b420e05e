// PGlite's thread: the embedded Postgres (wasm) runs here, off the rooms'
// thread, so storing the match records uses the machine's other core. It
// opens the data folder it is given and answers each query message with
// its rows or its error (message and SQLSTATE code); queries run in the
// order they arrive.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import type { PgliteReply, PgliteRequest } from "./db.js";

const port = parentPort;
if (!port) throw new Error("pgliteWorker.js runs as a worker thread");

let db: PGlite;
try {
  db = await PGlite.create((workerData as { dataDir: string }).dataDir);
  port.postMessage({ ready: true } satisfies PgliteReply);
} catch (error) {
  port.postMessage({
    failed: error instanceof Error ? error.message : String(error),
  } satisfies PgliteReply);
  process.exit(1);
}

port.on("message", (request: PgliteRequest) => {
  if (request.close) {
    void db
      .close()
      .finally(() => port.postMessage({ id: request.id, rows: [] } satisfies PgliteReply));
    return;
  }
  db.query(request.text, request.params).then(
    ({ rows }) => port.postMessage({ id: request.id, rows } satisfies PgliteReply),
    (error: unknown) => {
      const { message, code } = error as { message?: unknown; code?: unknown };
      port.postMessage({
        id: request.id,
        error: {
          message: String(message ?? error),
          code: typeof code === "string" ? code : undefined,
        },
      } satisfies PgliteReply);
    },
  );
});
