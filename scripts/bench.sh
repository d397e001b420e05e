#!/usr/bin/env bash
# Benchmarks (not tests): builds the package, then measures every game
# natively and in wasm, and writes bench/results.json and bench/results.md.
# Pass --quick for a short run.
source "$(dirname "$0")/lib.sh"
use_node
build_pkg
build_tables
build_www
# boardgame.io, measured in the same run for the comparison (benchmarks only).
ensure_npm "$ROOT/bench/boardgame-io"
cd "$ROOT"
node bench/run.mjs "$@"
node bench/embed.mjs
# Bot strength (issue 38): the levels' series, natively (a long run; --quick for a short one).
cargo build --release -p ruleshelf-bench --bin bots
node bench/bots.mjs "$@"
