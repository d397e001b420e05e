#!/usr/bin/env node
// The server's entry, `ruleshelf-server` (npx ruleshelf-server): configured
// by its options and the environment (server/src/settings.ts, --help).

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `ruleshelf-server needs Node 22 or later (Colyseus 0.18 does); this is Node ${process.versions.node}`,
  );
  process.exit(1);
}
// How long Colyseus waits for another process to answer (a room call, a
// health check) before it counts that process as dead: 1 s rather than its
// 2 s, so the matches of a killed process move sooner. Read when Colyseus
// loads, hence set before anything that imports it (the settings do too).
process.env.COLYSEUS_PRESENCE_SHORT_TIMEOUT ||= "1000";
const { helpText, readSettings, SettingError, wantsHelp } = await import("./settings.js");
const { startServer } = await import("./server.js");

const argv = process.argv.slice(2);
if (wantsHelp(argv)) {
  console.log(helpText());
  process.exit(0);
}
let settings;
try {
  settings = readSettings(argv, process.env, process.cwd());
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  console.error(`ruleshelf-server: ${error.message}`);
  process.exit(2);
}

// A bug must not take every match of the process down with it: it is
// logged, and the match it hit stays as its record left it.
process.on("uncaughtException", (error) =>
  console.error(`uncaught: ${error.stack ?? error.message}`),
);
process.on("unhandledRejection", (error) =>
  console.error(
    `unhandled rejection: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  ),
);

const server = await startServer(settings);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing (matches move to the next process that is asked for them)`);
    // With Redis or Postgres gone, closing could wait for them for ever: the process stops anyway.
    setTimeout(() => {
      console.error(`${signal}: closing took over 5 s (is Redis or Postgres away?); stopping now`);
      process.exit(1);
    }, 5000).unref();
    void server.close().then(() => process.exit(0));
  });
}
