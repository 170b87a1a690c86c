#!/usr/bin/env bash
# The browser tests, in Chromium and in WebKit (under a virtual X display, which WebKit needs):
# for each engine, starts the real server on a free port with a throwaway database, runs the
# Selenium tests against it (screenshots into artifacts/screenshots, named with the engine) and
# stops the server; then plays the wasm determinism cases inside both engines.
# Usage: scripts/browser-test.sh [--engine chromium|webkit]... [--only GROUP,...]
# (--only and other options go to Tests/browser/test_app.py.)
set -euo pipefail
cd "$(dirname "$0")/.."

engines=()
options=()
while (($#)); do
  case "$1" in
    --engine) engines+=("$2"); shift 2 ;;
    *) options+=("$1"); shift ;;
  esac
done
((${#engines[@]})) || engines=(chromium webkit)

# A screen larger than the widest test size.
display=(xvfb-run -a -s "-screen 0 3000x2000x24")
data=$(mktemp -d)
server=""
stop_server() {
  [ -n "$server" ] || return 0
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=""
}
trap 'stop_server; rm -rf "$data"' EXIT

# Starts a server on a new database; sets $port.
start_server() {
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  local log="$data/server-$1.log"
  .build/debug/kinetic serve --host 127.0.0.1 --port "$port" --db "$data/$1.sqlite" --web-root Web >"$log" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do
    python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
      "http://127.0.0.1:$port/healthz" 2>/dev/null && return 0
    kill -0 "$server" 2>/dev/null || { cat "$log"; exit 1; }
    sleep 0.2
  done
  echo "the server did not answer /healthz: $log" >&2
  cat "$log"
  exit 1
}

status=0
for engine in "${engines[@]}"; do
  echo "== browser tests in $engine"
  start_server "$engine"
  "${display[@]}" python3 Tests/browser/test_app.py --url "http://127.0.0.1:$port" --engine "$engine" \
    --out artifacts/screenshots ${options[@]+"${options[@]}"} || status=1
  stop_server
done

echo "== wasm determinism inside the browsers"
determinism_engines=()
for engine in "${engines[@]}"; do determinism_engines+=(--engine "$engine"); done
"${display[@]}" python3 Tests/browser/determinism.py .build/debug/kinetic "${determinism_engines[@]}" || status=1
exit $status
