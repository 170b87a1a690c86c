// Plays input logs and physics scenes in kinetic.wasm through the app's own bridge
// (Web/kinetic-bridge.js). Engine-neutral: node and browsers import it alike. `source` is always
// the module's bytes or a compiled WebAssembly.Module (compile once, instantiate per run: instances
// of one Module share the code the engine has already optimized).
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';

/** Plays an input log (docs/web-bridge.md, "Input logs" and "Records") and returns the bridge it played into. */
export async function replay(source, logText) {
  let k;
  let lastFrameMs = 0;
  for (const [index, raw] of logText.split('\n').entries()) {
    const [command, ...args] = raw.split(' ').filter((word) => word !== '');
    if (!command) continue;
    const n = args.map(Number);
    const rest = raw.slice(raw.indexOf(command) + command.length + 1);
    if (command === 'start') { k = await instantiateKinetic(source); k.start(n[0]); lastFrameMs = 0; continue; }
    if (!k) throw new Error(`line ${index + 1}: log must begin with start`);
    switch (command) {
      case 'open': k.open(args[0]); break;
      case 'resize': k.resize(n[0], n[1], n[2]); break;
      case 'frame': k.frame(n[0]); lastFrameMs = Math.round(n[0]); break;
      case 'f': for (const step of n) { lastFrameMs += step; k.frame(lastFrameMs); } break;
      case 'pointer': k.pointer(n[0], n[1], n[2], n[3], n[4]); break;
      case 'p': k.pointer(n[0], n[1], n[2] / 8, n[3] / 8, lastFrameMs + n[4]); break;
      case 'key': case 'k': k.key(n[0], n[1]); break;
      case 'motion': k.motion(n[0], n[1]); break;
      case 'm': k.motion(n[0] / 1024, n[1] / 1024); break;
      case 'clock':
        if (!k.restoreClock(args.join(' '))) throw new Error(`line ${index + 1}: bad clock line`);
        lastFrameMs = args[1] === '-' ? 0 : n[1];
        break;
      case 'away': k.away(); break;
      case 'action': k.action(rest); break;
      case 'control': k.control(rest); break;
      case 'seed': k.seed(n[0]); break;
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
