// Bots in `worker_threads` workers: `suggest` runs a search (ISMCTS) that
// may take a while, and every room of the process shares one event loop.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Action, BotOptions, GameView } from "./engine.js";

export interface BotRequest {
  id: number;
  view: GameView;
  options: BotOptions;
}
export type BotReply = { id: number; action: Action } | { id: number; error: string };

interface Pending {
  worker: Worker;
  resolve: (action: Action) => void;
  reject: (error: Error) => void;
}

/** A pool of bot workers; requests go to the least busy one. */
export class Bots {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, availableParallelism() - 1)) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(new URL("./botWorker.js", import.meta.url));
    const slot = { worker, busy: 0 };
    worker.on("message", (reply: BotReply) => {
      slot.busy--;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ("action" in reply) waiting.resolve(reply.action);
      else waiting.reject(new Error(reply.error));
    });
    // A worker that dies (out of memory, a trap) is replaced; its requests fail.
    worker.on("error", (error) => console.error(`bot worker: ${error.message}`));
    worker.on("exit", () => {
      const at = this.workers.indexOf(slot);
      if (at >= 0) this.workers.splice(at, 1);
      for (const [id, waiting] of this.pending) {
        if (waiting.worker === worker) {
          this.pending.delete(id);
          waiting.reject(new Error("the bot worker stopped"));
        }
      }
      if (!this.closed) this.spawn();
    });
    worker.unref();
    this.workers.push(slot);
  }

  /** A bot's action for the seat whose view this is. */
  suggest(view: GameView, options: BotOptions): Promise<Action> {
    const slot = this.workers.reduce((best, next) => (next.busy < best.busy ? next : best));
    const id = this.nextId++;
    slot.busy++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker: slot.worker, resolve, reject });
      slot.worker.postMessage({ id, view, options } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((slot) => slot.worker.terminate()));
  }
}
