// Plays input logs in kinetic.wasm through the app's own bridge (Web/kinetic-bridge.js), and the
// benchmark scenes' logs and physics scenes in the benchmark module (Benchmarks/bench-module.mjs),
// whose scenes and physics exports the app lacks.
// Engine-neutral: node and browsers import it alike. `source` is always the module's bytes or a
// compiled WebAssembly.Module (compile once, instantiate per run: instances of one Module share the
// code the engine has already optimized).
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';
import { applyCall, parseLog } from '../../Web/replay-log.js';

/**
 * Plays an input log or a record (docs/web-bridge.md, "Input logs" and "Records"; parsed by
 * Web/replay-log.js, the Watch player's parser too) and returns the bridge it played into. Each
 * `start` makes a fresh instance; with `bench`, `source` is the benchmark module, whose app
 * (`kinetic_bench_start`) opens the benchmark scenes too.
 */
export async function replay(source, logText, { bench = false } = {}) {
  let k;
  for (const call of parseLog(logText)) {
    if (call.command === 'start') {
      k = await instantiateKinetic(source);
      if (bench) k.exports.kinetic_bench_start(BigInt.asUintN(64, BigInt(call.numbers[0])));
      else k.start(call.numbers[0]);
    } else if (!k) {
      throw new Error(`line ${call.line}: log must begin with start`);
    } else {
      applyCall(k, call);
    }
  }
  return k;
}

/** Encodes a physics scene file as the doubles kinetic_physics_load reads (BenchBridge/PhysicsBenchExports.swift). */
export function encodeScene(scene) {
  const n = [...scene.gravity, scene.dt, scene.steps, scene.restitution, scene.friction, scene.density];
  n.push(scene.static.length);
  for (const s of scene.static) n.push(s.x, s.y, s.w, s.h);
  n.push(scene.dynamic.length);
  for (const d of scene.dynamic) {
    if (d.shape === 'circle') n.push(0, d.r, 0, d.x, d.y, d.vx ?? 0, d.vy ?? 0);
    else n.push(1, d.w, d.h, d.x, d.y, d.vx ?? 0, d.vy ?? 0);
  }
  return new Float64Array(n);
}

/** The benchmark module's physics exports over bridge `k` (BenchBridge/PhysicsBenchExports.swift). */
export function physicsOf(k) {
  const api = k.exports;
  const bytes = (ptr, len) => new Uint8Array(api.memory.buffer, ptr >>> 0, len);
  return {
    /** Loads a scene encoded by `encodeScene`; false if the module refused it. */
    load: (numbers) => {
      bytes(api.kinetic_input_buffer(numbers.byteLength), numbers.byteLength)
        .set(new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength));
      return api.kinetic_physics_load(numbers.length) >= 0;
    },
    step: () => api.kinetic_physics_step(),
    checksum: () => new TextDecoder().decode(bytes(api.kinetic_output_ptr(), api.kinetic_physics_checksum())),
  };
}

/**
 * Loads an encoded scene into a fresh instance of the benchmark module, runs `steps` steps and returns the milliseconds
 * per step (the whole loop timed once: browsers coarsen `performance.now`, so timing each short
 * step alone would measure the clock) and the final state's checksum.
 */
export async function runScene(source, numbers, steps) {
  const physics = physicsOf(await instantiateKinetic(source));
  if (!physics.load(numbers)) throw new Error('the wasm module refused the scene');
  const start = performance.now();
  for (let i = 0; i < steps; i++) physics.step();
  const elapsed = performance.now() - start;
  return { msPerStep: elapsed / steps, checksum: physics.checksum() };
}
