#!/usr/bin/env bash
# Sets up the comparison engines, builds kinetic in release and runs compare.py with this script's
# arguments (e.g. --quick, --scenes pyramid_h20). If the release build fails (the tree may be
# mid-change), the kinetic rows print as n/a and the other engines are still measured.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/Benchmarks/physics/setup.sh"

kinetic=(--kinetic "$root/.build/release/kinetic")
log="$(mktemp -t kinetic-release-build.XXXXXX.log)"
if (cd "$root" && swift build -c release --product kinetic) >"$log" 2>&1; then
  rm -f "$log"
else
  echo "kinetic release build failed; last lines of $log:" >&2
  tail -n 15 "$log" >&2
  kinetic=(--kinetic-unavailable "release build failed (log: $log)")
fi

exec "$root/.venv-bench/bin/python" "$root/Benchmarks/physics/compare.py" "${kinetic[@]}" "$@"
