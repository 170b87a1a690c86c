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
source scripts/throwaway-server.sh

status=0
for engine in "${engines[@]}"; do
  echo "== browser tests in $engine"
  # The suite posts as many players from one address; the limits themselves are the server suites' tests.
  start_throwaway_server .build/debug/kinetic --post-burst 0 --names-per-hour 0
  "${display[@]}" python3 Tests/browser/test_app.py --url "$server_url" --engine "$engine" \
    --out artifacts/screenshots ${options[@]+"${options[@]}"} || status=1
  stop_throwaway_server
done

echo "== wasm determinism inside the browsers"
determinism_engines=()
for engine in "${engines[@]}"; do determinism_engines+=(--engine "$engine"); done
# The node check of scripts/test.sh leaves the native runs' output in this cache; each engine reuses it.
"${display[@]}" python3 Tests/browser/determinism.py .build/debug/kinetic "${determinism_engines[@]}" \
  --native-cache artifacts/native-determinism.json || status=1
exit $status
