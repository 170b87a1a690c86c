#!/usr/bin/env bash
# Writes brotli (.br) and gzip (.gz) copies beside each static file of the web root, which the server sends
# to browsers that accept them. Run by build-wasm.sh right after the wasm module is written, so the copies
# are never older than their files; the server also refuses a copy older than its file (it sends the file).
# It writes the service worker's list of shell files (scripts/shell-manifest.py) before compressing.
# Usage: scripts/compress-web.sh [web-root]   (default Web)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-deps.sh compress
root="${1:-Web}"

# The page's bundle of modules, then the service worker's shell list and cache name (which leaves the
# bundled modules out), so both are compressed with the rest.
echo "bundle: $(scripts/bundle-web.py "$root")"
echo "service worker cache: $(scripts/shell-manifest.py "$root")"

shopt -s nullglob
for file in "$root"/*.{html,js,css,wasm,webmanifest,svg,json}; do
  # The scripts' and the style sheet's copies leave their comments and indentation out
  # (scripts/strip-js-comments.py and strip-css-comments.py keep every line where it was): a third
  # fewer bytes on a first visit, which has a 300 KB budget.
  source="$file"
  if [[ "$file" == *.js ]]; then
    source="$file.min.tmp"
    scripts/strip-js-comments.py "$file" >"$source"
  elif [[ "$file" == *.css ]]; then
    source="$file.min.tmp"
    scripts/strip-css-comments.py "$file" >"$source"
  fi
  # Written through stdout, so the copy gets the time it was written (brotli --output would copy the file's
  # time in whole seconds, which can be older than the file and make the copy look stale).
  brotli --best --stdout "$source" >"$file.br.tmp" && mv "$file.br.tmp" "$file.br"
  gzip --best --no-name --stdout "$source" >"$file.gz.tmp" && mv "$file.gz.tmp" "$file.gz"
  [[ "$source" == "$file" ]] || rm -f "$source"
done
echo "compressed: $(ls "$root"/*.br | wc -l) files in $root (wasm: $(stat -c %s "$root/kinetic.wasm" 2>/dev/null || echo 0) -> br $(stat -c %s "$root/kinetic.wasm.br" 2>/dev/null || echo 0), gz $(stat -c %s "$root/kinetic.wasm.gz" 2>/dev/null || echo 0) bytes)"
