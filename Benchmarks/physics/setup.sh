#!/usr/bin/env bash
# Sets up the comparison engines; idempotent, prints nothing when everything is already there.
#
# - .venv-bench (created if missing) with the pinned Python engines: pymunk (Chipmunk2D) and pyb2d3
#   (Box2D v3.1 through Python).
# - .build-box2d/box2d32-sse2 and box2d32-avx2: Box2D 3.2's own C runner of the scene contract,
#   compiled from its source by its bench kit, which this repository does not hold: a folder with
#   `build.sh`, `runner.c` and `box2d-3.2.0/`, looked for at $KINETIC_BOX2D_KIT or else at
#   shared/benchmarks/box2d beside the checkout. The build needs cmake, gcc, g++ and libcjson-dev;
#   when one is missing this tries `apt-get install -y cmake libcjson-dev g++` once (through
#   `sudo -n` when not root). Anything missing never fails the benchmark: the reason goes to
#   .build-box2d/UNAVAILABLE, and compare.py prints the two Box2D 3.2 engines as n/a with it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.venv-bench"
packages=(pymunk==7.3.1 pyb2d3==0.11.1)

installed() {
  "$venv/bin/python" - "${packages[@]}" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version

def pinned(spec):
    name, wanted = spec.split("==")
    try:
        return version(name) == wanted
    except PackageNotFoundError:
        return False

sys.exit(0 if all(pinned(spec) for spec in sys.argv[1:]) else 1)
PY
}

[[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
installed || "$venv/bin/python" -m pip install -q "${packages[@]}"

# Box2D 3.2, native: both builds, or a line saying why not.
kit="${KINETIC_BOX2D_KIT:-$(dirname "$root")/shared/benchmarks/box2d}"
out="$root/.build-box2d"
mkdir -p "$out"
unavailable() {
  echo "$1" >"$out/UNAVAILABLE"
  echo "setup: Box2D 3.2 will print as n/a: $1" >&2
}

box2d_tools_missing() {
  local missing=()
  command -v cmake >/dev/null || missing+=(cmake)
  command -v gcc >/dev/null || missing+=(gcc)
  command -v g++ >/dev/null || missing+=(g++)
  [[ -f /usr/include/cjson/cJSON.h ]] || missing+=(libcjson-dev)
  echo "${missing[*]}"
}

if [[ -x "$out/box2d32-sse2" && -x "$out/box2d32-avx2" ]]; then
  rm -f "$out/UNAVAILABLE"
elif [[ ! -x "$kit/build.sh" || ! -d "$kit/box2d-3.2.0" ]]; then
  unavailable "no Box2D 3.2 bench kit (build.sh, runner.c, box2d-3.2.0/) at $kit; set KINETIC_BOX2D_KIT"
else
  missing="$(box2d_tools_missing)"
  if [[ -n "$missing" ]]; then
    echo "setup: Box2D 3.2's build needs $missing; trying apt-get install -y cmake libcjson-dev g++" >&2
    sudo_cmd=""
    [[ "$(id -u)" == 0 ]] || sudo_cmd="sudo -n"
    { export DEBIAN_FRONTEND=noninteractive; $sudo_cmd apt-get update -qq \
      && $sudo_cmd apt-get install -y -qq --no-install-recommends cmake libcjson-dev g++; } >/dev/null 2>&1 || true
    missing="$(box2d_tools_missing)"
  fi
  log="$out/build.log"
  if [[ -n "$missing" ]]; then
    unavailable "missing $missing (apt-get install cmake libcjson-dev g++)"
  elif "$kit/build.sh" "$kit/box2d-3.2.0" "$out" >"$log" 2>&1; then
    rm -f "$out/UNAVAILABLE"
  else
    unavailable "the build failed (log: $log)"
  fi
fi
