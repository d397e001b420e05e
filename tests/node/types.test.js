// The package's declarations as a TypeScript project takes them, under
// each module resolution a project may use (bundler, node16, nodenext),
// with skipLibCheck off: they check, the element and the component are
// typed (not `any`), and each misuse is a type error (every
// @ts-expect-error below must meet one, or tsc fails on the directive).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

const ENGINE = `
import { isReplayError, newGame, replay, type GameState } from "ruleshelf";
import { catalogue } from "ruleshelf/catalogue";

const state: GameState<"ruleta-rusa"> = newGame("ruleta-rusa", { seats: 2, mode: "basic" });
// @ts-expect-error: Ruleta Rusa has no such mode
newGame("ruleta-rusa", { seats: 2, mode: "expert" });
try {
  replay("ruleta-rusa", { seats: 2 }, []);
} catch (error) {
  if (isReplayError(error)) {
    const at: number = error.index;
    const code: string = error.code;
    void [at, code];
  }
}
export const names: string[] = catalogue.map((game) => game.name);
export { state };
`;

const ELEMENT = `
import "ruleshelf/table.js";
import type { RuleshelfTableElement } from "ruleshelf/table";

const table: RuleshelfTableElement = document.createElement("ruleshelf-table");
table.game = "ruleta-rusa";
table.seats = 3;
table.you = [0];
table.bots = [1, 2];
table.botStrength = "hard";
table.options = { mode: "basic" };
table.botPace = 200;
// @ts-expect-error: seats is a number
table.seats = "x";
// @ts-expect-error: no such strength
table.botStrength = "expert";
table.addEventListener("move", (event) => {
  const moves: number = event.detail.moves;
  const game: string | undefined = event.detail.action?.game;
  void [moves, game];
});
table.addEventListener("end", (event) => {
  const winners: number[] = event.detail.winners;
  void winners;
});
table.addEventListener("error", (event) => {
  const message: string = event.detail.message;
  const code: "InvalidAttribute" | "UnknownGame" | string = event.detail.code;
  void [message, code];
});
// @ts-expect-error: a move's detail has no such field
table.addEventListener("move", (event) => event.detail.nothing);
const found = document.querySelector("ruleshelf-table");
export const last: string | undefined = found?.lastError?.code;
`;

const REACT = `
import { createRef } from "react";
import { RuleshelfTable, type TableHandle } from "ruleshelf/react";

const handle = createRef<TableHandle>();
export const fine = <RuleshelfTable game="ruleta-rusa" ref={handle} options={{ mode: "basic" }} botStrength="hard" />;
// @ts-expect-error: a Rurik option given to Ruleta Rusa
export const otherGames = <RuleshelfTable game="ruleta-rusa" options={{ modules: ["boats"] }} />;
// @ts-expect-error: no such strength
export const strength = <RuleshelfTable game="ruleta-rusa" botStrength="expert" />;
// @ts-expect-error: not a game's id
export const unknown = <RuleshelfTable game="chess" />;
`;

const RESOLUTIONS = {
  bundler: { module: "ESNext", moduleResolution: "Bundler" },
  node16: { module: "Node16", moduleResolution: "Node16" },
  nodenext: { module: "NodeNext", moduleResolution: "NodeNext" },
};

for (const [name, resolution] of Object.entries(RESOLUTIONS)) {
  test(`a consumer type-checks under moduleResolution ${name}, skipLibCheck off, and its misuses are errors`, () => {
    const dir = mkdtempSync(join(tmpdir(), `ruleshelf-types-${name}-`));
    try {
      mkdirSync(join(dir, "node_modules", "@types"), { recursive: true });
      symlinkSync(join(root, "pkg"), join(dir, "node_modules", "ruleshelf"), "dir");
      for (const pkg of ["react", "react-dom", "@types/react", "@types/react-dom", "csstype"])
        symlinkSync(
          join(root, "tables", "node_modules", pkg),
          join(dir, "node_modules", pkg),
          "dir",
        );
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
      writeFileSync(join(dir, "engine.ts"), ENGINE);
      writeFileSync(join(dir, "element.ts"), ELEMENT);
      writeFileSync(join(dir, "react.tsx"), REACT);
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            ...resolution,
            target: "ES2022",
            lib: ["ES2022", "DOM", "DOM.Iterable"],
            jsx: "react-jsx",
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            preserveSymlinks: true,
            types: [],
          },
          files: ["engine.ts", "element.ts", "react.tsx"],
        }),
      );
      const run = spawnSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
      assert.equal(run.status, 0, run.stdout + run.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
