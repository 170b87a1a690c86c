// Kinetic score board client: submits finished games' scores with their records (the input log the
// server replays to verify them) to the server (/api/scores), keeps them on this device while the
// server cannot be reached or is busy and sends them once it answers again, and shows the board in
// a dialog whose verified rows offer Watch. Names are only ever shown as text. The player has one name
// for every game's board; a run finished before there is one waits on this device until it is given.

import { ACTIONS } from './protocol.js';
import { createScoreQueue, createUnnamedRuns } from './score-queue.js';
import { load, save } from './storage.js';

const BOARD_KEY = 'kinetic.board.';
/** The player's one name for every game's board. */
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

/** The name kept when storage refuses it, for this visit. */
let unsavedName = '';

/** The player's one name for every game's board, or '' before they gave one. */
export function playerName() {
  return (load(NAME_KEY) ?? unsavedName).trim();
}

/** Keeps `name`, already checked by the game module's rules, as the player's name for every game. */
export function keepPlayerName(name) {
  unsavedName = save(NAME_KEY, name) ? '' : name;
}

/**
 * The score board: `submit` after a game, `show` on request, `standingFor` for a game's HUD.
 * `dialog` is the `<dialog>` to draw the board in; `titleOf(game)` gives a game's title;
 * `opensAfterGame(game)` says whether a game's end opens its board with the player's row, rather
 * than telling how the run went with `onStanding(game, line)` (the game-over alert shows it);
 * `onNameNeeded(game, score)` asks the player for a name (a run of `score` points waits for it);
 * `onRename(game)` lets the player change it (the board's button); `onAction(name)` runs a game action
 * (the board's "Play again"); `onWatch(record)` plays a row's record ({ game, name, score, checksum,
 * record }); `onNotice(text)` tells the player something once.
 */
export function createScoreBoard({
  dialog, titleOf, opensAfterGame, onStanding, onNameNeeded, onRename, onAction, onWatch, onNotice,
}) {
  const queue = createScoreQueue();
  const unnamed = createUnnamedRuns();
  /** Game id → the queued entry's id of the run whose outcome the player waits to hear. */
  const awaited = new Map();
  /** Why the last send stopped short: the server could not be reached or was busy. */
  let lastUnreachable = null;
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
   * accepted) and the player is told. Stops at the first that cannot reach the server.
   */
  async function sendQueued() {
    lastUnreachable = null;
    for (let pending = queue.read(); pending.length > 0; pending = queue.read()) {
      const [entry] = pending;
      try {
        const result = await post(entry);
        rememberBoard(entry.game, result.scores);
        queue.remove(entry);
        settled(entry, { result });
      } catch (error) {
        if (error instanceof Unreachable) {
          lastUnreachable = error;
          return false;
        }
        queue.remove(entry);
        if (!settled(entry, { refused: error.message })) {
          onNotice(`Your ${titleOf(entry.game)} score of ${entry.score} was not accepted: ${error.message}`);
        }
      }
    }
    return true;
  }

  /**
   * Submits a finished game's score under the player's name, kept on this device until the server
   * has stored it, and tells how it went (see `opensAfterGame`). Without a name the run is kept apart
   * and the player asked for one (`submitUnnamed` sends it).
   */
  async function submit({ game, score, name, notBefore = 0, checksum = null, record = null }) {
    const localBest = Math.max(Number(load(LOCAL_BEST_KEY + game)) || 0, score);
    save(LOCAL_BEST_KEY + game, String(localBest));
    const entry = { game, score, checksum, record, notBefore, at: Date.now() };
    const player = (name ?? playerName()).trim();
    if (!player) {
      unnamed.keep(entry);
      tell(game, {
        rows: cachedBoard(game), me: '', line: `Your ${score} points are kept on this device until you give a name.`,
      });
      onNameNeeded(game, score);
      return;
    }
    await send([{ ...entry, name: player }], game);
  }

  /** Sends the runs kept until the player had a name under `name`; `openGame`'s outcome is told. */
  function submitUnnamed(name, openGame) {
    const runs = unnamed.read().map((run) => ({ ...run, name }));
    if (runs.length === 0) return Promise.resolve();
    const sent = send(runs, openGame);
    unnamed.take();
    return sent;
  }

  /** Queues `entries` and sends the queue; the outcome of the entry of `game` among them is told. */
  async function send(entries, game) {
    for (const entry of entries) {
      const queued = queue.add(entry);
      if (entry.game === game) {
        awaited.set(game, queued.id);
        const line = `${entry.name}: ${entry.score} points. Sending…`;
        tell(game, { rows: cachedBoard(game), me: entry.name, line }, true);
      }
    }
    const stillQueued = () => {
      const id = awaited.get(game);
      return id !== undefined && queue.read().find((entry) => entry.id === id);
    };
    await flush();
    // A send already under way may have read the queue before these entries came: send again.
    if (stillQueued() && !lastUnreachable) await flush();
    const waiting = stillQueued();
    if (waiting) settled(waiting, { unreachable: lastUnreachable });
  }

  /** Tells how the awaited run of `entry`'s game went, if `entry` is it; returns whether it was. */
  function settled(entry, { result = null, refused = null, unreachable = null }) {
    const { game, name: me, score } = entry;
    // Entries queued before ids were given are no run the player waits to hear about.
    if (entry.id === undefined || awaited.get(game) !== entry.id) return false;
    awaited.delete(game);
    if (result) {
      tell(game, {
        rows: result.scores, fresh: true, me, player: { rank: result.rank, name: me, score: result.best },
        line: `${me}: ${score} points. ${result.isNewBest ? 'A new best!' : `Your best is ${result.best}.`}`
          + ` Rank ${result.rank}.${result.verified === false ? ' Unverified: the run had no ticket.' : ''}`,
      });
    } else if (refused !== null) {
      tell(game, { rows: cachedBoard(game), me, line: `Not saved: ${refused}` });
    } else {
      tell(game, {
        rows: cachedBoard(game), me, offline: true,
        line: unreachable?.busy
          ? `The server is busy: your ${score} points are kept on this device and will be sent shortly.`
          : `Offline: your ${score} points are kept on this device and will be sent when the server is back.`,
      });
    }
    return true;
  }

  /**
   * Tells how a run of `game` went: on its board while it is open, which a game that opens its board
   * after a run opens as the run ends (`opens`), else through `onStanding`; kept for the board's next
   * opening.
   */
  function tell(game, view, opens = false) {
    results.set(game, view);
    const showing = dialog.open && shown?.game === game;
    if (showing || (opens && !dialog.open && opensAfterGame(game))) {
      // Opened as the run ends, the board sits low, clear of the game's own result card.
      if (!showing) dialog.classList.add('after-run');
      render(game, view);
    }
    if (!opensAfterGame(game)) onStanding(game, view.line);
  }

  /**
   * Shows the board of `game`: with how the last run went when the player has not seen it yet,
   * otherwise fetched now (or as last seen, marked offline).
   */
  async function show(game) {
    dialog.classList.remove('after-run');
    const result = results.get(game);
    if (result) {
      results.delete(game);
      render(game, result);
      return;
    }
    const me = playerName();
    const loading = { rows: cachedBoard(game), me, line: 'Loading…' };
    render(game, loading);
    // A board the player closed, or one drawn since with something newer, stays as it is.
    const stillLoading = () => dialog.open && shown?.view === loading;
    await flush();
    let view;
    try {
      const board = await fetchBoard(game, me);
      const player = board.player;
      view = {
        rows: board.scores, fresh: true, me, player,
        line: player ? `${me}: best ${player.score}, rank ${player.rank}.` : 'Play a game to get on the board.',
      };
    } catch (error) {
      const why = error instanceof Unreachable && error.busy ? 'The server is busy' : 'Offline';
      const line = `${why}: showing the board as last seen.${pendingLine()}`;
      view = { rows: cachedBoard(game), me, offline: true, line };
    }
    if (stillLoading()) render(game, view);
  }

  async function fetchBoard(game, name) {
    const query = new URLSearchParams({ game, limit: '10' });
    if (name) query.set('name', name);
    const board = await request(`/api/scores?${query}`);
    rememberBoard(game, board.scores);
    return board;
  }

  /**
   * Where the player stands in `game`: `{ best, top }`, their best score (the server's, else this
   * device's) and the board's highest (the server's, else as last seen; 0 when unknown).
   */
  async function standingFor(game) {
    const name = playerName();
    const local = Number(load(LOCAL_BEST_KEY + game)) || 0;
    const lastTop = cachedBoard(game)[0]?.score;
    // A first visit asks the server nothing for a game that shows no top score.
    if (!name && !opensAfterGame(game)) return { best: local, top: 0 };
    try {
      const board = await fetchBoard(game, name);
      return { best: Math.max(local, board.player?.score ?? 0), top: board.scores?.[0]?.score ?? 0 };
    } catch {
      return { best: local, top: Number.isInteger(lastTop) ? lastTop : 0 };
    }
  }

  function pendingLine() {
    const count = queue.read().length;
    return count === 0 ? '' : ` ${count} score${count === 1 ? '' : 's'} waiting to be sent.`;
  }

  function render(game, view) {
    const { rows, me, line, offline = false, fresh = false, player = null } = view;
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
    // Without the server's answer an empty list says nothing about the board: it is not called empty.
    if (items.length === 0) items.push(emptyRow(emptyText(fresh, offline)));
    list.replaceChildren(...items);
    dialog.querySelector('.board-me').textContent = me ? `Your name on the boards: ${me}` : 'No name given yet.';
    const rename = dialog.querySelector('.board-rename');
    rename.textContent = me ? 'Change name' : 'Give a name';
    rename.onclick = () => onRename(game);
    const again = dialog.querySelector('.board-again');
    again.onclick = () => {
      dialog.close();
      onAction(ACTIONS.newGame);
    };
    dialog.querySelector('.board-close').onclick = () => dialog.close();
    if (!dialog.open) dialog.showModal();
    list.querySelector('.me')?.scrollIntoView({ block: 'nearest' });
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

  /** The player's name changed: an open board is shown again, fetched under the new name. */
  function renamed() {
    if (!dialog.open || !shown) return;
    results.delete(shown.game);
    show(shown.game);
  }

  return {
    submit, submitUnnamed, renamed, show, standingFor, flush, reopen,
    pending: () => queue.read(),
    unnamed: () => unnamed.read(),
  };
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

/** What an empty list says: only the server's own answer may say the board has no scores. */
function emptyText(fresh, offline) {
  if (fresh) return 'No scores yet.';
  return offline ? 'The scores could not be loaded just now.' : 'Loading the scores…';
}

function emptyRow(text) {
  const item = document.createElement('li');
  item.className = 'board-row empty';
  item.textContent = text;
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
