// Renders the page's App on the server (Node, no DOM) into index.html, as
// a framework would; the browser then hydrates it (src/main.tsx).
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";

const { outputText } = ts.transpileModule(readFileSync("src/App.tsx", "utf8"), {
  compilerOptions: {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  },
});
writeFileSync("app.server.mjs", outputText);
const { App } = await import("./app.server.mjs");
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
// The element's module imports on the server too (it defines nothing there).
await import("ruleshelf/table.js");
const html = renderToString(createElement(App));
const page = readFileSync("index.html", "utf8");
writeFileSync("index.html", page.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
console.log(html);
