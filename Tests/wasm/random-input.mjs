// Random calls to kinetic.wasm in every order the shell can make them, as a player who mashes,
// rotates and switches games would: pointers (several at once, held across game switches,
// resizes and new runs, timed before or after the next frame), keys, motion, actions, accessibility
// actions on elements read frames ago, run tickets offered and taken back (a run begun again under held
// pointers), and the readers (state, events, controls, accessibility, the record). A trap in the
// module, or an answer that is not JSON, fails the run. A view or scene
// used after it was freed shows here as a trap some time later, so many seeds run.
//   node Tests/wasm/random-input.mjs [--seeds N] [--calls N] [--first N] [--wasm PATH]
import { readFileSync } from 'node:fs';
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';
import { option } from './command-line.mjs';

const seeds = Number(option('--seeds', 200));
const calls = Number(option('--calls', 4000));
const first = Number(option('--first', 1));
const wasm = option('--wasm', new URL('../../Web/kinetic.wasm', import.meta.url).pathname);
const module = new WebAssembly.Module(readFileSync(wasm));

const SIZES = [[390, 844], [844, 390], [820, 1180], [1180, 820], [1024, 768], [1440, 900], [334, 600], [2000, 1200]];
const ACTIONS = ['newGame', 'start', 'pause', 'resume', 'settingsClosed', 'reducedMotion 1', 'reducedMotion 0',
  'board', 'deal', 'hint', 'rearrange', 'back', 'release', 'drop', 'reset', 'replay', 'best 10', 'theme dark'];
const POINTER_IDS = [1, 1, 2, 3, 7, 1000, 0, 2147483647];
const TICKET_TOKENS = ['t1', 'T-2_x.y', 't1', '', 'not a token', 'é', 'x'.repeat(300), 'x'.repeat(301)];
const FRAME_STEPS = [0, 16.7, 16.7, 16.7, 8, 33, 100, 1000, 5000];
const POINTER_DOWN = 0;
const POINTER_MOVE = 1;
const POINTER_UP = 2;
const POINTER_CANCEL = 3;

/** xorshift32: the same calls for a seed in every run. */
function randomSource(seed) {
  let x = (seed * 7919) >>> 0 || 1;
  const next = () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x / 2 ** 32;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Plays `calls` random calls from `seed`; returns null, or what went wrong and the calls before it. */
async function play(seed) {
  const random = randomSource(seed);
  const kinetic = await instantiateKinetic(module, { log: () => {} });
  kinetic.start(seed);
  const games = kinetic.catalog().map((game) => game.id);
  let size = SIZES[0];
  let time = 1000;
  const down = new Set();
  const made = [];
  const call = (text, body) => { made.push(text); body(); };
  kinetic.resize(size[0], size[1], 2);
  kinetic.open(random.pick(games));
  try {
    for (let i = 0; i < calls; i++) {
      const p = random.next();
      if (p < 0.02) {
        const game = random.pick(games);
        call(`open ${game}`, () => kinetic.open(game));
      } else if (p < 0.04) {
        size = random.pick(SIZES);
        const scale = random.pick([1, 2, 3]);
        call(`resize ${size} ${scale}`, () => kinetic.resize(size[0], size[1], scale));
      } else if (p < 0.06) {
        const action = random.pick(ACTIONS);
        call(`action ${action}`, () => kinetic.action(action));
      } else if (p < 0.30) {
        time += random.pick(FRAME_STEPS);
        call(`frame ${time}`, () => kinetic.frame(time));
      } else if (p < 0.75) {
        const id = random.pick(POINTER_IDS);
        const x = (random.next() * 1.2 - 0.1) * size[0];
        const y = (random.next() * 1.2 - 0.1) * size[1];
        let phase;
        if (down.has(id)) {
          phase = random.next() < 0.8 ? POINTER_MOVE : random.pick([POINTER_UP, POINTER_CANCEL, POINTER_DOWN]);
        } else {
          phase = random.next() < 0.85 ? POINTER_DOWN : random.pick([POINTER_MOVE, POINTER_UP, POINTER_CANCEL]);
        }
        if (phase === POINTER_DOWN) down.add(id);
        if (phase === POINTER_UP || phase === POINTER_CANCEL) down.delete(id);
        const at = time + random.pick([0, 0, 3, 10, 40]);
        call(`pointer ${phase} ${id} ${x} ${y} ${at}`, () => kinetic.pointer(phase, id, x, y, at));
      } else if (p < 0.85) {
        const code = Math.floor(random.next() * 13);
        const isDown = random.next() < 0.5;
        call(`key ${code} ${isDown}`, () => kinetic.key(code, isDown));
      } else if (p < 0.87) {
        const x = random.next() * 4 - 2;
        const y = random.next() * 4 - 2;
        call(`motion ${x} ${y}`, () => kinetic.motion(x, y));
      } else if (p < 0.92) {
        const element = Math.floor(random.next() * 60);
        const action = Math.floor(random.next() * 3);
        call(`accessibility action ${element} ${action}`, () => kinetic.accessibilityAction(element, action));
      } else if (p < 0.94) {
        call('away', () => kinetic.away());
      } else if (p < 0.98) {
        call('read everything', () => {
          kinetic.state();
          kinetic.events();
          kinetic.controls();
          kinetic.howTo();
          kinetic.accessibility();
          kinetic.checksum();
        });
      } else if (p < 0.99) {
        call('record', () => kinetic.record());
      } else if (random.next() < 0.7) {
        const token = random.pick(TICKET_TOKENS);
        const seed = Math.floor(random.next() * 2 ** 32);
        call(`ticket ${token.slice(0, 20)} ${seed}`, () => {
          const answer = kinetic.offerTicket(token, seed);
          if (![0, 1, 2].includes(answer)) throw new Error(`an offer answered ${answer}`);
        });
      } else {
        call('ticket withdrawn', () => {
          kinetic.withdrawTicket();
          kinetic.ticketsUsed();
        });
      }
    }
  } catch (error) {
    const stack = String(error.stack).split('\n').slice(1, 8).join('\n');
    return `${error}\n${stack}\nthe last calls:\n  ${made.slice(-12).join('\n  ')}`;
  }
  return null;
}

let failed = 0;
for (let seed = first; seed < first + seeds; seed++) {
  const problem = await play(seed);
  if (problem) {
    failed++;
    console.log(`not ok - random input, seed ${seed}: ${problem}`);
  }
}
const verdict = failed === 0 ? 'ok' : 'not ok';
console.log(`${verdict} - random input: ${seeds} seeds of ${calls} calls each, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
