// Scores waiting for the server, kept in localStorage (`kinetic.pendingScores`, a JSON array) with
// their whole records, so a run played offline is verified once the server is back. A queue that
// cannot be read counts as empty; when storage is full the oldest entries give way, with a warning,
// never the newest, which is kept in memory for this visit if even it alone does not fit.
// Runs finished before the player gave a name wait apart (`kinetic.unnamedRuns`), each game's best,
// until there is a name to send them under.

import { load, save } from './storage.js';

const QUEUE_KEY = 'kinetic.pendingScores';
const UNNAMED_KEY = 'kinetic.unnamedRuns';
const MAX_QUEUED = 200;

/** The queue. `warn(message)` hears about entries dropped for lack of space. */
export function createScoreQueue({ warn = (message) => console.warn(message) } = {}) {
  /** Entries storage could not hold, kept for this visit only. */
  let unsaved = [];

  function read() {
    return [...stored(), ...unsaved];
  }

  /** Adds `entry` ({ game, name, score, checksum?, record? }) at the end; returns it with its id. */
  function add(entry) {
    const queued = { ...entry, id: newId() };
    write([...read(), queued]);
    return queued;
  }

  /** Removes the entry with `entry`'s id (or, for entries kept before ids, the same fields). */
  function remove(entry) {
    write(read().filter((candidate) => !sameEntry(candidate, entry)));
  }

  /**
   * Stores `queue`. When storage refuses it, the newest entry stays (in memory, if even it alone does
   * not fit) and the oldest others give way one by one.
   */
  function write(queue) {
    let kept = queue.slice(-MAX_QUEUED);
    unsaved = [];
    // An empty queue has no newest entry to keep in memory, whether or not storage took it.
    if (storeAll(kept) || kept.length === 0) return;
    const newest = kept[kept.length - 1];
    if (!storeAll([newest])) {
      unsaved = [newest];
      kept = kept.slice(0, -1);
      warn('Kinetic: storage is full; the newest score waiting for the server is kept until the page closes.');
    }
    while (kept.length > 0 && !storeAll(kept)) {
      const [dropped] = kept;
      kept = kept.slice(1);
      warn('Kinetic: storage is full; dropped the oldest score waiting for the server '
        + `(${dropped.game}, ${dropped.score}).`);
    }
    if (kept.length === 0) storeAll([]);
  }

  return { read, add, remove };
}

/**
 * The runs finished before the player had a name: for each game the best one (the board keeps only a
 * player's best), kept in storage (in memory for this visit when storage refuses) until `take`.
 */
export function createUnnamedRuns() {
  /** Game id → entry, when storage would not hold them. */
  let unsaved = null;

  function read() {
    if (unsaved) return unsaved;
    try {
      const runs = JSON.parse(load(UNNAMED_KEY) ?? '{}');
      if (runs === null || typeof runs !== 'object' || Array.isArray(runs)) return {};
      return Object.fromEntries(Object.entries(runs).filter(([game, entry]) => isUnnamedEntry(entry, game)));
    } catch {
      return {};
    }
  }

  function write(runs) {
    unsaved = save(UNNAMED_KEY, JSON.stringify(runs)) ? null : runs;
  }

  return {
    /** The kept runs, oldest first. */
    read: () => Object.values(read()).sort((a, b) => (a.at ?? 0) - (b.at ?? 0)),
    /** Keeps `entry` ({ game, score, checksum?, record?, at }) unless a run of its game as good is kept. */
    keep(entry) {
      const runs = read();
      const kept = runs[entry.game];
      if (kept && kept.score >= entry.score) return false;
      write({ ...runs, [entry.game]: entry });
      return true;
    },
    /** The kept runs, oldest first, now given up by this store (the caller sends them under a name). */
    take() {
      const runs = Object.values(read()).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
      write({});
      return runs;
    },
  };
}

function isUnnamedEntry(entry, game) {
  return isQueuedEntry({ ...entry, name: '' }) && entry.game === game && entry.score >= 0;
}

function storeAll(queue) {
  return save(QUEUE_KEY, JSON.stringify(queue));
}

function stored() {
  try {
    const queue = JSON.parse(load(QUEUE_KEY) ?? '[]');
    return Array.isArray(queue) ? queue.filter(isQueuedEntry) : [];
  } catch {
    return [];
  }
}

function isQueuedEntry(entry) {
  return entry !== null && typeof entry === 'object' && typeof entry.game === 'string'
    && typeof entry.name === 'string' && Number.isInteger(entry.score)
    && (entry.record === undefined || entry.record === null || typeof entry.record === 'string')
    && (entry.checksum === undefined || entry.checksum === null || typeof entry.checksum === 'string');
}

function sameEntry(a, b) {
  if (a.id !== undefined || b.id !== undefined) return a.id === b.id;
  return a.game === b.game && a.name === b.name && a.score === b.score && a.at === b.at;
}

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
