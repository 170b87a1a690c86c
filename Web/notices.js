// Notices: short lines (a score the server refused, a replay that could not load) shown for a few
// seconds in the page's notice area, which screen readers read out once.

/** How long a notice stays on screen, in ms. */
const NOTICE_MS = 8000;

/** Shows `text` in `box` for NOTICE_MS; returns the function that does so. */
export function createNotices(box) {
  return (text) => {
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
    box.hidden = false;
    setTimeout(() => {
      line.remove();
      box.hidden = box.childElementCount === 0;
    }, NOTICE_MS);
  };
}
