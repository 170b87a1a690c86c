#!/usr/bin/env bash
# Sets up the comparison engines (setup.sh: Box2D 3.2's runners, the Python ones), builds kinetic in
# release and runs compare.py with this script's arguments (e.g. --quick, --scenes pyramid_h20,
# --engines kinetic,box2d32_avx2). KINETIC_AVX2=1 builds and measures kinetic's AVX2 build (in
# .build-avx2), the one to set beside Box2D's AVX2 build. If the release build fails (the tree may be
# mid-change), the kinetic rows print as n/a and the other engines are still measured.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/Benchmarks/physics/setup.sh"

scratch="$root/.build"
[[ -z "${KINETIC_AVX2:-}" ]] || scratch="$root/.build-avx2"
kinetic=(--kinetic "$scratch/release/kinetic")
log="$(mktemp -t kinetic-release-build.XXXXXX.log)"
if (cd "$root" && swift build -c release --product kinetic --scratch-path "$scratch") >"$log" 2>&1; then
  rm -f "$log"
else
  echo "kinetic release build failed; last lines of $log:" >&2
  tail -n 15 "$log" >&2
  kinetic=(--kinetic-unavailable "release build failed (log: $log)")
fi

exec "$root/.venv-bench/bin/python" "$root/Benchmarks/physics/compare.py" "${kinetic[@]}" "$@"
