// Determinism across builds: plays one scripted input log (600 Pong frames with drags, keys, a
// rotation, a pause and control lines Pong must ignore) and Set's busy benchmark table in the wasm
// module under node and in the native build (`kinetic simulate --input-log`), and checks both end in the
// same state and checksum; then runs
// four physics scenes in both builds and checks their final states match bit for bit, and one in wasm
// against the hash the Swift tests pin.
//   node Tests/wasm/determinism.mjs path/to/kinetic
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeScene, replay, runScene } from './kinetic-wasm.mjs';

const kinetic = process.argv[2];
if (!kinetic) throw new Error('usage: node Tests/wasm/determinism.mjs path/to/kinetic');

function pongLog(seed) {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const lines = [`start ${seed}`, 'open pong', 'resize 390 760 3'];
  let t = 1000;
  let x = 195;
  let dragging = false;
  for (let frame = 0; frame < 600; frame++) {
    t += 1000 / 60 + (rand() - 0.5) * 4;
    if (frame === 300) lines.push('resize 760 390 3');
    if (frame === 400) lines.push('action pause');
    if (frame === 430) lines.push('action resume');
    if (frame === 200) lines.push('control slope=30', 'control =', 'control slope=1e999', 'control x=nan');
    if (frame % 90 === 10) { dragging = true; lines.push(`pointer 0 1 ${x} 700 ${t}`); }
    else if (dragging && frame % 90 === 70) { dragging = false; lines.push(`pointer 2 1 ${x} 700 ${t}`); }
    else if (dragging) { x = Math.max(0, Math.min(390, x + (rand() - 0.5) * 40)); lines.push(`pointer 1 1 ${x} 700 ${t}`); }
    if (frame % 150 === 120) lines.push('key 1 1');
    if (frame % 150 === 140) lines.push('key 1 0');
    lines.push(`frame ${t}`);
  }
  return lines.join('\n') + '\n';
}

let passed = 0;
let failed = 0;
function check(ok, message) {
  console.log(`${ok ? 'ok' : 'not ok'} - ${message}`);
  if (ok) passed++; else failed++;
}

const dir = mkdtempSync(join(tmpdir(), 'kinetic-determinism-'));
for (const seed of [1, 42, 20261122]) {
  const log = pongLog(seed);
  const file = join(dir, `pong-${seed}.log`);
  writeFileSync(file, log);
  const k = await replay(log);
  const wasmState = JSON.stringify(k.state());
  const wasmChecksum = k.checksum();
  const native = execFileSync(kinetic, ['simulate', '--input-log', file], { encoding: 'utf8' });
  const nativeChecksum = /checksum=([0-9a-f]{16})/.exec(native)?.[1];
  const nativeState = JSON.stringify(JSON.parse(/state=(.*)/.exec(native)[1]));
  check(wasmChecksum === nativeChecksum, `seed ${seed}: wasm checksum ${wasmChecksum} = native ${nativeChecksum}`);
  check(wasmState === nativeState, `seed ${seed}: wasm state = native state`);
  const state = k.state();
  check(state.time > 8, `seed ${seed}: the log ran ${state.time.toFixed(2)} s of game time`);
}
/** Set's busy benchmark table for 900 frames: deals, rearrangements, fly-aways, snaps, a rotation. */
function setLog(seed) {
  const lines = [`start ${seed}`, 'open set', 'resize 390 760 3', 'action bench'];
  for (let frame = 0; frame < 900; frame++) {
    if (frame === 450) lines.push('resize 760 390 3');
    lines.push(`frame ${1000 + frame * 1000 / 60}`);
  }
  return lines.join('\n') + '\n';
}
for (const seed of [3, 77]) {
  const file = join(dir, `set-${seed}.log`);
  writeFileSync(file, setLog(seed));
  const k = await replay(setLog(seed));
  const native = execFileSync(kinetic, ['simulate', '--input-log', file], { encoding: 'utf8' });
  const nativeChecksum = /checksum=([0-9a-f]{16})/.exec(native)?.[1];
  check(k.checksum() === nativeChecksum, `set seed ${seed}: wasm checksum ${k.checksum()} = native ${nativeChecksum}`);
  check(k.state().landed > 0, `set seed ${seed}: matches landed on the discard pile (${k.state().landed})`);
}
for (const name of ['pyramid_h20', 'breakout_stress_n100', 'fast_balls_n200', 'elastic_mixed_n500']) {
  const file = new URL(`../../Benchmarks/physics/scenes/${name}.json`, import.meta.url).pathname;
  const scene = JSON.parse(readFileSync(file, 'utf8'));
  const wasm = await runScene(encodeScene(scene), scene.steps);
  const native = execFileSync(kinetic, ['bench', 'physics', '--scene-file', file, '--runs', '0'], { encoding: 'utf8' });
  const nativeChecksum = /checksum=([0-9a-f]{16})/.exec(native)?.[1];
  check(wasm.checksum === nativeChecksum, `${name}: wasm engine state ${wasm.checksum} = native ${nativeChecksum}`);
}
{
  // The hash Tests/DynamicsTests/WorldHashTests.swift pins for mixed_pile_n400 after 120 steps.
  const pinned = 'ae23c7e595689e19';
  const file = new URL('../../Benchmarks/physics/scenes/mixed_pile_n400.json', import.meta.url).pathname;
  const scene = JSON.parse(readFileSync(file, 'utf8'));
  const wasm = await runScene(encodeScene(scene), 120);
  check(wasm.checksum === pinned, `mixed_pile_n400 after 120 steps: wasm ${wasm.checksum} = pinned ${pinned}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
