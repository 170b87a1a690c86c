// Web/tickets.js against a fake game module, server, clock and localStorage, and the `ticket` line of
// Web/replay-log.js: node Tests/web/tickets_test.mjs (prints one line a check; exit 1 on a failure).
import assert from 'node:assert/strict';

const storage = new Map();
globalThis.localStorage = {
  getItem: (key) => (storage.has(key) ? storage.get(key) : null),
  setItem: (key, value) => storage.set(key, String(value)),
  removeItem: (key) => storage.delete(key),
};
globalThis.window = { addEventListener: () => {} };

const { createTickets } = await import('../../Web/tickets.js');
const { parseLog } = await import('../../Web/replay-log.js');

const HOUR = 3600000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-12-01T12:00:00Z');

/** A game module that takes what is offered for the open game (`openGame()`), as the host does: one at a time. */
function fakeModule(openGame) {
  const offered = [];
  return {
    offered,
    /** The waiting ticket: { game, token }, or null. */
    waiting: null,
    used: 0,
    /** A run of `game` begins and takes the ticket waiting for it. */
    beginRun(game) {
      if (this.waiting?.game !== game) return;
      this.waiting = null;
      this.used += 1;
    },
    offerTicket(token, seed) {
      if (this.waiting) return 2;
      offered.push({ game: openGame(), token, seed });
      this.waiting = { game: openGame(), token };
      return 1;
    },
    hasTicket(game) {
      return this.waiting?.game === game;
    },
    withdrawTicket() {
      const had = this.waiting !== null;
      this.waiting = null;
      return had;
    },
    ticketsUsed() {
      return this.used;
    },
  };
}

/** A world: the module, a server answering from `answers` (a function of the request body), a clock and timers. */
function world({ answer } = {}) {
  storage.clear();
  const clock = { now: START };
  const timers = [];
  const requests = [];
  let openGame = 'pong';
  const module = fakeModule(() => openGame);
  let issued = 0;
  const defaultAnswer = (body) => ({
    status: 201,
    body: {
      tickets: Array.from({ length: body.count }, () => {
        issued += 1;
        return {
          ticket: `t${issued}.${body.name}`, game: body.game, name: body.name, seed: issued * 1000,
          expires: new Date(clock.now + 7 * DAY - issued * 1000).toISOString(),
        };
      }),
    },
  });
  const fetcher = async (path, options) => {
    const body = JSON.parse(options.body);
    requests.push({ path, method: options.method, body });
    const { status, body: reply, headers = {} } = (answer ?? defaultAnswer)(body, defaultAnswer);
    return {
      status,
      headers: { get: (name) => headers[name] ?? null },
      json: async () => reply,
    };
  };
  const tickets = createTickets({
    bridge: () => module,
    openGame: () => openGame,
    fetcher,
    now: () => clock.now,
    online: () => true,
    timers: {
      set: (run, ms) => {
        const timer = { run, at: clock.now + ms };
        timers.push(timer);
        return timer;
      },
      clear: (timer) => timers.splice(timers.indexOf(timer), 1),
    },
  });
  /** Lets the clock run `ms`, firing the timers due, and lets the fetches answer. */
  async function pass(ms) {
    clock.now += ms;
    for (const timer of timers.filter((t) => t.at <= clock.now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await settle();
  }
  return {
    module, tickets, requests, clock, pass, setOpen: (game) => {
      openGame = game;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const kept = (game) => JSON.parse(storage.get('kinetic.tickets') ?? '{}')[game];

let passed = 0;
async function check(name, body) {
  await body();
  passed += 1;
  console.log(`ok - ${name}`);
}

await check('no name: no request, nothing offered', async () => {
  const w = world();
  w.tickets.update(true);
  await w.pass(60000);
  assert.equal(w.requests.length, 0);
  assert.equal(w.module.offered.length, 0);
});

await check('a game opened under a name fetches three and hands the first to expire to the module', async () => {
  const w = world();
  storage.set('kinetic.playerName', ' Ada ');
  w.tickets.update(true);
  await settle();
  assert.deepEqual(w.requests.map((r) => r.body), [{ game: 'pong', name: 'Ada', count: 3 }]);
  assert.equal(w.requests[0].path, '/api/tickets');
  assert.deepEqual(w.module.offered, [{ game: 'pong', token: 't3.Ada', seed: 3000 }]);
  assert.deepEqual(kept('pong').tickets.map((t) => t.ticket), ['t2.Ada', 't1.Ada']);
  assert.equal(kept('pong').name, 'Ada');
});

await check('a ticket used: the next is handed over, more are fetched, never two requests within 10 s', async () => {
  const w = world();
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  w.tickets.sync();
  assert.equal(w.module.offered.length, 1, 'nothing moved');
  w.module.beginRun('pong');
  w.tickets.sync();
  await settle();
  assert.equal(w.module.offered.length, 2);
  assert.equal(w.requests.length, 1, 'the second request waits for the first to be 10 s old');
  await w.pass(9000);
  assert.equal(w.requests.length, 1);
  await w.pass(1000);
  assert.equal(w.requests.length, 2);
  assert.equal(w.requests[1].body.count, 2);
  assert.equal(kept('pong').tickets.length, 3);
});

await check('a setting began a run from the ticket: the next is handed over at once, no frame needed', async () => {
  const w = world();
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  // A setting (settings draw no frame) begins a new run from the waiting ticket; the player's return to
  // the game may begin another at once, which must find the next ticket waiting.
  w.module.beginRun('pong');
  w.tickets.update(false);
  assert.equal(w.module.offered.length, 2);
  assert.deepEqual(w.module.waiting, { game: 'pong', token: w.module.offered[1].token });
  w.tickets.update(false);
  assert.equal(w.module.offered.length, 2, 'a setting that began no run hands nothing over');
});

await check('a ticket waits in the game until a run begins from it, and once the next is handed over', async () => {
  const w = world();
  storage.set('kinetic.playerName', 'Ada');
  assert.equal(w.tickets.waitsInGame(), false, 'nothing fetched yet');
  w.tickets.update(true);
  await settle();
  assert.equal(w.tickets.waitsInGame(), true);
  w.module.beginRun('pong');
  assert.equal(w.tickets.waitsInGame(), false, 'the run took it; the next is handed over after a frame');
  w.tickets.sync();
  assert.equal(w.tickets.waitsInGame(), true);
  w.setOpen('breakout');
  assert.equal(w.tickets.waitsInGame(), false, 'it waits for another game');
});

await check('429 and 503: the Retry-After, else a doubling wait; no request before it', async () => {
  let status = 429;
  const w = world({ answer: () => ({ status, body: { error: 'slow down' }, headers: { 'Retry-After': '120' } }) });
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  assert.equal(w.requests.length, 1);
  await w.pass(119000);
  assert.equal(w.requests.length, 1);
  await w.pass(1000);
  assert.equal(w.requests.length, 2, 'asked again once the wait was over');
  status = 503;
  await w.pass(120000);
  assert.equal(w.requests.length, 3, 'asked again once the second answer\'s Retry-After was over');
});

await check('an unreachable server backs off 30 s, then 60 s', async () => {
  const w = world({ answer: () => ({ status: 502, body: null }) });
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  w.tickets.update(true);
  await w.pass(29000);
  assert.equal(w.requests.length, 1);
  await w.pass(1000);
  assert.equal(w.requests.length, 2);
  w.tickets.update(true);
  await w.pass(59000);
  assert.equal(w.requests.length, 2);
  await w.pass(1000);
  assert.equal(w.requests.length, 3);
});

await check('a refused name is not asked for again on this visit', async () => {
  const w = world({ answer: () => ({ status: 400, body: { error: 'bad name' } }) });
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  w.tickets.update(true);
  await w.pass(DAY);
  w.tickets.update(true);
  await settle();
  assert.equal(w.requests.length, 1);
});

await check('tickets of another game, with bad tokens or about to expire are not kept', async () => {
  const w = world({
    answer: (body, fresh) => {
      const good = fresh(body).body.tickets[0];
      return {
        status: 201,
        body: {
          tickets: [
            { ...good, ticket: 'other', game: 'set' },
            { ...good, ticket: 'bad token' },
            { ...good, ticket: 'soon', expires: new Date(START + HOUR).toISOString() },
            { ...good, ticket: 'big', seed: 2 ** 32 },
            good,
          ],
        },
      };
    },
  });
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  assert.deepEqual(w.module.offered.map((o) => o.token), ['t1.Ada']);
  assert.deepEqual(kept('pong').tickets, []);
});

await check('an answer without a usable ticket is a failure: no request again for 30 s', async () => {
  const w = world({ answer: () => ({ status: 201, body: { tickets: [{ ticket: 'x y' }] } }) });
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  w.tickets.update(true);
  await w.pass(29000);
  assert.equal(w.requests.length, 1);
});

await check('corrupt or expired storage counts as empty', async () => {
  for (const text of ['{', '[]', 'null', '{"pong":{"name":"Ada","tickets":"x"}}',
    '{"pong":{"name":"Ada","tickets":[{"ticket":"old","seed":1,"expires":"2026-11-30T00:00:00Z"}]}}']) {
    const w = world({ answer: () => ({ status: 503, body: null }) });
    storage.set('kinetic.playerName', 'Ada');
    storage.set('kinetic.tickets', text);
    w.tickets.update(true);
    await settle();
    assert.equal(w.module.offered.length, 0, text);
    assert.equal(w.requests.length, 1, text);
  }
});

await check('a new name: the old name\'s tickets go, the waiting one is withdrawn, the new one\'s come later',
  async () => {
    const w = world();
    storage.set('kinetic.playerName', 'Ada');
    w.tickets.update(true);
    await settle();
    assert.equal(w.module.hasTicket('pong'), true);
    storage.set('kinetic.playerName', 'Bob');
    w.tickets.update(false);
    assert.equal(w.module.hasTicket('pong'), false, 'Ada\'s ticket was withdrawn');
    assert.equal(kept('pong'), undefined, 'Ada\'s kept tickets went');
    await w.pass(1500);
    storage.set('kinetic.playerName', 'Bobby');
    w.tickets.update(false);
    await w.pass(1500);
    w.tickets.update(false);
    assert.equal(w.requests.length, 1, 'no request while the name may still change');
    await w.pass(500);
    assert.deepEqual(w.requests[1].body, { game: 'pong', name: 'Bobby', count: 3 },
      'a new name is asked for once it stood still for 2 s, before the first request is 10 s old');
    assert.equal(w.module.offered.at(-1).token.endsWith('.Bobby'), true);
  });

await check('another game opened: the ticket waiting for the last one is taken back and kept again', async () => {
  const w = world();
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  assert.deepEqual(w.module.waiting, { game: 'pong', token: 't3.Ada' });
  w.setOpen('set');
  w.tickets.update(true);
  await settle();
  assert.deepEqual(kept('pong').tickets.map((t) => t.ticket), ['t3.Ada', 't2.Ada', 't1.Ada']);
  assert.deepEqual(w.module.waiting, { game: 'set', token: 't6.Ada' });
  w.setOpen('pong');
  w.tickets.update(true);
  assert.deepEqual(w.module.waiting, { game: 'pong', token: 't3.Ada' });
  assert.deepEqual(kept('set').tickets.map((t) => t.ticket), ['t6.Ada', 't5.Ada', 't4.Ada']);
});

await check('every game plays under the one name, whatever a game\'s saved settings say', async () => {
  const w = world();
  w.setOpen('bubblepop');
  storage.set('kinetic.playerName', 'Ada');
  storage.set('kinetic.settings.bubblepop', 'time=60\nname=Zoë ');
  w.tickets.update(true);
  await settle();
  assert.deepEqual(w.requests[0].body, { game: 'bubblepop', name: 'Ada', count: 3 });
});

await check('a record names its ticket\'s name and when it may be sent: its length after the ticket came', async () => {
  const w = world();
  storage.set('kinetic.playerName', 'Ada');
  w.tickets.update(true);
  await settle();
  const received = w.clock.now;
  w.clock.now += 5000;
  // Frames at 16, 1016 and 3016 ms (from the last frame): a run of 3 s, counted from its first frame.
  const record = 'start 3000\nversion 3\nticket t3.Ada\nresize 390 760 3\nopen pong\nf 16 1000\nf 2000';
  assert.deepEqual(w.tickets.ofRecord(record), { name: 'Ada', notBefore: received + 3000 });
  // A pointer counts at its own time, past the frames (taps between frames of 0 ms take theirs).
  const tapped = `${record}\np 0 1 8 8 500\np 2 1 8 8 900\nf 0`;
  assert.deepEqual(w.tickets.ofRecord(tapped), { name: 'Ada', notBefore: received + 3900 });
  const unreadable = 'start 3000\nversion 3\nticket t3.Ada\nf 16\nbogus';
  assert.deepEqual(w.tickets.ofRecord(unreadable), { name: 'Ada', notBefore: received });
  assert.equal(w.tickets.ofRecord('start 1\nversion 3\nresize 390 760 3'), null);
  assert.equal(w.tickets.ofRecord('start 1\nticket unknown'), null);
  assert.equal(w.tickets.ofRecord(null), null);
});

await check('replay-log.js reads a ticket line after start and before frames, once, as no call', async () => {
  const calls = parseLog('start 7\nversion 3\nticket A-z_0.9\nresize 390 760 3\nopen pong\nf 16');
  assert.deepEqual(calls.map((c) => c.command), ['start', 'resize', 'open', 'frame']);
  for (const bad of [
    'ticket abc\nstart 7', 'start 7\nticket a\nticket b', 'start 7\nf 16\nticket a', 'start 7\nticket a b',
    'start 7\nticket a/b', `start 7\nticket ${'x'.repeat(513)}`,
  ]) {
    assert.throws(() => parseLog(bad), /ticket/, bad);
  }
  assert.equal(parseLog('start 7\nticket a\nf 16\nstart 8\nticket b').length, 3, 'each start may have its ticket');
});

console.log(`${passed} passed`);
