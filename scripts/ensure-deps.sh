#!/usr/bin/env bash
# Installs what Kinetic needs beyond the Swift toolchain, only when missing.
# Usage: scripts/ensure-deps.sh wasm|compress|browser|postgres|all
set -euo pipefail

want="${1:-all}"
packages=()

need_deb() { dpkg -s "$1" >/dev/null 2>&1 || packages+=("$1"); }

case "$want" in
  compress|wasm|all)
    need_deb brotli
    ;;&
  wasm|all)
    need_deb wasi-libc
    need_deb libclang-rt-16-dev-wasm32
    need_deb binaryen
    ;;&
  postgres|all)
    # The throwaway PostgreSQL cluster of the store's tests (scripts/throwaway-postgres.sh).
    need_deb postgresql
    ;;&
  browser|all)
    need_deb chromium
    need_deb chromium-driver
    need_deb fonts-noto-color-emoji
    need_deb webkit2gtk-driver
    need_deb xvfb
    need_deb xauth
    ;;
esac

if ((${#packages[@]})); then
  echo "ensure-deps: installing ${packages[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

if [[ "$want" == browser || "$want" == all ]]; then
  if ! python3 -c 'import selenium' 2>/dev/null; then
    echo "ensure-deps: installing selenium" >&2
    python3 -m pip install -q selenium
  fi
  # axe-core 4.4.3, the accessibility rules engine the browser tests inject into the page: only the
  # package's axe.min.js is used, so its Playwright dependency is left out.
  if ! python3 -c 'import axe_playwright_python' 2>/dev/null; then
    echo "ensure-deps: installing axe-playwright-python" >&2
    python3 -m pip install -q --no-deps axe-playwright-python==0.1.4
  fi
fi
