// The bot thinks here, off the page's thread: it loads its own copy of each
// game's engine (the first time that game asks, from the wasm the page
// compiled when it sends it) and answers one view at a time.
import { isRulesError } from "../engine";
import { loadRules } from "../rules";
import type { BotReply, BotRequest } from "./protocol";

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage: (reply: BotReply) => void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, view, options, module } = event.data;
  loadRules(view.game, module)
    .then((rules) => scope.postMessage({ id, ok: true, action: rules.suggest(view, options) }))
    .catch((error: unknown) => {
      const message = isRulesError(error) ? `${error.message} (${error.code})` : String(error);
      scope.postMessage({ id, ok: false, message });
    });
};
