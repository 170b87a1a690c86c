#!/usr/bin/env bash
# What a player's rank costs on boards of 10,000, 100,000 and 1,000,000 players, on SQLite and on PostgreSQL
# (`kinetic bench rank`, with PostgreSQL's EXPLAIN ANALYZE of the worst case). Builds the release tool and
# starts a throwaway PostgreSQL cluster.
#   Benchmarks/rank-cost.sh [sizes, default 10000,100000,1000000]
# A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product kinetic >/dev/null
source scripts/throwaway-postgres.sh
psql -q "$KINETIC_TEST_POSTGRES_URL" -c "CREATE DATABASE rank_cost"
.build/release/kinetic bench rank --sizes "${1:-10000,100000,1000000}" \
  --postgres "${KINETIC_TEST_POSTGRES_URL%/postgres}/rank_cost"
