// Real Redis and Postgres for the cluster test: Debian's redis-server and
// postgresql, started on 127.0.0.1 in a folder of their own (the one
// scripts/test.sh passes in RULESHELF_SERVICES_DIR, which it cleans up
// whatever happens) and stopped when the test ends.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, sleep } from "./helpers.mjs";

function servicesDir() {
  const dir =
    process.env.RULESHELF_SERVICES_DIR ?? mkdtempSync(join(tmpdir(), "ruleshelf-services-"));
  chmodSync(dir, 0o755);
  return dir;
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForPort(port, what) {
  for (let i = 0; i < 200; i++) {
    if (await answers(port)) return;
    await sleep(50);
  }
  throw new Error(`${what} did not start on 127.0.0.1:${port}`);
}

/** A throwaway Redis on 127.0.0.1 (no persistence). */
export async function startRedis() {
  const dir = servicesDir();
  const port = await freePort();
  const pidfile = join(dir, "redis.pid");
  execFileSync("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "yes",
    "--pidfile",
    pidfile,
    "--dir",
    dir,
    "--logfile",
    join(dir, "redis.log"),
  ]);
  await waitForPort(port, "redis-server");
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      spawnSync("redis-cli", ["-p", String(port), "shutdown", "nosave"]);
    },
  };
}

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version)
    throw new Error("Debian's postgresql is not installed (scripts/test.sh installs it)");
  return join(root, version, "bin");
}

/** Runs a Postgres tool as the `postgres` user when we are root (Postgres refuses root). */
function asPostgres(tool, args) {
  const root = process.getuid?.() === 0;
  const [command, all] = root
    ? ["runuser", ["-u", "postgres", "--", join(postgresBin(), tool), ...args]]
    : [join(postgresBin(), tool), args];
  execFileSync(command, all, { stdio: ["ignore", "pipe", "pipe"] });
}

/** A throwaway Postgres cluster on 127.0.0.1, user `app`, trusted. */
export async function startPostgres() {
  const dir = join(servicesDir(), `pg${process.pid}`);
  const data = join(dir, "data");
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "app"]);
  asPostgres("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
  await waitForPort(port, "postgres");
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        // Already stopped.
      }
    },
  };
}
