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
 * The sound switch and the audio. `makesSounds()` says whether the open game plays sounds;
 * `newContext()` makes an audio context (a fake in tests); `page` is the document; `loadSynth()` loads
 * the notes and the synthesiser (synth.js), which a first visit does not fetch until sound is heard.
 */
export function createSound({
  makesSounds, newContext = () => new AudioContext(), page = document, loadSynth = () => import('./synth.js'),
}) {
  // Anything but the word for off, a corrupt value too, is the default: on.
  let on = load(KEY) !== 'off';
  let context = null;
  /** The resume a gesture asked for, which the sounds of the same touch wait for. */
  let starting = null;
  /** The synthesiser once loaded, and its load while under way. */
  let synth = null;
  let loading = null;
  // Outside a gesture a browser may refuse to resume; the next gesture tries again.
  const resume = () => context?.resume().catch(() => {});

  /** Makes or resumes the audio context when sound is on and the open game plays sounds; called in a gesture. */
  function unlock() {
    if (!on || page.hidden || !makesSounds()) return;
    try {
      // Safari's audio session: effects mix with the player's music and follow the ringer switch.
      if (navigator.audioSession) navigator.audioSession.type = 'ambient';
      context ??= newContext();
      loading ??= loadSynth().then((module) => {
        synth = module;
      }, () => {
        loading = null;
      });
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
    if (!on || page.hidden || !context) return;
    if (context.state !== 'running' || !synth) {
      // The touch that makes the context asks for a sound before the context runs and the notes are
      // loaded: it plays once both are.
      const ready = context.state !== 'running' ? starting : loading;
      ready?.then(() => {
        if (context.state === 'running' && (synth || loading !== ready)) play(name, pitch);
      });
      return;
    }
    synth.playSound(context, name, pitch);
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
