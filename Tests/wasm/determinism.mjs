// Determinism across builds: the cases of cases.mjs (Pong and Set input logs, physics scenes) end
// in the same state and checksum in wasm (the app's logs in kinetic.wasm, the benchmark scene's logs
// and the physics scenes in the benchmark module, built when missing) as in the native build, and one
// busy scene ends in wasm at the hash the Swift tests pin.
//   node Tests/wasm/determinism.mjs path/to/kinetic                 plays the cases in node's V8
//   node Tests/wasm/determinism.mjs path/to/kinetic --results F --engine NAME
//        checks results a browser played (browser_determinism.py writes F) instead
//   --native-cache FILE keeps the native runs' output in FILE, keyed by the native binary's and each
//        case's content, so the checks of several engines run the (slow, debug) native build once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchWasm } from '../../Benchmarks/bench-module.mjs';
import { BENCH_LOGS, LOGS, PINNED, SCENES, playCases } from './cases.mjs';

const [kinetic, ...options] = process.argv.slice(2);
if (!kinetic) throw new Error('usage: node Tests/wasm/determinism.mjs path/to/kinetic [--results F --engine NAME]');
const option = (name) => { const i = options.indexOf(name); return i >= 0 ? options[i + 1] : undefined; };
const resultsFile = option('--results');
const engine = option('--engine') ?? 'node';
const cacheFile = option('--native-cache');

const hash = (...parts) => parts.reduce((h, part) => h.update(part), createHash('sha256')).digest('hex');
const binary = hash(readFileSync(kinetic));
const cache = cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
const runs = cache.binary === binary ? cache.runs : {};

/** The native build's output for `args`; `identity` names what it reads, so a cached output is reused. */
function runNative(args, identity) {
  const key = hash(identity);
  runs[key] ??= execFileSync(kinetic, args, { encoding: 'utf8' });
  return runs[key];
}

const sceneFile = (name) => new URL(`../../Benchmarks/physics/scenes/${name}.json`, import.meta.url).pathname;
const results = resultsFile
  ? JSON.parse(readFileSync(resultsFile, 'utf8'))
  : await playCases(new WebAssembly.Module(readFileSync(new URL('../../Web/kinetic.wasm', import.meta.url))),
    new WebAssembly.Module(readFileSync(benchWasm())),
    async (name) => JSON.parse(readFileSync(sceneFile(name), 'utf8')));

let passed = 0;
let failed = 0;
function check(ok, message) {
  console.log(`${ok ? 'ok' : 'not ok'} - ${engine}: ${message}`);
  if (ok) passed++; else failed++;
  return ok;
}

const dir = mkdtempSync(join(tmpdir(), 'kinetic-determinism-'));
for (const [name, log] of Object.entries({ ...LOGS, ...BENCH_LOGS })) {
  const wasm = results[name];
  if (!check(wasm !== undefined, `${name} was played`)) continue;
  const file = join(dir, `${name}.log`);
  writeFileSync(file, log);
  const native = runNative(['simulate', '--input-log', file], `simulate\n${log}`);
  const nativeChecksum = /checksum=([0-9a-f]{16})/.exec(native)?.[1];
  const nativeState = JSON.stringify(JSON.parse(/state=(.*)/.exec(native)[1]));
  check(wasm.checksum === nativeChecksum, `${name}: wasm checksum ${wasm.checksum} = native ${nativeChecksum}`);
  check(wasm.state === nativeState, `${name}: wasm state = native state`);
  const state = JSON.parse(wasm.state);
  // The switch to a second player (frame 500 of 600) starts a fresh match, whose clock starts at 0.
  if (name.startsWith('pong')) {
    check(state.time > 1.5, `${name}: the last match ran ${state.time.toFixed(2)} s of game time`);
  }
  if (name.startsWith('set')) check(state.landed > 0, `${name}: matches landed on the discard pile (${state.landed})`);
}
for (const name of SCENES) {
  const wasm = results[name];
  if (!check(wasm !== undefined, `${name} was played`)) continue;
  // Every step must run, however slow a busy machine makes the debug build: the runner's default cap
  // (40 s of summed step time) would stop the scene early and compare a different state.
  const args = ['bench', 'physics', '--scene-file', sceneFile(name), '--runs', '0', '--max-run-s', '100000'];
  const native = runNative(args, `${args.join(' ')}\n${readFileSync(sceneFile(name), 'utf8')}`);
  check(!/dropped=true/.test(native), `${name}: the native run played every step`);
  const nativeChecksum = /checksum=([0-9a-f]{16})/.exec(native)?.[1];
  check(wasm.checksum === nativeChecksum, `${name}: wasm engine state ${wasm.checksum} = native ${nativeChecksum}`);
}
if (check(results.pinned !== undefined, `${PINNED.scene} was played for ${PINNED.steps} steps`)) {
  check(results.pinned.checksum === PINNED.hash,
    `${PINNED.scene} after ${PINNED.steps} steps: wasm ${results.pinned.checksum} = pinned ${PINNED.hash}`);
}
if (cacheFile) writeFileSync(cacheFile, JSON.stringify({ binary, runs }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
