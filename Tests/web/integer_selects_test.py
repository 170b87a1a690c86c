#!/usr/bin/env python3
"""scripts/integer-selects.py: every f64 and f32 select of a module becomes a select of the values'
bits, nested ones and those in conditions too, and the rewritten module returns the same bits as the
original for every operand tried (NaNs with payloads, signed zeros, infinities, random numbers)."""

import os
import re
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPOSITORY, "scripts", "integer-selects.py")
FEATURES = ["--enable-simd", "--enable-bulk-memory", "--enable-sign-ext", "--enable-mutable-globals",
            "--enable-nontrapping-float-to-int"]

# Selects of f64 and f32 alone, one nested in another's operands and one in another's condition, an
# integer select (left alone) and a select after an `if` (whose closing line carries a comment).
MODULE = """
(module
  (func (export "max64") (param f64 f64) (result f64)
    (select (local.get 0) (local.get 1) (f64.gt (local.get 0) (local.get 1))))
  (func (export "min32") (param f32 f32) (result f32)
    (select (local.get 1) (local.get 0) (f32.lt (local.get 1) (local.get 0))))
  (func (export "clamp64") (param f64 f64) (result f64)
    (select
      (f64.const 0)
      (select (local.get 0) (local.get 1) (f64.lt (local.get 0) (local.get 1)))
      (f64.lt
        (select (local.get 1) (local.get 0) (f64.ge (local.get 1) (local.get 0)))
        (f64.const 0))))
  (func (export "pick32") (param i32 i32) (result i32)
    (select (local.get 0) (local.get 1) (i32.lt_s (local.get 0) (local.get 1))))
  (func (export "afterIf") (param f64 f64) (result f64)
    (local f64)
    (if (f64.gt (local.get 0) (f64.const 1)) (then (local.set 2 (f64.const 1))))
    (select
      (f64.add (local.get 0) (local.get 2))
      (f64.mul (local.get 1) (f64.const 2))
      (f64.le (local.get 0) (local.get 1))))
)
"""

CHECK = r"""
const [a, b] = await Promise.all(process.argv.slice(2).map(async (p) =>
  (await WebAssembly.instantiate(require('fs').readFileSync(p))).instance.exports));
const bits64 = (x) => { const v = new DataView(new ArrayBuffer(8)); v.setFloat64(0, x); return v.getBigUint64(0); };
const bits32 = (x) => { const v = new DataView(new ArrayBuffer(4)); v.setFloat32(0, x); return v.getUint32(0); };
const nan = (bits) => { const v = new DataView(new ArrayBuffer(8)); v.setBigUint64(0, bits); return v.getFloat64(0); };
const values = [0, -0, 1, -1, 0.5, Infinity, -Infinity, NaN, nan(0xfff8000000000001n), nan(0x7ff4000000000000n), 1e-310];
for (let i = 0; i < 200; i++) values.push((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 8));
let compared = 0;
for (const x of values) for (const y of values) {
  for (const name of ['max64', 'clamp64', 'afterIf']) {
    if (bits64(a[name](x, y)) !== bits64(b[name](x, y))) throw new Error(`${name}(${x}, ${y}) differs`);
    compared++;
  }
  if (bits32(a.min32(x, y)) !== bits32(b.min32(x, y))) throw new Error(`min32(${x}, ${y}) differs`);
  const [i, j] = [Math.trunc(x) | 0, Math.trunc(y) | 0];
  if (a.pick32(i, j) !== b.pick32(i, j)) throw new Error(`pick32(${i}, ${j}) differs`);
  compared += 2;
}
console.log(compared);
"""


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, check=True, **kwargs)


class IntegerSelectsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        source = os.path.join(cls.dir, "original.wat")
        with open(source, "w") as f:
            f.write(MODULE)
        cls.original = os.path.join(cls.dir, "original.wasm")
        run(["wasm-opt", *FEATURES, source, "-o", cls.original])
        printed = run(["wasm-opt", *FEATURES, cls.original, "--print-full"]).stdout
        rewrite = run([sys.executable, SCRIPT], input=printed)
        cls.report = rewrite.stderr
        text = os.path.join(cls.dir, "rewritten.wat")
        with open(text, "w") as f:
            f.write(rewrite.stdout)
        cls.rewritten = os.path.join(cls.dir, "rewritten.wasm")
        run(["wasm-opt", *FEATURES, text, "-o", cls.rewritten])

    def selects(self, module):
        printed = run(["wasm-opt", *FEATURES, module, "--print-full"]).stdout
        return re.findall(r"\[(\w+)\] \(select", printed)

    def test_every_float_select_selects_bits_and_integer_ones_stay(self):
        self.assertEqual(sorted(self.selects(self.original)), ["f32", "f64", "f64", "f64", "f64", "f64", "i32"])
        self.assertEqual(sorted(self.selects(self.rewritten)), ["i32", "i32", "i64", "i64", "i64", "i64", "i64"])
        self.assertIn("6 float selects now select bits", self.report)

    def test_the_rewritten_module_returns_the_same_bits(self):
        script = os.path.join(self.dir, "check.cjs")
        with open(script, "w") as f:
            f.write("(async () => {" + CHECK + "})().catch((e) => { console.error(e.message); process.exit(1); });")
        out = run(["node", script, self.original, self.rewritten]).stdout
        self.assertGreater(int(out), 200 * 200)


if __name__ == "__main__":
    unittest.main()
