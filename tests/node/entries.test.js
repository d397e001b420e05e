// The package's entries as a consumer imports them by name: `ruleshelf`
// (every game), `ruleshelf/<game-id>` (one game, its own wasm) and
// `ruleshelf/catalogue` (the games, no wasm), in Node with no set-up: the
// "node" export condition loads each wasm at import.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("../../pkg", import.meta.url));
const IDS = ["ruleta-rusa", "ruse-2014", "ruse-and-bruise", "ruse", "rurik"];

/**
 * Runs `source` as an ES module of a project that installed the package
 * (node_modules/ruleshelf → pkg/) and returns what it printed, as JSON.
 */
function consumer(source) {
  const dir = mkdtempSync(join(tmpdir(), "ruleshelf-consumer-"));
  try {
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(pkg, join(dir, "node_modules", "ruleshelf"), "dir");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
    writeFileSync(join(dir, "main.js"), source);
    return JSON.parse(execFileSync(process.execPath, ["main.js"], { cwd: dir, encoding: "utf8" }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("import { newGame } from 'ruleshelf' works in Node with no set-up", () => {
  const out = consumer(`
    import { newGame, legalActions, apply, outcome, games } from "ruleshelf";
    let state = newGame("ruleta-rusa", { seats: 3, seed: 7 });
    let steps = 0;
    while (!outcome(state)) { state = apply(state, legalActions(state)[0]); steps++; }
    console.log(JSON.stringify({ ids: games().map((g) => g.id), steps, winners: outcome(state).winners }));
  `);
  assert.deepEqual(out.ids, IDS);
  assert.ok(out.steps > 0);
  assert.equal(out.winners.length, 1);
});

test("init() and initSync() may still be called once Node has loaded the wasm", () => {
  const out = consumer(`
    import init, { initSync, newGame } from "ruleshelf";
    import { readFileSync } from "node:fs";
    import { createRequire } from "node:module";
    await init();
    initSync({ module: readFileSync(createRequire(import.meta.url).resolve("ruleshelf/ruleshelf_bg.wasm")) });
    console.log(JSON.stringify({ game: newGame("ruse-2014", { seats: 3, seed: 1 }).game }));
  `);
  assert.equal(out.game, "ruse-2014");
});

test("ruleshelf/<game-id> holds that game alone, plays it to the end, and refuses the others as unknown", () => {
  const out = consumer(`
    const out = {};
    for (const id of ${JSON.stringify(IDS)}) {
      const rs = await import("ruleshelf/" + id);
      const info = rs.games();
      const seats = info[0].seats.min;
      let state = rs.newGame(id, { seats, seed: 11 });
      let steps = 0;
      while (!rs.outcome(state) && steps < 20000) {
        const actions = rs.legalActions(state);
        state = rs.apply(state, actions[(steps * 7919) % actions.length]);
        steps++;
      }
      const other = ${JSON.stringify(IDS)}.find((g) => g !== id);
      let refused;
      try { rs.newGame(other, { seats: 3 }); } catch (e) { refused = rs.isRulesError(e) && e.code; }
      const viewed = rs.view(state, 0);
      out[id] = { ids: info.map((g) => g.id), ended: rs.outcome(state) !== undefined, refused, viewGame: viewed.game };
    }
    console.log(JSON.stringify(out));
  `);
  for (const id of IDS) {
    assert.deepEqual(out[id].ids, [id], `${id}'s entry lists only ${id}`);
    assert.equal(out[id].ended, true, `${id} plays to its end through its own entry`);
    assert.equal(out[id].refused, "UnknownGame", `${id}'s entry refuses another game`);
    assert.equal(out[id].viewGame, id);
  }
});

test("a game's entry and the whole shelf give the same states, byte for byte", () => {
  const out = consumer(`
    import * as shelf from "ruleshelf";
    import * as own from "ruleshelf/ruse-and-bruise";
    let a = shelf.newGame("ruse-and-bruise", { seats: 4, seed: 5 });
    let b = own.newGame("ruse-and-bruise", { seats: 4, seed: 5 });
    let same = true;
    for (let i = 0; i < 40 && !shelf.outcome(a); i++) {
      const action = JSON.parse(JSON.stringify(shelf.legalActions(a)[i % shelf.legalActions(a).length]));
      a = shelf.apply(a, action);
      b = own.apply(b, action);
      same &&= JSON.stringify(a) === JSON.stringify(b);
    }
    // A state made by one entry is read by the other (it is plain data).
    const crossed = own.validateState(JSON.parse(JSON.stringify(a)));
    console.log(JSON.stringify({ same, crossed: JSON.stringify(crossed) === JSON.stringify(a) }));
  `);
  assert.equal(out.same, true);
  assert.equal(out.crossed, true);
});

test("ruleshelf/catalogue lists every game as games() does, and reads a view's text, without loading any wasm", () => {
  const out = consumer(`
    import { readFileSync } from "node:fs";
    import { dirname, join } from "node:path";
    import { createRequire } from "node:module";
    import { catalogue, readView } from "ruleshelf/catalogue";
    // The modules the catalogue loads, followed file by file: none is wasm-bindgen's glue.
    const seen = new Set();
    const follow = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, to] of readFileSync(file, "utf8").matchAll(/(?:import|export)[^;]*?from "(\\.[^"]+)"/g)) follow(join(dirname(file), to));
    };
    follow(createRequire(import.meta.url).resolve("ruleshelf/catalogue"));
    const { games, newGame, view, viewText } = await import("ruleshelf");
    const state = newGame("ruleta-rusa", { seats: 2, seed: 3 });
    console.log(JSON.stringify({
      same: JSON.stringify(catalogue) === JSON.stringify(games()),
      frozen: Object.isFrozen(catalogue),
      modules: [...seen].map((file) => file.split("/").pop()).sort(),
      read: JSON.stringify(readView(viewText(state, 0))) === JSON.stringify(view(state, 0)),
    }));
  `);
  assert.equal(out.same, true);
  assert.equal(out.frozen, true);
  assert.deepEqual(
    out.modules,
    ["api.js", "catalogue.js", "known.js", "log.js"],
    "the catalogue loads no wasm and no glue",
  );
  assert.equal(out.read, true, "readView from the catalogue reads what viewText wrote");
});

test("every module that defines <ruleshelf-table> is declared to have side effects, so no bundler drops it", () => {
  const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
  assert.ok(Array.isArray(manifest.sideEffects), "sideEffects lists the modules that have them");
  // The patterns the package uses: a file, or every .js file of a folder.
  const declared = (file) =>
    manifest.sideEffects.some((pattern) =>
      pattern.endsWith("/*.js")
        ? file.startsWith(pattern.slice(0, -"*.js".length)) &&
          !file.slice(pattern.length - "*.js".length).includes("/") &&
          file.endsWith(".js")
        : file === pattern,
    );
  const modules = [
    "./table.js",
    "./react.js",
    ...readdirSync(join(pkg, "table")).map((name) => `./table/${name}`),
    ...readdirSync(join(pkg, "react")).map((name) => `./react/${name}`),
  ].filter((file) => file.endsWith(".js"));
  const defining = modules.filter((file) =>
    readFileSync(join(pkg, file), "utf8").includes("customElements.define"),
  );
  assert.ok(defining.length > 0, "some module defines the element");
  assert.deepEqual(
    defining.filter((file) => !declared(file)),
    [],
    "modules that define the element without being declared to have side effects",
  );
});
