#!/usr/bin/env bash
# Serves a throwaway database with the standard rate limits (release build) and prints what one client gets
# through them (Benchmarks/rate-limits.py). A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product kinetic >/dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
data=$(mktemp -d)
.build/release/kinetic serve --host 127.0.0.1 --port "$port" --db "$data/bench.sqlite" --web-root Web >"$data/log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do
  python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
    "http://127.0.0.1:$port/healthz" 2>/dev/null && break
  sleep 0.2
done
python3 Benchmarks/rate-limits.py --url "http://127.0.0.1:$port" "$@"
