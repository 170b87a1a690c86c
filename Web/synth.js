// The notes of Kinetic's sounds and their synthesis with Web Audio oscillators: loaded by sounds.js once a
// sound is first to be heard, so a first visit does not fetch it.

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

/** Plays the sound `name` on `context`, shifted by `pitch` (1 as written, 2 an octave up); unknown names are silent. */
export function playSound(context, name, pitch) {
  const notes = SOUNDS[name];
  if (!notes) return;
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
