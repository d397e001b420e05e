// A Vite plugin: a stylesheet imported by a module of the tables (under
// tables/src) becomes its text, registered with src/styles.ts, instead of
// a <link> in the page: each table's shadow root adopts it, the page never
// sees it. Used by the tables' own build and by anything that builds them
// from source.
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../src/", import.meta.url));
const registry = fileURLToPath(new URL("../src/styles.ts", import.meta.url));
const PREFIX = "\0ruleshelf-adopted:";

export function adoptCss() {
  return {
    name: "ruleshelf-adopted-css",
    enforce: "pre",
    async resolveId(id, importer) {
      if (!id.endsWith(".css") || !importer || !importer.startsWith(source)) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      // Not ending in ".css": Vite's own CSS handling must not take it.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -".js".length);
      return [
        `import css from ${JSON.stringify(`${file}?inline`)};`,
        `import { addStyles } from ${JSON.stringify(registry)};`,
        "addStyles(css);",
      ].join("\n");
    },
  };
}
