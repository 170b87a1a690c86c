// localStorage that never throws: private browsing, a full quota or disabled storage only mean
// that a value is not remembered after this visit.

/** The stored text for `key`, or null. */
export function load(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` (text) under `key` if storage allows; returns whether it did. */
export function save(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    // Nothing is lost for this visit; the value just is not remembered.
    return false;
  }
}
