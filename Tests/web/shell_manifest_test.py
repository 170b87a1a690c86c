#!/usr/bin/env python3
"""scripts/shell-manifest.py: the service worker's shell list follows the web root's files, and any
change to a shell file changes the cache name (so a deploy never serves an old shell)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPOSITORY, "scripts", "shell-manifest.py")
WEB = os.path.join(REPOSITORY, "Web")
BUNDLER = os.path.join(REPOSITORY, "scripts", "bundle-web.py")
# Written by the build; each test's web root starts without them.
GENERATED = ("shell-files.js", "app.bundle.js")


class ShellManifestTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="kinetic-web-")
        for name in os.listdir(WEB):
            if name.endswith((".html", ".js", ".css", ".svg", ".webmanifest")) and name not in GENERATED:
                shutil.copy(os.path.join(WEB, name), self.root)
        with open(os.path.join(self.root, "kinetic.wasm"), "wb") as f:
            f.write(b"\0asm\1\0\0\0")

    def tearDown(self):
        shutil.rmtree(self.root)

    def cache_name(self):
        out = subprocess.run([sys.executable, SCRIPT, self.root], check=True, capture_output=True, text=True)
        return out.stdout.strip()

    def shell(self):
        """The generated module, run in node: {cache, scripts, files}."""
        code = ("globalThis.self = globalThis; require(process.argv[1]);"
                "process.stdout.write(JSON.stringify(self.KINETIC_SHELL));")
        path = os.path.join(self.root, "shell-files.js")
        out = subprocess.run(["node", "-e", code, path], check=True, capture_output=True, text=True)
        return json.loads(out.stdout)

    def change(self, name, data=b"\n/* changed */\n"):
        with open(os.path.join(self.root, name), "ab") as f:
            f.write(data)

    def test_the_same_files_give_the_same_name(self):
        first = self.cache_name()
        self.assertRegex(first, r"^kinetic-shell-[0-9a-f]{16}$")
        self.assertEqual(self.cache_name(), first)
        self.assertEqual(self.shell()["cache"], first)

    def test_changing_any_shell_file_changes_the_name(self):
        names = {self.cache_name()}
        for name in ("app.js", "style.css", "index.html", "kinetic.wasm", "sw.js", "icon.svg"):
            self.change(name)
            name_now = self.cache_name()
            self.assertNotIn(name_now, names, f"changing {name} kept the cache name")
            names.add(name_now)

    def test_a_new_script_is_listed_and_changes_the_name(self):
        before = self.cache_name()
        with open(os.path.join(self.root, "new-module.js"), "w") as f:
            f.write("export const answer = 42;\n")
        self.assertNotEqual(self.cache_name(), before)
        self.assertIn("new-module.js", self.shell()["scripts"])
        self.assertIn("new-module.js", self.shell()["files"])

    def test_the_list_holds_the_shell_and_not_the_worker(self):
        self.cache_name()
        shell = self.shell()
        scripts = sorted(n for n in os.listdir(WEB) if n.endswith(".js") and n not in ("sw.js",) + GENERATED)
        self.assertEqual(shell["scripts"], scripts)
        for name in ("index.html", "app.js", "style.css", "manifest.webmanifest", "icon.svg", "kinetic.wasm"):
            self.assertIn(name, shell["files"])
        self.assertNotIn("sw.js", shell["files"])
        self.assertNotIn("shell-files.js", shell["files"])

    def test_a_bundle_is_listed_and_the_modules_it_holds_are_not(self):
        subprocess.run([sys.executable, BUNDLER, self.root], check=True, capture_output=True)
        with open(os.path.join(self.root, "app.bundle.js"), encoding="utf-8") as f:
            f.readline()
            held = [n.strip() for n in f.readline().removeprefix("// Bundled: ").split(",")]
        self.assertIn("app.js", held)
        before = self.cache_name()
        scripts = self.shell()["scripts"]
        self.assertIn("app.bundle.js", scripts)
        self.assertFalse(set(held) & set(scripts), scripts)
        # Modules a module loaded on first use imports stay files of their own.
        self.assertIn("protocol.js", scripts)
        self.change("app.js")
        subprocess.run([sys.executable, BUNDLER, self.root], check=True, capture_output=True)
        self.assertNotEqual(self.cache_name(), before, "a changed module, bundled again, changes the name")

    def test_a_root_without_a_page_is_refused(self):
        os.remove(os.path.join(self.root, "index.html"))
        result = subprocess.run([sys.executable, SCRIPT, self.root], capture_output=True, text=True)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("index.html is missing", result.stderr)

    def test_the_worker_names_no_cache_of_its_own(self):
        with open(os.path.join(WEB, "sw.js"), encoding="utf-8") as f:
            worker = f.read()
        self.assertNotRegex(worker, r"kinetic-shell-v\d")
        self.assertIn("importScripts('shell-files.js')", worker)


if __name__ == "__main__":
    unittest.main()
