// Loads Web/kinetic.wasm in node and wraps its exports (docs/web-bridge.md) for tests and benchmarks.
import { readFile } from 'node:fs/promises';
import { webcrypto } from 'node:crypto';

// `source` is the path of a .wasm file, or a WebAssembly.Module compiled once: instances of one
// Module share its machine code, so code V8 has already optimized is not compiled again.
export async function loadKinetic(source = new URL('../../Web/kinetic.wasm', import.meta.url)) {
  let memory;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const text = (ptr, len) => decoder.decode(new Uint8Array(memory.buffer, ptr >>> 0, len));
  const env = {
    write_stdout: (ptr, len) => console.log(text(ptr, len)),
    random_fill: (ptr, len) => webcrypto.getRandomValues(new Uint8Array(memory.buffer, ptr >>> 0, len)),
  };
  const instance = source instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(source, { env })
    : (await WebAssembly.instantiate(await readFile(source), { env })).instance;
  const ex = instance.exports;
  memory = ex.memory;
  ex._initialize();
  const writeInput = (s) => {
    const b = encoder.encode(s);
    new Uint8Array(memory.buffer, ex.kinetic_input_buffer(b.length) >>> 0, b.length).set(b);
    return b.length;
  };
  const output = (len) => text(ex.kinetic_output_ptr(), len);
  return {
    exports: ex,
    start: (seed) => ex.kinetic_start(seed >>> 0),
    seed: (seed) => ex.kinetic_seed(seed >>> 0),
    open: (id) => ex.kinetic_open(writeInput(id)) === 1,
    action: (name) => ex.kinetic_action(writeInput(name)),
    resize: (w, h, scale) => ex.kinetic_resize(w, h, scale),
    frame: (t) => ex.kinetic_frame(t),
    pointer: (phase, id, x, y, t) => ex.kinetic_pointer(phase, id, x, y, t),
    key: (code, down) => ex.kinetic_key(code, down),
    motion: (x, y) => ex.kinetic_motion(x, y),
    state: () => JSON.parse(output(ex.kinetic_state())),
    events: () => JSON.parse(output(ex.kinetic_events())),
    checksum: () => output(ex.kinetic_checksum()),
    control: (lines) => ex.kinetic_control(writeInput(lines)),
    controls: () => JSON.parse(output(ex.kinetic_controls())),
    controlsRevision: () => ex.kinetic_controls_revision(),
    displayList: (n) => new Float32Array(memory.buffer, ex.kinetic_display_ptr() >>> 0, n),
  };
}

// Encodes a FORMAT.md scene as the doubles kinetic_physics_load reads (see WebBridge/PhysicsBenchExports.swift).
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

// Loads an encoded scene into a fresh instance (of `source`, as for loadKinetic), runs `steps` steps
// (timing each step call alone) and returns the milliseconds per step and the final state's checksum.
export async function runScene(numbers, steps, source) {
  const k = await loadKinetic(source);
  const ex = k.exports;
  const ptr = ex.kinetic_input_buffer(numbers.length * 8) >>> 0;
  new Uint8Array(ex.memory.buffer, ptr, numbers.length * 8).set(new Uint8Array(numbers.buffer));
  if (ex.kinetic_physics_load(numbers.length) < 0) throw new Error('the wasm module refused the scene');
  let total = 0n;
  for (let i = 0; i < steps; i++) {
    const start = process.hrtime.bigint();
    ex.kinetic_physics_step();
    total += process.hrtime.bigint() - start;
  }
  const len = ex.kinetic_physics_checksum();
  const checksum = new TextDecoder().decode(new Uint8Array(ex.memory.buffer, ex.kinetic_output_ptr() >>> 0, len));
  return { msPerStep: Number(total) / 1e6 / steps, checksum };
}

// Plays an input log (docs/web-bridge.md, "Input logs") and returns the loaded module.
export async function replay(logText) {
  let k;
  for (const [index, raw] of logText.split('\n').entries()) {
    const [command, ...args] = raw.trim().split(/\s+/);
    if (!command) continue;
    const n = args.map(Number);
    if (command === 'start') { k = await loadKinetic(); k.start(n[0]); continue; }
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
      default: throw new Error(`line ${index + 1}: unknown command ${command}`);
    }
  }
  return k;
}
