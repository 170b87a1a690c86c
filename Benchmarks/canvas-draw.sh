#!/usr/bin/env bash
# Starts the server on a free port with a throwaway database and prints headless Chromium's canvas
# draw time for a game (Benchmarks/canvas-draw.py). A benchmark: it prints figures, never fails on them.
#   Benchmarks/canvas-draw.sh [game] [frames] [--action name]...
#   Benchmarks/canvas-draw.sh set 600 --action bench
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-set}"
frames="${2:-600}"
scripts/ensure-deps.sh browser >/dev/null
scripts/build-wasm.sh >/dev/null
swift build --product kinetic >/dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
data=$(mktemp -d)
.build/debug/kinetic serve --host 127.0.0.1 --port "$port" --db "$data/bench.sqlite" --web-root Web >"$data/log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do
  python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
    "http://127.0.0.1:$port/healthz" 2>/dev/null && break
  sleep 0.2
done
python3 Benchmarks/canvas-draw.py --url "http://127.0.0.1:$port" --game "$game" --frames "$frames" "${@:3}"
