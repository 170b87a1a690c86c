// The benchmark module: the app's exports and the benchmarks' own (Sources/BenchBridge), built by
// `scripts/build-wasm.sh bench` into .build-wasm/kinetic-bench.wasm, which is never served to players.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where `scripts/build-wasm.sh bench` writes the module. */
export const BENCH_WASM = new URL('../.build-wasm/kinetic-bench.wasm', import.meta.url).pathname;

/** The module's path, built first when missing (the build's output goes to stderr, not the figures). */
export function benchWasm() {
  if (!existsSync(BENCH_WASM)) {
    execFileSync(new URL('../scripts/build-wasm.sh', import.meta.url).pathname, ['bench'],
      { stdio: ['ignore', 2, 2] });
  }
  return BENCH_WASM;
}
