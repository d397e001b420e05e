// The package's element, as its README imports it in a bundled page.
import "ruleshelf/table.js";

window.seen = [];
for (const type of ["move", "end", "error"])
  document.addEventListener(type, (event) => window.seen.push({ type, detail: event.detail }));
