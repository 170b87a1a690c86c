// Kinetic's sounds and haptics: short synthesised effects (no audio files) for the games' `sound`
// events, and a light vibration for `haptic` events where the device has it. Browsers allow audio
// only after a user gesture, so the context is created (or resumed) on the first pointer press.

let context = null;

/** Creates or resumes the audio context; call from a user gesture. */
export function unlockAudio() {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') context.resume();
  } catch {
    context = null;
  }
}

/** Notes of each sound: [frequency in Hz, start s, length s, wave, gain]. */
const SOUNDS = {
  pop: [[620, 0, 0.09, 'sine', 0.35], [1240, 0, 0.05, 'triangle', 0.12]],
  tick: [[880, 0, 0.06, 'square', 0.08]],
  go: [[660, 0, 0.09, 'square', 0.1], [990, 0.09, 0.16, 'square', 0.1]],
  gold: [[784, 0, 0.08, 'triangle', 0.25], [988, 0.07, 0.08, 'triangle', 0.25], [1319, 0.14, 0.16, 'triangle', 0.25]],
  end: [[523, 0, 0.14, 'triangle', 0.25], [392, 0.13, 0.14, 'triangle', 0.25], [262, 0.26, 0.3, 'triangle', 0.25]],
};

/** Plays the sound `name` shifted by `pitch` (1 as written, 2 an octave up); unknown names are silent. */
export function playSound(name, pitch = 1) {
  const notes = SOUNDS[name];
  if (!notes || !context || context.state !== 'running') return;
  const now = context.currentTime;
  const shift = Number.isFinite(pitch) && pitch > 0 ? Math.min(pitch, 4) : 1;
  for (const [frequency, start, length, wave, gain] of notes) {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.setValueAtTime(frequency * shift, now + start);
    if (name === 'pop') {
      oscillator.frequency.exponentialRampToValueAtTime(frequency * shift * 0.55, now + start + length);
    }
    envelope.gain.setValueAtTime(gain, now + start);
    envelope.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    oscillator.connect(envelope).connect(context.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + length + 0.02);
  }
}

/** A light tap of the vibration motor, where there is one. */
export function tapHaptic() {
  try {
    navigator.vibrate?.(12);
  } catch {
    // No vibration here; the game plays the same.
  }
}
