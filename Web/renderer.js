// The renderer: runs the game's frames on a simulated clock, draws each frame's display list on the
// canvas, and keeps the canvas's backing store at its CSS size × devicePixelRatio.

import { drawDisplayList } from './display-list.js';

/** One app frame at 60 Hz, in ms. */
const FRAME_MS = 1000 / 60;
/** How many canvas draw times (ms) are kept for `drawTimes()`. */
const DRAW_HISTORY = 2000;
/** A performance mark at the end of the first drawn frame: how long a player waits for the game. */
const FIRST_FRAME_MARK = 'kinetic-first-frame';

/**
 * The display list and strings the canvas last showed, bit for bit: a frame equal to them is not
 * drawn again, so a still game (a menu, a paused or waiting game, a finished one) costs the browser
 * no painting. `forget()` after anything that clears the canvas.
 */
function createShownFrame() {
  let words = new Uint32Array(0);
  let wordCount = -1;
  let bytes = new Uint8Array(0);
  let byteCount = -1;

  return {
    /** Whether `list` (a Float32Array) and `strings` (a Uint8Array) are what the canvas shows. */
    matches(list, strings) {
      if (list.length !== wordCount || strings.length !== byteCount) return false;
      const listWords = new Uint32Array(list.buffer, list.byteOffset, list.length);
      for (let i = 0; i < wordCount; i += 1) if (listWords[i] !== words[i]) return false;
      for (let i = 0; i < byteCount; i += 1) if (strings[i] !== bytes[i]) return false;
      return true;
    },
    /** Keeps copies of the frame just drawn. */
    remember(list, strings) {
      if (words.length < list.length) words = new Uint32Array(list.length * 2);
      if (bytes.length < strings.length) bytes = new Uint8Array(strings.length * 2);
      words.set(new Uint32Array(list.buffer, list.byteOffset, list.length));
      bytes.set(strings);
      wordCount = list.length;
      byteCount = strings.length;
    },
    /** The canvas was cleared: the next frame is drawn whatever it holds. */
    forget() {
      wordCount = -1;
    },
  };
}

/**
 * The renderer of `canvas`. `bridge()` is the loaded game (null before it loads), `hasGame()` whether
 * a game is open, `isCovered()` whether something (the Watch player) covers the game so the loop
 * skips its frames; `onEvent(event)` handles each event a frame emits, `afterDraw()` runs after each
 * drawn frame (the chrome and the accessibility mirror follow the game there).
 */
export function createRenderer({ canvas, bridge, hasGame, isCovered, onEvent, afterDraw }) {
  /** The simulated clock (ms): `last` frame time, and `offset` that `advance()` added to performance.now(). */
  const clock = { last: 0, offset: 0, held: false };
  /** The canvas's CSS size (points) and the device pixel ratio it was measured at. */
  const view = { width: 0, height: 0, dpr: 0 };
  const drawTimes = [];
  let frameErrorReported = false;
  let firstFrameDrawn = false;
  let lastDisplayCount = 0;
  /** What the canvas shows, so an unchanged frame is not drawn again. */
  const shown = createShownFrame();
  // A canvas whose backing store the browser may have dropped (restored, or the page hidden and shown
  // again) or whose text was drawn before a font finished loading is drawn again.
  canvas.addEventListener('contextrestored', () => shown.forget());
  document.addEventListener('visibilitychange', () => shown.forget());
  addEventListener('pageshow', () => shown.forget());
  document.fonts?.addEventListener('loadingdone', () => shown.forget());
  /** The animation frame that measures the canvas after a size change (0: none asked for). */
  let measureRequest = 0;

  /** The simulated clock: performance.now() plus what advance() added, never going backwards; still while held. */
  function currentTime() {
    return clock.held ? clock.last : Math.max(clock.last, performance.now() + clock.offset);
  }

  /** An input event's time on the simulated clock (ms), never before the last frame. */
  function eventTime(timeStamp) {
    return clock.held ? clock.last : Math.max(clock.last, timeStamp + clock.offset);
  }

  /** While held, only advance() moves the clock; released, it goes on from where it stood. */
  function holdClock(held) {
    clock.held = Boolean(held);
    if (!clock.held) clock.offset = clock.last - performance.now();
  }

  /**
   * Advances the game to `timeMs`, optionally draws the result, and hands on its events; `follow`:
   * whether the page then follows the drawn frame (`afterDraw`).
   */
  function step(timeMs, shouldDraw, follow = shouldDraw) {
    clock.last = Math.max(clock.last, timeMs);
    const game = bridge();
    const count = game.frame(clock.last);
    lastDisplayCount = count;
    if (shouldDraw) {
      const list = game.displayList(count);
      const strings = game.strings();
      if (!shown.matches(list, strings)) {
        const start = performance.now();
        draw(list, strings);
        recordDrawTime(performance.now() - start);
        shown.remember(list, strings);
      }
      if (!firstFrameDrawn) performance.mark(FIRST_FRAME_MARK);
      firstFrameDrawn = true;
    }
    for (const event of game.events()) onEvent(event);
    if (follow) afterDraw();
  }

  /**
   * Draws a display list: points to backing-store pixels exactly (the backing store is rounded to
   * whole pixels), so lines and text land on the device's pixel grid and stay crisp.
   */
  function draw(list, stringBytes) {
    const scale = { x: canvas.width / view.width || view.dpr, y: canvas.height / view.height || view.dpr };
    drawDisplayList(canvas.getContext('2d'), list, stringBytes, { scale });
  }

  /** Keeps the last DRAW_HISTORY canvas draw times (ms) for benchmarks. */
  function recordDrawTime(ms) {
    drawTimes.push(ms);
    if (drawTimes.length > DRAW_HISTORY) drawTimes.splice(0, drawTimes.length - DRAW_HISTORY);
  }

  /** A frame for the screen: an error is reported once, not every frame, and the loop goes on. */
  function renderFrame(timeMs, follow = true) {
    try {
      step(timeMs, true, follow);
    } catch (error) {
      if (!frameErrorReported) console.error('Kinetic frame failed:', error);
      frameErrorReported = true;
    }
  }

  function startLoop() {
    const tick = (timestamp) => {
      requestAnimationFrame(tick);
      if (isCovered()) return;
      if (view.dpr !== window.devicePixelRatio) measure();
      renderFrame(clock.held ? clock.last : timestamp + clock.offset);
    };
    requestAnimationFrame(tick);
  }

  /** Runs frames 1/60 s apart for `ms` of simulated time and draws the last one. */
  function advance(ms) {
    const total = Math.max(0, Number(ms) || 0);
    const start = currentTime();
    const frames = Math.ceil(total / FRAME_MS - 1e-9);
    for (let frame = 1; frame <= frames; frame += 1) {
      step(start + Math.min(total, frame * FRAME_MS), frame === frames);
    }
    clock.offset += total;
  }

  /** Tells the game about a new canvas size and redraws at once, so the canvas never shows blank. */
  function measure() {
    const game = bridge();
    if (!updateSize() || !game) return;
    game.resize(view.width, view.height, view.dpr);
    // The chrome follows at the next frame, as after any frame drawn outside the loop.
    if (hasGame()) renderFrame(currentTime(), false);
  }

  /**
   * Measures at the next animation frame rather than in the ResizeObserver's callback: the frame
   * drawn there hands on its events, which may change the page's layout, and a layout changed inside
   * the callback is a resize loop the browser reports. Until then (one frame) the browser stretches
   * the old backing store over the new size.
   */
  function requestMeasure() {
    if (measureRequest) return;
    measureRequest = requestAnimationFrame(() => {
      measureRequest = 0;
      measure();
    });
  }

  /** Sizes the backing store to CSS size × devicePixelRatio; returns whether anything changed. */
  function updateSize() {
    const { width, height } = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    if (width === view.width && height === view.height && dpr === view.dpr) return false;
    Object.assign(view, { width, height, dpr });
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    shown.forget();
    return true;
  }

  /** Tells `game` the canvas's current size. */
  function sendSize(game) {
    game.resize(view.width, view.height, view.dpr);
  }

  return {
    /** The canvas's CSS size and pixel ratio, kept current (read only). */
    view,
    currentTime,
    eventTime,
    holdClock,
    step,
    /** Steps to now and draws. */
    redraw: () => step(currentTime(), true),
    advance,
    updateSize,
    sendSize,
    /** Measures the canvas again (and redraws) whenever its size changes. */
    observeSize: () => new ResizeObserver(() => requestMeasure()).observe(canvas),
    /** Starts the requestAnimationFrame loop. */
    startLoop,
    /** The canvas draw times (ms) since the last call. */
    takeDrawTimes: () => drawTimes.splice(0),
    /** The display list of the last frame (for tests reading its transforms). */
    lastDisplayList: () => bridge().displayList(lastDisplayCount),
  };
}
