// Preloaded by bench/online.mjs --profile (NODE_OPTIONS=--require, where
// --cpu-prof is not allowed): profiles the process's main thread from its
// start and writes a .cpuprofile into RULESHELF_PROFILE_DIR when it exits.
const { isMainThread } = require("node:worker_threads");
const { Session } = require("node:inspector");
const { writeFileSync } = require("node:fs");
const { join } = require("node:path");

const session = new Session();
// Each thread profiles itself (workers load this too): its file is named
// by the process and thread.
session.connect();
session.post("Profiler.enable");
session.post("Profiler.setSamplingInterval", { interval: 1000 });
session.post("Profiler.start");
let written = false;
function write() {
  if (written) return;
  written = true;
  // A session on the main thread answers at once, so this runs within 'exit'.
  session.post("Profiler.stop", (error, result) => {
    if (!error)
      writeFileSync(
        join(
          process.env.RULESHELF_PROFILE_DIR,
          `${process.pid}-${require("node:worker_threads").threadId}.cpuprofile`,
        ),
        JSON.stringify(result.profile),
      );
  });
}
process.on("exit", write);
if (isMainThread) {
  process.on("SIGTERM", () => {
    write();
    process.exit(0);
  });
}
