// Web/score-queue.js against a fake localStorage (with a quota, or refusing every write):
// node --test Tests/web/score-queue.test.mjs
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';

import { createScoreQueue, createUnnamedRuns } from '../../Web/score-queue.js';

const KEY = 'kinetic.pendingScores';
const UNNAMED_KEY = 'kinetic.unnamedRuns';

/**
 * A localStorage holding text; `quota` is the longest value it takes (longer ones throw as a full
 * browser storage does), `refuseWrites` makes every write throw, `refuseReads` every read.
 */
function fakeStorage({ quota = Infinity, refuseWrites = false, refuseReads = false } = {}) {
  const items = new Map();
  return {
    items,
    writes: 0,
    getItem(key) {
      if (refuseReads) throw new Error('SecurityError');
      return items.has(key) ? items.get(key) : null;
    },
    setItem(key, value) {
      this.writes += 1;
      const text = String(value);
      if (refuseWrites || text.length > quota) {
        const error = new Error('The quota has been exceeded.');
        error.name = 'QuotaExceededError';
        throw error;
      }
      items.set(key, text);
    },
    removeItem(key) {
      items.delete(key);
    },
  };
}

/** A queue over `storage` (installed as the global localStorage) that collects its warnings. */
function queueOver(storage) {
  globalThis.localStorage = storage;
  const warnings = [];
  const queue = createScoreQueue({ warn: (message) => warnings.push(message) });
  return { queue, warnings, storage };
}

const stored = (storage) => JSON.parse(storage.items.get(KEY));
const entry = (score, extra = {}) => ({ game: 'pong', name: 'Ada', score, ...extra });
const scores = (entries) => entries.map((e) => e.score);
/** The length of the stored queue of `count` entries like `entry(n)` (ids are 17 to 20 characters). */
const roughLength = (count) => count * JSON.stringify({ ...entry(10), id: 'x'.repeat(20) }).length + 2;

beforeEach(() => {
  delete globalThis.localStorage;
});

describe('adding, reading and removing', () => {
  test('an empty storage is an empty queue', () => {
    const { queue } = queueOver(fakeStorage());
    assert.deepEqual(queue.read(), []);
  });

  test('add keeps the entry\'s fields, gives it an id and stores it as JSON', () => {
    const { queue, storage } = queueOver(fakeStorage());
    const added = queue.add(entry(42, { checksum: 'abc', record: 'start 1\nf 16' }));
    assert.equal(added.game, 'pong');
    assert.equal(added.score, 42);
    assert.equal(added.record, 'start 1\nf 16');
    assert.match(added.id, /^[0-9a-z]+-[0-9a-z]+$/);
    assert.deepEqual(stored(storage), [added]);
    assert.deepEqual(queue.read(), [added]);
  });

  test('add does not change the object it was given', () => {
    const { queue } = queueOver(fakeStorage());
    const original = entry(1);
    queue.add(original);
    assert.deepEqual(original, entry(1));
  });

  test('entries come back oldest first, each with its own id', () => {
    const { queue } = queueOver(fakeStorage());
    const added = [5, 3, 9, 3].map((score) => queue.add(entry(score)));
    assert.deepEqual(scores(queue.read()), [5, 3, 9, 3]);
    assert.equal(new Set(added.map((e) => e.id)).size, 4);
  });

  test('ids stay unique over many adds in the same millisecond', () => {
    const { queue } = queueOver(fakeStorage());
    const ids = Array.from({ length: 150 }, (_, n) => queue.add(entry(n)).id);
    assert.equal(new Set(ids).size, 150);
  });

  test('remove takes out exactly the entry with that id, even beside one with equal fields', () => {
    const { queue, storage } = queueOver(fakeStorage());
    const first = queue.add(entry(7));
    const twin = queue.add(entry(7));
    const other = queue.add(entry(8));
    queue.remove(first);
    assert.deepEqual(queue.read(), [twin, other]);
    assert.deepEqual(stored(storage), [twin, other]);
    queue.remove(other);
    assert.deepEqual(queue.read(), [twin]);
  });

  test('removing an entry that is not queued changes nothing', () => {
    const { queue } = queueOver(fakeStorage());
    const kept = queue.add(entry(1));
    queue.remove({ ...kept, id: 'not-there' });
    assert.deepEqual(queue.read(), [kept]);
  });

  test('entries kept before ids are removed by game, name, score and time', () => {
    const storage = fakeStorage();
    const old = [entry(1, { at: 100 }), entry(1, { at: 200 }), entry(2, { at: 100 })];
    storage.items.set(KEY, JSON.stringify(old));
    const { queue } = queueOver(storage);
    queue.remove(entry(1, { at: 200 }));
    assert.deepEqual(queue.read(), [old[0], old[2]]);
  });

  test('an entry with an id never matches an old entry without one', () => {
    const storage = fakeStorage();
    storage.items.set(KEY, JSON.stringify([entry(1, { at: 5 })]));
    const { queue } = queueOver(storage);
    queue.remove(entry(1, { at: 5, id: 'abc' }));
    assert.equal(queue.read().length, 1);
  });

  test('a second queue (the next visit) reads what the first stored', () => {
    const storage = fakeStorage();
    const { queue } = queueOver(storage);
    const added = queue.add(entry(12));
    const { queue: later } = queueOver(storage);
    assert.deepEqual(later.read(), [added]);
  });
});

describe('storage that cannot be read', () => {
  for (const text of ['{', 'null', '42', '"text"', '{"0":{"game":"pong"}}', 'undefined', '']) {
    test(`${JSON.stringify(text)} counts as an empty queue, and the next add replaces it`, () => {
      const storage = fakeStorage();
      storage.items.set(KEY, text);
      const { queue } = queueOver(storage);
      assert.deepEqual(queue.read(), []);
      const added = queue.add(entry(3));
      assert.deepEqual(stored(storage), [added]);
    });
  }

  test('entries of the wrong shape are left out, the others kept', () => {
    const storage = fakeStorage();
    const good = [entry(1), entry(2, { record: null, checksum: 'c' }), entry(3, { record: 'start 1' })];
    const bad = [
      null, 7, 'pong', [], { name: 'Ada', score: 1 }, { game: 'pong', score: 1 }, entry(1.5), entry('9'),
      entry(4, { record: 12 }), entry(5, { checksum: {} }), { game: 1, name: 'Ada', score: 1 },
    ];
    storage.items.set(KEY, JSON.stringify([bad[0], good[0], ...bad.slice(1), good[1], good[2]]));
    const { queue } = queueOver(storage);
    assert.deepEqual(queue.read(), good);
  });

  test('a read that throws (storage disabled) counts as empty', () => {
    const { queue } = queueOver(fakeStorage({ refuseReads: true }));
    assert.deepEqual(queue.read(), []);
  });

  test('no localStorage at all: add and read still work for this visit', () => {
    globalThis.localStorage = undefined;
    const warnings = [];
    const queue = createScoreQueue({ warn: (message) => warnings.push(message) });
    const added = queue.add(entry(6));
    assert.deepEqual(queue.read(), [added]);
    assert.equal(warnings.length, 1);
  });
});

describe('storage full', () => {
  test('the oldest entries give way one by one, with a warning each, and the newest is stored', () => {
    const { queue, warnings, storage } = queueOver(fakeStorage({ quota: roughLength(3) }));
    for (const score of [1, 2, 3]) queue.add(entry(score));
    assert.deepEqual(warnings, []);
    queue.add(entry(4));
    assert.deepEqual(scores(queue.read()), [2, 3, 4]);
    assert.deepEqual(scores(stored(storage)), [2, 3, 4]);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /storage is full; dropped the oldest score .*\(pong, 1\)/);
  });

  test('a big newest entry pushes out as many old ones as it needs', () => {
    const quota = roughLength(4);
    const { queue, warnings, storage } = queueOver(fakeStorage({ quota }));
    for (const score of [1, 2, 3, 4]) queue.add(entry(score));
    const big = queue.add(entry(5, { record: 'x'.repeat(150) }));
    assert.deepEqual(scores(queue.read()).at(-1), 5);
    assert.deepEqual(queue.read().at(-1), big);
    assert.ok(queue.read().length <= 2, 'at least three old entries made room');
    assert.deepEqual(stored(storage), queue.read(), 'everything read is stored');
    assert.equal(warnings.length, 5 - queue.read().length);
    assert.ok(warnings.every((w) => w.includes('dropped the oldest')));
  });

  test('a newest entry too big to store alone stays in memory; the stored ones stay stored', () => {
    const storage = fakeStorage({ quota: 2000 });
    const { queue, warnings } = queueOver(storage);
    const first = queue.add(entry(1));
    const huge = queue.add(entry(2, { record: 'x'.repeat(5000) }));
    assert.deepEqual(queue.read(), [first, huge]);
    assert.deepEqual(stored(storage), [first]);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /newest score waiting for the server is kept until the page closes/);
    const { queue: nextVisit } = queueOver(storage);
    assert.deepEqual(nextVisit.read(), [first], 'the unsaved entry is gone after a reload');
  });

  test('the in-memory entry can be removed, leaving the stored ones', () => {
    const storage = fakeStorage({ quota: 2000 });
    const { queue } = queueOver(storage);
    const first = queue.add(entry(1));
    const huge = queue.add(entry(2, { record: 'x'.repeat(5000) }));
    queue.remove(huge);
    assert.deepEqual(queue.read(), [first]);
    assert.deepEqual(stored(storage), [first]);
  });

  test('a storage that refuses every write keeps only the newest entry, in memory', () => {
    const { queue, warnings } = queueOver(fakeStorage({ refuseWrites: true }));
    queue.add(entry(1));
    const newest = queue.add(entry(2));
    assert.deepEqual(queue.read(), [newest]);
    assert.ok(warnings.some((w) => w.includes('(pong, 1)')), 'the older entry was dropped with a warning');
  });

  test('a storage that refuses every write: removing the only entry leaves an empty queue', () => {
    const { queue, warnings } = queueOver(fakeStorage({ refuseWrites: true }));
    const only = queue.add(entry(1));
    warnings.length = 0;
    queue.remove(only);
    assert.deepEqual(queue.read(), []);
    assert.deepEqual(warnings, [], 'nothing was dropped, so nothing to warn about');
  });
});

describe('the 200-entry cap', () => {
  test('the 201st entry pushes out the oldest, quietly', () => {
    const { queue, warnings, storage } = queueOver(fakeStorage());
    for (let score = 0; score < 205; score += 1) queue.add(entry(score));
    const read = queue.read();
    assert.equal(read.length, 200);
    assert.equal(read[0].score, 5);
    assert.equal(read.at(-1).score, 204);
    assert.equal(stored(storage).length, 200);
    assert.deepEqual(warnings, []);
  });

  test('a stored queue longer than the cap is cut to its newest 200 on the next write', () => {
    const storage = fakeStorage();
    storage.items.set(KEY, JSON.stringify(Array.from({ length: 250 }, (_, n) => entry(n, { id: `i${n}` }))));
    const { queue } = queueOver(storage);
    assert.equal(queue.read().length, 250, 'reading does not cut');
    queue.add(entry(999));
    const read = queue.read();
    assert.equal(read.length, 200);
    assert.equal(read[0].score, 51);
    assert.equal(read.at(-1).score, 999);
  });
});

describe('runs finished before the player gave a name', () => {
  const run = (game, score, at) => ({ game, score, checksum: 'c', record: `start ${score}`, notBefore: 0, at });

  test('each game\'s best run is kept, in storage, oldest first', () => {
    const storage = fakeStorage();
    globalThis.localStorage = storage;
    const runs = createUnnamedRuns();
    assert.equal(runs.keep(run('pong', 3, 10)), true);
    assert.equal(runs.keep(run('set', 9, 20)), true);
    assert.equal(runs.keep(run('pong', 2, 30)), false, 'a lower run of a game with a better one kept');
    assert.equal(runs.keep(run('pong', 3, 40)), false, 'an equal one too');
    assert.deepEqual(runs.read(), [run('pong', 3, 10), run('set', 9, 20)]);
    assert.equal(runs.keep(run('pong', 5, 50)), true);
    assert.deepEqual(createUnnamedRuns().read(), [run('set', 9, 20), run('pong', 5, 50)], 'the next visit reads them');
    assert.deepEqual(Object.keys(JSON.parse(storage.items.get(UNNAMED_KEY))).sort(), ['pong', 'set']);
  });

  test('take hands them over once and leaves none', () => {
    globalThis.localStorage = fakeStorage();
    const runs = createUnnamedRuns();
    runs.keep(run('pong', 3, 10));
    assert.deepEqual(runs.take(), [run('pong', 3, 10)]);
    assert.deepEqual(runs.take(), []);
    assert.deepEqual(createUnnamedRuns().read(), []);
  });

  const unreadable = ['{', 'null', '[]', '7', '{"pong":{"game":"set","score":1}}',
    '{"pong":{"game":"pong","score":-1}}', '{"pong":{"game":"pong","score":"9"}}'];
  for (const text of unreadable) {
    test(`${JSON.stringify(text)} in storage counts as none, and the next run is kept`, () => {
      const storage = fakeStorage();
      storage.items.set(UNNAMED_KEY, text);
      globalThis.localStorage = storage;
      const runs = createUnnamedRuns();
      assert.deepEqual(runs.read(), []);
      assert.equal(runs.keep(run('pong', 1, 5)), true);
      assert.deepEqual(runs.read(), [run('pong', 1, 5)]);
    });
  }

  test('storage that refuses writes keeps the runs for this visit', () => {
    globalThis.localStorage = fakeStorage({ refuseWrites: true });
    const runs = createUnnamedRuns();
    runs.keep(run('pong', 4, 1));
    assert.deepEqual(runs.read(), [run('pong', 4, 1)]);
    assert.deepEqual(runs.take(), [run('pong', 4, 1)]);
  });
});
