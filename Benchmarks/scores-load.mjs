// Load-tests the score API of a running server: a read phase, then a write phase, each for --seconds with
// --connections requests in flight over keep-alive connections. Every name of the pool first gets one score,
// so the read phase ranks a full board rather than an empty one. No dependencies beyond Node 20.
// The server takes a score only with the record of its run, which it replays: --records names a module of
// records (`kinetic bench verify --runs 1 --write-module FILE`), and --kinetic the binary that replays each
// once here for the score and checksum it ends on. Every POST sends one of them (the game's own, when it
// is --game; any otherwise), so the write phase measures verification too.
//   node Benchmarks/scores-load.mjs --url http://127.0.0.1:8080 --seconds 10 --connections 32 \
//     --records /tmp/records.mjs --kinetic .build/release/kinetic
// Prints one line per phase: requests, errors (network failures and unexpected statuses), requests/s, and
// p50/p99 latency in ms. A benchmark: it prints figures and never fails on them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    game: { type: 'string', default: 'concentration' },
    records: { type: 'string' },
    kinetic: { type: 'string', default: '.build/release/kinetic' },
  },
});
const base = new URL(options.url);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
if (!(seconds > 0) || !(connections >= 1)) throw new Error('--seconds and --connections must be positive');

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const namePool = Array.from({ length: 1000 }, (_, i) => `player-${i}`);
const claims = await loadClaims();

// One request; resolves to whether the status was the expected one. Never rejects.
function send(method, path, body, expectedStatus) {
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
  const claim = claims[Math.floor(Math.random() * claims.length)];
  const body = { game: claim.game, name: claim.name ?? name, score: claim.score, checksum: claim.checksum,
    record: claim.record };
  return send('POST', '/api/scores', JSON.stringify(body), 201);
}

// The records of --records as claims: each replayed once by --kinetic for its score and checksum; a record
// whose game asks for a name (a `control name=` line) keeps that name.
async function loadClaims() {
  if (!options.records) throw new Error('--records is required: the server takes a score only with its record');
  const { RECORDS } = await import(pathToFileURL(path.resolve(options.records)).href);
  const games = Object.keys(RECORDS).filter((game) => game === options.game);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scores-load-'));
  try {
    return (games.length ? games : Object.keys(RECORDS)).map((game) => {
      const file = path.join(folder, `${game}.log`);
      fs.writeFileSync(file, RECORDS[game]);
      const output = execFileSync(options.kinetic, ['simulate', '--input-log', file], { encoding: 'utf8' });
      const fields = Object.fromEntries(output.split('\n').filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
      const named = /^control name=(.*)$/m.exec(RECORDS[game]);
      return { game, name: named ? named[1] : null, score: JSON.parse(fields.state).score, checksum: fields.checksum,
        record: RECORDS[game] };
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
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

console.log(`url=${base.origin} game=${options.game} seconds=${seconds} connections=${connections} ` +
  `claims=${claims.map((c) => `${c.game}:${c.score}:${c.record.length}B`).join(',')}`);
await seed();
await phase('GET', readBoard);
await phase('POST', () => submitScore());
agent.destroy();
