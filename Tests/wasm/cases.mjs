// The determinism cases every JavaScript engine plays: scripted input logs (Pong with drags, keys,
// a serve by Space, a rotation, a pause the player goes on from, two players with A and D, and
// control lines Pong must ignore, once more with a run ticket's line in its header, which changes
// nothing; Set played through its accessibility elements with reduced motion turned on; a record of
// a run of each scoring game, as the server verifies them), logs of a benchmark scene (Set's busy
// table) and shared physics scenes. Each runner plays the app's logs in kinetic.wasm, the app players
// download, and the benchmark scene's logs and the physics scenes in the benchmark module
// (Benchmarks/bench-module.mjs), and compares with the native build (`kinetic simulate --input-log`,
// `kinetic bench physics`): node (determinism.mjs) and the browsers (browser_determinism.py, through
// determinism.html).
import { RECORDS } from './records.mjs';
import { encodeScene, replay, runScene } from './replay.mjs';

/** 600 Pong frames of seeded, jittered input. */
export function pongLog(seed) {
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
    if (frame === 5) lines.push('key 5 1', 'key 5 0');
    if (frame === 500) lines.push('control opponent=person', 'key 5 1', 'key 5 0', 'key 8 1');
    if (frame === 540) lines.push('key 8 0', 'key 9 1');
    if (frame === 580) lines.push('key 9 0');
    if (frame % 90 === 10) { dragging = true; lines.push(`pointer 0 1 ${x} 700 ${t}`); }
    else if (dragging && frame % 90 === 70) { dragging = false; lines.push(`pointer 2 1 ${x} 700 ${t}`); }
    else if (dragging) {
      x = Math.max(0, Math.min(390, x + (rand() - 0.5) * 40));
      lines.push(`pointer 1 1 ${x} 700 ${t}`);
    }
    if (frame % 150 === 120) lines.push('key 1 1');
    if (frame % 150 === 140) lines.push('key 1 0');
    lines.push(`frame ${t}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Set's busy table (the benchmark scene bench-set) for 900 frames: deals, rearrangements, fly-aways,
 * snaps, a rotation.
 */
export function setLog(seed) {
  const lines = [`start ${seed}`, 'open bench-set', 'resize 390 760 3'];
  for (let frame = 0; frame < 900; frame++) {
    if (frame === 450) lines.push('resize 760 390 3');
    lines.push(`frame ${1000 + frame * 1000 / 60}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Set played through its accessibility elements, as a screen-reader or keyboard player would:
 * cards, Hint and the deck activated by id (ids are handed out as frames first read the views, so
 * they are the same in every build), with reduced motion turned on half-way.
 */
export function setAccessLog(seed) {
  const lines = [`start ${seed}`, 'open set', 'resize 390 760 3'];
  const actions = { 400: ['access 8 0', 'access 9 0', 'access 10 0'], 430: ['access 2 0'], 460: ['access 6 0'],
    500: ['action reducedMotion=1', 'access 11 0', 'access 12 0', 'access 13 0', 'access 14 0'] };
  for (let frame = 0; frame < 900; frame++) {
    lines.push(...(actions[frame] ?? []));
    lines.push(`frame ${1000 + frame * 1000 / 60}`);
  }
  return lines.join('\n') + '\n';
}

/** Input logs of the app by case name. */
export const LOGS = {
  'pong-1': pongLog(1),
  'pong-42': pongLog(42),
  'pong-20261122': pongLog(20261122),
  'pong-ticketed-7': pongLog(7).replace('\n', '\nversion 3\nticket Tk-7.case_1\n'),
  'access-set-5': setAccessLog(5),
  ...Object.fromEntries(Object.entries(RECORDS).map(([game, record]) => [`record-${game}`, record])),
};

/** Input logs of the benchmark scenes by case name: played in the benchmark module. */
export const BENCH_LOGS = {
  'set-3': setLog(3),
  'set-77': setLog(77),
};

/**
 * Physics scene files (Benchmarks/physics/scenes/NAME.json) played in every engine. still_crowd_n4500 is
 * the one large enough for the grid's broad phase, whose box tests wasm makes with SIMD128 of its own.
 */
export const SCENES = ['pyramid_h20', 'breakout_stress_n100', 'fast_balls_n200', 'elastic_mixed_n500',
  'still_crowd_n4500'];

/** A scene run for a few steps whose final hash is constant (Tests/PhysicsTests/WorldHashTests.swift pins it). */
export const PINNED = { scene: 'mixed_pile_n400', steps: 120, hash: '4382e33148636043' };

/**
 * Plays every case in wasm: the app's logs in `source` (kinetic.wasm), the benchmark scenes' logs and
 * the physics scenes in `benchSource` (the benchmark module). `loadScene(name)` returns a scene file's
 * parsed JSON. Returns, per case, its kind, checksum and (for logs) the final state as JSON text.
 */
export async function playCases(source, benchSource, loadScene) {
  const results = {};
  const logs = [...Object.entries(LOGS).map(([name, log]) => [name, log, source, false]),
    ...Object.entries(BENCH_LOGS).map(([name, log]) => [name, log, benchSource, true])];
  for (const [name, log, module, bench] of logs) {
    const k = await replay(module, log, { bench });
    results[name] = { kind: 'log', checksum: k.checksum(), state: JSON.stringify(k.state()) };
  }
  for (const name of SCENES) {
    const scene = await loadScene(name);
    const run = await runScene(benchSource, encodeScene(scene), scene.steps);
    results[name] = { kind: 'scene', checksum: run.checksum };
  }
  const pinned = await loadScene(PINNED.scene);
  const pinnedRun = await runScene(benchSource, encodeScene(pinned), PINNED.steps);
  results.pinned = { kind: 'pinned', checksum: pinnedRun.checksum };
  return results;
}
