// The bot thinks here, off the page's thread: it loads its own copy of the
// engine and answers one view at a time.
import init, { isRulesError, suggest } from "ruleshelf";
import wasmUrl from "ruleshelf/ruleshelf_bg.wasm?url";
import type { BotReply, BotRequest } from "./protocol";

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage: (reply: BotReply) => void;
}

const scope = self as unknown as WorkerScope;
const ready = init({ module_or_path: wasmUrl });

scope.onmessage = (event) => {
  const { id, view, options } = event.data;
  ready
    .then(() => scope.postMessage({ id, ok: true, action: suggest(view, options) }))
    .catch((error: unknown) => {
      const message = isRulesError(error) ? `${error.message} (${error.code})` : String(error);
      scope.postMessage({ id, ok: false, message });
    });
};
