#!/usr/bin/env python3
"""Writes WEB_ROOT/app.bundle.js: app.js and the modules it imports, as one module the page loads.

A first visit fetched some twenty small modules one by one, each with its own response headers: about
300 bytes each, and each compressed alone. The bundle holds them in one response, compressed together.
Each module keeps its own scope: its body runs inside a function that returns its exports, in the order
of the imports (a module's imports first), and its `import { a, b as c } from './x.js'` becomes
`const { a, b: c } = x` over that function's result. Exported bindings are functions and constants, so
taking them once is the same as ES modules' live bindings.

Modules that a module loaded on first use also imports (ON_FIRST_USE in sw.js: the name dialog, Watch,
run tickets, the sounds' notes) stay files of their own, imported by the bundle as they are: a module
is one instance, whichever loads it. The bundle names the modules it holds in its first line, which
scripts/shell-manifest.py reads so the service worker does not fetch them a second time.

Only the module syntax the shell uses is taken: `import { … } from './x.js';` and `export function`,
`export async function`, `export const`; anything else stops the script with the reason. Run by
scripts/compress-web.sh before it compresses. Usage:

    scripts/bundle-web.py [WEB_ROOT]   # default Web; prints how many modules it bundled
"""

import os
import re
import sys

ENTRY = "app.js"
OUTPUT = "app.bundle.js"
IMPORT = re.compile(r"^import\s*\{([^}]*)\}\s*from\s*'\./([\w-]+\.js)';[ \t]*\n", re.M)
EXPORT = re.compile(r"^export (async function|function|const) ([A-Za-z_$][\w$]*)", re.M)
OTHER_MODULE_SYNTAX = re.compile(r"^(import\s|export\s)", re.M)
ON_FIRST_USE = re.compile(r"const ON_FIRST_USE = new Set\(\[([^\]]*)\]\)")
HEADER = "// Written by scripts/bundle-web.py from the modules below; not edited by hand.\n"


def read(root, name):
    with open(os.path.join(root, name), encoding="utf-8") as f:
        return f.read()


def imports(text):
    """[(module, [(exported name, local name)])] of a module's static imports."""
    found = []
    for names, module in IMPORT.findall(text):
        pairs = []
        for part in (p.strip() for p in names.split(",")):
            if not part:
                continue
            exported, _, local = part.partition(" as ")
            pairs.append((exported.strip(), (local or exported).strip()))
        found.append((module, pairs))
    return found


def static_closure(root, start):
    """Every module `start` imports, directly or not, `start` included."""
    seen, todo = set(), list(start)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(module for module, _ in imports(read(root, name)))
    return seen


def kept_apart(root):
    """The modules loaded on first use and everything they import: they stay files of their own."""
    found = ON_FIRST_USE.search(read(root, "sw.js"))
    if not found:
        raise SystemExit("bundle-web: sw.js names no ON_FIRST_USE set")
    lazy = re.findall(r"'([\w-]+\.js)'", found.group(1))
    return static_closure(root, lazy)


def order(root, apart):
    """The bundled modules, each after the ones it imports (stops on a cycle)."""
    done, visiting, ordered = set(), set(), []

    def visit(name):
        if name in done:
            return
        if name in visiting:
            raise SystemExit(f"bundle-web: {name} imports itself through others; a bundle cannot order it")
        visiting.add(name)
        for module, _ in imports(read(root, name)):
            if module not in apart:
                visit(module)
        visiting.discard(name)
        done.add(name)
        ordered.append(name)

    visit(ENTRY)
    return ordered


def variable(name):
    return "$" + re.sub(r"\W", "_", name[:-3])


def wrapped(root, name, apart):
    """Module `name` as a function's body that returns its exports, its imports taken from the others."""
    text = read(root, name)
    lines = []
    for module, pairs in imports(text):
        names = ", ".join(e if e == l else f"{e}: {l}" for e, l in pairs)
        lines.append(f"const {{ {names} }} = {variable(module)};\n")
    body = IMPORT.sub("", text)
    exported = [n for _, n in EXPORT.findall(body)]
    body = EXPORT.sub(lambda m: f"{m.group(1)} {m.group(2)}", body)
    stray = OTHER_MODULE_SYNTAX.search(body)
    if stray:
        line = body[stray.start():].split("\n", 1)[0]
        raise SystemExit(f"bundle-web: {name} uses module syntax the bundle does not take: {line}")
    returned = f"return {{ {', '.join(exported)} }};\n" if exported else ""
    return f"const {variable(name)} = (() => {{\n{''.join(lines)}{body}{returned}}})();\n"


def bundle(root):
    apart = kept_apart(root)
    modules = order(root, apart)
    external = sorted({m for name in modules for m, _ in imports(read(root, name)) if m in apart})
    text = HEADER + f"// Bundled: {', '.join(modules)}\n"
    text += "".join(f"import * as {variable(m)} from './{m}';\n" for m in external)
    text += "".join(wrapped(root, name, apart) for name in modules)
    return modules, text


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Web"
    modules, text = bundle(root)
    path = os.path.join(root, OUTPUT)
    old = read(root, OUTPUT) if os.path.exists(path) else None
    if text != old:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{len(modules)} modules in {OUTPUT}")


if __name__ == "__main__":
    main()
