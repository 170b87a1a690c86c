#!/usr/bin/env bash
# Everything `make test` runs: the Swift and JavaScript style checks, Swift unit tests, wasm
# determinism in node, browser tests in Chromium and WebKit against the real server. Installs what
# is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-deps.sh all

# Each section's header says when it started, so a slow run shows where its time went.
section() { echo "== $1 (at $((SECONDS / 60)) min $((SECONDS % 60)) s)"; }

# Waits for the background job `pid`, prints its log `log`, and says that `name` failed when it did; returns
# the job's status.
finish_job() {
  local name="$1" pid="$2" log="$3" status=0
  wait "$pid" || status=$?
  cat "$log"
  [ "$status" -eq 0 ] || echo "$name failed (exit $status)"
  return "$status"
}

# Starts `command...` in the background in a process group of its own and sets `started` to its pid (the
# group's id). Whatever way the script ends, the exit handler stops every such group still running, with all
# the processes in it: a failed step exits at once, and a background wasm build or test run must not go on.
background_groups=()
background() {
  set -m
  "$@" &
  started=$!
  set +m
  background_groups+=("$started")
}
stop_background() {
  local group
  for group in "${background_groups[@]}"; do kill -- "-$group" 2>/dev/null || true; done
}
trap stop_background EXIT

section "the checks that need no build (scripts/quick-checks.sh)"
scripts/quick-checks.sh

# The wasm build compiles one module at a time, on one core. It runs in the background beside the debug build
# and the Swift tests (each has stretches on one core: module chains, the last links, the longest suites); only
# the node checks need its module, and they wait for it. Its log follows then. It keeps the normal priority: at
# the lowest, any other busy process on the machine starves it (beside two, it got 1% of a core).
mkdir -p artifacts
section "wasm build (in the background, log in artifacts/wasm-build.log)"
background bash -c 'scripts/build-wasm.sh && scripts/build-wasm.sh bench' >artifacts/wasm-build.log 2>&1
wasm_build=$started

section "throwaway PostgreSQL for the score store's tests (stopped at exit)"
source scripts/throwaway-postgres.sh
# Sourcing set its own exit handler; the background jobs stop first, as some use the clusters.
trap 'stop_background; kinetic_postgres_stop' EXIT

section "swift build (debug, with the tests)"
swift build --build-tests
# Two runs: the server's suites start real server processes and PostgreSQL connections with timeouts, so
# they run in a test process of their own, where the long CPU-bound suites of the engine and the games do not
# hold its few threads for minutes. Each log is kept so a failure's own lines can be repeated at the end,
# where a reader of a long run's tail sees them. The test bundle is run as `swift test` runs it, without
# `swift test` itself: that plans the whole build again before each of the four runs.
swift_tests() {
  local log="$1"
  shift
  if ! NO_COLOR=1 .build/debug/KineticPackageTests.xctest --testing-library swift-testing "$@" 2>&1 | tee "$log"; then
    echo "== the Swift tests failed; the issues they recorded:"
    grep -E -A 3 "recorded an issue|^✘ Test [^r]" "$log" | grep -v "^◇" || true
    exit 1
  fi
}
section "Swift tests: all but the server (open files: soft $(ulimit -Sn), hard $(ulimit -Hn))"
swift_tests artifacts/swift-test.log --skip "^ServerTests\."
section "Swift tests: the server's suites, in a process of their own"
swift_tests artifacts/swift-test-server.log --filter "^ServerTests\." \
  --skip "^ServerTests\.(TransportTests|IdleTimeoutTests)"
# The idle-timeout suite only waits (stalled requests on servers of their own): it runs in the
# background in a process of its own while the node checks below keep the cores busy. Its output follows theirs.
section "Swift tests: the idle timeouts (in the background, output in artifacts/swift-test-idle.out)"
background swift_tests artifacts/swift-test-idle.log --filter "^ServerTests\.IdleTimeoutTests" \
  >artifacts/swift-test-idle.out 2>&1
idle_timeouts=$started
section "the documents' Swift examples compile (scripts/check-doc-code.py)"
python3 scripts/check-doc-code.py .build/debug/Modules

section "the wasm build's end"
finish_job scripts/build-wasm.sh "$wasm_build" artifacts/wasm-build.log || exit 1

# Node 20 can deadlock while a wasm instantiation is pending: its idle event loop waits for every background
# task (NodePlatform::DrainTasks), and a background TurboFan job that needs a garbage collection waits for the
# main thread (nodejs/node#54918), and runs of determinism.mjs on a loaded machine hung there. Optimizing
# JavaScript on the main thread removes that job; a run that stalls anyway fails with its name after a limit
# far above any run's length instead of holding CI.
# `timeout` stays in its caller's process group (--foreground), so stopping the background jobs stops node too.
node_wasm() {
  local status=0
  timeout --foreground --kill-after=10 600 node --no-concurrent-recompilation "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "node $1 did not finish within 600 s"
  fi
  return "$status"
}

# Each node check runs on one core; they run side by side, each into its own log, printed in this order once
# all are done.
section "wasm in node, side by side: determinism, random input, initial memory, run tickets, the app's module"
background node_wasm Tests/wasm/determinism.mjs .build/debug/kinetic --native-cache artifacts/native-determinism.json \
  >artifacts/node-determinism.log 2>&1
determinism=$started
background node_wasm Tests/wasm/random-input.mjs >artifacts/node-random-input.log 2>&1
random_input=$started
background node_wasm Tests/wasm/memory-growth.mjs >artifacts/node-memory-growth.log 2>&1
memory_growth=$started
background node_wasm Tests/wasm/tickets.mjs >artifacts/node-tickets.log 2>&1
tickets=$started
background node_wasm Tests/wasm/app-module.mjs >artifacts/node-app-module.log 2>&1
app_module=$started
node_status=0
for check in "determinism $determinism" "random-input $random_input" "memory-growth $memory_growth" \
  "tickets $tickets" "app-module $app_module"; do
  read -r name pid <<<"$check"
  echo "== node: $name (artifacts/node-$name.log)"
  finish_job "the node check $name" "$pid" "artifacts/node-$name.log" || node_status=1
done
[ "$node_status" -eq 0 ] || exit 1

section "Swift tests: the idle timeouts' end"
finish_job "the idle-timeout suite" "$idle_timeouts" artifacts/swift-test-idle.out || exit 1

# The transport suite times /healthz while thousands of slow connections are open; beside the other server
# suites, which start servers and PostgreSQL sessions of their own on the same cores, an answer's delay could
# not be told from theirs. It runs by itself.
section "Swift tests: the transport suite, by itself"
swift_tests artifacts/swift-test-transport.log --filter "^ServerTests\.TransportTests"

section "browser (Chromium and WebKit)"
scripts/browser-test.sh
section "done"
