// A React page as a user writes one (tests/react-consumer): the package
// installed from its packed tarball, type-checked by tsc (a wrong option is
// a type error), built by Vite, and played in Chromium.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, readmeExample, root, startStatic } from "./harness.mjs";

let folder;
let site;
let browser;
before(
  async () => {
    folder = mkdtempSync(join(tmpdir(), "ruleshelf-react-consumer-"));
    cpSync(join(root, "tests", "react-consumer"), folder, { recursive: true });
    // The README's React example, as written: the page renders it too.
    writeFileSync(join(folder, "src", "ReadmeExample.tsx"), readmeExample("tsx"));
    const run = (command, args) =>
      execFileSync(command, args, {
        cwd: folder,
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      });
    const tarball = run("npm", [
      "pack",
      join(root, "pkg"),
      "--pack-destination",
      folder,
      "--silent",
    ])
      .trim()
      .split("\n")
      .at(-1);
    run("npm", [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      "--no-package-lock",
      join(folder, tarball),
    ]);
    browser = await launchBrowser();
  },
  { timeout: 300_000 },
);
after(async () => {
  await browser?.close().catch(() => {});
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test(
  "the React component type-checks per game, builds with one React, and plays",
  { timeout: 300_000 },
  async () => {
    // tsc: the page compiles, and its @ts-expect-error (a Rurik option given
    // to Ruleta Rusa) is an error indeed, or tsc would fail on the directive.
    execFileSync(join(folder, "node_modules", ".bin", "tsc"), ["-p", folder], {
      cwd: folder,
      stdio: "pipe",
    });
    execFileSync(join(folder, "node_modules", ".bin", "vite"), ["build"], {
      cwd: folder,
      stdio: "pipe",
    });

    const assets = join(folder, "dist", "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const reacts = scripts.filter((name) =>
      readFileSync(join(assets, name), "utf8").includes("react.transitional.element"),
    );
    assert.equal(reacts.length, 1, `one copy of React in the page's build: ${reacts.join(", ")}`);

    site = await startStatic(join(folder, "dist"));
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(site.url);
    const status = page.locator("[data-ruleshelf-table] [data-testid=status]").first();
    await status.waitFor();
    // The bots move first or not, by the seed; either way it comes to seat 0.
    await page
      .locator("[data-ruleshelf-table] [data-testid=status]", {
        hasText: /^(Your turn|.*paused.*)$/,
      })
      .first()
      .waitFor();
    const error = page.locator("[data-ruleshelf-table] [data-testid=error]");
    assert.equal(
      await error.count(),
      0,
      `no error on the table: ${await error
        .first()
        .textContent()
        .catch(() => "")}`,
    );
    assert.equal(await status.textContent(), "Your turn");
    await page.locator('[data-ruleshelf-table] [data-spot="stack:top"]').first().click();
    await page.getByTestId("page-moves").filter({ hasNotText: /^0 / }).waitFor();
    // The README's example renders beside it, a Rurik table of its own.
    await page.locator('[data-ruleshelf-table="rurik"] [data-testid=status]').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  },
);
