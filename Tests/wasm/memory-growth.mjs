// Two minutes of each game at a phone's, a tablet's and a wide desktop's canvas, played with keys,
// taps and the accessibility readers, must fit in the module's initial memory: the games never grow
// it in play, because WebKit failed now and then just where the module grew its memory early in a
// page's life (scripts/build-wasm.sh says more). Fails, naming the game and frame, when it grew.
//   node Tests/wasm/memory-growth.mjs [--wasm PATH] [--seconds N]
import { readFileSync } from 'node:fs';
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';
import { option } from './command-line.mjs';

const wasm = option('--wasm', new URL('../../Web/kinetic.wasm', import.meta.url).pathname);
const seconds = Number(option('--seconds', 120));
const SIZES = [[390, 761, 3], [1180, 740, 2], [2000, 1200, 1]];
const FRAME_MS = 1000 / 60;
const SPACE = 5;

const kinetic = await instantiateKinetic(new WebAssembly.Module(readFileSync(wasm)), { log: () => {} });
const pages = () => kinetic.exports.memory.buffer.byteLength / 65536;
const initial = pages();
kinetic.start(7);
kinetic.action('reducedMotion=0');
const games = kinetic.catalog().filter((game) => game.playable).map((game) => game.id);
let time = 100;
let grewAt = null;
for (const [width, height, dpr] of SIZES) {
  kinetic.resize(width, height, dpr);
  for (const game of games) {
    kinetic.open(game);
    for (let frame = 0; frame < seconds * 60 && grewAt === null; frame++) {
      time += FRAME_MS;
      if (frame % 600 === 5) {
        kinetic.key(SPACE, true);
        kinetic.key(SPACE, false);
        kinetic.action('start');
      }
      if (frame % 97 === 3) {
        const x = (frame * 7) % width;
        const y = (frame * 13) % height;
        kinetic.pointer(0, 1, x, y, time);
        kinetic.pointer(2, 1, x, y, time);
      }
      kinetic.frame(time);
      if (frame % 10 === 0) {
        kinetic.accessibility();
        kinetic.events();
        kinetic.state();
      }
      if (pages() > initial) grewAt = `${game} at ${width}×${height}, frame ${frame}`;
    }
  }
}
const used = kinetic.exports.memory.buffer.byteLength / 1048576;
if (grewAt !== null) {
  console.log(`not ok - the games grew the module's memory past its initial ${initial} pages (${grewAt})`);
  process.exit(1);
}
console.log(`ok - ${seconds} s of each game at ${SIZES.length} sizes stay in the initial ${used} MiB`);
