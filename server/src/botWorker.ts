// A bot worker thread: it loads the package itself and answers
// `suggest(view, options)` requests, so a search never blocks the rooms on
// the main thread. It sees views only, never a full state.
import { parentPort } from "node:worker_threads";
import { isRulesError, suggest } from "./engine.js";
import type { BotRequest, BotReply } from "./bots.js";

parentPort?.on("message", (request: BotRequest) => {
  let reply: BotReply;
  try {
    reply = { id: request.id, action: suggest(request.view, request.options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id: request.id, error: isRulesError(error) ? `${error.code}: ${message}` : message };
  }
  parentPort?.postMessage(reply);
});
