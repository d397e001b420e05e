import { hydrateRoot } from "react-dom/client";
import { App } from "./App.js";

// The page came rendered from the server (ssr.mjs): React takes it over.
const root = document.getElementById("root");
if (root) hydrateRoot(root, <App />);
