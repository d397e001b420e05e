// Packs the game server as the npm package `ruleshelf-server`: the built
// dist/, the README and a package.json that depends on `ruleshelf` by the
// version pkg/ has. (The repository's own server/package.json takes the
// package from ../pkg, as every folder of the repository does; a tarball
// must name a version.) `node server/scripts/pack.mjs DIR` writes the
// tarball into DIR and prints its path.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const pkgDir = fileURLToPath(new URL("../../pkg/", import.meta.url));

/** Packs `dir` (a package folder) into `into`; returns the tarball's path. */
export function npmPack(dir, into) {
  const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", into], {
    cwd: dir,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .at(-1);
  return join(into, name);
}

/** Packs the server (built already: server/dist) into `into`; returns the tarball's path. */
export function packServer(into) {
  const manifest = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8"));
  const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const stage = mkdtempSync(join(tmpdir(), "ruleshelf-server-package-"));
  try {
    cpSync(join(serverDir, "dist"), join(stage, "dist"), { recursive: true });
    cpSync(join(serverDir, "README.md"), join(stage, "README.md"));
    const { private: _private, devDependencies: _dev, scripts, ...published } = manifest;
    published.scripts = { start: scripts.start };
    published.dependencies = { ...manifest.dependencies, ruleshelf: version };
    writeFileSync(join(stage, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
    return npmPack(stage, resolve(into));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(packServer(process.argv[2] ?? "."));
}
