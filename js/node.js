// The entry Node resolves (the "node" export condition): the same functions
// as index.js, with the wasm loaded synchronously from beside this file, so
// `import { newGame } from "ruleshelf"` works with no set-up. `init()` and
// `initSync()` stay callable and do nothing more once it is loaded.
import { readFileSync } from "node:fs";
import { initSync } from "./index.js";

initSync({ module: readFileSync(new URL("./ruleshelf_bg.wasm", import.meta.url)) });

export * from "./index.js";
export { default } from "./index.js";
