// Load-tests the score API of a running server: a read phase, then a write phase, each for --seconds with
// --connections requests in flight over keep-alive connections. Every name of the pool first gets one score,
// so the read phase ranks a full board rather than an empty one. No dependencies beyond Node 20.
//   node Benchmarks/scores-load.mjs --url http://127.0.0.1:8080 --seconds 10 --connections 32
// --url may list several servers, comma-separated: the loops take turns among them. --run names a JSON file
// {game, score, checksum, record} of a played run (`kinetic bench verify --write-run`): every POST then
// carries that record under a pool name, so each one is verified by a replay as a real submission is.
// Prints one line per phase: requests, errors (network failures and unexpected statuses), requests/s, and
// p50/p99 latency in ms. A benchmark: it prints figures and never fails on them.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    run: { type: 'string' },
  },
});
const bases = options.url.split(',').map((url) => new URL(url));
// The server takes a score only with the record of its run, which it replays.
if (!options.run) throw new Error('--run is required: a played run, from `kinetic bench verify --write-run FILE`');
const run = JSON.parse(readFileSync(options.run, 'utf8'));
options.game = run.game;
const seconds = Number(options.seconds);
const connections = Number(options.connections);
if (!(seconds > 0) || !(connections >= 1)) throw new Error('--seconds and --connections must be positive');

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const namePool = Array.from({ length: 1000 }, (_, i) => `player-${i}`);

// One request; resolves to whether the status was the expected one. Never rejects.
let nextBase = 0;
function send(method, path, body, expectedStatus) {
  const base = bases[nextBase++ % bases.length];
  return new Promise((resolve) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method, path, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === expectedStatus));
        response.on('error', () => resolve(false));
      });
    request.on('error', () => resolve(false));
    request.end(body);
  });
}

const readBoard = () => send('GET', `/api/scores?game=${options.game}&limit=10`, undefined, 200);

function submitScore(name = namePool[Math.floor(Math.random() * namePool.length)]) {
  const { game, score, checksum, record } = run;
  return send('POST', '/api/scores', JSON.stringify({ game, name, score, checksum, record }), 201);
}

// Gives every name of the pool a score, `connections` at a time, and prints how many failed.
async function seed() {
  const names = [...namePool];
  let errors = 0;
  async function loop() {
    for (let name = names.pop(); name !== undefined; name = names.pop()) {
      if (!(await submitScore(name))) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  console.log(`seeded=${namePool.length} errors=${errors}`);
}

// Runs `request` from `connections` loops until the time is up and prints the phase's line.
async function phase(label, request) {
  const latencies = [];
  let errors = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  async function loop() {
    while (process.hrtime.bigint() < deadline) {
      const sent = process.hrtime.bigint();
      const ok = await request();
      latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
      if (!ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    `phase=${label} requests=${latencies.length} errors=${errors} rps=${round(latencies.length / elapsed)} ` +
      `p50_ms=${round(percentile(0.5))} p99_ms=${round(percentile(0.99))}`);
}

console.log(`url=${bases.map((base) => base.origin).join(',')} game=${options.game} seconds=${seconds} ` +
  `connections=${connections}`);
await seed();
await phase('GET', readBoard);
await phase('POST', () => submitScore());
agent.destroy();
