# Shared steps of the build, demo, test and bench commands. Each `ensure_*`
# installs what is missing and does nothing when it is already there.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WASM_BINDGEN_VERSION="0.2.130"

step() { printf '\n==> %s\n' "$*"; }

# Node 22 or later (Colyseus 0.18 requires it): the machine's own `node`
# when it is new enough, else the official Node build from its npm package
# (node-linux-<arch>@NODE_VERSION), installed once into target/node and put
# first on PATH. SYSTEM_NODE keeps the machine's own, for the package's
# tests on the oldest Node it supports (20).
NODE_VERSION="24.22.3"
use_node() {
  SYSTEM_NODE="${SYSTEM_NODE:-$(command -v node || true)}"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$major" -ge 22 ] && return 0
  local arch dir bin
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node $NODE_VERSION package for $(uname -m): install Node 22 or later" >&2; return 1 ;;
  esac
  dir="$ROOT/target/node"
  bin="$dir/node_modules/node-linux-$arch/bin"
  if [ "$("$bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
    step "installing Node $NODE_VERSION into target/node (the machine's node is $(node --version 2>/dev/null || echo missing))"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-$arch@$NODE_VERSION"
  fi
  export PATH="$bin:$PATH"
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# rustfmt and clippy, for the style checks (rustup adds a missing one).
ensure_rust_components() {
  local component
  for component in rustfmt clippy; do
    if ! rustup component list --installed | grep -q "^$component"; then
      step "adding the $component component"
      rustup component add "$component"
    fi
  done
}

ensure_wasm_bindgen() {
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 2 minutes)"
    # Not --locked: its lock file names a crate version the registry lacks.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

# npm ci in a folder, unless its node_modules already matches its lock file.
ensure_npm() {
  local dir="$1" stamp="$1/node_modules/.ruleshelf-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    step "installing npm packages in ${dir#"$ROOT"/}"
    (cd "$dir" && npm ci --no-audit --no-fund)
    cp "$dir/package-lock.json" "$stamp"
  fi
}

# apt-get install, once per run (after one apt-get update).
apt_install() {
  if [ -z "${RULESHELF_APT_UPDATED:-}" ]; then
    apt-get update
    RULESHELF_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}

ensure_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    step "installing Debian's redis-server for the cluster test"
    apt_install redis-server
    # The package may start a Redis of its own: the tests start theirs.
    service redis-server stop >/dev/null 2>&1 || true
  fi
}

ensure_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    step "installing Debian's postgresql for the cluster test"
    apt_install postgresql
    # The package may start its default cluster: the tests start their own.
    service postgresql stop >/dev/null 2>&1 || true
  fi
}

# Stops what a test left running in DIR (a Redis and a Postgres it started
# there), even when the test itself was killed.
stop_test_services() {
  local dir="$1" pgdata
  [ -d "$dir" ] || return 0
  if [ -f "$dir/redis.pid" ]; then kill "$(cat "$dir/redis.pid")" 2>/dev/null || true; fi
  for pgdata in "$dir"/pg*/data; do
    if [ -f "$pgdata/postmaster.pid" ]; then kill -INT "$(head -1 "$pgdata/postmaster.pid")" 2>/dev/null || true; fi
  done
  rm -rf "$dir" 2>/dev/null || true
}

ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    step "installing Debian's Chromium for the browser tests"
    apt_install chromium
  fi
}

# The games on the shelf, by id, read from the shelf's one list
# (crates/wasm/src/games.rs): each is a cargo feature of the wasm crate and
# an entry of the package (`ruleshelf/<id>`).
mapfile -t GAMES < <(sed -nE 's/^ *"([a-z0-9-]+)" => .*/\1/p' "$ROOT/crates/wasm/src/games.rs")
[ "${#GAMES[@]}" -gt 0 ] || { echo "no games in crates/wasm/src/games.rs" >&2; exit 1; }

# A digest of what a build reads: the files below the given paths (git
# pathspecs, so exclusions too; tracked or not, as git lists them, ignored
# ones left out), the lock file cargo keeps out of git, and the tools'
# versions.
fingerprint() {
  {
    (cd "$ROOT" && git ls-files -z -co --exclude-standard -- "$@" | sort -z | xargs -0 sha256sum)
    [ -f "$ROOT/Cargo.lock" ] && sha256sum "$ROOT/Cargo.lock"
    rustc --version
    node --version
    echo "wasm-bindgen $WASM_BINDGEN_VERSION"
  } | sha256sum | cut -d" " -f1
}

# Stamps of finished builds: the fingerprint each was built from.
STAMPS="$ROOT/target/stamps"

# Whether the build `$1` left its output `$2` and was made from `$3`.
built_from() {
  [ -e "$2" ] && [ -f "$STAMPS/$1" ] && [ "$(cat "$STAMPS/$1")" = "$3" ]
}

# Records that the build `$1` was made from `$2` (only once it succeeded).
stamp() {
  mkdir -p "$STAMPS"
  echo "$2" >"$STAMPS/$1"
}

# One wasm of the package into `$1` (a folder of pkg/), built with the wasm
# crate's features `$2` (comma-separated game ids): a build with the `wasm`
# profile (see Cargo.toml), wasm-bindgen (web target), wasm-opt from npm's
# binaryen.
build_wasm() {
  local out="$1" features="$2"
  cargo build -p ruleshelf-wasm --profile wasm --target wasm32-unknown-unknown \
    --no-default-features --features "$features"
  wasm-bindgen --target web --out-dir "$out" --out-name ruleshelf \
    target/wasm32-unknown-unknown/wasm/ruleshelf_wasm.wasm
  node_modules/.bin/wasm-opt -O3 "$out/ruleshelf_bg.wasm" -o "$out/ruleshelf_bg.wasm"
  # The raw ABI table wasm-bindgen declares is typed `any`; nothing in the
  # package's types may be.
  sed -i 's/: any\b/: unknown/g' "$out/ruleshelf.d.ts" "$out/ruleshelf_bg.wasm.d.ts"
}

# The npm package in pkg/: the whole shelf's wasm and entry at its root,
# each game's wasm and entry in its own folder, the typed JS from js/, and
# the catalogue of games (GameInfo[] without any wasm, for menus).
build_pkg() {
  ensure_wasm_target
  ensure_wasm_bindgen
  ensure_npm "$ROOT"
  cd "$ROOT"
  # The lock file is part of the fingerprint: make it before reading one, or
  # the first build (which writes it) stamps a fingerprint the next start
  # no longer matches, and pkg/ is built twice on a fresh clone.
  [ -f Cargo.lock ] || cargo generate-lockfile --quiet
  # What the wasm build reads: the crates' sources, data and manifests, not
  # their tests nor the native benchmark (a changed test rebuilt pkg/ from
  # scratch, minutes, for nothing).
  local inputs
  inputs="$(fingerprint crates ':(exclude,glob)crates/*/tests/**' ':(exclude)crates/bench' js Cargo.toml scripts/lib.sh scripts/catalogue.mjs)"
  if built_from pkg pkg/package.json "$inputs"; then
    step "pkg/ is up to date"
    return
  fi
  step "building pkg/ (the whole shelf, then each game alone)"
  rm -rf pkg
  build_wasm pkg "$(IFS=,; echo "${GAMES[*]}")"
  cp js/api.js js/index.js js/node.js js/known.js js/log.js js/index.d.ts js/package.json js/README.md js/LICENSE pkg/
  local game
  for game in "${GAMES[@]}"; do
    build_wasm "pkg/$game" "$game"
    sed 's#"\./api\.js"#"../api.js"#' js/index.js >"pkg/$game/index.js"
    cp js/node.js js/index.d.ts "pkg/$game/"
  done
  node scripts/catalogue.mjs pkg
  stamp pkg "$inputs"
}

# The tables into the package, on the built wasm (see tables/vite.config.ts):
# pkg/table.js and pkg/table/ (the <ruleshelf-table> element, everything
# bundled), pkg/react.js and pkg/react/ (the React components), and their
# types in pkg/types/.
build_tables() {
  ensure_npm "$ROOT/tables"
  local inputs
  inputs="$(fingerprint tables)-$(cat "$STAMPS/pkg" 2>/dev/null)"
  if built_from tables "$ROOT/pkg/table.js" "$inputs"; then
    step "the tables in pkg/ are up to date"
    return
  fi
  step "building the tables into pkg/ (the element, the React components)"
  (cd "$ROOT/pkg" && rm -rf table table.js table.d.ts react react.js react.d.ts types)
  (cd "$ROOT/tables" && npx tsc --noEmit -p . && npx vite build --mode element && npx vite build --mode react && npx tsc -p tsconfig.types.json && node build/dtsExtensions.mjs ../pkg/types)
  printf '%s\n' 'export * from "./types/tables/src/element/table.js";' >"$ROOT/pkg/table.d.ts"
  printf '%s\n' 'export * from "./types/tables/src/react/index.js";' >"$ROOT/pkg/react.d.ts"
  stamp tables "$inputs"
}

# The online game server (TypeScript → server/dist), on the built pkg/.
build_server() {
  ensure_npm "$ROOT/server"
  local inputs
  inputs="$(fingerprint server)-$(cat "$STAMPS/pkg" 2>/dev/null)"
  if built_from server "$ROOT/server/dist" "$inputs"; then
    step "the game server is up to date"
    return
  fi
  step "building the game server"
  (cd "$ROOT/server" && npm run build)
  stamp server "$inputs"
}

# The demo's production build (it installs pkg/ like any npm consumer).
build_www() {
  ensure_npm "$ROOT/tables"
  ensure_npm "$ROOT/www"
  local inputs
  inputs="$(fingerprint www tables)-$(cat "$STAMPS/pkg" 2>/dev/null)-$(cat "$STAMPS/tables" 2>/dev/null)"
  if built_from www "$ROOT/www/dist" "$inputs"; then
    step "the demo is up to date"
    return
  fi
  step "building the demo"
  (cd "$ROOT/www" && npm run build)
  stamp www "$inputs"
}
