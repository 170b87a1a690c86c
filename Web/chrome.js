// The page's chrome around the game: the game's alerts (docs/web-bridge.md, Events), shown one at a
// time in a modal dialog with the rest queued; short notices (a score the server refused, a replay
// that could not load) that screen readers read out once; and the score board button.

import { createIcon } from './tab-bar.js';

/** How long a notice stays on screen, in ms. */
const NOTICE_MS = 8000;
/** The score board button's trophy icon (24×24). */
const TROPHY_ICON = 'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8'
  + 'a4 4 0 0 1-4-4V5h3zM6 7v1a2 2 0 0 0 1.2 1.8A5 5 0 0 1 7 9V7zm12 0h-1v2a5 5 0 0 1-.2.8A2 2 0 0 0 18 8z';

/**
 * The alerts of `dialog` (holding .alert-title, .alert-message and .alert-actions); `onAction(name)`
 * sends a button's action to the game. Escape does not close an alert: the player picks a button.
 */
export function createAlerts({ dialog, onAction }) {
  const queue = [];
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.addEventListener('close', () => showNext());

  function show(alert) {
    queue.push(alert);
    if (!dialog.open) showNext();
  }

  function showNext() {
    const alert = queue.shift();
    if (!alert) return;
    dialog.querySelector('.alert-title').textContent = alert.title ?? '';
    dialog.querySelector('.alert-message').textContent = alert.message ?? '';
    dialog.querySelector('.alert-note').textContent = '';
    const actions = Array.isArray(alert.actions) && alert.actions.length > 0
      ? alert.actions
      : [{ title: 'OK', action: null }];
    const row = dialog.querySelector('.alert-actions');
    row.classList.toggle('stacked', actions.length > 2);
    row.replaceChildren(...actions.map(createButton));
    dialog.showModal();
  }

  function createButton({ title, action }) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = title ?? action ?? 'OK';
    button.addEventListener('click', () => {
      if (action) onAction(action);
      dialog.close();
    });
    return button;
  }

  return {
    /** Shows `alert` ({ title, message, actions: [{ title, action }] }) now, or after those before it. */
    show,
    /** Adds `text` (how the run the open alert ends went on the board) under its message. */
    note: (text) => {
      if (dialog.open) dialog.querySelector('.alert-note').textContent = text;
    },
    /** Closes any alert and drops queued ones (the game they belonged to has restarted). */
    dismiss: () => {
      queue.length = 0;
      if (dialog.open) dialog.close();
    },
  };
}

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

/**
 * The score board button in the top bar's corner, for games that keep scores (style.css shows it
 * where the shell owns that bar): put (hidden) into `stage` before `before`; `onClick()` opens the
 * open game's board.
 */
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
