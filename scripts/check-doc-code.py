#!/usr/bin/env python3
"""Type-checks the Swift examples in the documentation against the modules as they are built.

Every ```swift block that imports a module, in README.md, docs/*.md and the DocC articles
(Sources/*/*.docc/*.md), is compiled on its own as a small program with `swiftc -typecheck`, so an
article cannot show code that no longer compiles. Blocks without an `import` line (manifest
excerpts, fragments) are skipped.

  scripts/check-doc-code.py MODULES_DIR     # e.g. .build-docs/debug/Modules (make docs builds it)
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["README.md", "docs/*.md", "Sources/*/*.docc/*.md"]
BLOCK = re.compile(r"^```swift\n(.*?)^```", re.MULTILINE | re.DOTALL)


def examples():
    """(file, line, code) for every Swift block that imports a module."""
    found = []
    for pattern in DOCUMENTS:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            text = open(path, encoding="utf-8").read()
            for match in BLOCK.finditer(text):
                code = match.group(1)
                if re.search(r"^import \w+", code, re.MULTILINE):
                    line = text.count("\n", 0, match.start()) + 2
                    found.append((os.path.relpath(path, ROOT), line, code))
    return found


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit(__doc__)
    modules = sys.argv[1]
    # The C targets' module maps, which SwiftPM hands to every package that depends on them.
    maps = sorted(glob.glob(os.path.join(ROOT, "Sources/*/include/module.modulemap")))
    c_modules = [f"-I{os.path.dirname(m)}" for m in maps]
    failures = 0
    checked = examples()
    with tempfile.TemporaryDirectory() as scratch:
        for k, (path, line, code) in enumerate(checked):
            source = os.path.join(scratch, f"example{k}.swift")
            with open(source, "w", encoding="utf-8") as f:
                f.write(code)
            result = subprocess.run(
                ["swiftc", "-typecheck", "-module-name", "Example", "-I", modules, *c_modules, source],
                capture_output=True,
                text=True,
            )
            if result.returncode != 0:
                failures += 1
                print(f"{path}:{line}: this example does not compile:")
                print(result.stderr.replace(source, f"{path} (example at line {line})"))
    print(f"check-doc-code: {len(checked)} examples, {failures} that do not compile")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
