// Projects a user makes, with the package installed from its packed
// tarball (npm pack of pkg/), in temporary folders: what an `npm install
// ruleshelf` gives them, nothing of the repository's.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/** Runs a command in `cwd`; returns its output (stdout and stderr, for warnings). */
export function run(cwd, command, args) {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** npm's output of a command, stderr included (npm warns there); throws with it on failure. */
export function npm(cwd, args) {
  const result = spawnSync("npm", args, { cwd, encoding: "utf8" });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${output}`);
  return output;
}

/**
 * A new folder holding the project `template` (a folder under tests/package,
 * or nothing) and the package's tarball; returns the folder, the tarball's
 * path and a `remove()`.
 */
export function project(template) {
  const folder = mkdtempSync(join(tmpdir(), "ruleshelf-project-"));
  if (template) cpSync(join(root, "tests", "package", template), folder, { recursive: true });
  const tarball = run(folder, "npm", [
    "pack",
    join(root, "pkg"),
    "--pack-destination",
    folder,
    "--silent",
  ])
    .trim()
    .split("\n")
    .at(-1);
  return {
    folder,
    tarball: join(folder, tarball),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * Installs the project's own packages (its package.json, from npm's cache
 * where it has them) and the tarball; returns npm's output.
 */
export function install(folder, tarball, extra = []) {
  return npm(folder, [
    "install",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
    "--no-package-lock",
    tarball,
    ...extra,
  ]);
}

export function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** A free port on 127.0.0.1. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `vite` (dev) or `vite preview` in `folder` on a free port; returns
 * its URL, what it printed so far, and `stop()`.
 */
export async function startVite(folder, mode) {
  const port = await freePort();
  const args = mode === "dev" ? [] : ["preview"];
  const child = spawn(
    join(folder, "node_modules", ".bin", "vite"),
    [...args, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: folder, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`vite stopped:\n${output}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (waited > 20000) {
      await stop();
      throw new Error(`vite did not answer at ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}

/**
 * Records what goes wrong on `page`: failed requests (and answers of 400
 * and more), console errors, uncaught errors.
 */
export function watchProblems(page) {
  const problems = [];
  page.on("requestfailed", (request) =>
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
