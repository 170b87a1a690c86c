// Kinetic score board client: submits finished games' scores with their records (the input log the
// server replays to verify them) to the server (/api/scores), keeps them on this device while the
// server cannot be reached or is busy and sends them once it answers again, and shows the board in
// a dialog whose verified rows offer Watch. Names are only ever shown as text.

import { ACTIONS } from './protocol.js';
import { createScoreQueue } from './score-queue.js';
import { savedSettings } from './settings-store.js';
import { load, save } from './storage.js';

const BOARD_KEY = 'kinetic.board.';
/** The name the board knows the player by: the last one a score was sent under. */
const NAME_KEY = 'kinetic.playerName';
const LOCAL_BEST_KEY = 'kinetic.localBest.';
const REQUEST_TIMEOUT_MS = 5000;
/** A submission waits longer: the server replays its record (within a 20 s budget) before it answers. */
const SUBMIT_TIMEOUT_MS = 30000;
const RETRY_MS = 15000;
/** The longest Retry-After (s) honoured; a later one still waits for the next retry after this. */
const MAX_RETRY_AFTER_S = 3600;
/** The longest a score waits for its run to count as played with its ticket (ms); the server tells after that. */
const MAX_HOLD_MS = 60000;

/** Thrown when the server cannot be reached, is down or asks to wait (the score is kept for later). */
class Unreachable extends Error {
  constructor(message, { retryAfterMs = 0, busy = false } = {}) {
    super(message);
    this.retryAfterMs = retryAfterMs;
    /** The server answered but asked to wait (429, or 503 or 409 with a Retry-After). */
    this.busy = busy;
  }
}

/** Thrown when the server refused the request (4xx); its message says why. */
class Refused extends Error {}

/** The player's name in `game`: its own name field's as last typed (BubblePop's), else the board's; or ''. */
export function playerNameFor(game) {
  const field = savedSettings(game).split('\n').find((line) => line.startsWith('name='));
  return (field === undefined ? load(NAME_KEY) ?? '' : field.slice(5)).trim();
}

/**
 * The score board: `submit` after a game, `show` on request, `bestFor` for a game's HUD.
 * `dialog` is the `<dialog>` to draw the board in; `titleOf(game)` gives a game's title;
 * `showsRankAfterGame(game)` says whether a game's end shows the player's rank (its score is sent
 * at once and the result kept for its board) rather than queueing the score in the background;
 * `onAction(name)` runs a game action (the board's "Play again"); `onWatch(record)` plays a row's
 * record ({ game, name, score, checksum, record }); `onNotice(text)` tells the player something once.
 */
export function createScoreBoard({ dialog, titleOf, showsRankAfterGame, onAction, onWatch, onNotice }) {
  const queue = createScoreQueue();
  let flushing = null;
  /** No request before this time (ms since the epoch): the server asked to wait (Retry-After). */
  let quietUntil = 0;
  /** The board last drawn, to draw again when the player comes back from watching a row. */
  let shown = null;
  /** Game id → how its last submitted run went, shown the next time the player opens its board. */
  const results = new Map();

  async function request(path, options = {}, timeoutMs = REQUEST_TIMEOUT_MS) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response;
    try {
      response = await fetch(path, { ...options, signal: controller.signal, cache: 'no-store' });
    } catch (error) {
      throw new Unreachable(String(error?.message ?? error));
    } finally {
      clearTimeout(timer);
    }
    const body = await response.json().catch(() => null);
    const wait = retryAfterMs(response);
    // A 409 with a wait: the run came sooner after its ticket than it lasted, and counts once that has passed.
    if (response.status >= 500 || response.status === 429 || body === null || (response.status === 409 && wait)) {
      throw new Unreachable(`the server answered ${response.status}`,
        { retryAfterMs: wait, busy: response.status === 429 || wait > 0 });
    }
    if (!response.ok) throw new Refused(body?.error ?? `the server refused the score (${response.status})`);
    return body;
  }

  /**
   * POSTs a score with its checksum and record (when the game module made one), once its run counts as
   * played with its ticket (`notBefore`, ms since the epoch; a run played faster than the clock waits).
   */
  async function post(entry) {
    if (Date.now() < quietUntil) throw new Unreachable('the server asked to wait', { busy: true });
    const hold = Math.min(MAX_HOLD_MS, (entry.notBefore ?? 0) - Date.now());
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
    const body = { game: entry.game, name: entry.name, score: entry.score };
    if (typeof entry.record === 'string') Object.assign(body, { checksum: entry.checksum, record: entry.record });
    try {
      // The game in the URL lets the server judge the body's size by that game's longest record before reading it.
      return await request(`/api/scores?game=${encodeURIComponent(entry.game)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }, SUBMIT_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof Unreachable && error.retryAfterMs > 0) quietUntil = Date.now() + error.retryAfterMs;
      throw error;
    }
  }

  /** Sends the queued scores, oldest first; stops at the first that cannot reach the server. */
  function flush() {
    // Cleared in a later microtask, after the assignment, even when the queue is empty.
    flushing ??= sendQueued().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /**
   * Sends each queued score once, oldest first; a refused one leaves the queue (it would never be
   * accepted) and the player is told once. Stops at the first that cannot reach the server.
   */
  async function sendQueued() {
    for (let pending = queue.read(); pending.length > 0; pending = queue.read()) {
      const [entry] = pending;
      try {
        const result = await post(entry);
        rememberBoard(entry.game, result.scores);
      } catch (error) {
        if (error instanceof Unreachable) return false;
        onNotice(`Your ${titleOf(entry.game)} score of ${entry.score} was not accepted: ${error.message}`);
      }
      queue.remove(entry);
    }
    return true;
  }

  /**
   * Submits a finished game's score and keeps how it went for the board: the game's own result
   * card comes first, and the board opens only when the player asks for it (`show`).
   */
  async function submit({ game, score, name, notBefore = 0, checksum = null, record = null }) {
    const player = (name ?? load(NAME_KEY) ?? '').trim();
    if (!player) return;
    save(NAME_KEY, player);
    const entry = { game, name: player, score, checksum, record, notBefore, at: Date.now() };
    const localBest = Math.max(Number(load(LOCAL_BEST_KEY + game)) || 0, score);
    save(LOCAL_BEST_KEY + game, String(localBest));
    if (!showsRankAfterGame(game)) {
      queueOrSend(entry);
      return;
    }
    await flush();
    try {
      const result = await post(entry);
      rememberBoard(game, result.scores);
      remember(game, {
        rows: result.scores, me: player,
        line: `${player}: ${score} points. ${result.isNewBest ? 'A new best!' : `Your best is ${result.best}.`}`
          + ` Rank ${result.rank}.${result.verified === false ? ' Unverified: the run had no ticket.' : ''}`,
        player: { rank: result.rank, name: player, score: result.best },
      });
    } catch (error) {
      if (error instanceof Refused) {
        remember(game, { rows: cachedBoard(game), me: player, line: `Not saved: ${error.message}` });
        return;
      }
      queue.add(entry);
      remember(game, {
        rows: cachedBoard(game), me: player, offline: true,
        line: error.busy
          ? `The server is busy: your ${score} points are kept on this device and will be sent shortly.`
          : `Offline: your ${score} points are kept on this device and will be sent when the server is back.`,
      });
    }
  }

  async function queueOrSend(entry) {
    queue.add(entry);
    await flush();
  }

  /** What the board shows for `game` when the player next opens it (replacing an open board's content). */
  function remember(game, result) {
    results.set(game, result);
    if (dialog.open) render(game, result);
  }

  /**
   * Shows the board of `game`: with how the last run went when the player has not seen it yet,
   * otherwise fetched now (or as last seen, marked offline).
   */
  async function show(game) {
    const result = results.get(game);
    if (result) {
      results.delete(game);
      render(game, result);
      return;
    }
    const me = load(NAME_KEY) ?? '';
    render(game, { rows: cachedBoard(game), me, line: 'Loading…' });
    await flush();
    try {
      const board = await fetchBoard(game, me);
      const player = board.player;
      render(game, {
        rows: board.scores, me, player,
        line: player ? `${me}: best ${player.score}, rank ${player.rank}.` : 'Play a game to get on the board.',
      });
    } catch (error) {
      render(game, {
        rows: cachedBoard(game), me, offline: true,
        line: `Offline: showing the board as last seen.${pendingLine()}`,
      });
    }
  }

  async function fetchBoard(game, name) {
    const query = new URLSearchParams({ game, limit: '10' });
    if (name) query.set('name', name);
    const board = await request(`/api/scores?${query}`);
    rememberBoard(game, board.scores);
    return board;
  }

  /** The best score of the remembered player in `game`: the server's, else this device's. */
  async function bestFor(game) {
    const name = load(NAME_KEY);
    const local = Number(load(LOCAL_BEST_KEY + game)) || 0;
    if (!name) return local;
    try {
      const board = await fetchBoard(game, name);
      return Math.max(local, board.player?.score ?? 0);
    } catch {
      return local;
    }
  }

  function pendingLine() {
    const count = queue.read().length;
    return count === 0 ? '' : ` ${count} score${count === 1 ? '' : 's'} waiting to be sent.`;
  }

  function render(game, view) {
    const { rows, me, line, offline = false, player = null } = view;
    shown = { game, view };
    dialog.querySelector('.board-title').textContent = `${titleOf(game)} scores`;
    const status = dialog.querySelector('.board-status');
    status.textContent = line;
    dialog.classList.toggle('offline', offline);
    const list = dialog.querySelector('.board-list');
    const watch = (row) => watchRow(game, row);
    const items = (rows ?? []).map((row) => boardRow(row, row.name === me, false, watch));
    if (player && !(rows ?? []).some((row) => row.name === player.name)) {
      items.push(boardRow(player, true, true, watch));
    }
    if (items.length === 0) items.push(emptyRow());
    list.replaceChildren(...items);
    const again = dialog.querySelector('.board-again');
    again.onclick = () => {
      dialog.close();
      onAction(ACTIONS.newGame);
    };
    dialog.querySelector('.board-close').onclick = () => dialog.close();
    if (!dialog.open) dialog.showModal();
  }

  /** Loads a row's record and hands it to the player; the board closes while it plays. */
  async function watchRow(game, row) {
    const status = dialog.querySelector('.board-status');
    status.textContent = `Loading ${row.name}’s run…`;
    let record;
    try {
      record = await request(row.record);
    } catch (error) {
      status.textContent = error instanceof Refused
        ? `This replay is not available: ${error.message}`
        : 'The replay could not be loaded: the server cannot be reached.';
      return;
    }
    if (typeof record?.record !== 'string') {
      status.textContent = 'The replay could not be loaded: the server sent no record.';
      return;
    }
    dialog.close();
    onWatch({
      game, name: row.name, score: row.score, checksum: record.checksum, record: record.record, url: row.record,
    });
  }

  /** Draws the board as it was before a Watch, with focus back on that row's Watch button. */
  function reopen(url) {
    if (!shown) return;
    render(shown.game, shown.view);
    const again = [...dialog.querySelectorAll('.board-watch')].find((button) => button.dataset.record === url);
    again?.focus();
  }

  window.addEventListener('online', () => flush());
  setInterval(() => {
    if (queue.read().length > 0) flush();
  }, RETRY_MS);
  flush();

  return { submit, show, bestFor, flush, reopen, pending: () => queue.read() };
}

/** The wait a 429, 503 or 409 asks for (Retry-After in seconds), in ms; 0 when it names none. */
function retryAfterMs(response) {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) * 1000 : 0;
}

/** A row: rank, name, score, and for a verified row with a record a Watch button. */
function boardRow(row, isMe, isDetached, watch) {
  const item = document.createElement('li');
  item.className = `board-row${isMe ? ' me' : ''}${isDetached ? ' detached' : ''}`;
  for (const [className, text] of [['rank', row.rank], ['name', row.name], ['score', row.score]]) {
    const cell = document.createElement('span');
    cell.className = `board-${className}`;
    cell.textContent = String(text ?? '');
    item.append(cell);
  }
  if (row.verified === false) {
    const tag = document.createElement('span');
    tag.className = 'board-unverified';
    tag.textContent = 'unverified';
    tag.title = 'Not proven by a replay of a ticketed run';
    item.querySelector('.board-name').append(' ', tag);
  }
  if (row.verified === true && typeof row.record === 'string' && row.record.startsWith('/api/records/')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'board-watch';
    button.dataset.record = row.record;
    button.textContent = 'Watch';
    button.setAttribute('aria-label', `Watch ${row.name}’s run of ${row.score} points`);
    button.addEventListener('click', () => watch(row));
    item.append(button);
  }
  return item;
}

function emptyRow() {
  const item = document.createElement('li');
  item.className = 'board-row empty';
  item.textContent = 'No scores yet.';
  return item;
}

function rememberBoard(game, rows) {
  if (Array.isArray(rows)) save(BOARD_KEY + game, JSON.stringify(rows));
}

function cachedBoard(game) {
  try {
    const rows = JSON.parse(load(BOARD_KEY + game) ?? '[]');
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}
