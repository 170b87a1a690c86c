// The app's module carries no benchmark: Web/kinetic.wasm exports none of the benchmark module's own
// functions, opens none of its scenes and takes none of the actions only benchmarks took, while the
// benchmark module (Benchmarks/bench-module.mjs, built when missing) has them all. Fails naming what
// the app has that it should not.
//   node Tests/wasm/app-module.mjs [--wasm PATH]
import { readFileSync } from 'node:fs';
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';
import { benchWasm } from '../../Benchmarks/bench-module.mjs';
import { option } from './command-line.mjs';

const appWasm = option('--wasm', new URL('../../Web/kinetic.wasm', import.meta.url).pathname);
const BENCH_EXPORT = /^kinetic_(bench|physics)_/;
const BENCH_SCENES = ['bench-set', 'bench-animators'];

let passed = 0;
let failed = 0;
function check(ok, message) {
  console.log(`${ok ? 'ok' : 'not ok'} - ${message}`);
  if (ok) passed++; else failed++;
}

const app = new WebAssembly.Module(readFileSync(appWasm));
const bench = new WebAssembly.Module(readFileSync(benchWasm()));
const exportsOf = (module) => WebAssembly.Module.exports(module).map((entry) => entry.name);
const appBenchExports = exportsOf(app).filter((name) => BENCH_EXPORT.test(name));
check(appBenchExports.length === 0, `the app exports no benchmark function (${appBenchExports.join(', ') || 'none'})`);
check(exportsOf(bench).includes('kinetic_bench_start') && exportsOf(bench).includes('kinetic_physics_step'),
  'the benchmark module exports its own functions');

/** Ten seconds of frames; returns how many cards the table then holds. */
function cardsAfterTenSeconds(k) {
  k.resize(390, 760, 3);
  for (let frame = 1; frame <= 600; frame++) k.frame(1000 + frame * 1000 / 60);
  return k.state().cards.length;
}

const k = await instantiateKinetic(app, { log: () => {} });
k.start(3);
for (const scene of BENCH_SCENES) check(!k.open(scene), `the app opens no ${scene}`);
check(k.open('set'), 'the app opens Set');
k.action('bench');
const appCards = cardsAfterTenSeconds(k);
check(appCards === 12, `Set in the app takes no bench action: its table holds the 12 cards dealt (${appCards})`);

const b = await instantiateKinetic(bench, { log: () => {} });
b.exports.kinetic_bench_start(3n);
for (const scene of BENCH_SCENES) check(b.open(scene), `the benchmark module opens ${scene}`);
b.open('bench-set');
const busyCards = cardsAfterTenSeconds(b);
check(busyCards > 12, `the benchmark module's busy table deals more than 12 cards (${busyCards})`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
