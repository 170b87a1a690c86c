#!/usr/bin/env bash
# The fast loop (`make check`): the checks that need no build (scripts/quick-checks.sh), then a debug build
# with the tests and every Swift suite but the server's, which start server processes and PostgreSQL. What
# it leaves out, `make test` runs: the server's suites, wasm in node and both browsers.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/quick-checks.sh
echo "== swift build (debug, with the tests)"
swift build --build-tests
echo "== Swift tests: all but the server's"
NO_COLOR=1 .build/debug/KineticPackageTests.xctest --testing-library swift-testing --skip "^ServerTests\."
