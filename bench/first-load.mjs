// First load of the built demo (www/dist) on 127.0.0.1 in headless
// Chromium, cold cache each time: milliseconds from navigation until the
// game picker is interactive (the engine loaded and games() answered), and
// the bytes fetched until then, raw and gzipped.
import { gzipSync } from "node:zlib";
import { launchBrowser, startPreview } from "../tests/e2e/harness.mjs";

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Measures `runs` cold loads; returns medians and the resources of the last. */
export async function firstLoad(runs = 5) {
  const { url, stop } = await startPreview();
  const browser = await launchBrowser();
  try {
    const times = [];
    let resources = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = [];
      page.on("response", (response) => {
        fetched.push(
          response
            .body()
            .then((body) => ({ url: response.url().replace(url, "/"), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
            .catch(() => null),
        );
      });
      await page.goto(url);
      await page.locator("button.pick").first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      resources = (await Promise.all(fetched)).filter(Boolean);
      await context.close();
    }
    const sum = (key) => resources.reduce((total, r) => total + r[key], 0);
    return {
      runs,
      medianMsToInteractive: median(times),
      bytesRaw: sum("raw"),
      bytesGzip: sum("gzip"),
      resources,
    };
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await firstLoad(), null, 2));
}
