// Remembers each game's settings across reloads and browser restarts: the values of its controls
// that hold a setting (switches, segmented controls, steppers, sliders, text fields), saved as the
// `id=value` lines Swift reads back. Swift validates them again on the way in, so a corrupt or
// out-of-range saved value is clamped or ignored, never trusted.

import { load, save } from './storage.js';

const KEY = 'kinetic.settings.';
const SETTING_KINDS = new Set(['switch', 'segmented', 'stepper', 'slider', 'text']);

/** The saved lines for `game` (empty when none). */
export function savedSettings(game) {
  const text = load(KEY + game);
  return typeof text === 'string' ? text : '';
}

/**
 * Saves the settings among `controls` (the Controls JSON array, which leaves hidden controls out)
 * for `game`, keeping the saved values of controls not shown now.
 */
export function saveSettings(game, controls) {
  const values = new Map();
  for (const line of savedSettings(game).split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) values.set(line.slice(0, at), line.slice(at + 1));
  }
  for (const control of controls) {
    if (SETTING_KINDS.has(control.kind)) values.set(control.id, settingText(control));
  }
  save(KEY + game, [...values].map(([id, value]) => `${id}=${value}`).join('\n'));
}

function settingText(control) {
  if (control.kind === 'switch') return control.value ? '1' : '0';
  return String(control.value ?? '').replace(/[\r\n]+/g, ' ');
}
