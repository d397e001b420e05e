// <ruleshelf-table> set up wrong: each mistake reaches a listener the page
// adds after the element's script ran (as the README orders them), with a
// code, and is kept in `lastError`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { useStaticSite } from "./harness.mjs";

const site = useStaticSite();

const EXPECTED = {
  "no-game": "UnknownGame",
  chess: "UnknownGame",
  "not-json": "InvalidAttribute",
  "seats-word": "InvalidAttribute",
  "seats-nine": "InvalidSeat",
  strength: "InvalidAttribute",
  mode: "InvalidOptions",
  "bot-seat": "InvalidSeat",
  invite: "BadInvite",
};

test("every bad attribute reaches a listener added after the script, with a code and in words", async () => {
  await site.withPage(async (page) => {
    await page.goto(`${site.url()}tests/e2e/embed/errors.html`);
    await page.waitForFunction(
      (count) => window.heard?.length >= count,
      Object.keys(EXPECTED).length,
    );
    const heard = await page.evaluate(() => window.heard);
    const codes = Object.fromEntries(heard.map((error) => [error.id, error.code]));
    assert.deepEqual(codes, EXPECTED);
    for (const error of heard) {
      assert.equal(error.last, error.code, `${error.id}: lastError is the error sent`);
      assert.doesNotMatch(error.message, /`|\[object /, `${error.id}: ${error.message}`);
    }
    assert.match(heard.find((error) => error.id === "mode").message, /"expert" is not one of/);
    assert.match(heard.find((error) => error.id === "chess").message, /no game "chess"/);
    // Shown in each box too.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll("ruleshelf-table")].map(
        (table) => table.shadowRoot.querySelector("[data-testid=table-error]")?.textContent ?? "",
      ),
    );
    assert.ok(
      shown.every((text) => text.length > 0),
      JSON.stringify(shown),
    );

    // The properties are the attributes, typed: set right, the table plays.
    const fixed = await page.evaluate(() => {
      const table = document.getElementById("seats-nine");
      table.seats = 2;
      table.names = ["Ana", "Bo"];
      return { attribute: table.getAttribute("seats"), seats: table.seats, names: table.names };
    });
    assert.deepEqual(fixed, { attribute: "2", seats: 2, names: ["Ana", "Bo"] });
    await page.locator("#seats-nine [data-testid=status]").waitFor();
    assert.equal(
      await page.evaluate(() => document.getElementById("seats-nine").lastError),
      undefined,
    );
  });
});
