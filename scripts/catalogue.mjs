// Writes what the package says of its games, from the built wasm's games()
// (so from the shelf's one list, crates/wasm/src/games.rs):
// - `ruleshelf/catalogue`: every game's GameInfo as a plain module, so a
//   menu lists the games and their options without loading any wasm; with
//   `readView`, which needs none either;
// - `ruleshelf/engines`: each game's entry, loaded when first asked for
//   (the tables load their engines through it);
// - each game's `exports` and `files` in pkg/package.json.
// Usage: node scripts/catalogue.mjs <pkg folder>
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const pkg = resolve(process.argv[2] ?? "pkg");
const { games } = await import(pathToFileURL(`${pkg}/node.js`).href);
const ids = games().map((game) => game.id);

writeFileSync(
  `${pkg}/catalogue.js`,
  `// Every game on the shelf (written at build time from the engine's games()),\n// and reading a view sent as text: what a page needs before, or without, any wasm.\nexport { readView } from "./api.js";\n\nexport const catalogue = Object.freeze(${JSON.stringify(games(), null, 2)});\n`,
);
writeFileSync(
  `${pkg}/catalogue.d.ts`,
  `import type { GameInfo } from "./ruleshelf.js";\n\nexport { readView } from "./index.js";\n\n/** Every game on the shelf, as \`games()\` lists them, without loading any wasm. */\nexport declare const catalogue: readonly GameInfo[];\n`,
);

writeFileSync(
  `${pkg}/engines.js`,
  `// Each game's entry (\`ruleshelf/<game-id>\`: its functions over a wasm of its own),\n// imported the first time it is asked for (written at build time from the engine's games()).\nexport const engines = Object.freeze({\n${ids.map((id) => `  ${JSON.stringify(id)}: () => import("./${id}/index.js"),`).join("\n")}\n});\n`,
);
writeFileSync(
  `${pkg}/engines.d.ts`,
  `import type { GameId } from "./ruleshelf.js";\n\n/**\n * Each game's entry, imported when first called: a module with the\n * package's functions for that game alone (call its default export, \`init\`,\n * before the others in a browser).\n */\nexport declare const engines: Readonly<Record<GameId, () => Promise<unknown>>>;\n`,
);

const manifest = JSON.parse(readFileSync(`${pkg}/package.json`, "utf8"));
const exports = {};
for (const [path, target] of Object.entries(manifest.exports)) {
  if (path === "./package.json") {
    for (const id of ids) {
      exports[`./${id}`] = {
        types: `./${id}/index.d.ts`,
        node: `./${id}/node.js`,
        default: `./${id}/index.js`,
      };
      exports[`./${id}/ruleshelf_bg.wasm`] = `./${id}/ruleshelf_bg.wasm`;
    }
  }
  exports[path] = target;
}
manifest.exports = exports;
manifest.files = [...manifest.files, ...ids.map((id) => `${id}/`)];
writeFileSync(`${pkg}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
