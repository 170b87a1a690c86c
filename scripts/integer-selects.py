#!/usr/bin/env python3
"""Rewrites every f64 and f32 `select` of a module as a select of the values' bits.

V8 compiles a wasm `select` of floats on x64 into a compare and a branch, while LLVM emits a select
for the `min`, `max` and `c ? x : y` of Swift exactly where the outcome is as good as random (which of
two boxes is wider, which body is faster): a mispredicted branch each time it guesses wrong. A select
of integers compiles to a conditional move, so

    (select A B C)  becomes  (f64.reinterpret_i64 (select (i64.reinterpret_f64 A) (i64.reinterpret_f64 B) C))

picks the same bits without a branch. Nothing else changes: every result is the same, to the bit.

Reads the text `wasm-opt --print-full` prints (each expression on its own line, indented one space
per level, after its type in brackets) on stdin and writes text `wasm-opt` reads back on stdout,
without the type annotations. Prints how many selects it rewrote on stderr.
   wasm-opt FEATURES in.wasm --print-full | scripts/integer-selects.py > out.wat
"""
import re
import sys

ANNOTATIONS = re.compile(r"^( *)((?:\[[^\]]*\] )+)")
# A select may already sit inside the reinterpretation of an enclosing select's operand.
FLOAT_SELECT = re.compile(r"^( *)\[(f64|f32)\] (?:\(i(?:64|32)\.reinterpret_f(?:64|32) )?\(select\s*$")
BITS = {"f64": ("i64.reinterpret_f64", "f64.reinterpret_i64"), "f32": ("i32.reinterpret_f32", "f32.reinterpret_i32")}


def indent(line):
    return len(line) - len(line.lstrip(" "))


def closes(line, depth):
    """Whether `line` closes an expression opened at `depth` (and maybe, once rewritten, the one around it)."""
    return indent(line) == depth and re.match(r"^ *\)+( ;;.*)?$", line) is not None


def child_end(lines, start, depth):
    """The line where the expression that begins at `start` (at `depth`) ends."""
    text = lines[start].split(";;")[0]
    if text.count("(") == text.count(")"):
        return start
    end = start + 1
    while not closes(lines[end], depth):
        end += 1
    return end


def wrap_start(line, opener):
    """`line` with `opener` before its expression (after the indentation and annotations)."""
    match = ANNOTATIONS.match(line)
    at = match.end() if match else indent(line)
    return line[:at] + opener + line[at:]


def wrap_end(line):
    """`line` with one more closing parenthesis, before any comment."""
    code, sep, comment = line.partition(" ;;")
    return code + ")" + sep + comment


def rewrite(lines):
    count = 0
    for i, line in enumerate(lines):
        match = FLOAT_SELECT.match(line)
        if not match:
            continue
        depth = len(match.group(1))
        to_bits, from_bits = BITS[match.group(2)]
        first = i + 1
        first_end = child_end(lines, first, depth + 1)
        second = first_end + 1
        second_end = child_end(lines, second, depth + 1)
        condition_end = child_end(lines, second_end + 1, depth + 1)
        close = condition_end + 1
        if not closes(lines[close], depth):
            raise SystemExit(f"integer-selects: line {i + 1}: a select without three operands")
        lines[i] = line.replace("(select", f"({from_bits} (select", 1)
        lines[first] = wrap_start(lines[first], f"({to_bits} ")
        lines[first_end] = wrap_end(lines[first_end])
        lines[second] = wrap_start(lines[second], f"({to_bits} ")
        lines[second_end] = wrap_end(lines[second_end])
        lines[close] = wrap_end(lines[close])
        count += 1
    return count


def main():
    lines = sys.stdin.read().split("\n")
    count = rewrite(lines)
    sys.stdout.write("\n".join(ANNOTATIONS.sub(r"\1", line) for line in lines))
    print(f"integer-selects: {count} float selects now select bits", file=sys.stderr)


if __name__ == "__main__":
    main()
