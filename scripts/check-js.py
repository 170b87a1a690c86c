#!/usr/bin/env python3
"""Checks (and with --fix, formats) the project's JavaScript without any npm package.

Files: Web/*.js, Tests/**/*.mjs and Benchmarks/**/*.mjs (or the paths given). Rules:

    syntax       `node --check` accepts the file (ES modules are checked as modules)
    tab          no tab characters; indentation is spaces                        (fixed)
    indent       a code line's indentation is a multiple of 2 spaces
    trailing     no white space at a line's end                                 (fixed)
    newline      the file ends with exactly one newline, no CR line ends        (fixed)
    length       no line longer than 120 characters (the Swift code's limit too)
    semicolon    every statement that ends a line ends with `;`                 (fixed)
    var          `const` or `let`, never `var`
    equality     `===` and `!==`, never `==` or `!=`
    console      no `console.log`/`console.debug` call in Web/ unless the line says why with a
                              comment holding the word "deliberate"

The rules read the code with strings, template literals, regular expressions and comments masked
out, so a `==` inside a string is no error. Usage:

    scripts/check-js.py [--fix] [FILE...]   # exit 1 and one `file:line: rule: message` per problem
    scripts/check-js.py --self-test         # the checker's own unit tests
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_LINE = 120
DEFAULT_GLOBS = ["Web/*.js", "Tests/**/*.mjs", "Benchmarks/**/*.mjs"]
# Data modules a program writes (records of whole game runs, one string each): every rule but the
# line length applies to them.
GENERATED = {"Tests/wasm/records.mjs"}

# A `/` after one of these (or at the start) begins a regular expression, not a division.
REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {""}
REGEX_AFTER_WORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw"}
# Statements that end with their block or their body, never with a semicolon of their own.
COMPOUND = {"if", "for", "while", "do", "switch", "try", "catch", "finally", "else", "function", "class"}
# Compound statements whose body follows a parenthesised header.
HEADED = {"if", "for", "while"}
# A line that ends in one of these goes on on the next line.
CONTINUES_AFTER = set(";{,([=+-*/%&|^!?:<>.~")
# A next line that starts with one of these continues the statement above.
CONTINUES_BEFORE = set(".?:,+-*/%&|^=<>")


class Problem:
    def __init__(self, path, line, rule, message):
        self.path, self.line, self.rule, self.message = path, line, rule, message

    def __str__(self):
        return f"{self.path}:{self.line}: {self.rule}: {self.message}"


def mask(source):
    """The source with comments, strings, template literals and regex literals blanked out.

    Quotes and slashes stay, everything between becomes spaces (newlines are kept), so line
    numbers and columns match the source. A template literal's `${…}` stays code.
    """
    out = list(source)
    n = len(source)
    i = 0
    last = ""  # the last significant character or word, to tell a regex from a division
    modes = []  # open template literals: the brace depth of each `${`

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    def template_from(start):
        """Blanks a template literal's text from `start` to its end or its next `${`.

        Returns where the code resumes and the last token before it: `(` when a `${` opened (an
        expression starts), a string when the literal ended.
        """
        k = start
        while k < n:
            c = source[k]
            if c == "\\":
                k += 2
                continue
            if c == "`":
                blank(start, k)
                return k + 1, "str"
            if c == "$" and k + 1 < n and source[k + 1] == "{":
                blank(start, k)
                modes.append(0)
                return k + 2, "("
            k += 1
        blank(start, n)
        return n, "str"

    while i < n:
        c = source[i]
        if c == "/" and i + 1 < n and source[i + 1] == "/":
            end = source.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
            continue
        if c == "/" and i + 1 < n and source[i + 1] == "*":
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            blank(i, end)
            i = end
            continue
        if c in "'\"":
            k = i + 1
            while k < n and source[k] != c and source[k] != "\n":
                k += 2 if source[k] == "\\" else 1
            blank(i + 1, min(k, n))
            i = k + 1
            last = "str"
            continue
        if c == "`" or (modes and c == "}" and modes[-1] == 0):
            if c == "}":
                modes.pop()  # the end of a `${…}`: the literal's text goes on
            i, last = template_from(i + 1)
            continue
        if modes and c in "{}":
            modes[-1] += 1 if c == "{" else -1
        if c == "/" and (last in REGEX_AFTER or last in REGEX_AFTER_WORDS):
            k = i + 1
            in_class = False
            while k < n and source[k] != "\n":
                if source[k] == "\\":
                    k += 2
                    continue
                if source[k] == "[":
                    in_class = True
                elif source[k] == "]":
                    in_class = False
                elif source[k] == "/" and not in_class:
                    break
                k += 1
            blank(i + 1, min(k, n))
            i = k + 1
            while i < n and source[i].isalpha():  # the flags
                i += 1
            last = "str"
            continue
        if c.isalnum() or c in "_$":
            k = i
            while k < n and (source[k].isalnum() or source[k] in "_$"):
                k += 1
            last = source[i:k]
            i = k
            continue
        if not c.isspace():
            last = c
        i += 1
    return "".join(out)


def first_word(text):
    """The word a statement starts with (`else x()` is the statement `x()`; `else if` an `if`)."""
    match = re.match(r"\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?([A-Za-z_$][\w$]*)", text)
    if not match:
        return ""
    rest = text[match.end() :].lstrip()
    if match.group(1) == "else" and rest and not rest.startswith("{"):
        return first_word(rest) or rest[0]
    return match.group(1)


def missing_semicolons(code):
    """Line numbers (0-based) of lines that end a statement without a semicolon.

    Keeps a stack of open brackets; a `{` opens a block where statements live (after `)`, `=>`,
    `else`, `try`, `do`, `finally`, at a statement's start) or an object literal (anywhere else).
    In a block, a line that ends a non-compound statement (`const`, `return`, a call, …) must end
    with `;` unless the next line carries the statement on. Class bodies hold members, not
    statements, and are not checked.
    """
    lines = code.split("\n")
    stack = [{"kind": "block", "statement": None, "braces": 0}]
    found = []
    for number, line in enumerate(lines):
        for column, c in enumerate(line):
            top = stack[-1]
            if c.isspace():
                continue
            if top["kind"] in ("block", "class") and top["statement"] is None and c not in ";}":
                top["statement"] = first_word(line[column:]) or c
                top["braces"] = 0
                top["headed"] = False
            if c in "([":
                # The `(…)` right after `if`, `for` or `while` is its header: the body after it is a
                # statement of its own (with or without braces).
                header = (
                    c == "(" and top.get("statement") in HEADED and not top.get("headed") and top.get("braces") == 0
                )
                if header:
                    top["headed"] = True
                stack.append({"kind": c, "header": header})
            elif c == "{":
                before = line[:column].rstrip()
                statement = top.get("statement")
                if top["kind"] in ("block", "class") and statement == "class" and top["braces"] == 0:
                    kind = "class"
                elif (
                    before == ""
                    and top["kind"] in ("block", "class")
                    and top.get("braces", 0) == 0
                    and statement in (None, "{")
                ):
                    kind = "block"
                elif before.endswith((")", "=>", "else", "try", "do", "catch", "finally")) or before == "":
                    kind = "block"
                elif before.endswith(":") and statement in ("case", "default"):
                    kind = "block"
                else:
                    kind = "object"
                if "braces" in top:
                    top["braces"] += 1
                stack.append({"kind": kind, "statement": None, "braces": 0})
            elif c in ")]}":
                closed = stack.pop() if len(stack) > 1 else {}
                parent = stack[-1]
                if closed.get("header"):
                    parent["statement"] = None
                    parent["headed"] = False
                ends_with_brace = COMPOUND | {"{", "case", "default"}
                if c == "}" and parent["kind"] in ("block", "class") and parent["statement"] in ends_with_brace:
                    rest = line[column + 1 :].strip()
                    if not rest.startswith(("else", "catch", "finally", "while")):
                        parent["statement"] = None
            elif c == ";" and top["kind"] in ("block", "class"):
                top["statement"] = None
        top = stack[-1]
        stripped = line.rstrip()
        if top["kind"] != "block" or top["statement"] is None or not stripped:
            continue
        if top["statement"] in ("import", "export"):
            if not stripped.endswith(("'", '"')):
                continue  # an import or re-export ends with its module's path
        elif top["statement"] in COMPOUND:
            continue
        if stripped[-1] in CONTINUES_AFTER or stripped.endswith("=>"):
            continue
        following = next((l.strip() for l in lines[number + 1 :] if l.strip()), "")
        if following[:1] in CONTINUES_BEFORE or following.startswith(("instanceof", "in ", "?")):
            continue
        if stripped[-1] == "}" and top["statement"] == "{":
            continue
        found.append(number)
        top["statement"] = None
    return found


GENERATED_PATHS = {os.path.normpath(p) for p in GENERATED}


def check_text(path, text, is_web):
    """The problems of one file's text (everything but syntax)."""
    problems = []
    if "\r" in text:
        problems.append(Problem(path, 1, "newline", "CR line ends; use LF"))
    if text and not text.endswith("\n"):
        problems.append(Problem(path, text.count("\n") + 1, "newline", "no newline at the end of the file"))
    if text.endswith("\n\n"):
        last = text.rstrip("\n").count("\n") + 2
        problems.append(Problem(path, last, "newline", "blank lines at the end of the file"))
    code = mask(text)
    source_lines = text.split("\n")
    code_lines = code.split("\n")
    for k, (line, masked) in enumerate(zip(source_lines, code_lines)):
        number = k + 1
        line = line.rstrip("\r")
        if "\t" in line:
            problems.append(Problem(path, number, "tab", "a tab character; indent with spaces"))
        if line != line.rstrip():
            problems.append(Problem(path, number, "trailing", "white space at the end of the line"))
        if len(line) > MAX_LINE and os.path.normpath(path) not in GENERATED_PATHS:
            problems.append(Problem(path, number, "length", f"{len(line)} characters (at most {MAX_LINE})"))
        if masked.strip():
            indent = len(masked) - len(masked.lstrip(" "))
            if indent % 2:
                problems.append(Problem(path, number, "indent", f"indented by {indent} spaces (a multiple of 2)"))
        if re.search(r"(?<![\w$.])var\s", masked):
            problems.append(Problem(path, number, "var", "`var`; use `const` or `let`"))
        for match in re.finditer(r"(?<![=!<>])(==|!=)(?!=)", masked):
            problems.append(Problem(path, number, "equality", f"`{match.group(1)}`; use `{match.group(1)}=`"))
        if is_web and re.search(r"\bconsole\.(log|debug)\s*\(", masked) and "deliberate" not in line:
            problems.append(Problem(path, number, "console", "a console.log call left in the shell"))
    for k in missing_semicolons(code):
        problems.append(Problem(path, k + 1, "semicolon", "the statement ends without `;`"))
    return problems


def fix_text(text):
    """The text with the mechanical rules applied: tabs, trailing space, CR, final newline, semicolons."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    lines = [re.sub(r"^\t+", lambda m: "  " * len(m.group(0)), line) for line in lines]
    code_lines = mask("\n".join(lines)).split("\n")
    for k in missing_semicolons("\n".join(code_lines)):
        masked = code_lines[k].rstrip()
        lines[k] = lines[k][: len(masked)] + ";" + lines[k][len(masked) :]
    text = "\n".join(lines).rstrip("\n")
    return text + "\n" if text else text


def syntax_problems(path):
    """`node --check` on the file; an .mjs or a Web module is checked as an ES module."""
    result = subprocess.run(["node", "--check", path], capture_output=True, text=True)
    if result.returncode == 0:
        return []
    message = result.stderr.strip().splitlines()
    line_match = re.search(r":(\d+)$", message[0]) if message else None
    detail = next((m for m in message if "Error" in m), message[-1] if message else "node --check failed")
    return [Problem(path, int(line_match.group(1)) if line_match else 1, "syntax", detail)]


# Written by scripts/bundle-web.py from modules checked here.
GENERATED = {"Web/app.bundle.js"}


def default_files():
    files = []
    for pattern in DEFAULT_GLOBS:
        files += glob.glob(os.path.join(ROOT, pattern), recursive=True)
    return sorted(p for p in (os.path.relpath(f, ROOT) for f in files) if p not in GENERATED)


def check_files(paths, fix):
    problems = []
    for path in paths:
        full = os.path.join(ROOT, path)
        with open(full, encoding="utf-8", newline="") as f:
            text = f.read()
        if fix:
            fixed = fix_text(text)
            if fixed != text:
                with open(full, "w", encoding="utf-8", newline="") as f:
                    f.write(fixed)
                print(f"fixed {path}")
                text = fixed
        problems += syntax_problems(full)
        is_web = os.path.normpath(path).split(os.sep)[0] == "Web"
        problems += check_text(path, text, is_web)
    return problems


# MARK: - the checker's own tests


class CheckerTests(unittest.TestCase):
    def rules(self, text, is_web=True):
        return sorted({p.rule for p in check_text("x.js", text, is_web)})

    def test_clean_code_passes(self):
        text = (
            "import { a } from './a.js';\n"
            "const table = {\n  one: 1,\n  two: [1, 2],\n};\n"
            "export function f(x) {\n  if (x === 1) {\n    return a(x);\n  } else if (x !== 2) {\n"
            "    return `t ${x === 1} == ${table}`;\n  }\n  const g = () => {\n    return x;\n  };\n"
            "  for (const k of [1]) g(k);\n  return x\n    .toString()\n    .trim();\n}\n"
            "class C {\n  n = 0;\n  m() {\n    this.n += 1;\n  }\n}\n"
            "const re = /a==b\\/c/g;\n"
            "// a comment == with var and console.log(1)\n"
            "console.log('done'); // deliberate: the test runner's output\n"
        )
        self.assertEqual(check_text("x.js", text, True), [], "\n".join(map(str, check_text("x.js", text, True))))

    def test_each_rule_finds_its_problem(self):
        for text, rule in [
            ("const a = 1;\n\tconst b = 2;\n", "tab"),
            ("const a = 1; \n", "trailing"),
            ("const a = 1;", "newline"),
            ("const a = 1;\n\n", "newline"),
            ("const a = 1;\r\n", "newline"),
            ("const a = '" + "x" * 120 + "';\n", "length"),
            ("if (a) {\n   b();\n}\n", "indent"),
            ("var a = 1;\n", "var"),
            ("const a = b == c;\n", "equality"),
            ("const a = b != c;\n", "equality"),
            ("console.log(a);\n", "console"),
            ("const a = 1\n", "semicolon"),
            ("f(1)\ng(2);\n", "semicolon"),
            ("function f() {\n  return 1\n}\n", "semicolon"),
            ("const o = {\n  a: 1,\n}\n", "semicolon"),
            ("const f = () => {\n  g();\n}\n", "semicolon"),
            ("items.forEach((x) => {\n  g(x);\n})\n", "semicolon"),
            ("import { a } from './a.js'\n", "semicolon"),
            ("if (a) return b\nc();\n", "semicolon"),
            ("for (const x of y)\n  f(x)\n", "semicolon"),
            ("if (a) b();\nelse c()\n", "semicolon"),
            ("if (a) b();\nelse if (c) d()\n", "semicolon"),
            ("try {\n  a();\n} catch {\n  return 1\n}\n", "semicolon"),
        ]:
            self.assertEqual(self.rules(text), [rule], text)
        self.assertEqual(self.rules("console.log(a);\n", is_web=False), [], "console.log is fine outside Web/")

    def test_statements_that_need_no_semicolon(self):
        for text in [
            "if (a) {\n  b();\n}\n",
            "if (a) {\n  b();\n} else {\n  c();\n}\n",
            "try {\n  a();\n} catch (e) {\n  b();\n} finally {\n  c();\n}\n",
            "for (const x of y) {\n  z(x);\n}\n",
            "while (a) b();\n",
            "export async function f() {\n  await g();\n}\n",
            "const a = b\n  ? c\n  : d;\n",
            "const s = f(\n  1,\n  2,\n);\n",
            "switch (a) {\n  case 1:\n    b();\n    break;\n  default:\n    c();\n}\n",
            "switch (a) {\n  case 1: {\n    b();\n    break;\n  }\n  default: {\n    c();\n  }\n}\n",
            "const o = { a: { b: 1 } };\n",
            "{\n  a();\n}\n",
        ]:
            self.assertEqual(self.rules(text), [], text)

    def test_strings_and_regexes_are_masked(self):
        self.assertEqual(self.rules("const a = 'x == y; var z';\n"), [])
        self.assertEqual(self.rules('const a = "it\\"s == it";\n'), [])
        self.assertEqual(self.rules("const a = x / 2 / y;\nconst b = /[/]==/.test(a);\n"), [])
        self.assertEqual(self.rules("const a = `${b == c}`;\n"), ["equality"])
        self.assertEqual(self.rules("const a = `${`${b}`}==`;\n"), [])

    def test_fix_applies_the_mechanical_rules(self):
        bad = "function f() {\r\n\treturn 1  \r\n}\r\nconst a = f()\n\n\n"
        fixed = fix_text(bad)
        self.assertEqual(fixed, "function f() {\n  return 1;\n}\nconst a = f();\n")
        self.assertEqual(self.rules(fixed), [])
        self.assertEqual(fix_text(fixed), fixed)

    def test_fix_puts_the_semicolon_before_a_comment(self):
        self.assertEqual(fix_text("const a = f() // why\n"), "const a = f(); // why\n")

    def test_fix_leaves_judgement_rules_alone(self):
        bad = "var a = b == c;\n"
        self.assertEqual(fix_text(bad), bad)

    def test_node_syntax_check_reports_the_line(self):
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix=".mjs", delete=False) as f:
            f.write("const a = 1;\nconst = 2;\n")
        try:
            problems = syntax_problems(f.name)
        finally:
            os.unlink(f.name)
        self.assertEqual([(p.rule, p.line) for p in problems], [("syntax", 2)])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="files to check (default: every project JS file)")
    parser.add_argument("--fix", action="store_true", help="apply the mechanical rules in place first")
    parser.add_argument("--self-test", action="store_true", help="run the checker's own tests")
    options = parser.parse_args()
    if options.self_test:
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(CheckerTests)
        return 0 if unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful() else 1
    files = options.files or default_files()
    problems = check_files(files, options.fix)
    for problem in problems:
        print(problem)
    print(f"check-js: {len(files)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
