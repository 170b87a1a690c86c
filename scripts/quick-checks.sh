#!/usr/bin/env bash
# The checks that need no build: Swift and JavaScript style, the repository's own rules, and the unit tests
# of the shell's JavaScript modules and of the build and test scripts. `make check` and `make test` both
# start with them.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { echo "== $1"; }

section "swift format"
swift format lint --strict -r Package.swift Sources Tests

section "the clone explains itself (no path out of it, no comment citing a brief)"
if grep -rnE "\.\./shar[e]d/|[Ss]eed 0{2}[0-9]" Sources Web scripts Tests Benchmarks README.md docs; then
  echo "these lines point outside the repository or cite a brief; say what the code does and why instead"
  exit 1
fi

section "JavaScript check (scripts/check-js.py; --fix formats)"
python3 scripts/check-js.py --self-test
python3 scripts/check-js.py

section "the service worker's shell list (scripts/shell-manifest.py)"
python3 Tests/web/shell_manifest_test.py

section "the page's bundle of modules (scripts/bundle-web.py)"
python3 Tests/web/bundle_web_test.py

section "the shell's JavaScript modules (node --test Tests/web/: queue, replay log, settings, sounds, input, controls, protocol, tickets)"
node --test Tests/web/

section "the scripts' compressed copies without comments (scripts/strip-js-comments.py)"
python3 Tests/web/strip_js_comments_test.py

section "the wasm build's float selects select bits (scripts/integer-selects.py)"
python3 Tests/web/integer_selects_test.py

section "the browser tests' PNG decoder (Tests/browser/pixels.py)"
python3 Tests/browser/pixels_test.py
