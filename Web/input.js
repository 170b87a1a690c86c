// Input: the canvas's pointers and the page's game keys, forwarded to Swift (docs/web-bridge.md,
// Input). Tilt is motion.js's; the accessibility mirror forwards its pointers through `forward`.

import { KEYS, POINTER_PHASES } from './protocol.js';

/**
 * The input of `canvas`. `bridge()` is the loaded game (or null), `hasGame()` whether a game is open,
 * `eventTime(timeStamp)` an event's time on the game's clock (ms), `dialogOpen()` whether a dialog
 * has the keys.
 */
export function createInput({ canvas, bridge, hasGame, eventTime, dialogOpen }) {
  const heldKeys = new Map();
  const activePointers = new Map();

  /**
   * Every pointer — finger, pen or mouse — goes to Swift with its own id, so two fingers drive two
   * gestures. The canvas has `touch-action: none` (no scrolling or zooming steals touches) and
   * captures each pointer, so a drag that leaves the canvas still ends where Swift hears it.
   */
  function listen() {
    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', (event) => endPointer(event, POINTER_PHASES.up));
    canvas.addEventListener('pointercancel', (event) => endPointer(event, POINTER_PHASES.cancel));
    canvas.addEventListener('contextmenu', (event) => event.preventDefault());
    document.addEventListener('gesturestart', (event) => event.preventDefault());
    window.addEventListener('blur', cancelAllPointers);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAllKeys);
  }

  /** Handles a pointer event from elsewhere (the mirror) as if it had happened on the canvas. */
  function forward(event) {
    if (event.type === 'pointerdown') onPointerDown(event);
    else if (event.type === 'pointermove') onPointerMove(event);
    else endPointer(event, event.type === 'pointerup' ? POINTER_PHASES.up : POINTER_PHASES.cancel);
  }

  function onPointerDown(event) {
    if (!bridge() || !hasGame() || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // A press on the canvas shows no focus ring, even where a key or a script focused it before.
    if (canvas.matches(':focus-visible')) canvas.blur();
    canvas.focus({ preventScroll: true, focusVisible: false });
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone (e.g. a synthetic event); Swift still hears its up or cancel.
    }
    activePointers.set(event.pointerId, event);
    sendPointer(POINTER_PHASES.down, event);
  }

  function onPointerMove(event) {
    if (!activePointers.has(event.pointerId)) return;
    activePointers.set(event.pointerId, event);
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length > 0 ? samples : [event]) {
      sendPointer(POINTER_PHASES.move, sample, event.pointerId);
    }
  }

  function endPointer(event, phase) {
    if (!activePointers.delete(event.pointerId)) return;
    sendPointer(phase, event);
  }

  /** Cancels every pointer still down (the window lost focus or the page was hidden). */
  function cancelAllPointers() {
    for (const [pointerId, last] of [...activePointers]) {
      activePointers.delete(pointerId);
      if (bridge()) sendPointer(POINTER_PHASES.cancel, last, pointerId);
    }
  }

  function sendPointer(phase, event, pointerId = event.pointerId) {
    const rect = canvas.getBoundingClientRect();
    bridge().pointer(phase, pointerId, event.clientX - rect.left, event.clientY - rect.top, eventTime(event.timeStamp));
  }

  function onKeyDown(event) {
    const code = KEYS[event.code];
    if (!code || !bridge() || !isGameKeyTarget(event)) return;
    event.preventDefault();
    if (event.repeat || heldKeys.has(event.code)) return;
    heldKeys.set(event.code, code);
    if (countHeld(code) === 1) bridge().key(code, true);
  }

  function onKeyUp(event) {
    const code = heldKeys.get(event.code);
    if (!code) return;
    event.preventDefault();
    heldKeys.delete(event.code);
    if (countHeld(code) === 0) bridge().key(code, false);
  }

  function releaseAllKeys() {
    const codes = new Set(heldKeys.values());
    heldKeys.clear();
    if (bridge()) for (const code of codes) bridge().key(code, false);
  }

  function countHeld(code) {
    let count = 0;
    for (const held of heldKeys.values()) if (held === code) count += 1;
    return count;
  }

  /** Keys belong to the game unless a dialog, a form field or a button's own keys are in play. */
  function isGameKeyTarget(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || dialogOpen()) return false;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return true;
    if (target.closest('dialog, input, textarea, select, [contenteditable]')) return false;
    if (target.closest('[role="tab"]') && event.code.startsWith('Arrow')) return false;
    const activatesButton = event.code === 'Space' || event.code === 'Enter';
    return !(activatesButton && target.closest('button, a[href]'));
  }

  return {
    listen,
    forward,
    /** Lifts every held key and cancels every pointer, so a paused game holds nothing down. */
    releaseAll: () => {
      releaseAllKeys();
      cancelAllPointers();
    },
  };
}
