// The package as a dependency: its manifest (licence, links, Node version,
// React 18 or 19, no runtime dependency), its files (each wasm once), and
// modules that a page's bundler can take as they are (no preload list
// naming the package's own chunk files, which the bundler renames).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("../../pkg", import.meta.url));
const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));

/** Every file below `folder`, relative to pkg/. */
function filesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesOf(path) : [relative(pkg, path)];
  });
}

test("the manifest: a licence file, the repository's links, Node 20 on, React 18 or 19, no dependency", () => {
  assert.equal(manifest.license, "MIT");
  assert.ok(existsSync(join(pkg, "LICENSE")) && manifest.files.includes("LICENSE"));
  assert.match(readFileSync(join(pkg, "LICENSE"), "utf8"), /^MIT License/);
  assert.match(manifest.repository.url, /github\.com\/ruleshelf\/ruleshelf/);
  assert.ok(manifest.homepage && manifest.bugs.url);
  assert.equal(manifest.engines.node, ">=20");
  assert.equal(manifest.peerDependencies.react, ">=18");
  assert.equal(manifest.peerDependencies["react-dom"], ">=18");
  assert.ok(manifest.peerDependenciesMeta.react.optional);
  assert.deepEqual(manifest.dependencies ?? {}, {}, "an engine-only install pulls nothing else");
  assert.deepEqual(manifest.exports["./table"], manifest.exports["./table.js"]);
});

test("each wasm ships once: the tables load each game's engine from the package's own folder", () => {
  const wasm = filesOf(pkg).filter((file) => file.endsWith(".wasm"));
  const byContent = new Map();
  for (const file of wasm) {
    const hash = createHash("sha256")
      .update(readFileSync(join(pkg, file)))
      .digest("hex");
    byContent.set(hash, [...(byContent.get(hash) ?? []), file]);
  }
  assert.deepEqual(
    [...byContent.values()].filter((files) => files.length > 1),
    [],
    "wasm files shipped twice",
  );
  assert.deepEqual(
    wasm.filter((file) => file.startsWith("table/") || file.startsWith("react/")),
    [],
  );
});

test("no module of the tables carries a preload list or a bare import of the package", () => {
  const modules = [
    "table.js",
    "react.js",
    ...filesOf(join(pkg, "table")),
    ...filesOf(join(pkg, "react")),
  ];
  for (const file of modules.filter((name) => name.endsWith(".js"))) {
    const code = readFileSync(join(pkg, file), "utf8");
    assert.doesNotMatch(code, /__vite__mapDeps|__vitePreload/, `${file} has a preload list`);
    // The element is loaded with no bundler: every import of it is a path.
    if (file.startsWith("table"))
      assert.doesNotMatch(
        code,
        /(from|import\()\s*["']ruleshelf/,
        `${file} imports the package by name`,
      );
  }
});

test("the README names every game by its id and by the name games() gives it, with its seats", async () => {
  const readme = readFileSync(join(pkg, "README.md"), "utf8");
  const { catalogue } = await import("../../pkg/catalogue.js");
  for (const game of catalogue) {
    const row = `| \`${game.id}\` | ${game.name} | ${game.seats.min}–${game.seats.max} |`;
    assert.ok(readme.includes(row), `the README's row: ${row}`);
  }
});
