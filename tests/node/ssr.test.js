// The package on a server that renders pages (Next.js, Astro, a plain
// renderToString): every entry imports in Node without a DOM, the element's
// module included, and the React table renders to markup, its host box,
// which the browser's React then fills.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Runs `source` as an ES module of a project that installed the package and
 * React (links to pkg/ and the tables' React), resolving through the links
 * as an installed copy would; returns what it printed, as JSON.
 */
function server(source) {
  const dir = mkdtempSync(join(tmpdir(), "ruleshelf-ssr-"));
  try {
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(join(root, "pkg"), join(dir, "node_modules", "ruleshelf"), "dir");
    for (const name of ["react", "react-dom", "scheduler"])
      symlinkSync(
        join(root, "tables", "node_modules", name),
        join(dir, "node_modules", name),
        "dir",
      );
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
    writeFileSync(join(dir, "main.js"), source);
    return JSON.parse(
      execFileSync(process.execPath, ["--preserve-symlinks", "main.js"], {
        cwd: dir,
        encoding: "utf8",
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("every entry of the package imports in Node, and RuleshelfTable renders to a string", () => {
  const out = server(`
    const problems = [];
    console.error = (...args) => problems.push(args.join(" "));
    console.warn = (...args) => problems.push(args.join(" "));
    const { readFileSync } = await import("node:fs");
    const manifest = JSON.parse(readFileSync("node_modules/ruleshelf/package.json", "utf8"));
    const entries = Object.keys(manifest.exports)
      .filter((path) => !path.endsWith(".wasm") && !path.endsWith(".json"))
      .map((path) => "ruleshelf" + path.slice(1));
    const failed = [];
    for (const entry of entries) {
      try { await import(entry); } catch (error) { failed.push(entry + ": " + error.message); }
    }
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const { RuleshelfTable } = await import("ruleshelf/react");
    const html = renderToString(
      createElement(RuleshelfTable, { game: "ruleta-rusa", seats: 3, you: 0, className: "corner", style: { height: 300 } }),
    );
    const element = await import("ruleshelf/table.js");
    console.log(JSON.stringify({ entries, failed, html, problems, element: typeof element.RuleshelfTableElement }));
  `);
  assert.ok(out.entries.includes("ruleshelf/react") && out.entries.includes("ruleshelf/table.js"));
  assert.ok(out.entries.includes("ruleshelf/table"));
  assert.deepEqual(out.failed, []);
  assert.equal(
    out.html,
    '<div class="corner" style="height:300px" data-ruleshelf-table="ruleta-rusa"></div>',
  );
  assert.equal(out.element, "function");
  assert.deepEqual(out.problems, []);
});
