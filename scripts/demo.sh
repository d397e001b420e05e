#!/usr/bin/env bash
# Builds the package and the demo, then serves the demo on 127.0.0.1.
source "$(dirname "$0")/lib.sh"
build_pkg
build_www
port="${PORT:-4173}"
step "the demo is at http://127.0.0.1:$port/ (Ctrl-C stops it)"
cd "$ROOT/www"
exec node_modules/.bin/vite preview --host 127.0.0.1 --port "$port" --strictPort
