#!/usr/bin/env python3
"""scripts/strip-js-comments.py: the compressed copies of the shell's scripts lose their comments and
nothing else; every line stays where it was, and the result is still valid JavaScript."""

import glob
import os
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPOSITORY, "scripts", "strip-js-comments.py")


def stripped(text):
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as f:
        f.write(text)
    try:
        run = subprocess.run([sys.executable, SCRIPT, f.name], capture_output=True, text=True, check=True)
        return run.stdout, run.stderr
    finally:
        os.unlink(f.name)


class StripCommentsTests(unittest.TestCase):
    def test_comments_go_and_their_lines_stay(self):
        source = "// head\n/** doc\n * more */\nconst a = 1; // why\n/* inline */ const b = 2;\n"
        out, _ = stripped(source)
        self.assertEqual(out, "\n\n\nconst a = 1;\n const b = 2;\n")

    def test_strings_templates_and_regexes_keep_their_slashes(self):
        source = ("const url = 'http://example.org/a'; const t = `//${url}/* x */`;\n"
                  "const r = /\\/\\/[/*]/g; const half = 4 / 2; // gone\n")
        out, _ = stripped(source)
        self.assertEqual(out, source.replace(" // gone", ""))

    def test_invalid_results_are_sent_unchanged(self):
        source = "const a = ;\n// kept, since the file is not valid either way\n"
        out, err = stripped(source)
        self.assertEqual(out, source)
        self.assertIn("sent as it is", err)

    def test_every_shell_script_keeps_its_lines_and_stays_valid(self):
        for path in sorted(glob.glob(os.path.join(REPOSITORY, "Web", "*.js"))):
            with open(path, encoding="utf-8") as f:
                source = f.read()
            out, err = stripped(source)
            name = os.path.basename(path)
            self.assertEqual(err, "", name)
            self.assertEqual(out.count("\n"), source.count("\n"), name)
            self.assertLess(len(out), len(source), name)


if __name__ == "__main__":
    unittest.main()
