// The wasm module's exports (docs/web-bridge.md) wrapped in small JavaScript functions. One module
// serves the app, the node tests, the in-browser determinism check and the wasm benchmarks, so
// they all drive kinetic.wasm (or the benchmark module, which has its exports too) the same way.
// It uses nothing but the language, WebAssembly, TextEncoder/TextDecoder and crypto.getRandomValues,
// which browsers and node all have.

import { REQUIRED_EXPORTS } from './protocol.js';

const textDecoder = new TextDecoder();

/**
 * Instantiates kinetic.wasm from its bytes (ArrayBuffer or typed array) or from a compiled
 * `WebAssembly.Module` (instances of one Module share its optimized machine code) and returns the
 * bridge. `log` receives each whole line the module prints.
 */
export async function instantiateKinetic(source, { log = console.log } = {}) {
  let memory = null;
  const imports = { env: createImports(() => memory, log) };
  const instance = source instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(source, imports)
    : (await WebAssembly.instantiate(source, imports)).instance;
  const api = instance.exports;
  const missing = REQUIRED_EXPORTS.filter((name) => !(name in api));
  if (missing.length > 0) throw new Error(`kinetic.wasm lacks exports: ${missing.join(', ')}`);
  memory = api.memory;
  if (typeof api._initialize === 'function') api._initialize();
  return createBridge(api);
}

/** The `env` imports of the contract; `getMemory` returns the module's memory once known. */
function createImports(getMemory, log) {
  const decoder = new TextDecoder();
  let pendingLine = '';
  return {
    write_stdout(ptr, len) {
      const chunk = new Uint8Array(getMemory().buffer, ptr >>> 0, len);
      const text = pendingLine + decoder.decode(chunk, { stream: true });
      const lines = text.split('\n');
      pendingLine = lines.pop();
      for (const line of lines) log(line);
    },
    random_fill(ptr, len) {
      for (let start = 0; start < len; start += 65536) {
        const size = Math.min(65536, len - start);
        crypto.getRandomValues(new Uint8Array(getMemory().buffer, (ptr >>> 0) + start, size));
      }
    },
  };
}

/** Wraps the raw exports; views over memory are made after each call since it may grow. */
function createBridge(api) {
  const encoder = new TextEncoder();
  const bytes = (ptr, len) => new Uint8Array(api.memory.buffer, ptr >>> 0, len);
  const writeInput = (text) => {
    const data = encoder.encode(text);
    bytes(api.kinetic_input_buffer(data.length), data.length).set(data);
    return data.length;
  };
  const readOutput = (len) => textDecoder.decode(bytes(api.kinetic_output_ptr(), len));
  return {
    exports: api,
    /** Creates the app; `seed` is a whole number up to 2⁶⁴ − 1 (a Number, BigInt or decimal text). */
    start: (seed) => api.kinetic_start(BigInt.asUintN(64, BigInt(seed))),
    seed: (seed) => api.kinetic_seed(seed >>> 0),
    open: (id) => api.kinetic_open(writeInput(id)) === 1,
    action: (name) => api.kinetic_action(writeInput(name)),
    resize: (width, height, dpr) => api.kinetic_resize(width, height, dpr),
    frame: (timeMs) => api.kinetic_frame(timeMs),
    displayList: (count) => new Float32Array(api.memory.buffer, api.kinetic_display_ptr() >>> 0, count),
    strings: () => bytes(api.kinetic_strings_ptr(), api.kinetic_strings_len()),
    pointer: (phase, id, x, y, timeMs) => api.kinetic_pointer(phase, id, x, y, timeMs),
    key: (code, down) => api.kinetic_key(code, down ? 1 : 0),
    motion: (x, y) => api.kinetic_motion(x, y),
    state: () => JSON.parse(readOutput(api.kinetic_state())),
    events: () => {
      const text = readOutput(api.kinetic_events());
      return text.trim() === '' ? [] : JSON.parse(text);
    },
    checksum: () => readOutput(api.kinetic_checksum()),
    catalog: () => JSON.parse(readOutput(api.kinetic_catalog())),
    control: (lines) => api.kinetic_control(writeInput(lines)),
    controls: () => JSON.parse(readOutput(api.kinetic_controls())),
    controlsRevision: () => api.kinetic_controls_revision(),
    howTo: () => JSON.parse(readOutput(api.kinetic_howto())),
    /** Why `name` cannot be the player's (the message to show), or '' when it can. */
    nameProblem: (name) => readOutput(api.kinetic_name_problem(writeInput(name))),
    accessibility: () => JSON.parse(readOutput(api.kinetic_accessibility())),
    accessibilityRevision: () => api.kinetic_accessibility_revision(),
    /** Runs action 0 activate, 1 increment or 2 decrement on element `id`; true when handled. */
    accessibilityAction: (id, action) => api.kinetic_accessibility_action(id, action) === 1,
    /** The record of the run that raised the latest score event ('' when none). */
    record: () => readOutput(api.kinetic_record()),
    /** A record's `clock` line: its arguments as one string; false when refused. */
    restoreClock: (text) => api.kinetic_clock(writeInput(text)) === 1,
    /** A record's `away` line. */
    away: () => api.kinetic_away(),
    /** Offers a run ticket (`token`, 32-bit `seed`) for the open game's next run: 1 taken, 2 one waits, 0 refused. */
    offerTicket: (token, seed) => api.kinetic_ticket(writeInput(token), seed >>> 0),
    /** Takes back the run ticket waiting for a run; true when one waited. */
    withdrawTicket: () => api.kinetic_ticket_withdraw() === 1,
    /** How many runs have begun from a run ticket. */
    ticketsUsed: () => api.kinetic_tickets_used(),
  };
}
