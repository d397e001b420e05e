#!/usr/bin/env bash
# Builds the package and starts the online game server alone (on Node 24
# when the machine's is older than 22), configured by its options
# (./scripts/serve.sh --help) or the environment: PORT (default 2567), DATABASE_URL (Postgres; without it,
# PGlite in server/data), REDIS_URL (Redis presence and driver, to run several
# processes), and HOST, PUBLIC_ADDRESS, DATA_DIR, BOT_WORKERS (docs/online.md).
source "$(dirname "$0")/lib.sh"
use_node
build_pkg
build_server
step "the game server starts on port ${PORT:-2567} (Ctrl-C stops it)"
cd "$ROOT/server"
DATA_DIR="${DATA_DIR:-$ROOT/server/data}" exec node dist/main.js "$@"
