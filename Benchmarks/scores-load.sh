#!/usr/bin/env bash
# Load-tests the score API: builds the release server, serves a throwaway database on a free port, runs
# Benchmarks/scores-load.mjs against it from a second process, then stops the server.
#   Benchmarks/scores-load.sh [seconds per phase, default 10] [connections, default 32]
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"

swift build -c release --product kinetic >/dev/null
# All the load comes from one address, so the per-address rate limits are off here (they would answer 429 to
# nearly every POST); Benchmarks/rate-limits.sh measures them.
source scripts/throwaway-server.sh
start_throwaway_server .build/release/kinetic --post-burst 0 --names-per-hour 0

node Benchmarks/scores-load.mjs --url "$server_url" --seconds "$seconds" --connections "$connections"
