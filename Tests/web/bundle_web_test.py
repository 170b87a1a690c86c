#!/usr/bin/env python3
"""scripts/bundle-web.py: the page's modules as one module that runs as they did, each in its own scope;
the modules a module loaded on first use imports stay files of their own; what it cannot bundle stops it."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPOSITORY, "scripts", "bundle-web.py")

FIXTURE = {
    "sw.js": "const ON_FIRST_USE = new Set(['lazy.js']);\n",
    "app.js": (
        "import { twice, NAME as label } from './b.js';\n"
        "import { shared } from './shared.js';\n"
        "const local = 'app';\n"
        "export function run() { return `${label}:${twice(21)}:${shared()}:${local}`; }\n"
        "globalThis.result = run();\n"
        "globalThis.later = () => import('./lazy.js');\n"
    ),
    "b.js": (
        "import {\n  shared,\n} from './shared.js';\n"
        "const local = 'b';\n"
        "export const NAME = local + shared();\n"
        "export async function unused() { return 1; }\n"
        "export function twice(n) { return 2 * n; }\n"
    ),
    "shared.js": "let calls = 0;\nexport function shared() { calls += 1; return calls; }\n",
    "lazy.js": "import { shared } from './shared.js';\nexport const lazy = shared;\n",
}


class BundleWebTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="kinetic-bundle-")
        for name, text in FIXTURE.items():
            self.write(name, text)

    def tearDown(self):
        shutil.rmtree(self.root)

    def write(self, name, text):
        with open(os.path.join(self.root, name), "w", encoding="utf-8") as f:
            f.write(text)

    def bundle(self):
        return subprocess.run([sys.executable, SCRIPT, self.root], capture_output=True, text=True)

    def test_the_bundle_runs_as_the_modules_did(self):
        result = self.bundle()
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(os.path.join(self.root, "app.bundle.js"), encoding="utf-8") as f:
            text = f.read()
        self.assertIn("// Bundled: b.js, app.js\n", text)
        self.assertIn("import * as $shared from './shared.js';", text)
        runner = os.path.join(self.root, "run.mjs")
        self.write("run.mjs", "await import('./app.bundle.js');\n"
                   "const lazy = await globalThis.later();\n"
                   "console.log(globalThis.result, lazy.lazy());\n")
        out = subprocess.run(["node", runner], capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        # One instance of shared.js, whichever module loads it: b's constant took call 1, app's call 2,
        # the lazily loaded module's call 3; each module kept its own `local`.
        self.assertEqual(out.stdout.strip(), "b1:42:2:app 3")

    def test_a_cycle_stops_it(self):
        self.write("b.js", FIXTURE["b.js"] + "import { run } from './app.js';\n")
        result = self.bundle()
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("imports itself", result.stderr)

    def test_syntax_it_does_not_take_stops_it(self):
        self.write("b.js", FIXTURE["b.js"] + "export default 3;\n")
        result = self.bundle()
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("export default 3;", result.stderr)


if __name__ == "__main__":
    unittest.main()
