#!/usr/bin/env bash
# Serves the app (release build, with the brotli/gzip copies build-wasm.sh writes) on a free port and prints the
# bytes a first visit at phone size transfers, cold and warm (Benchmarks/first-load.py). A benchmark: it prints
# figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh browser >/dev/null
scripts/build-wasm.sh >/dev/null
swift build -c release --product kinetic >/dev/null
source scripts/throwaway-server.sh
start_throwaway_server .build/release/kinetic
python3 Benchmarks/first-load.py --url "$server_url"
