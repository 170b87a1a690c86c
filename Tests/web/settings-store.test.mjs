// Web/settings-store.js and Web/storage.js against fake localStorages, working, corrupt and throwing:
// node --test Tests/web/settings-store.test.mjs
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';

import { savedSettings, saveSettings } from '../../Web/settings-store.js';
import { load, save } from '../../Web/storage.js';

/** A localStorage over a Map; `refuse` lists the methods that throw (private mode, full quota). */
function fakeStorage({ refuse = [] } = {}) {
  const items = new Map();
  const guard = (name) => {
    if (refuse.includes(name)) {
      const error = new Error(`${name} refused`);
      error.name = name === 'setItem' ? 'QuotaExceededError' : 'SecurityError';
      throw error;
    }
  };
  globalThis.localStorage = {
    items,
    getItem(key) {
      guard('getItem');
      return items.has(key) ? items.get(key) : null;
    },
    setItem(key, value) {
      guard('setItem');
      items.set(key, String(value));
    },
  };
  return items;
}

const KEY = 'kinetic.settings.';

const controls = {
  music: { id: 'music', kind: 'switch', title: 'Music', value: true },
  level: { id: 'level', kind: 'segmented', title: 'Level', value: 'hard', options: [] },
  balls: { id: 'balls', kind: 'stepper', title: 'Balls', value: 3, min: 1, max: 5, step: 1 },
  slope: { id: 'slope', kind: 'slider', title: 'Slope', value: -12.5, min: -45, max: 45, step: 0.5 },
  name: { id: 'name', kind: 'text', title: 'Name', value: 'Zoë', maxLength: 12 },
  reset: { id: 'reset', kind: 'button', title: 'Reset' },
  score: { id: 'score', kind: 'readout', title: 'Score', value: '12' },
};

beforeEach(() => {
  delete globalThis.localStorage;
});

describe('storage.js', () => {
  test('save stores text and says so; load reads it back, null when absent', () => {
    const items = fakeStorage();
    assert.equal(load('k'), null);
    assert.equal(save('k', 'v'), true);
    assert.equal(items.get('k'), 'v');
    assert.equal(load('k'), 'v');
  });

  test('a write that throws (quota, private mode) is false, not an exception', () => {
    const items = fakeStorage({ refuse: ['setItem'] });
    assert.equal(save('k', 'v'), false);
    assert.equal(items.size, 0);
  });

  test('a read that throws (storage disabled) is null', () => {
    const items = fakeStorage({ refuse: ['getItem'] });
    items.set('k', 'v');
    assert.equal(load('k'), null);
  });

  test('no localStorage at all: load is null, save is false', () => {
    assert.equal(load('k'), null);
    assert.equal(save('k', 'v'), false);
    globalThis.localStorage = null;
    assert.equal(load('k'), null);
    assert.equal(save('k', 'v'), false);
  });
});

describe('settings-store.js', () => {
  test('nothing saved: no lines', () => {
    fakeStorage();
    assert.equal(savedSettings('pong'), '');
  });

  test('each setting kind is saved as an id=value line; buttons and readouts are not settings', () => {
    const items = fakeStorage();
    saveSettings('lab', Object.values(controls));
    assert.equal(items.get(`${KEY}lab`), 'music=1\nlevel=hard\nballs=3\nslope=-12.5\nname=Zoë');
    assert.equal(savedSettings('lab'), 'music=1\nlevel=hard\nballs=3\nslope=-12.5\nname=Zoë');
  });

  test('a switch is 1 only when on; a missing value is empty', () => {
    const items = fakeStorage();
    saveSettings('lab', [
      { ...controls.music, value: false }, { ...controls.music, id: 'fx', value: undefined },
      { ...controls.name, value: null }, { ...controls.balls, value: undefined },
      { ...controls.balls, id: 'z', value: 0 },
    ]);
    assert.equal(items.get(`${KEY}lab`), 'music=0\nfx=0\nname=\nballs=\nz=0');
  });

  test('line breaks in a text field\'s value become spaces, so one setting stays one line', () => {
    const items = fakeStorage();
    saveSettings('bubblepop', [{ ...controls.name, value: 'Ada\r\nL\n\novelace\rX' }]);
    assert.equal(items.get(`${KEY}bubblepop`), 'name=Ada L ovelace X');
    assert.deepEqual(savedSettings('bubblepop').split('\n'), ['name=Ada L ovelace X']);
  });

  test('a value holding = stays whole and is read back whole', () => {
    fakeStorage();
    saveSettings('lab', [{ ...controls.name, value: 'a=b=c' }]);
    saveSettings('lab', [controls.music]);
    assert.equal(savedSettings('lab'), 'name=a=b=c\nmusic=1');
  });

  test('settings of controls not shown now are kept; shown ones replace theirs in place', () => {
    const items = fakeStorage();
    saveSettings('pong', [controls.music, controls.balls, controls.level]);
    saveSettings('pong', [{ ...controls.balls, value: 5 }]);
    assert.equal(items.get(`${KEY}pong`), 'music=1\nballs=5\nlevel=hard');
  });

  test('each game has its own settings', () => {
    const items = fakeStorage();
    saveSettings('pong', [controls.music]);
    saveSettings('set', [{ ...controls.music, value: false }]);
    assert.equal(savedSettings('pong'), 'music=1');
    assert.equal(savedSettings('set'), 'music=0');
    assert.deepEqual([...items.keys()], [`${KEY}pong`, `${KEY}set`]);
  });

  test('saving an empty list of controls keeps what was saved', () => {
    const items = fakeStorage();
    items.set(`${KEY}pong`, 'music=0');
    saveSettings('pong', []);
    assert.equal(items.get(`${KEY}pong`), 'music=0');
  });

  test('corrupt saved lines are dropped on the next save, never thrown on; the good ones stay', () => {
    const items = fakeStorage();
    items.set(`${KEY}pong`, 'garbage\n=orphan\n\n{"json":1}\nballs=2\n\u0000\nspeed=fast=er');
    assert.equal(savedSettings('pong'), items.get(`${KEY}pong`), 'the saved text goes to Swift as it is');
    saveSettings('pong', [controls.music]);
    assert.equal(items.get(`${KEY}pong`), 'balls=2\nspeed=fast=er\nmusic=1');
  });

  test('storage that cannot be read: no saved settings (the defaults apply), and saving still works', () => {
    const items = fakeStorage({ refuse: ['getItem'] });
    items.set(`${KEY}pong`, 'balls=2');
    assert.equal(savedSettings('pong'), '');
    assert.doesNotThrow(() => saveSettings('pong', [controls.music]));
    assert.equal(items.get(`${KEY}pong`), 'music=1', 'unreadable older settings are not kept');
  });

  test('storage that refuses writes: saving does not throw and the old settings stay', () => {
    const items = fakeStorage({ refuse: ['setItem'] });
    items.set(`${KEY}pong`, 'balls=2');
    assert.doesNotThrow(() => saveSettings('pong', [controls.music]));
    assert.equal(savedSettings('pong'), 'balls=2');
  });

  test('no localStorage at all: nothing saved, nothing thrown', () => {
    assert.equal(savedSettings('pong'), '');
    assert.doesNotThrow(() => saveSettings('pong', [controls.music]));
  });

  test('a stored value that is not text (a broken storage shim) reads as no settings', () => {
    globalThis.localStorage = { getItem: () => ({ balls: 2 }), setItem: () => {} };
    assert.equal(savedSettings('pong'), '');
    assert.doesNotThrow(() => saveSettings('pong', [controls.music]));
  });
});
