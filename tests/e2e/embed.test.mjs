// <ruleshelf-table> in plain pages, served as files (no bundler): the
// package's pkg/table.js and what it loads, nothing else.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, useStaticSite } from "./harness.mjs";
import { playToEnd, step } from "./game.mjs";

const site = useStaticSite();
const withPage = site.withPage;

/** Opens the test page with one <ruleshelf-table> per attribute object. */
function openTables(page, tables) {
  return page.goto(
    `${site.url()}tests/e2e/embed/one-game.html?tables=${encodeURIComponent(JSON.stringify(tables))}`,
  );
}

/** The number of moves a table shows (its More menu counts them). */
function moves(page, id) {
  return page.evaluate(
    (id) =>
      Number(
        /(\d+) moves/.exec(
          document.getElementById(id)?.shadowRoot?.querySelector(".seed-note")?.textContent ?? "",
        )?.[1],
      ),
    id,
  );
}

test("two games side by side in 600×400 boxes, under a page stylesheet that restyles everything, play to the end by touch", async () => {
  await withPage(async (page) => {
    const wasm = new Set();
    page.on("request", (request) => {
      if (request.url().endsWith(".wasm")) wasm.add(request.url());
    });
    await page.goto(`${site.url()}tests/e2e/embed/two-games.html`);
    await page.evaluate(() => {
      window.ends = [];
      document.addEventListener("end", (event) => window.ends.push(event.target.id));
    });
    for (const id of ["rr", "rb"]) await page.locator(`#${id} [data-testid=status]`).waitFor();

    // The page's `* { font: 40px serif !important; box-sizing: content-box }`
    // reaches neither table: their text is their own, their boxes the page's.
    for (const id of ["rr", "rb"]) {
      const seen = await page.evaluate((id) => {
        const host = document.getElementById(id);
        const shadow = host.shadowRoot;
        const status = getComputedStyle(shadow.querySelector("[data-testid=status]"));
        const button = getComputedStyle(shadow.querySelector("[data-testid=undo]"));
        const play = shadow.querySelector(".play");
        const box = host.getBoundingClientRect();
        return {
          statusFont: `${status.fontSize} ${status.fontFamily}`,
          buttonHeight: parseFloat(button.height),
          boxSizing: getComputedStyle(play).boxSizing,
          box: [Math.round(box.width), Math.round(box.height)],
          playFits:
            play.getBoundingClientRect().bottom <= box.bottom + 0.5 &&
            play.scrollHeight <= play.clientHeight + 1,
        };
      }, id);
      assert.match(seen.statusFont, /^16px /, `${id}: the status line keeps the table's font`);
      assert.doesNotMatch(seen.statusFont, /^16px serif$/, `${id}: not the page's serif`);
      assert.ok(
        seen.buttonHeight < 60,
        `${id}: buttons keep their size (${seen.buttonHeight}px), not the page's rem`,
      );
      assert.equal(seen.boxSizing, "border-box", `${id}: the table's own box sizing`);
      assert.deepEqual(seen.box, [600, 400], `${id}: the box the page gave`);
      assert.ok(seen.playFits, `${id}: the table fits its box`);
    }

    const choose = chooser(21);
    await playToEnd(page, choose, { root: "#rr", maxSteps: 400 });
    await playToEnd(page, choose, { root: "#rb", maxSteps: 400 });
    await page.waitForFunction(() => window.ends.length === 2);
    assert.deepEqual(
      (await page.evaluate(() => window.ends)).sort(),
      ["rb", "rr"],
      "each table told the page its game ended",
    );
    assert.equal(wasm.size, 2, `only the two games' engines were fetched: ${[...wasm].join(", ")}`);
  });
});

test("a wrong game or wrong options say why in the box and in an error event", async () => {
  await withPage(async (page) => {
    await openTables(page, [
      { id: "nogame", game: "chess" },
      { id: "badseats", game: "ruleta-rusa", seats: "9" },
      { id: "badoptions", game: "ruse", options: '{"vixen": "lots"}' },
      { id: "badjson", game: "ruse", options: "{vixen" },
    ]);
    const shown = async (id) => {
      const line = page.locator(`#${id} [data-testid=table-error]`);
      await line.waitFor();
      return line.textContent();
    };
    assert.match(await shown("nogame"), /There is no game "chess"/);
    assert.match(await shown("badseats"), /played by 2 to \d seats, not 9/);
    assert.match(await shown("badoptions"), /\(InvalidOptions\)$/);
    assert.match(await shown("badjson"), /is not JSON/);
    const errors = await page.evaluate(() =>
      window.events
        .filter((event) => event.type === "error")
        .map((event) => event.id)
        .sort(),
    );
    assert.deepEqual(errors, ["badjson", "badoptions", "badseats", "nogame"]);
  });
});

test("two tables of one game stay apart, and a table removed mid-game leaves no bot thread behind", async () => {
  await withPage(async (page) => {
    await openTables(page, [
      {
        id: "bots",
        game: "ruleta-rusa",
        seats: "3",
        bots: "0,1,2",
        seed: "3",
        "bot-pace": "150",
        motion: "off",
      },
      { id: "mine", game: "ruleta-rusa", seats: "3", you: "0", seed: "4", motion: "off" },
    ]);
    await page.waitForFunction(
      () =>
        window.events.filter((event) => event.id === "bots" && event.type === "move").length >= 3,
    );
    assert.ok(page.workers().length >= 1, "the bots' table thinks in a worker");
    assert.equal(await moves(page, "mine"), 0, "the other table of the same game has not moved");
    assert.equal(await page.locator("#mine [data-testid=status]").textContent(), "Your turn");

    const movesBefore = await page.evaluate(() => {
      document.getElementById("bots").remove();
      return window.events.length;
    });
    // The worker goes with its table; nothing of that table moves again.
    const deadline = Date.now() + 5000;
    while (page.workers().length > 0 && Date.now() < deadline) await page.waitForTimeout(50);
    assert.equal(page.workers().length, 0, "no bot worker left behind");
    await page.waitForTimeout(600);
    assert.equal(
      await page.evaluate(() => window.events.length),
      movesBefore,
      "no move after the table was removed",
    );
  });
});

test("save, undo, load and restart, and a game kept under the element's save-key resumes after a reload", async () => {
  await withPage(async (page) => {
    const tables = [
      {
        id: "kept",
        "save-key": "kept",
        game: "rurik",
        seats: "2",
        you: "0",
        bots: "1",
        seed: "8",
        motion: "off",
        "bot-pace": "instant",
      },
    ];
    await openTables(page, tables);
    await page.locator("#kept [data-testid=status]").waitFor();
    // Touch the table until a decision of this seat's may be taken back
    // (one that showed it nothing hidden), and it is its turn again.
    const status = page.locator("#kept [data-testid=status]");
    const undo = page.locator("#kept [data-testid=undo]");
    const choose = chooser(5);
    let touches = 0;
    while (!((await status.textContent()) === "Your turn" && (await undo.isEnabled()))) {
      // Nothing to touch while the bot thinks.
      if ((await step(page, choose, { root: "#kept" })) === undefined)
        await page.waitForTimeout(50);
      else touches++;
      assert.ok(touches < 80, "an undoable decision within 80 touches");
    }
    const played = await moves(page, "kept");
    const saved = await page.evaluate(() => document.getElementById("kept").save());
    assert.equal(saved.kind, "ruleshelf-replay");
    assert.equal(saved.actions.length, played);
    assert.equal(
      await page.evaluate(() => document.getElementById("kept").undo()),
      true,
      "the last decision may be taken back",
    );
    assert.ok((await moves(page, "kept")) < played, "taken back, with the bot's reply");
    await page.evaluate((saved) => document.getElementById("kept").load(saved), saved);
    assert.equal(await moves(page, "kept"), played, "the replay loaded");

    await page.reload();
    await page.locator("#kept [data-testid=status]").waitFor();
    assert.equal(await moves(page, "kept"), played, "resumed from the page's storage");

    await page.evaluate(() => document.getElementById("kept").restart());
    await page.waitForFunction(() =>
      /^0 moves/.test(
        document.getElementById("kept").shadowRoot.querySelector(".seed-note")?.textContent ?? "",
      ),
    );
  });
});

test("a tooltip never covers the bar, the prompt or a seat's name, and a tap elsewhere closes it", async () => {
  for (const game of ["ruleta-rusa", "ruse-2014", "ruse"]) {
    await withPage(async (page) => {
      await openTables(page, [
        {
          id: "t",
          game,
          seats: game === "ruse" ? "2" : "3",
          you: "0",
          seed: "2",
          motion: "off",
          "bot-pace": "instant",
        },
      ]);
      await page.locator("#t [data-testid=status]", { hasText: "Your turn" }).waitFor();
      const anchors = page.locator("#t [data-tip]").filter({ visible: true });
      const count = Math.min(await anchors.count(), 12);
      assert.ok(count > 0, `${game} has tooltips`);
      for (let index = 0; index < count; index++) {
        const anchor = anchors.nth(index);
        // Scrolled to first, and the scroll's event let by (a scroll closes a tip), then pointed at.
        await anchor.scrollIntoViewIfNeeded();
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await anchor.hover();
        const tip = page.locator("#t .tip");
        await tip.waitFor();
        await page.waitForFunction(
          () =>
            getComputedStyle(document.getElementById("t").shadowRoot.querySelector(".tip"))
              .visibility === "visible",
        );
        const covered = await page.evaluate(() => {
          const root = document.getElementById("t").shadowRoot;
          const bubble = root.querySelector(".tip").getBoundingClientRect();
          const overlaps = (a, b) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return [...root.querySelectorAll(".play-bar, .prompt, [data-testid=prompt], .panel-name")]
            .filter(
              (kept) =>
                overlaps(bubble, kept.getBoundingClientRect()) &&
                !kept.contains(root.querySelector(".tip")),
            )
            .map((kept) => kept.className || kept.dataset.testid);
        });
        // Both sides blocked (a tip between the prompt and a name): below is
        // the fallback; it must then not be over the bar or the prompt.
        assert.deepEqual(
          covered.filter((name) => /play-bar|prompt/.test(name)),
          [],
          `${game}: tip ${index} covers ${covered.join(", ")}`,
        );
      }
      // A tap elsewhere (on the bar) closes it.
      await page.locator("#t .play-bar").dispatchEvent("pointerdown");
      await page.locator("#t .tip").waitFor({ state: "detached" });
    });
  }
});
