#!/usr/bin/env python3
"""Writes WEB_ROOT/shell-files.js, the service worker's list of the app shell and its cache name.

The shell is the page, every script beside it (but the worker and this list), the style sheet,
the web manifest, the icon and kinetic.wasm, as far as they exist. The cache name carries a hash
of their names and contents (and of sw.js), so any change to the shell makes a new cache and a
deploy never serves an old shell from the old one. Run by scripts/compress-web.sh, which the wasm
build runs, so the list is as new as the files. Usage:

    scripts/shell-manifest.py [WEB_ROOT]   # default Web; prints the cache name
"""

import hashlib
import json
import os
import sys

OUTPUT = "shell-files.js"
BUNDLE = "app.bundle.js"
BUNDLED = "// Bundled: "
WORKER = "sw.js"
FIXED_BEFORE = ["index.html"]
FIXED_AFTER = ["style.css", "manifest.webmanifest", "icon.svg", "kinetic.wasm"]


def bundled(root):
    """The modules app.bundle.js holds (its second line names them; none without a bundle): the page loads
    the bundle, never them."""
    path = os.path.join(root, BUNDLE)
    if not os.path.isfile(path):
        return set()
    with open(path, encoding="utf-8") as f:
        f.readline()
        line = f.readline()
    if not line.startswith(BUNDLED):
        raise SystemExit(f"shell-manifest: {path} does not name its modules on its second line")
    return {n.strip() for n in line[len(BUNDLED):].split(",") if n.strip()}


def shell_scripts(root):
    """The shell's scripts: every .js file of `root` but the worker, the generated list and the modules
    the bundle holds, sorted."""
    inside = bundled(root)
    names = [n for n in os.listdir(root) if n.endswith(".js") and n not in (WORKER, OUTPUT) and n not in inside]
    return sorted(n for n in names if os.path.isfile(os.path.join(root, n)))


def manifest(root):
    """(cache name, scripts, files) for the shell in `root`."""
    if not os.path.isfile(os.path.join(root, "index.html")):
        raise SystemExit(f"shell-manifest: {root}/index.html is missing; is {root} the web root?")
    scripts = shell_scripts(root)
    files = [n for n in FIXED_BEFORE + scripts + FIXED_AFTER if os.path.isfile(os.path.join(root, n))]
    digest = hashlib.sha256()
    hashed = files + ([WORKER] if os.path.isfile(os.path.join(root, WORKER)) else [])
    for name in hashed:
        digest.update(name.encode() + b"\0")
        with open(os.path.join(root, name), "rb") as f:
            digest.update(hashlib.sha256(f.read()).digest())
    return f"kinetic-shell-{digest.hexdigest()[:16]}", scripts, files


def render(cache, scripts, files):
    """The generated module's text: one name a line, so no line outgrows the JavaScript check's limit."""
    def listing(names):
        return "[\n" + "".join(f"    {json.dumps(n)},\n" for n in names) + "  ]"
    return (
        "// Written by scripts/shell-manifest.py from the files of the web root; not edited by hand.\n"
        "// The app shell the service worker caches, and the cache's name: a hash of the shell's contents.\n"
        "self.KINETIC_SHELL = {\n"
        f"  cache: {json.dumps(cache)},\n"
        f"  scripts: {listing(scripts)},\n"
        f"  files: {listing(files)},\n"
        "};\n"
    )


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Web"
    cache, scripts, files = manifest(root)
    text = render(cache, scripts, files)
    path = os.path.join(root, OUTPUT)
    try:
        with open(path, encoding="utf-8") as f:
            unchanged = f.read() == text
    except FileNotFoundError:
        unchanged = False
    if not unchanged:
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(path + ".tmp", path)
    print(cache)


if __name__ == "__main__":
    main()
