// Run tickets (docs/web-bridge.md, "Run tickets"): the server issues signed, single-use tickets
// (POST /api/tickets) so that a verified score belongs to one player and one run. Up to KEEP unexpired
// tickets a game are kept in localStorage (`kinetic.tickets`) for the player's name, fetched ahead of
// time while online; one at a time waits in the game module for the open game,
// whose next run begins from it. A game the player has no name for yet gets none: its runs go unverified.

import { parseLog } from './replay-log.js';
import { playerName } from './scores.js';
import { load, save } from './storage.js';

const STORE_KEY = 'kinetic.tickets';
/** The tickets kept for each game (the server issues 1 to 5 a request). */
const KEEP = 3;
const REQUEST_TIMEOUT_MS = 5000;
/** The least time between two requests for one game and name, whatever happens (ms). */
const MIN_INTERVAL_MS = 10000;
/** The wait after a failed request (ms), doubled with each failure in a row up to MAX_BACKOFF_MS. */
const BACKOFF_MS = 30000;
const MAX_BACKOFF_MS = 30 * 60000;
/** The longest Retry-After (s) honoured. */
const MAX_RETRY_AFTER_S = 3600;
/** A ticket is handed out only while it has this long left (ms): the longest run, and time to send it. */
const EXPIRY_MARGIN_MS = 2 * 3600000;
/** How long a name must stay as typed before tickets are fetched for it (ms): no request a keystroke. */
const NAME_SETTLE_MS = 2000;
const TOKEN = /^[A-Za-z0-9_.-]{1,300}$/;
const GAME_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Thrown for an answer that asks to wait or a server that cannot be reached. */
class Unavailable extends Error {
  constructor(message, retryAfterMs = 0) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * The tickets. `bridge()` is the game module (or null), `openGame()` the open game when it keeps
 * scores (else null); `fetcher` is `fetch`, `now()` the time in ms since the epoch, `online()` whether
 * the browser thinks it is online, `timers` `{ set, clear }` for the waits (replaceable in tests).
 */
export function createTickets({
  bridge,
  openGame,
  fetcher = (...args) => fetch(...args),
  now = () => Date.now(),
  online = () => navigator.onLine !== false,
  timers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id) },
}) {
  /** Game id → its requests: { name (the last asked for), inFlight, nextAt, failures, timer }. */
  const requests = new Map();
  /** `game\nname` pairs the server refused tickets for: not asked again on this visit. */
  const refused = new Set();
  /** Token → { name, received } of each ticket handed to the module on this visit. */
  const handed = new Map();
  /** The last ticket handed to the module, { game, name, ticket }, until a run began from it; else null. */
  let waiting = null;
  /** Game id → the timer that fetches for a name once it stops changing. */
  const settling = new Map();
  /** Game id → its player's name when last looked at, to tell a new name from other settings. */
  const seenNames = new Map();
  let usedSeen = 0;

  /**
   * Kept tickets: game id → { name, tickets: [{ ticket, seed, expires, received }] } (`received`: when this
   * device got it, ms since the epoch); empty when unreadable.
   */
  function readStore() {
    const store = new Map();
    let raw;
    try {
      raw = JSON.parse(load(STORE_KEY) ?? '{}');
    } catch {
      return store;
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return store;
    for (const [game, entry] of Object.entries(raw)) {
      if (!GAME_ID.test(game) || typeof entry?.name !== 'string' || !Array.isArray(entry.tickets)) continue;
      store.set(game, { name: entry.name, tickets: entry.tickets.filter(isFresh).slice(0, KEEP) });
    }
    return store;
  }

  function writeStore(store) {
    save(STORE_KEY, JSON.stringify(Object.fromEntries(store)));
  }

  function isFresh(ticket) {
    return isTicket(ticket) && Date.parse(ticket.expires) > now() + EXPIRY_MARGIN_MS;
  }

  /** The tickets kept for `game` and `name` (none when those kept are another name's). */
  function keptFor(store, game, name) {
    const entry = store.get(game);
    return entry?.name === name ? entry.tickets : [];
  }

  /**
   * Hands the module a kept ticket for the open game's next run, unless one waits for it; one still
   * waiting for another game is taken back and kept again.
   */
  function offer() {
    const k = bridge();
    const game = openGame();
    const name = game ? playerName() : '';
    if (!k || !name) return;
    if (waiting && waiting.game !== game) {
      const back = waiting;
      waiting = null;
      if (k.withdrawTicket()) {
        handed.delete(back.ticket.ticket);
        keep(back.game, back.name, [{ ...back.ticket, game: back.game }]);
      }
    }
    const store = readStore();
    const tickets = keptFor(store, game, name);
    if (tickets.length === 0) return;
    for (let answer = 0; answer === 0 && tickets.length > 0;) {
      const ticket = tickets[0];
      answer = k.offerTicket(ticket.ticket, ticket.seed);
      if (answer === 2) return;
      // Taken, or refused for good (a token no record line can carry): either way it is kept no longer.
      tickets.shift();
      if (answer === 1) {
        handed.set(ticket.ticket, { name, received: ticket.received });
        waiting = { game, name, ticket };
      }
    }
    writeStore(store);
  }

  /** Asks the server for tickets for `game` when fewer than KEEP are kept, as soon as it may. */
  function refill(game) {
    const name = playerName();
    if (!name || refused.has(`${game}\n${name}`) || !online()) return;
    const state = requestsFor(game);
    const count = KEEP - keptFor(readStore(), game, name).length;
    if (state.inFlight || count <= 0) return;
    // A new name is asked for at once, unless the server asked to wait.
    const wait = state.failures === 0 && state.name !== name ? 0 : state.nextAt - now();
    if (wait > 0) {
      state.timer ??= timers.set(() => {
        state.timer = null;
        refill(game);
      }, wait);
      return;
    }
    request(game, name, count);
  }

  function requestsFor(game) {
    if (!requests.has(game)) requests.set(game, { name: null, inFlight: false, nextAt: 0, failures: 0, timer: null });
    return requests.get(game);
  }

  async function request(game, name, count) {
    const state = requestsFor(game);
    Object.assign(state, { name, inFlight: true, nextAt: now() + MIN_INTERVAL_MS });
    let failed = false;
    try {
      const issued = await post({ game, name, count });
      if (keep(game, name, issued) === 0) throw new Unavailable('no usable ticket in the answer');
      state.failures = 0;
      if (openGame() === game) offer();
    } catch (error) {
      if (error instanceof Unavailable) {
        failed = true;
        state.failures += 1;
        const backoff = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (state.failures - 1));
        state.nextAt = now() + Math.max(backoff, error.retryAfterMs);
      } else {
        refused.add(`${game}\n${name}`);
      }
    } finally {
      state.inFlight = false;
    }
    // A busy or unreachable server is asked again once its wait is over, while the game stays open.
    if (failed && openGame() === game) refill(game);
  }

  /** The issued tickets, or throws: Unavailable for what may pass, an Error for a refusal. */
  async function post(payload) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response;
    try {
      response = await fetcher('/api/tickets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch (error) {
      throw new Unavailable(String(error?.message ?? error));
    } finally {
      clearTimeout(timer);
    }
    const body = await response.json().catch(() => null);
    if (response.status === 201 && Array.isArray(body?.tickets)) return body.tickets;
    if (response.status === 429 || response.status >= 500 || response.status === 201) {
      throw new Unavailable(`the server answered ${response.status}`, retryAfterMs(response));
    }
    throw new Error(body?.error ?? `the server refused tickets (${response.status})`);
  }

  /** Keeps the fresh tickets of `issued` for `game`, if its player is still `name`; returns how many. */
  function keep(game, name, issued) {
    if (playerName() !== name) return 0;
    const store = readStore();
    const tickets = keptFor(store, game, name);
    let added = 0;
    for (const ticket of issued) {
      if (!isFresh(ticket) || ticket.game !== game || handed.has(ticket.ticket)) continue;
      if (tickets.some((kept) => kept.ticket === ticket.ticket)) continue;
      const received = Number.isFinite(ticket.received) ? ticket.received : now();
      tickets.push({ ticket: ticket.ticket, seed: ticket.seed, expires: ticket.expires, received });
      added += 1;
    }
    // The ones that expire first are used first; past KEEP, the latest to expire stay.
    tickets.sort((a, b) => Date.parse(a.expires) - Date.parse(b.expires));
    store.set(game, { name, tickets: tickets.slice(-KEEP) });
    writeStore(store);
    return added;
  }

  /**
   * The player's name may have changed (given in the name dialog): tickets kept or waiting in the module for
   * another name go, and the open game's are fetched once a new name has stood still for NAME_SETTLE_MS.
   */
  function namesChanged() {
    const store = readStore();
    const stale = [...store.keys()].filter((game) => store.get(game).name !== playerName());
    for (const game of stale) store.delete(game);
    if (stale.length > 0) writeStore(store);
    if (waiting && waiting.name !== playerName()) {
      waiting = null;
      bridge()?.withdrawTicket();
      offer();
    }
    const game = openGame();
    if (game && seenNames.get(game) !== playerName()) settle(game);
  }

  function settle(game) {
    seenNames.set(game, playerName());
    if (settling.has(game)) timers.clear(settling.get(game));
    settling.set(game, timers.set(() => {
      settling.delete(game);
      refill(game);
    }, NAME_SETTLE_MS));
  }

  /** After each frame: once a run began from a ticket, the next is handed over and more are fetched. */
  function sync() {
    const k = bridge();
    if (!k) return;
    const used = k.ticketsUsed();
    if (used === usedSeen) return;
    usedSeen = used;
    waiting = null;
    offer();
    if (openGame()) refill(openGame());
  }

  window.addEventListener('online', () => {
    const game = openGame();
    if (!game) return;
    requestsFor(game).nextAt = 0;
    refill(game);
  });

  return {
    /**
     * The open game changed (`opened`: a kept ticket then waits for its next run, and more are fetched)
     * or its settings did: a name may have (see namesChanged), and a setting may have begun a new run
     * from the waiting ticket, so the next is handed over now, not after a frame (settings draw none,
     * and the next setting or the player's return may begin another run at once).
     */
    update(opened) {
      const game = openGame();
      if (!opened) {
        sync();
        namesChanged();
      } else if (game) {
        seenNames.set(game, playerName());
        offer();
        refill(game);
      }
    },
    sync,
    /**
     * Whether a ticket handed to the module still waits there for the open game's next run (no run began
     * from it since): a ticket that comes later then waits behind it and begins no run again.
     */
    waitsInGame: () => waiting !== null && waiting.game === openGame() && bridge()?.ticketsUsed() === usedSeen,
    /**
     * The ticket `record` began from, if it was handed out on this visit: `{ name, notBefore }`, the name
     * it was issued to and the time (ms since the epoch) from which the server counts the run as played
     * with it (the run's length after the ticket reached this device); else null.
     */
    ofRecord(record) {
      const token = /^ticket ([A-Za-z0-9_.-]+)$/m.exec(String(record ?? '').slice(0, 1024))?.[1];
      const ticket = token && handed.get(token);
      return ticket ? { name: ticket.name, notBefore: (ticket.received ?? 0) + runLengthMs(record) } : null;
    },
  };
}

/**
 * How long the run of `record` lasted (ms), as the server counts it: how far past the latest time reached
 * each frame or pointer reaches; 0 if unreadable.
 */
function runLengthMs(record) {
  let length = 0;
  let reached = null;
  try {
    for (const call of parseLog(record)) {
      if (call.command !== 'frame' && call.command !== 'pointer') continue;
      if (reached !== null && call.time > reached) length += call.time - reached;
      if (reached === null || call.time > reached) reached = call.time;
    }
  } catch {
    return 0;
  }
  return length;
}

function isTicket(ticket) {
  return ticket !== null && typeof ticket === 'object' && typeof ticket.ticket === 'string'
    && TOKEN.test(ticket.ticket) && Number.isInteger(ticket.seed) && ticket.seed >= 0 && ticket.seed <= 0xffffffff
    && typeof ticket.expires === 'string' && Number.isFinite(Date.parse(ticket.expires));
}

/** The wait a 429 or 503 asks for (Retry-After in seconds), in ms; 0 when it names none. */
function retryAfterMs(response) {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) * 1000 : 0;
}
