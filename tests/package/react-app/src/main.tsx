import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.js";
// The package README's React example, as written (react-apps.test.mjs copies it here).
import { Corner } from "./ReadmeExample.js";

// The page came rendered from the server (ssr.mjs): React takes it over.
const root = document.getElementById("root");
if (root) hydrateRoot(root, <App />);
// The README's example renders beside it, in the browser only.
const readme = document.getElementById("readme");
if (readme) createRoot(readme).render(<Corner />);
