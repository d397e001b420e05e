#!/usr/bin/env bash
# Runs every test of the repository, installing what is missing first:
# Rust (rule tests, conformance batteries, bots), the built package's Node
# API tests, the TypeScript type test, and the browser end-to-end tests.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_chromium

step "Rust: rule tests, conformance batteries, bots"
cargo test --workspace

build_pkg

step "Node: the package's JS API"
node --test tests/node/

step "TypeScript: a consumer of the package type-checks (and its misuse does not)"
node_modules/.bin/tsc -p tests/types

build_www

step "Browser: the demo, end to end in Chromium"
node --test --test-concurrency=1 tests/e2e/

step "every test passed"
