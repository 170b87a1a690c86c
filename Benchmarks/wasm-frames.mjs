// Times app frames in wasm in node, the twin of `kinetic bench frames` (Space goes to a game that
// waits for its player, as there). It runs the benchmark module (bench-module.mjs, built when missing):
// the app's code, built as Web/kinetic.wasm is, whose app can also open the benchmark scenes
// (bench-animators).
//   node --no-concurrent-recompilation Benchmarks/wasm-frames.mjs [game] [frames] [--control id=value]...
//     [--action name]...
import { readFileSync } from 'node:fs';
import { instantiateKinetic } from '../Web/kinetic-bridge.js';
import { benchWasm } from './bench-module.mjs';

const game = process.argv[2] ?? 'pong';
const frames = Number(process.argv[3] ?? 6000);
const k = await instantiateKinetic(readFileSync(benchWasm()));
k.exports.kinetic_bench_start(1n);
if (!k.open(game)) throw new Error(`unknown game ${game}`);
k.resize(390, 760, 3);
const setup = process.argv.slice(4);
for (let i = 0; i + 1 < setup.length; i += 2) {
  if (setup[i] === '--control') k.control(setup[i + 1]);
  else if (setup[i] === '--action') k.action(setup[i + 1]);
  else throw new Error(`unknown option ${setup[i]}`);
}
const samples = [];
for (let i = 0; i < frames + 120; i++) {
  if (k.state().waiting === true) {
    k.key(5, 1);
    k.key(5, 0);
  }
  const start = process.hrtime.bigint();
  k.frame(i * 1000 / 60);
  const elapsed = Number(process.hrtime.bigint() - start) / 1000;
  k.events();
  if (i >= 120) samples.push(elapsed);
}
samples.sort((a, b) => a - b);
const round = (x) => Math.round(x * 100) / 100;
const median = samples[Math.floor(samples.length / 2)];
const p99 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 99 / 100))];
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
console.log(`frames=${frames} game=${game} build=wasm`);
console.log(`median_us=${round(median)} p99_us=${round(p99)} mean_us=${round(mean)}`);
