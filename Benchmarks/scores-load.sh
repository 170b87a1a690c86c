#!/usr/bin/env bash
# Load-tests the score API: builds the release server, records a run of the game with the scripted player,
# serves a throwaway database on a free port, runs Benchmarks/scores-load.mjs against it from a second process
# (every POST carries a real record, which the server replays), then stops the server.
#   Benchmarks/scores-load.sh [seconds per phase, default 10] [connections, default 32] [game, default concentration]
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
game="${3:-concentration}"

swift build -c release --product kinetic >/dev/null
source scripts/throwaway-server.sh
records="$throwaway_dir/records.mjs"
.build/release/kinetic bench verify --runs 1 --games "$game" --write-module "$records" >/dev/null
# All the load comes from one address, so the per-address rate limits are off here (they would answer 429 to
# nearly every POST); Benchmarks/rate-limits.sh measures them. The verification queue holds every connection's
# POST, so the write phase measures replays rather than 503s from a full queue.
start_throwaway_server .build/release/kinetic --post-burst 0 --names-per-hour 0 --verify-queue "$connections"

node Benchmarks/scores-load.mjs --url "$server_url" --seconds "$seconds" --connections "$connections" \
  --game "$game" --records "$records" --kinetic .build/release/kinetic
