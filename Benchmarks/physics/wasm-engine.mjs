// Times the physics engine compiled to wasm (Web/kinetic.wasm) on scene files, beside the native
// build in the same run, and checks both end in the same state:
//   node Benchmarks/physics/wasm-engine.mjs [--kinetic .build/release/kinetic] [--runs 3] scene.json...
// A benchmark: it prints figures and never fails on them (it exits 1 only if a file cannot be run).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { encodeScene, runScene } from '../../Tests/wasm/kinetic-wasm.mjs';

const args = process.argv.slice(2);
let kinetic = '.build/release/kinetic';
let runs = 3;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--kinetic') kinetic = args[++i];
  else if (args[i] === '--runs') runs = Number(args[++i]);
  else files.push(args[i]);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const file of files) {
  const scene = JSON.parse(readFileSync(file, 'utf8'));
  const numbers = encodeScene(scene);
  const wasm = [];
  for (let r = 0; r < runs; r++) wasm.push(await runScene(numbers, scene.steps));
  const line = execFileSync(kinetic, ['bench', 'physics', '--scene-file', file, '--runs', String(runs)], { encoding: 'utf8' })
    .trim().split('\n').pop();
  const field = (key) => new RegExp(`${key}=(\\S+)`).exec(line)?.[1];
  const native = Number(field('ms_per_step'));
  const w = median(wasm.map((x) => x.msPerStep));
  const same = wasm.every((x) => x.checksum === field('checksum'));
  console.log(`${basename(file, '.json')}: native ${native.toFixed(4)} ms/step, wasm ${w.toFixed(4)} ms/step, `
    + `wasm/native ${(w / native).toFixed(2)}, same final state: ${same}`);
}
