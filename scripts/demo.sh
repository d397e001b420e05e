#!/usr/bin/env bash
# Builds the package, the demo and the game server, then serves the demo on
# 127.0.0.1 with the game server beside it (one process, PGlite in
# server/data) for online play.
source "$(dirname "$0")/lib.sh"
use_node
build_pkg
build_tables
build_www
build_server
port="${PORT:-4173}"
server_port="${SERVER_PORT:-2567}"
step "starting the game server on 127.0.0.1:$server_port"
(cd "$ROOT/server" && PORT="$server_port" HOST=127.0.0.1 DATA_DIR="${DATA_DIR:-$ROOT/server/data}" exec node dist/main.js) &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true' EXIT
step "the demo is at http://127.0.0.1:$port/ (Ctrl-C stops it and the game server)"
cd "$ROOT/www"
node_modules/.bin/vite preview --host 127.0.0.1 --port "$port" --strictPort
