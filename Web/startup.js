// Start-up: what the browser must support, downloading kinetic.wasm, the launch seed, the service
// worker, and the message shown in place of the game when any of it fails.

/** A tiny module using one SIMD instruction: kinetic.wasm needs WebAssembly SIMD (128-bit). */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/** Throws, saying what to do, when this browser cannot run kinetic.wasm. */
export function requireWasmSupport() {
  if (typeof WebAssembly !== 'object') throw new Error('This browser does not support WebAssembly.');
  if (!WebAssembly.validate(SIMD_PROBE)) {
    throw new Error(
      'This browser lacks WebAssembly SIMD: please update (Safari 16.4, Chrome 91, Firefox 89 or newer).');
  }
}

/**
 * Downloads and compiles kinetic.wasm once; the game and every replay the Watch player shows are
 * instances of this one module.
 */
export async function loadModule() {
  const response = await fetch('kinetic.wasm');
  if (!response.ok) {
    throw new Error(`The game engine (kinetic.wasm) could not be downloaded: HTTP ${response.status}.`);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The seed of this visit's games: the page's `?seed=N` (0 … 2³²−1) when given, else a random one. */
export function launchSeed() {
  const text = new URLSearchParams(location.search).get('seed');
  if (text !== null && /^\d+$/.test(text) && Number(text) <= 0xffffffff) return Number(text);
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * Registers sw.js so the app works offline; without it the app still works online. A visit the worker
 * already serves (not the first) asks it to cache the files a first visit leaves until they are used.
 */
export function registerServiceWorker() {
  try {
    navigator.serviceWorker?.register('sw.js').catch((error) => {
      console.warn('Kinetic works online only: the service worker was not registered.', error);
    });
    navigator.serviceWorker?.controller?.postMessage('cache-on-first-use');
  } catch (error) {
    console.warn('Kinetic works online only: the service worker is unavailable.', error);
  }
}

/** Replaces the loading message in `statusBox` with what went wrong and a way to try again. */
export function showLoadFailure(statusBox, detail) {
  statusBox.classList.add('failed');
  statusBox.querySelector('.status-title').textContent = 'Kinetic couldn’t start';
  statusBox.querySelector('.status-detail').textContent = detail;
  statusBox.querySelector('.status-retry').hidden = false;
}
