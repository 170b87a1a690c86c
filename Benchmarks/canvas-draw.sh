#!/usr/bin/env bash
# Starts the server on a free port with a throwaway database and prints headless Chromium's canvas
# draw time for a game (Benchmarks/canvas-draw.py). A benchmark: it prints figures, never fails on them.
#   Benchmarks/canvas-draw.sh [game] [frames] [--action name]... [--script page-script]...
#   Benchmarks/canvas-draw.sh set 600 --script Benchmarks/busy-set.mjs
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-set}"
frames="${2:-600}"
scripts/ensure-deps.sh browser >/dev/null
scripts/build-wasm.sh >/dev/null
swift build --product kinetic >/dev/null
source scripts/throwaway-server.sh
start_throwaway_server .build/debug/kinetic
python3 Benchmarks/canvas-draw.py --url "$server_url" --game "$game" --frames "$frames" "${@:3}"
