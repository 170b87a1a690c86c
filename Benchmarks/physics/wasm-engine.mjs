// Times the physics engine compiled to wasm (the benchmark module, Benchmarks/bench-module.mjs, built
// when missing) on scene files, beside the native build, and checks both end in the same state:
//   node --no-concurrent-recompilation Benchmarks/physics/wasm-engine.mjs [--kinetic .build/release/kinetic]
//     [--wasm .build-wasm/kinetic-bench.wasm] [--runs 3] [--rounds 1] scene.json...
// Like the native runner (a metrics run, then timed runs), each scene first gets one untimed run:
// V8 starts wasm in its baseline compiler and recompiles hot functions optimized while they run,
// so a module's first run mostly measures compilation. The module is compiled once and every run
// is a fresh instance of it, so later runs use the optimized code, as a page playing for a while
// does. The first run's figure is printed too. With --rounds N, wasm and native runs alternate N
// times (for a busy machine); figures are medians of the rounds' medians, with their range.
// A benchmark: it prints figures and never fails on them (it exits 1 only if a file cannot be run).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { encodeScene, runScene } from '../../Tests/wasm/replay.mjs';
import { benchWasm } from '../bench-module.mjs';

const args = process.argv.slice(2);
let kinetic = '.build/release/kinetic';
let wasmPath;
let runs = 3;
let rounds = 1;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--kinetic') kinetic = args[++i];
  else if (args[i] === '--wasm') wasmPath = args[++i];
  else if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--rounds') rounds = Number(args[++i]);
  else files.push(args[i]);
}

const module = await WebAssembly.compile(readFileSync(wasmPath ?? benchWasm()));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const figure = (xs) => xs.length > 1
  ? `${median(xs).toFixed(4)} (${Math.min(...xs).toFixed(4)}–${Math.max(...xs).toFixed(4)})`
  : median(xs).toFixed(4);
for (const file of files) {
  const scene = JSON.parse(readFileSync(file, 'utf8'));
  const numbers = encodeScene(scene);
  const first = await runScene(module, numbers, scene.steps);
  const checksums = new Set([first.checksum]);
  const wasm = [];
  const native = [];
  let nativeChecksum;
  for (let round = 0; round < rounds; round++) {
    const times = [];
    for (let r = 0; r < runs; r++) {
      const run = await runScene(module, numbers, scene.steps);
      times.push(run.msPerStep);
      checksums.add(run.checksum);
    }
    wasm.push(median(times));
    const line = execFileSync(kinetic, ['bench', 'physics', '--scene-file', file, '--runs', String(runs)], {
      encoding: 'utf8',
    }).trim().split('\n').pop();
    const field = (key) => new RegExp(`${key}=(\\S+)`).exec(line)?.[1];
    native.push(Number(field('ms_per_step')));
    nativeChecksum = field('checksum');
  }
  const same = checksums.size === 1 && checksums.has(nativeChecksum);
  console.log(`${basename(file, '.json')}: native ${figure(native)} ms/step, wasm ${figure(wasm)} ms/step, `
    + `wasm/native ${(median(wasm) / median(native)).toFixed(2)}, same final state: ${same} `
    + `(wasm first run ${first.msPerStep.toFixed(4)} ms/step; `
    + `${rounds} round${rounds > 1 ? 's' : ''} of ${runs} runs)`);
}
