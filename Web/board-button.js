// The score board button in the top bar's corner, for games that keep scores (style.css shows it
// where the shell owns that bar).

import { createIcon } from './tab-bar.js';

/** The button's trophy icon (24×24). */
const TROPHY_ICON = 'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8'
  + 'a4 4 0 0 1-4-4V5h3zM6 7v1a2 2 0 0 0 1.2 1.8A5 5 0 0 1 7 9V7zm12 0h-1v2a5 5 0 0 1-.2.8A2 2 0 0 0 18 8z';

/** Puts the (hidden) button into `stage` before `before`; `onClick()` opens the open game's board. */
export function createBoardButton({ stage, before, onClick }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'board-button';
  button.id = 'board-button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', 'Score board');
  button.append(createIcon(TROPHY_ICON));
  button.hidden = true;
  button.addEventListener('click', onClick);
  stage.insertBefore(button, before);
  return button;
}
