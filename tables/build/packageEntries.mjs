// A Vite plugin for the element's build: the package's own entries
// (`ruleshelf`, `ruleshelf/catalogue`, `ruleshelf/engines`,
// `ruleshelf/<game-id>`) stay imports, written as paths relative to each
// chunk, to the files the package already holds (`../engines.js`, …), so
// each game's engine and wasm ship once (in `pkg/<game-id>/`) and the
// element and a page's own imports of the package share one copy. The
// element stays loadable with no bundler: every import is a path.
import { posix } from "node:path";

/** The file an entry of the package names, relative to the package's root. */
function fileOf(entry) {
  if (entry === "ruleshelf") return "index.js";
  const sub = entry.slice("ruleshelf/".length);
  return sub === "catalogue" || sub === "engines" ? `${sub}.js` : `${sub}/index.js`;
}

const ENTRY = /^ruleshelf(\/[a-z0-9-]+)?$/;
const IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'`])(ruleshelf(?:\/[a-z0-9-]+)?)\2/g;

export function packageEntries() {
  return {
    name: "ruleshelf-package-entries",
    enforce: "pre",
    resolveId(id) {
      return ENTRY.test(id) ? { id, external: true } : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const from = posix.dirname(chunk.fileName);
        chunk.code = chunk.code.replace(IMPORT, (_match, keyword, quote, entry) => {
          let path = posix.relative(from, fileOf(entry));
          if (!path.startsWith(".")) path = `./${path}`;
          return `${keyword}${quote}${path}${quote}`;
        });
      }
    },
  };
}
