#!/usr/bin/env bash
# Prints the cost of one app frame natively (release) and in wasm under node, side by side in one
# run, and their ratio. A benchmark: it prints figures and never fails on them.
#   Benchmarks/frames.sh [game] [frames] [--control id=value]... [--action name]...
#   Benchmarks/frames.sh bubblepop 6000 --control name=Bench --control bubbles=40 --control time=300 --action start
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-pong}"
frames="${2:-6000}"
setup=("${@:3}")
scripts/build-wasm.sh bench >/dev/null
swift build -c release --product kinetic >/dev/null
native=$(.build/release/kinetic bench frames "$game" --frames "$frames" "${setup[@]}" | tail -1)
wasm=$(node --no-concurrent-recompilation Benchmarks/wasm-frames.mjs "$game" "$frames" "${setup[@]}" | tail -1)
echo "native: $native"
echo "wasm:   $wasm"
n=$(sed -E 's/median_us=([0-9.]+).*/\1/' <<<"$native")
w=$(sed -E 's/median_us=([0-9.]+).*/\1/' <<<"$wasm")
python3 -c "print(f'wasm/native median ratio: {$w/$n:.2f}')"
