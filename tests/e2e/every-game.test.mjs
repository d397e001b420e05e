// What the shell promises for every game on the shelf, checked game by game:
// a reload resumes the exact position, the pass-the-device screen shows
// nothing of the seat that just played, and after the first visit the game
// reloads and plays with the network off. Moves are made through the
// generic table (?table=generic: one button per legal action), which works
// for any game; the game's own table is then opened offline.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { movesPlayed, openMenu, step } from "./game.mjs";

const demo = useDemo();

const SHELF = [
  { id: "ruleta-rusa", seats: 3 },
  { id: "ruse-2014", seats: 3 },
  { id: "ruse-and-bruise", seats: 2 },
  { id: "ruse", seats: 2 },
  { id: "rurik", seats: 2 },
];

/** Starts a hot-seat game of `id` (all seats human) with a fixed seed. */
async function startHotSeat(page, id, seats, seed) {
  await page.locator(`.pick[data-game="${id}"]`).click();
  await page.getByLabel("Number of seats").selectOption(String(seats));
  for (let seat = 0; seat < seats; seat++) {
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption("human");
  }
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** Confirms the pass-the-device screen if it is up, checking it hides everything first. */
async function passIfAsked(page) {
  const pass = page.getByTestId("pass-device");
  if ((await pass.count()) === 0) return;
  assert.equal(
    await page.getByTestId("actions").count(),
    0,
    "no table, hand or buttons behind the pass screen",
  );
  assert.equal(
    await page.locator(".log-private").count(),
    0,
    "no private log line on the pass screen",
  );
  await pass.getByRole("button").click();
  await pass.waitFor({ state: "detached" });
}

/** Plays until `moves` moves were made, checking every pass screen on the way. */
async function playUntil(page, moves, choose) {
  while ((await movesPlayed(page)) < moves) {
    await passIfAsked(page);
    await step(page, choose, { preferReveal: 0.3 });
  }
  await passIfAsked(page);
}

const position = async (page) => [
  await page.locator(".table-area").innerText(),
  await page.getByTestId("log").innerText(),
];

for (const { id, seats } of SHELF) {
  test(
    `${id}: reload resumes the exact position; offline it reloads and plays on`,
    { timeout: 60000 },
    async () => {
      const context = await demo.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await openMenu(page, `${demo.url()}?table=generic`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await startHotSeat(page, id, seats, 20261129);
        const choose = chooser(id.length);
        await playUntil(page, 8, choose);

        const before = await position(page);
        const moves = await movesPlayed(page);
        await page.reload();
        await page.getByTestId("status").waitFor();
        await passIfAsked(page);
        assert.equal(await movesPlayed(page), moves);
        assert.deepEqual(await position(page), before, "the same table and log after a reload");

        if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
          await page.reload();
        await context.setOffline(true);
        await page.reload();
        await page.getByTestId("status").waitFor();
        await playUntil(page, moves + 3, choose);
        assert.ok((await movesPlayed(page)) >= moves + 3, "moves are made offline");

        // The game's own table, offline too (the app reopens the game in progress).
        await page.goto(demo.url());
        await page.getByTestId("status").waitFor();
        await passIfAsked(page);
        assert.ok(
          (await page.locator(".table-area").innerText()).length > 40,
          "the game's table is drawn",
        );
        await page.screenshot({ path: screenshotPath(`every-${id}-offline`), fullPage: true });
      } finally {
        await context.close();
      }
    },
  );
}
