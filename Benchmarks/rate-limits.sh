#!/usr/bin/env bash
# Serves a throwaway database with the standard rate limits (release build) and prints what one client gets
# through them (Benchmarks/rate-limits.py). A benchmark: it prints figures and never fails on them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product kinetic >/dev/null
source scripts/throwaway-server.sh
start_throwaway_server .build/release/kinetic
python3 Benchmarks/rate-limits.py --url "$server_url" "$@"
