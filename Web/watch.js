// The Watch player: replays a score's record (an input log, docs/web-bridge.md) in a second
// instance of the already compiled kinetic.wasm and draws it with the game's own renderer, in a
// dialog laid over the game's canvas. Each line plays at the time it carries, so the run goes at
// the speed it was played (or 2× or 4×); the live game stays paused underneath and is never
// called. The player ends on the record's final score and says whether it is the board's.

import { drawDisplayList } from './display-list.js';
import { instantiateKinetic } from './kinetic-bridge.js';
import { applyCall, parseLog } from './replay-log.js';

const SPEEDS = [1, 2, 4];
/** The longest step of the replay clock per animation frame (ms): a hidden tab resumes where it was. */
const MAX_STEP_MS = 250;

/**
 * Creates the player. `module` is the compiled kinetic.wasm; `frame()` gives the rectangle (CSS px,
 * viewport) to cover, the game's canvas; `titleOf(game)` a game's title; `onOpen()` and `onClose()`
 * pause and resume the live game.
 */
export function createWatch({ module, frame, titleOf, onOpen, onClose }) {
  const ui = buildDialog();
  let session = null;
  let speed = 1;
  let animation = 0;
  let drawRequest = 0;

  ui.toggle.addEventListener('click', () => {
    if (!session) return;
    if (session.done) restart();
    else setPlaying(!session.playing);
  });
  for (const button of ui.speeds) {
    button.addEventListener('click', () => setSpeed(Number(button.dataset.speed)));
  }
  ui.close.addEventListener('click', () => ui.dialog.close());
  ui.dialog.addEventListener('close', finish);
  // The canvas is drawn at its new size in the next animation frame, never in the observer's callback:
  // a size set there that changed the layout would be a resize loop.
  new ResizeObserver(() => requestDraw()).observe(ui.canvas);
  window.addEventListener('resize', () => placeOverGame());

  /**
   * Plays `entry` ({ game, name, score, checksum, record }) from its start. Rejects with a readable
   * Error when the record cannot be played (the dialog then shows why).
   */
  async function play(entry, { keepSpeed = false } = {}) {
    const calls = parseLog(entry.record);
    if (calls[0]?.command !== 'start') throw new Error('the record does not begin with start');
    if (calls.slice(1).some((call) => call.command === 'start')) throw new Error('the record has a second start');
    const bridge = await instantiateKinetic(module, { log: () => {} });
    bridge.start(calls[0].numbers[0]);
    const first = calls.find((call) => call.time !== null);
    stopAnimation();
    if (!keepSpeed) speed = 1;
    const startTime = first ? first.time : 0;
    session = {
      entry, bridge, calls, index: 1, playing: true, done: false, time: startTime, startTime,
      size: { width: 0, height: 0 }, count: null, score: null,
    };
    ui.title.textContent = `${entry.name} · ${titleOf(entry.game)} · ${entry.score} points`;
    ui.status.textContent = '';
    ui.result.textContent = '';
    if (!ui.dialog.open) {
      onOpen();
      placeOverGame();
      ui.dialog.showModal();
    }
    updateButtons();
    ui.toggle.focus();
    let last = performance.now();
    const tick = (now) => {
      if (!session) return;
      animation = requestAnimationFrame(tick);
      const elapsed = Math.min(MAX_STEP_MS, Math.max(0, now - last));
      last = now;
      if (session.playing && !session.done) advance(session.time + elapsed * speed);
    };
    advance(session.time);
    animation = requestAnimationFrame(tick);
  }

  /** Plays every line up to replay time `time` (ms, the record's clock), then draws. */
  function advance(time) {
    const s = session;
    s.time = time;
    let drew = false;
    while (s.index < s.calls.length) {
      const call = s.calls[s.index];
      if (call.time !== null && call.time > time) break;
      const count = applyCall(s.bridge, call);
      if (call.command === 'resize') s.size = { width: call.numbers[0], height: call.numbers[1] };
      if (count !== null) {
        s.count = count;
        drew = true;
        for (const event of s.bridge.events()) if (event?.type === 'score') s.score = event.value;
      }
      s.index += 1;
    }
    if (drew) draw();
    ui.status.textContent = progressText(s);
    if (s.index >= s.calls.length && !s.done) end();
  }

  function end() {
    const s = session;
    s.done = true;
    s.playing = false;
    s.finalChecksum = s.bridge.checksum();
    if (s.score === null) s.score = Number(s.bridge.state()?.score ?? NaN);
    ui.result.textContent = endingText(s.score, s.finalChecksum, s.entry);
    ui.result.classList.toggle('mismatch', s.score !== s.entry.score);
    updateButtons();
  }

  /**
   * What the end of a replay says. The server replayed every record on the board before storing it, so a
   * replay that ends elsewhere means this version of the game plays the record differently from the one it
   * was played on (the physics or the rules changed since), not that the score was false.
   */
  function endingText(score, checksum, entry) {
    if (score === entry.score && (!entry.checksum || checksum === entry.checksum)) {
      return `Final score ${score}: the same as on the board.`;
    }
    if (score === entry.score) {
      return `Final score ${score}, as on the board, though this version of Kinetic ends the run slightly ` +
        'differently from the one it was played on.';
    }
    return `This version of Kinetic replays the run to ${score}; the board's ${entry.score} was checked by the ` +
      'version it was played on.';
  }

  /** Draws the last frame, the recorded view scaled to fit the canvas and centred. */
  function draw() {
    const s = session;
    const rect = ui.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(rect.width * dpr));
    const height = Math.max(1, Math.round(rect.height * dpr));
    if (ui.canvas.width !== width || ui.canvas.height !== height) Object.assign(ui.canvas, { width, height });
    if (!s || s.count === null || s.size.width <= 0 || s.size.height <= 0) return;
    const fit = Math.min(width / s.size.width, height / s.size.height);
    const offset = { x: (width - s.size.width * fit) / 2, y: (height - s.size.height * fit) / 2 };
    drawDisplayList(ui.canvas.getContext('2d'), s.bridge.displayList(s.count), s.bridge.strings(),
      { scale: { x: fit, y: fit }, offset });
  }

  /** Draws at the next animation frame (once, however often it is asked before then). */
  function requestDraw() {
    if (drawRequest) return;
    drawRequest = requestAnimationFrame(() => {
      drawRequest = 0;
      draw();
    });
  }

  function restart() {
    const { entry } = session;
    play(entry, { keepSpeed: true }).catch((error) => showError(error));
  }

  function setPlaying(playing) {
    session.playing = playing;
    updateButtons();
  }

  function setSpeed(value) {
    speed = SPEEDS.includes(value) ? value : 1;
    updateButtons();
  }

  function updateButtons() {
    const s = session;
    ui.toggle.textContent = s?.done ? 'Replay' : s?.playing ? 'Pause' : 'Play';
    for (const button of ui.speeds) button.setAttribute('aria-pressed', String(Number(button.dataset.speed) === speed));
  }

  /** Opens the dialog on a message (a record that could not be loaded or played). */
  function showError(error, entry = session?.entry) {
    stopAnimation();
    session = null;
    ui.title.textContent = entry ? `${entry.name} · ${titleOf(entry.game)}` : 'Replay';
    ui.status.textContent = '';
    ui.result.textContent = `This replay cannot be shown: ${error?.message ?? error}`;
    ui.result.classList.add('mismatch');
    ui.canvas.getContext('2d').clearRect(0, 0, ui.canvas.width, ui.canvas.height);
    if (!ui.dialog.open) {
      onOpen();
      placeOverGame();
      ui.dialog.showModal();
    }
    updateButtons();
    ui.close.focus();
  }

  /** Lays the dialog over the game's canvas. */
  function placeOverGame() {
    const rect = frame();
    Object.assign(ui.dialog.style, {
      left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`,
    });
  }

  function stopAnimation() {
    cancelAnimationFrame(animation);
    animation = 0;
  }

  function finish() {
    stopAnimation();
    session = null;
    onClose();
  }

  return {
    play: (entry) => play(entry).catch((error) => showError(error, entry)),
    showError,
    isOpen: () => ui.dialog.open,
    close: () => ui.dialog.open && ui.dialog.close(),
    /** Where the replay is (for tests): its game, clock, speed, progress and, at the end, its result. */
    status: () => session && {
      game: session.entry.game, playing: session.playing, done: session.done, speed, timeMs: session.time,
      line: session.index, lines: session.calls.length, score: session.score, boardScore: session.entry.score,
      checksum: session.done ? session.finalChecksum : null, recordChecksum: session.entry.checksum ?? null,
      playedMs: session.time - session.startTime, recordBytes: new TextEncoder().encode(session.entry.record).length,
      state: session.bridge.state(),
    },
  };
}

function progressText(s) {
  return `${Math.round((100 * s.index) / s.calls.length)}%`;
}

function buildDialog() {
  const dialog = document.createElement('dialog');
  dialog.className = 'watch';
  dialog.id = 'watch';
  dialog.setAttribute('aria-labelledby', 'watch-title');
  const title = element('h2', 'watch-title', 'watch-title');
  const canvas = element('canvas', 'watch-canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'The replay');
  const result = element('p', 'watch-result');
  result.setAttribute('role', 'status');
  const status = element('span', 'watch-progress');
  status.setAttribute('aria-hidden', 'true');
  const toggle = button('Pause', 'watch-toggle');
  const speedGroup = element('div', 'watch-speeds');
  speedGroup.setAttribute('role', 'group');
  speedGroup.setAttribute('aria-label', 'Speed');
  const speeds = SPEEDS.map((value) => {
    const b = button(`${value}×`, 'watch-speed');
    b.dataset.speed = String(value);
    b.setAttribute('aria-label', `${value} times speed`);
    return b;
  });
  speedGroup.append(...speeds);
  const close = button('Close', 'watch-close');
  const bar = element('div', 'watch-bar');
  bar.append(toggle, speedGroup, status, close);
  dialog.append(title, canvas, result, bar);
  document.body.append(dialog);
  return { dialog, title, canvas, result, status, toggle, speeds, close };
}

function element(tag, className, id) {
  const node = document.createElement(tag);
  node.className = className;
  if (id) node.id = id;
  return node;
}

function button(text, className) {
  const node = element('button', className);
  node.type = 'button';
  node.textContent = text;
  return node;
}
