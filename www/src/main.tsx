import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadEngine, messageOf } from "./engine";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
const root = createRoot(container);

loadEngine().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<p className="error">Could not load the rules engine: {messageOf(error)}</p>),
);

/** The service worker precaches the app, the wasm included, for offline play. */
function registerServiceWorker(): void {
  navigator.serviceWorker.register("./sw.js").catch((error: unknown) => {
    console.warn(`Offline play is unavailable: ${messageOf(error)}`);
  });
}

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
