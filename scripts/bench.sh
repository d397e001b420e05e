#!/usr/bin/env bash
# Benchmarks (not tests): builds the package, then measures every game
# natively and in wasm, and writes bench/results.json and bench/results.md.
# Pass --quick for a short run.
source "$(dirname "$0")/lib.sh"
build_pkg
build_www
cd "$ROOT"
node bench/run.mjs "$@"
