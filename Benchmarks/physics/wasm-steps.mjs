// Runs a physics scene's first N steps in the wasm module once, untimed, and prints the final
// checksum: the program Benchmarks/physics/wasm-instructions.sh counts instructions of.
//   node Benchmarks/physics/wasm-steps.mjs kinetic-bench.wasm scene.json N
import { readFileSync } from 'node:fs';
import { encodeScene, physicsOf } from '../../Tests/wasm/replay.mjs';
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';

const [wasmPath, file, steps] = process.argv.slice(2);
if (!wasmPath || !file || !(Number(steps) >= 0)) {
  console.error('usage: node Benchmarks/physics/wasm-steps.mjs kinetic-bench.wasm scene.json steps');
  process.exit(2);
}
// The module seeds its hashing from crypto.getRandomValues: a fixed seed makes every run hash, probe
// and so count alike (no simulation result depends on it; see docs/embedded-swift.md, Determinism).
Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: (bytes) => bytes.fill(0x5a) } });
const scene = JSON.parse(readFileSync(file, 'utf8'));
const physics = physicsOf(await instantiateKinetic(readFileSync(wasmPath)));
if (!physics.load(encodeScene(scene))) {
  console.error(`${file}: the wasm module refused the scene`);
  process.exit(1);
}
for (let i = 0; i < Number(steps); i++) physics.step();
console.log(physics.checksum());
