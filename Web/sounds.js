// Kinetic's sounds and haptics: short synthesised effects (no audio files) for the games' `sound`
// events, a light vibration for `haptic` events where the device has a motor, and the app's one
// sound switch, remembered on this device. Browsers start audio only in a user gesture, so the audio
// context is made (or resumed) in a press, touch or key while the switch is on and the open game
// plays sounds: with the switch off, or in a silent game, none is made, and a player's music plays on.
// The context is suspended while the page is hidden.

import { load, save } from './storage.js';

const KEY = 'kinetic.sound';
const GESTURES = ['pointerdown', 'touchend', 'keydown'];

/**
 * Notes of each sound: [frequency in Hz, start s, length s, wave, gain, slide], where the pitch
 * glides to `slide` times the frequency over the note (none when missing).
 */
const SOUNDS = {
  pop: [[620, 0, 0.09, 'sine', 0.35, 0.55], [1240, 0, 0.05, 'triangle', 0.12, 0.55]],
  tick: [[880, 0, 0.06, 'square', 0.08]],
  go: [[660, 0, 0.09, 'square', 0.1], [990, 0.09, 0.16, 'square', 0.1]],
  gold: [[784, 0, 0.08, 'triangle', 0.25], [988, 0.07, 0.08, 'triangle', 0.25], [1319, 0.14, 0.16, 'triangle', 0.25]],
  end: [[523, 0, 0.14, 'triangle', 0.25], [392, 0.13, 0.14, 'triangle', 0.25], [262, 0.26, 0.3, 'triangle', 0.25]],
  win: [[523, 0, 0.1, 'triangle', 0.22], [659, 0.1, 0.1, 'triangle', 0.22], [784, 0.2, 0.1, 'triangle', 0.22],
    [1047, 0.3, 0.3, 'triangle', 0.22]],
  paddle: [[494, 0, 0.05, 'square', 0.09]],
  wall: [[247, 0, 0.04, 'square', 0.07]],
  brick: [[880, 0, 0.07, 'triangle', 0.22, 0.9]],
  point: [[659, 0, 0.08, 'triangle', 0.22], [988, 0.08, 0.16, 'triangle', 0.22]],
  miss: [[330, 0, 0.12, 'triangle', 0.22, 0.8], [220, 0.11, 0.24, 'triangle', 0.22, 0.8]],
  flip: [[1400, 0, 0.04, 'triangle', 0.12, 0.5]],
  select: [[740, 0, 0.06, 'sine', 0.25]],
  match: [[659, 0.05, 0.08, 'triangle', 0.22], [988, 0.12, 0.16, 'triangle', 0.22]],
  wrong: [[196, 0.05, 0.18, 'sawtooth', 0.06], [147, 0.05, 0.18, 'square', 0.05]],
};

/**
 * The sound switch and the audio. `makesSounds()` says whether the open game plays sounds;
 * `newContext()` makes an audio context (a fake in tests); `page` is the document.
 */
export function createSound({ makesSounds, newContext = () => new AudioContext(), page = document }) {
  // Anything but the word for off, a corrupt value too, is the default: on.
  let on = load(KEY) !== 'off';
  let context = null;
  /** The resume a gesture asked for, which the sounds of the same touch wait for. */
  let starting = null;
  // Outside a gesture a browser may refuse to resume; the next gesture tries again.
  const resume = () => context?.resume().catch(() => {});

  /** Makes or resumes the audio context when sound is on and the open game plays sounds; called in a gesture. */
  function unlock() {
    if (!on || page.hidden || !makesSounds()) return;
    try {
      // Safari's audio session: effects mix with the player's music and follow the ringer switch.
      if (navigator.audioSession) navigator.audioSession.type = 'ambient';
      context ??= newContext();
      if (context.state !== 'running') starting = resume();
    } catch {
      context = null;
    }
  }

  function setOn(value) {
    on = Boolean(value);
    save(KEY, on ? 'on' : 'off');
    if (on) unlock();
    else context?.suspend();
  }

  /** Plays `name` shifted by `pitch` (1 as written, 2 an octave up); unknown names are silent. */
  function play(name, pitch = 1) {
    const notes = SOUNDS[name];
    if (!notes || !on || page.hidden || !context) return;
    if (context.state !== 'running') {
      // The touch that makes the context asks for a sound before the context runs: it plays once it does.
      starting?.then(() => context.state === 'running' && play(name, pitch));
      return;
    }
    const now = context.currentTime;
    const shift = Number.isFinite(pitch) && pitch > 0 ? Math.min(pitch, 4) : 1;
    for (const [frequency, start, length, wave, gain, slide] of notes) {
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.setValueAtTime(frequency * shift, now + start);
      if (slide) oscillator.frequency.exponentialRampToValueAtTime(frequency * shift * slide, now + start + length);
      envelope.gain.setValueAtTime(gain, now + start);
      envelope.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(envelope).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  }

  return {
    /** Whether sound is on. */
    isOn: () => on,
    /** Turns sound on or off and remembers it; turned on in a gesture, it is heard at once. */
    setOn,
    play,
    /** A light tap of the vibration motor, where there is one. */
    haptic: () => {
      try {
        navigator.vibrate?.(12);
      } catch {
        // No motor here; the game plays the same.
      }
    },
    /** Starts audio in the player's gestures (keys too) and holds it silent while the page is hidden. */
    listen: () => {
      for (const type of GESTURES) window.addEventListener(type, unlock, { capture: true, passive: true });
      page.addEventListener('visibilitychange', () => {
        if (page.hidden) context?.suspend();
        else if (on) resume();
      });
    },
    /** The audio context's state, or 'none' before one is made (for tests). */
    state: () => context?.state ?? 'none',
  };
}
