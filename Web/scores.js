// Kinetic score board client: submits finished games' scores to the server (/api/scores), keeps
// them on this device while the server cannot be reached and sends them once it answers again,
// and shows the board in a dialog. Names are only ever shown as text.

import { load, save } from './storage.js';

const QUEUE_KEY = 'kinetic.pendingScores';
const BOARD_KEY = 'kinetic.board.';
const NAME_KEY = 'kinetic.playerName';
const LOCAL_BEST_KEY = 'kinetic.localBest.';
const REQUEST_TIMEOUT_MS = 5000;
const RETRY_MS = 15000;
const MAX_QUEUED = 200;

/** Thrown when the server cannot be reached or is down (the score is kept for later). */
class Unreachable extends Error {}

/** Thrown when the server refused the request (4xx); its message says why. */
class Refused extends Error {}

/**
 * The score board: `submit` after a game, `show` on request, `bestFor` for a game's HUD.
 * `dialog` is the `<dialog>` to draw the board in; `titleOf(game)` gives a game's title;
 * `onAction(name)` runs a game action (the board's "Play again").
 */
export function createScoreBoard({ dialog, titleOf, onAction }) {
  let flushing = null;
  /** Game id → how its last submitted run went, shown the next time the player opens its board. */
  const results = new Map();

  async function request(path, options = {}) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response;
    try {
      response = await fetch(path, { ...options, signal: controller.signal, cache: 'no-store' });
    } catch (error) {
      throw new Unreachable(String(error?.message ?? error));
    } finally {
      clearTimeout(timer);
    }
    const body = await response.json().catch(() => null);
    if (response.status >= 500 || body === null) throw new Unreachable(`the server answered ${response.status}`);
    if (!response.ok) throw new Refused(body?.error ?? `the server refused the score (${response.status})`);
    return body;
  }

  function post(entry) {
    return request('/api/scores', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: entry.game, name: entry.name, score: entry.score }),
    });
  }

  /** Sends the queued scores, oldest first; stops at the first that cannot reach the server. */
  function flush() {
    // Cleared in a later microtask, after the assignment, even when the queue is empty.
    flushing ??= sendQueued().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function sendQueued() {
    for (let queue = readQueue(); queue.length > 0; queue = readQueue()) {
      try {
        const result = await post(queue[0]);
        rememberBoard(queue[0].game, result.scores);
      } catch (error) {
        if (error instanceof Unreachable) return false;
      }
      writeQueue(readQueue().slice(1));
    }
    return true;
  }

  /**
   * Submits a finished game's score and keeps how it went for the board: the game's own result
   * card comes first, and the board opens only when the player asks for it (`show`).
   */
  async function submit({ game, score, name }) {
    const player = (name ?? load(NAME_KEY) ?? '').trim();
    if (!player) return;
    save(NAME_KEY, player);
    const entry = { game, name: player, score, at: Date.now() };
    const localBest = Math.max(Number(load(LOCAL_BEST_KEY + game)) || 0, score);
    save(LOCAL_BEST_KEY + game, String(localBest));
    if (game !== 'bubblepop') {
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
          + ` Rank ${result.rank}.`,
        player: { rank: result.rank, name: player, score: result.best },
      });
    } catch (error) {
      if (error instanceof Refused) {
        remember(game, { rows: cachedBoard(game), me: player, line: `Not saved: ${error.message}` });
        return;
      }
      enqueue(entry);
      remember(game, {
        rows: cachedBoard(game), me: player, offline: true,
        line: `Offline: your ${score} points are kept on this device and will be sent when the server is back.`,
      });
    }
  }

  async function queueOrSend(entry) {
    enqueue(entry);
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
    const count = readQueue().length;
    return count === 0 ? '' : ` ${count} score${count === 1 ? '' : 's'} waiting to be sent.`;
  }

  function render(game, { rows, me, line, offline = false, player = null }) {
    dialog.querySelector('.board-title').textContent = `${titleOf(game)} scores`;
    const status = dialog.querySelector('.board-status');
    status.textContent = line;
    dialog.classList.toggle('offline', offline);
    const list = dialog.querySelector('.board-list');
    const items = (rows ?? []).map((row) => boardRow(row, row.name === me));
    if (player && !(rows ?? []).some((row) => row.name === player.name)) {
      items.push(boardRow(player, true, true));
    }
    if (items.length === 0) items.push(emptyRow());
    list.replaceChildren(...items);
    const again = dialog.querySelector('.board-again');
    again.onclick = () => {
      dialog.close();
      onAction('newGame');
    };
    dialog.querySelector('.board-close').onclick = () => dialog.close();
    if (!dialog.open) dialog.showModal();
  }

  window.addEventListener('online', () => flush());
  setInterval(() => {
    if (readQueue().length > 0) flush();
  }, RETRY_MS);
  flush();

  return { submit, show, bestFor, flush, pending: () => readQueue() };
}

function boardRow(row, isMe, isDetached = false) {
  const item = document.createElement('li');
  item.className = `board-row${isMe ? ' me' : ''}${isDetached ? ' detached' : ''}`;
  for (const [className, text] of [['rank', row.rank], ['name', row.name], ['score', row.score]]) {
    const cell = document.createElement('span');
    cell.className = `board-${className}`;
    cell.textContent = String(text ?? '');
    item.append(cell);
  }
  return item;
}

function emptyRow() {
  const item = document.createElement('li');
  item.className = 'board-row empty';
  item.textContent = 'No scores yet.';
  return item;
}

function enqueue(entry) {
  writeQueue([...readQueue(), entry].slice(-MAX_QUEUED));
}

function readQueue() {
  try {
    const queue = JSON.parse(load(QUEUE_KEY) ?? '[]');
    return Array.isArray(queue) ? queue.filter(isQueuedEntry) : [];
  } catch {
    return [];
  }
}

function isQueuedEntry(entry) {
  return entry && typeof entry.game === 'string' && typeof entry.name === 'string'
    && Number.isInteger(entry.score);
}

function writeQueue(queue) {
  save(QUEUE_KEY, JSON.stringify(queue));
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
