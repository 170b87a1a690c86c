#!/usr/bin/env bash
# Load-tests the score API: builds the release server, serves a throwaway database on port 18080, runs
# Benchmarks/scores-load.mjs against it from a second process, then stops the server.
#   Benchmarks/scores-load.sh [seconds per phase, default 10] [connections, default 32]
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
port=18080
url="http://127.0.0.1:$port"

swift build -c release --product kinetic >/dev/null
scratch=$(mktemp -d)
# All the load comes from one address, so the per-address rate limits are off here (they would answer 429 to
# nearly every POST); Benchmarks/rate-limits.sh measures them.
.build/release/kinetic serve --port "$port" --db "$scratch/scores.sqlite" --web-root Web \
  --post-burst 0 --names-per-hour 0 >"$scratch/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$scratch"' EXIT

healthy() { python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" "$url/healthz" 2>/dev/null; }
for _ in $(seq 100); do
  healthy && break
  kill -0 "$server" 2>/dev/null || { cat "$scratch/server.log" >&2; exit 1; }
  sleep 0.1
done
healthy || { echo "the server did not answer $url/healthz" >&2; exit 1; }

node Benchmarks/scores-load.mjs --url "$url" --seconds "$seconds" --connections "$connections"
