#!/usr/bin/env bash
# Builds the npm package into pkg/.
source "$(dirname "$0")/lib.sh"
build_pkg
step "pkg/ is ready: $(du -b "$ROOT/pkg/ruleshelf_bg.wasm" | cut -f1) bytes of wasm"
