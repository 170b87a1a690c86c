// Plays input logs and physics scenes in kinetic.wasm through the app's own bridge
// (Web/kinetic-bridge.js). Engine-neutral: node and browsers import it alike. `source` is always
// the module's bytes or a compiled WebAssembly.Module (compile once, instantiate per run: instances
// of one Module share the code the engine has already optimized).
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';

/** Plays an input log (docs/web-bridge.md, "Input logs") and returns the bridge it played into. */
export async function replay(source, logText) {
  let k;
  for (const [index, raw] of logText.split('\n').entries()) {
    const [command, ...args] = raw.trim().split(/\s+/);
    if (!command) continue;
    const n = args.map(Number);
    if (command === 'start') { k = await instantiateKinetic(source); k.start(n[0]); continue; }
    if (!k) throw new Error(`line ${index + 1}: log must begin with start`);
    switch (command) {
      case 'open': k.open(args[0]); break;
      case 'resize': k.resize(n[0], n[1], n[2]); break;
      case 'frame': k.frame(n[0]); break;
      case 'pointer': k.pointer(n[0], n[1], n[2], n[3], n[4]); break;
      case 'key': k.key(n[0], n[1]); break;
      case 'motion': k.motion(n[0], n[1]); break;
      case 'action': k.action(args[0]); break;
      case 'control': k.control(args[0]); break;
      case 'seed': k.seed(n[0]); break;
      case 'access': k.accessibilityAction(n[0], n[1]); break;
      default: throw new Error(`line ${index + 1}: unknown command ${command}`);
    }
  }
  return k;
}

/** Encodes a physics scene file as the doubles kinetic_physics_load reads (WebBridge/PhysicsBenchExports.swift). */
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

/**
 * Loads an encoded scene into a fresh instance, runs `steps` steps and returns the milliseconds
 * per step (the whole loop timed once: browsers coarsen `performance.now`, so timing each short
 * step alone would measure the clock) and the final state's checksum.
 */
export async function runScene(source, numbers, steps) {
  const k = await instantiateKinetic(source);
  if (!k.physics.load(numbers)) throw new Error('the wasm module refused the scene');
  const start = performance.now();
  for (let i = 0; i < steps; i++) k.physics.step();
  const elapsed = performance.now() - start;
  return { msPerStep: elapsed / steps, checksum: k.physics.checksum() };
}
