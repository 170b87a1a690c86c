// The player's wish for less motion (prefers-reduced-motion): the games turn decorations into short
// fades when it is on, so it is sent at start, on every change and on opening a game.

import { ACTIONS } from './protocol.js';

/** How many sent actions are kept for tests. */
const SENT_HISTORY = 50;

/** Sends the wish to `bridge()` (the loaded game, or null) as a `reducedMotion=0|1` action. */
export function createReducedMotion({ bridge }) {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const sent = [];

  function send() {
    const game = bridge();
    if (!game) return;
    const action = `${ACTIONS.reducedMotion}=${query.matches ? 1 : 0}`;
    game.action(action);
    sent.push(action);
    if (sent.length > SENT_HISTORY) sent.shift();
  }

  return {
    send,
    /** Sends the wish again whenever the player changes it. */
    listen: () => query.addEventListener('change', send),
    /** Whether the player asks for reduced motion now. */
    matches: () => query.matches,
    /** The actions sent, oldest first. */
    sent: () => [...sent],
  };
}
