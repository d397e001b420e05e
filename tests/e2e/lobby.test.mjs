// The lobby in the browser: Bo opens online play first and sees the open
// tables; Ana sets a public table up from the menu; Bo's page lists it live
// (no reload), with Ana seated; Bo joins with one touch and is seated; the
// table leaves the list (seen in a second tab of Bo's) once it is full. Two
// browser contexts, the game server (server/dist, one process, PGlite).
// Needs www/dist and server/dist built (scripts/test.sh builds them).
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeProblems, noSidewaysScroll } from "./checks.mjs";
import { screenshotPath, useOnlineSite, withTableQuery } from "./harness.mjs";

const site = useOnlineSite();

/** A name with markup in it: the page must show it as text. */
const ANA = "<i>Ana</i>";

test(
  "lobby: a public table set up in one browser is listed live in another, joined with one touch, and leaves the list when full",
  { timeout: 120000 },
  async () => {
    const contexts = await Promise.all(
      [0, 1].map(() =>
        site.browser.newContext({ viewport: { width: 1280, height: 800 } }).then(withTableQuery),
      ),
    );
    const [ana, bo] = await Promise.all(contexts.map((context) => context.newPage()));
    const boStays = await contexts[1].newPage();
    const problems = [];
    for (const page of [ana, bo, boStays])
      page.on("pageerror", (error) => problems.push(error.message));
    const home = `${site.preview.url}?server=${encodeURIComponent(site.server.url)}`;
    try {
      // Bo opens online play first: the lobby, empty, live.
      for (const page of [bo, boStays]) {
        await page.goto(home);
        await page.getByTestId("play-online").click();
        await page.locator('[data-testid=lobby][data-link="open"]').waitFor();
        await page.getByTestId("lobby-empty").waitFor();
      }
      let boNavigations = 0;
      bo.on("framenavigated", (frame) => frame === bo.mainFrame() && boNavigations++);

      // Ana sets a public table up from the menu and takes seat 1.
      await ana.goto(home);
      await ana.getByTestId("play-online").click();
      await ana.getByLabel("Game").selectOption("ruse-and-bruise");
      await ana.getByLabel("Seat 1 name").fill(ANA);
      assert.equal(
        await ana.getByLabel("Private: invite only").isChecked(),
        true,
        "a table is private unless chosen otherwise",
      );
      await ana.getByLabel("Public: listed under Open tables").check();
      await ana.getByTestId("create-table").click();
      await ana.locator('[data-testid=online-match][data-link="open"][data-seat="0"]').waitFor();
      const matchId = new URL(ana.url()).searchParams.get("online");
      assert.match(matchId, /^[A-Za-z0-9_-]+$/);

      // Bo's page shows it, without reloading, with Ana at seat 1 from the first: a table nobody sits at
      // is listed only after a few seconds, so Bo's one touch cannot take the seat its creator is taking.
      const entry = bo.locator(`[data-testid=lobby-table][data-match="${matchId}"]`);
      await entry.waitFor();
      assert.equal(
        await entry.locator('li[data-seat="0"]').getAttribute("data-open"),
        "false",
        "Ana is seated when it shows",
      );
      assert.equal(boNavigations, 0, "the list came live, the page was not reloaded");
      assert.equal(await entry.getAttribute("data-open"), "1");
      assert.equal(
        await entry.locator('li[data-seat="0"]').textContent(),
        ANA,
        "the name is shown as typed, as text",
      );
      assert.equal(await entry.locator("i").count(), 0, "no markup from a name");
      assert.match(await entry.textContent(), /Ruse & Bruise/);
      assert.match(await entry.textContent(), /1 of 2 seats free · just set up/);
      await bo.screenshot({ path: screenshotPath("lobby-01-open-table-1280"), fullPage: true });
      assert.deepEqual(await axeProblems(bo), [], "axe finds nothing serious on the lobby");
      await bo.setViewportSize({ width: 360, height: 640 });
      await entry.scrollIntoViewIfNeeded();
      await bo.screenshot({ path: screenshotPath("lobby-02-open-table-360") });
      await noSidewaysScroll(bo, "the lobby at 360 px");
      assert.deepEqual(
        await axeProblems(bo),
        [],
        "axe finds nothing serious on the lobby at 360 px",
      );
      await bo.setViewportSize({ width: 1280, height: 800 });

      // One touch: Bo is seated at the free seat.
      await entry.getByTestId("lobby-join").click();
      await bo.locator('[data-testid=online-match][data-link="open"][data-seat="1"]').waitFor();
      await ana
        .locator('[data-testid=online-seats] li[data-seat="1"][data-player="here"]')
        .waitFor();

      // Full: it leaves the list Bo's other tab shows.
      await boStays
        .locator(`[data-testid=lobby-table][data-match="${matchId}"]`)
        .waitFor({ state: "detached" });
      await boStays.getByTestId("lobby-empty").waitFor();
      await boStays.screenshot({ path: screenshotPath("lobby-03-empty-1280"), fullPage: true });
      assert.deepEqual(problems, [], "no uncaught errors on the pages");
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  },
);
