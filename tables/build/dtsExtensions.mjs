// After tsc writes the tables' declarations (pkg/types/): every relative
// import and export in them gets its file's `.js` extension, as Node16 and
// NodeNext module resolution require of a package's declarations (TS2834
// otherwise), which bundler resolution accepts too.
// Usage: node tables/build/dtsExtensions.mjs <folder of .d.ts files>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(["'])(\.\.?\/[^"']*)\2/g;

/** The specifier with the extension of the declaration it names. */
function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, "index.d.ts"))) return `${specifier}/index.js`;
  throw new Error(`${file}: no declaration for "${specifier}"`);
}

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".d.ts")) {
      const text = readFileSync(path, "utf8");
      const fixed = text.replace(
        SPECIFIER,
        (_match, keyword, quote, specifier) =>
          `${keyword}${quote}${withExtension(path, specifier)}${quote}`,
      );
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
}

walk(resolve(process.argv[2] ?? "."));
