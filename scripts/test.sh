#!/usr/bin/env bash
# Runs every test of the repository, installing what is missing first:
# Rust (rule tests, conformance batteries, bots), the built package's Node
# API tests, the TypeScript type test, the online game server's tests
# (against real Redis and Postgres, started here on 127.0.0.1 and stopped
# afterwards), and the browser end-to-end tests.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_node
ensure_chromium
ensure_redis
ensure_postgres
# Services the server tests start live here; whatever happens, they stop.
export RULESHELF_SERVICES_DIR="$(mktemp -d)"
chmod 755 "$RULESHELF_SERVICES_DIR"
trap 'stop_test_services "$RULESHELF_SERVICES_DIR"' EXIT

step "Style: rustfmt, Prettier and ESLint (checked, nothing rewritten)"
ensure_rust_components
ensure_npm "$ROOT"
cargo fmt --all --check
node_modules/.bin/prettier --check --log-level warn "**/*.{ts,tsx,js,mjs,cjs}"
node_modules/.bin/eslint --max-warnings 0 .

step "Rust lints: clippy on every target, warnings refused"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "Rust: rule tests, conformance batteries, bots"
cargo test --workspace

build_pkg
build_tables

step "Node: the package's JS API (on Node $(node --version), and on the machine's own)"
node --test tests/node/*.test.js
if [ -n "$SYSTEM_NODE" ] && [ "$("$SYSTEM_NODE" --version)" != "$(node --version)" ]; then
  "$SYSTEM_NODE" --test tests/node/*.test.js
fi

step "TypeScript: a consumer of the package type-checks (and its misuse does not)"
node_modules/.bin/tsc -p tests/types

build_www
build_server

step "Online: the game server (secrecy, bad input, a two-process cluster surviving a SIGKILL)"
(cd server && node --test --test-concurrency=1 test/*.test.mjs)

step "Browser: the demo, end to end in Chromium (online play included)"
node --test --test-concurrency=1 tests/e2e/*.test.mjs

step "The package as a dependency: projects that install its packed tarball (a Vite page, React 18 and 19, Node alone)"
node --test --test-concurrency=1 tests/package/*.test.mjs

step "every test passed"
