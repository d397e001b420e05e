// A table's bot: one worker per table, started on the first question and
// stopped with the table, so that two tables on a page never share one and
// a removed table leaves no thread behind.
import type { Action, BotOptions, GameView } from "ruleshelf";
import { compiledWasm } from "../rules";
import type { BotReply, BotRequest } from "./protocol";

export interface BotClient {
  /** The bot's move for the seat `view` belongs to. */
  ask(view: GameView, options: BotOptions): Promise<Action>;
  /** Stops the worker; questions still open are refused. */
  stop(): void;
}

export function createBotClient(): BotClient {
  let worker: Worker | undefined;
  let nextId = 1;
  /** The games whose wasm the worker has been given. */
  const given = new Set<string>();
  const pending = new Map<
    number,
    { resolve: (action: Action) => void; reject: (error: Error) => void }
  >();
  const refuseAll = (message: string) => {
    for (const waiting of pending.values()) waiting.reject(new Error(message));
    pending.clear();
  };
  const started = (): Worker => {
    if (!worker) {
      const fresh = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
      fresh.onmessage = (event: MessageEvent<BotReply>) => {
        const reply = event.data;
        const waiting = pending.get(reply.id);
        if (!waiting) return;
        pending.delete(reply.id);
        if (reply.ok) waiting.resolve(reply.action);
        else waiting.reject(new Error(reply.message));
      };
      fresh.onerror = (event) => {
        refuseAll(`The bot stopped: ${event.message}`);
        fresh.terminate();
        worker = undefined;
        given.clear();
      };
      worker = fresh;
    }
    return worker;
  };
  return {
    ask(view, options) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: BotRequest = { id, view, options };
        const module = given.has(view.game) ? undefined : compiledWasm(view.game);
        if (module) {
          request.module = module;
          given.add(view.game);
        }
        started().postMessage(request);
      });
    },
    stop() {
      worker?.terminate();
      worker = undefined;
      given.clear();
      refuseAll("The table was closed.");
    },
  };
}
