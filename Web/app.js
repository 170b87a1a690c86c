// Kinetic browser shell, the composition root: loads kinetic.wasm and wires the renderer, the input,
// the chrome (tab bar, scene controls, alerts, how-to, score board, Watch player) and the page's test
// API together. The contract with the wasm module is docs/web-bridge.md.

import { createMirror } from './accessibility.js';
import { createAnnouncer } from './announcer.js';
import { createAlerts, createBoardButton, createNotices, createSoundButton } from './chrome.js';
import { createEventRouter } from './game-events.js';
import { createHowTo } from './howto.js';
import { createInput } from './input.js';
import { instantiateKinetic } from './kinetic-bridge.js';
import { createPageApi } from './page-api.js';
import { ACTIONS } from './protocol.js';
import { createReducedMotion } from './reduced-motion.js';
import { createRenderer } from './renderer.js';
import { createSceneControls } from './scene-controls.js';
import { createScoreBoard, keepPlayerName, playerName } from './scores.js';
import { savedSettings } from './settings-store.js';
import { createSound } from './sounds.js';
import { loadModule, launchSeed, registerServiceWorker, requireWasmSupport, showLoadFailure } from './startup.js';
import { createTabBar } from './tab-bar.js';
import { createWatchLauncher } from './watch-launcher.js';

const canvas = document.getElementById('game');
const statusBox = document.getElementById('status');
const alertDialog = document.getElementById('alert');
const stage = document.querySelector('.stage');
const screenTabs = document.getElementById('screens');
const boardDialog = document.getElementById('board');
const mirrorLayer = document.getElementById('mirror');

let bridge = null;
/** The compiled kinetic.wasm, instantiated again for each replay. */
let wasmModule = null;
let currentGame = null;
// The games, their tab order, titles and icons and which are playable come from the wasm catalog
// (`kinetic_catalog`), so Swift's `Catalog` is the one list and the shell names no game.
/** The playable games, in tab order, once the wasm catalog is read. */
let playableGames = [];
/** Game id → its catalog entry ({ id, title, shortTitle, icon, playable, keepsScores, showsRank, sounds }). */
let catalogGames = new Map();

const titleOf = (game) => catalogGames.get(game)?.title ?? game;
const currentBridge = () => bridge;
const focusGame = () => canvas.focus({ preventScroll: true });
const reducedMotion = createReducedMotion({ bridge: currentBridge });
const sound = createSound({ makesSounds: () => catalogGames.get(currentGame)?.sounds === true });
const announce = createAnnouncer(document.getElementById('announcer'));
const showNotice = createNotices(document.getElementById('notice'));
const alerts = createAlerts({ dialog: alertDialog, onAction: (action) => bridge.action(action) });
const renderer = createRenderer({
  canvas,
  bridge: currentBridge,
  hasGame: () => currentGame !== null,
  isCovered: () => watch.isOpen(),
  onEvent: (event) => events.handle(event),
  afterDraw: () => {
    sceneControls.sync();
    mirror.sync();
    tickets?.sync();
  },
});
const input = createInput({
  canvas,
  bridge: currentBridge,
  hasGame: () => currentGame !== null,
  eventTime: renderer.eventTime,
  dialogOpen: () => alertDialog.open || boardDialog.open || howTo.isOpen() || watch.isOpen()
    || document.getElementById('name-dialog')?.open,
});
const tabs = createTabBar({
  bar: document.getElementById('tabs'),
  onOpen: (id, event) => {
    openGame(id, true);
    if (event.detail > 0) focusGame();
  },
});
const sceneControls = createSceneControls({
  stage,
  controlsPanel: document.getElementById('controls'),
  settingsPanel: document.getElementById('settings'),
  screenTabs,
  bridge: currentBridge,
  currentGame: () => currentGame,
  onSettingsShown: pauseGame,
  onSettingsClosed: () => {
    bridge.action(ACTIONS.resume);
    bridge.action(ACTIONS.settingsClosed);
    renderer.redraw();
    focusGame();
  },
  onSettingsSaved: () => updateTickets(false),
});
const howTo = createHowTo({
  chrome: stage,
  read: () => bridge?.howTo(),
  onOpen: pauseGame,
  onClose: () => {
    resumeGame();
    focusGame();
  },
});
const mirror = createMirror({
  layer: mirrorLayer,
  source: currentBridge,
  size: () => [renderer.view.width, renderer.view.height],
  forwardPointer: input.forward,
});
const scoreBoard = createScoreBoard({
  dialog: boardDialog,
  titleOf,
  opensAfterGame: (game) => catalogGames.get(game)?.showsRank === true,
  onStanding: (game, line) => {
    if (game === currentGame) alerts.note(line);
  },
  onNameNeeded: (game, score) => askForName({ game, reason: 'score', score }),
  onRename: (game) => askForName({ game, reason: 'rename', current: playerName() }),
  onAction: (action) => bridge?.action(action),
  onWatch: (entry) => watch.play(entry),
  onNotice: showNotice,
});
const watch = createWatchLauncher({
  module: () => wasmModule,
  frame: () => canvas.getBoundingClientRect(),
  titleOf,
  onOpen: pauseGame,
  onClose: resumeAfterWatch,
  onNotice: showNotice,
});
const events = createEventRouter({
  bridge: currentBridge,
  alerts,
  scoreBoard,
  ticketOf: (record) => tickets?.ofRecord(record),
  announce,
  mirror,
  sound,
  onNameNeeded: ({ game, then }) => askForName({ game, reason: 'start', then }),
  gameHasFocus: () => {
    const focused = document.activeElement;
    return !focused || focused === document.body || focused === canvas || mirrorLayer.contains(focused);
  },
});
createSoundButton({ bar: document.querySelector('.tab-bar'), sound, focusGame });
const boardButton = createBoardButton({
  stage,
  before: screenTabs,
  onClick: () => {
    if (currentGame) scoreBoard.show(currentGame);
  },
});

// MARK: Holding the game still

/** The game holds still, with no key or pointer left down, while something covers it or the page hides. */
function pauseGame() {
  input.releaseAll();
  bridge?.action(ACTIONS.pause);
}

/** Takes the game up again unless its settings, the page's hiding, the how-to or a replay still hold it. */
function resumeGame() {
  if (bridge && !sceneControls.settingsOpen() && !document.hidden && !howTo.isOpen() && !watch.isOpen()) {
    bridge.action(ACTIONS.resume);
  }
}

// MARK: Games and the tab bar

/** Keeps the catalog and makes a tab for each playable game. */
function buildTabs(catalog) {
  playableGames = catalog.filter((game) => game.playable);
  catalogGames = new Map(catalog.map((game) => [game.id, game]));
  tabs.build(playableGames);
}

/** Opens a playable game (unless it is open already), selects its tab and puts it in the URL hash. */
/**
 * Opens the game `id`; a tab the player chose (`chosen`) becomes a step in the browser's history, so Back
 * returns to the game before it rather than leaving the app.
 */
function openGame(id, chosen = false) {
  const game = playableGames.find((candidate) => candidate.id === id);
  if (!bridge || !game) return false;
  const before = currentGame;
  if (id !== currentGame && !switchToGame(game)) return false;
  if (location.hash !== `#${id}`) history[chosen && before ? 'pushState' : 'replaceState'](null, '', `#${id}`);
  return true;
}

function switchToGame(game) {
  sceneControls.showScreen('game');
  if (!bridge.open(game.id)) return false;
  reducedMotion.send();
  const saved = savedSettings(game.id);
  if (saved) bridge.control(saved);
  fillPlayerName();
  mirror.reset();
  renderer.sendSize(bridge);
  currentGame = game.id;
  updateTickets(true);
  if (game.keepsScores !== false) showStanding(game.id);
  boardButton.hidden = game.keepsScores === false;
  alerts.dismiss();
  tabs.select(game.id);
  canvas.setAttribute('aria-label', game.title);
  sceneControls.sync();
  renderer.redraw();
  howTo.gameOpened(game.id);
  return true;
}

/**
 * Tells the open game the player's best score (the board's, or this device's when offline) and the
 * board's highest (as last seen when offline).
 */
async function showStanding(id) {
  const { best, top } = await scoreBoard.standingFor(id);
  if (currentGame !== id) return;
  if (best > 0) bridge.action(`${ACTIONS.best}=${best}`);
  if (top > 0) bridge.action(`${ACTIONS.top}=${top}`);
}

// MARK: The player's name

/** Asks for the player's one name in the name dialog (name-dialog.js, loaded on first use): see its askForName. */
function askForName(request) {
  const problemOf = (text) => bridge.nameProblem(text);
  import('./name-dialog.js').then(
    ({ askForName: ask }) => ask({ ...request, problemOf, titleOf, onName: nameGiven }),
    () => showNotice('The name could not be asked for now; finished runs stay on this device.'),
  );
}

/**
 * The player gave `name`: kept for every game, filled into the open game, which then runs `then` when it
 * asked for the name (`game`), and the runs kept until now are sent.
 */
function nameGiven(name, { game, then = null }) {
  keepPlayerName(name);
  fillPlayerName();
  updateTickets(false);
  if (then && game === currentGame) bridge.action(then);
  renderer.redraw();
  // A run of the open game kept until now shows on its open board as it is sent; else the board is shown again.
  const keptHere = scoreBoard.unnamed().some((run) => run.game === currentGame);
  scoreBoard.submitUnnamed(name, currentGame);
  if (!keptHere) scoreBoard.renamed();
}

/** Puts the player's name into the open game's name setting, for a game whose runs carry it. */
function fillPlayerName() {
  const name = playerName();
  for (const { id, kind, value } of bridge.controls().controls ?? []) {
    if (kind === 'playerName' && name && value !== name) bridge.control(`${id}=${name}`);
  }
}

function requestedGame() {
  const id = location.hash.slice(1);
  return playableGames.some((game) => game.id === id) ? id : playableGames[0]?.id;
}

// MARK: Run tickets

/** The run tickets (tickets.js), loaded once a game that keeps scores has a player's name: never on a first visit. */
let tickets = null;
let ticketsLoading = false;

/** The open game when it keeps scores, else null. */
const scoredGame = () => (catalogGames.get(currentGame)?.keepsScores ? currentGame : null);

/**
 * Whether no run ticket still to come can begin the open game's run again (`window.kinetic.ticketsSettled`,
 * for tests that seed a run): the game keeps no scores, its player has no name, or a ticket waits in the game.
 */
const ticketsSettled = () => !scoredGame() || !playerName() || Boolean(tickets?.waitsInGame());

/**
 * Tells the run tickets that a game opened (`opened`) or that a name may have changed; loads them first
 * once the open game keeps scores and has a player's name.
 */
function updateTickets(opened) {
  if (tickets) {
    tickets.update(opened);
  } else if (!ticketsLoading && scoredGame() && playerName()) {
    ticketsLoading = true;
    import('./tickets.js').then(({ createTickets }) => {
      tickets = createTickets({ bridge: currentBridge, openGame: scoredGame });
      tickets.update(opened);
    }, () => {
      ticketsLoading = false;
    });
  }
}

// MARK: Watching a record

/** After a replay: the game goes on, and the board it was watched from opens again. */
function resumeAfterWatch(from) {
  resumeGame();
  if (bridge && currentGame) renderer.redraw();
  if (from?.url) scoreBoard.reopen(from.url);
  else focusGame();
}

// MARK: Start-up

async function start() {
  try {
    requireWasmSupport();
    wasmModule = await loadModule();
    bridge = await instantiateKinetic(wasmModule);
    bridge.start(launchSeed());
    reducedMotion.send();
    buildTabs(bridge.catalog());
    renderer.updateSize();
    renderer.sendSize(bridge);
    if (!openGame(requestedGame())) throw new Error(`kinetic.wasm could not open "${requestedGame()}"`);
  } catch (error) {
    bridge = null;
    console.error('Kinetic failed to start:', error);
    showLoadFailure(statusBox, String(error?.message ?? error));
    throw error;
  }
  statusBox.hidden = true;
  renderer.startLoop();
}

function setUpPage() {
  sceneControls.listen();
  renderer.observeSize();
  input.listen();
  sound.listen();
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) pauseGame();
    else resumeGame();
  });
  window.addEventListener('hashchange', () => openGame(requestedGame()));
  reducedMotion.listen();
  statusBox.querySelector('.status-retry').addEventListener('click', () => location.reload());
}

setUpPage();
const ready = start();
ready.catch(() => {});
window.kinetic = createPageApi({
  ready, bridge: currentBridge, renderer, sceneControls, alerts, mirror, scoreBoard, reducedMotion, watch,
  eventLog: events.log, openGame, ticketsSettled,
});
// Once the app has started (or failed to), so the worker's copies come from the files just loaded.
ready.then(registerServiceWorker, registerServiceWorker);
