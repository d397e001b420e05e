import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { messageOf } from "ruleshelf/react";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");
// The menu needs no rules engine: each game's loads when its table opens.
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
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
