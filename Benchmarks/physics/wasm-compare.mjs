// Times two or more builds of the benchmark module (`scripts/build-wasm.sh bench`) on one scene, in
// turn, for deciding whether a change to the build pays off where instruction counts cannot tell
// (waits on memory):
//   node --no-concurrent-recompilation Benchmarks/physics/wasm-compare.mjs A.wasm B.wasm... scene.json trials
// Each trial runs every module once on the whole scene (a fresh instance each time), in an order that
// flips from one trial to the next, after one untimed run of each (see wasm-engine.mjs). The figure
// to read is each module's median, over the trials, of its time divided by the first module's in the
// same trial: a busy machine slows both runs of a trial alike. The builds must end in the same state,
// or the comparison is of different work; the script says so. A benchmark: it never fails on figures.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { encodeScene, runScene } from '../../Tests/wasm/replay.mjs';

const args = process.argv.slice(2);
const trials = Number(args.pop());
const file = args.pop();
if (args.length < 2 || !file || !(trials >= 1)) {
  console.error('usage: node Benchmarks/physics/wasm-compare.mjs A.wasm B.wasm... scene.json trials');
  process.exit(2);
}
const modules = await Promise.all(args.map((path) => WebAssembly.compile(readFileSync(path))));
const scene = JSON.parse(readFileSync(file, 'utf8'));
const numbers = encodeScene(scene);
const checksums = new Set();
const times = modules.map(() => []);
for (const module of modules) checksums.add((await runScene(module, numbers, scene.steps)).checksum);
for (let trial = 0; trial < trials; trial++) {
  const order = modules.map((_, k) => k);
  if (trial % 2) order.reverse();
  for (const k of order) {
    const run = await runScene(modules[k], numbers, scene.steps);
    times[k].push(run.msPerStep);
    checksums.add(run.checksum);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
args.forEach((path, k) => {
  const ratios = times[k].map((t, trial) => t / times[0][trial]);
  console.log(`${path}: ${median(times[k]).toFixed(4)} ms/step (best ${Math.min(...times[k]).toFixed(4)}), `
    + `to the first ${median(ratios).toFixed(3)} (${range(ratios)})`);
});
console.log(`${basename(file, '.json')}: ${trials} trials, same final state: ${checksums.size === 1}`);
