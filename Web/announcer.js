// A polite live region: what a sighted player sees happen on the canvas (a point, a match, time
// running out), said by screen readers without moving focus or interrupting what they are reading.

/** How long the region stays empty before a new text, so the same text twice is said twice (ms). */
const CLEAR_MS = 50;

/**
 * Makes `region` (an element with `aria-live="polite"`) the place announcements go and returns
 * `announce(text)`; texts that arrive together are said together, in order.
 */
export function createAnnouncer(region) {
  let pending = [];
  let timer = null;
  return function announce(text) {
    const line = String(text ?? '').trim();
    if (line === '') return;
    pending.push(line);
    if (timer !== null) return;
    region.textContent = '';
    timer = setTimeout(() => {
      region.textContent = pending.join(' ');
      pending = [];
      timer = null;
    }, CLEAR_MS);
  };
}
