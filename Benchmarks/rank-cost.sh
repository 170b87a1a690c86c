#!/usr/bin/env bash
# What a player's rank costs on boards of 10,000, 100,000 and 1,000,000 players, on SQLite and on PostgreSQL
# (`kinetic bench rank`, with PostgreSQL's EXPLAIN ANALYZE of the worst case). Builds the release tool and
# starts a throwaway PostgreSQL cluster.
#   Benchmarks/rank-cost.sh [sizes, default 10000,100000,1000000]
# KINETIC_BIN=.build/debug/kinetic-postgres measures another build instead of building the release one.
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
kinetic="${KINETIC_BIN:-}"
if [ -z "$kinetic" ]; then
  swift build -c release --product kinetic-postgres >/dev/null
  kinetic=.build/release/kinetic-postgres
fi
source scripts/throwaway-postgres.sh
psql -q "$KINETIC_TEST_POSTGRES_URL" -c "CREATE DATABASE rank_cost"
"$kinetic" bench rank --sizes "${1:-10000,100000,1000000}" \
  --postgres "${KINETIC_TEST_POSTGRES_URL%/postgres}/rank_cost"
