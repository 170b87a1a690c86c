#!/usr/bin/env bash
# Starts the real server on a free port with a throwaway database, runs the Selenium browser
# test against it, saves screenshots into artifacts/screenshots, and stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
data=$(mktemp -d)
log="$data/server.log"
.build/debug/kinetic serve --host 127.0.0.1 --port "$port" --db "$data/test.sqlite" --web-root Web >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT

for _ in $(seq 1 100); do
  python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
    "http://127.0.0.1:$port/healthz" 2>/dev/null && break
  kill -0 $server 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.2
done

python3 Tests/browser/test_app.py --url "http://127.0.0.1:$port" --out artifacts/screenshots "$@"
