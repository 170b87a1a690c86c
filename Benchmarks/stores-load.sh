#!/usr/bin/env bash
# GET and POST throughput and latency of the score API from a second process (Benchmarks/scores-load.mjs),
# on SQLite, on PostgreSQL with one server and on PostgreSQL with two servers sharing the database (the load
# alternating between them). Every POST carries a played Concentration record that the server replays, as a
# real submission is. Builds the release server and starts a throwaway PostgreSQL cluster.
#   Benchmarks/stores-load.sh [seconds per phase, default 10] [connections, default 32]
# KINETIC_BIN=.build/debug/kinetic-postgres measures another build instead of building the release one.
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"

kinetic="${KINETIC_BIN:-}"
if [ -z "$kinetic" ]; then
  swift build -c release --product kinetic-postgres >/dev/null
  kinetic=.build/release/kinetic-postgres
fi
source scripts/throwaway-postgres.sh
work="$(mktemp -d)"
servers=()
stop_servers() {
  local pid
  for pid in "${servers[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  servers=()
}
trap 'stop_servers; rm -rf "$work"; kinetic_postgres_stop' EXIT

"$kinetic" bench verify --runs 1 --games concentration --write-run "$work/run.json" >/dev/null

# Starts a server on `$1` (a file or URL) and appends its URL to $urls. All the load comes from one address,
# so the per-address rate limits are off (Benchmarks/rate-limits.sh measures them); the verification queue
# holds every connection's POST, so the write phase measures replays rather than 503s from a full queue.
serve() {
  local port url
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  url="http://127.0.0.1:$port"
  [ -f "$work/ticket.key" ] || head -c 32 /dev/urandom >"$work/ticket.key"
  "$kinetic" serve --host 127.0.0.1 --port "$port" --db "$1" --web-root Web --post-burst 0 --names-per-hour 0 \
    --verify-queue "$connections" --verify-per-client "$connections" --ticket-key-file "$work/ticket.key" \
    --db-tls disable >"$work/server-$port.log" 2>&1 &
  servers+=($!)
  for _ in $(seq 1 150); do
    curl -fs "$url/healthz" >/dev/null && break
    sleep 0.2
  done
  urls="${urls:+$urls,}$url"
}

load() {
  echo "== $1"
  node Benchmarks/scores-load.mjs --url "$urls" --seconds "$seconds" --connections "$connections" \
    --run "$work/run.json"
  stop_servers
  urls=""
}

urls=""
serve "$work/kinetic.sqlite"
load "SQLite, one server"

psql -q "$KINETIC_TEST_POSTGRES_URL" -c "CREATE DATABASE one_server" -c "CREATE DATABASE two_servers"
base="${KINETIC_TEST_POSTGRES_URL%/postgres}"
serve "$base/one_server"
load "PostgreSQL, one server"

serve "$base/two_servers"
serve "$base/two_servers"
load "PostgreSQL, two servers"
