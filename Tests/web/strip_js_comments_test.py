#!/usr/bin/env python3
"""scripts/strip-js-comments.py and strip-css-comments.py: the compressed copies of the shell's scripts
and style sheet lose their comments and indentation and nothing else; every line stays where it was,
and the result is still valid JavaScript (the same CSS)."""

import glob
import os
import re
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPOSITORY, "scripts", "strip-js-comments.py")
CSS_SCRIPT = os.path.join(REPOSITORY, "scripts", "strip-css-comments.py")


def stripped(text, script=SCRIPT, suffix=".js"):
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
        f.write(text)
    try:
        run = subprocess.run([sys.executable, script, f.name], capture_output=True, text=True, check=True)
        return run.stdout, run.stderr
    finally:
        os.unlink(f.name)


class StripCommentsTests(unittest.TestCase):
    def test_comments_go_and_their_lines_stay(self):
        source = "// head\n/** doc\n * more */\nconst a = 1; // why\n/* inline */ const b = 2;\n"
        out, _ = stripped(source)
        self.assertEqual(out, "\n\n\nconst a = 1;\nconst b = 2;\n")

    def test_indentation_goes_except_inside_a_template_literal(self):
        source = "function f(a) {\n  if (a) {\n\treturn `x\n    y ${a}\n  z`;\n  }\n}\n"
        out, _ = stripped(source)
        self.assertEqual(out, "function f(a) {\nif (a) {\nreturn `x\n    y ${a}\n  z`;\n}\n}\n")

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


class StripStyleCommentsTests(unittest.TestCase):
    def test_comments_and_indentation_go_and_lines_stay(self):
        source = "/* head\n   more */\n.a {\n  color: red; /* why */\n  content: \"/* kept */\";\n}\n"
        out, err = stripped(source, CSS_SCRIPT, ".css")
        self.assertEqual(err, "")
        self.assertEqual(out, "\n\n.a {\ncolor: red;\ncontent: \"/* kept */\";\n}\n")

    def test_an_unclosed_comment_is_sent_unchanged(self):
        source = ".a { color: red; }\n/* never closed\n"
        out, err = stripped(source, CSS_SCRIPT, ".css")
        self.assertEqual(out, source)
        self.assertIn("sent as it is", err)

    def test_the_style_sheet_keeps_its_lines_and_rules(self):
        path = os.path.join(REPOSITORY, "Web", "style.css")
        with open(path, encoding="utf-8") as f:
            source = f.read()
        out, err = stripped(source, CSS_SCRIPT, ".css")
        self.assertEqual(err, "")
        self.assertEqual(out.count("\n"), source.count("\n"))
        uncommented = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
        self.assertEqual(re.sub(r"\s+", " ", out).strip(), re.sub(r"\s+", " ", uncommented).strip())
        self.assertLess(len(out), len(source))


if __name__ == "__main__":
    unittest.main()
