// A Vite + React page (tests/package/react-app) with the package installed
// from its packed tarball, once with React 18 and once with React 19: the
// install is clean (no peer conflict), tsc passes with skipLibCheck off
// under bundler, node16 and nodenext resolution while each misuse is an
// error, the page renders on the server (Node) and hydrates in Chromium
// into a table that plays, with one React in the build and no failed
// request or console error; the package README's React example, as
// written, compiles and renders beside it (a Rurik table).
import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, readmeExample, startStatic } from "../e2e/harness.mjs";
import { install, project, run, watchProblems } from "./tarball.mjs";

const REACTS = {
  18: {
    react: "18.3.1",
    "react-dom": "18.3.1",
    "@types/react": "18.3.32",
    "@types/react-dom": "18.3.7",
  },
  19: {
    react: "19.3.1",
    "react-dom": "19.3.1",
    "@types/react": "19.3.3",
    "@types/react-dom": "19.3.0",
  },
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close().catch(() => {}));

for (const [major, versions] of Object.entries(REACTS)) {
  test(
    `React ${major}: installs clean, type-checks, renders on the server, hydrates and plays`,
    { timeout: 150_000 },
    async () => {
      const app = project("react-app");
      try {
        writeFileSync(join(app.folder, "src", "ReadmeExample.tsx"), readmeExample("tsx"));
        const output = install(
          app.folder,
          app.tarball,
          Object.entries(versions).map(([name, version]) => `${name}@${version}`),
        );
        assert.doesNotMatch(output, /ERESOLVE|peer|warn/i, output);
        const bin = (name) => join(app.folder, "node_modules", ".bin", name);
        for (const resolution of ["bundler", "node16", "nodenext"]) {
          const module = resolution === "bundler" ? "esnext" : resolution;
          try {
            run(app.folder, bin("tsc"), [
              "-p",
              ".",
              "--module",
              module,
              "--moduleResolution",
              resolution,
            ]);
          } catch (error) {
            assert.fail(`tsc (${resolution}): ${error.stdout}${error.stderr}`);
          }
        }
        const markup = run(app.folder, process.execPath, ["ssr.mjs"]);
        assert.match(markup, /data-ruleshelf-table="ruleta-rusa"/);
        run(app.folder, bin("vite"), ["build"]);
        const assets = join(app.folder, "dist", "assets");
        const reacts = readdirSync(assets).filter(
          (name) =>
            name.endsWith(".js") &&
            /react\.(transitional\.)?element|__SECRET_INTERNALS|__CLIENT_INTERNALS/.test(
              readFileSync(join(assets, name), "utf8"),
            ),
        );
        assert.equal(reacts.length, 1, `one copy of React: ${reacts.join(", ")}`);

        const site = await startStatic(join(app.folder, "dist"));
        const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
        try {
          const page = await context.newPage();
          const problems = watchProblems(page);
          await page.goto(site.url);
          const status = page.locator("#root [data-ruleshelf-table] [data-testid=status]");
          await status.filter({ hasText: /^Your turn$/ }).waitFor();
          await page.locator('#root [data-ruleshelf-table] [data-spot="stack:top"]').click();
          await page.getByTestId("page-moves").filter({ hasNotText: /^0 / }).waitFor();
          await page
            .locator('#readme [data-ruleshelf-table="rurik"] [data-testid=status]')
            .waitFor();
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
          await site.stop();
        }
      } finally {
        app.remove();
      }
    },
  );
}
