#!/usr/bin/env python3
"""The wasm module's exports in three places agree: the functions Sources/WebBridge/Exports.swift
exposes, the list Web/kinetic-bridge.js requires of a module (REQUIRED_EXPORTS, which refuses a module
missing any) and the Exports table of docs/web-bridge.md, the contract the shell is written to."""

import os
import re
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read(path):
    with open(os.path.join(REPOSITORY, path), encoding="utf-8") as f:
        return f.read()


def swift_exports():
    """The names Exports.swift exposes to wasm (the benchmark module's own exports are elsewhere)."""
    return set(re.findall(r'@_expose\(wasm, "(\w+)"\)', read("Sources/WebBridge/Exports.swift")))


def required_exports():
    """REQUIRED_EXPORTS of Web/kinetic-bridge.js, without the memory."""
    found = re.search(r"export const REQUIRED_EXPORTS = \[(.*?)\];", read("Web/kinetic-bridge.js"), re.S)
    return set(re.findall(r"'(\w+)'", found.group(1))) - {"memory"}


def documented_exports():
    """The exports named in the first column of the table under "## Exports" in docs/web-bridge.md."""
    lines = read("docs/web-bridge.md").split("\n")
    start = lines.index("## Exports")
    names = set()
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        if line.startswith("| `kinetic_"):
            names.update(re.findall(r"`(kinetic_\w+)`", line.split("|")[1]))
    return names


class BridgeExportsTests(unittest.TestCase):
    def test_the_shell_requires_every_export_swift_exposes_and_no_other(self):
        self.assertEqual(required_exports(), swift_exports())

    def test_the_document_names_every_export_swift_exposes_and_no_other(self):
        self.assertEqual(documented_exports(), swift_exports())


if __name__ == "__main__":
    unittest.main()
