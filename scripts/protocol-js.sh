#!/usr/bin/env bash
# Writes Web/protocol.js, the shell's constants of the wire protocol, from the Swift declarations that
# define them (Sources/ProtocolScript; `make protocol`). ProtocolTests fails while the committed file
# differs from what this writes. The generator is built without the server's packages (KINETIC_CORE=1,
# in .build-core like the quick engine builds): seconds after such a build.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-core
out=Web/protocol.js
trap 'rm -f "$out.tmp"' EXIT

# That graph has none of the server's packages; without --disable-automatic-resolution SwiftPM would rewrite the
# pinned Package.resolved to match it.
KINETIC_CORE=1 swift build --disable-automatic-resolution --product protocol-js --scratch-path "$scratch"
"$scratch/debug/protocol-js" >"$out.tmp"
# An unchanged file keeps its time, so the compressed copies beside it (scripts/compress-web.sh) stay fresh:
# the server sends the uncompressed file in place of a copy older than it.
if cmp -s "$out.tmp" "$out"; then
  rm "$out.tmp"
  echo "$out is up to date"
else
  mv "$out.tmp" "$out"
  echo "wrote $out"
fi
