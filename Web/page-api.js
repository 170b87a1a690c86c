// `window.kinetic`: the page's API for the browser tests and benchmarks. It reads and drives the game
// through the same parts of the shell a player's input goes through.

import { displayTransforms } from './display-list.js';

/**
 * The API over the shell's parts: `ready` settles once the app has started, `bridge()` is the loaded
 * game (null until then), `eventLog` the game's recent events, `openGame(id)` the shell's way to open
 * a game, `ticketsSettled()` whether the run tickets can no longer restart the open run; the rest are the
 * parts app.js made.
 */
export function createPageApi({
  ready, bridge, renderer, sceneControls, alerts, mirror, scoreBoard, reducedMotion, watch, eventLog, openGame,
  ticketsSettled,
}) {
  function requireBridge() {
    const game = bridge();
    if (!game) throw new Error('Kinetic is not loaded yet; await window.kinetic.ready');
    return game;
  }

  return {
    ready,
    events: eventLog,
    open: (id) => openGame(String(id)),
    state: () => requireBridge().state(),
    seed: (n) => {
      requireBridge().seed(Number(n) >>> 0);
      alerts.dismiss();
      renderer.redraw();
    },
    checksum: () => requireBridge().checksum(),
    action: (name) => {
      requireBridge().action(String(name));
      renderer.redraw();
    },
    drawTimes: () => renderer.takeDrawTimes(),
    /** Runs frames 1/60 s apart for `ms` of simulated time and draws the last one. */
    advance: (ms) => {
      requireBridge();
      renderer.advance(ms);
    },
    /** While `held`, only advance() moves the game's clock; released, it goes on from where it stood. */
    holdClock: (held) => renderer.holdClock(held),
    controls: () => requireBridge().controls(),
    control: (line) => {
      requireBridge();
      sceneControls.send(String(line));
    },
    /** Shows `schema` instead of the scene's controls (null: back to the scene's); see previewedChanges. */
    previewControls: (schema) => {
      sceneControls.preview(schema);
    },
    previewedChanges: () => sceneControls.previewedChanges(),
    showScreen: (screen) => sceneControls.showScreen(String(screen)),
    howTo: () => requireBridge().howTo(),
    accessibility: () => (requireBridge().accessibility ? bridge().accessibility() : null),
    mirrorTimes: () => mirror.syncTimes(),
    reducedMotion: () => reducedMotion.matches(),
    reducedMotionSent: () => reducedMotion.sent(),
    transforms: () => {
      requireBridge();
      return displayTransforms(renderer.lastDisplayList());
    },
    pendingScores: () => scoreBoard.pending(),
    /** The runs finished before the player gave a name, kept until they do (each game's best). */
    unnamedRuns: () => scoreBoard.unnamed(),
    /** Plays `record` (input-log text) in the Watch player as `name`'s `score` in `game`. */
    watch: ({ game, name, score, checksum = null, record }) => watch.play({ game, name, score, checksum, record }),
    /** The Watch player's state (null when closed): its clock, speed, progress, score and the replay's state. */
    watching: () => watch.status(),
    flushScores: () => scoreBoard.flush(),
    /**
     * Whether no run ticket still to come can begin the open game's run again: a run the player has not
     * played (a seeded one too) begins again from a ticket handed to the game, until one waits there.
     */
    ticketsSettled: () => ticketsSettled(),
  };
}
