// `npm install ruleshelf` in a Node project that wants the engines only:
// nothing else is installed, npm prints no warning, and a game plays.
import assert from "node:assert/strict";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { install, project, run, writeJson } from "./tarball.mjs";

test(
  "an engine-only install has no dependency, no warning, and plays in Node",
  { timeout: 60_000 },
  () => {
    const app = project();
    try {
      writeJson(join(app.folder, "package.json"), {
        name: "engine-only",
        private: true,
        type: "module",
      });
      const output = install(app.folder, app.tarball);
      assert.doesNotMatch(output, /warn|deprecated|install script/i, output);
      assert.deepEqual(
        readdirSync(join(app.folder, "node_modules")).filter((name) => !name.startsWith(".")),
        ["ruleshelf"],
      );
      writeFileSync(
        join(app.folder, "main.js"),
        `import { apply, legalActions, newGame, outcome } from "ruleshelf";
let state = newGame("ruse-and-bruise", { seats: 2, seed: 1 });
while (!outcome(state)) state = apply(state, legalActions(state)[0]);
console.log(JSON.stringify(outcome(state).winners));`,
      );
      assert.ok(Array.isArray(JSON.parse(run(app.folder, process.execPath, ["main.js"]))));
    } finally {
      app.remove();
    }
  },
);
