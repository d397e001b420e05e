// Writes the package's catalogue (`ruleshelf/catalogue`): every game's
// GameInfo as a plain module, so a menu lists the games and their options
// without loading any wasm; with `readView`, which needs none either.
// Usage: node scripts/catalogue.mjs <pkg folder>
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const pkg = resolve(process.argv[2] ?? "pkg");
const { games } = await import(pathToFileURL(`${pkg}/node.js`).href);

writeFileSync(
  `${pkg}/catalogue.js`,
  `// Every game on the shelf (written at build time from the engine's games()),\n// and reading a view sent as text: what a page needs before, or without, any wasm.\nexport { readView } from "./api.js";\n\nexport const catalogue = Object.freeze(${JSON.stringify(games(), null, 2)});\n`,
);
writeFileSync(
  `${pkg}/catalogue.d.ts`,
  `import type { GameInfo } from "./ruleshelf.js";\n\nexport { readView } from "./index.js";\n\n/** Every game on the shelf, as \`games()\` lists them, without loading any wasm. */\nexport declare const catalogue: readonly GameInfo[];\n`,
);
