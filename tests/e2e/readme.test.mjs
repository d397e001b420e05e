// The package README's examples of a playable table, run as written: the
// one-tag page (served as plain files) and the online table (against a real
// game server). Its React example is built and rendered by
// tests/package/react-apps.test.mjs, in a React 18 and a React 19 app.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { createTable, startServer } from "../../server/test/helpers.mjs";
import { readmeExample, root, useStaticSite } from "./harness.mjs";

/** A page of the README's example, served from target/ (the script's address made this server's). */
function examplePage(name, html) {
  const folder = join(root, "target", "readme-examples");
  mkdirSync(folder, { recursive: true });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><script type="module" src="/pkg/table.js"></script></head><body>${html}</body></html>`;
  writeFileSync(join(folder, `${name}.html`), page);
  return `target/readme-examples/${name}.html`;
}

const site = useStaticSite();
let server;
before(async () => {
  server = await startServer();
});
after(() => server?.stop());

test("README: the one-tag page shows a playable table", async () => {
  const html = readmeExample("html").replace(/<script [^>]*><\/script>\n?/, "");
  await site.withPage(async (page) => {
    await page.goto(site.url() + examplePage("one-tag", html));
    const status = page.locator("ruleshelf-table [data-testid=status]");
    await status.waitFor();
    await status.filter({ hasText: /^Your turn$|thinking/ }).waitFor();
    const box = await page.locator("ruleshelf-table").boundingBox();
    assert.equal(Math.round(box.height), 480, "the height the example gives");
  });
});

test("README: the online table sits at a match by its invite link", async () => {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    options: { seats: 2 },
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "bot", name: "Bo" },
    ],
  });
  const html = readmeExample("online")
    .replace("http://127.0.0.1:2567", server.url)
    .replace(
      "https://your.site/?online=MATCH&seat=1",
      `https://your.site/?online=${matchId}&seat=0`,
    );
  await site.withPage(async (page) => {
    await page.goto(site.url() + examplePage("online", html));
    await page
      .locator('ruleshelf-table [data-testid=online-match][data-link="open"][data-seat="0"]')
      .waitFor();
    assert.match(
      await page.locator("ruleshelf-table [data-testid=online-seats]").textContent(),
      /Ana.*\(you\)/,
    );
  });
});
