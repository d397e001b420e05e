import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  base: "./",
  // The package's tables (ruleshelf/react) import React and the Colyseus
  // client as any library does: they are the demo's own copies.
  resolve: { dedupe: ["react", "react-dom", "@colyseus/sdk"] },
  plugins: [
    react(),
    VitePWA({
      registerType: "autoUpdate",
      // Registered in src/main.tsx, where a failure is caught.
      injectRegister: false,
      includeAssets: ["icon.svg"],
      manifest: {
        name: "ruleshelf — board games on a shelf",
        short_name: "ruleshelf",
        description: "Ruleta Rusa and other board games: hot-seat or against bots, offline.",
        start_url: "./",
        scope: "./",
        display: "standalone",
        background_color: "#f4f1ea",
        theme_color: "#2b2a27",
        icons: [
          { src: "icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,wasm,svg,png,webmanifest}"],
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  worker: { format: "es" },
  server: { fs: { allow: [".."] } },
});
