// Kinetic browser shell: loads kinetic.wasm, draws its display list on the canvas, forwards
// pointer and keyboard input, and hosts the HTML chrome (tab bar, the scene's controls, alerts). The contract with
// the wasm module is docs/web-bridge.md.

import { createMirror } from './accessibility.js';
import { createAnnouncer } from './announcer.js';
import { instantiateKinetic } from './kinetic-bridge.js';
import { renderControls, updateControls } from './controls.js';
import { displayTransforms, drawDisplayList } from './display-list.js';
import { createHowTo } from './howto.js';
import { syncMotion } from './motion.js';
import { createScoreBoard } from './scores.js';
import { saveSettings, savedSettings } from './settings-store.js';
import { playSound, tapHaptic, unlockAudio } from './sounds.js';
import { createIcon, createTabBar } from './tab-bar.js';

// The games, their tab order, titles and icons and which are playable come from the wasm catalog
// (`kinetic_catalog`), so Swift's `Catalog` is the one list and the shell names no game.
/** The playable games, in tab order, once the wasm catalog is read. */
let playableGames = [];

const FRAME_MS = 1000 / 60;
/** A tiny module using one SIMD instruction: kinetic.wasm needs WebAssembly SIMD (128-bit). */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);
const EVENT_HISTORY = 50;
const DRAW_HISTORY = 2000;
/** A performance mark at the end of the first drawn frame: how long a player waits for the game. */
const FIRST_FRAME_MARK = 'kinetic-first-frame';
/** How long a notice (a score the server refused) stays on screen, in ms. */
const NOTICE_MS = 8000;
/** The score board button's icon (24×24). */
const TROPHY_ICON = 'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8'
  + 'a4 4 0 0 1-4-4V5h3zM6 7v1a2 2 0 0 0 1.2 1.8A5 5 0 0 1 7 9V7zm12 0h-1v2a5 5 0 0 1-.2.8A2 2 0 0 0 18 8z';
const POINTER_PHASE = { down: 0, move: 1, up: 2, cancel: 3 };
const KEY_CODES = {
  ArrowLeft: 1,
  ArrowRight: 2,
  ArrowUp: 3,
  ArrowDown: 4,
  Space: 5,
  Enter: 6,
  Escape: 7,
  KeyA: 8,
  KeyD: 9,
  KeyW: 10,
  KeyS: 11,
};

const canvas = document.getElementById('game');
const tabs = createTabBar({
  bar: document.getElementById('tabs'),
  onOpen: (id, event) => {
    openGame(id);
    if (event.detail > 0) canvas.focus({ preventScroll: true });
  },
});
const statusBox = document.getElementById('status');
const alertDialog = document.getElementById('alert');
const controlsPanel = document.getElementById('controls');
const stage = document.querySelector('.stage');
const screenTabs = document.getElementById('screens');
const settingsPanel = document.getElementById('settings');
const boardDialog = document.getElementById('board');
const noticeBox = document.getElementById('notice');
const mirrorLayer = document.getElementById('mirror');
const announce = createAnnouncer(document.getElementById('announcer'));
/** The player's wish for less motion; the games turn decorations into short fades when it is on. */
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const reducedMotionSent = [];

const clock = { last: 0, offset: 0, held: false };
const view = { width: 0, height: 0, dpr: 0 };
const eventLog = [];
const drawTimes = [];
const alertQueue = [];
const heldKeys = new Map();
const activePointers = new Map();
const controlsState = { revision: null, signature: '', preview: null, presentation: 'beside' };
let settingsOpen = false;
let bridge = null;
/** The compiled kinetic.wasm, instantiated again for each replay. */
let wasmModule = null;
let currentGame = null;
let frameErrorReported = false;
let firstFrameDrawn = false;
let lastDisplayCount = 0;
/** Game id → its catalog entry ({ id, title, shortTitle, icon, playable, keepsScores, showsRank }). */
let catalogGames = new Map();
const titleOf = (game) => catalogGames.get(game)?.title ?? game;
const howTo = createHowTo({
  chrome: stage,
  read: () => bridge?.howTo(),
  onOpen: () => {
    releaseAllKeys();
    cancelAllPointers();
    bridge?.action('pause');
  },
  onClose: () => {
    if (bridge && !settingsOpen && !document.hidden) bridge.action('resume');
    canvas.focus({ preventScroll: true });
  },
});
const mirror = createMirror({
  layer: mirrorLayer,
  source: () => bridge,
  size: () => [view.width, view.height],
  forwardPointer: (event) => {
    if (event.type === 'pointerdown') onPointerDown(event);
    else if (event.type === 'pointermove') onPointerMove(event);
    else endPointer(event, event.type === 'pointerup' ? POINTER_PHASE.up : POINTER_PHASE.cancel);
  },
});
const scoreBoard = createScoreBoard({
  dialog: boardDialog,
  titleOf,
  showsRankAfterGame: (game) => catalogGames.get(game)?.showsRank === true,
  onAction: (action) => {
    if (bridge) bridge.action(action);
  },
  onWatch: (entry) => watchRecord(entry),
  onNotice: (text) => showNotice(text),
});
const boardButton = createBoardButton();
/** The Watch player, once the first Watch has loaded it; the record it plays, to return to its board row. */
let watch = null;
let watching = null;

// MARK: The wasm bridge

/**
 * Downloads and compiles kinetic.wasm once; the game and every replay the Watch player shows are
 * instances of this one module.
 */
async function loadModule() {
  const response = await fetch('kinetic.wasm');
  if (!response.ok) {
    throw new Error(`The game engine (kinetic.wasm) could not be downloaded: HTTP ${response.status}.`);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

function requireBridge() {
  if (!bridge) throw new Error('Kinetic is not loaded yet; await window.kinetic.ready');
  return bridge;
}

// MARK: Drawing

/**
 * Draws a display list on the game's canvas: points to backing-store pixels exactly (the backing
 * store is rounded to whole pixels), so lines and text land on the device's pixel grid and stay crisp.
 */
function drawGame(list, stringBytes) {
  const scale = { x: canvas.width / view.width || view.dpr, y: canvas.height / view.height || view.dpr };
  drawDisplayList(canvas.getContext('2d'), list, stringBytes, { scale });
}

// MARK: Time and frames

/** The simulated clock: performance.now() plus what advance() added, never going backwards; still while held. */
function currentTime() {
  return clock.held ? clock.last : Math.max(clock.last, performance.now() + clock.offset);
}

/** Test hook: while held, only advance() moves the game's clock; released, it goes on from where it stood. */
function holdClock(held) {
  clock.held = Boolean(held);
  if (!clock.held) clock.offset = clock.last - performance.now();
}

/** Advances the game to `timeMs`, optionally draws the result, and handles its events. */
function step(timeMs, shouldDraw) {
  clock.last = Math.max(clock.last, timeMs);
  const count = bridge.frame(clock.last);
  lastDisplayCount = count;
  if (shouldDraw) {
    const start = performance.now();
    drawGame(bridge.displayList(count), bridge.strings());
    recordDrawTime(performance.now() - start);
    if (!firstFrameDrawn) performance.mark(FIRST_FRAME_MARK);
    firstFrameDrawn = true;
  }
  for (const event of bridge.events()) handleEvent(event);
  if (shouldDraw) {
    syncControls();
    mirror.sync();
  }
}

function startFrameLoop() {
  const tick = (timestamp) => {
    requestAnimationFrame(tick);
    if (watch?.isOpen()) return;
    if (view.dpr !== window.devicePixelRatio) measureCanvas();
    renderFrame(clock.held ? clock.last : timestamp + clock.offset);
  };
  requestAnimationFrame(tick);
}

/** A frame for the screen: an error is reported once, not every frame, and the loop goes on. */
function renderFrame(timeMs) {
  try {
    step(timeMs, true);
  } catch (error) {
    if (!frameErrorReported) console.error('Kinetic frame failed:', error);
    frameErrorReported = true;
  }
}

/** Test hook: runs frames 1/60 s apart for `ms` of simulated time and draws the last one. */
function advance(ms) {
  requireBridge();
  const total = Math.max(0, Number(ms) || 0);
  const start = currentTime();
  const frames = Math.ceil(total / FRAME_MS - 1e-9);
  for (let frame = 1; frame <= frames; frame += 1) {
    step(start + Math.min(total, frame * FRAME_MS), frame === frames);
  }
  clock.offset += total;
}

/** Keeps the last DRAW_HISTORY canvas draw times (ms) for benchmarks (`kinetic.drawTimes()`). */
function recordDrawTime(ms) {
  drawTimes.push(ms);
  if (drawTimes.length > DRAW_HISTORY) drawTimes.splice(0, drawTimes.length - DRAW_HISTORY);
}

// MARK: Canvas size

function observeCanvasSize() {
  new ResizeObserver(() => measureCanvas()).observe(canvas);
}

/** Tells the game about a new canvas size and redraws at once, so the canvas never shows blank. */
function measureCanvas() {
  if (!updateCanvasSize() || !bridge) return;
  bridge.resize(view.width, view.height, view.dpr);
  if (currentGame) renderFrame(currentTime());
}

/** Sizes the backing store to CSS size × devicePixelRatio; returns whether anything changed. */
function updateCanvasSize() {
  const { width, height } = canvas.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  if (width === view.width && height === view.height && dpr === view.dpr) return false;
  Object.assign(view, { width, height, dpr });
  canvas.width = Math.max(1, Math.round(width * dpr));
  canvas.height = Math.max(1, Math.round(height * dpr));
  return true;
}

// MARK: Games and the tab bar

/** Keeps the catalog and makes a tab for each playable game. */
function buildTabs(catalog) {
  playableGames = catalog.filter((game) => game.playable);
  catalogGames = new Map(catalog.map((game) => [game.id, game]));
  tabs.build(playableGames);
}

/** Opens a playable game (unless it is open already), selects its tab and puts it in the URL hash. */
function openGame(id) {
  const game = playableGames.find((candidate) => candidate.id === id);
  if (!bridge || !game) return false;
  if (id !== currentGame && !switchToGame(game)) return false;
  if (location.hash !== `#${id}`) history.replaceState(null, '', `#${id}`);
  return true;
}

function switchToGame(game) {
  showScreen('game');
  if (!bridge.open(game.id)) return false;
  sendReducedMotion();
  const saved = savedSettings(game.id);
  if (saved) bridge.control(saved);
  mirror.reset();
  bridge.resize(view.width, view.height, view.dpr);
  currentGame = game.id;
  if (game.keepsScores !== false) showBest(game.id);
  boardButton.hidden = game.keepsScores === false;
  dismissAlerts();
  tabs.select(game.id);
  canvas.setAttribute('aria-label', game.title);
  syncControls();
  step(currentTime(), true);
  howTo.gameOpened(game.id);
  return true;
}

/** Tells the open game the player's best score (the board's, or this device's when offline). */
async function showBest(id) {
  const best = await scoreBoard.bestFor(id);
  if (best > 0 && currentGame === id) bridge.action(`best=${best}`);
}

function requestedGame() {
  const id = location.hash.slice(1);
  return playableGames.some((game) => game.id === id) ? id : playableGames[0]?.id;
}

// MARK: Scene controls

/**
 * Shows the open scene's controls (docs/web-bridge.md, Controls) when their revision changed:
 * rebuilt when the set of controls changed, otherwise updated in place so a slider being dragged
 * keeps its focus.
 */
function syncControls() {
  if (controlsState.preview) return;
  const revision = bridge.controlsRevision();
  if (revision === controlsState.revision) return;
  controlsState.revision = revision;
  const { controls = [], presentation = 'beside' } = bridge.controls();
  showControls(controls, sendControl, presentation);
  syncMotion(controls.some((c) => c.requests === 'motion' && c.value === true), sendMotion);
}

/** Sends one `id=value` line to Swift, which validates it; the panel then shows what Swift kept. */
function sendControl(line) {
  bridge.control(line);
  syncControls();
  if (currentGame) saveSettings(currentGame, bridge.controls().controls ?? []);
}

function sendMotion(x, y) {
  bridge?.motion(x, y);
}

/**
 * Shows `controls` beside the canvas, or (`presentation` "settings") as a grouped table on a
 * settings screen reached from the Game | Settings switcher above the canvas.
 */
function showControls(controls, send, presentation = 'beside') {
  const onScreen = presentation === 'settings';
  const container = onScreen ? settingsPanel : controlsPanel;
  const signature = JSON.stringify([presentation, controls.map(
    (c) => [c.id, c.kind, c.options, c.min, c.max, c.step, c.unit, c.section, c.requests],
  )]);
  if (signature !== controlsState.signature) {
    controlsState.signature = signature;
    controlsState.presentation = presentation;
    if (!onScreen) showScreen('game');
    screenTabs.hidden = !onScreen;
    stage.classList.toggle('has-screens', onScreen);
    (onScreen ? controlsPanel : settingsPanel).replaceChildren();
    renderControls(container, controls, send, { grouped: onScreen, hooks: { motion: sendMotion } });
    controlsPanel.hidden = onScreen || controls.length === 0;
  }
  updateControls(container, controls);
}

/**
 * Switches between the game and its settings screen: the game is paused while its settings show,
 * and takes them in (`settingsClosed`) as the player comes back.
 */
function showScreen(screen) {
  const toSettings = screen === 'settings' && controlsState.presentation === 'settings';
  if (toSettings === settingsOpen) return;
  settingsOpen = toSettings;
  for (const tab of screenTabs.querySelectorAll('[role="tab"]')) {
    const selected = (tab.dataset.screen === 'settings') === toSettings;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  settingsPanel.hidden = !toSettings;
  stage.classList.toggle('showing-settings', toSettings);
  if (!bridge) return;
  if (toSettings) {
    releaseAllKeys();
    cancelAllPointers();
    bridge.action('pause');
    settingsPanel.scrollTop = 0;
  } else {
    bridge.action('resume');
    bridge.action('settingsClosed');
    step(currentTime(), true);
    canvas.focus({ preventScroll: true });
  }
}

function setUpScreenTabs() {
  for (const tab of screenTabs.querySelectorAll('[role="tab"]')) {
    tab.addEventListener('click', () => showScreen(tab.dataset.screen));
  }
  screenTabs.addEventListener('keydown', (event) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = settingsOpen ? 'game' : 'settings';
    showScreen(next);
    screenTabs.querySelector(`[data-screen="${next}"]`).focus();
  });
}

/**
 * Test hook: shows `schema` (an array in the Controls format) instead of the scene's controls and
 * records the lines the user's changes would send; `null` returns to the scene's controls.
 */
function previewControls(schema) {
  controlsState.signature = '';
  controlsState.revision = null;
  if (!schema) {
    controlsState.preview = null;
    syncControls();
    return null;
  }
  const sent = [];
  controlsState.preview = sent;
  showControls(schema, (line) => sent.push(line));
  return sent;
}

// MARK: Events and alerts

function handleEvent(event) {
  eventLog.push(event);
  if (eventLog.length > EVENT_HISTORY) eventLog.splice(0, eventLog.length - EVENT_HISTORY);
  switch (event?.type) {
    case 'alert':
      showAlert(event);
      break;
    case 'score':
      scoreBoard.submit({
        game: event.game, score: event.value, name: event.name,
        checksum: typeof event.checksum === 'string' ? event.checksum : null, record: bridge.record() || null,
      });
      break;
    case 'board':
      scoreBoard.show(event.game);
      break;
    case 'sound':
      playSound(event.name, event.pitch);
      break;
    case 'haptic':
      tapHaptic();
      break;
    case 'announce':
      announce(event.text);
      break;
    case 'screenChanged':
      if (mirrorMayTakeFocus()) mirror.screenChanged();
      break;
    default:
      break;
  }
}

/** A new screen takes focus only from the game itself (the canvas or its mirror), never from the chrome. */
function mirrorMayTakeFocus() {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused === canvas || mirrorLayer.contains(focused);
}

/** Tells the game whether the player asked for reduced motion (at start, on change, on opening a game). */
function sendReducedMotion() {
  if (!bridge) return;
  const action = `reducedMotion=${reducedMotion.matches ? 1 : 0}`;
  bridge.action(action);
  reducedMotionSent.push(action);
  if (reducedMotionSent.length > EVENT_HISTORY) reducedMotionSent.shift();
}

function showAlert(alert) {
  alertQueue.push(alert);
  if (!alertDialog.open) showNextAlert();
}

function showNextAlert() {
  const alert = alertQueue.shift();
  if (!alert) return;
  alertDialog.querySelector('.alert-title').textContent = alert.title ?? '';
  alertDialog.querySelector('.alert-message').textContent = alert.message ?? '';
  const actions = Array.isArray(alert.actions) && alert.actions.length > 0
    ? alert.actions
    : [{ title: 'OK', action: null }];
  const row = alertDialog.querySelector('.alert-actions');
  row.classList.toggle('stacked', actions.length > 2);
  row.replaceChildren(...actions.map(createAlertButton));
  alertDialog.showModal();
}

function createAlertButton({ title, action }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = title ?? action ?? 'OK';
  button.addEventListener('click', () => {
    if (action) bridge.action(action);
    alertDialog.close();
  });
  return button;
}

/** Closes any alert and drops queued ones (the game they belonged to has restarted). */
function dismissAlerts() {
  alertQueue.length = 0;
  if (alertDialog.open) alertDialog.close();
}

function setUpAlertDialog() {
  alertDialog.addEventListener('cancel', (event) => event.preventDefault());
  alertDialog.addEventListener('close', () => showNextAlert());
}

// MARK: Watching a record and notices

/**
 * Plays a board row's record over the game (its board opens again when the player closes it). The
 * Watch player's code is loaded on the first Watch, so a first visit does not fetch it.
 */
async function watchRecord(entry) {
  if (!wasmModule) return;
  try {
    watch ??= await createWatchPlayer();
  } catch (error) {
    console.warn('The Watch player could not be loaded.', error);
    showNotice('The replay player could not be loaded. Try again when online.');
    return;
  }
  watching = entry;
  await watch.play(entry);
}

async function createWatchPlayer() {
  const { createWatch } = await import('./watch.js');
  return createWatch({
    module: wasmModule,
    frame: () => canvas.getBoundingClientRect(),
    titleOf,
    onOpen: pauseForWatch,
    onClose: resumeAfterWatch,
  });
}

/** The live game holds still, untouched, while a replay plays over it. */
function pauseForWatch() {
  releaseAllKeys();
  cancelAllPointers();
  bridge?.action('pause');
}

function resumeAfterWatch() {
  if (bridge && !settingsOpen && !document.hidden && !howTo.isOpen()) bridge.action('resume');
  if (bridge && currentGame) step(currentTime(), true);
  const from = watching;
  watching = null;
  if (from?.url) scoreBoard.reopen(from.url);
  else canvas.focus({ preventScroll: true });
}

/**
 * The score board button in the top bar's corner, for games that keep scores (style.css shows it
 * where the shell owns that bar).
 */
function createBoardButton() {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'board-button';
  button.id = 'board-button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', 'Score board');
  button.append(createIcon(TROPHY_ICON));
  button.hidden = true;
  button.addEventListener('click', () => {
    if (currentGame) scoreBoard.show(currentGame);
  });
  stage.insertBefore(button, screenTabs);
  return button;
}

/** Shows `text` for a few seconds in the notice area (read out by screen readers once). */
function showNotice(text) {
  const line = document.createElement('p');
  line.textContent = text;
  noticeBox.append(line);
  noticeBox.hidden = false;
  setTimeout(() => {
    line.remove();
    noticeBox.hidden = noticeBox.childElementCount === 0;
  }, NOTICE_MS);
}

// MARK: Input

/**
 * Every pointer — finger, pen or mouse — goes to Swift with its own id, so two fingers drive two
 * gestures. The canvas has `touch-action: none` (no scrolling or zooming steals touches) and
 * captures each pointer, so a drag that leaves the canvas still ends where Swift hears it.
 */
function listenToPointers() {
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', (event) => endPointer(event, POINTER_PHASE.up));
  canvas.addEventListener('pointercancel', (event) => endPointer(event, POINTER_PHASE.cancel));
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());
  document.addEventListener('gesturestart', (event) => event.preventDefault());
  window.addEventListener('blur', cancelAllPointers);
}

function onPointerDown(event) {
  if (!bridge || !currentGame || (event.pointerType === 'mouse' && event.button !== 0)) return;
  event.preventDefault();
  unlockAudio();
  canvas.focus({ preventScroll: true });
  try {
    canvas.setPointerCapture(event.pointerId);
  } catch {
    // The pointer is already gone (e.g. a synthetic event); Swift still hears its up or cancel.
  }
  activePointers.set(event.pointerId, event);
  sendPointer(POINTER_PHASE.down, event);
}

function onPointerMove(event) {
  if (!activePointers.has(event.pointerId)) return;
  activePointers.set(event.pointerId, event);
  const samples = event.getCoalescedEvents?.() ?? [];
  for (const sample of samples.length > 0 ? samples : [event]) {
    sendPointer(POINTER_PHASE.move, sample, event.pointerId);
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
    if (bridge) sendPointer(POINTER_PHASE.cancel, last, pointerId);
  }
}

function sendPointer(phase, event, pointerId = event.pointerId) {
  const rect = canvas.getBoundingClientRect();
  const time = clock.held ? clock.last : Math.max(clock.last, event.timeStamp + clock.offset);
  bridge.pointer(phase, pointerId, event.clientX - rect.left, event.clientY - rect.top, time);
}

function listenToKeys() {
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', releaseAllKeys);
}

function onKeyDown(event) {
  const code = KEY_CODES[event.code];
  if (!code || !bridge || !isGameKeyTarget(event)) return;
  event.preventDefault();
  if (event.repeat || heldKeys.has(event.code)) return;
  heldKeys.set(event.code, code);
  if (countHeld(code) === 1) bridge.key(code, true);
}

function onKeyUp(event) {
  const code = heldKeys.get(event.code);
  if (!code) return;
  event.preventDefault();
  heldKeys.delete(event.code);
  if (countHeld(code) === 0) bridge.key(code, false);
}

function releaseAllKeys() {
  const codes = new Set(heldKeys.values());
  heldKeys.clear();
  if (bridge) for (const code of codes) bridge.key(code, false);
}

function countHeld(code) {
  let count = 0;
  for (const held of heldKeys.values()) if (held === code) count += 1;
  return count;
}

/** Keys belong to the game unless a dialog, a form field or a button's own keys are in play. */
function isGameKeyTarget(event) {
  if (event.altKey || event.ctrlKey || event.metaKey || alertDialog.open || boardDialog.open || howTo.isOpen()
    || watch?.isOpen()) {
    return false;
  }
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return true;
  if (target.closest('dialog, input, textarea, select, [contenteditable]')) return false;
  if (target.closest('[role="tab"]') && event.code.startsWith('Arrow')) return false;
  const activatesButton = event.code === 'Space' || event.code === 'Enter';
  return !(activatesButton && target.closest('button, a[href]'));
}

function listenToVisibility() {
  document.addEventListener('visibilitychange', () => {
    if (!bridge) return;
    if (document.hidden) {
      releaseAllKeys();
      cancelAllPointers();
      bridge.action('pause');
    } else if (!settingsOpen && !howTo.isOpen() && !watch?.isOpen()) {
      bridge.action('resume');
    }
  });
}

// MARK: Start-up

/** Replaces the loading message with what went wrong and a way to try again. */
function showLoadFailure(detail) {
  statusBox.classList.add('failed');
  statusBox.querySelector('.status-title').textContent = 'Kinetic couldn’t start';
  statusBox.querySelector('.status-detail').textContent = detail;
  statusBox.querySelector('.status-retry').hidden = false;
}

function launchSeed() {
  const text = new URLSearchParams(location.search).get('seed');
  if (text !== null && /^\d+$/.test(text) && Number(text) <= 0xffffffff) return Number(text);
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function registerServiceWorker() {
  try {
    navigator.serviceWorker?.register('sw.js').catch((error) => {
      console.warn('Kinetic works online only: the service worker was not registered.', error);
    });
  } catch (error) {
    console.warn('Kinetic works online only: the service worker is unavailable.', error);
  }
}

async function start() {
  try {
    if (typeof WebAssembly !== 'object') throw new Error('This browser does not support WebAssembly.');
    if (!WebAssembly.validate(SIMD_PROBE)) {
      throw new Error(
        'This browser lacks WebAssembly SIMD: please update (Safari 16.4, Chrome 91, Firefox 89 or newer).');
    }
    wasmModule = await loadModule();
    bridge = await instantiateKinetic(wasmModule);
    bridge.start(launchSeed());
    sendReducedMotion();
    buildTabs(bridge.catalog());
    updateCanvasSize();
    bridge.resize(view.width, view.height, view.dpr);
    if (!openGame(requestedGame())) throw new Error(`kinetic.wasm could not open "${requestedGame()}"`);
  } catch (error) {
    bridge = null;
    console.error('Kinetic failed to start:', error);
    showLoadFailure(String(error?.message ?? error));
    throw error;
  }
  statusBox.hidden = true;
  startFrameLoop();
}

function setUpPage() {
  setUpScreenTabs();
  setUpAlertDialog();
  observeCanvasSize();
  listenToPointers();
  listenToKeys();
  listenToVisibility();
  window.addEventListener('hashchange', () => openGame(requestedGame()));
  reducedMotion.addEventListener('change', sendReducedMotion);
  statusBox.querySelector('.status-retry').addEventListener('click', () => location.reload());
}

setUpPage();
const ready = start();
ready.catch(() => {});
window.kinetic = {
  ready,
  events: eventLog,
  open: (id) => openGame(String(id)),
  state: () => requireBridge().state(),
  seed: (n) => {
    requireBridge().seed(Number(n) >>> 0);
    dismissAlerts();
    step(currentTime(), true);
  },
  checksum: () => requireBridge().checksum(),
  action: (name) => {
    requireBridge().action(String(name));
    step(currentTime(), true);
  },
  drawTimes: () => drawTimes.splice(0),
  advance,
  holdClock,
  controls: () => requireBridge().controls(),
  control: (line) => {
    requireBridge();
    sendControl(String(line));
  },
  previewControls: (schema) => {
    previewControls(schema);
  },
  previewedChanges: () => [...(controlsState.preview ?? [])],
  showScreen: (screen) => showScreen(String(screen)),
  howTo: () => requireBridge().howTo(),
  accessibility: () => (requireBridge().accessibility ? bridge.accessibility() : null),
  mirrorTimes: () => mirror.syncTimes(),
  reducedMotion: () => reducedMotion.matches,
  reducedMotionSent: () => [...reducedMotionSent],
  transforms: () => displayTransforms(requireBridge().displayList(lastDisplayCount)),
  pendingScores: () => scoreBoard.pending(),
  /** Plays `record` (input-log text) in the Watch player as `name`'s `score` in `game`. */
  watch: ({ game, name, score, checksum = null, record }) => watchRecord({ game, name, score, checksum, record }),
  /** The Watch player's state (null when closed): its clock, speed, progress, score and the replay's state. */
  watching: () => watch?.status() ?? null,
  flushScores: () => scoreBoard.flush(),
};
// Once the app has started (or failed to), so the worker's copies come from the files just loaded.
ready.then(registerServiceWorker, registerServiceWorker);
