// Run tickets through kinetic.wasm's exports, as the shell (Web/tickets.js) hands them over: refused
// without a game that keeps scores or with a token no record line can carry; Pong before its serve
// begins again from the ticket at once; one ticket waits at a time and can be taken back; BubblePop
// before its start keeps its ticket for the run Start begins, whose record names the ticket right
// after the version and replays in a fresh instance to the score's checksum.
//   node Tests/wasm/tickets.mjs [--wasm PATH]
import { readFileSync } from 'node:fs';
import { instantiateKinetic } from '../../Web/kinetic-bridge.js';
import { option } from './command-line.mjs';
import { replay } from './replay.mjs';

const wasm = option('--wasm', new URL('../../Web/kinetic.wasm', import.meta.url).pathname);
const module = new WebAssembly.Module(readFileSync(wasm));

let failed = 0;
function check(ok, message) {
  console.log(`${ok ? 'ok' : 'not ok'} - tickets: ${message}`);
  if (!ok) failed++;
}

const k = await instantiateKinetic(module);
k.start(5);
k.resize(390, 760, 3);
check(k.offerTicket('t1', 7) === 0, 'no game open: refused');
k.open('lab');
check(k.offerTicket('t1', 7) === 0, 'the Lab keeps no scores: refused');
k.open('pong');
k.frame(1000);
check(k.offerTicket('not a token', 7) === 0, 'a token with spaces: refused');
check(k.offerTicket('t1', 4000000000) === 1 && k.ticketsUsed() === 1, 'Pong before its serve begins from the ticket');
check(k.offerTicket('t2', 8) === 1 && k.ticketsUsed() === 1, 'the next ticket waits for the next run');
check(k.offerTicket('t3', 9) === 2, 'one ticket waits at a time');
check(k.withdrawTicket() && !k.withdrawTicket(), 'the waiting ticket is taken back once');

k.open('bubblepop');
let t = 1100;
k.frame(t);
check(k.offerTicket('bp-1', 123456) === 1 && k.ticketsUsed() === 1, 'BubblePop before its start keeps the ticket');
k.control('name=Ada');
for (let i = 0; i < 20; i++) k.control('time=-1');
k.control('start');
check(k.ticketsUsed() === 2, 'Start begins the run from it');
let score = null;
for (let frame = 0; frame < 60 * 200 && !score; frame++) {
  t += 16;
  k.frame(t);
  const bubbles = k.state().bubbles ?? [];
  if (frame % 10 === 0 && bubbles.length > 0) {
    const bubble = bubbles[frame % bubbles.length];
    k.pointer(0, 2, bubble.x, bubble.y, t);
    k.pointer(2, 2, bubble.x, bubble.y, t);
  }
  score = k.events().find((event) => event.type === 'score') ?? null;
}
check(score !== null && score.value > 0, `the run scores (${score?.value})`);
const lines = k.record().split('\n');
check(lines[0] === 'start 123456' && lines[1].startsWith('version ') && lines[2] === 'ticket bp-1'
  && lines[3].startsWith('resize '), `the record names the ticket after the version: ${lines.slice(0, 4).join(' | ')}`);
const replayed = await replay(module, k.record());
check(replayed.checksum() === score?.checksum, `the record replays to the score's checksum ${score?.checksum}`);

console.log(`${failed === 0 ? 'ok' : 'not ok'} - tickets: ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
