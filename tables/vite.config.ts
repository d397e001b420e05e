// The tables' builds into the package (pkg/), after its wasm:
// - `vite build --mode element`: pkg/table.js, the <ruleshelf-table>
//   element's shell, with everything it loads in pkg/table/ (Preact in
//   React's place, the tables, each game's table, the bot worker); each
//   game's engine and wasm are the package's own (`../<game-id>/index.js`,
//   see build/packageEntries.mjs): no bare import left, so a page loads it
//   with one <script type="module">.
// - `vite build --mode react`: pkg/react.js and pkg/react/, the React
//   components; React, react-dom and the package's own entries stay
//   imports, resolved by the page's bundler (React is a peer dependency:
//   the page's copy is the one used).
// In both, the online client (@colyseus/sdk) is bundled into the chunks
// online play loads (only when a table sits at a match or a page lists a
// server's tables): the package has no dependency to install.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { adoptCss } from "./build/adoptCss.mjs";
import { packageEntries } from "./build/packageEntries.mjs";

/**
 * The bot worker stays a file of its own (in the React build with bare
 * imports), for the page's bundler to take: it must see the plain
 * `new Worker(new URL("./…", import.meta.url), …)` it knows (Vite and
 * webpack both do), not the nested URL Vite writes for its own pages.
 */
function plainWorkerUrls() {
  return {
    name: "ruleshelf-plain-worker-urls",
    generateBundle(_: unknown, bundle: Record<string, { type: string; code?: string }>) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.code === undefined) continue;
        chunk.code = chunk.code.replace(
          /new URL\(new URL\(`([^`]+)`,import\.meta\.url\)\.href,``\+import\.meta\.url\)/g,
          (_match, path: string) => `new URL(${JSON.stringify(`./${path}`)},import.meta.url)`,
        );
      }
    },
  };
}

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^ruleshelf($|\/)/];

export default defineConfig(({ mode }) => {
  const element = mode === "element";
  const folder = element ? "table" : "react";
  return {
    base: "./",
    // The element brings its own renderer: Preact, through its React
    // compatibility layer (a sixth of react-dom's size), since a page with
    // one tag has no React to share. The React build uses the page's React.
    ...(element
      ? {
          resolve: {
            alias: [
              { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
              { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
              { find: /^react-dom$/, replacement: "preact/compat" },
              { find: /^react$/, replacement: "preact/compat" },
            ],
          },
        }
      : {}),
    plugins: [react(), adoptCss(), plainWorkerUrls(), ...(element ? [packageEntries()] : [])],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    worker: {
      format: "es",
      plugins: () => (element ? [packageEntries()] : []),
      rollupOptions: {
        ...(element ? {} : { external }),
        output: {
          entryFileNames: `${folder}/[name]-[hash].js`,
          chunkFileNames: `${folder}/[name]-[hash].js`,
          assetFileNames: `${folder}/[name]-[hash][extname]`,
        },
      },
    },
    build: {
      outDir: "../pkg",
      emptyOutDir: false,
      target: "es2022",
      sourcemap: false,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      // No preload lists: they name the package's chunk files as built
      // here, which a page's bundler renames (each a failed request).
      modulePreload: false,
      ...(element
        ? {
            rollupOptions: {
              input: { table: "src/element/table.ts" },
              preserveEntrySignatures: "exports-only" as const,
              output: {
                format: "es" as const,
                entryFileNames: "[name].js",
                chunkFileNames: "table/[name]-[hash].js",
                assetFileNames: "table/[name]-[hash][extname]",
              },
            },
          }
        : {
            rollupOptions: {
              input: { react: "src/react/index.ts" },
              preserveEntrySignatures: "strict" as const,
              external,
              output: {
                format: "es" as const,
                entryFileNames: "[name].js",
                chunkFileNames: "react/[name]-[hash].js",
                assetFileNames: "react/[name]-[hash][extname]",
              },
            },
          }),
    },
  };
});
