// Asks the bot worker for a move; one worker for the whole page.
import type { Action, BotOptions, GameView } from "ruleshelf";
import type { BotReply, BotRequest } from "./protocol";

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (action: Action) => void; reject: (error: Error) => void }>();

function botWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.action);
      else waiting.reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(`The bot stopped: ${event.message}`));
      pending.clear();
      worker = undefined;
    };
  }
  return worker;
}

/** The bot's move for the seat `view` belongs to. */
export function askBot(view: GameView, options: BotOptions): Promise<Action> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: BotRequest = { id, view, options };
    botWorker().postMessage(request);
  });
}
