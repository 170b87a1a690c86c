// Web/sounds.js against a fake page, audio context and localStorage: the switch and what it
// remembers, when an audio context is made, and silence while the page is hidden.
// node --test Tests/web/sounds.test.mjs
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';

import { createSound } from '../../Web/sounds.js';
import * as synth from '../../Web/synth.js';

/** synth.js as already loaded: a thenable that hands it over at once, so a sound plays in the same turn. */
const loadedSynth = () => ({
  then: (loaded) => {
    loaded(synth);
    return Promise.resolve();
  },
});

const KEY = 'kinetic.sound';
const items = new Map();
globalThis.localStorage = {
  getItem: (key) => (items.has(key) ? items.get(key) : null),
  setItem: (key, value) => items.set(key, String(value)),
};

/** Safari's audio session, which the first unlock asks to mix with the player's music. */
const audioSession = { type: 'auto' };
Object.defineProperty(globalThis, 'navigator', { value: { audioSession }, configurable: true });

/** The window's and the page's listeners, so a test can send a gesture or hide the page. */
const listeners = new Map();
globalThis.window = {
  addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
};
const fire = (type) => (listeners.get(type) ?? []).forEach((listener) => listener({ type }));

function fakePage() {
  return {
    hidden: false,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
}

/**
 * An audio context that starts suspended, as a browser's does, and counts the oscillators started;
 * with `later`, a resume takes effect only when the test calls `made[n].wake()`.
 */
function fakeContext(made, later = false) {
  const node = () => ({ connect: (next) => next ?? node(), type: '', frequency: param(), gain: param() });
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const context = {
    state: 'suspended',
    currentTime: 0,
    started: 0,
    destination: {},
    resume() {
      if (!later) {
        this.state = 'running';
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        this.wake = () => {
          this.state = 'running';
          resolve();
        };
      });
    },
    suspend() {
      this.state = 'suspended';
    },
    createGain: node,
    createOscillator() {
      return { ...node(), start: () => (context.started += 1), stop() {} };
    },
  };
  made.push(context);
  return context;
}

/** A sound switch over a fake page whose open game plays sounds while `game.sounds` is true. */
function makeSound(game = { sounds: true }, later = false) {
  listeners.clear();
  const made = [];
  const page = fakePage();
  const sound = createSound({
    makesSounds: () => game.sounds, newContext: () => fakeContext(made, later), page, loadSynth: loadedSynth,
  });
  sound.listen();
  return { sound, made, page };
}

describe('sounds.js', () => {
  beforeEach(() => items.clear());

  test('sound is on by default, and a saved value that is not "off" counts as the default', () => {
    assert.equal(makeSound().sound.isOn(), true);
    items.set(KEY, '{"corrupt": tru');
    assert.equal(makeSound().sound.isOn(), true);
    items.set(KEY, 'off');
    assert.equal(makeSound().sound.isOn(), false);
  });

  test('the switch is remembered for the next visit', () => {
    const { sound } = makeSound();
    sound.setOn(false);
    assert.equal(items.get(KEY), 'off');
    assert.equal(makeSound().sound.isOn(), false);
    makeSound().sound.setOn(true);
    assert.equal(makeSound().sound.isOn(), true);
  });

  test('a press, a touch or a key makes the context, and a sound then starts oscillators', () => {
    for (const gesture of ['pointerdown', 'touchend', 'keydown']) {
      const { sound, made } = makeSound();
      sound.play('paddle');
      assert.equal(made.length, 0, 'no context before a gesture');
      fire(gesture);
      assert.equal(made.length, 1, gesture);
      assert.equal(sound.state(), 'running');
      assert.equal(audioSession.type, 'ambient');
      sound.play('match');
      assert.equal(made[0].started, 2, `${gesture}: match has two notes`);
    }
  });

  test('the notes load with the first context, and a sound asked for before they arrive plays then', async () => {
    listeners.clear();
    const made = [];
    let loads = 0;
    let deliver;
    const sound = createSound({
      makesSounds: () => true, newContext: () => fakeContext(made, false), page: fakePage(),
      loadSynth: () => {
        loads += 1;
        return new Promise((resolve) => {
          deliver = () => resolve(synth);
        });
      },
    });
    sound.listen();
    assert.equal(loads, 0, 'nothing is fetched before a gesture');
    fire('pointerdown');
    fire('keydown');
    assert.equal(loads, 1, 'the notes are fetched once');
    sound.play('select');
    await Promise.resolve();
    assert.equal(made[0].started, 0, 'nothing before the notes arrive');
    deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(made[0].started, 1, 'the sound plays once they do');
  });

  test('the sound of the touch that makes the context plays once the context runs, and only then', async () => {
    const { sound, made } = makeSound(undefined, true);
    fire('touchend');
    sound.play('select');
    await Promise.resolve();
    assert.equal(made[0].started, 0, 'nothing before the context runs');
    made[0].wake();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(made[0].started, 1);
    made[0].suspend();
    sound.play('select');
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(made[0].started, 1, 'a context suspended later does not pile sounds up');
  });

  test('with the switch off, or in a game without sounds, no context is ever made', () => {
    items.set(KEY, 'off');
    const off = makeSound();
    fire('pointerdown');
    fire('keydown');
    off.sound.play('pop');
    assert.equal(off.made.length, 0);

    items.clear();
    const game = { sounds: false };
    const silent = makeSound(game);
    fire('pointerdown');
    assert.equal(silent.made.length, 0, 'a silent game makes none');
    game.sounds = true;
    fire('pointerdown');
    assert.equal(silent.made.length, 1, 'the next game with sounds does');
  });

  test('turning the switch off silences and suspends; on again resumes', () => {
    const { sound, made } = makeSound();
    fire('pointerdown');
    sound.setOn(false);
    assert.equal(sound.state(), 'suspended');
    sound.play('brick');
    assert.equal(made[0].started, 0);
    sound.setOn(true);
    assert.equal(sound.state(), 'running');
    sound.play('brick');
    assert.equal(made[0].started, 1);
  });

  test('a hidden page is silent and its context suspended; shown again, it resumes', () => {
    const { sound, made, page } = makeSound();
    fire('pointerdown');
    page.hidden = true;
    fire('visibilitychange');
    assert.equal(sound.state(), 'suspended');
    sound.play('wall');
    fire('keydown');
    assert.equal(sound.state(), 'suspended', 'a key while hidden does not resume it');
    assert.equal(made[0].started, 0);
    page.hidden = false;
    fire('visibilitychange');
    assert.equal(sound.state(), 'running');
    sound.play('wall');
    assert.equal(made[0].started, 1);
  });

  test('a page shown with the switch off stays suspended', () => {
    const { sound, page } = makeSound();
    fire('pointerdown');
    sound.setOn(false);
    page.hidden = true;
    fire('visibilitychange');
    page.hidden = false;
    fire('visibilitychange');
    assert.equal(sound.state(), 'suspended');
  });

  test('unknown names and odd pitches play nothing or play as written', () => {
    const { sound, made } = makeSound();
    fire('pointerdown');
    sound.play('nonsense');
    assert.equal(made[0].started, 0);
    sound.play('flip', Number.NaN);
    sound.play('flip', -2);
    assert.equal(made[0].started, 2);
  });
});
