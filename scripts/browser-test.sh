#!/usr/bin/env bash
# The browser tests, in Chromium and in WebKit (under a virtual X display, which WebKit needs): for
# each engine, starts the real server on a free port with a throwaway database, runs the Selenium
# tests against it (screenshots into artifacts/screenshots, named with the engine), stops the server
# and plays the wasm determinism cases inside that engine.
#
# The engines run side by side, each against a server of its own: a suite mostly waits on its
# browser (alone, Chromium's kept a quarter of this 2-core machine busy), so both together take
# little longer than the slower one. Each engine's output goes to artifacts/browser-ENGINE.log and
# is printed whole once both are done, then every failed check again, where a long log's tail shows.
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
mkdir -p artifacts/screenshots

# One engine's checks and determinism cases; its exit status says whether all passed.
run_engine() {
  local engine="$1" status=0 started=$SECONDS
  # Only WebKit needs a display (Chromium runs headless): one Xvfb in all, so two never race for a number.
  local display=()
  if [ "$engine" = webkit ]; then display=(xvfb-run -a -s "-screen 0 3000x2000x24"); fi
  source scripts/throwaway-server.sh
  echo "== browser tests in $engine"
  # The suite posts as many players from one address; the limits themselves are the server suites' tests.
  start_throwaway_server .build/debug/kinetic --post-burst 0 --names-per-hour 0
  ${display[@]+"${display[@]}"} python3 Tests/browser/test_app.py --url "$server_url" --engine "$engine" \
    --out artifacts/screenshots ${options[@]+"${options[@]}"} || status=1
  stop_throwaway_server
  echo "== wasm determinism inside $engine"
  # The node check of scripts/test.sh leaves the native runs' output in this cache; each engine reuses it.
  ${display[@]+"${display[@]}"} python3 Tests/browser/determinism.py .build/debug/kinetic --engine "$engine" \
    --native-cache artifacts/native-determinism.json || status=1
  echo "== $engine: $((SECONDS - started)) s, $([ $status = 0 ] && echo passed || echo FAILED)"
  return $status
}

pids=()
for engine in "${engines[@]}"; do
  (run_engine "$engine") >"artifacts/browser-$engine.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!engines[@]}"; do
  wait "${pids[$i]}" || status=1
done
for engine in "${engines[@]}"; do cat "artifacts/browser-$engine.log"; done
if ((status)); then
  echo "== the failed browser checks"
  for engine in "${engines[@]}"; do grep "^not ok" "artifacts/browser-$engine.log" || true; done
fi
exit $status
