#!/usr/bin/env bash
# The browser tests, in Chromium and in WebKit (WebKit under a virtual X display, which it needs):
# each engine at the same time, with the real server on a free port with a throwaway database of its
# own, runs the Selenium tests against it (screenshots into artifacts/screenshots, named with the
# engine; its output, each line marked with the engine, also in artifacts/browser-ENGINE.log) and
# stops its server; then plays the wasm determinism cases inside both engines.
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
mkdir -p artifacts

# One engine's suite; run in a subshell, which holds its own server.
run_engine() {
  local engine="$1"
  local wrap=()
  # Chromium runs headless; WebKit draws on the virtual display.
  [ "$engine" = chromium ] || wrap=("${display[@]}")
  source scripts/throwaway-server.sh
  # A ticket key of the suite's own, which the server and the checks that post scripted runs both read.
  export KINETIC_TICKET_KEY_FILE="$throwaway_dir/ticket.key"
  head -c 32 /dev/urandom >"$KINETIC_TICKET_KEY_FILE"
  # The suite posts as many players from one address; the limits themselves are the server suites' tests.
  start_throwaway_server .build/debug/kinetic --post-burst 0 --names-per-hour 0
  "${wrap[@]}" python3 Tests/browser/test_app.py --url "$server_url" --engine "$engine" \
    --out artifacts/screenshots ${options[@]+"${options[@]}"}
}

# The engines run side by side and share the cores: that takes less time than one after the other.
status=0
pids=()
for engine in "${engines[@]}"; do
  echo "== browser tests in $engine (lines marked [$engine])"
  (run_engine "$engine" 2>&1 | sed -u "s/^/[$engine] /" | tee "artifacts/browser-$engine.log") &
  pids+=($!)
done
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || status=1
done
for engine in "${engines[@]}"; do
  echo "== browser tests in $engine: the summary and what failed (artifacts/browser-$engine.log)"
  grep -E "^\[$engine\] (not ok|# $engine: [0-9]+ passed|[0-9]+ passed)" "artifacts/browser-$engine.log" || true
done

echo "== wasm determinism inside the browsers"
determinism_engines=()
for engine in "${engines[@]}"; do determinism_engines+=(--engine "$engine"); done
# The node check of scripts/test.sh leaves the native runs' output in this cache; each engine reuses it.
"${display[@]}" python3 Tests/browser/determinism.py .build/debug/kinetic "${determinism_engines[@]}" \
  --native-cache artifacts/native-determinism.json || status=1
exit $status
